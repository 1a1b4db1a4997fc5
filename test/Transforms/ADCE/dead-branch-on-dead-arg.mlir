// RUN: %ssa-opt -adce %s | filecheck %s
// RUN: %ssa-opt -adce %s | %ssa-opt -verify-each | filecheck %s

/// Found by the Python differential check (`if a == b > c: pass`): a block
/// argument whose only use is the condition of a dead `cf.cond_br`. The
/// dead branch lets go of its condition before the argument is removed
/// (removing %2 first left it used by the branch: a panic).
// CHECK-LABEL: func.func @f(%a: i64, %b: i64, %c: i64) {
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb4:
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @f(%a: i64, %b: i64, %c: i64) {
  %0 = arith.cmpi eq, %a, %b : i64
  cf.cond_br %0, ^bb1, ^bb2(%0 : i1)
^bb1:
  %1 = arith.cmpi sgt, %b, %c : i64
  cf.br ^bb2(%1 : i1)
^bb2(%2: i1):
  cf.cond_br %2, ^bb3, ^bb4
^bb3:
  cf.br ^bb4
^bb4:
  return
}
