// RUN: %ssa-run %s 3 | filecheck %s --check-prefix=ODD
// RUN: %ssa-opt %s | %ssa-run - 3 | filecheck %s --check-prefix=ODD
// RUN: %ssa-run %s 4 | filecheck %s --check-prefix=EVEN
// RUN: %ssa-opt -mem2reg %s | %ssa-run - 3 | filecheck %s --check-prefix=ODD
// RUN: %ssa-opt -mem2reg %s | %ssa-run - 4 | filecheck %s --check-prefix=EVEN

/// ssa-swap.mlir: the back edge passes (b, a) to ^loop(a, b), a parallel
/// assignment. After three swaps of (10, 20), a is 20; after four, 10.
// ODD: {{^}}20 : i32{{$}}
// EVEN: {{^}}10 : i32{{$}}
func.func @swap(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.br ^loop(%c10, %c20, %c0 : i32, i32, i32)
^loop(%a: i32, %b: i32, %k: i32):
  %k1 = arith.addi %k, %c1 : i32
  %more = arith.cmpi slt, %k, %n : i32
  cf.cond_br %more, ^loop(%b, %a, %k1 : i32, i32, i32), ^exit
^exit:
  return %a : i32
}
