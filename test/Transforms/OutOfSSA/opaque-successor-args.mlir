// RUN: %ssa-opt -out-of-ssa %s | filecheck %s
// RUN: %ssa-opt -out-of-ssa %s | %ssa-opt -verify-each | filecheck %s
// RUN: %ssa-opt '-out-of-ssa{coalesce=false}' %s | filecheck %s

/// A block that an unregistered terminator enters keeps its arguments:
/// what `"foo.br"` passes them is unknown (its operands are its own), so a
/// slot written on the other edges would lose it. Edges from branches into
/// that block keep their operands; other blocks' arguments become slots.
// CHECK-LABEL: func.func @opaque_edge(%a: i32, %b: i32, %p: i1) -> i32 {
// CHECK-NEXT:    %y.addr = memref.alloca() : memref<i32>
// CHECK-NEXT:    cf.cond_br %p, ^bb1, ^bb2(%b : i32)
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    "foo.br"(%a, %b) [^bb2, ^bb3] : (i32, i32) -> ()
// CHECK-NEXT:  ^bb2(%x: i32):
// CHECK-NEXT:    memref.store %x, %y.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    memref.store %a, %y.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^bb4
// CHECK-NEXT:  ^bb4:
// CHECK-NEXT:    %y = memref.load %y.addr[] : memref<i32>
// CHECK-NEXT:    return %y : i32
func.func @opaque_edge(%a: i32, %b: i32, %p: i1) -> i32 {
  cf.cond_br %p, ^bb1, ^bb2(%b : i32)
^bb1:
  "foo.br"(%a, %b) [^bb2, ^bb3] : (i32, i32) -> ()
^bb2(%x: i32):
  cf.br ^bb4(%x : i32)
^bb3:
  cf.br ^bb4(%a : i32)
^bb4(%y: i32):
  return %y : i32
}
