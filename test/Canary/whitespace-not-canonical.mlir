// RUN: printf 'a  b\n' | not filecheck %s --check-prefix=ONE-SPACE 2>&1 | filecheck %s --check-prefix=MISS
// RUN: printf 'a\tb\n' | not filecheck %s --check-prefix=ONE-SPACE 2>&1 | filecheck %s --check-prefix=MISS
// RUN: printf 'a b\n' | not filecheck %s --check-prefix=TWO-SPACES 2>&1 | filecheck %s --check-prefix=MISS
// RUN: printf 'a b\n' | filecheck %s --check-prefix=ONE-SPACE
// RUN: printf '// TRAILING: foo \n' > %t
// RUN: printf 'foo\n' | not filecheck %t --check-prefix=TRAILING 2>&1 | filecheck %s --check-prefix=MISS

/// Pins that litcheck-filecheck 0.5.0 does not canonicalise horizontal
/// whitespace as LLVM's FileCheck does: a single space in a pattern does not
/// match two spaces or a tab, two spaces do not match one, and a trailing
/// blank in a pattern must be in the input (LLVM accepts all four). The
/// fourth run is the control: the exact spacing matches.
// ONE-SPACE: a b
// TWO-SPACES: a  b
// MISS: no matches were found for expected pattern
