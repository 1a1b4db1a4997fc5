// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(mem2reg{region-simplify=false}))' -split-input-file | FileCheck %s

// A pass option that asks for what ssa-opt's pass always does: inside.
// CHECK-LABEL: func @promoted
// CHECK: return %arg0 : i32
func.func @promoted(%v: i32) -> i32 {
  %m = memref.alloca() : memref<i32>
  memref.store %v, %m[] : memref<i32>
  %r = memref.load %m[] : memref<i32>
  return %r : i32
}

// -----

// An attribute of a dialect mlir-opt registers (and verifies): outside.
// CHECK-LABEL: func @dialect_attr
func.func @dialect_attr(%v: i32 {test.some_attr}) -> i32 {
  return %v : i32
}
