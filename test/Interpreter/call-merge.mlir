// RUN: %ssa-run %s --entry call_merge | filecheck %s
// RUN: %ssa-run %s --entry call_merge --trace 2>&1 >/dev/null | filecheck %s --check-prefix=TRACE
// RUN: %ssa-run %s --entry call_merge_g | filecheck %s --check-prefix=G
// RUN: %ssa-opt -mem2reg %s | %ssa-run - --entry call_merge | filecheck %s
// RUN: %ssa-opt -mem2reg %s | %ssa-run - --entry call_merge --trace 2>&1 >/dev/null | filecheck %s --check-prefix=TRACE
// RUN: %ssa-opt -mem2reg %s | %ssa-run - --entry call_merge_g | filecheck %s --check-prefix=G

/// seed-call-merge.mlir: i = f(); if i < 10: i = 10; return i. The external
/// @f answers -2008180470 (the documented hash of its name and no arguments,
/// semantics::external_call_result), which is below 10, so the function
/// returns 10.
// CHECK: {{^}}10 : i32{{$}}
// CHECK-NOT: {{.}}

// TRACE: {{^}}block @call_merge ^bb0{{$}}
// TRACE-NEXT: {{^}}call @f() -> (-2008180470 : i32){{$}}
// TRACE-NEXT: {{^}}block @call_merge ^then{{$}}
// TRACE-NEXT: {{^}}block @call_merge ^ret{{$}}
// TRACE-NOT: {{.}}

/// The same with @g, whose answer (1386450172) is not below 10: the value
/// from the entry reaches the return.
// G: {{^}}1386450172 : i32{{$}}
func.func private @f() -> i32
func.func private @g() -> i32

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

func.func @call_merge_g() -> i32 {
  %i = memref.alloca() : memref<i32>
  %v = func.call @g() : () -> i32
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
