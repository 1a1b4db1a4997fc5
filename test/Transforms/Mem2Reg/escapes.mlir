// RUN: %ssa-opt -mem2reg --verify-diagnostics %s | filecheck %s
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' --verify-diagnostics %s | filecheck %s
// RUN: %ssa-opt --passes='mem2reg{algorithm=aycock-horspool}' --verify-diagnostics %s | filecheck %s
// RUN: %ssa-opt -mem2reg --stats %s 2>&1 >/dev/null | filecheck %s --check-prefix=STATS
// RUN: %ssa-opt -mem2reg --pass-remarks %s 2>&1 >/dev/null | filecheck %s --check-prefix=REMARKS
// RUN: %ssa-opt -mem2reg %s 2>&1 >/dev/null | filecheck %s --check-prefix=QUIET --allow-empty

/// A slot whose address goes anywhere but a load's or store's address
/// operand stays in memory with its loads and stores, and a remark says
/// why, with a note at the use; the promotable slot next to it still goes.
// CHECK-LABEL: func.func @passed_to_call(%v: i32) -> i32 {
// CHECK-NEXT: %kept = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %v, %kept[] : memref<i32>
// CHECK-NEXT: call @use(%kept) : (memref<i32>) -> ()
// CHECK-NEXT: %k = memref.load %kept[] : memref<i32>
// CHECK-NEXT: %s = arith.addi %k, %v : i32
// CHECK-NEXT: return %s : i32
func.func private @use(memref<i32>)

func.func @passed_to_call(%v: i32) -> i32 {
  %kept = memref.alloca() : memref<i32> // expected-remark {{slot %kept is not promoted: its address is operand #0 of 'func.call'}}
  %gone = memref.alloca() : memref<i32>
  memref.store %v, %kept[] : memref<i32>
  memref.store %v, %gone[] : memref<i32>
  func.call @use(%kept) : (memref<i32>) -> () // expected-note {{here}}
  %k = memref.load %kept[] : memref<i32>
  %g = memref.load %gone[] : memref<i32>
  %s = arith.addi %k, %g : i32
  return %s : i32
}

/// Passed along a branch, returned, or given to an opaque op: all escape.
// CHECK-LABEL: func.func @other_uses(
// CHECK: %branched = memref.alloca() : memref<i32>
// CHECK: %returned = memref.alloca() : memref<i32>
// CHECK: %opaque = memref.alloca() : memref<i32>
func.func @other_uses(%p: i1) -> memref<i32> {
  %branched = memref.alloca() : memref<i32> // expected-remark {{slot %branched is not promoted: its address is operand #0 of 'cf.br'}}
  %returned = memref.alloca() : memref<i32> // expected-remark {{slot %returned is not promoted: its address is operand #0 of 'func.return'}}
  %opaque = memref.alloca() : memref<i32> // expected-remark {{slot %opaque is not promoted: its address is operand #0 of 'test.touch'}}
  "test.touch"(%opaque) : (memref<i32>) -> () // expected-note {{here}}
  cf.br ^next(%branched : memref<i32>) // expected-note {{here}}
^next(%m: memref<i32>):
  return %returned : memref<i32> // expected-note {{here}}
}

/// The spec promotes slots accessed in the function's own region only: a
/// load inside an opaque op's region (which may run it any number of
/// times) makes the slot escape, and an alloca inside such a region is
/// left alone too.
// CHECK-LABEL: func.func @nested_region(%v: i32) {
// CHECK-NEXT: %x = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %v, %x[] : memref<i32>
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: %l = memref.load %x[] : memref<i32>
// CHECK-NEXT: %inner = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %l, %inner[] : memref<i32>
func.func @nested_region(%v: i32) {
  %x = memref.alloca() : memref<i32> // expected-remark {{slot %x is not promoted: it is accessed by 'memref.load' inside the region of 'test.region'}}
  memref.store %v, %x[] : memref<i32>
  "test.region"() ({
    %l = memref.load %x[] : memref<i32> // expected-note {{here}}
    %inner = memref.alloca() : memref<i32> // expected-remark {{slot %inner is not promoted: it is allocated inside the region of 'test.region'; only slots of the function body are promoted}}
    memref.store %l, %inner[] : memref<i32>
    "test.yield"() : () -> ()
  }) : () -> () // expected-note @-5 {{here}}
  return
}

/// An array is not a single slot.
// CHECK-LABEL: func.func @array(%i: index, %v: i32) -> i32 {
// CHECK-NEXT: %a = memref.alloca() : memref<4xi32>
func.func @array(%i: index, %v: i32) -> i32 {
  %a = memref.alloca() : memref<4xi32> // expected-remark {{slot %a is not promoted: its type memref<4xi32> has more than one element; only single-element slots are promoted}}
  memref.store %v, %a[%i] : memref<4xi32>
  %r = memref.load %a[%i] : memref<4xi32>
  return %r : i32
}

// STATS: 'mem2reg'
// STATS-NEXT: {{^ +}}8 slots left (escaped)
// STATS-NEXT: {{^ +}}1   in @array
// STATS-NEXT: {{^ +}}2   in @nested_region
// STATS-NEXT: {{^ +}}3   in @other_uses
// STATS-NEXT: {{^ +}}1   in @passed_to_call
// STATS-NEXT: {{^ +}}1   in @variable_index
// STATS-NEXT: {{^ +}}1 slots left: accessed in a nested region
// STATS-NEXT: {{^ +}}1   in @nested_region
// STATS-NEXT: {{^ +}}4 slots left: address passed to an op
// STATS: {{^ +}}1 slots left: allocated in a nested region
// STATS: {{^ +}}1 slots left: index not a constant zero
// STATS: {{^ +}}1 slots left: more than one element
// STATS: {{^ +}}1 slots promoted
// STATS-NEXT: {{^ +}}1   in @passed_to_call

/// Remarks are printed only with `--pass-remarks`, at the alloca, with a
/// note at the use that makes the slot escape.
// REMARKS: escapes.mlir:[[@LINE-77]]:{{[0-9]+}}: remark: slot %kept is not promoted: its address is operand #0 of 'func.call'
// QUIET-NOT: remark

/// A single-element slot accessed at an index that is not a constant zero
/// (out of bounds but for zero) stays in memory.
// CHECK-LABEL: func.func @variable_index(%i: index, %v: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %s = memref.alloca() : memref<1xi32>
func.func @variable_index(%i: index, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<1xi32> // expected-remark {{slot %s is not promoted: operand #1 of 'memref.load' is an index that is not a constant zero}}
  memref.store %v, %s[%c0] : memref<1xi32>
  %r = memref.load %s[%i] : memref<1xi32> // expected-note {{here}}
  return %r : i32
}
