// RUN: %ssa-opt -print-dominance-frontier %s -o /dev/null | filecheck %s --implicit-check-not=DF+
// RUN: %ssa-opt '-print-dominance-frontier{iterated=true}' %s -o /dev/null | filecheck %s --check-prefixes=CHECK,IDF

/// The worklist example (seed seed-iterated-frontier): the store in ^b3 has
/// ^b4 in its frontier, and ^b4 (where a φ for it goes) has ^b5 in its own.
// CHECK-LABEL: // -----// Dominance frontiers of func.func @iterated_frontier //----- //
// CHECK-NEXT:  // DF(^bb0) = {}
// CHECK-NEXT:  // DF(^b2) = {^b5}
// CHECK-NEXT:  // DF(^b3) = {^b4}
// CHECK-NEXT:  // DF(^b4) = {^b5}
// CHECK-NEXT:  // DF(^side) = {^b5}
// CHECK-NEXT:  // DF(^b5) = {}
/// With iterated=true: the stores to %a are in the entry and ^b3, and the
/// iterated frontier of those blocks is {^b4, ^b5} (the seed's expected
/// block arguments); %a is live into both.
// IDF-NEXT:    // slot  defining blocks  DF+         DF+ where live-in
// IDF-NEXT:    // %a    {^bb0, ^b3}      {^b4, ^b5}  {^b4, ^b5}
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

/// A loop header is in the frontier of every block of its loop, itself
/// included (the back edge leaves the header's dominance and comes back).
// CHECK-LABEL: // -----// Dominance frontiers of func.func @nest //----- //
// CHECK-NEXT:  // DF(^bb0) = {}
// CHECK-NEXT:  // DF(^outer) = {^outer}
// CHECK-NEXT:  // DF(^inner) = {^outer, ^inner}
// CHECK-NEXT:  // DF(^latch) = {^outer}
// CHECK-NEXT:  // DF(^exit) = {}
// IDF-NEXT:    // no promotable slots
func.func @nest(%p: i1, %q: i1) {
  cf.br ^outer
^outer:
  cf.cond_br %p, ^inner, ^exit
^inner:
  cf.cond_br %q, ^inner, ^latch
^latch:
  cf.br ^outer
^exit:
  return
}

/// Irreducible loop: each entry is in the other's frontier. Unreachable
/// blocks have empty frontiers and are in none.
// CHECK-LABEL: // -----// Dominance frontiers of func.func @irreducible_and_unreachable //----- //
// CHECK-NEXT:  // DF(^bb0) = {}
// CHECK-NEXT:  // DF(^a) = {^b, ^exit}
// CHECK-NEXT:  // DF(^b) = {^a, ^exit}
// CHECK-NEXT:  // DF(^exit) = {}
// CHECK-NEXT:  // DF(^dead) = {}
// CHECK-NEXT:  // DF(^dead2) = {}
// IDF-NEXT:    // no promotable slots
func.func @irreducible_and_unreachable(%p: i1, %q: i1) {
  cf.cond_br %p, ^a, ^b
^a:
  cf.cond_br %q, ^b, ^exit
^b:
  cf.cond_br %q, ^a, ^exit
^exit:
  return
^dead:
  cf.br ^dead2
^dead2:
  cf.br ^a
}

/// Pruned versus semi-pruned (seed seed-pruned-vs-semipruned): the store in
/// ^writes puts ^join in %a's iterated frontier (minimal SSA places an
/// argument there), but %a is dead at ^join (pruned SSA places none); %t is
/// stored in ^join only.
// CHECK-LABEL: // -----// Dominance frontiers of func.func @pruned_vs_semipruned //----- //
// CHECK-NEXT:  // DF(^bb0) = {}
// CHECK-NEXT:  // DF(^reads) = {^join}
// CHECK-NEXT:  // DF(^writes) = {^join}
// CHECK-NEXT:  // DF(^join) = {}
// IDF-NEXT:    // slot  defining blocks  DF+      DF+ where live-in
// IDF-NEXT:    // %a    {^bb0, ^writes}  {^join}  {}
// IDF-NEXT:    // %t    {^join}          {}       {}
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
