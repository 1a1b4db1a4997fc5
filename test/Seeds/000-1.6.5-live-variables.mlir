// RUN: %ssa-opt '-print-liveness{trace=true}' %s -o /dev/null | filecheck %s

/// Seed 000, §1.6.5 "Testing for Live Variable Analysis": for
///     a = 3
///     if c < 3:
///         y = a + b
///         x, y = a, b
/// the document prints block L1: UEVAR: {'c'}, VARKILL : {'a'}, LIVEOUT :
/// {'a', 'b'} and block L3: UEVAR: {'a', 'b'}, VARKILL : {'y', 'x'}, LIVEOUT :
/// set(). The tuple assignment is two assignments (nothing it reads is
/// assigned by it). L5 is the empty block after the if.
/// The program, as the front end would give it:
///     L1:
///       a = 3
///       if c < 3 goto L3 else L5
///     L3:
///       y = a + b
///       x = a
///       y = b
///       goto L5
///     L5:
///       return
// CHECK-LABEL: // -----// Liveness of func.func @live_variables //----- //
// CHECK-NEXT: // slots: %a, %c, %y, %b, %x
// CHECK-NEXT: // Liveness (000 §1.6.4): UEVAR and VARKILL of each block
// CHECK-NEXT: //   L1: UEVAR {c}  VARKILL {a}
// CHECK-NEXT: //   L3: UEVAR {a, b}  VARKILL {y, x}
// CHECK-NEXT: //   L5: UEVAR {}  VARKILL {}
// CHECK-NEXT: // LIVEOUT(n) = ∪ over successors m: UEVAR(m) ∪ (LIVEOUT(m) ∩ ~VARKILL(m)), all ∅ at first
// CHECK-NEXT: // round 1:
// CHECK-NEXT: //   LIVEOUT(L1) = {a, b}  (changed)
// CHECK-NEXT: //   LIVEOUT(L3) = {}
// CHECK-NEXT: //   LIVEOUT(L5) = {}
// CHECK-NEXT: // round 2:
// CHECK-NEXT: //   LIVEOUT(L1) = {a, b}
// CHECK-NEXT: //   LIVEOUT(L3) = {}
// CHECK-NEXT: //   LIVEOUT(L5) = {}
// CHECK-NEXT: // round 2 changed nothing: the fixed point
// CHECK-NEXT: // block  UEVAR     VARKILL   LIVEIN    LIVEOUT
// CHECK-NEXT: // ^L1    {%c}      {%a}      {%c, %b}  {%a, %b}
// CHECK-NEXT: // ^L3    {%a, %b}  {%y, %x}  {%a, %b}  {}
// CHECK-NEXT: // ^L5    {}        {}        {}        {}
// CHECK-NEXT: // SSA values (block arguments as phis: defined at the top of their block, operands passed on an edge used at the end of the predecessor):
// CHECK-NEXT: // block  live-in           live-out
// CHECK-NEXT: // ^L1    {}                {%a, %y, %b, %x}
// CHECK-NEXT: // ^L3    {%a, %y, %b, %x}  {}
// CHECK-NEXT: // ^L5    {}                {}
func.func @live_variables() {
^L1:
  %a = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %t1 = arith.constant 3 : i32
  memref.store %t1, %a[] : memref<i32>
  %t2 = memref.load %c[] : memref<i32>
  %t3 = arith.constant 3 : i32
  %t4 = arith.cmpi slt, %t2, %t3 : i32
  cf.cond_br %t4, ^L3, ^L5
^L3:
  %t5 = memref.load %a[] : memref<i32>
  %t6 = memref.load %b[] : memref<i32>
  %t7 = arith.addi %t5, %t6 : i32
  memref.store %t7, %y[] : memref<i32>
  %t8 = memref.load %a[] : memref<i32>
  memref.store %t8, %x[] : memref<i32>
  %t9 = memref.load %b[] : memref<i32>
  memref.store %t9, %y[] : memref<i32>
  cf.br ^L5
^L5:
  return
}
