//! Runs a parsed pipeline over a module: each pass on each function with a
//! body, analyses invalidated by what the pass preserved, the verifier after
//! each pass (`--verify-each`), and the instrumentation of `mlir-opt`
//! (`--print-ir-before-all`, `--print-ir-after-all`, `--print-ir-after`,
//! `--print-changed` as unified diffs, `--time-passes`).

use super::{AnalysisCache, PassContext, PipelineEntry, Statistics};
use crate::registry::PassKind;
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, Loc};
use ssa_ir::printer::module_to_string;
use ssa_ir::verifier::verify_with;
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
    pub output: String,
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
    run_pipeline_with(ir, pipeline, options, report, AnalysisCache::default())
}

/// [`run_pipeline`], starting from analyses already computed on `ir` (by
/// the verifier that checked it, through [`AnalysisCache::function_dominance`]).
pub fn run_pipeline_with(
    ir: &mut Ir,
    pipeline: &[PipelineEntry],
    options: &RunOptions,
    report: &mut RunReport,
    mut analyses: AnalysisCache,
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
        let mut pass = (entry.info.create)(&entry.options);
        let functions: Vec<_> = ir
            .functions()
            .filter_map(|f| Some((f, ir.func_body(f)?)))
            .collect();
        for (func, body) in functions {
            let fname = ir.func_attrs(func).expect("func attrs").name.clone();
            let mut cx = PassContext::new(
                name,
                fname,
                body,
                &mut analyses,
                &mut report.stats,
                &mut report.diagnostics,
                &mut report.output,
            );
            let preserved = pass.run(ir, func, &mut cx).map_err(|e| vec![e])?;
            analyses.invalidate(func, preserved);
        }
        report.timings.push((name, start.elapsed()));
        if options.verify_each && !is_printer {
            let start = Instant::now();
            let verified = verify_with(ir, analyses.function_dominance());
            report.timings.push(("Verifier", start.elapsed()));
            verified.map_err(|errors| {
                let mut errors = errors;
                errors.insert(
                    0,
                    Diagnostic::error(Loc::UNKNOWN, format!("pass '{name}' produced invalid IR")),
                );
                errors
            })?;
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
