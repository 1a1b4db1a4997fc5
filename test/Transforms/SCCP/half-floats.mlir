// RUN: %ssa-opt -sccp %s | filecheck %s

/// `f16` and `bf16` arithmetic folds in the type's own precision, rounded
/// once to nearest-even; every value is the one `mlir-opt -sccp` (MLIR 22)
/// folds to, except the inexact `truncf` to `bf16` (%3), which MLIR does
/// not fold and we fold rounded (the op's semantics). Equal values share
/// one constant: the overflow to infinity is %inf, the f16 truncf is %0.
// CHECK-LABEL: func.func @fold() -> (f16, f16, bf16, f16, f32, bf16, f16, i16, bf16, i1, f16, f16) {
// CHECK:         %inf = arith.constant 0x7C00 : f16
// CHECK:         %n = arith.constant 2049 : i32
// CHECK-NEXT:    %0 = arith.constant 1.599610e+00 : f16
// CHECK-NEXT:    %1 = arith.constant 1.000980e-02 : bf16
// CHECK-NEXT:    %2 = arith.constant 1.59960938 : f32
// CHECK-NEXT:    %3 = arith.constant 1.601560e+00 : bf16
// CHECK-NEXT:    %4 = arith.constant 2.048000e+03 : f16
// CHECK-NEXT:    %5 = arith.constant 15872 : i16
// CHECK-NEXT:    %6 = arith.constant 0x7E00 : f16
// CHECK-NEXT:    %7 = arith.constant 0x7FC0 : bf16
// CHECK-NEXT:    %8 = arith.constant true
// CHECK-NEXT:    return %0, %0, %1, %4, %2, %3, %inf, %5, %7, %8, %6, %0 : f16, f16, bf16, f16, f32, bf16, f16, i16, bf16, i1, f16, f16
func.func @fold() -> (f16, f16, bf16, f16, f32, bf16, f16, i16, bf16, i1, f16, f16) {
  %a = arith.constant 1.5 : f16
  %b = arith.constant 0.1 : f16
  %c = arith.constant 0.1 : bf16
  %big = arith.constant 65504.0 : f16
  %two = arith.constant 2.0 : f16
  %inf = arith.constant 0x7C00 : f16
  %zero = arith.constant 0.0 : bf16
  %binf = arith.constant 0x7F80 : bf16
  %n = arith.constant 2049 : i32
  /// 1.5 + 0.0999755859375 rounds to 1.599609375.
  %0 = arith.addf %a, %b : f16
  /// 0.10009765625^2 rounds to 0.01000976...
  %1 = arith.mulf %c, %c : bf16
  %2 = arith.extf %0 : f16 to f32
  %3 = arith.truncf %2 : f32 to bf16
  %4 = arith.sitofp %n : i32 to f16
  %5 = arith.bitcast %a : f16 to i16
  /// 65504 * 2 overflows to infinity; inf - inf and 0 * inf are the
  /// default NaN of each format.
  %6 = arith.mulf %big, %two : f16
  %7 = arith.subf %inf, %inf : f16
  %8 = arith.mulf %zero, %binf : bf16
  %9 = arith.cmpf olt, %b, %a : f16
  %10 = arith.truncf %2 : f32 to f16
  return %0, %10, %1, %4, %2, %3, %6, %5, %8, %9, %7, %0 : f16, f16, bf16, f16, f32, bf16, f16, i16, bf16, i1, f16, f16
}
