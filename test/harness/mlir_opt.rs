//! Finding LLVM 22's `mlir-opt`, shared by the lit harness and the interop
//! test: `SSA_MLIR_OPT` (empty disables it), then PATH, then the place
//! Debian's `mlir-22-tools` installs it.

use std::env;
use std::path::PathBuf;

/// The mlir-opt that Debian's `mlir-22-tools` installs off PATH.
const DEBIAN_MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// The mlir-opt to compare with, if there is one.
pub fn find_mlir_opt() -> Option<PathBuf> {
    if let Some(path) = env::var_os("SSA_MLIR_OPT") {
        return (!path.is_empty()).then(|| PathBuf::from(path));
    }
    let path = env::var_os("PATH").unwrap_or_default();
    env::split_paths(&path)
        .map(|dir| dir.join("mlir-opt"))
        .chain([PathBuf::from(DEBIAN_MLIR_OPT)])
        .find(|candidate| candidate.is_file())
}
