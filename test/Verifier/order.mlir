// RUN: %ssa-opt --split-input-file --verify-diagnostics %s

/// Errors come in MLIR's order: a block's ops are verified first (their
/// operands and attributes), and only then whether the block ends with a
/// terminator, so an invalid op in a body without `return` reports the
/// op's own error, as `mlir-opt` does.
func.func @op_error_first(%a: f32, %b: f32) {
  // expected-error @+1 {{result must be i1}}
  %r = "arith.cmpf"(%a, %b) {predicate = 0} : (f32, f32) -> f32
}

// -----

func.func @then_the_terminator(%a: f32, %b: f32) {
  // expected-error @+1 {{block with no terminator}}
  %r = arith.cmpf oeq, %a, %b : f32
}

// -----

/// Blocks in order: a block without a terminator is reported before the
/// errors of the blocks after it, which, as in MLIR (whose verifier stops
/// at the first error in a function), are not reported.
func.func @blocks_in_order(%a: f32, %b: f32) {
  cf.br ^bb1
^bb1:
  // expected-error @+1 {{block with no terminator}}
  %r = arith.cmpf oeq, %a, %b : f32
^bb2:
  %s = "arith.cmpf"(%a, %b) {predicate = 0} : (f32, f32) -> f32
  return
}
