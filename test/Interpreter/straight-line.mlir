// RUN: %ssa-run %s 2 3 | filecheck %s
// RUN: %ssa-opt -mem2reg %s | %ssa-run - 2 3 | filecheck %s

/// seed-straight-line.mlir: a = x + y, b = x + y, a = 17, c = x + y.
// CHECK: {{^}}17 : i32{{$}}
// CHECK-NEXT: {{^}}5 : i32{{$}}
// CHECK-NEXT: {{^}}5 : i32{{$}}
// CHECK-NOT: {{.}}
func.func @straight_line(%x: i32, %y: i32) -> (i32, i32, i32) {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %t0 = arith.addi %x, %y : i32
  memref.store %t0, %a[] : memref<i32>
  %t1 = arith.addi %x, %y : i32
  memref.store %t1, %b[] : memref<i32>
  %c17 = arith.constant 17 : i32
  memref.store %c17, %a[] : memref<i32>
  %t2 = arith.addi %x, %y : i32
  memref.store %t2, %c[] : memref<i32>
  %ra = memref.load %a[] : memref<i32>
  %rb = memref.load %b[] : memref<i32>
  %rc = memref.load %c[] : memref<i32>
  return %ra, %rb, %rc : i32, i32, i32
}
