// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=semi-pruned}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=minimal}' %s | filecheck %s --check-prefixes=CHECK,MINIMAL --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.

/// a1 = phi(a0, a2) at the loop header is the only argument (minimal also
/// merges b, dead there); c0 = a0 + 10 is computed once before the loop.
// CHECK-LABEL: func.func @sccp_loop() {
// MINIMAL-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %in = call @input() : () -> i32
// CHECK-NEXT: %one = arith.constant 1 : i32
// CHECK-NEXT: %ten = arith.constant 10 : i32
// CHECK-NEXT: %cv = arith.addi %one, %ten : i32
// PRUNED-NEXT: cf.br ^head(%one : i32)
// PRUNED-NEXT: ^head(%a_1: i32):
// MINIMAL-NEXT: cf.br ^head(%one, %0 : i32, i32)
// MINIMAL-NEXT: ^head(%a_1: i32, %b_1: i32):
// CHECK-NEXT: %lt = arith.cmpi slt, %a_1, %cv : i32
// CHECK-NEXT: cf.cond_br %lt, ^body, ^exit
// CHECK-NEXT: ^body:
// CHECK-NEXT: %bv = arith.muli %in, %a_1 : i32
// CHECK-NEXT: call @output(%bv) : (i32) -> ()
// CHECK-NEXT: %inc = arith.addi %a_1, %one : i32
// PRUNED-NEXT: cf.br ^head(%inc : i32)
// MINIMAL-NEXT: cf.br ^head(%inc, %bv : i32, i32)
// CHECK-NEXT: ^exit:
// CHECK-NEXT: return

// The constant-propagation example of the DCC888 slides:
//   x = input ; a = 1 ; c = a + 10
//   while (a < c) { b = x * a ; output(b) ; a = a + 1 }
// In SSA: x0 = input; a0 = 1; c0 = a0 + 10; a1 = phi(a0, a2); a1 < c0;
//         b0 = x0 * a1; a2 = a1 + 1.
// Expected lattice after sparse conditional constant propagation:
//   x0 = NAC, a0 = 1, c0 = 11, a1 = NAC (1 meets 2 meets ...), b0 = NAC, a2 = NAC.
// So sccp after mem2reg folds c0 to the constant 11 and the first loop test
// stays a real comparison against 11; nothing else is constant.
func.func private @input() -> i32
func.func private @output(i32)

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
