// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=semi-pruned}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=minimal}' %s | filecheck %s --check-prefixes=CHECK,MINIMAL --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=maximal}' %s | filecheck %s --check-prefixes=CHECK,MAXIMAL --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg --stats %s 2>&1 >/dev/null | filecheck %s --check-prefix=STATS-PRUNED
// RUN: %ssa-opt --passes='mem2reg{flavor=semi-pruned}' --stats %s 2>&1 >/dev/null | filecheck %s --check-prefix=STATS-PRUNED
// RUN: %ssa-opt --passes='mem2reg{flavor=minimal}' --stats %s 2>&1 >/dev/null | filecheck %s --check-prefix=STATS-MINIMAL
// RUN: %ssa-opt --passes='mem2reg{flavor=maximal}' --stats %s 2>&1 >/dev/null | filecheck %s --check-prefix=STATS-MAXIMAL

/// The count loop: pruned and semi-pruned SSA (and Braun, Aycock-Horspool)
/// give i an argument at ^body and ^exit and nothing else; minimal adds x,
/// which enters from the entry as ub.poison; maximal adds r as well.
// CHECK-LABEL: func.func @count() -> i32 {
// MINIMAL-NEXT: %0 = ub.poison : i32
// MAXIMAL-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c0 = arith.constant 0 : i32
// CHECK: %done0 = arith.cmpi sge, %c0, %c10 : i32
// PRUNED-NEXT: cf.cond_br %done0, ^exit(%c0 : i32), ^body(%c0 : i32)
// PRUNED-NEXT: ^body(%i_1: i32):
// PRUNED-NEXT: %xv = arith.addi %i_1, %c1 : i32
// PRUNED-NEXT: %again = arith.cmpi slt, %xv, %c10 : i32
// PRUNED-NEXT: cf.cond_br %again, ^body(%xv : i32), ^exit(%xv : i32)
// PRUNED-NEXT: ^exit(%i_2: i32):
// MINIMAL-NEXT: cf.cond_br %done0, ^exit(%c0, %0 : i32, i32), ^body(%c0, %0 : i32, i32)
// MINIMAL-NEXT: ^body(%i_1: i32, %x_1: i32):
// MINIMAL: cf.cond_br %again, ^body(%xv, %xv : i32, i32), ^exit(%xv, %xv : i32, i32)
// MINIMAL-NEXT: ^exit(%i_2: i32, %x_2: i32):
// MAXIMAL-NEXT: cf.cond_br %done0, ^exit(%c0, %c0, %0 : i32, i32, i32), ^body(%c0, %c0, %0 : i32, i32, i32)
// MAXIMAL-NEXT: ^body(%r_1: i32, %i_1: i32, %x_1: i32):
// MAXIMAL: cf.cond_br %again, ^body(%r_1, %xv, %xv : i32, i32, i32), ^exit(%r_1, %xv, %xv : i32, i32, i32)
// MAXIMAL-NEXT: ^exit(%r_2: i32, %i_2: i32, %x_2: i32):
// CHECK-NEXT: return %i_2 : i32

// STATS-PRUNED: {{^ +}}2 block arguments inserted
// STATS-PRUNED: {{^ +}}3 slots promoted
// STATS-PRUNED-NOT: ub.poison
// STATS-MINIMAL: {{^ +}}4 block arguments inserted
// STATS-MINIMAL: {{^ +}}1 ub.poison values created
// STATS-MAXIMAL: {{^ +}}6 block arguments inserted

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
