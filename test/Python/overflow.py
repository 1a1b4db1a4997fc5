big = 4611686018427387904
print(big * 4, big + big, -big - big - 1 - 1)
print(1 << 63, 1 << 64, -1 >> 64, 5 >> 200)
y = -9223372036854775807 - 1
print(y // -1)
# Integers are 64-bit (README, "Python programs"): where CPython's result
# would leave the i64 range, arithmetic wraps around; shifts by 64 or more
# give what wrapping gives; INT_MIN // -1 is undefined behaviour. These are
# the documented differences from CPython, not CPython's output.
#
# RUN: not %ssa-run %s 2> %t.err | filecheck %s
# RUN: filecheck %s --check-prefix=ERR < %t.err
# CHECK:      {{^}}0 -9223372036854775808 9223372036854775806{{$}}
# CHECK-NEXT: {{^}}-9223372036854775808 0 -1 0{{$}}
# CHECK-NOT:  {{.}}
# ERR: overflow.py:5:7: error: undefined behaviour: signed division overflow (INT_MIN / -1) in 'arith.divsi'
