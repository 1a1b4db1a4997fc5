//! Traces of the textbook algorithms, step by step in the texts' order and
//! terms, for `trace=true` of the textbook printers:
//!
//! - liveness (seed 000 §1.6.4; Cooper and Torczon §8.6.1): UEVAR and
//!   VARKILL per block, then every round of the LIVEOUT fixed point, blocks
//!   in layout order (the text's `for i ← 0 to N - 1`), until a round
//!   changes nothing;
//! - dominance frontiers by the runner algorithm (seed 000 §1.4.4, seed
//!   003; Cooper, Harvey and Kennedy 2001, Fig. 5), runner by runner.
//!
//! Every trace of one function shares one budget of [`TRACE_LIMIT`] lines;
//! past it a trace stops (saying so) and so does the work it reports. A
//! line shows at most [`SHOWN_MEMBERS`] members of a set or list (then how
//! many more), so a trace's output is bounded, and its time is its lines
//! times the number of variables over 64 (a LIVEOUT set).

use super::notation::plain;
use crate::manager::Output;
use crate::mem2reg::slots::SlotAccesses;
use fixedbitset::FixedBitSet;
use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::analysis::DomTree;
use ssa_ir::printer::Names;

/// The most lines the traces of one function write.
pub const TRACE_LIMIT: usize = 20_000;

/// A trace being written: lines behind `// `, up to [`TRACE_LIMIT`].
pub(super) struct Trace<'a> {
    out: &'a mut Output,
    left: usize,
}

impl<'a> Trace<'a> {
    pub fn new(out: &'a mut Output) -> Trace<'a> {
        Trace {
            out,
            left: TRACE_LIMIT,
        }
    }

    /// Writes a line (built only if it fits); false once the budget is
    /// spent, after a last line saying so.
    pub fn line(&mut self, text: impl FnOnce() -> String) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        if self.left == 0 {
            self.out
                .push_str("// ... trace stopped: it reached its limit of lines\n");
            return false;
        }
        self.out.push_str("// ");
        self.out.push_str(&text());
        self.out.push('\n');
        true
    }
}

/// The most members a set or list of a trace line shows.
pub const SHOWN_MEMBERS: usize = 64;

/// `a, b`, at most [`SHOWN_MEMBERS`] of `members`, then how many more.
pub(super) fn some<S: AsRef<str>>(members: impl ExactSizeIterator<Item = S>) -> String {
    let total = members.len();
    let mut text = String::new();
    for (i, member) in members.take(SHOWN_MEMBERS).enumerate() {
        if i > 0 {
            text.push_str(", ");
        }
        text.push_str(member.as_ref());
    }
    if total > SHOWN_MEMBERS {
        text.push_str(&format!(", ... ({} more)", total - SHOWN_MEMBERS));
    }
    text
}

/// `{a, b}` from the variables in `bits`.
pub(super) fn var_set(names: &[String], bits: &FixedBitSet) -> String {
    let members: Vec<&str> = bits
        .ones()
        .take(SHOWN_MEMBERS + 1)
        .map(|v| names[v].as_str())
        .collect();
    let more = bits.count_ones(..).saturating_sub(SHOWN_MEMBERS);
    let shown = &members[..members.len().min(SHOWN_MEMBERS)];
    if more > 0 {
        format!("{{{}, ... ({more} more)}}", shown.join(", "))
    } else {
        format!("{{{}}}", shown.join(", "))
    }
}

/// The liveness trace over `vars` (the slots' names): UEVAR and VARKILL,
/// then LIVEOUT round by round.
pub(super) fn liveness(
    trace: &mut Trace<'_>,
    cfg: &RegionCfg,
    names: &Names<'_>,
    accesses: &SlotAccesses,
    vars: &[String],
    shown: &dyn Fn(u32) -> bool,
) {
    let label = |node: u32| plain(names.block(cfg.block(node)));
    let graph = &cfg.graph;
    let (uevar, varkill) = accesses.uevar_varkill();
    trace.line(|| "Liveness (000 §1.6.4): UEVAR and VARKILL of each block".to_string());
    for node in (0..graph.num_nodes() as u32).filter(|&n| shown(n)) {
        let n = node as usize;
        if !trace.line(|| {
            format!(
                "  {}: UEVAR {}  VARKILL {}",
                label(node),
                var_set(vars, &uevar[n]),
                var_set(vars, &varkill[n])
            )
        }) {
            return;
        }
    }
    trace.line(|| {
        "LIVEOUT(n) = ∪ over successors m: UEVAR(m) ∪ (LIVEOUT(m) ∩ ~VARKILL(m)), all ∅ at first"
            .to_string()
    });
    let mut live_out = vec![FixedBitSet::with_capacity(vars.len()); graph.num_nodes()];
    let mut round = 0;
    loop {
        round += 1;
        let mut changed = false;
        if !trace.line(|| format!("round {round}:")) {
            return;
        }
        for node in 0..graph.num_nodes() as u32 {
            let mut out = FixedBitSet::with_capacity(vars.len());
            for &succ in graph.succs(node) {
                let s = succ as usize;
                let mut through = live_out[s].clone();
                through.difference_with(&varkill[s]);
                through.union_with(&uevar[s]);
                out.union_with(&through);
            }
            let now_changed = out != live_out[node as usize];
            changed |= now_changed;
            if shown(node)
                && !trace.line(|| {
                    format!(
                        "  LIVEOUT({}) = {}{}",
                        label(node),
                        var_set(vars, &out),
                        if now_changed { "  (changed)" } else { "" }
                    )
                })
            {
                return;
            }
            live_out[node as usize] = out;
        }
        if !changed {
            trace.line(|| format!("round {round} changed nothing: the fixed point"));
            return;
        }
    }
}

/// The runner algorithm's trace: for each block with two or more
/// predecessors, from each predecessor up the dominator tree to the
/// block's immediate dominator.
pub(super) fn runner_frontiers(
    trace: &mut Trace<'_>,
    cfg: &RegionCfg,
    domtree: &DomTree,
    names: &Names<'_>,
    shown: &dyn Fn(u32) -> bool,
) {
    let label = |node: u32| plain(names.block(cfg.block(node)));
    let graph = &cfg.graph;
    trace.line(|| {
        "Dominance frontiers by the runner algorithm (000 §1.4.4): for each block b with ≥ 2 predecessors, \
         each predecessor p: runner := p; while runner ≠ idom(b): DF(runner) += b; runner := idom(runner)"
            .to_string()
    });
    for node in 0..graph.num_nodes() as u32 {
        let Some(idom) = domtree.idom(node) else {
            continue;
        };
        let preds: Vec<u32> = graph
            .preds(node)
            .iter()
            .copied()
            .filter(|&p| domtree.is_reachable(p))
            .collect();
        if preds.len() < 2 {
            continue;
        }
        if !trace.line(|| {
            format!(
                "  {}: predecessors {}, idom {}",
                label(node),
                some(preds.iter().map(|&p| label(p))),
                label(idom)
            )
        }) {
            return;
        }
        for &pred in &preds {
            let mut runner = pred;
            while runner != idom {
                if shown(runner)
                    && !trace.line(|| {
                        format!(
                            "    runner {}: DF({}) += {}",
                            label(runner),
                            label(runner),
                            label(node)
                        )
                    })
                {
                    return;
                }
                let Some(up) = domtree.idom(runner) else {
                    break;
                };
                runner = up;
            }
            if !trace.line(|| format!("    runner {} = idom({}): stop", label(idom), label(node))) {
                return;
            }
        }
    }
}
