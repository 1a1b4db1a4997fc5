// RUN: %ssa-run %s true 42 --trace 2>&1 | filecheck %s --check-prefix=READS
// RUN: %ssa-run %s false 42 --trace 2>&1 | filecheck %s --check-prefix=WRITES
// RUN: %ssa-opt -mem2reg %s | %ssa-run - true 42 --trace 2>&1 | filecheck %s --check-prefix=READS
// RUN: %ssa-opt -mem2reg %s | %ssa-run - false 42 --trace 2>&1 | filecheck %s --check-prefix=WRITES

/// seed-pruned-vs-semipruned.mlir returns 7 either way; only the ^reads
/// path passes a's value (the argument) to the external @use.
// READS: {{^}}call @use(42 : i32) -> (){{$}}
// READS: {{^}}7 : i32{{$}}
// WRITES-NOT: call
// WRITES: {{^}}7 : i32{{$}}
func.func private @use(i32)

func.func @pruned_vs_semipruned(%p: i1, %v: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  %t = memref.alloca() : memref<i32>
  memref.store %v, %a[] : memref<i32>
  cf.cond_br %p, ^reads, ^writes
^reads:
  %av = memref.load %a[] : memref<i32>
  func.call @use(%av) : (i32) -> ()
  cf.br ^join
^writes:
  %c5 = arith.constant 5 : i32
  memref.store %c5, %a[] : memref<i32>
  cf.br ^join
^join:
  %c7 = arith.constant 7 : i32
  memref.store %c7, %t[] : memref<i32>
  %tv = memref.load %t[] : memref<i32>
  return %tv : i32
}
