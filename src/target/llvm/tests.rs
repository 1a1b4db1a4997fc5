//! The lowering checked against the interpreter op by op, on the edge
//! values of every width and format (the generated programs of the
//! differential tests have no floats and few edge values), and the
//! lowering's own cases: split edges, switches, several results, ranked
//! memrefs, external calls, assertions, fuel, errors.

use super::{lower, run_jit, translate_to_text, Options, Purpose};
use crate::interp::{CallArg, ErrorKind, Interpreter};
use crate::parser::parse_module;
use crate::semantics::{
    CastOp, CmpFPredicate, CmpIPredicate, FloatBinOp, FloatFormat, FloatValue, IntBinOp, IntValue,
    RoundingMode, Scalar,
};
use crate::verifier::verify;
use inkwell::context::Context;

const FUEL: u64 = 1_000_000;

fn parse(text: &str) -> crate::ir::Ir {
    let ir = parse_module(text, 0).unwrap_or_else(|d| panic!("{text}: {d:?}"));
    verify(&ir).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    ir
}

/// Runs `@f` of `text` on each argument vector the interpreter finishes,
/// natively too (never the others: a native division by zero traps); the
/// results must be the same (floats bit for bit). Returns how many runs
/// were compared.
fn compare(text: &str, arg_vectors: &[Vec<Scalar>]) -> usize {
    let ir = parse(text);
    let interpreter = Interpreter::new(&ir);
    let finished: Vec<(Vec<Scalar>, _)> = arg_vectors
        .iter()
        .filter_map(|args| Some((args.clone(), interpreter.run("f", args, FUEL).ok()?)))
        .collect();
    let defined: Vec<Vec<Scalar>> = finished.iter().map(|(args, _)| args.clone()).collect();
    let native = run_jit(&ir, "f", &defined, FUEL).unwrap_or_else(|e| panic!("{text}: {e:?}"));
    let mut compared = 0;
    for ((args, expected), native) in finished.into_iter().zip(native) {
        let got = native
            .outcome
            .unwrap_or_else(|e| panic!("{text} on {args:?}: {e:?}"));
        assert_eq!(got, expected.results, "{text} on {args:?}");
        assert_eq!(native.trace, expected.trace, "{text} on {args:?}");
        compared += 1;
    }
    compared
}

fn int(value: i64, width: u32) -> Scalar {
    IntValue::from_i64(value, width).into()
}

/// Edge values of an integer width, and small shift amounts around it.
fn int_values(width: u32) -> Vec<Scalar> {
    let min = IntValue::signed_min(width).as_signed();
    let max = IntValue::signed_min(width).as_unsigned().wrapping_sub(1) as i64;
    let w = i64::from(width);
    [
        0,
        1,
        2,
        3,
        -1,
        -2,
        -3,
        7,
        min,
        max,
        min + 1,
        w - 1,
        w,
        w + 1,
        0x5a5a_5a5a_5a5a_5a5a,
    ]
    .into_iter()
    .map(|v| int(v, width))
    .collect()
}

fn pairs(values: &[Scalar]) -> Vec<Vec<Scalar>> {
    values
        .iter()
        .flat_map(|a| values.iter().map(move |b| vec![a.clone(), b.clone()]))
        .collect()
}

const WIDTHS: [u32; 6] = [1, 8, 13, 32, 33, 64];

#[test]
fn integer_ops_match_the_interpreter() {
    let mut compared = 0;
    for width in WIDTHS {
        let args = pairs(&int_values(width));
        for op in IntBinOp::ALL {
            let text = format!(
                "func.func @f(%a: i{width}, %b: i{width}) -> i{width} {{\n  %r = arith.{} %a, %b : i{width}\n  return %r : i{width}\n}}\n",
                op.name()
            );
            compared += compare(&text, &args);
        }
        for pred in CmpIPredicate::ALL {
            let text = format!(
                "func.func @f(%a: i{width}, %b: i{width}) -> i1 {{\n  %r = arith.cmpi {}, %a, %b : i{width}\n  return %r : i1\n}}\n",
                pred.name()
            );
            compared += compare(&text, &args);
        }
    }
    // Most pairs are defined (shifts by >= the width and divisions by zero
    // are not compared).
    assert!(compared > 6 * 27 * 150, "{compared}");
}

/// Zeros, infinities, extremes, subnormals, quiet and signaling NaNs with
/// payloads and both signs.
fn float_values(is_f32: bool) -> Vec<Scalar> {
    if is_f32 {
        [
            0x0000_0000u32,
            0x8000_0000,
            0x3F80_0000,
            0xBF80_0000,
            0x3FC0_0000,
            0x4040_0000,
            0x7F80_0000,
            0xFF80_0000,
            0x7FC0_0000,
            0xFFC0_0000,
            0x7FC0_1234,
            0x7F80_0001,
            0xFFA0_0005,
            0x0000_0001,
            0x7F7F_FFFF,
        ]
        .into_iter()
        .map(|b| FloatValue::F32(f32::from_bits(b)).into())
        .collect()
    } else {
        [
            0x0u64,
            0x8000_0000_0000_0000,
            0x3FF0_0000_0000_0000,
            0xBFF0_0000_0000_0000,
            0x3FF8_0000_0000_0000,
            0x4008_0000_0000_0000,
            0x7FF0_0000_0000_0000,
            0xFFF0_0000_0000_0000,
            0x7FF8_0000_0000_0000,
            0xFFF8_0000_0000_0000,
            0x7FF8_0000_0000_1234,
            0x7FF0_0000_0000_0001,
            0xFFF4_0000_0000_0005,
            0x1,
            0x7FEF_FFFF_FFFF_FFFF,
        ]
        .into_iter()
        .map(|b| FloatValue::F64(f64::from_bits(b)).into())
        .collect()
    }
}

#[test]
fn float_ops_match_the_interpreter_bit_for_bit() {
    let mut compared = 0;
    for (ty, is_f32) in [("f32", true), ("f64", false)] {
        let args = pairs(&float_values(is_f32));
        for op in FloatBinOp::ALL {
            let text = format!(
                "func.func @f(%a: {ty}, %b: {ty}) -> {ty} {{\n  %r = arith.{} %a, %b : {ty}\n  return %r : {ty}\n}}\n",
                op.name()
            );
            compared += compare(&text, &args);
        }
        for pred in CmpFPredicate::ALL {
            let text = format!(
                "func.func @f(%a: {ty}, %b: {ty}) -> i1 {{\n  %r = arith.cmpf {}, %a, %b : {ty}\n  return %r : i1\n}}\n",
                pred.name()
            );
            compared += compare(&text, &args);
        }
        let negf = format!(
            "func.func @f(%a: {ty}) -> {ty} {{\n  %r = arith.negf %a : {ty}\n  return %r : {ty}\n}}\n"
        );
        let singles: Vec<Vec<Scalar>> = float_values(is_f32).into_iter().map(|v| vec![v]).collect();
        compared += compare(&negf, &singles);
    }
    assert_eq!(compared, 2 * (9 + 16) * 225 + 2 * 15);
}

#[test]
fn casts_match_the_interpreter() {
    let casts: &[(CastOp, &str, &str)] = &[
        (CastOp::ExtSI, "i1", "i32"),
        (CastOp::ExtSI, "i13", "i64"),
        (CastOp::ExtUI, "i1", "i8"),
        (CastOp::ExtUI, "i33", "i64"),
        (CastOp::TruncI, "i64", "i1"),
        (CastOp::TruncI, "i32", "i13"),
        (CastOp::IndexCast, "i32", "index"),
        (CastOp::IndexCast, "index", "i8"),
        (CastOp::IndexCast, "i64", "index"),
        (CastOp::SIToFP, "i1", "f32"),
        (CastOp::SIToFP, "i64", "f32"),
        (CastOp::SIToFP, "i33", "f64"),
        (CastOp::FPToSI, "f64", "i32"),
        (CastOp::FPToSI, "f32", "i1"),
        (CastOp::FPToSI, "f64", "i64"),
        (CastOp::Bitcast, "i32", "f32"),
        (CastOp::Bitcast, "f64", "i64"),
        (CastOp::UIToFP, "i1", "f32"),
        (CastOp::UIToFP, "i64", "f32"),
        (CastOp::UIToFP, "i33", "f64"),
        (CastOp::FPToUI, "f64", "i32"),
        (CastOp::FPToUI, "f32", "i1"),
        (CastOp::FPToUI, "f64", "i64"),
        (CastOp::IndexCastUI, "i32", "index"),
        (CastOp::IndexCastUI, "index", "i8"),
        (CastOp::ExtF, "f32", "f64"),
        (CastOp::TruncF, "f64", "f32"),
    ];
    let mut compared = 0;
    for &(op, from, to) in casts {
        let values = match from {
            "f32" => float_values(true),
            "f64" => float_values(false),
            "index" => int_values(64),
            _ => int_values(from[1..].parse().expect("a width")),
        };
        let mut values = values;
        if from.starts_with('f') {
            let is_f32 = from == "f32";
            for x in [
                2.5e9,
                -2.5e9,
                127.9,
                -128.0,
                1e19,
                -0.5,
                2147483647.0,
                -2147483649.0,
            ] {
                values.push(if is_f32 {
                    FloatValue::F32(x as f32).into()
                } else {
                    FloatValue::F64(x).into()
                });
            }
        }
        let args: Vec<Vec<Scalar>> = values.into_iter().map(|v| vec![v]).collect();
        let text = format!(
            "func.func @f(%a: {from}) -> {to} {{\n  %r = arith.{} %a : {from} to {to}\n  return %r : {to}\n}}\n",
            op.name()
        );
        compared += compare(&text, &args);
    }
    // All but the poison results (fptosi of NaN or out of range).
    assert!(compared > 200, "{compared}");
}

/// Values of `f64` (`f32` unless `from_f64`) around the values of the
/// format whose mantissa is `drop_bits` bits shorter: random narrow values
/// (both signs, every exponent) exact, just above, at the midpoint to the
/// next, just above it, and just below the next.
fn narrowing_values(from_f64: bool, drop_bits: u32) -> Vec<Scalar> {
    let mut rng = crate::rng::SplitMix64::new(18);
    let ulp = 1u64 << drop_bits;
    let mut values = Vec::new();
    for _ in 0..300 {
        let bits = rng.next_u64() & !(ulp - 1);
        for b in [
            bits,
            bits + 1,
            bits + ulp / 2,
            bits + ulp / 2 + 1,
            bits + ulp - 1,
        ] {
            values.push(if from_f64 {
                FloatValue::F64(f64::from_bits(b)).into()
            } else {
                FloatValue::F32(f32::from_bits(b as u32)).into()
            });
        }
    }
    values
}

#[test]
fn rounding_modes_match_the_interpreter_bit_for_bit() {
    // (from, to, the mantissa bits the narrowing drops at full precision).
    let cases = [("f64", "f32", 29), ("f64", "f16", 42), ("f32", "f16", 13)];
    let mut compared = 0;
    for (from, to, drop_bits) in cases {
        let values = narrowing_values(from == "f64", drop_bits);
        let args: Vec<Vec<Scalar>> = values.iter().map(|v| vec![v.clone()]).collect();
        for mode in RoundingMode::ALL {
            let text = format!(
                "func.func @f(%a: {from}) -> {to} {{\n  %r = arith.truncf %a {} : {from} to {to}\n  return %r : {to}\n}}\n",
                mode.name()
            );
            compared += compare(&text, &args);
        }
        // Scales of every exponent, zero, subnormal, infinite and NaN.
        let scales: Vec<Scalar> = [
            0x3C00u64, 0x4A00, 0x0001, 0x0000, 0x7C00, 0x7E01, 0xB800, 0x7BFF,
        ]
        .into_iter()
        .map(|b| FloatFormat::F16.from_bits(b.into()).into())
        .collect();
        let scaled: Vec<Vec<Scalar>> = values
            .iter()
            .zip(scales.iter().cycle())
            .map(|(v, s)| vec![v.clone(), s.clone()])
            .collect();
        let text = format!(
            "func.func @f(%a: {from}, %s: f16) -> ({to}, f64) {{\n  %r = arith.scaling_truncf %a, %s to_nearest_away : {from}, f16 to {to}\n  %e = arith.scaling_extf %r, %s : {to}, f16 to f64\n  return %r, %e : {to}, f64\n}}\n"
        );
        compared += compare(&text, &scaled);
    }
    assert_eq!(compared, 3 * 6 * 1500);
}

#[test]
fn select_and_constants_match_the_interpreter() {
    let text = "func.func @f(%c: i1, %a: i32) -> (i32, f32, f64, i1, index) {
  %k = arith.constant -7 : i32
  %s = arith.select %c, %a, %k : i32
  %nan = arith.constant 0x7FA00001 : f32
  %big = arith.constant 0xFFF0000000000001 : f64
  %t = arith.constant true
  %i = arith.constant -1 : index
  return %s, %nan, %big, %t, %i : i32, f32, f64, i1, index
}
";
    let args = [
        vec![Scalar::from_bool(true), int(5, 32)],
        vec![Scalar::from_bool(false), int(5, 32)],
    ];
    assert_eq!(compare(text, &args), 2);
}

#[test]
fn a_terminator_reaching_one_block_twice_splits_its_edges() {
    let text = "func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^join(%x : i32), ^join(%y : i32)
^join(%v: i32):
  return %v : i32
}
";
    let ir = parse(text);
    let out = translate_to_text(&ir, "t", Options::default()).expect("translates");
    assert!(out.contains("bb0.split.join"), "{out}");
    let args = [
        vec![Scalar::from_bool(true), int(1, 32), int(2, 32)],
        vec![Scalar::from_bool(false), int(1, 32), int(2, 32)],
    ];
    assert_eq!(compare(text, &args), 2);
    // The same operands twice need no split.
    let same = text.replace("^join(%y : i32)", "^join(%x : i32)");
    let out = translate_to_text(&parse(&same), "t", Options::default()).expect("translates");
    assert!(!out.contains("split"), "{out}");
}

#[test]
fn switches_take_the_first_case_of_a_value() {
    // 255 and -1 are one i8 value: the first case (^dup) wins, as in the
    // interpreter; LLVM wants each value once.
    let text = "func.func @f(%v: i8) -> i32 {
  cf.switch %v : i8, [
    default: ^other,
    1: ^one,
    255: ^dup,
    -1: ^minus(%v : i8),
    2: ^minus(%v : i8)
  ]
^one:
  %c1 = arith.constant 1 : i32
  return %c1 : i32
^dup:
  %c2 = arith.constant 2 : i32
  return %c2 : i32
^minus(%m: i8):
  %e = arith.extsi %m : i8 to i32
  return %e : i32
^other:
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
";
    let args: Vec<Vec<Scalar>> = [0, 1, -1, 2, 127]
        .iter()
        .map(|&v| vec![int(v, 8)])
        .collect();
    assert_eq!(compare(text, &args), 5);
}

#[test]
fn calls_ranked_memrefs_and_external_traces_match() {
    let text = "func.func private @ext(i32, memref<2x3xi16>, f64) -> (i64, f32, i1)
func.func @g(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %b = arith.addi %a, %c1 : i32
  return %b, %a : i32, i32
}
func.func @f(%a: i32) -> (i64, f32, i1, i32) {
  %m = memref.alloca() : memref<2x3xi16>
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %v = arith.constant -3 : i16
  memref.store %v, %m[%i1, %i2] : memref<2x3xi16>
  memref.store %v, %m[%i0, %i0] : memref<2x3xi16>
  %x, %y = func.call @g(%a) : (i32) -> (i32, i32)
  %d = arith.constant 2.5 : f64
  %r:3 = func.call @ext(%x, %m, %d) : (i32, memref<2x3xi16>, f64) -> (i64, f32, i1)
  %back = memref.load %m[%i1, %i2] : memref<2x3xi16>
  %w = arith.extsi %back : i16 to i32
  %s = arith.addi %w, %y : i32
  return %r#0, %r#1, %r#2, %s : i64, f32, i1, i32
}
";
    let ir = parse(text);
    let args = vec![int(41, 32)];
    let native = run_jit(&ir, "f", std::slice::from_ref(&args), FUEL).expect("runs");
    let expected = Interpreter::new(&ir).run("f", &args, FUEL).expect("runs");
    assert_eq!(
        native[0].outcome.as_ref().expect("returns"),
        &expected.results
    );
    assert_eq!(native[0].trace.len(), 1);
    // Uninitialised elements are poison in the interpreter's trace; the
    // stored ones must be read back from native memory.
    let (CallArg::MemRef(got), CallArg::MemRef(want)) =
        (&native[0].trace[0].args[1], &expected.trace[0].args[1])
    else {
        panic!("memref arguments")
    };
    for (g, w) in got.iter().zip(want.iter()) {
        assert!(w.is_poison() || g == w, "{got:?} vs {want:?}");
    }
    assert_eq!(got[0], int(-3, 16));
    assert_eq!(got[5], int(-3, 16));
    assert_eq!(native[0].trace[0].results, expected.trace[0].results);
}

#[test]
fn failed_assertions_stop_the_run_through_calls() {
    let text = "func.func @check(%x: i32) {
  %c = arith.constant 5 : i32
  %ok = arith.cmpi slt, %x, %c : i32
  cf.assert %ok, \"x is small\"
  return
}
func.func private @after(i32)
func.func @f(%x: i32) -> i32 {
  func.call @check(%x) : (i32) -> ()
  func.call @after(%x) : (i32) -> ()
  return %x : i32
}
";
    let ir = parse(text);
    let runs = run_jit(&ir, "f", &[vec![int(3, 32)], vec![int(9, 32)]], FUEL).expect("runs");
    assert_eq!(
        runs[0].outcome.as_ref().expect("returns"),
        &vec![int(3, 32)]
    );
    assert_eq!(runs[0].trace.len(), 1);
    let failed = runs[1].outcome.as_ref().expect_err("fails");
    assert_eq!(
        failed.kind,
        ErrorKind::AssertionFailed("x is small".to_string())
    );
    // @after is never called: the caller returned at once.
    assert!(runs[1].trace.is_empty());
    let interpreted = Interpreter::new(&ir).run("f", &[int(9, 32)], FUEL);
    assert_eq!(interpreted.expect_err("fails").op, failed.op);
}

#[test]
fn fuel_bounds_loops_and_recursion() {
    let text = "func.func @f(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  cf.br ^loop(%n : i64)
^loop(%i: i64):
  %j = arith.addi %i, %c1 : i64
  cf.br ^loop(%j : i64)
}
";
    let runs = run_jit(&parse(text), "f", &[vec![int(0, 64)]], 1000).expect("runs");
    let error = runs[0].outcome.as_ref().expect_err("runs out");
    assert_eq!(error.kind, ErrorKind::OutOfFuel(1000));
    let recursive = "func.func @f(%n: i64) -> i64 {
  %r = func.call @f(%n) : (i64) -> i64
  return %r : i64
}
";
    let runs = run_jit(&parse(recursive), "f", &[vec![int(0, 64)]], 10_000).expect("runs");
    let error = runs[0].outcome.as_ref().expect_err("runs out");
    assert_eq!(error.kind, ErrorKind::OutOfFuel(10_000));
}

#[test]
fn opaque_ops_and_types_are_errors_at_their_place() {
    let text = "func.func @f(%a: i32) -> i32 {\n  %r = \"my.op\"(%a) : (i32) -> i32\n  return %r : i32\n}\n";
    let ir = parse(text);
    let errors = translate_to_text(&ir, "t", Options::default()).expect_err("opaque op");
    assert_eq!(errors.len(), 1);
    assert!(
        errors[0].message.contains("'my.op' cannot be lowered"),
        "{errors:?}"
    );
    assert_eq!(errors[0].loc.offset(), text.find("\"my.op\""));
    let typed = "func.func private @g(!my.type)\n";
    let errors =
        translate_to_text(&parse(typed), "t", Options::default()).expect_err("opaque type");
    assert!(errors[0].message.contains("type '!my.type'"), "{errors:?}");
}

#[test]
fn translations_verify_and_drop_unreachable_blocks() {
    let text = "func.func @f(%a: i32) -> i32 {
  return %a : i32
^dead(%x: i32):
  %y = \"my.op\"(%x) : (i32) -> i32
  cf.br ^dead(%y : i32)
}
";
    let context = Context::create();
    let options = Options {
        purpose: Purpose::Translate,
        exact_nans: false,
    };
    let module = lower(&parse(text), &context, "t", options).expect("the dead block is dropped");
    assert!(module.verify().is_ok());
    assert!(!module.print_to_string().to_string().contains("dead"));
}

#[test]
fn calls_that_cannot_be_answered_fail_only_when_executed() {
    let text = "func.func private @make() -> memref<i32>
func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^call, ^skip
^call:
  %m = func.call @make() : () -> memref<i32>
  %v = memref.load %m[] : memref<i32>
  return %v : i32
^skip:
  %z = arith.constant 0 : i32
  return %z : i32
}
";
    let ir = parse(text);
    let runs = run_jit(
        &ir,
        "f",
        &[
            vec![Scalar::from_bool(false)],
            vec![Scalar::from_bool(true)],
        ],
        FUEL,
    )
    .expect("compiles");
    assert_eq!(
        runs[0].outcome.as_ref().expect("returns"),
        &vec![int(0, 32)]
    );
    let native = runs[1].outcome.as_ref().expect_err("cannot answer");
    let interpreted = Interpreter::new(&ir)
        .run("f", &[Scalar::from_bool(true)], FUEL)
        .expect_err("cannot answer");
    assert!(
        matches!(native.kind, ErrorKind::Unsupported(_)),
        "{native:?}"
    );
    assert_eq!(native.kind, interpreted.kind);
}

#[test]
fn a_chain_of_a_hundred_thousand_blocks_translates_and_runs() {
    // Nothing in the lowering recurses or is quadratic in the blocks, and
    // the JIT picks LLVM's -O0 code generator for such a function.
    let blocks = 100_000;
    let mut text = String::from(
        "func.func @f(%x: i32) -> i32 {\n  %c1 = arith.constant 1 : i32\n  cf.br ^b0(%x : i32)\n",
    );
    for i in 0..blocks {
        let next = if i + 1 < blocks {
            format!("^b{}", i + 1)
        } else {
            "^end".to_string()
        };
        text.push_str(&format!(
            "^b{i}(%v{i}: i32):\n  %w{i} = arith.addi %v{i}, %c1 : i32\n  cf.br {next}(%w{i} : i32)\n"
        ));
    }
    text.push_str("^end(%r: i32):\n  return %r : i32\n}\n");
    let ir = parse(&text);
    let runs = run_jit(&ir, "f", &[vec![int(5, 32)]], FUEL).expect("runs");
    assert_eq!(
        runs[0].outcome.as_ref().expect("returns"),
        &vec![int(100_005, 32)]
    );
}

#[test]
fn bf16_is_refused_and_f16_runs() {
    let bf16 = parse(
        "func.func @f(%a: f32) -> bf16 {
  %r = arith.truncf %a : f32 to bf16
  return %r : bf16
}
",
    );
    let refused = run_jit(
        &bf16,
        "f",
        &[vec![Scalar::Float(FloatValue::F32(2.5))]],
        FUEL,
    )
    .expect_err("bf16 is refused");
    assert!(refused[0].message.contains("'bf16'"), "{refused:?}");
    let text = "func.func @f(%a: f32, %b: i64) -> (f16, f16, i64) {
  %h = arith.truncf %a : f32 to f16
  %s = arith.sitofp %b : i64 to f16
  %p = arith.mulf %h, %s : f16
  %q = arith.divf %p, %h : f16
  %i = arith.fptosi %q : f16 to i64
  return %p, %q, %i : f16, f16, i64
}
";
    let args = [
        vec![Scalar::Float(FloatValue::F32(2.5)), int(3, 64)],
        vec![Scalar::Float(FloatValue::F32(-0.1)), int(-7, 64)],
    ];
    assert_eq!(compare(text, &args), 2);
}

#[test]
fn wide_integers_are_refused_by_the_jit() {
    let wide = parse(
        "func.func @f(%a: i64) -> i64 {
  %w = arith.extsi %a : i64 to i128
  %c = arith.constant 3 : i128
  %q = arith.divsi %w, %c : i128
  %r = arith.trunci %q : i128 to i64
  return %r : i64
}
",
    );
    let refused = run_jit(&wide, "f", &[vec![int(9, 64)]], FUEL).expect_err("i128 is refused");
    assert!(refused[0].message.contains("'i128'"), "{refused:?}");
    assert!(
        refused[0].message.contains("run without --jit"),
        "{refused:?}"
    );
}
