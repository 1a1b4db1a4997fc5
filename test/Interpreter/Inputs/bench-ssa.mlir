func.func @main(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c7 = arith.constant 7 : i64
  cf.br ^head(%c0, %c0 : i64, i64)
^head(%iv: i64, %sv: i64):
  %more = arith.cmpi slt, %iv, %n : i64
  cf.cond_br %more, ^body, ^exit
^body:
  %m = arith.muli %iv, %c7 : i64
  %x = arith.xori %m, %sv : i64
  %r = arith.remui %x, %n : i64
  %t = arith.addi %sv, %r : i64
  %i1 = arith.addi %iv, %c1 : i64
  cf.br ^head(%i1, %t : i64, i64)
^exit:
  return %sv : i64
}
