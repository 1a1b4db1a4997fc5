// RUN: %ssa-opt '-adce{trace=true}' %s | filecheck %s

/// adce{trace=true}: Mark, then Sweep (Cytron et al. §7.1). The critical ops
/// are the call (side effects) and the return; the call's block ^l is
/// control dependent on the entry's branch, which is marked with that
/// reason (its condition %p is a parameter). Nothing marks the arithmetic: the
/// sweep deletes it, and the argument %x, whatever it is passed.
/// The loop ^spin -> ^spin computes nothing observable: its branch is
/// unmarked and becomes a jump to its nearest useful post-dominator ^out.
// CHECK-LABEL: ADCE trace of func.func @f
// CHECK-NEXT:  // Mark: critical ops (effects, returns) are useful; a useful op makes useful the definitions of its operands and the branches its block is control dependent on (Cytron et al. §7.1)
// CHECK-NEXT:  // mark argument %a of ^bb0: a parameter, or entered by an op that is not a branch
// CHECK-NEXT:  // mark argument %p of ^bb0: a parameter, or entered by an op that is not a branch
// CHECK-NEXT:  // mark argument %q of ^bb0: a parameter, or entered by an op that is not a branch
// CHECK-NEXT:  // mark call @output(%a) : (i32) -> (): critical: side effects
// CHECK-NEXT:  // mark return %a : i32: critical: leaves the function
// CHECK-NEXT:  // mark cf.cond_br %p, ^l, ^r(%a : i32): ^l is useful and control dependent on this branch
// CHECK-NEXT:  // Sweep: delete what is not marked
// CHECK-NEXT:  // delete %unused = arith.muli %a, %a : i32
// CHECK-NEXT:  // delete %t = arith.addi %unused, %a : i32
// CHECK-NEXT:  // delete %c = arith.constant 1 : i32
// CHECK-NEXT:  // delete %dead = arith.subi %x, %c : i32
// CHECK-NEXT:  // remove argument %x of ^r and the values passed to it
// CHECK-NEXT:  // replace cf.cond_br %q, ^spin, ^out by a jump to ^out, its nearest useful post-dominator
// CHECK-NEXT:  module {
func.func private @output(i32)
func.func @f(%a: i32, %p: i1, %q: i1) -> i32 {
  %unused = arith.muli %a, %a : i32
  %t = arith.addi %unused, %a : i32
  %c = arith.constant 1 : i32
  cf.cond_br %p, ^l, ^r(%a : i32)
^l:
  func.call @output(%a) : (i32) -> ()
  cf.br ^r(%a : i32)
^r(%x: i32):
  %dead = arith.subi %x, %c : i32
  cf.br ^spin
^spin:
  cf.cond_br %q, ^spin, ^out
^out:
  return %a : i32
}
