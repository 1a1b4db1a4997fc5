## Seed 000, §1.4 "Minimal SSA" (its CFG cfgssaintro is §1.3's branching
## program, in Inputs/; its B1..B4 are L1, L3, L5, L6 here): "Φ-function
## of x had to be inserted just before B4 since it has been declared in
## both of the blocks B2 and B3. But φ-function for variable y should not be
## inserted at B4 since B2 and B3 had not declared variable y." The
## placement trace shows it: Blocks(x) = {L3, L5}, whose frontier is L6, and
## Blocks(y) = {} (y is only read).
# RUN: %ssa-opt '-print-textbook-ssa{flavor=minimal trace=true}' %S/Inputs/000-1.3-branch.py -o /dev/null | filecheck %s
# CHECK-LABEL: // Φ placement (minimal, 000 §1.7.2: every variable is global)
# CHECK-NEXT: // Globals = {x, y, a, b}
# CHECK-NEXT: // Blocks(x) = {L3, L5}
# CHECK-NEXT: // Blocks(y) = {}
# CHECK-NEXT: // Blocks(a) = {L1}
# CHECK-NEXT: // Blocks(b) = {L6}
# CHECK-NEXT: // x: WorkList = {L3, L5}
# CHECK-NEXT: //   take L3: DF(L3) = {L6}
# CHECK-NEXT: //     L6: insert x = Φ(x, x); WorkList += L6
# CHECK-NEXT: //   take L5: DF(L5) = {L6}
# CHECK-NEXT: //     L6: already tried for x
# CHECK-NEXT: //   take L6: DF(L6) = {}
# CHECK-NEXT: // y: WorkList = {}
# CHECK:      // L6:
# CHECK-NEXT: //     x_3 = Φ(x_1, x_2)
# CHECK-NEXT: //     b_1 = x_3 + y_0
