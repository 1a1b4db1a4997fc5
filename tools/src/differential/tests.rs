use super::*;
use ssa_ir::dialect::cf;
use ssa_ir::ir::{OpId, OpSpec};

fn parse(text: &str) -> Ir {
    let ir = parse_module(text, 0).expect("parses");
    verify(&ir).expect("verifies");
    ir
}

fn compare(before: &str, after: &str, vectors: u64) -> Result<Tally, Failure> {
    let source = SourceFile::new("<program>", before.to_string());
    let (b, a) = (parse(before), parse(after));
    compare_programs(&b, &a, (&source, &source), "main", 1, 0..vectors, 100_000)
}

const SIGN: &str = "func.func private @log(i32)
func.func @main(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %neg = arith.cmpi slt, %x, %c0 : i32
  cf.cond_br %neg, ^n, ^p
^n:
  func.call @log(%x) : (i32) -> ()
  return %c0 : i32
^p:
  return %c1 : i32
}
";

#[test]
fn equal_programs_agree_on_every_vector() {
    let tally = compare(SIGN, SIGN, 16).unwrap_or_else(|f| panic!("{}", f.after));
    assert_eq!(tally.runs, 16);
    assert_eq!(tally.compared, 16);
}

#[test]
fn a_different_result_is_a_divergence() {
    let wrong = SIGN.replace("%c1 = arith.constant 1", "%c1 = arith.constant 2");
    let failure = compare(SIGN, &wrong, 16).expect_err("diverges");
    assert_eq!(failure.kind, FailureKind::Diverged);
    // Vector 0 is all zeros: not negative, so the results differ there.
    assert_eq!(failure.vector, Some(0));
    assert!(
        failure.before.starts_with("returned 1 : i32"),
        "{}",
        failure.before
    );
    assert!(
        failure.after.starts_with("returned 2 : i32"),
        "{}",
        failure.after
    );
}

#[test]
fn a_different_external_call_is_a_divergence() {
    let wrong = SIGN.replace("func.call @log(%x)", "func.call @log(%c0)");
    let failure = compare(SIGN, &wrong, 16).expect_err("diverges");
    assert_eq!(failure.kind, FailureKind::Diverged);
    let args = failure.args.expect("arguments");
    assert!(args[0].as_int().unwrap().as_signed() < 0);
    assert!(failure.before.contains("call @log("), "{}", failure.before);
}

#[test]
fn undefined_originals_prove_nothing() {
    let divide = "func.func @main(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %q = arith.divsi %c7, %x : i32
  return %q : i32
}
";
    let anything = "func.func @main(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  return %c5 : i32
}
";
    // Vector 0 divides by zero: anything goes there. Other vectors differ.
    let tally = compare(divide, anything, 1).expect("no requirement on UB");
    assert_eq!((tally.runs, tally.undefined, tally.compared), (1, 1, 0));
    assert!(compare(divide, anything, 8).is_err());
    // The reverse is a mismatch: the transformed program introduced UB.
    let failure = compare(anything, divide, 1).expect_err("new UB");
    assert!(
        failure
            .after
            .contains("undefined behaviour: division by zero"),
        "{}",
        failure.after
    );
}

#[test]
fn failed_assertions_must_stay_the_same_failure() {
    let assert = |message: &str| {
        format!(
            "func.func @main(%x: i32) -> i32 {{
  %c0 = arith.constant 0 : i32
  %ok = arith.cmpi ne, %x, %c0 : i32
  cf.assert %ok, \"{message}\"
  return %x : i32
}}
"
        )
    };
    let tally = compare(&assert("zero"), &assert("zero"), 1).expect("same failure");
    assert_eq!(tally.compared, 1);
    assert!(compare(&assert("zero"), &assert("other"), 1).is_err());
}

#[test]
fn the_checker_runs_a_registered_pipeline() {
    let checker = Checker::new("dce", CheckConfig::default()).unwrap();
    let tally = checker.check(SIGN, 3).unwrap_or_else(|m| panic!("{m}"));
    assert_eq!(tally.runs, 4);
    assert!(Checker::new("no-such-pass", CheckConfig::default()).is_err());
    let broken = checker
        .check("func.func @main() {\n  cf.br ^nowhere\n}\n", 0)
        .unwrap_err();
    assert_eq!(broken.kind, FailureKind::InvalidProgram);
    assert!(broken.to_string().contains("<program>:2:"), "{broken}");
}

/// A deliberately wrong "pass": swaps the successors of every `cf.cond_br`.
fn swap_branches(ir: &Ir) -> Ir {
    let mut ir = ir.clone();
    let mut branches: Vec<OpId> = Vec::new();
    for f in ir.functions() {
        ir.walk_nested(f, |op| {
            if ir.op_code(op) == &cf::COND_BR {
                branches.push(op);
            }
        });
    }
    for op in branches {
        let cond = ir.operand(op, 0);
        let (t, f) = (ir.successor(op, 0), ir.successor(op, 1));
        let (targs, fargs) = (
            ir.successor_operands(op, 0).to_vec(),
            ir.successor_operands(op, 1).to_vec(),
        );
        let swapped = ir.create_op(
            OpSpec::new(&cf::COND_BR, &[cond], &[]).successors(&[(f, &fargs), (t, &targs)]),
        );
        ir.insert_op_before(op, swapped);
        ir.erase_op(op);
    }
    ir
}

#[test]
fn reduction_keeps_the_mismatch_and_drops_the_rest() {
    // Noise around one branch that decides the result.
    let text = "func.func private @ext(i32) -> i32
func.func @helper(%a: i32) -> i32 {
  %r = func.call @ext(%a) : (i32) -> i32
  return %r : i32
}
func.func @main(%x: i32) -> i32 {
  %m = memref.alloca() : memref<i32>
  %c3 = arith.constant 3 : i32
  %c9 = arith.constant 9 : i32
  %a = arith.muli %x, %c3 : i32
  %b = arith.addi %a, %c9 : i32
  memref.store %b, %m[] : memref<i32>
  %h = func.call @helper(%b) : (i32) -> i32
  %l = memref.load %m[] : memref<i32>
  %s = arith.subi %l, %h : i32
  %big = arith.cmpi sgt, %x, %c3 : i32
  cf.br ^mid(%s : i32)
^mid(%v: i32):
  %w = arith.xori %v, %c9 : i32
  cf.cond_br %big, ^yes(%w : i32), ^no
^yes(%y: i32):
  return %y : i32
^no:
  return %c9 : i32
}
";
    let ir = parse(text);
    let source = SourceFile::new("<program>", text.to_string());
    let diverges = |candidate: &Ir| {
        let swapped = swap_branches(candidate);
        compare_programs(
            candidate,
            &swapped,
            (&source, &source),
            "main",
            1,
            0..1,
            100_000,
        )
        .is_err()
    };
    assert!(diverges(&ir));
    let reduced = reduce::reduce(&ir, "main", 1000, diverges);
    assert!(diverges(&reduced));
    let printed = module_to_string(&reduced);
    let (before, after) = (reduce::size(&ir), reduce::size(&reduced));
    assert!(after <= 7, "{before} -> {after} ops:\n{printed}");
    assert!(
        !printed.contains("@helper") && !printed.contains("memref"),
        "{printed}"
    );
    assert!(printed.contains("cf.cond_br"), "{printed}");
}

#[test]
fn block_arguments_are_counted_outside_entry_blocks() {
    let ir = parse(
        "func.func @main(%a: i32) -> i32 {
  cf.br ^b(%a, %a : i32, i32)
^b(%x: i32, %y: i32):
  return %x : i32
}
",
    );
    assert_eq!(block_arguments(&ir), 2);
}
