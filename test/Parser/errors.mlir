// RUN: %ssa-opt --split-input-file --verify-diagnostics %s

/// Every kind of parse error gives `file:line:col: error:` at the right
/// place (checked by --verify-diagnostics), never a crash.

func.func @undefined_value() -> i32 {
  // expected-error @+1 {{use of undeclared SSA value name '%nope'}}
  return %nope : i32
}

// -----

/// At module level too (found by the verify_print fuzz target: the value
/// was printed as `%<<UNKNOWN>>`).
// expected-error @+1 {{use of undeclared SSA value name '%p#1'}}
"x.use"(%p#1) : (i32) -> ()

// -----

module {
  %q:2 = "x.def"() : () -> (i32, i32)
  // expected-error @+1 {{use of undeclared SSA value name '%nope'}}
  "x.use"(%q#1, %nope) : (i32, i32) -> ()
}

// -----

func.func @redefined_value(%a: i32) {
  %x = arith.addi %a, %a : i32
  // expected-note @-1 {{previously defined here}}
  // expected-error @+1 {{redefinition of SSA value '%x'}}
  %x = arith.subi %a, %a : i32
  return
}

// -----

func.func @type_mismatch_at_use(%a: i32) -> i64 {
  // expected-note @-1 {{previously defined here}}
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %x = arith.addi %a, %a : i64
  return %x : i64
}

// -----

/// A forward reference of another type than its definition: the error is
/// at the definition, the use a note (MLIR's places and wording).
func.func @forward_type_mismatch(%p: i1) -> i32 {
  // expected-note @+1 {{previously used here with type 'i32'}}
  cf.cond_br %p, ^a(%later : i32), ^b
^a(%v: i32):
  return %v : i32
^b:
  // expected-error @+1 {{definition of SSA value '%later#0' has type 'i64'}}
  %later = arith.constant 1 : i64
  cf.br ^b
}

// -----

func.func @unknown_block() {
  // expected-error @+1 {{reference to an undefined block '^nowhere'}}
  cf.br ^nowhere
}

// -----

func.func @redefined_block() {
  cf.br ^a
^a:
  // expected-note @-1 {{previously defined here}}
  cf.br ^a
// expected-error @+1 {{redefinition of block '^a'}}
^a:
  return
}

// -----

func.func @missing_terminator(%a: i32) -> i32 {
  // expected-error @+1 {{block with no terminator}}
  %x = arith.addi %a, %a : i32
}

// -----

func.func @op_after_terminator() {
  cf.br ^next
  // expected-error @+1 {{operation after a terminator}}
  %c = arith.constant 1 : i32
^next:
  return
}

// -----

func.func @stray_characters() {
  // expected-error @+1 {{expected an operation name, found '$$'}}
  $$
}

// -----

func.func @unknown_op(%a: i32) {
  // expected-error @+1 {{custom op 'arith.frobnicate' is unknown}}
  %x = arith.frobnicate %a : i32
  return
}

// -----

func.func @bad_predicate(%a: i32) {
  // expected-error @+1 {{unknown predicate 'less'}}
  %x = arith.cmpi less, %a, %a : i32
  return
}

// -----

func.func @bad_type(%a: i32) {
  // expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
  %x = arith.addi %a, %a : i16777216
  return
}

// -----

func.func @constant_out_of_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %x = arith.constant 300 : i8
  return
}

// -----

func.func @result_count() {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %a, %b = arith.constant 1 : i32
  return
}

// -----

func.func @named_entry(%a: i32) {
// expected-error @+1 {{invalid block name in region with named arguments}}
^entry:
  return
}

// -----

// expected-error @+1 {{'func.func' must be at module level}}
func.func @outer() { func.func @inner() { return } return }

// -----

/// `attributes` must be followed by a dictionary (found by the
/// verify_print fuzz target: a multi-byte character there was sliced
/// through).
// expected-error @+1 {{expected '{', '(', '[' or '<'}}
func.func private @f() attributes é"function_type" = () -> ()}

// -----

// expected-error @+1 {{expected '{', '(', '[' or '<'}}
module attributes é"a" = (i32)} {
}

// -----

/// `arg_attrs` in `attributes {...}` must be one array of whole
/// dictionaries (found by the verify_print fuzz target: a stray `&` made
/// the rest of the dictionary part of the array, printed unparsable).
// expected-error @+1 {{expected an array of dictionaries for 'arg_attrs'}}
func.func private @in_dict(i32) -> i1 attributes {arg_attrs = [{my.a = 1 : i64}]& res_attrs = [{}]}
