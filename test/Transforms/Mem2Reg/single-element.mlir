// RUN: %ssa-opt -mem2reg %s | filecheck %s --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=maximal}' %s | %ssa-opt -verify-each | filecheck %s --check-prefix=ANY --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=minimal}' %s | %ssa-opt -verify-each | filecheck %s --check-prefix=ANY --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=semi-pruned}' %s | %ssa-opt -verify-each | filecheck %s --check-prefix=ANY --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --implicit-check-not=memref.

// Slots of a single element whatever their rank (memref<1xi32>,
// memref<1x1xf64>), accessed at constant zero indices, are promoted like
// rank-0 slots, whatever their element type. The index constants stay for
// dce. (Slots that escape by a non-zero index: escapes.mlir.) The
// unpruned flavours place more arguments; ANY checks only that every
// access is gone and the output verifies.

/// A rank-1 slot written on one side of a diamond: the join gets an argument.
// CHECK-LABEL: func.func @rank_one(%p: i1, %a: i32, %b: i32) -> i32 {
// ANY-LABEL: func.func @rank_one(
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    cf.cond_br %p, ^then, ^join(%a : i32)
// CHECK-NEXT:  ^then:
// CHECK-NEXT:    cf.br ^join(%b : i32)
// CHECK-NEXT:  ^join(%x_1: i32):
// CHECK-NEXT:    return %x_1 : i32
func.func @rank_one(%p: i1, %a: i32, %b: i32) -> i32 {
  %x = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  memref.store %a, %x[%c0] : memref<1xi32>
  cf.cond_br %p, ^then, ^join
^then:
  memref.store %b, %x[%c0] : memref<1xi32>
  cf.br ^join
^join:
  %v = memref.load %x[%c0] : memref<1xi32>
  return %v : i32
}

/// Rank 2, f64, read before any write: the first read is poison.
// CHECK-LABEL: func.func @rank_two(%a: f64) -> (f64, f64) {
// ANY-LABEL: func.func @rank_two(
// CHECK-NEXT:    %0 = ub.poison : f64
// CHECK-NEXT:    %i = arith.constant 0 : index
// CHECK-NEXT:    %j = arith.constant 0 : index
// CHECK-NEXT:    return %0, %a : f64, f64
func.func @rank_two(%a: f64) -> (f64, f64) {
  %i = arith.constant 0 : index
  %j = arith.constant 0 : index
  %y = memref.alloca() : memref<1x1xf64>
  %before = memref.load %y[%i, %j] : memref<1x1xf64>
  memref.store %a, %y[%j, %i] : memref<1x1xf64>
  %after = memref.load %y[%i, %i] : memref<1x1xf64>
  return %before, %after : f64, f64
}

/// Slots of other element types: f32 and i1.
// CHECK-LABEL: func.func @element_types(%f: f32, %b: i1) -> (f32, i1) {
// ANY-LABEL: func.func @element_types(
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    return %f, %b : f32, i1
func.func @element_types(%f: f32, %b: i1) -> (f32, i1) {
  %c0 = arith.constant 0 : index
  %si = memref.alloca() : memref<1xf32>
  %sb = memref.alloca() : memref<1x1xi1>
  memref.store %f, %si[%c0] : memref<1xf32>
  memref.store %b, %sb[%c0, %c0] : memref<1x1xi1>
  %li = memref.load %si[%c0] : memref<1xf32>
  %lb = memref.load %sb[%c0, %c0] : memref<1x1xi1>
  return %li, %lb : f32, i1
}

/// A merge block with an argument of its own besides the one mem2reg adds
/// (MLIR's merge_point_arg_not_confused): the added argument is the slot's,
/// the original one is kept.
// CHECK-LABEL: func.func @own_argument(%p: i1, %a: i32, %b: i32) -> i32 {
// ANY-LABEL: func.func @own_argument(
// CHECK-NEXT:    %zero = arith.constant 0 : index
// CHECK-NEXT:    cf.cond_br %p, ^left, ^right
// CHECK-NEXT:  ^left:
// CHECK-NEXT:    cf.br ^merge(%a : i32)
// CHECK-NEXT:  ^right:
// CHECK-NEXT:    cf.br ^merge(%b : i32)
// CHECK-NEXT:  ^merge(%own: i32):
// CHECK-NEXT:    cf.cond_br %p, ^keep, ^reset
// CHECK-NEXT:  ^keep:
// CHECK-NEXT:    cf.br ^final(%own : i32)
// CHECK-NEXT:  ^reset:
// CHECK-NEXT:    %c7 = arith.constant 7 : i32
// CHECK-NEXT:    cf.br ^final(%c7 : i32)
// CHECK-NEXT:  ^final(%s_1: i32):
// CHECK-NEXT:    return %s_1 : i32
func.func @own_argument(%p: i1, %a: i32, %b: i32) -> i32 {
  %zero = arith.constant 0 : index
  %s = memref.alloca() : memref<1xi32>
  memref.store %a, %s[%zero] : memref<1xi32>
  cf.cond_br %p, ^left, ^right
^left:
  memref.store %b, %s[%zero] : memref<1xi32>
  cf.br ^merge(%a : i32)
^right:
  cf.br ^merge(%b : i32)
^merge(%own: i32):
  cf.cond_br %p, ^keep, ^reset
^keep:
  memref.store %own, %s[%zero] : memref<1xi32>
  cf.br ^final
^reset:
  %c7 = arith.constant 7 : i32
  memref.store %c7, %s[%zero] : memref<1xi32>
  cf.br ^final
^final:
  %r = memref.load %s[%zero] : memref<1xi32>
  return %r : i32
}

/// Stores in a cycle of merge points that nothing reads (MLIR's
/// cyclic_unused_merge_points): every access goes, no argument is left.
// CHECK-LABEL: func.func @unread_cycle(%p: i1) -> i32 {
// ANY-LABEL: func.func @unread_cycle(
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %i = arith.constant 0 : index
// CHECK-NEXT:    cf.br ^m1
// CHECK-NEXT:  ^m1:
// CHECK-NEXT:    cf.cond_br %p, ^m2, ^store
// CHECK-NEXT:  ^store:
// CHECK-NEXT:    cf.br ^m2
// CHECK-NEXT:  ^m2:
// CHECK-NEXT:    cf.cond_br %p, ^m1, ^exit
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    return %c0 : i32
func.func @unread_cycle(%p: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %i = arith.constant 0 : index
  %s = memref.alloca() : memref<1x1xi32>
  memref.store %c0, %s[%i, %i] : memref<1x1xi32>
  cf.br ^m1
^m1:
  cf.cond_br %p, ^m2, ^store
^store:
  memref.store %c1, %s[%i, %i] : memref<1x1xi32>
  cf.br ^m2
^m2:
  cf.cond_br %p, ^m1, ^exit
^exit:
  return %c0 : i32
}
