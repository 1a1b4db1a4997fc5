//! Liveness of SSA values: the values live on entry to and on exit from
//! every block of a function body, and the point queries out-of-SSA
//! translation asks ("is `a` live where `b` is defined?").
//!
//! # Block arguments
//!
//! Block arguments are φ-functions, and liveness follows the φ convention
//! of the SSA literature rather than reading a branch as an ordinary op:
//!
//! - a block argument is *defined at the top of its block*, before its first
//!   op: it is never live on entry to its own block;
//! - a successor operand (the value a terminator passes to a block
//!   argument, a φ-operand) is *used on the edge, at the end of the
//!   predecessor*: it is live on exit from the predecessor, and is not, on
//!   that account, live on entry to the target.
//!
//! This is the convention of the SSA book (Rastello and Bouchez Tichadou,
//! eds., "SSA-based Compiler Design", 2022, ch. 9: a φ's uses are at the
//! end of the corresponding predecessors and its definition at the start of
//! its block), of Boissinot et al. ("Revisiting out-of-SSA translation for
//! correctness, code quality, and efficiency", CGO 2009) and of Appel
//! ("Modern Compiler Implementation", §19.6, liveness of φ arguments at the
//! end of the predecessors). It is what SSA
//! destruction needs: the copies that replace block arguments go at the
//! ends of the predecessors (or on split edges), where the passed values
//! must still be live. (MLIR's own `Liveness` reads successor operands as
//! uses by the terminator, so a value passed on an edge and used nowhere
//! else is live-in of no successor and live-out of nothing; here it is
//! live-out of the predecessor.)
//!
//! # Equations
//!
//! With `Defs(B)` the arguments of `B` and the results of its ops,
//! `UEVar(B)` the values its ops read (successor operands excepted) before
//! any definition of them in `B` — in SSA, the values read in `B` and
//! defined elsewhere — and `PhiUses(B)` the successor operands of `B`'s
//! terminator:
//!
//! ```text
//! LiveOut(B) = PhiUses(B) ∪ ⋃ LiveIn(S) over the successors S of B
//! LiveIn(B)  = UEVar(B) ∪ (LiveOut(B) − Defs(B))
//! ```
//!
//! (the SSA book's equations, with `PhiDefs(S)` already outside `LiveIn(S)`
//! because arguments are in `Defs`). They are solved with the generic
//! bit-vector solver [`Liveness`], whose `LiveOut` is the plain union over
//! successors: it is given `UEVar'(B) = UEVar(B) ∪ (PhiUses(B) − Defs(B))`,
//! which yields the `LiveIn` above exactly, and `PhiUses(B)` is added to its
//! `LiveOut(B)` afterwards.
//!
//! # What is tracked
//!
//! Only values of the body region that can be live across a block boundary
//! get a bit: those used in another block than their own, or passed on an
//! edge (Briggs et al.'s "non-local names", "Practical improvements to the
//! construction and destruction of static single assignment form", SPE
//! 1998). A value used only in its own block, after its definition, is in
//! no live-in or live-out set, so leaving it out keeps the bit-vectors
//! (blocks × tracked values bits) to the values that matter. A use inside
//! the region of an op counts as a use by that op; values defined in nested
//! regions are local to them and not tracked.
//!
//! Unreachable blocks are solved by the same equations (see [`Liveness`]);
//! they never make a value live in a reachable block.
//!
//! # Cost
//!
//! O(size of the region) to find the tracked values, then [`Liveness`]'s
//! bound over them: O(N × T) bits for N blocks and T tracked values.
//! [`LiveLists`] gives the same sets in time and memory that follow their
//! size (`-print-liveness` prints them that way). Passes that need
//! liveness on large functions ask narrower questions (`out-of-ssa`'s
//! `live_in`, `mem2reg`'s slot liveness).

use super::cfg::RegionCfg;
use super::liveness::Liveness;
use crate::ir::{BlockId, Ir, OpId, ValueDef, ValueId};
use fixedbitset::FixedBitSet;
use rustc_hash::FxHashMap;

/// Where a value of the body region is defined.
#[derive(Copy, Clone)]
struct Def {
    /// The block, as a node of the region's CFG.
    node: u32,
    /// 0 for a block argument, `k + 1` for a result of the block's `k`-th op.
    position: u32,
    /// Its position in definition order.
    order: u32,
}

/// Live-in and live-out sets of SSA values for every block of a function
/// body, with block arguments as φs (see the module docs).
#[derive(Clone, Debug)]
pub struct ValueLiveness {
    /// The tracked values in definition order (blocks in layout order,
    /// arguments before op results); a value's bit is its index here.
    values: Vec<ValueId>,
    bits: FxHashMap<ValueId, u32>,
    nodes: FxHashMap<BlockId, u32>,
    live_in: Vec<FixedBitSet>,
    live_out: Vec<FixedBitSet>,
}

impl ValueLiveness {
    /// Computes value liveness for the region `cfg` was built from (a
    /// function body). O(size of the region + iterations × blocks × tracked
    /// values / word size).
    pub fn compute(ir: &Ir, cfg: &RegionCfg) -> ValueLiveness {
        let blocks = cfg.blocks();
        let num_nodes = blocks.len();
        let (defs, in_order) = definitions(ir, blocks);

        // Which values can be live across a block boundary.
        let mut crosses = FixedBitSet::with_capacity(in_order.len());
        scan_uses(ir, blocks, |node, position, value, on_edge| {
            if let Some(def) = defs.get(&value) {
                if on_edge || def.node != node || def.position >= position {
                    crosses.insert(def.order as usize);
                }
            }
        });
        let values: Vec<ValueId> = crosses.ones().map(|i| in_order[i]).collect();
        let bits: FxHashMap<ValueId, u32> = values
            .iter()
            .enumerate()
            .map(|(bit, &v)| (v, bit as u32))
            .collect();

        // UEVar' (with the edge uses not defined in the block), Defs, PhiUses.
        let num_bits = values.len();
        let mut uevar = vec![FixedBitSet::with_capacity(num_bits); num_nodes];
        let mut defined = uevar.clone();
        let mut phi_uses = uevar.clone();
        for (&value, &bit) in &bits {
            defined[defs[&value].node as usize].insert(bit as usize);
        }
        scan_uses(ir, blocks, |node, position, value, on_edge| {
            let Some(&bit) = bits.get(&value) else {
                return;
            };
            let def = defs[&value];
            let defined_before = def.node == node && (on_edge || def.position < position);
            if !defined_before {
                uevar[node as usize].insert(bit as usize);
            }
            if on_edge {
                phi_uses[node as usize].insert(bit as usize);
            }
        });

        let solution = Liveness::compute(&cfg.graph, &uevar, &defined);
        let live_in = (0..num_nodes as u32)
            .map(|node| solution.live_in(node).clone())
            .collect();
        let mut live_out = phi_uses;
        for (node, out) in live_out.iter_mut().enumerate() {
            out.union_with(solution.live_out(node as u32));
        }
        let nodes = blocks
            .iter()
            .enumerate()
            .map(|(node, &b)| (b, node as u32))
            .collect();
        ValueLiveness {
            values,
            bits,
            nodes,
            live_in,
            live_out,
        }
    }

    /// The tracked values, in definition order; value `values()[i]` is bit
    /// `i` of the sets [`live_in_set`](Self::live_in_set) and
    /// [`live_out_set`](Self::live_out_set). Values not listed are live in
    /// no set (module docs, "What is tracked").
    pub fn values(&self) -> &[ValueId] {
        &self.values
    }

    /// The bit of a tracked value.
    pub fn bit(&self, value: ValueId) -> Option<u32> {
        self.bits.get(&value).copied()
    }

    /// The values live on entry to CFG node `node`, as bits.
    pub fn live_in_set(&self, node: u32) -> &FixedBitSet {
        &self.live_in[node as usize]
    }

    /// The values live on exit from CFG node `node`, as bits.
    pub fn live_out_set(&self, node: u32) -> &FixedBitSet {
        &self.live_out[node as usize]
    }

    /// The values live on entry to `block`, in definition order (never its
    /// own arguments). Empty for a block of another region.
    pub fn live_in(&self, block: BlockId) -> impl Iterator<Item = ValueId> + '_ {
        self.members(&self.live_in, block)
    }

    /// The values live on exit from `block` (the successor operands of its
    /// terminator included), in definition order. Empty for a block of
    /// another region.
    pub fn live_out(&self, block: BlockId) -> impl Iterator<Item = ValueId> + '_ {
        self.members(&self.live_out, block)
    }

    /// Is `value` live on entry to `block`? False for `block`'s own
    /// arguments, and for blocks and values of other regions.
    pub fn is_live_in(&self, value: ValueId, block: BlockId) -> bool {
        self.contains(&self.live_in, value, block)
    }

    /// Is `value` live on exit from `block` (a successor operand of its
    /// terminator, or live on entry to a successor)? False for blocks and
    /// values of other regions.
    pub fn is_live_out(&self, value: ValueId, block: BlockId) -> bool {
        self.contains(&self.live_out, value, block)
    }

    /// Is `value` live just after `op` (an op of the body region) executes:
    /// used by a later op of the block, or live on exit, without a
    /// definition in between? `op`'s own operands are not "after" it; the
    /// successor operands of the terminator are. O(ops after `op`).
    pub fn is_live_after(&self, ir: &Ir, value: ValueId, op: OpId) -> bool {
        match ir.op_block(op) {
            Some(block) => self.live_from(ir, value, block, ir.next_op(op)),
            None => false,
        }
    }

    /// Is `value` live just after the arguments of `block` are defined, at
    /// the top of the block (before its first op)? O(ops of the block).
    pub fn is_live_after_args(&self, ir: &Ir, value: ValueId, block: BlockId) -> bool {
        self.live_from(ir, value, block, ir.block_first_op(block))
    }

    /// Do the live ranges of `a` and `b` intersect? In SSA form they do iff
    /// one of them is live just after the definition of the other (Budimlić
    /// et al., "Fast copy coalescing and live-range identification", PLDI
    /// 2002; Boissinot et al. 2009): the test out-of-SSA
    /// translation uses before it merges two values into one variable. A
    /// value does not interfere with itself.
    pub fn interfere(&self, ir: &Ir, a: ValueId, b: ValueId) -> bool {
        a != b && (self.is_live_at_def(ir, a, b) || self.is_live_at_def(ir, b, a))
    }

    /// Is `value` live just after `def` is defined?
    fn is_live_at_def(&self, ir: &Ir, value: ValueId, def: ValueId) -> bool {
        match ir.value_def(def) {
            ValueDef::Result(op, _) => self.is_live_after(ir, value, op),
            ValueDef::Arg(block, _) => self.is_live_after_args(ir, value, block),
            ValueDef::Placeholder => false,
        }
    }

    /// Whether `value` is live just before `start` (or at the end of
    /// `block` if `start` is `None`): the backward scan of a block from its
    /// live-out set.
    fn live_from(&self, ir: &Ir, value: ValueId, block: BlockId, start: Option<OpId>) -> bool {
        let mut cursor = start;
        while let Some(op) = cursor {
            if op_reads(ir, op, value) {
                return true;
            }
            if ir.results(op).any(|r| r == value) {
                return false;
            }
            cursor = ir.next_op(op);
        }
        self.is_live_out(value, block)
    }

    fn members<'a>(
        &'a self,
        sets: &'a [FixedBitSet],
        block: BlockId,
    ) -> impl Iterator<Item = ValueId> + 'a {
        self.nodes
            .get(&block)
            .into_iter()
            .flat_map(move |&node| sets[node as usize].ones())
            .map(|bit| self.values[bit])
    }

    fn contains(&self, sets: &[FixedBitSet], value: ValueId, block: BlockId) -> bool {
        match (self.bits.get(&value), self.nodes.get(&block)) {
            (Some(&bit), Some(&node)) => sets[node as usize].contains(bit as usize),
            _ => false,
        }
    }
}

/// The values defined in `blocks` (arguments, then each op's results), in
/// order, and where each is defined.
fn definitions(ir: &Ir, blocks: &[BlockId]) -> (FxHashMap<ValueId, Def>, Vec<ValueId>) {
    let mut defs: FxHashMap<ValueId, Def> = FxHashMap::default();
    let mut in_order: Vec<ValueId> = Vec::new();
    let mut define = |value: ValueId, node: usize, position: u32| {
        defs.insert(
            value,
            Def {
                node: node as u32,
                position,
                order: in_order.len() as u32,
            },
        );
        in_order.push(value);
    };
    for (node, &block) in blocks.iter().enumerate() {
        for &arg in ir.block_args(block) {
            define(arg, node, 0);
        }
        for (k, op) in ir.block_ops(block).enumerate() {
            for result in ir.results(op) {
                define(result, node, k as u32 + 1);
            }
        }
    }
    (defs, in_order)
}

/// The same live-in and live-out sets as [`ValueLiveness`], as lists of
/// values per block, computed one value at a time by path exploration: from
/// each use, walk the CFG backwards until the definition (Appel, "Modern
/// Compiler Implementation", Alg. 19.17; the SSA book, ch. 9, liveness sets
/// by path exploration). Nothing is stored for a value where it is dead, so
/// time and memory follow the size of the sets rather than blocks × values:
/// O(R + Σ |LiveOut| + Σ over edges (P, S) of |LiveIn(S)|) time, R the size
/// of the region, and O(R + Σ |LiveIn| + Σ |LiveOut|) memory.
#[derive(Clone, Debug)]
pub struct LiveLists {
    live_in: Vec<Vec<ValueId>>,
    live_out: Vec<Vec<ValueId>>,
}

impl LiveLists {
    /// Computes the lists for the region `cfg` was built from.
    pub fn compute(ir: &Ir, cfg: &RegionCfg) -> LiveLists {
        let blocks = cfg.blocks();
        let num_nodes = blocks.len();
        let (defs, in_order) = definitions(ir, blocks);

        // Each value's uses that make it live across a block boundary, by
        // definition order (CSR, counted then filled): `(node, on_edge)`,
        // live out of `node` on an edge, live into it otherwise.
        let seed = |node: u32, position: u32, value: ValueId, on_edge: bool| {
            let def = defs.get(&value)?;
            let defined_before = def.node == node && (on_edge || def.position < position);
            Some((def.order as usize, !defined_before, on_edge))
        };
        let mut seeds_at = vec![0usize; in_order.len() + 1];
        scan_uses(ir, blocks, |node, position, value, on_edge| {
            if let Some((order, into, out)) = seed(node, position, value, on_edge) {
                seeds_at[order + 1] += usize::from(into) + usize::from(out);
            }
        });
        for i in 0..in_order.len() {
            seeds_at[i + 1] += seeds_at[i];
        }
        let mut next = seeds_at[..in_order.len()].to_vec();
        let mut seeds = vec![(0u32, false); seeds_at[in_order.len()]];
        scan_uses(ir, blocks, |node, position, value, on_edge| {
            if let Some((order, into, out)) = seed(node, position, value, on_edge) {
                for (wanted, edge) in [(into, false), (out, true)] {
                    if wanted {
                        seeds[next[order]] = (node, edge);
                        next[order] += 1;
                    }
                }
            }
        });

        // Values in definition order, so every list comes out in that order;
        // a node is marked with the last value added to its list.
        let mut live_in: Vec<Vec<ValueId>> = vec![Vec::new(); num_nodes];
        let mut live_out: Vec<Vec<ValueId>> = vec![Vec::new(); num_nodes];
        let mut in_mark = vec![u32::MAX; num_nodes];
        let mut out_mark = vec![u32::MAX; num_nodes];
        let mut worklist: Vec<u32> = Vec::new();
        for (order, &value) in in_order.iter().enumerate() {
            let def_node = defs[&value].node;
            let mark = order as u32;
            let mut add_in = |node: u32, worklist: &mut Vec<u32>| {
                if in_mark[node as usize] != mark {
                    in_mark[node as usize] = mark;
                    live_in[node as usize].push(value);
                    worklist.push(node);
                }
            };
            for &(node, on_edge) in &seeds[seeds_at[order]..seeds_at[order + 1]] {
                if on_edge {
                    if out_mark[node as usize] != mark {
                        out_mark[node as usize] = mark;
                        live_out[node as usize].push(value);
                    }
                } else {
                    add_in(node, &mut worklist);
                }
            }
            while let Some(node) = worklist.pop() {
                for &pred in cfg.graph.preds(node) {
                    if out_mark[pred as usize] != mark {
                        out_mark[pred as usize] = mark;
                        live_out[pred as usize].push(value);
                    }
                    if pred != def_node {
                        add_in(pred, &mut worklist);
                    }
                }
            }
        }
        LiveLists { live_in, live_out }
    }

    /// The values live on entry to CFG node `node`, in definition order.
    pub fn live_in(&self, node: u32) -> &[ValueId] {
        &self.live_in[node as usize]
    }

    /// The values live on exit from CFG node `node`, in definition order.
    pub fn live_out(&self, node: u32) -> &[ValueId] {
        &self.live_out[node as usize]
    }
}

/// Does `op` read `value`: as an operand (successor operands included) or
/// in an op nested in its regions?
fn op_reads(ir: &Ir, op: OpId, value: ValueId) -> bool {
    if ir.operands(op).contains(&value) {
        return true;
    }
    let mut found = false;
    if !ir.op_regions(op).is_empty() {
        ir.walk_nested(op, |inner| found |= ir.operands(inner).contains(&value));
    }
    found
}

/// Calls `visit(node, position, value, on_edge)` for every operand read in
/// the blocks: `position` is `k + 1` for the block's `k`-th op (reads in its
/// nested regions included), `on_edge` is set for the successor operands
/// of the block's terminator.
fn scan_uses(ir: &Ir, blocks: &[BlockId], mut visit: impl FnMut(u32, u32, ValueId, bool)) {
    for (node, &block) in blocks.iter().enumerate() {
        let node = node as u32;
        let terminator = ir.terminator(block);
        for (k, op) in ir.block_ops(block).enumerate() {
            let position = k as u32 + 1;
            let operands = ir.operands(op);
            let own = if Some(op) == terminator {
                ir.own_operands(op).len()
            } else {
                operands.len()
            };
            for (i, &value) in operands.iter().enumerate() {
                visit(node, position, value, i >= own);
            }
            if !ir.op_regions(op).is_empty() {
                ir.walk_nested(op, |inner| {
                    for &value in ir.operands(inner) {
                        visit(node, position, value, false);
                    }
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_module;
    use crate::rng::SplitMix64;
    use std::fmt::Write;

    /// Parses a module with one function and computes its value liveness.
    fn analyse(text: &str) -> (Ir, RegionCfg, ValueLiveness) {
        let ir = parse_module(text, 0).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        let func = ir.functions().next().expect("a function");
        let cfg = RegionCfg::build(&ir, ir.func_body(func).expect("a body"));
        let liveness = ValueLiveness::compute(&ir, &cfg);
        (ir, cfg, liveness)
    }

    fn block(ir: &Ir, cfg: &RegionCfg, name: &str) -> BlockId {
        *cfg.blocks()
            .iter()
            .find(|&&b| ir.block_name(b) == Some(name))
            .unwrap_or_else(|| panic!("no block ^{name}"))
    }

    fn names(ir: &Ir, values: impl Iterator<Item = ValueId>) -> Vec<String> {
        values
            .map(|v| ir.value_name(v).expect("named").to_string())
            .collect()
    }

    fn value(ir: &Ir, name: &str) -> ValueId {
        (0..ir.value_capacity())
            .map(ValueId::from_index)
            .find(|&v| ir.value_name(v) == Some(name))
            .unwrap_or_else(|| panic!("no value %{name}"))
    }

    const LOST_COPY: &str = "func.func @lost_copy(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c1 : i32)
^loop(%x: i32):
  %next = arith.addi %x, %c1 : i32
  %more = arith.cmpi slt, %x, %n : i32
  cf.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  return %x : i32
}";

    /// The lost-copy loop: the argument is defined at the top of `^loop`
    /// (not live-in there), the value passed on the back edge is live-out of
    /// `^loop` and not live-in of it, and `%x` is live across the loop exit.
    #[test]
    fn block_arguments_are_phis() {
        let (ir, cfg, live) = analyse(LOST_COPY);
        let entry = cfg.block(0);
        let lp = block(&ir, &cfg, "loop");
        let exit = block(&ir, &cfg, "exit");
        assert_eq!(names(&ir, live.live_in(entry)), Vec::<String>::new());
        assert_eq!(names(&ir, live.live_out(entry)), ["n", "c1"]);
        assert_eq!(names(&ir, live.live_in(lp)), ["n", "c1"]);
        assert_eq!(names(&ir, live.live_out(lp)), ["n", "c1", "x", "next"]);
        assert_eq!(names(&ir, live.live_in(exit)), ["x"]);
        assert_eq!(names(&ir, live.live_out(exit)), Vec::<String>::new());
        let (x, next, more) = (value(&ir, "x"), value(&ir, "next"), value(&ir, "more"));
        assert!(!live.is_live_in(x, lp) && live.is_live_out(x, lp));
        assert!(!live.is_live_in(next, lp) && live.is_live_out(next, lp));
        // %more is used only by the terminator of its own block.
        assert_eq!(live.bit(more), None);
        assert!(!live.is_live_out(more, lp));
        // The lost-copy interference: %x is still live where %next is born.
        assert!(live.interfere(&ir, x, next));
        assert!(live.interfere(&ir, next, x));
        assert!(!live.interfere(&ir, x, x));
    }

    /// A value passed on an edge and used nowhere else is live-out of the
    /// predecessor only; a branch passing different values to the same
    /// block twice makes both live-out.
    #[test]
    fn successor_operands_are_used_on_the_edge() {
        let (ir, cfg, live) = analyse(
            "func.func @f(%p: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %p, ^join(%a : i32), ^join(%b : i32)
^join(%r: i32):
  return %r : i32
}",
        );
        let entry = cfg.block(0);
        let join = block(&ir, &cfg, "join");
        assert_eq!(names(&ir, live.live_out(entry)), ["a", "b"]);
        assert_eq!(names(&ir, live.live_in(join)), Vec::<String>::new());
        let (a, b, r) = (value(&ir, "a"), value(&ir, "b"), value(&ir, "r"));
        // %a and %b are both live at the end of the entry block.
        assert!(live.interfere(&ir, a, b));
        // The argument does not interfere with what flows into it.
        assert!(!live.interfere(&ir, a, r) && !live.interfere(&ir, b, r));
    }

    /// The swap: arguments of the same block interfere when both are used
    /// after the top of the block; values used inside a nested region count
    /// as used by the op holding the region.
    #[test]
    fn swap_and_nested_regions() {
        let (ir, cfg, live) = analyse(
            "func.func @swap(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  cf.br ^loop(%c10, %c0 : i32, i32)
^loop(%a: i32, %b: i32):
  %w = \"t.wrap\"() ({
    \"t.use\"(%n) : (i32) -> ()
  }) : () -> i32
  %more = arith.cmpi slt, %a, %w : i32
  cf.cond_br %more, ^loop(%b, %a : i32, i32), ^exit
^exit:
  return %a : i32
}",
        );
        let lp = block(&ir, &cfg, "loop");
        assert_eq!(names(&ir, live.live_in(lp)), ["n"]);
        assert_eq!(names(&ir, live.live_out(lp)), ["n", "a", "b"]);
        let (a, b, n, w) = (
            value(&ir, "a"),
            value(&ir, "b"),
            value(&ir, "n"),
            value(&ir, "w"),
        );
        assert!(live.interfere(&ir, a, b));
        assert!(live.is_live_after_args(&ir, n, lp));
        // %w is local: used only in its own block.
        assert_eq!(live.bit(w), None);
        let wrap = ir.defining_op(w).expect("an op");
        assert!(live.is_live_after(&ir, w, wrap));
        assert!(!live.is_live_after(&ir, w, ir.next_op(wrap).expect("cmpi")));
        // %n is read inside the region of t.wrap and on every iteration.
        assert!(live.is_live_after(&ir, n, wrap));
    }

    /// An unreachable block that reads a value defined in the entry makes it
    /// live on exit from no reachable block.
    #[test]
    fn unreachable_blocks() {
        let (ir, cfg, live) = analyse(
            "func.func @f(%a: i32) -> i32 {
  return %a : i32
^dead:
  %d = arith.addi %a, %a : i32
  cf.br ^dead2(%d : i32)
^dead2(%e: i32):
  cf.br ^dead2(%e : i32)
}",
        );
        let entry = cfg.block(0);
        let dead = block(&ir, &cfg, "dead");
        let dead2 = block(&ir, &cfg, "dead2");
        assert_eq!(names(&ir, live.live_out(entry)), Vec::<String>::new());
        assert_eq!(names(&ir, live.live_in(dead)), ["a"]);
        assert_eq!(names(&ir, live.live_out(dead)), ["d"]);
        assert_eq!(names(&ir, live.live_out(dead2)), ["e"]);
        assert_eq!(names(&ir, live.live_in(dead2)), Vec::<String>::new());
    }

    /// A random function over `i32` values: blocks with arguments, ops that
    /// read any value of the function (dominance is not required: liveness
    /// is defined on any program), ops with a region reading outer values,
    /// and `cf.br` / `cf.switch` / `return` terminators (self-loops,
    /// repeated successors with different operands, unreachable blocks and
    /// irreducible loops all occur).
    fn random_function(rng: &mut SplitMix64) -> String {
        let num_blocks = 1 + rng.below(7) as usize;
        let mut args = Vec::new();
        let mut ops = Vec::new();
        let mut next_value = 0usize;
        for b in 0..num_blocks {
            let n = rng.below(3) as usize;
            args.push((next_value..next_value + n).collect::<Vec<_>>());
            next_value += n;
            let m = rng.below(4) as usize;
            ops.push((next_value..next_value + m).collect::<Vec<_>>());
            next_value += m;
            if b == 0 && next_value == 0 {
                // The entry needs a value to pass around.
                args[0].push(0);
                next_value = 1;
            }
        }
        let pick = |rng: &mut SplitMix64| format!("%v{}", rng.below(next_value as u64));
        let mut text = String::from("func.func @f(");
        for (i, v) in args[0].iter().enumerate() {
            let sep = if i > 0 { ", " } else { "" };
            let _ = write!(text, "{sep}%v{v}: i32");
        }
        text.push_str(") {\n");
        for b in 0..num_blocks {
            if b > 0 {
                let _ = write!(text, "^b{b}");
                if !args[b].is_empty() {
                    let list: Vec<String> = args[b].iter().map(|v| format!("%v{v}: i32")).collect();
                    let _ = write!(text, "({})", list.join(", "));
                }
                text.push_str(":\n");
            }
            for &v in &ops[b] {
                let (x, y) = (pick(rng), pick(rng));
                if rng.one_in(5) {
                    let _ = writeln!(
                        text,
                        "  %v{v} = \"t.region\"({x}) ({{\n    \"t.use\"({y}) : (i32) -> ()\n  }}) : (i32) -> i32"
                    );
                } else {
                    let _ = writeln!(text, "  %v{v} = arith.addi {x}, {y} : i32");
                }
            }
            let target = |rng: &mut SplitMix64| {
                let t = 1 + rng.below(num_blocks.max(2) as u64 - 1) as usize;
                let t = t.min(num_blocks - 1);
                let operands: Vec<String> = args[t].iter().map(|_| pick(rng)).collect();
                if operands.is_empty() {
                    format!("^b{t}")
                } else {
                    let types = vec!["i32"; operands.len()].join(", ");
                    format!("^b{t}({} : {types})", operands.join(", "))
                }
            };
            if num_blocks == 1 || rng.one_in(5) {
                if rng.one_in(2) {
                    let _ = writeln!(text, "  \"t.use\"({}) : (i32) -> ()", pick(rng));
                }
                text.push_str("  return\n");
            } else if rng.one_in(2) {
                let _ = writeln!(text, "  cf.br {}", target(rng));
            } else {
                let flag = pick(rng);
                let default = target(rng);
                let cases: Vec<String> = (0..1 + rng.below(3))
                    .map(|i| format!("{i}: {}", target(rng)))
                    .collect();
                let _ = writeln!(
                    text,
                    "  cf.switch {flag} : i32, [\n    default: {default},\n    {}\n  ]",
                    cases.join(",\n    ")
                );
            }
        }
        text.push_str("}\n");
        text
    }

    /// Liveness from its meaning, on the IR: is there a path from the top of
    /// `start` to a read of `value` that passes no definition of it? A read
    /// by an op (or in its regions) counts where the op is; a successor
    /// operand is read at the end of its block; a block's arguments are
    /// defined at its top.
    fn reaches_read(ir: &Ir, cfg: &RegionCfg, start: BlockId, value: ValueId) -> bool {
        let mut seen = FixedBitSet::with_capacity(cfg.blocks().len());
        let mut worklist = vec![start];
        seen.insert(cfg.node(start) as usize);
        while let Some(block) = worklist.pop() {
            if ir.block_args(block).contains(&value) {
                continue;
            }
            let mut killed = false;
            for op in ir.block_ops(block) {
                if op_reads(ir, op, value) {
                    return true;
                }
                if ir.results(op).any(|r| r == value) {
                    killed = true;
                    break;
                }
            }
            if killed {
                continue;
            }
            for succ in cfg.succs(block) {
                if !seen.put(cfg.node(succ) as usize) {
                    worklist.push(succ);
                }
            }
        }
        false
    }

    /// The lists of path exploration are the sets of the bit-vector solver.
    #[test]
    fn live_lists_match_the_sets_on_random_programs() {
        let mut rng = SplitMix64::new(0x11f7_0a11);
        for _ in 0..1500 {
            let text = random_function(&mut rng);
            let (ir, cfg, live) = analyse(&text);
            let lists = LiveLists::compute(&ir, &cfg);
            for (node, &b) in cfg.blocks().iter().enumerate() {
                let node = node as u32;
                let live_in: Vec<ValueId> = live.live_in(b).collect();
                let live_out: Vec<ValueId> = live.live_out(b).collect();
                assert_eq!(lists.live_in(node), live_in, "into node {node}\n{text}");
                assert_eq!(lists.live_out(node), live_out, "out of node {node}\n{text}");
            }
        }
    }

    /// Live-in and live-out of every value of the body in every block agree
    /// with the path definition on random programs.
    #[test]
    fn matches_path_definition_on_random_programs() {
        let mut rng = SplitMix64::new(0x5eed_0a11);
        for _ in 0..1500 {
            let text = random_function(&mut rng);
            let (ir, cfg, live) = analyse(&text);
            let mut body_values = Vec::new();
            for &b in cfg.blocks() {
                body_values.extend_from_slice(ir.block_args(b));
                for op in ir.block_ops(b) {
                    body_values.extend(ir.results(op));
                }
            }
            for &b in cfg.blocks() {
                let term = ir.terminator(b).expect("a terminator");
                let passed = &ir.operands(term)[ir.own_operands(term).len()..];
                for &v in &body_values {
                    let live_in = reaches_read(&ir, &cfg, b, v);
                    let live_out =
                        passed.contains(&v) || cfg.succs(b).any(|s| reaches_read(&ir, &cfg, s, v));
                    let name = ir.value_name(v).unwrap_or("?");
                    let label = ir.block_name(b).unwrap_or("entry");
                    assert_eq!(
                        live.is_live_in(v, b),
                        live_in,
                        "%{name} into ^{label}\n{text}"
                    );
                    assert_eq!(
                        live.is_live_out(v, b),
                        live_out,
                        "%{name} out of ^{label}\n{text}"
                    );
                    if live_in || live_out {
                        assert!(live.bit(v).is_some(), "%{name} is tracked");
                    }
                }
            }
        }
    }
}
