func.func @main(%n: i64) -> i64 {
  %s = memref.alloca() : memref<i64>
  %i = memref.alloca() : memref<i64>
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c7 = arith.constant 7 : i64
  memref.store %c0, %s[] : memref<i64>
  memref.store %c0, %i[] : memref<i64>
  cf.br ^head
^head:
  %iv = memref.load %i[] : memref<i64>
  %more = arith.cmpi slt, %iv, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %sv = memref.load %s[] : memref<i64>
  %m = arith.muli %iv, %c7 : i64
  %x = arith.xori %m, %sv : i64
  %r = arith.remui %x, %n : i64
  %t = arith.addi %sv, %r : i64
  memref.store %t, %s[] : memref<i64>
  %i1 = arith.addi %iv, %c1 : i64
  memref.store %i1, %i[] : memref<i64>
  cf.br ^head
^exit:
  %res = memref.load %s[] : memref<i64>
  return %res : i64
}
