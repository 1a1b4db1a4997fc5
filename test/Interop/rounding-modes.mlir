// REQUIRES: mlir-opt
// RUN: %ssa-opt --mlir-print-op-generic %s | %mlir-opt | filecheck %s
// RUN: %mlir-opt --mlir-print-op-generic %s | %ssa-opt - | filecheck %s
// RUN: %ssa-opt %s | %mlir-opt | filecheck %s

/// Rounding modes, `fastmath` on the float casts and the scaled casts
/// travel both ways between ssa-opt and mlir-opt 22, in the generic and in
/// the custom form.
// CHECK-LABEL: func.func @modes(
// CHECK:         arith.truncf %{{.*}} downward : f64 to f32
// CHECK:         arith.truncf %{{.*}} to_nearest_away fastmath<nnan> : f64 to f16
// CHECK:         arith.extf %{{.*}} fastmath<fast> : f16 to f32
// CHECK:         arith.scaling_extf %{{.*}}, %{{.*}} : f16, bf16 to f64
// CHECK:         arith.scaling_truncf %{{.*}}, %{{.*}} toward_zero : f32, f16 to bf16
// CHECK:         arith.scaling_truncf %{{.*}}, %{{.*}} fastmath<contract> : f64, f32 to f16
func.func @modes(%x: f64, %h: f16, %b: bf16, %y: f32) -> (f32, f16, f32, f64, bf16, f16) {
  %0 = arith.truncf %x downward : f64 to f32
  %1 = arith.truncf %x to_nearest_away fastmath<nnan> : f64 to f16
  %2 = arith.extf %h fastmath<fast> : f16 to f32
  %3 = arith.scaling_extf %h, %b : f16, bf16 to f64
  %4 = arith.scaling_truncf %y, %h toward_zero : f32, f16 to bf16
  %5 = arith.scaling_truncf %x, %y fastmath<contract> : f64, f32 to f16
  return %0, %1, %2, %3, %4, %5 : f32, f16, f32, f64, bf16, f16
}
