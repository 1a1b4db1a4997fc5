// RUN: not %ssa-opt -out-of-ssa %s 2>&1 | filecheck %s
// RUN: not %ssa-opt -out-of-ssa %s -o %t.mlir; test ! -e %t.mlir

/// A block argument of memref type cannot be stored in a memref slot: the
/// pass reports it at the block and leaves the IR unchanged.
// CHECK: errors.mlir:[[# @LINE + 5]]:1: error: out-of-ssa: a block argument of type 'memref<i32>' cannot live in a memref slot
func.func @memref_argument(%p: i1) -> i32 {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  cf.cond_br %p, ^join(%a : memref<i32>), ^join(%b : memref<i32>)
^join(%m: memref<i32>):
  %v = memref.load %m[] : memref<i32>
  return %v : i32
}
