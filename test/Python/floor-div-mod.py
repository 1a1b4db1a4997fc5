for a in range(-7, 8, 7):
    for b in range(-3, 4, 2):
        print(a, b, a // b, a % b)
print(-9223372036854775807 // 2, 9223372036854775807 % -10)
n = 0
print(5 // (n + 1), 5 % (n - 1))
print(1 % n)
# `//` and `%` round toward negative infinity (the result of `%` has the sign
# of the divisor), for every sign combination; division by zero is CPython's
# ZeroDivisionError at the line.
# The expected output is what python3 prints.
#
# RUN: not %ssa-run %s 2> %t.err | filecheck %s
# RUN: %ssa-opt -mem2reg -sccp -dce %s | not %ssa-run - | filecheck %s
# RUN: filecheck %s --check-prefix=ERR < %t.err
# CHECK: {{^}}-7 -3 2 -1{{$}}
# CHECK-NEXT: {{^}}-7 -1 7 0{{$}}
# CHECK-NEXT: {{^}}-7 1 -7 0{{$}}
# CHECK-NEXT: {{^}}-7 3 -3 2{{$}}
# CHECK-NEXT: {{^}}0 -3 0 0{{$}}
# CHECK-NEXT: {{^}}0 -1 0 0{{$}}
# CHECK-NEXT: {{^}}0 1 0 0{{$}}
# CHECK-NEXT: {{^}}0 3 0 0{{$}}
# CHECK-NEXT: {{^}}7 -3 -3 -2{{$}}
# CHECK-NEXT: {{^}}7 -1 -7 0{{$}}
# CHECK-NEXT: {{^}}7 1 7 0{{$}}
# CHECK-NEXT: {{^}}7 3 2 1{{$}}
# CHECK-NEXT: {{^}}-4611686018427387904 -3{{$}}
# CHECK-NEXT: {{^}}5 0{{$}}
# CHECK-NOT: {{.}}
# ERR: floor-div-mod.py:7:7: error: assertion failed: ZeroDivisionError: integer modulo by zero
# ERR-NEXT: {{^}}print(1 % n){{$}}
