// RUN: %ssa-opt --mlir-print-debuginfo %s | filecheck %s
// RUN: %ssa-opt --mlir-print-debuginfo %s > %t && %ssa-opt --mlir-print-debuginfo %t | diff %t -
// RUN: %ssa-opt -sccp --mlir-print-debuginfo %s | filecheck %s --check-prefix=SCCP
// RUN: not %ssa-opt --split-input-file %S/Inputs/location-errors.mlir 2>&1 | filecheck %S/Inputs/location-errors.mlir --check-prefix=ERR

/// Every form of MLIR's trailing locations is kept on its op and printed
/// back in the inline form of `mlir-opt --mlir-print-debuginfo
/// --mlir-print-local-scope`, canonical as MLIR makes it; an op without
/// one prints its place in this file, and `#loc` aliases may be defined
/// after their use (as `mlir-opt` prints them) or before.
// CHECK-LABEL: func.func @f(%a: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %a, %a : i32 loc("f.mlir":3:7)
// CHECK-NEXT:    %1 = arith.muli %0, %a : i32 loc(unknown)
// CHECK-NEXT:    %2 = arith.subi %1, %a : i32 loc("nm"("g.mlir":1:2))
// CHECK-NEXT:    %3 = arith.subi %2, %a : i32 loc(fused["x.mlir":1:2, "y.mlir":3:4])
// CHECK-NEXT:    %4 = arith.subi %3, %a : i32 loc(callsite("callee.mlir":1:2 at "caller.mlir":5:6))
// CHECK-NEXT:    %5 = arith.subi %4, %a : i32 loc("h.mlir":9:9)
// CHECK-NEXT:    %6 = arith.subi %5, %a : i32 loc("justname")
// CHECK-NEXT:    %7 = arith.subi %6, %a : i32 loc(fused<"meta">["x.mlir":1:2])
// CHECK-NEXT:    %8 = arith.subi %7, %a : i32 loc("r.mlir":3:0 to :9)
// CHECK-NEXT:    %9 = arith.subi %8, %a : i32 loc("x.mlir":1:2)
// CHECK-NEXT:    %10 = "x.op"(%9) : (i32) -> i32 loc(callsite("h.mlir":9:9 at "early.mlir":1:1))
// CHECK-NEXT:    return %10 : i32 loc("{{.*}}locations.mlir":{{[0-9]+}}:3)
// CHECK-NEXT:  } loc("f.mlir":1:1)
/// A constant sccp puts in place of an op takes the op's location.
// SCCP-LABEL: func.func @g() -> i32 {
// SCCP-NEXT:    %c = arith.constant 1 : i32 loc("g.mlir":1:1)
// SCCP-NEXT:    %d = arith.constant 2 : i32 loc("g.mlir":2:2)
// SCCP-NEXT:    return %d : i32
#early = loc("early.mlir":1:1)
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("f.mlir":3:7)
  %1 = arith.muli %0, %a : i32 loc(unknown)
  %2 = arith.subi %1, %a : i32 loc("nm"("g.mlir":1:2))
  %3 = arith.subi %2, %a : i32 loc(fused["x.mlir":1:2, "y.mlir":3:4])
  %4 = arith.subi %3, %a : i32 loc(callsite("callee.mlir":1:2 at "caller.mlir":5:6))
  %5 = arith.subi %4, %a : i32 loc(#loc3)
  %6 = arith.subi %5, %a : i32 loc("justname")
  %7 = arith.subi %6, %a : i32 loc(fused<"meta">["x.mlir":1:2])
  %8 = arith.subi %7, %a : i32 loc("r.mlir":3:0 to :9)
  %9 = arith.subi %8, %a : i32 loc(fused[unknown, "x.mlir":1:2, fused["x.mlir":1:2]])
  %10 = "x.op"(%9) : (i32) -> i32 loc(callsite("h.mlir":9:9 at #early))
  return %10 : i32
} loc(#func)

func.func @g() -> i32 {
  %c = arith.constant 1 : i32 loc("g.mlir":1:1)
  %d = arith.addi %c, %c : i32 loc("g.mlir":2:2)
  return %d : i32
}
#loc3 = loc("h.mlir":9:9)
#func = loc("f.mlir":1:1)
