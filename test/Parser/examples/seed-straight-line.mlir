// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Round trip of the worked example seed-straight-line.mlir (this file): printing keeps the
/// input's names and layout, and printing the print again changes nothing.

// Straight-line renaming, the first example of every SSA text:
//   a = x + y ; b = x + y ; a = 17 ; c = x + y
// Expected after mem2reg: no slot remains; a is defined twice but each load
// reads the value stored last (a_0 = x+y, a_1 = 17); no block argument is
// needed because there is one block.
// CHECK-LABEL: func.func @straight_line(
// CHECK-SAME: %[[X:.*]]: i32, %[[Y:.*]]: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[B:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[C:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[T0:.*]] = arith.addi %[[X]], %[[Y]] : i32
// CHECK-NEXT: memref.store %[[T0]], %[[A]][] : memref<i32>
// CHECK-NEXT: %[[T1:.*]] = arith.addi %[[X]], %[[Y]] : i32
// CHECK-NEXT: memref.store %[[T1]], %[[B]][] : memref<i32>
// CHECK-NEXT: %[[C17:.*]] = arith.constant 17 : i32
// CHECK-NEXT: memref.store %[[C17]], %[[A]][] : memref<i32>
// CHECK-NEXT: %[[T2:.*]] = arith.addi %[[X]], %[[Y]] : i32
// CHECK-NEXT: memref.store %[[T2]], %[[C]][] : memref<i32>
// CHECK-NEXT: %[[RA:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[RB:.*]] = memref.load %[[B]][] : memref<i32>
// CHECK-NEXT: %[[RC:.*]] = memref.load %[[C]][] : memref<i32>
// CHECK-NEXT: return %[[RA]], %[[RB]], %[[RC]] : i32, i32, i32
// CHECK-NEXT: }
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
