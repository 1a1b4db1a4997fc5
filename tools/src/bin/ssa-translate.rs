//! `ssa-translate`: Python to MLIR-subset IR, MLIR-subset IR to LLVM IR. See
//! `ssa_tools::translate`.

fn main() {
    std::process::exit(ssa_tools::translate::main(std::env::args().collect()));
}
