//! A function op of a user's dialect ([`Traits::FUNCTION`]) is parsed,
//! verified, named, printed, run over by function and module passes and
//! interpreted like `func.func`: nothing outside the dialects tests for
//! `func.func` by name. Each pipeline's output on the program written with
//! `toyfn.func` is its output on the `func.func` program, renamed.

use ssa_ir::dialect::builtin::{parse_by_driver, print_by_driver};
use ssa_ir::dialect::func::verify_function;
use ssa_ir::dialect::{register, Dialect, Interfaces, OpDef, Traits};
use ssa_ir::interp::Interpreter;
use ssa_ir::parser::parse_module;
use ssa_ir::printer::module_to_string;
use ssa_ir::semantics::{IntValue, Scalar};
use ssa_ir::verifier::verify;
use ssa_passes::manager::{run_pipeline, RunOptions, RunReport};
use ssa_passes::registry::PassRegistry;

/// `toyfn.func @f(...) -> ... { ... }`: a function in the function syntax.
static FUNC: OpDef = OpDef {
    name: "toyfn.func",
    traits: Traits::ISOLATED_FROM_ABOVE
        .with(Traits::FUNCTION)
        .with(Traits::ALLOCATION_SCOPE),
    parse: parse_by_driver,
    print: print_by_driver,
    verify: verify_function,
    eval: None,
    interfaces: Interfaces::NONE,
};

static TOYFN: Dialect = Dialect {
    name: "toyfn",
    ops: &[&FUNC],
};

/// A slot stored on both sides of a branch (mem2reg makes a block
/// argument, out-of-ssa a slot again), a call (sccp propagates through
/// it), a constant condition (sccp and simplify-cfg fold it) and a common
/// subexpression (cse, gvn).
const PROGRAM: &str = "func.func private @double(%x: i32) -> i32 {
  %d = arith.addi %x, %x : i32
  return %d : i32
}
func.func @main(%a: i32) -> i32 {
  %slot = memref.alloca() : memref<i32>
  %c3 = arith.constant 3 : i32
  %t = arith.constant true
  %n = call @double(%c3) : (i32) -> i32
  %same = arith.addi %a, %n : i32
  %again = arith.addi %a, %n : i32
  cf.cond_br %t, ^yes, ^no
^yes:
  memref.store %same, %slot[] : memref<i32>
  cf.br ^join
^no:
  memref.store %again, %slot[] : memref<i32>
  cf.br ^join
^join:
  %r = memref.load %slot[] : memref<i32>
  return %r : i32
}
";

fn run(text: &str, pipeline: &str) -> String {
    let mut ir = parse_module(text, 0).expect("parses");
    verify(&ir).expect("verifies");
    let entries = PassRegistry::builtin()
        .parse_pipeline(pipeline)
        .expect("a valid pipeline");
    run_pipeline(
        &mut ir,
        &entries,
        &RunOptions::default(),
        &mut RunReport::default(),
    )
    .expect("runs");
    module_to_string(&ir)
}

#[test]
fn a_user_function_op_is_handled_like_func_func() {
    register(&TOYFN).expect("registers");
    let toy = PROGRAM.replace("func.func", "toyfn.func");
    for pipeline in [
        "mem2reg",
        "mem2reg,out-of-ssa",
        "mem2reg,sccp",
        "sccp{interprocedural=false}",
        "mem2reg,gvn,dce",
        "cse,simplify-cfg,adce",
    ] {
        let expected = run(PROGRAM, pipeline);
        assert_ne!(
            expected,
            module_to_string(&parse_module(PROGRAM, 0).unwrap())
        );
        assert_eq!(
            run(&toy, pipeline),
            expected.replace("func.func", "toyfn.func"),
            "{pipeline}"
        );
    }
    let ir = parse_module(&toy, 0).expect("parses");
    assert_eq!(ir.functions().count(), 2);
    let seven = Scalar::Int(IntValue::from_u64(7, 32));
    let run = Interpreter::new(&ir)
        .run("main", &[seven], 1000)
        .expect("runs");
    assert_eq!(run.results, [Scalar::Int(IntValue::from_u64(13, 32))]);
}

#[test]
fn a_function_op_is_at_module_level_only() {
    register(&TOYFN).expect("registers");
    let nested = "func.func @f() {\n  toyfn.func @g() {\n    return\n  }\n  return\n}\n";
    let Err(error) = parse_module(nested, 0) else {
        panic!("a nested function parses");
    };
    assert!(error
        .message
        .contains("'toyfn.func' must be at module level"));
}
