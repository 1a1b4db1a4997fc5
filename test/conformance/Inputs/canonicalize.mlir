// RUN: mlir-opt %s -canonicalize | FileCheck %s

// A pass ssa-opt does not have: the file is outside the subset.
// CHECK-LABEL: func @f
func.func @f() {
  return
}
