// RUN: %ssa-opt -sccp %s | filecheck %s
// RUN: %ssa-opt -sccp %s | %ssa-opt -verify-each | filecheck %s

/// Optimistic: %x = φ(1, %x * 1) is 1 on every executable path. A
/// pessimistic analysis, which must assume %x unknown at the back edge
/// before it has seen it, never finds that. The argument is replaced by
/// the function's constant 1 (%c1), and goes from the branches.
// CHECK-LABEL: func.func @optimistic_loop(%n: i32) -> i32 {
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^loop(%c0 : i32)
// CHECK-NEXT:  ^loop(%i: i32):
// CHECK-NEXT:    %i2 = arith.addi %i, %c1 : i32
// CHECK-NEXT:    %more = arith.cmpi slt, %i2, %n : i32
// CHECK-NEXT:    cf.cond_br %more, ^loop(%i2 : i32), ^exit
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    return %c1 : i32
func.func @optimistic_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c1, %c0 : i32, i32)
^loop(%x: i32, %i: i32):
  %x2 = arith.muli %x, %c1 : i32
  %i2 = arith.addi %i, %c1 : i32
  %more = arith.cmpi slt, %i2, %n : i32
  cf.cond_br %more, ^loop(%x2, %i2 : i32, i32), ^exit
^exit:
  return %x : i32
}

/// A branch on a constant inside a loop: ^never is not executable, so the
/// value it would pass around the loop (%y) never meets %x, which stays 7:
/// it is replaced by the function's %c7.
// CHECK-LABEL: func.func @branch_in_loop(%n: i32) -> i32 {
// CHECK:         cf.br ^head(%c0 : i32)
// CHECK-NEXT:  ^head(%i: i32):
// CHECK-NEXT:    %i2 = arith.addi %i, %c7 : i32
// CHECK-NEXT:    %more = arith.cmpi slt, %i2, %n : i32
// CHECK-NEXT:    cf.cond_br %more, ^body, ^exit
// CHECK-NEXT:  ^body:
// CHECK-NEXT:    cf.br ^latch
// CHECK-NEXT:  ^latch:
// CHECK-NEXT:    cf.br ^head(%i2 : i32)
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    return %c7 : i32
// CHECK-NOT:   ^never
func.func @branch_in_loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %false = arith.constant false
  cf.br ^head(%c7, %c0 : i32, i32)
^head(%x: i32, %i: i32):
  %i2 = arith.addi %i, %x : i32
  %more = arith.cmpi slt, %i2, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  cf.cond_br %false, ^never, ^latch(%x : i32)
^never:
  %y = arith.addi %x, %x : i32
  cf.br ^latch(%y : i32)
^latch(%z: i32):
  cf.br ^head(%z, %i2 : i32, i32)
^exit:
  return %x : i32
}

/// A counting loop: %i is 0 on entry and 1 around the loop, so it meets to
/// NAC (the seed's a1 = NAC); only %c = 9 + 1 folds.
// CHECK-LABEL: func.func @counter(%n: i32) -> i32 {
// CHECK:         %c = arith.constant 10 : i32
// CHECK-NEXT:    cf.br ^loop(%zero : i32)
// CHECK-NEXT:  ^loop(%i: i32):
// CHECK-NEXT:    %next = arith.addi %i, %one : i32
// CHECK-NEXT:    %more = arith.cmpi slt, %next, %c : i32
// CHECK-NEXT:    cf.cond_br %more, ^loop(%next : i32), ^exit
func.func @counter(%n: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %nine = arith.constant 9 : i32
  %c = arith.addi %nine, %one : i32
  cf.br ^loop(%zero : i32)
^loop(%i: i32):
  %next = arith.addi %i, %one : i32
  %more = arith.cmpi slt, %next, %c : i32
  cf.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  return %next : i32
}

/// A loop never entered: its test is false from the start, so the body is
/// deleted and the value after the loop is the initial one.
// CHECK-LABEL: func.func @never_entered() -> i32 {
// CHECK:         cf.br ^head
// CHECK-NEXT:  ^head:
// CHECK-NEXT:    cf.br ^exit
// CHECK-NEXT:  ^exit:
// CHECK-NEXT:    return %five : i32
// CHECK-NOT:   ^body
func.func @never_entered() -> i32 {
  %five = arith.constant 5 : i32
  %one = arith.constant 1 : i32
  cf.br ^head(%five : i32)
^head(%i: i32):
  %go = arith.cmpi slt, %i, %one : i32
  cf.cond_br %go, ^body, ^exit
^body:
  %i2 = arith.addi %i, %one : i32
  cf.br ^head(%i2 : i32)
^exit:
  return %i : i32
}

/// Nested loops: %x = φ(3, %y) and %y = φ(%x, %y) only ever see 3, so
/// both are 3; %y's only uses were the operands passed to the removed
/// arguments, so no constant is left for it.
// CHECK-LABEL: func.func @nested(%n: i32, %m: i32) -> i32 {
// CHECK:       ^outer(%i: i32):
// CHECK-NEXT:    cf.br ^inner(%c0 : i32)
// CHECK-NEXT:  ^inner(%j: i32):
// CHECK-NEXT:    %j2 = arith.addi %j, %c1 : i32
// CHECK:       ^exit:
// CHECK-NEXT:    return %c3 : i32
func.func @nested(%n: i32, %m: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  cf.br ^outer(%c3, %c0 : i32, i32)
^outer(%x: i32, %i: i32):
  cf.br ^inner(%x, %c0 : i32, i32)
^inner(%y: i32, %j: i32):
  %j2 = arith.addi %j, %c1 : i32
  %jm = arith.cmpi slt, %j2, %m : i32
  cf.cond_br %jm, ^inner(%y, %j2 : i32, i32), ^latch
^latch:
  %i2 = arith.addi %i, %c1 : i32
  %im = arith.cmpi slt, %i2, %n : i32
  cf.cond_br %im, ^outer(%y, %i2 : i32, i32), ^exit
^exit:
  return %x : i32
}
