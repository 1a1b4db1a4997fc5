/// A directed rounding to `f80` is refused: the one-ulp step on the
/// integer bits does not cross a binade there (x87 stores its integer bit).
func.func @main(%a: f128) -> f80 {
  %0 = arith.truncf %a upward : f128 to f80
  return %0 : f80
}
