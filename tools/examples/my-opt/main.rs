//! `my-opt`: `ssa-opt` with the `toy` dialect of `toy.rs` registered
//! (`cargo run -p ssa-tools --example my-opt -- -sccp in.mlir`).

mod toy;

fn main() {
    if let Err(message) = ssa_ir::dialect::register(&toy::TOY) {
        eprintln!("my-opt: error: {message}");
        std::process::exit(1);
    }
    std::process::exit(ssa_tools::opt::main(std::env::args().collect()));
}
