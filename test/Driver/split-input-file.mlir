// RUN: not %ssa-opt --split-input-file %s 2>&1 | filecheck %s

/// Each chunk is parsed, run and printed on its own; an error in one chunk
/// does not stop the others, and the exit status reports the failure.
// CHECK-DAG: split-input-file.mlir:[[@LINE+10]]:10: error: use of undeclared SSA value name '%nope'
// CHECK-DAG: func.func @first
// CHECK-DAG: func.func @third
func.func @first() {
  return
}

// -----

func.func @second() -> i32 {
  return %nope : i32
}

// -----

func.func @third() {
  return
}
