// RUN: %ssa-opt -out-of-ssa %s | filecheck %s
// RUN: %ssa-run --entry self_loop %s 5 | filecheck %s --check-prefix=SELF
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry self_loop - 5 | filecheck %s --check-prefix=SELF
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry self_loop - 5 | filecheck %s --check-prefix=SELF
// RUN: %ssa-run --entry self_loop_swap %s 3 10 3 | filecheck %s --check-prefix=SELFSWAP
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry self_loop_swap - 3 10 3 | filecheck %s --check-prefix=SELFSWAP
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry self_loop_swap - 3 10 3 | filecheck %s --check-prefix=SELFSWAP
// RUN: %ssa-run --entry one_value_to_several_arguments %s false 5 6 | filecheck %s --check-prefix=SAME
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry one_value_to_several_arguments - false 5 6 | filecheck %s --check-prefix=SAME
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry one_value_to_several_arguments - false 5 6 | filecheck %s --check-prefix=SAME
// RUN: %ssa-run --entry one_value_on_one_edge %s false 5 6 | filecheck %s --check-prefix=ONEEDGE
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry one_value_on_one_edge - false 5 6 | filecheck %s --check-prefix=ONEEDGE
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry one_value_on_one_edge - false 5 6 | filecheck %s --check-prefix=ONEEDGE
// RUN: %ssa-run --entry irreducible %s true false 2 | filecheck %s --check-prefix=IRR1
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry irreducible - true false 2 | filecheck %s --check-prefix=IRR1
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry irreducible - true false 2 | filecheck %s --check-prefix=IRR1
// RUN: %ssa-run --entry irreducible %s false false 4 | filecheck %s --check-prefix=IRR2
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry irreducible - false false 4 | filecheck %s --check-prefix=IRR2
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry irreducible - false false 4 | filecheck %s --check-prefix=IRR2
// RUN: %ssa-run --entry unreachable %s true 8 | filecheck %s --check-prefix=UNREACH
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry unreachable - true 8 | filecheck %s --check-prefix=UNREACH
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry unreachable - true 8 | filecheck %s --check-prefix=UNREACH

// Self-loops, several arguments fed one value, irreducible control flow,
// unreachable blocks and nested regions.

/// A self-loop carrying two arguments: the back edge is critical (^loop has
/// two successors and two predecessors) and gets the copies.
// CHECK-LABEL: func.func @self_loop
// CHECK:       ^loop:  // 2 preds: ^bb0, ^split_loop_loop
// CHECK-NEXT:    %i = memref.load %i.addr[] : memref<i32>
// CHECK-NEXT:    %s = memref.load %s.addr[] : memref<i32>
// CHECK-NEXT:    %s1 = arith.addi %s, %i : i32
// CHECK-NEXT:    %i1 = arith.addi %i, %c1 : i32
// CHECK-NEXT:    %more = arith.cmpi slt, %i1, %n : i32
// CHECK-NEXT:    cf.cond_br %more, ^split_loop_loop, ^exit
// CHECK-NEXT:  ^split_loop_loop:  // pred: ^loop
// CHECK-NEXT:    memref.store %i1, %i.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %s1, %s.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^loop
// CHECK-NEXT:  ^exit:  // pred: ^loop
// CHECK-NEXT:    return %s1 : i32
func.func @self_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = arith.addi %s, %i : i32
  %i1 = arith.addi %i, %c1 : i32
  %more = arith.cmpi slt, %i1, %n : i32
  cf.cond_br %more, ^loop(%i1, %s1 : i32, i32), ^exit
^exit:
  return %s1 : i32
}

/// A self-loop whose arguments swap: the copies on the back edge read %a
/// and %b as loaded at the top of the loop, so their order is free.
// CHECK-LABEL: func.func @self_loop_swap
// CHECK:       ^split_loop_loop:  // pred: ^loop
// CHECK-NEXT:    memref.store %b, %a.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %a, %b.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %k1, %k.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^loop
func.func @self_loop_swap(%n: i32, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%x, %y, %c0 : i32, i32, i32)
^loop(%a: i32, %b: i32, %k: i32):
  %k1 = arith.addi %k, %c1 : i32
  %d = arith.subi %a, %b : i32
  %more = arith.cmpi slt, %k1, %n : i32
  cf.cond_br %more, ^loop(%b, %a, %k1 : i32, i32, i32), ^exit
^exit:
  return %d : i32
}

/// A branch passing one value to several arguments, from both sides: the
/// arguments hold one value, share one slot, and each edge stores it once.
// CHECK-LABEL: func.func @one_value_to_several_arguments
// CHECK-NEXT:    %x.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    cf.cond_br %p, ^l, ^r
// CHECK-NEXT:  ^l:  // pred: ^bb0
// CHECK-NEXT:    memref.store %v, %x.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^j
// CHECK-NEXT:  ^r:  // pred: ^bb0
// CHECK-NEXT:    memref.store %w, %x.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^j
// CHECK-NEXT:  ^j:  // 2 preds: ^l, ^r
// CHECK-NEXT:    %x = memref.load %x.addr[] : memref<i32>
// CHECK-NEXT:    %s = arith.muli %x, %x : i32
// CHECK-NEXT:    %t = arith.addi %s, %x : i32
// CHECK-NEXT:    return %t : i32
func.func @one_value_to_several_arguments(%p: i1, %v: i32, %w: i32) -> i32 {
  cf.cond_br %p, ^l, ^r
^l:
  cf.br ^j(%v, %v, %v : i32, i32, i32)
^r:
  cf.br ^j(%w, %w, %w : i32, i32, i32)
^j(%x: i32, %y: i32, %z: i32):
  %s = arith.muli %x, %y : i32
  %t = arith.addi %s, %z : i32
  return %t : i32
}

/// One value to several arguments on one edge only: the arguments differ
/// elsewhere, so each keeps its slot, and that edge stores the value into
/// each.
// CHECK-LABEL: func.func @one_value_on_one_edge
// CHECK:       ^l:  // pred: ^bb0
// CHECK-NEXT:    memref.store %v, %x.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %v, %y.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^j
// CHECK-NEXT:  ^r:  // pred: ^bb0
// CHECK-NEXT:    memref.store %v, %x.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %w, %y.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^j
func.func @one_value_on_one_edge(%p: i1, %v: i32, %w: i32) -> i32 {
  cf.cond_br %p, ^l, ^r
^l:
  cf.br ^j(%v, %v : i32, i32)
^r:
  cf.br ^j(%v, %w : i32, i32)
^j(%x: i32, %y: i32):
  %s = arith.subi %x, %y : i32
  return %s : i32
}

/// An irreducible loop (two entries, ^a and ^b): every edge into the cycle
/// is critical and split; %r shares %y's slot (their live ranges are
/// disjoint), so the edge ^b -> ^exit needs no copy and is not split.
// CHECK-LABEL: func.func @irreducible
// CHECK-NEXT:    %x.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    %y.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %p, ^split_bb0_a, ^split_bb0_b
// CHECK-NEXT:  ^split_bb0_a:  // pred: ^bb0
// CHECK-NEXT:    memref.store %v, %x.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^a
// CHECK-NEXT:  ^split_bb0_b:  // pred: ^bb0
// CHECK-NEXT:    memref.store %v, %y.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^b
// CHECK-NEXT:  ^a:  // 2 preds: ^split_bb0_a, ^split_b_a
// CHECK-NEXT:    %x = memref.load %x.addr[] : memref<i32>
// CHECK-NEXT:    %x1 = arith.addi %x, %c1 : i32
// CHECK-NEXT:    cf.cond_br %q, ^split_a_b, ^split_a_exit
// CHECK-NEXT:  ^split_a_b:  // pred: ^a
// CHECK-NEXT:    memref.store %x1, %y.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^b
// CHECK-NEXT:  ^split_a_exit:  // pred: ^a
// CHECK-NEXT:    memref.store %x1, %y.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^exit
// CHECK-NEXT:  ^b:  // 2 preds: ^split_bb0_b, ^split_a_b
// CHECK-NEXT:    %y = memref.load %y.addr[] : memref<i32>
// CHECK-NEXT:    %y1 = arith.muli %y, %y : i32
// CHECK-NEXT:    cf.cond_br %q, ^split_b_a, ^exit
// CHECK-NEXT:  ^split_b_a:  // pred: ^b
// CHECK-NEXT:    memref.store %y1, %x.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^a
// CHECK-NEXT:  ^exit:  // 2 preds: ^split_a_exit, ^b
// CHECK-NEXT:    %r = memref.load %y.addr[] : memref<i32>
// CHECK-NEXT:    return %r : i32
func.func @irreducible(%p: i1, %q: i1, %v: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %p, ^a(%v : i32), ^b(%v : i32)
^a(%x: i32):
  %x1 = arith.addi %x, %c1 : i32
  cf.cond_br %q, ^b(%x1 : i32), ^exit(%x1 : i32)
^b(%y: i32):
  %y1 = arith.muli %y, %y : i32
  cf.cond_br %q, ^a(%y1 : i32), ^exit(%y : i32)
^exit(%r: i32):
  return %r : i32
}

/// Unreachable blocks lose their arguments too (their uses read the slot),
/// but the copies on their out-edges are not emitted: they never run.
// CHECK-LABEL: func.func @unreachable
// CHECK-NEXT:    %d.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    %r.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    memref.store %a, %r.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^exit
// CHECK-NEXT:  ^dead:  // pred: ^dead
// CHECK-NEXT:    %d = memref.load %d.addr[] : memref<i32>
// CHECK-NEXT:    %d1 = arith.addi %d, %d : i32
// CHECK-NEXT:    cf.cond_br %p, ^dead, ^exit
// CHECK-NEXT:  ^exit:  // 2 preds: ^bb0, ^dead
// CHECK-NEXT:    %r = memref.load %r.addr[] : memref<i32>
// CHECK-NEXT:    return %r : i32
func.func @unreachable(%p: i1, %a: i32) -> i32 {
  cf.br ^exit(%a : i32)
^dead(%d: i32):
  %d1 = arith.addi %d, %d : i32
  cf.cond_br %p, ^dead(%d1 : i32), ^exit(%d1 : i32)
^exit(%r: i32):
  return %r : i32
}

/// An argument used inside a nested region (of an opaque op) is loaded at
/// the top of its block like any other; the nested region is left alone.
// CHECK-LABEL: func.func @nested_region_use
// CHECK:       ^join:  // 2 preds: ^l, ^r
// CHECK-NEXT:    %x = memref.load %x.addr[] : memref<i32>
// CHECK-NEXT:    %o = "my.region"() ({
// CHECK-NEXT:    ^bb0(%e: i32):
// CHECK-NEXT:      %s = arith.addi %e, %x : i32
// CHECK-NEXT:      "my.yield"(%s) : (i32) -> ()
// CHECK-NEXT:    }) : () -> i32
func.func @nested_region_use(%p: i1, %v: i32, %w: i32) -> i32 {
  cf.cond_br %p, ^l, ^r
^l:
  cf.br ^join(%v : i32)
^r:
  cf.br ^join(%w : i32)
^join(%x: i32):
  %o = "my.region"() ({
  ^bb0(%e: i32):
    %s = arith.addi %e, %x : i32
    "my.yield"(%s) : (i32) -> ()
  }) : () -> i32
  return %o : i32
}

/// What the interpreter says, before and after, with and without coalescing.
// SELF: {{^}}10 : i32{{$}}
// SELFSWAP: {{^}}7 : i32{{$}}
// SAME: {{^}}42 : i32{{$}}
// ONEEDGE: {{^}}-1 : i32{{$}}
// IRR1: {{^}}3 : i32{{$}}
// IRR2: {{^}}4 : i32{{$}}
// UNREACH: {{^}}8 : i32{{$}}
