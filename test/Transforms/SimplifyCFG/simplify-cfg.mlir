// RUN: %ssa-opt -simplify-cfg %s | filecheck %s
// RUN: %ssa-opt -simplify-cfg %s | %ssa-opt -verify-each | filecheck %s
// RUN: %ssa-opt -simplify-cfg %s | %ssa-opt -simplify-cfg | filecheck %s

/// A straight line of blocks, each entered by a single cf.br, merges into
/// one block; block arguments become the values that were passed.
// CHECK-LABEL: func.func @merge_chain(%a: i32) -> i32 {
// CHECK-NEXT:    %x = arith.addi %a, %a : i32
// CHECK-NEXT:    %z = arith.muli %x, %a : i32
// CHECK-NEXT:    %r = arith.subi %z, %x : i32
// CHECK-NEXT:    return %r : i32
// CHECK-NEXT:  }
func.func @merge_chain(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  cf.br ^b1(%x : i32)
^b1(%y: i32):
  %z = arith.muli %y, %a : i32
  cf.br ^b2(%z, %y : i32, i32)
^b2(%p: i32, %q: i32):
  %r = arith.subi %p, %q : i32
  return %r : i32
}

/// An empty block that only forwards is bypassed: its predecessor branches
/// to the target directly, passing the forwarded values with the empty
/// block's argument (%v) replaced by what that predecessor passed (%a).
// CHECK-LABEL: func.func @bypass(%a: i32, %b: i32, %c: i1) -> i32 {
// CHECK-NEXT:    cf.cond_br %c, ^join(%b, %a : i32, i32), ^other
// CHECK-NEXT:  ^other:
// CHECK-NEXT:    %s = arith.addi %a, %b : i32
// CHECK-NEXT:    cf.br ^join(%s, %s : i32, i32)
// CHECK-NEXT:  ^join(%m: i32, %n: i32):
func.func @bypass(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^fwd(%a : i32), ^other
^fwd(%v: i32):
  cf.br ^join(%b, %v : i32, i32)
^other:
  %s = arith.addi %a, %b : i32
  cf.br ^join(%s, %s : i32, i32)
^join(%m: i32, %n: i32):
  %r = arith.subi %m, %n : i32
  return %r : i32
}

/// Bypassing both arms of a diamond makes the cf.cond_br enter ^join by
/// both edges, with different operands: valid (each edge has its own
/// operands), so there is no duplicate-edge conflict to avoid.
// CHECK-LABEL: func.func @two_edges_one_target(%a: i32, %b: i32, %c: i1) -> i32 {
// CHECK-NEXT:    cf.cond_br %c, ^join(%a : i32), ^join(%b : i32)
// CHECK-NEXT:  ^join(%m: i32):
// CHECK-NEXT:    return %m : i32
func.func @two_edges_one_target(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^e1, ^e2
^e1:
  cf.br ^join(%a : i32)
^e2:
  cf.br ^join(%b : i32)
^join(%m: i32):
  return %m : i32
}

/// cf.cond_br %c, ^j(%a), ^j(%a) is a cf.br; ^j then merges into the entry.
// CHECK-LABEL: func.func @same_target(%a: i32, %c: i1) -> i32 {
// CHECK-NEXT:    return %a : i32
// CHECK-NEXT:  }
func.func @same_target(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^j(%a : i32), ^j(%a : i32)
^j(%m: i32):
  return %m : i32
}

/// Switch cases that go where the default goes, with the same operands,
/// are dropped; a case with other operands stays.
// CHECK-LABEL: func.func @switch_cases(%a: i32, %f: i32) -> i32 {
// CHECK-NEXT:    cf.switch %f : i32, [
// CHECK-NEXT:      default: ^d(%a : i32),
// CHECK-NEXT:      2: ^e,
// CHECK-NEXT:      3: ^d(%f : i32)
// CHECK-NEXT:    ]
func.func @switch_cases(%a: i32, %f: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^d(%a : i32),
    1: ^d(%a : i32),
    2: ^e,
    3: ^d(%f : i32)
  ]
^d(%x: i32):
  return %x : i32
^e:
  return %f : i32
}

/// A switch whose every case is the default is a cf.br.
// CHECK-LABEL: func.func @switch_all_default(%a: i32, %f: i32) -> i32 {
// CHECK-NEXT:    return %a : i32
// CHECK-NEXT:  }
func.func @switch_all_default(%a: i32, %f: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^d(%a : i32),
    1: ^d(%a : i32)
  ]
^d(%x: i32):
  return %x : i32
}

/// A branch on an arith.constant is folded, and the block it no longer
/// reaches is deleted (as LLVM's SimplifyCFG does; sccp finds constants
/// that are not written as such).
// CHECK-LABEL: func.func @constant_branch(%a: i32) -> i32 {
// CHECK-NEXT:    %t = arith.constant true
// CHECK-NEXT:    return %a : i32
// CHECK-NEXT:  }
func.func @constant_branch(%a: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^yes, ^no
^yes:
  return %a : i32
^no:
  %z = arith.addi %a, %a : i32
  return %z : i32
}

/// ^hub is empty but its argument is used in ^next, which it dominates: it
/// is not bypassed (^next merges into it instead). ^other is bypassed, which
/// makes the entry's two edges identical, hence a cf.br.
// CHECK-LABEL: func.func @arg_used_below(%a: i32, %c: i1, %d: i1) -> i32 {
// CHECK-NEXT:    cf.br ^hub(%a : i32)
// CHECK-NEXT:  ^hub(%v: i32):
// CHECK-NEXT:    %w = arith.addi %v, %v : i32
// CHECK-NEXT:    cf.cond_br %d, ^hub(%w : i32), ^exit
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    return %w : i32
func.func @arg_used_below(%a: i32, %c: i1, %d: i1) -> i32 {
  cf.cond_br %c, ^hub(%a : i32), ^other
^other:
  cf.br ^hub(%a : i32)
^hub(%v: i32):
  cf.br ^next
^next:
  %w = arith.addi %v, %v : i32
  cf.cond_br %d, ^hub(%w : i32), ^exit
^exit:
  return %w : i32
}

/// An empty block branching to itself is an infinite loop: it stays.
// CHECK-LABEL: func.func @self_loop(%c: i1) {
// CHECK-NEXT:    cf.cond_br %c, ^spin, ^exit
// CHECK-NEXT:  ^spin:
// CHECK-NEXT:    cf.br ^spin
func.func @self_loop(%c: i1) {
  cf.cond_br %c, ^spin, ^exit
^spin:
  cf.br ^spin
^exit:
  return
}

/// An edge from an opaque op is never rewritten, so ^empty stays.
// CHECK-LABEL: func.func @opaque_pred(%c: i1) {
// CHECK-NEXT:    "my.br"() [^empty, ^exit] : () -> ()
// CHECK-NEXT:  ^empty:
// CHECK-NEXT:    cf.br ^exit
func.func @opaque_pred(%c: i1) {
  "my.br"() [^empty, ^exit] : () -> ()
^empty:
  cf.br ^exit
^exit:
  return
}

/// An empty latch is bypassed: the loop branches to its header directly.
// CHECK-LABEL: func.func @empty_latch(%n: i32) -> i32 {
// CHECK:       ^head(%i: i32):
// CHECK-NEXT:    %i2 = arith.addi %i, %c1 : i32
// CHECK-NEXT:    %more = arith.cmpi slt, %i2, %n : i32
// CHECK-NEXT:    cf.cond_br %more, ^head(%i2 : i32), ^exit
// CHECK-NEXT:  ^exit:
func.func @empty_latch(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %i2 = arith.addi %i, %c1 : i32
  %more = arith.cmpi slt, %i2, %n : i32
  cf.cond_br %more, ^latch(%i2 : i32), ^exit
^latch(%j: i32):
  cf.br ^head(%j : i32)
^exit:
  return %i2 : i32
}

/// A chain of empty blocks goes in one sweep (post-order: the last first),
/// each bypass composing the argument substitutions.
// CHECK-LABEL: func.func @empty_chain(%a: i32, %c: i1) -> i32 {
// CHECK-NEXT:    cf.cond_br %c, ^e3(%a : i32), ^out(%a : i32)
// CHECK-NEXT:  ^e3(%z: i32):
// CHECK-NEXT:    %w = arith.addi %z, %z : i32
// CHECK-NEXT:    cf.br ^out(%w : i32)
// CHECK-NEXT:  ^out(%r: i32):
// CHECK-NEXT:    return %r : i32
func.func @empty_chain(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^e1(%a : i32), ^out(%a : i32)
^e1(%x: i32):
  cf.br ^e2(%x : i32)
^e2(%y: i32):
  cf.br ^e3(%y : i32)
^e3(%z: i32):
  %w = arith.addi %z, %z : i32
  cf.br ^out(%w : i32)
^out(%r: i32):
  return %r : i32
}
