// RUN: not %ssa-run %s 7 0 2>&1 | filecheck %s
// RUN: %ssa-run %s 7 0 2>/dev/null || test $? -eq 2
// RUN: not %ssa-run %s -2147483648 -1 2>&1 | filecheck %s --check-prefix=OVERFLOW
// RUN: %ssa-run %s 7 2 | filecheck %s --check-prefix=FINE

/// Division by zero is undefined behaviour, reported at the op, exit status 2.
// CHECK: ub-division-by-zero.mlir:[[# @LINE + 9]]:8: error: undefined behaviour: division by zero in 'arith.divsi'
// CHECK-NEXT: {{^}}  %q = arith.divsi %a, %b : i32{{$}}
// CHECK-NEXT: {{^}}       ^{{$}}

/// So is INT_MIN / -1.
// OVERFLOW: error: undefined behaviour: signed division overflow (INT_MIN / -1) in 'arith.divsi'

// FINE: {{^}}3 : i32{{$}}
func.func @f(%a: i32, %b: i32) -> i32 {
  %q = arith.divsi %a, %b : i32
  return %q : i32
}
