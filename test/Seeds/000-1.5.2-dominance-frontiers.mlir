// RUN: sed -n 's|^// GRAPH: ||p' %s > %t.cfg && %ssa-opt -print-dominators %t.cfg -o /dev/null | filecheck %s

/// Seed 000, §1.5.2: the test's assertion assertDfEqual(cfg_real, {'A': [],
/// 'B': ['B'], 'C': ['F'], 'D': ['E'], 'E': ['F'], 'F': ['B']}). The graph is
/// not in the text; this one has exactly those frontiers (E must be reached
/// from both D and B, F from C and E, and F closes a loop to B).
// GRAPH: {'A': ['B'], 'B': ['C', 'D', 'E'], 'C': ['F'], 'D': ['E'], 'E': ['F'], 'F': ['B']}
// CHECK-LABEL: // -----// Dominators of func.func @cfg //----- //
// CHECK-NEXT: // A ->
// CHECK-NEXT: //     predecessors                = []
// CHECK-NEXT: //     successors                  = [B]
// CHECK-NEXT: //     dominators                  = [A]
// CHECK-NEXT: //     strict dominators           = []
// CHECK-NEXT: //     dominatees                  = [A,B,C,D,E,F]
// CHECK-NEXT: //     dominance frontier          = []
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = none
// CHECK-NEXT: //     immediate dominatees        = [B]
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         goto B
// CHECK-NEXT: // B ->
// CHECK-NEXT: //     predecessors                = [A,F]
// CHECK-NEXT: //     successors                  = [C,D,E]
// CHECK-NEXT: //     dominators                  = [A,B]
// CHECK-NEXT: //     strict dominators           = [A]
// CHECK-NEXT: //     dominatees                  = [B,C,D,E,F]
// CHECK-NEXT: //     dominance frontier          = [B]
// CHECK-NEXT: //     inverse dominance frontier  = [B,F]
// CHECK-NEXT: //     immediate dominator         = A
// CHECK-NEXT: //     immediate dominatees        = [C,D,E,F]
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         switch s: default goto C, 0 goto D, 1 goto E
// CHECK-NEXT: // C ->
// CHECK-NEXT: //     predecessors                = [B]
// CHECK-NEXT: //     successors                  = [F]
// CHECK-NEXT: //     dominators                  = [A,B,C]
// CHECK-NEXT: //     strict dominators           = [A,B]
// CHECK-NEXT: //     dominatees                  = [C]
// CHECK-NEXT: //     dominance frontier          = [F]
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = B
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         goto F
// CHECK-NEXT: // D ->
// CHECK-NEXT: //     predecessors                = [B]
// CHECK-NEXT: //     successors                  = [E]
// CHECK-NEXT: //     dominators                  = [A,B,D]
// CHECK-NEXT: //     strict dominators           = [A,B]
// CHECK-NEXT: //     dominatees                  = [D]
// CHECK-NEXT: //     dominance frontier          = [E]
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = B
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         goto E
// CHECK-NEXT: // E ->
// CHECK-NEXT: //     predecessors                = [B,D]
// CHECK-NEXT: //     successors                  = [F]
// CHECK-NEXT: //     dominators                  = [A,B,E]
// CHECK-NEXT: //     strict dominators           = [A,B]
// CHECK-NEXT: //     dominatees                  = [E]
// CHECK-NEXT: //     dominance frontier          = [F]
// CHECK-NEXT: //     inverse dominance frontier  = [D]
// CHECK-NEXT: //     immediate dominator         = B
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         goto F
// CHECK-NEXT: // F ->
// CHECK-NEXT: //     predecessors                = [C,E]
// CHECK-NEXT: //     successors                  = [B]
// CHECK-NEXT: //     dominators                  = [A,B,F]
// CHECK-NEXT: //     strict dominators           = [A,B]
// CHECK-NEXT: //     dominatees                  = [F]
// CHECK-NEXT: //     dominance frontier          = [B]
// CHECK-NEXT: //     inverse dominance frontier  = [C,E]
// CHECK-NEXT: //     immediate dominator         = B
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         goto B
