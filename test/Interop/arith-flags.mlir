// REQUIRES: mlir-opt
// RUN: %ssa-opt --mlir-print-op-generic %s | %mlir-opt | filecheck %s
// RUN: %mlir-opt --mlir-print-op-generic %s | %ssa-opt - | filecheck %s
// RUN: %ssa-opt %s | %mlir-opt | filecheck %s

/// Flags and branch weights travel both ways between ssa-opt and mlir-opt
/// 22, in the generic and in the custom form.
// CHECK-LABEL: func.func @flags(
// CHECK:         arith.addi %{{.*}}, %{{.*}} overflow<nsw, nuw> : i32
// CHECK:         arith.shli %{{.*}}, %{{.*}} overflow<nuw> : i32
// CHECK:         arith.divui %{{.*}}, %{{.*}} exact : i32
// CHECK:         arith.shrsi %{{.*}}, %{{.*}} exact : i32
// CHECK:         arith.mulf %{{.*}}, %{{.*}} fastmath<nnan,contract> : f64
// CHECK:         arith.negf %{{.*}} fastmath<fast> : f64
// CHECK:         cf.cond_br %{{.*}} weights([1, 99]), ^bb1, ^bb2
func.func @flags(%a: i32, %b: i32, %x: f64, %c: i1) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.shli %0, %b overflow<nuw> : i32
  %2 = arith.divui %1, %b exact : i32
  %3 = arith.shrsi %2, %b exact : i32
  %4 = arith.mulf %x, %x fastmath<nnan, contract> : f64
  %5 = arith.negf %4 fastmath<fast> : f64
  cf.cond_br %c weights([1, 99]), ^bb1, ^bb2
^bb1:
  return %3 : i32
^bb2:
  return %a : i32
}
