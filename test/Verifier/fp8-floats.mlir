// RUN: %ssa-opt --verify-diagnostics --split-input-file %s

/// The two 8-bit formats have the same width: neither extends the other.
func.func @sideways(%a: f8E5M2) -> f8E4M3FN {
  // expected-error @+1 {{invalid cast from 'f8E5M2' to 'f8E4M3FN'}}
  %0 = arith.extf %a : f8E5M2 to f8E4M3FN
  return %0 : f8E4M3FN
}

// -----

/// A hex literal gives the type's bits: 9 bits do not fit.
func.func @hex_too_wide() -> f8E4M3FN {
  // expected-error @+1 {{hexadecimal float constant out of range for type}}
  %0 = arith.constant 0x17F : f8E4M3FN
  return %0 : f8E4M3FN
}
