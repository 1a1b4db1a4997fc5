// RUN: printf 'A -> B, C\nB -> D\nC -> D\nD\n' > %t.cfg && %ssa-opt %t.cfg | filecheck %s
// RUN: printf "block_links={'A': ['B', 'C'],\n 'B': ['D'], 'C': ['D'], 'D': []}" > %t.cfg && %ssa-opt %t.cfg | filecheck %s
// RUN: printf 'A -> B, C\nB -> D\nC -> D\nD\n' | %ssa-opt --input-format=cfg - | filecheck %s
// RUN: printf 'L -> L, X, Y\n' > %t.cfg && %ssa-opt %t.cfg | filecheck %s --check-prefix=LOOP
// RUN: printf 'A -> B\nA -> C\n' > %t.cfg && not %ssa-opt %t.cfg -o %t.out 2>&1 | filecheck %s --check-prefix=TWICE
// RUN: test ! -e %t.out
// RUN: printf "{'A': ['B' 'C']}" > %t.cfg && not %ssa-opt %t.cfg 2>&1 | filecheck %s --check-prefix=COMMA

/// CFGs without code: both notations read as one function whose hidden
/// root branches to the first block listed; a block branches on %c to two
/// successors, switches on %s to more, returns with none.
// CHECK:       func.func @cfg(%c: i1, %s: i32) attributes {cfg.hidden_root} {
// CHECK-NEXT:    cf.br ^A
// CHECK-NEXT:  ^A:
// CHECK-NEXT:    cf.cond_br %c, ^B, ^C
// CHECK-NEXT:  ^B:
// CHECK-NEXT:    cf.br ^D
// CHECK:       ^D:
// CHECK-NEXT:    return

/// The first block may have predecessors (here itself).
// LOOP:       cf.br ^L
// LOOP-NEXT:  ^L:  // 2 preds: ^bb0, ^L
// LOOP-NEXT:    cf.switch %s : i32, [
// LOOP-NEXT:      default: ^L,
// LOOP-NEXT:      0: ^X,
// LOOP-NEXT:      1: ^Y
// LOOP-NEXT:    ]

/// Errors are located in the .cfg file, and nothing is written to -o.
// TWICE: .cfg:2:1: error: block 'A' already has its successors listed
// TWICE-NEXT: A -> C
// TWICE-NEXT: ^
// COMMA: .cfg:1:12: error: expected ']' or ',' in the successor list
