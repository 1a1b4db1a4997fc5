// REQUIRES: llvm
// RUN: %ssa-translate --mlir-to-llvmir %s | filecheck %s
// RUN: not %ssa-run --jit %s 1 2 2>&1 | filecheck %s --check-prefix=JIT

/// Integers wider than 64 bits are LLVM's `iN` of the same width, with
/// their constants exact in every bit; a switch on one compares with its
/// case values sign-extended. The JIT refuses them (their division needs
/// compiler-rt, which it cannot resolve).
// CHECK-LABEL: define i128 @wide(i128 %a, i65 %b)
// CHECK: add i128 %a, 170141183460469231731687303715884105727
// CHECK: sdiv i128 %{{.*}}, -18446744073709551616
// CHECK: sext i65 %b to i128
// CHECK: switch i128 %{{.*}}, label %{{.*}} [
// CHECK-NEXT: i128 -1, label
// CHECK-NEXT: i128 7, label
// JIT: error: the JIT does not run 'i128'
func.func @wide(%a: i128, %b: i65) -> i128 {
  %max = arith.constant 170141183460469231731687303715884105727 : i128
  %min64 = arith.constant -18446744073709551616 : i128
  %0 = arith.addi %a, %max : i128
  %1 = arith.divsi %0, %min64 : i128
  %2 = arith.extsi %b : i65 to i128
  %3 = arith.addi %1, %2 : i128
  cf.switch %3 : i128, [
    default: ^bb1(%3 : i128),
    -1: ^bb1(%a : i128),
    7: ^bb1(%max : i128)
  ]
^bb1(%r: i128):
  return %r : i128
}
