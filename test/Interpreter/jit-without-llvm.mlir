// UNSUPPORTED: llvm
// RUN: not %ssa-run --jit %s 2>&1 | filecheck %s
// RUN: not %ssa-smith --check --jit --count 1 2>&1 | filecheck %s --check-prefix=SMITH

/// Built without the `llvm` feature, --jit says what is missing.
// CHECK: ssa-run: error: --jit needs ssa-run built with the `llvm` feature
// SMITH: ssa-smith: error: --jit needs ssa-smith built with the `llvm` feature
func.func @f() {
  return
}
