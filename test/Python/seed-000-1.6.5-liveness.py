# The program of seeds/000 §1.6.5 (in ../Seeds/Inputs/), whose expected output is
#   block L1: UEVAR: {'c'}, VARKILL : {'a'}, LIVEOUT : {'a', 'b'}
#   block L3: UEVAR: {'a', 'b'}, VARKILL : {'y', 'x'}, LIVEOUT : set()
# The text's CFG has no block after the if; here both paths end in ^end
# (the function's return), which uses nothing.
#
# RUN: %ssa-opt -print-liveness %S/../Seeds/Inputs/000-1.6.5-live-variables.py | filecheck %s
# CHECK:      // block  UEVAR   VARKILL  LIVEIN  LIVEOUT
# CHECK-NEXT: // L1     {c}     {a}      {c, b}  {a, b}
# CHECK-NEXT: // L3     {a, b}  {y, x}   {a, b}  {}
# CHECK-NEXT: // end    {}      {}       {}      {}
