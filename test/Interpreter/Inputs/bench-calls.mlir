func.func @fib(%n: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %small = arith.cmpi slt, %n, %c2 : i32
  cf.cond_br %small, ^base, ^rec
^base:
  return %n : i32
^rec:
  %a = arith.subi %n, %c1 : i32
  %b = arith.subi %n, %c2 : i32
  %fa = func.call @fib(%a) : (i32) -> i32
  %fb = func.call @fib(%b) : (i32) -> i32
  %s = arith.addi %fa, %fb : i32
  return %s : i32
}
