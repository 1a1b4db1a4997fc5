print(1)
print()
print(True, False, 0, -1)
print(1 < 2, 3, 1 + 1 == 2)
x = 9223372036854775807
print(x, -x - 1)
# print() prints like CPython: space-separated, True / False for bools.
# The expected output is what python3 prints.
#
# RUN: %ssa-run %s 2> %t.err | filecheck %s
# RUN: %ssa-opt -mem2reg -sccp -dce %s | %ssa-run - | filecheck %s
# CHECK: {{^}}1{{$}}
# CHECK-EMPTY:
# CHECK-NEXT: {{^}}True False 0 -1{{$}}
# CHECK-NEXT: {{^}}True 3 True{{$}}
# CHECK-NEXT: {{^}}9223372036854775807 -9223372036854775808{{$}}
# CHECK-NOT: {{.}}
