//! The pass manager: the `Pass` trait, the per-function analysis cache,
//! statistics, and the pipeline runner with its instrumentation (verify
//! after each pass, IR printing, `--print-changed` diffs, timing).

mod analyses;
mod pipeline;
mod runner;
mod stats;

pub use analyses::{AnalysisCache, Dominance, Preserved};
pub use pipeline::{did_you_mean, parse_pipeline, PassOptions, PipelineEntry, PipelineError};
pub use runner::{run_pipeline, run_pipeline_with, RunOptions, RunReport};
pub use stats::Statistics;

use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, OpId, RegionId};

/// A function-level pass.
pub trait Pass {
    /// Transforms (or inspects) one function that has a body. Returns what
    /// it kept valid; an `Err` stops the pipeline (the IR must then be
    /// unchanged: passes decide before they rewrite).
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic>;
}

/// What a pass may use while it runs on a function.
pub struct PassContext<'a> {
    /// Analyses of the function, computed on first request.
    pub analyses: &'a mut AnalysisCache,
    /// Counters reported by `--stats`.
    pub stats: &'a mut Statistics,
    /// Remarks and warnings the pass emits (the driver prints them).
    pub diagnostics: &'a mut Vec<Diagnostic>,
    /// Where analysis printers write.
    pub output: &'a mut String,
    pass: &'static str,
    function: String,
    body: RegionId,
}

impl<'a> PassContext<'a> {
    /// A context for running `pass` on the function named `function`,
    /// whose body is `body`.
    pub fn new(
        pass: &'static str,
        function: String,
        body: RegionId,
        analyses: &'a mut AnalysisCache,
        stats: &'a mut Statistics,
        diagnostics: &'a mut Vec<Diagnostic>,
        output: &'a mut String,
    ) -> Self {
        PassContext {
            analyses,
            stats,
            diagnostics,
            output,
            pass,
            function,
            body,
        }
    }

    /// Adds `n` to the counter `name` of this pass for this function.
    pub fn count(&mut self, name: &'static str, n: u64) {
        self.stats.add(self.pass, &self.function, name, n);
    }

    /// The body of the function being processed: passes run only on
    /// functions that have one.
    pub fn body(&self) -> RegionId {
        self.body
    }

    /// The name of the function being processed.
    pub fn function_name(&self) -> &str {
        &self.function
    }
}
