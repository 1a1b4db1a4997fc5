// RUN: %ssa-run %s 170141183460469231731687303715884105727 -18446744073709551616 | filecheck %s
// RUN: %ssa-run %s -7 2 | filecheck %s --check-prefix=SMALL
// RUN: not %ssa-run %s 1 0 2>&1 | filecheck %s --check-prefix=ZERO

/// The interpreter computes at every width: i128 arguments and results,
/// wrap-around at 2^128, division, shifts across 64 bits, extension,
/// truncation and the float conversions (every value is the one
/// `mlir-opt -sccp` folds to when the arguments are constants).
// CHECK:      {{^}}-170141183460469231731687303715884105728 : i128{{$}}
// CHECK-NEXT: {{^}}-9223372036854775807 : i128{{$}}
// CHECK-NEXT: {{^}}-1 : i128{{$}}
// CHECK-NEXT: {{^}}-1 : i64{{$}}
// CHECK-NEXT: {{^}}-18446744073709551616 : i200{{$}}
// CHECK-NEXT: {{^}}1.7014118346046923E+38 : f64{{$}}
// CHECK-NEXT: {{^}}true : i1{{$}}
// CHECK-NEXT: {{^}}-9223372036854775808 : i128{{$}}
// SMALL:      {{^}}-6 : i128{{$}}
// SMALL-NEXT: {{^}}-3 : i128{{$}}
// SMALL-NEXT: {{^}}0 : i128{{$}}
// SMALL-NEXT: {{^}}0 : i64{{$}}
// SMALL-NEXT: {{^}}2 : i200{{$}}
// SMALL-NEXT: {{^}}-7.000000e+00 : f64{{$}}
// SMALL-NEXT: {{^}}false : i1{{$}}
// SMALL-NEXT: {{^}}-4 : i128{{$}}
// ZERO: error: undefined behaviour: {{.*}}division by zero
func.func @main(%a: i128, %b: i128) -> (i128, i128, i128, i64, i200, f64, i1, i128) {
  %one = arith.constant 1 : i128
  %c64 = arith.constant 64 : i128
  %0 = arith.addi %a, %one : i128
  %1 = arith.divsi %a, %b : i128
  %2 = arith.shrsi %b, %c64 : i128
  %3 = arith.trunci %2 : i128 to i64
  %4 = arith.extsi %b : i128 to i200
  %5 = arith.sitofp %a : i128 to f64
  %6 = arith.cmpi ugt, %b, %a : i128
  %7 = arith.floordivsi %a, %b : i128
  return %0, %1, %2, %3, %4, %5, %6, %7 : i128, i128, i128, i64, i200, f64, i1, i128
}
