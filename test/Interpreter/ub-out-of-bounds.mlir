// RUN: %ssa-run %s 3 | filecheck %s --check-prefix=IN
// RUN: not %ssa-run %s 4 2>&1 | filecheck %s
// RUN: not %ssa-run %s -1 2>&1 | filecheck %s --check-prefix=NEG

/// An index outside its dimension is undefined behaviour.
// IN: {{^}}7 : i32{{$}}
// CHECK: ub-out-of-bounds.mlir:[[# @LINE + 6]]:3: error: undefined behaviour: index 4 out of bounds for dimension 0 of size 4 in 'memref.store'
// NEG: error: undefined behaviour: index -1 out of bounds for dimension 0 of size 4 in 'memref.store'
func.func @f(%i: i32) -> i32 {
  %m = memref.alloca() : memref<4xi32>
  %j = arith.index_cast %i : i32 to index
  %c7 = arith.constant 7 : i32
  memref.store %c7, %m[%j] : memref<4xi32>
  %r = memref.load %m[%j] : memref<4xi32>
  return %r : i32
}
