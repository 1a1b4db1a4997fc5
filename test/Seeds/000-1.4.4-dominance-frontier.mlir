// RUN: sed -n 's|^// GRAPH: ||p' %s > %t.cfg && %ssa-opt '-print-textbook-ssa{trace=true}' %t.cfg -o /dev/null | filecheck %s
// RUN: sed -n 's|^// GRAPH: ||p' %s > %t.cfg && %ssa-opt -print-dominators %t.cfg -o /dev/null | filecheck %s --check-prefix=TABLE

/// Seed 000, §1.4.4: B3's children B4 and B5, and B6 after them, are
/// dominated by B3; B7 is not strictly dominated by B3, so DF(B3) = {B7}. The
/// figure is missing; the graph is recovered from the sentences (B7 is also
/// reached around B3). The runner trace of the same section's pseudocode
/// walks each join's predecessors up to its immediate dominator.
// GRAPH: B0 -> B1, B3
// GRAPH: B1 -> B2
// GRAPH: B2 -> B7
// GRAPH: B3 -> B4, B5
// GRAPH: B4 -> B6
// GRAPH: B5 -> B6
// GRAPH: B6 -> B7
// GRAPH: B7
// CHECK-LABEL: // -----// Textbook SSA of func.func @cfg //----- //
// CHECK-NEXT: // Dominance frontiers by the runner algorithm (000 §1.4.4): for each block b with ≥ 2 predecessors, each predecessor p: runner := p; while runner ≠ idom(b): DF(runner) += b; runner := idom(runner)
// CHECK-NEXT: //   B6: predecessors B4, B5, idom B3
// CHECK-NEXT: //     runner B4: DF(B4) += B6
// CHECK-NEXT: //     runner B3 = idom(B6): stop
// CHECK-NEXT: //     runner B5: DF(B5) += B6
// CHECK-NEXT: //     runner B3 = idom(B6): stop
// CHECK-NEXT: //   B7: predecessors B2, B6, idom B0
// CHECK-NEXT: //     runner B2: DF(B2) += B7
// CHECK-NEXT: //     runner B1: DF(B1) += B7
// CHECK-NEXT: //     runner B0 = idom(B7): stop
// CHECK-NEXT: //     runner B6: DF(B6) += B7
// CHECK-NEXT: //     runner B3: DF(B3) += B7
// CHECK-NEXT: //     runner B0 = idom(B7): stop
// CHECK-NEXT: // B0:
// CHECK-NEXT: //     if c goto B1 else B3
// CHECK-NEXT: // B1:
// CHECK-NEXT: //     goto B2
// CHECK-NEXT: // B2:
// CHECK-NEXT: //     goto B7
// CHECK-NEXT: // B3:
// CHECK-NEXT: //     if c goto B4 else B5
// CHECK-NEXT: // B4:
// CHECK-NEXT: //     goto B6
// CHECK-NEXT: // B5:
// CHECK-NEXT: //     goto B6
// CHECK-NEXT: // B6:
// CHECK-NEXT: //     goto B7
// CHECK-NEXT: // B7:
// CHECK-NEXT: //     return
// TABLE-LABEL: // -----// Dominators of func.func @cfg //----- //
// TABLE-NEXT: // B0 ->
// TABLE-NEXT: //     predecessors                = []
// TABLE-NEXT: //     successors                  = [B1,B3]
// TABLE-NEXT: //     dominators                  = [B0]
// TABLE-NEXT: //     strict dominators           = []
// TABLE-NEXT: //     dominatees                  = [B0,B1,B2,B3,B4,B5,B6,B7]
// TABLE-NEXT: //     dominance frontier          = []
// TABLE-NEXT: //     inverse dominance frontier  = []
// TABLE-NEXT: //     immediate dominator         = none
// TABLE-NEXT: //     immediate dominatees        = [B1,B3,B7]
// TABLE-NEXT: //     instructions                =
// TABLE-NEXT: //         if c goto B1 else B3
// TABLE-NEXT: // B1 ->
// TABLE-NEXT: //     predecessors                = [B0]
// TABLE-NEXT: //     successors                  = [B2]
// TABLE-NEXT: //     dominators                  = [B0,B1]
// TABLE-NEXT: //     strict dominators           = [B0]
// TABLE-NEXT: //     dominatees                  = [B1,B2]
// TABLE-NEXT: //     dominance frontier          = [B7]
// TABLE-NEXT: //     inverse dominance frontier  = []
// TABLE-NEXT: //     immediate dominator         = B0
// TABLE-NEXT: //     immediate dominatees        = [B2]
// TABLE-NEXT: //     instructions                =
// TABLE-NEXT: //         goto B2
// TABLE-NEXT: // B2 ->
// TABLE-NEXT: //     predecessors                = [B1]
// TABLE-NEXT: //     successors                  = [B7]
// TABLE-NEXT: //     dominators                  = [B0,B1,B2]
// TABLE-NEXT: //     strict dominators           = [B0,B1]
// TABLE-NEXT: //     dominatees                  = [B2]
// TABLE-NEXT: //     dominance frontier          = [B7]
// TABLE-NEXT: //     inverse dominance frontier  = []
// TABLE-NEXT: //     immediate dominator         = B1
// TABLE-NEXT: //     immediate dominatees        = []
// TABLE-NEXT: //     instructions                =
// TABLE-NEXT: //         goto B7
// TABLE-NEXT: // B3 ->
// TABLE-NEXT: //     predecessors                = [B0]
// TABLE-NEXT: //     successors                  = [B4,B5]
// TABLE-NEXT: //     dominators                  = [B0,B3]
// TABLE-NEXT: //     strict dominators           = [B0]
// TABLE-NEXT: //     dominatees                  = [B3,B4,B5,B6]
// TABLE-NEXT: //     dominance frontier          = [B7]
// TABLE-NEXT: //     inverse dominance frontier  = []
// TABLE-NEXT: //     immediate dominator         = B0
// TABLE-NEXT: //     immediate dominatees        = [B4,B5,B6]
// TABLE-NEXT: //     instructions                =
// TABLE-NEXT: //         if c goto B4 else B5
// TABLE-NEXT: // B4 ->
// TABLE-NEXT: //     predecessors                = [B3]
// TABLE-NEXT: //     successors                  = [B6]
// TABLE-NEXT: //     dominators                  = [B0,B3,B4]
// TABLE-NEXT: //     strict dominators           = [B0,B3]
// TABLE-NEXT: //     dominatees                  = [B4]
// TABLE-NEXT: //     dominance frontier          = [B6]
// TABLE-NEXT: //     inverse dominance frontier  = []
// TABLE-NEXT: //     immediate dominator         = B3
// TABLE-NEXT: //     immediate dominatees        = []
// TABLE-NEXT: //     instructions                =
// TABLE-NEXT: //         goto B6
// TABLE-NEXT: // B5 ->
// TABLE-NEXT: //     predecessors                = [B3]
// TABLE-NEXT: //     successors                  = [B6]
// TABLE-NEXT: //     dominators                  = [B0,B3,B5]
// TABLE-NEXT: //     strict dominators           = [B0,B3]
// TABLE-NEXT: //     dominatees                  = [B5]
// TABLE-NEXT: //     dominance frontier          = [B6]
// TABLE-NEXT: //     inverse dominance frontier  = []
// TABLE-NEXT: //     immediate dominator         = B3
// TABLE-NEXT: //     immediate dominatees        = []
// TABLE-NEXT: //     instructions                =
// TABLE-NEXT: //         goto B6
// TABLE-NEXT: // B6 ->
// TABLE-NEXT: //     predecessors                = [B4,B5]
// TABLE-NEXT: //     successors                  = [B7]
// TABLE-NEXT: //     dominators                  = [B0,B3,B6]
// TABLE-NEXT: //     strict dominators           = [B0,B3]
// TABLE-NEXT: //     dominatees                  = [B6]
// TABLE-NEXT: //     dominance frontier          = [B7]
// TABLE-NEXT: //     inverse dominance frontier  = [B4,B5]
// TABLE-NEXT: //     immediate dominator         = B3
// TABLE-NEXT: //     immediate dominatees        = []
// TABLE-NEXT: //     instructions                =
// TABLE-NEXT: //         goto B7
// TABLE-NEXT: // B7 ->
// TABLE-NEXT: //     predecessors                = [B2,B6]
// TABLE-NEXT: //     successors                  = []
// TABLE-NEXT: //     dominators                  = [B0,B7]
// TABLE-NEXT: //     strict dominators           = [B0]
// TABLE-NEXT: //     dominatees                  = [B7]
// TABLE-NEXT: //     dominance frontier          = []
// TABLE-NEXT: //     inverse dominance frontier  = [B1,B2,B3,B6]
// TABLE-NEXT: //     immediate dominator         = B0
// TABLE-NEXT: //     immediate dominatees        = []
// TABLE-NEXT: //     instructions                =
// TABLE-NEXT: //         return
