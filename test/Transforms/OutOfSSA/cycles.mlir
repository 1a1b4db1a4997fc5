// RUN: %ssa-opt -out-of-ssa %s | filecheck %s
// RUN: %ssa-opt -out-of-ssa --stats %s -o /dev/null 2>&1 | filecheck %s --check-prefix=STATS
// RUN: %ssa-run --entry rotate3 %s 4 | filecheck %s --check-prefix=ROTATE
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry rotate3 - 4 | filecheck %s --check-prefix=ROTATE
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry rotate3 - 4 | filecheck %s --check-prefix=ROTATE
// RUN: %ssa-run --entry swap_through_temporary %s 3 5 7 | filecheck %s --check-prefix=SWAP
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry swap_through_temporary - 3 5 7 | filecheck %s --check-prefix=SWAP
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry swap_through_temporary - 3 5 7 | filecheck %s --check-prefix=SWAP
// RUN: %ssa-run --entry three_rings %s 5 | filecheck %s --check-prefix=RINGS
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry three_rings - 5 | filecheck %s --check-prefix=RINGS
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry three_rings - 5 | filecheck %s --check-prefix=RINGS
// RUN: %ssa-run --entry ring_with_fan_out %s 3 5 6 7 | filecheck %s --check-prefix=FAN
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry ring_with_fan_out - 3 5 6 7 | filecheck %s --check-prefix=FAN
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry ring_with_fan_out - 3 5 6 7 | filecheck %s --check-prefix=FAN
// RUN: %ssa-run --entry equal_pair_in_a_ring %s 3 9 | filecheck %s --check-prefix=PAIR
// RUN: %ssa-opt -out-of-ssa %s | %ssa-run --entry equal_pair_in_a_ring - 3 9 | filecheck %s --check-prefix=PAIR
// RUN: %ssa-opt --passes='out-of-ssa{coalesce=false}' %s | %ssa-run --entry equal_pair_in_a_ring - 3 9 | filecheck %s --check-prefix=PAIR

// Parallel copies whose moves form cycles. An argument whose only use is one
// copy into another slot is read from its slot right at the copy; when such
// copies form a ring, every slot of the ring is both read and written by the
// edge, and one temporary (a load into an SSA value) breaks the ring.

/// A rotation of three: (a, b, c) := (b, c, a). %r after the loop shares
/// %a's slot (their live ranges are disjoint), so %a's one remaining use is
/// the copy into %c. Four copies: save %c, move a into c, b into a, the saved
/// c into b.
// CHECK-LABEL: func.func @rotate3
// CHECK:       ^split_loop_loop:  // pred: ^loop
// CHECK-NEXT:    %c = memref.load %c.addr[] : memref<i32>
// CHECK-NEXT:    %a = memref.load %a.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %a, %c.addr[] : memref<i32>
// CHECK-NEXT:    %b = memref.load %b.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %b, %a.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %c, %b.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %k1, %k.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^loop
// CHECK-NEXT:  ^exit:  // pred: ^loop
// CHECK-NEXT:    %r = memref.load %a.addr[] : memref<i32>
// CHECK-NEXT:    return %r : i32
func.func @rotate3(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  cf.br ^loop(%c1, %c2, %c3, %c0 : i32, i32, i32, i32)
^loop(%a: i32, %b: i32, %c: i32, %k: i32):
  %k1 = arith.addi %k, %c1 : i32
  %more = arith.cmpi slt, %k, %n : i32
  cf.cond_br %more, ^loop(%b, %c, %a, %k1 : i32, i32, i32, i32), ^exit(%a : i32)
^exit(%r: i32):
  return %r : i32
}

/// A swap of two arguments used only by copies: the ring of two needs the
/// temporary.
// CHECK-LABEL: func.func @swap_through_temporary
// CHECK:       ^body:  // pred: ^loop
// CHECK-NEXT:    %k1 = arith.addi %k, %c1 : i32
// CHECK-NEXT:    %b = memref.load %b.addr[] : memref<i32>
// CHECK-NEXT:    %a = memref.load %a.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %a, %b.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %b, %a.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %k1, %k.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^loop
func.func @swap_through_temporary(%n: i32, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%x, %y, %c0 : i32, i32, i32)
^loop(%a: i32, %b: i32, %k: i32):
  %more = arith.cmpi slt, %k, %n : i32
  cf.cond_br %more, ^body, ^exit(%a : i32)
^body:
  %k1 = arith.addi %k, %c1 : i32
  cf.br ^loop(%b, %a, %k1 : i32, i32, i32)
^exit(%r: i32):
  return %r : i32
}

/// Two independent swaps and a rotation of four on one edge: three rings,
/// three temporaries, each ring saved and restored before the next starts.
// CHECK-LABEL: func.func @three_rings
// CHECK:       ^body:  // pred: ^loop
// CHECK-NEXT:    %k1 = arith.addi %k, %c1 : i32
// CHECK-NEXT:    %b = memref.load %b.addr[] : memref<i32>
// CHECK-NEXT:    %a = memref.load %a.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %a, %b.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %b, %a.addr[] : memref<i32>
// CHECK-NEXT:    %d = memref.load %d.addr[] : memref<i32>
// CHECK-NEXT:    %c = memref.load %c.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %c, %d.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %d, %c.addr[] : memref<i32>
// CHECK-NEXT:    %h = memref.load %h.addr[] : memref<i32>
// CHECK-NEXT:    %e = memref.load %e.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %e, %h.addr[] : memref<i32>
// CHECK-NEXT:    %f = memref.load %f.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %f, %e.addr[] : memref<i32>
// CHECK-NEXT:    %g = memref.load %g.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %g, %f.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %h, %g.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %k1, %k.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^loop
func.func @three_rings(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c6 = arith.constant 6 : i32
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  cf.br ^loop(%c1, %c2, %c3, %c4, %c5, %c6, %c7, %c8, %c0 : i32, i32, i32, i32, i32, i32, i32, i32, i32)
^loop(%a: i32, %b: i32, %c: i32, %d: i32, %e: i32, %f: i32, %g: i32, %h: i32, %k: i32):
  %more = arith.cmpi slt, %k, %n : i32
  cf.cond_br %more, ^body, ^exit(%a, %c, %e : i32, i32, i32)
^body:
  %k1 = arith.addi %k, %c1 : i32
  cf.br ^loop(%b, %a, %d, %c, %f, %g, %h, %e, %k1 : i32, i32, i32, i32, i32, i32, i32, i32, i32)
^exit(%r: i32, %s: i32, %t: i32):
  %c10 = arith.constant 10 : i32
  %r10 = arith.muli %r, %c10 : i32
  %rs = arith.addi %r10, %s : i32
  %rs10 = arith.muli %rs, %c10 : i32
  %rst = arith.addi %rs10, %t : i32
  return %rst : i32
}

/// A ring with a fan-out: %a goes to %b and to %c, %b back to %a. %a has
/// two copies to feed, so it is loaded at the top and stored from the SSA
/// value; %b is read at the copy, before %a's store into its slot. No
/// temporary: reading %b first breaks the ring.
// CHECK-LABEL: func.func @ring_with_fan_out
// CHECK:       ^loop:  // 2 preds: ^bb0, ^body
// CHECK-NEXT:    %a = memref.load %a.addr[] : memref<i32>
// CHECK:       ^body:  // pred: ^loop
// CHECK-NEXT:    %k1 = arith.addi %k, %c1 : i32
// CHECK-NEXT:    %b = memref.load %b.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %b, %a.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %a, %b.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %a, %c.addr[] : memref<i32>
func.func @ring_with_fan_out(%n: i32, %x: i32, %y: i32, %z: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%x, %y, %z, %c0 : i32, i32, i32, i32)
^loop(%a: i32, %b: i32, %c: i32, %k: i32):
  %more = arith.cmpi slt, %k, %n : i32
  cf.cond_br %more, ^body, ^exit(%c : i32)
^body:
  %k1 = arith.addi %k, %c1 : i32
  cf.br ^loop(%b, %a, %a, %k1 : i32, i32, i32, i32)
^exit(%r: i32):
  return %r : i32
}

/// Two arguments fed the same values on every edge hold one value: they
/// share a slot, and each edge stores once.
// CHECK-LABEL: func.func @equal_pair_in_a_ring
// CHECK:       ^body:  // pred: ^loop
// CHECK-NEXT:    %k1 = arith.addi %k, %c1 : i32
// CHECK-NEXT:    %b = memref.load %b.addr[] : memref<i32>
// CHECK-NEXT:    %a = memref.load %a.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %a, %b.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %b, %a.addr[] : memref<i32>
// CHECK-NEXT:    memref.store %k1, %k.addr[] : memref<i32>
// CHECK-NEXT:    cf.br ^loop
// CHECK-NEXT:  ^exit:  // pred: ^loop
// CHECK-NEXT:    %r = memref.load %b.addr[] : memref<i32>
func.func @equal_pair_in_a_ring(%n: i32, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%x, %x, %x, %c0 : i32, i32, i32, i32)
^loop(%a: i32, %b: i32, %c: i32, %k: i32):
  %more = arith.cmpi slt, %k, %n : i32
  cf.cond_br %more, ^body, ^exit(%c : i32)
^body:
  %k1 = arith.addi %k, %c1 : i32
  cf.br ^loop(%b, %a, %a, %k1 : i32, i32, i32, i32)
^exit(%r: i32):
  return %r : i32
}

// STATS:      'out-of-ssa'
// STATS:             6 temporaries for cycles
// STATS-NEXT:        1   in @equal_pair_in_a_ring
// STATS-NEXT:        1   in @rotate3
// STATS-NEXT:        1   in @swap_through_temporary
// STATS-NEXT:        3   in @three_rings

/// What the interpreter says, before and after, with and without coalescing:
/// rotate3(4): four rotations of (1, 2, 3) leave %a = 2; the swap of (5, 7)
/// three times gives 7; three_rings(5): (a, c) swapped, (e..h) rotated once
/// more than a multiple of four: 2, 4 and 6; the fan-out gives 5; the
/// equal pair keeps 9.
// ROTATE: {{^}}2 : i32{{$}}
// SWAP: {{^}}7 : i32{{$}}
// RINGS: {{^}}246 : i32{{$}}
// FAN: {{^}}5 : i32{{$}}
// PAIR: {{^}}9 : i32{{$}}
