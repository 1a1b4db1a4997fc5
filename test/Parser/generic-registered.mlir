// RUN: %ssa-opt --mlir-print-op-generic %s | filecheck %s
// RUN: %ssa-opt --mlir-print-op-generic %s | %ssa-opt | filecheck %s --check-prefix=CUSTOM
// RUN: %ssa-opt --mlir-print-op-generic %s > %t && %ssa-opt --mlir-print-op-generic %t | diff %t -
// RUN: %ssa-opt --mlir-print-op-generic %s | %ssa-run - --entry f 7 2.5 | filecheck %s --check-prefix=EXEC
// RUN: %ssa-run %s --entry f 7 2.5 | filecheck %s --check-prefix=EXEC

/// The generic form of every registered op (MLIR's `--mlir-print-op-generic`):
/// attributes as properties `<{...}>`, successor operands in the operand list
/// with `operandSegmentSizes`, `func.func` and `builtin.module` with regions.
/// It reads back into the same IR and computes the same.

// CHECK-LABEL: "builtin.module"() <{sym_name = "m"}> ({
// CHECK-NEXT:    "func.func"() <{function_type = (i32) -> (i32), sym_name = "decl", sym_visibility = "private"}> ({
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "f"}> ({
// CHECK-NEXT:    ^bb0(%a: i32, %b: f32):
// CHECK-NEXT:      %c = "arith.constant"() <{value = 42 : i32}> : () -> i32
// CHECK-NEXT:      %t = "arith.constant"() <{value = true}> : () -> i1
// CHECK-NEXT:      %h = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// CHECK-NEXT:      %s = "arith.addi"(%a, %c) : (i32, i32) -> i32
// CHECK-NEXT:      %n = "arith.negf"(%b) : (f32) -> f32
// CHECK-NEXT:      %p = "arith.cmpi"(%a, %c) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK-NEXT:      %q = "arith.cmpf"(%b, %h) <{predicate = 4 : i64}> : (f32, f32) -> i1
// CHECK-NEXT:      %x = "arith.select"(%p, %a, %c) : (i1, i32, i32) -> i32
// CHECK-NEXT:      %e = "arith.extsi"(%a) : (i32) -> i64
// CHECK-NEXT:      %m = "memref.alloca"() : () -> memref<i32>
// CHECK-NEXT:      "memref.store"(%s, %m) : (i32, memref<i32>) -> ()
// CHECK-NEXT:      %l = "memref.load"(%m) : (memref<i32>) -> i32
// CHECK-NEXT:      %u = "ub.poison"() : () -> i32
// CHECK-NEXT:      "cf.assert"(%t) <{msg = "say \"hi\""}> : (i1) -> ()
// CHECK-NEXT:      "cf.cond_br"(%p, %l) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT:    ^bb1(%v: i32):  // pred: ^bb0
// CHECK-NEXT:      "cf.br"(%v) [^bb3] : (i32) -> ()
// CHECK-NEXT:    ^bb2:  // pred: ^bb0
// CHECK-NEXT:      "cf.switch"(%a, %a, %c) [^bb3, ^bb3, ^bb4] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[5, -7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
// CHECK-NEXT:    ^bb3(%w: i32):  // 3 preds: ^bb1, ^bb2, ^bb2
// CHECK-NEXT:      "func.return"(%w, %n) : (i32, f32) -> ()
// CHECK-NEXT:    ^bb4:  // pred: ^bb2
// CHECK-NEXT:      %r = "func.call"(%x) <{callee = @decl}> : (i32) -> i32
// CHECK-NEXT:      "func.return"(%r, %b) : (i32, f32) -> ()
// CHECK-NEXT:    }) {my.note} : () -> ()
// CHECK-NEXT:  }) {my.flag = 1 : i32} : () -> ()

// CUSTOM-LABEL: module @m attributes {my.flag = 1 : i32} {
// CUSTOM:         func.func private @decl(i32) -> i32
// CUSTOM:         func.func @f(%a: i32, %b: f32) -> (i32, f32) attributes {my.note} {
// CUSTOM:           cf.cond_br %p, ^bb1(%l : i32), ^bb2
// CUSTOM:           cf.switch %a : i32, [
// CUSTOM-NEXT:        default: ^bb3(%a : i32),
// CUSTOM-NEXT:        5: ^bb3(%c : i32),
// CUSTOM-NEXT:        -7: ^bb4
// CUSTOM-NEXT:      ]

// EXEC: 49 : i32
// EXEC-NEXT: -2.500000e+00 : f32
module @m attributes {my.flag = 1 : i32} {
  func.func private @decl(i32) -> i32
  func.func @f(%a: i32, %b: f32) -> (i32, f32) attributes {my.note} {
    %c = arith.constant 42 : i32
    %t = arith.constant true
    %h = arith.constant 1.5 : f32
    %s = arith.addi %a, %c : i32
    %n = arith.negf %b : f32
    %p = arith.cmpi slt, %a, %c : i32
    %q = arith.cmpf olt, %b, %h : f32
    %x = arith.select %p, %a, %c : i32
    %e = arith.extsi %a : i32 to i64
    %m = memref.alloca() : memref<i32>
    memref.store %s, %m[] : memref<i32>
    %l = memref.load %m[] : memref<i32>
    %u = ub.poison : i32
    cf.assert %t, "say \"hi\""
    cf.cond_br %p, ^bb1(%l : i32), ^bb2
  ^bb1(%v: i32):
    cf.br ^bb3(%v : i32)
  ^bb2:
    cf.switch %a : i32, [
      default: ^bb3(%a : i32),
      5: ^bb3(%c : i32),
      -7: ^bb4
    ]
  ^bb3(%w: i32):
    return %w, %n : i32, f32
  ^bb4:
    %r = call @decl(%x) : (i32) -> i32
    return %r, %b : i32, f32
  }
}
