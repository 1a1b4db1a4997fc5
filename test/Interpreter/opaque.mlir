// RUN: %ssa-run %s false | filecheck %s --check-prefix=SKIP
// RUN: not %ssa-run %s true 2>&1 | filecheck %s

/// Opaque ops run only if reached; reaching one is a clear error.
// SKIP: {{^}}1 : i32{{$}}
// CHECK: opaque.mlir:[[# @LINE + 5]]:8: error: cannot interpret opaque op 'my.op'
func.func @f(%p: i1) -> i32 {
  %c = arith.constant 1 : i32
  cf.cond_br %p, ^o, ^r
^o:
  %x = "my.op"(%c) : (i32) -> i32
  return %x : i32
^r:
  return %c : i32
}
