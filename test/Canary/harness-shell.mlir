// RUN: test -n "$BASH_VERSION"
// RUN: if false | true; then exit 1; fi
// RUN: not false
// RUN: not not true
// RUN: printf 'upper\n' | FileCheck %s --check-prefix=UPPER
// RUN: printf 'lower\n' | filecheck %s --check-prefix=LOWER
// RUN: command -v %ssa-opt

/// Pins the harness's two workarounds for litcheck-lit 0.5.0 and its search
/// path: scripts run in bash with pipefail (a failure on the left of a pipe
/// fails the pipe), `not`, `FileCheck` and `filecheck` are found (the
/// built-in substitutions would expand to nothing), and so is `%ssa-opt`.
// UPPER: upper
// LOWER: lower
