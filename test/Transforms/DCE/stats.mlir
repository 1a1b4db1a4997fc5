// RUN: %ssa-opt -dce --stats %s -o /dev/null 2>&1 | filecheck %s

/// --stats reports what dce erased, per function and in total.
// CHECK: 'dce'
// CHECK-NEXT:        1 blocks erased
// CHECK-NEXT:        0   in @a
// CHECK-NEXT:        1   in @b
// CHECK-NEXT:        3 ops erased
// CHECK-NEXT:        2   in @a
// CHECK-NEXT:        1   in @b
func.func @a(%x: i32) {
  %d = arith.addi %x, %x : i32
  %e = arith.addi %d, %x : i32
  return
}
func.func @b(%x: i32) {
  %d = arith.addi %x, %x : i32
  return
^gone:
  return
}
