// Errors of wide integers, with `mlir-opt`'s wording and columns (checked
// by test/Parser/wide-integers.mlir).

func.func @above_the_unsigned_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %a = arith.constant 340282366920938463463374607431768211456 : i128
  return
}

// -----

func.func @below_the_signed_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %a = arith.constant -170141183460469231731687303715884105729 : i128
  return
}

// -----

func.func @hex_too_wide() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %a = arith.constant 0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i128
  return
}

// -----

func.func @minus_zero() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %a = arith.constant -0 : i128
  return
}

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
func.func @past_the_limit(%a: i16777216) {
  return
}

// -----

// expected-error @+1 {{invalid integer width}}
func.func @unreadable_width(%a: i99999999999) {
  return
}

// -----

/// `index` literals are read signed only.
func.func @index_above_the_signed_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %a = arith.constant 9223372036854775808 : index
  return
}
