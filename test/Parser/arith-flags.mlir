// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -
// RUN: %ssa-opt --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC
// RUN: %ssa-opt --mlir-print-op-generic %s | %ssa-opt - | filecheck %s

/// `overflow<...>`, `exact` and `fastmath<...>` (issue 18, item 4), in the
/// custom form and as the generic form's properties, printed as `mlir-opt`
/// 22 prints them (checked against it, names aside): flags in its order,
/// `none` not at all; the generic form reads back to the same ops.
// CHECK-LABEL: func.func @flags(%a: i32, %b: i32, %x: f32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %a, %b overflow<nsw> : i32
// CHECK-NEXT:    %1 = arith.subi %a, %b overflow<nuw> : i32
// CHECK-NEXT:    %2 = arith.muli %a, %b overflow<nsw, nuw> : i32
// CHECK-NEXT:    %3 = arith.shli %a, %b : i32
// CHECK-NEXT:    %4 = arith.divsi %a, %b exact : i32
// CHECK-NEXT:    %5 = arith.divui %a, %b exact : i32
// CHECK-NEXT:    %6 = arith.shrsi %a, %b exact : i32
// CHECK-NEXT:    %7 = arith.shrui %a, %b exact : i32
// CHECK-NEXT:    %8 = arith.addf %x, %x fastmath<nnan,ninf> : f32
// CHECK-NEXT:    %9 = arith.mulf %x, %x fastmath<fast> : f32
// CHECK-NEXT:    %10 = arith.negf %x fastmath<nsz> : f32
// CHECK-NEXT:    %11 = arith.subf %x, %x : f32
// CHECK-NEXT:    %12 = arith.maximumf %x, %x fastmath<fast> : f32
// CHECK-NEXT:    return %0 : i32
// CHECK-LABEL: func.func @generic(%a: i32, %b: i32, %x: f64) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
// CHECK-NEXT:    %1 = arith.shli %a, %b : i32
// CHECK-NEXT:    %2 = arith.shrui %a, %b exact : i32
// CHECK-NEXT:    %3 = arith.divf %x, %x fastmath<contract> : f64
// CHECK-NEXT:    %4 = arith.remf %x, %x : f64
// CHECK-NEXT:    return %0 : i32
// CHECK-LABEL: func.func @poison() -> i32 {
// CHECK-NEXT:    %p = ub.poison : i32
// CHECK-NEXT:    return %p : i32
// GENERIC: %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC: %1 = "arith.subi"(%a, %b) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// GENERIC: %2 = "arith.muli"(%a, %b) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC: %4 = "arith.divsi"(%a, %b) <{isExact}> : (i32, i32) -> i32
// GENERIC: %7 = "arith.shrui"(%a, %b) <{isExact}> : (i32, i32) -> i32
// GENERIC: %8 = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC: %10 = "arith.negf"(%x) <{fastmath = #arith.fastmath<nsz>}> : (f32) -> f32
// GENERIC: %11 = "arith.subf"(%x, %x) : (f32, f32) -> f32
// GENERIC: %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC: %2 = "arith.shrui"(%a, %b) <{isExact}> : (i32, i32) -> i32
// GENERIC: %3 = "arith.divf"(%x, %x) <{fastmath = #arith.fastmath<contract>}> : (f64, f64) -> f64
// GENERIC: %p = "ub.poison"() : () -> i32

func.func @flags(%a: i32, %b: i32, %x: f32) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.subi %a, %b overflow<nuw> : i32
  %2 = arith.muli %a, %b overflow<nuw, nsw> : i32
  %3 = arith.shli %a, %b overflow<none> : i32
  %4 = arith.divsi %a, %b exact : i32
  %5 = arith.divui %a, %b exact : i32
  %6 = arith.shrsi %a, %b exact : i32
  %7 = arith.shrui %a, %b exact : i32
  %8 = arith.addf %x, %x fastmath<nnan, ninf> : f32
  %9 = arith.mulf %x, %x fastmath<fast> : f32
  %10 = arith.negf %x fastmath<nsz> : f32
  %11 = arith.subf %x, %x fastmath<none> : f32
  %12 = arith.maximumf %x, %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  return %0 : i32
}

/// The generic form reads the same properties.
func.func @generic(%a: i32, %b: i32, %x: f64) -> i32 {
  %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %1 = "arith.shli"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %2 = "arith.shrui"(%a, %b) <{isExact}> : (i32, i32) -> i32
  %3 = "arith.divf"(%x, %x) <{fastmath = #arith.fastmath<contract>}> : (f64, f64) -> f64
  %4 = "arith.remf"(%x, %x) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
  return %0 : i32
}

/// `ub.poison`'s value spelled out (its only value) reads as the default.
func.func @poison() -> i32 {
  %p = ub.poison <#ub.poison> : i32
  return %p : i32
}
