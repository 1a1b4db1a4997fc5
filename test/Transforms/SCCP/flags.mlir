// RUN: %ssa-opt -sccp %s | filecheck %s

/// An op whose flag's promise fails on its constant operands folds to
/// poison (its evaluation, the interpreter's), never to the wrapped value:
/// the wrapped value would be a refinement too, and `mlir-opt -sccp` (MLIR
/// 22) folds to it, ignoring the flags. Where the promise holds the fold
/// is the plain one. The four poisons are one ub.poison : i8, and the
/// nuw add's -128 is %min.
// CHECK-LABEL: func.func @fold() -> (i8, i8, i8, i8, i8, i8, i8, i8) {
// CHECK-NEXT:    %max = arith.constant 127 : i8
// CHECK-NEXT:    %one = arith.constant 1 : i8
// CHECK-NEXT:    %min = arith.constant -128 : i8
// CHECK-NEXT:    %six = arith.constant 6 : i8
// CHECK-NEXT:    %four = arith.constant 4 : i8
// CHECK-NEXT:    %0 = ub.poison : i8
// CHECK-NEXT:    %1 = arith.constant -2 : i8
// CHECK-NEXT:    %2 = arith.constant 3 : i8
// CHECK-NEXT:    %3 = arith.constant -64 : i8
// CHECK-NEXT:    return %0, %min, %0, %0, %1, %0, %2, %3 : i8, i8, i8, i8, i8, i8, i8, i8
func.func @fold() -> (i8, i8, i8, i8, i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %one = arith.constant 1 : i8
  %min = arith.constant -128 : i8
  %six = arith.constant 6 : i8
  %four = arith.constant 4 : i8
  %0 = arith.addi %max, %one overflow<nsw> : i8
  %1 = arith.addi %max, %one overflow<nuw> : i8
  %2 = arith.subi %min, %one overflow<nsw> : i8
  %3 = arith.muli %max, %max overflow<nsw, nuw> : i8
  %4 = arith.shli %max, %one overflow<nuw> : i8
  %5 = arith.divsi %six, %four exact : i8
  %6 = arith.shrui %six, %one exact : i8
  %7 = arith.shrsi %min, %one exact : i8
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i8, i8, i8, i8, i8, i8, i8
}
