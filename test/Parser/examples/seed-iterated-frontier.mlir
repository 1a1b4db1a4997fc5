// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Round trip of the worked example seed-iterated-frontier.mlir (this file): printing keeps the
/// input's names and layout, and printing the print again changes nothing.

// The worklist example (Python CFG/SSA document, section 1.7.4.1): the
// definition of a in B3 forces a phi for a in B4 (its dominance frontier), and
// that phi is itself a definition that forces a phi in B5. Only the iterated
// dominance frontier finds the second one.
//   B1 -> B2, B4' ; B2 -> B3, B4 ; B3 -> B4 ; B4 -> B5 ; B4' -> B5 ; B5 returns a
// Expected after mem2reg (any flavour but maximal): block arguments for a at
// ^b4 and at ^b5, and nowhere else.
// CHECK-LABEL: func.func @iterated_frontier(
// CHECK-SAME: %[[P:.*]]: i1, %[[Q:.*]]: i1) -> i32 {
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: memref.store %[[C1]], %[[A]][] : memref<i32>
// CHECK-NEXT: cf.cond_br %[[P]], ^b2, ^side
// CHECK-NEXT: ^b2:
// CHECK-NEXT: cf.cond_br %[[Q]], ^b3, ^b4
// CHECK-NEXT: ^b3:
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: memref.store %[[C2]], %[[A]][] : memref<i32>
// CHECK-NEXT: cf.br ^b4
// CHECK-NEXT: ^b4:
// CHECK-NEXT: cf.br ^b5
// CHECK-NEXT: ^side:
// CHECK-NEXT: cf.br ^b5
// CHECK-NEXT: ^b5:
// CHECK-NEXT: %[[R:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: return %[[R]] : i32
// CHECK-NEXT: }
func.func @iterated_frontier(%p: i1, %q: i1) -> i32 {
  %a = memref.alloca() : memref<i32>
  %c1 = arith.constant 1 : i32
  memref.store %c1, %a[] : memref<i32>
  cf.cond_br %p, ^b2, ^side
^b2:
  cf.cond_br %q, ^b3, ^b4
^b3:
  %c2 = arith.constant 2 : i32
  memref.store %c2, %a[] : memref<i32>
  cf.br ^b4
^b4:
  cf.br ^b5
^side:
  cf.br ^b5
^b5:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
