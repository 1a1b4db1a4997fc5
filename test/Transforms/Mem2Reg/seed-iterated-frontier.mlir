// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=semi-pruned}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=minimal}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=maximal}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.

/// The store in ^b3 needs an argument at ^b4 (its frontier), and that one
/// one at ^b5 (the iterated frontier); nowhere else, in every flavour.
// CHECK-LABEL: func.func @iterated_frontier(%p: i1, %q: i1) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %p, ^b2, ^side
// CHECK-NEXT: ^b2:
// CHECK-NEXT: cf.cond_br %q, ^b3, ^b4(%c1 : i32)
// CHECK-NEXT: ^b3:
// CHECK-NEXT: %c2 = arith.constant 2 : i32
// CHECK-NEXT: cf.br ^b4(%c2 : i32)
// CHECK-NEXT: ^b4(%a_1: i32):
// CHECK-NEXT: cf.br ^b5(%a_1 : i32)
// CHECK-NEXT: ^side:
// CHECK-NEXT: cf.br ^b5(%c1 : i32)
// CHECK-NEXT: ^b5(%a_2: i32):
// CHECK-NEXT: return %a_2 : i32

// The worklist example (Python CFG/SSA document, section 1.7.4.1): the
// definition of a in B3 forces a phi for a in B4 (its dominance frontier), and
// that phi is itself a definition that forces a phi in B5. Only the iterated
// dominance frontier finds the second one.
//   B1 -> B2, B4' ; B2 -> B3, B4 ; B3 -> B4 ; B4 -> B5 ; B4' -> B5 ; B5 returns a
// Expected after mem2reg (any flavour but maximal): block arguments for a at
// ^b4 and at ^b5, and nowhere else.
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
