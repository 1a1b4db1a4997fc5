// RUN: %ssa-opt --verify-diagnostics --split-input-file %s

/// `f16` and `bf16` have the same width: neither extends the other.
func.func @sideways(%a: f16) -> bf16 {
  // expected-error @+1 {{invalid cast from 'f16' to 'bf16'}}
  %0 = arith.extf %a : f16 to bf16
  return %0 : bf16
}

// -----

/// A hex literal gives the type's bits: 17 bits do not fit an `f16`
/// (MLIR's message).
func.func @hex_too_wide() -> f16 {
  // expected-error @+1 {{hexadecimal float constant out of range for type}}
  %0 = arith.constant 0x13C00 : f16
  return %0 : f16
}
