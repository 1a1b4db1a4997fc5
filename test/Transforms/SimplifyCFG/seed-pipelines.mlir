// RUN: %ssa-opt --split-input-file --passes='mem2reg,sccp,simplify-cfg,dce' %s | filecheck %s
// RUN: %ssa-opt --split-input-file --passes='mem2reg,sccp,simplify-cfg,dce' %s | %ssa-opt --split-input-file -verify-each -o /dev/null

// The full clean-up pipeline on seed examples (copied verbatim from the
// seeds' examples/, one per chunk).

/// seed-count-loop: the entry test 0 >= 10 is false, so the entry goes
/// straight into the loop; the exit's block argument had one incoming
/// value left, so the loop's last value is returned directly.
// CHECK-LABEL: func.func @count() -> i32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %c10 = arith.constant 10 : i32
// CHECK-NEXT:    cf.br ^body(%c0 : i32)
// CHECK-NEXT:  ^body(%i_1: i32):
// CHECK-NEXT:    %xv = arith.addi %i_1, %c1 : i32
// CHECK-NEXT:    %again = arith.cmpi slt, %xv, %c10 : i32
// CHECK-NEXT:    cf.cond_br %again, ^body(%xv : i32), ^exit
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    return %xv : i32
// CHECK-NEXT:  }
// The loop from the question about Cytron's algorithm and loops:
//   fun count() { r = 0; i = 0; while (i < 10) { x = i + 1; i = x; } r = i; return r; }
// laid out as that question's CFG: block 0 tests i >= 10 and goes to 2 or 1;
// block 1 is the loop body ending in a bottom test; block 2 is the exit.
// Expected:
//   pruned and semi-pruned flavours: block arguments for i only, at the body
//     (^body) and at the exit (^exit): 2 in total. None for x (x is dead on
//     entry to every block: it is written before it is read) and none for r.
//   minimal flavour: also one for x at ^body and one at ^exit (4 in total);
//     x has no definition on the path from the entry, so its incoming value
//     from the entry is undefined (ub.poison). This is the case that broke the
//     asker's renaming step: it must not crash, and it must not change what
//     the function returns (10).
func.func @count() -> i32 {
  %r = memref.alloca() : memref<i32>
  %i = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  memref.store %c0, %r[] : memref<i32>
  memref.store %c0, %i[] : memref<i32>
  %i0 = memref.load %i[] : memref<i32>
  %done0 = arith.cmpi sge, %i0, %c10 : i32
  cf.cond_br %done0, ^exit, ^body
^body:
  %ib = memref.load %i[] : memref<i32>
  %xv = arith.addi %ib, %c1 : i32
  memref.store %xv, %x[] : memref<i32>
  %xl = memref.load %x[] : memref<i32>
  memref.store %xl, %i[] : memref<i32>
  %i1 = memref.load %i[] : memref<i32>
  %again = arith.cmpi slt, %i1, %c10 : i32
  cf.cond_br %again, ^body, ^exit
^exit:
  %ie = memref.load %i[] : memref<i32>
  memref.store %ie, %r[] : memref<i32>
  %rv = memref.load %r[] : memref<i32>
  return %rv : i32
}

// -----

/// seed-if-else-renaming: every branch is on a constant; the function
/// folds to its three results.
// CHECK-LABEL: func.func @if_else_renaming() -> (i32, i32, i32) {
// CHECK-NEXT:    %c3 = arith.constant 3 : i32
// CHECK-NEXT:    %c4 = arith.constant 4 : i32
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    return %c3, %c4, %c0 : i32, i32, i32
// CHECK-NEXT:  }
// The complete-SSA test of the Python CFG/SSA document (section 1.8.4):
//   a = 3
//   if a > 3:
//       a = 3
//       a = 98
//   else:
//       z = 4
//   y = a
//   a = 4
// Expected SSA (in the document's notation):
//   L1: a_0 = 3 ; if a_0 > 3      L3: a_1 = 3 ; a_2 = 98      L6: z_0 = 4
//   L8: a_3 = phi(a_2, a_0) ; y_0 = a_3 ; a_4 = 4
// So: one block argument at the join, for a, fed 98 from the then-branch and
// 3 from the else-branch. No block argument for z in the semi-pruned or pruned
// flavour (z is never read); the minimal flavour places one for z as well
// (z is defined in one branch only, so its other incoming value is undefined:
// ub.poison). y is returned so that the join's value is observable.
func.func @if_else_renaming() -> (i32, i32, i32) {
  %a = memref.alloca() : memref<i32>
  %z = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %c3 = arith.constant 3 : i32
  memref.store %c3, %a[] : memref<i32>
  %a0 = memref.load %a[] : memref<i32>
  %gt = arith.cmpi sgt, %a0, %c3 : i32
  cf.cond_br %gt, ^then, ^else
^then:
  %c3b = arith.constant 3 : i32
  memref.store %c3b, %a[] : memref<i32>
  %c98 = arith.constant 98 : i32
  memref.store %c98, %a[] : memref<i32>
  cf.br ^join
^else:
  %c4 = arith.constant 4 : i32
  memref.store %c4, %z[] : memref<i32>
  cf.br ^join
^join:
  %aj = memref.load %a[] : memref<i32>
  memref.store %aj, %y[] : memref<i32>
  %c4b = arith.constant 4 : i32
  memref.store %c4b, %a[] : memref<i32>
  %ry = memref.load %y[] : memref<i32>
  %ra = memref.load %a[] : memref<i32>
  %c0 = arith.constant 0 : i32
  return %ry, %ra, %c0 : i32, i32, i32
}

// -----

/// seed-iterated-frontier: the empty blocks are bypassed; the join
/// receives its value straight from each branch.
// CHECK-LABEL: func.func @iterated_frontier(%p: i1, %q: i1) -> i32 {
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %c2 = arith.constant 2 : i32
// CHECK-NEXT:    cf.cond_br %p, ^b2, ^b5(%c1 : i32)
// CHECK-NEXT:  ^b2:
// CHECK-NEXT:    cf.cond_br %q, ^b5(%c2 : i32), ^b5(%c1 : i32)
// CHECK-NEXT:  ^b5(%a_2: i32):
// CHECK-NEXT:    return %a_2 : i32
// CHECK-NEXT:  }
// The worklist example (Python CFG/SSA document, section 1.7.4.1): the
// definition of a in B3 forces a phi for a in B4 (its dominance frontier), and
// that phi is itself a definition that forces a phi in B5. Only the iterated
// dominance frontier finds the second one.
//   B1 -> B2, B4' ; B2 -> B3, B4 ; B3 -> B4 ; B4 -> B5 ; B4' -> B5 ; B5 returns a
// Expected after mem2reg (any flavour but maximal): block arguments for a at
// ^b4 and at ^b5, and nowhere else.
func.func @iterated_frontier(%p: i1, %q: i1) -> i32 {
  %a = memref.alloca() : memref<i32>
  %c1 = arith.constant 1 : i32
  memref.store %c1, %a[] : memref<i32>
  cf.cond_br %p, ^b2, ^side
^b2:
  cf.cond_br %q, ^b3, ^b4
^b3:
  %c2 = arith.constant 2 : i32
  memref.store %c2, %a[] : memref<i32>
  cf.br ^b4
^b4:
  cf.br ^b5
^side:
  cf.br ^b5
^b5:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}

// -----

/// seed-liveness: the test `c < 3` reads the slot %c, never written, so
/// after mem2reg it is poison and the branch is undefined behaviour: sccp
/// keeps the branch (and both its targets) rather than pick a side.
// CHECK-LABEL: func.func @liveness() {
// CHECK-NEXT:    %lt = ub.poison : i1
// CHECK-NEXT:    cf.cond_br %lt, ^l3, ^end
// The live-variable example of the Python CFG/SSA document (section 1.6.5):
//   a = 3
//   if c < 3:
//       y = a + b
//       x, y = a, b
// The document prints, per block, over the source variables:
//   block L1: UEVAR {c}     VARKILL {a}     LIVEOUT {a, b}
//   block L3: UEVAR {a, b}  VARKILL {y, x}  LIVEOUT {}
// Here each variable is a slot; b and c are never stored, so they are read
// uninitialised, exactly like the document's free variables. A liveness
// printer over slots should print those sets (and the empty sets for the
// join block, which the document does not show).
func.func @liveness() {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %c3 = arith.constant 3 : i32
  memref.store %c3, %a[] : memref<i32>
  %cv = memref.load %c[] : memref<i32>
  %lt = arith.cmpi slt, %cv, %c3 : i32
  cf.cond_br %lt, ^l3, ^end
^l3:
  %av = memref.load %a[] : memref<i32>
  %bv = memref.load %b[] : memref<i32>
  %s = arith.addi %av, %bv : i32
  memref.store %s, %y[] : memref<i32>
  %av2 = memref.load %a[] : memref<i32>
  %bv2 = memref.load %b[] : memref<i32>
  memref.store %av2, %x[] : memref<i32>
  memref.store %bv2, %y[] : memref<i32>
  cf.br ^end
^end:
  return
}
