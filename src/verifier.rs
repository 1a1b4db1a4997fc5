//! The verifier: structural rules of the IR, each op's own rules (its
//! `OpDef::verify`), and SSA dominance. It runs after parsing and, by
//! default, after every pass. Errors point at the offending op, with notes
//! at related definitions, in the parser's diagnostic format.
//!
//! Dominance follows MLIR's rules: a use in a block unreachable from the
//! entry is accepted (every block dominates an unreachable one); a value is
//! visible in the regions nested under its block's later ops.
//!
//! Regions are visited depth-first from an explicit stack, keeping the
//! chain of ops that enclose the current region (one per nesting level):
//! the ancestor of a use that sits in its operand's region is found in
//! O(1), so verification is linear in the IR at any nesting depth.
//!
//! Dominance is read from block-local op positions within a block, and
//! from the region's CFG and dominator tree across blocks; a region of one
//! block needs none, and gets none unless it is a function body whose
//! dominance the caller keeps. The CFG and dominator tree of each function
//! body can be shared with the pass manager ([`verify_with`]): the verifier
//! after parsing computes them for the first pass, and the verifier after
//! a pass that kept the CFG reuses the pass's.
//!
//! The top-level ops are verified in contiguous parts on rayon's threads
//! (the pool the caller runs in; `ssa-opt --threads`), over the shared
//! `&Ir`; the parts' errors are joined in order, so the result does not
//! depend on the number of threads. Time is linear in the IR; memory is
//! linear in the IR: each part's op-position table is sized to the part's
//! ops (`OpPositions`), and a function's dominance is dropped after the
//! function unless the caller keeps it ([`verify_with`]).

use crate::analysis::cfg::Dominance;
use crate::diagnostic::Diagnostic;
use crate::dialect::{opaque, Traits, VerifyCx};
use crate::ir::{BlockId, Ir, OpId, RegionId, SymbolTable, ValueDef, ValueId};
use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};
use std::rc::Rc;

/// The CFG and dominator tree of function bodies, by function.
pub type FunctionDominance = FxHashMap<OpId, Rc<Dominance>>;

/// Verifies the whole module; returns the errors found: as in MLIR, at most
/// one in the regions of each top-level op (the first found), and
/// those of the top-level ops themselves. The dominance of each function
/// body is dropped once the function is verified.
pub fn verify(ir: &Ir) -> Result<(), Vec<Diagnostic>> {
    verify_part(ir, 0, &SymbolTable::build([ir]), None, None)
}

/// [`verify`], taking the dominance of function bodies from `known` where
/// it is there (it must be up to date) and adding what it computes, so
/// that the passes that follow need not compute it again.
pub fn verify_with(ir: &Ir, known: &mut FunctionDominance) -> Result<(), Vec<Diagnostic>> {
    verify_part(ir, 0, &SymbolTable::build([ir]), Some(known), None)
}

/// [`verify_with`] for part `part` of a module parsed in parts (each its
/// own [`Ir`]), whose functions are `symbols`: calls are checked against
/// the signatures there, and a function is a redefinition unless it is
/// the one `symbols` holds for its name. The errors of all parts, joined in
/// part order and sorted stably by offset, are those of the joined module.
/// With `known`, dominance is taken from and added to it as in
/// [`verify_with`]; without, as in [`verify`]. With `only`, the bodies of
/// the functions not in it are taken as verified (a function pass left
/// them as they were) and not visited.
pub fn verify_part(
    ir: &Ir,
    part: usize,
    symbols: &SymbolTable,
    mut known: Option<&mut FunctionDominance>,
    only: Option<&FxHashSet<OpId>>,
) -> Result<(), Vec<Diagnostic>> {
    let mut errors = Vec::new();
    for op in ir.block_ops(ir.module_block()) {
        let code = ir.op_code(op);
        if code.is_function() {
            // A generic `func.func` without `sym_name`: its own verifier says so.
            let Some(attrs) = ir.func_attrs(op) else {
                continue;
            };
            let name = attrs.name.as_str();
            match symbols.get(name) {
                Some(first) if (first.part, first.op) == (part, op) => {}
                Some(first) => errors.push(
                    Diagnostic::error(ir.op_loc(op), format!("redefinition of symbol '@{name}'"))
                        .with_note(first.loc, "previous definition here"),
                ),
                None => errors.push(Diagnostic::error(
                    ir.op_loc(op),
                    format!("symbol '@{name}' is missing from the module's symbol table"),
                )),
            }
        } else if code.traits.has(Traits::NEEDS_ALLOCATION_SCOPE) {
            errors.push(no_allocation_scope(ir, op));
        } else if code != &opaque::OPAQUE {
            errors.push(Diagnostic::error(
                ir.op_loc(op),
                format!("'{}' op must be inside a function", code.name),
            ));
        }
    }
    let cx = VerifyCx { ir, symbols };
    for op in ir.block_ops(ir.module_block()) {
        if let Err(e) = (ir.op_code(op).verify)(&cx, op) {
            errors.push(e);
        }
    }
    // The top-level ops' regions, in contiguous parts verified in
    // parallel; the parts' errors and dominance are joined in order.
    let top_level: Vec<OpId> = ir
        .block_ops(ir.module_block())
        .filter(|op| only.is_none_or(|only| only.contains(op) || !ir.op_code(*op).is_function()))
        .collect();
    let keep = known.is_some();
    let given: FxHashMap<OpId, &Dominance> = known
        .iter()
        .flat_map(|known| known.iter().map(|(&f, d)| (f, &**d)))
        .collect();
    let parts = top_level.len().min(4 * rayon::current_num_threads()).max(1);
    let verified: Vec<PartResult> = top_level
        .par_chunks(top_level.len().div_ceil(parts).max(1))
        .map(|chunk| verify_regions(ir, symbols, &given, chunk, keep))
        .collect();
    for (part_errors, computed) in verified {
        errors.extend(part_errors);
        if let Some(known) = known.as_deref_mut() {
            known.extend(computed.into_iter().map(|(f, d)| (f, Rc::new(d))));
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        errors.sort_by_key(|e| e.loc.offset());
        Err(errors)
    }
}

/// MLIR's error for an op that allocates in an allocation scope it lacks.
fn no_allocation_scope(ir: &Ir, op: OpId) -> Diagnostic {
    Diagnostic::error(
        ir.op_loc(op),
        format!(
            "'{}' op requires an ancestor op with AutomaticAllocationScope trait",
            ir.op_code(op).name
        ),
    )
}

/// What a part of the top-level ops gives: its errors, in order, and the
/// dominance computed for function bodies.
type PartResult = (Vec<Diagnostic>, Vec<(OpId, Dominance)>);

/// Verifies the regions of the top-level ops `part`, in order: their
/// errors, and (if `keep`) the dominance computed for function bodies not
/// in `given`.
fn verify_regions(
    ir: &Ir,
    symbols: &SymbolTable,
    given: &FxHashMap<OpId, &Dominance>,
    part: &[OpId],
    keep: bool,
) -> PartResult {
    let mut verifier = RegionVerifier {
        cx: VerifyCx { ir, symbols },
        given,
        keep,
        computed: Vec::new(),
        dominance: FxHashMap::default(),
        position: OpPositions::default(),
        depth: FxHashMap::default(),
        path: Vec::new(),
        last_func: Vec::new(),
        scoped: Vec::new(),
        errors: Vec::new(),
    };
    let mut regions = Vec::new();
    // Each top-level op's regions in pre-order (an explicit stack: nesting
    // depth follows the input); dominance is kept for one function at a time.
    for &op in part {
        let before = verifier.errors.len();
        regions.extend_from_slice(ir.op_regions(op));
        while let Some(region) = regions.pop() {
            verifier.region(region, &mut regions);
        }
        // As MLIR's verifier, which stops at the first failure in an op's
        // regions: one error per top-level op, the first found.
        verifier.errors.truncate(before + 1);
        let computes = keep && ir.op_code(op).is_function() && !given.contains_key(&op);
        if let Some(body) = computes.then(|| ir.func_body(op)).flatten() {
            if let Some(RegionDominance::Computed(d)) = verifier.dominance.remove(&body) {
                verifier.computed.push((op, *d));
            }
        }
        verifier.dominance.clear();
        verifier.depth.clear();
    }
    (verifier.errors, verifier.computed)
}

/// The position of each op in its block, for the ops of one part, set as
/// the ops are visited (an op not visited yet has none: it comes after
/// every op visited in its block): a vector over the window of op indices from the first one set, grown on
/// demand but kept within four times the entries set (plus a page), and a
/// hash map for the indices outside it (ops a pass created late in the
/// arena). A part's ops are mostly numbered in one window, so the table is
/// O(part), not O(IR) per part.
#[derive(Default)]
struct OpPositions {
    /// The positions plus one of ops `base..base + dense.len()` (0 when
    /// unset: the op, if set, was set in `sparse` before the window grew
    /// over it).
    base: usize,
    dense: Vec<u32>,
    sparse: FxHashMap<OpId, u32>,
    /// The number of entries set.
    len: usize,
}

impl OpPositions {
    fn set(&mut self, op: OpId, position: u32) {
        if self.len == 0 {
            self.base = op.index();
        }
        self.len += 1;
        let at = op.index().wrapping_sub(self.base);
        let limit = 4 * self.len + 1024;
        if at >= self.dense.len() && at <= limit {
            // Doubled (within the bound), not grown one slot per op.
            self.dense
                .resize((2 * self.dense.len()).clamp(at + 1, limit + 1), 0);
        }
        match self.dense.get_mut(at) {
            Some(slot) => *slot = position + 1,
            None => {
                self.sparse.insert(op, position);
            }
        }
    }

    /// The position of `op`; `u32::MAX` if it is not set.
    fn get(&self, op: OpId) -> u32 {
        match self.dense.get(op.index().wrapping_sub(self.base)) {
            Some(&stored) if stored != 0 => stored - 1,
            _ => self.sparse.get(&op).copied().unwrap_or(u32::MAX),
        }
    }
}

/// The dominance of a region: given by the caller, computed here, or
/// none needed (a single block, where the order of ops is dominance).
enum RegionDominance<'a> {
    Given(&'a Dominance),
    Computed(Box<Dominance>),
    SingleBlock(BlockId),
}

impl RegionDominance<'_> {
    /// Is `block` one of the region's?
    fn contains(&self, block: BlockId) -> bool {
        match self {
            RegionDominance::Given(d) => d.cfg.try_node(block).is_some(),
            RegionDominance::Computed(d) => d.cfg.try_node(block).is_some(),
            RegionDominance::SingleBlock(only) => *only == block,
        }
    }
}

struct RegionVerifier<'a> {
    cx: VerifyCx<'a>,
    /// The known dominance of function bodies.
    given: &'a FxHashMap<OpId, &'a Dominance>,
    /// Whether to compute the dominance of function bodies not in `given`
    /// (for the caller), single-block ones included.
    keep: bool,
    /// The dominance computed for function bodies not in `given`.
    computed: Vec<(OpId, Dominance)>,
    dominance: FxHashMap<RegionId, RegionDominance<'a>>,
    /// Position of each op in its block.
    position: OpPositions,
    /// Nesting depth of each region visited (a function body is at 1).
    depth: FxHashMap<RegionId, usize>,
    /// The ops enclosing the region being verified: `path[k]` sits in a
    /// region of depth `k` (`path[0]` at module level).
    path: Vec<OpId>,
    /// `last_func[k]`: the deepest `j <= k` where `path[j]` is a function.
    last_func: Vec<Option<usize>>,
    /// `scoped[k]`: is some `path[j]`, `j <= k`, an allocation scope?
    scoped: Vec<bool>,
    errors: Vec<Diagnostic>,
}

impl RegionVerifier<'_> {
    fn region(&mut self, region: RegionId, pending: &mut Vec<RegionId>) {
        let ir = self.cx.ir;
        let Some(entry) = ir.region_first_block(region) else {
            return;
        };
        let parent = ir.region_parent(region);
        // The stack is depth-first: the enclosing ops of `parent` are
        // `path[..k - 1]`, set when its region was visited.
        let k = match ir.op_block(parent) {
            Some(block) if block != ir.module_block() => {
                self.depth.get(&ir.block_region(block)).map_or(1, |d| d + 1)
            }
            _ => 1,
        };
        self.path.truncate(k - 1);
        self.last_func.truncate(k - 1);
        self.scoped.truncate(k - 1);
        let scoped = ir.op_code(parent).traits.has(Traits::ALLOCATION_SCOPE)
            || self.scoped.last().copied().unwrap_or(false);
        self.scoped.push(scoped);
        let is_func = ir.op_code(parent).is_function();
        let last = if is_func {
            Some(k - 1)
        } else {
            self.last_func.last().copied().flatten()
        };
        self.path.push(parent);
        self.last_func.push(last);
        self.depth.insert(region, k);
        // A function body's dominance is computed for the passes to come
        // (`keep`); other single-block regions need none.
        let single = ir.next_block(entry).is_none();
        let dominance = match self.given.get(&parent) {
            Some(&d) if is_func => RegionDominance::Given(d),
            _ if single && !(is_func && self.keep) => RegionDominance::SingleBlock(entry),
            _ => RegionDominance::Computed(Box::new(Dominance::compute(ir, region))),
        };
        let entry_has_preds = match &dominance {
            RegionDominance::Given(d) => d.cfg.preds(entry).next().is_some(),
            RegionDominance::Computed(d) => d.cfg.preds(entry).next().is_some(),
            RegionDominance::SingleBlock(_) => ir
                .terminator(entry)
                .is_some_and(|t| ir.successors(t).any(|s| s == entry)),
        };
        if entry_has_preds {
            // At the region's op, in MLIR's words.
            self.errors.push(Diagnostic::error(
                ir.op_loc(parent),
                "entry block of region may not have predecessors",
            ));
        }
        self.dominance.insert(region, dominance);
        let own = &self.dominance[&region];
        for block in ir.region_blocks(region) {
            let last = ir.block_last_op(block);
            if last.is_none() {
                self.errors.push(Diagnostic::error(
                    ir.op_loc(parent),
                    "empty block: expect at least a terminator",
                ));
            }
            // Each op's position is set as it is visited: an operand
            // defined later in the block has none yet, and nested regions,
            // visited after this one, see every position of it.
            for (i, op) in ir.block_ops(block).enumerate() {
                self.position.set(op, i as u32);
                pending.extend_from_slice(ir.op_regions(op));
                if let Err(e) = self.op(op, block, own, Some(op) == last) {
                    self.errors.push(e);
                }
            }
        }
    }

    /// Verifies `op`, in `block` of the region being verified, whose
    /// dominance is `own`.
    fn op(
        &self,
        op: OpId,
        block: BlockId,
        own: &RegionDominance<'_>,
        is_last: bool,
    ) -> Result<(), Diagnostic> {
        let ir = self.cx.ir;
        let code = ir.op_code(op);
        let num_successors = ir.num_successors(op);
        let is_terminator = code.is_terminator() || num_successors > 0;
        if is_terminator && !is_last {
            return Err(self.cx.error(op, "must be the last operation in its block"));
        }
        if code.is_function() {
            return Err(self.cx.error(op, "must be at module level"));
        }
        if code.traits.has(Traits::NEEDS_ALLOCATION_SCOPE) && self.scoped.last() != Some(&true) {
            return Err(no_allocation_scope(ir, op));
        }
        for (index, &v) in ir.operands(op).iter().enumerate() {
            self.dominates_use(v, op, block, own, index)?;
        }
        for s in 0..num_successors {
            let target = ir.successor(op, s);
            if ir.block_region(target) != ir.block_region(block) {
                return Err(self
                    .cx
                    .error(op, format!("successor #{s} is not in the same region")));
            }
            // An op without the branch interface (an opaque terminator,
            // `"foo.br"(%x)[^bb1]`) passes its targets' arguments values
            // nobody knows, as in MLIR: its operands are its own.
            if code.branch().is_none() {
                continue;
            }
            let args = ir.successor_operands(op, s);
            let params = ir.block_args(target);
            if args.len() != params.len() {
                return Err(self
                    .cx
                    .error(
                        op,
                        format!(
                            "branch has {} operands for successor #{s}, but target block has {}",
                            args.len(),
                            params.len()
                        ),
                    )
                    .with_note(ir.block_loc(target), "target block defined here"));
            }
            for (i, (&a, &p)) in args.iter().zip(params).enumerate() {
                if ir.value_type(a) != ir.value_type(p) {
                    return Err(self
                        .cx
                        .error(
                            op,
                            format!(
                                "type mismatch for successor #{s} operand #{i}: '{}' passed to a block argument of type '{}'",
                                self.cx.show(ir.value_type(a)),
                                self.cx.show(ir.value_type(p))
                            ),
                        )
                        .with_note(ir.block_loc(target), "target block defined here"));
                }
            }
        }
        (code.verify)(&self.cx, op)?;
        // After the op's own rules, as MLIR checks a block's terminator
        // once its ops are verified.
        if is_last && !is_terminator && code != &opaque::OPAQUE {
            return Err(self.cx.error(
                op,
                "is not a terminator, but ends its block: block with no terminator (add 'cf.br' or 'return')",
            ));
        }
        Ok(())
    }

    /// Checks that `v`'s definition dominates its use as operand `index` of
    /// `user`, which is in `user_block` of the region being verified, whose
    /// dominance is `own`.
    fn dominates_use(
        &self,
        v: ValueId,
        user: OpId,
        user_block: BlockId,
        own: &RegionDominance<'_>,
        index: usize,
    ) -> Result<(), Diagnostic> {
        let ir = self.cx.ir;
        let not_dominated = || {
            let mut d = self
                .cx
                .error(user, format!("operand #{index} does not dominate this use"));
            if let Some(def) = ir.defining_op(v) {
                d = d.with_note(ir.op_loc(def), "operand defined here");
            } else if let Some(block) = ir.value_block(v) {
                d = d.with_note(
                    ir.block_loc(block),
                    "operand defined as an argument of this block",
                );
            }
            d
        };
        let Some(def_block) = ir.value_block(v) else {
            return Err(self
                .cx
                .error(user, format!("operand #{index} is undefined")));
        };
        // Most operands are defined earlier in the same block.
        let def = ir.value_def(v);
        if user_block == def_block {
            let earlier = match def {
                ValueDef::Arg(..) => true,
                ValueDef::Result(def_op, _) => {
                    def_op != user && self.position.get(def_op) < self.position.get(user)
                }
                ValueDef::Placeholder => false,
            };
            if earlier {
                return Ok(());
            }
        }
        // The use as seen from the definition's region: `user` or the
        // ancestor op of `user` that sits in that region. Most definitions
        // are in the user's own region, whose CFG numbers the defining
        // block: then the block itself (far away in a large function) is
        // not read.
        let (at, use_block, dominance) = match own.contains(def_block) {
            true => (user, user_block, own),
            false => {
                // `user` is in a region of depth `path.len()`; its ancestor
                // in a region of depth `d` is `path[d]`. Leaving a function
                // on the way up does not reach the definition.
                let def_region = ir.block_region(def_block);
                let Some(&d) = self.depth.get(&def_region) else {
                    return Err(not_dominated());
                };
                let at = match d.cmp(&self.path.len()) {
                    std::cmp::Ordering::Equal => user,
                    std::cmp::Ordering::Less
                        if self.last_func[self.path.len() - 1].is_none_or(|f| f < d) =>
                    {
                        self.path[d]
                    }
                    _ => return Err(not_dominated()),
                };
                if ir.op_block(at).map(|b| ir.block_region(b)) != Some(def_region) {
                    return Err(not_dominated());
                }
                let Some(dominance) = self.dominance.get(&def_region) else {
                    return Err(not_dominated());
                };
                let use_block = ir.op_block(at).expect("checked above");
                (at, use_block, dominance)
            }
        };
        let tree = match dominance {
            RegionDominance::Given(d) => Some(&**d),
            RegionDominance::Computed(d) => Some(&**d),
            // The region's one block holds the definition and the use.
            RegionDominance::SingleBlock(_) => None,
        };
        let nodes = tree.map(|d| (d, d.cfg.node(def_block), d.cfg.node(use_block)));
        if let Some((d, _, use_node)) = nodes {
            if !d.domtree.is_reachable(use_node) {
                return Ok(());
            }
        }
        let ok = match def {
            ValueDef::Result(def_op, _) if def_block == use_block => {
                def_op != at && self.position.get(def_op) < self.position.get(at)
            }
            ValueDef::Arg(..) => nodes.is_none_or(|(d, def, at)| d.domtree.dominates(def, at)),
            ValueDef::Result(..) => {
                nodes.is_some_and(|(d, def, at)| d.domtree.strictly_dominates(def, at))
            }
            ValueDef::Placeholder => false,
        };
        if ok {
            Ok(())
        } else {
            Err(not_dominated())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::{arith, cf};
    use crate::ir::{Attribute, OpSpec};
    use crate::parser::parse_module;

    #[test]
    fn op_positions_set_before_the_window_grew_over_them_are_kept() {
        let mut positions = OpPositions::default();
        positions.set(OpId::from_index(0), 5);
        // Far beyond the window of two entries: kept aside.
        let far = OpId::from_index(2000);
        positions.set(far, 7);
        // The window grows over `far` without setting it.
        for i in 1..1000 {
            positions.set(OpId::from_index(i), 1);
        }
        positions.set(OpId::from_index(2001), 3);
        assert_eq!(positions.get(far), 7);
        assert_eq!(positions.get(OpId::from_index(0)), 5);
        assert_eq!(positions.get(OpId::from_index(2001)), 3);
    }

    fn errors(ir: &Ir) -> String {
        let errors = verify(ir).expect_err("invalid IR");
        errors
            .iter()
            .map(|e| e.message.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// IR that text cannot express but a buggy pass can produce.
    #[test]
    fn catches_what_passes_can_break() {
        let text = "func.func @f(%a: i32) -> i32 {\n  cf.br ^b\n^b:\n  return %a : i32\n}\n";
        let ir = parse_module(text, 0).unwrap();
        verify(&ir).unwrap();
        let func = ir.functions().next().unwrap();
        let body = ir.func_body(func).unwrap();
        let entry = ir.region_first_block(body).unwrap();
        let a = ir.block_args(entry)[0];
        let i32 = ir.value_type(a);

        // An op after the terminator.
        let mut broken = ir.clone();
        let add = broken.create_op(OpSpec::new(&arith::ADDI, &[a, a], &[i32]));
        broken.append_op(entry, add);
        assert!(errors(&broken).contains("'cf.br' op must be the last operation in its block"));

        // A block ending without a terminator.
        let mut broken = ir.clone();
        let br = broken.terminator(entry).unwrap();
        broken.erase_op(br);
        let c =
            broken.create_op(OpSpec::new(&arith::CONSTANT, &[], &[i32]).attr(Attribute::Int(1)));
        broken.append_op(entry, c);
        assert!(errors(&broken).contains("is not a terminator, but ends its block"));

        // A use of a value whose op was never inserted (or was detached).
        let mut broken = ir.clone();
        let c =
            broken.create_op(OpSpec::new(&arith::CONSTANT, &[], &[i32]).attr(Attribute::Int(1)));
        let v = broken.result(c, 0);
        let target = broken.successor(broken.terminator(entry).unwrap(), 0);
        let arg = broken.add_block_arg(target, i32);
        let br = broken.terminator(entry).unwrap();
        broken.set_successor(br, 0, target, &[v]);
        assert!(errors(&broken).contains("'cf.br' op operand #0 is undefined"));
        let _ = arg;

        // A successor in another function's region.
        let two = format!("{text}func.func @g() {{\n  return\n}}\n");
        let mut broken = parse_module(&two, 0).unwrap();
        let g = broken.functions().nth(1).unwrap();
        let g_entry = broken
            .region_first_block(broken.func_body(g).unwrap())
            .unwrap();
        let ret = broken.terminator(g_entry).unwrap();
        broken.erase_op(ret);
        let f_block = broken.region_blocks(body).nth(1).unwrap();
        let jump = broken.create_op(OpSpec::new(&cf::BR, &[], &[]).successors(&[(f_block, &[])]));
        broken.append_op(g_entry, jump);
        assert!(errors(&broken).contains("successor #0 is not in the same region"));
    }
}
