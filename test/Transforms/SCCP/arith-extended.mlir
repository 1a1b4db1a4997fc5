// RUN: %ssa-opt -sccp %s | filecheck %s

/// The arith ops of two results fold both results when both operands are
/// constant, to the values `mlir-opt -sccp` (MLIR 22) folds to: the carry
/// of -1 + 2, both halves of -1 * 2 signed and unsigned, of INT_MIN^2 in
/// i64, of i1 and of i128. A result equal to a constant of the function is
/// replaced by it (%m1, %o).
// CHECK-LABEL: func.func @fold() -> (i32, i1, i32, i32, i32, i32, i64, i64, i1, i1, i128, i128) {
// CHECK-NEXT:    %m1 = arith.constant -1 : i32
// CHECK-NEXT:    %c2 = arith.constant 2 : i32
// CHECK-NEXT:    %s = arith.constant 1 : i32
// CHECK-NEXT:    %o = arith.constant true
// CHECK-NEXT:    %l = arith.constant -2 : i32
// CHECK-NEXT:    %min = arith.constant -9223372036854775808 : i64
// CHECK-NEXT:    %ml = arith.constant 0 : i64
// CHECK-NEXT:    %mh = arith.constant 4611686018427387904 : i64
// CHECK-NEXT:    %bs = arith.constant false
// CHECK-NEXT:    %w = arith.constant -3 : i128
// CHECK-NEXT:    %w2 = arith.constant 2 : i128
// CHECK-NEXT:    %wl = arith.constant -6 : i128
// CHECK-NEXT:    %wh = arith.constant -1 : i128
// CHECK-NEXT:    return %s, %o, %l, %m1, %l, %s, %ml, %mh, %bs, %o, %wl, %wh : i32, i1, i32, i32, i32, i32, i64, i64, i1, i1, i128, i128
func.func @fold() -> (i32, i1, i32, i32, i32, i32, i64, i64, i1, i1, i128, i128) {
  %m1 = arith.constant -1 : i32
  %c2 = arith.constant 2 : i32
  %s, %o = arith.addui_extended %m1, %c2 : i32, i1
  %l, %h = arith.mulsi_extended %m1, %c2 : i32
  %ul, %uh = arith.mului_extended %m1, %c2 : i32
  %min = arith.constant -9223372036854775808 : i64
  %ml, %mh = arith.mulsi_extended %min, %min : i64
  %t = arith.constant true
  %bs, %bo = arith.addui_extended %t, %t : i1, i1
  %w = arith.constant -3 : i128
  %w2 = arith.constant 2 : i128
  %wl, %wh = arith.mulsi_extended %w, %w2 : i128
  return %s, %o, %l, %h, %ul, %uh, %ml, %mh, %bs, %bo, %wl, %wh : i32, i1, i32, i32, i32, i32, i64, i64, i1, i1, i128, i128
}

/// Constants that reach the op through a block argument fold too; an
/// operand that is not constant leaves both results alone.
// CHECK-LABEL: func.func @flow(%x: i32, %c: i1) -> (i32, i32, i1) {
// CHECK:         %h = arith.constant 1 : i32
// CHECK:       ^bb1:
// CHECK-NEXT:    %s, %o = arith.addui_extended %x, %c3 : i32, i1
// CHECK-NEXT:    return %h, %s, %o : i32, i32, i1
func.func @flow(%x: i32, %c: i1) -> (i32, i32, i1) {
  %c3 = arith.constant 3 : i32
  %big = arith.constant 2147483648 : i32
  cf.cond_br %c, ^bb1(%big : i32), ^bb1(%big : i32)
^bb1(%v: i32):
  %l, %h = arith.mului_extended %v, %c3 : i32
  %s, %o = arith.addui_extended %x, %c3 : i32, i1
  return %h, %s, %o : i32, i32, i1
}
