//! Differential testing of the LLVM lowering (the `llvm` feature): each
//! program is interpreted, then compiled with LLVM and run natively on the
//! argument vectors the interpreter finished (returned, or failed a
//! `cf.assert`) within its fuel, and the two runs are compared: the same
//! results (floats bit for bit) or the same failed assertion, after the
//! same external calls with the same arguments and answers. Runs the
//! interpreter found undefined are not run natively (anything goes there,
//! a native division by zero traps), nor are runs out of fuel (they might
//! not terminate).
//!
//! Memref contents that the trace records as poison (uninitialised
//! elements) match whatever the native memory holds: any value refines
//! poison.

use super::{
    begin_tally, describe_run, parse_and_verify, print_args, reduce, CheckConfig, Failure,
    FailureKind, Mismatch, Tally,
};
use crate::differential::argument_vector;
use crate::differential::campaign::ProgramCheck;
use crate::differential::mlir_opt::MlirTally;
use crate::run::default_entry;
use ssa_ir::diagnostic::{Diagnostic, SourceFile};
use ssa_ir::interp::{CallArg, ErrorKind, ExternalCall, Interpreter, Run, RunConfig};
use ssa_ir::ir::Ir;
use ssa_ir::printer::module_to_string;
use ssa_ir::semantics::Scalar;
use ssa_ir::target::llvm::{run_jit, translate_to_text, Options};
use ssa_passes::manager::{run_pipeline, PipelineEntry, RunOptions, RunReport};
use ssa_passes::registry::parse_pipeline;

/// Compares the interpreter with native code on programs, or on their
/// transformation by a pipeline (e.g. `mem2reg`, whose block arguments
/// exercise the phis).
pub struct JitChecker {
    config: CheckConfig,
    pipeline: Option<(String, Vec<PipelineEntry>)>,
}

impl JitChecker {
    /// Checks the programs themselves.
    pub fn new(config: CheckConfig) -> Self {
        JitChecker {
            config,
            pipeline: None,
        }
    }

    /// Checks the programs after `pipeline`.
    pub fn after(pipeline: &str, config: CheckConfig) -> Result<Self, String> {
        let entries = parse_pipeline(pipeline).map_err(|e| e.render(pipeline))?;
        Ok(JitChecker {
            config,
            pipeline: Some((pipeline.to_string(), entries)),
        })
    }

    /// What the comparison is called in reports.
    fn subject(&self) -> String {
        match &self.pipeline {
            None => "LLVM JIT vs interpreter".to_string(),
            Some((text, _)) => format!("LLVM JIT vs interpreter after '{text}'"),
        }
    }

    /// The report of a program that cannot be checked.
    fn invalid(&self, why: String, program: &str, seed: u64) -> Box<Mismatch> {
        Box::new(Mismatch {
            kind: FailureKind::InvalidProgram,
            subject: self.subject(),
            seed,
            args: None,
            before: why,
            after: String::new(),
            program: program.to_string(),
            transformed: None,
            reduced: None,
        })
    }

    /// `ir` through the pipeline, if any.
    fn prepare(&self, ir: &Ir, source: &SourceFile) -> Result<Ir, Failure> {
        let mut prepared = ir.clone();
        if let Some((_, entries)) = &self.pipeline {
            let options = RunOptions {
                verify_each: true,
                ..RunOptions::default()
            };
            run_pipeline(&mut prepared, entries, &options, &mut RunReport::default())
                .map_err(|errors| failed(source, &errors))?;
        }
        Ok(prepared)
    }

    /// [`examine`] of `ir` after the pipeline.
    fn examine(
        &self,
        ir: &Ir,
        source: &SourceFile,
        entry: &str,
        seed: u64,
        vectors: std::ops::Range<u64>,
    ) -> Result<Tally, Failure> {
        let prepared = self.prepare(ir, source)?;
        examine(&prepared, source, entry, seed, vectors, self.config.fuel)
    }

    /// Checks the program `text` on the argument vectors of `seed`.
    pub fn check(&self, text: &str, seed: u64) -> Result<Tally, Box<Mismatch>> {
        let source = SourceFile::new("<program>", text.to_string());
        let ir = parse_and_verify(&source).map_err(|errors| self.invalid(errors, text, seed))?;
        self.check_ir(&ir, &source, seed)
    }

    /// Checks a parsed and verified program; `source` is its text.
    pub fn check_ir(
        &self,
        ir: &Ir,
        source: &SourceFile,
        seed: u64,
    ) -> Result<Tally, Box<Mismatch>> {
        let entry = match &self.config.entry {
            Some(name) => name.clone(),
            None => default_entry(ir).map_err(|why| self.invalid(why, source.text(), seed))?,
        };
        let vectors = 0..self.config.arg_vectors;
        let failure = match self.examine(ir, source, &entry, seed, vectors) {
            Ok(tally) => return Ok(tally),
            Err(failure) => failure,
        };
        let reduced = self.config.reduce.then(|| {
            let vectors = failure.vector.map_or(0..0, |v| v..v + 1);
            let empty = SourceFile::new("<reduced>", String::new());
            let reduced = reduce::reduce(ir, &entry, self.config.reduce_budget / 10, |candidate| {
                matches!(
                    self.examine(candidate, &empty, &entry, seed, vectors.clone()),
                    Err(f) if f.kind == failure.kind
                )
            });
            (
                module_to_string(&reduced),
                reduce::size(&reduced),
                reduce::size(ir),
            )
        });
        Err(Box::new(Mismatch {
            kind: failure.kind,
            subject: self.subject(),
            seed,
            args: failure.args.as_deref().map(|a| print_args(ir, &entry, a)),
            before: failure.before,
            after: failure.after,
            program: source.text().to_string(),
            transformed: failure.transformed,
            reduced,
        }))
    }
}

impl ProgramCheck for JitChecker {
    fn check_program(&self, text: &str, seed: u64) -> Result<MlirTally, Box<Mismatch>> {
        self.check(text, seed).map(|tally| MlirTally {
            tally,
            ..MlirTally::default()
        })
    }
}

/// Interprets `ir` on the argument vectors `vectors` of `seed`, runs the
/// finished ones natively, and compares.
fn examine(
    ir: &Ir,
    source: &SourceFile,
    entry: &str,
    seed: u64,
    vectors: std::ops::Range<u64>,
    fuel: u64,
) -> Result<Tally, Failure> {
    let (mut tally, types) = match begin_tally(ir, entry, &vectors) {
        Ok(begun) => begun,
        Err(inconclusive) => return Ok(inconclusive),
    };
    let interpreter = Interpreter::new(ir);
    let config = RunConfig {
        fuel,
        ..RunConfig::default()
    };
    let mut finished: Vec<(u64, Vec<Scalar>, Run)> = Vec::new();
    for index in vectors {
        tally.runs += 1;
        let args = argument_vector(&types, seed, index);
        let run = interpreter.run_with(entry, &args, &config);
        match &run.outcome {
            Err(e) if e.is_undefined_behaviour() => tally.undefined += 1,
            Err(e) if !matches!(e.kind, ErrorKind::AssertionFailed(_)) => tally.inconclusive += 1,
            _ => finished.push((index, args, run)),
        }
    }
    if finished.is_empty() {
        return Ok(tally);
    }
    let arg_vectors: Vec<Vec<Scalar>> = finished.iter().map(|(_, args, _)| args.clone()).collect();
    let native =
        run_jit(ir, entry, &arg_vectors, fuel).map_err(|errors| failed(source, &errors))?;
    for ((index, args, interpreted), native) in finished.into_iter().zip(native) {
        if same_native_behaviour(&interpreted, &native) {
            tally.compared += 1;
            continue;
        }
        return Err(Failure {
            kind: FailureKind::Diverged,
            vector: Some(index),
            before: describe_run(ir, source, entry, &interpreted),
            after: describe_run(ir, source, entry, &native),
            args: Some(args),
            transformed: Some(
                translate_to_text(ir, "<program>", Options::default())
                    .unwrap_or_else(|_| "(the program does not translate)".to_string()),
            ),
        });
    }
    Ok(tally)
}

/// A pass, or the lowering, reported `errors`.
fn failed(source: &SourceFile, errors: &[Diagnostic]) -> Failure {
    Failure {
        kind: FailureKind::PassFailed,
        vector: None,
        args: None,
        before: errors.iter().map(|d| source.render(d)).collect(),
        after: String::new(),
        transformed: None,
    }
}

/// Do an interpreted and a native run agree (see the module documentation)?
fn same_native_behaviour(interpreted: &Run, native: &Run) -> bool {
    let outcomes = match (&interpreted.outcome, &native.outcome) {
        (Ok(i), Ok(n)) => i == n,
        (Err(i), Err(n)) => i.op == n.op && i.kind == n.kind,
        _ => false,
    };
    outcomes
        && interpreted.trace.len() == native.trace.len()
        && interpreted
            .trace
            .iter()
            .zip(&native.trace)
            .all(|(i, n)| same_call(i, n))
}

/// The same external call, poison memref elements matching anything.
fn same_call(interpreted: &ExternalCall, native: &ExternalCall) -> bool {
    interpreted.callee == native.callee
        && interpreted.results == native.results
        && interpreted.args.len() == native.args.len()
        && interpreted
            .args
            .iter()
            .zip(&native.args)
            .all(|pair| match pair {
                (CallArg::Scalar(i), CallArg::Scalar(n)) => i == n,
                (CallArg::MemRef(i), CallArg::MemRef(n)) => {
                    i.len() == n.len()
                        && i.iter().zip(n.iter()).all(|(i, n)| i.is_poison() || i == n)
                }
                _ => false,
            })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssa_ir::semantics::IntValue;

    fn int(v: i64) -> Scalar {
        IntValue::from_i64(v, 32).into()
    }

    fn call(contents: &[Scalar]) -> ExternalCall {
        ExternalCall {
            callee: "f".into(),
            args: vec![CallArg::Scalar(int(1)), CallArg::MemRef(contents.into())],
            results: vec![int(2)],
        }
    }

    #[test]
    fn poison_memref_elements_match_anything_else_must_be_equal() {
        let native = call(&[int(7), int(8)]);
        assert!(same_call(&call(&[int(7), int(8)]), &native));
        assert!(same_call(&call(&[Scalar::Poison, int(8)]), &native));
        assert!(!same_call(&call(&[int(7), int(9)]), &native));
        assert!(!same_call(&call(&[int(7)]), &native));
        // Native memory is never poison, so the rule is not symmetric.
        assert!(!same_call(&native, &call(&[Scalar::Poison, int(8)])));
    }

    #[test]
    fn a_divergence_is_reported_with_both_runs() {
        // The checker itself must be able to fail: compare a program with
        // a run of another program.
        let text = "func.func @main(%a: i32) -> i32 {\n  return %a : i32\n}\n";
        let checker = JitChecker::new(CheckConfig::default());
        let tally = checker
            .check(text, 1)
            .expect("the JIT agrees on the identity");
        assert_eq!(tally.compared, CheckConfig::default().arg_vectors);
        let ok = Run {
            outcome: Ok(vec![int(1)]),
            trace: Vec::new(),
            blocks_visited: Vec::new(),
            ops_executed: 1,
        };
        let other = Run {
            outcome: Ok(vec![int(2)]),
            ..ok.clone()
        };
        assert!(same_native_behaviour(&ok, &ok));
        assert!(!same_native_behaviour(&ok, &other));
    }
}
