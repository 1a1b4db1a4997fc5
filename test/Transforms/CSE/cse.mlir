// RUN: %ssa-opt -cse %s | filecheck %s
// RUN: %ssa-opt -cse %s | %ssa-opt -verify-each | filecheck %s

/// Operands of a commutative op are put in canonical order: b + a is a + b.
/// Operands of other ops are not: b - a stays.
// CHECK-LABEL: func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:    %s = arith.addi %a, %b : i32
// CHECK-NEXT:    %d = arith.subi %a, %b : i32
// CHECK-NEXT:    %e = arith.subi %b, %a : i32
// CHECK-NEXT:    return %s, %s, %d, %e : i32, i32, i32, i32
func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %s = arith.addi %a, %b : i32
  %t = arith.addi %b, %a : i32
  %d = arith.subi %a, %b : i32
  %e = arith.subi %b, %a : i32
  return %s, %t, %d, %e : i32, i32, i32, i32
}

/// Equal constants merge; constants of another type or value do not, and
/// neither do comparisons with different predicates.
// CHECK-LABEL: func.func @attributes(%a: i32) -> (i32, i32, i64, i1, i1) {
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %c1_64 = arith.constant 1 : i64
// CHECK-NEXT:    %lt = arith.cmpi slt, %a, %c1 : i32
// CHECK-NEXT:    %gt = arith.cmpi sgt, %a, %c1 : i32
// CHECK-NEXT:    return %c1, %c1, %c1_64, %lt, %gt : i32, i32, i64, i1, i1
func.func @attributes(%a: i32) -> (i32, i32, i64, i1, i1) {
  %c1 = arith.constant 1 : i32
  %one = arith.constant 1 : i32
  %c1_64 = arith.constant 1 : i64
  %lt = arith.cmpi slt, %a, %c1 : i32
  %gt = arith.cmpi sgt, %a, %one : i32
  return %c1, %one, %c1_64, %lt, %gt : i32, i32, i64, i1, i1
}

/// Replacing an op makes its users' operands equal: the second chain
/// collapses onto the first link by link.
// CHECK-LABEL: func.func @chain(%a: i32) -> i32 {
// CHECK-NEXT:    %x = arith.muli %a, %a : i32
// CHECK-NEXT:    %y = arith.addi %x, %a : i32
// CHECK-NEXT:    %r = arith.addi %y, %y : i32
// CHECK-NEXT:    return %r : i32
func.func @chain(%a: i32) -> i32 {
  %x = arith.muli %a, %a : i32
  %y = arith.addi %x, %a : i32
  %x2 = arith.muli %a, %a : i32
  %y2 = arith.addi %a, %x2 : i32
  %r = arith.addi %y, %y2 : i32
  return %r : i32
}

/// Two loads of one slot with nothing in between merge; a store, a call or
/// an opaque op between them keeps the second load, even when it writes
/// another slot.
// CHECK-LABEL: func.func @loads(%m: memref<i32>, %n: memref<i32>, %v: i32) -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:    %l0 = memref.load %m[] : memref<i32>
// CHECK-NEXT:    memref.store %v, %n[] : memref<i32>
// CHECK-NEXT:    %l2 = memref.load %m[] : memref<i32>
// CHECK-NEXT:    call @clobber() : () -> ()
// CHECK-NEXT:    %l3 = memref.load %m[] : memref<i32>
// CHECK-NEXT:    "test.opaque"() : () -> ()
// CHECK-NEXT:    %l4 = memref.load %m[] : memref<i32>
// CHECK-NEXT:    %s = arith.addi %l4, %v : i32
// CHECK-NEXT:    return %l0, %l0, %l2, %l3, %l4, %s : i32, i32, i32, i32, i32, i32
func.func private @clobber()
func.func @loads(%m: memref<i32>, %n: memref<i32>, %v: i32) -> (i32, i32, i32, i32, i32, i32) {
  %l0 = memref.load %m[] : memref<i32>
  %l1 = memref.load %m[] : memref<i32>
  memref.store %v, %n[] : memref<i32>
  %l2 = memref.load %m[] : memref<i32>
  call @clobber() : () -> ()
  %l3 = memref.load %m[] : memref<i32>
  "test.opaque"() : () -> ()
  %l4 = memref.load %m[] : memref<i32>
  %s = arith.addi %l4, %v : i32
  %t = arith.addi %v, %l4 : i32
  return %l0, %l1, %l2, %l3, %l4, %t : i32, i32, i32, i32, i32, i32
}

/// A load in the only successor of its block meets the load before the
/// branch; a load in a join (two predecessors, one of which stores) does
/// not.
// CHECK-LABEL: func.func @loads_across_blocks(
// CHECK:       ^next:
// CHECK-NEXT:    cf.cond_br %c, ^store, ^join
// CHECK:       ^join:
// CHECK-NEXT:    %l2 = memref.load %m[] : memref<i32>
// CHECK-NEXT:    return %l0, %l0, %l2 : i32, i32, i32
func.func @loads_across_blocks(%m: memref<i32>, %c: i1, %v: i32) -> (i32, i32, i32) {
  %l0 = memref.load %m[] : memref<i32>
  cf.br ^next
^next:
  %l1 = memref.load %m[] : memref<i32>
  cf.cond_br %c, ^store, ^join
^store:
  memref.store %v, %m[] : memref<i32>
  cf.br ^join
^join:
  %l2 = memref.load %m[] : memref<i32>
  return %l0, %l1, %l2 : i32, i32, i32
}

/// Equal ops in sibling branches do not dominate each other: both stay.
/// An op in the join equal to one before the branch reuses it.
// CHECK-LABEL: func.func @siblings_and_join(%a: i32, %b: i32, %c: i1) -> i32 {
// CHECK-NEXT:    %top = arith.muli %a, %b : i32
// CHECK-NEXT:    cf.cond_br %c, ^left, ^right
// CHECK-NEXT:  ^left:
// CHECK-NEXT:    %l = arith.addi %a, %b : i32
// CHECK-NEXT:    cf.br ^join(%l : i32)
// CHECK-NEXT:  ^right:
// CHECK-NEXT:    %r = arith.addi %a, %b : i32
// CHECK-NEXT:    cf.br ^join(%r : i32)
// CHECK-NEXT:  ^join(%p: i32):
// CHECK-NEXT:    %s = arith.addi %p, %top : i32
// CHECK-NEXT:    return %s : i32
func.func @siblings_and_join(%a: i32, %b: i32, %c: i1) -> i32 {
  %top = arith.muli %a, %b : i32
  cf.cond_br %c, ^left, ^right
^left:
  %l = arith.addi %a, %b : i32
  cf.br ^join(%l : i32)
^right:
  %r = arith.addi %a, %b : i32
  cf.br ^join(%r : i32)
^join(%p: i32):
  %again = arith.muli %b, %a : i32
  %s = arith.addi %p, %again : i32
  return %s : i32
}

/// Two induction variables that start equal and step alike: cse sees two
/// different block arguments and leaves both (gvn merges them, see
/// ../GVN/gvn.mlir).
// CHECK-LABEL: func.func @two_induction_variables(%n: i32) -> i32 {
// CHECK:       ^head(%i: i32, %j: i32):
// CHECK:         %i1 = arith.addi %i, %c1 : i32
// CHECK-NEXT:    %j1 = arith.addi %j, %c1 : i32
// CHECK:         %r = arith.subi %i, %j : i32
func.func @two_induction_variables(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %j: i32):
  %cond = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cond, ^body, ^exit
^body:
  %i1 = arith.addi %i, %c1 : i32
  %j1 = arith.addi %j, %c1 : i32
  cf.br ^head(%i1, %j1 : i32, i32)
^exit:
  %r = arith.subi %i, %j : i32
  return %r : i32
}
