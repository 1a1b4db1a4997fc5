// RUN: %ssa-opt -mem2reg -print-textbook-ssa %S/../Seeds/Inputs/000-1.8.4-renaming.py -o /dev/null | filecheck %s --check-prefix=SSA
// RUN: %ssa-opt '-print-textbook-ssa{flavor=minimal}' %s -o /dev/null | filecheck %s --check-prefix=MIN
// RUN: %ssa-opt '-print-textbook-ssa{flavor=minimal first-version=1}' %s -o /dev/null | filecheck %s --check-prefix=ONE
// RUN: %ssa-opt '-print-textbook-ssa{flavor=minimal sccp=true}' %S/../Seeds/Inputs/000-1.8.4-renaming.py -o /dev/null | filecheck %s --check-prefix=SCCP
// RUN: for shape in mixed ladder deep-nest; do for flavor in maximal minimal semi-pruned pruned; do %ssa-smith --seed 7 --size 400 --shape $shape | %ssa-opt "-print-textbook-ssa{flavor=$flavor trace=true sccp=true value-numbers=true}" - -o /dev/null > /dev/null || exit 1; done; done

/// SSA input (here mem2reg's output of seed 000 §1.8.4): block arguments
/// print as Φ lines, operands from each predecessor's branch; constants
/// stay in place.
// SSA-LABEL: // -----// Textbook SSA of func.func @main //----- //
// SSA:       // L8:
// SSA-NEXT:  //     a_1 = Φ(98, 3)
// SSA-NEXT:  //     return

/// sccp=true on seed 000 §1.8.4 (minimal: z gets a Φ too): a_0 = 3 makes
/// a_0 > 3 false, so only the edge to L6 is executable and L3 never runs;
/// a_1 and a_2, assigned there, stay UNDEF, and the Φs at L8 take the one
/// executable edge's values. A literal gets no line; y_0 = a_3 is a copy,
/// the same value as a_3.
// SCCP-LABEL: // SCCP (DCC888, Wegman and Zadeck)
// SCCP-NEXT:  // CFG worklist: L1 is executable: visit its ops
// SCCP-NEXT:  //   a_0: UNDEF -> 3
// SCCP-NEXT:  //   a_0 > 3: UNDEF -> false
// SCCP-NEXT:  //   edge L1 -> L6 is executable
// SCCP:       // executable: L1, L6, L8
// SCCP-NEXT:  // never executed: L3
// SCCP-NEXT:  // [a_0] = 3
// SCCP-NEXT:  // [a_0 > 3] = false
// SCCP-NEXT:  // [a_1] = UNDEF
// SCCP-NEXT:  // [a_2] = UNDEF
// SCCP-NEXT:  // [z_0] = 4
// SCCP-NEXT:  // [a_3] = 3
// SCCP-NEXT:  // [z_1] = 4
// SCCP-NEXT:  // [a_4] = 4

/// A variable assigned on one path only and never read: minimal SSA still
/// gives it a Φ at the join. With first-version=0 the Φ's operand from the
/// other path has no definition (⊥: nothing reads x before assigning it, so
/// it has no implicit entry definition); with first-version=1 it is the
/// implicit entry definition x_0 (Appel's "push 0 onto Stack[a]"). A block
/// unreachable from the entry is printed, not renamed.
// MIN-LABEL: // -----// Textbook SSA of func.func @one_path //----- //
// MIN:       // then:
// MIN-NEXT:  //     x_0 = 1
// MIN:       // join:
// MIN-NEXT:  //     x_1 = Φ(⊥, x_0)
// MIN-NEXT:  //     return 0
// MIN-NEXT:  // dead:  (unreachable: not renamed)
// MIN-NEXT:  //     x_? = 5
// MIN-NEXT:  //     goto join
// ONE:       // then:
// ONE-NEXT:  //     x_1 = 1
// ONE:       // join:
// ONE-NEXT:  //     x_2 = Φ(x_0, x_1)
// ONE-NEXT:  //     return 0

/// The last RUN line: every flavour, with its trace, on generated programs
/// of three shapes. The printer checks that the placement the trace walks
/// through (the texts' worklists) is the one it prints (mem2reg's), and
/// panics otherwise.
func.func @one_path(%c: i1) -> i32 {
  %x = memref.alloca() : memref<i32>
  cf.cond_br %c, ^then, ^join
^then:
  %c1 = arith.constant 1 : i32
  memref.store %c1, %x[] : memref<i32>
  cf.br ^join
^join:
  %c0 = arith.constant 0 : i32
  return %c0 : i32
^dead:
  %c5 = arith.constant 5 : i32
  memref.store %c5, %x[] : memref<i32>
  cf.br ^join
}
