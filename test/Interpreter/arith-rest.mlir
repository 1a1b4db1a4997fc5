// RUN: %ssa-run %s -7 2 | filecheck %s
// RUN: %ssa-run %s 7 -2 | filecheck %s --check-prefix=NEG
// RUN: not %ssa-run %s 7 0 2>&1 | filecheck %s --check-prefix=ZERO
// RUN: not %ssa-run %s -2147483648 -1 2>&1 | filecheck %s --check-prefix=OVERFLOW

/// Rounded divisions and unsigned conversions, run by the interpreter.
// CHECK: {{^}}-3 : i32{{$}}
// CHECK-NEXT: {{^}}-4 : i32{{$}}
// CHECK-NEXT: {{^}}2147483645 : i32{{$}}
// CHECK-NEXT: {{^}}4.2949673E+9 : f32{{$}}
// CHECK-NEXT: {{^}}-7.000000e+00 : f64{{$}}
// NEG: {{^}}-3 : i32{{$}}
// NEG-NEXT: {{^}}-4 : i32{{$}}
// NEG-NEXT: {{^}}1 : i32{{$}}

/// Division by zero and INT_MIN / -1 are undefined behaviour, at the op.
// ZERO: arith-rest.mlir:[[# @LINE + 3]]:8: error: undefined behaviour: division by zero in 'arith.ceildivsi'
// OVERFLOW: error: undefined behaviour: signed division overflow (INT_MIN / -1) in 'arith.ceildivsi'
func.func @main(%a: i32, %b: i32) -> (i32, i32, i32, f32, f64) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.ceildivui %a, %b : i32
  %3 = arith.uitofp %a : i32 to f32
  %s = arith.sitofp %a : i32 to f32
  %4 = arith.extf %s : f32 to f64
  return %0, %1, %2, %3, %4 : i32, i32, i32, f32, f64
}
