// RUN: not %ssa-opt --verify-diagnostics %s 2>&1 | filecheck %s

/// --verify-diagnostics fails on an expectation that is not met and names it.
// CHECK: error: expected error "this is not what happens" was not produced
func.func @f() {
  // expected-error @+1 {{this is not what happens}}
  return
}
