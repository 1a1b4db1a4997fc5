// REQUIRES: llvm-opt
// RUN: %ssa-translate --mlir-to-llvmir %s | %llvm-opt -passes=verify -S | filecheck %s

/// LLVM's verifier accepts the lowering of integers of any width up to
/// its limit, and its constants round-trip through `opt` unchanged.
// CHECK-LABEL: define i1000 @wide(i1000 %a)
// CHECK: add i1000 %a, -12345678901234567890123456789
func.func @wide(%a: i1000) -> i1000 {
  %c = arith.constant -12345678901234567890123456789 : i1000
  %0 = arith.addi %a, %c : i1000
  return %0 : i1000
}
