// RUN: %ssa-run %s true 5 | filecheck %s --check-prefix=THEN
// RUN: %ssa-run %s false 5 | filecheck %s --check-prefix=DIRECT
// RUN: %ssa-opt -mem2reg %s | %ssa-run - true 5 | filecheck %s --check-prefix=THEN
// RUN: %ssa-opt -mem2reg %s | %ssa-run - false 5 | filecheck %s --check-prefix=DIRECT

/// ssa-critical-edge.mlir: the then-branch passes v + 1, the critical edge v.
// THEN: {{^}}6 : i32{{$}}
// DIRECT: {{^}}5 : i32{{$}}
func.func @critical_edge(%p: i1, %v: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %p, ^then, ^join(%v : i32)
^then:
  %w = arith.addi %v, %c1 : i32
  cf.br ^join(%w : i32)
^join(%r: i32):
  return %r : i32
}
