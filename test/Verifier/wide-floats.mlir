// RUN: %ssa-opt --verify-diagnostics --split-input-file %s

/// `f80` is narrower than `f128`: `extf` and `truncf` go one way each.
func.func @narrowing_ext(%a: f128) -> f80 {
  // expected-error @+1 {{invalid cast from 'f128' to 'f80'}}
  %0 = arith.extf %a : f128 to f80
  return %0 : f80
}

// -----

func.func @widening_trunc(%a: f80) -> f128 {
  // expected-error @+1 {{invalid cast from 'f80' to 'f128'}}
  %0 = arith.truncf %a : f80 to f128
  return %0 : f128
}

// -----

/// A bitcast keeps the width: `f80` is an `i80`.
func.func @bitcast_width(%a: f80) -> i64 {
  // expected-error @+1 {{invalid cast from 'f80' to 'i64'}}
  %0 = arith.bitcast %a : f80 to i64
  return %0 : i64
}

// -----

/// A hex literal gives the type's bits: 81 bits do not fit an `f80`, 129
/// bits not an `f128` (MLIR's message).
func.func @hex_too_wide() -> f80 {
  // expected-error @+1 {{hexadecimal float constant out of range for type}}
  %0 = arith.constant 0x1FFFF8000000000000000 : f80
  return %0 : f80
}

// -----

func.func @hex_too_wide_128() -> f128 {
  // expected-error @+1 {{hexadecimal float constant out of range for type}}
  %0 = arith.constant 0x17FFF8000000000000000000000000000 : f128
  return %0 : f128
}

// -----

/// A float attribute of another type does not make a constant of this one.
func.func @mismatch() -> f128 {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1.5 : f80}> : () -> f128
  return %0 : f128
}
