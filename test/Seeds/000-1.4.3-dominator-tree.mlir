// RUN: sed -n 's|^// GRAPH: ||p' %s > %t.cfg && %ssa-opt -print-dominators %t.cfg -o /dev/null | filecheck %s

/// Seed 000, §1.4.3.2: the dominance relation B0: [B1, B2, B3], B1: [B2, B3],
/// B2: [], B3: [] gives the dominator tree B0 -> B1 -> {B2, B3} (B0 does not
/// keep B2 and B3 as its children). The figure is missing; the graph here is
/// the smallest one with that relation.
// GRAPH: B0 -> B1
// GRAPH: B1 -> B2, B3
// GRAPH: B2
// GRAPH: B3
// CHECK-LABEL: // -----// Dominators of func.func @cfg //----- //
// CHECK-NEXT: // B0 ->
// CHECK-NEXT: //     predecessors                = []
// CHECK-NEXT: //     successors                  = [B1]
// CHECK-NEXT: //     dominators                  = [B0]
// CHECK-NEXT: //     strict dominators           = []
// CHECK-NEXT: //     dominatees                  = [B0,B1,B2,B3]
// CHECK-NEXT: //     dominance frontier          = []
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = none
// CHECK-NEXT: //     immediate dominatees        = [B1]
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         goto B1
// CHECK-NEXT: // B1 ->
// CHECK-NEXT: //     predecessors                = [B0]
// CHECK-NEXT: //     successors                  = [B2,B3]
// CHECK-NEXT: //     dominators                  = [B0,B1]
// CHECK-NEXT: //     strict dominators           = [B0]
// CHECK-NEXT: //     dominatees                  = [B1,B2,B3]
// CHECK-NEXT: //     dominance frontier          = []
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = B0
// CHECK-NEXT: //     immediate dominatees        = [B2,B3]
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         if c goto B2 else B3
// CHECK-NEXT: // B2 ->
// CHECK-NEXT: //     predecessors                = [B1]
// CHECK-NEXT: //     successors                  = []
// CHECK-NEXT: //     dominators                  = [B0,B1,B2]
// CHECK-NEXT: //     strict dominators           = [B0,B1]
// CHECK-NEXT: //     dominatees                  = [B2]
// CHECK-NEXT: //     dominance frontier          = []
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = B1
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         return
// CHECK-NEXT: // B3 ->
// CHECK-NEXT: //     predecessors                = [B1]
// CHECK-NEXT: //     successors                  = []
// CHECK-NEXT: //     dominators                  = [B0,B1,B3]
// CHECK-NEXT: //     strict dominators           = [B0,B1]
// CHECK-NEXT: //     dominatees                  = [B3]
// CHECK-NEXT: //     dominance frontier          = []
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = B1
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         return
