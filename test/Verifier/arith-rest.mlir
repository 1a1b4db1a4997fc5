// RUN: not %ssa-opt --split-input-file %s 2>&1 | filecheck %s

/// The casts' directions, as `mlir-opt` checks them.
// CHECK: error: 'arith.extf' op invalid cast from 'f64' to 'f32'
func.func @f(%x: f64) -> f32 {
  %r = arith.extf %x : f64 to f32
  return %r : f32
}

// -----
// CHECK: error: 'arith.truncf' op invalid cast from 'f32' to 'f64'
func.func @f(%x: f32) -> f64 {
  %r = arith.truncf %x : f32 to f64
  return %r : f64
}

// -----
// CHECK: error: 'arith.uitofp' op invalid cast from 'f32' to 'f64'
func.func @f(%x: f32) -> f64 {
  %r = arith.uitofp %x : f32 to f64
  return %r : f64
}

// -----
// CHECK: error: 'arith.index_castui' op invalid cast from 'i32' to 'i64'
func.func @f(%x: i32) -> i64 {
  %r = arith.index_castui %x : i32 to i64
  return %r : i64
}

// -----
// CHECK: error: 'arith.ceildivsi' op expects integer or index operands, got 'f32'
func.func @f(%x: f32) -> f32 {
  %r = arith.ceildivsi %x, %x : f32
  return %r : f32
}

// -----
// CHECK: error: 'arith.maximumf' op expects float operands, got 'i32'
func.func @f(%x: i32) -> i32 {
  %r = arith.maximumf %x, %x : i32
  return %r : i32
}
