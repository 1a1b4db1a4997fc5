// REQUIRES: llvm
// RUN: %ssa-translate --mlir-to-llvmir %s | filecheck %s
// RUN: %ssa-run --jit %s -1 2 | filecheck %s --check-prefix=NATIVE
// RUN: %ssa-run %s -1 2 | filecheck %s --check-prefix=NATIVE
// RUN: %ssa-run --jit %s -9223372036854775808 -9223372036854775808 | filecheck %s --check-prefix=MIN

/// The arith ops of two results lower as MLIR's ArithToLLVM lowers them:
/// `llvm.uadd.with.overflow`, and a multiply at twice the width whose low
/// and high halves are truncated out; natively they compute what the
/// interpreter computes.
// CHECK-LABEL: define { i64, i1, i64, i64, i64, i64 } @main(i64 %a, i64 %b)
// CHECK:         call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %a, i64 %b)
// CHECK:         sext i64 %a to i128
// CHECK:         sext i64 %b to i128
// CHECK:         mul i128
// CHECK:         lshr i128 %{{.*}}, 64
// CHECK:         zext i64 %a to i128
// NATIVE: {{^}}1 : i64{{$}}
// NATIVE-NEXT: {{^}}true : i1{{$}}
// NATIVE-NEXT: {{^}}-2 : i64{{$}}
// NATIVE-NEXT: {{^}}-1 : i64{{$}}
// NATIVE-NEXT: {{^}}-2 : i64{{$}}
// NATIVE-NEXT: {{^}}1 : i64{{$}}
// MIN: {{^}}0 : i64{{$}}
// MIN-NEXT: {{^}}true : i1{{$}}
// MIN-NEXT: {{^}}0 : i64{{$}}
// MIN-NEXT: {{^}}4611686018427387904 : i64{{$}}
// MIN-NEXT: {{^}}0 : i64{{$}}
// MIN-NEXT: {{^}}4611686018427387904 : i64{{$}}
func.func @main(%a: i64, %b: i64) -> (i64, i1, i64, i64, i64, i64) {
  %s, %o = arith.addui_extended %a, %b : i64, i1
  %l, %h = arith.mulsi_extended %a, %b : i64
  %ul, %uh = arith.mului_extended %a, %b : i64
  return %s, %o, %l, %h, %ul, %uh : i64, i1, i64, i64, i64, i64
}
