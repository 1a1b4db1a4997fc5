// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// `siN` and `uiN` are types of their own (not `iN`): they flow through
/// signatures, calls, block arguments, memrefs, `arith.select` and opaque
/// ops, and print back as written.
// CHECK-LABEL: func.func private @ext(si32) -> ui8
// CHECK-LABEL: func.func @flow(%c: si32, %b: i1, %m: memref<2xui8>, %i: index) -> ui8 {
// CHECK-NEXT:    %0 = arith.select %b, %c, %c : si32
// CHECK-NEXT:    %1 = call @ext(%0) : (si32) -> ui8
// CHECK-NEXT:    %2 = "test.op"(%1) : (ui8) -> si64
// CHECK-NEXT:    memref.store %1, %m[%i] : memref<2xui8>
// CHECK-NEXT:    %a = memref.alloca() : memref<si16>
// CHECK-NEXT:    %3 = memref.load %m[%i] : memref<2xui8>
// CHECK-NEXT:    cf.br ^bb1(%3 : ui8)
// CHECK-NEXT:  ^bb1(%x: ui8):
// CHECK-NEXT:    return %x : ui8
func.func private @ext(si32) -> ui8
func.func @flow(%c: si32, %b: i1, %m: memref<2xui8>, %i: index) -> ui8 {
  %0 = arith.select %b, %c, %c : si32
  %1 = func.call @ext(%0) : (si32) -> ui8
  %2 = "test.op"(%1) : (ui8) -> si64
  memref.store %1, %m[%i] : memref<2xui8>
  %a = memref.alloca() : memref<si16>
  %3 = memref.load %m[%i] : memref<2xui8>
  cf.br ^bb1(%3 : ui8)
^bb1(%x: ui8):
  return %x : ui8
}

/// The widths go from 1 to 64, and `si32`, `ui32`, `i32` are three types.
// CHECK-LABEL: func.func @widths(%a: si1, %b: ui1, %c: si64, %d: ui64, %e: i32) -> (si32, ui32, i32)
func.func @widths(%a: si1, %b: ui1, %c: si64, %d: ui64, %e: i32) -> (si32, ui32, i32) {
  %0 = "test.s"() : () -> si32
  %1 = "test.u"() : () -> ui32
  return %0, %1, %e : si32, ui32, i32
}
