// RUN: not %ssa-run %s 2>&1 | filecheck %s

/// Returning poison is undefined behaviour: ssa-run never prints a poison
/// result. Here the poison comes from a shift by the width.
// CHECK: error: undefined behaviour: poison returned as result #1 in 'func.return'
func.func @f() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c32 = arith.constant 32 : i32
  %s = arith.shli %c1, %c32 : i32
  return %c1, %s : i32, i32
}
