//! What every construction reads about the function being promoted: its
//! CFG and dominator tree, its promotable slots and their accesses, and a
//! numbering of the CFG edges that block arguments receive values on.
//!
//! Only edges leaving blocks reachable from the entry are numbered: an
//! argument's incoming values are kept per reachable in-edge of its block,
//! in the order (source block in layout order, successor index). Edges from
//! unreachable blocks pass `ub.poison` (they never run).
//!
//! Cost: O(B + E + A log A) time for `B` blocks, `E` edges and `A` accesses
//! (the loads sorted by result, linear when their results are numbered in
//! program order, as parsed), and O(B + E + A) memory, every table sized
//! exactly from counts known before it is filled; [`FunctionInfo::stored_value`]
//! is a binary search, O(log A).

use super::phis::Val;
use crate::manager::Dominance;
use crate::mem2reg::slots::{AccessKind, SlotAccesses, Slots};
use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::analysis::{DomTree, Graph};
use ssa_ir::ir::{Ir, ValueId};
use std::rc::Rc;

/// The facts about one function body that construction needs.
pub(super) struct FunctionInfo {
    pub dominance: Rc<Dominance>,
    pub slots: Slots,
    pub accesses: SlotAccesses,
    /// `edge_ordinal[succ_start[p] + i]`: the position of the edge leaving
    /// reachable node `p` by successor `i` among its target's in-edges.
    succ_start: Vec<u32>,
    edge_ordinal: Vec<u32>,
    /// Sources of the reachable in-edges of node `n`, by ordinal:
    /// `in_sources[in_start[n]..in_start[n + 1]]`.
    in_start: Vec<u32>,
    in_sources: Vec<u32>,
    /// The result and access index of each promoted load, sorted by
    /// result: exactly one entry per load (a hash table's power-of-two
    /// capacity would make memory jump 2x at unlucky sizes), looked up by
    /// binary search.
    load_by_result: Vec<(ValueId, u32)>,
}

impl FunctionInfo {
    /// Gathers the facts; `slots` must be those of the function whose body
    /// `dominance` describes.
    pub fn new(ir: &Ir, dominance: Rc<Dominance>, slots: Slots) -> FunctionInfo {
        let accesses = SlotAccesses::collect(ir, &dominance.cfg, &slots);
        let graph = &dominance.cfg.graph;
        let domtree = &dominance.domtree;
        let num_nodes = graph.num_nodes();

        let mut in_start = vec![0u32; num_nodes + 1];
        for node in 0..num_nodes as u32 {
            if domtree.is_reachable(node) {
                for &succ in graph.succs(node) {
                    in_start[succ as usize + 1] += 1;
                }
            }
        }
        for n in 0..num_nodes {
            in_start[n + 1] += in_start[n];
        }
        let mut next_ordinal = vec![0u32; num_nodes];
        let mut in_sources = vec![0u32; in_start[num_nodes] as usize];
        let mut succ_start = Vec::with_capacity(num_nodes + 1);
        let mut edge_ordinal = Vec::with_capacity(in_sources.len());
        for node in 0..num_nodes as u32 {
            succ_start.push(edge_ordinal.len() as u32);
            if !domtree.is_reachable(node) {
                continue;
            }
            for &succ in graph.succs(node) {
                let ordinal = next_ordinal[succ as usize];
                next_ordinal[succ as usize] += 1;
                in_sources[(in_start[succ as usize] + ordinal) as usize] = node;
                edge_ordinal.push(ordinal);
            }
        }
        succ_start.push(edge_ordinal.len() as u32);

        let loads = || {
            let all = accesses.all().iter().enumerate();
            all.filter(|(_, access)| access.kind == AccessKind::Load)
        };
        let mut load_by_result = Vec::with_capacity(loads().count());
        load_by_result
            .extend(loads().map(|(index, access)| (ir.result(access.op, 0), index as u32)));
        // Results are mostly numbered in program order: nearly sorted
        // already, which the pattern-defeating sort takes in linear time.
        load_by_result.sort_unstable();
        FunctionInfo {
            dominance,
            slots,
            accesses,
            succ_start,
            edge_ordinal,
            in_start,
            in_sources,
            load_by_result,
        }
    }

    pub fn cfg(&self) -> &RegionCfg {
        &self.dominance.cfg
    }

    pub fn graph(&self) -> &Graph {
        &self.dominance.cfg.graph
    }

    pub fn domtree(&self) -> &DomTree {
        &self.dominance.domtree
    }

    pub fn num_nodes(&self) -> usize {
        self.graph().num_nodes()
    }

    pub fn is_reachable(&self, node: u32) -> bool {
        self.domtree().is_reachable(node)
    }

    /// The sources of `node`'s reachable in-edges, by ordinal (a source
    /// appears once per edge).
    pub fn in_edges(&self, node: u32) -> &[u32] {
        let node = node as usize;
        &self.in_sources[self.in_start[node] as usize..self.in_start[node + 1] as usize]
    }

    /// The ordinal, among its target's in-edges, of the edge leaving the
    /// reachable node `node` by successor `index`.
    pub fn edge_ordinal(&self, node: u32, index: usize) -> u32 {
        self.edge_ordinal[self.succ_start[node as usize] as usize + index]
    }

    /// The value a store of `value` gives its slot: `value` itself, or, when
    /// `value` is the result of a promoted load, what that load reads
    /// (`load_values` by access index; the load must have been visited).
    pub fn stored_value(&self, value: ValueId, load_values: &[Val]) -> Val {
        match self
            .load_by_result
            .binary_search_by_key(&value, |&(result, _)| result)
        {
            Ok(found) => load_values[self.load_by_result[found].1 as usize],
            Err(_) => Val::Value(value),
        }
    }
}
