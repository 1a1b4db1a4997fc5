//! The command-line tools of ssa-opt: the `ssa-opt` driver and the
//! `--verify-diagnostics` checker it uses, and the `ssa-smith` program
//! generator.

pub mod expected;
pub mod opt;
pub mod smith;
