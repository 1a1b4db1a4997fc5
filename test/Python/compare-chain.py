def val(n):
    print(n)
    return n

print(1 < 2 < 3, 3 > 2 > 2, 1 == 1 != 2, 2 <= 2 >= 1)
print(val(1) < val(0) < val(5))
print(val(1) < val(3) < val(2))
x = 4
if 0 <= x < 5 and x != 3:
    print(x)
print(True == 1, False < True, True >= 2)
# Chained comparisons: the middle operand is evaluated once, the rest only if
# the chain is still true (val() prints when called); bools compare as 0 / 1.
# The expected output is what python3 prints.
#
# RUN: %ssa-run %s 2> %t.err | filecheck %s
# RUN: %ssa-opt -mem2reg -sccp -dce %s | %ssa-run - | filecheck %s
# CHECK: {{^}}True False True True{{$}}
# CHECK-NEXT: {{^}}1{{$}}
# CHECK-NEXT: {{^}}0{{$}}
# CHECK-NEXT: {{^}}False{{$}}
# CHECK-NEXT: {{^}}1{{$}}
# CHECK-NEXT: {{^}}3{{$}}
# CHECK-NEXT: {{^}}2{{$}}
# CHECK-NEXT: {{^}}False{{$}}
# CHECK-NEXT: {{^}}4{{$}}
# CHECK-NEXT: {{^}}True True False{{$}}
# CHECK-NOT: {{.}}
