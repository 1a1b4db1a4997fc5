// RUN: %ssa-run %s -5 true | filecheck %s

/// `siN` and `uiN` values are bit vectors like `iN` ones: they pass
/// through arguments, `arith.select`, memory and block arguments, and
/// print as signed decimal, as integers do.
// CHECK: {{^}}-5 : si32{{$}}
// CHECK-NEXT: {{^}}-5 : si32{{$}}
func.func @main(%a: si32, %b: i1) -> (si32, si32) {
  %m = memref.alloca() : memref<si32>
  %s = arith.select %b, %a, %a : si32
  memref.store %s, %m[] : memref<si32>
  %v = memref.load %m[] : memref<si32>
  cf.br ^done(%v : si32)
^done(%x: si32):
  return %x, %s : si32, si32
}
