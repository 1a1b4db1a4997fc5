//! `my-opt`: a driver of one's own over [`ssa_tools::opt::opt_main`], with
//! every flag and pass of `ssa-opt` plus the pass `count-ops`
//! (`count_ops.rs`) and the `toy` dialect's op `toy.square` (`toy.rs`).
//! Walked through in `docs/extending.md`.
//!
//! ```text
//! cargo run -p ssa-tools --example my-opt -- -count-ops -sccp in.mlir
//! ```

mod count_ops;
mod toy;

use ssa_passes::registry::PassRegistry;

pub fn main() {
    if let Err(message) = ssa_ir::dialect::register(&toy::TOY) {
        eprintln!("my-opt: error: {message}");
        std::process::exit(1);
    }
    let mut passes = PassRegistry::builtin();
    passes.register::<count_ops::CountOps>();
    let args = std::env::args().collect();
    std::process::exit(ssa_tools::opt::opt_main("my-opt", args, &passes));
}
