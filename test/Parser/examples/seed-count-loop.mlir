// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Round trip of the worked example seed-count-loop.mlir (this file): printing keeps the
/// input's names and layout, and printing the print again changes nothing.

// The loop from the question about Cytron's algorithm and loops:
//   fun count() { r = 0; i = 0; while (i < 10) { x = i + 1; i = x; } r = i; return r; }
// laid out as that question's CFG: block 0 tests i >= 10 and goes to 2 or 1;
// block 1 is the loop body ending in a bottom test; block 2 is the exit.
// Expected:
//   pruned and semi-pruned flavours: block arguments for i only, at the body
//     (^body) and at the exit (^exit): 2 in total. None for x (x is dead on
//     entry to every block: it is written before it is read) and none for r.
//   minimal flavour: also one for x at ^body and one at ^exit (4 in total);
//     x has no definition on the path from the entry, so its incoming value
//     from the entry is undefined (ub.poison). This is the case that broke the
//     asker's renaming step: it must not crash, and it must not change what
//     the function returns (10).
// CHECK-LABEL: func.func @count() -> i32 {
// CHECK-NEXT: %[[R:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[I:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[X:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[C10:.*]] = arith.constant 10 : i32
// CHECK-NEXT: memref.store %[[C0]], %[[R]][] : memref<i32>
// CHECK-NEXT: memref.store %[[C0]], %[[I]][] : memref<i32>
// CHECK-NEXT: %[[I0:.*]] = memref.load %[[I]][] : memref<i32>
// CHECK-NEXT: %[[DONE0:.*]] = arith.cmpi sge, %[[I0]], %[[C10]] : i32
// CHECK-NEXT: cf.cond_br %[[DONE0]], ^exit, ^body
// CHECK-NEXT: ^body:
// CHECK-NEXT: %[[IB:.*]] = memref.load %[[I]][] : memref<i32>
// CHECK-NEXT: %[[XV:.*]] = arith.addi %[[IB]], %[[C1]] : i32
// CHECK-NEXT: memref.store %[[XV]], %[[X]][] : memref<i32>
// CHECK-NEXT: %[[XL:.*]] = memref.load %[[X]][] : memref<i32>
// CHECK-NEXT: memref.store %[[XL]], %[[I]][] : memref<i32>
// CHECK-NEXT: %[[I1:.*]] = memref.load %[[I]][] : memref<i32>
// CHECK-NEXT: %[[AGAIN:.*]] = arith.cmpi slt, %[[I1]], %[[C10]] : i32
// CHECK-NEXT: cf.cond_br %[[AGAIN]], ^body, ^exit
// CHECK-NEXT: ^exit:
// CHECK-NEXT: %[[IE:.*]] = memref.load %[[I]][] : memref<i32>
// CHECK-NEXT: memref.store %[[IE]], %[[R]][] : memref<i32>
// CHECK-NEXT: %[[RV:.*]] = memref.load %[[R]][] : memref<i32>
// CHECK-NEXT: return %[[RV]] : i32
// CHECK-NEXT: }
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
