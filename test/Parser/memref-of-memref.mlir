// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s | %ssa-opt | filecheck %s
// RUN: %ssa-opt --mem2reg %s | filecheck %s --check-prefix=PROMOTED

/// Memrefs of memrefs (the element type of a memref may be a memref), with
/// static shapes at every level; nested layers are read without recursion.

// CHECK-LABEL: func.func @nested(%v: i64) -> i64 {
// CHECK-NEXT:    %outer = memref.alloca() : memref<memref<2x3xi64>>
// CHECK-NEXT:    %inner = memref.alloca() : memref<2x3xi64>
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    memref.store %v, %inner[%c0, %c0] : memref<2x3xi64>
// CHECK-NEXT:    memref.store %inner, %outer[] : memref<memref<2x3xi64>>
// CHECK-NEXT:    %back = memref.load %outer[] : memref<memref<2x3xi64>>
// CHECK-NEXT:    %r = memref.load %back[%c0, %c0] : memref<2x3xi64>
// CHECK-NEXT:    return %r : i64
// PROMOTED-LABEL: func.func @nested(%v: i64) -> i64 {
// PROMOTED-NOT:    memref<memref
// PROMOTED:        memref.load %inner[%c0, %c0] : memref<2x3xi64>
func.func @nested(%v: i64) -> i64 {
  %outer = memref.alloca() : memref<memref<2x3xi64>>
  %inner = memref.alloca() : memref<2 x 3 x i64>
  %c0 = arith.constant 0 : index
  memref.store %v, %inner[%c0, %c0] : memref<2x3xi64>
  memref.store %inner, %outer[] : memref<memref<2x3xi64>>
  %back = memref.load %outer[] : memref<memref<2x3xi64>>
  %r = memref.load %back[%c0, %c0] : memref<2x3xi64>
  return %r : i64
}

// CHECK-LABEL: func.func private @three(memref<4xmemref<memref<i1>>>)
func.func private @three(memref<4xmemref<memref<i1>>>)
