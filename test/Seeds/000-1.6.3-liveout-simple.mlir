// RUN: %ssa-opt '-print-liveness{trace=true}' %s -o /dev/null | filecheck %s

/// Seed 000, §1.6.3.2, the first LIVEOUT example (liveoutsimpleex; figure
/// missing, program recovered from the sentences): "the variable a used in
/// B2 is required from the parent, B1. hence a is included in Uevar(B2).
/// Therefore Liveout of B1 includes a."
/// The program, as the front end would give it:
///     B1:
///       a = 1
///       goto B2
///     B2:
///       x = a
///       return
// CHECK-LABEL: // -----// Liveness of func.func @liveout_simple //----- //
// CHECK-NEXT: // slots: %a, %x
// CHECK-NEXT: // Liveness (000 §1.6.4): UEVAR and VARKILL of each block
// CHECK-NEXT: //   B1: UEVAR {}  VARKILL {a}
// CHECK-NEXT: //   B2: UEVAR {a}  VARKILL {x}
// CHECK:      // block  UEVAR  VARKILL  LIVEIN  LIVEOUT
// CHECK-NEXT: // B1     {}     {a}      {}      {a}
// CHECK-NEXT: // B2     {a}    {x}      {a}     {}
func.func @liveout_simple() {
^B1:
  %a = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %c1 = arith.constant 1 : i32
  memref.store %c1, %a[] : memref<i32>
  cf.br ^B2
^B2:
  %a1 = memref.load %a[] : memref<i32>
  memref.store %a1, %x[] : memref<i32>
  return
}
