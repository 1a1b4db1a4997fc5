// RUN: %ssa-opt -print-textbook-ssa %s -o /dev/null | filecheck %s

/// Seed 000, §1.3 "Revisiting SSA", the straight-line block: every
/// assignment gets a new version; x and y are read before any assignment, so
/// they are the implicit entry definitions x_0 and y_0. The document's result:
/// a_0 = x_0 + y_0, b_0 = x_0 + y_0, a_1 = 17, c_0 = x_0 + y_0. (Its second
/// form, b_0 = a_0 and c_0 = a_0, is value numbering, not renaming.)
/// The program, as the front end would give it:
///     B1:
///       a = x + y
///       b = x + y
///       a = 17
///       c = x + y
///       return
// CHECK-LABEL: // -----// Textbook SSA of func.func @straight_line //----- //
// CHECK-NEXT: // B1:
// CHECK-NEXT: //     a_0 = x_0 + y_0
// CHECK-NEXT: //     b_0 = x_0 + y_0
// CHECK-NEXT: //     a_1 = 17
// CHECK-NEXT: //     c_0 = x_0 + y_0
// CHECK-NEXT: //     return
func.func @straight_line() {
^B1:
  %a = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %t1 = memref.load %x[] : memref<i32>
  %t2 = memref.load %y[] : memref<i32>
  %t3 = arith.addi %t1, %t2 : i32
  memref.store %t3, %a[] : memref<i32>
  %t4 = memref.load %x[] : memref<i32>
  %t5 = memref.load %y[] : memref<i32>
  %t6 = arith.addi %t4, %t5 : i32
  memref.store %t6, %b[] : memref<i32>
  %t7 = arith.constant 17 : i32
  memref.store %t7, %a[] : memref<i32>
  %t8 = memref.load %x[] : memref<i32>
  %t9 = memref.load %y[] : memref<i32>
  %t10 = arith.addi %t8, %t9 : i32
  memref.store %t10, %c[] : memref<i32>
  return
}
