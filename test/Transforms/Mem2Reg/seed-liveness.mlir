// RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=semi-pruned}' %s | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.
// RUN: %ssa-opt --passes='mem2reg{flavor=minimal}' %s | filecheck %s --check-prefixes=CHECK,MINIMAL --implicit-check-not=memref.
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s --check-prefixes=CHECK,PRUNED --implicit-check-not=memref.

/// b and c are never stored: their loads read one ub.poison. x and y are
/// never read: no argument for them but in the minimal flavour.
// CHECK-LABEL: func.func @liveness() {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %c3 = arith.constant 3 : i32
// CHECK-NEXT: %lt = arith.cmpi slt, %0, %c3 : i32
// PRUNED-NEXT: cf.cond_br %lt, ^l3, ^end
// MINIMAL-NEXT: cf.cond_br %lt, ^l3, ^end(%0, %0 : i32, i32)
// CHECK-NEXT: ^l3:
// CHECK-NEXT: %s = arith.addi %c3, %0 : i32
// PRUNED-NEXT: cf.br ^end
// PRUNED-NEXT: ^end:
// MINIMAL-NEXT: cf.br ^end(%c3, %0 : i32, i32)
// MINIMAL-NEXT: ^end(%x_1: i32, %y_1: i32):
// CHECK-NEXT: return

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
