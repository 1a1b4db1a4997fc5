// RUN: %ssa-opt -print-sccp-lattice %s -o /dev/null | filecheck %s
// RUN: %ssa-opt --passes='sccp{print-lattice=true}' %s -o /dev/null | filecheck %s
// RUN: %ssa-opt -print-sccp-lattice %s | %ssa-opt -verify-each -o /dev/null

/// The seed's SCCP example (seed-sccp-loop.mlir in the SSA form mem2reg
/// gives it): the lattice its comment expects, in its notation:
/// x0 = NAC (%in), a0 = 1 (%one), c0 = 11 (%cv), a1 = NAC (%a_1),
/// b0 = NAC (%bv), a2 = NAC (%inc).
// CHECK-LABEL: // -----// SCCP lattice of func.func @sccp_loop //----- //
// CHECK-NEXT:  // executable: ^bb0, ^head, ^body, ^exit
// CHECK-NEXT:  // never executed: -
// CHECK-NEXT:  // %in = NAC
// CHECK-NEXT:  // %one = 1
// CHECK-NEXT:  // %ten = 10
// CHECK-NEXT:  // %cv = 11
// CHECK-NEXT:  // %a_1 = NAC
// CHECK-NEXT:  // %lt = NAC
// CHECK-NEXT:  // %bv = NAC
// CHECK-NEXT:  // %inc = NAC
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

/// Blocks never executed are listed, and their values are ⊤ (never
/// reached); poison is written as such, booleans as true/false, and what
/// an opaque op computes (inside its region too) is NAC.
// CHECK-LABEL: // -----// SCCP lattice of func.func @kinds //----- //
// CHECK-NEXT:  // executable: ^bb0, ^yes
// CHECK-NEXT:  // never executed: ^no
// CHECK-NEXT:  // %a = NAC
// CHECK-NEXT:  // %true = true
// CHECK-NEXT:  // %p = poison
// CHECK-NEXT:  // %r = NAC
// CHECK-NEXT:  // %inner = NAC
// CHECK-NEXT:  // %y = NAC
// CHECK-NEXT:  // %z = ⊤
func.func @kinds(%a: i32) -> i32 {
  %true = arith.constant true
  %p = ub.poison : i32
  %r = "my.region"() ({
    %inner = arith.addi %a, %a : i32
    "my.yield"(%inner) : (i32) -> ()
  }) : () -> i32
  cf.cond_br %true, ^yes, ^no
^yes:
  %y = arith.addi %r, %a : i32
  return %y : i32
^no:
  %z = arith.muli %a, %a : i32
  return %z : i32
}
