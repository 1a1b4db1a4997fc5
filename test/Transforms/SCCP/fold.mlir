// RUN: %ssa-opt -sccp %s | filecheck %s
// RUN: %ssa-opt -sccp %s | %ssa-opt -sccp | filecheck %s

/// A chain of constants folds through each op's own evaluation (the one the
/// interpreter runs). As in MLIR's sccp, the function has one constant per
/// value and type, at the top of its entry block. A constant made by the
/// pass takes the name of the first value it replaces (%p, not %back: both
/// are 25 : i32); constants nothing uses any more are not left behind (%s,
/// the i64 %big). The second RUN line checks that a second sccp changes
/// nothing.
// CHECK-LABEL: func.func @chain() -> i32 {
// CHECK-NEXT:    %c2 = arith.constant 2 : i32
// CHECK-NEXT:    %c3 = arith.constant 3 : i32
// CHECK-NEXT:    %p = arith.constant 25 : i32
// CHECK-NEXT:    return %p : i32
func.func @chain() -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %s = arith.addi %c2, %c3 : i32
  %p = arith.muli %s, %s : i32
  %big = arith.extsi %p : i32 to i64
  %back = arith.trunci %big : i64 to i32
  return %back : i32
}

/// Floats fold in IEEE arithmetic; comparisons give i1 constants.
// CHECK-LABEL: func.func @floats() -> (f64, i1) {
// CHECK-NEXT:    %a = arith.constant 1.500000e+00 : f64
// CHECK-NEXT:    %b = arith.constant 2.250000e+00 : f64
// CHECK-NEXT:    %s = arith.constant 3.750000e+00 : f64
// CHECK-NEXT:    %lt = arith.constant true
// CHECK-NEXT:    return %s, %lt : f64, i1
func.func @floats() -> (f64, i1) {
  %a = arith.constant 1.5 : f64
  %b = arith.constant 2.25 : f64
  %s = arith.addf %a, %b : f64
  %lt = arith.cmpf olt, %a, %b : f64
  return %s, %lt : f64, i1
}

/// arith.select with a constant condition takes its side even when the
/// other side (%a) is not a constant; with an unknown condition it is a
/// constant only if both sides are the same one. Both are replaced by the
/// program's constant %c4, which keeps its name.
// CHECK-LABEL: func.func @select(%c: i1, %a: i32) -> (i32, i32, i32) {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c4 = arith.constant 4 : i32
// CHECK-NEXT:    %either = arith.select %c, %c4, %a : i32
// CHECK-NEXT:    return %c4, %c4, %either : i32, i32, i32
func.func @select(%c: i1, %a: i32) -> (i32, i32, i32) {
  %true = arith.constant true
  %c4 = arith.constant 4 : i32
  %picked = arith.select %true, %c4, %a : i32
  %same = arith.select %c, %c4, %c4 : i32
  %either = arith.select %c, %c4, %a : i32
  return %picked, %same, %either : i32, i32, i32
}

/// Undefined behaviour is never folded into a value: division and
/// remainder by zero, INT_MIN / -1 and INT_MIN % -1 stay as they are. A
/// shift by the width or more is poison by the semantics: it becomes
/// ub.poison, never a number.
// CHECK-LABEL: func.func @no_fold() -> (i32, i32, i32, i32, i32) {
// CHECK:         %c32 = arith.constant 32 : i32
// CHECK-NEXT:    %wide = ub.poison : i32
// CHECK-NEXT:    %by_zero = arith.divsi %c7, %c0 : i32
// CHECK-NEXT:    %rem_zero = arith.remui %c7, %c0 : i32
// CHECK-NEXT:    %overflow = arith.divsi %min, %cm1 : i32
// CHECK-NEXT:    %rem_overflow = arith.remsi %min, %cm1 : i32
// CHECK-NEXT:    return %by_zero, %rem_zero, %overflow, %rem_overflow, %wide
func.func @no_fold() -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %c7 = arith.constant 7 : i32
  %by_zero = arith.divsi %c7, %c0 : i32
  %rem_zero = arith.remui %c7, %c0 : i32
  %overflow = arith.divsi %min, %cm1 : i32
  %rem_overflow = arith.remsi %min, %cm1 : i32
  %c32 = arith.constant 32 : i32
  %wide = arith.shli %c7, %c32 : i32
  return %by_zero, %rem_zero, %overflow, %rem_overflow, %wide : i32, i32, i32, i32, i32
}

/// Loads, calls and opaque ops are not constants (sccp does not look into
/// memory), and neither is what is computed from them.
// CHECK-LABEL: func.func @memory_and_calls() -> (i32, i32) {
// CHECK:         %l = memref.load %m[] : memref<i32>
// CHECK-NEXT:    %sum = arith.addi %l, %c7 : i32
// CHECK-NEXT:    %r = call @ext(%c7) : (i32) -> i32
// CHECK-NEXT:    %o = "my.op"(%c7) : (i32) -> i32
// CHECK-NEXT:    return %sum, %r : i32, i32
func.func @memory_and_calls() -> (i32, i32) {
  %m = memref.alloca() : memref<i32>
  %c7 = arith.constant 7 : i32
  memref.store %c7, %m[] : memref<i32>
  %l = memref.load %m[] : memref<i32>
  %sum = arith.addi %l, %c7 : i32
  %r = func.call @ext(%c7) : (i32) -> i32
  %o = "my.op"(%c7) : (i32) -> i32
  return %sum, %r : i32, i32
}
func.func private @ext(i32) -> i32

/// Inside an opaque op's region nothing is analysed, but a constant from
/// outside may be used there: the function's constants, at the top of its
/// entry block, dominate the use. The op's result is not a constant.
// CHECK-LABEL: func.func @nested_region(%a: i32) -> i32 {
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %two = arith.constant 2 : i32
// CHECK-NEXT:    %r = "my.region"() ({
// CHECK-NEXT:      %inner = arith.addi %two, %c1 : i32
// CHECK-NEXT:      "my.yield"(%inner) : (i32) -> ()
// CHECK-NEXT:    }) : () -> i32
// CHECK-NEXT:    %s = arith.addi %r, %two : i32
func.func @nested_region(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %two = arith.addi %c1, %c1 : i32
  %r = "my.region"() ({
    %inner = arith.addi %two, %c1 : i32
    "my.yield"(%inner) : (i32) -> ()
  }) : () -> i32
  %s = arith.addi %r, %two : i32
  return %s : i32
}

/// i1, index and narrow integers fold at their own width.
// CHECK-LABEL: func.func @widths() -> (i1, index, i8) {
// CHECK:         %x = arith.constant false
// CHECK:         %i = arith.constant 12 : index
// CHECK:         %w = arith.constant -128 : i8
// CHECK-NEXT:    return %x, %i, %w : i1, index, i8
func.func @widths() -> (i1, index, i8) {
  %t = arith.constant true
  %x = arith.xori %t, %t : i1
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %i = arith.muli %c3, %c4 : index
  %m = arith.constant 127 : i8
  %one = arith.constant 1 : i8
  %w = arith.addi %m, %one : i8
  return %x, %i, %w : i1, index, i8
}
