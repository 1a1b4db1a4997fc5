// RUN: %ssa-opt -print-cfg %s -o /dev/null | filecheck %s
// RUN: %ssa-opt -print-cfg %s | %ssa-opt | filecheck %s --check-prefix=IR

/// The printed tables are comments: the output of a printer is still a
/// module, which reads back unchanged.
// IR-LABEL: func.func @count() -> i32 {
// IR-LABEL: func.func @irreducible(%p: i1, %q: i1) {
// IR-LABEL: func.func @unreachable(%p: i1, %v: i32, %w: i32) -> i32 {

/// The loop of the question about Cytron's algorithm and loops (seed
/// seed-count-loop): the table that question drew by hand. ^body is its own
/// predecessor and in its own frontier; ^exit joins the loop exit and the
/// skip edge.
// CHECK-LABEL: // -----// CFG of func.func @count //----- //
// CHECK-NEXT:  // block  preds        succs         idom  dominance frontier
// CHECK-NEXT:  // ^bb0   -            ^exit, ^body  -     {}
// CHECK-NEXT:  // ^body  ^bb0, ^body  ^body, ^exit  ^bb0  {^body, ^exit}
// CHECK-NEXT:  // ^exit  ^bb0, ^body  -             ^bb0  {}
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

/// An irreducible loop (two entries, ^a and ^b): neither block dominates
/// the other, both are immediately dominated by the entry, and each is in
/// the other's frontier.
// CHECK-LABEL: // -----// CFG of func.func @irreducible //----- //
// CHECK-NEXT:  // block  preds     succs      idom  dominance frontier
// CHECK-NEXT:  // ^bb0   -         ^a, ^b     -     {}
// CHECK-NEXT:  // ^a     ^bb0, ^b  ^b, ^exit  ^bb0  {^b, ^exit}
// CHECK-NEXT:  // ^b     ^bb0, ^a  ^a, ^exit  ^bb0  {^a, ^exit}
// CHECK-NEXT:  // ^exit  ^a, ^b    -          ^bb0  {}
func.func @irreducible(%p: i1, %q: i1) {
  cf.cond_br %p, ^a, ^b
^a:
  cf.cond_br %q, ^b, ^exit
^b:
  cf.cond_br %q, ^a, ^exit
^exit:
  return
}

/// A branch with the same successor twice is two edges (two predecessors,
/// as in the IR's `// 2 preds:` comment). Unreachable blocks have no
/// immediate dominator and an empty frontier, and an unreachable
/// predecessor puts nothing in a reachable block's frontier.
// CHECK-LABEL: // -----// CFG of func.func @unreachable //----- //
// CHECK-NEXT:  // block   preds               succs         idom         dominance frontier
// CHECK-NEXT:  // ^bb0    -                   ^join, ^join  -            {}
// CHECK-NEXT:  // ^join   ^bb0, ^bb0, ^dead2  -             ^bb0         {}
// CHECK-NEXT:  // ^dead   ^dead               ^dead         unreachable  {}
// CHECK-NEXT:  // ^dead2  -                   ^join         unreachable  {}
func.func @unreachable(%p: i1, %v: i32, %w: i32) -> i32 {
  cf.cond_br %p, ^join(%v : i32), ^join(%w : i32)
^join(%r: i32):
  return %r : i32
^dead:
  cf.br ^dead
^dead2:
  cf.br ^join(%v : i32)
}
