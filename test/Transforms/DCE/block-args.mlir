// RUN: %ssa-opt -dce %s | filecheck %s
// RUN: %ssa-opt -dce %s | %ssa-opt -dce | filecheck %s

/// A dead block argument goes, with the operand each predecessor passes to
/// it; the value that fed only that operand then dies too.
// CHECK-LABEL: func.func @dead_arg(%a: i32, %c: i1) -> i32 {
// CHECK-NEXT:    cf.cond_br %c, ^left, ^right
// CHECK-NEXT:  ^left:
// CHECK-NEXT:    cf.br ^join(%a : i32)
// CHECK-NEXT:  ^right:
// CHECK-NEXT:    %b = arith.addi %a, %a : i32
// CHECK-NEXT:    cf.br ^join(%b : i32)
// CHECK-NEXT:  ^join(%keep: i32):
// CHECK-NEXT:    return %keep : i32
func.func @dead_arg(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^left, ^right
^left:
  %only_for_dead = arith.muli %a, %a : i32
  cf.br ^join(%a, %only_for_dead : i32, i32)
^right:
  %b = arith.addi %a, %a : i32
  cf.br ^join(%b, %a : i32, i32)
^join(%keep: i32, %dead: i32):
  return %keep : i32
}

/// Successor operand segments: removing the second argument of ^x drops
/// the second operand of each edge into it, also when one cf.switch enters
/// ^x by two cases; the edges into ^y keep theirs.
// CHECK-LABEL: func.func @switch_segments(%a: i32, %b: i32, %f: i32) -> i32 {
// CHECK-NEXT:    cf.switch %f : i32, [
// CHECK-NEXT:      default: ^x(%a : i32),
// CHECK-NEXT:      1: ^y(%a, %b : i32, i32),
// CHECK-NEXT:      2: ^x(%b : i32),
// CHECK-NEXT:      3: ^y(%b, %a : i32, i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^x(%p: i32):
// CHECK-NEXT:    return %p : i32
// CHECK-NEXT:  ^y(%s: i32, %t: i32):
// CHECK-NEXT:    %d = arith.subi %s, %t : i32
// CHECK-NEXT:    return %d : i32
func.func @switch_segments(%a: i32, %b: i32, %f: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^x(%a, %f : i32, i32),
    1: ^y(%a, %b : i32, i32),
    2: ^x(%b, %a : i32, i32),
    3: ^y(%b, %a : i32, i32)
  ]
^x(%p: i32, %q: i32):
  return %p : i32
^y(%s: i32, %t: i32):
  %d = arith.subi %s, %t : i32
  return %d : i32
}

/// A cf.cond_br entering one block by both edges: the dead argument's
/// operand goes from each edge's own segment.
// CHECK-LABEL: func.func @cond_br_segments(%a: i32, %b: i32, %c: i1) -> i32 {
// CHECK-NEXT:    cf.cond_br %c, ^f(%b : i32), ^f(%a : i32)
// CHECK-NEXT:  ^f(%z: i32):
// CHECK-NEXT:    return %z : i32
func.func @cond_br_segments(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^f(%a, %b : i32, i32), ^f(%b, %a : i32, i32)
^f(%y: i32, %z: i32):
  return %z : i32
}

/// A trivial argument (x = φ(a, x): every incoming value is %a or the
/// argument itself) is replaced by %a and removed; the loop-carried counter
/// stays.
// CHECK-LABEL: func.func @trivial_in_loop(%a: i32, %n: i32) -> i32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^loop(%c0 : i32)
// CHECK-NEXT:  ^loop(%i: i32):
// CHECK-NEXT:    %next = arith.addi %i, %c1 : i32
// CHECK-NEXT:    %more = arith.cmpi slt, %next, %n : i32
// CHECK-NEXT:    cf.cond_br %more, ^loop(%next : i32), ^exit
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    %r = arith.addi %a, %next : i32
// CHECK-NEXT:    return %r : i32
func.func @trivial_in_loop(%a: i32, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%a, %c0 : i32, i32)
^loop(%x: i32, %i: i32):
  %next = arith.addi %i, %c1 : i32
  %more = arith.cmpi slt, %next, %n : i32
  cf.cond_br %more, ^loop(%x, %next : i32, i32), ^exit(%x : i32)
^exit(%x2: i32):
  %r = arith.addi %x2, %next : i32
  return %r : i32
}

/// Trivial arguments in a cascade (the StackExchange answer's nested
/// loops): %y = φ(%x, %y) is trivial; replacing it makes %x = φ(%v, %x)
/// trivial in turn. Both go, to the fixed point.
// CHECK-LABEL: func.func @cascade(%v: i32, %c: i1, %d: i1) -> i32 {
// CHECK-NEXT:    cf.br ^outer
// CHECK-NEXT:  ^outer:
// CHECK-NEXT:    cf.br ^inner
// CHECK-NEXT:  ^inner:
// CHECK-NEXT:    cf.cond_br %c, ^inner, ^latch
// CHECK-NEXT:  ^latch:
// CHECK-NEXT:    cf.cond_br %d, ^outer, ^exit
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    return %v : i32
func.func @cascade(%v: i32, %c: i1, %d: i1) -> i32 {
  cf.br ^outer(%v : i32)
^outer(%x: i32):
  cf.br ^inner(%x : i32)
^inner(%y: i32):
  cf.cond_br %c, ^inner(%y : i32), ^latch
^latch:
  cf.cond_br %d, ^outer(%y : i32), ^exit
^exit:
  return %y : i32
}

/// Removing a dead argument kills the op feeding it, whose operand was
/// the only use of another argument: the chain goes in one run.
// CHECK-LABEL: func.func @chain(%a: i32, %c: i1) -> i32 {
// CHECK-NEXT:    cf.br ^one
// CHECK-NEXT:  ^one:
// CHECK-NEXT:    cf.cond_br %c, ^two, ^one
// CHECK-NEXT:  ^two:
// CHECK-NEXT:    return %a : i32
func.func @chain(%a: i32, %c: i1) -> i32 {
  %z = arith.constant 0 : i32
  cf.br ^one(%z : i32)
^one(%p: i32):
  %q = arith.addi %p, %a : i32
  cf.cond_br %c, ^two(%q : i32), ^one(%a : i32)
^two(%dead: i32):
  return %a : i32
}

/// Values that only feed each other around a loop are not removed by use
/// counts (each has a use); `adce` removes them.
// CHECK-LABEL: func.func @dead_cycle(%a: i32, %c: i1) {
// CHECK-NEXT:    cf.br ^loop(%a : i32)
// CHECK-NEXT:  ^loop(%x: i32):
// CHECK-NEXT:    %y = arith.addi %x, %x : i32
// CHECK-NEXT:    cf.cond_br %c, ^loop(%y : i32), ^exit
func.func @dead_cycle(%a: i32, %c: i1) {
  cf.br ^loop(%a : i32)
^loop(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.cond_br %c, ^loop(%y : i32), ^exit
^exit:
  return
}

/// The entry block's arguments are the function's, and the blocks an
/// opaque op branches to stay (they were once taken for unreachable).
// CHECK-LABEL: func.func @kept(%unused: i32) {
// CHECK-NEXT:    "my.br"(%unused) [^a, ^b] : (i32) -> ()
// CHECK-NEXT:  ^a:
// CHECK-NEXT:    return
// CHECK-NEXT:  ^b:
// CHECK-NEXT:    return
func.func @kept(%unused: i32) {
  "my.br"(%unused) [^a, ^b] : (i32) -> ()
^a:
  return
^b:
  return
}
