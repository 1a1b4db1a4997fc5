//! Properties of `mem2reg` over thousands of small random pre-SSA programs
//! (random CFGs, reducible or not, with unreachable blocks, self-loops,
//! branches with one successor twice, switches, existing block arguments,
//! allocas outside the entry, escaping slots), in every algorithm and
//! flavour.
//!
//! What the literature guarantees, and what is checked:
//! - Every flavour of Cytron et al. places a subset of the next one's
//!   arguments: pruned ⊆ semi-pruned ⊆ minimal (Briggs et al. 1998) ⊆
//!   maximal (the iterated frontier holds only joins). Counted here.
//! - Braun et al. 2013 build pruned SSA, minimal in their sense on any CFG
//!   (with the SCC pass): never more than Cytron's pruned flavour, and so
//!   never more than minimal.
//! - Aycock and Horspool 2000 remove only trivial and unused arguments:
//!   never more than maximal, never fewer than Braun (whose SCC pass removes
//!   a superset).
//! - On reducible CFGs, when every store stores a value of its own (no
//!   copies, no value stored twice), all three place the same arguments with
//!   the same operands (Aycock and Horspool's and Braun et al.'s minimality
//!   on reducible CFGs, §4.1), so the outputs are identical text. With
//!   copies that no longer holds: a copy can close a cycle of arguments
//!   that merge one value (poison, say) through two routes, which only
//!   Braun's SCC pass removes, even on a reducible CFG.
//! - Every output verifies, leaves no promoted slot behind, is the same
//!   when run twice, and a second mem2reg finds nothing to do.
//! - No algorithm or flavour changes what a program computes: run by the
//!   interpreter on several argument vectors, wherever the original finishes
//!   without undefined behaviour the output finishes with the same results
//!   and the same external calls (the contents of escaped slots included).

mod support;

use ssa_ir::analysis::{DomTree, Graph};
use ssa_ir::interp::{self, Interpreter, RunConfig};
use ssa_ir::parser::parse_module;
use ssa_ir::printer::module_to_string;
use ssa_ir::rng::SplitMix64;
use ssa_ir::semantics::{IntValue, Scalar};
use std::fmt::Write;

/// How stores pick their values.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Stores {
    /// Each store stores a value computed just for it.
    Fresh,
    /// Stores may also store a function argument, a loaded value or a
    /// block argument, so one value can be stored by several stores.
    Any,
}

/// A random program: `@f` with `blocks` blocks and `slots` entry slots.
/// Returns the text and the CFG edges (for the reducibility test).
fn random_program(rng: &mut SplitMix64, stores: Stores) -> (String, usize, Vec<(u32, u32)>) {
    let most = if rng.one_in(6) { 16 } else { 8 };
    let blocks = 1 + rng.index(most);
    let slots = 1 + rng.index(4);
    let has_arg: Vec<bool> = (0..blocks).map(|b| b > 0 && rng.one_in(5)).collect();
    let mut text = String::from("func.func private @sink(memref<i32>)\n\n");
    text.push_str("func.func @f(%p: i1, %q: i1, %v: i32) -> i32 {\n");
    for s in 0..slots {
        let _ = writeln!(text, "  %s{s} = memref.alloca() : memref<i32>");
    }
    text.push_str("  %one = arith.constant 1 : i32\n");
    let mut edges = Vec::new();
    let mut fresh = 0;
    for b in 0..blocks {
        if b > 0 {
            if has_arg[b] {
                let _ = writeln!(text, "^b{b}(%x{b}: i32):");
            } else {
                let _ = writeln!(text, "^b{b}:");
            }
        }
        // Values usable in this block without dominance worries.
        let mut local: Vec<String> = vec!["%v".into()];
        if has_arg[b] {
            local.push(format!("%x{b}"));
        }
        // A slot allocated here, used only here (after its alloca).
        let own = rng.one_in(5).then(|| {
            let _ = writeln!(text, "  %m{b} = memref.alloca() : memref<i32>");
            format!("%m{b}")
        });
        for _ in 0..rng.index(6) {
            let slot = match &own {
                Some(name) if rng.one_in(2) => name.clone(),
                _ => format!("%s{}", rng.index(slots)),
            };
            match rng.index(7) {
                0..=2 => {
                    fresh += 1;
                    let _ = writeln!(text, "  %l{fresh} = memref.load {slot}[] : memref<i32>");
                    local.push(format!("%l{fresh}"));
                }
                3 if rng.one_in(12) => {
                    let _ = writeln!(text, "  func.call @sink({slot}) : (memref<i32>) -> ()");
                }
                _ => {
                    let value = if stores == Stores::Any && rng.one_in(2) {
                        local[rng.index(local.len())].clone()
                    } else {
                        fresh += 1;
                        let base = &local[rng.index(local.len())];
                        let _ = writeln!(text, "  %t{fresh} = arith.addi {base}, %one : i32");
                        format!("%t{fresh}")
                    };
                    let _ = writeln!(text, "  memref.store {value}, {slot}[] : memref<i32>");
                }
            }
        }
        let pick = |rng: &mut SplitMix64, local: &[String]| local[rng.index(local.len())].clone();
        let target = |rng: &mut SplitMix64, edges: &mut Vec<(u32, u32)>| {
            let t = 1 + rng.index(blocks - 1);
            edges.push((b as u32, t as u32));
            if has_arg[t] {
                format!("^b{t}({} : i32)", pick(rng, &local))
            } else {
                format!("^b{t}")
            }
        };
        if blocks == 1 || rng.one_in(5) {
            let _ = writeln!(text, "  return {} : i32", pick(rng, &local));
            continue;
        }
        match rng.index(6) {
            0 | 1 => {
                let t = target(rng, &mut edges);
                let _ = writeln!(text, "  cf.br {t}");
            }
            2 if blocks > 1 => {
                // The same successor twice, with different operands if it
                // takes one.
                let t = 1 + rng.index(blocks - 1);
                edges.push((b as u32, t as u32));
                edges.push((b as u32, t as u32));
                let (a, c) = if has_arg[t] {
                    (format!("^b{t}(%v : i32)"), format!("^b{t}(%one : i32)"))
                } else {
                    (format!("^b{t}"), format!("^b{t}"))
                };
                let _ = writeln!(text, "  cf.cond_br %q, {a}, {c}");
            }
            3 => {
                let (d, c0, c1) = (
                    target(rng, &mut edges),
                    target(rng, &mut edges),
                    target(rng, &mut edges),
                );
                let _ = writeln!(
                    text,
                    "  cf.switch %v : i32, [ default: {d}, 0: {c0}, 5: {c1} ]"
                );
            }
            _ => {
                let cond = if rng.one_in(2) { "%p" } else { "%q" };
                let (t, f) = (target(rng, &mut edges), target(rng, &mut edges));
                let _ = writeln!(text, "  cf.cond_br {cond}, {t}, {f}");
            }
        }
    }
    text.push_str("}\n");
    (text, blocks, edges)
}

/// Is the CFG reducible? Removing the edges whose target dominates their
/// source must leave the reachable part acyclic (Hecht and Ullman).
fn is_reducible(blocks: usize, edges: &[(u32, u32)]) -> bool {
    let graph = Graph::new(blocks, 0, edges.iter().copied());
    let domtree = DomTree::compute(&graph);
    let forward: Vec<(u32, u32)> = edges
        .iter()
        .copied()
        .filter(|&(from, to)| domtree.is_reachable(from) && !domtree.dominates(to, from))
        .collect();
    // Kahn's algorithm over the reachable nodes.
    let mut in_degree = vec![0usize; blocks];
    for &(_, to) in &forward {
        in_degree[to as usize] += 1;
    }
    let mut ready: Vec<u32> = (0..blocks as u32)
        .filter(|&n| domtree.is_reachable(n) && in_degree[n as usize] == 0)
        .collect();
    let mut seen = 0;
    while let Some(node) = ready.pop() {
        seen += 1;
        for &(from, to) in &forward {
            if from == node {
                in_degree[to as usize] -= 1;
                if in_degree[to as usize] == 0 {
                    ready.push(to);
                }
            }
        }
    }
    seen == (0..blocks as u32)
        .filter(|&n| domtree.is_reachable(n))
        .count()
}

/// Fuel of the original program's runs (the loops of the generated
/// programs may not terminate); outputs get ten times as much.
const FUEL: u64 = 20_000;

/// The argument vectors `(%p, %q, %v)` every program is run on.
fn argument_vectors() -> Vec<Vec<Scalar>> {
    let mut vectors = Vec::new();
    for (p, q) in [(false, false), (true, false), (false, true), (true, true)] {
        for v in [0, 5, -3] {
            let v = Scalar::Int(IntValue::from_i64(v, 32));
            vectors.push(vec![Scalar::from_bool(p), Scalar::from_bool(q), v]);
        }
    }
    vectors
}

/// Checks `output` against the original `input` on every argument vector
/// where the original finishes without undefined behaviour; returns how
/// many vectors were conclusive.
fn same_behaviour(input: &str, output: &str, pipeline: &str) -> usize {
    let (before_ir, after_ir) = (
        parse_module(input, 0).unwrap(),
        parse_module(output, 0).unwrap(),
    );
    let (before, after) = (Interpreter::new(&before_ir), Interpreter::new(&after_ir));
    let fuel = |fuel| RunConfig {
        fuel,
        ..RunConfig::default()
    };
    let outcome = |run: &interp::Run| match &run.outcome {
        Ok(results) => format!("{results:?}"),
        Err(e) => format!("{:?}", e.kind),
    };
    let mut conclusive = 0;
    for args in argument_vectors() {
        let expected = before.run_with("f", &args, &fuel(FUEL));
        match &expected.outcome {
            Err(e) if e.is_undefined_behaviour() || e.is_resource_limit() => continue,
            _ => {}
        }
        conclusive += 1;
        let actual = after.run_with("f", &args, &fuel(10 * FUEL));
        assert_eq!(
            (outcome(&expected), &expected.trace),
            (outcome(&actual), &actual.trace),
            "{pipeline} on {args:?}\n{input}\n{output}"
        );
    }
    conclusive
}

/// The output of one pipeline and its statistics.
struct Output {
    text: String,
    args: u64,
    promoted: u64,
    escaped: u64,
}

fn run(input: &str, pipeline: &str) -> Output {
    let (ir, report) = support::run(input, pipeline);
    let stat = |name| report.stats.total("mem2reg", name);
    Output {
        text: module_to_string(&ir),
        args: stat("block arguments inserted"),
        promoted: stat("slots promoted"),
        escaped: stat("slots left (escaped)"),
    }
}

const FLAVORS: [&str; 4] = ["pruned", "semi-pruned", "minimal", "maximal"];

#[test]
fn argument_counts_follow_the_literature() {
    let mut rng = SplitMix64::new(0x3e3_2e6);
    let (mut reducible_seen, mut irreducible_seen) = (0, 0);
    // Argument vectors on which a program and its output were compared.
    let mut conclusive = 0;
    for case in 0..3000 {
        let stores = if case % 2 == 0 {
            Stores::Fresh
        } else {
            Stores::Any
        };
        let (input, blocks, edges) = random_program(&mut rng, stores);
        let reducible = is_reducible(blocks, &edges);
        if reducible {
            reducible_seen += 1;
        } else {
            irreducible_seen += 1;
        }
        let cytron: Vec<Output> = FLAVORS
            .iter()
            .map(|f| run(&input, &format!("mem2reg{{flavor={f}}}")))
            .collect();
        let braun = run(&input, "mem2reg{algorithm=braun}");
        let aycock = run(&input, "mem2reg{algorithm=aycock-horspool}");
        let [pruned, semi, minimal, maximal] = [0, 1, 2, 3].map(|i| cytron[i].args);
        let context = || format!("case {case} ({stores:?}, reducible: {reducible}):\n{input}");
        assert!(
            pruned <= semi && semi <= minimal && minimal <= maximal,
            "pruned {pruned}, semi-pruned {semi}, minimal {minimal}, maximal {maximal}\n{}",
            context()
        );
        assert!(
            braun.args <= pruned,
            "braun {} > pruned {pruned}\n{}",
            braun.args,
            context()
        );
        assert!(
            braun.args <= aycock.args && aycock.args <= maximal,
            "braun {}, aycock-horspool {}, maximal {maximal}\n{}",
            braun.args,
            aycock.args,
            context()
        );
        if reducible && stores == Stores::Fresh {
            assert_eq!(braun.text, cytron[0].text, "braun vs pruned\n{}", context());
            assert_eq!(
                aycock.text,
                cytron[0].text,
                "aycock-horspool vs pruned\n{}",
                context()
            );
        }
        let pipelines = FLAVORS
            .iter()
            .map(|f| format!("flavor={f}"))
            .chain(["algorithm=braun".into(), "algorithm=aycock-horspool".into()]);
        for (pipeline, result) in pipelines.zip(cytron.iter().chain([&braun, &aycock])) {
            conclusive += same_behaviour(&input, &result.text, &pipeline);
        }
        for result in cytron.iter().chain([&braun, &aycock]) {
            assert_eq!(result.promoted, cytron[0].promoted);
            assert_eq!(result.escaped, cytron[0].escaped);
            // Only escaped slots keep loads and stores.
            let allocas = result.text.matches("memref.alloca").count() as u64;
            assert_eq!(allocas, result.escaped, "{}\n{}", result.text, context());
        }
    }
    assert!(
        reducible_seen > 500 && irreducible_seen > 200,
        "{reducible_seen} {irreducible_seen}"
    );
    // A quarter of the 3000 × 12 vectors, for each of the six pipelines.
    assert!(
        conclusive > 6 * 9000,
        "only {conclusive} conclusive comparisons"
    );
}

#[test]
fn output_is_deterministic_and_a_fixed_point() {
    let mut rng = SplitMix64::new(0xf1_0ed);
    for case in 0..400 {
        let (input, _, _) = random_program(&mut rng, Stores::Any);
        for pipeline in [
            "mem2reg",
            "mem2reg{flavor=minimal}",
            "mem2reg{algorithm=braun}",
            "mem2reg{algorithm=aycock-horspool}",
        ] {
            let first = run(&input, pipeline);
            let again = run(&input, pipeline);
            assert_eq!(first.text, again.text, "case {case}: {pipeline}\n{input}");
            let second = run(&first.text, pipeline);
            assert_eq!(
                second.promoted, 0,
                "case {case}: {pipeline}\n{}",
                first.text
            );
            assert_eq!(second.text, first.text, "case {case}: {pipeline}");
        }
    }
}
