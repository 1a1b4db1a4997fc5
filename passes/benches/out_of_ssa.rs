//! `out-of-ssa` on large programs: `ssa-smith` programs of each shape,
//! promoted by `mem2reg` (not timed), then `out-of-ssa` with and without
//! coalescing: the pass's time (best of `--repeat`, wall clock, without
//! verification or printing) and what it did (slots, copies stored, copies
//! coalesced away, temporaries, edges split, loads).
//!
//! ```text
//! cargo build --release -p ssa-tools        # the ssa-smith binary
//! cargo bench -p ssa-passes --bench out_of_ssa
//! cargo bench -p ssa-passes --bench out_of_ssa -- --size 300000 --shape deep-nest --repeat 5
//! ```
//!
//! `ssa-smith` is taken from `SSA_SMITH`, else from the workspace's
//! `target/release`. Shapes: `mixed`, `ladder`, `deep-nest`,
//! `many-functions`, `huge-function` (ssa-smith's), and `chain` (made here,
//! already in SSA form: one function, a chain of blocks each branching twice
//! to the next with two arguments, one passed on unchanged on one edge: a
//! long copy-related class and two critical edges per block); default: all.
//! Size in ops (default 1,000,000).

use ssa_ir::ir::Ir;
use ssa_ir::parser::parse_module;
use ssa_ir::verifier::verify;
use ssa_passes::manager::{run_pipeline, RunOptions, RunReport};
use ssa_passes::registry::parse_pipeline;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

const SHAPES: [&str; 6] = [
    "mixed",
    "ladder",
    "deep-nest",
    "many-functions",
    "huge-function",
    "chain",
];

const COUNTERS: [&str; 7] = [
    "block arguments removed",
    "slots created",
    "copies inserted (stores)",
    "copies removed by coalescing",
    "temporaries for cycles",
    "edges split",
    "loads inserted",
];

struct Options {
    size: usize,
    shapes: Vec<String>,
    repeat: usize,
    seed: u64,
}

fn options() -> Options {
    let mut options = Options {
        size: 1_000_000,
        shapes: SHAPES.iter().map(|s| s.to_string()).collect(),
        repeat: 3,
        seed: 1,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = || args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--size" => options.size = value().parse().expect("--size N"),
            "--shape" => options.shapes = vec![value()],
            "--repeat" => options.repeat = value().parse().expect("--repeat N"),
            "--seed" => options.seed = value().parse().expect("--seed N"),
            _ => {
                i += 1; // `--bench` and other harness flags
                continue;
            }
        }
        i += 2;
    }
    options
}

fn smith() -> PathBuf {
    if let Some(path) = std::env::var_os("SSA_SMITH") {
        return PathBuf::from(path);
    }
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/release/ssa-smith");
    assert!(
        path.is_file(),
        "{} not found: run `cargo build --release -p ssa-tools` first, or set SSA_SMITH",
        path.display()
    );
    path
}

fn run(ir: &mut Ir, pipeline: &str, verify_each: bool) -> RunReport {
    let entries = parse_pipeline(pipeline).expect("pipeline");
    let options = RunOptions {
        verify_each,
        ..RunOptions::default()
    };
    let mut report = RunReport::default();
    if let Err(errors) = run_pipeline(ir, &entries, &options, &mut report) {
        panic!("{pipeline}: {}", errors[0].message);
    }
    report
}

fn main() {
    let options = options();
    println!(
        "out-of-ssa on ssa-smith programs of about {} ops (seed {}), after mem2reg; best of {}",
        options.size, options.seed, options.repeat
    );
    for shape in &options.shapes {
        if shape == "chain" {
            let ir = parse_module(&chain(options.size), 0)
                .unwrap_or_else(|d| panic!("parse: {}", d.message));
            println!("\n{shape}: {} ops", ir.op_capacity());
            measure(&ir, options.repeat);
            continue;
        }
        let output = Command::new(smith())
            .args([
                "--shape",
                shape,
                "--size",
                &options.size.to_string(),
                "--seed",
                &options.seed.to_string(),
            ])
            .output()
            .expect("run ssa-smith");
        assert!(output.status.success(), "ssa-smith --shape {shape} failed");
        let text = String::from_utf8(output.stdout).expect("UTF-8");
        let mut ir = parse_module(&text, 0).unwrap_or_else(|d| panic!("parse: {}", d.message));
        drop(text);
        let ops = ir.op_capacity();
        run(&mut ir, "mem2reg", false);
        println!("\n{shape}: {ops} ops");
        measure(&ir, options.repeat);
    }
}

/// Times out-of-ssa with and without coalescing on copies of `ir`, and
/// prints what it did.
fn measure(ir: &Ir, repeat: usize) {
    for pipeline in ["out-of-ssa", "out-of-ssa{coalesce=false}"] {
        let mut best = Duration::MAX;
        let mut last = None;
        for _ in 0..repeat {
            let mut copy = ir.clone();
            let start = Instant::now();
            let report = run(&mut copy, pipeline, false);
            best = best.min(start.elapsed());
            last = Some((copy, report));
        }
        let (result, report) = last.expect("repeat > 0");
        let verify_start = Instant::now();
        verify(&result).unwrap_or_else(|e| panic!("{pipeline}: {}", e[0].message));
        let verify_time = verify_start.elapsed();
        println!(
            "  {pipeline:<28} {:>8.1} ms   (verify {:.1} ms)",
            best.as_secs_f64() * 1e3,
            verify_time.as_secs_f64() * 1e3
        );
        for counter in COUNTERS {
            println!(
                "      {:>10} {counter}",
                report.stats.total("out-of-ssa", counter)
            );
        }
    }
}

/// The `chain` shape: about `size` ops in one function.
fn chain(size: usize) -> String {
    use std::fmt::Write;
    let blocks = size / 3;
    let mut text = String::from(
        "func.func @chain(%a: i32, %p: i1) -> i32 {\n  %c1 = arith.constant 1 : i32\n  cf.br ^b1(%a, %a : i32, i32)\n",
    );
    for i in 1..blocks {
        let _ = write!(
            text,
            "^b{i}(%x{i}: i32, %s{i}: i32):\n  %y{i} = arith.addi %x{i}, %c1 : i32\n  \
             cf.cond_br %p, ^b{n}(%y{i}, %s{i} : i32, i32), ^b{n}(%x{i}, %y{i} : i32, i32)\n",
            n = i + 1
        );
    }
    let _ = write!(
        text,
        "^b{blocks}(%x: i32, %s: i32):\n  %r = arith.addi %x, %s : i32\n  return %r : i32\n}}\n"
    );
    text
}
