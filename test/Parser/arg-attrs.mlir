// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s | %ssa-opt | filecheck %s
// RUN: %ssa-opt --mlir-print-op-generic %s | filecheck %s --check-prefix=GEN
// RUN: %ssa-opt --mlir-print-op-generic %s | %ssa-opt | filecheck %s

/// Argument and result attributes of functions (dialect attributes, their
/// names hold a `.`): kept through parsing, printed after each type, and in
/// the generic form as the properties `arg_attrs` / `res_attrs`.

// CHECK-LABEL: func.func private @ext(i1 {my.flag}, i32) -> (i32 {my.res = 1 : i64}, i1)
func.func private @ext(i1 {my.flag}, i32) -> (i32 {my.res = 1 : i64}, i1)

// CHECK-LABEL: func.func @one_result(%a: i32 {my.arg}, %b: i1) -> (i32 {my.res}) {
// CHECK-NEXT:    return %a : i32
func.func @one_result(%a: i32 {my.arg}, %b: i1 {}) -> (i32 {my.res}) {
  return %a : i32
}

// CHECK-LABEL: func.func @bare(%x: i64 {my.a, my.b = "s"}) -> i64 {
func.func @bare(i64 {my.a, my.b = "s"}) -> (i64 {}) {
^bb0(%x: i64):
  return %x : i64
}

// `arg_attrs` / `res_attrs` in `attributes {...}` are the same properties.
// CHECK-LABEL: func.func private @in_dict(i32 {my.a = 1 : i64}) -> i1 attributes {my.other}
func.func private @in_dict(i32) -> i1 attributes {my.other, arg_attrs = [{my.a = 1 : i64}], res_attrs = [{}]}

// GEN:      "func.func"() <{arg_attrs = [{my.flag}, {}], function_type = (i1, i32) -> (i32, i1), res_attrs = [{my.res = 1 : i64}, {}], sym_name = "ext", sym_visibility = "private"}>
// GEN:      "func.func"() <{arg_attrs = [{my.arg}, {}], function_type = (i32, i1) -> (i32), res_attrs = [{my.res}], sym_name = "one_result"}>
// GEN:      "func.func"() <{arg_attrs = [{my.a, my.b = "s"}], function_type = (i64) -> (i64), sym_name = "bare"}>
