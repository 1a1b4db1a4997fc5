// RUN: not %ssa-opt --split-input-file %s 2>&1 | filecheck %s

/// The scaled casts' types, in `mlir-opt` 22's words: float operands and
/// result, a wider result for `scaling_extf`, a narrower one for
/// `scaling_truncf`.
// CHECK: error: 'arith.scaling_extf' op operand types 'f32', 'f16' and result type 'f16' are cast incompatible
func.func @f(%a: f32, %s: f16) -> f16 {
  %r = arith.scaling_extf %a, %s : f32, f16 to f16
  return %r : f16
}

// -----
// CHECK: error: 'arith.scaling_truncf' op operand types 'f32', 'f16' and result type 'f32' are cast incompatible
func.func @f(%a: f32, %s: f16) -> f32 {
  %r = arith.scaling_truncf %a, %s : f32, f16 to f32
  return %r : f32
}

// -----
// CHECK: error: 'arith.scaling_truncf' op operand #1 must be floating-point-like, but got 'i32'
func.func @f(%a: f32, %s: i32) -> f16 {
  %r = "arith.scaling_truncf"(%a, %s) : (f32, i32) -> f16
  return %r : f16
}

// -----
// CHECK: error: 'arith.scaling_extf' op result #0 must be floating-point-like, but got 'i64'
func.func @f(%a: f32) -> i64 {
  %r = "arith.scaling_extf"(%a, %a) : (f32, f32) -> i64
  return %r : i64
}

// -----
/// Only the narrowing casts take a rounding mode.
// CHECK: error: expected ':', found 'upward'
func.func @f(%a: f32, %s: f16) -> f64 {
  %r = arith.scaling_extf %a, %s upward : f32, f16 to f64
  return %r : f64
}

// -----
// CHECK: error: expected ':', found 'downward'
func.func @f(%a: f32) -> f64 {
  %r = arith.extf %a downward : f32 to f64
  return %r : f64
}

// -----
// CHECK: error: 'arith.extf' op takes no rounding mode ('roundingmode')
func.func @f(%a: f32) -> f64 {
  %r = "arith.extf"(%a) <{roundingmode = 1 : i32}> : (f32) -> f64
  return %r : f64
}

// -----
/// The mode comes before the flags, and is one of the five.
// CHECK: error: expected ':', found 'upward'
func.func @f(%a: f32) -> f16 {
  %r = arith.truncf %a fastmath<fast> upward : f32 to f16
  return %r : f16
}

// -----
// CHECK: error: expected ':', found 'nearest'
func.func @f(%a: f32) -> f16 {
  %r = arith.truncf %a nearest : f32 to f16
  return %r : f16
}

// -----
/// The property is an `i32` from 0 to 4, as `mlir-opt` converts it.
// CHECK: error: invalid properties {roundingmode = 7 : i32} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 7 : i32
func.func @f(%a: f32) -> f16 {
  %r = "arith.truncf"(%a) <{roundingmode = 7 : i32}> : (f32) -> f16
  return %r : f16
}

// -----
// CHECK: error: invalid properties {roundingmode = 1 : i64} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 1 : i64
func.func @f(%a: f32) -> f16 {
  %r = "arith.truncf"(%a) <{roundingmode = 1}> : (f32) -> f16
  return %r : f16
}
