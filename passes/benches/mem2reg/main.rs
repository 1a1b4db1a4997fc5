//! `mem2reg` end to end (parse, verify, promote, verify, print: what
//! `ssa-opt -mem2reg in.mlir` does) on generated programs of the three shapes
//! of the issue, against `mlir-opt --mem2reg` on the same MLIR and
//! `opt -passes=mem2reg` on the same program as LLVM IR, with ratios, and a
//! linearity check (the same shape at a third of the size).
//!
//! ```text
//! cargo bench -p ssa-passes --bench mem2reg                 # 1M ops, all shapes
//! cargo bench -p ssa-passes --bench mem2reg -- --size 300000 --shape ladder
//! cargo bench -p ssa-passes --bench mem2reg -- --no-external --repeat 5
//! ```
//!
//! Times are the best of `--repeat` runs (default 3), as CPU time (user +
//! system: `getrusage`, of this process for ssa-opt, of the child for the
//! others) and wall time; CPU time is what the floors are checked on,
//! because the machine may be shared. `mlir-opt` and `opt` are looked up in
//! `/usr/lib/llvm-22/bin` and on `PATH`; missing ones are skipped.
//!
//! With `SSA_BENCH_KEEP=1` the generated inputs (`.mlir` and `.ll`) are
//! kept in the temporary folder, for profiling.
//!
//! Floors (from the issue): at least 5x faster than `mlir-opt` and faster
//! than `opt` on every shape; 3x the size in at most 3.3x the time.

mod llvm;
mod shapes;

use shapes::{generate, Shape};
use ssa_ir::parser::parse_module;
use ssa_ir::printer::print_module;
use ssa_ir::verifier::verify;
use ssa_passes::manager::{parse_pipeline, run_pipeline, RunOptions, RunReport};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// CPU and wall time of one run.
#[derive(Copy, Clone, Debug)]
struct Time {
    cpu: Duration,
    wall: Duration,
}

impl Time {
    fn min(self, other: Time) -> Time {
        if other.cpu < self.cpu {
            other
        } else {
            self
        }
    }
}

fn cpu_time(who: i32) -> Duration {
    // SAFETY: getrusage only writes the struct it is given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(who, &mut usage);
        usage
    };
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    tv(usage.ru_utime) + tv(usage.ru_stime)
}

/// Runs `measure` `repeat` times and keeps the fastest (by CPU time).
fn best(repeat: usize, mut measure: impl FnMut() -> Time) -> Time {
    (0..repeat)
        .map(|_| measure())
        .reduce(Time::min)
        .expect("repeat > 0")
}

/// `ssa-opt -mem2reg input -o output`, in process: the driver's steps.
fn ssa_opt(input: &Path, output: &Path) -> (Time, u64) {
    let (cpu, wall) = (cpu_time(libc::RUSAGE_SELF), Instant::now());
    let text = std::fs::read_to_string(input).expect("read input");
    let mut ir = parse_module(&text, 0).unwrap_or_else(|d| panic!("parse: {}", d.message));
    verify(&ir).unwrap_or_else(|e| panic!("verify: {}", e[0].message));
    let pipeline = parse_pipeline("mem2reg").expect("pipeline");
    let options = RunOptions {
        verify_each: true,
        ..RunOptions::default()
    };
    let mut report = RunReport::default();
    run_pipeline(&mut ir, &pipeline, &options, &mut report)
        .unwrap_or_else(|e| panic!("mem2reg: {}", e[0].message));
    let mut file = std::io::BufWriter::new(std::fs::File::create(output).expect("create output"));
    print_module(&ir, &mut file).expect("write output");
    drop(file);
    let time = Time {
        cpu: cpu_time(libc::RUSAGE_SELF) - cpu,
        wall: wall.elapsed(),
    };
    (
        time,
        report.stats.total("mem2reg", "block arguments inserted"),
    )
}

/// Runs an external tool; `None` if it fails.
fn external(program: &Path, args: &[&str]) -> Option<Time> {
    let (cpu, wall) = (cpu_time(libc::RUSAGE_CHILDREN), Instant::now());
    let result = Command::new(program)
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .ok()?;
    let time = Time {
        cpu: cpu_time(libc::RUSAGE_CHILDREN) - cpu,
        wall: wall.elapsed(),
    };
    if !result.status.success() {
        let stderr = String::from_utf8_lossy(&result.stderr);
        eprintln!(
            "  {} failed: {}",
            program.display(),
            stderr.lines().next().unwrap_or("")
        );
        return None;
    }
    Some(time)
}

fn find_tool(name: &str) -> Option<PathBuf> {
    let llvm = Path::new("/usr/lib/llvm-22/bin").join(name);
    if llvm.is_file() {
        return Some(llvm);
    }
    std::env::var_os("PATH")?
        .to_str()?
        .split(':')
        .map(|dir| Path::new(dir).join(name))
        .find(|p| p.is_file())
}

/// Block arguments in an MLIR print (all of them are new: the generated
/// programs have none) and phis in an LLVM print.
fn count_merges(path: &Path) -> (usize, usize) {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let args = text
        .lines()
        .filter(|l| l.trim_start().starts_with('^') && l.contains('('))
        .map(|l| l.split("//").next().unwrap_or("").matches(": ").count())
        .sum();
    let phis = text.matches(" = phi ").count();
    (args, phis)
}

struct Options {
    size: usize,
    shapes: Vec<Shape>,
    repeat: usize,
    external: bool,
}

fn options() -> Options {
    let mut options = Options {
        size: 1_000_000,
        shapes: Shape::ALL.to_vec(),
        repeat: 3,
        external: true,
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
            "--shape" => {
                let name = args.next().expect("--shape NAME");
                options.shapes = Shape::ALL
                    .into_iter()
                    .filter(|s| s.name() == name)
                    .collect();
                assert!(
                    !options.shapes.is_empty(),
                    "shapes: many-functions, ladder, deep-nest"
                );
            }
            "--no-external" => options.external = false,
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
    let mut failures = Vec::new();
    for &shape in &options.shapes {
        let mut ours_at = Vec::new();
        for size in [options.size / 3, options.size] {
            let program = generate(shape, size, 0x5eed);
            let mlir = dir.join(format!("{}-{size}.mlir", shape.name()));
            std::fs::write(&mlir, &program.text).expect("write input");
            let ir = parse_module(&program.text, 0).expect("generated programs parse");
            let ll = dir.join(format!("{}-{size}.ll", shape.name()));
            std::fs::write(&ll, llvm::translate(&ir).expect("translates")).expect("write .ll");
            drop(ir);

            let ours_out = dir.join("ours.mlir");
            let mut args = 0;
            let ours = best(options.repeat, || {
                let (time, inserted) = ssa_opt(&mlir, &ours_out);
                args = inserted;
                time
            });
            ours_at.push(ours);
            println!(
                "{:<15} {:>8} ops  ssa-opt   {:>7.3} / {:>7.3}   ({args} block arguments)",
                shape.name(),
                program.ops,
                ours.cpu.as_secs_f64(),
                ours.wall.as_secs_f64()
            );
            if size != options.size {
                continue;
            }
            let mlir_out = dir.join("mlir-opt.mlir");
            let out_arg = mlir_out.to_str().expect("utf-8 path");
            if let Some(tool) = &mlir_opt {
                let input = mlir.to_str().expect("utf-8 path");
                let run = || external(tool, &["--mem2reg", input, "-o", out_arg]);
                if let Some(theirs) = (0..options.repeat)
                    .map(|_| run())
                    .reduce(|a, b| Some(a?.min(b?)))
                    .flatten()
                {
                    let ratio = theirs.cpu.as_secs_f64() / ours.cpu.as_secs_f64();
                    let (their_args, _) = count_merges(&mlir_out);
                    println!(
                        "{:<15} {:>8}      mlir-opt  {:>7.3} / {:>7.3}   ({their_args} block arguments)  ssa-opt is {ratio:.1}x faster",
                        "", "", theirs.cpu.as_secs_f64(), theirs.wall.as_secs_f64()
                    );
                    if ratio < 5.0 {
                        failures.push(format!(
                            "{}: {ratio:.1}x faster than mlir-opt, floor 5x",
                            shape.name()
                        ));
                    }
                }
            }
            if let Some(tool) = &opt {
                let input = ll.to_str().expect("utf-8 path");
                let out = dir.join("opt.ll");
                let out_arg = out.to_str().expect("utf-8 path");
                let run = || external(tool, &["-passes=mem2reg", "-S", input, "-o", out_arg]);
                if let Some(theirs) = (0..options.repeat)
                    .map(|_| run())
                    .reduce(|a, b| Some(a?.min(b?)))
                    .flatten()
                {
                    let ratio = theirs.cpu.as_secs_f64() / ours.cpu.as_secs_f64();
                    let (_, phis) = count_merges(&out);
                    println!(
                        "{:<15} {:>8}      opt       {:>7.3} / {:>7.3}   ({phis} phis)  ssa-opt is {ratio:.1}x faster",
                        "", "", theirs.cpu.as_secs_f64(), theirs.wall.as_secs_f64()
                    );
                    if ratio < 1.0 {
                        failures.push(format!(
                            "{}: {ratio:.2}x the speed of opt, floor 1x",
                            shape.name()
                        ));
                    }
                }
            }
        }
        let growth = ours_at[1].cpu.as_secs_f64() / ours_at[0].cpu.as_secs_f64();
        println!(
            "{:<15} 3x the size: {growth:.2}x the CPU time (floor 3.3x)",
            shape.name()
        );
        if growth > 3.3 {
            failures.push(format!(
                "{}: 3x the size took {growth:.2}x the time",
                shape.name()
            ));
        }
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
