// RUN: printf 'A -> B\nB -> A, C\nC\n' > %t.cfg && %ssa-opt -print-cfg -print-domtree -print-dominance-frontier -print-liveness %t.cfg -o /dev/null | filecheck %s

/// A CFG without code whose first block has a predecessor (the loop B -> A)
/// is entered from a hidden root block. The older analysis printers leave
/// it out as the textbook printers do: no row of its own, not a predecessor
/// of A, not A's immediate dominator; the dominator tree starts at A.
// CHECK-LABEL: // -----// CFG of func.func @cfg //----- //
// CHECK-NEXT:  // block  preds  succs   idom  dominance frontier
// CHECK-NEXT:  // ^A     ^B     ^B      -     {^A}
// CHECK-NEXT:  // ^B     ^A     ^A, ^C  ^A    {^A}
// CHECK-NEXT:  // ^C     ^B     -       ^B    {}
// CHECK-LABEL: // -----// Dominator tree of func.func @cfg //----- //
// CHECK-NEXT:  // ^A (level 0, preorder 0..2)
// CHECK-NEXT:  //   ^B (level 1, preorder 1..2)
// CHECK-NEXT:  //     ^C (level 2, preorder 2..2)
// CHECK-LABEL: // -----// Dominance frontiers of func.func @cfg //----- //
// CHECK-NEXT:  // DF(^A) = {^A}
// CHECK-NEXT:  // DF(^B) = {^A}
// CHECK-NEXT:  // DF(^C) = {}
// CHECK-LABEL: // -----// Liveness of func.func @cfg //----- //
// CHECK-NEXT:  // slots: none
// CHECK-NEXT:  // SSA values (block arguments as phis: defined at the top of their block, operands passed on an edge used at the end of the predecessor):
// CHECK-NEXT:  // block  live-in  live-out
// CHECK-NEXT:  // ^A     {%c}     {%c}
// CHECK-NEXT:  // ^B     {%c}     {%c}
// CHECK-NEXT:  // ^C     {}       {}
