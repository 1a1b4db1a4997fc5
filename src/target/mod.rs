//! Lowerings of the IR to other compilers' IRs (only with their cargo
//! features).

pub mod llvm;
