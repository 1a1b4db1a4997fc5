// RUN: %ssa-opt -sccp %s | filecheck %s
// RUN: %ssa-opt --passes='sccp,simplify-cfg,dce' %s | filecheck %s --check-prefix=TIDY

// The constant-propagation example of the DCC888 slides (seeds:
// examples/seed-sccp-loop.mlir), written here in the SSA form that mem2reg
// gives it (mem2reg is not in main yet; its own test checks that form):
//   x0 = input; a0 = 1; c0 = a0 + 10; a1 = φ(a0, a2); a1 < c0;
//   b0 = x0 * a1; a2 = a1 + 1.
// Expected lattice: x0 = NAC, a0 = 1, c0 = 11, a1 = NAC, b0 = NAC, a2 = NAC.

/// c0 folds to the constant 11 and the loop test compares against it;
/// a1 = φ(1, a1 + 1) is not a constant, so the test stays a real
/// comparison and nothing else changes.
// CHECK-LABEL: func.func @sccp_loop() {
// CHECK-NEXT:    %in = call @input() : () -> i32
// CHECK-NEXT:    %one = arith.constant 1 : i32
// CHECK-NEXT:    %ten = arith.constant 10 : i32
// CHECK-NEXT:    %cv = arith.constant 11 : i32
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

/// With the clean-up passes the now unused 10 goes too.
// TIDY-LABEL: func.func @sccp_loop() {
// TIDY-NEXT:    %in = call @input() : () -> i32
// TIDY-NEXT:    %one = arith.constant 1 : i32
// TIDY-NEXT:    %cv = arith.constant 11 : i32
// TIDY-NEXT:    cf.br ^head(%one : i32)
// TIDY-NEXT:  ^head(%a_1: i32):
// TIDY-NEXT:    %lt = arith.cmpi slt, %a_1, %cv : i32
func.func private @input() -> i32
func.func private @output(i32)

func.func @sccp_loop() {
  %in = call @input() : () -> i32
  %one = arith.constant 1 : i32
  %ten = arith.constant 10 : i32
  %cv = arith.addi %one, %ten : i32
  cf.br ^head(%one : i32)
^head(%a_1: i32):
  %lt = arith.cmpi slt, %a_1, %cv : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %bv = arith.muli %in, %a_1 : i32
  call @output(%bv) : (i32) -> ()
  %inc = arith.addi %a_1, %one : i32
  cf.br ^head(%inc : i32)
^exit:
  return
}
