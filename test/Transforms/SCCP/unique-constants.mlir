// RUN: %ssa-opt -sccp %s | filecheck %s
// RUN: %ssa-opt -sccp %s | %ssa-opt -sccp | filecheck %s
// RUN: %ssa-opt --passes='sccp{fold-branches=false}' %s | filecheck %s --check-prefix=KEEP

/// One constant per value and type in a function, at the top of its entry
/// block, as MLIR's sccp makes them (its OperationFolder). The program's
/// own constants are moved there (%k, from ^b) or merged into the one
/// already there (%again, 5 : i32 like %five); 5 : i64 is another constant.
/// Folded values share them: %sum is %ten, %x is %five, the call's result
/// is %prod. A constant the pass makes takes the name of the first value it
/// replaces whose op goes (%prod); a call's result keeps its own (%r).
/// They stand in the order they are met, so a second sccp changes nothing
/// (RUN line 2).
// CHECK-LABEL: func.func @unique(%c: i1) -> (i32, i32, i64, i32, i32, i32) {
// CHECK-NEXT:    %five = arith.constant 5 : i32
// CHECK-NEXT:    %ten = arith.constant 10 : i32
// CHECK-NEXT:    %wide = arith.constant 5 : i64
// CHECK-NEXT:    %prod = arith.constant 50 : i32
// CHECK-NEXT:    %k = arith.constant 7 : i32
// CHECK-NEXT:    %r = call @fifty() : () -> i32
// CHECK-NEXT:    cf.cond_br %c, ^b, ^join(%five : i32)
// CHECK-NEXT:  ^b:
// CHECK-NEXT:    cf.br ^join(%k : i32)
// CHECK-NEXT:  ^join(%y: i32):
// CHECK-NEXT:    return %ten, %five, %wide, %prod, %prod, %y : i32, i32, i64, i32, i32, i32
// CHECK-NEXT:  }
// KEEP-LABEL: func.func @unique(%c: i1) -> (i32, i32, i64, i32, i32, i32) {
// KEEP-NEXT:    %five = arith.constant 5 : i32
// KEEP-NEXT:    %ten = arith.constant 10 : i32
// KEEP-NEXT:    %wide = arith.constant 5 : i64
// KEEP-NEXT:    %prod = arith.constant 50 : i32
// KEEP-NEXT:    %k = arith.constant 7 : i32
// KEEP-NEXT:    %r = call @fifty() : () -> i32
// KEEP-NEXT:    cf.cond_br %c, ^b, ^join(%five, %five : i32, i32)
// KEEP-NEXT:  ^b:
// KEEP-NEXT:    cf.br ^join(%five, %k : i32, i32)
// KEEP-NEXT:  ^join(%x: i32, %y: i32):
// KEEP-NEXT:    return %ten, %five, %wide, %prod, %prod, %y : i32, i32, i64, i32, i32, i32
// KEEP-NEXT:  }
func.func @unique(%c: i1) -> (i32, i32, i64, i32, i32, i32) {
  %five = arith.constant 5 : i32
  %ten = arith.constant 10 : i32
  %sum = arith.addi %five, %five : i32
  %wide = arith.constant 5 : i64
  %prod = arith.muli %ten, %five : i32
  %r = call @fifty() : () -> i32
  cf.cond_br %c, ^b, ^join(%five, %five : i32, i32)
^b:
  %again = arith.constant 5 : i32
  %k = arith.constant 7 : i32
  cf.br ^join(%again, %k : i32, i32)
^join(%x: i32, %y: i32):
  return %sum, %x, %wide, %prod, %r, %y : i32, i32, i64, i32, i32, i32
}
func.func private @fifty() -> i32 {
  %c50 = arith.constant 50 : i32
  return %c50 : i32
}

/// A constant in a block never executed is left where it is (with
/// fold-branches=false the block stays); one in an executed block is
/// moved to the entry block, where it dominates its uses in both.
// KEEP-LABEL: func.func @never_executed() -> i32 {
// KEEP-NEXT:    %false = arith.constant false
// KEEP-NEXT:    %one = arith.constant 1 : i32
// KEEP-NEXT:    cf.cond_br %false, ^dead, ^live
// KEEP-NEXT:  ^dead:
// KEEP-NEXT:    %two = arith.constant 2 : i32
// KEEP-NEXT:    return %two : i32
// KEEP-NEXT:  ^live:
// KEEP-NEXT:    return %one : i32
// KEEP-NEXT:  }
func.func @never_executed() -> i32 {
  %false = arith.constant false
  cf.cond_br %false, ^dead, ^live
^dead:
  %two = arith.constant 2 : i32
  return %two : i32
^live:
  %one = arith.constant 1 : i32
  return %one : i32
}
