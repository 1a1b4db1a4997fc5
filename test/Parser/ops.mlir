// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Every op of the subset in its custom form, printed back in the form
/// `mlir-opt` prints.
// CHECK-LABEL: func.func @arith(%a: i32, %b: i32, %x: f64, %y: f32, %p: i1) -> i64 {
// CHECK-NEXT:    %t = arith.constant true
// CHECK-NEXT:    %m1 = arith.constant -1 : i8
// CHECK-NEXT:    %big = arith.constant -1 : i64
// CHECK-NEXT:    %ix = arith.constant 7 : index
// CHECK-NEXT:    %half = arith.constant 5.000000e-01 : f64
// CHECK-NEXT:    %tenth = arith.constant 1.000000e-01 : f32
// CHECK-NEXT:    %nan = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %0 = arith.addi %a, %b : i32
// CHECK:         %16 = arith.minui %a, %b : i32
// CHECK-NEXT:    %17 = arith.addf %x, %half : f64
// CHECK:         %23 = arith.minnumf %x, %half : f64
// CHECK-NEXT:    %24 = arith.negf %y : f32
// CHECK-NEXT:    %25 = arith.cmpi uge, %a, %b : i32
// CHECK-NEXT:    %26 = arith.cmpf une, %x, %half : f64
// CHECK-NEXT:    %27 = arith.select %p, %a, %b : i32
// CHECK-NEXT:    %28 = arith.extsi %a : i32 to i64
// CHECK-NEXT:    %29 = arith.extui %p : i1 to i32
// CHECK-NEXT:    %30 = arith.trunci %a : i32 to i8
// CHECK-NEXT:    %31 = arith.index_cast %a : i32 to index
// CHECK-NEXT:    %32 = arith.sitofp %a : i32 to f32
// CHECK-NEXT:    %33 = arith.fptosi %x : f64 to i64
// CHECK-NEXT:    %34 = arith.bitcast %y : f32 to i32
// CHECK-NEXT:    return %28 : i64
func.func @arith(%a: i32, %b: i32, %x: f64, %y: f32, %p: i1) -> i64 {
  %t = arith.constant true
  %m1 = arith.constant 255 : i8
  %big = arith.constant 0xFFFFFFFFFFFFFFFF : i64
  %ix = arith.constant 7 : index
  %half = arith.constant 0.5 : f64
  %tenth = arith.constant 0.1 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.remsi %a, %b : i32
  %6 = arith.remui %a, %b : i32
  %7 = arith.andi %a, %b : i32
  %8 = arith.ori %a, %b : i32
  %9 = arith.xori %a, %b : i32
  %10 = arith.shli %a, %b : i32
  %11 = arith.shrsi %a, %b : i32
  %12 = arith.shrui %a, %b : i32
  %13 = arith.maxsi %a, %b : i32
  %14 = arith.minsi %a, %b : i32
  %15 = arith.maxui %a, %b : i32
  %16 = arith.minui %a, %b : i32
  %17 = arith.addf %x, %half : f64
  %18 = arith.subf %x, %half : f64
  %19 = arith.mulf %x, %half : f64
  %20 = arith.divf %x, %half : f64
  %21 = arith.remf %x, %half : f64
  %22 = arith.maxnumf %x, %half : f64
  %23 = arith.minnumf %x, %half : f64
  %24 = arith.negf %y : f32
  %25 = arith.cmpi uge, %a, %b : i32
  %26 = arith.cmpf une, %x, %half : f64
  %27 = arith.select %p, %a, %b : i32
  %28 = arith.extsi %a : i32 to i64
  %29 = arith.extui %p : i1 to i32
  %30 = arith.trunci %a : i32 to i8
  %31 = arith.index_cast %a : i32 to index
  %32 = arith.sitofp %a : i32 to f32
  %33 = arith.fptosi %x : f64 to i64
  %34 = arith.bitcast %y : f32 to i32
  return %28 : i64
}

/// Control flow, memory, calls and poison.
// CHECK-LABEL: func.func @control(%v: i32, %i: index) -> (i32, i32) {
// CHECK:         %buf = memref.alloca() : memref<4x2xi32>
// CHECK-NEXT:    memref.store %v, %buf[%i, %i] : memref<4x2xi32>
// CHECK-NEXT:    %e = memref.load %buf[%i, %i] : memref<4x2xi32>
// CHECK-NEXT:    %u = ub.poison : i32
// CHECK-NEXT:    %ok = arith.cmpi ne, %e, %v : i32
// CHECK-NEXT:    cf.assert %ok, "stored \"value\" differs"
// CHECK-NEXT:    %r:2 = call @two(%v) : (i32) -> (i32, i32)
// CHECK-NEXT:    cf.switch %v : i32, [
// CHECK-NEXT:      default: ^other,
// CHECK-NEXT:      0: ^zero(%r#0 : i32),
// CHECK-NEXT:      -5: ^zero(%r#1 : i32)
// CHECK-NEXT:    ]
func.func @control(%v: i32, %i: index) -> (i32, i32) {
  %buf = memref.alloca() : memref<4x2xi32>
  memref.store %v, %buf[%i, %i] : memref<4x2xi32>
  %e = memref.load %buf[%i, %i] : memref<4x2xi32>
  %u = ub.poison : i32
  %ok = arith.cmpi ne, %e, %v : i32
  cf.assert %ok, "stored \"value\" differs"
  %r:2 = call @two(%v) : (i32) -> (i32, i32)
  cf.switch %v : i32, [ default: ^other, 0: ^zero(%r#0 : i32), -5: ^zero(%r#1 : i32) ]
^zero(%z: i32):
  return %z, %u : i32, i32
^other:
  return %v, %v : i32, i32
}

/// Declarations, visibility and function attributes.
// CHECK-LABEL: func.func private @two(i32) -> (i32, i32)
// CHECK-LABEL: func.func nested @noargs() attributes {llvm.emit_c_interface} {
func.func private @two(i32) -> (i32, i32)
func.func nested @noargs() attributes {llvm.emit_c_interface} {
  return
}
