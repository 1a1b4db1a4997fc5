// RUN: %ssa-run %s 1 2 0 | filecheck %s --check-prefix=THEN
// RUN: %ssa-run %s 1 2 3 | filecheck %s --check-prefix=ELSE
// RUN: %ssa-run %s 0x7fffffff 1 -5 | filecheck %s --check-prefix=WRAP
// RUN: %ssa-opt -mem2reg %s | %ssa-run - 1 2 0 | filecheck %s --check-prefix=THEN
// RUN: %ssa-opt -mem2reg %s | %ssa-run - 1 2 3 | filecheck %s --check-prefix=ELSE
// RUN: %ssa-opt -mem2reg %s | %ssa-run - 0x7fffffff 1 -5 | filecheck %s --check-prefix=WRAP

/// seed-diamond.mlir: a = x + y; if b < 3: x = 0 else: x = 1; b = x + y;
/// returns (a, b).
// THEN: {{^}}3 : i32{{$}}
// THEN-NEXT: {{^}}2 : i32{{$}}
// ELSE: {{^}}3 : i32{{$}}
// ELSE-NEXT: {{^}}3 : i32{{$}}

/// addi wraps: INT_MAX + 1 is INT_MIN.
// WRAP: {{^}}-2147483648 : i32{{$}}
// WRAP-NEXT: {{^}}1 : i32{{$}}
func.func @diamond(%x0: i32, %y: i32, %b0: i32) -> (i32, i32) {
  %x = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %a = memref.alloca() : memref<i32>
  memref.store %x0, %x[] : memref<i32>
  memref.store %b0, %b[] : memref<i32>
  %xv = memref.load %x[] : memref<i32>
  %s = arith.addi %xv, %y : i32
  memref.store %s, %a[] : memref<i32>
  %bv = memref.load %b[] : memref<i32>
  %c3 = arith.constant 3 : i32
  %lt = arith.cmpi slt, %bv, %c3 : i32
  cf.cond_br %lt, ^then, ^else
^then:
  %c0 = arith.constant 0 : i32
  memref.store %c0, %x[] : memref<i32>
  cf.br ^join
^else:
  %c1 = arith.constant 1 : i32
  memref.store %c1, %x[] : memref<i32>
  cf.br ^join
^join:
  %xj = memref.load %x[] : memref<i32>
  %s2 = arith.addi %xj, %y : i32
  memref.store %s2, %b[] : memref<i32>
  %ra = memref.load %a[] : memref<i32>
  %rb = memref.load %b[] : memref<i32>
  return %ra, %rb : i32, i32
}
