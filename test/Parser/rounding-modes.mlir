// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -
// RUN: %ssa-opt --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC
// RUN: %ssa-opt --mlir-print-op-generic %s | %ssa-opt - | filecheck %s

/// Rounding modes of `truncf` and `scaling_truncf`, `fastmath` on the
/// float casts, and the scaled casts, printed as `mlir-opt` 22 prints them
/// (checked against it, names aside): the mode before the flags, and in
/// the generic form the `roundingmode` property as MLIR numbers the modes.
// CHECK-LABEL: func.func @modes(%x: f64, %y: f32, %h: f16, %b: bf16) -> f32 {
// CHECK-NEXT:    %0 = arith.truncf %x to_nearest_even : f64 to f32
// CHECK-NEXT:    %1 = arith.truncf %x downward : f64 to f32
// CHECK-NEXT:    %2 = arith.truncf %x upward : f64 to f16
// CHECK-NEXT:    %3 = arith.truncf %y toward_zero fastmath<nnan,ninf> : f32 to bf16
// CHECK-NEXT:    %4 = arith.truncf %x to_nearest_away : f64 to bf16
// CHECK-NEXT:    %5 = arith.truncf %y fastmath<fast> : f32 to f16
// CHECK-NEXT:    %6 = arith.extf %h fastmath<contract> : f16 to f64
// CHECK-NEXT:    %7 = arith.scaling_extf %h, %b : f16, bf16 to f32
// CHECK-NEXT:    %8 = arith.scaling_extf %b, %x fastmath<fast> : bf16, f64 to f64
// CHECK-NEXT:    %9 = arith.scaling_truncf %y, %h : f32, f16 to bf16
// CHECK-NEXT:    %10 = arith.scaling_truncf %x, %y downward fastmath<nsz> : f64, f32 to f16
// CHECK-NEXT:    return %0 : f32
// GENERIC:       "arith.truncf"(%x) <{roundingmode = 0 : i32}> : (f64) -> f32
// GENERIC-NEXT:  "arith.truncf"(%x) <{roundingmode = 1 : i32}> : (f64) -> f32
// GENERIC-NEXT:  "arith.truncf"(%x) <{roundingmode = 2 : i32}> : (f64) -> f16
// GENERIC-NEXT:  "arith.truncf"(%y) <{fastmath = #arith.fastmath<nnan,ninf>, roundingmode = 3 : i32}> : (f32) -> bf16
// GENERIC-NEXT:  "arith.truncf"(%x) <{roundingmode = 4 : i32}> : (f64) -> bf16
// GENERIC-NEXT:  "arith.truncf"(%y) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f16
// GENERIC-NEXT:  "arith.extf"(%h) <{fastmath = #arith.fastmath<contract>}> : (f16) -> f64
// GENERIC-NEXT:  "arith.scaling_extf"(%h, %b) : (f16, bf16) -> f32
// GENERIC-NEXT:  "arith.scaling_extf"(%b, %x) <{fastmath = #arith.fastmath<fast>}> : (bf16, f64) -> f64
// GENERIC-NEXT:  "arith.scaling_truncf"(%y, %h) : (f32, f16) -> bf16
// GENERIC-NEXT:  "arith.scaling_truncf"(%x, %y) <{fastmath = #arith.fastmath<nsz>, roundingmode = 1 : i32}> : (f64, f32) -> f16
func.func @modes(%x: f64, %y: f32, %h: f16, %b: bf16) -> f32 {
  %0 = arith.truncf %x to_nearest_even : f64 to f32
  %1 = arith.truncf %x downward : f64 to f32
  %2 = arith.truncf %x upward : f64 to f16
  %3 = arith.truncf %y toward_zero fastmath<nnan, ninf> : f32 to bf16
  %4 = arith.truncf %x to_nearest_away : f64 to bf16
  %5 = arith.truncf %y fastmath<fast> : f32 to f16
  %6 = arith.extf %h fastmath<contract> : f16 to f64
  %7 = arith.scaling_extf %h, %b : f16, bf16 to f32
  %8 = arith.scaling_extf %b, %x fastmath<fast> : bf16, f64 to f64
  %9 = arith.scaling_truncf %y, %h : f32, f16 to bf16
  %10 = arith.scaling_truncf %x, %y downward fastmath<nsz> : f64, f32 to f16
  return %0 : f32
}

/// The generic form reads the properties in either order, and the
/// inherent-attribute dictionary too.
// CHECK-LABEL: func.func @generic(%x: f64) -> (f32, f32, f32) {
// CHECK-NEXT:    %0 = arith.truncf %x upward fastmath<afn> : f64 to f32
// CHECK-NEXT:    %1 = arith.truncf %x toward_zero fastmath<afn> : f64 to f32
// CHECK-NEXT:    %2 = arith.truncf %x to_nearest_away : f64 to f32
func.func @generic(%x: f64) -> (f32, f32, f32) {
  %0 = "arith.truncf"(%x) <{roundingmode = 2 : i32, fastmath = #arith.fastmath<afn>}> : (f64) -> f32
  %1 = "arith.truncf"(%x) <{fastmath = #arith.fastmath<afn>, roundingmode = 3 : i32}> : (f64) -> f32
  %2 = "arith.truncf"(%x) {roundingmode = 4 : i32} : (f64) -> f32
  return %0, %1, %2 : f32, f32, f32
}
