//! The pass manager's public API as a project outside the crate uses it:
//! passes registered beside the built-in ones, pipelines built in code
//! with typed options, and the check that catches a pass claiming to
//! preserve an analysis it broke (LLVM's `-verify-analysis-invalidation`).

use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, OpId};
use ssa_ir::parser::parse_module;
use ssa_ir::printer::module_to_string;
use ssa_passes::manager::{
    run_pipeline, Dominance, Pass, PassContext, PassDef, PassKind, PipelineEntry, Preserved,
    RunOptions, RunReport,
};
use ssa_passes::mem2reg::cytron::Flavor;
use ssa_passes::mem2reg::{Mem2Reg, Mem2RegOptions};
use ssa_passes::registry::PassRegistry;

ssa_passes::pass_options! {
    /// Options of `erase-unreachable`.
    pub struct EraseOptions {
        /// claim that the CFG is unchanged
        lie("lie"): bool = false,
    }
}

/// Erases the blocks unreachable from the entry; with `lie=true` it says
/// it kept the CFG (and so the dominance it asked for) anyway.
struct EraseUnreachable {
    lie: bool,
}

impl PassDef for EraseUnreachable {
    const NAME: &'static str = "erase-unreachable";
    const SUMMARY: &'static str = "Erase unreachable blocks";
    const KIND: PassKind = PassKind::Transform;
    type Options = EraseOptions;
    fn new(options: &EraseOptions) -> EraseUnreachable {
        EraseUnreachable { lie: options.lie }
    }
}

impl Pass for EraseUnreachable {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let dominance = cx.analyses.get::<Dominance>(ir, func);
        let dead: Vec<_> = dominance
            .cfg
            .blocks()
            .iter()
            .copied()
            .filter(|&b| !dominance.domtree.is_reachable(dominance.cfg.node(b)))
            .collect();
        ir.erase_blocks(&dead);
        Ok(if dead.is_empty() || self.lie {
            Preserved::cfg()
        } else {
            Preserved::none()
        })
    }
}

const DEAD_BLOCK: &str =
    "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n^dead:\n  return %a : i32\n}\n";

fn run(registry: &PassRegistry, pipeline: &str, text: &str) -> Result<String, Vec<Diagnostic>> {
    let entries = registry.parse_pipeline(pipeline).expect("a valid pipeline");
    let mut ir = parse_module(text, 0).expect("valid input");
    let options = RunOptions {
        verify_each: true,
        ..RunOptions::default()
    };
    run_pipeline(&mut ir, &entries, &options, &mut RunReport::default())?;
    Ok(module_to_string(&ir))
}

fn registry() -> PassRegistry {
    let mut registry = PassRegistry::builtin();
    registry.register::<EraseUnreachable>();
    registry
}

#[test]
fn a_registered_pass_is_in_pipelines_and_the_listing() {
    let unknown = PassRegistry::builtin()
        .parse_pipeline("dce,erase-unreachable")
        .unwrap_err();
    assert_eq!(unknown.offset, 4);
    assert!(unknown
        .message
        .starts_with("unknown pass 'erase-unreachable'"));
    let registry = registry();
    let entries = registry
        .parse_pipeline("dce,erase-unreachable{lie=true}")
        .unwrap();
    assert_eq!(entries[1].info.name, "erase-unreachable");
    let typo = registry
        .parse_pipeline("erase-unreachable{lies=true}")
        .unwrap_err();
    assert_eq!(
        typo.message,
        "pass 'erase-unreachable' has no option 'lies'; did you mean 'lie'?"
    );
    assert!(registry.describe().ends_with(
        "  -erase-unreachable            Erase unreachable blocks\n      \
         lie=true|false  (default false)  claim that the CFG is unchanged\n"
    ));
}

#[test]
fn a_pass_that_claims_too_much_fails_with_its_name() {
    let registry = registry();
    let honest = run(&registry, "erase-unreachable", DEAD_BLOCK).unwrap();
    assert!(!honest.contains("^dead"));
    let errors = run(&registry, "erase-unreachable{lie=true}", DEAD_BLOCK).unwrap_err();
    assert_eq!(
        errors[0].message,
        "pass 'erase-unreachable' said it preserved the dominance of @f, but the IR no longer matches it"
    );
    // Without verification the claim is taken on trust.
    let entries = registry
        .parse_pipeline("erase-unreachable{lie=true}")
        .unwrap();
    let mut ir = parse_module(DEAD_BLOCK, 0).unwrap();
    run_pipeline(
        &mut ir,
        &entries,
        &RunOptions::default(),
        &mut RunReport::default(),
    )
    .unwrap();
}

#[test]
fn pipelines_built_in_code_take_typed_options() {
    let text = include_str!("../../test/Parser/examples/seed-count-loop.mlir");
    let run_entries = |entries: &[PipelineEntry]| {
        let mut ir = parse_module(text, 0).unwrap();
        let options = RunOptions {
            verify_each: true,
            ..RunOptions::default()
        };
        run_pipeline(&mut ir, entries, &options, &mut RunReport::default()).unwrap();
        module_to_string(&ir)
    };
    let minimal = Mem2RegOptions {
        flavor: Flavor::Minimal,
        ..Default::default()
    };
    let built = run_entries(&[PipelineEntry::new::<Mem2Reg>(minimal)]);
    let parsed =
        run_entries(&ssa_passes::registry::parse_pipeline("mem2reg{flavor=minimal}").unwrap());
    assert_eq!(built, parsed);
    let pruned = run_entries(&[PipelineEntry::new::<Mem2Reg>(Mem2RegOptions::default())]);
    assert_ne!(built, pruned, "the option reached the pass");
}

ssa_passes::pass_options! {
    /// Options of `tamper`.
    pub struct TamperOptions {
        /// claim that every analysis of @g is kept
        claim_all("claim-all"): bool = false,
    }
}

/// Erases the terminator of @g (invalid IR), saying it kept everything
/// there with `claim-all=true`; says it changed every other function,
/// which it leaves as they were.
struct Tamper {
    claim_all: bool,
}

impl PassDef for Tamper {
    const NAME: &'static str = "tamper";
    const SUMMARY: &'static str = "Break @g";
    const KIND: PassKind = PassKind::Transform;
    type Options = TamperOptions;
    fn new(options: &TamperOptions) -> Tamper {
        Tamper {
            claim_all: options.claim_all,
        }
    }
}

impl Pass for Tamper {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        _: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        if ir.func_attrs(func).map(|a| a.name.as_str()) != Some("g") {
            return Ok(Preserved::none());
        }
        let entry = ir
            .region_first_block(ir.func_body(func).expect("a body"))
            .expect("an entry block");
        let terminator = ir.terminator(entry).expect("a terminator");
        ir.erase_op(terminator);
        Ok(if self.claim_all {
            Preserved::all()
        } else {
            Preserved::none()
        })
    }
}

/// As MLIR's pass manager, the verifier after a function pass checks the
/// functions the pass changed (did not keep everything) and takes the
/// others as they were verified before.
#[test]
fn the_verifier_after_a_function_pass_checks_what_it_changed() {
    let mut registry = PassRegistry::builtin();
    registry.register::<Tamper>();
    let text = "func.func @f() {\n  return\n}\nfunc.func @g() {\n  return\n}\n";
    let errors = run(&registry, "tamper", text).unwrap_err();
    assert_eq!(errors[0].message, "pass 'tamper' produced invalid IR");
    assert!(errors[1].message.contains("empty block"), "{errors:?}");
    // Trusted: @g is not verified again, @f is.
    let printed = run(&registry, "tamper{claim-all=true}", text).unwrap();
    assert!(printed.contains("func.func @g() {\n  }"), "{printed}");
}
