// RUN: %ssa-opt '-print-textbook-ssa{flavor=semi-pruned trace=true}' %s -o /dev/null | filecheck %s

/// Seed 000, §1.7.3.1 "Semipruned SSA" (globblockex; figure missing, program
/// recovered from its sets): Globals = [d, e, c, a, f] and the Blocks sets
/// c: B1, B3; a: B1; b: B2; f: B2; z: B3; d: B3. Globals is the union of
/// the UEVAR sets (e is read and never assigned; b and z are assigned and
/// never read before an assignment, so they are not global and get no Φ).
/// The document lists Globals in a Python set's order; here the variables
/// are in the order the program declares them.
/// The program, as the front end would give it:
///     B1:
///       a = 1
///       c = 2
///       if e > 0 goto B2 else B3
///     B2:
///       b = a + c
///       f = 1
///       goto B3
///     B3:
///       z = f
///       d = d + 1
///       c = 3
///       return
// CHECK-LABEL: // Φ placement (semi-pruned, 000 §1.7.3.1)
// CHECK-NEXT: // Globals = {a, c, d, e, f}
// CHECK-NEXT: // Blocks(a) = {B1}
// CHECK-NEXT: // Blocks(b) = {B2}
// CHECK-NEXT: // Blocks(c) = {B1, B3}
// CHECK-NEXT: // Blocks(d) = {B3}
// CHECK-NEXT: // Blocks(e) = {}
// CHECK-NEXT: // Blocks(f) = {B2}
// CHECK-NEXT: // Blocks(z) = {B3}
// CHECK:      // b: not in Globals (never read before written in a block): no Φ
// CHECK:      // z: not in Globals (never read before written in a block): no Φ
func.func @globals() {
^B1:
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %d = memref.alloca() : memref<i32>
  %e = memref.alloca() : memref<i32>
  %f = memref.alloca() : memref<i32>
  %z = memref.alloca() : memref<i32>
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c0 = arith.constant 0 : i32
  memref.store %c1, %a[] : memref<i32>
  memref.store %c2, %c[] : memref<i32>
  %e0 = memref.load %e[] : memref<i32>
  %t = arith.cmpi sgt, %e0, %c0 : i32
  cf.cond_br %t, ^B2, ^B3
^B2:
  %a1 = memref.load %a[] : memref<i32>
  %c4 = memref.load %c[] : memref<i32>
  %s = arith.addi %a1, %c4 : i32
  memref.store %s, %b[] : memref<i32>
  memref.store %c1, %f[] : memref<i32>
  cf.br ^B3
^B3:
  %f1 = memref.load %f[] : memref<i32>
  memref.store %f1, %z[] : memref<i32>
  %d1 = memref.load %d[] : memref<i32>
  %d2 = arith.addi %d1, %c1 : i32
  memref.store %d2, %d[] : memref<i32>
  memref.store %c3, %c[] : memref<i32>
  return
}
