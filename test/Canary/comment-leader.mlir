// RUN: printf 'foo\n' | not filecheck %s --check-prefix=TIGHT 2>&1 | filecheck %s --check-prefix=NONE
// RUN: printf 'foo\n' | filecheck %s --check-prefix=SPACED

/// Pins that litcheck-filecheck 0.5.0 does not see a directive glued to its
/// comment leader (`//TIGHT` below; LLVM's FileCheck does): it then finds no
/// check at all and fails. Write a space after `//`, as the control does.
//TIGHT: foo
// SPACED: foo
// NONE: no check strings found with prefix(es) 'TIGHT'
