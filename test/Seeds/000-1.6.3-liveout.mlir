// RUN: %ssa-opt '-print-liveness{trace=true}' %s -o /dev/null | filecheck %s

/// Seed 000, §1.6.3.2 and §1.6.4: B1 -> B2 -> B3, a used in B2, c defined in B1
/// and used in B3 (y = c): Liveout(B1) = Uevar(B2) ∪ Liveout(B2) = {a, c},
/// Liveout(B2) = {c} (figures missing, program recovered from the sentences).
/// The trace runs §1.6.4's fixed point, blocks in order: B1 already gets a in
/// round 1 and c in round 2, when Liveout(B2) is known; round 3 changes
/// nothing. (§1.6.4's narrative says Liveout(B1) stays empty in the first
/// round, which its own equation does not give: Uevar(B2) = {a}.)
/// The program, as the front end would give it:
///     B1:
///       a = 1
///       c = 2
///       goto B2
///     B2:
///       x = a
///       goto B3
///     B3:
///       y = c
///       return
// CHECK-LABEL: // -----// Liveness of func.func @liveout //----- //
// CHECK-NEXT: // slots: %a, %c, %x, %y
// CHECK-NEXT: // Liveness (000 §1.6.4): UEVAR and VARKILL of each block
// CHECK-NEXT: //   B1: UEVAR {}  VARKILL {a, c}
// CHECK-NEXT: //   B2: UEVAR {a}  VARKILL {x}
// CHECK-NEXT: //   B3: UEVAR {c}  VARKILL {y}
// CHECK-NEXT: // LIVEOUT(n) = ∪ over successors m: UEVAR(m) ∪ (LIVEOUT(m) ∩ ~VARKILL(m)), all ∅ at first
// CHECK-NEXT: // round 1:
// CHECK-NEXT: //   LIVEOUT(B1) = {a}  (changed)
// CHECK-NEXT: //   LIVEOUT(B2) = {c}  (changed)
// CHECK-NEXT: //   LIVEOUT(B3) = {}
// CHECK-NEXT: // round 2:
// CHECK-NEXT: //   LIVEOUT(B1) = {a, c}  (changed)
// CHECK-NEXT: //   LIVEOUT(B2) = {c}
// CHECK-NEXT: //   LIVEOUT(B3) = {}
// CHECK-NEXT: // round 3:
// CHECK-NEXT: //   LIVEOUT(B1) = {a, c}
// CHECK-NEXT: //   LIVEOUT(B2) = {c}
// CHECK-NEXT: //   LIVEOUT(B3) = {}
// CHECK-NEXT: // round 3 changed nothing: the fixed point
// CHECK-NEXT: // block  UEVAR  VARKILL  LIVEIN  LIVEOUT
// CHECK-NEXT: // B1     {}     {a, c}   {}      {a, c}
// CHECK-NEXT: // B2     {a}    {x}      {a, c}  {c}
// CHECK-NEXT: // B3     {c}    {y}      {c}     {}
// CHECK-NEXT: // SSA values (block arguments as phis: defined at the top of their block, operands passed on an edge used at the end of the predecessor):
// CHECK-NEXT: // block  live-in           live-out
// CHECK-NEXT: // ^B1    {}                {%a, %c, %x, %y}
// CHECK-NEXT: // ^B2    {%a, %c, %x, %y}  {%c, %y}
// CHECK-NEXT: // ^B3    {%c, %y}          {}
func.func @liveout() {
^B1:
  %a = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %t1 = arith.constant 1 : i32
  memref.store %t1, %a[] : memref<i32>
  %t2 = arith.constant 2 : i32
  memref.store %t2, %c[] : memref<i32>
  cf.br ^B2
^B2:
  %t3 = memref.load %a[] : memref<i32>
  memref.store %t3, %x[] : memref<i32>
  cf.br ^B3
^B3:
  %t4 = memref.load %c[] : memref<i32>
  memref.store %t4, %y[] : memref<i32>
  return
}
