// RUN: %ssa-opt -sccp --stats %s -o /dev/null 2>&1 | filecheck %s

/// --stats: values replaced by constants, branches turned into cf.br,
/// blocks deleted, block arguments removed.
// CHECK: 'sccp'
// CHECK-NEXT:        1 block arguments removed
// CHECK-NEXT:        1   in @f
// CHECK-NEXT:        1 blocks removed
// CHECK-NEXT:        1   in @f
// CHECK-NEXT:        1 branches folded
// CHECK-NEXT:        1   in @f
// CHECK-NEXT:        3 values folded
// CHECK-NEXT:        3   in @f
func.func @f(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %sum = arith.addi %c1, %c2 : i32
  %big = arith.cmpi sgt, %sum, %c1 : i32
  cf.cond_br %big, ^yes(%sum : i32), ^no
^yes(%v: i32):
  %w = arith.muli %v, %a : i32
  return %w : i32
^no:
  return %a : i32
}
