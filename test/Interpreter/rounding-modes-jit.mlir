// REQUIRES: llvm
// RUN: %ssa-run --jit %S/Inputs/rounding-modes.mlir 0.1 3.0 | filecheck %S/Inputs/rounding-modes.mlir
// RUN: %ssa-run --jit %S/Inputs/rounding-modes.mlir 0x3FF0000010000000 0x0001 | filecheck %S/Inputs/rounding-modes.mlir --check-prefix=TIE

/// Native code rounds as the interpreter does under every mode, though
/// LLVM's constrained `fptrunc` would not (see `target/llvm/narrowing.rs`).
