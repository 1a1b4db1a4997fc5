//! `out-of-ssa` against `mem2reg`, both ways, on the seeds' worked examples
//! (test/Transforms/OutOfSSA/Inputs/seeds.mlir) and on the shared SSA
//! examples:
//! - `mem2reg,out-of-ssa`: after coalescing, no function needs more slots
//!   than it had before `mem2reg` promoted them;
//! - `out-of-ssa,mem2reg`: the slots are promoted again, and the program
//!   has no more block arguments than it started with.
//!
//! Both outputs verify (the pipeline verifies after every pass).

mod support;

use ssa_ir::ir::Ir;
use ssa_ir::parser::parse_module;
use support::run;

const SEEDS: &str = include_str!("../../test/Transforms/OutOfSSA/Inputs/seeds.mlir");
const SSA_EXAMPLES: [&str; 3] = [
    include_str!("../../test/Transforms/OutOfSSA/ssa-lost-copy.mlir"),
    include_str!("../../test/Transforms/OutOfSSA/ssa-swap.mlir"),
    include_str!("../../test/Transforms/OutOfSSA/ssa-critical-edge.mlir"),
];

/// Per function with a body: (name, rank-0 allocas, block arguments
/// outside the entry block).
fn census(ir: &Ir) -> Vec<(String, usize, usize)> {
    ir.functions()
        .filter_map(|f| Some((f, ir.func_body(f)?)))
        .map(|(f, body)| {
            let name = ir.func_attrs(f).expect("a function").name.to_string();
            let blocks: Vec<_> = ir.region_blocks(body).collect();
            let allocas = blocks
                .iter()
                .flat_map(|&b| ir.block_ops(b))
                .filter(|&op| ir.op_code(op).name == "memref.alloca")
                .count();
            let args = blocks.iter().skip(1).map(|&b| ir.block_args(b).len()).sum();
            (name, allocas, args)
        })
        .collect()
}

#[test]
fn mem2reg_then_out_of_ssa_needs_no_more_slots_than_the_input() {
    let input = parse_module(SEEDS, 0).unwrap_or_else(|d| panic!("{}", d.message));
    let (output, report) = run(SEEDS, "mem2reg,out-of-ssa");
    assert!(report.stats.total("out-of-ssa", "block arguments removed") > 0);
    for ((name, before, _), (_, after, args)) in census(&input).into_iter().zip(census(&output)) {
        assert!(
            after <= before,
            "@{name}: {after} slots after, {before} before"
        );
        assert_eq!(args, 0, "@{name}");
    }
}

#[test]
fn out_of_ssa_then_mem2reg_gives_the_arguments_back() {
    for text in SSA_EXAMPLES.iter().copied().chain([SEEDS]) {
        let (input, _) = run(text, "mem2reg");
        let (output, _) = run(text, "mem2reg,out-of-ssa,mem2reg");
        for ((name, _, before), (_, allocas, after)) in
            census(&input).into_iter().zip(census(&output))
        {
            assert!(
                after <= before,
                "@{name}: {after} block arguments, {before} before"
            );
            assert_eq!(allocas, 0, "@{name}: every slot promoted again");
        }
    }
}
