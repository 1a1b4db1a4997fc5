// RUN: %ssa-run %s true true | filecheck %s --check-prefix=B3
// RUN: %ssa-run %s true false | filecheck %s --check-prefix=ONE
// RUN: %ssa-run %s false true | filecheck %s --check-prefix=ONE
// RUN: %ssa-opt -mem2reg %s | %ssa-run - true true | filecheck %s --check-prefix=B3
// RUN: %ssa-opt -mem2reg %s | %ssa-run - true false | filecheck %s --check-prefix=ONE
// RUN: %ssa-opt -mem2reg %s | %ssa-run - false true | filecheck %s --check-prefix=ONE

/// seed-iterated-frontier.mlir: a is 1 unless the path goes through ^b3
/// (p and q both true), which stores 2.
// B3: {{^}}2 : i32{{$}}
// ONE: {{^}}1 : i32{{$}}
func.func @iterated_frontier(%p: i1, %q: i1) -> i32 {
  %a = memref.alloca() : memref<i32>
  %c1 = arith.constant 1 : i32
  memref.store %c1, %a[] : memref<i32>
  cf.cond_br %p, ^b2, ^side
^b2:
  cf.cond_br %q, ^b3, ^b4
^b3:
  %c2 = arith.constant 2 : i32
  memref.store %c2, %a[] : memref<i32>
  cf.br ^b4
^b4:
  cf.br ^b5
^side:
  cf.br ^b5
^b5:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
