// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=semi-pruned}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=minimal}' %s | filecheck %s --check-prefixes=CHECK,MINIMAL --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.

/// One argument at the join, for a, fed 98 from the then-branch and 3 from
/// the else-branch; y's value is the join's; z gets an argument in the
/// minimal flavour only, poison from the branch that does not write it.
// CHECK-LABEL: func.func @if_else_renaming() -> (i32, i32, i32) {
// MINIMAL-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c3 = arith.constant 3 : i32
// CHECK-NEXT: %gt = arith.cmpi sgt, %c3, %c3 : i32
// CHECK-NEXT: cf.cond_br %gt, ^then, ^else
// CHECK: %c98 = arith.constant 98 : i32
// PRUNED-NEXT: cf.br ^join(%c98 : i32)
// MINIMAL-NEXT: cf.br ^join(%c98, %0 : i32, i32)
// CHECK-NEXT: ^else:
// CHECK-NEXT: %c4 = arith.constant 4 : i32
// PRUNED-NEXT: cf.br ^join(%c3 : i32)
// PRUNED-NEXT: ^join(%a_1: i32):
// MINIMAL-NEXT: cf.br ^join(%c3, %c4 : i32, i32)
// MINIMAL-NEXT: ^join(%a_1: i32, %z_1: i32):
// CHECK-NEXT: %c4b = arith.constant 4 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : i32
// CHECK-NEXT: return %a_1, %c4b, %c0 : i32, i32, i32

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
