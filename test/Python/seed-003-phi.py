def g():
    i = f()
    if i < 10:
        i = 10
    return i
# The example of seeds/003 (in a function: `return` needs one): blocks L0,
# L1, L2 of the text are ^L2, ^L4, ^L5 here; f is unknown, so an external
# function. mem2reg gives "i3 = phi(L0: i1, L1: i2)" as ^L5's argument.
#
# RUN: %ssa-translate --import-python %s | filecheck %s
# CHECK:       func.func @g() -> i64 {
# CHECK:         %[[I1:.*]] = call @f() : () -> i64 loc("{{.*}}":2:9)
# CHECK-NEXT:    memref.store %[[I1]], %i[] : memref<i64> loc("{{.*}}":2:5)
# CHECK:         cf.cond_br %{{.*}}, ^L4, ^L5
# CHECK-NEXT:  ^L4:  // pred: ^bb0
# CHECK:         cf.br ^L5
# CHECK-NEXT:  ^L5:  // 2 preds: ^bb0, ^L4
# CHECK-NEXT:    %[[I:.*]] = memref.load %i[] : memref<i64> loc("{{.*}}":5:12)
# CHECK-NEXT:    return %[[I]] : i64 loc("{{.*}}":5:5)
# CHECK:       func.func private @f() -> i64
#
# RUN: %ssa-opt -mem2reg %s | filecheck %s --check-prefix=SSA
# SSA:         %[[I1:.*]] = call @f() : () -> i64
# SSA:         cf.cond_br %{{.*}}, ^L4, ^L5(%[[I1]] : i64)
# SSA-NEXT:  ^L4:  // pred: ^bb0
# SSA-NEXT:    %[[I2:.*]] = arith.constant 10 : i64
# SSA-NEXT:    cf.br ^L5(%[[I2]] : i64)
# SSA-NEXT:  ^L5(%i_1: i64):  // 2 preds: ^bb0, ^L4
# SSA-NEXT:    return %i_1 : i64
