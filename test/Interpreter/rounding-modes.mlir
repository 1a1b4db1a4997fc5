// RUN: %ssa-run %S/Inputs/rounding-modes.mlir 0.1 3.0 | filecheck %S/Inputs/rounding-modes.mlir
// RUN: %ssa-run %S/Inputs/rounding-modes.mlir 0x3FF0000010000000 0x0001 | filecheck %S/Inputs/rounding-modes.mlir --check-prefix=TIE

/// `truncf` under each rounding mode and the scaled casts (the program
/// and its expected results: Inputs/rounding-modes.mlir).
