def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)

def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)

def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)

def show(flag, k):
    print(flag, k)
    return

def nothing():
    pass

show(is_even(10), fact(20))
show(is_odd(7), fact(5) // fact(3))
nothing()
print(fact(3) + fact(4))
# Functions: recursion, mutual recursion, bool parameters and results (their
# types are found from the calls and returns), a function without a result.
# The expected output is what python3 prints.
#
# RUN: %ssa-run %s 2> %t.err | filecheck %s
# RUN: %ssa-opt -mem2reg -sccp -dce %s | %ssa-run - | filecheck %s
# CHECK: {{^}}True 2432902008176640000{{$}}
# CHECK-NEXT: {{^}}True 20{{$}}
# CHECK-NEXT: {{^}}30{{$}}
# CHECK-NOT: {{.}}
