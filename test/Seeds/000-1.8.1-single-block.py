a = 3
b = 4
z = a + b

## Seed 000, §1.8.1 "Role of stack and counter", the single block (its
## figure is missing; the code is in the sentences): the counter gives a, b
## and z version 0, the stack gives the uses; the result is a_0 = 3, b_0 = 4,
## z_0 = a_0 + b_0. The trace shows each push and each use.
# RUN: %ssa-opt '-print-textbook-ssa{trace=true}' %s -o /dev/null | filecheck %s
# CHECK-LABEL: // -----// Textbook SSA of func.func @main //----- //
# CHECK-NEXT: // Dominance frontiers by the runner algorithm (000 §1.4.4): for each block b with ≥ 2 predecessors, each predecessor p: runner := p; while runner ≠ idom(b): DF(runner) += b; runner := idom(runner)
# CHECK-NEXT: // Liveness (000 §1.6.4): UEVAR and VARKILL of each block
# CHECK-NEXT: //   L1: UEVAR {}  VARKILL {a, b, z}
# CHECK-NEXT: // LIVEOUT(n) = ∪ over successors m: UEVAR(m) ∪ (LIVEOUT(m) ∩ ~VARKILL(m)), all ∅ at first
# CHECK-NEXT: // round 1:
# CHECK-NEXT: //   LIVEOUT(L1) = {}
# CHECK-NEXT: // round 1 changed nothing: the fixed point
# CHECK-NEXT: // Φ placement (pruned, 000 §1.7.3.2: a Φ for x at d only if x is live-in at d)
# CHECK-NEXT: // Globals = {}
# CHECK-NEXT: // Blocks(a) = {L1}
# CHECK-NEXT: // Blocks(b) = {L1}
# CHECK-NEXT: // Blocks(z) = {L1}
# CHECK-NEXT: // a: not in Globals (never read before written in a block): no Φ
# CHECK-NEXT: // b: not in Globals (never read before written in a block): no Φ
# CHECK-NEXT: // z: not in Globals (never read before written in a block): no Φ
# CHECK-NEXT: // Renaming (000 §1.8.2, Appel Alg. 19.7): walk the dominator tree from the root
# CHECK-NEXT: // enter L1: Stack = {a: [], b: [], z: []}  Count = {a: 0, b: 0, z: 0}
# CHECK-NEXT: //   a_0 defined: push a_0
# CHECK-NEXT: //   b_0 defined: push b_0
# CHECK-NEXT: //   use of a: top(Stack[a]) = a_0
# CHECK-NEXT: //   use of b: top(Stack[b]) = b_0
# CHECK-NEXT: //   z_0 defined: push z_0
# CHECK-NEXT: // leave L1: pop z_0, b_0, a_0
# CHECK-NEXT: // L1:
# CHECK-NEXT: //     a_0 = 3
# CHECK-NEXT: //     b_0 = 4
# CHECK-NEXT: //     z_0 = a_0 + b_0
# CHECK-NEXT: //     return
