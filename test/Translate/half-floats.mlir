// REQUIRES: llvm
// RUN: %ssa-translate --mlir-to-llvmir %s | filecheck %s

/// `f16` is LLVM's `half` and `bf16` its `bfloat`; constants keep their
/// exact bits.
// CHECK-LABEL: define { half, bfloat, float } @halves(half %a, bfloat %b)
// CHECK: fadd half %a,
// CHECK: fmul bfloat %b, %b
// CHECK: fpext half %{{.*}} to float
// CHECK: fptrunc float %{{.*}} to bfloat
func.func @halves(%a: f16, %b: bf16) -> (f16, bf16, f32) {
  %c = arith.constant 1.5 : f16
  %0 = arith.addf %a, %c : f16
  %1 = arith.mulf %b, %b : bf16
  %2 = arith.extf %0 : f16 to f32
  %3 = arith.truncf %2 : f32 to bf16
  %4 = arith.addf %1, %3 : bf16
  return %0, %4, %2 : f16, bf16, f32
}
