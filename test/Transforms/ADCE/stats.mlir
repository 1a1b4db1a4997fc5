// RUN: %ssa-opt -adce --stats %s -o /dev/null 2>&1 | filecheck %s
// RUN: %ssa-opt -adce -simplify-cfg %s | filecheck %s --check-prefix=CLEAN

/// --stats: ops deleted, block arguments removed, dead branches turned into
/// cf.br, blocks deleted (unreachable before, or cut off after).
// CHECK: 'adce'
// CHECK-NEXT:        2 block arguments removed
// CHECK-NEXT:        2   in @sum_unused
// CHECK-NEXT:        1 blocks erased
// CHECK-NEXT:        1   in @sum_unused
// CHECK-NEXT:        1 branches removed
// CHECK-NEXT:        1   in @sum_unused
// CHECK-NEXT:        5 ops erased
// CHECK-NEXT:        5   in @sum_unused

/// With simplify-cfg after it, the dead loop leaves nothing behind.
// CLEAN-LABEL: func.func @sum_unused(%n: i32) -> i32 {
// CLEAN-NEXT:    return %n : i32
// CLEAN-NEXT:  }
func.func @sum_unused(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %s: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %s2 = arith.addi %s, %i : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^head(%i2, %s2 : i32, i32)
^exit:
  return %n : i32
}
