// RUN: %ssa-run %S/Inputs/bench-slots.mlir 1000 | filecheck %s --check-prefix=LOOP
// RUN: %ssa-run %S/Inputs/bench-ssa.mlir 1000 | filecheck %s --check-prefix=LOOP
// RUN: %ssa-opt -dce %S/Inputs/bench-slots.mlir | %ssa-run - 1000 | filecheck %s --check-prefix=LOOP
// RUN: %ssa-run %S/Inputs/bench-calls.mlir 20 | filecheck %s --check-prefix=FIB

/// The interpreter's benchmark programs (run them with a large argument and
/// --stats, in a release build) compute what they should: for n = 1000 the
/// loop s += ((7 i) xor s) mod n, as slots and as block arguments, gives
/// 457185 (computed independently); fib(20) is 6765.
// LOOP: {{^}}457185 : i64{{$}}
// FIB: {{^}}6765 : i32{{$}}
