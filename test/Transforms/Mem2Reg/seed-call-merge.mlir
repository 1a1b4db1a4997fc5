// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK --implicit-check-not=memref.

/// i = f(); if i < 10: i = 10; return i -- one argument at the return
/// block, fed f()'s result from the entry and 10 from the then-block.
// CHECK-LABEL: func.func @call_merge() -> i32 {
// CHECK-NEXT: %v = call @f() : () -> i32
// CHECK-NEXT: %c10 = arith.constant 10 : i32
// CHECK-NEXT: %lt = arith.cmpi slt, %v, %c10 : i32
// CHECK-NEXT: cf.cond_br %lt, ^then, ^ret(%v : i32)
// CHECK-NEXT: ^then:
// CHECK-NEXT: cf.br ^ret(%c10 : i32)
// CHECK-NEXT: ^ret(%i_1: i32):
// CHECK-NEXT: return %i_1 : i32

// The SPIR-V compiler's construction example:
//   i = f()
//   if i < 10: i = 10
//   return i
// Expected: one block argument at the return block (i3 = phi(L0: i1, L1: i2)),
// fed f()'s result from the entry and 10 from the then-block.
func.func private @f() -> i32

func.func @call_merge() -> i32 {
  %i = memref.alloca() : memref<i32>
  %v = func.call @f() : () -> i32
  memref.store %v, %i[] : memref<i32>
  %iv = memref.load %i[] : memref<i32>
  %c10 = arith.constant 10 : i32
  %lt = arith.cmpi slt, %iv, %c10 : i32
  cf.cond_br %lt, ^then, ^ret
^then:
  memref.store %c10, %i[] : memref<i32>
  cf.br ^ret
^ret:
  %r = memref.load %i[] : memref<i32>
  return %r : i32
}
