// RUN: %ssa-run %s -1 2 | filecheck %s
// RUN: %ssa-run %s 3 4 | filecheck %s --check-prefix=SMALL
// RUN: %ssa-run %s --entry wide -3 2 | filecheck %s --check-prefix=WIDE
// RUN: %ssa-run %s --entry bits true true | filecheck %s --check-prefix=BITS

/// The arith ops of two results, run by the interpreter: the sum and its
/// carry, and both halves of the signed and unsigned products.
// CHECK: {{^}}1 : i32{{$}}
// CHECK-NEXT: {{^}}true : i1{{$}}
// CHECK-NEXT: {{^}}-2 : i32{{$}}
// CHECK-NEXT: {{^}}-1 : i32{{$}}
// CHECK-NEXT: {{^}}-2 : i32{{$}}
// CHECK-NEXT: {{^}}1 : i32{{$}}
// SMALL: {{^}}7 : i32{{$}}
// SMALL-NEXT: {{^}}false : i1{{$}}
// SMALL-NEXT: {{^}}12 : i32{{$}}
// SMALL-NEXT: {{^}}0 : i32{{$}}
// SMALL-NEXT: {{^}}12 : i32{{$}}
// SMALL-NEXT: {{^}}0 : i32{{$}}
func.func @main(%a: i32, %b: i32) -> (i32, i1, i32, i32, i32, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %a, %b : i32
  return %s, %o, %l, %h, %ul, %uh : i32, i1, i32, i32, i32, i32
}

/// Above 64 bits, and on `index` (64 bits).
// WIDE: {{^}}-6 : i128{{$}}
// WIDE-NEXT: {{^}}-1 : i128{{$}}
// WIDE-NEXT: {{^}}-6 : i128{{$}}
// WIDE-NEXT: {{^}}1 : i128{{$}}
// WIDE-NEXT: {{^}}-1 : index{{$}}
// WIDE-NEXT: {{^}}false : i1{{$}}
func.func @wide(%a: i128, %b: i128) -> (i128, i128, i128, i128, index, i1) {
  %l, %h = arith.mulsi_extended %a, %b : i128
  %ul, %uh = arith.mului_extended %a, %b : i128
  %i = arith.index_cast %a : i128 to index
  %j = arith.index_cast %b : i128 to index
  %s, %o = arith.addui_extended %i, %j : index, i1
  return %l, %h, %ul, %uh, %s, %o : i128, i128, i128, i128, index, i1
}

/// In `i1`, true is 1 unsigned and -1 signed: (-1) * (-1) = 1 is low
/// bit 1, high bit 0.
// BITS: {{^}}false : i1{{$}}
// BITS-NEXT: {{^}}true : i1{{$}}
// BITS-NEXT: {{^}}true : i1{{$}}
// BITS-NEXT: {{^}}false : i1{{$}}
func.func @bits(%a: i1, %b: i1) -> (i1, i1, i1, i1) {
  %s, %o = arith.addui_extended %a, %b : i1, i1
  %l, %h = arith.mulsi_extended %a, %b : i1
  return %s, %o, %l, %h : i1, i1, i1, i1
}
