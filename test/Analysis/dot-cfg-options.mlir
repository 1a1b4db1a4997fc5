// RUN: %ssa-opt '-dot-cfg{domtree=false frontier=B3 phis=minimal}' %s -o /dev/null | filecheck %s
// RUN: %ssa-opt '-dot-cfg{frontier=nowhere}' %s -o /dev/null | filecheck %s --check-prefix=MISSING

/// The figures of seed 000 §1.7: no dominator tree, the frontier of B3 in
/// red (DF(B3) = {B4}), and the Φs minimal SSA places: a and x in B4.
// CHECK:      label = "CFG of func.func @figure (red: DF(B3))"
// CHECK:      3 [ label = "^B4:\l  Φ: a, x\l  return\l" ]
// CHECK-NOT:  style = dashed
// CHECK:      2 -> 3 [ style = bold, color = red, constraint = false, label = "DF"]
// CHECK-NOT:  ->
// CHECK:      }
// MISSING: // dot-cfg: no block named 'nowhere'
// MISSING: style = dashed
func.func @figure(%c: i1) {
  %a = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %c1 = arith.constant 1 : i32
  memref.store %c1, %a[] : memref<i32>
  cf.cond_br %c, ^B2, ^B3
^B2:
  %v = memref.load %a[] : memref<i32>
  memref.store %v, %x[] : memref<i32>
  cf.br ^B4
^B3:
  %c2 = arith.constant 2 : i32
  memref.store %c2, %a[] : memref<i32>
  cf.br ^B4
^B4:
  return
}
