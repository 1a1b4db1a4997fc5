//! CFG analyses, written over a plain dense [`Graph`] (nodes `0..n`, `u32`
//! ids, an entry) rather than over the IR, so that they can be tested on
//! hand-built graphs; an adapter maps a region's blocks onto a `Graph`.
//!
//! - [`cfg`](mod@cfg): a region's blocks as a `Graph`.
//! - [`graph`]: the graph, traversal orders, the reverse graph for
//!   post-dominance.
//! - [`control_dependence`]: which branches a block is control dependent
//!   on, from the post-dominator tree on demand.
//! - [`dominators`]: dominator and post-dominator trees (Lengauer-Tarjan).
//! - [`frontier`]: dominance frontiers and iterated dominance frontiers
//!   (φ-placement), naive and linear-time.
//! - [`liveness`]: backward bit-vector liveness.
//! - [`loops`]: loop forests: the natural loops of dominance back edges,
//!   or a loop for every cycle, irreducible ones too (Havlak).
//! - [`value_liveness`]: live-in / live-out of SSA values, block arguments as φs.
//!
//! No traversal recurses: graphs and trees a million nodes deep are fine.

pub mod cfg;
pub mod control_dependence;
pub mod dominators;
pub mod frontier;
pub mod graph;
pub mod liveness;
pub mod loops;
#[cfg(test)]
mod testing;
pub mod value_liveness;

pub use control_dependence::ControlDependence;
pub use dominators::{DomTree, PostDomTree};
pub use frontier::{iterated_frontier, iterated_frontier_naive, DominanceFrontiers};
pub use graph::Graph;
pub use liveness::Liveness;
pub use loops::LoopForest;
