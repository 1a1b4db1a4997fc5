//! What the fuzz targets share: reading bytes as the tools do, the
//! round-trip check of the printer, running a pipeline checked by execution
//! (`ssa_tools::differential`, as `ssa-smith --check` does), and the
//! interpreter with bounded fuel. A failed check panics, which libFuzzer
//! reports as a crash with its input.

pub mod structured;

use ssa_ir::diagnostic::SourceFile;
use ssa_ir::interp::{Interpreter, RunConfig};
use ssa_ir::ir::Ir;
use ssa_ir::parser::parse_module;
use ssa_ir::printer::module_to_string;
use ssa_ir::verifier::verify;
use ssa_passes::manager::PassKind;
use ssa_passes::registry::PASSES;
use ssa_tools::differential::{argument_vector, CheckConfig, Checker, FailureKind};

/// The long pipeline of issue #14, ending in a second `mem2reg` so that
/// `out-of-ssa`'s copies are promoted again.
pub const LONG_PIPELINE: &str =
    "mem2reg,sccp,adce,simplify-cfg,dce,split-critical-edges,out-of-ssa,mem2reg";

/// Fuel for each interpreted run: programs that loop prove nothing past it.
const FUEL: u64 = 20_000;

/// Reads `data` as `ssa-opt` reads a file and parses it.
pub fn parse(data: &[u8]) -> Option<(SourceFile, Ir)> {
    let source = SourceFile::from_bytes("<fuzz>", data.to_vec()).ok()?;
    let ir = parse_module(source.text(), 0).ok()?;
    Some((source, ir))
}

/// [`parse`], keeping only modules that verify.
pub fn verified(data: &[u8]) -> Option<(SourceFile, Ir)> {
    parse(data).filter(|(_, ir)| verify(ir).is_ok())
}

/// Verifies `ir`; if it verifies, its printed form must parse, verify and
/// print back unchanged.
pub fn verify_print(ir: &Ir) {
    if verify(ir).is_err() {
        return;
    }
    let printed = module_to_string(ir);
    let again = parse_module(&printed, 0)
        .unwrap_or_else(|e| panic!("printed IR does not parse: {e:?}\n{printed}"));
    if let Err(errors) = verify(&again) {
        panic!("printed IR does not verify: {errors:?}\n{printed}");
    }
    assert_eq!(
        printed,
        module_to_string(&again),
        "printing is not a fixed point"
    );
}

/// The names of the registered transform passes (analysis printers only
/// print, and are run by [`check_pipeline`]'s pipeline too when named).
pub fn registered_passes() -> Vec<&'static str> {
    PASSES
        .iter()
        .filter(|p| p.kind == PassKind::Transform)
        .map(|p| p.name)
        .collect()
}

/// Runs `pipeline` on the verified module and compares it with the
/// original by execution on two argument vectors. A pass may reject a
/// program with an error; producing invalid IR or changing behaviour is a
/// bug. Without an entry to run, the pipeline still runs and must verify.
pub fn check_pipeline((source, ir): &(SourceFile, Ir), pipeline: &str) {
    let config = CheckConfig {
        arg_vectors: 2,
        fuel: FUEL,
        reduce: false,
        ..CheckConfig::default()
    };
    let checker = Checker::new(pipeline, config).expect("a valid pipeline");
    match checker.check_ir(ir, source, 0) {
        Ok(_) => {}
        Err(m) if matches!(m.kind, FailureKind::PassFailed) => {}
        Err(m) if matches!(m.kind, FailureKind::InvalidProgram) => {
            // No entry function: transform without comparing.
            let mut after = ir.clone();
            let entries = ssa_passes::registry::parse_pipeline(pipeline).expect("valid");
            let options = ssa_passes::manager::RunOptions {
                verify_each: true,
                ..Default::default()
            };
            let mut report = ssa_passes::manager::RunReport::default();
            if let Err(errors) =
                ssa_passes::manager::run_pipeline(&mut after, &entries, &options, &mut report)
            {
                let invalid = errors
                    .iter()
                    .any(|d| d.message.ends_with("produced invalid IR"));
                assert!(!invalid, "{pipeline} produced invalid IR: {errors:?}");
            }
        }
        Err(m) => panic!("{m}"),
    }
}

/// Runs every function with a body and scalar parameters on zero arguments,
/// with bounded fuel and memory: any outcome but a panic is fine.
pub fn interpret(ir: &Ir) {
    let interpreter = Interpreter::new(ir);
    let config = RunConfig {
        fuel: FUEL,
        max_memory: 1 << 16,
        max_call_depth: 1000,
        ..RunConfig::default()
    };
    for func in ir.functions() {
        let (Some(_), Some(attrs)) = (ir.func_body(func), ir.func_attrs(func)) else {
            continue;
        };
        let types: Option<Vec<_>> = attrs
            .inputs
            .iter()
            .map(|&t| ir.types.scalar_type(t))
            .collect();
        let Some(types) = types else {
            continue;
        };
        let _ = interpreter.run_with(&attrs.name, &argument_vector(&types, 0, 0), &config);
    }
}
