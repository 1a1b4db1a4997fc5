// RUN: %ssa-opt -print-dominators %s -o /dev/null | filecheck %s

/// Seed 004 (a Q&A on Cytron et al.'s algorithm), the question's table: for
/// the loop i = 0; while (i < 10) { x = i + 1; i = x; } with r the result,
/// the nine fields of each block (predecessors ... immediate dominatees) in
/// the question's layout, then the block's instructions. The question's
/// values are checked as printed: block 0 dominates 0, 1 and 2; DF(1) =
/// [1, 2]; the inverse frontier of 1 and of 2 is [1].
/// The program, as the front end would give it:
///     0:
///       r = 0
///       i = 0
///       if i >= 10 goto 2 else 1
///     1:
///       x = i + 1
///       i = x
///       if i < 10 goto 1 else 2
///     2:
///       r = i
///       return
// CHECK-LABEL: // -----// Dominators of func.func @count //----- //
// CHECK-NEXT: // 0 ->
// CHECK-NEXT: //     predecessors                = []
// CHECK-NEXT: //     successors                  = [1,2]
// CHECK-NEXT: //     dominators                  = [0]
// CHECK-NEXT: //     strict dominators           = []
// CHECK-NEXT: //     dominatees                  = [0,1,2]
// CHECK-NEXT: //     dominance frontier          = []
// CHECK-NEXT: //     inverse dominance frontier  = []
// CHECK-NEXT: //     immediate dominator         = none
// CHECK-NEXT: //     immediate dominatees        = [1,2]
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         r = 0
// CHECK-NEXT: //         i = 0
// CHECK-NEXT: //         if i >= 10 goto 2 else 1
// CHECK-NEXT: // 1 ->
// CHECK-NEXT: //     predecessors                = [0,1]
// CHECK-NEXT: //     successors                  = [1,2]
// CHECK-NEXT: //     dominators                  = [0,1]
// CHECK-NEXT: //     strict dominators           = [0]
// CHECK-NEXT: //     dominatees                  = [1]
// CHECK-NEXT: //     dominance frontier          = [1,2]
// CHECK-NEXT: //     inverse dominance frontier  = [1]
// CHECK-NEXT: //     immediate dominator         = 0
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         x = i + 1
// CHECK-NEXT: //         i = x
// CHECK-NEXT: //         if i < 10 goto 1 else 2
// CHECK-NEXT: // 2 ->
// CHECK-NEXT: //     predecessors                = [0,1]
// CHECK-NEXT: //     successors                  = []
// CHECK-NEXT: //     dominators                  = [0,2]
// CHECK-NEXT: //     strict dominators           = [0]
// CHECK-NEXT: //     dominatees                  = [2]
// CHECK-NEXT: //     dominance frontier          = []
// CHECK-NEXT: //     inverse dominance frontier  = [1]
// CHECK-NEXT: //     immediate dominator         = 0
// CHECK-NEXT: //     immediate dominatees        = []
// CHECK-NEXT: //     instructions                =
// CHECK-NEXT: //         r = i
// CHECK-NEXT: //         return
func.func @count() {
^0:
  %r = memref.alloca() : memref<i32>
  %i = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %t1 = arith.constant 0 : i32
  memref.store %t1, %r[] : memref<i32>
  %t2 = arith.constant 0 : i32
  memref.store %t2, %i[] : memref<i32>
  %t3 = memref.load %i[] : memref<i32>
  %t4 = arith.constant 10 : i32
  %t5 = arith.cmpi sge, %t3, %t4 : i32
  cf.cond_br %t5, ^2, ^1
^1:
  %t6 = memref.load %i[] : memref<i32>
  %t7 = arith.constant 1 : i32
  %t8 = arith.addi %t6, %t7 : i32
  memref.store %t8, %x[] : memref<i32>
  %t9 = memref.load %x[] : memref<i32>
  memref.store %t9, %i[] : memref<i32>
  %t10 = memref.load %i[] : memref<i32>
  %t11 = arith.constant 10 : i32
  %t12 = arith.cmpi slt, %t10, %t11 : i32
  cf.cond_br %t12, ^1, ^2
^2:
  %t13 = memref.load %i[] : memref<i32>
  memref.store %t13, %r[] : memref<i32>
  return
}
