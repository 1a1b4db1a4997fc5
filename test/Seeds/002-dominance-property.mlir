// RUN: %ssa-opt -print-textbook-ssa %s -o /dev/null | filecheck %s

/// Seed 002, "Dominance Property of SSA Form": the strict program whose
/// definitions dominate their uses, L0: a_0 = read(); if a_0 < 2 goto L6;
/// L2: a_1 = read(); if a_1 > 0 goto L8; L4: a_2 = a_1 + 1; L6: a_3 = a_0 - 1;
/// L8: a_4 = φ(a_2, a_1, a_3); ret a_4. Φ operands are in predecessor order,
/// and the predecessors of L8 are laid out L2, L4, L6 (the slide draws L4
/// first), so the Φ reads Φ(a_1, a_2, a_3): the same operands, each from its
/// own edge.
/// The program, as the front end would give it:
///     L0:
///       a = read()
///       if a < 2 goto L6 else L2
///     L2:
///       a = read()
///       if a > 0 goto L8 else L4
///     L4:
///       a = a + 1
///       goto L8
///     L6:
///       a = a - 1
///       goto L8
///     L8:
///       return a
// CHECK-LABEL: // -----// Textbook SSA of func.func @strict //----- //
// CHECK-NEXT: // L0:
// CHECK-NEXT: //     a_0 = read()
// CHECK-NEXT: //     if a_0 < 2 goto L6 else L2
// CHECK-NEXT: // L2:
// CHECK-NEXT: //     a_1 = read()
// CHECK-NEXT: //     if a_1 > 0 goto L8 else L4
// CHECK-NEXT: // L4:
// CHECK-NEXT: //     a_2 = a_1 + 1
// CHECK-NEXT: //     goto L8
// CHECK-NEXT: // L6:
// CHECK-NEXT: //     a_3 = a_0 - 1
// CHECK-NEXT: //     goto L8
// CHECK-NEXT: // L8:
// CHECK-NEXT: //     a_4 = Φ(a_1, a_2, a_3)
// CHECK-NEXT: //     return a_4
func.func private @read() -> i32
func.func @strict() -> i32 {
^L0:
  %a = memref.alloca() : memref<i32>
  %t1 = func.call @read() : () -> i32
  memref.store %t1, %a[] : memref<i32>
  %t2 = memref.load %a[] : memref<i32>
  %t3 = arith.constant 2 : i32
  %t4 = arith.cmpi slt, %t2, %t3 : i32
  cf.cond_br %t4, ^L6, ^L2
^L2:
  %t5 = func.call @read() : () -> i32
  memref.store %t5, %a[] : memref<i32>
  %t6 = memref.load %a[] : memref<i32>
  %t7 = arith.constant 0 : i32
  %t8 = arith.cmpi sgt, %t6, %t7 : i32
  cf.cond_br %t8, ^L8, ^L4
^L4:
  %t9 = memref.load %a[] : memref<i32>
  %t10 = arith.constant 1 : i32
  %t11 = arith.addi %t9, %t10 : i32
  memref.store %t11, %a[] : memref<i32>
  cf.br ^L8
^L6:
  %t12 = memref.load %a[] : memref<i32>
  %t13 = arith.constant 1 : i32
  %t14 = arith.subi %t12, %t13 : i32
  memref.store %t14, %a[] : memref<i32>
  cf.br ^L8
^L8:
  %t15 = memref.load %a[] : memref<i32>
  return %t15 : i32
}
