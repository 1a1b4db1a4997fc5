// RUN: %ssa-opt --verify-diagnostics --split-input-file %s

/// `arith` computes on signless integers only; the messages are MLIR's.
func.func @addi(%a: si32) -> si32 {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = arith.addi %a, %a : si32
  return %0 : si32
}

// -----

func.func @cmpi(%a: ui32) -> i1 {
  // expected-error @+1 {{must be signless-integer-like, but got 'ui32'}}
  %0 = arith.cmpi slt, %a, %a : ui32
  return %0 : i1
}

// -----

func.func @extui(%a: ui32) -> i64 {
  // expected-error @+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'ui32'}}
  %0 = arith.extui %a : ui32 to i64
  return %0 : i64
}

// -----

func.func @constant() -> si32 {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 3 : si32
  return %0 : si32
}

