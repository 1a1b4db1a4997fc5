// RUN: %ssa-opt -dce %s | filecheck %s
// RUN: %ssa-opt -dce %s | %ssa-opt -dce | filecheck %s

/// Unused pure ops go, and so do the pure ops that only fed them.
// CHECK-LABEL: func.func @chain(%a: i32) -> i32 {
// CHECK-NEXT:    %used = arith.addi %a, %a : i32
// CHECK-NEXT:    return %used : i32
func.func @chain(%a: i32) -> i32 {
  %used = arith.addi %a, %a : i32
  %d1 = arith.muli %a, %a : i32
  %d2 = arith.subi %d1, %a : i32
  %d3 = arith.cmpi slt, %d2, %a : i32
  %p = ub.poison : i32
  %m = memref.alloca() : memref<i32>
  return %used : i32
}

/// Ops with effects stay even when their results are unused: stores,
/// loads (they read memory the pass does not track), calls, asserts and
/// opaque ops.
// CHECK-LABEL: func.func @effects(%a: i32, %p: i1) {
// CHECK-NEXT:    %m = memref.alloca() : memref<i32>
// CHECK-NEXT:    memref.store %a, %m[] : memref<i32>
// CHECK-NEXT:    %l = memref.load %m[] : memref<i32>
// CHECK-NEXT:    %r = call @ext(%a) : (i32) -> i32
// CHECK-NEXT:    cf.assert %p, "p"
// CHECK-NEXT:    %o = "my.op"(%a) : (i32) -> i32
// CHECK-NEXT:    return
func.func @effects(%a: i32, %p: i1) {
  %m = memref.alloca() : memref<i32>
  memref.store %a, %m[] : memref<i32>
  %l = memref.load %m[] : memref<i32>
  %r = call @ext(%a) : (i32) -> i32
  cf.assert %p, "p"
  %o = "my.op"(%a) : (i32) -> i32
  return
}
func.func private @ext(i32) -> i32

/// Blocks unreachable from the entry are deleted, even when they branch to
/// each other and use each other's values; reachable blocks stay.
// CHECK-LABEL: func.func @unreachable(%a: i32) -> i32 {
// CHECK-NEXT:    cf.br ^live
// CHECK-NEXT:  ^live:  // pred: ^bb0
// CHECK-NEXT:    return %a : i32
// CHECK-NEXT:  }
func.func @unreachable(%a: i32) -> i32 {
  cf.br ^live
^live:
  return %a : i32
^dead1(%x: i32):
  %y = arith.addi %x, %z : i32
  cf.br ^dead2(%y : i32)
^dead2(%w: i32):
  %z = arith.addi %w, %w : i32
  cf.br ^dead1(%z : i32)
}

/// A value used only by a branch argument is live; values used by deleted
/// blocks only become dead and go too. (^next's argument has one incoming
/// value, so it is trivial and %s replaces it.)
// CHECK-LABEL: func.func @feeds_branch(%a: i32) -> i32 {
// CHECK-NEXT:    %s = arith.addi %a, %a : i32
// CHECK-NEXT:    cf.br ^next
// CHECK-NEXT:  ^next:
// CHECK-NEXT:    return %s : i32
// CHECK-NOT:     arith.muli
func.func @feeds_branch(%a: i32) -> i32 {
  %s = arith.addi %a, %a : i32
  %only_dead = arith.muli %a, %a : i32
  cf.br ^next(%s : i32)
^next(%v: i32):
  return %v : i32
^dead:
  %u = arith.addi %only_dead, %a : i32
  return %u : i32
}
