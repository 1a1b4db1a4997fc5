// RUN: %ssa-opt --split-input-file --verify-diagnostics %s

/// Flags on an op that does not take them: the custom form does not read
/// them (`mlir-opt`'s words), the generic form's verifier rejects them.
func.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.andi %a, %b overflow<nsw> : i32
  return %0 : i32
}

// -----

func.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addi %a, %b exact : i32
  return %0 : i32
}

// -----

func.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  %0 = arith.addi %a, %b overflow<nsx> : i32
  return %0 : i32
}

// -----

func.func @f(%x: f32) -> f32 {
  // expected-error@+1 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  %0 = arith.addf %x, %x fastmath<fancy> : f32
  return %0 : f32
}

// -----

func.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{'arith.andi' op does not take overflow flags}}
  %0 = "arith.andi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{'arith.remsi' op does not take 'exact'}}
  %0 = "arith.remsi"(%a, %b) <{isExact}> : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @f(%a: i32, %b: i32) -> i32 {
  // expected-error@+1 {{'arith.addi' op takes no attribute but its flags}}
  %0 = "arith.addi"(%a, %b) <{fastmath = #arith.fastmath<fast>}> : (i32, i32) -> i32
  return %0 : i32
}
