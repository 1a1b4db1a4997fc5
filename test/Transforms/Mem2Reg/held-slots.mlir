// RUN: %ssa-opt -mem2reg --verify-diagnostics %s | filecheck %s
// RUN: %ssa-opt --passes='mem2reg{algorithm=braun}' --verify-diagnostics %s | filecheck %s
// RUN: %ssa-opt -mem2reg --stats %s 2>&1 >/dev/null | filecheck %s --check-prefix=STATS

/// A slot that holds the address of another slot: once the outer one is
/// promoted, its load is the inner slot's address, and the inner slot (one
/// store, before every load) is promoted too, down a chain of any depth.
// CHECK-LABEL: func.func @chain(%x: f32) -> f32 {
// CHECK-NEXT:    return %x : f32
// CHECK-NEXT:  }
func.func @chain(%x: f32) -> f32 {
  %outer = memref.alloca() : memref<memref<memref<f32>>>
  %middle = memref.alloca() : memref<memref<f32>>
  %inner = memref.alloca() : memref<f32>
  memref.store %x, %inner[] : memref<f32>
  memref.store %inner, %middle[] : memref<memref<f32>>
  memref.store %middle, %outer[] : memref<memref<memref<f32>>>
  %m = memref.load %outer[] : memref<memref<memref<f32>>>
  %i = memref.load %m[] : memref<memref<f32>>
  %v = memref.load %i[] : memref<f32>
  return %v : f32
}

/// The held slot is loaded where its one store may not have run (the load
/// is not dominated by it): the outer slot goes, the held one stays, with
/// the remark of the escape found before the outer slot was promoted.
// CHECK-LABEL: func.func @not_dominated(%c: i1, %x: i32) -> i32 {
// CHECK-NEXT:    %held = memref.alloca() : memref<i32>
// CHECK-NEXT:    cf.cond_br %c, ^set, ^get
// CHECK-NEXT:  ^set:
// CHECK-NEXT:    memref.store %x, %held[] : memref<i32>
// CHECK-NEXT:    cf.br ^get
// CHECK-NEXT:  ^get:
// CHECK-NEXT:    %v = memref.load %held[] : memref<i32>
// CHECK-NEXT:    return %v : i32
func.func @not_dominated(%c: i1, %x: i32) -> i32 {
  %box = memref.alloca() : memref<memref<i32>>
  %held = memref.alloca() : memref<i32> // expected-remark {{slot %held is not promoted: its address is operand #0 of 'memref.store'}}
  memref.store %held, %box[] : memref<memref<i32>> // expected-note {{here}}
  cf.cond_br %c, ^set, ^get
^set:
  memref.store %x, %held[] : memref<i32>
  cf.br ^get
^get:
  %h = memref.load %box[] : memref<memref<i32>>
  %v = memref.load %h[] : memref<i32>
  return %v : i32
}

/// Two stores: which one a load reads depends on the path, so the held
/// slot stays (the construction would place a phi for it).
// CHECK-LABEL: func.func @two_stores(%x: i32, %y: i32) -> i32 {
// CHECK-NEXT:    %held = memref.alloca() : memref<i32>
// CHECK-NEXT:    memref.store %x, %held[] : memref<i32>
// CHECK-NEXT:    memref.store %y, %held[] : memref<i32>
// CHECK-NEXT:    %v = memref.load %held[] : memref<i32>
// CHECK-NEXT:    return %v : i32
func.func @two_stores(%x: i32, %y: i32) -> i32 {
  %box = memref.alloca() : memref<memref<i32>>
  %held = memref.alloca() : memref<i32> // expected-remark {{slot %held is not promoted: its address is operand #0 of 'memref.store'}}
  memref.store %x, %held[] : memref<i32>
  memref.store %held, %box[] : memref<memref<i32>> // expected-note {{here}}
  memref.store %y, %held[] : memref<i32>
  %h = memref.load %box[] : memref<memref<i32>>
  %v = memref.load %h[] : memref<i32>
  return %v : i32
}

// STATS: 2 slots left (escaped)
// STATS: 5 slots promoted
