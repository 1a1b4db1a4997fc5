// RUN: %ssa-opt '-print-textbook-ssa{trace=true}' %s -o /dev/null | filecheck %s

/// Seed 000, §1.8.1, the stack-and-counter example (its figure is missing;
/// the program is recovered from the sentences): B1 defines a (a_0) and
/// branches to B2 and B3. In B2 the first statement renames a to a_1 and the
/// second reads it into b_0; leaving B2 pops a_1 and b_0, so B3 reads a_0,
/// and the counter, which is not popped, names B3's assignment a_2.
/// The program, as the front end would give it:
///     B1:
///       a = 1
///       if c > 0 goto B2 else B3
///     B2:
///       a = 2
///       b = a
///       return
///     B3:
///       w = a
///       a = 3
///       return
// CHECK-LABEL: // -----// Textbook SSA of func.func @stack_counter //----- //
// CHECK-NEXT: // Dominance frontiers by the runner algorithm (000 §1.4.4): for each block b with ≥ 2 predecessors, each predecessor p: runner := p; while runner ≠ idom(b): DF(runner) += b; runner := idom(runner)
// CHECK-NEXT: // Liveness (000 §1.6.4): UEVAR and VARKILL of each block
// CHECK-NEXT: //   B1: UEVAR {c}  VARKILL {a}
// CHECK-NEXT: //   B2: UEVAR {}  VARKILL {a, b}
// CHECK-NEXT: //   B3: UEVAR {a}  VARKILL {a, w}
// CHECK-NEXT: // LIVEOUT(n) = ∪ over successors m: UEVAR(m) ∪ (LIVEOUT(m) ∩ ~VARKILL(m)), all ∅ at first
// CHECK-NEXT: // round 1:
// CHECK-NEXT: //   LIVEOUT(B1) = {a}  (changed)
// CHECK-NEXT: //   LIVEOUT(B2) = {}
// CHECK-NEXT: //   LIVEOUT(B3) = {}
// CHECK-NEXT: // round 2:
// CHECK-NEXT: //   LIVEOUT(B1) = {a}
// CHECK-NEXT: //   LIVEOUT(B2) = {}
// CHECK-NEXT: //   LIVEOUT(B3) = {}
// CHECK-NEXT: // round 2 changed nothing: the fixed point
// CHECK-NEXT: // Φ placement (pruned, 000 §1.7.3.2: a Φ for x at d only if x is live-in at d)
// CHECK-NEXT: // Globals = {a, c}
// CHECK-NEXT: // Blocks(a) = {B1, B2, B3}
// CHECK-NEXT: // Blocks(c) = {}
// CHECK-NEXT: // Blocks(b) = {B2}
// CHECK-NEXT: // Blocks(w) = {B3}
// CHECK-NEXT: // a: WorkList = {B1, B2, B3}
// CHECK-NEXT: //   take B1: DF(B1) = {}
// CHECK-NEXT: //   take B2: DF(B2) = {}
// CHECK-NEXT: //   take B3: DF(B3) = {}
// CHECK-NEXT: // c: WorkList = {}
// CHECK-NEXT: // b: not in Globals (never read before written in a block): no Φ
// CHECK-NEXT: // w: not in Globals (never read before written in a block): no Φ
// CHECK-NEXT: // Renaming (000 §1.8.2, Appel Alg. 19.7): walk the dominator tree from the root
// CHECK-NEXT: // enter B1: Stack = {a: [], c: [c_0], b: [], w: []}  Count = {a: 0, c: 1, b: 0, w: 0}
// CHECK-NEXT: //   a_0 defined: push a_0
// CHECK-NEXT: //   use of c: top(Stack[c]) = c_0
// CHECK-NEXT: // enter B2: Stack = {a: [a_0], c: [c_0], b: [], w: []}  Count = {a: 1, c: 1, b: 0, w: 0}
// CHECK-NEXT: //   a_1 defined: push a_1
// CHECK-NEXT: //   use of a: top(Stack[a]) = a_1
// CHECK-NEXT: //   b_0 defined: push b_0
// CHECK-NEXT: // leave B2: pop b_0, a_1
// CHECK-NEXT: // enter B3: Stack = {a: [a_0], c: [c_0], b: [], w: []}  Count = {a: 2, c: 1, b: 1, w: 0}
// CHECK-NEXT: //   use of a: top(Stack[a]) = a_0
// CHECK-NEXT: //   w_0 defined: push w_0
// CHECK-NEXT: //   a_2 defined: push a_2
// CHECK-NEXT: // leave B3: pop a_2, w_0
// CHECK-NEXT: // leave B1: pop a_0
// CHECK-NEXT: // B1:
// CHECK-NEXT: //     a_0 = 1
// CHECK-NEXT: //     if c_0 > 0 goto B2 else B3
// CHECK-NEXT: // B2:
// CHECK-NEXT: //     a_1 = 2
// CHECK-NEXT: //     b_0 = a_1
// CHECK-NEXT: //     return
// CHECK-NEXT: // B3:
// CHECK-NEXT: //     w_0 = a_0
// CHECK-NEXT: //     a_2 = 3
// CHECK-NEXT: //     return
func.func @stack_counter() {
^B1:
  %a = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %w = memref.alloca() : memref<i32>
  %t1 = arith.constant 1 : i32
  memref.store %t1, %a[] : memref<i32>
  %t2 = memref.load %c[] : memref<i32>
  %t3 = arith.constant 0 : i32
  %t4 = arith.cmpi sgt, %t2, %t3 : i32
  cf.cond_br %t4, ^B2, ^B3
^B2:
  %t5 = arith.constant 2 : i32
  memref.store %t5, %a[] : memref<i32>
  %t6 = memref.load %a[] : memref<i32>
  memref.store %t6, %b[] : memref<i32>
  return
^B3:
  %t7 = memref.load %a[] : memref<i32>
  memref.store %t7, %w[] : memref<i32>
  %t8 = arith.constant 3 : i32
  memref.store %t8, %a[] : memref<i32>
  return
}
