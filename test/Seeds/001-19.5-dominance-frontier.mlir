// RUN: sed -n 's|^// GRAPH: ||p' %s > %t.cfg && %ssa-opt -print-dominance-frontier -print-domtree %t.cfg -o /dev/null | filecheck %s

/// Seed 001 (Appel ch. 19), Image 19.5a: "Node 5 dominates all the nodes in
/// the grey area", and its dominance frontier "includes the nodes (4, 5, 12,
/// 13) that are targets of edges crossing from the region dominated by 5 ...
/// to the region not strictly dominated by 5"; a path from the root node 1
/// to 12 avoids 5 (Image 19.5b). The figure is not in the text: the graph is
/// the book's (nodes 1-13), which agrees with every sentence; 5 dominates
/// 6, 7 and 8, and 5 is in its own frontier (the loop 8 -> 5).
// GRAPH: 1 -> 2, 5, 9
// GRAPH: 2 -> 3
// GRAPH: 3 -> 3, 4
// GRAPH: 4 -> 13
// GRAPH: 5 -> 6, 7
// GRAPH: 6 -> 4, 8
// GRAPH: 7 -> 8, 12
// GRAPH: 8 -> 5, 13
// GRAPH: 9 -> 10, 11
// GRAPH: 10 -> 12
// GRAPH: 11 -> 12
// GRAPH: 12 -> 13
// GRAPH: 13
// CHECK-LABEL: // -----// Dominance frontiers of func.func @cfg //----- //
// CHECK:       // DF(^5) = {^4, ^5, ^12, ^13}
// CHECK-LABEL: // -----// Dominator tree of func.func @cfg //----- //
// CHECK:       //   ^5 (level 1, preorder 4..7)
// CHECK-NEXT:  //     ^6 (level 2, preorder 5..5)
// CHECK-NEXT:  //     ^7 (level 2, preorder 6..6)
// CHECK-NEXT:  //     ^8 (level 2, preorder 7..7)
// CHECK-NEXT:  //   ^9 (level 1, preorder 8..10)
