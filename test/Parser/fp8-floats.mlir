// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -
// RUN: %ssa-opt --mlir-print-op-generic %s | %ssa-opt - | filecheck %s

/// `f8E5M2` and `f8E4M3FN` constants print as `mlir-opt` (MLIR 22) prints
/// them. A decimal is read through the nearest `f64`; too large is
/// infinity in `f8E5M2` (`0x7C`) and the one NaN of `f8E4M3FN` (`0x7F`),
/// which has no infinity.
// CHECK-LABEL: func.func @literals() -> (f8E5M2, f8E4M3FN, f8E5M2, f8E4M3FN, f8E5M2, f8E4M3FN, f8E5M2, f8E4M3FN) {
// CHECK-NEXT:    %a = arith.constant 1.500000e+00 : f8E5M2
// CHECK-NEXT:    %b = arith.constant 1.015630e-01 : f8E4M3FN
// CHECK-NEXT:    %c = arith.constant 0x7C : f8E5M2
// CHECK-NEXT:    %d = arith.constant 0x7F : f8E4M3FN
// CHECK-NEXT:    %e = arith.constant 0x7F : f8E5M2
// CHECK-NEXT:    %f = arith.constant 4.480000e+02 : f8E4M3FN
// CHECK-NEXT:    %g = arith.constant 5.734400e+04 : f8E5M2
// CHECK-NEXT:    %h = arith.constant -0.000000e+00 : f8E4M3FN
func.func @literals() -> (f8E5M2, f8E4M3FN, f8E5M2, f8E4M3FN, f8E5M2, f8E4M3FN, f8E5M2, f8E4M3FN) {
  %a = arith.constant 1.5 : f8E5M2
  %b = arith.constant 0.1 : f8E4M3FN
  %c = arith.constant 1.0e6 : f8E5M2
  %d = arith.constant 1000.0 : f8E4M3FN
  %e = arith.constant 0x7F : f8E5M2
  %f = arith.constant 448.0 : f8E4M3FN
  %g = arith.constant 57344.0 : f8E5M2
  %h = arith.constant -0.0 : f8E4M3FN
  return %a, %b, %c, %d, %e, %f, %g, %h : f8E5M2, f8E4M3FN, f8E5M2, f8E4M3FN, f8E5M2, f8E4M3FN, f8E5M2, f8E4M3FN
}

/// The arith float ops and casts at these types.
// CHECK-LABEL: func.func @ops(
// CHECK-NEXT:    %0 = arith.addf %a, %a : f8E5M2
// CHECK-NEXT:    %1 = arith.mulf %b, %b fastmath<fast> : f8E4M3FN
// CHECK-NEXT:    %2 = arith.cmpf olt, %a, %a : f8E5M2
// CHECK-NEXT:    %3 = arith.extf %b : f8E4M3FN to f16
// CHECK-NEXT:    %4 = arith.truncf %3 upward : f16 to f8E5M2
// CHECK-NEXT:    %5 = arith.sitofp %i : i8 to f8E4M3FN
// CHECK-NEXT:    %6 = arith.fptoui %a : f8E5M2 to i8
// CHECK-NEXT:    %7 = arith.bitcast %i : i8 to f8E5M2
// CHECK-NEXT:    %8 = arith.negf %b : f8E4M3FN
func.func @ops(%a: f8E5M2, %b: f8E4M3FN, %i: i8) -> (f8E5M2, f8E4M3FN) {
  %0 = arith.addf %a, %a : f8E5M2
  %1 = arith.mulf %b, %b fastmath<fast> : f8E4M3FN
  %2 = arith.cmpf olt, %a, %a : f8E5M2
  %3 = arith.extf %b : f8E4M3FN to f16
  %4 = arith.truncf %3 upward : f16 to f8E5M2
  %5 = arith.sitofp %i : i8 to f8E4M3FN
  %6 = arith.fptoui %a : f8E5M2 to i8
  %7 = arith.bitcast %i : i8 to f8E5M2
  %8 = arith.negf %b : f8E4M3FN
  return %0, %1 : f8E5M2, f8E4M3FN
}
