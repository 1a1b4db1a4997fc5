// RUN: %ssa-opt '-print-textbook-ssa{flavor=semi-pruned}' %s -o /dev/null | filecheck %s --check-prefix=SEMI
// RUN: %ssa-opt '-print-textbook-ssa{flavor=pruned trace=true}' %s -o /dev/null | filecheck %s --check-prefix=PRUNED

/// Seed 000, §1.7.3.2 (prunedssaex; figure missing, program recovered from the
/// sentences): a is read in B2, so it is in Globals, and assigned in B3, so
/// semi-pruned SSA puts a Φ for a in B4 = DF(B3). Pruned SSA does not: a is
/// not live on entry to B4 (000's test: a ∈ UEVAR(B4) ∪ (LIVEOUT(B4) ∩
/// ~VARKILL(B4))). Its pseudocode calls need_phi(b, x), a slip for
/// need_phi(d, x) (the block tried, not the block taken from the worklist).
/// The program, as the front end would give it:
///     B1:
///       a = 1
///       if a > 0 goto B2 else B3
///     B2:
///       x = a
///       goto B4
///     B3:
///       a = 2
///       goto B4
///     B4:
///       return
// SEMI-LABEL: // -----// Textbook SSA of func.func @pruned_vs_semi //----- //
// SEMI-NEXT: // B1:
// SEMI-NEXT: //     a_0 = 1
// SEMI-NEXT: //     if a_0 > 0 goto B2 else B3
// SEMI-NEXT: // B2:
// SEMI-NEXT: //     x_0 = a_0
// SEMI-NEXT: //     goto B4
// SEMI-NEXT: // B3:
// SEMI-NEXT: //     a_1 = 2
// SEMI-NEXT: //     goto B4
// SEMI-NEXT: // B4:
// SEMI-NEXT: //     a_2 = Φ(a_0, a_1)
// SEMI-NEXT: //     return
// PRUNED-LABEL: // -----// Textbook SSA of func.func @pruned_vs_semi //----- //
// PRUNED-NEXT: // Dominance frontiers by the runner algorithm (000 §1.4.4): for each block b with ≥ 2 predecessors, each predecessor p: runner := p; while runner ≠ idom(b): DF(runner) += b; runner := idom(runner)
// PRUNED-NEXT: //   B4: predecessors B2, B3, idom B1
// PRUNED-NEXT: //     runner B2: DF(B2) += B4
// PRUNED-NEXT: //     runner B1 = idom(B4): stop
// PRUNED-NEXT: //     runner B3: DF(B3) += B4
// PRUNED-NEXT: //     runner B1 = idom(B4): stop
// PRUNED-NEXT: // Liveness (000 §1.6.4): UEVAR and VARKILL of each block
// PRUNED-NEXT: //   B1: UEVAR {}  VARKILL {a}
// PRUNED-NEXT: //   B2: UEVAR {a}  VARKILL {x}
// PRUNED-NEXT: //   B3: UEVAR {}  VARKILL {a}
// PRUNED-NEXT: //   B4: UEVAR {}  VARKILL {}
// PRUNED-NEXT: // LIVEOUT(n) = ∪ over successors m: UEVAR(m) ∪ (LIVEOUT(m) ∩ ~VARKILL(m)), all ∅ at first
// PRUNED-NEXT: // round 1:
// PRUNED-NEXT: //   LIVEOUT(B1) = {a}  (changed)
// PRUNED-NEXT: //   LIVEOUT(B2) = {}
// PRUNED-NEXT: //   LIVEOUT(B3) = {}
// PRUNED-NEXT: //   LIVEOUT(B4) = {}
// PRUNED-NEXT: // round 2:
// PRUNED-NEXT: //   LIVEOUT(B1) = {a}
// PRUNED-NEXT: //   LIVEOUT(B2) = {}
// PRUNED-NEXT: //   LIVEOUT(B3) = {}
// PRUNED-NEXT: //   LIVEOUT(B4) = {}
// PRUNED-NEXT: // round 2 changed nothing: the fixed point
// PRUNED-NEXT: // Φ placement (pruned, 000 §1.7.3.2: a Φ for x at d only if x is live-in at d)
// PRUNED-NEXT: // Globals = {a}
// PRUNED-NEXT: // Blocks(a) = {B1, B3}
// PRUNED-NEXT: // Blocks(x) = {B2}
// PRUNED-NEXT: // a: WorkList = {B1, B3}
// PRUNED-NEXT: //   take B1: DF(B1) = {}
// PRUNED-NEXT: //   take B3: DF(B3) = {B4}
// PRUNED-NEXT: //     B4: no Φ for a: a is not live-in at B4
// PRUNED-NEXT: // x: not in Globals (never read before written in a block): no Φ
// PRUNED-NEXT: // Renaming (000 §1.8.2, Appel Alg. 19.7): walk the dominator tree from the root
// PRUNED-NEXT: // enter B1: Stack = {a: [], x: []}  Count = {a: 0, x: 0}
// PRUNED-NEXT: //   a_0 defined: push a_0
// PRUNED-NEXT: //   use of a: top(Stack[a]) = a_0
// PRUNED-NEXT: // enter B2: Stack = {a: [a_0], x: []}  Count = {a: 1, x: 0}
// PRUNED-NEXT: //   use of a: top(Stack[a]) = a_0
// PRUNED-NEXT: //   x_0 defined: push x_0
// PRUNED-NEXT: // leave B2: pop x_0
// PRUNED-NEXT: // enter B3: Stack = {a: [a_0], x: []}  Count = {a: 1, x: 1}
// PRUNED-NEXT: //   a_1 defined: push a_1
// PRUNED-NEXT: // leave B3: pop a_1
// PRUNED-NEXT: // enter B4: Stack = {a: [a_0], x: []}  Count = {a: 2, x: 1}
// PRUNED-NEXT: // leave B4: nothing to pop
// PRUNED-NEXT: // leave B1: pop a_0
// PRUNED-NEXT: // B1:
// PRUNED-NEXT: //     a_0 = 1
// PRUNED-NEXT: //     if a_0 > 0 goto B2 else B3
// PRUNED-NEXT: // B2:
// PRUNED-NEXT: //     x_0 = a_0
// PRUNED-NEXT: //     goto B4
// PRUNED-NEXT: // B3:
// PRUNED-NEXT: //     a_1 = 2
// PRUNED-NEXT: //     goto B4
// PRUNED-NEXT: // B4:
// PRUNED-NEXT: //     return
func.func @pruned_vs_semi() {
^B1:
  %a = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %t1 = arith.constant 1 : i32
  memref.store %t1, %a[] : memref<i32>
  %t2 = memref.load %a[] : memref<i32>
  %t3 = arith.constant 0 : i32
  %t4 = arith.cmpi sgt, %t2, %t3 : i32
  cf.cond_br %t4, ^B2, ^B3
^B2:
  %t5 = memref.load %a[] : memref<i32>
  memref.store %t5, %x[] : memref<i32>
  cf.br ^B4
^B3:
  %t6 = arith.constant 2 : i32
  memref.store %t6, %a[] : memref<i32>
  cf.br ^B4
^B4:
  return
}
