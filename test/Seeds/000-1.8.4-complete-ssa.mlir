// RUN: %ssa-opt '-print-textbook-ssa{flavor=semi-pruned}' %s -o /dev/null | filecheck %s

/// Seed 000 (documentation of a Python AST -> CFG -> SSA tool), §1.8.4 "Testing
/// for complete SSA generation": semi-pruned placement, then renaming. The
/// document's test asserts exactly these four blocks: L1 a_0 = 3, If a_0 > 3;
/// L3 a_1 = 3, a_2 = 98; L6 z_0 = 4; L8 a_3 = a_2 Phi a_0 (written Φ here),
/// y_0 = a_3, a_4 = 4. z gets no Φ: it is never read, so not in Globals.
/// The program, as the front end would give it:
///     L1:
///       a = 3
///       if a > 3 goto L3 else L6
///     L3:
///       a = 3
///       a = 98
///       goto L8
///     L6:
///       z = 4
///       goto L8
///     L8:
///       y = a
///       a = 4
///       return
// CHECK-LABEL: // -----// Textbook SSA of func.func @complete_ssa //----- //
// CHECK-NEXT: // L1:
// CHECK-NEXT: //     a_0 = 3
// CHECK-NEXT: //     if a_0 > 3 goto L3 else L6
// CHECK-NEXT: // L3:
// CHECK-NEXT: //     a_1 = 3
// CHECK-NEXT: //     a_2 = 98
// CHECK-NEXT: //     goto L8
// CHECK-NEXT: // L6:
// CHECK-NEXT: //     z_0 = 4
// CHECK-NEXT: //     goto L8
// CHECK-NEXT: // L8:
// CHECK-NEXT: //     a_3 = Φ(a_2, a_0)
// CHECK-NEXT: //     y_0 = a_3
// CHECK-NEXT: //     a_4 = 4
// CHECK-NEXT: //     return
func.func @complete_ssa() {
^L1:
  %a = memref.alloca() : memref<i32>
  %z = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %t1 = arith.constant 3 : i32
  memref.store %t1, %a[] : memref<i32>
  %t2 = memref.load %a[] : memref<i32>
  %t3 = arith.constant 3 : i32
  %t4 = arith.cmpi sgt, %t2, %t3 : i32
  cf.cond_br %t4, ^L3, ^L6
^L3:
  %t5 = arith.constant 3 : i32
  memref.store %t5, %a[] : memref<i32>
  %t6 = arith.constant 98 : i32
  memref.store %t6, %a[] : memref<i32>
  cf.br ^L8
^L6:
  %t7 = arith.constant 4 : i32
  memref.store %t7, %z[] : memref<i32>
  cf.br ^L8
^L8:
  %t8 = memref.load %a[] : memref<i32>
  memref.store %t8, %y[] : memref<i32>
  %t9 = arith.constant 4 : i32
  memref.store %t9, %a[] : memref<i32>
  return
}
