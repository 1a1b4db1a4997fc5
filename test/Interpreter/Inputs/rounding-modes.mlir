// The program and expected results of rounding-modes.mlir (interpreter)
// and rounding-modes-jit.mlir (native code).

/// 0.1 lies between the f32s 0.099999994 and 0.1 (printed 1.000000e-01),
/// the nearer one above: downward and toward zero take the other. 0.1 / 2
/// lies between the f16s 0x2A66 and 0x2A67; the scale 3 is rounded down
/// to 2.
// CHECK: {{^}}1.000000e-01 : f32{{$}}
// CHECK-NEXT: {{^}}0.099999994 : f32{{$}}
// CHECK-NEXT: {{^}}1.000000e-01 : f32{{$}}
// CHECK-NEXT: {{^}}0.099999994 : f32{{$}}
// CHECK-NEXT: {{^}}1.000000e-01 : f32{{$}}
// CHECK-NEXT: {{^}}4.998780e-02 : f16{{$}}
// CHECK-NEXT: {{^}}5.001830e-02 : f16{{$}}
// CHECK-NEXT: {{^}}0.20000000298023224 : f64{{$}}
/// 1 + 2^-24 is the midpoint of 1 and the next f32: ties to even give 1,
/// ties away the one above. The f16 subnormal 0x0001 scales by 2^-24:
/// the quotient 2^24 + 1 overflows f16, to infinity or, toward zero, the
/// largest finite f16.
// TIE: {{^}}1.000000e+00 : f32{{$}}
// TIE-NEXT: {{^}}1.000000e+00 : f32{{$}}
// TIE-NEXT: {{^}}1.00000012 : f32{{$}}
// TIE-NEXT: {{^}}1.000000e+00 : f32{{$}}
// TIE-NEXT: {{^}}1.00000012 : f32{{$}}
// TIE-NEXT: {{^}}6.550400e+04 : f16{{$}}
// TIE-NEXT: {{^}}0x7C00 : f16{{$}}
// TIE-NEXT: {{^}}5.9604651880817983E-8 : f64{{$}}
func.func @main(%x: f64, %s: f16) -> (f32, f32, f32, f32, f32, f16, f16, f64) {
  %0 = arith.truncf %x : f64 to f32
  %1 = arith.truncf %x downward : f64 to f32
  %2 = arith.truncf %x upward : f64 to f32
  %3 = arith.truncf %x toward_zero : f64 to f32
  %4 = arith.truncf %x to_nearest_away : f64 to f32
  %5 = arith.scaling_truncf %x, %s toward_zero : f64, f16 to f16
  %6 = arith.scaling_truncf %x, %s upward : f64, f16 to f16
  %7 = arith.scaling_extf %4, %s : f32, f16 to f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f16, f16, f64
}
