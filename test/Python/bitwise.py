a = -1234
for s in range(0, 70, 9):
    print(s, a >> s, 3 << s if s < 60 else 0, (a >> s) & 255, a | s, a ^ s)
print(~a, ~0, ~True, True & False, True | False, True ^ True, True & 3)
n = 70
print(a >> n, a << (n - 70), 5 << 58 >> 58)
print(1 << (n - 71))
# `<< >> & | ^ ~` on ints and bools (bool op bool stays a bool); shift counts
# of 64 or more give what CPython gives for `>>`; a negative count is
# CPython's ValueError at the line.
# The expected output is what python3 prints.
#
# RUN: not %ssa-run %s 2> %t.err | filecheck %s
# RUN: %ssa-opt -mem2reg -sccp -dce %s | not %ssa-run - | filecheck %s
# RUN: filecheck %s --check-prefix=ERR < %t.err
# CHECK: {{^}}0 -1234 3 46 -1234 -1234{{$}}
# CHECK-NEXT: {{^}}9 -3 1536 253 -1233 -1241{{$}}
# CHECK-NEXT: {{^}}18 -1 786432 255 -1218 -1220{{$}}
# CHECK-NEXT: {{^}}27 -1 402653184 255 -1217 -1227{{$}}
# CHECK-NEXT: {{^}}36 -1 206158430208 255 -1234 -1270{{$}}
# CHECK-NEXT: {{^}}45 -1 105553116266496 255 -1233 -1277{{$}}
# CHECK-NEXT: {{^}}54 -1 54043195528445952 255 -1218 -1256{{$}}
# CHECK-NEXT: {{^}}63 -1 0 255 -1217 -1263{{$}}
# CHECK-NEXT: {{^}}1233 -1 -2 False True False 1{{$}}
# CHECK-NEXT: {{^}}-1 -1234 5{{$}}
# CHECK-NOT: {{.}}
# ERR: bitwise.py:7:7: error: assertion failed: ValueError: negative shift count
# ERR-NEXT: {{^}}print(1 << (n - 71)){{$}}
