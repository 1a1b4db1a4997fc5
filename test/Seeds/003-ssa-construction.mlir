// RUN: %ssa-opt '-print-textbook-ssa{first-version=1}' %s -o /dev/null | filecheck %s
// RUN: %ssa-opt -print-liveness %s -o /dev/null | filecheck %s --check-prefix=TABLES

/// Seed 003 (SSA construction in a Python-to-SPIR-V compiler): i = f(); if
/// i < 10: i = 10; return i becomes L0: i1 = f(); cond i1 < 10 then L1 else
/// L2; L1: i2 = 10; goto L2; L2: i3 = phi(L0: i1, L1: i2); return i3 (here
/// i_1, ..., with first-version=1). Its defines/depends tables are VARKILL
/// and UEVAR: L0.defines = {i}, L1.defines = {i}, L2.depends = {i}; the
/// depends sets after its fixed point are the live-in sets (L0 and L1 define
/// i, so only L2 depends on it). Its rule that a Φ needs a block with
/// "more than two precedents" contradicts this very example (a known slip):
/// L2 has two, L0 and L1, and gets i_3's Φ; two or more is what is meant.
/// The program, as the front end would give it:
///     L0:
///       i = f()
///       if i < 10 goto L1 else L2
///     L1:
///       i = 10
///       goto L2
///     L2:
///       return i
// CHECK-LABEL: // -----// Textbook SSA of func.func @spirthon //----- //
// CHECK-NEXT: // L0:
// CHECK-NEXT: //     i_1 = f()
// CHECK-NEXT: //     if i_1 < 10 goto L1 else L2
// CHECK-NEXT: // L1:
// CHECK-NEXT: //     i_2 = 10
// CHECK-NEXT: //     goto L2
// CHECK-NEXT: // L2:
// CHECK-NEXT: //     i_3 = Φ(i_1, i_2)
// CHECK-NEXT: //     return i_3
// TABLES-LABEL: // -----// Liveness of func.func @spirthon //----- //
// TABLES-NEXT: // slots: %i
// TABLES-NEXT: // block  UEVAR  VARKILL  LIVEIN  LIVEOUT
// TABLES-NEXT: // L0     {}     {i}      {}      {i}
// TABLES-NEXT: // L1     {}     {i}      {}      {i}
// TABLES-NEXT: // L2     {i}    {}       {i}     {}
// TABLES-NEXT: // SSA values (block arguments as phis: defined at the top of their block, operands passed on an edge used at the end of the predecessor):
// TABLES-NEXT: // block  live-in  live-out
// TABLES-NEXT: // ^L0    {}       {%i}
// TABLES-NEXT: // ^L1    {%i}     {%i}
// TABLES-NEXT: // ^L2    {%i}     {}
func.func private @f() -> i32
func.func @spirthon() -> i32 {
^L0:
  %i = memref.alloca() : memref<i32>
  %t1 = func.call @f() : () -> i32
  memref.store %t1, %i[] : memref<i32>
  %t2 = memref.load %i[] : memref<i32>
  %t3 = arith.constant 10 : i32
  %t4 = arith.cmpi slt, %t2, %t3 : i32
  cf.cond_br %t4, ^L1, ^L2
^L1:
  %t5 = arith.constant 10 : i32
  memref.store %t5, %i[] : memref<i32>
  cf.br ^L2
^L2:
  %t6 = memref.load %i[] : memref<i32>
  return %t6 : i32
}
