//! Differential testing of passes by execution (in the spirit of Csmith and
//! Cranelift's fuzzgen): a program is run through a pipeline, the result is
//! verified, and both versions are interpreted on several argument vectors
//! derived from a seed. The pipeline is correct on the program when, for
//! every vector on which the original finishes without undefined behaviour,
//! the transformed program finishes too, with the same results and the same
//! external calls (callee, arguments, answers) in the same order; a failed
//! `cf.assert` must stay the same failure. Where the original is undefined
//! anything goes; where it runs out of fuel or cannot be interpreted the
//! vector proves nothing and is counted as inconclusive.
//!
//! On a mismatch the report holds the pipeline, the arguments, both
//! outcomes, both programs, and a program delta-reduced (the `reduce` module) while
//! the same kind of mismatch persists.

mod args;
pub mod campaign;
#[cfg(feature = "llvm")]
pub mod jit;
#[cfg(feature = "llvm")]
pub mod llvm_phis;
pub mod mlir_opt;
pub mod python;
mod reduce;

pub use args::argument_vector;
pub use reduce::size as program_size;

use crate::run::{default_entry, render_trace};
use ssa_ir::diagnostic::SourceFile;
use ssa_ir::interp::{DisplayValue, ErrorKind, Interpreter, Run, RunConfig};
use ssa_ir::ir::{Ir, TypeId};
use ssa_ir::parser::parse_module;
use ssa_ir::printer::module_to_string;
use ssa_ir::semantics::{Scalar, ScalarType};
use ssa_ir::verifier::verify;
use ssa_passes::manager::{run_pipeline, PipelineEntry, RunOptions, RunReport};
use ssa_passes::registry::parse_pipeline;
use std::fmt;

/// How programs are checked.
#[derive(Clone, Debug)]
pub struct CheckConfig {
    /// Argument vectors per program (vector 0 is all zeros).
    pub arg_vectors: u64,
    /// Fuel of the original program's runs; the transformed program gets
    /// 8 times what the original used, plus 10000.
    pub fuel: u64,
    /// Delta-reduce the program of a mismatch.
    pub reduce: bool,
    /// Interestingness tests the reduction may run.
    pub reduce_budget: usize,
    /// The function to run (default: `main`, or the only function with a body).
    pub entry: Option<String>,
}

impl Default for CheckConfig {
    fn default() -> Self {
        CheckConfig {
            arg_vectors: 4,
            fuel: 1_000_000,
            reduce: true,
            reduce_budget: 3000,
            entry: None,
        }
    }
}

/// What the checks of one or more programs found, when nothing went wrong.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub programs: u64,
    /// Argument vectors run on an original program.
    pub runs: u64,
    /// Runs whose outcomes were compared (and agreed).
    pub compared: u64,
    /// Runs where the original's behaviour is undefined.
    pub undefined: u64,
    /// Runs that prove nothing (out of fuel, uninterpretable op).
    pub inconclusive: u64,
}

impl Tally {
    /// Adds another tally.
    pub fn add(&mut self, other: Tally) {
        self.programs += other.programs;
        self.runs += other.runs;
        self.compared += other.compared;
        self.undefined += other.undefined;
        self.inconclusive += other.inconclusive;
    }
}

/// The kinds of mismatch.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FailureKind {
    /// The program itself does not parse or verify (a generator bug).
    InvalidProgram,
    /// A pass reported an error.
    PassFailed,
    /// The pipeline produced IR that does not verify.
    InvalidOutput,
    /// The transformed program behaves differently.
    Diverged,
}

impl fmt::Display for FailureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FailureKind::InvalidProgram => "the program does not parse or verify",
            FailureKind::PassFailed => "a pass of the pipeline failed",
            FailureKind::InvalidOutput => "the pipeline produced invalid IR",
            FailureKind::Diverged => "the pipeline changed the program's behaviour",
        })
    }
}

/// A mismatch, with everything needed to reproduce and understand it.
#[derive(Clone, Debug)]
pub struct Mismatch {
    pub kind: FailureKind,
    /// What was compared against the original, e.g. `pipeline 'mem2reg,dce'`.
    pub subject: String,
    /// The seed of the argument vectors (and, for generated programs, of
    /// the program).
    pub seed: u64,
    /// The arguments of the diverging run, printed.
    pub args: Option<String>,
    /// The errors, or the original's outcome and trace.
    pub before: String,
    /// The transformed program's outcome and trace.
    pub after: String,
    pub program: String,
    pub transformed: Option<String>,
    /// The reduced program and its size in ops, with the original's size.
    pub reduced: Option<(String, usize, usize)>,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "mismatch: {} ({}, seed {})",
            self.kind, self.subject, self.seed
        )?;
        if let Some(args) = &self.args {
            writeln!(f, "arguments: {args}")?;
        }
        if self.kind == FailureKind::Diverged {
            writeln!(f, "before:\n{}", indent(&self.before))?;
            writeln!(f, "after:\n{}", indent(&self.after))?;
        } else {
            writeln!(f, "{}", self.before.trim_end())?;
        }
        writeln!(f, "--- program ---\n{}", self.program.trim_end())?;
        if let Some(transformed) = &self.transformed {
            writeln!(f, "--- transformed ---\n{}", transformed.trim_end())?;
        }
        if let Some((reduced, size, from)) = &self.reduced {
            writeln!(
                f,
                "--- reduced program ({size} ops, from {from}) ---\n{}",
                reduced.trim_end()
            )?;
        }
        Ok(())
    }
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("  {l}\n")).collect()
}

/// Checks programs against one pipeline.
pub struct Checker {
    pipeline_text: String,
    pipeline: Vec<PipelineEntry>,
    config: CheckConfig,
}

/// A failure found by [`Checker::examine`], before it is reported.
#[derive(Debug)]
struct Failure {
    kind: FailureKind,
    /// The index of the diverging argument vector.
    vector: Option<u64>,
    args: Option<Vec<Scalar>>,
    before: String,
    after: String,
    transformed: Option<String>,
}

impl Checker {
    /// A checker for `pipeline` (e.g. `mem2reg{flavor=pruned},dce`).
    pub fn new(pipeline: &str, config: CheckConfig) -> Result<Checker, String> {
        let entries = parse_pipeline(pipeline).map_err(|e| e.render(pipeline))?;
        Ok(Checker {
            pipeline_text: pipeline.to_string(),
            pipeline: entries,
            config,
        })
    }

    /// The pipeline's text.
    pub fn pipeline(&self) -> &str {
        &self.pipeline_text
    }

    /// Checks the program `text` on the argument vectors of `seed`.
    pub fn check(&self, text: &str, seed: u64) -> Result<Tally, Box<Mismatch>> {
        let source = SourceFile::new("<program>", text.to_string());
        let ir = parse_and_verify(&source)
            .map_err(|errors| self.invalid_program(&source, errors, seed))?;
        self.check_ir(&ir, &source, seed)
    }

    /// Checks a parsed and verified program; `source` is its text.
    pub fn check_ir(
        &self,
        ir: &Ir,
        source: &SourceFile,
        seed: u64,
    ) -> Result<Tally, Box<Mismatch>> {
        let entry = match self.entry(ir) {
            Ok(entry) => entry,
            Err(why) => {
                let failure = Failure {
                    kind: FailureKind::InvalidProgram,
                    vector: None,
                    args: None,
                    before: why,
                    after: String::new(),
                    transformed: None,
                };
                return Err(self.report(ir, source, seed, failure, ""));
            }
        };
        match self.examine(ir, source, &entry, seed, 0..self.config.arg_vectors) {
            Ok(tally) => Ok(tally),
            Err(failure) => Err(self.report(ir, source, seed, failure, &entry)),
        }
    }

    fn entry(&self, ir: &Ir) -> Result<String, String> {
        match &self.config.entry {
            Some(name) => Ok(name.clone()),
            None => default_entry(ir),
        }
    }

    fn invalid_program(&self, source: &SourceFile, errors: String, seed: u64) -> Box<Mismatch> {
        Box::new(Mismatch {
            kind: FailureKind::InvalidProgram,
            subject: format!("pipeline '{}'", self.pipeline_text),
            seed,
            args: None,
            before: errors,
            after: String::new(),
            program: source.text().to_string(),
            transformed: None,
            reduced: None,
        })
    }

    /// Runs the pipeline on a copy of `ir` and compares the two programs on
    /// the argument vectors `vectors` of `seed`.
    fn examine(
        &self,
        ir: &Ir,
        source: &SourceFile,
        entry: &str,
        seed: u64,
        vectors: std::ops::Range<u64>,
    ) -> Result<Tally, Failure> {
        let mut after = ir.clone();
        let options = RunOptions {
            verify_each: true,
            ..RunOptions::default()
        };
        if let Err(errors) = run_pipeline(
            &mut after,
            &self.pipeline,
            &options,
            &mut RunReport::default(),
        ) {
            let invalid = errors
                .first()
                .is_some_and(|d| d.message.ends_with("produced invalid IR"));
            return Err(Failure {
                kind: if invalid {
                    FailureKind::InvalidOutput
                } else {
                    FailureKind::PassFailed
                },
                vector: None,
                args: None,
                before: errors.iter().map(|d| source.render(d)).collect(),
                after: String::new(),
                transformed: invalid.then(|| module_to_string(&after)),
            });
        }
        // Passes keep the locations of the ops they keep: both programs'
        // locations refer to the original text.
        let tally = compare_programs(
            ir,
            &after,
            (source, source),
            entry,
            seed,
            vectors,
            self.config.fuel,
        )?;
        Ok(tally)
    }

    /// The report of `failure`, with the program reduced if configured.
    fn report(
        &self,
        ir: &Ir,
        source: &SourceFile,
        seed: u64,
        failure: Failure,
        entry: &str,
    ) -> Box<Mismatch> {
        let reduced =
            (self.config.reduce && failure.kind != FailureKind::InvalidProgram).then(|| {
                let vectors = failure.vector.map_or(0..0, |v| v..v + 1);
                let reduced = reduce::reduce(ir, entry, self.config.reduce_budget, |candidate| {
                    let text = SourceFile::new("<reduced>", String::new());
                    matches!(
                        self.examine(candidate, &text, entry, seed, vectors.clone()),
                        Err(f) if f.kind == failure.kind
                    )
                });
                (
                    module_to_string(&reduced),
                    reduce::size(&reduced),
                    reduce::size(ir),
                )
            });
        Box::new(Mismatch {
            kind: failure.kind,
            subject: format!("pipeline '{}'", self.pipeline_text),
            seed,
            args: failure
                .args
                .as_deref()
                .map(|args| print_args(ir, entry, args)),
            before: failure.before,
            after: failure.after,
            program: source.text().to_string(),
            transformed: failure.transformed,
            reduced,
        })
    }
}

/// Runs `before` and `after` on argument vectors `vectors` of `seed` and
/// compares them (see the module documentation). `sources` are the texts
/// the programs' locations refer to.
fn compare_programs(
    before: &Ir,
    after: &Ir,
    sources: (&SourceFile, &SourceFile),
    entry: &str,
    seed: u64,
    vectors: std::ops::Range<u64>,
    fuel: u64,
) -> Result<Tally, Failure> {
    let (mut tally, types) = match begin_tally(before, entry, &vectors) {
        Ok(begun) => begun,
        Err(inconclusive) => return Ok(inconclusive),
    };
    let original = Interpreter::new(before);
    let transformed = Interpreter::new(after);
    for index in vectors {
        let args = argument_vector(&types, seed, index);
        tally.runs += 1;
        let config = RunConfig {
            fuel,
            ..RunConfig::default()
        };
        let b = original.run_with(entry, &args, &config);
        match &b.outcome {
            Err(e) if e.is_undefined_behaviour() => {
                tally.undefined += 1;
                continue;
            }
            Err(e) if !matches!(e.kind, ErrorKind::AssertionFailed(_)) => {
                tally.inconclusive += 1;
                continue;
            }
            _ => {}
        }
        let config = RunConfig {
            fuel: b.ops_executed.saturating_mul(8).saturating_add(10_000),
            ..RunConfig::default()
        };
        let a = transformed.run_with(entry, &args, &config);
        if same_behaviour(&b, &a) {
            tally.compared += 1;
        } else {
            return Err(Failure {
                kind: FailureKind::Diverged,
                vector: Some(index),
                args: Some(args),
                before: describe_run(before, sources.0, entry, &b),
                after: describe_run(after, sources.1, entry, &a),
                transformed: Some(module_to_string(after)),
            });
        }
    }
    Ok(tally)
}

/// The tally of one program before its runs, with the parameter types of
/// `entry`; or, when `entry` cannot be run, the tally of every vector
/// inconclusive.
fn begin_tally(
    ir: &Ir,
    entry: &str,
    vectors: &std::ops::Range<u64>,
) -> Result<(Tally, Vec<ScalarType>), Tally> {
    let mut tally = Tally {
        programs: 1,
        ..Tally::default()
    };
    match entry_types(ir, entry) {
        Some(types) => Ok((tally, types)),
        None => {
            tally.inconclusive += vectors.end - vectors.start;
            Err(tally)
        }
    }
}

/// The scalar parameter types of `entry`, if it can be run.
fn entry_types(ir: &Ir, entry: &str) -> Option<Vec<ScalarType>> {
    let f = ir.lookup_function(entry)?;
    ir.func_body(f)?;
    let attrs = ir.func_attrs(f)?;
    attrs
        .inputs
        .iter()
        .map(|&t| ir.types.scalar_type(t))
        .collect()
}

/// Do two runs agree: equal results, or the same failed assertion, after
/// the same external calls?
fn same_behaviour(before: &Run, after: &Run) -> bool {
    let outcomes = match (&before.outcome, &after.outcome) {
        (Ok(b), Ok(a)) => a == b,
        (Err(b), Err(a)) => matches!((&b.kind, &a.kind),
            (ErrorKind::AssertionFailed(x), ErrorKind::AssertionFailed(y)) if x == y),
        _ => false,
    };
    outcomes && before.trace == after.trace
}

/// `returned 3 : i32, 4 : i64` or the error with its position in the
/// original source, then the external calls, one per line.
fn describe_run(ir: &Ir, source: &SourceFile, entry: &str, run: &Run) -> String {
    let mut out = match &run.outcome {
        Ok(results) => {
            let types = result_types(ir, entry);
            format!("returned {}", print_values(ir, results, &types))
        }
        Err(e) => {
            let at =
                e.loc
                    .offset()
                    .filter(|&o| o <= source.text().len())
                    .map_or(String::new(), |o| {
                        let (line, col) = source.line_col(o);
                        format!(" (at {}:{line}:{col})", source.name())
                    });
            format!("{}{at}", e.message(ir))
        }
    };
    out.push_str(&format!(" after {} ops\n", run.ops_executed));
    out.push_str(&render_trace(ir, run));
    out
}

fn result_types(ir: &Ir, entry: &str) -> Vec<TypeId> {
    ir.lookup_function(entry)
        .and_then(|f| ir.func_attrs(f))
        .map_or_else(Vec::new, |a| a.results.clone())
}

fn print_values(ir: &Ir, values: &[Scalar], types: &[TypeId]) -> String {
    let printed: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(i, v)| match types.get(i) {
            Some(&t) => format!("{} : {}", DisplayValue(v), ir.types.display(t)),
            None => DisplayValue(v).to_string(),
        })
        .collect();
    if printed.is_empty() {
        "nothing".to_string()
    } else {
        printed.join(", ")
    }
}

fn print_args(ir: &Ir, entry: &str, args: &[Scalar]) -> String {
    let types = ir
        .lookup_function(entry)
        .and_then(|f| ir.func_attrs(f))
        .map_or_else(Vec::new, |a| a.inputs.clone());
    format!(
        "({})",
        print_values(ir, args, &types).replace("nothing", "")
    )
}

/// The block arguments of non-entry blocks in function bodies: the phis a
/// construction placed.
pub fn block_arguments(ir: &Ir) -> usize {
    ir.functions()
        .filter_map(|f| ir.func_body(f))
        .map(|body| {
            ir.region_blocks(body)
                .skip(1)
                .map(|b| ir.block_args(b).len())
                .sum::<usize>()
        })
        .sum()
}

/// The program of `source`, parsed and verified, or the errors rendered.
fn parse_and_verify(source: &SourceFile) -> Result<Ir, String> {
    let ir = parse_module(source.text(), 0).map_err(|d| source.render(&d))?;
    verify(&ir).map_err(|errors| errors.iter().map(|d| source.render(d)).collect::<String>())?;
    Ok(ir)
}

#[cfg(test)]
mod tests;
