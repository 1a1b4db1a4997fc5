// RUN: %ssa-run %s 100000 --entry sum | filecheck %s
// RUN: not %ssa-run %s 100000 --entry sum_fail 2>&1 | filecheck %s --check-prefix=DEEP

/// Calls between functions of the module use the interpreter's own frame
/// stack: 100000 nested calls neither overflow the Rust stack nor fail.
// CHECK: {{^}}5000050000 : i64{{$}}

/// An error 100000 calls deep names the op and its call site, once.
// DEEP: recursion-depth.mlir:[[# @LINE + 23]]:8: error: undefined behaviour: division by zero in 'arith.divsi'
// DEEP: recursion-depth.mlir:[[# @LINE + 26]]:8: note: called from here (100000 nested calls)
// DEEP-NOT: note
func.func @sum(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %done, ^base, ^rec
^base:
  return %c0 : i64
^rec:
  %m = arith.subi %n, %c1 : i64
  %r = func.call @sum(%m) : (i64) -> i64
  %s = arith.addi %r, %n : i64
  return %s : i64
}

func.func @sum_fail(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %done, ^base, ^rec
^base:
  %z = arith.divsi %c1, %n : i64
  return %z : i64
^rec:
  %m = arith.subi %n, %c1 : i64
  %r = func.call @sum_fail(%m) : (i64) -> i64
  %s = arith.addi %r, %n : i64
  return %s : i64
}
