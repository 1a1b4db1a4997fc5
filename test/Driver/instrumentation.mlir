// RUN: %ssa-opt -dce --print-ir-after-all %s -o /dev/null 2>&1 | filecheck %s --check-prefix=AFTER
// RUN: %ssa-opt -dce --print-ir-before-all %s -o /dev/null 2>&1 | filecheck %s --check-prefix=BEFORE
// RUN: %ssa-opt -dce --print-ir-after=dce %s -o /dev/null 2>&1 | filecheck %s --check-prefix=AFTER
// RUN: %ssa-opt -dce -dce --print-changed %s -o /dev/null 2>&1 | filecheck %s --check-prefix=CHANGED
// RUN: %ssa-opt -dce --time-passes %s -o /dev/null 2>&1 | filecheck %s --check-prefix=TIME
// RUN: %ssa-opt --list-passes | filecheck %s --check-prefix=LIST

/// The instrumentation of mlir-opt: IR dumps before and after passes, a
/// unified diff for each pass that changed the IR (and none for the second
/// dce, which changes nothing), and a time report.
// AFTER: // -----// IR Dump After dce //----- //
// AFTER-NEXT: module {
// AFTER-NOT: arith.addi
// BEFORE: // -----// IR Dump Before dce //----- //
// BEFORE: %dead = arith.addi %a, %a : i32
// CHANGED: // -----// IR changed by dce //----- //
// CHANGED-NEXT: --- before
// CHANGED-NEXT: +++ after
// CHANGED: -    %dead = arith.addi %a, %a : i32
// CHANGED-NOT: IR changed by
// TIME: ... Execution time report ...
// TIME: Parser
// TIME: Verifier
// TIME: dce
// TIME: Output
// TIME: (100.0%)  Total
// LIST: Available passes:
// LIST: -dce {{ *}}Delete unused side-effect-free ops and unreachable blocks
func.func @f(%a: i32) -> i32 {
  %dead = arith.addi %a, %a : i32
  return %a : i32
}
