// RUN: %ssa-opt --verify-diagnostics --split-input-file %s

/// Registered ops in generic form: malformed properties and operand
/// segments are errors, not opaque ops.

func.func @segments(%c: i1, %a: i32) {
  // expected-error @+1 {{'cf.cond_br' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c, %a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32) -> ()
^bb1:
  return
}

// -----

func.func @unknown_property(%a: i32) {
  // expected-error @+1 {{'arith.addi' has no property 'frob' in this subset}}
  %0 = "arith.addi"(%a, %a) <{frob = 1 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @overflow(%a: i32) {
  // expected-error @+1 {{expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsx>}> : (i32, i32) -> i32
  return
}

// -----

func.func @value_type() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @nested() {
  // expected-error @+1 {{nested modules are not supported}}
  "builtin.module"() ({
  }) : () -> ()
  return
}
