// RUN: %ssa-opt -mem2reg -print-sccp-lattice %s -o /dev/null | filecheck %s --check-prefix=LATTICE
// RUN: %ssa-opt --passes='mem2reg,sccp' %s | filecheck %s
// RUN: %ssa-opt --passes='mem2reg,sccp,simplify-cfg,dce' %s | filecheck %s --check-prefix=TIDY

// The seed example (examples/seed-sccp-loop.mlir), unchanged below.

/// After mem2reg, the lattice is the one the seed's comment gives:
/// x0 = NAC (%in), a0 = 1 (%one), c0 = 11 (%cv), a1 = NAC (%a_1: 1 meets
/// 2 meets ...), b0 = NAC (%bv), a2 = NAC (%inc).
// LATTICE-LABEL: // -----// SCCP lattice of func.func @sccp_loop //----- //
// LATTICE-NEXT:  // executable: ^bb0, ^head, ^body, ^exit
// LATTICE-NEXT:  // never executed: -
// LATTICE-NEXT:  // %in = NAC
// LATTICE-NEXT:  // %one = 1
// LATTICE-NEXT:  // %ten = 10
// LATTICE-NEXT:  // %cv = 11
// LATTICE-NEXT:  // %a_1 = NAC
// LATTICE-NEXT:  // %lt = NAC
// LATTICE-NEXT:  // %bv = NAC
// LATTICE-NEXT:  // %inc = NAC

/// After mem2reg,sccp the loop bound c0 is the constant 11 and the first
/// loop test stays a real comparison against it. The function's constants
/// stand at the top of its entry block, before the call.
// CHECK-LABEL: func.func @sccp_loop() {
// CHECK-NEXT:    %one = arith.constant 1 : i32
// CHECK-NEXT:    %ten = arith.constant 10 : i32
// CHECK-NEXT:    %cv = arith.constant 11 : i32
// CHECK-NEXT:    %in = call @input() : () -> i32
// CHECK-NEXT:    cf.br ^head(%one : i32)
// CHECK-NEXT:  ^head(%a_1: i32):
// CHECK-NEXT:    %lt = arith.cmpi slt, %a_1, %cv : i32
// CHECK-NEXT:    cf.cond_br %lt, ^body, ^exit
// CHECK-NEXT:  ^body:
// CHECK-NEXT:    %bv = arith.muli %in, %a_1 : i32
// CHECK-NEXT:    call @output(%bv) : (i32) -> ()
// CHECK-NEXT:    %inc = arith.addi %a_1, %one : i32
// CHECK-NEXT:    cf.br ^head(%inc : i32)
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    return

/// The whole clean-up: the now unused 10 goes too.
// TIDY-LABEL: func.func @sccp_loop() {
// TIDY-NEXT:    %one = arith.constant 1 : i32
// TIDY-NEXT:    %cv = arith.constant 11 : i32
// TIDY-NEXT:    %in = call @input() : () -> i32
// TIDY-NEXT:    cf.br ^head(%one : i32)
// TIDY-NEXT:  ^head(%a_1: i32):
// TIDY-NEXT:    %lt = arith.cmpi slt, %a_1, %cv : i32
// TIDY-NEXT:    cf.cond_br %lt, ^body, ^exit

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
