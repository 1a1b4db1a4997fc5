// RUN: %ssa-run %s 5 | filecheck %s --check-prefix=OK
// RUN: not %ssa-run %s 0 2>&1 | filecheck %s

/// A failing cf.assert stops the program with its message (its own error,
/// not undefined behaviour).
// OK: {{^}}5 : i32{{$}}
// CHECK: assert.mlir:[[# @LINE + 4]]:3: error: assertion failed: n must be positive
func.func @f(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %ok = arith.cmpi sgt, %n, %c0 : i32
  cf.assert %ok, "n must be positive"
  return %n : i32
}
