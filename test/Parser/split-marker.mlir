// RUN: %ssa-opt --verify-diagnostics --split-input-file %s

/// `--split-input-file` splits at every split marker, also one that ends
/// a line of code, as `mlir-opt` does: each side is parsed on its own, and
/// a string literal the line ends in is an error at the line's end.

// expected-error @+1 {{expected '"' in string literal}}
"my.op// -----

// expected-error @+1 {{expected '"' in string literal}}
"my.other
