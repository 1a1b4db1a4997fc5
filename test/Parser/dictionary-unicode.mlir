// RUN: %ssa-opt --verify-diagnostics --split-input-file %s

/// A character outside ASCII in an attribute dictionary kept verbatim is
/// MLIR's "unexpected character" unless it is in a string (found by the
/// parse, verify_print and pipeline fuzz targets: the check used to slice
/// through it and panic).

// expected-error @+1 {{unexpected character}}
"x.op"() {a = φ} : () -> ()

// -----

// expected-error @+1 {{unexpected character}}
"x.op"() {b = "é", φ = 1} : () -> ()

// -----

// expected-error @+1 {{unexpected character}}
func.func private @f() attributes {a = "é", φ}

// -----

func.func private @g() attributes {a = "é ∀ φ"}
