// RUN: %ssa-opt '-print-textbook-ssa{flavor=maximal}' %s -o /dev/null | filecheck %s --check-prefix=MAX
// RUN: %ssa-opt '-print-textbook-ssa{flavor=minimal}' %s -o /dev/null | filecheck %s --check-prefix=MIN
// RUN: %ssa-opt '-print-textbook-ssa{flavor=pruned trace=true}' %s -o /dev/null | filecheck %s --check-prefix=PRUNED

/// Seed 000, §1.7.1-1.7.3 (trivialex, minimalex, pruningex; figures missing,
/// program recovered from the sentences): a is assigned in B1 only, b in B2
/// and B3, which join in B4. Maximal SSA puts a Φ for every variable at the
/// join (a's is useless: B1 dominates B4); minimal SSA only b's (DF(B1) is
/// empty); pruned SSA none: b is not live on entry to B4, which reads nothing.
/// The program, as the front end would give it:
///     B1:
///       a = 1
///       if a > 0 goto B2 else B3
///     B2:
///       b = 1
///       goto B4
///     B3:
///       b = 2
///       goto B4
///     B4:
///       return
// MAX-LABEL: // -----// Textbook SSA of func.func @flavours //----- //
// MAX-NEXT: // B1:
// MAX-NEXT: //     a_0 = 1
// MAX-NEXT: //     if a_0 > 0 goto B2 else B3
// MAX-NEXT: // B2:
// MAX-NEXT: //     b_0 = 1
// MAX-NEXT: //     goto B4
// MAX-NEXT: // B3:
// MAX-NEXT: //     b_1 = 2
// MAX-NEXT: //     goto B4
// MAX-NEXT: // B4:
// MAX-NEXT: //     a_1 = Φ(a_0, a_0)
// MAX-NEXT: //     b_2 = Φ(b_0, b_1)
// MAX-NEXT: //     return
// MIN-LABEL: // -----// Textbook SSA of func.func @flavours //----- //
// MIN-NEXT: // B1:
// MIN-NEXT: //     a_0 = 1
// MIN-NEXT: //     if a_0 > 0 goto B2 else B3
// MIN-NEXT: // B2:
// MIN-NEXT: //     b_0 = 1
// MIN-NEXT: //     goto B4
// MIN-NEXT: // B3:
// MIN-NEXT: //     b_1 = 2
// MIN-NEXT: //     goto B4
// MIN-NEXT: // B4:
// MIN-NEXT: //     b_2 = Φ(b_0, b_1)
// MIN-NEXT: //     return
// PRUNED-LABEL: // -----// Textbook SSA of func.func @flavours //----- //
// PRUNED-NEXT: // Dominance frontiers by the runner algorithm (000 §1.4.4): for each block b with ≥ 2 predecessors, each predecessor p: runner := p; while runner ≠ idom(b): DF(runner) += b; runner := idom(runner)
// PRUNED-NEXT: //   B4: predecessors B2, B3, idom B1
// PRUNED-NEXT: //     runner B2: DF(B2) += B4
// PRUNED-NEXT: //     runner B1 = idom(B4): stop
// PRUNED-NEXT: //     runner B3: DF(B3) += B4
// PRUNED-NEXT: //     runner B1 = idom(B4): stop
// PRUNED-NEXT: // Liveness (000 §1.6.4): UEVAR and VARKILL of each block
// PRUNED-NEXT: //   B1: UEVAR {}  VARKILL {a}
// PRUNED-NEXT: //   B2: UEVAR {}  VARKILL {b}
// PRUNED-NEXT: //   B3: UEVAR {}  VARKILL {b}
// PRUNED-NEXT: //   B4: UEVAR {}  VARKILL {}
// PRUNED-NEXT: // LIVEOUT(n) = ∪ over successors m: UEVAR(m) ∪ (LIVEOUT(m) ∩ ~VARKILL(m)), all ∅ at first
// PRUNED-NEXT: // round 1:
// PRUNED-NEXT: //   LIVEOUT(B1) = {}
// PRUNED-NEXT: //   LIVEOUT(B2) = {}
// PRUNED-NEXT: //   LIVEOUT(B3) = {}
// PRUNED-NEXT: //   LIVEOUT(B4) = {}
// PRUNED-NEXT: // round 1 changed nothing: the fixed point
// PRUNED-NEXT: // Φ placement (pruned, 000 §1.7.3.2: a Φ for x at d only if x is live-in at d)
// PRUNED-NEXT: // Globals = {}
// PRUNED-NEXT: // Blocks(a) = {B1}
// PRUNED-NEXT: // Blocks(b) = {B2, B3}
// PRUNED-NEXT: // a: not in Globals (never read before written in a block): no Φ
// PRUNED-NEXT: // b: not in Globals (never read before written in a block): no Φ
// PRUNED-NEXT: // Renaming (000 §1.8.2, Appel Alg. 19.7): walk the dominator tree from the root
// PRUNED-NEXT: // enter B1: Stack = {a: [], b: []}  Count = {a: 0, b: 0}
// PRUNED-NEXT: //   a_0 defined: push a_0
// PRUNED-NEXT: //   use of a: top(Stack[a]) = a_0
// PRUNED-NEXT: // enter B2: Stack = {a: [a_0], b: []}  Count = {a: 1, b: 0}
// PRUNED-NEXT: //   b_0 defined: push b_0
// PRUNED-NEXT: // leave B2: pop b_0
// PRUNED-NEXT: // enter B3: Stack = {a: [a_0], b: []}  Count = {a: 1, b: 1}
// PRUNED-NEXT: //   b_1 defined: push b_1
// PRUNED-NEXT: // leave B3: pop b_1
// PRUNED-NEXT: // enter B4: Stack = {a: [a_0], b: []}  Count = {a: 1, b: 2}
// PRUNED-NEXT: // leave B4: nothing to pop
// PRUNED-NEXT: // leave B1: pop a_0
// PRUNED-NEXT: // B1:
// PRUNED-NEXT: //     a_0 = 1
// PRUNED-NEXT: //     if a_0 > 0 goto B2 else B3
// PRUNED-NEXT: // B2:
// PRUNED-NEXT: //     b_0 = 1
// PRUNED-NEXT: //     goto B4
// PRUNED-NEXT: // B3:
// PRUNED-NEXT: //     b_1 = 2
// PRUNED-NEXT: //     goto B4
// PRUNED-NEXT: // B4:
// PRUNED-NEXT: //     return
func.func @flavours() {
^B1:
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %t1 = arith.constant 1 : i32
  memref.store %t1, %a[] : memref<i32>
  %t2 = memref.load %a[] : memref<i32>
  %t3 = arith.constant 0 : i32
  %t4 = arith.cmpi sgt, %t2, %t3 : i32
  cf.cond_br %t4, ^B2, ^B3
^B2:
  %t5 = arith.constant 1 : i32
  memref.store %t5, %b[] : memref<i32>
  cf.br ^B4
^B3:
  %t6 = arith.constant 2 : i32
  memref.store %t6, %b[] : memref<i32>
  cf.br ^B4
^B4:
  return
}
