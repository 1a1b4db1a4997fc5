// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt --mlir-print-op-generic %s | %ssa-opt | filecheck %s
// RUN: %ssa-opt --split-input-file --verify-diagnostics %S/Inputs/wide-integer-errors.mlir

/// Integer types of every width MLIR allows (up to 2^24 - 1 bits), signed
/// and unsigned forms included, and constants of any width, printed as
/// `mlir-opt` (MLIR 22) prints them: signed decimal, hex and values above
/// the signed range read as bit patterns (`0xFF...` and 2^128 - 1 are -1).
// CHECK-LABEL: func.func @constants() -> (i128, i128, i65, i128, i1000, i128, i16777215, index) {
// CHECK-NEXT:    %a = arith.constant 170141183460469231731687303715884105727 : i128
// CHECK-NEXT:    %b = arith.constant -1 : i128
// CHECK-NEXT:    %c = arith.constant -1 : i65
// CHECK-NEXT:    %d = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT:    %e = arith.constant 12345678901234567890123456789 : i1000
// CHECK-NEXT:    %f = arith.constant -1 : i128
// CHECK-NEXT:    %g = arith.constant 1 : i16777215
// CHECK-NEXT:    %h = arith.constant -9223372036854775808 : index
func.func @constants() -> (i128, i128, i65, i128, i1000, i128, i16777215, index) {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant -1 : i128
  %c = arith.constant 0x1FFFFFFFFFFFFFFFF : i65
  %d = arith.constant -170141183460469231731687303715884105728 : i128
  %e = arith.constant 12345678901234567890123456789 : i1000
  %f = arith.constant 340282366920938463463374607431768211455 : i128
  %g = arith.constant 1 : i16777215
  %h = arith.constant -9223372036854775808 : index
  return %a, %b, %c, %d, %e, %f, %g, %h : i128, i128, i65, i128, i1000, i128, i16777215, index
}

/// Signed and unsigned wide types flow through block arguments and opaque ops.
// CHECK-LABEL: func.func @types(%x: si200, %y: ui65) -> (ui65, si200) {
// CHECK-NEXT:    %0 = "test.id"(%x) : (si200) -> si200
// CHECK-NEXT:    return %y, %0 : ui65, si200
func.func @types(%x: si200, %y: ui65) -> (ui65, si200) {
  %0 = "test.id"(%x) : (si200) -> si200
  return %y, %0 : ui65, si200
}
