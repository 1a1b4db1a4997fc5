// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Round trip of the worked example seed-sccp-loop.mlir (this file): printing keeps the
/// input's names and layout, and printing the print again changes nothing.

// The constant-propagation example of the DCC888 slides:
//   x = input ; a = 1 ; c = a + 10
//   while (a < c) { b = x * a ; output(b) ; a = a + 1 }
// In SSA: x0 = input; a0 = 1; c0 = a0 + 10; a1 = phi(a0, a2); a1 < c0;
//         b0 = x0 * a1; a2 = a1 + 1.
// Expected lattice after sparse conditional constant propagation:
//   x0 = NAC, a0 = 1, c0 = 11, a1 = NAC (1 meets 2 meets ...), b0 = NAC, a2 = NAC.
// So sccp after mem2reg folds c0 to the constant 11 and the first loop test
// stays a real comparison against 11; nothing else is constant.
// CHECK-LABEL: func.func private @input() -> i32
func.func private @input() -> i32
// CHECK-LABEL: func.func private @output(i32)
func.func private @output(i32)

// CHECK-LABEL: func.func @sccp_loop() {
// CHECK-NEXT: %[[X:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[C:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[B:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[IN:.*]] = call @input() : () -> i32
// CHECK-NEXT: memref.store %[[IN]], %[[X]][] : memref<i32>
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: memref.store %[[ONE]], %[[A]][] : memref<i32>
// CHECK-NEXT: %[[AV:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[TEN:.*]] = arith.constant 10 : i32
// CHECK-NEXT: %[[CV:.*]] = arith.addi %[[AV]], %[[TEN]] : i32
// CHECK-NEXT: memref.store %[[CV]], %[[C]][] : memref<i32>
// CHECK-NEXT: cf.br ^head
// CHECK-NEXT: ^head:
// CHECK-NEXT: %[[A1:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[C1:.*]] = memref.load %[[C]][] : memref<i32>
// CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %[[A1]], %[[C1]] : i32
// CHECK-NEXT: cf.cond_br %[[LT]], ^body, ^exit
// CHECK-NEXT: ^body:
// CHECK-NEXT: %[[XV:.*]] = memref.load %[[X]][] : memref<i32>
// CHECK-NEXT: %[[A2:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[BV:.*]] = arith.muli %[[XV]], %[[A2]] : i32
// CHECK-NEXT: memref.store %[[BV]], %[[B]][] : memref<i32>
// CHECK-NEXT: %[[BO:.*]] = memref.load %[[B]][] : memref<i32>
// CHECK-NEXT: call @output(%[[BO]]) : (i32) -> ()
// CHECK-NEXT: %[[A3:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[INC:.*]] = arith.addi %[[A3]], %[[ONE]] : i32
// CHECK-NEXT: memref.store %[[INC]], %[[A]][] : memref<i32>
// CHECK-NEXT: cf.br ^head
// CHECK-NEXT: ^exit:
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sccp_loop() {
  %x = memref.alloca() : memref<i32>
  %a = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %in = func.call @input() : () -> i32
  memref.store %in, %x[] : memref<i32>
  %one = arith.constant 1 : i32
  memref.store %one, %a[] : memref<i32>
  %av = memref.load %a[] : memref<i32>
  %ten = arith.constant 10 : i32
  %cv = arith.addi %av, %ten : i32
  memref.store %cv, %c[] : memref<i32>
  cf.br ^head
^head:
  %a1 = memref.load %a[] : memref<i32>
  %c1 = memref.load %c[] : memref<i32>
  %lt = arith.cmpi slt, %a1, %c1 : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %xv = memref.load %x[] : memref<i32>
  %a2 = memref.load %a[] : memref<i32>
  %bv = arith.muli %xv, %a2 : i32
  memref.store %bv, %b[] : memref<i32>
  %bo = memref.load %b[] : memref<i32>
  func.call @output(%bo) : (i32) -> ()
  %a3 = memref.load %a[] : memref<i32>
  %inc = arith.addi %a3, %one : i32
  memref.store %inc, %a[] : memref<i32>
  cf.br ^head
^exit:
  return
}
