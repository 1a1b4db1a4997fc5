// RUN: %ssa-opt -cse %s | filecheck %s

/// Ops that differ only in their flags compute different values (the
/// flagged one may be poison), so CSE keeps both; equal flags are one
/// value.
// CHECK-LABEL: func.func @flags(%a: i32, %b: i32) -> (i32, i32, i32) {
// CHECK-NEXT:    %0 = arith.addi %a, %b overflow<nsw> : i32
// CHECK-NEXT:    %1 = arith.addi %a, %b : i32
// CHECK-NEXT:    return %0, %1, %0 : i32, i32, i32
func.func @flags(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %a, %b overflow<nsw> : i32
  return %0, %1, %2 : i32, i32, i32
}

/// Narrowings under other rounding modes compute other values: CSE keeps
/// both; the same mode is one value.
// CHECK-LABEL: func.func @modes(%x: f64) -> (f32, f32, f32, f32) {
// CHECK-NEXT:    %0 = arith.truncf %x upward : f64 to f32
// CHECK-NEXT:    %1 = arith.truncf %x downward : f64 to f32
// CHECK-NEXT:    %3 = arith.truncf %x : f64 to f32
// CHECK-NEXT:    return %0, %1, %0, %3 : f32, f32, f32, f32
func.func @modes(%x: f64) -> (f32, f32, f32, f32) {
  %0 = arith.truncf %x upward : f64 to f32
  %1 = arith.truncf %x downward : f64 to f32
  %2 = arith.truncf %x upward : f64 to f32
  %3 = arith.truncf %x : f64 to f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
