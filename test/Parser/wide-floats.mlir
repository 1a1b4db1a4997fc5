// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -
// RUN: %ssa-opt --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC
// RUN: %ssa-opt --mlir-print-op-generic %s | %ssa-opt - | filecheck %s

/// `f80` (x87 double extended) and `f128` constants print as `mlir-opt`
/// (MLIR 22) prints them: scientific with 6 digits when that reads back
/// to the same bits, else APFloat's shortest exact decimal, else (NaN,
/// infinity, an integral value) hex with the type's own bits. A decimal
/// literal is read through the nearest `f64`, as `mlir-opt` reads it; a
/// hex literal gives every bit.
// CHECK-LABEL: func.func @literals() -> (f128, f80, f128, f80, f128, f80, f128, f80, f128, f80, f128, f128) {
// CHECK-NEXT:    %a = arith.constant 0.100000000000000005551115123125782702 : f128
// CHECK-NEXT:    %b = arith.constant 0.100000000000000005551 : f80
// CHECK-NEXT:    %c = arith.constant 1.500000e+00 : f128
// CHECK-NEXT:    %d = arith.constant 0x7FFFC000000000000000 : f80
// CHECK-NEXT:    %e = arith.constant 0x7FFF8000000000000000000000000000 : f128
// CHECK-NEXT:    %f = arith.constant 0x7FFF8000000000000000 : f80
// CHECK-NEXT:    %g = arith.constant 3.14159265358979311599796346854418516 : f128
// CHECK-NEXT:    %h = arith.constant -0.000000e+00 : f80
// CHECK-NEXT:    %i = arith.constant 0.000000e+00 : f128
// CHECK-NEXT:    %j = arith.constant 0x4019EB79A2A000000000 : f80
// CHECK-NEXT:    %k = arith.constant 0x7FFF0000000000000000000000000000 : f128
// CHECK-NEXT:    %l = arith.constant 0x3FFD5555555555555555555555555555 : f128
// GENERIC: "arith.constant"() <{value = 0.100000000000000005551115123125782702 : f128}> : () -> f128
// GENERIC: "arith.constant"() <{value = 0x4019EB79A2A000000000 : f80}> : () -> f80
func.func @literals() -> (f128, f80, f128, f80, f128, f80, f128, f80, f128, f80, f128, f128) {
  %a = arith.constant 0.1 : f128
  %b = arith.constant 0.1 : f80
  %c = arith.constant 1.5 : f128
  %d = arith.constant 0x7FFFC000000000000000 : f80
  %e = arith.constant 0x7FFF8000000000000000000000000000 : f128
  /// Past the largest f64: infinity.
  %f = arith.constant 1.0e4000 : f80
  %g = arith.constant 3.14159265358979323846264338327950288 : f128
  %h = arith.constant -0.0 : f80
  %i = arith.constant 1.0e-4940 : f128
  %j = arith.constant 123456789.0 : f80
  %k = arith.constant 0x7FFF0000000000000000000000000000 : f128
  /// The f128 nearest 1/3 has no decimal spelling that reads back (the
  /// f64 in between loses bits), so it is written in hex; it prints so.
  %l = arith.constant 0x3FFD5555555555555555555555555555 : f128
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l : f128, f80, f128, f80, f128, f80, f128, f80, f128, f80, f128, f128
}

/// The arith float ops and casts at these widths.
// CHECK-LABEL: func.func @ops(
// CHECK-NEXT:    %0 = arith.addf %a, %a : f128
// CHECK-NEXT:    %1 = arith.mulf %b, %b fastmath<fast> : f80
// CHECK-NEXT:    %2 = arith.cmpf olt, %a, %a : f128
// CHECK-NEXT:    %3 = arith.extf %b : f80 to f128
// CHECK-NEXT:    %4 = arith.truncf %3 : f128 to f80
// CHECK-NEXT:    %5 = arith.truncf %a downward : f128 to f64
// CHECK-NEXT:    %6 = arith.sitofp %i : i128 to f128
// CHECK-NEXT:    %7 = arith.fptoui %b : f80 to i8
// CHECK-NEXT:    %8 = arith.bitcast %a : f128 to i128
// CHECK-NEXT:    %9 = arith.bitcast %j : i80 to f80
// CHECK-NEXT:    %10 = arith.negf %b : f80
// CHECK-NEXT:    %11 = arith.remf %a, %a : f128
// CHECK-NEXT:    %12 = arith.minimumf %b, %b : f80
// CHECK-NEXT:    %13 = memref.load %m[%k] : memref<4xf80>
func.func @ops(%a: f128, %b: f80, %i: i128, %j: i80, %m: memref<4xf80>, %k: index) -> (f128, f80) {
  %0 = arith.addf %a, %a : f128
  %1 = arith.mulf %b, %b fastmath<fast> : f80
  %2 = arith.cmpf olt, %a, %a : f128
  %3 = arith.extf %b : f80 to f128
  %4 = arith.truncf %3 : f128 to f80
  %5 = arith.truncf %a downward : f128 to f64
  %6 = arith.sitofp %i : i128 to f128
  %7 = arith.fptoui %b : f80 to i8
  %8 = arith.bitcast %a : f128 to i128
  %9 = arith.bitcast %j : i80 to f80
  %10 = arith.negf %b : f80
  %11 = arith.remf %a, %a : f128
  %12 = arith.minimumf %b, %b : f80
  %13 = memref.load %m[%k] : memref<4xf80>
  return %0, %1 : f128, f80
}
