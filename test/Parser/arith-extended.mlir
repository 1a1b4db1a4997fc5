// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -
// RUN: %ssa-opt --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC
// RUN: %ssa-opt --mlir-print-op-generic %s | %ssa-opt | filecheck %s

/// The arith ops of two results, printed as `mlir-opt` 22 prints them: the
/// input's names kept, one by one.
// CHECK-LABEL: func.func @named(%a: i32, %b: i32, %i: index, %w: i128) -> (i32, i1, i32, index) {
// CHECK-NEXT:    %s, %o = arith.addui_extended %a, %b : i32, i1
// CHECK-NEXT:    %l, %h = arith.mulsi_extended %a, %b : i32
// CHECK-NEXT:    %ul, %uh = arith.mului_extended %w, %w : i128
// CHECK-NEXT:    %is, %io = arith.addui_extended %i, %i : index, i1
// CHECK-NEXT:    return %s, %o, %h, %is : i32, i1, i32, index
// GENERIC-LABEL: "func.func"() <{function_type = (i32, i32, index, i128) -> (i32, i1, i32, index), sym_name = "named"}> ({
// GENERIC-NEXT:  ^bb0(%a: i32, %b: i32, %i: index, %w: i128):
// GENERIC-NEXT:    %s, %o = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT:    %l, %h = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:    %ul, %uh = "arith.mului_extended"(%w, %w) : (i128, i128) -> (i128, i128)
func.func @named(%a: i32, %b: i32, %i: index, %w: i128) -> (i32, i1, i32, index) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %w, %w : i128
  %is, %io = arith.addui_extended %i, %i : index, i1
  return %s, %o, %h, %is : i32, i1, i32, index
}

/// Results the input does not name one by one (a group, the generic form)
/// get the ops' own names, `%sum, %overflow` and `%low, %high`, suffixed
/// when taken.
// CHECK-LABEL: func.func @unnamed(%a: i8, %b: i8) -> (i8, i1, i8, i8, i8) {
// CHECK-NEXT:    %sum, %overflow = arith.addui_extended %a, %b : i8, i1
// CHECK-NEXT:    %low, %high = arith.mulsi_extended %a, %b : i8
// CHECK-NEXT:    %low_1, %high_1 = arith.mului_extended %a, %b : i8
// CHECK-NEXT:    return %sum, %overflow, %high, %low_1, %high_1 : i8, i1, i8, i8, i8
func.func @unnamed(%a: i8, %b: i8) -> (i8, i1, i8, i8, i8) {
  %0:2 = arith.addui_extended %a, %b : i8, i1
  %1:2 = "arith.mulsi_extended"(%a, %b) : (i8, i8) -> (i8, i8)
  %x:2 = arith.mului_extended %a, %b : i8
  return %0#0, %0#1, %1#1, %x#0, %x#1 : i8, i1, i8, i8, i8
}
