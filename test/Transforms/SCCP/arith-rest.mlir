// RUN: %ssa-opt -sccp %s | filecheck %s

/// The arith ops beyond the basic set fold through their own evaluation;
/// every value here is the one `mlir-opt -sccp` (MLIR 22) folds to, except
/// `truncf`, which MLIR folds only when exact and we fold rounded to
/// nearest-even (the op's semantics). A result equal to a constant of the
/// function (value and type) is replaced by it: %x, %ny, %tenth.
// CHECK-LABEL: func.func @fold() -> (i32, i32, i32, i32, i8, f64, f32, f32, i64, index, i16, f64, f32, i8) {
// CHECK-NEXT:    %m7 = arith.constant -7 : i32
// CHECK-NEXT:    %c2 = arith.constant 2 : i32
// CHECK-NEXT:    %cm2 = arith.constant -2 : i32
// CHECK-NEXT:    %0 = arith.constant -3 : i32
// CHECK-NEXT:    %1 = arith.constant -4 : i32
// CHECK-NEXT:    %2 = arith.constant 4 : i32
// CHECK-NEXT:    %3 = arith.constant 3 : i32
// CHECK-NEXT:    %b7 = arith.constant 7 : i8
// CHECK-NEXT:    %b2 = arith.constant 2 : i8
// CHECK-NEXT:    %4 = arith.constant 4 : i8
// CHECK-NEXT:    %x = arith.constant 1.500000e+00 : f64
// CHECK-NEXT:    %nx = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:    %y = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %ny = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    %m1 = arith.constant -1 : i32
// CHECK-NEXT:    %5 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT:    %big = arith.constant 1.000000e+19 : f64
// CHECK-NEXT:    %6 = arith.constant -8446744073709551616 : i64
// CHECK-NEXT:    %7 = arith.constant 4294967295 : index
// CHECK-NEXT:    %i = arith.constant -1 : index
// CHECK-NEXT:    %8 = arith.constant -1 : i16
// CHECK-NEXT:    %tenth = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:    %9 = arith.constant 0.10000000149011612 : f64
// CHECK-NEXT:    %tenth64 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT:    %f = arith.constant 2.555000e+02 : f32
// CHECK-NEXT:    %10 = arith.constant -1 : i8
// CHECK-NEXT:    return %0, %1, %2, %3, %4, %x, %ny, %5, %6, %7, %8, %9, %tenth, %10 : i32, i32, i32, i32, i8, f64, f32, f32, i64, index, i16, f64, f32, i8
// CHECK-NEXT:  }
func.func @fold() -> (i32, i32, i32, i32, i8, f64, f32, f32, i64, index, i16, f64, f32, i8) {
  %m7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %cm2 = arith.constant -2 : i32
  %0 = arith.ceildivsi %m7, %c2 : i32
  %1 = arith.floordivsi %m7, %c2 : i32
  %2 = arith.ceildivsi %m7, %cm2 : i32
  %3 = arith.floordivsi %m7, %cm2 : i32
  %b7 = arith.constant 7 : i8
  %b2 = arith.constant 2 : i8
  %4 = arith.ceildivui %b7, %b2 : i8
  %x = arith.constant 1.5 : f64
  %nx = arith.constant -0.0 : f64
  %5 = arith.maximumf %x, %nx : f64
  %y = arith.constant 0.0 : f32
  %ny = arith.constant -0.0 : f32
  %6 = arith.minimumf %y, %ny : f32
  %m1 = arith.constant -1 : i32
  %7 = arith.uitofp %m1 : i32 to f32
  %big = arith.constant 1.0e19 : f64
  %8 = arith.fptoui %big : f64 to i64
  %9 = arith.index_castui %m1 : i32 to index
  %i = arith.constant -1 : index
  %10 = arith.index_castui %i : index to i16
  %tenth = arith.constant 0.1 : f32
  %11 = arith.extf %tenth : f32 to f64
  %tenth64 = arith.constant 0.1 : f64
  %12 = arith.truncf %tenth64 : f64 to f32
  %f = arith.constant 255.5 : f32
  %13 = arith.fptoui %f : f32 to i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i32, i32, i32, i32, i8, f64, f32, f32, i64, index, i16, f64, f32, i8
}

/// Division by zero and INT_MIN / -1 are undefined: not folded.
// CHECK-LABEL: func.func @undefined
// CHECK-NEXT:    %z = arith.constant 0 : i32
// CHECK-NEXT:    %min = arith.constant -2147483648 : i32
// CHECK-NEXT:    %m1 = arith.constant -1 : i32
// CHECK-NEXT:    %0 = arith.ceildivui %min, %z : i32
// CHECK-NEXT:    %1 = arith.floordivsi %min, %m1 : i32
func.func @undefined() -> (i32, i32) {
  %z = arith.constant 0 : i32
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.ceildivui %min, %z : i32
  %1 = arith.floordivsi %min, %m1 : i32
  return %0, %1 : i32, i32
}
