// RUN: %ssa-opt %s | filecheck %s

/// The printer keeps the names the input used, so golden tests read like the
/// source program, and prints `mlir-opt`'s predecessor comments.
// CHECK-LABEL: func.func @sum(%n: i32) -> i32 {
// CHECK-NEXT:    %zero = arith.constant 0 : i32
// CHECK-NEXT:    cf.br ^loop(%zero, %zero : i32, i32)
// CHECK-NEXT:  ^loop(%i: i32, %acc: i32):  // 2 preds: ^bb0, ^body
// CHECK:       ^body:  // pred: ^loop
// CHECK:       ^done:  // pred: ^loop
// CHECK-NEXT:    return %acc : i32
func.func @sum(%n: i32) -> i32 {
  %zero = arith.constant 0 : i32
  cf.br ^loop(%zero, %zero : i32, i32)
^loop(%i: i32, %acc: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^done
^body:
  %one = arith.constant 1 : i32
  %i2 = arith.addi %i, %one : i32
  %acc2 = arith.addi %acc, %i : i32
  cf.br ^loop(%i2, %acc2 : i32, i32)
^done:
  return %acc : i32
}

/// A block nothing branches to is marked, as `mlir-opt` does.
// CHECK-LABEL: func.func @dead_block
// CHECK:       ^orphan:  // no predecessors
func.func @dead_block() {
  return
^orphan:
  return
}
