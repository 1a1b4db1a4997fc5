// RUN: mlir-opt %s -pass-pipeline='builtin.module(func.func(cse))' -split-input-file | FileCheck %s

// The harness's own cases (see fake_opt.py for the `fake-opt:` comments).

// CHECK-LABEL: func @same
// CHECK: %[[C:.*]] = arith.constant 1 : i32
// CHECK: return %[[C]], %[[C]] : i32, i32
func.func @same() -> (i32, i32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 1 : i32
  return %a, %b : i32, i32
}

// -----

// fake-opt: rename
// CHECK-LABEL: func @renamed
// CHECK: %c1_i32 = arith.constant 1 : i32
func.func @renamed() -> i32 {
  %a = arith.constant 1 : i32
  return %a : i32
}

// -----

// fake-opt: wrong-constant
// CHECK-LABEL: func @changed
// CHECK: arith.constant 1 : i32
func.func @changed() -> i32 {
  %a = arith.constant 1 : i32
  return %a : i32
}

// -----

// fake-opt: reject
// CHECK-LABEL: func @rejected
func.func @rejected() -> i32 {
  %a = arith.constant 1 : i32
  return %a : i32
}

// -----

// A type outside the subset.
// CHECK-LABEL: func @tensor
func.func @tensor(%t: tensor<4xi32>) -> tensor<4xi32> {
  return %t : tensor<4xi32>
}

// -----

// A check that mlir-opt itself fails.
// CHECK-LABEL: func @not_there
func.func @other() {
  return
}
