// RUN: %ssa-opt -split-critical-edges %s | filecheck %s
// RUN: %ssa-opt -split-critical-edges --stats %s -o /dev/null 2>&1 | filecheck %s --check-prefix=STATS
// RUN: %ssa-opt -split-critical-edges %s | %ssa-opt -split-critical-edges --stats -o /dev/null 2>&1 | filecheck %s --check-prefix=AGAIN --allow-empty

// The shared example (test/Parser/examples/ssa-critical-edge.mlir): ^entry has two
// successors and ^join two predecessors, so the edge ^entry -> ^join is
// critical. split-critical-edges inserts one new block on it (and on no other
// edge), which forwards the block argument: afterwards every edge into ^join
// comes from a block with a single successor.

/// Exactly one new block, right after its source, taking over the operand.
// CHECK-LABEL: func.func @critical_edge
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %p, ^then, ^split_bb0_join
// CHECK-NEXT:  ^split_bb0_join:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^join(%v : i32)
// CHECK-NEXT:  ^then:  // pred: ^bb0
// CHECK-NEXT:    %w = arith.addi %v, %c1 : i32
// CHECK-NEXT:    cf.br ^join(%w : i32)
// CHECK-NEXT:  ^join(%r: i32):  // 2 preds: ^split_bb0_join, ^then
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

// STATS:      'split-critical-edges'
// STATS-NEXT:        1 edges split
// STATS-NEXT:        1   in @critical_edge

/// Splitting is idempotent: the output has no critical edge left.
// AGAIN-NOT: edges split
