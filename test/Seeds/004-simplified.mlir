// RUN: %ssa-opt -print-textbook-ssa %s -o /dev/null | filecheck %s

/// Seed 004, the answer's result after removing unused and trivial phis
/// (minimal SSA on this reducible CFG): block 1 keeps i_1 = Phi(i_0, i_2),
/// block 2 i_3 = Phi(i_0, i_2), and every phi for x and r goes. Pruned SSA
/// places exactly these. The answer keeps the numbers it gave before removing
/// phis, x_2 := i_1 + 1 and i_2 := x_2; numbering after placement, as
/// renaming does, x's assignment in block 1 is x_1 (x_0 is block 0's).
/// The program, as the front end would give it:
///     0:
///       r = 0
///       i = 0
///       x = 0
///       if i >= 10 goto 2 else 1
///     1:
///       x = i + 1
///       i = x
///       if i < 10 goto 1 else 2
///     2:
///       r = i
///       return
// CHECK-LABEL: // -----// Textbook SSA of func.func @count_x //----- //
// CHECK-NEXT: // 0:
// CHECK-NEXT: //     r_0 = 0
// CHECK-NEXT: //     i_0 = 0
// CHECK-NEXT: //     x_0 = 0
// CHECK-NEXT: //     if i_0 >= 10 goto 2 else 1
// CHECK-NEXT: // 1:
// CHECK-NEXT: //     i_1 = Φ(i_0, i_2)
// CHECK-NEXT: //     x_1 = i_1 + 1
// CHECK-NEXT: //     i_2 = x_1
// CHECK-NEXT: //     if i_2 < 10 goto 1 else 2
// CHECK-NEXT: // 2:
// CHECK-NEXT: //     i_3 = Φ(i_0, i_2)
// CHECK-NEXT: //     r_1 = i_3
// CHECK-NEXT: //     return
func.func @count_x() {
^0:
  %r = memref.alloca() : memref<i32>
  %i = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %t1 = arith.constant 0 : i32
  memref.store %t1, %r[] : memref<i32>
  %t2 = arith.constant 0 : i32
  memref.store %t2, %i[] : memref<i32>
  %t3 = arith.constant 0 : i32
  memref.store %t3, %x[] : memref<i32>
  %t4 = memref.load %i[] : memref<i32>
  %t5 = arith.constant 10 : i32
  %t6 = arith.cmpi sge, %t4, %t5 : i32
  cf.cond_br %t6, ^2, ^1
^1:
  %t7 = memref.load %i[] : memref<i32>
  %t8 = arith.constant 1 : i32
  %t9 = arith.addi %t7, %t8 : i32
  memref.store %t9, %x[] : memref<i32>
  %t10 = memref.load %x[] : memref<i32>
  memref.store %t10, %i[] : memref<i32>
  %t11 = memref.load %i[] : memref<i32>
  %t12 = arith.constant 10 : i32
  %t13 = arith.cmpi slt, %t11, %t12 : i32
  cf.cond_br %t13, ^1, ^2
^2:
  %t14 = memref.load %i[] : memref<i32>
  memref.store %t14, %r[] : memref<i32>
  return
}
