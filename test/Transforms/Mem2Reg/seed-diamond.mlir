// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=minimal}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=maximal}' %s | filecheck %s --check-prefixes=CHECK,MAXIMAL --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.

/// The diamond: exactly one argument, for x, at the join (every flavour
/// but maximal, which also gives a and b one there).
// CHECK-LABEL: func.func @diamond(%x0: i32, %y: i32, %b0: i32) -> (i32, i32) {
// CHECK-NEXT: %s = arith.addi %x0, %y : i32
// CHECK-NEXT: %c3 = arith.constant 3 : i32
// CHECK-NEXT: %lt = arith.cmpi slt, %b0, %c3 : i32
// CHECK-NEXT: cf.cond_br %lt, ^then, ^else
// CHECK-NEXT: ^then:
// CHECK-NEXT: %c0 = arith.constant 0 : i32
// PRUNED-NEXT: cf.br ^join(%c0 : i32)
// MAXIMAL-NEXT: cf.br ^join(%c0, %b0, %s : i32, i32, i32)
// CHECK-NEXT: ^else:
// CHECK-NEXT: %c1 = arith.constant 1 : i32
// PRUNED-NEXT: cf.br ^join(%c1 : i32)
// PRUNED-NEXT: ^join(%x_1: i32):
// MAXIMAL-NEXT: cf.br ^join(%c1, %b0, %s : i32, i32, i32)
// MAXIMAL-NEXT: ^join(%x_1: i32, %b_1: i32, %a_1: i32):
// CHECK-NEXT: %s2 = arith.addi %x_1, %y : i32
// PRUNED-NEXT: return %s, %s2 : i32, i32
// MAXIMAL-NEXT: return %a_1, %s2 : i32, i32

// The diamond that motivates the phi function:
//   a = x + y
//   if b < 3: x = 0  else: x = 1
//   b = x + y
// Expected after mem2reg: exactly one block argument (the phi for x) at the
// join block; a and b need none (a is defined once; b's new value is not
// merged anywhere).
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
