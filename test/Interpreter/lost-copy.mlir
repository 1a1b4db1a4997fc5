// RUN: %ssa-run %s 3 | filecheck %s --check-prefix=THREE
// RUN: %ssa-run %s -7 | filecheck %s --check-prefix=ONCE
// RUN: %ssa-opt -mem2reg %s | %ssa-run - 3 | filecheck %s --check-prefix=THREE
// RUN: %ssa-opt -mem2reg %s | %ssa-run - -7 | filecheck %s --check-prefix=ONCE

/// ssa-lost-copy.mlir: the loop leaves when x reaches n and returns that x
/// (3 for n = 3, not the incremented 4); for n < 1 the body runs once.
// THREE: {{^}}3 : i32{{$}}
// ONCE: {{^}}1 : i32{{$}}
func.func @lost_copy(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c1 : i32)
^loop(%x: i32):
  %next = arith.addi %x, %c1 : i32
  %more = arith.cmpi slt, %x, %n : i32
  cf.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  return %x : i32
}
