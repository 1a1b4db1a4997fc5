// RUN: %ssa-opt -gvn %s | filecheck %s
// RUN: %ssa-opt -gvn %s | %ssa-opt -verify-each | filecheck %s
// RUN: %ssa-opt -cse %s | filecheck %s --check-prefix=CSE

/// Two induction variables that start equal and step alike are one value:
/// optimistically assumed equal on entry, the assumption holds around the
/// loop. j and its step are removed, i - j is i - i. cse keeps both.
// CHECK-LABEL: func.func @two_induction_variables(%n: i32) -> i32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^head(%c0 : i32)
// CHECK-NEXT:  ^head(%i: i32):
// CHECK-NEXT:    %cond = arith.cmpi slt, %i, %n : i32
// CHECK-NEXT:    cf.cond_br %cond, ^body, ^exit
// CHECK-NEXT:  ^body:
// CHECK-NEXT:    %i1 = arith.addi %i, %c1 : i32
// CHECK-NEXT:    cf.br ^head(%i1 : i32)
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    %r = arith.subi %i, %i : i32
// CHECK-NEXT:    return %r : i32
// CSE-LABEL: func.func @two_induction_variables(%n: i32) -> i32 {
// CSE:       ^head(%i: i32, %j: i32):
// CSE:         %j1 = arith.addi %c1, %j : i32
// CSE:         %r = arith.subi %i, %j : i32
func.func @two_induction_variables(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %j: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %i1 = arith.addi %i, %c1 : i32
  %j1 = arith.addi %c1, %j : i32
  cf.br ^head(%i1, %j1 : i32, i32)
^exit:
  %r = arith.subi %i, %j : i32
  return %r : i32
}

/// Induction variables that step differently stay apart.
// CHECK-LABEL: func.func @different_steps(%n: i32) -> i32 {
// CHECK:       ^head(%i: i32, %j: i32):
// CHECK:         %i1 = arith.addi %i, %c1 : i32
// CHECK-NEXT:    %j1 = arith.addi %j, %c2 : i32
// CHECK:         %r = arith.subi %i, %j : i32
func.func @different_steps(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %j: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %i1 = arith.addi %i, %c1 : i32
  %j1 = arith.addi %j, %c2 : i32
  cf.br ^head(%i1, %j1 : i32, i32)
^exit:
  %r = arith.subi %i, %j : i32
  return %r : i32
}

/// Block arguments whose incoming values are congruent on every edge are
/// one value, though the values themselves are in sibling branches and
/// neither is replaced by the other.
// CHECK-LABEL: func.func @congruent_arguments(%a: i32, %b: i32, %c: i1) -> i32 {
// CHECK-NEXT:    cf.cond_br %c, ^left, ^right
// CHECK-NEXT:  ^left:
// CHECK-NEXT:    %l = arith.addi %a, %b : i32
// CHECK-NEXT:    %l2 = arith.muli %a, %b : i32
// CHECK-NEXT:    cf.br ^join(%l, %l2 : i32, i32)
// CHECK-NEXT:  ^right:
// CHECK-NEXT:    %r = arith.addi %b, %a : i32
// CHECK-NEXT:    %r2 = arith.muli %a, %b : i32
// CHECK-NEXT:    cf.br ^join(%r, %r2 : i32, i32)
// CHECK-NEXT:  ^join(%p: i32, %q: i32):
// CHECK-NEXT:    %s = arith.addi %p, %p : i32
// CHECK-NEXT:    return %s : i32
func.func @congruent_arguments(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^left, ^right
^left:
  %l = arith.addi %a, %b : i32
  %l2 = arith.muli %a, %b : i32
  cf.br ^join(%l, %l, %l2 : i32, i32, i32)
^right:
  %r = arith.addi %b, %a : i32
  %r2 = arith.muli %a, %b : i32
  cf.br ^join(%r, %r, %r2 : i32, i32, i32)
^join(%p: i32, %p2: i32, %q: i32):
  %s = arith.addi %p, %p2 : i32
  return %s : i32
}

/// A value computed before a branch is reused in the join; the equal
/// computations in the two branches do not dominate each other and stay.
// CHECK-LABEL: func.func @dominating_value_in_join(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
// CHECK-NEXT:    %top = arith.muli %a, %b : i32
// CHECK-NEXT:    cf.cond_br %c, ^left, ^right
// CHECK-NEXT:  ^left:
// CHECK-NEXT:    %l = arith.subi %a, %b : i32
// CHECK-NEXT:    cf.br ^join(%l : i32)
// CHECK-NEXT:  ^right:
// CHECK-NEXT:    %r = arith.subi %a, %b : i32
// CHECK-NEXT:    cf.br ^join(%r : i32)
// CHECK-NEXT:  ^join(%p: i32):
// CHECK-NEXT:    return %top, %p : i32, i32
func.func @dominating_value_in_join(%a: i32, %b: i32, %c: i1) -> (i32, i32) {
  %top = arith.muli %a, %b : i32
  cf.cond_br %c, ^left, ^right
^left:
  %l = arith.subi %a, %b : i32
  cf.br ^join(%l : i32)
^right:
  %r = arith.subi %a, %b : i32
  cf.br ^join(%r : i32)
^join(%p: i32):
  %again = arith.muli %b, %a : i32
  return %again, %p : i32, i32
}

/// Constants and folded ops share classes: 2 + 3 is the constant 5 already
/// there; 4 + 4 is a new constant 8 in its place (the unused 4 is left to
/// dce); division by zero is undefined and is not folded.
// CHECK-LABEL: func.func @constants() -> (i32, i32, i32) {
// CHECK-NEXT:    %c2 = arith.constant 2 : i32
// CHECK-NEXT:    %c3 = arith.constant 3 : i32
// CHECK-NEXT:    %c5 = arith.constant 5 : i32
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c4 = arith.constant 4 : i32
// CHECK-NEXT:    %eight = arith.constant 8 : i32
// CHECK-NEXT:    %ub = arith.divsi %c2, %c0 : i32
// CHECK-NEXT:    return %c5, %eight, %ub : i32, i32, i32
func.func @constants() -> (i32, i32, i32) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c0 = arith.constant 0 : i32
  %five = arith.addi %c2, %c3 : i32
  %c4 = arith.constant 4 : i32
  %eight = arith.addi %c4, %c4 : i32
  %ub = arith.divsi %c2, %c0 : i32
  return %five, %eight, %ub : i32, i32, i32
}

/// A loop-carried value that is the same constant on every edge is that
/// constant.
// CHECK-LABEL: func.func @constant_around_loop(%n: i32) -> i32 {
// CHECK:       ^head(%i: i32):
// CHECK:         return %c7 : i32
func.func @constant_around_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  cf.br ^head(%c0, %c7 : i32, i32)
^head(%i: i32, %k: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %i1 = arith.addi %i, %c1 : i32
  %k1 = arith.addi %k, %c0 : i32
  cf.br ^head(%i1, %k1 : i32, i32)
^exit:
  return %k : i32
}

/// Loads are not numbered by gvn (cse merges those of one block), and
/// calls never.
// CHECK-LABEL: func.func @effects(%m: memref<i32>) -> (i32, i32, i32, i32) {
// CHECK-NEXT:    %l0 = memref.load %m[] : memref<i32>
// CHECK-NEXT:    %l1 = memref.load %m[] : memref<i32>
// CHECK-NEXT:    %c0 = call @source() : () -> i32
// CHECK-NEXT:    %c1 = call @source() : () -> i32
// CHECK-NEXT:    return %l0, %l1, %c0, %c1 : i32, i32, i32, i32
func.func private @source() -> i32
func.func @effects(%m: memref<i32>) -> (i32, i32, i32, i32) {
  %l0 = memref.load %m[] : memref<i32>
  %l1 = memref.load %m[] : memref<i32>
  %c0 = call @source() : () -> i32
  %c1 = call @source() : () -> i32
  return %l0, %l1, %c0, %c1 : i32, i32, i32, i32
}

/// What a pass over a loop only assumed is not reused after it: pass 1
/// over the loop takes %lt for the constant true (k taken for 0), pass 2
/// refutes it; %t after the loop is the constant true, not %lt (which is
/// false when the loop exits).
// CHECK-LABEL: func.func @assumption_not_reused() -> (i1, i1) {
// CHECK:       ^exit:
// CHECK-NEXT:    %t = arith.constant true
// CHECK-NEXT:    return %t, %lt : i1, i1
func.func @assumption_not_reused() -> (i1, i1) {
  %z = arith.constant 0 : i64
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  cf.br ^loop(%c0 : i32)
^loop(%k: i32):
  %k1 = arith.addi %k, %c1 : i32
  %lt = arith.cmpi slt, %k1, %c5 : i32
  cf.cond_br %lt, ^loop(%k1 : i32), ^exit
^exit:
  %t = arith.cmpi sle, %z, %z : i64
  return %t, %lt : i1, i1
}
