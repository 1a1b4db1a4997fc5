//! The ssa-opt IR core: a faithful subset of MLIR's textual IR (`func`,
//! `arith`, `cf`, `memref`, `ub`, and opaque generic ops), its parser,
//! printer and verifier, the analyses passes share, and the interpreter.

pub mod analysis;
pub mod diagnostic;
pub mod dialect;
pub mod edge_list;
pub mod interp;
pub mod ir;
pub mod name_map;
pub mod parser;
pub mod printer;
pub mod rng;
pub mod run_hash;
pub mod semantics;
pub mod source;
#[cfg(feature = "llvm")]
pub mod target;
pub mod verifier;
