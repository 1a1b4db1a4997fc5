// RUN: %ssa-smith --check --count 20 --passes dce | filecheck %s
// RUN: %ssa-smith --check --count 3 --passes dce --passes 'dce,dce' --vectors 2 | filecheck %s --check-prefix=TWO
// RUN: not %ssa-smith --check --count 5 --passes dcee 2>&1 | filecheck %s --check-prefix=BAD
// RUN: not %ssa-smith --check --count 5 2>&1 | filecheck %s --check-prefix=NONE

/// ssa-smith --check generates programs, runs each through the pipeline and
/// compares both versions by execution; the summary counts programs and
/// argument vectors run (4 per program by default, per pipeline).
// CHECK: {{^}}20 programs, 80 runs, 0 mismatches ({{[0-9]+}} compared, {{[0-9]+}} undefined, {{[0-9]+}} inconclusive){{$}}
// TWO: {{^}}3 programs, 12 runs, 0 mismatches

/// Pipelines are parsed against the registry before anything runs.
// BAD: error: unknown pass 'dcee'; did you mean 'dce'?
// NONE: ssa-smith: error: --check needs --passes PIPELINE, --all-passes, --mlir-opt or --jit
