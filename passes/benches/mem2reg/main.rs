//! `mem2reg` end to end (parse, verify, promote, verify, print: what
//! `ssa-opt -mem2reg in.mlir` does) on `ssa-smith` programs of the issue's
//! shapes (many small functions, a ladder CFG, deep loop nests, one huge
//! function with thousands of slots, and one function as a front end emits
//! it with 40 and with 4,000 variables), against `mlir-opt --mem2reg` on the
//! same MLIR and `opt -passes=mem2reg` on the same program as LLVM IR (a
//! direct translation, `support::llvm`), with ratios, and a linearity check (the
//! same shape at a third of the size). Beside the linearity check, both
//! `ssa-opt` and `mlir-opt` with no pass (parse, verify, print) give the
//! growth that the inputs and the machine's memory bring whatever the pass.
//!
//! ```text
//! cargo build --release -p ssa-tools                        # for ssa-smith
//! cargo bench -p ssa-passes --bench mem2reg                 # 1M ops, all shapes
//! cargo bench -p ssa-passes --bench mem2reg -- --size 300000 --shape ladder
//! cargo bench -p ssa-passes --bench mem2reg -- --no-external --repeat 5
//! ```
//!
//! `ssa-smith` is taken from `$SSA_BIN` or `target/release`.
//!
//! Every tool runs as a child process on files, as a user runs it: the
//! `ssa-opt` binary next to `ssa-smith` (`ssa-opt -mem2reg in.mlir -o
//! out.mlir`), `mlir-opt` and `opt`. Times are the best of `--repeat` runs
//! (default 3), as CPU time (user + system of the child, `getrusage`) and
//! wall time; CPU time is what the floors are checked on, because the
//! machine may be shared. The two sizes of a shape are timed in alternate
//! runs, so that a slow spell of the machine weighs on both. An external run is killed after
//! `--timeout` seconds of wall time (default 120; both tools are quadratic
//! on some shapes), and the ratio is then a lower bound on wall time. `mlir-opt` and `opt` are looked up in
//! `$LLVM_BIN`, `/usr/lib/llvm-22/bin` and on `PATH`; missing ones are skipped.
//!
//! With `SSA_BENCH_KEEP=1` the generated inputs (`.mlir` and `.ll`) are
//! kept in the temporary folder, for profiling.
//!
//! Floors (from the issue): at least 5x faster than `mlir-opt` and faster
//! than `opt` on every shape; 3x the size in at most 3.3x the time.

#[path = "../support/mod.rs"]
mod support;

use support::{best_external, external, find_tool, llvm, Outcome, Time};

use ssa_ir::parser::parse_module;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Prints a comparison line and returns the speed ratio (a lower bound if
/// the tool timed out), or `None` if it failed.
fn compare(tool: &str, outcome: &Outcome, ours: Time, merges: &str) -> Option<f64> {
    match outcome {
        Outcome::Done(theirs) => {
            let ratio = theirs.cpu.as_secs_f64() / ours.cpu.as_secs_f64();
            println!(
                "{:<15} {:>8}      {tool:<9} {:>7.3} / {:>7.3}   ({merges})  ssa-opt is {ratio:.1}x faster",
                "",
                "",
                theirs.cpu.as_secs_f64(),
                theirs.wall.as_secs_f64()
            );
            Some(ratio)
        }
        Outcome::TimedOut(limit) => {
            let ratio = limit.as_secs_f64() / ours.wall.as_secs_f64();
            println!(
                "{:<15} {:>8}      {tool:<9} killed after {:.0} s wall  ssa-opt is more than {ratio:.1}x faster (wall)",
                "",
                "",
                limit.as_secs_f64()
            );
            Some(ratio)
        }
        Outcome::Failed => None,
    }
}

/// Operations in function bodies.
fn count_ops(ir: &ssa_ir::ir::Ir) -> usize {
    let mut ops = 0;
    for func in ir.functions() {
        ir.walk_nested(func, |_| ops += 1);
    }
    ops
}

fn path_str(path: &Path) -> &str {
    path.to_str().expect("temporary paths are UTF-8")
}

/// Block arguments in an MLIR print and phis in an LLVM print (the
/// generated programs have a few block arguments of their own, and no phi).
fn count_merges(path: &Path) -> (usize, usize) {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    // `^name(%a: t, %b: u):  // preds`: the `: ` inside the parentheses.
    let args = text
        .lines()
        .filter(|l| l.trim_start().starts_with('^'))
        .filter_map(|l| Some(&l[l.find('(')? + 1..l.find("):")?]))
        .map(|list| list.matches(": ").count())
        .sum();
    let phis = text.matches(" = phi ").count();
    (args, phis)
}

/// The block arguments `output` has beyond those of `input`.
fn new_block_args(input: &Path, output: &Path) -> usize {
    count_merges(output).0.saturating_sub(count_merges(input).0)
}

/// The best times of `tool` with `flags` on the two `inputs` (writing
/// `outputs`), the two sizes in alternate runs, so that a slow spell of the
/// machine weighs on both; `None` if a run fails or times out.
fn both_sizes(
    tool: &Path,
    flags: &[&str],
    inputs: &[PathBuf; 2],
    outputs: &[PathBuf; 2],
    options: &Options,
) -> Option<[Time; 2]> {
    let mut best: [Option<Time>; 2] = [None, None];
    for _ in 0..options.repeat {
        for ((best, input), output) in best.iter_mut().zip(inputs).zip(outputs) {
            let mut args = flags.to_vec();
            args.extend([path_str(input), "-o", path_str(output)]);
            let Outcome::Done(time) = external(tool, &args, options.timeout) else {
                return None;
            };
            *best = Some(best.map_or(time, |b| b.min(time)));
        }
    }
    Some([best[0]?, best[1]?])
}

/// The CPU time at the larger size over that at the smaller.
fn growth_of([small, large]: [Time; 2]) -> f64 {
    large.cpu.as_secs_f64() / small.cpu.as_secs_f64()
}

/// The `ssa-smith` shapes measured by default; `front-end:V` is the
/// front-end shape with `V` variables (one function).
const SHAPES: [&str; 6] = [
    "many-functions",
    "ladder",
    "deep-nest",
    "huge-function",
    "front-end:40",
    "front-end:4000",
];

/// The `ssa-smith` options of a shape of [`SHAPES`].
fn smith_args(shape: &str) -> Vec<&str> {
    match shape.split_once(':') {
        Some((name, vars)) => vec!["--shape", name, "--vars", vars],
        None => vec!["--shape", shape],
    }
}

struct Options {
    size: usize,
    shapes: Vec<String>,
    repeat: usize,
    external: bool,
    /// Wall-time limit of one external run.
    timeout: Duration,
}

fn options() -> Options {
    let mut options = Options {
        size: 1_000_000,
        shapes: SHAPES.iter().map(|s| s.to_string()).collect(),
        repeat: 3,
        external: true,
        timeout: Duration::from_secs(120),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--size" => options.size = args.next().and_then(|s| s.parse().ok()).expect("--size N"),
            "--repeat" => {
                options.repeat = args
                    .next()
                    .and_then(|s| s.parse().ok())
                    .expect("--repeat N")
            }
            "--shape" => options.shapes = vec![args.next().expect("--shape NAME")],
            "--no-external" => options.external = false,
            "--timeout" => {
                let seconds = args
                    .next()
                    .and_then(|s| s.parse().ok())
                    .expect("--timeout SECONDS");
                options.timeout = Duration::from_secs(seconds);
            }
            // cargo bench passes --bench.
            _ => {}
        }
    }
    options
}

fn main() {
    let options = options();
    let dir = std::env::temp_dir().join(format!("ssa-mem2reg-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let mlir_opt = options.external.then(|| find_tool("mlir-opt")).flatten();
    let opt = options.external.then(|| find_tool("opt")).flatten();
    println!(
        "mem2reg end to end, best of {} (CPU s / wall s); mlir-opt: {}, opt: {}",
        options.repeat,
        mlir_opt
            .as_ref()
            .map_or("not found".into(), |p| p.display().to_string()),
        opt.as_ref()
            .map_or("not found".into(), |p| p.display().to_string()),
    );
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let bin = std::env::var_os("SSA_BIN").map_or(root.join("target/release"), PathBuf::from);
    let (smith, ssa_opt) = (bin.join("ssa-smith"), bin.join("ssa-opt"));
    for tool in [&smith, &ssa_opt] {
        assert!(
            tool.is_file(),
            "{} missing: run `cargo build --release -p ssa-tools` first",
            tool.display()
        );
    }
    let mut failures = Vec::new();
    for shape in &options.shapes {
        let shape = shape.as_str();
        let sizes = [options.size / 3, options.size];
        let inputs = sizes.map(|size| {
            let mlir = dir.join(format!("{shape}-{size}.mlir"));
            let generated = Command::new(&smith)
                .args(smith_args(shape))
                .args(["--size", &size.to_string()])
                .args(["--seed", "1", "-o", path_str(&mlir)])
                .status()
                .expect("run ssa-smith");
            assert!(generated.success(), "ssa-smith --shape {shape} failed");
            mlir
        });
        let outputs = sizes.map(|size| dir.join(format!("{shape}-{size}.out.mlir")));
        let ours_at = both_sizes(&ssa_opt, &["-mem2reg"], &inputs, &outputs, &options)
            .unwrap_or_else(|| panic!("ssa-opt -mem2reg failed or timed out on {shape}"));
        for (((mlir, out), size), ours) in inputs.iter().zip(&outputs).zip(sizes).zip(ours_at) {
            let text = std::fs::read_to_string(mlir).expect("read the program");
            let ir = parse_module(&text, 0).expect("generated programs parse");
            let ops = count_ops(&ir);
            println!(
                "{:<15} {:>8} ops  ssa-opt   {:>7.3} / {:>7.3}   ({} block arguments)",
                shape,
                ops,
                ours.cpu.as_secs_f64(),
                ours.wall.as_secs_f64(),
                new_block_args(mlir, out)
            );
            if size != options.size {
                continue;
            }
            let ll = dir.join(format!("{shape}-{size}.ll"));
            std::fs::write(&ll, llvm::translate(&ir).expect("translates")).expect("write .ll");
            drop((ir, text));
            let mlir_out = dir.join("mlir-opt.mlir");
            if let Some(tool) = &mlir_opt {
                let (input, out) = (path_str(mlir), path_str(&mlir_out));
                let outcome = best_external(options.repeat, || {
                    external(tool, &["--mem2reg", input, "-o", out], options.timeout)
                });
                let merges = format!("{} block arguments", new_block_args(mlir, &mlir_out));
                if let Some(ratio) = compare("mlir-opt", &outcome, ours, &merges) {
                    if ratio < 5.0 {
                        failures.push(format!(
                            "{}: {ratio:.1}x faster than mlir-opt, floor 5x",
                            shape
                        ));
                    }
                }
            }
            if let Some(tool) = &opt {
                let out = dir.join("opt.ll");
                let (input, out_arg) = (path_str(&ll), path_str(&out));
                let outcome = best_external(options.repeat, || {
                    external(
                        tool,
                        &["-passes=mem2reg", "-S", input, "-o", out_arg],
                        options.timeout,
                    )
                });
                let merges = format!("{} phis in all", count_merges(&out).1);
                if let Some(ratio) = compare("opt", &outcome, ours, &merges) {
                    if ratio < 1.0 {
                        failures.push(format!("{}: {ratio:.2}x the speed of opt, floor 1x", shape));
                    }
                }
            }
        }
        let growth = growth_of(ours_at);
        println!(
            "{:<15} 3x the size: {growth:.2}x the CPU time (floor 3.3x)",
            shape
        );
        if growth > 3.3 {
            failures.push(format!("{}: 3x the size took {growth:.2}x the time", shape));
        }
        // What the machine and the inputs make of 3x the size, whatever
        // the pass: both tools with no pass (parse, verify, print).
        let plain = sizes.map(|size| dir.join(format!("{shape}-{size}.plain.mlir")));
        let mut references = Vec::new();
        for (name, tool) in [("ssa-opt", Some(&ssa_opt)), ("mlir-opt", mlir_opt.as_ref())] {
            let Some(tool) = tool else { continue };
            references.push(match both_sizes(tool, &[], &inputs, &plain, &options) {
                Some(times) => format!("{name} {:.2}x", growth_of(times)),
                None => format!(
                    "{name} failed or killed after {:.0} s",
                    options.timeout.as_secs_f64()
                ),
            });
        }
        println!(
            "{:<15}   with no pass (parse, verify, print): {}",
            "",
            references.join(", ")
        );
    }
    if std::env::var_os("SSA_BENCH_KEEP").is_some() {
        println!("inputs kept in {}", dir.display());
    } else {
        let _ = std::fs::remove_dir_all(&dir);
    }
    if failures.is_empty() {
        println!("all floors met");
    } else {
        println!("floors missed:");
        for failure in failures {
            println!("  {failure}");
        }
    }
}
