// RUN: %ssa-opt --split-input-file --verify-diagnostics %s

/// Successor operands must match the target's block arguments in number
/// and type; the entry block has no predecessors; symbols are unique.

func.func @too_many(%a: i32) {
  // expected-error @+1 {{'cf.br' op branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^b(%a : i32)
// expected-note @+1 {{target block defined here}}
^b:
  return
}

// -----

func.func @too_few(%p: i1) {
  // expected-error @+1 {{'cf.cond_br' op branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %p, ^b(%p : i1), ^b
// expected-note @+1 {{target block defined here}}
^b(%x: i1):
  return
}

// -----

func.func @wrong_type(%a: i32) {
  // expected-error @+1 {{type mismatch for successor #0 operand #0: 'i32' passed to a block argument of type 'i64'}}
  cf.br ^b(%a : i32)
// expected-note @+1 {{target block defined here}}
^b(%x: i64):
  return
}

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
func.func @branch_to_entry() {
^entry:
  cf.br ^next
^next:
  cf.br ^entry
}

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
func.func @empty_block() {
  cf.br ^done
^empty:
^done:
  return
}

// -----

// expected-note @+1 {{previous definition here}}
func.func @dup() {
  return
}
// expected-error @+1 {{redefinition of symbol '@dup'}}
func.func @dup() {
  return
}

// -----

// expected-error @+1 {{'arith.constant' op must be inside a function}}
%c = arith.constant 1 : i32
