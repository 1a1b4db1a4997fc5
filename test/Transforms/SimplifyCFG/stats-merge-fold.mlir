// RUN: %ssa-opt -simplify-cfg --stats %s 2>&1 | filecheck %s

/// A merge that makes a condition constant: ^m merges into the entry, its
/// branch on the argument now branches on `true` and folds in the same
/// sweep, so ^x merges too. ^y is left unreachable by that fold: the
/// second sweep deletes it, and a third finds nothing left.
// CHECK-LABEL: func.func @g
// CHECK-NEXT:    %t = arith.constant true
// CHECK-NEXT:    return %a : i32
// CHECK-NEXT:  }
// CHECK: 'simplify-cfg'
// CHECK-NEXT:        1 blocks erased
// CHECK-NEXT:        1   in @g
// CHECK-NEXT:        2 blocks merged
// CHECK-NEXT:        2   in @g
// CHECK-NEXT:        1 branches folded
// CHECK-NEXT:        1   in @g
// CHECK-NEXT:        3 sweeps
// CHECK-NEXT:        3   in @g
func.func @g(%a: i32) -> i32 {
  %t = arith.constant true
  cf.br ^m(%t : i1)
^m(%c: i1):
  cf.cond_br %c, ^x, ^y
^x:
  return %a : i32
^y:
  %b = arith.addi %a, %a : i32
  return %b : i32
}
