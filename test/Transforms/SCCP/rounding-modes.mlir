// RUN: %ssa-opt -sccp %s | filecheck %s

/// `truncf` folds under its rounding mode, and the scaled casts fold, to
/// what the interpreter computes. `mlir-opt -sccp` (MLIR 22) folds none of
/// these: it folds a `truncf` only when it is exact, and has no folder for
/// the scaled casts.
// CHECK-LABEL: func.func @fold() -> (f32, f32, f32, f32, f32, f32, f16, f16, f16, bf16, f16, f64, f64, f16) {
// CHECK:         %inf = arith.constant 0x7C00 : f16
// CHECK:         %one = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %0 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:    %1 = arith.constant 0.099999994 : f32
// CHECK-NEXT:    %2 = arith.constant 1.00000012 : f32
// CHECK-NEXT:    %3 = arith.constant 6.550400e+04 : f16
// CHECK-NEXT:    %4 = arith.constant 5.960460e-08 : f16
// CHECK-NEXT:    %5 = arith.constant -1.004570e-30 : bf16
// CHECK-NEXT:    %6 = arith.constant 5.000000e-01 : f16
// CHECK:         %7 = arith.constant 2.400000e+01 : f64
// CHECK-NEXT:    %8 = arith.constant 0xFFFFFFFFE0000000 : f64
// CHECK-NEXT:    %9 = arith.constant 0xFFFF : f16
// CHECK-NEXT:    return %0, %1, %0, %1, %one, %2, %3, %inf, %4, %5, %6, %7, %8, %9 :
func.func @fold() -> (f32, f32, f32, f32, f32, f32, f16, f16, f16, bf16, f16, f64, f64, f16) {
  %tenth = arith.constant 0.1 : f64
  %tie = arith.constant 0x3FF0000010000000 : f64
  %big = arith.constant 1.0e10 : f64
  %small = arith.constant 1.0e-30 : f32
  %three = arith.constant 3.0 : f16
  %twelve = arith.constant 12.0 : bf16
  %inf = arith.constant 0x7C00 : f16
  %one = arith.constant 1.0 : f32
  /// 0.1 between the f32s 0x3DCCCCCC (0.099999994) and 0x3DCCCCCD
  /// (printed 1.000000e-01), nearer the latter.
  %0 = arith.truncf %tenth upward : f64 to f32
  %1 = arith.truncf %tenth downward : f64 to f32
  %2 = arith.truncf %tenth to_nearest_away : f64 to f32
  %3 = arith.truncf %tenth toward_zero : f64 to f32
  /// 1 + 2^-24, the midpoint of 1 and the next f32.
  %4 = arith.truncf %tie to_nearest_even : f64 to f32
  %5 = arith.truncf %tie to_nearest_away : f64 to f32
  /// Overflow: the largest finite f16 toward zero; underflow: the
  /// smallest subnormal upward; bf16 has f32's range, and -1e-30 (the
  /// f32 0x8DA24260) rounds downward to the bf16 0x8DA3.
  %6 = arith.truncf %big toward_zero : f64 to f16
  %7 = arith.truncf %big upward : f64 to f16
  %8 = arith.truncf %small upward : f32 to f16
  %neg = arith.negf %small : f32
  %9 = arith.truncf %neg downward : f32 to bf16
  /// 1 / 2 (3 = 1.5 * 2^1 scales by 2); 3 * 8 (12 = 1.5 * 2^3).
  %10 = arith.scaling_truncf %one, %three upward : f32, f16 to f16
  %c3 = arith.constant 3.0 : f32
  %11 = arith.scaling_extf %c3, %twelve : f32, bf16 to f64
  /// An infinite scale is the f32 NaN with all bits set: widened to f64,
  /// and narrowed to f16 (the quotient is that NaN).
  %12 = arith.scaling_extf %one, %inf : f32, f16 to f64
  %13 = arith.scaling_truncf %one, %inf toward_zero : f32, f16 to f16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f32, f32, f32, f32, f32, f16, f16, f16, bf16, f16, f64, f64, f16
}
