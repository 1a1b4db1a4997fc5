def check(n):
    assert n >= 0
    assert n < 10, "n is too large"
    return n * 2

print(check(3))
print(check(12))
# `assert` (with and without a message) fails as AssertionError at its line.
# The expected output is what python3 prints.
#
# RUN: not %ssa-run %s 2> %t.err | filecheck %s
# RUN: %ssa-opt -mem2reg -sccp -dce %s | not %ssa-run - | filecheck %s
# RUN: filecheck %s --check-prefix=ERR < %t.err
# CHECK: {{^}}6{{$}}
# CHECK-NOT: {{.}}
# ERR: assert.py:3:5: error: assertion failed: AssertionError: n is too large
# ERR-NEXT: {{^}}    assert n < 10, "n is too large"{{$}}
