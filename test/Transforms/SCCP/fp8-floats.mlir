// RUN: %ssa-opt -sccp %s | filecheck %s
// RUN: %ssa-run %s | filecheck %s --check-prefix=EVAL

/// `f8E5M2` and `f8E4M3FN` fold through APFloat; every value is the one
/// `mlir-opt -sccp` (MLIR 22) folds to, except the inexact `truncf`s,
/// which MLIR does not fold and we fold rounded: 1000 is the NaN of
/// `f8E4M3FN` (%nan) and 1024 in `f8E5M2` (%1). `ssa-run` computes the same.
// CHECK-LABEL: func.func @casts()
// CHECK:         %0 = arith.constant 0.1015625 : f32
// CHECK-NEXT:    %1 = arith.constant 1.024000e+03 : f8E5M2
// CHECK-NEXT:    %2 = arith.constant 29 : i8
// CHECK-NEXT:    %3 = arith.constant 448 : i32
// CHECK-NEXT:    %4 = arith.constant 9.600000e+01 : f8E5M2
// CHECK-NEXT:    %5 = arith.constant true
// CHECK-NEXT:    %6 = arith.constant 4.400000e+01 : f8E4M3FN
// CHECK-NEXT:    %7 = arith.constant -1.500000e+00 : f8E5M2
// CHECK-NEXT:    %8 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT:    %9 = arith.constant 7.812500e-03 : f8E4M3FN
// CHECK-NEXT:    %10 = arith.constant 1 : i8
// CHECK-NEXT:    %11 = arith.constant 1.500000e+00 : f8E4M3FN
// CHECK-NEXT:    return %0, %nan, %1, %2, %3, %4, %5, %5, %6, %7, %8, %9, %10, %11, %a :
// EVAL:      {{^}}0.1015625 : f32{{$}}
// EVAL-NEXT: {{^}}0x7F : f8E4M3FN{{$}}
// EVAL-NEXT: {{^}}1.024000e+03 : f8E5M2{{$}}
// EVAL-NEXT: {{^}}29 : i8{{$}}
// EVAL-NEXT: {{^}}448 : i32{{$}}
// EVAL-NEXT: {{^}}9.600000e+01 : f8E5M2{{$}}
// EVAL-NEXT: {{^}}true : i1{{$}}
// EVAL-NEXT: {{^}}true : i1{{$}}
// EVAL-NEXT: {{^}}4.400000e+01 : f8E4M3FN{{$}}
// EVAL-NEXT: {{^}}-1.500000e+00 : f8E5M2{{$}}
// EVAL-NEXT: {{^}}1.500000e+00 : f16{{$}}
// EVAL-NEXT: {{^}}7.812500e-03 : f8E4M3FN{{$}}
// EVAL-NEXT: {{^}}1 : i8{{$}}
// EVAL-NEXT: {{^}}1.500000e+00 : f8E4M3FN{{$}}
// EVAL-NEXT: {{^}}1.500000e+00 : f8E5M2{{$}}
func.func @casts() -> (f32, f8E4M3FN, f8E5M2, i8, i32, f8E5M2, i1, i1, f8E4M3FN, f8E5M2, f16, f8E4M3FN, i8, f8E4M3FN, f8E5M2) {
  %a = arith.constant 1.5 : f8E5M2
  %b = arith.constant 0.1 : f8E4M3FN
  %big = arith.constant 1000.0 : f32
  %n = arith.constant 100 : i32
  %nan = arith.constant 0x7F : f8E4M3FN
  %g = arith.constant 448.0 : f8E4M3FN
  %bits = arith.constant 0x3C : i8
  %0 = arith.extf %b : f8E4M3FN to f32
  %1 = arith.truncf %big : f32 to f8E4M3FN
  %2 = arith.truncf %big : f32 to f8E5M2
  %3 = arith.bitcast %b : f8E4M3FN to i8
  %4 = arith.fptosi %g : f8E4M3FN to i32
  %5 = arith.sitofp %n : i32 to f8E5M2
  %6 = arith.cmpf uno, %nan, %nan : f8E4M3FN
  %7 = arith.cmpf olt, %b, %g : f8E4M3FN
  %8 = arith.mulf %g, %b : f8E4M3FN
  %9 = arith.negf %a : f8E5M2
  %10 = arith.extf %a : f8E5M2 to f16
  %11 = arith.remf %g, %b : f8E4M3FN
  %12 = arith.fptoui %a : f8E5M2 to i8
  %13 = arith.bitcast %bits : i8 to f8E4M3FN
  %14 = arith.maximumf %a, %9 : f8E5M2
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : f32, f8E4M3FN, f8E5M2, i8, i32, f8E5M2, i1, i1, f8E4M3FN, f8E5M2, f16, f8E4M3FN, i8, f8E4M3FN, f8E5M2
}
