// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Round trip of the worked example seed-diamond.mlir (this file): printing keeps the
/// input's names and layout, and printing the print again changes nothing.

// The diamond that motivates the phi function:
//   a = x + y
//   if b < 3: x = 0  else: x = 1
//   b = x + y
// Expected after mem2reg: exactly one block argument (the phi for x) at the
// join block; a and b need none (a is defined once; b's new value is not
// merged anywhere).
// CHECK-LABEL: func.func @diamond(
// CHECK-SAME: %[[X0:.*]]: i32, %[[Y:.*]]: i32, %[[B0:.*]]: i32) -> (i32, i32) {
// CHECK-NEXT: %[[X:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[B:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %[[X0]], %[[X]][] : memref<i32>
// CHECK-NEXT: memref.store %[[B0]], %[[B]][] : memref<i32>
// CHECK-NEXT: %[[XV:.*]] = memref.load %[[X]][] : memref<i32>
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[XV]], %[[Y]] : i32
// CHECK-NEXT: memref.store %[[S]], %[[A]][] : memref<i32>
// CHECK-NEXT: %[[BV:.*]] = memref.load %[[B]][] : memref<i32>
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %[[BV]], %[[C3]] : i32
// CHECK-NEXT: cf.cond_br %[[LT]], ^then, ^else
// CHECK-NEXT: ^then:
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: memref.store %[[C0]], %[[X]][] : memref<i32>
// CHECK-NEXT: cf.br ^join
// CHECK-NEXT: ^else:
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: memref.store %[[C1]], %[[X]][] : memref<i32>
// CHECK-NEXT: cf.br ^join
// CHECK-NEXT: ^join:
// CHECK-NEXT: %[[XJ:.*]] = memref.load %[[X]][] : memref<i32>
// CHECK-NEXT: %[[S2:.*]] = arith.addi %[[XJ]], %[[Y]] : i32
// CHECK-NEXT: memref.store %[[S2]], %[[B]][] : memref<i32>
// CHECK-NEXT: %[[RA:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[RB:.*]] = memref.load %[[B]][] : memref<i32>
// CHECK-NEXT: return %[[RA]], %[[RB]] : i32, i32
// CHECK-NEXT: }
func.func @diamond(%x0: i32, %y: i32, %b0: i32) -> (i32, i32) {
  %x = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %a = memref.alloca() : memref<i32>
  memref.store %x0, %x[] : memref<i32>
  memref.store %b0, %b[] : memref<i32>
  %xv = memref.load %x[] : memref<i32>
  %s = arith.addi %xv, %y : i32
  memref.store %s, %a[] : memref<i32>
  %bv = memref.load %b[] : memref<i32>
  %c3 = arith.constant 3 : i32
  %lt = arith.cmpi slt, %bv, %c3 : i32
  cf.cond_br %lt, ^then, ^else
^then:
  %c0 = arith.constant 0 : i32
  memref.store %c0, %x[] : memref<i32>
  cf.br ^join
^else:
  %c1 = arith.constant 1 : i32
  memref.store %c1, %x[] : memref<i32>
  cf.br ^join
^join:
  %xj = memref.load %x[] : memref<i32>
  %s2 = arith.addi %xj, %y : i32
  memref.store %s2, %b[] : memref<i32>
  %ra = memref.load %a[] : memref<i32>
  %rb = memref.load %b[] : memref<i32>
  return %ra, %rb : i32, i32
}
