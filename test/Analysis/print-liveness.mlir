// RUN: %ssa-opt -print-liveness %s -o /dev/null | filecheck %s

/// The live-variable example (seed seed-liveness, Python CFG/SSA document
/// §1.6.5) prints the sets the document lists, slots in the order of their
/// allocas: L1 (the entry) UEVAR {c} VARKILL {a} LIVEOUT {a, b}; L3 UEVAR
/// {a, b} VARKILL {x, y} LIVEOUT {}; and the empty sets of the join. b and c
/// are read uninitialised, so they are live on entry to the function. Over
/// SSA values, the slots' addresses are live into ^l3 where they are used.
// CHECK-LABEL: // -----// Liveness of func.func @liveness //----- //
// CHECK-NEXT:  // slots: %a, %b, %c, %x, %y
// CHECK-NEXT:  // block  UEVAR   VARKILL  LIVEIN  LIVEOUT
// CHECK-NEXT:  // bb0    {c}     {a}      {b, c}  {a, b}
// CHECK-NEXT:  // l3     {a, b}  {x, y}   {a, b}  {}
// CHECK-NEXT:  // end    {}      {}       {}      {}
// CHECK-NEXT:  // SSA values (block arguments as phis: defined at the top of their block, operands passed on an edge used at the end of the predecessor):
// CHECK-NEXT:  // block  live-in           live-out
// CHECK-NEXT:  // ^bb0   {}                {%a, %b, %x, %y}
// CHECK-NEXT:  // ^l3    {%a, %b, %x, %y}  {}
// CHECK-NEXT:  // ^end   {}                {}
func.func @liveness() {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %c3 = arith.constant 3 : i32
  memref.store %c3, %a[] : memref<i32>
  %cv = memref.load %c[] : memref<i32>
  %lt = arith.cmpi slt, %cv, %c3 : i32
  cf.cond_br %lt, ^l3, ^end
^l3:
  %av = memref.load %a[] : memref<i32>
  %bv = memref.load %b[] : memref<i32>
  %s = arith.addi %av, %bv : i32
  memref.store %s, %y[] : memref<i32>
  %av2 = memref.load %a[] : memref<i32>
  %bv2 = memref.load %b[] : memref<i32>
  memref.store %av2, %x[] : memref<i32>
  memref.store %bv2, %y[] : memref<i32>
  cf.br ^end
^end:
  return
}

/// The count loop (seed seed-count-loop): i is live around the loop and
/// into the exit; x is written before it is read in ^body, so it is live
/// nowhere across blocks; r is stored in the entry and again in ^exit
/// before its load, so it is dead everywhere. Over SSA values, the slots'
/// addresses (%r, %i, %x) are live wherever a later block uses them.
// CHECK-LABEL: // -----// Liveness of func.func @count //----- //
// CHECK-NEXT:  // slots: %r, %i, %x
// CHECK-NEXT:  // block  UEVAR  VARKILL  LIVEIN  LIVEOUT
// CHECK-NEXT:  // bb0    {}     {r, i}   {}      {i}
// CHECK-NEXT:  // body   {i}    {i, x}   {i}     {i}
// CHECK-NEXT:  // exit   {i}    {r}      {i}     {}
// CHECK:       // block  live-in                  live-out
// CHECK-NEXT:  // ^bb0   {}                       {%r, %i, %x, %c1, %c10}
// CHECK-NEXT:  // ^body  {%r, %i, %x, %c1, %c10}  {%r, %i, %x, %c1, %c10}
// CHECK-NEXT:  // ^exit  {%r, %i}                 {}
func.func @count() -> i32 {
  %r = memref.alloca() : memref<i32>
  %i = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  memref.store %c0, %r[] : memref<i32>
  memref.store %c0, %i[] : memref<i32>
  %i0 = memref.load %i[] : memref<i32>
  %done0 = arith.cmpi sge, %i0, %c10 : i32
  cf.cond_br %done0, ^exit, ^body
^body:
  %ib = memref.load %i[] : memref<i32>
  %xv = arith.addi %ib, %c1 : i32
  memref.store %xv, %x[] : memref<i32>
  %xl = memref.load %x[] : memref<i32>
  memref.store %xl, %i[] : memref<i32>
  %i1 = memref.load %i[] : memref<i32>
  %again = arith.cmpi slt, %i1, %c10 : i32
  cf.cond_br %again, ^body, ^exit
^exit:
  %ie = memref.load %i[] : memref<i32>
  memref.store %ie, %r[] : memref<i32>
  %rv = memref.load %r[] : memref<i32>
  return %rv : i32
}

/// The lost-copy loop (seed ssa-lost-copy), over SSA values: %x is defined
/// at the top of ^loop (not live into it) and live out of it into ^exit;
/// %next, passed on the back edge, is live at the end of ^loop only.
/// There are no slots.
// CHECK-LABEL: // -----// Liveness of func.func @lost_copy //----- //
// CHECK-NEXT:  // slots: none
// CHECK-NEXT:  // SSA values
// CHECK-NEXT:  // block  live-in    live-out
// CHECK-NEXT:  // ^bb0   {}         {%n, %c1}
// CHECK-NEXT:  // ^loop  {%n, %c1}  {%n, %c1, %x, %next}
// CHECK-NEXT:  // ^exit  {%x}       {}
func.func @lost_copy(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c1 : i32)
^loop(%x: i32):
  %next = arith.addi %x, %c1 : i32
  %more = arith.cmpi slt, %x, %n : i32
  cf.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  return %x : i32
}

/// An irreducible loop entered at ^a or ^b: s is live around it; an
/// escaping alloca is listed with its reason and is not a slot. The
/// unreachable block reads s and t: they are live into it, and that does
/// not leak into the reachable blocks (t is live nowhere else).
// CHECK-LABEL: // -----// Liveness of func.func @irreducible //----- //
// CHECK-NEXT:  // slots: %s, %t
// CHECK-NEXT:  // not a promotable slot: %m (its address is operand #0 of 'func.call')
// CHECK-NEXT:  // block  UEVAR   VARKILL  LIVEIN  LIVEOUT
// CHECK-NEXT:  // bb0    {}      {s}      {}      {s}
// CHECK-NEXT:  // a      {s}     {}       {s}     {s}
// CHECK-NEXT:  // b      {s}     {s}      {s}     {s}
// CHECK-NEXT:  // exit   {s}     {}       {s}     {}
// CHECK-NEXT:  // dead   {s, t}  {}       {s, t}  {s}
func.func private @use(memref<i32>)
func.func @irreducible(%p: i1, %q: i1, %v: i32) -> i32 {
  %s = memref.alloca() : memref<i32>
  %t = memref.alloca() : memref<i32>
  %m = memref.alloca() : memref<i32>
  func.call @use(%m) : (memref<i32>) -> ()
  memref.store %v, %s[] : memref<i32>
  cf.cond_br %p, ^a, ^b
^a:
  %sa = memref.load %s[] : memref<i32>
  cf.cond_br %q, ^b, ^exit
^b:
  %sb = memref.load %s[] : memref<i32>
  %sb1 = arith.addi %sb, %v : i32
  memref.store %sb1, %s[] : memref<i32>
  cf.cond_br %q, ^a, ^exit
^exit:
  %r = memref.load %s[] : memref<i32>
  return %r : i32
^dead:
  %ds = memref.load %s[] : memref<i32>
  %dt = memref.load %t[] : memref<i32>
  cf.br ^a
}
