// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.

/// Already in SSA form, no slots: mem2reg leaves the function unchanged.
// CHECK-LABEL: func.func @critical_edge(%p: i1, %v: i32) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %p, ^then, ^join(%v : i32)
// CHECK-NEXT: ^then:
// CHECK-NEXT: %w = arith.addi %v, %c1 : i32
// CHECK-NEXT: cf.br ^join(%w : i32)
// CHECK-NEXT: ^join(%r: i32):
// CHECK-NEXT: return %r : i32

// A critical edge: ^entry has two successors and ^join has two predecessors,
// so the edge ^entry -> ^join is critical. split-critical-edges inserts one new
// block on it (and on no other edge), which forwards the block argument:
// afterwards every edge into ^join comes from a block with a single successor.
func.func @critical_edge(%p: i1, %v: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %p, ^then, ^join(%v : i32)
^then:
  %w = arith.addi %v, %c1 : i32
  cf.br ^join(%w : i32)
^join(%r: i32):
  return %r : i32
}
