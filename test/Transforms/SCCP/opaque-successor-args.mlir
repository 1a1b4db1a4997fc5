// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt --mlir-print-op-generic %s | %ssa-opt - | filecheck %s
// RUN: %ssa-opt -sccp %s | filecheck %s --check-prefix=SCCP
// RUN: %ssa-opt --passes='sccp,dce,simplify-cfg,adce,gvn' %s | filecheck %s --check-prefix=PASSES

/// An unregistered terminator whose successors take arguments (issue 18,
/// item 4): in MLIR's generic form its operands are all its own (an op
/// outside the subset has no branch interface), so nobody knows what its
/// targets' arguments receive. It parses and prints as written, and sccp
/// takes those arguments to be overdefined, as `mlir-opt -sccp` does.
// CHECK-LABEL: func.func @opaque_branch(%a: i32, %b: i32) -> i32 {
// CHECK-NEXT:    %one = arith.constant 1 : i32
// CHECK-NEXT:    "foo.br"(%a, %b) [^bb1, ^bb2] : (i32, i32) -> ()
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb2(%one : i32)
// CHECK-NEXT:  ^bb2(%x: i32):
// CHECK-NEXT:    return %x : i32
// SCCP:        ^bb2(%x: i32):
// SCCP-NEXT:     return %x : i32
// PASSES:      "foo.br"
// PASSES:      ^bb2(%x: i32):
// PASSES-NEXT:   return %x : i32
func.func @opaque_branch(%a: i32, %b: i32) -> i32 {
  %one = arith.constant 1 : i32
  "foo.br"(%a, %b) [^bb1, ^bb2] : (i32, i32) -> ()
^bb1:
  cf.br ^bb2(%one : i32)
^bb2(%x: i32):
  return %x : i32
}
