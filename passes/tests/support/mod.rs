//! Support shared by the integration tests of the passes.

use ssa_ir::ir::Ir;
use ssa_ir::parser::parse_module;
use ssa_ir::printer::module_to_string;
use ssa_ir::verifier::verify;
use ssa_passes::manager::{run_pipeline, RunOptions, RunReport};
use ssa_passes::registry::parse_pipeline;

/// Parses `input`, checks that it verifies, and runs `pipeline` on it,
/// verifying after every pass. Panics, showing the input and the IR as the
/// failing pass left it, if any of that fails.
pub fn run(input: &str, pipeline: &str) -> (Ir, RunReport) {
    let mut ir = parse_module(input, 0).unwrap_or_else(|d| panic!("{}\n{input}", d.message));
    verify(&ir).unwrap_or_else(|e| panic!("input does not verify: {e:?}\n{input}"));
    let entries = parse_pipeline(pipeline).expect("pipeline");
    let options = RunOptions {
        verify_each: true,
        ..RunOptions::default()
    };
    let mut report = RunReport::default();
    if let Err(errors) = run_pipeline(&mut ir, &entries, &options, &mut report) {
        let messages: Vec<&str> = errors.iter().map(|e| e.message.as_str()).collect();
        panic!(
            "{pipeline} failed: {messages:?}\n{input}\n{}",
            module_to_string(&ir)
        );
    }
    (ir, report)
}
