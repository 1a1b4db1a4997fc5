x = 1
while x < 10:
    x = [x]
# Outside the subset: a located error, exit status 1, nothing written to -o.
#
# RUN: not %ssa-translate --import-python %s -o %t 2>&1 | filecheck %s
# RUN: not test -e %t
# RUN: not %ssa-opt -mem2reg %s -o %t 2>&1 | filecheck %s
# RUN: not test -e %t
# RUN: not %ssa-run %s 2>&1 | filecheck %s
# CHECK:      errors.py:3:9: error: list is not supported
# CHECK-NEXT: {{^}}    x = [x]{{$}}
# CHECK-NEXT: {{^}}        ^{{$}}
