def revisiting_ssa(x, y):
    a = x + y
    b = x + y
    a = 17
    c = x + y
    return a * 10000 + b * 100 + c

print(revisiting_ssa(2, 3))
# Seed 000, section 1.3 "Revisiting SSA", from its Python source: after
# renaming, b_0 = x_0 + y_0 and c_0 = x_0 + y_0 are a_0 (the first
# addition), and a_1 = 17. mem2reg renames; cse and gvn both leave one
# addition, used for b and c. The result (17, 5, 5 packed as 170505) is
# what python3 prints, before and after.
#
# RUN: %ssa-opt -mem2reg -cse %s | filecheck %s
# RUN: %ssa-opt -mem2reg -gvn %s | filecheck %s
# RUN: %ssa-run %s | filecheck %s --check-prefix=OUT
# RUN: %ssa-opt -mem2reg -gvn %s | %ssa-run - | filecheck %s --check-prefix=OUT
# CHECK-LABEL: func.func @revisiting_ssa(%x_arg: i64, %y_arg: i64) -> i64 {
# CHECK:         %[[A0:.*]] = arith.addi %x_arg, %y_arg : i64
# CHECK-NOT:     arith.addi %x_arg
# CHECK:         %[[A1:.*]] = arith.constant 17 : i64
# CHECK-NOT:     arith.addi %x_arg
# CHECK:         arith.muli %[[A0]],
# CHECK-NOT:     arith.addi %x_arg
# CHECK:         arith.addi %{{.*}}, %[[A0]] : i64
# CHECK-NOT:     arith.addi %x_arg
# CHECK-LABEL: func.func @main
# OUT: {{^}}170505{{$}}
# OUT-NOT: {{.}}
