## Seed 000, §1.6.5 "Testing for Live Variable Analysis": for its program
## (in Inputs/, shared with Python/) the document prints block L1: UEVAR:
## {'c'}, VARKILL : {'a'}, LIVEOUT : {'a', 'b'} and block L3: UEVAR: {'a',
## 'b'}, VARKILL : {'y', 'x'}, LIVEOUT : set(). The trace's first lines and
## last round are those sets (variables in the order the program names
## them); 'end' is the empty block after the if.
# RUN: %ssa-opt '-print-liveness{trace=true}' %S/Inputs/000-1.6.5-live-variables.py -o /dev/null | filecheck %s
# CHECK-LABEL: // -----// Liveness of func.func @main //----- //
# CHECK-NEXT: // slots: %a, %c, %b, %y, %x
# CHECK-NEXT: // Liveness (000 §1.6.4): UEVAR and VARKILL of each block
# CHECK-NEXT: //   L1: UEVAR {c}  VARKILL {a}
# CHECK-NEXT: //   L3: UEVAR {a, b}  VARKILL {y, x}
# CHECK-NEXT: //   end: UEVAR {}  VARKILL {}
# CHECK-NEXT: // LIVEOUT(n) = ∪ over successors m: UEVAR(m) ∪ (LIVEOUT(m) ∩ ~VARKILL(m)), all ∅ at first
# CHECK-NEXT: // round 1:
# CHECK-NEXT: //   LIVEOUT(L1) = {a, b}  (changed)
# CHECK-NEXT: //   LIVEOUT(L3) = {}
# CHECK-NEXT: //   LIVEOUT(end) = {}
# CHECK-NEXT: // round 2:
# CHECK-NEXT: //   LIVEOUT(L1) = {a, b}
# CHECK-NEXT: //   LIVEOUT(L3) = {}
# CHECK-NEXT: //   LIVEOUT(end) = {}
# CHECK-NEXT: // round 2 changed nothing: the fixed point
# CHECK-NEXT: // block  UEVAR   VARKILL  LIVEIN  LIVEOUT
# CHECK-NEXT: // L1     {c}     {a}      {c, b}  {a, b}
# CHECK-NEXT: // L3     {a, b}  {y, x}   {a, b}  {}
# CHECK-NEXT: // end    {}      {}       {}      {}
# CHECK-NEXT: // SSA values (block arguments as phis: defined at the top of their block, operands passed on an edge used at the end of the predecessor):
# CHECK-NEXT: // block  live-in           live-out
# CHECK-NEXT: // ^L1    {}                {%a, %b, %y, %x}
# CHECK-NEXT: // ^L3    {%a, %b, %y, %x}  {}
# CHECK-NEXT: // ^end   {}                {}
