// RUN: %ssa-opt %s | filecheck %s
// RUN: %ssa-opt %s | %ssa-run --entry f - 5 true | filecheck %s --check-prefix=OUT
// RUN: not %ssa-opt --split-input-file %S/Inputs/bare-signature-errors.mlir 2>&1 | filecheck %s --check-prefix=ERR

/// A signature of bare types, as MLIR allows: the labelled entry block
/// names the arguments, and the printer writes them in the signature.

// CHECK-LABEL: func.func @f(%a: i32, %c: i1) -> i32 {
// CHECK-NEXT:    cf.cond_br %c, ^bb1, ^bb2(%a : i32)
// CHECK:       ^bb2(%r: i32):
// CHECK-NEXT:    return %r : i32
// OUT: 10 : i32
func.func @f(i32, i1) -> i32 {
^bb0(%a: i32, %c: i1):
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  %x = arith.addi %a, %a : i32
  cf.br ^bb2(%x : i32)
^bb2(%r: i32):
  return %r : i32
}

// ERR: error: 'func.func' op entry block must have 1 arguments to match function signature
// ERR: error: 'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')
