## Seed 000, §1.3 "Revisiting SSA", the straight-line block's second form
## ("And will obtain"): after renaming, value numbering finds that
## b_0 = x_0 + y_0 and c_0 = x_0 + y_0 compute the value a_0 holds, and
## writes them as copies: a_0 = x_0 + y_0, b_0 = a_0, a_1 = 17, c_0 = a_0.
## a_0 still names x_0 + y_0 after a is assigned again (a_1 = 17): SSA keeps
## both versions. The classes are gvn's (Simpson's RPO algorithm), on the
## program promoted as mem2reg does; x_0 and y_0, read before any
## assignment, are unknown inputs there. The program is in Inputs/.
# RUN: %ssa-opt '-print-textbook-ssa{value-numbers=true}' %S/Inputs/000-1.3-straight-line.py -o /dev/null | filecheck %s
# CHECK-LABEL: // After value numbering (gvn's classes): a value equal to an earlier variable's is written by its name
# CHECK-NEXT: // L1:
# CHECK-NEXT: //     a_0 = x_0 + y_0
# CHECK-NEXT: //     b_0 = a_0
# CHECK-NEXT: //     a_1 = 17
# CHECK-NEXT: //     c_0 = a_0
# CHECK-NEXT: //     return
