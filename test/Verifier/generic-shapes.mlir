// RUN: %ssa-opt --verify-diagnostics --split-input-file %s

/// Registered ops in generic form with the wrong number of operands or
/// results, or without a required property: the custom form cannot write
/// them, the generic form can, and each is an error in mlir-opt's words
/// (checked against mlir-opt 22), never a crash.

func.func @a(%a: i32) {
  // expected-error @+1 {{'arith.addi' op requires one result}}
  "arith.addi"() : () -> ()
  return
}

// -----

func.func @b(%a: i32) {
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @c(%a: i32) {
  // expected-error @+1 {{'arith.addi' op requires one result}}
  "arith.addi"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @d(%a: f32) {
  // expected-error @+1 {{'arith.negf' op requires a single operand}}
  %0 = "arith.negf"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @e(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op requires a single operand}}
  %0 = "arith.extsi"() : () -> i64
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%a) : (i1) -> ()
  return
}

// -----

func.func @g(%a: i32) {
  // expected-error @+1 {{'func.call' op requires attribute 'callee'}}
  %0 = "func.call"(%a) : (i32) -> i32
  return
}

// -----

func.func @h() {
  // expected-error @+1 {{'memref.alloca' op requires one result}}
  "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  return
}

// -----

// expected-error @+1 {{'func.func' op requires one region}}
"func.func"() : () -> ()
