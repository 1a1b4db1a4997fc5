# The program of seeds/000 §1.2.1 (and §1.3; in ../Seeds/Inputs/): four blocks, L1 L3 L5 L6, as
# the text draws them. The condition is evaluated in L1, which branches on
# it; x, y and b are read before any write (the text's inputs): their slots
# are never stored before the read.
#
# RUN: %ssa-translate --import-python %S/../Seeds/Inputs/000-1.3-branch.py | filecheck %s
# CHECK-LABEL: func.func @main() {
# CHECK:         %x = memref.alloca() : memref<i64> loc("{{.*}}000-1.3-branch.py":1:5)
# CHECK:         %a = memref.alloca() : memref<i64> loc("{{.*}}000-1.3-branch.py":1:5)
# CHECK:         %[[B:.*]] = memref.load %b[] : memref<i64> loc("{{.*}}":2:4)
# CHECK:         %[[LT:.*]] = arith.cmpi slt, %[[B]], %{{.*}} : i64 loc("{{.*}}":2:4)
# CHECK-NEXT:    cf.cond_br %[[LT]], ^L3, ^L5 loc("{{.*}}":2:4)
# CHECK-NEXT:  ^L3:  // pred: ^bb0
# CHECK:         memref.store %{{.*}}, %x[] : memref<i64> loc("{{.*}}":3:5)
# CHECK-NEXT:    cf.br ^L6
# CHECK-NEXT:  ^L5:  // pred: ^bb0
# CHECK:         memref.store %{{.*}}, %x[] : memref<i64> loc("{{.*}}":5:5)
# CHECK-NEXT:    cf.br ^L6
# CHECK-NEXT:  ^L6:  // 2 preds: ^L3, ^L5
# CHECK:         memref.store %{{.*}}, %b[] : memref<i64> loc("{{.*}}":6:1)
# CHECK-NEXT:    return
# CHECK-NEXT:  }
#
# mem2reg: the phi for x of §1.3 is L6's block argument; y's slot is never
# stored, so its read is the undefined value.
# RUN: %ssa-opt -mem2reg %S/../Seeds/Inputs/000-1.3-branch.py | filecheck %s --check-prefix=SSA
# SSA:        %[[UNDEF:.*]] = ub.poison : i64
# SSA:        cf.cond_br %{{.*}}, ^L3, ^L5
# SSA:      ^L3:  // pred: ^bb0
# SSA-NEXT:   %[[ZERO:.*]] = arith.constant 0 : i64
# SSA-NEXT:   cf.br ^L6(%[[ZERO]] : i64)
# SSA:      ^L5:  // pred: ^bb0
# SSA-NEXT:   %[[ONE:.*]] = arith.constant 1 : i64
# SSA-NEXT:   cf.br ^L6(%[[ONE]] : i64)
# SSA:      ^L6(%x_1: i64):  // 2 preds: ^L3, ^L5
# SSA-NEXT:   arith.addi %x_1, %[[UNDEF]] : i64
