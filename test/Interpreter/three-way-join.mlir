// RUN: %ssa-run %s --trace 2>&1 | filecheck %s
// RUN: %ssa-opt -mem2reg %s | %ssa-run - --trace 2>&1 | filecheck %s

/// seed-three-way-join.mlir: @read answers 639827948 on every call (the
/// documented hash depends on the callee and the arguments only). It is
/// not below 2, so ^l2 reads again; that is above 0, so ^l8 returns it.
// CHECK: {{^}}call @read() -> (639827948 : i32){{$}}
// CHECK-NEXT: {{^}}block @three_way_join ^l2{{$}}
// CHECK-NEXT: {{^}}call @read() -> (639827948 : i32){{$}}
// CHECK-NEXT: {{^}}block @three_way_join ^l8{{$}}
// CHECK-NEXT: {{^}}639827948 : i32{{$}}
func.func private @read() -> i32

func.func @three_way_join() -> i32 {
  %a = memref.alloca() : memref<i32>
  %r0 = func.call @read() : () -> i32
  memref.store %r0, %a[] : memref<i32>
  %a0 = memref.load %a[] : memref<i32>
  %c2 = arith.constant 2 : i32
  %lt = arith.cmpi slt, %a0, %c2 : i32
  cf.cond_br %lt, ^l6, ^l2
^l2:
  %r1 = func.call @read() : () -> i32
  memref.store %r1, %a[] : memref<i32>
  %a1 = memref.load %a[] : memref<i32>
  %c0 = arith.constant 0 : i32
  %gt = arith.cmpi sgt, %a1, %c0 : i32
  cf.cond_br %gt, ^l8, ^l4
^l4:
  %a2 = memref.load %a[] : memref<i32>
  %c1 = arith.constant 1 : i32
  %inc = arith.addi %a2, %c1 : i32
  memref.store %inc, %a[] : memref<i32>
  cf.br ^l8
^l6:
  %a3 = memref.load %a[] : memref<i32>
  %c1b = arith.constant 1 : i32
  %dec = arith.subi %a3, %c1b : i32
  memref.store %dec, %a[] : memref<i32>
  cf.br ^l8
^l8:
  %res = memref.load %a[] : memref<i32>
  return %res : i32
}
