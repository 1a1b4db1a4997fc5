//! Scaling benchmark: does every registered pass grow linearly with its
//! input, on shapes built against each pass's weak spot?
//!
//! ```text
//! cargo build --release -p ssa-tools
//! cargo bench -p ssa-passes --bench scaling -- [--shapes a,b] [--passes p,q]
//!     [--sizes 333000,1000000,3000000] [--modes alone,after-mem2reg]
//!     [--valgrind] [--no-opt] [--timeout S] [--opt-timeout S] [--limit X]
//! ```
//!
//! By default every registered pass runs, and `mem2reg` in each of its
//! other algorithms and flavours too (`VARIANTS`); `--passes` takes
//! pipelines with options (`mem2reg{flavor=minimal}`).
//!
//! For each shape (ssa-smith `--shape`, seed 1; `front-end-V` is
//! `--shape front-end --functions 1 --vars V`) and size, the program is
//! parsed once in a child process of this bench; each pass then runs on a
//! fresh copy of it (with at least the parser's headroom in its arenas,
//! `Ir::reserve_for_text`), alone or after `mem2reg`, and the child reports the
//! pass's CPU time and its peak heap: the high-water mark of allocated bytes
//! above what was allocated when the pass started (a counting global
//! allocator), so parsing and the module itself do not hide the pass's own
//! growth. A watchdog ends the child after `--timeout` seconds (default
//! 300) of one pass; the measurement is then reported as a timeout and the
//! remaining passes go to a new child.
//!
//! `--valgrind` adds instruction counts: for each program, one more child
//! runs every config under `valgrind --tool=callgrind`, collecting only
//! inside the pass (`--toggle-collect`) and dumping the counters as each
//! pass returns (`--dump-after`), so the program is parsed once per size
//! and neither parsing nor the preparing mem2reg is counted. Wall time on
//! a shared machine is noisy, and instruction counts are not (they miss
//! cache misses, which memory latency adds to wall time).
//!
//! LLVM's `opt` (killed after `--opt-timeout` seconds, default 60; from `$LLVM_BIN`, `/usr/lib/llvm-22/bin` or `PATH`; skipped
//! when missing or with `--no-opt`) runs its counterpart of the pass where
//! it has one (mem2reg, sccp, dce, adce, simplifycfg, break-crit-edges,
//! reg2mem for out-of-ssa) on the program translated to LLVM IR
//! (`support::llvm`), alone or after its own mem2reg: its time is the pass's
//! row of `-time-passes` (user + system), its memory the process's peak
//! resident set.
//!
//! A last row, `reference-walk`, times a walk over every op and its
//! operands, linear by construction: its growth is the machine's (caches,
//! TLB, memory latency on a larger IR), to read the passes' time growth
//! against.
//!
//! Printed per pass and shape: the time and memory at each size and the
//! growth from each size to the next, and the growth of the pass's output
//! (`out`: the bytes it printed plus the ops and block arguments of the IR
//! it leaves). A growth over `--limit` (default 3.5) for 3x the input is
//! flagged with `!`, unless it stays within the limit times the output's
//! own growth per 3x: such a pass is output-bound (its stated bound is in
//! the output's size, as dominance frontiers or a minimal placement are)
//! and is marked `o`. Memory growth is shown only
//! when the larger peak is at least 4 MB (smaller ones are allocator
//! noise). Files go to `target/bench-scaling/`; binaries are taken from
//! `$SSA_BIN` or `target/release`.

// This bench uses the CPU time and the LLVM translation only.
#[allow(dead_code)]
#[path = "support/mod.rs"]
mod support;

use ssa_ir::ir::Ir;
use ssa_ir::parser::parse_module;
use ssa_passes::manager::{run_pipeline, RunOptions, RunReport};
use ssa_passes::registry::parse_pipeline;
use ssa_passes::registry::PASSES;
use std::alloc::{GlobalAlloc, Layout, System};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use support::{cpu_time, find_tool, llvm};

/// Counts allocated bytes and their high-water mark.
struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(by: usize) {
    let now = CURRENT.fetch_add(by, Ordering::Relaxed) + by;
    PEAK.fetch_max(now, Ordering::Relaxed);
}

// SAFETY: every call is forwarded to `System`; the counters only observe.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        grew(layout.size());
        System.alloc(layout)
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        grew(layout.size());
        System.alloc_zeroed(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        CURRENT.fetch_sub(layout.size(), Ordering::Relaxed);
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            grew(new_size - layout.size());
        } else {
            CURRENT.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
        }
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// `--help`.
const USAGE: &str = "\
scaling [--shapes a,b] [--passes p,q] [--sizes 333000,1000000,3000000]
        [--modes alone,after-mem2reg] [--valgrind] [--no-opt]
        [--timeout S] [--opt-timeout S] [--limit X]
Binaries from $SSA_BIN or target/release; programs in target/bench-scaling/.";

const SHAPES: &[&str] = &[
    "mixed",
    "ladder",
    "deep-nest",
    "many-functions",
    "huge-function",
    "diamonds",
    "irreducible",
    "loop-nest",
    "switches",
    "chain",
    "front-end-40",
    "front-end-4000",
];

/// ssa-smith's arguments for a shape of this bench: `front-end-V` is one
/// front-end function with V variables.
fn smith_args(shape: &str) -> Vec<String> {
    match shape.strip_prefix("front-end-") {
        Some(vars) => ["--shape", "front-end", "--functions", "1", "--vars", vars]
            .map(str::to_string)
            .to_vec(),
        None => vec!["--shape".to_string(), shape.to_string()],
    }
}
const MODES: &[&str] = &["alone", "after-mem2reg"];

/// Besides every registered pass, `mem2reg`'s other algorithms and
/// flavours (the registered name runs only the default, pruned Cytron).
const VARIANTS: &[&str] = &[
    "mem2reg{algorithm=braun}",
    "mem2reg{algorithm=aycock-horspool}",
    "mem2reg{flavor=minimal}",
    "mem2reg{flavor=semi-pruned}",
    "mem2reg{flavor=maximal}",
];

/// `opt`'s pass for ours, and the name of its row in `-time-passes`.
fn opt_pass(pass: &str) -> Option<(&'static str, &'static str)> {
    Some(match pass {
        "mem2reg" => ("mem2reg", "PromotePass"),
        "sccp" => ("sccp", "SCCPPass"),
        "dce" => ("dce", "DCEPass"),
        "adce" => ("adce", "ADCEPass"),
        "simplify-cfg" => ("simplifycfg", "SimplifyCFGPass"),
        "split-critical-edges" => ("break-crit-edges", "BreakCriticalEdgesPass"),
        "out-of-ssa" => ("reg2mem", "RegToMemPass"),
        _ => return None,
    })
}

struct Options {
    shapes: Vec<String>,
    passes: Vec<String>,
    sizes: Vec<usize>,
    modes: Vec<String>,
    valgrind: bool,
    opt: bool,
    timeout: Duration,
    opt_timeout: Duration,
    limit: f64,
}

fn list(value: Option<String>, what: &str) -> Vec<String> {
    value
        .unwrap_or_else(|| panic!("{what} a,b"))
        .split(',')
        .map(str::to_string)
        .collect()
}

fn parse_options(mut args: impl Iterator<Item = String>) -> Options {
    let mut options = Options {
        shapes: SHAPES.iter().map(|s| s.to_string()).collect(),
        passes: PASSES
            .iter()
            .map(|p| p.name)
            .chain(VARIANTS.iter().copied())
            .map(str::to_string)
            .collect(),
        sizes: vec![333_000, 1_000_000, 3_000_000],
        modes: MODES.iter().map(|s| s.to_string()).collect(),
        valgrind: false,
        opt: true,
        timeout: Duration::from_secs(300),
        opt_timeout: Duration::from_secs(60),
        limit: 3.5,
    };
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--shapes" => options.shapes = list(args.next(), "--shapes"),
            "--passes" => options.passes = list(args.next(), "--passes"),
            "--modes" => options.modes = list(args.next(), "--modes"),
            "--sizes" => {
                options.sizes = list(args.next(), "--sizes")
                    .iter()
                    .map(|s| s.parse().expect("--sizes N,M"))
                    .collect()
            }
            "--valgrind" => options.valgrind = true,
            "--no-opt" => options.opt = false,
            "--timeout" => {
                let s = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("--timeout S");
                options.timeout = Duration::from_secs(s);
            }
            "--opt-timeout" => {
                let s = args
                    .next()
                    .and_then(|v| v.parse().ok())
                    .expect("--opt-timeout S");
                options.opt_timeout = Duration::from_secs(s);
            }
            "--limit" => {
                options.limit = args.next().and_then(|v| v.parse().ok()).expect("--limit X")
            }
            "--help" | "-h" => {
                println!("{USAGE}");
                std::process::exit(0);
            }
            // `cargo bench` passes `--bench`.
            _ => {}
        }
    }
    options
}

/// One measurement: seconds (or instructions), peak bytes, and the size of
/// what the pass produced (0 when not known).
#[derive(Clone, Copy)]
enum Sample {
    Done {
        seconds: f64,
        bytes: u64,
        output: u64,
    },
    TimedOut,
    Failed,
}

/// The measured run of `pass`: callgrind counts only inside this function.
#[inline(never)]
fn measured_pass(ir: &mut Ir, pass: &str) -> Result<RunReport, String> {
    if pass == REFERENCE {
        reference_walk(ir);
        return Ok(RunReport::default());
    }
    run_pass(ir, pass)
}

/// The row of [`reference_walk`].
const REFERENCE: &str = "reference-walk";

/// Linear by construction: visits every op once, reading its operands,
/// results and its regions' block arguments. Its growth per 3x is the
/// machine's (cache and TLB misses on a larger IR), the yardstick for the
/// passes' time growth in the same run.
fn reference_walk(ir: &Ir) {
    let mut sum = 0u64;
    ir.walk_nested(ir.module(), |op| {
        sum += ir
            .operands(op)
            .iter()
            .map(|v| v.index() as u64)
            .sum::<u64>();
        sum += ir.results(op).map(|v| v.index() as u64).sum::<u64>();
        for &region in ir.op_regions(op) {
            for block in ir.region_blocks(region) {
                sum += ir.block_args(block).len() as u64;
            }
        }
    });
    std::hint::black_box(sum);
}

/// Runs the pipeline `pass` on `ir`.
fn run_pass(ir: &mut Ir, pass: &str) -> Result<RunReport, String> {
    let pipeline = parse_pipeline(pass).map_err(|e| e.message)?;
    let mut report = RunReport::default();
    run_pipeline(ir, &pipeline, &RunOptions::default(), &mut report)
        .map_err(|e| e.first().map_or(String::new(), |d| d.message.clone()))?;
    Ok(report)
}

/// The size of what a pass produced: the bytes it printed, plus the ops
/// and block arguments of the IR it leaves (a transform's output).
fn output_size(ir: &Ir, report: &RunReport) -> u64 {
    let mut size = report.output.len() as u64;
    ir.walk_nested(ir.module(), |op| {
        size += 1;
        for &region in ir.op_regions(op) {
            for block in ir.region_blocks(region) {
                size += ir.block_args(block).len() as u64;
            }
        }
    });
    size
}

/// The child: parses `file`, then for each `mode:pass` argument prints
/// `seconds bytes output` (or `failed`), and `timeout` when the watchdog
/// fires.
fn child(file: &str, timeout: Duration, configs: &[String]) -> ! {
    let text = std::fs::read_to_string(file).expect("read the program");
    let ir = parse_module(&text, 0).unwrap_or_else(|e| panic!("{file}: {}", e.message));
    // A clone's arenas are exactly full; each copy gets the headroom the
    // parser gives a module (`Ir::reserve_for_text`), so that a pass that
    // adds to the IR is not charged for the doubling of an arena that only
    // the clone left full.
    let text_len = text.len();
    drop(text);
    let mut promoted: Option<Ir> = None;
    let started = std::sync::Arc::new(AtomicU64::new(u64::MAX));
    let origin = Instant::now();
    {
        let started = started.clone();
        std::thread::spawn(move || loop {
            std::thread::sleep(Duration::from_millis(200));
            let s = started.load(Ordering::Relaxed);
            if s != u64::MAX && origin.elapsed().as_millis() as u64 > s + timeout.as_millis() as u64
            {
                println!("timeout");
                let _ = std::io::stdout().flush();
                std::process::exit(0);
            }
        });
    }
    {
        let mut stdout = std::io::stdout();
        for config in configs {
            let (mode, pass) = config.split_once(':').expect("mode:pass");
            let mut copy = if mode == "after-mem2reg" {
                promoted
                    .get_or_insert_with(|| {
                        let mut m = ir.clone();
                        run_pass(&mut m, "mem2reg").expect("mem2reg");
                        m
                    })
                    .clone()
            } else {
                ir.clone()
            };
            copy.reserve_for_text(text_len);
            let base = CURRENT.load(Ordering::Relaxed);
            PEAK.store(base, Ordering::Relaxed);
            started.store(origin.elapsed().as_millis() as u64, Ordering::Relaxed);
            let cpu = cpu_time(libc::RUSAGE_SELF);
            let result = measured_pass(&mut copy, pass);
            let seconds = (cpu_time(libc::RUSAGE_SELF) - cpu).as_secs_f64();
            let bytes = PEAK.load(Ordering::Relaxed) - base;
            started.store(u64::MAX, Ordering::Relaxed);
            let _ = match result {
                Ok(report) => {
                    let output = output_size(&copy, &report);
                    writeln!(stdout, "{seconds} {bytes} {output}")
                }
                Err(e) => writeln!(stdout, "failed {e}"),
            };
            let _ = stdout.flush();
        }
    }
    std::process::exit(0)
}

/// Runs children of this bench until every config of `file` is measured.
fn measure_all(file: &Path, configs: &[String], timeout: Duration) -> Vec<Sample> {
    let exe = std::env::current_exe().expect("the bench binary");
    let mut samples = Vec::new();
    while samples.len() < configs.len() {
        let rest = &configs[samples.len()..];
        let mut child = Command::new(&exe)
            .arg("--child")
            .arg(file)
            .arg(timeout.as_secs().to_string())
            .args(rest)
            .stdout(Stdio::piped())
            .spawn()
            .expect("spawn the bench's child");
        let before = samples.len();
        for line in BufReader::new(child.stdout.take().expect("piped")).lines() {
            let line = line.unwrap_or_default();
            let mut words = line.split_whitespace();
            samples.push(match (words.next(), words.next(), words.next()) {
                (Some("timeout"), _, _) => Sample::TimedOut,
                (Some(s), Some(b), Some(o)) if s != "failed" => Sample::Done {
                    seconds: s.parse().unwrap_or(f64::NAN),
                    bytes: b.parse().unwrap_or(0),
                    output: o.parse().unwrap_or(0),
                },
                _ => Sample::Failed,
            });
        }
        let _ = child.wait();
        if samples.len() == before {
            // The child died without a word (out of memory, a crash).
            samples.push(Sample::Failed);
        }
    }
    samples
}

/// Instructions executed inside `measured_pass` for each config, by one
/// callgrind run of a child that parses `file` once: collection is on only
/// inside `measured_pass` (`--toggle-collect`) and callgrind dumps its
/// counters when it leaves it (`--dump-after`), so dump `k` holds config
/// `k`'s instructions and nothing of the parsing or of the mem2reg that
/// prepares the after-mem2reg configs.
fn instructions(file: &Path, configs: &[String], timeout: Duration) -> Vec<Option<u64>> {
    let counts = || -> Option<Vec<Option<u64>>> {
        let exe = std::env::current_exe().ok()?;
        let dir = std::env::temp_dir().join(format!("ssa-scaling-{}", std::process::id()));
        std::fs::create_dir_all(&dir).ok()?;
        let out = dir.join("callgrind.out");
        let status = Command::new("valgrind")
            .arg("--tool=callgrind")
            .arg(format!("--callgrind-out-file={}", out.display()))
            .arg("--toggle-collect=*measured_pass*")
            // Unlike `--toggle-collect`, `--dump-after` takes no wildcard.
            .arg(format!("--dump-after={}::measured_pass", module_path!()))
            .arg(&exe)
            .arg("--child")
            .arg(file)
            .arg((timeout.as_secs() * 100).to_string())
            .args(configs)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .ok()?;
        // Dumps are `callgrind.out.1`, `.2`, ... in call order, and
        // `callgrind.out` at exit (nothing collected since the last one).
        let mut dumps: Vec<(usize, u64)> = std::fs::read_dir(&dir)
            .ok()?
            .filter_map(|entry| {
                let path = entry.ok()?.path();
                let text = std::fs::read_to_string(&path).ok();
                let _ = std::fs::remove_file(&path);
                let k = path.extension()?.to_str()?.parse().ok()?;
                Some((k, total(&text?)?))
            })
            .collect();
        let _ = std::fs::remove_dir(&dir);
        if !status.success() {
            return None;
        }
        dumps.sort_unstable();
        Some(
            (1..=configs.len())
                .map(|k| dumps.iter().find(|d| d.0 == k).map(|d| d.1))
                .collect(),
        )
    };
    counts().unwrap_or_else(|| vec![None; configs.len()])
}

/// The instruction total of a callgrind dump.
fn total(text: &str) -> Option<u64> {
    text.lines()
        .find_map(|l| {
            l.strip_prefix("totals: ")
                .or_else(|| l.strip_prefix("summary: "))
        })
        .and_then(|n| n.split_whitespace().next()?.parse().ok())
}

/// `opt`'s pass time (its `-time-passes` row) and peak memory.
fn opt_sample(opt: &Path, ll: &Path, passes: &str, row: &str, timeout: Duration) -> Sample {
    let mut child = match Command::new(opt)
        .arg(format!("-passes={passes}"))
        .args(["-time-passes", "-disable-output"])
        .arg(ll)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(c) => c,
        Err(_) => return Sample::Failed,
    };
    let pid = child.id() as i32;
    let stderr = child.stderr.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut BufReader::new(stderr), &mut text);
        text
    });
    let start = Instant::now();
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let mut status = 0;
    loop {
        // SAFETY: wait4 writes only the status and the usage given.
        let r = unsafe { libc::wait4(pid, &mut status, libc::WNOHANG, &mut usage) };
        if r == pid {
            break;
        }
        if start.elapsed() > timeout {
            // SAFETY: kill only sends a signal to our child.
            unsafe { libc::kill(pid, libc::SIGKILL) };
            let _ = child.wait();
            return Sample::TimedOut;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let text = reader.join().unwrap_or_default();
    if !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
        return Sample::Failed;
    }
    // Rows: user, system, user+system, wall (each "s (p%)"), then the name.
    let seconds: f64 = text
        .lines()
        .filter(|l| l.trim_end().ends_with(row))
        .filter_map(|l| {
            l.split(')')
                .nth(2)?
                .split_whitespace()
                .next()?
                .parse::<f64>()
                .ok()
        })
        .fold(0.0, |a, b| a + b);
    Sample::Done {
        seconds,
        bytes: usage.ru_maxrss as u64 * 1024,
        output: 0,
    }
}

fn show(s: &Sample) -> String {
    match s {
        Sample::Done { seconds, bytes, .. } => {
            format!("{:>8.3}s {:>6}MB", seconds, bytes / (1 << 20))
        }
        Sample::TimedOut => format!("{:>17}", "timeout"),
        Sample::Failed => format!("{:>17}", "failed"),
    }
}

/// Growth from `a` to `b`, flagged with `!` over the limit.
fn growth(a: f64, b: f64, limit: f64, floor: f64) -> String {
    if a <= 0.0 || a.is_nan() || b < floor {
        return "    -".to_string();
    }
    let g = b / a;
    format!("{g:>5.1}{}", if g > limit { "!" } else { " " })
}

/// The growth columns of `samples` (time, memory, output) and the growths
/// that break the limit. A pass may grow with its output (a printer's text,
/// the IR a transform leaves): a growth over `limit` within `limit` times
/// the output's growth per 3x is marked `o` (output-bound) and reported in
/// `bound`, only one beyond that in `over`.
fn growths(samples: &[Sample], limit: f64) -> Growths {
    let mut g = Growths::default();
    for w in samples.windows(2) {
        if let [Sample::Done {
            seconds: a,
            bytes: ma,
            output: oa,
        }, Sample::Done {
            seconds: b,
            bytes: mb,
            output: ob,
        }] = w
        {
            let out = (*oa > 0).then(|| *ob as f64 / *oa as f64);
            let allowed = limit * out.map_or(1.0, |o| (o / 3.0).max(1.0));
            // Times under 5 ms are timer noise, peaks under 4 MB allocator noise.
            let steps = [
                (*a, *b, 0.005, "t"),
                (*ma as f64, *mb as f64, 4.0 * (1 << 20) as f64, "mem"),
            ];
            for (x, y, floor, name) in steps {
                let r = y / x.max(f64::MIN_POSITIVE);
                let mark = if x <= 0.0 || x.is_nan() || y < floor {
                    g.line.push_str(&format!(" {:>5} {name}", "-"));
                    continue;
                } else if r > allowed {
                    g.over.push(r);
                    "!"
                } else if r > limit {
                    g.bound.push(r);
                    "o"
                } else {
                    " "
                };
                g.line.push_str(&format!(" {r:>5.1}{mark}{name}"));
            }
            if let Some(o) = out {
                g.line.push_str(&format!(" {o:>5.1} out"));
            }
        } else {
            g.line.push_str(&format!(" {:>5} t {:>5}mem", "?", "?"));
        }
    }
    g
}

/// What [`growths`] found.
#[derive(Default)]
struct Growths {
    line: String,
    /// Growths over the limit that the output's growth does not explain.
    over: Vec<f64>,
    /// Growths over the limit within it times the output's growth per 3x.
    bound: Vec<f64>,
}

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1).peekable();
    if args.peek().map(String::as_str) == Some("--child") {
        let _ = args.next();
        let file = args.next().expect("file");
        let timeout =
            Duration::from_secs(args.next().and_then(|t| t.parse().ok()).expect("timeout"));
        let configs: Vec<String> = args.collect();
        child(&file, timeout, &configs);
    }
    let options = parse_options(args);
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let bin = std::env::var_os("SSA_BIN").map_or(root.join("target/release"), PathBuf::from);
    let smith = bin.join("ssa-smith");
    if !smith.exists() {
        return Err(format!(
            "{} missing: run `cargo build --release -p ssa-tools` first",
            smith.display()
        ));
    }
    let opt = if options.opt { find_tool("opt") } else { None };
    let valgrind = options.valgrind
        && Command::new("valgrind")
            .arg("--version")
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
    if options.valgrind && !valgrind {
        println!("valgrind not found: no instruction counts");
    }
    let dir = root.join("target/bench-scaling");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let configs: Vec<String> = options
        .modes
        .iter()
        .flat_map(|mode| {
            options
                .passes
                .iter()
                .filter(move |p| !(mode == "after-mem2reg" && p.starts_with("mem2reg")))
                .map(move |p| format!("{mode}:{p}"))
        })
        .chain(std::iter::once(format!("alone:{REFERENCE}")))
        .collect();
    println!(
        "sizes {:?}; growth per step (limit {}x){}",
        options.sizes,
        options.limit,
        if opt.is_some() {
            "; opt beside ours"
        } else {
            ""
        }
    );
    let mut flagged = Vec::new();
    let mut output_bound = Vec::new();
    for shape in &options.shapes {
        // Per size: our samples per config, instruction counts, opt's samples.
        let mut ours: Vec<Vec<Sample>> = vec![Vec::new(); configs.len()];
        let mut counts: Vec<Vec<Option<u64>>> = vec![Vec::new(); configs.len()];
        let mut theirs: Vec<Vec<Sample>> = vec![Vec::new(); configs.len()];
        for &size in &options.sizes {
            let file = dir.join(format!("{shape}-{size}.mlir"));
            if !file.exists() {
                let status = Command::new(&smith)
                    .args(["--seed", "1", "--size", &size.to_string()])
                    .args(smith_args(shape))
                    .arg("-o")
                    .arg(&file)
                    .status()
                    .map_err(|e| e.to_string())?;
                if !status.success() {
                    return Err(format!("ssa-smith --shape {shape} --size {size} failed"));
                }
            }
            for (i, s) in measure_all(&file, &configs, options.timeout)
                .into_iter()
                .enumerate()
            {
                ours[i].push(s);
            }
            if valgrind {
                for (i, n) in instructions(&file, &configs, options.timeout)
                    .into_iter()
                    .enumerate()
                {
                    counts[i].push(n);
                }
            }
            if let Some(opt) = &opt {
                let ll = dir.join(format!("{shape}-{size}.ll"));
                if !ll.exists() {
                    let text = std::fs::read_to_string(&file).map_err(|e| e.to_string())?;
                    let ir = parse_module(&text, 0).map_err(|e| e.message)?;
                    std::fs::write(&ll, llvm::translate(&ir)?).map_err(|e| e.to_string())?;
                }
                for (i, config) in configs.iter().enumerate() {
                    let (mode, pass) = config.split_once(':').expect("mode:pass");
                    theirs[i].push(match opt_pass(pass) {
                        Some((name, row)) => {
                            let passes = if mode == "after-mem2reg" {
                                format!("mem2reg,{name}")
                            } else {
                                name.to_string()
                            };
                            opt_sample(opt, &ll, &passes, row, options.opt_timeout)
                        }
                        None => Sample::Failed,
                    });
                }
            }
        }
        println!("\n{shape}");
        for (i, config) in configs.iter().enumerate() {
            let g = growths(&ours[i], options.limit);
            let at: Vec<String> = ours[i].iter().map(show).collect();
            println!("  {config:<36}{}   | {}", g.line, at.join(" "));
            for r in g.over {
                flagged.push(format!("{shape} {config}: {r:.1}x"));
            }
            for r in g.bound {
                output_bound.push(format!("{shape} {config}: {r:.1}x"));
            }
            if valgrind {
                let samples: Vec<Sample> = counts[i]
                    .iter()
                    .map(|c| match c {
                        Some(n) => Sample::Done {
                            seconds: *n as f64,
                            bytes: 0,
                            output: 0,
                        },
                        None => Sample::Failed,
                    })
                    .collect();
                let mut line = String::new();
                for w in samples.windows(2) {
                    if let [Sample::Done { seconds: a, .. }, Sample::Done { seconds: b, .. }] = w {
                        line.push_str(&format!(" {}Ir", growth(*a, *b, options.limit, 0.0)));
                        if b / a > options.limit {
                            flagged.push(format!("{shape} {config}: {:.1}x instructions", b / a));
                        }
                    }
                }
                let at: Vec<String> = counts[i]
                    .iter()
                    .map(|c| c.map_or("-".to_string(), |n| format!("{:.1}M", n as f64 / 1e6)))
                    .collect();
                println!("  {:<36}{line}   | {} instructions", "", at.join(" "));
            }
            if theirs[i].iter().any(|s| matches!(s, Sample::Done { .. })) {
                let g = growths(&theirs[i], options.limit);
                let at: Vec<String> = theirs[i].iter().map(show).collect();
                println!("  {:<36}{}   | {} (opt)", "  opt", g.line, at.join(" "));
            }
        }
    }
    println!();
    if !output_bound.is_empty() {
        println!(
            "over {}x for 3x the input, within the output's growth:",
            options.limit
        );
        for f in &output_bound {
            println!("  {f}");
        }
    }
    if flagged.is_empty() {
        println!("no growth over {}x", options.limit);
    } else {
        println!("over {}x for 3x the input:", options.limit);
        for f in &flagged {
            println!("  {f}");
        }
    }
    Ok(())
}
