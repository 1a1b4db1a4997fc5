for i in range(3):
    print(i)
for i in range(5, 1, -2):
    print(i)
for i in range(-3, 3, 4):
    print(i)
else:
    print(100)
for i in range(10):
    if i == 2:
        break
else:
    print(200)
print(i)
s = -3
for i in range(10, -10, s):
    i += 100
    print(i)
for i in range(0):
    print(i)
else:
    print(300)
for i in range(1, 10, 3):
    if i == 4:
        continue
    print(i)
s = 0
for i in range(5, 6, s):
    print(i)
# `for` over range(stop), range(start, stop) and range(start, stop, step) with
# positive, negative and run-time steps, `else`, `break`, `continue`;
# assigning the loop variable does not change the iteration; a zero step is
# CPython's ValueError.
# The expected output is what python3 prints.
#
# RUN: not %ssa-run %s 2> %t.err | filecheck %s
# RUN: %ssa-opt -mem2reg -sccp -dce %s | not %ssa-run - | filecheck %s
# RUN: filecheck %s --check-prefix=ERR < %t.err
# CHECK: {{^}}0{{$}}
# CHECK-NEXT: {{^}}1{{$}}
# CHECK-NEXT: {{^}}2{{$}}
# CHECK-NEXT: {{^}}5{{$}}
# CHECK-NEXT: {{^}}3{{$}}
# CHECK-NEXT: {{^}}-3{{$}}
# CHECK-NEXT: {{^}}1{{$}}
# CHECK-NEXT: {{^}}100{{$}}
# CHECK-NEXT: {{^}}2{{$}}
# CHECK-NEXT: {{^}}110{{$}}
# CHECK-NEXT: {{^}}107{{$}}
# CHECK-NEXT: {{^}}104{{$}}
# CHECK-NEXT: {{^}}101{{$}}
# CHECK-NEXT: {{^}}98{{$}}
# CHECK-NEXT: {{^}}95{{$}}
# CHECK-NEXT: {{^}}92{{$}}
# CHECK-NEXT: {{^}}300{{$}}
# CHECK-NEXT: {{^}}1{{$}}
# CHECK-NEXT: {{^}}7{{$}}
# CHECK-NOT: {{.}}
# ERR: for-range.py:28:1: error: assertion failed: ValueError: range() arg 3 must not be zero
# ERR-NEXT: {{^}}for i in range(5, 6, s):{{$}}
