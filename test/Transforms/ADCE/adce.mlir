// RUN: %ssa-opt -adce %s | filecheck %s
// RUN: %ssa-opt -adce %s | %ssa-opt -verify-each | filecheck %s
// RUN: %ssa-opt -adce %s | %ssa-opt -adce | filecheck %s

/// A loop that computes nothing observable disappears: nothing live is
/// control dependent on its test, so the test is dead, and the branch
/// becomes a cf.br to its nearest live post-dominator (^exit). The body is
/// then unreachable. (simplify-cfg then folds the empty ^head away.)
// CHECK-LABEL: func.func @dead_loop(%n: i32) -> i32 {
// CHECK-NEXT:    cf.br ^head
// CHECK-NEXT:  ^head:
// CHECK-NEXT:    cf.br ^exit
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    return %n : i32
// CHECK-NEXT:  }
func.func @dead_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %s: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %s2 = arith.addi %s, %i : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^head(%i2, %s2 : i32, i32)
^exit:
  return %n : i32
}

/// The same loop, but its sum is returned: everything stays.
// CHECK-LABEL: func.func @live_loop(%n: i32) -> i32 {
// CHECK:       ^head(%i: i32, %s: i32):
// CHECK-NEXT:    %lt = arith.cmpi slt, %i, %n : i32
// CHECK-NEXT:    cf.cond_br %lt, ^body, ^exit
// CHECK-NEXT:  ^body:
// CHECK-NEXT:    %s2 = arith.addi %s, %i : i32
// CHECK-NEXT:    %i2 = arith.addi %i, %c1 : i32
// CHECK-NEXT:    cf.br ^head(%i2, %s2 : i32, i32)
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    return %s : i32
func.func @live_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %s: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %s2 = arith.addi %s, %i : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^head(%i2, %s2 : i32, i32)
^exit:
  return %s : i32
}

/// A loop-carried value that only feeds itself (%x = φ(%a, %x + %x)) has a
/// use, so dce keeps it; adce does not, as nothing live needs it. The loop
/// itself stays: its test decides whether call @ext runs again.
// CHECK-LABEL: func.func @dead_cycle(%a: i32, %c: i1) {
// CHECK-NEXT:    cf.br ^loop
// CHECK-NEXT:  ^loop:
// CHECK-NEXT:    call @ext(%a) : (i32) -> ()
// CHECK-NEXT:    cf.cond_br %c, ^loop, ^exit
func.func @dead_cycle(%a: i32, %c: i1) {
  cf.br ^loop(%a : i32)
^loop(%x: i32):
  %y = arith.addi %x, %x : i32
  func.call @ext(%a) : (i32) -> ()
  cf.cond_br %c, ^loop(%y : i32), ^exit
^exit:
  return
}
func.func private @ext(i32)

/// An if-then-else whose join value is unused: the branch, both arms and
/// the argument go.
// CHECK-LABEL: func.func @dead_if(%a: i32, %c: i1) -> i32 {
// CHECK-NEXT:    cf.br ^j
// CHECK-NEXT:  ^j:
// CHECK-NEXT:    return %a : i32
// CHECK-NEXT:  }
func.func @dead_if(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  %x = arith.addi %a, %a : i32
  cf.br ^j(%x : i32)
^f:
  %y = arith.muli %a, %a : i32
  cf.br ^j(%y : i32)
^j(%m: i32):
  return %a : i32
}

/// Control dependence: the call is control dependent on the branch, so the
/// branch and the comparison it tests are live.
// CHECK-LABEL: func.func @control_dependent(%a: i32, %b: i32) {
// CHECK-NEXT:    %lt = arith.cmpi slt, %a, %b : i32
// CHECK-NEXT:    cf.cond_br %lt, ^call, ^done
// CHECK-NEXT:  ^call:
// CHECK-NEXT:    call @ext(%a) : (i32) -> ()
// CHECK-NEXT:    cf.br ^done
func.func @control_dependent(%a: i32, %b: i32) {
  %lt = arith.cmpi slt, %a, %b : i32
  cf.cond_br %lt, ^call, ^done
^call:
  func.call @ext(%a) : (i32) -> ()
  cf.br ^done
^done:
  return
}

/// Nested dead branches are skipped in one step: the outer branch goes
/// straight to its nearest live post-dominator, ^live, past the inner
/// diamond (whose blocks become unreachable and are deleted).
// CHECK-LABEL: func.func @skip_to_live(%a: i32, %c: i1, %d: i1) -> i32 {
// CHECK-NEXT:    cf.br ^live
// CHECK-NEXT:  ^live:
// CHECK-NEXT:    call @ext(%a) : (i32) -> ()
// CHECK-NEXT:    return %a : i32
// CHECK-NEXT:  }
func.func @skip_to_live(%a: i32, %c: i1, %d: i1) -> i32 {
  cf.cond_br %c, ^l, ^r
^l:
  cf.cond_br %d, ^l1, ^l2
^l1:
  cf.br ^m
^l2:
  cf.br ^m
^r:
  cf.br ^m
^m:
  cf.br ^live
^live:
  func.call @ext(%a) : (i32) -> ()
  return %a : i32
}

/// A branch that enters a block twice with different values for a live
/// argument decides that value: it is live (LLVM's φs cannot do this, ours
/// can).
// CHECK-LABEL: func.func @two_edges(%a: i32, %b: i32) -> i32 {
// CHECK-NEXT:    %d = arith.cmpi slt, %a, %b : i32
// CHECK-NEXT:    cf.cond_br %d, ^j(%a : i32), ^j(%b : i32)
func.func @two_edges(%a: i32, %b: i32) -> i32 {
  %d = arith.cmpi slt, %a, %b : i32
  cf.cond_br %d, ^j(%a : i32), ^j(%b : i32)
^j(%m: i32):
  return %m : i32
}

/// When both edges pass the same value the branch decides nothing: it
/// becomes a cf.br to its nearest live post-dominator, which it entered
/// directly, passing what that edge passed.
// CHECK-LABEL: func.func @same_value(%a: i32, %b: i32) -> i32 {
// CHECK-NEXT:    cf.br ^j(%a : i32)
// CHECK-NEXT:  ^j(%m: i32):
// CHECK-NEXT:    return %m : i32
func.func @same_value(%a: i32, %b: i32) -> i32 {
  %d = arith.cmpi slt, %a, %b : i32
  cf.cond_br %d, ^j(%a : i32), ^j(%a : i32)
^j(%m: i32):
  return %m : i32
}

/// A loop that can never exit is the program's behaviour: it stays, and so
/// does the branch that may enter it (as LLVM's ADCE, which marks live
/// the terminators of every block that can only reach an infinite loop).
/// The dead add inside goes.
// CHECK-LABEL: func.func @infinite(%a: i32, %c: i1) -> i32 {
// CHECK-NEXT:    cf.cond_br %c, ^loop, ^exit
// CHECK-NEXT:  ^loop:
// CHECK-NEXT:    cf.br ^loop
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    return %a : i32
func.func @infinite(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^loop, ^exit
^loop:
  %x = arith.addi %a, %a : i32
  cf.br ^loop
^exit:
  return %a : i32
}

/// An infinite loop with a branch inside it that nothing observable depends
/// on: the branch and its condition stay (which way it goes is all the
/// program does).
// CHECK-LABEL: func.func @infinite_with_branch(%a: i32) {
// CHECK-NEXT:    cf.br ^loop
// CHECK-NEXT:  ^loop:
// CHECK-NEXT:    %x = arith.addi %a, %a : i32
// CHECK-NEXT:    %k = arith.cmpi eq, %x, %a : i32
// CHECK-NEXT:    cf.cond_br %k, ^loop, ^other
// CHECK-NEXT:  ^other:
// CHECK-NEXT:    cf.br ^loop
func.func @infinite_with_branch(%a: i32) {
  cf.br ^loop
^loop:
  %x = arith.addi %a, %a : i32
  %k = arith.cmpi eq, %x, %a : i32
  cf.cond_br %k, ^loop, ^other
^other:
  cf.br ^loop
}

/// Roots: stores, calls, asserts, opaque ops (with what their regions
/// use). A load whose value is unused is not a root and goes, as do the
/// allocation and pure ops nothing live uses.
// CHECK-LABEL: func.func @roots(%a: i32, %p: i1) {
// CHECK-NEXT:    %m = memref.alloca() : memref<i32>
// CHECK-NEXT:    memref.store %a, %m[] : memref<i32>
// CHECK-NEXT:    call @ext(%a) : (i32) -> ()
// CHECK-NEXT:    cf.assert %p, "p"
// CHECK-NEXT:    %two = arith.addi %a, %a : i32
// CHECK-NEXT:    "my.op"() ({
// CHECK-NEXT:      "my.use"(%two) : (i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return
func.func @roots(%a: i32, %p: i1) {
  %m = memref.alloca() : memref<i32>
  memref.store %a, %m[] : memref<i32>
  %l = memref.load %m[] : memref<i32>
  %unused = memref.alloca() : memref<i32>
  %dead = arith.muli %l, %a : i32
  func.call @ext(%a) : (i32) -> ()
  cf.assert %p, "p"
  %two = arith.addi %a, %a : i32
  "my.op"() ({
    "my.use"(%two) : (i32) -> ()
  }) : () -> ()
  return
}
