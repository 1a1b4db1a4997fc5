// RUN: %ssa-opt --split-input-file %s | filecheck %s
// RUN: not %ssa-opt %s 2>&1 | filecheck %s --check-prefix=JOINED

/// A named module with attributes keeps them; a bare list of ops is one
/// implicit module; with --split-input-file each chunk is its own module
/// and the printed chunks are joined with the split marker line.
// CHECK: module @m attributes {test.flag} {
// CHECK-NEXT: func.func @f() {
// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @g() {
/// Without the flag, text after the explicit module is an error.
// JOINED: module.mlir:[[@LINE+9]]:1: error: unexpected 'func.func' after the end of the module
module @m attributes {test.flag} {
  func.func @f() {
    return
  }
}

// -----

func.func @g() {
  return
}
