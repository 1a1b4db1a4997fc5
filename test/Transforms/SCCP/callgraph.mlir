// RUN: %ssa-opt -sccp -split-input-file %s | filecheck %s
// RUN: %ssa-opt -sccp -split-input-file %s | %ssa-opt -split-input-file -verify-each | filecheck %s
// RUN: %ssa-opt --passes='sccp{interprocedural=false}' -split-input-file %s | filecheck %s --check-prefix=FUNC

/// A constant argument reaches the parameter of a private function whose
/// every caller is known, and its constant result comes back to the call.
/// The call stays (it is kept for its effects); its result is replaced by
/// %c, the caller's one constant 7 : i32.
// CHECK-LABEL: func.func private @id(%x: i32) -> i32 {
// CHECK-NEXT:    %x_1 = arith.constant 7 : i32
// CHECK-NEXT:    return %x_1 : i32
// CHECK-LABEL: func.func @caller() -> i32 {
// CHECK-NEXT:    %c = arith.constant 7 : i32
// CHECK-NEXT:    %r = call @id(%c) : (i32) -> i32
// CHECK-NEXT:    return %c : i32
// FUNC-LABEL: func.func private @id(%x: i32) -> i32 {
// FUNC-NEXT:    return %x : i32
// FUNC-LABEL: func.func @caller() -> i32 {
// FUNC:         return %r : i32
func.func private @id(%x: i32) -> i32 {
  return %x : i32
}
func.func @caller() -> i32 {
  %c = arith.constant 7 : i32
  %r = call @id(%c) : (i32) -> i32
  return %r : i32
}

// -----

/// A public function may be called from outside: its parameters are not
/// tracked, but what it returns still reaches the calls in the module.
// CHECK-LABEL: func.func @public(%x: i32) -> (i32, i32) {
// CHECK-NEXT:    %one = arith.constant 1 : i32
// CHECK-NEXT:    return %one, %x : i32, i32
// CHECK-LABEL: func.func @calls_public() -> (i32, i32) {
// CHECK-NEXT:    %c = arith.constant 1 : i32
// CHECK-NEXT:    %r:2 = call @public(%c) : (i32) -> (i32, i32)
// CHECK-NEXT:    return %c, %r#1 : i32, i32
func.func @public(%x: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32
  return %one, %x : i32, i32
}
func.func @calls_public() -> (i32, i32) {
  %c = arith.constant 1 : i32
  %r:2 = call @public(%c) : (i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}

// -----

/// A function whose symbol is used other than by a call (here by an opaque
/// op) may be called from anywhere: its parameter is not tracked.
// CHECK-LABEL: func.func private @escaped(%x: i32) -> (i32, i32) {
// CHECK-NEXT:    %one = arith.constant 1 : i32
// CHECK-NEXT:    return %one, %x : i32, i32
// CHECK-LABEL: func.func @calls_escaped() -> (i32, i32) {
// CHECK:         %r:2 = call @escaped(%c) : (i32) -> (i32, i32)
// CHECK-NEXT:    return %c, %r#1 : i32, i32
func.func private @escaped(%x: i32) -> (i32, i32) {
  %one = arith.constant 1 : i32
  return %one, %x : i32, i32
}
func.func @calls_escaped() -> (i32, i32) {
  %c = arith.constant 1 : i32
  %r:2 = call @escaped(%c) : (i32) -> (i32, i32)
  return %r#0, %r#1 : i32, i32
}
"test.user"() {uses = [@escaped]} : () -> ()

// -----

/// A block that leaves the function by an unknown terminator returns
/// anything: the call's result stays.
// CHECK-LABEL: func.func @calls_unknown_exit() -> i32 {
// CHECK:         %r = call @unknown_exit(%c) : (i32) -> i32
// CHECK-NEXT:    return %r : i32
func.func private @unknown_exit(%x: i32) -> i32 {
  "test.return"(%x) : (i32) -> ()
}
func.func @calls_unknown_exit() -> i32 {
  %c = arith.constant 1 : i32
  %r = call @unknown_exit(%c) : (i32) -> i32
  return %r : i32
}

// -----

/// Two calls pass different constants: the parameter, and so the result,
/// is not a constant. A call from a nested region is not analysed, so it
/// also makes the parameter of its callee unknown.
// CHECK-LABEL: func.func private @callee(%x: i32) -> i32 {
// CHECK-NEXT:    return %x : i32
// CHECK-LABEL: func.func @conflicting() -> (i32, i32) {
// CHECK:         %r1 = call @callee(%c1) : (i32) -> i32
// CHECK-NEXT:    %r2 = call @callee(%c2) : (i32) -> i32
// CHECK-NEXT:    return %r1, %r2 : i32, i32
// CHECK-LABEL: func.func private @from_region(%x: i32) -> i32 {
// CHECK-NEXT:    return %x : i32
func.func private @callee(%x: i32) -> i32 {
  return %x : i32
}
func.func @conflicting() -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r1 = call @callee(%c1) : (i32) -> i32
  %r2 = call @callee(%c2) : (i32) -> i32
  return %r1, %r2 : i32, i32
}
func.func private @from_region(%x: i32) -> i32 {
  return %x : i32
}
func.func @nested_caller() {
  %c1 = arith.constant 1 : i32
  "test.region"() ({
    %r = func.call @from_region(%c1) : (i32) -> i32
    "test.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

/// Calls, recursion and branches together (MLIR's complex_caller): @outer
/// is entered with 1, calls @inner with it and itself with what @inner
/// returns; @inner's branch on 1 < 20 always returns 1, so 1 is the only
/// value @outer's parameter and result ever take. A declaration's result
/// is unknown.
// CHECK-LABEL: func.func private @inner(%x: i32) -> i32 {
// CHECK-NEXT:    %c20 = arith.constant 20 : i32
// CHECK-NEXT:    %x_1 = arith.constant 1 : i32
// CHECK-NEXT:    cf.br ^small
// CHECK-NEXT:  ^small:
// CHECK-NEXT:    return %x_1 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func private @outer(%x: i32) -> i32 {
// CHECK-NEXT:    %x_1 = arith.constant 1 : i32
// CHECK-NEXT:    %again = call @unknown() : () -> i1
// CHECK-NEXT:    cf.cond_br %again, ^done, ^recurse
// CHECK-NEXT:  ^done:
// CHECK-NEXT:    return %x_1 : i32
// CHECK-NEXT:  ^recurse:
// CHECK-NEXT:    %y = call @inner(%x_1) : (i32) -> i32
// CHECK-NEXT:    %z = call @outer(%x_1) : (i32) -> i32
// CHECK-NEXT:    return %x_1 : i32
// CHECK-LABEL: func.func @entry() -> i32 {
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %r = call @outer(%c1) : (i32) -> i32
// CHECK-NEXT:    return %c1 : i32
// FUNC-LABEL: func.func private @outer(%x: i32) -> i32 {
// FUNC:         %y = call @inner(%x) : (i32) -> i32
// FUNC-NEXT:    %z = call @outer(%y) : (i32) -> i32
// FUNC-NEXT:    return %z : i32
func.func private @inner(%x: i32) -> i32 {
  %c20 = arith.constant 20 : i32
  %lt = arith.cmpi ult, %x, %c20 : i32
  cf.cond_br %lt, ^small, ^big
^small:
  %one = arith.constant 1 : i32
  return %one : i32
^big:
  %c1 = arith.constant 1 : i32
  %inc = arith.addi %x, %c1 : i32
  return %inc : i32
}
func.func private @unknown() -> i1
func.func private @outer(%x: i32) -> i32 {
  %again = call @unknown() : () -> i1
  cf.cond_br %again, ^done, ^recurse
^done:
  return %x : i32
^recurse:
  %y = call @inner(%x) : (i32) -> i32
  %z = call @outer(%y) : (i32) -> i32
  return %z : i32
}
func.func @entry() -> i32 {
  %c1 = arith.constant 1 : i32
  %r = call @outer(%c1) : (i32) -> i32
  return %r : i32
}

// -----

/// Only executed calls count: the call passing 2 is behind a branch on
/// false, so @twice's parameter is 1. A private function that no executed
/// call reaches is left as it is, even its foldable select.
// CHECK-LABEL: func.func private @twice(%x: i32) -> i32 {
// CHECK-NEXT:    %d = arith.constant 2 : i32
// CHECK-NEXT:    return %d : i32
// CHECK-LABEL: func.func @guarded() -> i32 {
// CHECK-NEXT:    %false = arith.constant false
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.constant 2 : i32
// CHECK-NEXT:    %r = call @twice(%c1) : (i32) -> i32
// CHECK-NEXT:    cf.br ^out
// CHECK-NEXT:  ^out:
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func private @unreached() -> i32 {
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %s = arith.select %true, %c0, %c1 : i32
// CHECK-NEXT:    return %s : i32
func.func private @twice(%x: i32) -> i32 {
  %d = arith.addi %x, %x : i32
  return %d : i32
}
func.func @guarded() -> i32 {
  %false = arith.constant false
  %c1 = arith.constant 1 : i32
  %r = call @twice(%c1) : (i32) -> i32
  cf.cond_br %false, ^never, ^out
^never:
  %c2 = arith.constant 2 : i32
  %r2 = call @twice(%c2) : (i32) -> i32
  return %r2 : i32
^out:
  return %r : i32
}
func.func private @unreached() -> i32 {
  %true = arith.constant true
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %s = arith.select %true, %c0, %c1 : i32
  return %s : i32
}

// -----

/// A private function that nothing calls is dead to MLIR's sccp: its entry
/// block is never executable, so nothing in it is folded (`mlir-opt -sccp`
/// leaves it as written). Solved alone, it is entered as any function.
// CHECK-LABEL: func.func private @uncalled() -> i32 {
// CHECK-NEXT:    %c = arith.constant 1 : i32
// CHECK-NEXT:    %d = arith.addi %c, %c : i32
// CHECK-NEXT:    return %d : i32
// FUNC-LABEL: func.func private @uncalled() -> i32 {
// FUNC-NEXT:    %c = arith.constant 1 : i32
// FUNC-NEXT:    %d = arith.constant 2 : i32
// FUNC-NEXT:    return %d : i32
func.func private @uncalled() -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.addi %c, %c : i32
  return %d : i32
}
