// RUN: %ssa-opt -print-value-numbers -o /dev/null %s | filecheck %s
// RUN: %ssa-opt '-print-value-numbers{trace=true}' -o /dev/null %s | filecheck %s --check-prefix=TRACE
// RUN: %ssa-opt -print-value-numbers %s | %ssa-opt -verify-each | filecheck %s --check-prefix=IR

/// The classes gvn finds in the two-induction-variables loop: j is in the
/// class of i, j1 in that of i1; constants show their value. Values are
/// listed in layout order; passes visit blocks in reverse postorder.
// CHECK-LABEL: // -----// Value numbers of func.func @two_induction_variables //----- //
// CHECK-NEXT:  // optimistic passes: 3 (converged)
// CHECK-NEXT:  // %n: %n
// CHECK-NEXT:  // %c0: %c0 (0)
// CHECK-NEXT:  // %c1: %c1 (1)
// CHECK-NEXT:  // %i: %i
// CHECK-NEXT:  // %j: %i
// CHECK-NEXT:  // %cond: %cond
// CHECK-NEXT:  // %r: %r
// CHECK-NEXT:  // %i1: %i1
// CHECK-NEXT:  // %j1: %i1

/// The optimistic iterations. Blocks in no cycle are numbered once, in
/// reverse postorder; the stretch of blocks that holds the loop is passed
/// over until nothing changes. Pass 1 over it ignores the back edge and
/// takes i and j for 0 (so i - j folds to 0 and i + 1 to 1); pass 2 sees
/// the back edge carry 1, splits i and j off the constants and keeps them
/// together; pass 3 changes nothing.
// TRACE-LABEL: // -----// Value numbers of func.func @two_induction_variables //----- //
// TRACE-NEXT:  // pass 1 over ^bb0: %n -> %n, %c0 -> %c0, %c1 -> %c1
// TRACE-NEXT:  // pass 1 over ^head..^body: %i -> %c0, %j -> %c0, %cond -> %cond, %r -> %c0, %i1 -> %c1, %j1 -> %c1
// TRACE-NEXT:  // pass 2 over ^head..^body: %i -> %i, %j -> %i, %r -> %r, %i1 -> %i1, %j1 -> %i1
// TRACE-NEXT:  // pass 3 over ^head..^body: no change
// TRACE-NEXT:  // optimistic passes: 3 (converged)

/// The printer leaves the IR unchanged.
// IR-LABEL: func.func @two_induction_variables
// IR:       ^head(%i: i32, %j: i32):
func.func @two_induction_variables(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %j: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^body, ^exit
^exit:
  %r = arith.subi %i, %j : i32
  return %r : i32
^body:
  %i1 = arith.addi %i, %c1 : i32
  %j1 = arith.addi %c1, %j : i32
  cf.br ^head(%i1, %j1 : i32, i32)
}

/// Straight-line code needs one pass: no back edge, nothing assumed.
/// Values of a block the entry cannot reach are not numbered.
// CHECK-LABEL: // -----// Value numbers of func.func @straight //----- //
// CHECK-NEXT:  // optimistic passes: 1 (converged)
// CHECK-NEXT:  // %a: %a
// CHECK-NEXT:  // %x: %x
// CHECK-NEXT:  // %y: %x
// CHECK-NOT:   %z
func.func @straight(%a: i32) -> i32 {
  %x = arith.muli %a, %a : i32
  %y = arith.muli %a, %a : i32
  return %y : i32
^dead:
  %z = arith.muli %a, %a : i32
  return %z : i32
}

// CHECK-LABEL: // -----// Value numbers of func.func @end //----- //
func.func @end() {
  return
}
