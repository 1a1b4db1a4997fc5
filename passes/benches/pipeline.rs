//! End-to-end benchmark of a pipeline against its counterparts in LLVM
//! 22's `mlir-opt` and `opt` on ssa-smith programs of every shape
//! ([`PIPELINES`]; the issues' floors: at least 5x faster than `mlir-opt`,
//! and faster than `opt`). By default `mem2reg,sccp,dce` against
//! `mlir-opt --mem2reg --sccp --canonicalize` and `opt -passes=mem2reg,sccp,dce`;
//! `--pipeline mem2reg,gvn` against `mlir-opt --mem2reg --cse` and
//! `opt -passes=mem2reg,gvn`; `--pipeline mem2reg,cse` against
//! `mlir-opt --mem2reg --cse` and `opt -passes=mem2reg,early-cse`;
//! `--pipeline mem2reg,adce` against `mlir-opt --mem2reg --remove-dead-values`
//! (MLIR's liveness-based dead code removal; it has no ADCE) and `opt
//! -passes=mem2reg,adce`; `--pipeline mem2reg` against `mlir-opt --mem2reg` and `opt
//! -passes=mem2reg`; `--pipeline none` (parse, verify, print) against both
//! tools without passes.
//!
//! ```text
//! cargo build --release -p ssa-tools
//! cargo bench -p ssa-passes --bench pipeline -- --help
//! cargo bench -p ssa-passes --bench pipeline -- [--pipeline P] [--size N] [--runs R] [--shapes a,b] [--threads 1,2] [--no-mlir-opt] [--timeout S]
//! ```
//!
//! `ssa-opt` runs once per `--threads` count (default: 1 and every core);
//! each row gives its CPU and wall time, and the wall-time speed-up over
//! one thread. The LLVM tools run with their defaults (`mlir-opt` on
//! every core). The `front-end` shape is `ssa-smith --shape front-end`
//! with one function per 200 ops.
//!
//! Each tool runs as a process on a file, reading text and writing text to
//! `/dev/null`, so parsing, verification and printing count for every tool.
//! Times are the run of least CPU time (user + system) of `--runs` runs
//! (machines are shared; the minimum is the least disturbed); ratios are
//! given on wall time and on CPU time. A run is killed after `--timeout`
//! seconds of wall time (default 300), and the ratio is then a lower bound
//! on wall time. Peak memory comes from `/usr/bin/time` when it
//! is installed.
//!
//! The LLVM input is the same program translated untimed, as in the
//! `mem2reg` bench (`support::llvm`: slots become entry-block `alloca`s,
//! which LLVM's mem2reg promotes). MLIR's own route (`--finalize-memref-
//! to-llvm` and friends, then `mlir-translate`) wraps every `alloca` in a
//! memref descriptor that only `instsimplify` can strip, and that cleanup
//! alone took minutes on the ladder shape.
//!
//! Binaries are taken from `$SSA_BIN` or `target/release`; LLVM's from
//! `$LLVM_BIN`, `/usr/lib/llvm-22/bin` or `PATH`. Files go to
//! `target/bench-pipeline/`.

#[path = "support/mod.rs"]
mod support;

use ssa_ir::parser::parse_module;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;
use support::{best_external, external, find_tool, llvm, Outcome, Time};

const SHAPES: &[&str] = &[
    "mixed",
    "ladder",
    "deep-nest",
    "many-functions",
    "huge-function",
    "front-end",
];

/// A pipeline of ours and what `mlir-opt` and `opt` run for it.
struct Pipeline {
    ours: &'static str,
    mlir_opt: &'static [&'static str],
    opt: &'static str,
}

/// The pipelines `--pipeline` chooses from; the first is the default.
const PIPELINES: &[Pipeline] = &[
    Pipeline {
        ours: "mem2reg,sccp,dce",
        mlir_opt: &["--mem2reg", "--sccp", "--canonicalize"],
        opt: "mem2reg,sccp,dce",
    },
    Pipeline {
        ours: "mem2reg,gvn",
        mlir_opt: &["--mem2reg", "--cse"],
        opt: "mem2reg,gvn",
    },
    Pipeline {
        ours: "mem2reg,cse",
        mlir_opt: &["--mem2reg", "--cse"],
        opt: "mem2reg,early-cse",
    },
    Pipeline {
        ours: "mem2reg,adce",
        mlir_opt: &["--mem2reg", "--remove-dead-values"],
        opt: "mem2reg,adce",
    },
    Pipeline {
        ours: "mem2reg",
        mlir_opt: &["--mem2reg"],
        opt: "mem2reg",
    },
    Pipeline {
        ours: "none",
        mlir_opt: &[],
        opt: "",
    },
];

/// End-to-end comparison of an ssa-opt pipeline with mlir-opt and opt.
#[derive(clap::Parser)]
struct Options {
    /// The pipeline (see the file's docs for what the others run).
    #[arg(long, default_value = PIPELINES[0].ours, value_parser = PIPELINES.iter().map(|p| p.ours).collect::<Vec<_>>())]
    pipeline: String,
    /// Operations per generated program.
    #[arg(long, default_value_t = 1_000_000)]
    size: usize,
    /// Runs of each tool (the one of least CPU time is shown).
    #[arg(long, default_value_t = 3)]
    runs: usize,
    /// The ssa-smith shapes.
    #[arg(long, value_delimiter = ',', default_values = SHAPES)]
    shapes: Vec<String>,
    /// ssa-opt's thread counts (default: 1 and one per core).
    #[arg(long, value_delimiter = ',')]
    threads: Vec<usize>,
    /// Do not run mlir-opt.
    #[arg(long)]
    no_mlir_opt: bool,
    /// Wall-time limit of one run, in seconds.
    #[arg(long, default_value_t = 300)]
    timeout: u64,
    /// Passed by `cargo bench`.
    #[arg(long, hide = true)]
    bench: bool,
}

/// A measured tool: its best run, and the peak resident set of a run.
struct Measure {
    outcome: Outcome,
    peak_kb: Option<u64>,
}

/// Runs `program args` up to `runs` times (through `/usr/bin/time` for the
/// peak memory, when it is installed), each killed after `limit`.
fn measure(program: &Path, args: &[&str], runs: usize, limit: Duration) -> Measure {
    let time = Path::new("/usr/bin/time");
    let report = std::env::temp_dir().join(format!("ssa-bench-time-{}", std::process::id()));
    let report_arg = report.to_str().expect("UTF-8 path");
    let program_arg = program.to_str().expect("UTF-8 path");
    let wrapped: Vec<&str> = ["-f", "%M", "-o", report_arg, program_arg]
        .into_iter()
        .chain(args.iter().copied())
        .collect();
    let outcome = best_external(runs.max(1), || {
        if time.exists() {
            external(time, &wrapped, limit)
        } else {
            external(program, args, limit)
        }
    });
    let peak_kb = std::fs::read_to_string(&report)
        .ok()
        .and_then(|t| t.trim().lines().last()?.trim().parse().ok());
    let _ = std::fs::remove_file(&report);
    Measure { outcome, peak_kb }
}

/// Runs a preparation step; its output goes to `out`.
fn prepare(program: &Path, args: &[&str], stdin: Option<&Path>, out: &Path) -> Result<(), String> {
    let mut command = Command::new(program);
    command.args(args).stderr(Stdio::null());
    if let Some(input) = stdin {
        command.stdin(std::fs::File::open(input).map_err(|e| e.to_string())?);
    }
    command.stdout(std::fs::File::create(out).map_err(|e| e.to_string())?);
    let status = command
        .status()
        .map_err(|e| format!("{}: {e}", program.display()))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!(
            "{} {} failed: {status}",
            program.display(),
            args.join(" ")
        ))
    }
}

/// `cpu s, wall s, peak` of a measure, or why there is none.
fn show(m: &Option<Measure>) -> String {
    let peak = |m: &Measure| {
        m.peak_kb
            .map_or("-".to_string(), |kb| format!("{} MB", kb / 1024))
    };
    match m {
        Some(
            m @ Measure {
                outcome: Outcome::Done(time),
                ..
            },
        ) => format!(
            "{:>6.2} {:>6.2} {:>7}",
            time.cpu.as_secs_f64(),
            time.wall.as_secs_f64(),
            peak(m)
        ),
        Some(Measure {
            outcome: Outcome::TimedOut(limit),
            ..
        }) => format!("{:>21}", format!("> {:.0} s wall", limit.as_secs_f64())),
        Some(Measure {
            outcome: Outcome::Failed,
            ..
        }) => format!("{:>21}", "failed"),
        None => format!("{:>21}", "-"),
    }
}

/// How many times faster ours is, on wall and on CPU time (a lower bound
/// on wall time when theirs was killed).
fn ratio(theirs: &Option<Measure>, ours: Time) -> String {
    let text = match theirs.as_ref().map(|m| &m.outcome) {
        Some(Outcome::Done(time)) => format!(
            "{:.1}x/{:.1}x",
            time.wall.as_secs_f64() / ours.wall.as_secs_f64(),
            time.cpu.as_secs_f64() / ours.cpu.as_secs_f64()
        ),
        Some(Outcome::TimedOut(limit)) => {
            format!(">{:.1}x", limit.as_secs_f64() / ours.wall.as_secs_f64())
        }
        _ => "-".to_string(),
    };
    format!("{text:>12}")
}

fn main() -> Result<(), String> {
    let mut options = <Options as clap::Parser>::parse();
    let pipeline = PIPELINES
        .iter()
        .find(|p| p.ours == options.pipeline)
        .expect("clap checked the name");
    if options.threads.is_empty() {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        options.threads = if cores > 1 { vec![1, cores] } else { vec![1] };
    }
    let timeout = Duration::from_secs(options.timeout);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let bin = std::env::var_os("SSA_BIN").map_or(root.join("target/release"), PathBuf::from);
    let (smith, ssa_opt) = (bin.join("ssa-smith"), bin.join("ssa-opt"));
    if !smith.exists() || !ssa_opt.exists() {
        return Err(format!(
            "{} or {} missing: run `cargo build --release -p ssa-tools` first",
            smith.display(),
            ssa_opt.display()
        ));
    }
    let llvm_tools = match (find_tool("mlir-opt"), find_tool("opt")) {
        (Some(mlir_opt), Some(opt)) => Some((mlir_opt, opt)),
        _ => None,
    };
    let dir = root.join("target/bench-pipeline");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;

    println!(
        "pipeline {}, {} ops per program, best of {} runs{}; times: CPU s, wall s, peak; ratios: wall/CPU",
        pipeline.ours,
        options.size,
        options.runs,
        if llvm_tools.is_some() {
            ""
        } else {
            " (LLVM tools not found: ssa-opt only)"
        }
    );
    println!(
        "{:<15} {:>9} {:>7} | {:>21} {:>8} | {:>21} | {:>21} | {:>12} {:>12}",
        "shape", "lines", "threads", "ssa-opt", "speed-up", "mlir-opt", "opt", "vs mlir", "vs opt"
    );
    for shape in &options.shapes {
        let mlir = dir.join(format!("{shape}.mlir"));
        let size = options.size.to_string();
        let functions = (options.size / 200).max(1).to_string();
        let mut smith_args = vec!["--seed", "1", "--size", &size, "--shape", shape];
        if shape == "front-end" {
            smith_args.extend(["--functions", &functions]);
        }
        prepare(&smith, &smith_args, None, &mlir)?;
        let lines = std::fs::read_to_string(&mlir).map_or(0, |t| t.lines().count());
        let input = mlir.to_str().expect("UTF-8 path");
        let passes = match pipeline.ours {
            "none" => String::new(),
            ours => format!("--passes={ours}"),
        };

        let mut theirs_mlir = None;
        let mut theirs_opt = None;
        if let Some((mlir_opt, opt)) = &llvm_tools {
            if !options.no_mlir_opt {
                let args: Vec<&str> = [input]
                    .into_iter()
                    .chain(pipeline.mlir_opt.iter().copied())
                    .chain(["-o", "/dev/null"])
                    .collect();
                theirs_mlir = Some(measure(mlir_opt, &args, 1, timeout));
            }
            let ll = dir.join(format!("{shape}.ll"));
            let text = std::fs::read_to_string(&mlir).map_err(|e| e.to_string())?;
            let ir = parse_module(&text, 0).map_err(|e| e.message)?;
            std::fs::write(&ll, llvm::translate(&ir)?).map_err(|e| e.to_string())?;
            let ll = ll.to_str().expect("UTF-8 path");
            let passes = format!("-passes={}", pipeline.opt);
            let mut args = vec!["-S", ll, "-o", "/dev/null"];
            if !pipeline.opt.is_empty() {
                args.insert(0, &passes);
            }
            theirs_opt = Some(measure(opt, &args, options.runs, timeout));
        }
        let mut one_thread = None;
        for &threads in &options.threads {
            let threads_arg = threads.to_string();
            let args: Vec<&str> = [passes.as_str(), input, "-o", "/dev/null"]
                .into_iter()
                .filter(|a| !a.is_empty())
                .chain(["--threads", &threads_arg])
                .collect();
            let ours = measure(&ssa_opt, &args, options.runs, timeout);
            let Outcome::Done(our_time) = ours.outcome else {
                return Err(format!("ssa-opt {} failed or timed out", args.join(" ")));
            };
            let base = *one_thread.get_or_insert(our_time);
            println!(
                "{shape:<15} {lines:>9} {threads:>7} | {} {:>7.2}x | {} | {} | {} {}",
                show(&Some(ours)),
                base.wall.as_secs_f64() / our_time.wall.as_secs_f64(),
                show(&theirs_mlir),
                show(&theirs_opt),
                ratio(&theirs_mlir, our_time),
                ratio(&theirs_opt, our_time),
            );
        }
    }
    Ok(())
}
