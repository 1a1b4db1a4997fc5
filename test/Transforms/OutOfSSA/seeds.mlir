// The seeds' worked examples (Inputs/seeds.mlir), through mem2reg and back
// out of SSA: the slots out-of-ssa needs after coalescing, the code it
// writes for the count loop, and what the interpreter says before and after.
//
// RUN: %ssa-opt -mem2reg -out-of-ssa %S/Inputs/seeds.mlir | filecheck %s
// RUN: %ssa-opt -mem2reg -out-of-ssa --stats %S/Inputs/seeds.mlir -o /dev/null 2>&1 | filecheck %s --check-prefix=STATS
//
// RUN: %ssa-run --entry count %S/Inputs/seeds.mlir | filecheck %s --check-prefix=COUNT
// RUN: %ssa-opt -mem2reg -out-of-ssa %S/Inputs/seeds.mlir | %ssa-run --entry count - | filecheck %s --check-prefix=COUNT
// RUN: %ssa-opt -mem2reg -out-of-ssa -mem2reg %S/Inputs/seeds.mlir | %ssa-run --entry count - | filecheck %s --check-prefix=COUNT
// RUN: %ssa-run --entry diamond %S/Inputs/seeds.mlir 1 2 1 | filecheck %s --check-prefix=DIAMOND
// RUN: %ssa-opt -mem2reg -out-of-ssa %S/Inputs/seeds.mlir | %ssa-run --entry diamond - 1 2 1 | filecheck %s --check-prefix=DIAMOND
// RUN: %ssa-run --entry if_else_renaming %S/Inputs/seeds.mlir | filecheck %s --check-prefix=RENAMING
// RUN: %ssa-opt -mem2reg -out-of-ssa %S/Inputs/seeds.mlir | %ssa-run --entry if_else_renaming - | filecheck %s --check-prefix=RENAMING
// RUN: %ssa-run --entry iterated_frontier %S/Inputs/seeds.mlir true true | filecheck %s --check-prefix=FRONTIER
// RUN: %ssa-opt -mem2reg -out-of-ssa %S/Inputs/seeds.mlir | %ssa-run --entry iterated_frontier - true true | filecheck %s --check-prefix=FRONTIER
// RUN: %ssa-run --entry call_merge %S/Inputs/seeds.mlir | filecheck %s --check-prefix=MERGE
// RUN: %ssa-opt -mem2reg -out-of-ssa %S/Inputs/seeds.mlir | %ssa-run --entry call_merge - | filecheck %s --check-prefix=MERGE
// RUN: %ssa-run --trace --entry sccp_loop %S/Inputs/seeds.mlir 2>&1 | grep call > %t.before
// RUN: %ssa-opt -mem2reg -out-of-ssa %S/Inputs/seeds.mlir | %ssa-run --trace --entry sccp_loop - 2>&1 | grep call > %t.after
// RUN: diff %t.before %t.after
// RUN: filecheck %s --check-prefix=TRACE < %t.after

/// The count loop (seed-count-loop.mlir) had three slots (r, i, x); after
/// mem2reg, i has a block argument at ^body and at ^exit. Both are fed 0 by
/// the entry's branch and %xv by the loop's, and their live ranges are
/// disjoint, so they share one slot; each branch then stores the same value
/// whichever way it goes, so the store goes before the branch and no edge
/// is split: the loop a person would write.
// CHECK-LABEL: func.func @count() -> i32 {
// CHECK-NEXT:    %i_1.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %c10 = arith.constant 10 : i32
// CHECK-NEXT:    %done0 = arith.cmpi sge, %c0, %c10 : i32
// CHECK-NEXT:    memref.store %c0, %i_1.addr[] : memref<i32>
// CHECK-NEXT:    cf.cond_br %done0, ^exit, ^body
// CHECK-NEXT:  ^body:  // 2 preds: ^bb0, ^body
// CHECK-NEXT:    %i_1 = memref.load %i_1.addr[] : memref<i32>
// CHECK-NEXT:    %xv = arith.addi %i_1, %c1 : i32
// CHECK-NEXT:    %again = arith.cmpi slt, %xv, %c10 : i32
// CHECK-NEXT:    memref.store %xv, %i_1.addr[] : memref<i32>
// CHECK-NEXT:    cf.cond_br %again, ^body, ^exit
// CHECK-NEXT:  ^exit:  // 2 preds: ^bb0, ^body
// CHECK-NEXT:    %i_2 = memref.load %i_1.addr[] : memref<i32>
// CHECK-NEXT:    return %i_2 : i32

/// Slots after coalescing, per function (the inputs had: call_merge 1,
/// count 3, diamond 3, if_else_renaming 3, iterated_frontier 1, sccp_loop 4,
/// three_way_join 1; the others need none).
// STATS:      slots created
// STATS-NEXT:   1   in @call_merge
// STATS-NEXT:   1   in @count
// STATS-NEXT:   1   in @diamond
// STATS-NEXT:   1   in @if_else_renaming
// STATS-NEXT:   1   in @iterated_frontier
// STATS-NEXT:   1   in @sccp_loop
// STATS-NEXT:   1   in @three_way_join

// COUNT: {{^}}10 : i32{{$}}
// DIAMOND: {{^}}3 : i32{{$}}
// DIAMOND-NEXT: {{^}}2 : i32{{$}}
// RENAMING: {{^}}3 : i32{{$}}
// RENAMING-NEXT: {{^}}4 : i32{{$}}
// RENAMING-NEXT: {{^}}0 : i32{{$}}
// FRONTIER: {{^}}2 : i32{{$}}
// MERGE: {{^}}10 : i32{{$}}
/// sccp_loop makes the same external calls with the same values, in the
/// same order: one input, then ten outputs.
// TRACE:      call @input()
// TRACE-COUNT-10: call @output(
// TRACE-NOT:  call
