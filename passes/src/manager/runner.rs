//! Runs a parsed pipeline over a module: each function pass on each
//! function with a body, each module pass once on the module, analyses invalidated by what the pass preserved, and after each
//! pass (`--verify-each`) the kept analyses checked against fresh ones and
//! the verifier; and the instrumentation of `mlir-opt`
//! (`--print-ir-before-all`, `--print-ir-after-all`, `--print-ir-after`,
//! `--print-changed` as unified diffs, `--time-passes`).

use super::pass::{functions_with_body, run_on_each_function};
use super::{
    AnalysisManager, Dominance, ModuleContext, Output, PassKind, PipelineEntry, Scope, Statistics,
};
use rustc_hash::FxHashSet;
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, Loc, OpId, SymbolTable};
use ssa_ir::printer::module_to_string;
use ssa_ir::verifier::{verify_part, FunctionDominance};
use std::fmt::Write;
use std::time::{Duration, Instant};

/// Instrumentation switches.
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    pub verify_each: bool,
    pub print_ir_before_all: bool,
    pub print_ir_after_all: bool,
    /// Print the IR after these passes.
    pub print_ir_after: Vec<String>,
    pub print_changed: bool,
}

/// What a pipeline run produced besides the IR.
#[derive(Default)]
pub struct RunReport {
    pub stats: Statistics,
    /// Remarks and warnings emitted by passes.
    pub diagnostics: Vec<Diagnostic>,
    /// Analysis printers' output (stdout).
    pub output: Output,
    /// IR dumps and diffs (stderr).
    pub trace: String,
    /// Wall time of each pass, in pipeline order.
    pub timings: Vec<(&'static str, Duration)>,
}

/// Runs `pipeline` on `ir`. On failure the errors are returned (a pass
/// error, or the verifier's errors after a pass).
pub fn run_pipeline(
    ir: &mut Ir,
    pipeline: &[PipelineEntry],
    options: &RunOptions,
    report: &mut RunReport,
) -> Result<(), Vec<Diagnostic>> {
    run_pipeline_with(ir, pipeline, options, report, AnalysisManager::default())
}

/// [`run_pipeline`], starting from analyses already computed on `ir` (such
/// as the dominance the verifier computed when it checked it).
pub fn run_pipeline_with(
    ir: &mut Ir,
    pipeline: &[PipelineEntry],
    options: &RunOptions,
    report: &mut RunReport,
    mut analyses: AnalysisManager,
) -> Result<(), Vec<Diagnostic>> {
    for entry in pipeline {
        let name = entry.info.name;
        let is_printer = entry.info.kind == PassKind::Printer;
        let before = (options.print_changed && !is_printer).then(|| module_to_string(ir));
        if options.print_ir_before_all {
            let _ = write!(
                report.trace,
                "// -----// IR Dump Before {name} //----- //\n{}\n",
                module_to_string(ir)
            );
        }
        let start = Instant::now();
        let mut pass = entry.create();
        let mut cx = ModuleContext::new(
            name,
            &mut analyses,
            &mut report.stats,
            &mut report.diagnostics,
            &mut report.output,
        );
        let scope = pass.scope();
        match scope {
            Scope::Module => pass.run_module(ir, &mut cx),
            Scope::Function => run_on_each_function(pass.as_mut(), ir, &mut cx),
        }
        .map_err(|e| vec![e])?;
        // What the verifier checks again: everything after a module pass.
        let changed = (scope == Scope::Function).then(|| cx.changed().iter().copied().collect());
        report.timings.push((name, start.elapsed()));
        if options.verify_each && !is_printer {
            let start = Instant::now();
            let verified = verify(ir, name, &mut analyses, changed);
            report.timings.push(("Verifier", start.elapsed()));
            verified?;
        }
        if options.print_ir_after_all || options.print_ir_after.iter().any(|p| p == name) {
            let _ = write!(
                report.trace,
                "// -----// IR Dump After {name} //----- //\n{}\n",
                module_to_string(ir)
            );
        }
        if let Some(before) = before {
            let after = module_to_string(ir);
            if before != after {
                let diff = similar::TextDiff::from_lines(&before, &after);
                let _ = write!(
                    report.trace,
                    "// -----// IR changed by {name} //----- //\n{}",
                    diff.unified_diff()
                        .context_radius(3)
                        .header("before", "after")
                );
            }
        }
    }
    Ok(())
}

/// After pass `name`: checks each analysis the pass kept against a fresh
/// computation, then runs the verifier on what the pass `changed` (see
/// [`check_after`]).
fn verify(
    ir: &Ir,
    name: &str,
    analyses: &mut AnalysisManager,
    changed: Option<FxHashSet<OpId>>,
) -> Result<(), Vec<Diagnostic>> {
    let symbols = SymbolTable::build([ir]);
    check_after(ir, name, analyses, 0, &symbols, changed.as_ref()).map_err(|f| f.into_errors(name))
}

/// How a pass failed on a module or a part of one, in the order the runner
/// checks: its own error, a kept analysis that no longer matches the IR,
/// the verifier's errors (sorted by offset, without the header).
pub(super) enum Failure {
    Pass(Diagnostic),
    Preserved(Diagnostic),
    Invalid(Vec<Diagnostic>),
}

impl Failure {
    /// Which check failed: of failures of one pass in several parts, the
    /// lowest rank is the module's.
    pub(super) fn rank(&self) -> u8 {
        match self {
            Failure::Pass(_) => 0,
            Failure::Preserved(_) => 1,
            Failure::Invalid(_) => 2,
        }
    }

    /// The errors reported for this failure of pass `name`.
    pub(super) fn into_errors(self, name: &str) -> Vec<Diagnostic> {
        match self {
            Failure::Pass(error) | Failure::Preserved(error) => vec![error],
            Failure::Invalid(mut errors) => {
                errors.insert(
                    0,
                    Diagnostic::error(Loc::UNKNOWN, format!("pass '{name}' produced invalid IR")),
                );
                errors
            }
        }
    }
}

/// After pass `name`, on part `part` of a module whose functions are
/// `symbols`: checks each analysis the pass kept against a fresh
/// computation (a pass that claims too much fails here, with its name),
/// then runs the verifier with that checked dominance and caches what the
/// verifier computes for the passes that follow. After a function pass,
/// `changed` holds the functions it changed (those that did not keep
/// everything): as MLIR's pass manager, the verifier does not check again
/// the bodies of the others, verified before the pass and left as they
/// were, and does not run at all if the pass changed nothing. `None` (a
/// module pass) verifies everything.
pub(super) fn check_after(
    ir: &Ir,
    name: &str,
    analyses: &mut AnalysisManager,
    part: usize,
    symbols: &SymbolTable,
    changed: Option<&FxHashSet<OpId>>,
) -> Result<(), Failure> {
    let functions = functions_with_body(ir);
    let mut known = FunctionDominance::default();
    for &func in &functions {
        if let Err(analysis) = analyses.check_preserved(ir, func) {
            let fname = &ir.func_attrs(func).expect("func attrs").name;
            return Err(Failure::Preserved(Diagnostic::error(
                ir.op_loc(func),
                format!(
                    "pass '{name}' said it preserved the {analysis} of @{fname}, but the IR no longer matches it"
                ),
            )));
        }
        if let Some(dominance) = analyses.cached::<Dominance>(func) {
            known.insert(func, dominance);
        }
    }
    if changed.is_some_and(|changed| changed.is_empty()) {
        return Ok(());
    }
    verify_part(ir, part, symbols, Some(&mut known), changed).map_err(Failure::Invalid)?;
    for (func, dominance) in known {
        analyses.insert(func, dominance);
    }
    Ok(())
}
