// RUN: %ssa-opt --split-input-file --verify-diagnostics %s

/// Each op's own type rules, checked by its verifier.

func.func private @callee(i32) -> i32
// expected-note @-1 {{callee declared here}}

func.func @call_types(%a: i64) -> i32 {
  // expected-error @+1 {{'func.call' op type of call does not match the signature of '@callee'}}
  %r = call @callee(%a) : (i64) -> i32
  return %r : i32
}

// -----

func.func @unknown_callee() {
  // expected-error @+1 {{'func.call' op '@missing' does not reference a valid function}}
  call @missing() : () -> ()
  return
}

// -----

// expected-note @+1 {{function declared here}}
func.func @return_types(%a: i32) -> i64 {
  // expected-error @+1 {{'func.return' op returns (i32) but the enclosing function returns (i64)}}
  return %a : i32
}

// -----

func.func @widening_trunc(%a: i32) {
  // expected-error @+1 {{'arith.trunci' op invalid cast from 'i32' to 'i64'}}
  %x = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @float_add(%a: i32) {
  // expected-error @+1 {{'arith.addf' op expects float operands, got 'i32'}}
  %x = arith.addf %a, %a : i32
  return
}

// -----

func.func @int_add(%a: f32) {
  // expected-error @+1 {{'arith.addi' op expects integer or index operands, got 'f32'}}
  %x = arith.addi %a, %a : f32
  return
}

// -----

// expected-note @+1 {{previously defined here}}
func.func @cond_type(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.cond_br %a, ^a, ^a
^a:
  return
}
