// RUN: %ssa-opt -sccp %s | filecheck %s
// RUN: %ssa-opt -sccp %s | %ssa-opt -verify-each | filecheck %s
// RUN: %ssa-opt --passes='sccp{fold-branches=false}' %s | filecheck %s --check-prefix=KEEP

/// cf.switch on a constant becomes a cf.br to the matching case; the other
/// targets were never executable and are deleted. fold-branches=false
/// keeps the switch and every block, as MLIR's sccp does.
// CHECK-LABEL: func.func @switch_constant(%a: i32) -> i32 {
// CHECK-NEXT:    %c5 = arith.constant 5 : i32
// CHECK-NEXT:    %r5 = arith.constant 50 : i32
// CHECK-NEXT:    cf.br ^five
// CHECK-NEXT:  ^five:
// CHECK-NEXT:    return %r5 : i32
// CHECK-NEXT:  }
// KEEP-LABEL: func.func @switch_constant(%a: i32) -> i32 {
// KEEP:         cf.switch %c5 : i32, [
// KEEP:       ^one:
// KEEP:       ^five:
// KEEP:       ^other(%x: i32):
func.func @switch_constant(%a: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  cf.switch %c5 : i32, [
    default: ^other(%a : i32),
    1: ^one,
    5: ^five
  ]
^one:
  %r1 = arith.constant 10 : i32
  return %r1 : i32
^five:
  %r5 = arith.constant 50 : i32
  return %r5 : i32
^other(%x: i32):
  return %x : i32
}

/// A constant flag that matches no case takes the default, with its
/// operands.
// CHECK-LABEL: func.func @switch_default(%a: i32) -> i32 {
// CHECK-NEXT:    %c9 = arith.constant 9 : i32
// CHECK-NEXT:    cf.br ^other(%a : i32)
// CHECK-NEXT:  ^other(%x: i32):
// CHECK-NEXT:    return %x : i32
// CHECK-NEXT:  }
func.func @switch_default(%a: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  cf.switch %c9 : i32, [
    default: ^other(%a : i32),
    1: ^one
  ]
^one:
  return %c9 : i32
^other(%x: i32):
  return %x : i32
}

/// An unknown flag makes every edge executable: %v meets 1 and 2.
// CHECK-LABEL: func.func @switch_overdefined(%f: i32) -> i32 {
// CHECK:         cf.switch %f : i32, [
// CHECK-NEXT:      default: ^join(%c1 : i32),
// CHECK-NEXT:      4: ^join(%c1 : i32),
// CHECK-NEXT:      8: ^join(%c2 : i32)
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^join(%v: i32):
// CHECK-NEXT:    return %v : i32
func.func @switch_overdefined(%f: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.switch %f : i32, [
    default: ^join(%c1 : i32),
    4: ^join(%c1 : i32),
    8: ^join(%c2 : i32)
  ]
^join(%v: i32):
  return %v : i32
}

/// Poison meets a constant to that constant: %v is 3 on every edge that
/// is not poison, so it is 3 (a refinement: poison may be any value), and
/// %w folds to 6. The argument that always receives one constant is
/// removed with its operands; fold-branches=false keeps it. The constant
/// %w joins the function's constants at the top of the entry block.
// CHECK-LABEL: func.func @poison_meets_constant(%c: i1) -> i32 {
// CHECK-NEXT:    %p = ub.poison : i32
// CHECK-NEXT:    %c3 = arith.constant 3 : i32
// CHECK-NEXT:    %w = arith.constant 6 : i32
// CHECK-NEXT:    cf.cond_br %c, ^join, ^join
// CHECK-NEXT:  ^join:
// CHECK-NEXT:    return %w : i32
// KEEP-LABEL: func.func @poison_meets_constant(%c: i1) -> i32 {
// KEEP:         %w = arith.constant 6 : i32
// KEEP-NEXT:    cf.cond_br %c, ^join(%p : i32), ^join(%c3 : i32)
// KEEP-NEXT:  ^join(%v: i32):
// KEEP-NEXT:    return %w : i32
func.func @poison_meets_constant(%c: i1) -> i32 {
  %p = ub.poison : i32
  %c3 = arith.constant 3 : i32
  cf.cond_br %c, ^join(%p : i32), ^join(%c3 : i32)
^join(%v: i32):
  %w = arith.addi %v, %c3 : i32
  return %w : i32
}

/// A condition that is poison on one edge and true on the other is true:
/// the branch folds. (While solving, a branch on poison takes no edge.)
// CHECK-LABEL: func.func @poison_or_true(%c: i1) -> i32 {
// CHECK:         %c1 = arith.constant 1 : i32
// CHECK-NEXT:    cf.cond_br %c, ^test, ^test
// CHECK-NEXT:  ^test:
// CHECK-NEXT:    cf.br ^yes
// CHECK-NEXT:  ^yes:
// CHECK-NEXT:    return %c1 : i32
// CHECK-NEXT:  }
func.func @poison_or_true(%c: i1) -> i32 {
  %p = ub.poison : i1
  %true = arith.constant true
  cf.cond_br %c, ^test(%p : i1), ^test(%true : i1)
^test(%t: i1):
  cf.cond_br %t, ^yes, ^no
^yes:
  %c1 = arith.constant 1 : i32
  return %c1 : i32
^no:
  %c2 = arith.constant 2 : i32
  return %c2 : i32
}

/// A branch on poison is undefined behaviour. sccp neither picks a side nor
/// deletes a target: both stay executable, so the program keeps the
/// behaviour it had (the interpreter still reports it).
// CHECK-LABEL: func.func @branch_on_poison() -> i32 {
// CHECK-NEXT:    %p = ub.poison : i1
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %c2 = arith.constant 2 : i32
// CHECK-NEXT:    cf.cond_br %p, ^yes, ^no
// CHECK-NEXT:  ^yes:
// CHECK-NEXT:    return %c1 : i32
// CHECK-NEXT:  ^no:
// CHECK-NEXT:    return %c2 : i32
func.func @branch_on_poison() -> i32 {
  %p = ub.poison : i1
  cf.cond_br %p, ^yes, ^no
^yes:
  %c1 = arith.constant 1 : i32
  return %c1 : i32
^no:
  %c2 = arith.constant 2 : i32
  return %c2 : i32
}

/// A switch on a value computed to be poison (a shift by the width) keeps
/// all its edges too.
// CHECK-LABEL: func.func @switch_on_poison(%a: i32) -> i32 {
// CHECK:         %s = ub.poison : i32
// CHECK-NEXT:    cf.switch %s : i32, [
// CHECK-NEXT:      default: ^a,
// CHECK-NEXT:      0: ^b
// CHECK-NEXT:    ]
func.func @switch_on_poison(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c40 = arith.constant 40 : i32
  %s = arith.shli %c1, %c40 : i32
  cf.switch %s : i32, [
    default: ^a,
    0: ^b
  ]
^a:
  return %a : i32
^b:
  return %c1 : i32
}
