use super::*;
use crate::ir::Loc;
use crate::parser::parse_module;
use crate::semantics::{FloatValue, IntValue};
use crate::verifier::verify;

fn module(text: &str) -> Ir {
    let ir = parse_module(text, 0).unwrap_or_else(|d| panic!("parse: {d:?}"));
    verify(&ir).unwrap_or_else(|d| panic!("verify: {d:?}"));
    ir
}

fn i32v(v: i64) -> Scalar {
    IntValue::from_i64(v, 32).into()
}

fn run(text: &str, func: &str, args: &[Scalar]) -> Result<Execution, InterpError> {
    let ir = module(text);
    let result = Interpreter::new(&ir).run(func, args, DEFAULT_FUEL);
    result
}

/// The error message of a failing run, with the op's byte offset.
fn error(text: &str, func: &str, args: &[Scalar], config: &RunConfig) -> (String, Option<usize>) {
    let ir = module(text);
    let run = Interpreter::new(&ir).run_with(func, args, config);
    let e = run.outcome.expect_err("the run fails");
    (e.message(&ir), e.loc.offset())
}

fn ub(text: &str, func: &str, args: &[Scalar]) -> String {
    error(text, func, args, &RunConfig::default()).0
}

#[test]
fn straight_line_arithmetic_through_eval() {
    let text = "func.func @f(%a: i32, %b: i32) -> (i32, i1, i64) {
      %s = arith.addi %a, %b : i32
      %m = arith.muli %s, %s : i32
      %c = arith.cmpi slt, %a, %b : i32
      %e = arith.extsi %m : i32 to i64
      return %m, %c, %e : i32, i1, i64
    }";
    let e = run(text, "f", &[i32v(-3), i32v(5)]).unwrap();
    assert_eq!(
        e.results,
        [
            i32v(4),
            Scalar::from_bool(true),
            IntValue::from_i64(4, 64).into()
        ]
    );
    assert_eq!(e.ops_executed, 5);
}

#[test]
fn block_arguments_are_a_parallel_assignment() {
    // The swap problem: (a, b) <- (b, a) on every back edge.
    let text = "func.func @swap(%n: i32) -> i32 {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c10 = arith.constant 10 : i32
      %c20 = arith.constant 20 : i32
      cf.br ^loop(%c10, %c20, %c0 : i32, i32, i32)
    ^loop(%a: i32, %b: i32, %k: i32):
      %k1 = arith.addi %k, %c1 : i32
      %more = arith.cmpi slt, %k, %n : i32
      cf.cond_br %more, ^loop(%b, %a, %k1 : i32, i32, i32), ^exit
    ^exit:
      return %a : i32
    }";
    assert_eq!(run(text, "swap", &[i32v(3)]).unwrap().results, [i32v(20)]);
    assert_eq!(run(text, "swap", &[i32v(4)]).unwrap().results, [i32v(10)]);
}

#[test]
fn slots_hold_values_and_start_as_poison() {
    let text = "func.func @f(%p: i1) -> i32 {
      %x = memref.alloca() : memref<i32>
      %c7 = arith.constant 7 : i32
      cf.cond_br %p, ^set, ^join
    ^set:
      memref.store %c7, %x[] : memref<i32>
      cf.br ^join
    ^join:
      %v = memref.load %x[] : memref<i32>
      return %v : i32
    }";
    assert_eq!(
        run(text, "f", &[Scalar::from_bool(true)]).unwrap().results,
        [i32v(7)]
    );
    // Loading the uninitialised slot is fine; returning the poison is not.
    assert_eq!(
        ub(text, "f", &[Scalar::from_bool(false)]),
        "undefined behaviour: poison returned as result #0 in 'func.return'"
    );
}

#[test]
fn each_alloca_execution_is_fresh_storage() {
    // The slot is written in the first iteration only; the second
    // iteration's alloca is fresh, so its load is poison and the branch on
    // it is undefined.
    let text = "func.func @f() -> i32 {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %t = arith.constant true
      cf.br ^loop(%c0 : i32)
    ^loop(%i: i32):
      %x = memref.alloca() : memref<i1>
      %first = arith.cmpi eq, %i, %c0 : i32
      cf.cond_br %first, ^write, ^read
    ^write:
      memref.store %t, %x[] : memref<i1>
      %i1 = arith.addi %i, %c1 : i32
      cf.br ^loop(%i1 : i32)
    ^read:
      %v = memref.load %x[] : memref<i1>
      cf.cond_br %v, ^a, ^b
    ^a:
      return %c0 : i32
    ^b:
      return %c1 : i32
    }";
    assert_eq!(
        ub(text, "f", &[]),
        "undefined behaviour: branch on a poison condition in 'cf.cond_br'"
    );
}

#[test]
fn ranked_slots_are_row_major_and_bounds_checked() {
    let text = "func.func @f(%i: index, %j: index) -> i32 {
      %m = memref.alloca() : memref<2x3xi32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %v5 = arith.constant 5 : i32
      %v6 = arith.constant 6 : i32
      memref.store %v5, %m[%c1, %c2] : memref<2x3xi32>
      memref.store %v6, %m[%c0, %c1] : memref<2x3xi32>
      %r = memref.load %m[%i, %j] : memref<2x3xi32>
      return %r : i32
    }";
    let idx = |v: i64| Scalar::from(IntValue::from_i64(v, 64));
    assert_eq!(
        run(text, "f", &[idx(1), idx(2)]).unwrap().results,
        [i32v(5)]
    );
    assert_eq!(
        run(text, "f", &[idx(0), idx(1)]).unwrap().results,
        [i32v(6)]
    );
    assert_eq!(
        ub(text, "f", &[idx(0), idx(3)]),
        "undefined behaviour: index 3 out of bounds for dimension 1 of size 3 in 'memref.load'"
    );
    assert_eq!(
        ub(text, "f", &[idx(-1), idx(0)]),
        "undefined behaviour: index -1 out of bounds for dimension 0 of size 2 in 'memref.load'"
    );
    // (0, 0) was never written: loading it is fine, returning it is not.
    assert!(ub(text, "f", &[idx(0), idx(0)]).contains("poison returned"));
}

#[test]
fn arithmetic_undefined_behaviour_comes_from_eval() {
    let text = "func.func @f(%a: i32, %b: i32) -> i32 {
      %q = arith.divsi %a, %b : i32
      return %q : i32
    }";
    assert_eq!(
        run(text, "f", &[i32v(7), i32v(2)]).unwrap().results,
        [i32v(3)]
    );
    let (message, offset) = error(text, "f", &[i32v(7), i32v(0)], &RunConfig::default());
    assert_eq!(
        message,
        "undefined behaviour: division by zero in 'arith.divsi'"
    );
    assert_eq!(offset, text.find("arith.divsi"));
    assert!(ub(text, "f", &[i32v(i32::MIN.into()), i32v(-1)]).contains("INT_MIN / -1"));
}

#[test]
fn poison_uses_that_are_undefined() {
    let poison_arg = "func.func private @ext(i32)
    func.func @f() {
      %u = ub.poison : i32
      func.call @ext(%u) : (i32) -> ()
      return
    }";
    assert_eq!(
        ub(poison_arg, "f", &[]),
        "undefined behaviour: poison passed as argument #0 to '@ext' in 'func.call'"
    );
    let poison_address = "func.func @f(%v: i32) {
      %m = ub.poison : memref<i32>
      memref.store %v, %m[] : memref<i32>
      return
    }";
    assert_eq!(
        ub(poison_address, "f", &[i32v(1)]),
        "undefined behaviour: access through a poison memref in 'memref.store'"
    );
    let poison_index = "func.func @f(%v: i32) {
      %m = memref.alloca() : memref<4xi32>
      %i = ub.poison : index
      memref.store %v, %m[%i] : memref<4xi32>
      return
    }";
    assert_eq!(
        ub(poison_index, "f", &[i32v(1)]),
        "undefined behaviour: poison index in dimension 0 in 'memref.store'"
    );
    let poison_switch = "func.func @f() {
      %u = ub.poison : i32
      cf.switch %u : i32, [
        default: ^a
      ]
    ^a:
      return
    }";
    assert!(
        ub(poison_switch, "f", &[]).starts_with("undefined behaviour: switch on a poison value")
    );
    // Storing poison as a value and computing with it is fine.
    let harmless = "func.func @f() -> i32 {
      %m = memref.alloca() : memref<i32>
      %u = ub.poison : i32
      %s = arith.addi %u, %u : i32
      memref.store %s, %m[] : memref<i32>
      %c = arith.constant 3 : i32
      return %c : i32
    }";
    assert_eq!(run(harmless, "f", &[]).unwrap().results, [i32v(3)]);
}

#[test]
fn calls_recursion_and_the_call_stack_in_errors() {
    let text = "func.func @down(%n: i32) -> i32 {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %done = arith.cmpi eq, %n, %c0 : i32
      cf.cond_br %done, ^base, ^rec
    ^base:
      %z = arith.divsi %c1, %n : i32
      return %z : i32
    ^rec:
      %m = arith.subi %n, %c1 : i32
      %r = func.call @down(%m) : (i32) -> i32
      %s = arith.addi %r, %c1 : i32
      return %s : i32
    }";
    // 100000 nested calls, far beyond what Rust recursion would survive in
    // a test thread; the innermost divides by zero.
    let ir = module(text);
    let e = Interpreter::new(&ir)
        .run("down", &[i32v(100_000)], DEFAULT_FUEL)
        .unwrap_err();
    assert_eq!(e.call_depth, 100_000);
    let site = Loc::at(text.find("func.call").unwrap());
    assert_eq!(
        e.call_sites,
        [CallSite {
            loc: site,
            count: 100_000
        }]
    );
    let diag = e.to_diagnostic(&ir);
    assert_eq!(diag.notes.len(), 1);
    assert_eq!(
        diag.notes[0].message,
        "called from here (100000 nested calls)"
    );
    // Without the division, the result comes back through every frame.
    let fine = text.replace(
        "%z = arith.divsi %c1, %n : i32",
        "%z = arith.addi %c1, %n : i32",
    );
    assert_eq!(
        run(&fine, "down", &[i32v(100_000)]).unwrap().results,
        [i32v(100_001)]
    );
}

#[test]
fn limits_stop_the_run_cleanly() {
    let spin = "func.func @spin() {
      cf.br ^l
    ^l:
      cf.br ^l
    }";
    let config = RunConfig {
        fuel: 1000,
        ..RunConfig::default()
    };
    let ir = module(spin);
    let run = Interpreter::new(&ir).run_with("spin", &[], &config);
    assert_eq!(run.ops_executed, 1000);
    assert_eq!(run.outcome.unwrap_err().kind, ErrorKind::OutOfFuel(1000));
    let forever = "func.func @f() {
      func.call @f() : () -> ()
      return
    }";
    let config = RunConfig {
        max_call_depth: 50,
        ..RunConfig::default()
    };
    assert_eq!(
        error(forever, "f", &[], &config).0,
        "call depth limit exceeded: more than 50 nested calls"
    );
    let hog = "func.func @f() {
      cf.br ^l
    ^l:
      %m = memref.alloca() : memref<1000xi32>
      cf.br ^l
    }";
    let config = RunConfig {
        max_memory: 100_000,
        ..RunConfig::default()
    };
    assert!(error(hog, "f", &[], &config)
        .0
        .starts_with("memory limit exceeded"));
}

#[test]
fn memrefs_outliving_their_function_are_freed() {
    let text = "func.func @make() -> memref<i32> {
      %m = memref.alloca() : memref<i32>
      return %m : memref<i32>
    }
    func.func @f() -> i32 {
      %m = func.call @make() : () -> memref<i32>
      %n = memref.alloca() : memref<i32>
      %v = memref.load %m[] : memref<i32>
      return %v : i32
    }";
    assert!(ub(text, "f", &[])
        .starts_with("undefined behaviour: access to a slot whose function has returned"));
}

#[test]
fn memrefs_are_shared_with_callees() {
    let text = "func.func @set(%m: memref<i32>, %v: i32) {
      memref.store %v, %m[] : memref<i32>
      return
    }
    func.func @f(%v: i32) -> i32 {
      %m = memref.alloca() : memref<i32>
      func.call @set(%m, %v) : (memref<i32>, i32) -> ()
      %r = memref.load %m[] : memref<i32>
      return %r : i32
    }";
    assert_eq!(run(text, "f", &[i32v(42)]).unwrap().results, [i32v(42)]);
}

#[test]
fn external_calls_are_answered_and_traced() {
    let text = "func.func private @f() -> i32
    func.func private @sink(memref<2xi32>)
    func.func @call_merge() -> i32 {
      %v = func.call @f() : () -> i32
      %m = memref.alloca() : memref<2xi32>
      %c1 = arith.constant 1 : index
      memref.store %v, %m[%c1] : memref<2xi32>
      func.call @sink(%m) : (memref<2xi32>) -> ()
      return %v : i32
    }";
    let e = run(text, "call_merge", &[]).unwrap();
    let answer = crate::semantics::external_call_result("f", &[], &[ScalarType::Int(32)]);
    assert_eq!(e.results, answer);
    assert_eq!(e.trace.len(), 2);
    assert_eq!(
        e.trace[0].to_string(),
        format!("@f() -> ({})", DisplayValue(&answer[0]))
    );
    assert_eq!(
        e.trace[1].to_string(),
        format!("@sink([poison, {}]) -> ()", DisplayValue(&answer[0]))
    );
}

#[test]
fn switch_asserts_and_floats() {
    let text = "func.func @f(%x: i8, %y: f64) -> f64 {
      %one = arith.constant 1.5 : f64
      cf.switch %x : i8, [
        default: ^d,
        -1: ^neg(%one : f64),
        200: ^big
      ]
    ^d:
      %t = arith.constant true
      %f = arith.cmpf olt, %y, %one : f64
      cf.assert %f, \"y must be small\"
      return %y : f64
    ^neg(%z: f64):
      %s = arith.addf %z, %y : f64
      return %s : f64
    ^big:
      %n = arith.negf %y : f64
      return %n : f64
    }";
    let i8v = |v: i64| Scalar::from(IntValue::from_i64(v, 8));
    let f = |v: f64| Scalar::from(FloatValue::F64(v));
    assert_eq!(
        run(text, "f", &[i8v(-1), f(2.0)]).unwrap().results,
        [f(3.5)]
    );
    // 200 and -56 are the same i8.
    assert_eq!(
        run(text, "f", &[i8v(-56), f(2.0)]).unwrap().results,
        [f(-2.0)]
    );
    assert_eq!(run(text, "f", &[i8v(0), f(1.0)]).unwrap().results, [f(1.0)]);
    assert_eq!(
        error(text, "f", &[i8v(0), f(2.0)], &RunConfig::default()).0,
        "assertion failed: y must be small"
    );
}

#[test]
fn opaque_ops_are_reported_when_reached() {
    let text = "func.func @f(%p: i1) -> i32 {
      %c = arith.constant 1 : i32
      cf.cond_br %p, ^o, ^r
    ^o:
      %x = \"my.op\"(%c) : (i32) -> i32
      return %x : i32
    ^r:
      return %c : i32
    }";
    assert_eq!(
        run(text, "f", &[Scalar::from_bool(false)]).unwrap().results,
        [i32v(1)]
    );
    assert_eq!(
        ub(text, "f", &[Scalar::from_bool(true)]),
        "cannot interpret opaque op 'my.op'"
    );
}

#[test]
fn bad_entries_are_errors() {
    let text = "func.func private @ext(i32)
    func.func @f(%a: i32) -> memref<i32> {
      %m = memref.alloca() : memref<i32>
      return %m : memref<i32>
    }
    func.func @g(%a: i32) {
      return
    }";
    let cases: [(&str, Vec<Scalar>, &str); 5] = [
        ("nope", vec![], "no function named '@nope'"),
        ("ext", vec![i32v(1)], "'@ext' is a declaration"),
        ("g", vec![], "'@g' takes 1 argument, 0 given"),
        (
            "g",
            vec![IntValue::from_i64(1, 64).into()],
            "has type 'i32'; the i64 value 1 does not fit it",
        ),
        (
            "f",
            vec![i32v(1)],
            "only functions returning scalars can be run",
        ),
    ];
    for (func, args, expected) in cases {
        let message = error(text, func, &args, &RunConfig::default()).0;
        assert!(message.contains(expected), "{message}");
    }
}

#[test]
fn blocks_visited_are_recorded_on_request() {
    let text = "func.func private @h() -> i1
    func.func @f() {
      cf.br ^a
    ^a:
      %c = func.call @h() : () -> i1
      cf.br ^b
    ^b:
      return
    }";
    let ir = module(text);
    let config = RunConfig {
        record_blocks: true,
        ..RunConfig::default()
    };
    let run = Interpreter::new(&ir).run_with("f", &[], &config);
    let names: Vec<(Option<&str>, usize)> = run
        .blocks_visited
        .iter()
        .map(|v| (ir.block_name(v.block), v.calls_before))
        .collect();
    assert_eq!(names, [(None, 0), (Some("a"), 0), (Some("b"), 1)]);
    let quiet = Interpreter::new(&ir).run("f", &[], DEFAULT_FUEL).unwrap();
    assert!(quiet.blocks_visited.is_empty());
}

#[test]
fn call_sites_are_merged_and_capped() {
    // @a calls @b calls @a ... alternating sites, 20 calls deep.
    let text = "func.func @a(%n: i32) -> i32 {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %done = arith.cmpi eq, %n, %c0 : i32
      cf.cond_br %done, ^base, ^rec
    ^base:
      %z = arith.divui %c1, %n : i32
      return %z : i32
    ^rec:
      %m = arith.subi %n, %c1 : i32
      %r = func.call @b(%m) : (i32) -> i32
      return %r : i32
    }
    func.func @b(%n: i32) -> i32 {
      %r = func.call @a(%n) : (i32) -> i32
      return %r : i32
    }";
    let ir = module(text);
    let e = Interpreter::new(&ir)
        .run("a", &[i32v(10)], DEFAULT_FUEL)
        .unwrap_err();
    assert_eq!(e.call_depth, 20);
    assert_eq!(e.call_sites.len(), MAX_CALL_NOTES);
    let diag = e.to_diagnostic(&ir);
    assert_eq!(
        diag.notes.last().unwrap().message,
        format!(
            "called from here; {} more enclosing calls not shown",
            20 - MAX_CALL_NOTES
        )
    );
}

/// Of several cases with one value (here literals that are one i8), the
/// first in case order is taken, as a linear scan would.
#[test]
fn switch_first_duplicate_case_wins() {
    let text = "func.func @f(%x: i8) -> i8 {
      cf.switch %x : i8, [
        default: ^r(%x : i8),
        200: ^a,
        3: ^b,
        -56: ^b,
        -1: ^c,
        255: ^a
      ]
    ^a:
      %ra = arith.constant 10 : i8
      cf.br ^r(%ra : i8)
    ^b:
      %rb = arith.constant 20 : i8
      cf.br ^r(%rb : i8)
    ^c:
      %rc = arith.constant 30 : i8
      cf.br ^r(%rc : i8)
    ^r(%v: i8):
      return %v : i8
    }";
    let i8v = |v: i64| Scalar::from(IntValue::from_i64(v, 8));
    for (x, want) in [(-56, 10), (3, 20), (-1, 30), (5, 5)] {
        assert_eq!(
            run(text, "f", &[i8v(x)]).unwrap().results,
            [i8v(want)],
            "switch on {x}"
        );
    }
}
