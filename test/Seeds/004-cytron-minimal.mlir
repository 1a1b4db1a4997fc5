// RUN: %ssa-opt '-print-textbook-ssa{flavor=minimal trace=true}' %s -o /dev/null | filecheck %s

/// Seed 004, the question: Cytron et al.'s placement (section 5.1, minimal
/// SSA) puts x := phi(x, x) and i := phi(i, i) in blocks 1 and 2. The phis
/// for x are not wrong, only dead: x is assigned in block 1 and DF(1) =
/// {1, 2}. x is not read before that assignment on any path, so renaming
/// finds its stack empty for the edge from block 0, printed ⊥ (the question's
/// renaming popped an empty stack there).
/// The program, as the front end would give it:
///     0:
///       r = 0
///       i = 0
///       if i >= 10 goto 2 else 1
///     1:
///       x = i + 1
///       i = x
///       if i < 10 goto 1 else 2
///     2:
///       r = i
///       return
// CHECK-LABEL: // -----// Textbook SSA of func.func @count //----- //
// CHECK-NEXT: // Dominance frontiers by the runner algorithm (000 §1.4.4): for each block b with ≥ 2 predecessors, each predecessor p: runner := p; while runner ≠ idom(b): DF(runner) += b; runner := idom(runner)
// CHECK-NEXT: //   1: predecessors 0, 1, idom 0
// CHECK-NEXT: //     runner 0 = idom(1): stop
// CHECK-NEXT: //     runner 1: DF(1) += 1
// CHECK-NEXT: //     runner 0 = idom(1): stop
// CHECK-NEXT: //   2: predecessors 0, 1, idom 0
// CHECK-NEXT: //     runner 0 = idom(2): stop
// CHECK-NEXT: //     runner 1: DF(1) += 2
// CHECK-NEXT: //     runner 0 = idom(2): stop
// CHECK-NEXT: // Φ placement (minimal, 000 §1.7.2: every variable is global)
// CHECK-NEXT: // Globals = {r, i, x}
// CHECK-NEXT: // Blocks(r) = {0, 2}
// CHECK-NEXT: // Blocks(i) = {0, 1}
// CHECK-NEXT: // Blocks(x) = {1}
// CHECK-NEXT: // r: WorkList = {0, 2}
// CHECK-NEXT: //   take 0: DF(0) = {}
// CHECK-NEXT: //   take 2: DF(2) = {}
// CHECK-NEXT: // i: WorkList = {0, 1}
// CHECK-NEXT: //   take 0: DF(0) = {}
// CHECK-NEXT: //   take 1: DF(1) = {1, 2}
// CHECK-NEXT: //     1: insert i = Φ(i, i)
// CHECK-NEXT: //     2: insert i = Φ(i, i); WorkList += 2
// CHECK-NEXT: //   take 2: DF(2) = {}
// CHECK-NEXT: // x: WorkList = {1}
// CHECK-NEXT: //   take 1: DF(1) = {1, 2}
// CHECK-NEXT: //     1: insert x = Φ(x, x)
// CHECK-NEXT: //     2: insert x = Φ(x, x); WorkList += 2
// CHECK-NEXT: //   take 2: DF(2) = {}
// CHECK-NEXT: // Renaming (000 §1.8.2, Appel Alg. 19.7): walk the dominator tree from the root
// CHECK-NEXT: // enter 0: Stack = {r: [], i: [], x: []}  Count = {r: 0, i: 0, x: 0}
// CHECK-NEXT: //   r_0 defined: push r_0
// CHECK-NEXT: //   i_0 defined: push i_0
// CHECK-NEXT: //   use of i: top(Stack[i]) = i_0
// CHECK-NEXT: //   fill Φ for i in 2, operand 1: i_0
// CHECK-NEXT: //   fill Φ for x in 2, operand 1: ⊥
// CHECK-NEXT: //   fill Φ for i in 1, operand 1: i_0
// CHECK-NEXT: //   fill Φ for x in 1, operand 1: ⊥
// CHECK-NEXT: // enter 1: Stack = {r: [r_0], i: [i_0], x: []}  Count = {r: 1, i: 1, x: 0}
// CHECK-NEXT: //   i_1 = Φ: push i_1
// CHECK-NEXT: //   x_0 = Φ: push x_0
// CHECK-NEXT: //   use of i: top(Stack[i]) = i_1
// CHECK-NEXT: //   x_1 defined: push x_1
// CHECK-NEXT: //   use of x: top(Stack[x]) = x_1
// CHECK-NEXT: //   i_2 defined: push i_2
// CHECK-NEXT: //   use of i: top(Stack[i]) = i_2
// CHECK-NEXT: //   fill Φ for i in 1, operand 2: i_2
// CHECK-NEXT: //   fill Φ for x in 1, operand 2: x_1
// CHECK-NEXT: //   fill Φ for i in 2, operand 2: i_2
// CHECK-NEXT: //   fill Φ for x in 2, operand 2: x_1
// CHECK-NEXT: // leave 1: pop i_2, x_1, x_0, i_1
// CHECK-NEXT: // enter 2: Stack = {r: [r_0], i: [i_0], x: []}  Count = {r: 1, i: 3, x: 2}
// CHECK-NEXT: //   i_3 = Φ: push i_3
// CHECK-NEXT: //   x_2 = Φ: push x_2
// CHECK-NEXT: //   use of i: top(Stack[i]) = i_3
// CHECK-NEXT: //   r_1 defined: push r_1
// CHECK-NEXT: // leave 2: pop r_1, x_2, i_3
// CHECK-NEXT: // leave 0: pop i_0, r_0
// CHECK-NEXT: // 0:
// CHECK-NEXT: //     r_0 = 0
// CHECK-NEXT: //     i_0 = 0
// CHECK-NEXT: //     if i_0 >= 10 goto 2 else 1
// CHECK-NEXT: // 1:
// CHECK-NEXT: //     i_1 = Φ(i_0, i_2)
// CHECK-NEXT: //     x_0 = Φ(⊥, x_1)
// CHECK-NEXT: //     x_1 = i_1 + 1
// CHECK-NEXT: //     i_2 = x_1
// CHECK-NEXT: //     if i_2 < 10 goto 1 else 2
// CHECK-NEXT: // 2:
// CHECK-NEXT: //     i_3 = Φ(i_0, i_2)
// CHECK-NEXT: //     x_2 = Φ(⊥, x_1)
// CHECK-NEXT: //     r_1 = i_3
// CHECK-NEXT: //     return
func.func @count() {
^0:
  %r = memref.alloca() : memref<i32>
  %i = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %t1 = arith.constant 0 : i32
  memref.store %t1, %r[] : memref<i32>
  %t2 = arith.constant 0 : i32
  memref.store %t2, %i[] : memref<i32>
  %t3 = memref.load %i[] : memref<i32>
  %t4 = arith.constant 10 : i32
  %t5 = arith.cmpi sge, %t3, %t4 : i32
  cf.cond_br %t5, ^2, ^1
^1:
  %t6 = memref.load %i[] : memref<i32>
  %t7 = arith.constant 1 : i32
  %t8 = arith.addi %t6, %t7 : i32
  memref.store %t8, %x[] : memref<i32>
  %t9 = memref.load %x[] : memref<i32>
  memref.store %t9, %i[] : memref<i32>
  %t10 = memref.load %i[] : memref<i32>
  %t11 = arith.constant 10 : i32
  %t12 = arith.cmpi slt, %t10, %t11 : i32
  cf.cond_br %t12, ^1, ^2
^2:
  %t13 = memref.load %i[] : memref<i32>
  memref.store %t13, %r[] : memref<i32>
  return
}
