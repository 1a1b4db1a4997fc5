pub mod analysis;
pub mod semantics;
