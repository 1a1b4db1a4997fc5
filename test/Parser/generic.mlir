// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// Ops outside the subset are kept as opaque ops in MLIR's generic form:
/// operands, successors, properties, regions (with their own blocks and
/// arguments), attributes, several results, and opaque types come back as
/// written.
// CHECK-LABEL: func.func @opaque(%a: i32, %t: !my.token) -> i32 {
// CHECK-NEXT:    %r:2 = "my.pair"(%a, %t) <{kind = 3 : i64}> {note = "x"} : (i32, !my.token) -> (i32, i1)
// CHECK-NEXT:    %w = "my.wrap"(%r#0) ({
// CHECK-NEXT:    ^bb0(%inner: i32):
// CHECK-NEXT:      %s = arith.addi %inner, %a : i32
// CHECK-NEXT:      "my.yield"(%s) : (i32) -> ()
// CHECK-NEXT:    }, {
// CHECK-NEXT:      "my.yield"(%a) : (i32) -> ()
// CHECK-NEXT:    }) : (i32) -> i32
// CHECK-NEXT:    "my.effect"() : () -> ()
// CHECK-NEXT:    cf.cond_br %r#1, ^bb1, ^bb2
func.func @opaque(%a: i32, %t: !my.token) -> i32 {
  %r:2 = "my.pair"(%a, %t) <{kind = 3 : i64}> {note = "x"} : (i32, !my.token) -> (i32, i1)
  %w = "my.wrap"(%r#0) ({
  ^bb0(%inner: i32):
    %s = arith.addi %inner, %a : i32
    "my.yield"(%s) : (i32) -> ()
  }, {
    "my.yield"(%a) : (i32) -> ()
  }) : (i32) -> i32
  "my.effect"() : () -> ()
  cf.cond_br %r#1, ^bb1, ^bb2
^bb1:
  return %w : i32
^bb2:
  "my.exit"() [^bb1] : () -> ()
}

/// Opaque ops may also stand at module level.
// CHECK: "my.global"() {sym_name = "g"} : () -> ()
"my.global"() {sym_name = "g"} : () -> ()
