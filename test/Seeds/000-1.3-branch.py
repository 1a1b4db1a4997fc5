## Seed 000, §1.3, the branching example: x_3 = Φ(x_1, x_2) joins the two
## assignments of x. The document writes the last line b_0 = x_3 + y_0,
## reusing b_0 for a second definition of b (a known slip, see the seeds'
## README): b is read in the condition before it is assigned, so that read is
## the implicit b_0 and the assignment is b_1, which is what is checked. The
## program is in Inputs/.
# RUN: %ssa-opt -print-textbook-ssa %S/Inputs/000-1.3-branch.py -o /dev/null | filecheck %s
# CHECK-LABEL: // -----// Textbook SSA of func.func @main //----- //
# CHECK-NEXT: // L1:
# CHECK-NEXT: //     a_0 = x_0 + y_0
# CHECK-NEXT: //     if b_0 < 3 goto L3 else L5
# CHECK-NEXT: // L3:
# CHECK-NEXT: //     x_1 = 0
# CHECK-NEXT: //     goto L6
# CHECK-NEXT: // L5:
# CHECK-NEXT: //     x_2 = 1
# CHECK-NEXT: //     goto L6
# CHECK-NEXT: // L6:
# CHECK-NEXT: //     x_3 = Φ(x_1, x_2)
# CHECK-NEXT: //     b_1 = x_3 + y_0
# CHECK-NEXT: //     return
