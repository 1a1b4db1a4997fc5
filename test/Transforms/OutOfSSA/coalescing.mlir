// RUN: %ssa-opt -out-of-ssa %s | filecheck %s
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | filecheck %s --check-prefix=NAIVE
// RUN: %ssa-opt -out-of-ssa --stats %s -o /dev/null 2>&1 | filecheck %s --check-prefix=STATS
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' --stats %s -o /dev/null 2>&1 | filecheck %s --check-prefix=NAIVE-STATS
// RUN: %ssa-run --entry unchanged_around_loop %s 3 2 42 | filecheck %s --check-prefix=UNCHANGED
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry unchanged_around_loop - 3 2 42 | filecheck %s --check-prefix=UNCHANGED
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry unchanged_around_loop - 3 2 42 | filecheck %s --check-prefix=UNCHANGED
// RUN: %ssa-run --entry accumulator %s 3 4 | filecheck %s --check-prefix=ACC
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry accumulator - 3 4 | filecheck %s --check-prefix=ACC
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry accumulator - 3 4 | filecheck %s --check-prefix=ACC
// RUN: %ssa-run --entry interfering_copy %s 20 | filecheck %s --check-prefix=FIB
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry interfering_copy - 20 | filecheck %s --check-prefix=FIB
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry interfering_copy - 20 | filecheck %s --check-prefix=FIB
// RUN: %ssa-run --entry source_live_after_copy %s true 5 7 | filecheck %s --check-prefix=LIVE1
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry source_live_after_copy - true 5 7 | filecheck %s --check-prefix=LIVE1
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry source_live_after_copy - true 5 7 | filecheck %s --check-prefix=LIVE1
// RUN: %ssa-run --entry source_live_after_copy %s false 5 7 | filecheck %s --check-prefix=LIVE0
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry source_live_after_copy - false 5 7 | filecheck %s --check-prefix=LIVE0
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry source_live_after_copy - false 5 7 | filecheck %s --check-prefix=LIVE0

// Coalescing (Boissinot et al. 2009): arguments related by copies share a
// slot when their live ranges do not interfere, and the copies between them
// disappear.

/// An argument passed unchanged around a loop nest: %y (the inner loop's
/// copy of %x) and %x hold one value (%x0: each only ever receives the
/// other or itself), so they share %x's slot, and the copies x -> y,
/// y -> y and y -> x all vanish; %y is never even loaded. Only the counters
/// need copies. The naive translation stores all three.
// CHECK-LABEL: func.func @unchanged_around_loop
// CHECK:         memref.store %c0, %i.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %x0, %x.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^outer
// CHECK-NEXT:  ^outer:  // 2 preds: ^bb0, ^latch
// CHECK-NEXT:    %i = memref.load %i.addr[] : memref<i32>
// CHECK-NEXT:    %x = memref.load %x.addr[] : memref<i32>
// CHECK-NEXT:    %go = arith.cmpi slt, %i, %n : i32
// CHECK-NEXT:    cf.cond_br %go, ^split_outer_inner, ^done
// CHECK-NEXT:  ^split_outer_inner:  // pred: ^outer
// CHECK-NEXT:    memref.store %c0, %j.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^inner
// CHECK-NEXT:  ^inner:  // 2 preds: ^split_outer_inner, ^split_inner_inner
// CHECK-NEXT:    %j = memref.load %j.addr[] : memref<i32>
// CHECK-NEXT:    %more = arith.cmpi slt, %j, %m : i32
// CHECK-NEXT:    %j1 = arith.addi %j, %c1 : i32
// CHECK-NEXT:    cf.cond_br %more, ^split_inner_inner, ^latch
// CHECK-NEXT:  ^split_inner_inner:  // pred: ^inner
// CHECK-NEXT:    memref.store %j1, %j.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^inner
// CHECK-NEXT:  ^latch:  // pred: ^inner
// CHECK-NEXT:    %i1 = arith.addi %i, %c1 : i32
// CHECK-NEXT:    memref.store %i1, %i.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^outer
// CHECK-NEXT:  ^done:  // pred: ^outer
// CHECK-NEXT:    return %x : i32
// NAIVE-LABEL: func.func @unchanged_around_loop
// NAIVE:       ^split_outer_inner:  // pred: ^outer
// NAIVE-NEXT:    memref.store %c0, %j.addr[] : memref<i32>
// NAIVE-NEXT:    memref.store %x, %y.addr[] : memref<i32>
// NAIVE-NEXT:    cf.br ^inner
// NAIVE:       ^split_inner_inner:  // pred: ^inner
// NAIVE-NEXT:    memref.store %j1, %j.addr[] : memref<i32>
// NAIVE-NEXT:    memref.store %y, %y.addr[] : memref<i32>
// NAIVE-NEXT:    cf.br ^inner
// NAIVE:       ^latch:  // pred: ^inner
// NAIVE-NEXT:    %i1 = arith.addi %i, %c1 : i32
// NAIVE-NEXT:    memref.store %i1, %i.addr[] : memref<i32>
// NAIVE-NEXT:    memref.store %y, %x.addr[] : memref<i32>
// NAIVE-NEXT:    cf.br ^outer
func.func @unchanged_around_loop(%n: i32, %m: i32, %x0: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^outer(%c0, %x0 : i32, i32)
^outer(%i: i32, %x: i32):
  %go = arith.cmpi slt, %i, %n : i32
  cf.cond_br %go, ^inner(%c0, %x : i32, i32), ^done
^inner(%j: i32, %y: i32):
  %more = arith.cmpi slt, %j, %m : i32
  %j1 = arith.addi %j, %c1 : i32
  cf.cond_br %more, ^inner(%j1, %y : i32, i32), ^latch
^latch:
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^outer(%i1, %y : i32, i32)
^done:
  return %x : i32
}

/// An accumulator threaded through a loop nest: %acc (outer) and %acc2
/// (inner) are each other's copies and are never live at once, so one slot
/// serves both; only the store of the new sum remains.
// CHECK-LABEL: func.func @accumulator
// CHECK:       ^inner:  // 2 preds: ^split_outer_inner, ^body
// CHECK-NEXT:    %j = memref.load %j.addr[] : memref<i32>
// CHECK-NEXT:    %acc2 = memref.load %acc.addr[] : memref<i32>
// CHECK:       ^body:  // pred: ^inner
// CHECK-NEXT:    %acc3 = arith.addi %acc2, %j : i32
// CHECK-NEXT:    %j1 = arith.addi %j, %c1 : i32
// CHECK-NEXT:    memref.store %j1, %j.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %acc3, %acc.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^inner
// CHECK-NEXT:  ^latch:  // pred: ^inner
// CHECK-NEXT:    %i1 = arith.addi %i, %c1 : i32
// CHECK-NEXT:    memref.store %i1, %i.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^outer
func.func @accumulator(%n: i32, %m: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^outer(%c0, %c0 : i32, i32)
^outer(%i: i32, %acc: i32):
  %go = arith.cmpi slt, %i, %n : i32
  cf.cond_br %go, ^inner(%c0, %acc : i32, i32), ^done
^inner(%j: i32, %acc2: i32):
  %more = arith.cmpi slt, %j, %m : i32
  cf.cond_br %more, ^body, ^latch
^body:
  %acc3 = arith.addi %acc2, %j : i32
  %j1 = arith.addi %j, %c1 : i32
  cf.br ^inner(%j1, %acc3 : i32, i32)
^latch:
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^outer(%i1, %acc2 : i32, i32)
^done:
  return %acc : i32
}

/// Interference keeps slots apart: %prev is a copy of %cur, but %cur is
/// still live when %prev is defined (both at the top of ^loop), and they
/// hold different values, so each keeps its slot and the copy stays.
// CHECK-LABEL: func.func @interfering_copy
// CHECK:       ^split_loop_loop:  // pred: ^loop
// CHECK-NEXT:    memref.store %cur, %prev.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %next, %cur.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^loop
func.func @interfering_copy(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0, %c1 : i32, i32)
^loop(%prev: i32, %cur: i32):
  %next = arith.addi %prev, %cur : i32
  %more = arith.cmpi slt, %cur, %n : i32
  cf.cond_br %more, ^loop(%cur, %next : i32, i32), ^exit
^exit:
  return %prev : i32
}

/// A copy whose source is still needed after the copy's target is defined:
/// %t is %s's copy into ^join, but ^join also uses %s, so the two interfere
/// (different values: %t is also fed %v) and keep separate slots.
// CHECK-LABEL: func.func @source_live_after_copy
// CHECK:       ^join:  // 2 preds: ^split_b_join, ^a
// CHECK-NEXT:    %t = memref.load %t.addr[] : memref<i32>
// CHECK-NEXT:    %u = arith.addi %t, %s : i32
func.func @source_live_after_copy(%p: i1, %v: i32, %w: i32) -> i32 {
  cf.br ^b(%w : i32)
^b(%s: i32):
  cf.cond_br %p, ^a, ^join(%s : i32)
^a:
  cf.br ^join(%v : i32)
^join(%t: i32):
  %u = arith.addi %t, %s : i32
  return %u : i32
}

// STATS:      'out-of-ssa'
// STATS:             5 copies removed by coalescing
// STATS-NEXT:        2   in @accumulator
// STATS-NEXT:        3   in @unchanged_around_loop

// NAIVE-STATS:     'out-of-ssa'
// NAIVE-STATS-NOT: copies removed by coalescing

/// What the interpreter says, before and after, with and without coalescing.
// UNCHANGED: {{^}}42 : i32{{$}}
// ACC: {{^}}18 : i32{{$}}
// FIB: {{^}}13 : i32{{$}}
// LIVE1: {{^}}12 : i32{{$}}
// LIVE0: {{^}}14 : i32{{$}}
