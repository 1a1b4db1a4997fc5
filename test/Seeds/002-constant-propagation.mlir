// RUN: %ssa-opt -print-textbook-ssa %s -o /dev/null | filecheck %s
// RUN: %ssa-opt '-print-textbook-ssa{sccp=true}' %s -o /dev/null | filecheck %s --check-prefixes=CHECK,SCCP
// RUN: %ssa-opt -mem2reg '-print-sccp-lattice{trace=true}' %s -o /dev/null | filecheck %s --check-prefix=LATTICE

/// Seed 002, "Constant Propagation" (the sparse abstract interpretation):
/// x_0 = input, a_0 = 1, c_0 = a_0 + 10, a_1 = φ(a_0, a_2), a_1 < c_0,
/// b_0 = x_0 * a_1, output b_0, a_2 = a_1 + 1, with the lattice [x_0] = NAC,
/// [a_0] = 1, [c_0] = 11, and, after iterating, a_1, b_0 and a_2 NAC (a_1 meets
/// 1 and the NAC a_2). With sccp=true the textbook printer traces the
/// solver in the slides' names: its two worklists (SSA edges and CFG
/// edges), each edge made executable and each lattice change, UNDEF -> 1
/// -> NAC for a_1 once the loop's back edge is executable; then the table
/// [x_0] = NAC, [a_0] = 1, [c_0] = 11, [a_1] = NAC, [a_1 < c_0] = NAC,
/// [b_0] = NAC, [a_2] = NAC, as the slide. -print-sccp-lattice shows the same
/// run over mem2reg's SSA values by their MLIR names: %a_1 is the Φ, %t2 and
/// %t5 are a_0 and c_0, %t8 the test a_1 < c_0, %t11 b_0 and %t15 a_2.
/// The program, as the front end would give it:
///     L0:
///       x = input()
///       a = 1
///       c = a + 10
///       goto L1
///     L1:
///       if a < c goto L2 else L3
///     L2:
///       b = x * a
///       output(b)
///       a = a + 1
///       goto L1
///     L3:
///       return
// CHECK-LABEL: // -----// Textbook SSA of func.func @sccp //----- //
// CHECK-NEXT: // L0:
// CHECK-NEXT: //     x_0 = input()
// CHECK-NEXT: //     a_0 = 1
// CHECK-NEXT: //     c_0 = a_0 + 10
// CHECK-NEXT: //     goto L1
// CHECK-NEXT: // L1:
// CHECK-NEXT: //     a_1 = Φ(a_0, a_2)
// CHECK-NEXT: //     if a_1 < c_0 goto L2 else L3
// CHECK-NEXT: // L2:
// CHECK-NEXT: //     b_0 = x_0 * a_1
// CHECK-NEXT: //     output(b_0)
// CHECK-NEXT: //     a_2 = a_1 + 1
// CHECK-NEXT: //     goto L1
// CHECK-NEXT: // L3:
// CHECK-NEXT: //     return
// SCCP: // SCCP (DCC888, Wegman and Zadeck): every [v] starts UNDEF and only goes down, UNDEF -> constant -> NAC; a block's statements are evaluated once an edge into it is executable (CFG worklist), a statement again when a value it uses changes (SSA worklist)
// SCCP-NEXT: // CFG worklist: L0 is executable: visit its ops
// SCCP-NEXT: //   x_0: UNDEF -> NAC
// SCCP-NEXT: //   a_0: UNDEF -> 1
// SCCP-NEXT: //   c_0: UNDEF -> 11
// SCCP-NEXT: //   edge L0 -> L1 is executable
// SCCP-NEXT: //   a_1: UNDEF -> 1
// SCCP-NEXT: // SSA worklist: a_1 changed: visit its uses
// SCCP-NEXT: //   a_1 < c_0: UNDEF -> true
// SCCP-NEXT: // SSA worklist: a_1 < c_0 changed: visit its uses
// SCCP-NEXT: //   edge L1 -> L2 is executable
// SCCP-NEXT: // SSA worklist: c_0 changed: visit its uses
// SCCP-NEXT: // SSA worklist: a_0 changed: visit its uses
// SCCP-NEXT: // SSA worklist: x_0 changed: visit its uses
// SCCP-NEXT: //   b_0: UNDEF -> NAC
// SCCP-NEXT: // SSA worklist: b_0 changed: visit its uses
// SCCP-NEXT: // CFG worklist: L2 is executable: visit its ops
// SCCP-NEXT: //   a_2: UNDEF -> 2
// SCCP-NEXT: //   edge L2 -> L1 is executable
// SCCP-NEXT: //   a_1: 1 -> NAC
// SCCP-NEXT: // SSA worklist: a_1 changed: visit its uses
// SCCP-NEXT: //   a_2: 2 -> NAC
// SCCP-NEXT: //   a_1 < c_0: true -> NAC
// SCCP-NEXT: // SSA worklist: a_1 < c_0 changed: visit its uses
// SCCP-NEXT: //   edge L1 -> L3 is executable
// SCCP-NEXT: // SSA worklist: a_2 changed: visit its uses
// SCCP-NEXT: // SSA worklist: a_2 changed: visit its uses
// SCCP-NEXT: // CFG worklist: L3 is executable: visit its ops
// SCCP-NEXT: // CFG worklist: L1 is executable: visit its ops
// SCCP-NEXT: // executable: L0, L1, L2, L3
// SCCP-NEXT: // never executed: -
// SCCP-NEXT: // [x_0] = NAC
// SCCP-NEXT: // [a_0] = 1
// SCCP-NEXT: // [c_0] = 11
// SCCP-NEXT: // [a_1] = NAC
// SCCP-NEXT: // [a_1 < c_0] = NAC
// SCCP-NEXT: // [b_0] = NAC
// SCCP-NEXT: // [a_2] = NAC
// LATTICE-LABEL: // -----// SCCP trace of func.func @sccp //----- //
// LATTICE-NEXT: // CFG worklist: ^L0 is executable: visit its ops
// LATTICE-NEXT: //   %t1: ⊤ -> NAC
// LATTICE-NEXT: //   %t2: ⊤ -> 1
// LATTICE-NEXT: //   %t4: ⊤ -> 10
// LATTICE-NEXT: //   %t5: ⊤ -> 11
// LATTICE-NEXT: //   edge ^L0 -> ^L1 is executable
// LATTICE-NEXT: //   %a_1: ⊤ -> 1
// LATTICE-NEXT: // SSA worklist: %a_1 changed: visit its uses
// LATTICE-NEXT: //   %t8: ⊤ -> true
// LATTICE-NEXT: // SSA worklist: %t8 changed: visit its uses
// LATTICE-NEXT: //   edge ^L1 -> ^L2 is executable
// LATTICE-NEXT: // SSA worklist: %t5 changed: visit its uses
// LATTICE-NEXT: // SSA worklist: %t4 changed: visit its uses
// LATTICE-NEXT: // SSA worklist: %t2 changed: visit its uses
// LATTICE-NEXT: // SSA worklist: %t1 changed: visit its uses
// LATTICE-NEXT: //   %t11: ⊤ -> NAC
// LATTICE-NEXT: // SSA worklist: %t11 changed: visit its uses
// LATTICE-NEXT: // CFG worklist: ^L2 is executable: visit its ops
// LATTICE-NEXT: //   %t14: ⊤ -> 1
// LATTICE-NEXT: //   %t15: ⊤ -> 2
// LATTICE-NEXT: //   edge ^L2 -> ^L1 is executable
// LATTICE-NEXT: //   %a_1: 1 -> NAC
// LATTICE-NEXT: // SSA worklist: %a_1 changed: visit its uses
// LATTICE-NEXT: //   %t15: 2 -> NAC
// LATTICE-NEXT: //   %t8: true -> NAC
// LATTICE-NEXT: // SSA worklist: %t8 changed: visit its uses
// LATTICE-NEXT: //   edge ^L1 -> ^L3 is executable
// LATTICE-NEXT: // SSA worklist: %t15 changed: visit its uses
// LATTICE-NEXT: // SSA worklist: %t15 changed: visit its uses
// LATTICE-NEXT: // SSA worklist: %t14 changed: visit its uses
// LATTICE-NEXT: // CFG worklist: ^L3 is executable: visit its ops
// LATTICE-NEXT: // CFG worklist: ^L1 is executable: visit its ops
// LATTICE-LABEL: // -----// SCCP lattice of func.func @sccp //----- //
// LATTICE-NEXT: // executable: ^L0, ^L1, ^L2, ^L3
// LATTICE-NEXT: // never executed: -
// LATTICE-NEXT: // %t1 = NAC
// LATTICE-NEXT: // %t2 = 1
// LATTICE-NEXT: // %t4 = 10
// LATTICE-NEXT: // %t5 = 11
// LATTICE-NEXT: // %a_1 = NAC
// LATTICE-NEXT: // %t8 = NAC
// LATTICE-NEXT: // %t11 = NAC
// LATTICE-NEXT: // %t14 = 1
// LATTICE-NEXT: // %t15 = NAC
func.func private @input() -> i32
func.func private @output(i32)
func.func @sccp() {
^L0:
  %x = memref.alloca() : memref<i32>
  %a = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %t1 = func.call @input() : () -> i32
  memref.store %t1, %x[] : memref<i32>
  %t2 = arith.constant 1 : i32
  memref.store %t2, %a[] : memref<i32>
  %t3 = memref.load %a[] : memref<i32>
  %t4 = arith.constant 10 : i32
  %t5 = arith.addi %t3, %t4 : i32
  memref.store %t5, %c[] : memref<i32>
  cf.br ^L1
^L1:
  %t6 = memref.load %a[] : memref<i32>
  %t7 = memref.load %c[] : memref<i32>
  %t8 = arith.cmpi slt, %t6, %t7 : i32
  cf.cond_br %t8, ^L2, ^L3
^L2:
  %t9 = memref.load %x[] : memref<i32>
  %t10 = memref.load %a[] : memref<i32>
  %t11 = arith.muli %t9, %t10 : i32
  memref.store %t11, %b[] : memref<i32>
  %t12 = memref.load %b[] : memref<i32>
  func.call @output(%t12) : (i32) -> ()
  %t13 = memref.load %a[] : memref<i32>
  %t14 = arith.constant 1 : i32
  %t15 = arith.addi %t13, %t14 : i32
  memref.store %t15, %a[] : memref<i32>
  cf.br ^L1
^L3:
  return
}
