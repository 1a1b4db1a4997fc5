// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// `f16` and `bf16` constants print as `mlir-opt` (MLIR 22) prints them:
/// rounded once to the type, scientific with 6 digits, NaN and infinity in
/// hex with the type's own 16 bits.
// CHECK-LABEL: func.func @literals(%a: f16, %b: bf16, %m: memref<4xf16>) -> (f16, bf16) {
// CHECK-NEXT:    %0 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:    %1 = arith.constant 9.997550e-02 : f16
// CHECK-NEXT:    %2 = arith.constant 1.000980e-01 : bf16
// CHECK-NEXT:    %3 = arith.constant 0x7E00 : f16
// CHECK-NEXT:    %4 = arith.constant 6.550400e+04 : f16
// CHECK-NEXT:    %5 = arith.constant 0x7C00 : f16
// CHECK-NEXT:    %6 = arith.constant 9.999220e+09 : bf16
// CHECK-NEXT:    %7 = arith.constant 3.140630e+00 : bf16
// CHECK-NEXT:    %8 = arith.constant 5.960460e-08 : f16
// CHECK-NEXT:    %9 = arith.constant 2.048000e+03 : f16
// CHECK-NEXT:    %10 = arith.constant 0xFF80 : bf16
// CHECK-NEXT:    %11 = arith.constant -1.000000e+00 : f16
func.func @literals(%a: f16, %b: bf16, %m: memref<4xf16>) -> (f16, bf16) {
  %0 = arith.constant 1.5 : f16
  %1 = arith.constant 0.1 : f16
  %2 = arith.constant 0.1 : bf16
  %3 = arith.constant 0x7E00 : f16
  %4 = arith.constant 65504.0 : f16
  %5 = arith.constant 65520.0 : f16
  %6 = arith.constant 1.0e10 : bf16
  %7 = arith.constant 3.140625 : bf16
  %8 = arith.constant 6.0e-8 : f16
  /// The midpoint of 2048 and 2050 ties to even.
  %9 = arith.constant 2049.0 : f16
  %10 = arith.constant 0xFF80 : bf16
  %11 = arith.constant 0xBC00 : f16
  return %0, %2 : f16, bf16
}

/// The arith float ops and casts at these widths.
// CHECK-LABEL: func.func @ops(
// CHECK-NEXT:    %0 = arith.addf %a, %a : f16
// CHECK-NEXT:    %1 = arith.mulf %b, %b fastmath<fast> : bf16
// CHECK-NEXT:    %2 = arith.cmpf olt, %a, %a : f16
// CHECK-NEXT:    %3 = arith.extf %a : f16 to f32
// CHECK-NEXT:    %4 = arith.truncf %3 : f32 to bf16
// CHECK-NEXT:    %5 = arith.extf %b : bf16 to f64
// CHECK-NEXT:    %6 = arith.sitofp %i : i16 to f16
// CHECK-NEXT:    %7 = arith.fptoui %b : bf16 to i8
// CHECK-NEXT:    %8 = arith.bitcast %a : f16 to i16
// CHECK-NEXT:    %9 = arith.bitcast %i : i16 to bf16
// CHECK-NEXT:    %10 = arith.negf %b : bf16
// CHECK-NEXT:    %11 = memref.load %m[%k] : memref<4xf16>
func.func @ops(%a: f16, %b: bf16, %i: i16, %m: memref<4xf16>, %k: index) -> (f16, bf16) {
  %0 = arith.addf %a, %a : f16
  %1 = arith.mulf %b, %b fastmath<fast> : bf16
  %2 = arith.cmpf olt, %a, %a : f16
  %3 = arith.extf %a : f16 to f32
  %4 = arith.truncf %3 : f32 to bf16
  %5 = arith.extf %b : bf16 to f64
  %6 = arith.sitofp %i : i16 to f16
  %7 = arith.fptoui %b : bf16 to i8
  %8 = arith.bitcast %a : f16 to i16
  %9 = arith.bitcast %i : i16 to bf16
  %10 = arith.negf %b : bf16
  %11 = memref.load %m[%k] : memref<4xf16>
  return %0, %1 : f16, bf16
}
