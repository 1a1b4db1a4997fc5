//! The analysis cache: a function's CFG, dominator tree and dominance
//! frontiers, computed on first request and kept for later passes only if
//! the passes in between preserved them. The verifier reads and fills the
//! same dominance entries (`ssa_ir::verifier::verify_with`).

use rustc_hash::FxHashMap;
pub use ssa_ir::analysis::cfg::Dominance;
use ssa_ir::analysis::DominanceFrontiers;
use ssa_ir::ir::{Ir, OpId};
use ssa_ir::verifier::FunctionDominance;
use std::rc::Rc;

/// What a pass left valid.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Preserved {
    /// Nothing changed.
    All,
    /// Blocks and edges unchanged (ops or block arguments may have changed),
    /// so the CFG, dominator tree and frontiers stay valid.
    Cfg,
    /// Anything may have changed.
    Nothing,
}

/// Per-function analysis results.
#[derive(Default)]
pub struct AnalysisCache {
    dominance: FunctionDominance,
    frontiers: FxHashMap<OpId, Rc<DominanceFrontiers>>,
}

impl AnalysisCache {
    /// The CFG and dominator tree of `func`'s body.
    pub fn dominance(&mut self, ir: &Ir, func: OpId) -> Rc<Dominance> {
        self.dominance
            .entry(func)
            .or_insert_with(|| {
                let body = ir
                    .func_body(func)
                    .expect("passes run on functions with bodies");
                Rc::new(Dominance::compute(ir, body))
            })
            .clone()
    }

    /// The dominance frontiers of `func`'s blocks (Cooper, Harvey, Kennedy).
    pub fn frontiers(&mut self, ir: &Ir, func: OpId) -> Rc<DominanceFrontiers> {
        if let Some(f) = self.frontiers.get(&func) {
            return f.clone();
        }
        let dom = self.dominance(ir, func);
        let frontiers = Rc::new(DominanceFrontiers::compute(&dom.cfg.graph, &dom.domtree));
        self.frontiers.insert(func, frontiers.clone());
        frontiers
    }

    /// The dominance of each function body computed so far, for the
    /// verifier to use and add to ([`ssa_ir::verifier::verify_with`]).
    pub fn function_dominance(&mut self) -> &mut FunctionDominance {
        &mut self.dominance
    }

    /// Drops what a pass did not preserve on `func`.
    pub fn invalidate(&mut self, func: OpId, preserved: Preserved) {
        if preserved == Preserved::Nothing {
            self.dominance.remove(&func);
            self.frontiers.remove(&func);
        }
    }
}
