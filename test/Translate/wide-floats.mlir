// REQUIRES: llvm
// RUN: %ssa-translate --mlir-to-llvmir %s | filecheck %s
// RUN: not %ssa-run --jit %s 2>&1 | filecheck %s --check-prefix=JIT
// RUN: not %ssa-translate --mlir-to-llvmir %S/Inputs/f80-rounding.mlir 2>&1 | filecheck %s --check-prefix=ERR

/// `f80` is LLVM's `x86_fp80` and `f128` its `fp128`; constants keep their
/// exact bits (LLVM's `0xK` and `0xL` hex: `fp128` prints its low 64 bits
/// first), casts are LLVM's, and a NaN result is fixed up to the
/// interpreter's bits (here the default NaN of each type).
// CHECK-LABEL: define { fp128, x86_fp80, double, i128, i1 } @wide(fp128 %a, x86_fp80 %b, i64 %n)
// CHECK: fadd fp128 %a, 0xL55555555555555553FFD555555555555
// CHECK: fp128 0xL00000000000000007FFF800000000000
// CHECK: fmul x86_fp80 %b, %b
// CHECK: x86_fp80 0xK7FFFC000000000000000
// CHECK: sitofp i64 %n to fp128
// CHECK: fpext x86_fp80 %{{.*}} to fp128
// CHECK: fptrunc fp128 %{{.*}} to double
// CHECK: bitcast fp128 %{{.*}} to i128
// CHECK: fcmp olt fp128
/// A directed rounding to `f80` (Inputs/f80-rounding.mlir) is refused:
/// the one-ulp step on the integer bits does not cross a binade there
/// (x87 stores its integer bit).
// ERR: error: a rounding mode other than to_nearest_even is not lowered for a truncf to 'f80'
/// The JIT refuses them: `fp128` arithmetic calls compiler-rt, and
/// neither fits the JIT's 64-bit argument words.
// JIT: the JIT does not run 'f128' (floats wider than 64 bits need compiler-rt's routines and do not fit its 64-bit words); run without --jit
func.func @wide(%a: f128, %b: f80, %n: i64) -> (f128, f80, f64, i128, i1) {
  %third = arith.constant 0x3FFD5555555555555555555555555555 : f128
  %0 = arith.addf %a, %third : f128
  %1 = arith.mulf %b, %b : f80
  %2 = arith.sitofp %n : i64 to f128
  %3 = arith.extf %1 : f80 to f128
  %4 = arith.addf %2, %3 : f128
  %5 = arith.truncf %4 : f128 to f64
  %6 = arith.bitcast %0 : f128 to i128
  %7 = arith.cmpf olt, %0, %4 : f128
  return %0, %1, %5, %6, %7 : f128, f80, f64, i128, i1
}

func.func @main() -> f128 {
  %c = arith.constant 1.5 : f128
  return %c : f128
}

