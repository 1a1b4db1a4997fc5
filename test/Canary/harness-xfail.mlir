// XFAIL: *
// RUN: false

/// Pins that the harness counts an expected failure as a pass (and, were the
/// run to succeed, an unexpected pass as a failure).
