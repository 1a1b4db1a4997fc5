//! The trace of φ placement as the texts run it (seed 000 §1.7.3–1.7.4;
//! Cooper and Torczon §9.3.3; Appel Alg. 19.6): `Globals` and `Blocks(x)`,
//! then for each variable a worklist over dominance frontiers, each Φ
//! inserted and, for the pruned and semi-pruned flavours, each Φ not
//! inserted with the reason. `maximal` lists the joins instead.
//!
//! The flavours' rules: `minimal` treats every variable as global;
//! `semi-pruned` only the variables in some UEVAR (read before written in
//! a block); `pruned` also inserts a Φ for `x` at `d` only if `x` is live on
//! entry to `d` (000's test `x ∈ UEVAR(d) ∪ (LIVEOUT(d) ∩ ~VARKILL(d))`;
//! its `need_phi(b, x)` is a slip for `need_phi(d, x)`). Each block is tried
//! once per variable.
//!
//! Returns the `(node, slot)` pairs placed, which the printer checks
//! against `mem2reg`'s placement (the one it prints). Time: the frontiers of
//! the blocks taken from the worklists, plus the variables' live ranges for
//! `pruned`, plus joins × variables for `maximal`; it stops with the trace's
//! budget (see [`Trace`]), and then returns `None`.

use super::super::notation::plain;
use super::super::trace::{some, Trace};
use crate::mem2reg::cytron::Flavor;
use crate::mem2reg::slots::{SlotAccesses, SlotLiveIn};
use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::analysis::{DomTree, DominanceFrontiers};
use ssa_ir::printer::Names;

/// What placement reads.
pub(super) struct Input<'a> {
    pub cfg: &'a RegionCfg,
    pub domtree: &'a DomTree,
    pub frontiers: &'a DominanceFrontiers,
    pub accesses: &'a SlotAccesses,
    pub names: &'a Names<'a>,
    pub vars: &'a [String],
    /// The number of reachable in-edges of each node.
    pub in_degree: &'a [u32],
}

/// Runs the texts' placement for `flavor`, tracing it; `None` when the
/// trace ran out of lines first.
pub(super) fn trace(
    input: &Input<'_>,
    flavor: Flavor,
    trace: &mut Trace<'_>,
) -> Option<Vec<(u32, u32)>> {
    let Input {
        cfg,
        domtree,
        frontiers,
        accesses,
        names,
        vars,
        in_degree,
    } = *input;
    let label = |node: u32| plain(names.block(cfg.block(node)));
    let labels = |nodes: &[u32]| format!("{{{}}}", some(nodes.iter().map(|&n| label(n))));
    let num_nodes = cfg.graph.num_nodes();
    let mut placed = Vec::new();
    if flavor == Flavor::Maximal {
        trace.line(|| "Φ placement (maximal, 000 §1.7.1): a Φ for every variable at every block with ≥ 2 predecessors".to_string());
        for node in 0..num_nodes as u32 {
            if domtree.is_reachable(node) && in_degree[node as usize] >= 2 {
                placed.extend((0..vars.len() as u32).map(|slot| (node, slot)));
                if !trace.line(|| format!("  {}: Φ for {}", label(node), some(vars.iter()))) {
                    return None;
                }
            }
        }
        return Some(placed);
    }
    let reachable = |nodes: &[u32]| -> Vec<u32> {
        nodes
            .iter()
            .copied()
            .filter(|&n| domtree.is_reachable(n))
            .collect()
    };
    let global: Vec<bool> = (0..vars.len() as u32)
        .map(|slot| {
            flavor == Flavor::Minimal || !reachable(accesses.upward_exposed_blocks(slot)).is_empty()
        })
        .collect();
    let name = match flavor {
        Flavor::Minimal => "minimal, 000 §1.7.2: every variable is global",
        Flavor::SemiPruned => "semi-pruned, 000 §1.7.3.1",
        _ => "pruned, 000 §1.7.3.2: a Φ for x at d only if x is live-in at d",
    };
    trace.line(|| format!("Φ placement ({name})"));
    trace.line(|| {
        let members: Vec<&str> = (0..vars.len())
            .filter(|&v| global[v])
            .map(|v| vars[v].as_str())
            .collect();
        format!("Globals = {{{}}}", some(members.iter()))
    });
    for (slot, var) in vars.iter().enumerate() {
        if !trace.line(|| {
            format!(
                "Blocks({var}) = {}",
                labels(accesses.defining_blocks(slot as u32))
            )
        }) {
            return None;
        }
    }
    // Per node: the last slot (plus one) that tried it, and that queued it.
    let mut tried = vec![0u32; num_nodes];
    let mut queued = vec![0u32; num_nodes];
    let mut live_in = SlotLiveIn::new(num_nodes);
    for (slot, var) in vars.iter().enumerate() {
        let stamp = slot as u32 + 1;
        if !global[slot] {
            if !trace.line(|| {
                format!("{var}: not in Globals (never read before written in a block): no Φ")
            }) {
                return None;
            }
            continue;
        }
        if flavor == Flavor::Pruned {
            live_in.compute(accesses, &cfg.graph, slot as u32);
        }
        let mut worklist = reachable(accesses.defining_blocks(slot as u32));
        for &node in &worklist {
            queued[node as usize] = stamp;
        }
        if !trace.line(|| format!("{var}: WorkList = {}", labels(&worklist))) {
            return None;
        }
        let mut next = 0;
        while let Some(&block) = worklist.get(next) {
            next += 1;
            let frontier = frontiers.frontier(block);
            if !trace.line(|| {
                format!(
                    "  take {}: DF({}) = {}",
                    label(block),
                    label(block),
                    labels(frontier)
                )
            }) {
                return None;
            }
            for &d in frontier {
                if tried[d as usize] == stamp {
                    if !trace.line(|| format!("    {}: already tried for {var}", label(d))) {
                        return None;
                    }
                    continue;
                }
                tried[d as usize] = stamp;
                if flavor == Flavor::Pruned && !live_in.set().contains(d as usize) {
                    if !trace.line(|| {
                        format!(
                            "    {}: no Φ for {var}: {var} is not live-in at {}",
                            label(d),
                            label(d)
                        )
                    }) {
                        return None;
                    }
                    continue;
                }
                placed.push((d, slot as u32));
                let operands = some(std::iter::repeat_n(var, in_degree[d as usize] as usize));
                let queue = queued[d as usize] != stamp;
                if !trace.line(|| {
                    format!(
                        "    {}: insert {var} = Φ({operands}){}",
                        label(d),
                        if queue {
                            format!("; WorkList += {}", label(d))
                        } else {
                            String::new()
                        }
                    )
                }) {
                    return None;
                }
                if queue {
                    queued[d as usize] = stamp;
                    worklist.push(d);
                }
            }
        }
    }
    placed.sort_unstable();
    Some(placed)
}
