//! Differential tests of every registered pass by execution: generated
//! programs (`ssa-smith`) go through each pipeline of
//! `differential::campaign::pipelines_to_test()` — every transform pass
//! alone in every combination of its enum options, and the combined
//! pipelines whose passes are registered — and both versions are run and
//! compared. A pass added to the registry is tested here without anyone
//! adding it. One trial per pipeline (`cargo test --test differential --
//! mem2reg` runs the mem2reg ones); a mismatch fails the trial with the
//! report (arguments, both outcomes, a reduced program).
//!
//! With `mlir-opt` installed, one more trial compares `mlir-opt --mem2reg`
//! on the same programs with the originals.
//!
//! Built with the `llvm` feature, the trial `llvm-jit` runs the programs
//! natively too and compares with the interpreter.
//!
//! With `python3` installed, the trials `python3 ...` check the Python
//! front end and the pipelines against CPython: generated programs of the
//! subset (`ssa-smith --lang python`) must print what `python3` prints, and
//! fail when it fails, imported as they are and after each pipeline.
//!
//! `SSA_DIFFERENTIAL_PROGRAMS=N` changes the number of programs per
//! pipeline (default 500; a tenth of that for mlir-opt, which runs as a
//! process per program; half of it for python3, where one trial checks
//! every pipeline on each program).

use libtest_mimic::{Arguments, Failed, Trial};
use ssa_passes::registry::PassRegistry;
use ssa_tools::differential::campaign::{pipelines_to_test, run_campaign, Campaign, ProgramCheck};
use ssa_tools::differential::mlir_opt::{self, MlirOptChecker};
use ssa_tools::differential::python::{parse_pipelines, python_campaign, Oracle};
use ssa_tools::differential::{CheckConfig, Checker};
use ssa_tools::smith::Config;

fn programs() -> u64 {
    std::env::var("SSA_DIFFERENTIAL_PROGRAMS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(500)
}

/// Programs of 120 ops or so: big enough for loops, irreducible regions and
/// calls, small enough for hundreds per pipeline.
fn campaign(count: u64) -> Campaign {
    Campaign {
        first_seed: 0,
        count,
        template: Config {
            size: 120,
            ..Config::default()
        },
        jobs: 1,
    }
}

fn check(checker: &dyn ProgramCheck, count: u64) -> Result<(), Failed> {
    match run_campaign(&campaign(count), &[checker], &|| {}) {
        Ok(total) if total.tally.compared == 0 => {
            Err(format!("nothing was compared: {}", total.tally.summary(0)).into())
        }
        Ok(_) => Ok(()),
        Err(mismatch) => Err(mismatch.to_string().into()),
    }
}

/// Generated Python programs against `python3`, under `pipelines`.
fn check_python(pipelines: &[String]) -> Result<(), Failed> {
    let pipelines = parse_pipelines(pipelines)?;
    let tally = python_campaign(0, programs() / 2, 40, &pipelines, 1, &|| {})?;
    if tally.compared == 0 {
        return Err("nothing was compared".into());
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let mut trials: Vec<Trial> = pipelines_to_test()
        .into_iter()
        .map(|pipeline| {
            Trial::test(pipeline.clone(), move || {
                let checker = Checker::new(&pipeline, CheckConfig::default())?;
                check(&checker, programs())
            })
        })
        .collect();
    let mlir = Trial::test("mlir-opt --mem2reg", || {
        let path = mlir_opt::find().expect("checked before");
        let ours = PassRegistry::builtin().lookup("mem2reg").map(|p| p.name);
        let checker = MlirOptChecker::new(path, ours, CheckConfig::default())?;
        check(&checker, programs().div_ceil(10))
    });
    trials.push(mlir.with_ignored_flag(mlir_opt::find().is_none()));
    let no_python = Oracle::start().is_none();
    trials.push(
        Trial::test("python3: the imported programs and every pipeline", || {
            check_python(&pipelines_to_test())
        })
        .with_ignored_flag(no_python),
    );
    // With the `llvm` feature: the same programs compiled with LLVM and
    // run natively, against the interpreter.
    #[cfg(feature = "llvm")]
    {
        use ssa_tools::differential::jit::JitChecker;
        trials.push(Trial::test("llvm-jit", || {
            check(&JitChecker::new(CheckConfig::default()), programs())
        }));
        // After mem2reg: block arguments everywhere, so phis and split edges.
        trials.push(Trial::test("llvm-jit after mem2reg", || {
            let checker = JitChecker::after("mem2reg", CheckConfig::default())?;
            check(&checker, programs())
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}
