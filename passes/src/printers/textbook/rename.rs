//! Renaming as the texts number it (seed 000 §1.8; Appel Alg. 19.7; the
//! DCC888 slides): a counter and a stack per variable, a walk of the
//! dominator tree (children in layout order) that gives every definition,
//! Φ or assignment, the next version of its variable, reads each use from
//! the top of the stack, fills the Φ operands of the CFG successors, and
//! pops on the way back. `mem2reg`'s renaming maps loads to values, so
//! copies vanish there; here every definition keeps a name.
//!
//! Versions start at `first` (0 in seed 000, 1 in Appel and DCC888). A
//! variable read before any definition on some path has an implicit
//! definition `x_0` at the entry (Appel: "push 0 onto Stack[a]"), and its
//! definitions are numbered from 1; with `first = 1` every variable has it.
//! A read with an empty stack (a Φ operand on a path without definition)
//! gets no version and prints `⊥`.
//!
//! Time O(function + Φ operands), an explicit stack (no recursion), one
//! trace line per definition, per filled operand and per block entered and
//! left.

use super::super::notation::plain;
use super::super::trace::{some, Trace, SHOWN_MEMBERS};
use crate::mem2reg::slots::{AccessKind, SlotAccesses};
use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::analysis::DomTree;
use ssa_ir::printer::Names;

/// What renaming reads.
pub(super) struct Input<'a> {
    pub cfg: &'a RegionCfg,
    pub domtree: &'a DomTree,
    pub accesses: &'a SlotAccesses,
    pub names: &'a Names<'a>,
    pub vars: &'a [String],
    /// The slots with a Φ at each node, ascending.
    pub phis: &'a [Vec<u32>],
    /// `ordinal[node][i]`: the position of the edge leaving reachable
    /// `node` by successor `i` among its target's reachable in-edges.
    pub ordinal: &'a [Vec<u32>],
    /// The number of reachable in-edges of each node.
    pub in_degree: &'a [u32],
    /// Whether each variable has the implicit definition `x_0`.
    pub implicit: &'a [bool],
    pub first: u32,
}

/// The versions renaming gave.
pub(super) struct Versions {
    /// Per node, per Φ (as in [`Input::phis`]): its version and operands.
    pub phi_version: Vec<Vec<u32>>,
    pub phi_operands: Vec<Vec<Vec<Option<u32>>>>,
    /// Per access (index in [`SlotAccesses::all`]): the version read or
    /// written; `None` for a read of nothing and for unreachable blocks.
    pub access: Vec<Option<u32>>,
}

/// Renames, tracing each step.
pub(super) fn rename(input: &Input<'_>, trace: &mut Trace<'_>, tracing: bool) -> Versions {
    let Input {
        cfg,
        domtree,
        accesses,
        names,
        vars,
        phis,
        ordinal,
        in_degree,
        implicit,
        first,
    } = *input;
    let num_nodes = cfg.graph.num_nodes();
    let label = |node: u32| plain(names.block(cfg.block(node)));
    let mut versions = Versions {
        phi_version: phis.iter().map(|p| vec![0; p.len()]).collect(),
        phi_operands: (0..num_nodes)
            .map(|n| vec![vec![None; in_degree[n] as usize]; phis[n].len()])
            .collect(),
        access: vec![None; accesses.all().len()],
    };
    let mut count: Vec<u32> = implicit
        .iter()
        .map(|&i| if i { 1 } else { first })
        .collect();
    let mut stack: Vec<Vec<u32>> = implicit
        .iter()
        .map(|&i| if i { vec![0] } else { Vec::new() })
        .collect();
    let show = |stack: &[Vec<u32>], count: &[u32]| {
        let stacks = some(vars.iter().zip(stack).map(|(v, s)| {
            // The top of a deep stack: its last entries.
            let from = s.len().saturating_sub(SHOWN_MEMBERS);
            let items = some(s[from..].iter().map(|i| format!("{v}_{i}")));
            format!("{v}: [{}{items}]", if from > 0 { "..., " } else { "" })
        }));
        let counts = some(vars.iter().zip(count).map(|(v, c)| format!("{v}: {c}")));
        format!("Stack = {{{stacks}}}  Count = {{{counts}}}")
    };
    if tracing {
        trace.line(|| {
            "Renaming (000 §1.8.2, Appel Alg. 19.7): walk the dominator tree from the root"
                .to_string()
        });
    }
    // Explicit walk: (node, undo-log length on entry, children visited).
    let mut undo: Vec<u32> = Vec::new();
    let mut walk: Vec<(u32, usize, usize)> = vec![(domtree.entry(), 0, 0)];
    let mut entered = false;
    let children = |node: u32| {
        let mut kids = domtree.children(node).to_vec();
        kids.sort_unstable();
        kids
    };
    let mut kids_of: Vec<Vec<u32>> = vec![Vec::new(); num_nodes];
    while let Some(&mut (node, undo_len, ref mut next)) = walk.last_mut() {
        if !entered {
            entered = true;
            let n = node as usize;
            if tracing {
                trace.line(|| format!("enter {}: {}", label(node), show(&stack, &count)));
            }
            for (k, &slot) in phis[n].iter().enumerate() {
                let s = slot as usize;
                let version = count[s];
                count[s] += 1;
                stack[s].push(version);
                undo.push(slot);
                versions.phi_version[n][k] = version;
                if tracing {
                    trace.line(|| {
                        format!("  {}_{version} = Φ: push {}_{version}", vars[s], vars[s])
                    });
                }
            }
            for index in accesses.block_range(node) {
                let access = accesses.all()[index];
                let s = access.slot as usize;
                if access.kind == AccessKind::Load {
                    let top = stack[s].last().copied();
                    versions.access[index] = top;
                    if tracing {
                        trace.line(|| {
                            let var = &vars[s];
                            let value = top.map_or("⊥".to_string(), |t| format!("{var}_{t}"));
                            format!("  use of {var}: top(Stack[{var}]) = {value}")
                        });
                    }
                    continue;
                }
                let version = count[s];
                count[s] += 1;
                stack[s].push(version);
                undo.push(access.slot);
                versions.access[index] = Some(version);
                if tracing {
                    trace.line(|| {
                        format!(
                            "  {}_{version} defined: push {}_{version}",
                            vars[s], vars[s]
                        )
                    });
                }
            }
            for (i, &succ) in cfg.graph.succs(node).iter().enumerate() {
                let position = ordinal[n][i] as usize;
                for (k, &slot) in phis[succ as usize].iter().enumerate() {
                    let top = stack[slot as usize].last().copied();
                    versions.phi_operands[succ as usize][k][position] = top;
                    if tracing {
                        trace.line(|| {
                            let var = &vars[slot as usize];
                            let value = top.map_or("⊥".to_string(), |t| format!("{var}_{t}"));
                            format!(
                                "  fill Φ for {var} in {}, operand {}: {value}",
                                label(succ),
                                position + 1
                            )
                        });
                    }
                }
            }
            kids_of[n] = children(node);
        }
        let n = node as usize;
        if let Some(&child) = kids_of[n].get(*next) {
            *next += 1;
            walk.push((child, undo.len(), 0));
            entered = false;
            continue;
        }
        let mut popped = Vec::new();
        while undo.len() > undo_len {
            let slot = undo.pop().expect("undo entries") as usize;
            let version = stack[slot].pop().expect("a pushed version");
            if tracing {
                popped.push(format!("{}_{version}", vars[slot]));
            }
        }
        if tracing {
            trace.line(|| {
                if popped.is_empty() {
                    format!("leave {}: nothing to pop", label(node))
                } else {
                    format!("leave {}: pop {}", label(node), popped.join(", "))
                }
            });
        }
        kids_of[n] = Vec::new();
        walk.pop();
    }
    versions
}
