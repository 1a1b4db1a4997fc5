//! `ssa-run`: runs a function of an MLIR-subset file. See `ssa_tools::run`.

fn main() {
    std::process::exit(ssa_tools::run::main(std::env::args().collect()));
}
