// RUN: %ssa-opt --split-input-file --verify-diagnostics %s

/// Every use must be dominated by its definition: within a block the
/// definition comes first; across blocks its block dominates the use's.

func.func @later_in_block(%a: i32) -> i32 {
  // expected-error @+1 {{'arith.addi' op operand #0 does not dominate this use}}
  %x = arith.addi %y, %a : i32
  // expected-note @+1 {{operand defined here}}
  %y = arith.addi %a, %a : i32
  return %x : i32
}

// -----

func.func @sibling_branch(%p: i1, %a: i32) -> i32 {
  cf.cond_br %p, ^left, ^right
^left:
  // expected-note @+1 {{operand defined here}}
  %l = arith.addi %a, %a : i32
  cf.br ^join
^right:
  cf.br ^join
^join:
  // expected-error @+1 {{'func.return' op operand #0 does not dominate this use}}
  return %l : i32
}

// -----

func.func @successor_operand(%p: i1, %a: i32) -> i32 {
  cf.cond_br %p, ^left, ^join(%a : i32)
^left:
  // expected-note @+1 {{operand defined here}}
  %l = arith.addi %a, %a : i32
  cf.br ^join(%l : i32)
^join(%j: i32):
  // expected-error @+1 {{'cf.br' op operand #0 does not dominate this use}}
  cf.br ^join(%l : i32)
}

// -----

func.func @block_argument_of_other_block(%p: i1) -> i32 {
  cf.cond_br %p, ^a, ^b
^a:
  %z = arith.constant 0 : i32
  cf.br ^c(%z : i32)
// expected-note @+1 {{operand defined as an argument of this block}}
^c(%arg: i32):
  return %arg : i32
^b:
  // expected-error @+1 {{'func.return' op operand #0 does not dominate this use}}
  return %arg : i32
}

// -----

/// Uses in unreachable blocks are accepted, as in MLIR.
func.func @unreachable_use(%a: i32) -> i32 {
  return %a : i32
^dead:
  %x = arith.addi %y, %a : i32
  %y = arith.addi %x, %a : i32
  return %y : i32
}
