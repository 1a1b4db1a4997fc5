// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Round trip of the worked example ssa-critical-edge.mlir (this file): printing keeps the
/// input's names and layout, and printing the print again changes nothing.

// A critical edge: ^entry has two successors and ^join has two predecessors,
// so the edge ^entry -> ^join is critical. split-critical-edges inserts one new
// block on it (and on no other edge), which forwards the block argument:
// afterwards every edge into ^join comes from a block with a single successor.
// CHECK-LABEL: func.func @critical_edge(
// CHECK-SAME: %[[P:.*]]: i1, %[[V:.*]]: i32) -> i32 {
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %[[P]], ^then, ^join(%[[V]] : i32)
// CHECK-NEXT: ^then:
// CHECK-NEXT: %[[W:.*]] = arith.addi %[[V]], %[[C1]] : i32
// CHECK-NEXT: cf.br ^join(%[[W]] : i32)
// CHECK-NEXT: ^join(%[[R:.*]]: i32):
// CHECK-NEXT: return %[[R]] : i32
// CHECK-NEXT: }
func.func @critical_edge(%p: i1, %v: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %p, ^then, ^join(%v : i32)
^then:
  %w = arith.addi %v, %c1 : i32
  cf.br ^join(%w : i32)
^join(%r: i32):
  return %r : i32
}
