// RUN: printf 'foo\n' | filecheck %s --check-prefix=OVERLAP
// RUN: printf 'foo\n' | not filecheck %s --check-prefix=COUNTED
// RUN: printf 'bar\nfoo\n' | filecheck %s --check-prefix=DISTINCT

/// Pins that two CHECK-DAG lines of litcheck-filecheck 0.5.0 may match the
/// same input line (LLVM's FileCheck rejects the first run): a broken test can
/// pass. The other runs show the safe forms: a count fails on one `foo`, and
/// distinct DAG patterns match in either order.
// OVERLAP-DAG: foo
// OVERLAP-DAG: foo
// COUNTED-COUNT-2: foo
// DISTINCT-DAG: foo
// DISTINCT-DAG: bar
