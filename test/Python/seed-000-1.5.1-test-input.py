a = 3           # 1st
if a > 3:       #  |
    a = E       # 2nd
else:           # 3rd
    z = F       #  |
y = F           # Eth
# The program of seeds/000 §1.5.1: the diamond A -> B, C -> D of the text's
# block_links, here L1 -> L3, L5 -> L6, with its dominators and frontiers.
# E and F are read, never assigned: slots never stored (the text's inputs).
#
# RUN: %ssa-opt -print-cfg %s | filecheck %s
# CHECK:      // block  preds     succs     idom  dominance frontier
# CHECK-NEXT: // ^L1    -         ^L3, ^L5  -     {}
# CHECK-NEXT: // ^L3    ^L1       ^L6       ^L1   {^L6}
# CHECK-NEXT: // ^L5    ^L1       ^L6       ^L1   {^L6}
# CHECK-NEXT: // ^L6    ^L3, ^L5  -         ^L1   {}
# CHECK:      %E = memref.alloca() : memref<i64>
# CHECK-NOT:  memref.store %{{.*}}, %E[]
# CHECK:      memref.load %E[]
