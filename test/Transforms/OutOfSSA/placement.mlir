// RUN: %ssa-opt -out-of-ssa %s | filecheck %s
// RUN: %ssa-run --entry start_of_target %s false 5 6 | filecheck %s --check-prefix=START
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry start_of_target - false 5 6 | filecheck %s --check-prefix=START
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry start_of_target - false 5 6 | filecheck %s --check-prefix=START
// RUN: %ssa-run --entry same_target_twice %s true 5 6 | filecheck %s --check-prefix=TWICE
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry same_target_twice - true 5 6 | filecheck %s --check-prefix=TWICE
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry same_target_twice - true 5 6 | filecheck %s --check-prefix=TWICE
// RUN: %ssa-run --entry switch %s 1 5 6 | filecheck %s --check-prefix=SWITCH1
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry switch - 1 5 6 | filecheck %s --check-prefix=SWITCH1
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry switch - 1 5 6 | filecheck %s --check-prefix=SWITCH1
// RUN: %ssa-run --entry switch %s 7 5 6 | filecheck %s --check-prefix=SWITCH7
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry switch - 7 5 6 | filecheck %s --check-prefix=SWITCH7
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry switch - 7 5 6 | filecheck %s --check-prefix=SWITCH7
// RUN: %ssa-run --entry end_of_source %s true 5 6 | filecheck %s --check-prefix=END
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry end_of_source - true 5 6 | filecheck %s --check-prefix=END
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry end_of_source - true 5 6 | filecheck %s --check-prefix=END
// RUN: %ssa-run --entry no_split_without_copies %s true 5 | filecheck %s --check-prefix=NOSPLIT
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry no_split_without_copies - true 5 | filecheck %s --check-prefix=NOSPLIT
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry no_split_without_copies - true 5 | filecheck %s --check-prefix=NOSPLIT

// Where an edge's copies go: at the end of a source with one successor, at
// the top of a target with one predecessor, otherwise on a new block on the
// (critical) edge. Edges are counted, not blocks.

/// Both targets of the cond_br have one predecessor: each edge's copy goes
/// at the top of its target, before the load that reads it.
// CHECK-LABEL: func.func @start_of_target
// CHECK-NEXT:    %x.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    %y.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    cf.cond_br %p, ^a, ^b
// CHECK-NEXT:  ^a:  // pred: ^bb0
// CHECK-NEXT:    memref.store %v, %x.addr[] : memref<i32>
// CHECK-NEXT:    %x = memref.load %x.addr[] : memref<i32>
// CHECK-NEXT:    return %x : i32
// CHECK-NEXT:  ^b:  // pred: ^bb0
// CHECK-NEXT:    memref.store %w, %y.addr[] : memref<i32>
// CHECK-NEXT:    %y = memref.load %y.addr[] : memref<i32>
// CHECK-NEXT:    return %y : i32
func.func @start_of_target(%p: i1, %v: i32, %w: i32) -> i32 {
  cf.cond_br %p, ^a(%v : i32), ^b(%w : i32)
^a(%x: i32):
  return %x : i32
^b(%y: i32):
  return %y : i32
}

/// A cond_br to one block twice: two edges, both critical, two new blocks,
/// each storing its own value.
// CHECK-LABEL: func.func @same_target_twice
// CHECK-NEXT:    %r.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    cf.cond_br %p, ^split_bb0_join, ^split_bb0_join_1
// CHECK-NEXT:  ^split_bb0_join:  // pred: ^bb0
// CHECK-NEXT:    memref.store %v, %r.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^join
// CHECK-NEXT:  ^split_bb0_join_1:  // pred: ^bb0
// CHECK-NEXT:    memref.store %w, %r.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^join
// CHECK-NEXT:  ^join:  // 2 preds: ^split_bb0_join, ^split_bb0_join_1
// CHECK-NEXT:    %r = memref.load %r.addr[] : memref<i32>
// CHECK-NEXT:    return %r : i32
func.func @same_target_twice(%p: i1, %v: i32, %w: i32) -> i32 {
  cf.cond_br %p, ^join(%v : i32), ^join(%w : i32)
^join(%r: i32):
  return %r : i32
}

/// A switch: the default and case 0 reach ^a (critical, split), case 1
/// reaches ^b, whose only predecessor it is (copy at the top of ^b).
// CHECK-LABEL: func.func @switch
// CHECK-NEXT:    %x.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    %y.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    cf.switch %s : i32, [
// CHECK-NEXT:      default: ^split_bb0_a,
// CHECK-NEXT:      0: ^split_bb0_a_1,
// CHECK-NEXT:      1: ^b
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^split_bb0_a:  // pred: ^bb0
// CHECK-NEXT:    memref.store %v, %x.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^a
// CHECK-NEXT:  ^split_bb0_a_1:  // pred: ^bb0
// CHECK-NEXT:    memref.store %w, %x.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^a
// CHECK-NEXT:  ^a:  // 2 preds: ^split_bb0_a, ^split_bb0_a_1
// CHECK-NEXT:    %x = memref.load %x.addr[] : memref<i32>
// CHECK-NEXT:    return %x : i32
// CHECK-NEXT:  ^b:  // pred: ^bb0
// CHECK-NEXT:    memref.store %s, %y.addr[] : memref<i32>
// CHECK-NEXT:    %y = memref.load %y.addr[] : memref<i32>
// CHECK-NEXT:    return %y : i32
func.func @switch(%s: i32, %v: i32, %w: i32) -> i32 {
  cf.switch %s : i32, [
    default: ^a(%v : i32),
    0: ^a(%w : i32),
    1: ^b(%s : i32)
  ]
^a(%x: i32):
  return %x : i32
^b(%y: i32):
  return %y : i32
}

/// A block with several arguments whose values are passed on: the copies of
/// one edge go at the end of its source, before the branch, in argument
/// order.
// CHECK-LABEL: func.func @end_of_source
// CHECK:       ^left:  // pred: ^bb0
// CHECK-NEXT:    %s = arith.addi %u, %v : i32
// CHECK-NEXT:    memref.store %s, %a.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %u, %b.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^join
// CHECK-NEXT:  ^right:  // pred: ^bb0
// CHECK-NEXT:    memref.store %v, %a.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %v, %b.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^join
// CHECK-NEXT:  ^join:  // 2 preds: ^left, ^right
// CHECK-NEXT:    %a = memref.load %a.addr[] : memref<i32>
// CHECK-NEXT:    %b = memref.load %b.addr[] : memref<i32>
func.func @end_of_source(%p: i1, %u: i32, %v: i32) -> i32 {
  cf.cond_br %p, ^left, ^right
^left:
  %s = arith.addi %u, %v : i32
  cf.br ^join(%s, %u : i32, i32)
^right:
  cf.br ^join(%v, %v : i32, i32)
^join(%a: i32, %b: i32):
  %r = arith.subi %a, %b : i32
  return %r : i32
}

/// An edge whose copies all vanish by coalescing is not split: ^exit's %r
/// shares %x's slot, so the critical edge ^loop -> ^exit carries nothing
/// (the critical edge from the entry still carries %n, and is split).
// CHECK-LABEL: func.func @no_split_without_copies
// CHECK:         cf.cond_br %more, ^split_loop_loop, ^exit
// CHECK-NEXT:  ^split_loop_loop:  // pred: ^loop
// CHECK-NEXT:    memref.store %next, %x.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^loop
// CHECK-NEXT:  ^exit:  // 2 preds: ^split_bb0_exit, ^loop
// CHECK-NEXT:    %r = memref.load %x.addr[] : memref<i32>
func.func @no_split_without_copies(%p: i1, %n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %p, ^loop(%c1 : i32), ^exit(%n : i32)
^loop(%x: i32):
  %next = arith.addi %x, %c1 : i32
  %more = arith.cmpi slt, %next, %n : i32
  cf.cond_br %more, ^loop(%next : i32), ^exit(%x : i32)
^exit(%r: i32):
  return %r : i32
}

/// What the interpreter says, before and after, with and without coalescing.
// START: {{^}}6 : i32{{$}}
// TWICE: {{^}}5 : i32{{$}}
// SWITCH1: {{^}}1 : i32{{$}}
// SWITCH7: {{^}}5 : i32{{$}}
// END: {{^}}6 : i32{{$}}
// NOSPLIT: {{^}}4 : i32{{$}}
