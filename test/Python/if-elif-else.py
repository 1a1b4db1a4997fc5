for x in range(-2, 5):
    if x < 0:
        print(-1)
    elif x == 0:
        print(0)
    elif x == 1:
        pass
    else:
        if x % 2 == 0:
            print(2)
        else:
            print(3)
    if x:
        print(x)
# `if` / `elif` / `else`, nested, and `pass`.
# The expected output is what python3 prints.
#
# RUN: %ssa-run %s 2> %t.err | filecheck %s
# RUN: %ssa-opt -mem2reg -sccp -dce %s | %ssa-run - | filecheck %s
# CHECK: {{^}}-1{{$}}
# CHECK-NEXT: {{^}}-2{{$}}
# CHECK-NEXT: {{^}}-1{{$}}
# CHECK-NEXT: {{^}}-1{{$}}
# CHECK-NEXT: {{^}}0{{$}}
# CHECK-NEXT: {{^}}1{{$}}
# CHECK-NEXT: {{^}}2{{$}}
# CHECK-NEXT: {{^}}2{{$}}
# CHECK-NEXT: {{^}}3{{$}}
# CHECK-NEXT: {{^}}3{{$}}
# CHECK-NEXT: {{^}}2{{$}}
# CHECK-NEXT: {{^}}4{{$}}
# CHECK-NOT: {{.}}
