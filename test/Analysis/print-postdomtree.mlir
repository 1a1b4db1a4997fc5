// RUN: %ssa-opt -print-postdomtree %s -o /dev/null | filecheck %s
// RUN: printf 'A -> B, C\nB -> D\nC -> D, A\nD\n' > %t.cfg && %ssa-opt -print-postdomtree %t.cfg -o /dev/null | filecheck %s --check-prefix=GRAPH

/// Post-dominators and control dependence: the blocks of each arm of the
/// if are control dependent on the branch block; the loop body on the loop
/// header, and the header on itself (its branch decides whether it runs
/// again). Every block is post-dominated by the return.
// CHECK-LABEL: // -----// Post-dominator tree of func.func @f //----- //
// CHECK-NEXT:  // block  ipdom  control dependent on
// CHECK-NEXT:  // bb0    head   {}
// CHECK-NEXT:  // head   exit   {head}
// CHECK-NEXT:  // body   join   {head}
// CHECK-NEXT:  // then   join   {body}
// CHECK-NEXT:  // join   head   {head}
// CHECK-NEXT:  // exit   exit   {}
func.func @f(%c: i1, %d: i1) {
  cf.br ^head
^head:
  cf.cond_br %c, ^body, ^exit
^body:
  cf.cond_br %d, ^then, ^join
^then:
  cf.br ^join
^join:
  cf.br ^head
^exit:
  return
}

/// A CFG without code: C loops back to A, so A is control dependent on C;
/// B and C on A (C does not post-dominate A: A -> B -> D avoids it). The
/// hidden root is not listed.
// GRAPH-LABEL: // -----// Post-dominator tree of func.func @cfg //----- //
// GRAPH-NEXT:  // block  ipdom  control dependent on
// GRAPH-NEXT:  // A      D      {C}
// GRAPH-NEXT:  // B      D      {A}
// GRAPH-NEXT:  // C      D      {A}
// GRAPH-NEXT:  // D      exit   {}
