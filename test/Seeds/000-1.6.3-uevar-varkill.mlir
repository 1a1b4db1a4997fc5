// RUN: %ssa-opt '-print-liveness{trace=true}' %s -o /dev/null | filecheck %s

/// Seed 000, §1.6.3.1: Uevar(B1) = {c, d}, Varkill(B1) = {b, a, d}. The
/// block's code is a missing figure; it is recovered from the sentences: c is
/// read and never assigned, b is read after it is assigned, and the last
/// statement reads d and assigns it.
/// The program, as the front end would give it:
///     B1:
///       b = c * 2
///       a = b + 1
///       d = d + a
///       return
// CHECK-LABEL: // -----// Liveness of func.func @uevar_varkill //----- //
// CHECK-NEXT: // slots: %b, %c, %a, %d
// CHECK-NEXT: // Liveness (000 §1.6.4): UEVAR and VARKILL of each block
// CHECK-NEXT: //   B1: UEVAR {c, d}  VARKILL {b, a, d}
// CHECK-NEXT: // LIVEOUT(n) = ∪ over successors m: UEVAR(m) ∪ (LIVEOUT(m) ∩ ~VARKILL(m)), all ∅ at first
// CHECK-NEXT: // round 1:
// CHECK-NEXT: //   LIVEOUT(B1) = {}
// CHECK-NEXT: // round 1 changed nothing: the fixed point
// CHECK-NEXT: // block  UEVAR   VARKILL    LIVEIN  LIVEOUT
// CHECK-NEXT: // B1     {c, d}  {b, a, d}  {c, d}  {}
// CHECK-NEXT: // SSA values (block arguments as phis: defined at the top of their block, operands passed on an edge used at the end of the predecessor):
// CHECK-NEXT: // block  live-in  live-out
// CHECK-NEXT: // ^B1    {}       {}
func.func @uevar_varkill() {
^B1:
  %b = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %a = memref.alloca() : memref<i32>
  %d = memref.alloca() : memref<i32>
  %t1 = memref.load %c[] : memref<i32>
  %t2 = arith.constant 2 : i32
  %t3 = arith.muli %t1, %t2 : i32
  memref.store %t3, %b[] : memref<i32>
  %t4 = memref.load %b[] : memref<i32>
  %t5 = arith.constant 1 : i32
  %t6 = arith.addi %t4, %t5 : i32
  memref.store %t6, %a[] : memref<i32>
  %t7 = memref.load %d[] : memref<i32>
  %t8 = memref.load %a[] : memref<i32>
  %t9 = arith.addi %t7, %t8 : i32
  memref.store %t9, %d[] : memref<i32>
  return
}
