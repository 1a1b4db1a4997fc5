def count():
    i = 0
    while i < 10:
        x = i + 1
        i = x
    return i

print(count())
# The count loop of seeds/004, in Python. The text's CFG tests the
# condition at the end of the loop (block 1 loops to itself); here the
# while's test is its own block, the header ^L3, as seeds/000 draws loops.
# Phis everywhere then simplified (the answer's method, Aycock-Horspool)
# leaves one argument, for i, on the header.
#
# RUN: %ssa-translate --import-python %s | filecheck %s
# CHECK-LABEL: func.func @count() -> i64 {
# CHECK:         cf.br ^L3
# CHECK-NEXT:  ^L3:  // 2 preds: ^bb0, ^L4
# CHECK:         cf.cond_br %{{.*}}, ^L4, ^L6
# CHECK-NEXT:  ^L4:  // pred: ^L3
# CHECK:         cf.br ^L3
# CHECK-NEXT:  ^L6:  // pred: ^L3
# CHECK:         return
#
# RUN: %ssa-opt -mem2reg='algorithm=aycock-horspool' %s | filecheck %s --check-prefix=SSA
# SSA-LABEL: func.func @count() -> i64 {
# SSA:         cf.br ^L3(%{{.*}} : i64)
# SSA-NEXT:  ^L3(%i_1: i64):  // 2 preds: ^bb0, ^L4
# SSA:         cf.cond_br %{{.*}}, ^L4, ^L6
# SSA-NEXT:  ^L4:  // pred: ^L3
# SSA-NEXT:    %[[ONE:.*]] = arith.constant 1 : i64
# SSA-NEXT:    %[[X2:.*]] = arith.addi %i_1, %[[ONE]] : i64
# SSA-NEXT:    cf.br ^L3(%[[X2]] : i64)
# SSA-NEXT:  ^L6:  // pred: ^L3
# SSA-NEXT:    return %i_1 : i64
#
# RUN: %ssa-run %s | filecheck %s --check-prefix=OUT
# OUT: {{^}}10{{$}}
