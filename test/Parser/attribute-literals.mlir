// RUN: %ssa-opt --verify-diagnostics --split-input-file %s

/// The attribute dictionaries kept verbatim (opaque ops', functions') are
/// checked as MLIR's attribute parser checks them: each key once per
/// dictionary, and each integer literal held by the type written after it.

func.func @repeated_key() {
  // expected-error @+1 {{duplicate key 'k' in dictionary attribute}}
  "my.op"() {k = 1 : i32, other, k} : () -> ()
  return
}

// -----

func.func @repeated_key_nested() {
  // expected-error @+1 {{duplicate key 'x' in dictionary attribute}}
  "my.op"() {outer = {x = 2 : i8, "x"}} : () -> ()
  return
}

// -----

func.func @repeated_key_in_properties() {
  // expected-error @+1 {{duplicate key 'p' in dictionary attribute}}
  "my.op"() <{p = 1 : i64, p = 2 : i64}> : () -> ()
  return
}

// -----

// expected-error @+1 {{duplicate key 'my.tag' in dictionary attribute}}
func.func @repeated_function_attribute() attributes {my.tag, my.tag = 3 : i16} {
  return
}

// -----

func.func @negative_hex_float() {
  // expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
  "my.op"() {bits = -0x3C00 : f16} : () -> ()
  return
}

// -----

func.func @hex_float_too_wide() {
  // expected-error @+1 {{hexadecimal float constant out of range for type}}
  "my.op"() {bits = 0x1FFFFFFFF : f32} : () -> ()
  return
}

// -----

func.func @integer_for_float_in_array() {
  // expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note @+1 {{add a trailing dot to make the literal a float}}
  "my.op"() {list = [1.5 : f64, 7 : f64]} : () -> ()
  return
}

// -----

func.func @integer_for_float_constant() -> bf16 {
  // expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note @+1 {{add a trailing dot to make the literal a float}}
  %0 = arith.constant 3 : bf16
  return %0 : bf16
}

// -----

func.func @negative_unsigned() {
  // expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
  "my.op"() {n = -1 : ui8} : () -> ()
  return
}

// -----

func.func @signed_out_of_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  "my.op"() {n = 0x80 : si8} : () -> ()
  return
}

// -----

/// What MLIR accepts passes: a dialect attribute's body is not looked
/// into, a float written in decimal or as hexadecimal bits is fine, and so
/// is the largest value of each integer type.
func.func @accepted() {
  "my.op"() {a = #my.attr<1 : f32>, b = 1.0 : f32, c = 0x3C00 : f16, d = 255 : ui8, e = -128 : si8, f = 255 : i8, g = loc("x":1:2), h = "k, k"} : () -> ()
  return
}
