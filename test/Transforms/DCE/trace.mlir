// RUN: %ssa-opt '-dce{trace=true}' %s | filecheck %s

/// dce{trace=true}: each deletion and its reason in the DCC888 slides'
/// terms. counter[v] is the number of uses of v: a statement whose results
/// have counter 0 and no side effect goes, and the counters of what it uses
/// go down (here %c and %x reach 0 once %dead is gone; %a stays used). The
/// unreachable block goes first; the argument %x, passed %a on both edges,
/// is trivial, then dead.
// CHECK-LABEL: DCE trace of func.func @f
// CHECK-NEXT:  // counter[v] = the uses of v; while some v has counter[v] = 0 and the statement defining it has no other side effect: delete it, and decrement counter[x] for each x it uses (DCC888)
// CHECK-NEXT:  // ^never: unreachable from the entry: deleted with its 1 op
// CHECK-NEXT:  // counter[%dead] = 0: delete %dead = arith.subi %x, %c : i32
// CHECK-NEXT:  //   decrement counter[%x]: now 0
// CHECK-NEXT:  //   decrement counter[%c]: now 0
// CHECK-NEXT:  // counter[%c] = 0: delete %c = arith.constant 1 : i32
// CHECK-NEXT:  // counter[%t] = 0: delete %t = arith.addi %unused, %a : i32
// CHECK-NEXT:  //   decrement counter[%unused]: now 0
// CHECK-NEXT:  //   decrement counter[%a]: still used
// CHECK-NEXT:  // counter[%unused] = 0: delete %unused = arith.muli %a, %a : i32
// CHECK-NEXT:  //   decrement counter[%a]: still used
// CHECK-NEXT:  //   decrement counter[%a]: still used
// CHECK-NEXT:  // %x = φ(%a, ...) is trivial (every incoming value is %a or %x): its uses read %a
// CHECK-NEXT:  // counter[%x] = 0: remove the argument (φ) of ^r and the value each predecessor passes
// CHECK-NEXT:  //   decrement counter[%a]: still used
// CHECK-NEXT:  //   decrement counter[%a]: still used
// CHECK-NEXT:  module {
// CHECK:         call @output(%a)
// CHECK-NOT:     arith
// CHECK:         return %a : i32
func.func private @output(i32)
func.func @f(%a: i32, %p: i1) -> i32 {
  %unused = arith.muli %a, %a : i32
  %t = arith.addi %unused, %a : i32
  %c = arith.constant 1 : i32
  cf.cond_br %p, ^l, ^r(%a : i32)
^l:
  func.call @output(%a) : (i32) -> ()
  cf.br ^r(%a : i32)
^r(%x: i32):
  %dead = arith.subi %x, %c : i32
  return %a : i32
^never:
  return %a : i32
}
