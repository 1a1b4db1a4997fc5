// RUN: %ssa-run %s 1.5 0.1 2049 | filecheck %s
// RUN: %ssa-run %s 65504.0 3.0 -7 | filecheck %s --check-prefix=BIG

/// Arguments, arithmetic and casts in `f16` and `bf16`, each result
/// rounded once to its own type.
// CHECK: {{^}}1.599610e+00 : f16{{$}}
// CHECK-NEXT: {{^}}1.000980e-02 : bf16{{$}}
// CHECK-NEXT: {{^}}1.59960938 : f32{{$}}
// CHECK-NEXT: {{^}}2.048000e+03 : f16{{$}}
// CHECK-NEXT: {{^}}true : i1{{$}}
/// 65504 + 3 rounds back to 65504 (the ulp there is 32).
// BIG: {{^}}6.550400e+04 : f16{{$}}
// BIG-NEXT: {{^}}9.000000e+00 : bf16{{$}}
// BIG-NEXT: {{^}}6.550400e+04 : f32{{$}}
// BIG-NEXT: {{^}}-7.000000e+00 : f16{{$}}
// BIG-NEXT: {{^}}true : i1{{$}}
func.func @main(%a: f16, %b: bf16, %n: i32) -> (f16, bf16, f32, f16, i1) {
  %wide = arith.extf %b : bf16 to f32
  %bh = arith.truncf %wide : f32 to f16
  %0 = arith.addf %a, %bh : f16
  %1 = arith.mulf %b, %b : bf16
  %2 = arith.extf %0 : f16 to f32
  %3 = arith.sitofp %n : i32 to f16
  %4 = arith.cmpf olt, %bh, %a : f16
  return %0, %1, %2, %3, %4 : f16, bf16, f32, f16, i1
}
