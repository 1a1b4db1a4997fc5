// RUN: %ssa-opt '-print-textbook-ssa{flavor=minimal first-version=1}' %s -o /dev/null | filecheck %s --check-prefix=MIN
// RUN: %ssa-opt '-print-textbook-ssa{flavor=pruned first-version=1}' %s -o /dev/null | filecheck %s --check-prefix=PRUNED

/// Seed 002 (DCC888), "Pruning SSA Form" (figure missing, program recovered
/// from the sentences): minimal SSA has "a phi-function for i at L1,
/// because this block is in the dominance frontier of L2, a block where i is
/// defined", though it is not useful at all; pruned SSA adds "a liveness
/// check" and puts none there: i is not alive at L1 (L2 assigns i before
/// reading it, L3 does not read it). The same holds for x, assigned in L2
/// only. Versions count from 1, as in the slides.
/// The program, as the front end would give it:
///     L0:
///       i = 1
///       goto L1
///     L1:
///       if cond() goto L2 else L3
///     L2:
///       i = 2
///       x = i
///       goto L1
///     L3:
///       return
// MIN-LABEL: // -----// Textbook SSA of func.func @pruned //----- //
// MIN:       // L1:
// MIN-NEXT:  //     i_2 = Φ(i_1, i_3)
// MIN-NEXT:  //     x_1 = Φ(x_0, x_2)
// MIN-NEXT:  //     if cond() goto L2 else L3
// PRUNED-LABEL: // -----// Textbook SSA of func.func @pruned //----- //
// PRUNED:       // L1:
// PRUNED-NEXT:  //     if cond() goto L2 else L3
// PRUNED-NEXT:  // L2:
// PRUNED-NEXT:  //     i_2 = 2
// PRUNED-NEXT:  //     x_1 = i_2
func.func private @cond() -> i1
func.func @pruned() {
^L0:
  %i = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  memref.store %c1, %i[] : memref<i32>
  cf.br ^L1
^L1:
  %p = func.call @cond() : () -> i1
  cf.cond_br %p, ^L2, ^L3
^L2:
  memref.store %c2, %i[] : memref<i32>
  %i1 = memref.load %i[] : memref<i32>
  memref.store %i1, %x[] : memref<i32>
  cf.br ^L1
^L3:
  return
}
