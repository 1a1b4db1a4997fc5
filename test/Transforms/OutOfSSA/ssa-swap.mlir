// RUN: %ssa-opt -out-of-ssa %s | filecheck %s
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | filecheck %s --check-prefix=NAIVE
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run - 3 | filecheck %s --check-prefix=ODD
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run - 4 | filecheck %s --check-prefix=EVEN
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run - 3 | filecheck %s --check-prefix=ODD
// RUN: %ssa-opt -out-of-ssa -mem2reg %s | %ssa-run - 3 | filecheck %s --check-prefix=ODD
// RUN: %ssa-opt -out-of-ssa -mem2reg %s | filecheck %s --check-prefix=BACK

// The swap problem of SSA destruction (Briggs et al. 1998), from
// test/Parser/examples/ssa-swap.mlir: the back edge passes (%b, %a) to
// ^loop(%a, %b), a parallel copy whose two moves read each other's
// destination. Sequential copies "a := b ; b := a" lose a value; a correct
// out-of-ssa sequentialises the parallel copy with a temporary (or an
// equivalent order). For n = 3 the function returns 20 (after three swaps of
// (10, 20) the pair is (20, 10), and %a is 20).

/// %a is used after the loop, so it is loaded at the top of ^loop; %b's only
/// use is the copy into %a, so its slot is read right at the copy, before
/// the store of %a overwrites it: an order, not a temporary, breaks the
/// swap. The copies go on the split back edge.
// CHECK-LABEL: func.func @swap(%n: i32) -> i32 {
// CHECK-NEXT:    %a.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    %b.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    %k.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %c10 = arith.constant 10 : i32
// CHECK-NEXT:    %c20 = arith.constant 20 : i32
// CHECK-NEXT:    memref.store %c10, %a.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %c20, %b.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %c0, %k.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^loop
// CHECK-NEXT:  ^loop:  // 2 preds: ^bb0, ^split_loop_loop
// CHECK-NEXT:    %a = memref.load %a.addr[] : memref<i32>
// CHECK-NEXT:    %k = memref.load %k.addr[] : memref<i32>
// CHECK-NEXT:    %k1 = arith.addi %k, %c1 : i32
// CHECK-NEXT:    %more = arith.cmpi slt, %k, %n : i32
// CHECK-NEXT:    cf.cond_br %more, ^split_loop_loop, ^exit
// CHECK-NEXT:  ^split_loop_loop:  // pred: ^loop
// CHECK-NEXT:    %b = memref.load %b.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %b, %a.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %a, %b.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %k1, %k.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^loop
// CHECK-NEXT:  ^exit:  // pred: ^loop
// CHECK-NEXT:    return %a : i32
// CHECK-NEXT:  }
// The naive translation loads both arguments at the top of ^loop and stores
// the loaded values: stores of SSA values cannot clobber each other's
// sources, so any order is right.
// NAIVE-LABEL: func.func @swap(%n: i32) -> i32 {
// NAIVE:       ^loop:  // 2 preds: ^bb0, ^split_loop_loop
// NAIVE-NEXT:    %a = memref.load %a.addr[] : memref<i32>
// NAIVE-NEXT:    %b = memref.load %b.addr[] : memref<i32>
// NAIVE-NEXT:    %k = memref.load %k.addr[] : memref<i32>
// NAIVE:       ^split_loop_loop:  // pred: ^loop
// NAIVE-NEXT:    memref.store %b, %a.addr[] : memref<i32>
// NAIVE-NEXT:    memref.store %a, %b.addr[] : memref<i32>
// NAIVE-NEXT:    memref.store %k1, %k.addr[] : memref<i32>
// NAIVE-NEXT:    cf.br ^loop
func.func @swap(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.br ^loop(%c10, %c20, %c0 : i32, i32, i32)
^loop(%a: i32, %b: i32, %k: i32):
  %k1 = arith.addi %k, %c1 : i32
  %more = arith.cmpi slt, %k, %n : i32
  cf.cond_br %more, ^loop(%b, %a, %k1 : i32, i32, i32), ^exit
^exit:
  return %a : i32
}

/// The interpreter: after three swaps of (10, 20), %a is 20; after four, 10.
// ODD: {{^}}20 : i32{{$}}
// EVEN: {{^}}10 : i32{{$}}

/// mem2reg gives the three block arguments back, and the swap with them.
// BACK-LABEL: func.func @swap
// BACK:       ^loop(%[[A:[a-z_0-9.]+]]: i32, %[[B:[a-z_0-9.]+]]: i32, %[[K:[a-z_0-9.]+]]: i32):
// BACK:       cf.br ^loop(%[[B]], %[[A]], %{{[a-z_0-9.]+}} : i32, i32, i32)
