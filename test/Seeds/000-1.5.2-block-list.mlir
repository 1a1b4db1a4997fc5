// RUN: sed -n 's|^// GRAPH: ||p' %s > %t.cfg && %ssa-opt -print-cfg %t.cfg -o /dev/null | filecheck %s

/// Seed 000, §1.5.2: the expected block list of assertBasicBlockListEqual,
/// built by build_blocks_arb(block_links={'A': ['B'], 'B': ['A']}): two
/// blocks, each the other's only successor and predecessor. The first block
/// has a predecessor, so the CFG is entered from a hidden root, which is not
/// shown (A has no immediate dominator among the shown blocks: `-`).
// GRAPH: block_links={'A': ['B'], 'B': ['A']}
// CHECK-LABEL: // -----// CFG of func.func @cfg //----- //
// CHECK-NEXT:  // block  preds  succs  idom  dominance frontier
// CHECK-NEXT:  // ^A     ^B     ^B     -     {^A}
// CHECK-NEXT:  // ^B     ^A     ^A     ^A    {^A}
// CHECK-NOT:   // ^
