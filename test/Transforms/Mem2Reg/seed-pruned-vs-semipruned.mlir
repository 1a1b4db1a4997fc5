// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=semi-pruned}' %s | filecheck %s --check-prefixes=CHECK,SEMI --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=minimal}' %s | filecheck %s --check-prefixes=CHECK,SEMI --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=maximal}' %s | filecheck %s --check-prefixes=CHECK,MAXIMAL --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.

/// a is read in one branch and written in the other, so it is a global name
/// with the join in its frontier; but it is dead there. Arguments at the
/// join: pruned 0, semi-pruned 1, minimal 1, maximal 2 (a and t).
// CHECK-LABEL: func.func @pruned_vs_semipruned(%p: i1, %v: i32) -> i32 {
// MAXIMAL-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: cf.cond_br %p, ^reads, ^writes
// CHECK-NEXT: ^reads:
// CHECK-NEXT: call @use(%v) : (i32) -> ()
// PRUNED-NEXT: cf.br ^join{{$}}
// SEMI-NEXT: cf.br ^join(%v : i32)
// MAXIMAL-NEXT: cf.br ^join(%v, %0 : i32, i32)
// CHECK-NEXT: ^writes:
// CHECK-NEXT: %c5 = arith.constant 5 : i32
// PRUNED-NEXT: cf.br ^join{{$}}
// PRUNED-NEXT: ^join:
// SEMI-NEXT: cf.br ^join(%c5 : i32)
// SEMI-NEXT: ^join(%a_1: i32):
// MAXIMAL-NEXT: cf.br ^join(%c5, %0 : i32, i32)
// MAXIMAL-NEXT: ^join(%a_1: i32, %t_1: i32):
// CHECK-NEXT: %c7 = arith.constant 7 : i32
// CHECK-NEXT: return %c7 : i32

// Why pruned SSA places fewer phis than semi-pruned (Python CFG/SSA document,
// section 1.7.3.2): a is read in one branch (so it is a "global" name), and
// written in the other, so the dominance frontier asks for a phi for a at the
// join; but a is not live at the join, so the pruned flavour places none.
// Expected block arguments at ^join: maximal: one per slot (a, t); minimal: 1 (a);
// semi-pruned: 1 (a); pruned: 0.
func.func private @use(i32)

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
