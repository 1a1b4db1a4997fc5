// RUN: %ssa-opt '-print-textbook-ssa{first-version=1 trace=true}' %s -o /dev/null | filecheck %s

/// Seed 002 (DCC888 slides, Static Single Assignment), "Converting
/// Straight-Line Code into SSA Form": Count[a] = 0 and Stack[a] = [0] for
/// every variable, so x and y read as x_0 and y_0 and definitions count from
/// 1 (first-version=1). The slides' result: a_1 = x_0 + y_0, b_1 = a_1 - 1,
/// a_2 = y_0 + b_1, b_2 = 4 * x_0, a_3 = a_2 + b_2.
/// The program, as the front end would give it:
///     L0:
///       a = x + y
///       b = a - 1
///       a = y + b
///       b = 4 * x
///       a = a + b
///       return
// CHECK-LABEL: // -----// Textbook SSA of func.func @baskhara_steps //----- //
// CHECK-NEXT: // Dominance frontiers by the runner algorithm (000 §1.4.4): for each block b with ≥ 2 predecessors, each predecessor p: runner := p; while runner ≠ idom(b): DF(runner) += b; runner := idom(runner)
// CHECK-NEXT: // Liveness (000 §1.6.4): UEVAR and VARKILL of each block
// CHECK-NEXT: //   L0: UEVAR {x, y}  VARKILL {a, b}
// CHECK-NEXT: // LIVEOUT(n) = ∪ over successors m: UEVAR(m) ∪ (LIVEOUT(m) ∩ ~VARKILL(m)), all ∅ at first
// CHECK-NEXT: // round 1:
// CHECK-NEXT: //   LIVEOUT(L0) = {}
// CHECK-NEXT: // round 1 changed nothing: the fixed point
// CHECK-NEXT: // Φ placement (pruned, 000 §1.7.3.2: a Φ for x at d only if x is live-in at d)
// CHECK-NEXT: // Globals = {x, y}
// CHECK-NEXT: // Blocks(a) = {L0}
// CHECK-NEXT: // Blocks(x) = {}
// CHECK-NEXT: // Blocks(y) = {}
// CHECK-NEXT: // Blocks(b) = {L0}
// CHECK-NEXT: // a: not in Globals (never read before written in a block): no Φ
// CHECK-NEXT: // x: WorkList = {}
// CHECK-NEXT: // y: WorkList = {}
// CHECK-NEXT: // b: not in Globals (never read before written in a block): no Φ
// CHECK-NEXT: // Renaming (000 §1.8.2, Appel Alg. 19.7): walk the dominator tree from the root
// CHECK-NEXT: // enter L0: Stack = {a: [a_0], x: [x_0], y: [y_0], b: [b_0]}  Count = {a: 1, x: 1, y: 1, b: 1}
// CHECK-NEXT: //   use of x: top(Stack[x]) = x_0
// CHECK-NEXT: //   use of y: top(Stack[y]) = y_0
// CHECK-NEXT: //   a_1 defined: push a_1
// CHECK-NEXT: //   use of a: top(Stack[a]) = a_1
// CHECK-NEXT: //   b_1 defined: push b_1
// CHECK-NEXT: //   use of y: top(Stack[y]) = y_0
// CHECK-NEXT: //   use of b: top(Stack[b]) = b_1
// CHECK-NEXT: //   a_2 defined: push a_2
// CHECK-NEXT: //   use of x: top(Stack[x]) = x_0
// CHECK-NEXT: //   b_2 defined: push b_2
// CHECK-NEXT: //   use of a: top(Stack[a]) = a_2
// CHECK-NEXT: //   use of b: top(Stack[b]) = b_2
// CHECK-NEXT: //   a_3 defined: push a_3
// CHECK-NEXT: // leave L0: pop a_3, b_2, a_2, b_1, a_1
// CHECK-NEXT: // L0:
// CHECK-NEXT: //     a_1 = x_0 + y_0
// CHECK-NEXT: //     b_1 = a_1 - 1
// CHECK-NEXT: //     a_2 = y_0 + b_1
// CHECK-NEXT: //     b_2 = 4 * x_0
// CHECK-NEXT: //     a_3 = a_2 + b_2
// CHECK-NEXT: //     return
func.func @baskhara_steps() {
^L0:
  %a = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %t1 = memref.load %x[] : memref<i32>
  %t2 = memref.load %y[] : memref<i32>
  %t3 = arith.addi %t1, %t2 : i32
  memref.store %t3, %a[] : memref<i32>
  %t4 = memref.load %a[] : memref<i32>
  %t5 = arith.constant 1 : i32
  %t6 = arith.subi %t4, %t5 : i32
  memref.store %t6, %b[] : memref<i32>
  %t7 = memref.load %y[] : memref<i32>
  %t8 = memref.load %b[] : memref<i32>
  %t9 = arith.addi %t7, %t8 : i32
  memref.store %t9, %a[] : memref<i32>
  %t10 = arith.constant 4 : i32
  %t11 = memref.load %x[] : memref<i32>
  %t12 = arith.muli %t10, %t11 : i32
  memref.store %t12, %b[] : memref<i32>
  %t13 = memref.load %a[] : memref<i32>
  %t14 = memref.load %b[] : memref<i32>
  %t15 = arith.addi %t13, %t14 : i32
  memref.store %t15, %a[] : memref<i32>
  return
}
