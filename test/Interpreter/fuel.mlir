// RUN: not %ssa-run %s --fuel 1000 2>&1 | filecheck %s
// RUN: %ssa-run %s --fuel 1000 2>/dev/null || test $? -eq 2

/// --fuel bounds the number of ops executed: a loop that never ends stops
/// with a clear message at the op that would have run next.
// CHECK: fuel.mlir:[[# @LINE + 5]]:3: error: out of fuel: executed 1000 operations (raise the limit with --fuel)
func.func @spin() {
  cf.br ^loop
^loop:
  %c = arith.constant 1 : i32
  cf.br ^loop
}
