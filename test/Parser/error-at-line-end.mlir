// RUN: %ssa-opt --verify-diagnostics --split-input-file %s

/// A token missing at the end of a line is reported at the end of that
/// line (after the last token, before any comment), not at the next line's
/// first token, as MLIR's `emitWrongTokenError` does.

func.func @missing_type() {
  // expected-error @+1 {{expected ':'}}
  %0 = "foo"()
  return
}

// -----

func.func @missing_type_before_comment() {
  %0 = "foo"()  // expected-error {{expected ':'}}

  // A comment line between.
  return
}

// -----

func.func @unclosed_location() {
  return loc(unknown  // expected-error {{expected ')'}}
}

// -----

func.func @on_the_same_line() {
  // expected-error @+1 {{expected ':'}}
  %0 = "foo"() return
}
