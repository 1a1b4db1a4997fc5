//! `ssa-playground`: see `ssa_tools::playground`.

fn main() {
    std::process::exit(ssa_tools::playground::main(std::env::args().collect()));
}
