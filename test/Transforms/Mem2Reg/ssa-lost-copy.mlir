// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.

/// Already in SSA form, no slots: mem2reg leaves the loop's argument alone.
// CHECK-LABEL: func.func @lost_copy(%n: i32) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^loop(%c1 : i32)
// CHECK-NEXT: ^loop(%x: i32):
// CHECK-NEXT: %next = arith.addi %x, %c1 : i32
// CHECK-NEXT: %more = arith.cmpi slt, %x, %n : i32
// CHECK-NEXT: cf.cond_br %more, ^loop(%next : i32), ^exit
// CHECK-NEXT: ^exit:
// CHECK-NEXT: return %x : i32

// The lost-copy problem of SSA destruction (Briggs et al. 1998): after copy
// propagation the loop's block argument %x is still used after the loop, while
// the back edge passes the incremented value. Placing the copy "x := next" at
// the end of ^loop (which has two successors) would clobber the %x that ^exit
// reads. A correct out-of-ssa either splits the critical back edge or copies
// through a temporary. For n = 3 the function returns 3 (the value of %x when
// the loop leaves), not 4.
func.func @lost_copy(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c1 : i32)
^loop(%x: i32):
  %next = arith.addi %x, %c1 : i32
  %more = arith.cmpi slt, %x, %n : i32
  cf.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  return %x : i32
}
