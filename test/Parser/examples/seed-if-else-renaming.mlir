// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Round trip of the worked example seed-if-else-renaming.mlir (this file): printing keeps the
/// input's names and layout, and printing the print again changes nothing.

// The complete-SSA test of the Python CFG/SSA document (section 1.8.4):
//   a = 3
//   if a > 3:
//       a = 3
//       a = 98
//   else:
//       z = 4
//   y = a
//   a = 4
// Expected SSA (in the document's notation):
//   L1: a_0 = 3 ; if a_0 > 3      L3: a_1 = 3 ; a_2 = 98      L6: z_0 = 4
//   L8: a_3 = phi(a_2, a_0) ; y_0 = a_3 ; a_4 = 4
// So: one block argument at the join, for a, fed 98 from the then-branch and
// 3 from the else-branch. No block argument for z in the semi-pruned or pruned
// flavour (z is never read); the minimal flavour places one for z as well
// (z is defined in one branch only, so its other incoming value is undefined:
// ub.poison). y is returned so that the join's value is observable.
// CHECK-LABEL: func.func @if_else_renaming() -> (i32, i32, i32) {
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[Z:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[Y:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: memref.store %[[C3]], %[[A]][] : memref<i32>
// CHECK-NEXT: %[[A0:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[GT:.*]] = arith.cmpi sgt, %[[A0]], %[[C3]] : i32
// CHECK-NEXT: cf.cond_br %[[GT]], ^then, ^else
// CHECK-NEXT: ^then:
// CHECK-NEXT: %[[C3B:.*]] = arith.constant 3 : i32
// CHECK-NEXT: memref.store %[[C3B]], %[[A]][] : memref<i32>
// CHECK-NEXT: %[[C98:.*]] = arith.constant 98 : i32
// CHECK-NEXT: memref.store %[[C98]], %[[A]][] : memref<i32>
// CHECK-NEXT: cf.br ^join
// CHECK-NEXT: ^else:
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: memref.store %[[C4]], %[[Z]][] : memref<i32>
// CHECK-NEXT: cf.br ^join
// CHECK-NEXT: ^join:
// CHECK-NEXT: %[[AJ:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: memref.store %[[AJ]], %[[Y]][] : memref<i32>
// CHECK-NEXT: %[[C4B:.*]] = arith.constant 4 : i32
// CHECK-NEXT: memref.store %[[C4B]], %[[A]][] : memref<i32>
// CHECK-NEXT: %[[RY:.*]] = memref.load %[[Y]][] : memref<i32>
// CHECK-NEXT: %[[RA:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: return %[[RY]], %[[RA]], %[[C0]] : i32, i32, i32
// CHECK-NEXT: }
func.func @if_else_renaming() -> (i32, i32, i32) {
  %a = memref.alloca() : memref<i32>
  %z = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %c3 = arith.constant 3 : i32
  memref.store %c3, %a[] : memref<i32>
  %a0 = memref.load %a[] : memref<i32>
  %gt = arith.cmpi sgt, %a0, %c3 : i32
  cf.cond_br %gt, ^then, ^else
^then:
  %c3b = arith.constant 3 : i32
  memref.store %c3b, %a[] : memref<i32>
  %c98 = arith.constant 98 : i32
  memref.store %c98, %a[] : memref<i32>
  cf.br ^join
^else:
  %c4 = arith.constant 4 : i32
  memref.store %c4, %z[] : memref<i32>
  cf.br ^join
^join:
  %aj = memref.load %a[] : memref<i32>
  memref.store %aj, %y[] : memref<i32>
  %c4b = arith.constant 4 : i32
  memref.store %c4b, %a[] : memref<i32>
  %ry = memref.load %y[] : memref<i32>
  %ra = memref.load %a[] : memref<i32>
  %c0 = arith.constant 0 : i32
  return %ry, %ra, %c0 : i32, i32, i32
}
