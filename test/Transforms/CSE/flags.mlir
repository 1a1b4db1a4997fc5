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
