// RUN: %ssa-opt -sccp %s | filecheck %s
// RUN: %ssa-opt -sccp -adce -verify-each %s | filecheck %s --check-prefix=ADCE

/// The pattern that crashed adce (a block argument whose only use is a
/// branch condition, removed while the branch still used it), met by
/// sccp: constant arguments that only feed conditions and loop edges are
/// replaced first, their branches folded, and only then removed.
// CHECK-LABEL: func.func @f(%a: i64) -> i64 {
// CHECK-NEXT:    %t = arith.constant true
// CHECK-NEXT:    %c1 = arith.constant 1 : i64
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    return %c1 : i64
// CHECK-NEXT:  }
// ADCE-LABEL: func.func @f(%a: i64) -> i64 {
// ADCE:         return %c1 : i64
func.func @f(%a: i64) -> i64 {
  %t = arith.constant true
  %c1 = arith.constant 1 : i64
  cf.cond_br %t, ^bb1(%t : i1), ^bb2(%t : i1)
^bb1(%c: i1):
  cf.cond_br %c, ^bb3(%c : i1), ^bb4
^bb2(%d: i1):
  cf.cond_br %d, ^bb3(%d : i1), ^bb4
^bb3(%e: i1):
  cf.cond_br %e, ^bb4, ^bb3(%e : i1)
^bb4:
  return %c1 : i64
}
