// RUN: %ssa-opt --passes='split-critical-edges{only-with-args=true}' %s | filecheck %s
// RUN: %ssa-opt --passes='split-critical-edges{only-with-args=true}' --stats %s -o /dev/null 2>&1 | filecheck %s --check-prefix=STATS
// RUN: not %ssa-opt --passes='split-critical-edges{only-with-arg=true}' %s 2>&1 | filecheck %s --check-prefix=BAD

/// With only-with-args=true, a critical edge is split only when it passes
/// block arguments: the edges to ^join (passing %a and %b) are split; the
/// edges to ^plain and ^exit (critical, but without operands) are not.
// CHECK-LABEL: func.func @only_with_args
// CHECK-NEXT:    cf.cond_br %p, ^split_bb0_join, ^plain
// CHECK-NEXT:  ^split_bb0_join:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^join(%a : i32)
// CHECK-NEXT:  ^plain:  // 2 preds: ^bb0, ^join
// CHECK-NEXT:    cf.cond_br %q, ^split_plain_join, ^exit
// CHECK-NEXT:  ^split_plain_join:  // pred: ^plain
// CHECK-NEXT:    cf.br ^join(%b : i32)
// CHECK-NEXT:  ^join(%r: i32):  // 2 preds: ^split_bb0_join, ^split_plain_join
// CHECK-NEXT:    cf.cond_br %q, ^plain, ^exit
func.func @only_with_args(%p: i1, %q: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %p, ^join(%a : i32), ^plain
^plain:
  cf.cond_br %q, ^join(%b : i32), ^exit
^join(%r: i32):
  cf.cond_br %q, ^plain, ^exit
^exit:
  return %a : i32
}

// STATS:      'split-critical-edges'
// STATS-NEXT:        2 edges split

// BAD: pass 'split-critical-edges' has no option 'only-with-arg'; did you mean 'only-with-args'?
