// RUN: not %ssa-opt --passes='mem2reg{algorithm=braun,flavor=minimal}' %s 2>&1 | filecheck %s --check-prefix=BRAUN
// RUN: not %ssa-opt --passes='mem2reg{algorithm=aycock-horspool,flavor=maximal}' %s 2>&1 | filecheck %s --check-prefix=AH
// RUN: not %ssa-opt --passes='mem2reg{flavor=optimal}' %s 2>&1 | filecheck %s --check-prefix=VALUE
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun,flavor=pruned}' %s | filecheck %s
// RUN: %ssa-opt --list-passes | filecheck %s --check-prefix=LIST

/// flavor= chooses Cytron's placement; Braun et al. and Aycock-Horspool
/// always build pruned SSA, so another flavour with them is an error (the
/// default, pruned, is accepted) rather than silently ignored.
// BRAUN: error: mem2reg: flavor=minimal needs algorithm=cytron; algorithm=braun always builds pruned SSA
// AH: error: mem2reg: flavor=maximal needs algorithm=cytron; algorithm=aycock-horspool always builds pruned SSA
// VALUE: invalid value 'optimal' for option 'flavor' of pass 'mem2reg': expected one of maximal, minimal, semi-pruned, pruned
// CHECK-LABEL: func.func @id(%v: i32) -> i32 {
// CHECK-NEXT: return %v : i32
// LIST: -mem2reg
// LIST-NEXT: algorithm=cytron|braun|aycock-horspool  (default cytron)
// LIST-NEXT: flavor=maximal|minimal|semi-pruned|pruned  (default pruned)
func.func @id(%v: i32) -> i32 {
  %x = memref.alloca() : memref<i32>
  memref.store %v, %x[] : memref<i32>
  %r = memref.load %x[] : memref<i32>
  return %r : i32
}
