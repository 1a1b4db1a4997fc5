// RUN: %ssa-run %s | filecheck %s
// RUN: %ssa-opt %s | %ssa-run - | filecheck %s
// RUN: %ssa-run --trace %s 2>&1 >/dev/null | filecheck %s --check-prefix=TRACE
// RUN: %ssa-opt -mem2reg %s | %ssa-run - | filecheck %s
// RUN: %ssa-opt --passes='mem2reg{flavor=minimal}' %s | %ssa-run - | filecheck %s
// RUN: %ssa-opt --passes='mem2reg{flavor=maximal}' %s | %ssa-run - | filecheck %s
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | %ssa-run - | filecheck %s
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | %ssa-run - | filecheck %s

/// The loop of seed-count-loop.mlir: i counts from 0 to 10 through the slot
/// x, and the function returns 10, before and after mem2reg in every
/// flavour (the minimal one passes poison for x from the entry: harmless).
// CHECK: {{^}}10 : i32{{$}}
// CHECK-NOT: {{.}}

/// The entry tests once, the bottom-tested body runs ten times, then the exit.
// TRACE: {{^}}block @count ^bb0{{$}}
// TRACE-COUNT-10: {{^}}block @count ^body{{$}}
// TRACE-NEXT: {{^}}block @count ^exit{{$}}
// TRACE-NOT: {{.}}
func.func @count() -> i32 {
  %r = memref.alloca() : memref<i32>
  %i = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  memref.store %c0, %r[] : memref<i32>
  memref.store %c0, %i[] : memref<i32>
  %i0 = memref.load %i[] : memref<i32>
  %done0 = arith.cmpi sge, %i0, %c10 : i32
  cf.cond_br %done0, ^exit, ^body
^body:
  %ib = memref.load %i[] : memref<i32>
  %xv = arith.addi %ib, %c1 : i32
  memref.store %xv, %x[] : memref<i32>
  %xl = memref.load %x[] : memref<i32>
  memref.store %xl, %i[] : memref<i32>
  %i1 = memref.load %i[] : memref<i32>
  %again = arith.cmpi slt, %i1, %c10 : i32
  cf.cond_br %again, ^body, ^exit
^exit:
  %ie = memref.load %i[] : memref<i32>
  memref.store %ie, %r[] : memref<i32>
  %rv = memref.load %r[] : memref<i32>
  return %rv : i32
}
