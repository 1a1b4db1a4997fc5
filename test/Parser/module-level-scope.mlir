// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s | %ssa-opt | filecheck %s

/// Ops at module level keep their names after a function: each
/// function is named in its own scope, the module's other ops in theirs
/// (printed `%<<UNKNOWN>>` after a function before #15's fix). The entry
/// blocks, whose labels are not printed, are numbered in `// pred:`.
// CHECK-LABEL: module {
// CHECK-NEXT:    func.func @f(%x: i32) -> i32 {
// CHECK-NEXT:      cf.br ^next
// CHECK-NEXT:    ^next:  // pred: ^bb0
// CHECK-NEXT:      return %x : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %p:2 = "x.after"() ({
// CHECK-NEXT:      %1 = "x.val"() : () -> i32
// CHECK-NEXT:      "x.br"() [^d] : () -> ()
// CHECK-NEXT:    ^d:  // pred: ^bb0
// CHECK-NEXT:      "x.end"(%1) : (i32) -> ()
// CHECK-NEXT:    }) : () -> (i32, i32)
// CHECK-NEXT:    "x.use"(%p#1) : (i32) -> ()
// CHECK-NEXT:  }
func.func @f(%x: i32) -> i32 {
  cf.br ^next
^next:
  return %x : i32
}
%p:2 = "x.after"() ({
^c:
  %1 = "x.val"() : () -> i32
  "x.br"() [^d] : () -> ()
^d:
  "x.end"(%1) : (i32) -> ()
}) : () -> (i32, i32)
"x.use"(%p#1) : (i32) -> ()
