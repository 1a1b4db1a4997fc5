// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Round trip of the worked example seed-pruned-vs-semipruned.mlir (this file): printing keeps the
/// input's names and layout, and printing the print again changes nothing.

// Why pruned SSA places fewer phis than semi-pruned (Python CFG/SSA document,
// section 1.7.3.2): a is read in one branch (so it is a "global" name), and
// written in the other, so the dominance frontier asks for a phi for a at the
// join; but a is not live at the join, so the pruned flavour places none.
// Expected block arguments at ^join: maximal: one per slot (a, t); minimal: 1 (a);
// semi-pruned: 1 (a); pruned: 0.
// CHECK-LABEL: func.func private @use(i32)
func.func private @use(i32)

// CHECK-LABEL: func.func @pruned_vs_semipruned(
// CHECK-SAME: %[[P:.*]]: i1, %[[V:.*]]: i32) -> i32 {
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[T:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %[[V]], %[[A]][] : memref<i32>
// CHECK-NEXT: cf.cond_br %[[P]], ^reads, ^writes
// CHECK-NEXT: ^reads:
// CHECK-NEXT: %[[AV:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: call @use(%[[AV]]) : (i32) -> ()
// CHECK-NEXT: cf.br ^join
// CHECK-NEXT: ^writes:
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT: memref.store %[[C5]], %[[A]][] : memref<i32>
// CHECK-NEXT: cf.br ^join
// CHECK-NEXT: ^join:
// CHECK-NEXT: %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT: memref.store %[[C7]], %[[T]][] : memref<i32>
// CHECK-NEXT: %[[TV:.*]] = memref.load %[[T]][] : memref<i32>
// CHECK-NEXT: return %[[TV]] : i32
// CHECK-NEXT: }
func.func @pruned_vs_semipruned(%p: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  %t = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  cf.cond_br %p, ^reads, ^writes
^reads:
  %av = memref.load %a[] : memref<i32>
  func.call @use(%av) : (i32) -> ()
  cf.br ^join
^writes:
  %c5 = arith.constant 5 : i32
  memref.store %c5, %a[] : memref<i32>
  cf.br ^join
^join:
  %c7 = arith.constant 7 : i32
  memref.store %c7, %t[] : memref<i32>
  %tv = memref.load %t[] : memref<i32>
  return %tv : i32
}
