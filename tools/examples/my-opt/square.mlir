// my-opt -sccp folds the square of a constant: %s becomes arith.constant 49.
func.func @f(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %s = toy.square %c7 : i32
  %t = toy.square %x : i32
  %r = arith.addi %s, %t : i32
  return %r : i32
}
