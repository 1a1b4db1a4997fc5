x = 5
b = x > 3
print(-x, +x, not x, not 0, -b, +b, not b, ~b, - -x)
print(-9223372036854775808, not not x)
# Unary `-`, `+`, `not` and `~` on ints and bools.
# The expected output is what python3 prints.
#
# RUN: %ssa-run %s 2> %t.err | filecheck %s
# RUN: %ssa-opt -mem2reg -sccp -dce %s | %ssa-run - | filecheck %s
# CHECK: {{^}}-5 5 False True -1 1 False -2 5{{$}}
# CHECK-NEXT: {{^}}-9223372036854775808 True{{$}}
# CHECK-NOT: {{.}}
