//! The analysis manager (MLIR's `AnalysisManager`, LLVM's new pass
//! manager): analyses requested by type (`am.get::<Dominance>(ir, func)`),
//! computed on first request and cached per function, then kept or dropped
//! by what each pass says it preserved ([`Preserved`]). Any type that
//! implements [`Analysis`], in any crate, is one; the manager names none.
//!
//! A pass's claim is not trusted: under `--verify-each` the runner
//! recomputes every analysis a pass kept and compares it with the cached
//! one ([`AnalysisManager::check_preserved`], LLVM's
//! `-verify-analysis-invalidation`), and the verifier then uses the fresh
//! dominance, never one a pass vouched for.
//!
//! Cost: a lookup is O(k) for k analyses cached on the function (a
//! handful); memory is the cached results. Checking recomputes each kept
//! analysis once per function, sharing dependencies, except that the
//! analyses that depend only on the CFG are checked together by
//! rebuilding the CFG (O(B + E)) when the dominance is cached.

use rustc_hash::FxHashMap;
pub use ssa_ir::analysis::cfg::Dominance;
use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::analysis::DominanceFrontiers;
use ssa_ir::ir::{Ir, OpId};
use std::any::{Any, TypeId};
use std::rc::Rc;

/// A function analysis the manager can compute, cache and check.
pub trait Analysis: PartialEq + 'static {
    /// Its name in diagnostics.
    const NAME: &'static str;
    /// Whether it depends only on the function's blocks and edges, so that
    /// [`Preserved::cfg`] keeps it.
    const CFG_ONLY: bool;
    /// Computes it for `func` (a function with a body), asking `am` for the
    /// analyses it builds on.
    fn compute(ir: &Ir, func: OpId, am: &mut AnalysisManager) -> Self;
}

impl Analysis for Dominance {
    const NAME: &'static str = "dominance";
    const CFG_ONLY: bool = true;
    fn compute(ir: &Ir, func: OpId, _: &mut AnalysisManager) -> Dominance {
        let body = ir
            .func_body(func)
            .expect("passes run on functions with bodies");
        Dominance::compute(ir, body)
    }
}

/// The dominance frontiers of the function's blocks (Cooper, Harvey, Kennedy).
impl Analysis for DominanceFrontiers {
    const NAME: &'static str = "dominance frontiers";
    const CFG_ONLY: bool = true;
    fn compute(ir: &Ir, func: OpId, am: &mut AnalysisManager) -> DominanceFrontiers {
        let dom = am.get::<Dominance>(ir, func);
        DominanceFrontiers::compute(&dom.cfg.graph, &dom.domtree)
    }
}

/// What a pass left valid on a function: everything, the CFG (blocks and
/// edges, so every [`Analysis::CFG_ONLY`] analysis), and analyses named by
/// type.
#[derive(Clone, Debug, PartialEq)]
pub struct Preserved {
    all: bool,
    cfg: bool,
    kept: Vec<TypeId>,
}

impl Preserved {
    /// Nothing changed.
    pub fn all() -> Preserved {
        Preserved {
            all: true,
            cfg: true,
            kept: Vec::new(),
        }
    }

    /// Blocks and edges unchanged (ops or block arguments may have
    /// changed): the analyses of the CFG stay valid.
    pub fn cfg() -> Preserved {
        Preserved {
            all: false,
            cfg: true,
            kept: Vec::new(),
        }
    }

    /// Anything may have changed.
    pub fn none() -> Preserved {
        Preserved {
            all: false,
            cfg: false,
            kept: Vec::new(),
        }
    }

    /// Also keeps analysis `A`.
    pub fn and<A: Analysis>(mut self) -> Preserved {
        self.kept.push(TypeId::of::<A>());
        self
    }

    /// Did the pass keep everything (change nothing)?
    pub fn is_all(&self) -> bool {
        self.all
    }

    /// Does this keep analysis `A`?
    pub fn keeps<A: Analysis>(&self) -> bool {
        self.keeps_entry(TypeId::of::<A>(), A::CFG_ONLY)
    }

    fn keeps_entry(&self, id: TypeId, cfg_only: bool) -> bool {
        self.all || (self.cfg && cfg_only) || self.kept.contains(&id)
    }
}

/// One cached analysis result, type-erased.
struct Entry {
    id: TypeId,
    name: &'static str,
    cfg_only: bool,
    value: Rc<dyn Any>,
    /// Is `value` what a fresh computation (in the given manager) gives?
    matches_fresh: fn(&dyn Any, &Ir, OpId, &mut AnalysisManager) -> bool,
}

fn matches_fresh<A: Analysis>(
    cached: &dyn Any,
    ir: &Ir,
    func: OpId,
    fresh: &mut AnalysisManager,
) -> bool {
    cached.downcast_ref::<A>() == Some(&*fresh.get::<A>(ir, func))
}

/// The analyses of each function, computed on request.
#[derive(Default)]
pub struct AnalysisManager {
    cache: FxHashMap<OpId, Vec<Entry>>,
}

impl AnalysisManager {
    /// Analysis `A` of `func`, computed now unless cached.
    pub fn get<A: Analysis>(&mut self, ir: &Ir, func: OpId) -> Rc<A> {
        if let Some(cached) = self.cached::<A>(func) {
            return cached;
        }
        let value = Rc::new(A::compute(ir, func, self));
        self.insert(func, value.clone());
        value
    }

    /// Analysis `A` of `func` if it is cached (and so valid).
    pub fn cached<A: Analysis>(&self, func: OpId) -> Option<Rc<A>> {
        let entry = self.entry(func, TypeId::of::<A>())?;
        Some(
            entry
                .value
                .clone()
                .downcast()
                .expect("entries are keyed by their type"),
        )
    }

    /// Is analysis `A` of `func` cached?
    pub fn is_valid<A: Analysis>(&self, func: OpId) -> bool {
        self.entry(func, TypeId::of::<A>()).is_some()
    }

    /// Caches `value` as analysis `A` of `func` (it must be up to date).
    pub fn insert<A: Analysis>(&mut self, func: OpId, value: Rc<A>) {
        let entries = self.cache.entry(func).or_default();
        entries.retain(|e| e.id != TypeId::of::<A>());
        entries.push(Entry {
            id: TypeId::of::<A>(),
            name: A::NAME,
            cfg_only: A::CFG_ONLY,
            value,
            matches_fresh: matches_fresh::<A>,
        });
    }

    /// Drops analysis `A` of `func`.
    pub fn clear<A: Analysis>(&mut self, func: OpId) {
        if let Some(entries) = self.cache.get_mut(&func) {
            entries.retain(|e| e.id != TypeId::of::<A>());
        }
    }

    /// Drops the analyses of `func` that `preserved` does not keep.
    pub fn invalidate(&mut self, func: OpId, preserved: &Preserved) {
        if let Some(entries) = self.cache.get_mut(&func) {
            entries.retain(|e| preserved.keeps_entry(e.id, e.cfg_only));
        }
    }

    /// Recomputes every analysis cached for `func` and compares it with
    /// the cached one; `Err` names the first that differs (it is dropped).
    pub fn check_preserved(&mut self, ir: &Ir, func: OpId) -> Result<(), &'static str> {
        // The CFG-only analyses are functions of the blocks and edges: with
        // the dominance cached, one fresh CFG equal to its CFG checks them
        // all (and costs a CFG, not a dominator tree).
        let cfg_checked = match (self.cached::<Dominance>(func), ir.func_body(func)) {
            (Some(dominance), Some(body)) => {
                if RegionCfg::build(ir, body) != dominance.cfg {
                    self.clear::<Dominance>(func);
                    return Err(Dominance::NAME);
                }
                true
            }
            _ => false,
        };
        let Some(entries) = self.cache.get_mut(&func) else {
            return Ok(());
        };
        let mut fresh = AnalysisManager::default();
        for (i, entry) in entries.iter().enumerate() {
            if cfg_checked && entry.cfg_only {
                continue;
            }
            if !(entry.matches_fresh)(&*entry.value, ir, func, &mut fresh) {
                let name = entry.name;
                entries.remove(i);
                return Err(name);
            }
        }
        Ok(())
    }

    fn entry(&self, func: OpId, id: TypeId) -> Option<&Entry> {
        self.cache.get(&func)?.iter().find(|e| e.id == id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssa_ir::parser::parse_module;
    use std::cell::Cell;

    thread_local! {
        static COMPUTED: Cell<u32> = const { Cell::new(0) };
    }

    /// An analysis defined outside the manager: the number of ops in the
    /// function's entry block.
    #[derive(PartialEq, Debug)]
    struct EntryOps(usize);

    impl Analysis for EntryOps {
        const NAME: &'static str = "entry ops";
        const CFG_ONLY: bool = false;
        fn compute(ir: &Ir, func: OpId, _: &mut AnalysisManager) -> EntryOps {
            COMPUTED.with(|c| c.set(c.get() + 1));
            let entry = ir.region_first_block(ir.func_body(func).unwrap()).unwrap();
            EntryOps(ir.block_ops(entry).count())
        }
    }

    fn module() -> (Ir, OpId) {
        let text = "func.func @f(%a: i32) -> i32 {\n  %b = arith.addi %a, %a : i32\n  cf.br ^x\n^x:\n  return %b : i32\n}\n";
        let ir = parse_module(text, 0).unwrap();
        let func = ir.functions().next().unwrap();
        (ir, func)
    }

    #[test]
    fn cached_by_type_and_kept_by_preservation() {
        let (ir, func) = module();
        let mut am = AnalysisManager::default();
        assert!(!am.is_valid::<EntryOps>(func));
        assert_eq!(*am.get::<EntryOps>(&ir, func), EntryOps(2));
        am.get::<EntryOps>(&ir, func);
        assert_eq!(COMPUTED.with(Cell::get), 1, "computed once, then cached");
        am.get::<DominanceFrontiers>(&ir, func);
        assert!(am.is_valid::<Dominance>(func), "computed as a dependency");

        am.invalidate(func, &Preserved::cfg());
        assert!(!am.is_valid::<EntryOps>(func));
        assert!(am.is_valid::<Dominance>(func) && am.is_valid::<DominanceFrontiers>(func));

        am.get::<EntryOps>(&ir, func);
        am.invalidate(func, &Preserved::none().and::<EntryOps>());
        assert!(am.is_valid::<EntryOps>(func));
        assert!(!am.is_valid::<Dominance>(func) && !am.is_valid::<DominanceFrontiers>(func));

        am.clear::<EntryOps>(func);
        assert!(am.cached::<EntryOps>(func).is_none());
        am.get::<Dominance>(&ir, func);
        am.invalidate(func, &Preserved::all());
        assert!(am.is_valid::<Dominance>(func));
    }

    #[test]
    fn checking_finds_a_stale_analysis() {
        let (mut ir, func) = module();
        let mut am = AnalysisManager::default();
        am.get::<EntryOps>(&ir, func);
        am.get::<Dominance>(&ir, func);
        assert_eq!(am.check_preserved(&ir, func), Ok(()));
        // Delete the addition: the entry block has one op fewer.
        let entry = ir.region_first_block(ir.func_body(func).unwrap()).unwrap();
        let add = ir.block_ops(entry).next().unwrap();
        let sum = ir.result(add, 0);
        let a = ir.operands(add)[0];
        ir.replace_all_uses(sum, a);
        ir.erase_op(add);
        assert_eq!(am.check_preserved(&ir, func), Err("entry ops"));
        assert!(!am.is_valid::<EntryOps>(func) && am.is_valid::<Dominance>(func));
        assert_eq!(am.check_preserved(&ir, func), Ok(()));
    }
}
