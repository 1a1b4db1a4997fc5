//! `run_module` on a module parsed in parts (function passes on each part
//! on its own thread) gives what it gives on the module in one part: the
//! IR, remarks, counters, analysis output, the order of the timed phases,
//! and, when a pass fails in several parts, the failure the runner reports
//! on the whole module (a pass error, a wrong preservation claim,
//! verifier errors).

use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, OpId};
use ssa_ir::parser::parse_module_parts;
use ssa_ir::printer::{module_to_string, print_module_parts, PrintOptions};
use ssa_passes::manager::{
    run_module, Dominance, OptionlessPassDef, Pass, PassContext, PassKind, Preserved, RunOptions,
    RunReport, Statistics,
};
use ssa_passes::registry::PassRegistry;

/// The index `i` of a function named `@f{i}`.
fn index(cx: &PassContext<'_>) -> usize {
    cx.function_name()[1..]
        .parse()
        .expect("functions are named f<i>")
}

/// Remarks on and counts every function; fails on each function whose
/// index is 7 modulo 1000 (the first of them stops the pipeline).
#[derive(Default)]
struct FailSome;

impl OptionlessPassDef for FailSome {
    const NAME: &'static str = "fail-some";
    const SUMMARY: &'static str = "Fail on some functions";
    const KIND: PassKind = PassKind::Transform;
}

impl Pass for FailSome {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        cx.diagnostics
            .push(Diagnostic::remark(ir.op_loc(func), "fail-some was here"));
        cx.count("visited", 1);
        if index(cx) % 1000 == 7 {
            return Err(Diagnostic::error(ir.op_loc(func), "fail-some failed"));
        }
        Ok(Preserved::all())
    }
}

/// Moves the first op of the entry block of each function whose index is
/// 11 modulo 1000 before the terminator (a use before its definition),
/// and says it kept the CFG there and everything elsewhere (so that the
/// verifier checks the broken functions only).
#[derive(Default)]
struct BreakSome;

impl OptionlessPassDef for BreakSome {
    const NAME: &'static str = "break-some";
    const SUMMARY: &'static str = "Break some functions";
    const KIND: PassKind = PassKind::Transform;
}

impl Pass for BreakSome {
    fn run(
        &mut self,
        ir: &mut Ir,
        _: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        cx.count("visited", 1);
        if index(cx) % 1000 == 11 {
            let entry = ir.region_first_block(cx.body()).expect("a body");
            let first = ir.block_ops(entry).next().expect("an op");
            let terminator = ir.terminator(entry).expect("a terminator");
            ir.detach_op(first);
            ir.insert_op_before(terminator, first);
            return Ok(Preserved::cfg());
        }
        Ok(Preserved::all())
    }
}

/// Asks for the dominance of every function; in each function whose
/// index is 13 modulo 1000 it then adds a block, and says it kept the CFG.
#[derive(Default)]
struct LieSome;

impl OptionlessPassDef for LieSome {
    const NAME: &'static str = "lie-some";
    const SUMMARY: &'static str = "Break the CFG of some functions, saying it kept it";
    const KIND: PassKind = PassKind::Transform;
}

impl Pass for LieSome {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        cx.analyses.get::<Dominance>(ir, func);
        if index(cx) % 1000 == 13 {
            let entry = ir.region_first_block(cx.body()).expect("a body");
            let terminator = ir.terminator(entry).expect("a terminator");
            let moved = ir.create_block();
            ir.append_block(cx.body(), moved);
            ir.detach_op(terminator);
            ir.append_op(moved, terminator);
            let loc = ir.op_loc(terminator);
            let code = ssa_ir::dialect::lookup("cf.br").expect("cf.br is registered");
            let br = ir.create_op(
                ssa_ir::ir::OpSpec::new(code, &[], &[])
                    .successors(&[(moved, &[])])
                    .loc(loc),
            );
            ir.append_op(entry, br);
        }
        Ok(Preserved::cfg())
    }
}

/// A module of `n` functions `@f{i}`, each calling the next; every third
/// takes an `i64` too, so the parts meet their types in different orders
/// (their type tables differ).
fn module(n: usize) -> String {
    let wide = |i: usize| i.is_multiple_of(3);
    let params = |i: usize| {
        if wide(i) {
            "%x: i32, %n: i64, %m: memref<4xf64>"
        } else {
            "%x: i32, %m: memref<4xf64>"
        }
    };
    let mut text = String::from("module {\n");
    for i in 0..n {
        let next = (i + 1) % n;
        let (wide_arg, wide_ty, wide_const) = if wide(next) {
            (", %w", ", i64", "    %w = arith.constant 5 : i64\n")
        } else {
            ("", "", "")
        };
        text.push_str(&format!(
            "  func.func @f{i}({}) -> i32 {{\n    %c = arith.constant {i} : i32\n{wide_const}    %s = arith.addi %x, %c : i32\n    %r = func.call @f{next}(%s{wide_arg}, %m) : (i32{wide_ty}, memref<4xf64>) -> i32\n    return %r : i32\n  }}\n",
            params(i),
        ));
    }
    text.push_str("}\n");
    text
}

/// Everything `run_module` gave, but times: the IR or the errors, the
/// remarks, the counters, the analysis output, the timed phases.
fn run(text: &str, pipeline: &str, threads: usize) -> (String, usize) {
    let mut registry = PassRegistry::builtin();
    registry.register::<FailSome>();
    registry.register::<BreakSome>();
    registry.register::<LieSome>();
    let entries = match pipeline {
        "" => Vec::new(),
        _ => registry.parse_pipeline(pipeline).expect("a valid pipeline"),
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a pool");
    pool.install(|| {
        let module = parse_module_parts(text, 0).expect("valid input");
        let parts = module.parts.len();
        let options = RunOptions {
            verify_each: true,
            ..RunOptions::default()
        };
        let mut report = RunReport {
            stats: Statistics::default(),
            ..RunReport::default()
        };
        let result = run_module(module, &entries, &options, &mut report);
        let shown = |d: &Diagnostic| {
            format!(
                "{:?} {}: {}\n",
                d.loc.offset(),
                d.severity.as_str(),
                d.message
            )
        };
        let mut out = match result {
            Ok(module) => {
                // The parts, printed unjoined, read as the joined module.
                let mut unjoined = Vec::new();
                print_module_parts(&module, PrintOptions::default(), &mut unjoined)
                    .expect("writing to a Vec cannot fail");
                let joined = module_to_string(&module.join());
                assert_eq!(String::from_utf8_lossy(&unjoined), joined);
                joined
            }
            Err(errors) => errors.iter().map(shown).collect(),
        };
        out.extend(report.diagnostics.iter().map(shown));
        out.push_str(&report.stats.report());
        out.push_str(&report.output.to_string());
        for (name, _) in &report.timings {
            out.push_str(name);
            out.push('\n');
        }
        (out, parts)
    })
}

#[test]
fn parts_give_what_the_whole_module_gives() {
    let text = module(3000);
    for pipeline in [
        "",
        "dce",
        "mem2reg,dce,print-cfg",
        "dce,sccp,dce",
        "fail-some",
        "dce,fail-some,dce",
        "break-some,dce",
        "lie-some,dce",
        "fail-some,break-some",
        "break-some,lie-some",
        "lie-some,break-some",
    ] {
        let (whole, one_part) = run(&text, pipeline, 1);
        assert_eq!(one_part, 0, "one thread parses the module whole");
        let (parts, many) = run(&text, pipeline, 4);
        assert!(many > 2, "the module is parsed in parts");
        assert_eq!(whole, parts, "{pipeline}");
        let expected = match pipeline {
            "fail-some" | "dce,fail-some,dce" => "fail-some failed",
            "break-some,dce" | "break-some,lie-some" => "does not dominate",
            "lie-some,dce" | "lie-some,break-some" => "but the IR no longer matches it",
            _ => "",
        };
        assert!(whole.contains(expected), "{pipeline}:\n{whole}");
    }
    let (whole, _) = run(&text, "break-some", 1);
    assert_eq!(whole.matches("does not dominate").count(), 3, "{whole}");
}

/// The input's errors across parts: a call that does not match its
/// callee's signature (in another part), a function defined again (the
/// first definition in another part), a call of a function that is gone.
#[test]
fn errors_across_parts_are_the_whole_modules() {
    let text = module(3000)
        .replace(
            "%r = func.call @f1501(%s, %m) : (i32, memref<4xf64>)",
            "%r = func.call @f1501(%s, %s, %m) : (i32, i32, memref<4xf64>)",
        )
        .replace("func.func @f2900(", "func.func @f10(");
    let (whole, _) = run(&text, "dce", 1);
    let (parts, many) = run(&text, "dce", 4);
    assert!(many > 2);
    assert_eq!(whole, parts);
    for error in [
        "type of call does not match the signature of '@f1501'",
        "redefinition of symbol '@f10'",
        "'@f2900' does not reference a valid function",
    ] {
        assert!(whole.contains(error), "{error}:\n{whole}");
    }
}
