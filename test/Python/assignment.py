a = b = c = 7
print(a, b, c)
a, b = 1, 2
a, b = b, a
print(a, b)
a, b, c = c, a + b, a * b
print(a, b, c)
x = 5
a += 10
a -= 1
a *= 3
a //= 4
a %= 7
a <<= 3
a >>= 1
a |= 64
a &= 127
a ^= 5
print(a, x)
pass
# Chained, tuple (simultaneous: `a, b = b, a` swaps) and augmented assignment.
# The expected output is what python3 prints.
#
# RUN: %ssa-run %s 2> %t.err | filecheck %s
# RUN: %ssa-opt -mem2reg -sccp -dce %s | %ssa-run - | filecheck %s
# CHECK: {{^}}7 7 7{{$}}
# CHECK-NEXT: {{^}}2 1{{$}}
# CHECK-NEXT: {{^}}7 3 2{{$}}
# CHECK-NEXT: {{^}}81 5{{$}}
# CHECK-NOT: {{.}}
