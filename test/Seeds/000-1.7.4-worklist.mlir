// RUN: %ssa-opt '-print-textbook-ssa{flavor=semi-pruned trace=true}' %s -o /dev/null | filecheck %s

/// Seed 000, §1.7.4.1 (worklistimportanceexample; figure missing, program
/// recovered from its Globals and Blocks sets): Globals = [a]; Blocks: a: B3;
/// b: B2, B4; f: B5; g: B1. The assignment of a in B3 puts a Φ in B4 = DF(B3);
/// that Φ, a new definition, puts B4 on the worklist, and DF(B4) = B5 gets a
/// Φ too.
/// The program, as the front end would give it:
///     B1:
///       g = 1
///       if a > 0 goto B2 else B5
///     B2:
///       b = 1
///       if a > 1 goto B3 else B4
///     B3:
///       a = 2
///       goto B4
///     B4:
///       b = 2
///       goto B5
///     B5:
///       f = 3
///       return a
// CHECK-LABEL: // -----// Textbook SSA of func.func @worklist //----- //
// CHECK-NEXT: // Dominance frontiers by the runner algorithm (000 §1.4.4): for each block b with ≥ 2 predecessors, each predecessor p: runner := p; while runner ≠ idom(b): DF(runner) += b; runner := idom(runner)
// CHECK-NEXT: //   B4: predecessors B2, B3, idom B2
// CHECK-NEXT: //     runner B2 = idom(B4): stop
// CHECK-NEXT: //     runner B3: DF(B3) += B4
// CHECK-NEXT: //     runner B2 = idom(B4): stop
// CHECK-NEXT: //   B5: predecessors B1, B4, idom B1
// CHECK-NEXT: //     runner B1 = idom(B5): stop
// CHECK-NEXT: //     runner B4: DF(B4) += B5
// CHECK-NEXT: //     runner B2: DF(B2) += B5
// CHECK-NEXT: //     runner B1 = idom(B5): stop
// CHECK-NEXT: // Liveness (000 §1.6.4): UEVAR and VARKILL of each block
// CHECK-NEXT: //   B1: UEVAR {a}  VARKILL {g}
// CHECK-NEXT: //   B2: UEVAR {a}  VARKILL {b}
// CHECK-NEXT: //   B3: UEVAR {}  VARKILL {a}
// CHECK-NEXT: //   B4: UEVAR {}  VARKILL {b}
// CHECK-NEXT: //   B5: UEVAR {a}  VARKILL {f}
// CHECK-NEXT: // LIVEOUT(n) = ∪ over successors m: UEVAR(m) ∪ (LIVEOUT(m) ∩ ~VARKILL(m)), all ∅ at first
// CHECK-NEXT: // round 1:
// CHECK-NEXT: //   LIVEOUT(B1) = {a}  (changed)
// CHECK-NEXT: //   LIVEOUT(B2) = {}
// CHECK-NEXT: //   LIVEOUT(B3) = {}
// CHECK-NEXT: //   LIVEOUT(B4) = {a}  (changed)
// CHECK-NEXT: //   LIVEOUT(B5) = {}
// CHECK-NEXT: // round 2:
// CHECK-NEXT: //   LIVEOUT(B1) = {a}
// CHECK-NEXT: //   LIVEOUT(B2) = {a}  (changed)
// CHECK-NEXT: //   LIVEOUT(B3) = {a}  (changed)
// CHECK-NEXT: //   LIVEOUT(B4) = {a}
// CHECK-NEXT: //   LIVEOUT(B5) = {}
// CHECK-NEXT: // round 3:
// CHECK-NEXT: //   LIVEOUT(B1) = {a}
// CHECK-NEXT: //   LIVEOUT(B2) = {a}
// CHECK-NEXT: //   LIVEOUT(B3) = {a}
// CHECK-NEXT: //   LIVEOUT(B4) = {a}
// CHECK-NEXT: //   LIVEOUT(B5) = {}
// CHECK-NEXT: // round 3 changed nothing: the fixed point
// CHECK-NEXT: // Φ placement (semi-pruned, 000 §1.7.3.1)
// CHECK-NEXT: // Globals = {a}
// CHECK-NEXT: // Blocks(g) = {B1}
// CHECK-NEXT: // Blocks(a) = {B3}
// CHECK-NEXT: // Blocks(b) = {B2, B4}
// CHECK-NEXT: // Blocks(f) = {B5}
// CHECK-NEXT: // g: not in Globals (never read before written in a block): no Φ
// CHECK-NEXT: // a: WorkList = {B3}
// CHECK-NEXT: //   take B3: DF(B3) = {B4}
// CHECK-NEXT: //     B4: insert a = Φ(a, a); WorkList += B4
// CHECK-NEXT: //   take B4: DF(B4) = {B5}
// CHECK-NEXT: //     B5: insert a = Φ(a, a); WorkList += B5
// CHECK-NEXT: //   take B5: DF(B5) = {}
// CHECK-NEXT: // b: not in Globals (never read before written in a block): no Φ
// CHECK-NEXT: // f: not in Globals (never read before written in a block): no Φ
// CHECK-NEXT: // Renaming (000 §1.8.2, Appel Alg. 19.7): walk the dominator tree from the root
// CHECK-NEXT: // enter B1: Stack = {g: [], a: [a_0], b: [], f: []}  Count = {g: 0, a: 1, b: 0, f: 0}
// CHECK-NEXT: //   g_0 defined: push g_0
// CHECK-NEXT: //   use of a: top(Stack[a]) = a_0
// CHECK-NEXT: //   fill Φ for a in B5, operand 1: a_0
// CHECK-NEXT: // enter B2: Stack = {g: [g_0], a: [a_0], b: [], f: []}  Count = {g: 1, a: 1, b: 0, f: 0}
// CHECK-NEXT: //   b_0 defined: push b_0
// CHECK-NEXT: //   use of a: top(Stack[a]) = a_0
// CHECK-NEXT: //   fill Φ for a in B4, operand 1: a_0
// CHECK-NEXT: // enter B3: Stack = {g: [g_0], a: [a_0], b: [b_0], f: []}  Count = {g: 1, a: 1, b: 1, f: 0}
// CHECK-NEXT: //   a_1 defined: push a_1
// CHECK-NEXT: //   fill Φ for a in B4, operand 2: a_1
// CHECK-NEXT: // leave B3: pop a_1
// CHECK-NEXT: // enter B4: Stack = {g: [g_0], a: [a_0], b: [b_0], f: []}  Count = {g: 1, a: 2, b: 1, f: 0}
// CHECK-NEXT: //   a_2 = Φ: push a_2
// CHECK-NEXT: //   b_1 defined: push b_1
// CHECK-NEXT: //   fill Φ for a in B5, operand 2: a_2
// CHECK-NEXT: // leave B4: pop b_1, a_2
// CHECK-NEXT: // leave B2: pop b_0
// CHECK-NEXT: // enter B5: Stack = {g: [g_0], a: [a_0], b: [], f: []}  Count = {g: 1, a: 3, b: 2, f: 0}
// CHECK-NEXT: //   a_3 = Φ: push a_3
// CHECK-NEXT: //   f_0 defined: push f_0
// CHECK-NEXT: //   use of a: top(Stack[a]) = a_3
// CHECK-NEXT: // leave B5: pop f_0, a_3
// CHECK-NEXT: // leave B1: pop g_0
// CHECK-NEXT: // B1:
// CHECK-NEXT: //     g_0 = 1
// CHECK-NEXT: //     if a_0 > 0 goto B2 else B5
// CHECK-NEXT: // B2:
// CHECK-NEXT: //     b_0 = 1
// CHECK-NEXT: //     if a_0 > 1 goto B3 else B4
// CHECK-NEXT: // B3:
// CHECK-NEXT: //     a_1 = 2
// CHECK-NEXT: //     goto B4
// CHECK-NEXT: // B4:
// CHECK-NEXT: //     a_2 = Φ(a_0, a_1)
// CHECK-NEXT: //     b_1 = 2
// CHECK-NEXT: //     goto B5
// CHECK-NEXT: // B5:
// CHECK-NEXT: //     a_3 = Φ(a_0, a_2)
// CHECK-NEXT: //     f_0 = 3
// CHECK-NEXT: //     return a_3
func.func @worklist() -> i32 {
^B1:
  %g = memref.alloca() : memref<i32>
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %f = memref.alloca() : memref<i32>
  %t1 = arith.constant 1 : i32
  memref.store %t1, %g[] : memref<i32>
  %t2 = memref.load %a[] : memref<i32>
  %t3 = arith.constant 0 : i32
  %t4 = arith.cmpi sgt, %t2, %t3 : i32
  cf.cond_br %t4, ^B2, ^B5
^B2:
  %t5 = arith.constant 1 : i32
  memref.store %t5, %b[] : memref<i32>
  %t6 = memref.load %a[] : memref<i32>
  %t7 = arith.constant 1 : i32
  %t8 = arith.cmpi sgt, %t6, %t7 : i32
  cf.cond_br %t8, ^B3, ^B4
^B3:
  %t9 = arith.constant 2 : i32
  memref.store %t9, %a[] : memref<i32>
  cf.br ^B4
^B4:
  %t10 = arith.constant 2 : i32
  memref.store %t10, %b[] : memref<i32>
  cf.br ^B5
^B5:
  %t11 = arith.constant 3 : i32
  memref.store %t11, %f[] : memref<i32>
  %t12 = memref.load %a[] : memref<i32>
  return %t12 : i32
}
