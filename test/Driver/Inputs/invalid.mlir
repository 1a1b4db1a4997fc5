func.func @g() -> i32 {
  return %missing : i32
}
