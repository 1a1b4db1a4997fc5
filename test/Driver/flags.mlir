// RUN: %ssa-opt %s | filecheck %s --check-prefix=PLAIN
// RUN: %ssa-opt < %s | filecheck %s --check-prefix=PLAIN
// RUN: %ssa-opt - < %s | filecheck %s --check-prefix=PLAIN
// RUN: %ssa-opt -dce %s -o %t && filecheck %s --check-prefix=DCE < %t
// RUN: %ssa-opt --dce %s | filecheck %s --check-prefix=DCE
// RUN: %ssa-opt --passes=dce %s | filecheck %s --check-prefix=DCE
// RUN: %ssa-opt --passes 'dce, dce' %s | filecheck %s --check-prefix=DCE

/// Input from a file or standard input, passes as flags or as a pipeline,
/// output to standard output or to -o.
// PLAIN: %dead = arith.addi
// DCE-LABEL: func.func @f(%a: i32) -> i32 {
// DCE-NEXT:    return %a : i32
func.func @f(%a: i32) -> i32 {
  %dead = arith.addi %a, %a : i32
  return %a : i32
}
