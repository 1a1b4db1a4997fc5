// RUN: %ssa-run %s 100 27 | filecheck %s
// RUN: not %ssa-run %s 100 28 2>&1 | filecheck %s --check-prefix=NSW
// RUN: not %ssa-run %s 6 4 2>&1 | filecheck %s --check-prefix=EXACT

/// Flags make a result poison where their promise fails (issue 18, item 4):
/// 100 + 28 overflows i8, so the `nsw` sum is poison, and returning it is
/// undefined behaviour; the wrapping sum beside it is defined. 100 / 4 is
/// exact, 6 / 4 is not.
// CHECK: {{^}}127 : i8{{$}}
// CHECK-NEXT: {{^}}127 : i8{{$}}
// CHECK-NEXT: {{^}}25 : i8{{$}}
// NSW: error: undefined behaviour: poison returned as result #0 in 'func.return'
// EXACT: error: undefined behaviour: poison returned as result #2 in 'func.return'
func.func @main(%a: i8, %b: i8) -> (i8, i8, i8) {
  %0 = arith.addi %a, %b overflow<nsw> : i8
  %1 = arith.addi %a, %b : i8
  %c4 = arith.constant 4 : i8
  %2 = arith.divui %a, %c4 exact : i8
  return %0, %1, %2 : i8, i8, i8
}
