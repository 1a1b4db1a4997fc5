// RUN: %ssa-opt %s | FileCheck %s

/// The check of verbatim attribute dictionaries steps over characters it
/// does not read one whole character at a time: a multi-byte character as
/// a value, as a key, or after a string is kept as written (found by the
/// parse, verify_print and pipeline fuzz targets, which it used to panic on).

// CHECK: "x.op"() {a = φ} : () -> ()
"x.op"() {a = φ} : () -> ()
// CHECK: "x.op"() {φ = 1, b = "é"} : () -> ()
"x.op"() {φ = 1, b = "é"} : () -> ()
// CHECK: func.func private @f() attributes {a = "é", φ}
func.func private @f() attributes {a = "é", φ}
