// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.

/// Already in SSA form, no slots: the swapping back edge stays as it is.
// CHECK-LABEL: func.func @swap(%n: i32) -> i32 {
// CHECK: cf.br ^loop(%c10, %c20, %c0 : i32, i32, i32)
// CHECK-NEXT: ^loop(%a: i32, %b: i32, %k: i32):
// CHECK-NEXT: %k1 = arith.addi %k, %c1 : i32
// CHECK-NEXT: %more = arith.cmpi slt, %k, %n : i32
// CHECK-NEXT: cf.cond_br %more, ^loop(%b, %a, %k1 : i32, i32, i32), ^exit
// CHECK-NEXT: ^exit:
// CHECK-NEXT: return %a : i32

// The swap problem of SSA destruction (Briggs et al. 1998): the back edge
// passes (%b, %a) to ^loop(%a, %b), a parallel copy whose two moves read each
// other's destination. Sequential copies "a := b ; b := a" lose a value; a
// correct out-of-ssa sequentialises the parallel copy with a temporary (or an
// equivalent order). For n = 3 the function returns 20 (after three swaps of
// (10, 20) the pair is (20, 10), and %a is 20).
func.func @swap(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.br ^loop(%c10, %c20, %c0 : i32, i32, i32)
^loop(%a: i32, %b: i32, %k: i32):
  %k1 = arith.addi %k, %c1 : i32
  %more = arith.cmpi slt, %k, %n : i32
  cf.cond_br %more, ^loop(%b, %a, %k1 : i32, i32, i32), ^exit
^exit:
  return %a : i32
}
