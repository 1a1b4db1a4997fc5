fn main() {
    std::io::copy(&mut std::io::stdin(), &mut std::io::stdout()).unwrap();
}
