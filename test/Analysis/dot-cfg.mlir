// RUN: %ssa-opt -dot-cfg %s -o /dev/null | filecheck %s
// Where Graphviz is installed, `dot` must accept the output too (the
// check is skipped without it, to keep Graphviz out of the requirements).
// RUN: %ssa-opt -dot-cfg %s -o /dev/null | (if command -v dot > /dev/null; then dot -Tsvg -o /dev/null; else cat > /dev/null; fi)

/// One digraph per function: a box per block with its label and ops as the
/// IR printer prints them (left-aligned lines, `\l`); CFG edges labelled
/// with the successor index when the terminator has several; dashed grey
/// dominator-tree edges that do not constrain the layout.
// CHECK-LABEL: digraph "lost_copy" {
// CHECK-NEXT:      label = "CFG of func.func @lost_copy (dashed: dominator tree)"
// CHECK-NEXT:      labelloc = t
// CHECK-NEXT:      node [shape = box, fontname = "monospace"]
// CHECK-NEXT:      0 [ label = "^bb0(%n: i32):\l  %c1 = arith.constant 1 : i32\l  cf.br ^loop(%c1 : i32)\l" ]
// CHECK-NEXT:      1 [ label = "^loop(%x: i32):\l  %next = arith.addi %x, %c1 : i32\l  %more = arith.cmpi slt, %x, %n : i32\l  cf.cond_br %more, ^loop(%next : i32), ^exit\l" ]
// CHECK-NEXT:      2 [ label = "^exit:\l  return %x : i32\l" ]
// CHECK-NEXT:      0 -> 1 [ ]
// CHECK-NEXT:      1 -> 1 [ label = "0"]
// CHECK-NEXT:      1 -> 2 [ label = "1"]
// CHECK-NEXT:      0 -> 1 [ style = dashed, color = gray, constraint = false]
// CHECK-NEXT:      1 -> 2 [ style = dashed, color = gray, constraint = false]
// CHECK-NEXT:  }
func.func @lost_copy(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c1 : i32)
^loop(%x: i32):
  %next = arith.addi %x, %c1 : i32
  %more = arith.cmpi slt, %x, %n : i32
  cf.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  return %x : i32
}

/// Quotes and backslashes in op text are escaped; an unreachable block is
/// drawn dotted and has no dominator-tree edge.
// CHECK-LABEL: digraph "escapes" {
// CHECK:           0 [ label = "^bb0(%p: i1):\l  cf.assert %p, \"say \\\"hi\\\" \\\\ bye\"\l  return\l" ]
// CHECK-NEXT:      1 [ label = "^dead:\l  cf.br ^dead\l" style = dotted]
// CHECK-NEXT:      1 -> 1 [ ]
// CHECK-NEXT:  }
func.func @escapes(%p: i1) {
  cf.assert %p, "say \"hi\" \\ bye"
  return
^dead:
  cf.br ^dead
}

/// A switch labels its edges by successor index, the default first; a
/// successor listed twice gives two edges.
// CHECK-LABEL: digraph "switch" {
// CHECK:           0 -> 1 [ label = "0"]
// CHECK-NEXT:      0 -> 2 [ label = "1"]
// CHECK-NEXT:      0 -> 2 [ label = "2"]
// CHECK-NEXT:      0 -> 1 [ style = dashed, color = gray, constraint = false]
// CHECK-NEXT:      0 -> 2 [ style = dashed, color = gray, constraint = false]
// CHECK-NEXT:  }
func.func @switch(%v: i32) {
  cf.switch %v : i32, [
    default: ^a,
    0: ^b,
    5: ^b
  ]
^a:
  return
^b:
  return
}
