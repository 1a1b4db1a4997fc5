def val(n):
    print(n)
    return n

for i in range(4):
    print(i, 10 if i % 2 == 0 else 20, val(i) if i > 1 else val(-i))
print(True if 0 else False)
# `x if c else y` evaluates one branch only.
# The expected output is what python3 prints.
#
# RUN: %ssa-run %s 2> %t.err | filecheck %s
# RUN: %ssa-opt -mem2reg -sccp -dce %s | %ssa-run - | filecheck %s
# CHECK: {{^}}0{{$}}
# CHECK-NEXT: {{^}}0 10 0{{$}}
# CHECK-NEXT: {{^}}-1{{$}}
# CHECK-NEXT: {{^}}1 20 -1{{$}}
# CHECK-NEXT: {{^}}2{{$}}
# CHECK-NEXT: {{^}}2 10 2{{$}}
# CHECK-NEXT: {{^}}3{{$}}
# CHECK-NEXT: {{^}}3 20 3{{$}}
# CHECK-NEXT: {{^}}False{{$}}
# CHECK-NOT: {{.}}
