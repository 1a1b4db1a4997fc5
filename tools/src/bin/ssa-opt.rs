//! `ssa-opt`: the opt-style driver, [`ssa_tools::opt::opt_main`] over the
//! built-in passes.

use ssa_passes::registry::PassRegistry;

/// mimalloc, not the system allocator: see `tools/Cargo.toml`.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let args = std::env::args().collect();
    std::process::exit(ssa_tools::opt::opt_main(
        "ssa-opt",
        args,
        &PassRegistry::builtin(),
    ));
}
