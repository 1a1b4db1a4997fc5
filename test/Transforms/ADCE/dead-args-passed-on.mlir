// RUN: %ssa-opt -adce %s | filecheck %s
// RUN: %ssa-opt -adce %s | %ssa-opt -verify-each | filecheck %s

/// Found by the `structured` fuzz target (issue #14): a dead block argument
/// passed on to another block's dead argument, in a chain and in a cycle
/// (a loop computing nothing observable, left by a `cf.br`).
/// Every edge drops its operands before any argument is removed (removing
/// %b0 first left it used by the branch to ^bb1: a panic, or with debug
/// assertions off a dangling use).
// CHECK-LABEL: func.func @chain(%a: i32) -> i32 {
// CHECK-NEXT:    cf.br ^bb0
// CHECK-NEXT:  ^bb0:
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    return %a : i32
// CHECK-NEXT:  }
func.func @chain(%a: i32) -> i32 {
  cf.br ^bb0(%a : i32)
^bb0(%b0: i32):
  cf.br ^bb1(%b0 : i32)
^bb1(%b1: i32):
  return %a : i32
}

// CHECK-LABEL: func.func @cycle(%a: i32, %p: i1) -> i32 {
// CHECK-NEXT:    cf.br ^x
// CHECK-NEXT:  ^x:
// CHECK-NEXT:    cf.br ^y
// CHECK-NEXT:  ^y:
// CHECK-NEXT:    cf.br ^exit
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    return %a : i32
// CHECK-NEXT:  }
func.func @cycle(%a: i32, %p: i1) -> i32 {
  cf.br ^x(%a : i32)
^x(%u: i32):
  cf.br ^y(%u : i32)
^y(%w: i32):
  cf.cond_br %p, ^x(%w : i32), ^exit
^exit:
  return %a : i32
}
