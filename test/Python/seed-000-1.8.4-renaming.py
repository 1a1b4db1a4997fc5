# The program of seeds/000 §1.8.4 (in ../Seeds/Inputs/, shared with the
# textbook test Seeds/000-1.8.4-complete-ssa.py), whose expected blocks are L1, L3, L6 and
# L8, with "a_3 = a_2 Phi a_0" at the top of L8 (semi-pruned placement,
# as the text's test asks: z is live nowhere, so it gets no argument, though
# the comment in the program expects one; minimal placement gives z one).
#
# RUN: %ssa-translate --import-python %S/../Seeds/Inputs/000-1.8.4-renaming.py | filecheck %s
# CHECK:         cf.cond_br %{{.*}}, ^L3, ^L6 loc("{{.*}}":2:4)
# CHECK-NEXT:  ^L3:  // pred: ^bb0
# CHECK:         cf.br ^L8
# CHECK-NEXT:  ^L6:  // pred: ^bb0
# CHECK:         cf.br ^L8
# CHECK-NEXT:  ^L8:  // 2 preds: ^L3, ^L6
# CHECK:         memref.store %{{.*}}, %y[] : memref<i64> loc("{{.*}}":8:1)
#
# RUN: %ssa-opt -mem2reg='flavor=semi-pruned' %S/../Seeds/Inputs/000-1.8.4-renaming.py | filecheck %s --check-prefix=SEMI
# SEMI:        %[[A0:.*]] = arith.constant 3 : i64
# SEMI:      ^L3:  // pred: ^bb0
# SEMI:        %[[A2:.*]] = arith.constant 98 : i64
# SEMI-NEXT:   cf.br ^L8(%[[A2]] : i64)
# SEMI:      ^L6:  // pred: ^bb0
# SEMI-NEXT:   arith.constant 4 : i64
# SEMI-NEXT:   cf.br ^L8(%[[A0]] : i64)
# SEMI:      ^L8(%a_1: i64):  // 2 preds: ^L3, ^L6
#
# RUN: %ssa-opt -mem2reg='flavor=minimal' %S/../Seeds/Inputs/000-1.8.4-renaming.py | filecheck %s --check-prefix=MINIMAL
# MINIMAL:     %[[UNDEF:.*]] = ub.poison : i64
# MINIMAL:     cf.br ^L8(%{{.*}}, %[[UNDEF]] : i64, i64)
# MINIMAL:   ^L6:  // pred: ^bb0
# MINIMAL-NEXT: %[[Z0:.*]] = arith.constant 4 : i64
# MINIMAL-NEXT: cf.br ^L8(%{{.*}}, %[[Z0]] : i64, i64)
# MINIMAL:   ^L8(%a_1: i64, %z_1: i64):  // 2 preds: ^L3, ^L6
