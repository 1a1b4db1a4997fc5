// RUN: my-opt -count-ops %s -o /dev/null | filecheck %s
// RUN: my-opt '--passes=count-ops{nested=false}' %s -o /dev/null | filecheck %s --check-prefix=FLAT
// RUN: my-opt -count-ops -mem2reg -count-ops %s | filecheck %s --check-prefix=PIPELINE
// RUN: my-opt --list-passes | filecheck %s --check-prefix=LIST
// RUN: not my-opt '-count-ops{nestd=false}' %s 2>&1 | filecheck %s --check-prefix=TYPO
// RUN: not %ssa-opt -count-ops %s 2>&1 | filecheck %s --check-prefix=BUILTIN

/// The `my-opt` example (tools/examples/my-opt, docs/extending.md): a
/// driver over opt_main that registers the pass `count-ops` beside the
/// built-in ones, and has every flag of ssa-opt.

// CHECK-LABEL: // 9 ops in @count
// CHECK-NEXT: //      1 arith.addi
// CHECK-NEXT: //      2 arith.constant
// CHECK-NEXT: //      1 func.return
// CHECK-NEXT: //      1 memref.alloca
// CHECK-NEXT: //      1 memref.load
// CHECK-NEXT: //      1 memref.store
// CHECK-NEXT: //      1 test.region
// CHECK-NEXT: //      1 test.yield
// CHECK-LABEL: // 1 ops in @id
// CHECK-NEXT: //      1 func.return

// FLAT-LABEL: // 7 ops in @count
// FLAT-NOT: test.yield
// FLAT: //      1 test.region
// FLAT-NEXT: // 1 ops in @id

/// Passes mix in one pipeline: the slot is gone after mem2reg.
// PIPELINE: //      1 memref.alloca
// PIPELINE: // 1 ops in @id
// PIPELINE-LABEL: // 6 ops in @count
// PIPELINE-NOT: memref
// PIPELINE: // 1 ops in @id
// PIPELINE-LABEL: func.func @count(%n: i32) -> i32 {
// PIPELINE-NEXT: arith.constant 1 : i32
// PIPELINE-NEXT: arith.addi %n,

// LIST: -mem2reg
// LIST: -count-ops                    Print the number of ops of each kind in each function
// LIST-NEXT: nested=true|false  (default true)  also count the ops in regions nested in the body's ops

// TYPO: my-opt: error: pass 'count-ops' has no option 'nestd'; did you mean 'nested'?

// BUILTIN: ssa-opt: error: unknown pass or option '-count-ops'

func.func @count(%n: i32) -> i32 {
  %slot = memref.alloca() : memref<i32>
  memref.store %n, %slot[] : memref<i32>
  %c1 = arith.constant 1 : i32
  %v = memref.load %slot[] : memref<i32>
  %s = arith.addi %v, %c1 : i32
  "test.region"() ({
    %c2 = arith.constant 2 : i32
    "test.yield"() : () -> ()
  }) : () -> ()
  return %s : i32
}

func.func @id() {
  return
}
