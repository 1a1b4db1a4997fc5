a = x + 1
print(a)
# A module-level name read but never assigned (the texts' inputs) is a slot
# never stored: upward-exposed for the analyses, and using its value is
# undefined behaviour for ssa-run (CPython: a NameError), at the Python line.
#
# RUN: %ssa-translate --import-python %s | filecheck %s
# CHECK:     %x = memref.alloca() : memref<i64>
# CHECK-NOT: memref.store %{{.*}}, %x[]
# CHECK:     memref.load %x[]
#
# RUN: %ssa-opt -print-liveness %s | filecheck %s --check-prefix=LIVE
# LIVE: // L1     {x}
#
# RUN: not %ssa-run %s 2>&1 | filecheck %s --check-prefix=RUN-ERR
# RUN-ERR:      free-variables.py:2:1: error: undefined behaviour: poison passed as argument #0 to '@py.print_int' in 'func.call'
# RUN-ERR-NEXT: {{^}}print(a){{$}}
