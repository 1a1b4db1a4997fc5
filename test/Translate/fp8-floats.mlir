// REQUIRES: llvm
// RUN: not %ssa-translate --mlir-to-llvmir %s 2>&1 | filecheck %s
// RUN: not %ssa-run --jit %s 1.5 2>&1 | filecheck %s

/// LLVM has no 8-bit float type: MLIR's ArithToLLVM stores `f8E5M2` and
/// `f8E4M3FN` as `i8` and leaves their arithmetic unconverted (so
/// `mlir-translate` fails on it); the lowering refuses them up front.
// CHECK: error: type 'f8E5M2' cannot be lowered to LLVM IR (LLVM has no 8-bit float type; MLIR's ArithToLLVM stores it as i8 and leaves its arithmetic unconverted)
func.func @main(%a: f8E5M2) -> f8E5M2 {
  %0 = arith.addf %a, %a : f8E5M2
  return %0 : f8E5M2
}
