// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=minimal}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=maximal}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.

/// One argument at ^l8 with three incoming values: the value read in ^l2,
/// that value plus one from ^l4, the first value minus one from ^l6.
// CHECK-LABEL: func.func @three_way_join() -> i32 {
// CHECK-NEXT: %r0 = call @read() : () -> i32
// CHECK-NEXT: %c2 = arith.constant 2 : i32
// CHECK-NEXT: %lt = arith.cmpi slt, %r0, %c2 : i32
// CHECK-NEXT: cf.cond_br %lt, ^l6, ^l2
// CHECK-NEXT: ^l2:
// CHECK-NEXT: %r1 = call @read() : () -> i32
// CHECK-NEXT: %c0 = arith.constant 0 : i32
// CHECK-NEXT: %gt = arith.cmpi sgt, %r1, %c0 : i32
// CHECK-NEXT: cf.cond_br %gt, ^l8(%r1 : i32), ^l4
// CHECK-NEXT: ^l4:
// CHECK-NEXT: %c1 = arith.constant 1 : i32
// CHECK-NEXT: %inc = arith.addi %r1, %c1 : i32
// CHECK-NEXT: cf.br ^l8(%inc : i32)
// CHECK-NEXT: ^l6:
// CHECK-NEXT: %c1b = arith.constant 1 : i32
// CHECK-NEXT: %dec = arith.subi %r0, %c1b : i32
// CHECK-NEXT: cf.br ^l8(%dec : i32)
// CHECK-NEXT: ^l8(%a_1: i32):
// CHECK-NEXT: return %a_1 : i32

// The strict-SSA example of the DCC888 slides (dominance property):
//   L0: a = read()          ; if a < 2 goto L6
//   L2: a = read()          ; if a > 0 goto L8
//   L4: a = a + 1           ; goto L8
//   L6: a = a - 1           ; goto L8
//   L8: ret a               with a4 = phi(a2, a1, a3)
// Expected after mem2reg: one block argument at ^l8 with three incoming
// values, one per predecessor edge (from ^l2 the value read there, from ^l4
// that value plus one, from ^l6 the first value minus one).
func.func private @read() -> i32

func.func @three_way_join() -> i32 {
  %a = memref.alloca() : memref<i32>
  %r0 = func.call @read() : () -> i32
  memref.store %r0, %a[] : memref<i32>
  %a0 = memref.load %a[] : memref<i32>
  %c2 = arith.constant 2 : i32
  %lt = arith.cmpi slt, %a0, %c2 : i32
  cf.cond_br %lt, ^l6, ^l2
^l2:
  %r1 = func.call @read() : () -> i32
  memref.store %r1, %a[] : memref<i32>
  %a1 = memref.load %a[] : memref<i32>
  %c0 = arith.constant 0 : i32
  %gt = arith.cmpi sgt, %a1, %c0 : i32
  cf.cond_br %gt, ^l8, ^l4
^l4:
  %a2 = memref.load %a[] : memref<i32>
  %c1 = arith.constant 1 : i32
  %inc = arith.addi %a2, %c1 : i32
  memref.store %inc, %a[] : memref<i32>
  cf.br ^l8
^l6:
  %a3 = memref.load %a[] : memref<i32>
  %c1b = arith.constant 1 : i32
  %dec = arith.subi %a3, %c1b : i32
  memref.store %dec, %a[] : memref<i32>
  cf.br ^l8
^l8:
  %res = memref.load %a[] : memref<i32>
  return %res : i32
}
