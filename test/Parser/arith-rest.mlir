// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// The arith ops beyond the basic set (issue 18, item 3), printed as
/// `mlir-opt` 22 prints them (checked against it, names aside).
// CHECK-LABEL: func.func @rest(%a: i32, %b: i32, %x: f64, %y: f32, %i: index) -> i32 {
// CHECK-NEXT:    %0 = arith.ceildivsi %a, %b : i32
// CHECK-NEXT:    %1 = arith.ceildivui %a, %b : i32
// CHECK-NEXT:    %2 = arith.floordivsi %a, %b : i32
// CHECK-NEXT:    %3 = arith.maximumf %x, %x : f64
// CHECK-NEXT:    %4 = arith.minimumf %y, %y : f32
// CHECK-NEXT:    %5 = arith.uitofp %a : i32 to f32
// CHECK-NEXT:    %6 = arith.fptoui %x : f64 to i64
// CHECK-NEXT:    %7 = arith.index_castui %a : i32 to index
// CHECK-NEXT:    %8 = arith.index_castui %i : index to i16
// CHECK-NEXT:    %9 = arith.extf %y : f32 to f64
// CHECK-NEXT:    %10 = arith.truncf %x : f64 to f32
// CHECK-NEXT:    return %0 : i32
func.func @rest(%a: i32, %b: i32, %x: f64, %y: f32, %i: index) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.maximumf %x, %x : f64
  %4 = arith.minimumf %y, %y : f32
  %5 = arith.uitofp %a : i32 to f32
  %6 = arith.fptoui %x : f64 to i64
  %7 = arith.index_castui %a : i32 to index
  %8 = arith.index_castui %i : index to i16
  %9 = arith.extf %y : f32 to f64
  %10 = arith.truncf %x : f64 to f32
  return %0 : i32
}
