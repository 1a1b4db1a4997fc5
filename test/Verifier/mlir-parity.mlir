// RUN: %ssa-opt --verify-diagnostics --split-input-file %s

/// What `mlir-opt` rejects in the subset is rejected with its wording, so
/// that `--verify-diagnostics` tests written for `mlir-opt` pass unchanged.

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
func.func @$x() {
  return
}

// -----

func.func @empty_name() {
  // expected-error @+1 {{empty operation name is invalid}}
  ""() : () -> ()
  return
}

// -----

func.func @unknown_generic() {
  // expected-error @+1 {{unregistered operation 'func.foo_bar' found in dialect ('func') that does not allow unknown operations}}
  "func.foo_bar"() : () -> ()
  return
}

// -----

func.func @unknown_custom(%a: i32) {
  // expected-error @+1 {{custom op 'arith.frobnicate' is unknown}}
  %x = arith.frobnicate %a : i32
  return
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration(i32) -> i32

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
"func.func"() <{function_type = () -> (), sym_name = "generic_public"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {my.ok = [1, 2], sym_name = "g"}

// -----

// expected-error @+1 {{custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {"function_type" = () -> ()}

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {sym_visibility = "public"}

// -----

/// Attribute names that only contain a reserved name are fine.
func.func private @f() attributes {my.sym_name = "x", note = "sym_name = 1"}
