// RUN: %ssa-opt -out-of-ssa %s | filecheck %s
// RUN: %ssa-opt -out-of-ssa --stats %s -o /dev/null 2>&1 | filecheck %s --check-prefix=STATS

// A critical edge (test/Parser/examples/ssa-critical-edge.mlir): ^entry has two
// successors and ^join two predecessors, so the edge ^entry -> ^join is
// critical.

/// Exactly one new block, on the critical edge, holding that edge's copy;
/// the other copy goes at the end of ^then (one successor).
// CHECK-LABEL: func.func @critical_edge(%p: i1, %v: i32) -> i32 {
// CHECK-NEXT:    %r.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %p, ^then, ^split_bb0_join
// CHECK-NEXT:  ^split_bb0_join:  // pred: ^bb0
// CHECK-NEXT:    memref.store %v, %r.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^join
// CHECK-NEXT:  ^then:  // pred: ^bb0
// CHECK-NEXT:    %w = arith.addi %v, %c1 : i32
// CHECK-NEXT:    memref.store %w, %r.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^join
// CHECK-NEXT:  ^join:  // 2 preds: ^split_bb0_join, ^then
// CHECK-NEXT:    %r = memref.load %r.addr[] : memref<i32>
// CHECK-NEXT:    return %r : i32
// CHECK-NEXT:  }
// CHECK-NOT:   ^split
func.func @critical_edge(%p: i1, %v: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %p, ^then, ^join(%v : i32)
^then:
  %w = arith.addi %v, %c1 : i32
  cf.br ^join(%w : i32)
^join(%r: i32):
  return %r : i32
}

// STATS:      'out-of-ssa'
// STATS:             1 edges split
