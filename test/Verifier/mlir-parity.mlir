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

// -----

/// `arith.constant`'s value and result type are the verifier's to check,
/// so one split reports every bad constant (a string value, a signed
/// result), not only the first.
func.func @string_constant() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %s = arith.constant "text" : i16
  return
}

func.func @unsigned_constant() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %u = "arith.constant"() <{value = 7 : ui16}> : () -> ui16
  return
}

func.func @generic_string_constant() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %g = "arith.constant"() {value = "more" : i64} : () -> i64
  return
}

// -----

/// A constant whose value's type is not its result's is a verifier error:
/// a parse error further on comes first.
func.func @parse_error_first() {
  %c = "arith.constant"() {value = 5 : i8} : () -> i32
  // expected-error @+1 {{expected attribute value}}
  %d = arith.constant
}

// -----

func.func @constant_type_mismatch() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %c = "arith.constant"() {value = 5 : i8} : () -> i32
  return
}

// -----

/// The arguments of a signature are all named or all bare types.
// expected-error @+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func @bare_then_named(i1, %b: i1) {
  return
}

// -----

func.func @named_then_bare(%a: i1,
  // expected-error @+1 {{custom op 'func.func' expected SSA identifier}}
  i1) {
  return
}

// -----

/// `memref.alloca` needs an enclosing allocation scope (a function); an
/// unregistered op is none, nor is the module.
"my.region"() ({
  // expected-error @+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %m = memref.alloca() : memref<f32>
  "my.end"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
%top = memref.alloca() : memref<2xi8>

// -----

/// Inside a function, also nested in an unregistered op, it has one.
func.func @scoped() {
  "my.region"() ({
    %m = memref.alloca() : memref<f32>
    "my.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

/// A comparison's operand type is checked by its custom form's parser, as
/// in MLIR (the result type is built from it): the error comes before the
/// missing end of the function.
func.func @compare_functions(%f: (i1) -> ()) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got '(i1) -> ()'}}
  %c = arith.cmpi ne, %f, %f : (i1) -> ()

// -----

func.func @compare_integers_as_floats(%i: i64) {
  // expected-error @+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i64'}}
  %c = arith.cmpf olt, %i, %i : i64
  return
}
