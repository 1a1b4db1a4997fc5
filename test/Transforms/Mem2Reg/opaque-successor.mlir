// RUN: %ssa-opt -mem2reg %s | filecheck %s
// RUN: %ssa-opt -mem2reg %s | %ssa-opt -verify-each | filecheck %s
// RUN: %ssa-opt '-mem2reg{algorithm=braun}' %s | filecheck %s
// RUN: %ssa-opt '-mem2reg{flavor=maximal}' %s | filecheck %s --check-prefix=MAX
// RUN: %ssa-opt '-mem2reg{algorithm=aycock-horspool}' %s | filecheck %s
// RUN: %ssa-opt -mem2reg --pass-remarks %s -o /dev/null 2>&1 | filecheck %s --check-prefix=REMARK

/// A slot that would need a block argument where an unregistered
/// terminator branches stays in memory: the terminator's successors take
/// no operands from us (writing `[^bb2, ^bb3(%one : i32)]` does not even
/// parse), and what it passes is unknown. Other slots are promoted.
// CHECK-LABEL: func.func @opaque_join(%a: i32, %p: i1) -> i32 {
// CHECK-NEXT:    %s = memref.alloca() : memref<i32>
// CHECK-NEXT:    memref.store %a, %s[] : memref<i32>
// CHECK-NEXT:    cf.cond_br %p, ^bb1, ^bb3
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %one = arith.constant 1 : i32
// CHECK-NEXT:    memref.store %one, %s[] : memref<i32>
// CHECK-NEXT:    "foo.br"(%a) [^bb2, ^bb3] : (i32) -> ()
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    %v = memref.load %s[] : memref<i32>
// CHECK-NEXT:    %0 = arith.addi %v, %a : i32
// CHECK-NEXT:    return %0 : i32
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    %w = memref.load %s[] : memref<i32>
// CHECK-NEXT:    %1 = arith.addi %w, %a : i32
// CHECK-NEXT:    return %1 : i32
/// The maximal flavour gives every slot an argument at every join, `%t`
/// too: both stay.
// MAX-LABEL: func.func @opaque_join
// MAX-NEXT:    %s = memref.alloca() : memref<i32>
// MAX-NEXT:    %t = memref.alloca() : memref<i32>
// MAX:         "foo.br"(%a) [^bb2, ^bb3] : (i32) -> ()
// REMARK: remark: slot %s is not promoted: it needs a block argument where 'foo.br', a terminator without the branch interface, branches
func.func @opaque_join(%a: i32, %p: i1) -> i32 {
  %s = memref.alloca() : memref<i32>
  %t = memref.alloca() : memref<i32>
  memref.store %a, %s[] : memref<i32>
  memref.store %a, %t[] : memref<i32>
  cf.cond_br %p, ^bb1, ^bb3
^bb1:
  %one = arith.constant 1 : i32
  memref.store %one, %s[] : memref<i32>
  "foo.br"(%a) [^bb2, ^bb3] : (i32) -> ()
^bb2:
  %v = memref.load %s[] : memref<i32>
  %tv = memref.load %t[] : memref<i32>
  %0 = arith.addi %v, %tv : i32
  return %0 : i32
^bb3:
  %w = memref.load %s[] : memref<i32>
  %tw = memref.load %t[] : memref<i32>
  %1 = arith.addi %w, %tw : i32
  return %1 : i32
}
