//! Throughput of the IR core: parse + verify + print of a generated
//! million-op pre-SSA program (`ssa-smith --shape many-functions`), in MB/s
//! and ops/s, in process and end to end (`ssa-opt FILE -o /dev/null`), next
//! to `mlir-opt FILE -o /dev/null` when it is installed, with peak memory.
//!
//!     cargo bench -p ssa-tools --bench parse              # 1M ops
//!     cargo bench -p ssa-tools --bench parse -- 300000    # another size
//!
//! The input is written to `target/bench/`; each timing is the best of 3.
//! Commands are measured first, while this process is small: a child's peak
//! RSS (`ru_maxrss`) starts from its parent's at the time it is spawned.

#[path = "../../test/harness/mlir_opt.rs"]
mod mlir_opt;

use ssa_ir::parser::parse_module;
use ssa_ir::printer::print_module;
use ssa_ir::verifier::verify;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (Duration, T) {
    let mut best = Duration::MAX;
    let mut last = None;
    for _ in 0..runs {
        let start = Instant::now();
        let value = f();
        best = best.min(start.elapsed());
        last = Some(value);
    }
    (best, last.expect("at least one run"))
}

/// Wall time and peak resident memory (KiB) of a command, best of 3.
fn measure_command(program: &Path, args: &[&str]) -> Option<(Duration, u64)> {
    let mut best: Option<(Duration, u64)> = None;
    for _ in 0..3 {
        let start = Instant::now();
        let child = Command::new(program).args(args).spawn().ok()?;
        let pid = child.id() as libc::pid_t;
        let mut status = 0;
        // SAFETY: plain wait4 on our own child; `rusage` is zero-initialised POD.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        let elapsed = start.elapsed();
        if waited != pid || !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
            return None;
        }
        let peak = usage.ru_maxrss as u64;
        best = Some(match best {
            Some((t, m)) => (t.min(elapsed), m.max(peak)),
            None => (elapsed, peak),
        });
    }
    best
}

fn main() {
    let size: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/bench");
    std::fs::create_dir_all(&dir).expect("create target/bench");
    let file = dir.join(format!("parse-{size}.mlir"));
    let path = file.to_string_lossy().to_string();
    let smith = PathBuf::from(env!("CARGO_BIN_EXE_ssa-smith"));
    let size_arg = size.to_string();
    let generated = Command::new(smith)
        .args([
            "--seed",
            "1",
            "--size",
            &size_arg,
            "--shape",
            "many-functions",
            "-o",
            &path,
        ])
        .status()
        .expect("run ssa-smith");
    assert!(generated.success(), "ssa-smith failed");

    let ssa_opt = PathBuf::from(env!("CARGO_BIN_EXE_ssa-opt"));
    let ours = measure_command(&ssa_opt, &[&path, "-o", "/dev/null"]);
    let theirs = mlir_opt::find_mlir_opt().and_then(|m| {
        measure_command(
            &m,
            &["--allow-unregistered-dialect", &path, "-o", "/dev/null"],
        )
    });

    let text = std::fs::read_to_string(&file).expect("read the input");
    let mb = text.len() as f64 / 1e6;
    let (parse_time, ir) = best_of(3, || {
        parse_module(&text, 0).expect("generated programs parse")
    });
    let mut ops = 0usize;
    ir.walk_nested(ir.module(), |_| ops += 1);
    let (verify_time, _) = best_of(3, || verify(&ir).expect("generated programs verify"));
    let (print_time, _) = best_of(3, || {
        print_module(&ir, &mut std::io::sink()).expect("print")
    });
    let total = parse_time + verify_time + print_time;
    let ir_bytes: usize = ir.memory_breakdown().iter().map(|(_, b)| b).sum();
    drop(ir);

    println!("input: {} ({mb:.1} MB, {ops} ops)", file.display());
    println!("in process (best of 3):");
    for (phase, t) in [
        ("parse", parse_time),
        ("verify", verify_time),
        ("print", print_time),
        ("total", total),
    ] {
        println!(
            "  {phase:<7} {:>8.3} s  {:>7.1} MB/s  {:>6.2} Mops/s",
            t.as_secs_f64(),
            mb / t.as_secs_f64(),
            ops as f64 / t.as_secs_f64() / 1e6
        );
    }
    println!(
        "  IR arenas: {:.1} MB ({:.0} bytes/op)",
        ir_bytes as f64 / 1e6,
        ir_bytes as f64 / ops as f64
    );

    println!("end to end, parse + verify + print (best of 3; peak RSS):");
    let show = |name: &str, m: Option<(Duration, u64)>| match m {
        Some((t, kib)) => println!(
            "  {name:<9} {:>8.3} s  {:>7.1} MB/s  peak {:>6.1} MB = {:.2}x the input",
            t.as_secs_f64(),
            mb / t.as_secs_f64(),
            kib as f64 * 1024.0 / 1e6,
            kib as f64 * 1024.0 / text.len() as f64
        ),
        None => println!("  {name:<9} not available"),
    };
    show("ssa-opt", ours);
    show("mlir-opt", theirs);
    if let (Some((a, _)), Some((b, _))) = (ours, theirs) {
        println!(
            "  ssa-opt is {:.1}x faster than mlir-opt",
            b.as_secs_f64() / a.as_secs_f64()
        );
    }
}
