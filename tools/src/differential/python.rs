//! CPython as the oracle of the Python front end and of every pass: a
//! program of the subset must print exactly what `python3` prints, and
//! fail (a Python exception; for us a failed `cf.assert` at its line) when
//! and only when CPython does, before and after every pipeline.
//!
//! One `python3` process serves many programs ([`Oracle`]): each is sent as
//! `LENGTH\nTEXT`, run with `exec` and its standard output captured, and
//! answered as `OK LENGTH\nOUTPUT` (`OK` is 1, or 0 after an exception).
//!
//! Bound: per program, O(pipelines × (size + its execution)).

use crate::python::{import, output};
use ssa_ir::diagnostic::SourceFile;
use ssa_ir::interp::{ErrorKind, Interpreter, RunConfig};
use ssa_ir::ir::Ir;
use ssa_ir::printer::module_to_string;
use ssa_passes::manager::{run_pipeline, PipelineEntry, RunOptions, RunReport};
use ssa_passes::registry::parse_pipeline;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// The driver `python3` runs: reads programs, runs each, writes outcomes.
const DRIVER: &str = r#"
import contextlib, io, sys
sys.setrecursionlimit(10000)
data, out = sys.stdin.buffer, sys.stdout.buffer
while True:
    line = data.readline()
    if not line:
        break
    text = data.read(int(line)).decode()
    buffer, ok = io.StringIO(), 1
    try:
        with contextlib.redirect_stdout(buffer):
            exec(compile(text, "prog.py", "exec"), {"__name__": "__main__"})
    except Exception:
        ok = 0
    printed = buffer.getvalue().encode()
    out.write(b"%d %d\n" % (ok, len(printed)))
    out.write(printed)
    out.flush()
"#;

/// What a run printed, and whether it stopped with an exception.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub output: String,
    pub failed: bool,
}

/// A `python3` process running programs.
pub struct Oracle {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Oracle {
    /// Starts `python3`; `None` when it is not installed.
    pub fn start() -> Option<Oracle> {
        let mut child = Command::new("python3")
            .args(["-c", DRIVER])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let stdin = child.stdin.take()?;
        let stdout = BufReader::new(child.stdout.take()?);
        Some(Oracle {
            child,
            stdin,
            stdout,
        })
    }

    /// Runs `program` in CPython.
    pub fn run(&mut self, program: &str) -> Result<Outcome, String> {
        let fail = |e: std::io::Error| format!("python3: {e}");
        write!(self.stdin, "{}\n{program}", program.len()).map_err(fail)?;
        self.stdin.flush().map_err(fail)?;
        let mut header = String::new();
        self.stdout.read_line(&mut header).map_err(fail)?;
        let mut fields = header.split_whitespace().map(str::parse::<usize>);
        let (Some(Ok(ok)), Some(Ok(len))) = (fields.next(), fields.next()) else {
            return Err(format!("python3 answered '{}'", header.trim()));
        };
        let mut printed = vec![0; len];
        self.stdout.read_exact(&mut printed).map_err(fail)?;
        Ok(Outcome {
            output: String::from_utf8_lossy(&printed).into_owned(),
            failed: ok == 0,
        })
    }
}

impl Drop for Oracle {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs `@main` of an imported program; `None` when the run proves nothing
/// (out of fuel, too deep).
pub fn run_ours(ir: &Ir, fuel: u64) -> Result<Option<Outcome>, String> {
    let config = RunConfig {
        fuel,
        ..RunConfig::default()
    };
    let run = Interpreter::new(ir).run_with("main", &[], &config);
    let printed = output::render(&run.trace);
    match run.outcome {
        Ok(_) => Ok(Some(Outcome {
            output: printed,
            failed: false,
        })),
        Err(e) => match &e.kind {
            ErrorKind::AssertionFailed(_) => Ok(Some(Outcome {
                output: printed,
                failed: true,
            })),
            ErrorKind::OutOfFuel(_) | ErrorKind::CallDepthExceeded(_) => Ok(None),
            _ => Err(format!("error: {}", e.message(ir))),
        },
    }
}

/// The pipelines a Python program is checked under: none, then each of
/// `texts`, parsed.
pub fn parse_pipelines(texts: &[String]) -> Result<Vec<(String, Vec<PipelineEntry>)>, String> {
    let mut pipelines = vec![(String::new(), Vec::new())];
    for text in texts {
        let entries = parse_pipeline(text).map_err(|e| e.render(text))?;
        pipelines.push((text.clone(), entries));
    }
    Ok(pipelines)
}

/// What one program's check found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PythonTally {
    pub programs: u64,
    /// Runs compared with CPython's (one per pipeline and program).
    pub compared: u64,
    /// Programs that raise an exception in CPython (compared too).
    pub failing: u64,
    /// Runs that proved nothing (out of fuel or too deep).
    pub inconclusive: u64,
}

impl PythonTally {
    pub fn add(&mut self, other: PythonTally) {
        self.programs += other.programs;
        self.compared += other.compared;
        self.failing += other.failing;
        self.inconclusive += other.inconclusive;
    }
}

/// Checks `program` against CPython's `expected` outcome, imported and
/// run as is and after each pipeline. The error is a report.
pub fn check_program(
    program: &str,
    expected: &Outcome,
    pipelines: &[(String, Vec<PipelineEntry>)],
) -> Result<PythonTally, String> {
    let source = SourceFile::new("prog.py", program.to_string());
    let report =
        |subject: &str, why: String| format!("{subject}: {why}\n--- the program:\n{program}");
    let imported = import(&source).map_err(|d| report("import", source.render(&d)))?;
    let mut tally = PythonTally {
        programs: 1,
        failing: u64::from(expected.failed),
        ..PythonTally::default()
    };
    for (text, entries) in pipelines {
        let subject = if text.is_empty() {
            "the imported program".to_string()
        } else {
            format!("pipeline '{text}'")
        };
        let mut ir = imported.clone();
        let options = RunOptions {
            verify_each: true,
            ..RunOptions::default()
        };
        if let Err(errors) = run_pipeline(&mut ir, entries, &options, &mut RunReport::default()) {
            let text: String = errors.iter().map(|d| source.render(d)).collect();
            return Err(report(&subject, format!("the pipeline failed:\n{text}")));
        }
        match run_ours(&ir, 20_000_000).map_err(|why| report(&subject, why))? {
            None => tally.inconclusive += 1,
            Some(ours) if ours == *expected => tally.compared += 1,
            Some(ours) => {
                return Err(report(
                    &subject,
                    format!(
                    "CPython {} and printed:\n{}--- ssa-run {} and printed:\n{}--- the IR run:\n{}",
                    if expected.failed {
                        "failed"
                    } else {
                        "succeeded"
                    },
                    expected.output,
                    if ours.failed { "failed" } else { "succeeded" },
                    ours.output,
                    module_to_string(&ir)
                ),
                ))
            }
        }
    }
    Ok(tally)
}

/// Generates the programs of seeds `first_seed..first_seed + count` (about
/// `size` statements each, see `smith::generate_python`) and checks each
/// against CPython under `pipelines` (from [`parse_pipelines`]), on `jobs`
/// threads with a `python3` each; `on_program` is called after each. The
/// error is the report of the first mismatch found, with its seed.
pub fn python_campaign(
    first_seed: u64,
    count: u64,
    size: usize,
    pipelines: &[(String, Vec<PipelineEntry>)],
    jobs: usize,
    on_program: &(dyn Fn() + Sync),
) -> Result<PythonTally, String> {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Mutex;
    let stop = AtomicBool::new(false);
    let total = Mutex::new(Ok(PythonTally::default()));
    let jobs = jobs.max(1) as u64;
    std::thread::scope(|scope| {
        for job in 0..jobs {
            let (stop, total) = (&stop, &total);
            scope.spawn(move || {
                let found = (|| {
                    let mut oracle = Oracle::start().ok_or("python3 cannot be started")?;
                    let mut tally = PythonTally::default();
                    for seed in (first_seed + job..first_seed + count).step_by(jobs as usize) {
                        if stop.load(Ordering::Relaxed) {
                            break;
                        }
                        let program = crate::smith::generate_python(seed, size);
                        let expected = oracle.run(&program)?;
                        let checked = std::panic::catch_unwind(|| {
                            check_program(&program, &expected, pipelines)
                        })
                        .unwrap_or_else(|panic| {
                            let why = panic
                                .downcast_ref::<&str>()
                                .map(|s| s.to_string())
                                .or_else(|| panic.downcast_ref::<String>().cloned())
                                .unwrap_or_default();
                            Err(format!("a panic: {why}\n--- the program:\n{program}"))
                        });
                        let found = checked.map_err(|report| format!("seed {seed}: {report}"))?;
                        tally.add(found);
                        on_program();
                    }
                    Ok::<_, String>(tally)
                })();
                let mut total = total.lock().expect("no panics while held");
                match (found, &mut *total) {
                    (Ok(tally), Ok(sum)) => sum.add(tally),
                    (Err(report), sum @ Ok(_)) => {
                        stop.store(true, Ordering::Relaxed);
                        *sum = Err(report);
                    }
                    (_, Err(_)) => {}
                }
            });
        }
    });
    total.into_inner().expect("no panics while held")
}
