// REQUIRES: llvm
// RUN: %ssa-translate --mlir-to-llvmir %s | filecheck %s

/// A rounding mode is the nearest-even `fptrunc` moved by one in its bits
/// where the comparison of the magnitudes (in the wide type) says the
/// mode wants the other neighbour; no constrained intrinsic. The scale of
/// a scaled cast goes through `f8E8M0FNU` with `arith-expand`'s integer
/// ops: the f32 exponent field, all ones read back as NaN.
// CHECK-LABEL: define { float, float, half } @modes(double %x, half %s)
// CHECK:         %"0" = fptrunc double %x to float
// CHECK:         %[[R:.*]] = fptrunc double %x to float
// CHECK:         %[[BITS:.*]] = bitcast float %[[R]] to i32
// CHECK:         %[[UP:.*]] = add i32 %[[BITS]], 1
// CHECK:         %[[BELOW:.*]] = fcmp olt double
// CHECK:         select i1 %[[BELOW]], i32 %[[UP]], i32 %[[BITS]]
// CHECK:         %"1" = bitcast i32 %{{.*}} to float
// CHECK:         lshr i32 %{{.*}}, 23
// CHECK:         and i32 %{{.*}}, 255
// CHECK:         %[[SAT:.*]] = icmp eq i32 %{{.*}}, 255
// CHECK:         select i1 %[[SAT]], i32 -1,
// CHECK:         fdiv double %x,
// CHECK:         fptrunc double %{{.*}} to half
// CHECK:         fcmp oeq double
// CHECK:         %"2" = bitcast i16 %{{.*}} to half
// CHECK-NOT:     constrained
func.func @modes(%x: f64, %s: f16) -> (f32, f32, f16) {
  %0 = arith.truncf %x : f64 to f32
  %1 = arith.truncf %x upward : f64 to f32
  %2 = arith.scaling_truncf %x, %s to_nearest_away : f64, f16 to f16
  return %0, %1, %2 : f32, f32, f16
}
