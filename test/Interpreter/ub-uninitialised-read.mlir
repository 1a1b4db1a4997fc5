// RUN: not %ssa-run %s 2>&1 | filecheck %s
// RUN: %ssa-opt -mem2reg %s | not %ssa-run - 2>&1 | filecheck %s --check-prefix=SSA

/// seed-liveness.mlir: c is never stored, so its load is poison (not yet
/// undefined), the comparison with it is poison, and the branch on that is
/// undefined behaviour.
/// After mem2reg the load is a ub.poison, with the same consequence.
// SSA: <stdin>:{{[0-9]+}}:{{[0-9]+}}: error: undefined behaviour: branch on a poison condition in 'cf.cond_br'
// CHECK: ub-uninitialised-read.mlir:[[# @LINE + 11]]:3: error: undefined behaviour: branch on a poison condition in 'cf.cond_br'
func.func @liveness() {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %c3 = arith.constant 3 : i32
  memref.store %c3, %a[] : memref<i32>
  %cv = memref.load %c[] : memref<i32>
  %lt = arith.cmpi slt, %cv, %c3 : i32
  cf.cond_br %lt, ^l3, ^end
^l3:
  %av = memref.load %a[] : memref<i32>
  %bv = memref.load %b[] : memref<i32>
  %s = arith.addi %av, %bv : i32
  memref.store %s, %y[] : memref<i32>
  %av2 = memref.load %a[] : memref<i32>
  %bv2 = memref.load %b[] : memref<i32>
  memref.store %av2, %x[] : memref<i32>
  memref.store %bv2, %y[] : memref<i32>
  cf.br ^end
^end:
  return
}
