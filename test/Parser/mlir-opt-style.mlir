// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s > %t && %ssa-opt %t | diff %t -

/// What `mlir-opt` prints is accepted: numbered values and blocks, `%arg0`,
/// `%c1_i32`-style names, `// pred:` comments, `loc(...)` trailers and
/// `#loc` aliases, the `func.` prefix written or omitted.
// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    %2 = call @g(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %2 : i32
module {
  func.func @f(%arg0: i32, %arg1: i1) -> i32 {
    %c1_i32 = arith.constant 1 : i32 loc(#loc1)
    %0 = arith.addi %arg0, %c1_i32 : i32 loc("f.c":3:5)
    cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
  ^bb1(%1: i32):  // pred: ^bb0
    func.return %1 : i32
  ^bb2:  // pred: ^bb0
    %2 = func.call @g(%arg0) : (i32) -> i32
    return %2 : i32
  } loc(#loc)
  func.func private @g(i32) -> i32
} loc(#loc)
#loc = loc("f.c":1:1)
#loc1 = loc("f.c":2:3)
