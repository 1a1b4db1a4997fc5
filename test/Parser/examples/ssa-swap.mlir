// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Round trip of the worked example ssa-swap.mlir (this file): printing keeps the
/// input's names and layout, and printing the print again changes nothing.

// The swap problem of SSA destruction (Briggs et al. 1998): the back edge
// passes (%b, %a) to ^loop(%a, %b), a parallel copy whose two moves read each
// other's destination. Sequential copies "a := b ; b := a" lose a value; a
// correct out-of-ssa sequentialises the parallel copy with a temporary (or an
// equivalent order). For n = 3 the function returns 20 (after three swaps of
// (10, 20) the pair is (20, 10), and %a is 20).
// CHECK-LABEL: func.func @swap(
// CHECK-SAME: %[[N:.*]]: i32) -> i32 {
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[C10:.*]] = arith.constant 10 : i32
// CHECK-NEXT: %[[C20:.*]] = arith.constant 20 : i32
// CHECK-NEXT: cf.br ^loop(%[[C10]], %[[C20]], %[[C0]] : i32, i32, i32)
// CHECK-NEXT: ^loop(%[[A:.*]]: i32, %[[B:.*]]: i32, %[[K:.*]]: i32):
// CHECK-NEXT: %[[K1:.*]] = arith.addi %[[K]], %[[C1]] : i32
// CHECK-NEXT: %[[MORE:.*]] = arith.cmpi slt, %[[K]], %[[N]] : i32
// CHECK-NEXT: cf.cond_br %[[MORE]], ^loop(%[[B]], %[[A]], %[[K1]] : i32, i32, i32), ^exit
// CHECK-NEXT: ^exit:
// CHECK-NEXT: return %[[A]] : i32
// CHECK-NEXT: }
func.func @swap(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.br ^loop(%c10, %c20, %c0 : i32, i32, i32)
^loop(%a: i32, %b: i32, %k: i32):
  %k1 = arith.addi %k, %c1 : i32
  %more = arith.cmpi slt, %k, %n : i32
  cf.cond_br %more, ^loop(%b, %a, %k1 : i32, i32, i32), ^exit
^exit:
  return %a : i32
}
