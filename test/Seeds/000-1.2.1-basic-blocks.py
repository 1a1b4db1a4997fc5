## Seed 000, §1.2.1 "Introduction to Control Flow Graph (CFG) and Basic
## Blocks": the straight-line code a = x + y; b = x + y; a = 17; c = x + y
## "can be grouped into a block" (one block, L1); the code with the if
## "will generate multiple basic blocks", linked into a graph where L1 goes to
## L3 and L5, which both go to L6 (blocks named by their first line, as the
## document does). Both programs are in Inputs/ (§1.3 uses them again).
# RUN: %ssa-opt -print-cfg %S/Inputs/000-1.3-straight-line.py -o /dev/null | filecheck %s --check-prefix=ONE
# RUN: %ssa-opt -print-cfg %S/Inputs/000-1.3-branch.py -o /dev/null | filecheck %s --check-prefix=CFG
# ONE-LABEL: // -----// CFG of func.func @main //----- //
# ONE-NEXT:  // block  preds  succs  idom  dominance frontier
# ONE-NEXT:  // ^L1    -      -      -     {}
# ONE-NOT:   // ^
# CFG-LABEL: // -----// CFG of func.func @main //----- //
# CFG-NEXT:  // block  preds     succs     idom  dominance frontier
# CFG-NEXT:  // ^L1    -         ^L3, ^L5  -     {}
# CFG-NEXT:  // ^L3    ^L1       ^L6       ^L1   {^L6}
# CFG-NEXT:  // ^L5    ^L1       ^L6       ^L1   {^L6}
# CFG-NEXT:  // ^L6    ^L3, ^L5  -         ^L1   {}
