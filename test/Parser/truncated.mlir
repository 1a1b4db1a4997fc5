// RUN: not %ssa-opt %s 2>&1 | filecheck %s
// RUN: head -c -6 %s | not %ssa-opt 2>&1 | filecheck %s --check-prefix=MID

/// Truncated input: an unclosed body is reported at the end of the file,
/// and input cut in the middle of an op is reported where its last token
/// ends (as MLIR does).
// CHECK: truncated.mlir:[[@LINE+4]]:1: error: unexpected end of input: expected '}'
// MID: <stdin>:[[@LINE+2]]:25: error: expected ':', found end of input
func.func @cut(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
