//! The pass manager: what a pass is ([`Pass`], its declaration [`PassDef`]
//! with typed options, the erased [`PassInfo`]), the typed analysis
//! manager, statistics, the printers' output, and the pipeline runner with its instrumentation
//! (verify after each pass, IR printing, `--print-changed` diffs, timing),
//! and a module run from the parser on, its function passes on each part
//! of the module in parallel.

mod analyses;
mod options;
mod output;
mod parts;
mod pass;
mod pipeline;
mod runner;
mod stats;

pub use analyses::{Analysis, AnalysisManager, Dominance, Preserved};
pub use options::{OptionKind, OptionValue, PassOption, PassOptions};
pub use output::Output;
pub use parts::run_module;
pub use pass::{
    functions_with_body, ModuleContext, OptionlessPassDef, Pass, PassContext, PassDef, PassInfo,
    PassKind, Scope,
};
pub(crate) use pipeline::parse_pipeline;
pub use pipeline::{did_you_mean, PipelineEntry, PipelineError};
pub use runner::{run_pipeline, run_pipeline_with, RunOptions, RunReport};
pub use stats::Statistics;
