// RUN: %ssa-run %s 1.5 0.1 -7 | filecheck %s
// RUN: %ssa-run %s 0x3FFF8000000000000000000000000001 2.75 9007199254740993 | filecheck %s --check-prefix=HEX

/// Arguments, arithmetic and casts in `f128` and `f80`, each result
/// rounded once to its own type. A value that is not an `f64` prints in
/// hex (see `test/Parser/wide-floats.mlir`).
/// 1.5 + 1/3 in f128; 0.1 (the f64) squared in f80.
// CHECK: {{^}}0x3FFFD555555555555555555555555555 : f128{{$}}
// CHECK-NEXT: {{^}}0x3FF8A3D70A3D70A3DC29 : f80{{$}}
// CHECK-NEXT: {{^}}-7.000000e+00 : f128{{$}}
// CHECK-NEXT: {{^}}1.8333333333333333 : f64{{$}}
// CHECK-NEXT: {{^}}false : i1{{$}}
// CHECK-NEXT: {{^}}0 : i64{{$}}
// CHECK-NEXT: {{^}}0x3FFFEAAAAAAAAAAAAAAB : f80{{$}}
// CHECK-NEXT: {{^}}85056745605278522992167570534397465941 : i128{{$}}
/// A hex argument gives every bit: 1.5 + 2^-112 is above 1.5, and
/// 2^53 + 1 is exact in f128 (not in f64).
// HEX: {{^}}0x3FFFD555555555555555555555555556 : f128{{$}}
// HEX-NEXT: {{^}}7.562500e+00 : f80{{$}}
// HEX-NEXT: {{^}}0x40340000000000000800000000000000 : f128{{$}}
// HEX-NEXT: {{^}}1.8333333333333333 : f64{{$}}
// HEX-NEXT: {{^}}false : i1{{$}}
// HEX-NEXT: {{^}}2 : i64{{$}}
func.func @main(%a: f128, %b: f80, %n: i64) -> (f128, f80, f128, f64, i1, i64, f80, i128) {
  %one = arith.constant 1.0 : f128
  %three = arith.constant 3.0 : f128
  %third = arith.divf %one, %three : f128
  %0 = arith.addf %a, %third : f128
  %1 = arith.mulf %b, %b : f80
  %2 = arith.sitofp %n : i64 to f128
  %3 = arith.truncf %0 : f128 to f64
  %4 = arith.cmpf olt, %0, %a : f128
  %5 = arith.fptosi %b : f80 to i64
  %6 = arith.truncf %0 : f128 to f80
  %7 = arith.bitcast %third : f128 to i128
  return %0, %1, %2, %3, %4, %5, %6, %7 : f128, f80, f128, f64, i1, i64, f80, i128
}
