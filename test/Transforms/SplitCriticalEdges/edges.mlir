// RUN: %ssa-opt -split-critical-edges %s | filecheck %s
// RUN: %ssa-opt -split-critical-edges %s | %ssa-opt -split-critical-edges --stats -o /dev/null 2>&1 | filecheck %s --check-prefix=AGAIN --allow-empty

// Which edges are critical, counting edges rather than blocks.

/// A cond_br to the same block twice gives that block two predecessor edges:
/// both are critical, and each gets its own block, carrying its own operands.
/// The printer makes the second name unique.
// CHECK-LABEL: func.func @same_target_twice
// CHECK-NEXT:    cf.cond_br %p, ^split_bb0_join, ^split_bb0_join_1
// CHECK-NEXT:  ^split_bb0_join:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^join(%a : i32)
// CHECK-NEXT:  ^split_bb0_join_1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^join(%b : i32)
// CHECK-NEXT:  ^join(%r: i32):  // 2 preds: ^split_bb0_join, ^split_bb0_join_1
func.func @same_target_twice(%p: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %p, ^join(%a : i32), ^join(%b : i32)
^join(%r: i32):
  return %r : i32
}

/// The same without operands: still two edges, still two blocks.
// CHECK-LABEL: func.func @same_target_twice_no_args
// CHECK-NEXT:    cf.cond_br %p, ^split_bb0_join, ^split_bb0_join_1
// CHECK-NEXT:  ^split_bb0_join:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^join
// CHECK-NEXT:  ^split_bb0_join_1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^join
func.func @same_target_twice_no_args(%p: i1) {
  cf.cond_br %p, ^join, ^join
^join:
  return
}

/// A switch: the default and case 1 both go to ^a (two edges, both
/// critical); case 2 goes to ^b, whose only predecessor is the switch (not
/// critical); case 3 goes to ^c, which ^b also reaches (critical).
// CHECK-LABEL: func.func @switch
// CHECK-NEXT:    cf.switch %v : i32, [
// CHECK-NEXT:      default: ^split_bb0_a,
// CHECK-NEXT:      1: ^split_bb0_a_1,
// CHECK-NEXT:      2: ^b,
// CHECK-NEXT:      3: ^split_bb0_c
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^split_bb0_a:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^a(%v : i32)
// CHECK-NEXT:  ^split_bb0_a_1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^a(%w : i32)
// CHECK-NEXT:  ^split_bb0_c:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^c
// CHECK-NEXT:  ^a(%x: i32):  // 2 preds: ^split_bb0_a, ^split_bb0_a_1
// CHECK:       ^b:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^c
// CHECK-NEXT:  ^c:  // 2 preds: ^split_bb0_c, ^b
func.func @switch(%v: i32, %w: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^a(%v : i32),
    1: ^a(%w : i32),
    2: ^b,
    3: ^c
  ]
^a(%x: i32):
  return %x : i32
^b:
  cf.br ^c
^c:
  return %v : i32
}

/// No critical edge in a diamond: each branch has one predecessor, and each
/// edge into the join leaves a block with one successor. Nothing changes.
// CHECK-LABEL: func.func @diamond
// CHECK-NEXT:    cf.cond_br %p, ^then, ^else
// CHECK-NEXT:  ^then:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^join(%a : i32)
// CHECK-NEXT:  ^else:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^join(%b : i32)
// CHECK-NEXT:  ^join(%r: i32):  // 2 preds: ^then, ^else
func.func @diamond(%p: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %p, ^then, ^else
^then:
  cf.br ^join(%a : i32)
^else:
  cf.br ^join(%b : i32)
^join(%r: i32):
  return %r : i32
}

/// A self-loop: the back edge leaves a block with two successors and enters
/// a block with two predecessors (the entry and itself). The exit edge is
/// not critical.
// CHECK-LABEL: func.func @self_loop
// CHECK:       ^loop(%i: i32):  // 2 preds: ^bb0, ^split_loop_loop
// CHECK-NEXT:    %next = arith.addi %i, %i : i32
// CHECK-NEXT:    cf.cond_br %p, ^split_loop_loop, ^exit
// CHECK-NEXT:  ^split_loop_loop:  // pred: ^loop
// CHECK-NEXT:    cf.br ^loop(%next : i32)
// CHECK-NEXT:  ^exit:  // pred: ^loop
func.func @self_loop(%p: i1, %a: i32) -> i32 {
  cf.br ^loop(%a : i32)
^loop(%i: i32):
  %next = arith.addi %i, %i : i32
  cf.cond_br %p, ^loop(%next : i32), ^exit
^exit:
  return %i : i32
}

/// Blocks printed by mlir-opt (numbered, unnamed entry) keep their labels;
/// new blocks are named after them. All four edges are critical (^bb1 is
/// entered from the entry and from itself).
// CHECK-LABEL: func.func @numbered
// CHECK-NEXT:    cf.cond_br %arg0, ^split_bb0_bb1, ^split_bb0_bb2
// CHECK-NEXT:  ^split_bb0_bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^split_bb0_bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb1:  // 2 preds: ^split_bb0_bb1, ^split_bb1_bb1
// CHECK-NEXT:    cf.cond_br %arg0, ^split_bb1_bb2, ^split_bb1_bb1
// CHECK-NEXT:  ^split_bb1_bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^split_bb1_bb1:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb2:  // 2 preds: ^split_bb0_bb2, ^split_bb1_bb2
func.func @numbered(%arg0: i1) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:  // 2 preds: ^bb0, ^bb1
  cf.cond_br %arg0, ^bb2, ^bb1
^bb2:  // 2 preds: ^bb0, ^bb1
  return
}

/// An opaque terminator's edges are split the same way.
// CHECK-LABEL: func.func @opaque_terminator
// CHECK-NEXT:    "my.br"() [^split_bb0_a, ^split_bb0_b] : () -> ()
// CHECK-NEXT:  ^split_bb0_a:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^a
// CHECK-NEXT:  ^split_bb0_b:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^b
func.func @opaque_terminator() {
  "my.br"() [^a, ^b] : () -> ()
^a:
  cf.br ^b
^b:
  cf.br ^a
}

/// Edges out of unreachable blocks are split too: the pass does not judge
/// reachability, and the output still verifies.
// CHECK-LABEL: func.func @unreachable
// CHECK:       ^dead:  // no predecessors
// CHECK-NEXT:    cf.cond_br %p, ^split_dead_exit, ^split_dead_exit_1
func.func @unreachable(%p: i1, %a: i32) -> i32 {
  cf.br ^exit(%a : i32)
^dead:
  cf.cond_br %p, ^exit(%a : i32), ^exit(%a : i32)
^exit(%r: i32):
  return %r : i32
}

/// Splitting is idempotent: the output has no critical edge left.
// AGAIN-NOT: edges split
