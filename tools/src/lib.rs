//! The command-line tools of ssa-opt: the `ssa-opt` driver and the
//! `--verify-diagnostics` checker it uses.

pub mod expected;
pub mod opt;
