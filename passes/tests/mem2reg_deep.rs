//! mem2reg on a function a million blocks deep, in every algorithm, on the
//! default 2 MiB test-thread stack: renaming walks a dominator tree a
//! million deep, Braun et al.'s lookup climbs a million predecessors
//! (creating a phi at each, which trivial-phi removal then folds one by
//! one), and Aycock-Horspool starts from a million arguments. Nothing may
//! recurse with the input.

use ssa_ir::parser::parse_module;
use ssa_ir::printer::module_to_string;
use ssa_ir::verifier::verify;
use ssa_passes::manager::{run_pipeline, RunOptions, RunReport};
use ssa_passes::registry::parse_pipeline;
use std::fmt::Write;

#[test]
fn million_join_chain() {
    const BLOCKS: usize = 1_000_000;
    let mut text = String::with_capacity(BLOCKS * 40);
    text.push_str("func.func @chain(%p: i1, %v: i32) -> i32 {\n");
    text.push_str("  %x = memref.alloca() : memref<i32>\n");
    text.push_str("  memref.store %v, %x[] : memref<i32>\n  cf.br ^b1\n");
    // Every block is entered twice from its predecessor, so each is a join.
    for i in 1..BLOCKS {
        let _ = writeln!(text, "^b{i}:\n  cf.cond_br %p, ^b{0}, ^b{0}", i + 1);
    }
    let _ = writeln!(
        text,
        "^b{BLOCKS}:\n  %r = memref.load %x[] : memref<i32>\n  return %r : i32\n}}"
    );
    let parsed = parse_module(&text, 0).expect("parses");
    verify(&parsed).expect("verifies");
    for (pipeline, args) in [
        ("mem2reg", 0),
        ("mem2reg{algorithm=braun}", 0),
        ("mem2reg{algorithm=aycock-horspool}", 0),
        ("mem2reg{flavor=maximal}", BLOCKS - 1),
    ] {
        let mut ir = parsed.clone();
        let mut report = RunReport::default();
        let options = RunOptions {
            verify_each: true,
            ..RunOptions::default()
        };
        run_pipeline(
            &mut ir,
            &parse_pipeline(pipeline).unwrap(),
            &options,
            &mut report,
        )
        .unwrap_or_else(|e| panic!("{pipeline}: {:?}", e[0].message));
        let inserted = report.stats.total("mem2reg", "block arguments inserted");
        assert_eq!(inserted, args as u64, "{pipeline}");
        if args == 0 {
            let printed = module_to_string(&ir);
            assert!(printed.contains("return %v : i32"), "{pipeline}");
            assert!(!printed.contains("memref."), "{pipeline}");
        }
    }
}
