//! The `my-opt` example's `toy` dialect (`tools/examples/my-opt/toy.rs`),
//! an op defined outside the core crate: registered, it goes through the
//! parser, printer, verifier, passes (`ssa-opt`'s own driver) and the
//! interpreter. Golden checks on `ssa_tools::opt::opt_main`'s output, as the lit
//! suite does on the binary's; CI also runs the example binary itself.

#[path = "../examples/my-opt/toy.rs"]
mod toy;

use ssa_ir::interp::Interpreter;
use ssa_ir::semantics::{IntValue, Scalar};
use ssa_passes::registry::PassRegistry;
use std::path::PathBuf;

const INPUT: &str = "\
func.func @f(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %s = toy.square %c7 : i32
  %t = toy.square %x : i32
  %u = toy.square %x : i32
  %dead = toy.square %t : i32
  %a = arith.addi %s, %t : i32
  %r = arith.addi %a, %u : i32
  return %r : i32
}
";

fn register() {
    ssa_ir::dialect::register(&toy::TOY).expect("toy registers");
}

/// Runs `ssa-opt` (with the toy dialect registered) on `input` with
/// `flags`: its exit status, and what it wrote to `-o`.
fn opt(name: &str, input: &str, flags: &[&str]) -> (i32, Option<String>) {
    register();
    let dir = std::env::temp_dir().join(format!("my-opt-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (input_path, output_path): (PathBuf, PathBuf) = (dir.join("in.mlir"), dir.join("out.mlir"));
    std::fs::write(&input_path, input).unwrap();
    let _ = std::fs::remove_file(&output_path);
    let mut args = vec!["my-opt".to_string()];
    args.extend(flags.iter().map(|f| f.to_string()));
    args.push(input_path.display().to_string());
    args.extend(["-o".to_string(), output_path.display().to_string()]);
    let status = ssa_tools::opt::opt_main("my-opt", args, &PassRegistry::builtin());
    let output = std::fs::read_to_string(&output_path).ok();
    std::fs::remove_dir_all(&dir).unwrap();
    (status, output)
}

#[test]
fn parses_verifies_and_prints_in_custom_form() {
    let (status, out) = opt("print", INPUT, &[]);
    assert_eq!(status, 0);
    let out = out.unwrap();
    assert!(out.contains("    %s = toy.square %c7 : i32\n"), "{out}");
    assert!(out.contains("    %dead = toy.square %t : i32\n"), "{out}");
}

#[test]
fn sccp_folds_the_square_of_a_constant() {
    let (status, out) = opt("sccp", INPUT, &["-sccp"]);
    assert_eq!(status, 0);
    let out = out.unwrap();
    assert!(out.contains("    %s = arith.constant 49 : i32\n"), "{out}");
    assert!(out.contains("    %t = toy.square %x : i32\n"), "{out}");
}

#[test]
fn pure_passes_number_and_remove_it() {
    let (status, out) = opt("cse-dce", INPUT, &["-cse", "-dce"]);
    assert_eq!(status, 0);
    let out = out.unwrap();
    assert_eq!(out.matches("toy.square %x").count(), 1, "{out}");
    assert!(!out.contains("%dead"), "{out}");
}

#[test]
fn verifier_rejects_a_float_square() {
    let input =
        "func.func @g(%x: f32) -> f32 {\n  %r = toy.square %x : f32\n  return %r : f32\n}\n";
    let (status, out) = opt("verify", input, &[]);
    assert_eq!(status, 1);
    assert_eq!(out, None, "nothing is written to -o");
}

#[test]
fn interpreter_squares_wrapping() {
    register();
    let ir = ssa_ir::parser::parse_module(INPUT, 0).expect("parses");
    ssa_ir::verifier::verify(&ir).expect("verifies");
    let run = |x: i64| {
        let arg = Scalar::Int(IntValue::from_i64(x, 32));
        let execution = Interpreter::new(&ir).run("f", &[arg], 1000).expect("runs");
        match &execution.results[..] {
            [Scalar::Int(r)] => r.as_signed(),
            ref other => panic!("{other:?}"),
        }
    };
    // 49 + x*x + x*x, in i32.
    assert_eq!(run(3), 49 + 18);
    assert_eq!(run(65536), 49, "65536² wraps to 0 in i32");
}
