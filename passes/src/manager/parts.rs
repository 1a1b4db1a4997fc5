//! A module from the parser to the end of the pipeline ([`run_module`]),
//! with its function passes on every core: the parser leaves a large
//! module in parts ([`ModuleParts`], each an [`Ir`] of whole functions);
//! the input's verification and the leading run of function passes then
//! go on each part on rayon's threads, each part with its own analyses,
//! and the parts are joined before the first module pass (interprocedural
//! SCCP sees one module); after function passes only, they are left
//! apart for the printer. MLIR runs function passes over
//! functions in parallel the same way (`OpToOpPassAdaptor`).
//!
//! The output does not depend on the number of parts: each part records
//! what each pass emitted (remarks, analysis output, counters), and they
//! are merged pass by pass, part by part (the parts hold the functions in
//! order), up to the first pass that failed in any part; of that pass's
//! failures, the one the runner checks first on a whole module is
//! reported (a pass error in the first part that has one, else a wrong
//! preservation claim, else the verifier's errors of every part, sorted
//! by offset as on the whole module). Calls are verified against the
//! module's [`SymbolTable`], which holds signatures by value (the parts'
//! type tables differ). IR printing between passes needs the whole
//! module, so with it the parts are joined first.
//!
//! Cost: the work of the passes and the verifier, spread over the parts;
//! the merge is linear in what the passes emitted; the join is linear in
//! the parts. Memory: the IR (the parts are moved, never copied) plus each
//! part's analyses, as on the joined module. `--time-passes` gives each
//! phase its share of the parallel run's wall time, by its CPU time.

use super::pass::run_on_each_function;
use super::runner::{check_after, Failure};
use super::{
    run_pipeline_with, AnalysisManager, ModuleContext, Output, PassKind, PipelineEntry, RunOptions,
    RunReport, Scope, Statistics,
};
use rayon::prelude::*;
use rustc_hash::FxHashSet;
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, OpId, SymbolTable};
use ssa_ir::parser::ModuleParts;
use ssa_ir::verifier::{verify, verify_part, verify_with, FunctionDominance};
use std::time::{Duration, Instant};

/// Verifies `module` and runs `pipeline` on it (as `ssa-opt` does): the
/// module, or the errors (the verifier's on the input, or the
/// pipeline's). The module is left in its parts when the pipeline has only
/// function passes (the printer prints parts as the joined module:
/// [`print_module_parts`](ssa_ir::printer::print_module_parts)). The
/// result, `report` but for times, and the errors are the same however
/// the module was cut into parts.
pub fn run_module(
    mut module: ModuleParts,
    pipeline: &[PipelineEntry],
    options: &RunOptions,
    report: &mut RunReport,
) -> Result<ModuleParts, Vec<Diagnostic>> {
    let traced = options.print_ir_before_all
        || options.print_ir_after_all
        || !options.print_ir_after.is_empty()
        || options.print_changed;
    let lead = if traced {
        0
    } else {
        pipeline
            .iter()
            .take_while(|entry| entry.create().scope() == Scope::Function)
            .count()
    };
    if module.parts.is_empty() || (lead == 0 && !pipeline.is_empty()) {
        let mut ir = module.join();
        let start = Instant::now();
        // The dominance is kept only for passes to start from.
        let mut dominance = FunctionDominance::default();
        let verified = if pipeline.is_empty() {
            verify(&ir)
        } else {
            verify_with(&ir, &mut dominance)
        };
        report.timings.push(("Verifier", start.elapsed()));
        verified?;
        // The passes start from the dominance the verifier computed.
        let mut analyses = AnalysisManager::default();
        for (func, dominance) in dominance {
            analyses.insert(func, dominance);
        }
        run_pipeline_with(&mut ir, pipeline, options, report, analyses)?;
        return Ok(ModuleParts::whole(ir));
    }
    let (lead, rest) = pipeline.split_at(lead);
    run_on_parts(&mut module, lead, options, report)?;
    if rest.is_empty() {
        return Ok(module);
    }
    let mut ir = module.join();
    run_pipeline_with(&mut ir, rest, options, report, AnalysisManager::default())?;
    Ok(ModuleParts::whole(ir))
}

/// What one part went through: the input's verification, then each pass
/// up to the first that failed there.
struct PartRun {
    input: Result<(), Vec<Diagnostic>>,
    input_time: Duration,
    passes: Vec<PassRun>,
    failure: Option<Failure>,
}

/// What one pass did on one part.
#[derive(Default)]
struct PassRun {
    stats: Statistics,
    diagnostics: Vec<Diagnostic>,
    output: Output,
    time: Duration,
    verify_time: Duration,
}

/// Verifies the parts of `module` and runs function passes `passes` on
/// them in parallel, then merges what they did into `report` in the order
/// of one run on the whole module.
fn run_on_parts(
    module: &mut ModuleParts,
    passes: &[PipelineEntry],
    options: &RunOptions,
    report: &mut RunReport,
) -> Result<(), Vec<Diagnostic>> {
    let mut parts = module.in_order();
    let symbols = SymbolTable::build(parts.iter().map(|part| &**part));
    let start = Instant::now();
    let stats = &report.stats;
    let mut runs: Vec<PartRun> = parts
        .par_iter_mut()
        .enumerate()
        .map(|(part, ir)| run_part(ir, part, &symbols, passes, options, stats))
        .collect();
    let wall = start.elapsed();

    // Phase 0 is the input's verification; phases 2k + 1 and 2k + 2 are
    // pass k and the verification after it.
    let mut cpu = vec![Duration::ZERO; 1 + 2 * passes.len()];
    for run in &runs {
        cpu[0] += run.input_time;
        for (k, pass) in run.passes.iter().enumerate() {
            cpu[2 * k + 1] += pass.time;
            cpu[2 * k + 2] += pass.verify_time;
        }
    }
    let total: Duration = cpu.iter().sum();
    let share = |phase: usize| {
        if total.is_zero() {
            Duration::ZERO
        } else {
            wall.mul_f64(cpu[phase].as_secs_f64() / total.as_secs_f64())
        }
    };

    report.timings.push(("Verifier", share(0)));
    let mut input_errors = Vec::new();
    for run in &mut runs {
        if let Err(errors) = &mut run.input {
            input_errors.append(errors);
        }
    }
    if !input_errors.is_empty() {
        input_errors.sort_by_key(|e| e.loc.offset());
        return Err(input_errors);
    }

    // The first pass that failed in any part, and the lowest rank of its
    // failures.
    let failed = runs
        .iter()
        .filter_map(|run| {
            // A part without a failure may have run no pass.
            let rank = run.failure.as_ref()?.rank();
            Some((run.passes.len() - 1, rank))
        })
        .min();
    let end = failed.map_or(passes.len(), |(k, _)| k + 1);
    for (k, entry) in passes[..end].iter().enumerate() {
        // A pass error stops the pass at the function that has it: the
        // parts after that one did not run it.
        let stopped_in = runs.iter().position(|run| {
            run.passes.len() == k + 1 && matches!(run.failure, Some(Failure::Pass(_)))
        });
        let ran = stopped_in.map_or(runs.len(), |part| part + 1);
        for run in &mut runs[..ran] {
            let pass = &mut run.passes[k];
            report.stats.merge(std::mem::take(&mut pass.stats));
            report.diagnostics.append(&mut pass.diagnostics);
            report.output.append(std::mem::take(&mut pass.output));
        }
        if stopped_in.is_none() {
            report.timings.push((entry.info.name, share(2 * k + 1)));
            if options.verify_each && entry.info.kind != PassKind::Printer {
                report.timings.push(("Verifier", share(2 * k + 2)));
            }
        }
    }
    let Some((k, rank)) = failed else {
        return Ok(());
    };
    let mut failures = runs
        .into_iter()
        .filter(|run| run.passes.len() == k + 1)
        .filter_map(|run| run.failure)
        .filter(|failure| failure.rank() == rank);
    let name = passes[k].info.name;
    let first = failures.next().expect("a part failed at pass k");
    let Failure::Invalid(mut errors) = first else {
        return Err(first.into_errors(name));
    };
    for failure in failures {
        if let Failure::Invalid(more) = failure {
            errors.extend(more);
        }
    }
    errors.sort_by_key(|e| e.loc.offset());
    Err(Failure::Invalid(errors).into_errors(name))
}

/// Verifies part `part` of a module whose functions are `symbols`, then
/// runs `passes` on it, each on every function with a body, checked as
/// the runner checks them, until one fails. Counters are collected if
/// `stats` collects.
fn run_part(
    ir: &mut Ir,
    part: usize,
    symbols: &SymbolTable,
    passes: &[PipelineEntry],
    options: &RunOptions,
    stats: &Statistics,
) -> PartRun {
    let start = Instant::now();
    let mut known = FunctionDominance::default();
    let input = verify_part(
        ir,
        part,
        symbols,
        (!passes.is_empty()).then_some(&mut known),
        None,
    );
    let mut run = PartRun {
        input,
        input_time: start.elapsed(),
        passes: Vec::new(),
        failure: None,
    };
    if run.input.is_err() {
        return run;
    }
    let mut analyses = AnalysisManager::default();
    for (func, dominance) in known {
        analyses.insert(func, dominance);
    }
    for entry in passes {
        let name = entry.info.name;
        let mut record = PassRun {
            stats: stats.like(),
            ..PassRun::default()
        };
        let start = Instant::now();
        let mut pass = entry.create();
        let mut cx = ModuleContext::new(
            name,
            &mut analyses,
            &mut record.stats,
            &mut record.diagnostics,
            &mut record.output,
        );
        let ran = run_on_each_function(pass.as_mut(), ir, &mut cx);
        let changed: FxHashSet<OpId> = cx.changed().iter().copied().collect();
        record.time = start.elapsed();
        let checked = match ran {
            Err(error) => Err(Failure::Pass(error)),
            Ok(()) if options.verify_each && entry.info.kind != PassKind::Printer => {
                let start = Instant::now();
                let checked = check_after(ir, name, &mut analyses, part, symbols, Some(&changed));
                record.verify_time = start.elapsed();
                checked
            }
            Ok(()) => Ok(()),
        };
        run.passes.push(record);
        if let Err(failure) = checked {
            run.failure = Some(failure);
            break;
        }
    }
    run
}
