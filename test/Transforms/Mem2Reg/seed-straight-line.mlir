// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=maximal}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.

/// One block: no argument, and each load reads the value stored last
/// (a is 17 when it is returned, not x + y).
// CHECK-LABEL: func.func @straight_line(%x: i32, %y: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %t0 = arith.addi %x, %y : i32
// CHECK-NEXT: %t1 = arith.addi %x, %y : i32
// CHECK-NEXT: %c17 = arith.constant 17 : i32
// CHECK-NEXT: %t2 = arith.addi %x, %y : i32
// CHECK-NEXT: return %c17, %t1, %t2 : i32, i32, i32

// Straight-line renaming, the first example of every SSA text:
//   a = x + y ; b = x + y ; a = 17 ; c = x + y
// Expected after mem2reg: no slot remains; a is defined twice but each load
// reads the value stored last (a_0 = x+y, a_1 = 17); no block argument is
// needed because there is one block.
func.func @straight_line(%x: i32, %y: i32) -> (i32, i32, i32) {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %t0 = arith.addi %x, %y : i32
  memref.store %t0, %a[] : memref<i32>
  %t1 = arith.addi %x, %y : i32
  memref.store %t1, %b[] : memref<i32>
  %c17 = arith.constant 17 : i32
  memref.store %c17, %a[] : memref<i32>
  %t2 = arith.addi %x, %y : i32
  memref.store %t2, %c[] : memref<i32>
  %ra = memref.load %a[] : memref<i32>
  %rb = memref.load %b[] : memref<i32>
  %rc = memref.load %c[] : memref<i32>
  return %ra, %rb, %rc : i32, i32, i32
}
