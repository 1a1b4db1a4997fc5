## Seed 000, §1.3 "Revisiting SSA", the straight-line block: every
## assignment gets a new version; x and y are read before any assignment, so
## they are the implicit entry definitions x_0 and y_0. The document's result:
## a_0 = x_0 + y_0, b_0 = x_0 + y_0, a_1 = 17, c_0 = x_0 + y_0. Its second
## form, b_0 = a_0 and c_0 = a_0, is value numbering (the test
## 000-1.3-value-numbering.py; the program is in Inputs/, shared with it).
# RUN: %ssa-opt -print-textbook-ssa %S/Inputs/000-1.3-straight-line.py -o /dev/null | filecheck %s
# CHECK-LABEL: // -----// Textbook SSA of func.func @main //----- //
# CHECK-NEXT: // L1:
# CHECK-NEXT: //     a_0 = x_0 + y_0
# CHECK-NEXT: //     b_0 = x_0 + y_0
# CHECK-NEXT: //     a_1 = 17
# CHECK-NEXT: //     c_0 = x_0 + y_0
# CHECK-NEXT: //     return
