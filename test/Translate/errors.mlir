// REQUIRES: llvm
// RUN: not %ssa-translate --mlir-to-llvmir %s -o %t 2>&1 | filecheck %s
// RUN: not test -e %t
// RUN: not %ssa-translate %s 2>&1 | filecheck %s --check-prefix=NO-TRANSLATION

/// An opaque op cannot be lowered: the error names it, at its place, and
/// nothing is written to -o.
// CHECK: errors.mlir:[[# @LINE + 4]]:8: error: 'my.op' cannot be lowered to LLVM IR
// CHECK-NEXT: %r = "my.op"(%a) : (i32) -> i32
// NO-TRANSLATION: error: the following required arguments were not provided
func.func @f(%a: i32) -> i32 {
  %r = "my.op"(%a) : (i32) -> i32
  return %r : i32
}
