// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Round trip of the worked example seed-liveness.mlir (this file): printing keeps the
/// input's names and layout, and printing the print again changes nothing.

// The live-variable example of the Python CFG/SSA document (section 1.6.5):
//   a = 3
//   if c < 3:
//       y = a + b
//       x, y = a, b
// The document prints, per block, over the source variables:
//   block L1: UEVAR {c}     VARKILL {a}     LIVEOUT {a, b}
//   block L3: UEVAR {a, b}  VARKILL {y, x}  LIVEOUT {}
// Here each variable is a slot; b and c are never stored, so they are read
// uninitialised, exactly like the document's free variables. A liveness
// printer over slots should print those sets (and the empty sets for the
// join block, which the document does not show).
// CHECK-LABEL: func.func @liveness() {
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[B:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[C:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[X:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[Y:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: memref.store %[[C3]], %[[A]][] : memref<i32>
// CHECK-NEXT: %[[CV:.*]] = memref.load %[[C]][] : memref<i32>
// CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt, %[[CV]], %[[C3]] : i32
// CHECK-NEXT: cf.cond_br %[[LT]], ^l3, ^end
// CHECK-NEXT: ^l3:
// CHECK-NEXT: %[[AV:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[BV:.*]] = memref.load %[[B]][] : memref<i32>
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[AV]], %[[BV]] : i32
// CHECK-NEXT: memref.store %[[S]], %[[Y]][] : memref<i32>
// CHECK-NEXT: %[[AV2:.*]] = memref.load %[[A]][] : memref<i32>
// CHECK-NEXT: %[[BV2:.*]] = memref.load %[[B]][] : memref<i32>
// CHECK-NEXT: memref.store %[[AV2]], %[[X]][] : memref<i32>
// CHECK-NEXT: memref.store %[[BV2]], %[[Y]][] : memref<i32>
// CHECK-NEXT: cf.br ^end
// CHECK-NEXT: ^end:
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @liveness() {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %c3 = arith.constant 3 : i32
  memref.store %c3, %a[] : memref<i32>
  %cv = memref.load %c[] : memref<i32>
  %lt = arith.cmpi slt, %cv, %c3 : i32
  cf.cond_br %lt, ^l3, ^end
^l3:
  %av = memref.load %a[] : memref<i32>
  %bv = memref.load %b[] : memref<i32>
  %s = arith.addi %av, %bv : i32
  memref.store %s, %y[] : memref<i32>
  %av2 = memref.load %a[] : memref<i32>
  %bv2 = memref.load %b[] : memref<i32>
  memref.store %av2, %x[] : memref<i32>
  memref.store %bv2, %y[] : memref<i32>
  cf.br ^end
^end:
  return
}
