//! Differential testing against MLIR itself: the same programs go through
//! `mlir-opt --mem2reg` (LLVM 22), whose output is parsed back and
//! interpreted like ours, so our results are compared with MLIR's. The
//! block arguments each side placed are counted for the summary.

use super::{
    block_arguments, compare_programs, print_args, reduce, CheckConfig, FailureKind, Mismatch,
    Tally,
};
use crate::run::default_entry;
use ssa_ir::diagnostic::SourceFile;
use ssa_ir::ir::Ir;
use ssa_ir::parser::parse_module;
use ssa_ir::printer::module_to_string;
use ssa_ir::verifier::verify;
use ssa_passes::manager::{run_pipeline, PipelineEntry, RunOptions, RunReport};
use ssa_passes::registry::parse_pipeline;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Where Debian's `mlir-22-tools` installs mlir-opt (off `PATH`).
pub const DEBIAN_MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

/// The mlir-opt to use: `$SSA_MLIR_OPT` (empty: none), else `mlir-opt` on
/// `PATH`, else [`DEBIAN_MLIR_OPT`].
pub fn find() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("SSA_MLIR_OPT") {
        return (!path.is_empty()).then(|| PathBuf::from(path));
    }
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join("mlir-opt"))
            .find(|p| p.is_file())
    });
    on_path.or_else(|| {
        Path::new(DEBIAN_MLIR_OPT)
            .is_file()
            .then(|| PathBuf::from(DEBIAN_MLIR_OPT))
    })
}

/// What comparing with mlir-opt found, when nothing went wrong.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MlirTally {
    pub tally: Tally,
    /// Block arguments placed by our pipeline, over all programs.
    pub ours: usize,
    /// Block arguments placed by `mlir-opt --mem2reg`.
    pub theirs: usize,
}

impl MlirTally {
    pub fn add(&mut self, other: MlirTally) {
        self.tally.add(other.tally);
        self.ours += other.ours;
        self.theirs += other.theirs;
    }
}

/// Compares `mlir-opt --mem2reg` with the original program and counts the
/// block arguments of both constructions.
pub struct MlirOptChecker {
    mlir_opt: PathBuf,
    ours: Option<(String, Vec<PipelineEntry>)>,
    config: CheckConfig,
}

impl MlirOptChecker {
    /// A checker running `mlir_opt`; `ours` is the pipeline whose block
    /// arguments are counted against MLIR's (e.g. `mem2reg`), if any.
    pub fn new(mlir_opt: PathBuf, ours: Option<&str>, config: CheckConfig) -> Result<Self, String> {
        let ours = match ours {
            Some(text) => Some((
                text.to_string(),
                parse_pipeline(text).map_err(|e| e.render(text))?,
            )),
            None => None,
        };
        Ok(MlirOptChecker {
            mlir_opt,
            ours,
            config,
        })
    }

    /// Runs `mlir-opt --mem2reg` on `text`: its output, or the error.
    fn mlir_mem2reg(&self, text: &str) -> Result<String, String> {
        let args = ["--mem2reg", "--allow-unregistered-dialect", "-"];
        pipe_through(&self.mlir_opt, &args, text)
    }

    /// Checks one program (seed `seed` for its argument vectors).
    pub fn check(&self, text: &str, seed: u64) -> Result<MlirTally, Box<Mismatch>> {
        let source = SourceFile::new("<program>", text.to_string());
        let mismatch = |kind, before: String, transformed: Option<String>| {
            Box::new(Mismatch {
                kind,
                subject: "mlir-opt --mem2reg".to_string(),
                seed,
                args: None,
                before,
                after: String::new(),
                program: text.to_string(),
                transformed,
                reduced: None,
            })
        };
        let ir = match parse_module(text, 0) {
            Ok(ir) => ir,
            Err(d) => {
                return Err(mismatch(
                    FailureKind::InvalidProgram,
                    source.render(&d),
                    None,
                ))
            }
        };
        if let Err(errors) = verify(&ir) {
            let text = errors.iter().map(|d| source.render(d)).collect();
            return Err(mismatch(FailureKind::InvalidProgram, text, None));
        }
        let entry = match &self.config.entry {
            Some(e) => e.clone(),
            None => {
                default_entry(&ir).map_err(|e| mismatch(FailureKind::InvalidProgram, e, None))?
            }
        };
        let theirs = match self.transform(&ir) {
            Ok(theirs) => theirs,
            Err((kind, why, output)) => return Err(mismatch(kind, why, output)),
        };
        let ours = self.ours.as_ref().and_then(|(_, pipeline)| {
            let mut ours = ir.clone();
            let options = RunOptions::default();
            run_pipeline(&mut ours, pipeline, &options, &mut RunReport::default())
                .ok()
                .map(|()| block_arguments(&ours))
        });
        let (theirs, their_text) = theirs;
        let their_source = SourceFile::new("<mlir-opt output>", their_text);
        let sources = (&source, &their_source);
        let compared = compare_programs(
            &ir,
            &theirs,
            sources,
            &entry,
            seed,
            0..self.config.arg_vectors,
            self.config.fuel,
        );
        match compared {
            Ok(tally) => Ok(MlirTally {
                tally,
                ours: ours.unwrap_or(0),
                theirs: block_arguments(&theirs),
            }),
            Err(failure) => {
                let reduced = self.config.reduce.then(|| {
                    let vectors = failure.vector.map_or(0..0, |v| v..v + 1);
                    let reduced =
                        reduce::reduce(&ir, &entry, self.config.reduce_budget / 10, |candidate| {
                            let Ok((theirs, _)) = self.transform(candidate) else {
                                return false;
                            };
                            let empty = SourceFile::new("<reduced>", String::new());
                            let sources = (&empty, &empty);
                            compare_programs(
                                candidate,
                                &theirs,
                                sources,
                                &entry,
                                seed,
                                vectors.clone(),
                                self.config.fuel,
                            )
                            .is_err()
                        });
                    (
                        module_to_string(&reduced),
                        reduce::size(&reduced),
                        reduce::size(&ir),
                    )
                });
                Err(Box::new(Mismatch {
                    kind: failure.kind,
                    subject: "mlir-opt --mem2reg".to_string(),
                    seed,
                    args: failure.args.as_deref().map(|a| print_args(&ir, &entry, a)),
                    before: failure.before,
                    after: failure.after,
                    program: text.to_string(),
                    transformed: failure.transformed,
                    reduced,
                }))
            }
        }
    }

    /// `ir` through `mlir-opt --mem2reg`, parsed back and verified, with
    /// mlir-opt's text.
    fn transform(&self, ir: &Ir) -> Result<(Ir, String), (FailureKind, String, Option<String>)> {
        let printed = module_to_string(ir);
        let output = self
            .mlir_mem2reg(&printed)
            .map_err(|e| (FailureKind::PassFailed, e, None))?;
        let theirs = parse_module(&output, 0).map_err(|d| {
            let source = SourceFile::new("<mlir-opt output>", output.clone());
            (
                FailureKind::InvalidOutput,
                source.render(&d),
                Some(output.clone()),
            )
        })?;
        verify(&theirs).map_err(|errors| {
            let source = SourceFile::new("<mlir-opt output>", output.clone());
            let text = errors.iter().map(|d| source.render(d)).collect();
            (FailureKind::InvalidOutput, text, Some(output.clone()))
        })?;
        Ok((theirs, output))
    }

    /// The pipeline whose block arguments are counted, if any.
    pub fn ours(&self) -> Option<&str> {
        self.ours.as_ref().map(|(text, _)| text.as_str())
    }
}

/// Runs `program` with `args` on the standard input `text`: its standard
/// output, or the error with its standard error.
pub(crate) fn pipe_through(program: &Path, args: &[&str], text: &str) -> Result<String, String> {
    let name = program.display();
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {name}: {e}"))?;
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = text.to_string();
    // Write from another thread: a large output could fill the pipe
    // while we are still writing the input.
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child
        .wait_with_output()
        .map_err(|e| format!("{name} did not finish: {e}"))?;
    let _ = writer.join();
    if !output.status.success() {
        return Err(format!(
            "{name} {} failed ({}):\n{}",
            args.join(" "),
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    String::from_utf8(output.stdout).map_err(|_| format!("{name} printed non-UTF-8 text"))
}
