// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Round trip of the worked example seed-three-way-join.mlir (this file): printing keeps the
/// input's names and layout, and printing the print again changes nothing.

// The strict-SSA example of the DCC888 slides (dominance property):
//   L0: a = read()          ; if a < 2 goto L6
//   L2: a = read()          ; if a > 0 goto L8
//   L4: a = a + 1           ; goto L8
//   L6: a = a - 1           ; goto L8
//   L8: ret a               with a4 = phi(a2, a1, a3)
// Expected after mem2reg: one block argument at ^l8 with three incoming
// values, one per predecessor edge (from ^l2 the value read there, from ^l4
// that value plus one, from ^l6 the first value minus one).
// CHECK-LABEL: func.func private @read() -> i32
func.func private @read() -> i32

// CHECK-LABEL: func.func @three_way_join() -> i32 {
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[R0:.*]] = call @read() : () -> i32
// CHECK-NEXT: memref.store %[[R0]], %[[A]][] : memref<i32>
// CHECK-NEXT: %[[A0:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %[[A0]], %[[C2]] : i32
// CHECK-NEXT: cf.cond_br %[[LT]], ^l6, ^l2
// CHECK-NEXT: ^l2:
// CHECK-NEXT: %[[R1:.*]] = call @read() : () -> i32
// CHECK-NEXT: memref.store %[[R1]], %[[A]][] : memref<i32>
// CHECK-NEXT: %[[A1:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[GT:.*]] = arith.cmpi sgt, %[[A1]], %[[C0]] : i32
// CHECK-NEXT: cf.cond_br %[[GT]], ^l8, ^l4
// CHECK-NEXT: ^l4:
// CHECK-NEXT: %[[A2:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[INC:.*]] = arith.addi %[[A2]], %[[C1]] : i32
// CHECK-NEXT: memref.store %[[INC]], %[[A]][] : memref<i32>
// CHECK-NEXT: cf.br ^l8
// CHECK-NEXT: ^l6:
// CHECK-NEXT: %[[A3:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[C1B:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[DEC:.*]] = arith.subi %[[A3]], %[[C1B]] : i32
// CHECK-NEXT: memref.store %[[DEC]], %[[A]][] : memref<i32>
// CHECK-NEXT: cf.br ^l8
// CHECK-NEXT: ^l8:
// CHECK-NEXT: %[[RES:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: return %[[RES]] : i32
// CHECK-NEXT: }
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
