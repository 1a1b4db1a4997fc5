// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Round trip of the worked example ssa-lost-copy.mlir (this file): printing keeps the
/// input's names and layout, and printing the print again changes nothing.

// The lost-copy problem of SSA destruction (Briggs et al. 1998): after copy
// propagation the loop's block argument %x is still used after the loop, while
// the back edge passes the incremented value. Placing the copy "x := next" at
// the end of ^loop (which has two successors) would clobber the %x that ^exit
// reads. A correct out-of-ssa either splits the critical back edge or copies
// through a temporary. For n = 3 the function returns 3 (the value of %x when
// the loop leaves), not 4.
// CHECK-LABEL: func.func @lost_copy(
// CHECK-SAME: %[[N:.*]]: i32) -> i32 {
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^loop(%[[C1]] : i32)
// CHECK-NEXT: ^loop(%[[X:.*]]: i32):
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[X]], %[[C1]] : i32
// CHECK-NEXT: %[[MORE:.*]] = arith.cmpi slt, %[[X]], %[[N]] : i32
// CHECK-NEXT: cf.cond_br %[[MORE]], ^loop(%[[NEXT]] : i32), ^exit
// CHECK-NEXT: ^exit:
// CHECK-NEXT: return %[[X]] : i32
// CHECK-NEXT: }
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
