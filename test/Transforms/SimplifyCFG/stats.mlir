// RUN: %ssa-opt -simplify-cfg --stats %s -o /dev/null 2>&1 | filecheck %s

/// --stats: branches folded, unreachable blocks deleted, empty blocks
/// bypassed (and deleted), blocks merged into their predecessor. Here the
/// branch on false folds and ^dead is deleted; bypassing ^e2 and ^e3 makes
/// the second branch's edges identical, so it folds too, as soon as the
/// bypasses reach its block; ^e1 is then empty and bypassed as well, and
/// ^join merges into the entry. Sweeps repeat until one changes nothing:
/// all of this is the first sweep, and a second finds nothing left.
// CHECK: 'simplify-cfg'
// CHECK-NEXT:        1 blocks erased
// CHECK-NEXT:        1   in @f
// CHECK-NEXT:        1 blocks merged
// CHECK-NEXT:        1   in @f
// CHECK-NEXT:        2 branches folded
// CHECK-NEXT:        2   in @f
// CHECK-NEXT:        3 empty blocks bypassed
// CHECK-NEXT:        3   in @f
// CHECK-NEXT:        2 sweeps
// CHECK-NEXT:        2   in @f
func.func @f(%a: i32, %c: i1) -> i32 {
  %t = arith.constant false
  cf.cond_br %t, ^dead, ^e1
^dead:
  return %a : i32
^e1:
  cf.cond_br %c, ^e2, ^e3
^e2:
  cf.br ^join
^e3:
  cf.br ^join
^join:
  return %a : i32
}
