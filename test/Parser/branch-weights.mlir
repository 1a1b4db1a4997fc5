// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -
// RUN: %ssa-opt --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC
// RUN: %ssa-opt --mlir-print-op-generic %s | %ssa-opt - | filecheck %s
// RUN: %ssa-opt -sccp %s | filecheck %s --check-prefix=KEPT

/// Branch weights on `cf.cond_br` (issue 18, item 4): `weights([..])` in
/// the custom form, the `branch_weights` property in the generic form.
/// A pass that keeps the branch keeps its weights.
// CHECK-LABEL: func.func @weights(%c: i1, %a: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %c weights([60, 40]), ^bb1, ^bb2(%a : i32)
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    %one = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^bb2(%one : i32)
// CHECK-NEXT:  ^bb2(%r: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    return %r : i32
// CHECK-LABEL: func.func @generic(%c: i1) {
// CHECK-NEXT:    cf.cond_br %c weights([3, 4]), ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    return
// GENERIC: "cf.cond_br"(%c, %a) [^bb1, ^bb2] <{branch_weights = array<i32: 60, 40>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
// GENERIC: "cf.cond_br"(%c) [^bb1, ^bb2] <{branch_weights = array<i32: 3, 4>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
// KEPT: cf.cond_br %c weights([60, 40]), ^bb1, ^bb2(%a : i32)
// KEPT: cf.cond_br %c weights([3, 4]), ^bb1, ^bb2
func.func @weights(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c weights([60, 40]), ^bb1, ^bb2(%a : i32)
^bb1:
  %one = arith.constant 1 : i32
  cf.br ^bb2(%one : i32)
^bb2(%r: i32):
  return %r : i32
}

func.func @generic(%c: i1) {
  "cf.cond_br"(%c)[^bb1, ^bb2] <{branch_weights = array<i32: 3, 4>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
^bb2:
  return
}
