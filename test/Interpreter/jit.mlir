// REQUIRES: llvm
// RUN: %ssa-run --jit %s --entry swap 3 | filecheck %s --check-prefix=SWAP
// RUN: %ssa-run --jit %s --entry calls --trace 2>&1 | filecheck %s --check-prefix=CALLS
// RUN: %ssa-run %s --entry calls --trace 2>&1 | filecheck %s --check-prefix=CALLS
// RUN: not %ssa-run --jit %s --entry check 9 2>&1 | filecheck %s --check-prefix=ASSERT
// RUN: not %ssa-run --jit --fuel 1000 %s --entry spin 2>&1 | filecheck %s --check-prefix=FUEL

/// Native code computes what the interpreter computes.
// SWAP: {{^}}20 : i32{{$}}
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

/// External calls get the interpreter's answers, and the trace lists them.
// CALLS: call @input(5 : i32) -> (1885282062 : i32)
// CALLS-NEXT: call @output(1885282062 : i32, 2.500000e+00 : f64) -> ()
// CALLS-NEXT: 1885282062 : i32
func.func private @input(i32) -> i32
func.func private @output(i32, f64)
func.func @calls() -> i32 {
  %c5 = arith.constant 5 : i32
  %x = func.call @input(%c5) : (i32) -> i32
  %d = arith.constant 2.5 : f64
  func.call @output(%x, %d) : (i32, f64) -> ()
  return %x : i32
}

/// A failed assertion stops the run with exit status 2, as interpreted.
// ASSERT: jit.mlir:[[# @LINE + 4]]:3: error: assertion failed: x is small
func.func @check(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %ok = arith.cmpi slt, %x, %c5 : i32
  cf.assert %ok, "x is small"
  return %x : i32
}

/// Fuel bounds loops natively too.
// FUEL: error: out of fuel
func.func @spin() {
  cf.br ^loop
^loop:
  cf.br ^loop
}
