//! `ssa-opt`: the opt-style driver. See `ssa_tools::opt`.

fn main() {
    std::process::exit(ssa_tools::opt::main(std::env::args().collect()));
}
