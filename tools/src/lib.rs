//! The command-line tools of ssa-opt: the `ssa-opt` driver and the
//! `--verify-diagnostics` checker it uses, the `ssa-run` interpreter
//! driver, the `ssa-smith` program generator, the differential testing
//! of passes by execution, `ssa-translate`, the Python front end, and the
//! `ssa-playground` web page.

pub mod differential;
pub mod expected;
pub mod opt;
pub mod playground;
pub mod python;
pub mod run;
pub mod smith;
pub mod translate;
