func.func @g(i32) {
  return
}

// -----

func.func @h(i32) {
^bb0(%a: i64):
  return
}
