//! Properties of `out-of-ssa` over thousands of small random SSA programs:
//! random CFGs (loops, self-loops, irreducible regions, unreachable blocks,
//! `cf.cond_br` and `cf.switch` with repeated targets), whose block
//! arguments are fed values that often are the source block's own
//! arguments, permuted (swaps and rotations), repeated (one value to several
//! arguments) or passed unchanged (copies that coalescing removes).
//!
//! Checked for every program, with and without coalescing:
//! - the output means the same: the interpreter returns the same value for
//!   the same arguments (also after `split-critical-edges` first, and after
//!   `mem2reg` promotes the slots back);
//! - the output verifies and no block but the entry has arguments;
//! - the pass is deterministic;
//! - the copies add up: the copies kept plus those coalescing removed are
//!   the copies of the naive translation, and coalescing never needs more
//!   slots;
//! - `split-critical-edges` then `out-of-ssa` splits nothing more.

mod support;

use ssa_ir::analysis::{DomTree, Graph};
use ssa_ir::interp::Interpreter;
use ssa_ir::ir::Ir;
use ssa_ir::parser::parse_module;
use ssa_ir::printer::module_to_string;
use ssa_ir::rng::SplitMix64;
use ssa_ir::semantics::{IntValue, Scalar};
use ssa_ir::verifier::verify;
use ssa_passes::manager::RunReport;
use std::fmt::Write;

#[derive(Copy, Clone, PartialEq, Eq)]
enum Ty {
    I32,
    I1,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::I32 => "i32",
            Ty::I1 => "i1",
        }
    }
}

enum Term {
    Br(usize),
    CondBr(usize, usize),
    /// Default, then the cases' targets.
    Switch(usize, Vec<usize>),
    Return,
}

impl Term {
    fn targets(&self) -> Vec<usize> {
        match self {
            Term::Br(t) => vec![*t],
            Term::CondBr(t, f) => vec![*t, *f],
            Term::Switch(d, cases) => std::iter::once(*d).chain(cases.iter().copied()).collect(),
            Term::Return => Vec::new(),
        }
    }
}

/// Every loop goes round at most this many times in all: block argument 0
/// of every block counts the edges taken, and a back edge is only taken
/// while the count is below it.
const LIMIT: i32 = 40;

/// A random function `@f(%a0: i32, %a1: i32) -> i32` in SSA form that
/// terminates and has no undefined behaviour for any arguments: forward
/// edges only from `cf.br` and from the fall-back successors (false target,
/// default), which the counter forces once it reaches [`LIMIT`]; no
/// division or shift.
fn generate(seed: u64) -> String {
    let mut rng = SplitMix64::new(seed);
    let n = 2 + rng.index(8);
    let mut arg_types: Vec<Vec<Ty>> = vec![Vec::new(); n];
    for types in arg_types.iter_mut().skip(1) {
        types.push(Ty::I32); // the counter
        for _ in 0..rng.index(5) {
            types.push(if rng.one_in(5) { Ty::I1 } else { Ty::I32 });
        }
    }
    let forward = |rng: &mut SplitMix64, i: usize| i + 1 + rng.index(n - 1 - i);
    let any = |rng: &mut SplitMix64| 1 + rng.index(n - 1);
    let terms: Vec<Term> = (0..n)
        .map(|i| {
            if i == n - 1 {
                return Term::Return;
            }
            match rng.index(10) {
                0..=3 => Term::Br(forward(&mut rng, i)),
                4..=7 => {
                    let t = if rng.one_in(3) {
                        forward(&mut rng, i)
                    } else {
                        any(&mut rng)
                    };
                    Term::CondBr(t, forward(&mut rng, i))
                }
                _ => {
                    let cases = (0..1 + rng.index(3)).map(|_| any(&mut rng)).collect();
                    Term::Switch(forward(&mut rng, i), cases)
                }
            }
        })
        .collect();
    let edges: Vec<(u32, u32)> = terms
        .iter()
        .enumerate()
        .flat_map(|(i, t)| t.targets().into_iter().map(move |s| (i as u32, s as u32)))
        .collect();
    let graph = Graph::new(n, 0, edges);
    let domtree = DomTree::compute(&graph);

    // Values available at the end of each block: those of its immediate
    // dominator's block, plus its own.
    let mut pools: Vec<Vec<(String, Ty)>> = vec![Vec::new(); n];
    let mut bodies: Vec<String> = vec![String::new(); n];
    let mut counters: Vec<String> = vec![String::new(); n];
    let mut next_value = 0;
    let mut fresh = |prefix: &str| {
        next_value += 1;
        format!("%{prefix}{next_value}")
    };
    let mut order: Vec<usize> = domtree.preorder().iter().map(|&b| b as usize).collect();
    order.extend((0..n).filter(|&b| !domtree.is_reachable(b as u32)));
    let mut arg_names: Vec<Vec<String>> = vec![Vec::new(); n];
    for &b in &order {
        let mut pool = match domtree.idom(b as u32) {
            Some(idom) => pools[idom as usize].clone(),
            None if b == 0 => Vec::new(),
            None => pools[0].clone(),
        };
        let body = &mut bodies[b];
        let counter = if b == 0 {
            pool.push(("%a0".into(), Ty::I32));
            pool.push(("%a1".into(), Ty::I32));
            let _ = writeln!(body, "  %one = arith.constant 1 : i32");
            let _ = writeln!(body, "  %limit = arith.constant {LIMIT} : i32");
            let _ = writeln!(body, "  %none = arith.constant -1 : i32");
            let _ = writeln!(body, "  %k0 = arith.constant 0 : i32");
            let _ = writeln!(body, "  %lt0 = arith.cmpi slt, %a0, %a1 : i32");
            pool.push(("%one".into(), Ty::I32));
            pool.push(("%lt0".into(), Ty::I1));
            "%k0".to_string()
        } else {
            for (j, &ty) in arg_types[b].iter().enumerate() {
                let name = fresh(if j == 0 { "k" } else { "x" });
                arg_names[b].push(name.clone());
                if j > 0 {
                    pool.push((name, ty));
                }
            }
            arg_names[b][0].clone()
        };
        let k1 = fresh("k");
        let _ = writeln!(body, "  {k1} = arith.addi {counter}, %one : i32");
        counters[b] = k1;
        for _ in 0..rng.index(4) {
            let ints: Vec<&(String, Ty)> = pool.iter().filter(|v| v.1 == Ty::I32).collect();
            let x = rng.pick(&ints).0.clone();
            let y = rng.pick(&ints).0.clone();
            let v = fresh("v");
            match rng.index(8) {
                0 => {
                    let _ = writeln!(body, "  {v} = arith.cmpi slt, {x}, {y} : i32");
                    pool.push((v, Ty::I1));
                    continue;
                }
                1 => {
                    let bools: Vec<&(String, Ty)> = pool.iter().filter(|v| v.1 == Ty::I1).collect();
                    let c = rng.pick(&bools).0.clone();
                    let _ = writeln!(body, "  {v} = arith.select {c}, {x}, {y} : i32");
                }
                op => {
                    let op = ["addi", "subi", "muli", "xori", "maxsi", "ori"][op - 2];
                    let _ = writeln!(body, "  {v} = arith.{op} {x}, {y} : i32");
                }
            }
            pool.push((v, Ty::I32));
        }
        pools[b] = pool;
    }

    let mut text = String::from("func.func @f(%a0: i32, %a1: i32) -> i32 {\n");
    for b in 0..n {
        if b > 0 {
            let params: Vec<String> = arg_names[b]
                .iter()
                .zip(&arg_types[b])
                .map(|(name, ty)| format!("{name}: {}", ty.name()))
                .collect();
            let _ = writeln!(text, "^b{b}({}):", params.join(", "));
        }
        text.push_str(&bodies[b]);
        let pool = &pools[b];
        let pick = |rng: &mut SplitMix64, ty: Ty| -> String {
            // Often the block's own arguments (permutations, unchanged
            // values), else anything available.
            let own: Vec<&String> = arg_names[b]
                .iter()
                .zip(&arg_types[b])
                .skip(1)
                .filter(|(_, t)| **t == ty)
                .map(|(name, _)| name)
                .collect();
            if !own.is_empty() && rng.index(3) != 0 {
                return rng.pick(&own).clone();
            }
            let all: Vec<&(String, Ty)> = pool.iter().filter(|v| v.1 == ty).collect();
            rng.pick(&all).0.clone()
        };
        let successor = |rng: &mut SplitMix64, t: usize| -> String {
            let mut values = vec![counters[b].clone()];
            values.extend(arg_types[t][1..].iter().map(|&ty| pick(rng, ty)));
            let types: Vec<&str> = arg_types[t].iter().map(|t| t.name()).collect();
            format!("^b{t}({} : {})", values.join(", "), types.join(", "))
        };
        let k1 = &counters[b];
        match &terms[b] {
            Term::Br(t) => {
                let s = successor(&mut rng, *t);
                let _ = writeln!(text, "  cf.br {s}");
            }
            Term::CondBr(t, f) => {
                // Half the time a fresh comparison of values that change
                // from one visit to the next, else any available i1.
                let c = if rng.one_in(2) {
                    let bools: Vec<&(String, Ty)> = pool.iter().filter(|v| v.1 == Ty::I1).collect();
                    rng.pick(&bools).0.clone()
                } else {
                    let (x, y) = (pick(&mut rng, Ty::I32), pick(&mut rng, Ty::I32));
                    let x = if rng.one_in(2) { k1.clone() } else { x };
                    let pred = ["slt", "sgt", "eq", "ne", "ult", "sge"][rng.index(6)];
                    let _ = writeln!(text, "  %p{b} = arith.cmpi {pred}, {x}, {y} : i32");
                    format!("%p{b}")
                };
                let _ = writeln!(text, "  %go{b} = arith.cmpi slt, {k1}, %limit : i32");
                let _ = writeln!(text, "  %c{b} = arith.andi %go{b}, {c} : i1");
                let (st, sf) = (successor(&mut rng, *t), successor(&mut rng, *f));
                let _ = writeln!(text, "  cf.cond_br %c{b}, {st}, {sf}");
            }
            Term::Switch(d, cases) => {
                let ints: Vec<&(String, Ty)> = pool.iter().filter(|v| v.1 == Ty::I32).collect();
                let v = rng.pick(&ints).0.clone();
                let _ = writeln!(text, "  %go{b} = arith.cmpi slt, {k1}, %limit : i32");
                let _ = writeln!(text, "  %s{b} = arith.select %go{b}, {v}, %none : i32");
                let _ = writeln!(text, "  cf.switch %s{b} : i32, [");
                let sd = successor(&mut rng, *d);
                let _ = write!(text, "    default: {sd}");
                for (value, &t) in cases.iter().enumerate() {
                    let s = successor(&mut rng, t);
                    let _ = write!(text, ",\n    {value}: {s}");
                }
                let _ = writeln!(text, "\n  ]");
            }
            Term::Return => {
                let ints: Vec<&String> = pool
                    .iter()
                    .filter(|v| v.1 == Ty::I32)
                    .map(|v| &v.0)
                    .collect();
                let mut acc = k1.clone();
                for (i, v) in ints.iter().rev().take(4).enumerate() {
                    let _ = writeln!(text, "  %r{i} = arith.xori {acc}, {v} : i32");
                    acc = format!("%r{i}");
                }
                let _ = writeln!(text, "  return {acc} : i32");
            }
        }
    }
    text.push_str("}\n");
    text
}

/// The result of running a pipeline.
struct Run {
    text: String,
    ir: Ir,
    report: RunReport,
}

fn run(input: &str, pipeline: &str) -> Run {
    let (ir, report) = support::run(input, pipeline);
    Run {
        text: module_to_string(&ir),
        ir,
        report,
    }
}

/// Block arguments outside entry blocks.
fn non_entry_arguments(ir: &Ir) -> usize {
    ir.functions()
        .filter_map(|f| ir.func_body(f))
        .flat_map(|body| ir.region_blocks(body).skip(1))
        .map(|b| ir.block_args(b).len())
        .sum()
}

const SEEDS: u64 = 3000;

#[test]
fn generated_programs_verify() {
    for seed in 0..200 {
        let text = generate(seed);
        let ir = parse_module(&text, 0).unwrap_or_else(|d| panic!("{}\n{text}", d.message));
        verify(&ir).unwrap_or_else(|e| panic!("seed {seed}: {e:?}\n{text}"));
    }
}

#[test]
fn output_has_no_arguments_and_verifies() {
    for seed in 0..SEEDS {
        let input = generate(seed);
        for pipeline in ["out-of-ssa", "out-of-ssa{coalesce=false}"] {
            let out = run(&input, pipeline);
            assert_eq!(non_entry_arguments(&out.ir), 0, "seed {seed}\n{}", out.text);
            let again = run(&input, pipeline);
            assert_eq!(out.text, again.text, "seed {seed}: not deterministic");
        }
    }
}

#[test]
fn coalescing_removes_copies_and_never_adds_slots() {
    let mut removed = 0;
    for seed in 0..SEEDS {
        let input = generate(seed);
        let coalesced = run(&input, "out-of-ssa");
        let naive = run(&input, "out-of-ssa{coalesce=false}");
        let stat = |r: &Run, name| r.report.stats.total("out-of-ssa", name);
        assert_eq!(
            stat(&coalesced, "copies inserted (stores)")
                + stat(&coalesced, "copies removed by coalescing"),
            stat(&naive, "copies inserted (stores)"),
            "seed {seed}\n{input}"
        );
        assert!(stat(&coalesced, "slots created") <= stat(&naive, "slots created"));
        assert_eq!(stat(&naive, "temporaries for cycles"), 0);
        removed += stat(&coalesced, "copies removed by coalescing");
    }
    assert!(
        removed > SEEDS,
        "the programs exercise coalescing ({removed} copies removed)"
    );
}

#[test]
fn splitting_first_leaves_nothing_to_split() {
    for seed in 0..SEEDS / 3 {
        let input = generate(seed);
        let out = run(&input, "split-critical-edges,out-of-ssa");
        assert_eq!(
            out.report.stats.total("out-of-ssa", "edges split"),
            0,
            "seed {seed}"
        );
    }
}

/// Arguments the programs are run on: small and large, equal and not, of
/// both signs (the comparisons in the programs pick different paths).
const ARGUMENTS: [(i64, i64); 4] = [(3, 5), (-7, 2), (0, 0), (1 << 30, -(1 << 29))];

/// The value `@f` returns for each of [`ARGUMENTS`].
fn results(ir: &Ir) -> Vec<Vec<Scalar>> {
    let interpreter = Interpreter::new(ir);
    ARGUMENTS
        .iter()
        .map(|&(a, b)| {
            let args = [
                Scalar::Int(IntValue::from_i64(a, 32)),
                Scalar::Int(IntValue::from_i64(b, 32)),
            ];
            interpreter
                .run("f", &args, 1_000_000)
                .unwrap_or_else(|e| panic!("f({a}, {b}): {e:?}\n{}", module_to_string(ir)))
                .results
        })
        .collect()
}

#[test]
fn output_means_the_same() {
    let pipelines = [
        "out-of-ssa",
        "out-of-ssa{coalesce=false}",
        "split-critical-edges,out-of-ssa",
        "out-of-ssa,mem2reg",
    ];
    for seed in 0..SEEDS {
        let input = generate(seed);
        let expected = results(&parse_module(&input, 0).expect("parses"));
        for pipeline in pipelines {
            let out = run(&input, pipeline);
            assert_eq!(
                results(&out.ir),
                expected,
                "seed {seed}, {pipeline}\n{input}\n{}",
                out.text
            );
        }
    }
}
