// REQUIRES: llvm
// RUN: %ssa-translate --mlir-to-llvmir %s | filecheck %s
// RUN: %ssa-translate --mlir-to-llvmir %s -o %t && filecheck %s < %t

/// Block arguments become phis with one entry per edge; names carry over.
// CHECK-LABEL: define i32 @swap(i32 %n)
// CHECK: {{^}}loop:
// CHECK-NEXT: %a = phi i32 [ 10, %bb0 ], [ %b, %loop ]
// CHECK-NEXT: %b = phi i32 [ 20, %bb0 ], [ %a, %loop ]
// CHECK: %more = icmp slt i32 %k, %n
// CHECK-NEXT: br i1 %more, label %loop, label %exit
func.func @swap(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  cf.br ^loop(%c10, %c20, %c0 : i32, i32, i32)
^loop(%a: i32, %b: i32, %k: i32):
  %k1 = arith.addi %k, %c1 : i32
  %more = arith.cmpi slt, %k, %n : i32
  cf.cond_br %more, ^loop(%b, %a, %k1 : i32, i32, i32), ^exit
^exit:
  return %a : i32
}

/// A branch reaching one block twice with different operands splits its
/// edges, as mlir-translate does.
// CHECK-LABEL: define i32 @twice(i1 %c, i32 %x, i32 %y)
// CHECK: br i1 %c, label %bb0.split.join, label %bb0.split.join1
// CHECK: {{^}}join:
// CHECK-NEXT: %v = phi i32 [ %x, %bb0.split.join ], [ %y, %bb0.split.join1 ]
func.func @twice(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^join(%x : i32), ^join(%y : i32)
^join(%v: i32):
  return %v : i32
}

/// Slots are allocas (hoisted to the entry block); ranked memrefs are
/// nested arrays reached through an inbounds GEP; calls and declarations
/// keep their names; several results are a literal struct.
// CHECK-LABEL: declare { i64, float } @ext(ptr, i32)
// CHECK-LABEL: define internal { i64, float } @memory(i64 %i)
// CHECK-NEXT: bb0:
// CHECK-NEXT: %m = alloca [2 x [3 x i32]], align 4
// CHECK: %{{.*}} = getelementptr inbounds [2 x [3 x i32]], ptr %m, i64 0, i64 1, i64 %i
// CHECK: %[[CALL:.*]] = call { i64, float } @ext(ptr %m, i32 7)
// CHECK: %r = extractvalue { i64, float } %[[CALL]], 0
func.func private @ext(memref<2x3xi32>, i32) -> (i64, f32)
func.func private @memory(%i: index) -> (i64, f32) {
  %m = memref.alloca() : memref<2x3xi32>
  %one = arith.constant 1 : index
  %v = arith.constant 7 : i32
  memref.store %v, %m[%one, %i] : memref<2x3xi32>
  %r:2 = func.call @ext(%m, %v) : (memref<2x3xi32>, i32) -> (i64, f32)
  return %r#0, %r#1 : i64, f32
}

/// Arithmetic with the interpreter's semantics: no nsw, min/max intrinsics,
/// poison, and a failed assertion traps.
// CHECK-LABEL: define i8 @arith(i8 %a, i8 %b)
// CHECK: %s = add i8 %a, %b
// CHECK: %m = call i8 @llvm.smax.i8(i8 %s, i8 %b)
// CHECK: %sh = shl i8 %m, %a
// CHECK: br i1 %ok, label %assert.ok, label %assert.failed
// CHECK: select i1 %ok, i8 %sh, i8 poison
// CHECK: assert.failed:
// CHECK-NEXT: call void @llvm.trap()
// CHECK-NEXT: unreachable
func.func @arith(%a: i8, %b: i8) -> i8 {
  %s = arith.addi %a, %b : i8
  %m = arith.maxsi %s, %b : i8
  %sh = arith.shli %m, %a : i8
  %ok = arith.cmpi ne, %sh, %a : i8
  cf.assert %ok, "different"
  %p = ub.poison : i8
  %r = arith.select %ok, %sh, %p : i8
  return %r : i8
}
