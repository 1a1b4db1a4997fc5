// RUN: %ssa-opt -mem2reg -cse %s | filecheck %s
// RUN: %ssa-opt -mem2reg -gvn %s | filecheck %s
// RUN: %ssa-opt -mem2reg -gvn %s | %ssa-opt -verify-each | filecheck %s
// RUN: %ssa-opt -mem2reg -print-value-numbers -o /dev/null %s | filecheck %s --check-prefix=VN

/// Seed 000, §1.3 "Revisiting SSA": after renaming,
///   a_0 = x_0 + y_0; b_0 = x_0 + y_0; a_1 = 17; c_0 = x_0 + y_0
/// "will obtain" b_0 = a_0 and c_0 = a_0. The program is the pre-SSA one,
///   a = x + y; b = x + y; a = 17; c = x + y
/// with one slot per variable; mem2reg renames it, then cse and gvn both
/// find the three additions equal. The function returns a, b and c, so a
/// is 17 and b and c are the first addition.
// CHECK-LABEL: func.func @revisiting_ssa(%x_0: i32, %y_0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:    %a_0 = arith.addi %x_0, %y_0 : i32
// CHECK-NEXT:    %a_1 = arith.constant 17 : i32
// CHECK-NEXT:    return %a_1, %a_0, %a_0 : i32, i32, i32
// CHECK-NEXT:  }

// VN-LABEL: // -----// Value numbers of func.func @revisiting_ssa //----- //
// VN-NEXT:  // optimistic passes: 1 (converged)
// VN-NEXT:  // %x_0: %x_0
// VN-NEXT:  // %y_0: %y_0
// VN-NEXT:  // %a_0: %a_0
// VN-NEXT:  // %b_0: %a_0
// VN-NEXT:  // %a_1: %a_1 (17)
// VN-NEXT:  // %c_0: %a_0
func.func @revisiting_ssa(%x_0: i32, %y_0: i32) -> (i32, i32, i32) {
  %x = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  memref.store %x_0, %x[] : memref<i32>
  memref.store %y_0, %y[] : memref<i32>
  // a = x + y
  %x1 = memref.load %x[] : memref<i32>
  %y1 = memref.load %y[] : memref<i32>
  %a_0 = arith.addi %x1, %y1 : i32
  memref.store %a_0, %a[] : memref<i32>
  // b = x + y
  %x2 = memref.load %x[] : memref<i32>
  %y2 = memref.load %y[] : memref<i32>
  %b_0 = arith.addi %x2, %y2 : i32
  memref.store %b_0, %b[] : memref<i32>
  // a = 17
  %a_1 = arith.constant 17 : i32
  memref.store %a_1, %a[] : memref<i32>
  // c = x + y
  %x3 = memref.load %x[] : memref<i32>
  %y3 = memref.load %y[] : memref<i32>
  %c_0 = arith.addi %x3, %y3 : i32
  memref.store %c_0, %c[] : memref<i32>
  %ra = memref.load %a[] : memref<i32>
  %rb = memref.load %b[] : memref<i32>
  %rc = memref.load %c[] : memref<i32>
  return %ra, %rb, %rc : i32, i32, i32
}
