// RUN: %ssa-opt -print-textbook-ssa %s -o /dev/null | filecheck %s
// RUN: %ssa-opt -mem2reg -split-critical-edges -out-of-ssa %s | filecheck %s --check-prefix=COPIES

/// Seed 002 (DCC888), "SSA Elimination" and "Critical Edges" (figures
/// missing, program recovered from the sentences): at L5 "if the execution
/// flow reaches L5 coming from L4, then we must use b_1. Otherwise,
/// execution must reach L5 coming from L2, in which case we must use b_0":
/// b_2 = Φ(b_0, b_1), operands in predecessor order (L2, L4). Eliminating
/// the Φ by copies, the copy b_2 = b_0 cannot go in L2 (it branches to L4
/// too) nor in L5 (L4 reaches it): the edge L2 -> L5 is critical. Splitting
/// it puts an empty block on it, which receives the copy (a store to the
/// Φ's slot); L4 ends with the other copy, b_2 = b_1.
/// The program, as the front end would give it:
///     L1:
///       b = read()
///       goto L2
///     L2:
///       if b > 0 goto L4 else L5
///     L4:
///       b = b + 1
///       goto L5
///     L5:
///       return b
// CHECK-LABEL: // -----// Textbook SSA of func.func @critical //----- //
// CHECK:       // L5:
// CHECK-NEXT:  //     b_2 = Φ(b_0, b_1)
// CHECK-NEXT:  //     return b_2
// COPIES-LABEL: func.func @critical
// COPIES:         %[[SLOT:.*]] = memref.alloca() : memref<i32>
// COPIES:         %[[B0:.*]] = call @read()
// COPIES:         cf.cond_br %{{.*}}, ^L4, ^[[SPLIT:.*]]
// COPIES-NEXT:  ^[[SPLIT]]:  // pred: ^L2
// COPIES-NEXT:    memref.store %[[B0]], %[[SLOT]][] : memref<i32>
// COPIES-NEXT:    cf.br ^L5
// COPIES-NEXT:  ^L4:  // pred: ^L2
// COPIES:         %[[B1:.*]] = arith.addi %[[B0]], %{{.*}} : i32
// COPIES-NEXT:    memref.store %[[B1]], %[[SLOT]][] : memref<i32>
// COPIES-NEXT:    cf.br ^L5
// COPIES-NEXT:  ^L5:  // 2 preds: ^[[SPLIT]], ^L4
// COPIES-NEXT:    %[[B2:.*]] = memref.load %[[SLOT]][] : memref<i32>
// COPIES-NEXT:    return %[[B2]] : i32
func.func private @read() -> i32
func.func @critical() -> i32 {
^L1:
  %b = memref.alloca() : memref<i32>
  %r = func.call @read() : () -> i32
  memref.store %r, %b[] : memref<i32>
  cf.br ^L2
^L2:
  %b0 = memref.load %b[] : memref<i32>
  %c0 = arith.constant 0 : i32
  %t = arith.cmpi sgt, %b0, %c0 : i32
  cf.cond_br %t, ^L4, ^L5
^L4:
  %b1 = memref.load %b[] : memref<i32>
  %c1 = arith.constant 1 : i32
  %s = arith.addi %b1, %c1 : i32
  memref.store %s, %b[] : memref<i32>
  cf.br ^L5
^L5:
  %b2 = memref.load %b[] : memref<i32>
  return %b2 : i32
}
