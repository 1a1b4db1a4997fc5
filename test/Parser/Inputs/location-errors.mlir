// ERR: location-errors.mlir:[[#@LINE+2]]:14: error: operation location alias was never defined
func.func @f() {
  return loc(#nowhere)
}

// -----
// ERR: location-errors.mlir:[[#@LINE+2]]:20: error: undefined symbol alias id 'later'
func.func @f() {
  return loc(fused[#later, "b":1:1])
}
#later = loc("a":1:1)

// -----
#a = loc("a":1:1)
// ERR: location-errors.mlir:[[#@LINE+1]]:1: error: redefinition of attribute alias id 'a'
#a = loc("a":1:1)
func.func @f() {
  return
}

// -----
// ERR: location-errors.mlir:[[#@LINE+2]]:14: error: expected location instance, found '42)'
func.func @f() {
  return loc(42)
}

// -----
/// A diagnostic is shown where MLIR shows it: a call site's callee, with
/// the caller as a note.
// ERR: callee.mlir:1:2: error: 'arith.addi' op requires the same type for all operands and results
// ERR-NEXT: caller.mlir:7:8: note: called from
func.func @f(%a: i32, %b: i64) -> i32 {
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32 loc("n"(callsite("callee.mlir":1:2 at "caller.mlir":7:8)))
  return %0 : i32
}

// -----
/// A range needs its start column, as in MLIR.
// ERR: location-errors.mlir:[[#@LINE+2]]:20: error: expected ')', found 'to'
func.func @f() {
  return loc("r":3 to :9)
}
