// RUN: %ssa-opt '-print-textbook-ssa{trace=true}' %s -o /dev/null | filecheck %s

/// Seed 000, §1.8.3 "Why dominator tree?" (renamingwhydomex; figure
/// missing, program recovered from the sentences): B2 does not dominate B4,
/// so renaming does not pass B2's stack on to B4: leaving B2 pops a_1, and B4
/// is visited as a child of B1 in the dominator tree. The variable created
/// in B2 reaches B4 through B4's Φ, whose operand from B2 is filled in while
/// B2 is renamed (its successors in the CFG, not the dominator tree).
/// The program, as the front end would give it:
///     B1:
///       a = 1
///       if 1 > 0 goto B2 else B3
///     B2:
///       a = 2
///       goto B4
///     B3:
///       goto B4
///     B4:
///       y = a
///       return
// CHECK-LABEL: // Renaming (000 §1.8.2, Appel Alg. 19.7): walk the dominator tree from the root
// CHECK-NEXT: // enter B1: Stack = {a: [], y: []}  Count = {a: 0, y: 0}
// CHECK-NEXT: //   a_0 defined: push a_0
// CHECK-NEXT: // enter B2: Stack = {a: [a_0], y: []}  Count = {a: 1, y: 0}
// CHECK-NEXT: //   a_1 defined: push a_1
// CHECK-NEXT: //   fill Φ for a in B4, operand 1: a_1
// CHECK-NEXT: // leave B2: pop a_1
// CHECK-NEXT: // enter B3: Stack = {a: [a_0], y: []}  Count = {a: 2, y: 0}
// CHECK-NEXT: //   fill Φ for a in B4, operand 2: a_0
// CHECK-NEXT: // leave B3: nothing to pop
// CHECK-NEXT: // enter B4: Stack = {a: [a_0], y: []}  Count = {a: 2, y: 0}
// CHECK-NEXT: //   a_2 = Φ: push a_2
// CHECK-NEXT: //   use of a: top(Stack[a]) = a_2
// CHECK:      // B4:
// CHECK-NEXT: //     a_2 = Φ(a_1, a_0)
// CHECK-NEXT: //     y_0 = a_2
func.func @why_dominator_tree() {
^B1:
  %a = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  memref.store %c1, %a[] : memref<i32>
  %t = arith.cmpi sgt, %c1, %c0 : i32
  cf.cond_br %t, ^B2, ^B3
^B2:
  memref.store %c2, %a[] : memref<i32>
  cf.br ^B4
^B3:
  cf.br ^B4
^B4:
  %a1 = memref.load %a[] : memref<i32>
  memref.store %a1, %y[] : memref<i32>
  return
}
