def val(n):
    print(n)
    return n

print(val(0) and val(1), val(2) and val(3), val(0) or val(4), val(5) or val(6))
print(1 and 2 and 3, 1 and 0 and 3, 0 or 0 or 7, 0 or 0)
t = True
f = False
print(t and f, t or f, f or f, not (t and f))
if val(0) or val(8) and val(0):
    print(100)
else:
    print(200)
# `and` / `or` evaluate their right operand only when needed (val() prints when
# called) and give the operand's value, not a bool, as CPython does. In a
# condition they are branches (no value is made).
# The expected output is what python3 prints.
#
# RUN: %ssa-run %s 2> %t.err | filecheck %s
# RUN: %ssa-opt -mem2reg -sccp -dce %s | %ssa-run - | filecheck %s
# CHECK: {{^}}0{{$}}
# CHECK-NEXT: {{^}}2{{$}}
# CHECK-NEXT: {{^}}3{{$}}
# CHECK-NEXT: {{^}}0{{$}}
# CHECK-NEXT: {{^}}4{{$}}
# CHECK-NEXT: {{^}}5{{$}}
# CHECK-NEXT: {{^}}0 3 4 5{{$}}
# CHECK-NEXT: {{^}}3 0 7 0{{$}}
# CHECK-NEXT: {{^}}False True False True{{$}}
# CHECK-NEXT: {{^}}0{{$}}
# CHECK-NEXT: {{^}}8{{$}}
# CHECK-NEXT: {{^}}0{{$}}
# CHECK-NEXT: {{^}}200{{$}}
# CHECK-NOT: {{.}}
