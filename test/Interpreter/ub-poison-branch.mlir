// RUN: not %ssa-run %s 2>&1 | filecheck %s

/// A branch on ub.poison is undefined behaviour.
// CHECK: ub-poison-branch.mlir:[[# @LINE + 5]]:3: error: undefined behaviour: branch on a poison condition in 'cf.cond_br'
// CHECK-NEXT: {{^}}  cf.cond_br %u, ^a, ^b{{$}}
// CHECK-NEXT: {{^}}  ^{{$}}
func.func @f() -> i32 {
  %u = ub.poison : i1
  cf.cond_br %u, ^a, ^b
^a:
  %c0 = arith.constant 0 : i32
  return %c0 : i32
^b:
  %c1 = arith.constant 1 : i32
  return %c1 : i32
}
