//! `my-opt`: a driver of one's own over [`ssa_tools::opt::opt_main`], with
//! every flag and pass of `ssa-opt` plus the pass `count-ops`
//! (`count_ops.rs`). Walked through in `docs/extending.md`.
//!
//! ```text
//! cargo run -p ssa-tools --example my-opt -- -count-ops -mem2reg in.mlir
//! ```

mod count_ops;

use ssa_passes::registry::PassRegistry;

pub fn main() {
    let mut passes = PassRegistry::builtin();
    passes.register::<count_ops::CountOps>();
    let args = std::env::args().collect();
    std::process::exit(ssa_tools::opt::opt_main("my-opt", args, &passes));
}
