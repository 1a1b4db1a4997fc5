// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s | %ssa-opt | filecheck %s

/// Ops at module level keep their names on both sides of a function: each
/// function is named in its own scope, the module's other ops in theirs
/// (printed `%<<UNKNOWN>>` after a function before #15's fix). The entry
/// blocks, whose labels are not printed, are numbered in `// pred:`.
// CHECK-LABEL: module {
// CHECK-NEXT:    "x.before"() ({
// CHECK-NEXT:      %0 = "x.val"() : () -> i32
// CHECK-NEXT:      "x.br"() [^b] : () -> ()
// CHECK-NEXT:    ^b:  // pred: ^bb0
// CHECK-NEXT:      "x.end"(%0) : (i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    func.func @f(%x: i32) -> i32 {
// CHECK-NEXT:      cf.br ^next
// CHECK-NEXT:    ^next:  // pred: ^bb0
// CHECK-NEXT:      return %x : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %p:2 = "x.after"() ({
// CHECK-NEXT:      %1 = "x.val"() : () -> i32
// CHECK-NEXT:      "x.br"() [^d] : () -> ()
// CHECK-NEXT:    ^d:  // pred: ^bb1
// CHECK-NEXT:      "x.end"(%1) : (i32) -> ()
// CHECK-NEXT:    }) : () -> (i32, i32)
// CHECK-NEXT:    "x.use"(%p#1) : (i32) -> ()
// CHECK-NEXT:  }
"x.before"() ({
^a:
  %0 = "x.val"() : () -> i32
  "x.br"() [^b] : () -> ()
^b:
  "x.end"(%0) : (i32) -> ()
}) : () -> ()
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
