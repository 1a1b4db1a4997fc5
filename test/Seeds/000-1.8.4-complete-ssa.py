## Seed 000 (documentation of a Python AST -> CFG -> SSA tool), §1.8.4 "Testing
## for complete SSA generation": the document's program (in Inputs/, shared
## with Python/seed-000-1.8.4-renaming.py), as its test gives it (comments
## included, so the lines and the block names L1, L3, L6, L8 are its own),
## placed semi-pruned and renamed. The test asserts exactly these four
## blocks: L1 a_0 = 3, If a_0 > 3; L3 a_1 = 3, a_2 = 98; L6 z_0 = 4; L8
## a_3 = a_2 Phi a_0 (written Φ here), y_0 = a_3, a_4 = 4. z gets no Φ: it
## is never read, so it is not in Globals.
# RUN: %ssa-opt '-print-textbook-ssa{flavor=semi-pruned}' %S/Inputs/000-1.8.4-renaming.py -o /dev/null | filecheck %s
# CHECK-LABEL: // -----// Textbook SSA of func.func @main //----- //
# CHECK-NEXT: // L1:
# CHECK-NEXT: //     a_0 = 3
# CHECK-NEXT: //     if a_0 > 3 goto L3 else L6
# CHECK-NEXT: // L3:
# CHECK-NEXT: //     a_1 = 3
# CHECK-NEXT: //     a_2 = 98
# CHECK-NEXT: //     goto L8
# CHECK-NEXT: // L6:
# CHECK-NEXT: //     z_0 = 4
# CHECK-NEXT: //     goto L8
# CHECK-NEXT: // L8:
# CHECK-NEXT: //     a_3 = Φ(a_2, a_0)
# CHECK-NEXT: //     y_0 = a_3
# CHECK-NEXT: //     a_4 = 4
# CHECK-NEXT: //     return
