// RUN: sed -n 's|^// GRAPH: ||p' %s > %t.cfg && %ssa-opt -print-dominators %t.cfg -o /dev/null | filecheck %s

/// Seed 000, §1.5.1-1.5.2: the graph built from the test helper's dict
/// literal block_links={'A': ['B', 'C'], 'B': ['D'], 'C': ['D'], 'D': []},
/// given as is, and the test's assertion assertDominatorEqual(cfg_real,
/// {'A': ['B', 'C', 'D'], 'B': [], 'C': [], 'D': []}): the blocks each block
/// strictly dominates (its dominatees but itself).
// GRAPH: block_links={'A': ['B', 'C'], 'B': ['D'], 'C': ['D'], 'D': []}
// CHECK-LABEL: // -----// Dominators of func.func @cfg //----- //
// CHECK-NEXT: // A ->
// CHECK-NEXT: //     predecessors                = []
// CHECK-NEXT: //     successors                  = [B,C]
// CHECK-NEXT: //     dominators                  = [A]
// CHECK-NEXT: //     strict dominators           = []
// CHECK-NEXT: //     dominatees                  = [A,B,C,D]
// CHECK-NEXT: //     dominance frontier          = []
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = none
// CHECK-NEXT: //     immediate dominatees        = [B,C,D]
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         if c goto B else C
// CHECK-NEXT: // B ->
// CHECK-NEXT: //     predecessors                = [A]
// CHECK-NEXT: //     successors                  = [D]
// CHECK-NEXT: //     dominators                  = [A,B]
// CHECK-NEXT: //     strict dominators           = [A]
// CHECK-NEXT: //     dominatees                  = [B]
// CHECK-NEXT: //     dominance frontier          = [D]
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = A
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         goto D
// CHECK-NEXT: // C ->
// CHECK-NEXT: //     predecessors                = [A]
// CHECK-NEXT: //     successors                  = [D]
// CHECK-NEXT: //     dominators                  = [A,C]
// CHECK-NEXT: //     strict dominators           = [A]
// CHECK-NEXT: //     dominatees                  = [C]
// CHECK-NEXT: //     dominance frontier          = [D]
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = A
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         goto D
// CHECK-NEXT: // D ->
// CHECK-NEXT: //     predecessors                = [B,C]
// CHECK-NEXT: //     successors                  = []
// CHECK-NEXT: //     dominators                  = [A,D]
// CHECK-NEXT: //     strict dominators           = [A]
// CHECK-NEXT: //     dominatees                  = [D]
// CHECK-NEXT: //     dominance frontier          = []
// CHECK-NEXT: //     inverse dominance frontier  = [B,C]
// CHECK-NEXT: //     immediate dominator         = A
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         return
