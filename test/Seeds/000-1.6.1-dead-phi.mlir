// RUN: %ssa-opt '-print-textbook-ssa{flavor=minimal}' %s -o /dev/null | filecheck %s --check-prefix=MIN
// RUN: %ssa-opt '-print-textbook-ssa{flavor=pruned}' %s -o /dev/null | filecheck %s --check-prefix=PRUNED

/// Seed 000, §1.6.1.1 (image8; figure missing, program recovered from the
/// sentences): the assignment of d inside block 2 puts a Φ for d in the last
/// block by the dominance frontier (minimal SSA), but d is not used there, so
/// liveness removes it (pruned SSA). The text calls the last block B3 where
/// its figure says B4 (a known slip): with the entry B1, the two branches B2
/// and B3, the join is B4.
/// The program, as the front end would give it:
///     B1:
///       d = 1
///       if d > 0 goto B2 else B3
///     B2:
///       d = 2
///       goto B4
///     B3:
///       goto B4
///     B4:
///       return
// MIN-LABEL: // -----// Textbook SSA of func.func @dead_phi //----- //
// MIN-NEXT: // B1:
// MIN-NEXT: //     d_0 = 1
// MIN-NEXT: //     if d_0 > 0 goto B2 else B3
// MIN-NEXT: // B2:
// MIN-NEXT: //     d_1 = 2
// MIN-NEXT: //     goto B4
// MIN-NEXT: // B3:
// MIN-NEXT: //     goto B4
// MIN-NEXT: // B4:
// MIN-NEXT: //     d_2 = Φ(d_1, d_0)
// MIN-NEXT: //     return
// PRUNED-LABEL: // -----// Textbook SSA of func.func @dead_phi //----- //
// PRUNED-NEXT: // B1:
// PRUNED-NEXT: //     d_0 = 1
// PRUNED-NEXT: //     if d_0 > 0 goto B2 else B3
// PRUNED-NEXT: // B2:
// PRUNED-NEXT: //     d_1 = 2
// PRUNED-NEXT: //     goto B4
// PRUNED-NEXT: // B3:
// PRUNED-NEXT: //     goto B4
// PRUNED-NEXT: // B4:
// PRUNED-NEXT: //     return
func.func @dead_phi() {
^B1:
  %d = memref.alloca() : memref<i32>
  %t1 = arith.constant 1 : i32
  memref.store %t1, %d[] : memref<i32>
  %t2 = memref.load %d[] : memref<i32>
  %t3 = arith.constant 0 : i32
  %t4 = arith.cmpi sgt, %t2, %t3 : i32
  cf.cond_br %t4, ^B2, ^B3
^B2:
  %t5 = arith.constant 2 : i32
  memref.store %t5, %d[] : memref<i32>
  cf.br ^B4
^B3:
  cf.br ^B4
^B4:
  return
}
