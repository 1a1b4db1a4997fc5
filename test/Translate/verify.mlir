// REQUIRES: llvm-opt
// RUN: %ssa-translate --mlir-to-llvmir %s | %llvm-opt -passes=verify -S | filecheck %s
// RUN: %ssa-translate --mlir-to-llvmir %s | %llvm-opt -passes=mem2reg -S | filecheck %s --check-prefix=MEM2REG

/// LLVM 22's opt reads and verifies the output; its mem2reg promotes the
/// hoisted slot and places the phi where ssa-opt -mem2reg does.
// CHECK-LABEL: define i32 @count(i32 %n)
// MEM2REG-LABEL: define i32 @count(i32 %n)
// MEM2REG: head:
// MEM2REG-NEXT: %{{.*}} = phi i32 [ 0, %bb0 ], [ %{{.*}}, %body ]
// MEM2REG-NOT: alloca
func.func @count(%n: i32) -> i32 {
  %i = memref.alloca() : memref<i32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  memref.store %c0, %i[] : memref<i32>
  cf.br ^head
^head:
  %v = memref.load %i[] : memref<i32>
  %more = arith.cmpi slt, %v, %n : i32
  cf.cond_br %more, ^body, ^exit
^body:
  %w = memref.load %i[] : memref<i32>
  %next = arith.addi %w, %c1 : i32
  memref.store %next, %i[] : memref<i32>
  cf.br ^head
^exit:
  %r = memref.load %i[] : memref<i32>
  return %r : i32
}
