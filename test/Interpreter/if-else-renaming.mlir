// RUN: %ssa-run %s | filecheck %s
// RUN: %ssa-opt -mem2reg %s | %ssa-run - | filecheck %s

/// seed-if-else-renaming.mlir: a = 3 is not > 3, so the else-branch runs;
/// y = a = 3, then a = 4: returns (3, 4, 0).
// CHECK: {{^}}3 : i32{{$}}
// CHECK-NEXT: {{^}}4 : i32{{$}}
// CHECK-NEXT: {{^}}0 : i32{{$}}
// CHECK-NOT: {{.}}
func.func @if_else_renaming() -> (i32, i32, i32) {
  %a = memref.alloca() : memref<i32>
  %z = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %c3 = arith.constant 3 : i32
  memref.store %c3, %a[] : memref<i32>
  %a0 = memref.load %a[] : memref<i32>
  %gt = arith.cmpi sgt, %a0, %c3 : i32
  cf.cond_br %gt, ^then, ^else
^then:
  %c3b = arith.constant 3 : i32
  memref.store %c3b, %a[] : memref<i32>
  %c98 = arith.constant 98 : i32
  memref.store %c98, %a[] : memref<i32>
  cf.br ^join
^else:
  %c4 = arith.constant 4 : i32
  memref.store %c4, %z[] : memref<i32>
  cf.br ^join
^join:
  %aj = memref.load %a[] : memref<i32>
  memref.store %aj, %y[] : memref<i32>
  %c4b = arith.constant 4 : i32
  memref.store %c4b, %a[] : memref<i32>
  %ry = memref.load %y[] : memref<i32>
  %ra = memref.load %a[] : memref<i32>
  %c0 = arith.constant 0 : i32
  return %ry, %ra, %c0 : i32, i32, i32
}
