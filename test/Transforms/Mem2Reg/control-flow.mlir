// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK,PLACED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK,PLACED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK,BRAUN --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK,PLACED --implicit-check-not=memref.

// Control flow that construction algorithms get wrong: irreducible loops,
// self-loops, unreachable blocks, reads before writes, repeated successors,
// and allocas outside the entry block.

/// Two entries into a loop that only copies x into itself: Cytron's pruned
/// flavour (and Aycock-Horspool, whose trivial-argument test looks at one
/// argument at a time) keeps an argument at each header; Braun et al.'s SCC
/// pass sees that the cycle merges only %v and removes both.
// CHECK-LABEL: func.func @irreducible(%p: i1, %q: i1, %v: i32) -> i32 {
// PLACED-NEXT: cf.cond_br %p, ^h1(%v : i32), ^h2(%v : i32)
// PLACED-NEXT: ^h1(%x_1: i32):
// PLACED-NEXT: cf.br ^h2(%x_1 : i32)
// PLACED-NEXT: ^h2(%x_2: i32):
// PLACED-NEXT: cf.cond_br %q, ^h1(%x_2 : i32), ^exit
// PLACED-NEXT: ^exit:
// PLACED-NEXT: return %x_2 : i32
// BRAUN-NEXT: cf.cond_br %p, ^h1, ^h2
// BRAUN-NEXT: ^h1:
// BRAUN-NEXT: cf.br ^h2
// BRAUN-NEXT: ^h2:
// BRAUN-NEXT: cf.cond_br %q, ^h1, ^exit
// BRAUN-NEXT: ^exit:
// BRAUN-NEXT: return %v : i32
func.func @irreducible(%p: i1, %q: i1, %v: i32) -> i32 {
  %x = memref.alloca() : memref<i32>
  memref.store %v, %x[] : memref<i32>
  cf.cond_br %p, ^h1, ^h2
^h1:
  %a = memref.load %x[] : memref<i32>
  memref.store %a, %x[] : memref<i32>
  cf.br ^h2
^h2:
  %b = memref.load %x[] : memref<i32>
  cf.cond_br %q, ^h1, ^exit
^exit:
  %r = memref.load %x[] : memref<i32>
  return %r : i32
}

/// A block that is its own predecessor merges the value from the entry
/// with the one it computed itself.
// CHECK-LABEL: func.func @self_loop(%p: i1, %v: i32) -> i32 {
// CHECK-NEXT: cf.br ^loop(%v : i32)
// CHECK-NEXT: ^loop(%n_1: i32):
// CHECK-NEXT: %d = arith.addi %n_1, %n_1 : i32
// CHECK-NEXT: cf.cond_br %p, ^loop(%d : i32), ^exit
// CHECK-NEXT: ^exit:
// CHECK-NEXT: return %d : i32
func.func @self_loop(%p: i1, %v: i32) -> i32 {
  %n = memref.alloca() : memref<i32>
  memref.store %v, %n[] : memref<i32>
  cf.br ^loop
^loop:
  %c = memref.load %n[] : memref<i32>
  %d = arith.addi %c, %c : i32
  memref.store %d, %n[] : memref<i32>
  cf.cond_br %p, ^loop, ^exit
^exit:
  %r = memref.load %n[] : memref<i32>
  return %r : i32
}

/// An unreachable block's load reads poison, its store is dropped, and its
/// branch into the join passes poison; it gets no argument itself.
// CHECK-LABEL: func.func @unreachable(%p: i1, %v: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: cf.cond_br %p, ^left, ^join(%v : i32)
// CHECK-NEXT: ^left:
// CHECK-NEXT: %c1 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^join(%c1 : i32)
// CHECK-NEXT: ^dead:
// CHECK-NEXT: %e = arith.addi %0, %0 : i32
// CHECK-NEXT: cf.br ^join(%0 : i32)
// CHECK-NEXT: ^join(%x_1: i32):
// CHECK-NEXT: return %x_1 : i32
func.func @unreachable(%p: i1, %v: i32) -> i32 {
  %x = memref.alloca() : memref<i32>
  memref.store %v, %x[] : memref<i32>
  cf.cond_br %p, ^left, ^join
^left:
  %c1 = arith.constant 1 : i32
  memref.store %c1, %x[] : memref<i32>
  cf.br ^join
^dead:
  %d = memref.load %x[] : memref<i32>
  %e = arith.addi %d, %d : i32
  memref.store %e, %x[] : memref<i32>
  cf.br ^join
^join:
  %r = memref.load %x[] : memref<i32>
  return %r : i32
}

/// A load before any store reads poison, and so does the first trip
/// around the loop.
// CHECK-LABEL: func.func @read_before_store(%p: i1) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: cf.br ^loop(%0 : i32)
// CHECK-NEXT: ^loop(%x_1: i32):
// CHECK-NEXT: %c1 = arith.constant 1 : i32
// CHECK-NEXT: %next = arith.addi %x_1, %c1 : i32
// CHECK-NEXT: cf.cond_br %p, ^loop(%next : i32), ^exit
// CHECK-NEXT: ^exit:
// CHECK-NEXT: return %0 : i32
func.func @read_before_store(%p: i1) -> i32 {
  %x = memref.alloca() : memref<i32>
  %first = memref.load %x[] : memref<i32>
  cf.br ^loop
^loop:
  %cur = memref.load %x[] : memref<i32>
  %c1 = arith.constant 1 : i32
  %next = arith.addi %cur, %c1 : i32
  memref.store %next, %x[] : memref<i32>
  cf.cond_br %p, ^loop, ^exit
^exit:
  return %first : i32
}

/// A slot that is only stored vanishes with its stores.
// CHECK-LABEL: func.func @stored_never_read(%v: i32) -> i32 {
// CHECK-NEXT: %c2 = arith.constant 2 : i32
// CHECK-NEXT: return %v : i32
func.func @stored_never_read(%v: i32) -> i32 {
  %x = memref.alloca() : memref<i32>
  memref.store %v, %x[] : memref<i32>
  %c2 = arith.constant 2 : i32
  memref.store %c2, %x[] : memref<i32>
  return %v : i32
}

/// Both edges of a cond_br into the same block (with different operands
/// for its own argument) get the slot's value appended.
// CHECK-LABEL: func.func @same_successor_twice(
// CHECK: cf.br ^join(%c2, %c2 : i32, i32)
// CHECK-NEXT: ^twice:
// CHECK-NEXT: cf.cond_br %q, ^join(%v, %c1 : i32, i32), ^join(%w, %c1 : i32, i32)
// CHECK-NEXT: ^join(%a: i32, %x_1: i32):
// CHECK-NEXT: return %a, %x_1 : i32, i32
func.func @same_successor_twice(%p: i1, %q: i1, %v: i32, %w: i32) -> (i32, i32) {
  %x = memref.alloca() : memref<i32>
  %c1 = arith.constant 1 : i32
  memref.store %c1, %x[] : memref<i32>
  cf.cond_br %p, ^set, ^twice
^set:
  %c2 = arith.constant 2 : i32
  memref.store %c2, %x[] : memref<i32>
  cf.br ^join(%c2 : i32)
^twice:
  cf.cond_br %q, ^join(%v : i32), ^join(%w : i32)
^join(%a: i32):
  %r = memref.load %x[] : memref<i32>
  return %a, %r : i32, i32
}

/// A switch with two cases into the join passes the value on both.
// CHECK-LABEL: func.func @switch_twice(%v: i32) -> i32 {
// CHECK-NEXT: cf.switch %v : i32, [
// CHECK-NEXT: default: ^other,
// CHECK-NEXT: 0: ^join(%v : i32),
// CHECK-NEXT: 7: ^join(%v : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^other:
// CHECK-NEXT: %c3 = arith.constant 3 : i32
// CHECK-NEXT: cf.br ^join(%c3 : i32)
// CHECK-NEXT: ^join(%x_1: i32):
// CHECK-NEXT: return %x_1 : i32
func.func @switch_twice(%v: i32) -> i32 {
  %x = memref.alloca() : memref<i32>
  memref.store %v, %x[] : memref<i32>
  cf.switch %v : i32, [ default: ^other, 0: ^join, 7: ^join ]
^other:
  %c3 = arith.constant 3 : i32
  memref.store %c3, %x[] : memref<i32>
  cf.br ^join
^join:
  %r = memref.load %x[] : memref<i32>
  return %r : i32
}

/// An alloca in a loop gives a fresh slot each iteration: the load before
/// the store reads poison, not the previous iteration's %v, so the loop
/// needs no argument.
// CHECK-LABEL: func.func @alloca_in_loop(%p: i1, %v: i32) -> i32 {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: cf.br ^loop{{$}}
// CHECK-NEXT: ^loop:
// CHECK-NEXT: cf.cond_br %p, ^loop, ^exit
// CHECK-NEXT: ^exit:
// CHECK-NEXT: return %0 : i32
func.func @alloca_in_loop(%p: i1, %v: i32) -> i32 {
  cf.br ^loop
^loop:
  %t = memref.alloca() : memref<i32>
  %old = memref.load %t[] : memref<i32>
  memref.store %v, %t[] : memref<i32>
  cf.cond_br %p, ^loop, ^exit
^exit:
  return %old : i32
}

/// One ub.poison per type, in the order first needed.
// CHECK-LABEL: func.func @poison_per_type() -> (i64, i64, f64, i1) {
// CHECK-NEXT: %0 = ub.poison : i64
// CHECK-NEXT: %1 = ub.poison : f64
// CHECK-NEXT: %2 = ub.poison : i1
// CHECK-NEXT: return %0, %0, %1, %2 : i64, i64, f64, i1
func.func @poison_per_type() -> (i64, i64, f64, i1) {
  %a = memref.alloca() : memref<i64>
  %b = memref.alloca() : memref<i64>
  %f = memref.alloca() : memref<f64>
  %c = memref.alloca() : memref<i1>
  %av = memref.load %a[] : memref<i64>
  %fv = memref.load %f[] : memref<f64>
  %bv = memref.load %b[] : memref<i64>
  %cv = memref.load %c[] : memref<i1>
  return %av, %bv, %fv, %cv : i64, i64, f64, i1
}

/// A numbered slot gives unnamed arguments (%0_1 is not a valid MLIR
/// name); a clash with an existing %x_1 is resolved by the printer.
// CHECK-LABEL: func.func @unnamed_and_clash(%p: i1, %x_1: i32) -> (i32, i32) {
// CHECK-NEXT: cf.cond_br %p, ^then, ^join(%x_1, %x_1 : i32, i32)
// CHECK: cf.br ^join(%c5, %c5 : i32, i32)
// CHECK-NEXT: ^join(%0: i32, %x_1_1: i32):
// CHECK-NEXT: return %0, %x_1_1 : i32, i32
func.func @unnamed_and_clash(%p: i1, %x_1: i32) -> (i32, i32) {
  %0 = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  memref.store %x_1, %0[] : memref<i32>
  memref.store %x_1, %x[] : memref<i32>
  cf.cond_br %p, ^then, ^join
^then:
  %c5 = arith.constant 5 : i32
  memref.store %c5, %0[] : memref<i32>
  memref.store %c5, %x[] : memref<i32>
  cf.br ^join
^join:
  %u = memref.load %0[] : memref<i32>
  %n = memref.load %x[] : memref<i32>
  return %u, %n : i32, i32
}
