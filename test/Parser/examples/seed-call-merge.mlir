// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Round trip of the worked example seed-call-merge.mlir (this file): printing keeps the
/// input's names and layout, and printing the print again changes nothing.

// The SPIR-V compiler's construction example:
//   i = f()
//   if i < 10: i = 10
//   return i
// Expected: one block argument at the return block (i3 = phi(L0: i1, L1: i2)),
// fed f()'s result from the entry and 10 from the then-block.
// CHECK-LABEL: func.func private @f() -> i32
func.func private @f() -> i32

// CHECK-LABEL: func.func @call_merge() -> i32 {
// CHECK-NEXT: %[[I:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[V:.*]] = call @f() : () -> i32
// CHECK-NEXT: memref.store %[[V]], %[[I]][] : memref<i32>
// CHECK-NEXT: %[[IV:.*]] = memref.load %[[I]][] : memref<i32>
// CHECK-NEXT: %[[C10:.*]] = arith.constant 10 : i32
// CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %[[IV]], %[[C10]] : i32
// CHECK-NEXT: cf.cond_br %[[LT]], ^then, ^ret
// CHECK-NEXT: ^then:
// CHECK-NEXT: memref.store %[[C10]], %[[I]][] : memref<i32>
// CHECK-NEXT: cf.br ^ret
// CHECK-NEXT: ^ret:
// CHECK-NEXT: %[[R:.*]] = memref.load %[[I]][] : memref<i32>
// CHECK-NEXT: return %[[R]] : i32
// CHECK-NEXT: }
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
