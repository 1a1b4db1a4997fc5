// RUN: %ssa-opt -print-textbook-ssa %s -o /dev/null | filecheck %s

/// Seed 000, §1.3, the branching example: x_3 = Φ(x_1, x_2) joins the two
/// assignments of x. The document writes the last line b_0 = x_3 + y_0,
/// reusing b_0 for a second definition of b (a known slip, see the seeds'
/// README): b is read in the condition before it is assigned, so that read is
/// the implicit b_0 and the assignment is b_1, which is what is checked.
/// The program, as the front end would give it:
///     B1:
///       a = x + y
///       if b < 3 goto B2 else B3
///     B2:
///       x = 0
///       goto B4
///     B3:
///       x = 1
///       goto B4
///     B4:
///       b = x + y
///       return
// CHECK-LABEL: // -----// Textbook SSA of func.func @branch //----- //
// CHECK-NEXT: // B1:
// CHECK-NEXT: //     a_0 = x_0 + y_0
// CHECK-NEXT: //     if b_0 < 3 goto B2 else B3
// CHECK-NEXT: // B2:
// CHECK-NEXT: //     x_1 = 0
// CHECK-NEXT: //     goto B4
// CHECK-NEXT: // B3:
// CHECK-NEXT: //     x_2 = 1
// CHECK-NEXT: //     goto B4
// CHECK-NEXT: // B4:
// CHECK-NEXT: //     x_3 = Φ(x_1, x_2)
// CHECK-NEXT: //     b_1 = x_3 + y_0
// CHECK-NEXT: //     return
func.func @branch() {
^B1:
  %a = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %t1 = memref.load %x[] : memref<i32>
  %t2 = memref.load %y[] : memref<i32>
  %t3 = arith.addi %t1, %t2 : i32
  memref.store %t3, %a[] : memref<i32>
  %t4 = memref.load %b[] : memref<i32>
  %t5 = arith.constant 3 : i32
  %t6 = arith.cmpi slt, %t4, %t5 : i32
  cf.cond_br %t6, ^B2, ^B3
^B2:
  %t7 = arith.constant 0 : i32
  memref.store %t7, %x[] : memref<i32>
  cf.br ^B4
^B3:
  %t8 = arith.constant 1 : i32
  memref.store %t8, %x[] : memref<i32>
  cf.br ^B4
^B4:
  %t9 = memref.load %x[] : memref<i32>
  %t10 = memref.load %y[] : memref<i32>
  %t11 = arith.addi %t9, %t10 : i32
  memref.store %t11, %b[] : memref<i32>
  return
}
