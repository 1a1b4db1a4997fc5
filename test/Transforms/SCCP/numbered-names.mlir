// REQUIRES: mlir-opt
// RUN: %ssa-opt -sccp %s | filecheck %s
// RUN: %ssa-opt -sccp %s | %mlir-opt | filecheck %s --check-prefix=MLIR

/// Names that are numbers (`%13`) are MLIR's numbering of unnamed values:
/// sccp passes none on to the constants it makes, so no value prints as
/// `%13_1`, which mlir-opt cannot read ("expected '=' after SSA name"). A
/// call whose result is constant keeps its result and its name; the
/// constant standing for it is the function's 10 : index.
// CHECK-LABEL: func.func @calls_ten(%arg0: index) -> index {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %1 = arith.constant 420 : index
// CHECK-NEXT:    %0 = arith.constant 10 : index
// CHECK:         %13 = call @ten() : () -> index
// CHECK-NEXT:    cf.br ^bb1(%0 : index)
// MLIR-LABEL: func.func @calls_ten(
// MLIR:         %[[TEN:.*]] = arith.constant 10 : index
// MLIR:         call @ten() : () -> index
// MLIR-NEXT:    cf.br ^bb1(%[[TEN]] : index)
func.func private @ten() -> index {
  %0 = arith.constant 10 : index
  return %0 : index
}
func.func @calls_ten(%arg0: index) -> index {
  %c0 = arith.constant 0 : index
  %1 = arith.constant 420 : index
  %7 = arith.cmpi eq, %arg0, %c0 : index
  cf.cond_br %7, ^bb1(%1 : index), ^bb2
^bb1(%8: index):
  return %8 : index
^bb2:
  %13 = call @ten() : () -> index
  cf.br ^bb1(%13 : index)
}

/// A parameter named by a number gives its constant no name either.
// CHECK-LABEL: func.func private @numbered_parameter(%0: i32) -> i32 {
// CHECK-NEXT:    %1 = arith.constant 4 : i32
// CHECK-NEXT:    return %1 : i32
// MLIR-LABEL: func.func private @numbered_parameter(
// MLIR-NEXT:    %[[FOUR:.*]] = arith.constant 4 : i32
// MLIR-NEXT:    return %[[FOUR]] : i32
func.func private @numbered_parameter(%0: i32) -> i32 {
  return %0 : i32
}
func.func @calls_numbered() -> i32 {
  %c = arith.constant 4 : i32
  %r = call @numbered_parameter(%c) : (i32) -> i32
  return %r : i32
}
