// RUN: printf 'x[y\n' | not filecheck %s --check-prefix=POSIX 2>&1 | filecheck %s --check-prefix=SYNTAX
// RUN: printf 'x[y\n' | filecheck %s --check-prefix=ESCAPED
// RUN: printf 'ab\n' | filecheck %s --check-prefix=LEADING
// RUN: printf 'a b\n' | not filecheck %s --check-prefix=LEADING 2>&1 | filecheck %s --check-prefix=MISS
// RUN: printf 'a b\n' | filecheck %s --check-prefix=CLASS

/// Pins that litcheck-filecheck 0.5.0 compiles `{{...}}` with Rust's regex
/// crate and drops a leading space inside the braces: the POSIX idiom `[[]`
/// is a syntax error (write `\[`), and `{{ b}}` matches `ab` but not `a b`
/// (write `{{[ ]*}}`); LLVM's FileCheck does the opposite in both cases.
// POSIX: x{{[[]}}y
// ESCAPED: x{{\[}}y
// LEADING: a{{ b}}
// CLASS: a{{[ ]*}}b
// SYNTAX: unclosed character class
// MISS: no matches were found for expected pattern
