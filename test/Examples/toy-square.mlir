// RUN: my-opt %s | filecheck %s
// RUN: my-opt -sccp %s | filecheck %s --check-prefix=SCCP
// RUN: my-opt -count-ops %s -o /dev/null | filecheck %s --check-prefix=COUNT

/// The `my-opt` example's op `toy.square` (tools/examples/my-opt/toy.rs),
/// defined outside the core crate and registered by the driver: its custom
/// syntax reads and prints back, sccp folds the square of 7 through the
/// op's evaluation, and count-ops counts it under its own name.

// CHECK-LABEL: func.func @f(%x: i32) -> i32 {
// CHECK: %s = toy.square %c7 : i32
// CHECK: %t = toy.square %x : i32

// SCCP: %s = arith.constant 49 : i32
// SCCP: %t = toy.square %x : i32

// COUNT: // 5 ops in @f
// COUNT: //      2 toy.square

func.func @f(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %s = toy.square %c7 : i32
  %t = toy.square %x : i32
  %a = arith.addi %s, %t : i32
  return %a : i32
}
