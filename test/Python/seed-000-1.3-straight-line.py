# The first program of seeds/000 §1.2.1 and §1.3 (in ../Seeds/Inputs/): one
# basic block. After mem2reg every use reads the value of the one definition that reaches it
# (a_0, a_1 of the text are the two stores of a; nothing reads a_1).
#
# RUN: %ssa-translate --import-python %S/../Seeds/Inputs/000-1.3-straight-line.py | filecheck %s
# CHECK:     func.func @main() {
# CHECK-NOT: {{\^}}L
# CHECK:     return
#
# RUN: %ssa-opt -mem2reg %S/../Seeds/Inputs/000-1.3-straight-line.py | filecheck %s --check-prefix=SSA
# SSA:        %[[UNDEF:.*]] = ub.poison : i64
# SSA-NEXT:   %[[A0:.*]] = arith.addi %[[UNDEF]], %[[UNDEF]] : i64
# SSA-NEXT:   %[[B0:.*]] = arith.addi %[[UNDEF]], %[[UNDEF]] : i64
# SSA-NEXT:   %[[A1:.*]] = arith.constant 17 : i64
# SSA-NEXT:   %[[C0:.*]] = arith.addi %[[UNDEF]], %[[UNDEF]] : i64
# SSA-NEXT:   return
