// RUN: %ssa-opt -print-domtree %s -o /dev/null | filecheck %s

/// The worklist example (seed seed-iterated-frontier): ^b3 and ^b4 hang
/// below ^b2; ^side and the join ^b5 below the entry. Children come in
/// layout order, and `a` dominates `b` iff b's preorder number lies in a's
/// interval.
// CHECK-LABEL: // -----// Dominator tree of func.func @iterated_frontier //----- //
// CHECK-NEXT:  // ^bb0 (level 0, preorder 0..5)
// CHECK-NEXT:  //   ^b2 (level 1, preorder 1..3)
// CHECK-NEXT:  //     ^b3 (level 2, preorder 2..2)
// CHECK-NEXT:  //     ^b4 (level 2, preorder 3..3)
// CHECK-NEXT:  //   ^side (level 1, preorder 4..4)
// CHECK-NEXT:  //   ^b5 (level 1, preorder 5..5)
// CHECK-NOT:   unreachable
func.func @iterated_frontier(%p: i1, %q: i1) -> i32 {
  %a = memref.alloca() : memref<i32>
  %c1 = arith.constant 1 : i32
  memref.store %c1, %a[] : memref<i32>
  cf.cond_br %p, ^b2, ^side
^b2:
  cf.cond_br %q, ^b3, ^b4
^b3:
  %c2 = arith.constant 2 : i32
  memref.store %c2, %a[] : memref<i32>
  cf.br ^b4
^b4:
  cf.br ^b5
^side:
  cf.br ^b5
^b5:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}

/// A loop nest: the inner header is dominated by the outer header, the
/// latch by the inner header; the exit by the outer header only.
// CHECK-LABEL: // -----// Dominator tree of func.func @nest //----- //
// CHECK-NEXT:  // ^bb0 (level 0, preorder 0..4)
// CHECK-NEXT:  //   ^outer (level 1, preorder 1..4)
// CHECK-NEXT:  //     ^inner (level 2, preorder 2..3)
// CHECK-NEXT:  //       ^latch (level 3, preorder 3..3)
// CHECK-NEXT:  //     ^exit (level 2, preorder 4..4)
func.func @nest(%p: i1, %q: i1) {
  cf.br ^outer
^outer:
  cf.cond_br %p, ^inner, ^exit
^inner:
  cf.cond_br %q, ^inner, ^latch
^latch:
  cf.br ^outer
^exit:
  return
}

/// Irreducible: the two loop entries are siblings under the entry.
/// Unreachable blocks are not in the tree; they are listed after it.
// CHECK-LABEL: // -----// Dominator tree of func.func @irreducible_and_unreachable //----- //
// CHECK-NEXT:  // ^bb0 (level 0, preorder 0..3)
// CHECK-NEXT:  //   ^a (level 1, preorder 1..1)
// CHECK-NEXT:  //   ^b (level 1, preorder 2..2)
// CHECK-NEXT:  //   ^exit (level 1, preorder 3..3)
// CHECK-NEXT:  // unreachable from the entry (not in the tree): ^dead, ^dead2
func.func @irreducible_and_unreachable(%p: i1, %q: i1) {
  cf.cond_br %p, ^a, ^b
^a:
  cf.cond_br %q, ^b, ^exit
^b:
  cf.cond_br %q, ^a, ^exit
^exit:
  return
^dead:
  cf.br ^dead2
^dead2:
  cf.br ^a
}
