// Uses a name that is not declared.
fn f() -> i32 {
  return foo;
}

@compute @workgroup_size(1)
fn main() {
  _ = f();
}
