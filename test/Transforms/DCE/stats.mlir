// RUN: %ssa-opt -dce --stats %s -o /dev/null 2>&1 | filecheck %s

/// --stats reports what dce erased, per function and in total (counters
/// in alphabetical order; as LLVM's -stats, only functions where something
/// happened are listed).
// CHECK: 'dce'
// CHECK-NEXT:        1 blocks erased
// CHECK-NEXT:        1   in @b
// CHECK-NEXT:        1 dead block arguments removed
// CHECK-NEXT:        1   in @c
// CHECK-NEXT:        3 ops erased
// CHECK-NEXT:        2   in @a
// CHECK-NEXT:        1   in @b
// CHECK-NEXT:        1 trivial block arguments removed
// CHECK-NEXT:        1   in @c
// CHECK-NOT:   in @
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
func.func @c(%x: i32, %k: i1, %m: i1) -> i32 {
  cf.cond_br %k, ^j(%x, %k : i32, i1), ^j(%x, %m : i32, i1)
^j(%same: i32, %unused: i1):
  return %same : i32
}
