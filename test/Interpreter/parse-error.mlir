// RUN: not %ssa-run %s 2>&1 | filecheck %s
// RUN: %ssa-run %s 2>/dev/null || test $? -eq 1

/// Input errors are printed as ssa-opt prints them, with exit status 1.
// CHECK: parse-error.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error:
func.func @f() -> i32 {
  %c = arith.constant 1 : i32
  return %d : i32
}
