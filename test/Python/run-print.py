def fib(n):
    a, b = 0, 1
    for i in range(n):
        a, b = b, a + b
    return a

for i in range(8):
    print(i, fib(i), i % 2 == 0)
print()
print(10 // (i - 7))
# ssa-run runs the module's statements (@main) and prints what the print
# calls wrote, as CPython does; ZeroDivisionError stops it at the Python line
# (exit status 2). The same after mem2reg, and from standard input.
#
# RUN: not %ssa-run %s > %t.out 2> %t.err
# RUN: filecheck %s < %t.out
# RUN: filecheck %s --check-prefix=ERR < %t.err
# RUN: %ssa-opt -mem2reg -sccp -dce %s | not %ssa-run - | filecheck %s
# RUN: not %ssa-run --input-format=python - < %s | filecheck %s
# CHECK:      {{^}}0 0 True{{$}}
# CHECK-NEXT: {{^}}1 1 False{{$}}
# CHECK-NEXT: {{^}}2 1 True{{$}}
# CHECK-NEXT: {{^}}3 2 False{{$}}
# CHECK-NEXT: {{^}}4 3 True{{$}}
# CHECK-NEXT: {{^}}5 5 False{{$}}
# CHECK-NEXT: {{^}}6 8 True{{$}}
# CHECK-NEXT: {{^}}7 13 False{{$}}
# CHECK-EMPTY:
# ERR:      run-print.py:10:7: error: assertion failed: ZeroDivisionError: integer division or modulo by zero
# ERR-NEXT: {{^}}print(10 // (i - 7)){{$}}
# ERR-NEXT: {{^}}      ^{{$}}
