//! The command-line tools of ssa-opt: the `ssa-opt` driver and the
//! `--verify-diagnostics` checker it uses, the `ssa-run` interpreter
//! driver, the `ssa-smith` program generator, the differential testing
//! of passes by execution, and (with the `llvm` feature) `ssa-translate`.

pub mod differential;
pub mod expected;
pub mod opt;
pub mod run;
pub mod smith;
#[cfg(feature = "llvm")]
pub mod translate;
