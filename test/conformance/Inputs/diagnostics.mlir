// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @expected(%a: i32) {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 0 : ui32
  return
}

// -----

// fake-opt: reword
func.func @reworded() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 0 : ui32
  return
}

// -----

// fake-opt: miss
func.func @missed() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 0 : ui32
  return
}

// -----

// fake-opt: unsupported
func.func @unsupported() {
  // expected-error@+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 0 : ui32
  return
}
