// RUN: sed -n 's|^// GRAPH: ||p' %s > %t.cfg && %ssa-opt -print-dominators %t.cfg -o /dev/null | filecheck %s

/// Seed 000, §1.4.2.1: in the diamond B1 -> B2, B3 -> B4 (source B1), B1
/// dominates B2, B3 and B4; B2, B3 and B4 strictly dominate no block, so the
/// dominator tree is B1 with the three children B2, B3, B4. A CFG without
/// code (.cfg).
// GRAPH: B1 -> B2, B3
// GRAPH: B2 -> B4
// GRAPH: B3 -> B4
// GRAPH: B4
// CHECK-LABEL: // -----// Dominators of func.func @cfg //----- //
// CHECK-NEXT: // B1 ->
// CHECK-NEXT: //     predecessors                = []
// CHECK-NEXT: //     successors                  = [B2,B3]
// CHECK-NEXT: //     dominators                  = [B1]
// CHECK-NEXT: //     strict dominators           = []
// CHECK-NEXT: //     dominatees                  = [B1,B2,B3,B4]
// CHECK-NEXT: //     dominance frontier          = []
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = none
// CHECK-NEXT: //     immediate dominatees        = [B2,B3,B4]
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         if c goto B2 else B3
// CHECK-NEXT: // B2 ->
// CHECK-NEXT: //     predecessors                = [B1]
// CHECK-NEXT: //     successors                  = [B4]
// CHECK-NEXT: //     dominators                  = [B1,B2]
// CHECK-NEXT: //     strict dominators           = [B1]
// CHECK-NEXT: //     dominatees                  = [B2]
// CHECK-NEXT: //     dominance frontier          = [B4]
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = B1
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         goto B4
// CHECK-NEXT: // B3 ->
// CHECK-NEXT: //     predecessors                = [B1]
// CHECK-NEXT: //     successors                  = [B4]
// CHECK-NEXT: //     dominators                  = [B1,B3]
// CHECK-NEXT: //     strict dominators           = [B1]
// CHECK-NEXT: //     dominatees                  = [B3]
// CHECK-NEXT: //     dominance frontier          = [B4]
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = B1
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         goto B4
// CHECK-NEXT: // B4 ->
// CHECK-NEXT: //     predecessors                = [B2,B3]
// CHECK-NEXT: //     successors                  = []
// CHECK-NEXT: //     dominators                  = [B1,B4]
// CHECK-NEXT: //     strict dominators           = [B1]
// CHECK-NEXT: //     dominatees                  = [B4]
// CHECK-NEXT: //     dominance frontier          = []
// CHECK-NEXT: //     inverse dominance frontier  = [B2,B3]
// CHECK-NEXT: //     immediate dominator         = B1
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         return
