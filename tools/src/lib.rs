//! The command-line tools of ssa-opt: the `ssa-opt` driver and the
//! `--verify-diagnostics` checker it uses, and the `ssa-run` interpreter
//! driver.

pub mod expected;
pub mod opt;
pub mod run;
