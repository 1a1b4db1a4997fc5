i = 0
while i < 10:
    i += 1
    if i % 3 == 0:
        continue
    if i == 8:
        break
    print(i)
else:
    print(-1)
print(i)
while i > 0:
    i -= 3
else:
    print(i)
n = 0
while True:
    n += 1
    if n > 4:
        break
print(n)
# `while` with `else`, `break` and `continue`; `while True`.
# The expected output is what python3 prints.
#
# RUN: %ssa-run %s 2> %t.err | filecheck %s
# RUN: %ssa-opt -mem2reg -sccp -dce %s | %ssa-run - | filecheck %s
# CHECK: {{^}}1{{$}}
# CHECK-NEXT: {{^}}2{{$}}
# CHECK-NEXT: {{^}}4{{$}}
# CHECK-NEXT: {{^}}5{{$}}
# CHECK-NEXT: {{^}}7{{$}}
# CHECK-NEXT: {{^}}8{{$}}
# CHECK-NEXT: {{^}}-1{{$}}
# CHECK-NEXT: {{^}}5{{$}}
# CHECK-NOT: {{.}}
