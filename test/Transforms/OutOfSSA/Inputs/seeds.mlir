// The seeds' worked examples (test/Parser/examples/seed-*.mlir), one after the
// other, for the round-trip properties of passes/tests/out_of_ssa_roundtrip.rs.

// ===== seed-call-merge.mlir
// The SPIR-V compiler's construction example:
//   i = f()
//   if i < 10: i = 10
//   return i
// Expected: one block argument at the return block (i3 = phi(L0: i1, L1: i2)),
// fed f()'s result from the entry and 10 from the then-block.
func.func private @f() -> i32

func.func @call_merge() -> i32 {
  %i = memref.alloca() : memref<i32>
  %v = func.call @f() : () -> i32
  memref.store %v, %i[] : memref<i32>
  %iv = memref.load %i[] : memref<i32>
  %c10 = arith.constant 10 : i32
  %lt = arith.cmpi slt, %iv, %c10 : i32
  cf.cond_br %lt, ^then, ^ret
^then:
  memref.store %c10, %i[] : memref<i32>
  cf.br ^ret
^ret:
  %r = memref.load %i[] : memref<i32>
  return %r : i32
}

// ===== seed-count-loop.mlir
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

// ===== seed-diamond.mlir
// The diamond that motivates the phi function:
//   a = x + y
//   if b < 3: x = 0  else: x = 1
//   b = x + y
// Expected after mem2reg: exactly one block argument (the phi for x) at the
// join block; a and b need none (a is defined once; b's new value is not
// merged anywhere).
func.func @diamond(%x0: i32, %y: i32, %b0: i32) -> (i32, i32) {
  %x = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %a = memref.alloca() : memref<i32>
  memref.store %x0, %x[] : memref<i32>
  memref.store %b0, %b[] : memref<i32>
  %xv = memref.load %x[] : memref<i32>
  %s = arith.addi %xv, %y : i32
  memref.store %s, %a[] : memref<i32>
  %bv = memref.load %b[] : memref<i32>
  %c3 = arith.constant 3 : i32
  %lt = arith.cmpi slt, %bv, %c3 : i32
  cf.cond_br %lt, ^then, ^else
^then:
  %c0 = arith.constant 0 : i32
  memref.store %c0, %x[] : memref<i32>
  cf.br ^join
^else:
  %c1 = arith.constant 1 : i32
  memref.store %c1, %x[] : memref<i32>
  cf.br ^join
^join:
  %xj = memref.load %x[] : memref<i32>
  %s2 = arith.addi %xj, %y : i32
  memref.store %s2, %b[] : memref<i32>
  %ra = memref.load %a[] : memref<i32>
  %rb = memref.load %b[] : memref<i32>
  return %ra, %rb : i32, i32
}

// ===== seed-if-else-renaming.mlir
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

// ===== seed-iterated-frontier.mlir
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

// ===== seed-liveness.mlir
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

// ===== seed-pruned-vs-semipruned.mlir
// Why pruned SSA places fewer phis than semi-pruned (Python CFG/SSA document,
// section 1.7.3.2): a is read in one branch (so it is a "global" name), and
// written in the other, so the dominance frontier asks for a phi for a at the
// join; but a is not live at the join, so the pruned flavour places none.
// Expected block arguments at ^join: maximal: one per slot (a, t); minimal: 1 (a);
// semi-pruned: 1 (a); pruned: 0.
func.func private @use(i32)

func.func @pruned_vs_semipruned(%p: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  %t = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  cf.cond_br %p, ^reads, ^writes
^reads:
  %av = memref.load %a[] : memref<i32>
  func.call @use(%av) : (i32) -> ()
  cf.br ^join
^writes:
  %c5 = arith.constant 5 : i32
  memref.store %c5, %a[] : memref<i32>
  cf.br ^join
^join:
  %c7 = arith.constant 7 : i32
  memref.store %c7, %t[] : memref<i32>
  %tv = memref.load %t[] : memref<i32>
  return %tv : i32
}

// ===== seed-sccp-loop.mlir
// The constant-propagation example of the DCC888 slides:
//   x = input ; a = 1 ; c = a + 10
//   while (a < c) { b = x * a ; output(b) ; a = a + 1 }
// In SSA: x0 = input; a0 = 1; c0 = a0 + 10; a1 = phi(a0, a2); a1 < c0;
//         b0 = x0 * a1; a2 = a1 + 1.
// Expected lattice after sparse conditional constant propagation:
//   x0 = NAC, a0 = 1, c0 = 11, a1 = NAC (1 meets 2 meets ...), b0 = NAC, a2 = NAC.
// So sccp after mem2reg folds c0 to the constant 11 and the first loop test
// stays a real comparison against 11; nothing else is constant.
func.func private @input() -> i32
func.func private @output(i32)

func.func @sccp_loop() {
  %x = memref.alloca() : memref<i32>
  %a = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %in = func.call @input() : () -> i32
  memref.store %in, %x[] : memref<i32>
  %one = arith.constant 1 : i32
  memref.store %one, %a[] : memref<i32>
  %av = memref.load %a[] : memref<i32>
  %ten = arith.constant 10 : i32
  %cv = arith.addi %av, %ten : i32
  memref.store %cv, %c[] : memref<i32>
  cf.br ^head
^head:
  %a1 = memref.load %a[] : memref<i32>
  %c1 = memref.load %c[] : memref<i32>
  %lt = arith.cmpi slt, %a1, %c1 : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %xv = memref.load %x[] : memref<i32>
  %a2 = memref.load %a[] : memref<i32>
  %bv = arith.muli %xv, %a2 : i32
  memref.store %bv, %b[] : memref<i32>
  %bo = memref.load %b[] : memref<i32>
  func.call @output(%bo) : (i32) -> ()
  %a3 = memref.load %a[] : memref<i32>
  %inc = arith.addi %a3, %one : i32
  memref.store %inc, %a[] : memref<i32>
  cf.br ^head
^exit:
  return
}

// ===== seed-straight-line.mlir
// Straight-line renaming, the first example of every SSA text:
//   a = x + y ; b = x + y ; a = 17 ; c = x + y
// Expected after mem2reg: no slot remains; a is defined twice but each load
// reads the value stored last (a_0 = x+y, a_1 = 17); no block argument is
// needed because there is one block.
func.func @straight_line(%x: i32, %y: i32) -> (i32, i32, i32) {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %t0 = arith.addi %x, %y : i32
  memref.store %t0, %a[] : memref<i32>
  %t1 = arith.addi %x, %y : i32
  memref.store %t1, %b[] : memref<i32>
  %c17 = arith.constant 17 : i32
  memref.store %c17, %a[] : memref<i32>
  %t2 = arith.addi %x, %y : i32
  memref.store %t2, %c[] : memref<i32>
  %ra = memref.load %a[] : memref<i32>
  %rb = memref.load %b[] : memref<i32>
  %rc = memref.load %c[] : memref<i32>
  return %ra, %rb, %rc : i32, i32, i32
}

// ===== seed-three-way-join.mlir
// The strict-SSA example of the DCC888 slides (dominance property):
//   L0: a = read()          ; if a < 2 goto L6
//   L2: a = read()          ; if a > 0 goto L8
//   L4: a = a + 1           ; goto L8
//   L6: a = a - 1           ; goto L8
//   L8: ret a               with a4 = phi(a2, a1, a3)
// Expected after mem2reg: one block argument at ^l8 with three incoming
// values, one per predecessor edge (from ^l2 the value read there, from ^l4
// that value plus one, from ^l6 the first value minus one).
func.func private @read() -> i32

func.func @three_way_join() -> i32 {
  %a = memref.alloca() : memref<i32>
  %r0 = func.call @read() : () -> i32
  memref.store %r0, %a[] : memref<i32>
  %a0 = memref.load %a[] : memref<i32>
  %c2 = arith.constant 2 : i32
  %lt = arith.cmpi slt, %a0, %c2 : i32
  cf.cond_br %lt, ^l6, ^l2
^l2:
  %r1 = func.call @read() : () -> i32
  memref.store %r1, %a[] : memref<i32>
  %a1 = memref.load %a[] : memref<i32>
  %c0 = arith.constant 0 : i32
  %gt = arith.cmpi sgt, %a1, %c0 : i32
  cf.cond_br %gt, ^l8, ^l4
^l4:
  %a2 = memref.load %a[] : memref<i32>
  %c1 = arith.constant 1 : i32
  %inc = arith.addi %a2, %c1 : i32
  memref.store %inc, %a[] : memref<i32>
  cf.br ^l8
^l6:
  %a3 = memref.load %a[] : memref<i32>
  %c1b = arith.constant 1 : i32
  %dec = arith.subi %a3, %c1b : i32
  memref.store %dec, %a[] : memref<i32>
  cf.br ^l8
^l8:
  %res = memref.load %a[] : memref<i32>
  return %res : i32
}
