// RUN: %ssa-run %s --trace 2>&1 | filecheck %s
// RUN: %ssa-opt -mem2reg %s | %ssa-run - --trace 2>&1 | filecheck %s

/// seed-sccp-loop.mlir: x = input(); a runs from 1 to 10 (c = a + 10 = 11),
/// and each iteration outputs x * a. @input answers 1208975606 (the
/// documented hash); the outputs are its multiples modulo 2^32, as signed
/// i32: 1208975606, 2417951212 - 2^32 = -1877016084, ...
// CHECK: {{^}}call @input() -> (1208975606 : i32){{$}}
// CHECK: {{^}}call @output(1208975606 : i32) -> (){{$}}
// CHECK: {{^}}call @output(-1877016084 : i32) -> (){{$}}
// CHECK-COUNT-8: {{^}}call @output({{-?[0-9]+}} : i32) -> (){{$}}
// CHECK-NOT: call
func.func private @input() -> i32
func.func private @output(i32)

func.func @sccp_loop() {
  %x = memref.alloca() : memref<i32>
  %a = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %in = func.call @input() : () -> i32
  memref.store %in, %x[] : memref<i32>
  %one = arith.constant 1 : i32
  memref.store %one, %a[] : memref<i32>
  %av = memref.load %a[] : memref<i32>
  %ten = arith.constant 10 : i32
  %cv = arith.addi %av, %ten : i32
  memref.store %cv, %c[] : memref<i32>
  cf.br ^head
^head:
  %a1 = memref.load %a[] : memref<i32>
  %c1 = memref.load %c[] : memref<i32>
  %lt = arith.cmpi slt, %a1, %c1 : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %xv = memref.load %x[] : memref<i32>
  %a2 = memref.load %a[] : memref<i32>
  %bv = arith.muli %xv, %a2 : i32
  memref.store %bv, %b[] : memref<i32>
  %bo = memref.load %b[] : memref<i32>
  func.call @output(%bo) : (i32) -> ()
  %a3 = memref.load %a[] : memref<i32>
  %inc = arith.addi %a3, %one : i32
  memref.store %inc, %a[] : memref<i32>
  cf.br ^head
^exit:
  return
}
