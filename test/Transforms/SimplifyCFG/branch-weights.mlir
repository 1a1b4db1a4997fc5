// RUN: %ssa-opt -simplify-cfg %s | filecheck %s

/// A `cf.cond_br` whose targets are bypassed keeps its weights (as MLIR's
/// canonicalizer does); one folded on a constant condition becomes a
/// `cf.br`, which has none.
// CHECK-LABEL: func.func @passthrough(
// CHECK: cf.cond_br %{{.*}} weights([30, 70]), ^{{.*}}, ^{{.*}}
func.func @passthrough(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c weights([30, 70]), ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb3:
  cf.br ^bb4
^bb2:
  return %a : i32
^bb4:
  return %b : i32
}

// CHECK-LABEL: func.func @folded(
// CHECK-NOT: weights
// CHECK: return
func.func @folded(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t weights([1, 2]), ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  return %b : i32
}
