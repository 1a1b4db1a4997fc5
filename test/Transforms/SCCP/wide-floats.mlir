// RUN: %ssa-opt -sccp %s | filecheck %s

/// `f80` and `f128` arithmetic folds through APFloat in the type's own
/// precision. Every value is the one `mlir-opt -sccp` (MLIR 22) folds to;
/// the differences are deliberate: a value that is not an `f64` prints in
/// hex where `mlir-opt` prints a decimal it would read back through `f64`
/// (%0, %1, %14, %15: 1/3, -1/3, 4/3); the inexact `truncf`s, which MLIR
/// does not fold, fold rounded (%10, %11, %17, and the `f80` one to %1);
/// and `fptoui` out of range folds to poison (%13), which MLIR leaves.
// CHECK-LABEL: func.func @fold()
// CHECK:         %0 = arith.constant 0x3FFD5555555555555555555555555555 : f128
// CHECK-NEXT:    %1 = arith.constant 0x3FFDAAAAAAAAAAAAAAAB : f80
// CHECK-NEXT:    %2 = arith.constant 0x7FFF8000000000000000000000000000 : f128
// CHECK-NEXT:    %3 = arith.constant 0.100000000000000005551115123125782702 : f128
// CHECK-NEXT:    %4 = arith.constant 0.100000000000000005551 : f80
// CHECK-NEXT:    %5 = arith.constant 85056745605278522992167570534397465941 : i128
// CHECK-NEXT:    %6 = arith.constant 302188412500818638056107 : i80
// CHECK-NEXT:    %7 = arith.constant 0xC019D6F3454000000000000000000000 : f128
// CHECK-NEXT:    %8 = arith.constant 1.70141183460469231732E+38 : f80
// CHECK-NEXT:    %9 = arith.constant true
// CHECK-NEXT:    %10 = arith.constant 0.33333333333333331 : f64
// CHECK-NEXT:    %11 = arith.constant 0.333333343 : f32
// CHECK-NEXT:    %12 = arith.constant 1.500000e+00 : f128
// CHECK-NEXT:    %13 = ub.poison : i32
// CHECK-NEXT:    %14 = arith.constant 0xBFFD5555555555555555555555555555 : f128
// CHECK-NEXT:    %15 = arith.constant 0x3FFF5555555555555555555555555555 : f128
// CHECK-NEXT:    %16 = arith.constant 1.70141183460469231731687303715884106E+38 : f128
// CHECK-NEXT:    %17 = arith.constant 0.33333333333333337 : f64
// CHECK-NEXT:    return %0, %1, %2, %xinf, %3, %4, %5, %6, %7, %8, %9, %9, %10, %11, %12, %1, %n, %13, %14, %one, %1, %15, %16, %17 :
func.func @fold() -> (f128, f80, f128, f80, f128, f80, i128, i80, f128, f80, i1, i1, f64, f32, f128, f80, i64, i32, f128, f128, f80, f128, f128, f64) {
  %one = arith.constant 1.0 : f128
  %three = arith.constant 3.0 : f128
  %xone = arith.constant 1.0 : f80
  %xthree = arith.constant 3.0 : f80
  %tenth = arith.constant 0.1 : f64
  %inf = arith.constant 0x7FFF0000000000000000000000000000 : f128
  %xinf = arith.constant 0x7FFF8000000000000000 : f80
  %n = arith.constant -123456789 : i64
  %big = arith.constant 170141183460469231731687303715884105727 : i128
  %fivep5 = arith.constant 5.5 : f128
  %two = arith.constant 2.0 : f128
  /// 1/3 in each format; inf - inf is the default NaN, inf * 1 is inf.
  %0 = arith.divf %one, %three : f128
  %1 = arith.divf %xone, %xthree : f80
  %2 = arith.subf %inf, %inf : f128
  %3 = arith.mulf %xinf, %xone : f80
  %4 = arith.extf %tenth : f64 to f128
  %5 = arith.extf %tenth : f64 to f80
  %6 = arith.bitcast %0 : f128 to i128
  %7 = arith.bitcast %1 : f80 to i80
  %8 = arith.sitofp %n : i64 to f128
  %9 = arith.sitofp %big : i128 to f80
  %10 = arith.cmpf olt, %0, %one : f128
  %11 = arith.cmpf uno, %2, %one : f128
  %12 = arith.truncf %0 : f128 to f64
  %13 = arith.truncf %1 : f80 to f32
  %14 = arith.remf %fivep5, %two : f128
  %15 = arith.truncf %0 : f128 to f80
  %16 = arith.fptosi %8 : f128 to i64
  %17 = arith.fptoui %9 : f80 to i32
  %18 = arith.negf %0 : f128
  %19 = arith.maximumf %0, %one : f128
  %20 = arith.minnumf %1, %xthree : f80
  %21 = arith.addf %0, %one : f128
  %22 = arith.uitofp %big : i128 to f128
  %23 = arith.truncf %0 upward : f128 to f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23 : f128, f80, f128, f80, f128, f80, i128, i80, f128, f80, i1, i1, f64, f32, f128, f80, i64, i32, f128, f128, f80, f128, f128, f64
}
