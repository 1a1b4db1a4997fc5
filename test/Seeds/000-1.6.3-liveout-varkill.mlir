// RUN: %ssa-opt '-print-liveness{trace=true}' %s -o /dev/null | filecheck %s

/// Seed 000, §1.6.3.2, the VARKILL variant: with c = 10 + b added to B2, c
/// no longer lives out of B1, because B2 kills it. The text gives Liveout(B1) =
/// {a} with Uevar(B2) = {a}; but c = 10 + b reads b before any assignment in
/// B2, so by the text's own definition b is in Uevar(B2) and lives out of B1
/// (from the entry, where nothing assigns it): the right sets are checked,
/// Uevar(B2) = {a, b} and Liveout(B1) = {a, b}, with c excluded as the text
/// says.
/// The program, as the front end would give it:
///     B1:
///       a = 1
///       c = 2
///       goto B2
///     B2:
///       x = a
///       c = 10 + b
///       goto B3
///     B3:
///       y = c
///       return
// CHECK-LABEL: // -----// Liveness of func.func @liveout_varkill //----- //
// CHECK-NEXT: // slots: %a, %c, %x, %b, %y
// CHECK-NEXT: // Liveness (000 §1.6.4): UEVAR and VARKILL of each block
// CHECK-NEXT: //   B1: UEVAR {}  VARKILL {a, c}
// CHECK-NEXT: //   B2: UEVAR {a, b}  VARKILL {c, x}
// CHECK-NEXT: //   B3: UEVAR {c}  VARKILL {y}
// CHECK-NEXT: // LIVEOUT(n) = ∪ over successors m: UEVAR(m) ∪ (LIVEOUT(m) ∩ ~VARKILL(m)), all ∅ at first
// CHECK-NEXT: // round 1:
// CHECK-NEXT: //   LIVEOUT(B1) = {a, b}  (changed)
// CHECK-NEXT: //   LIVEOUT(B2) = {c}  (changed)
// CHECK-NEXT: //   LIVEOUT(B3) = {}
// CHECK-NEXT: // round 2:
// CHECK-NEXT: //   LIVEOUT(B1) = {a, b}
// CHECK-NEXT: //   LIVEOUT(B2) = {c}
// CHECK-NEXT: //   LIVEOUT(B3) = {}
// CHECK-NEXT: // round 2 changed nothing: the fixed point
// CHECK-NEXT: // block  UEVAR   VARKILL  LIVEIN  LIVEOUT
// CHECK-NEXT: // B1     {}      {a, c}   {b}     {a, b}
// CHECK-NEXT: // B2     {a, b}  {c, x}   {a, b}  {c}
// CHECK-NEXT: // B3     {c}     {y}      {c}     {}
// CHECK-NEXT: // SSA values (block arguments as phis: defined at the top of their block, operands passed on an edge used at the end of the predecessor):
// CHECK-NEXT: // block  live-in               live-out
// CHECK-NEXT: // ^B1    {}                    {%a, %c, %x, %b, %y}
// CHECK-NEXT: // ^B2    {%a, %c, %x, %b, %y}  {%c, %y}
// CHECK-NEXT: // ^B3    {%c, %y}              {}
func.func @liveout_varkill() {
^B1:
  %a = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %t1 = arith.constant 1 : i32
  memref.store %t1, %a[] : memref<i32>
  %t2 = arith.constant 2 : i32
  memref.store %t2, %c[] : memref<i32>
  cf.br ^B2
^B2:
  %t3 = memref.load %a[] : memref<i32>
  memref.store %t3, %x[] : memref<i32>
  %t4 = arith.constant 10 : i32
  %t5 = memref.load %b[] : memref<i32>
  %t6 = arith.addi %t4, %t5 : i32
  memref.store %t6, %c[] : memref<i32>
  cf.br ^B3
^B3:
  %t7 = memref.load %c[] : memref<i32>
  memref.store %t7, %y[] : memref<i32>
  return
}
