// RUN: not %ssa-opt -dcee %s 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not %ssa-opt --passes='dce,dcee' %s 2>&1 | filecheck %s --check-prefix=PIPELINE
// RUN: not %ssa-opt --passes='cse{aggressive=true}' %s 2>&1 | filecheck %s --check-prefix=OPTION
// RUN: not %ssa-opt -dce --passes=dce %s 2>&1 | filecheck %s --check-prefix=BOTH
// RUN: not %ssa-opt %S/no-such-file.mlir 2>&1 | filecheck %s --check-prefix=MISSING
// RUN: rm -f %t && not %ssa-opt %S/Inputs/invalid.mlir -o %t 2>&1 | filecheck %s --check-prefix=INVALID && not test -e %t

/// Unknown passes and options are named with the closest match; a bad
/// pipeline points at the offending character; failures write nothing to -o.
// UNKNOWN: ssa-opt: error: unknown pass or option '-dcee'; did you mean '-dce'?
// PIPELINE: error: unknown pass 'dcee'; did you mean 'dce'?
// PIPELINE-NEXT: dce,dcee
// PIPELINE-NEXT: {{^}}      ^
// OPTION: error: pass 'cse' has no option 'aggressive' (it has no options)
// BOTH: error: give passes either as flags or with --passes, not both
// MISSING: ssa-opt: error: cannot read '{{.*}}no-such-file.mlir'
// INVALID: invalid.mlir:2:{{[0-9]+}}: error: use of undeclared SSA value name '%missing'
func.func @f() {
  return
}
