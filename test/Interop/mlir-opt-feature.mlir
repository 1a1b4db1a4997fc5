// REQUIRES: mlir-opt
// RUN: %mlir-opt %s | filecheck %s

/// The `mlir-opt` lit feature and the `%mlir-opt` substitution: where LLVM 22's
/// mlir-opt is installed it reads this file back in its own syntax; elsewhere
/// the test is reported ignored (unsupported).
// CHECK-LABEL: func.func @identity(
// CHECK-SAME: %[[X:.*]]: i32) -> i32
// CHECK-NEXT: return %[[X]] : i32
func.func @identity(%x: i32) -> i32 {
  func.return %x : i32
}
