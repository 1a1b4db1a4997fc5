// RUN: %ssa-opt --split-input-file --verify-diagnostics %s

/// The arith ops of two results, verified with `mlir-opt` 22's words.
func.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %s, %o = arith.addui_extended %a, %b : i32, i32
  return
}

// -----
func.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %s, %o = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i64, i1)
  return
}

// -----
func.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %l, %h = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i64)
  return
}

// -----
func.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.mului_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %l, %h = "arith.mului_extended"(%a, %b) : (i32, i32) -> (i32, i1)
  return
}

// -----
func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.mului_extended' op operand #0 must be signless-integer-like, but got 'f32'}}
  %l, %h = "arith.mului_extended"(%x, %x) : (f32, f32) -> (f32, f32)
  return
}

// -----
func.func @f(%u: ui32) {
  // expected-error @+1 {{'arith.mulsi_extended' op operand #0 must be signless-integer-like, but got 'ui32'}}
  %l, %h = arith.mulsi_extended %u, %u : ui32
  return
}

// -----
func.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addui_extended' op expected 2 results}}
  %s = "arith.addui_extended"(%a, %b) : (i32, i32) -> i32
  return
}

// -----
func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addui_extended' op expected 2 operands, but found 1}}
  %s, %o = "arith.addui_extended"(%a) : (i32) -> (i32, i1)
  return
}
