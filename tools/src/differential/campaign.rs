//! Differential campaigns over generated programs: which pipelines to test
//! (every registered transform, in every flavour, so that a new pass is
//! tested by being registered), and the loop that generates programs with
//! `ssa-smith` and checks each against each pipeline.

use super::mlir_opt::{MlirOptChecker, MlirTally};
use super::{Checker, Mismatch, Tally};
use crate::smith::{generate, Config};
use ssa_passes::manager::{OptionKind, PassKind};
use ssa_passes::registry::PassRegistry;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;

/// Pipelines of several passes worth testing together; each is tested when
/// all its passes are registered.
pub const COMBINED_PIPELINES: &[&str] = &[
    "mem2reg,dce",
    "mem2reg,sccp,dce",
    "split-critical-edges,out-of-ssa",
    "mem2reg,out-of-ssa,mem2reg",
];

/// Every registered transform pass alone: with its default options, then
/// once per value of each enum option (the other options at their
/// defaults; not the cross product, since a pass may reject combinations);
/// then the [`COMBINED_PIPELINES`] whose passes are all registered.
pub fn pipelines_to_test() -> Vec<String> {
    let mut pipelines = Vec::new();
    let registry = PassRegistry::builtin();
    for info in registry
        .passes()
        .iter()
        .filter(|p| p.kind == PassKind::Transform)
    {
        pipelines.push(info.name.to_string());
        for option in info.options() {
            if let OptionKind::Enum(values) = option.kind {
                for value in values.iter().filter(|&&v| v != option.default) {
                    pipelines.push(format!("{}{{{}={value}}}", info.name, option.name));
                }
            }
        }
    }
    for combined in COMBINED_PIPELINES {
        if combined
            .split(',')
            .all(|name| registry.lookup(name).is_some())
        {
            pipelines.push(combined.to_string());
        }
    }
    pipelines
}

/// What to generate: programs of seeds `first_seed..first_seed + count`,
/// otherwise like `template`.
#[derive(Clone, Debug)]
pub struct Campaign {
    pub first_seed: u64,
    pub count: u64,
    pub template: Config,
    /// Worker threads.
    pub jobs: usize,
}

/// Something that checks one program.
pub trait ProgramCheck: Sync {
    /// The tally of the program of seed `seed`, or a mismatch.
    fn check_program(&self, text: &str, seed: u64) -> Result<MlirTally, Box<Mismatch>>;
}

impl ProgramCheck for Checker {
    fn check_program(&self, text: &str, seed: u64) -> Result<MlirTally, Box<Mismatch>> {
        self.check(text, seed).map(|tally| MlirTally {
            tally,
            ..MlirTally::default()
        })
    }
}

impl ProgramCheck for MlirOptChecker {
    fn check_program(&self, text: &str, seed: u64) -> Result<MlirTally, Box<Mismatch>> {
        self.check(text, seed)
    }
}

/// Generates the campaign's programs and checks each with every checker,
/// stopping at the first mismatch (the one of the lowest seed among those
/// found). `progress` is called after each program.
pub fn run_campaign(
    campaign: &Campaign,
    checkers: &[&dyn ProgramCheck],
    progress: &(dyn Fn() + Sync),
) -> Result<MlirTally, Box<Mismatch>> {
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let total = Mutex::new(MlirTally::default());
    let found: Mutex<Option<Box<Mismatch>>> = Mutex::new(None);
    let worker = || {
        while !stop.load(Ordering::Relaxed) {
            let i = next.fetch_add(1, Ordering::Relaxed);
            if i >= campaign.count {
                break;
            }
            let seed = campaign.first_seed.wrapping_add(i);
            let text = generate(&Config {
                seed,
                ..campaign.template.clone()
            });
            let mut program = MlirTally::default();
            for checker in checkers {
                match checker.check_program(&text, seed) {
                    Ok(tally) => program.add(tally),
                    Err(mismatch) => {
                        stop.store(true, Ordering::Relaxed);
                        let mut found = found.lock().expect("no poisoned lock");
                        if found.as_ref().is_none_or(|m| m.seed > mismatch.seed) {
                            *found = Some(mismatch);
                        }
                        return;
                    }
                }
            }
            // One program, however many pipelines checked it.
            program.tally.programs = 1;
            total.lock().expect("no poisoned lock").add(program);
            progress();
        }
    };
    std::thread::scope(|scope| {
        for _ in 1..campaign.jobs.max(1) {
            scope.spawn(worker);
        }
        worker();
    });
    match found.into_inner().expect("no poisoned lock") {
        Some(mismatch) => Err(mismatch),
        None => Ok(total.into_inner().expect("no poisoned lock")),
    }
}

impl Tally {
    /// `N programs, M runs, 0 mismatches (C compared, U undefined, I inconclusive)`.
    pub fn summary(&self, mismatches: u64) -> String {
        format!(
            "{} programs, {} runs, {mismatches} mismatches ({} compared, {} undefined, {} inconclusive)",
            self.programs, self.runs, self.compared, self.undefined, self.inconclusive
        )
    }
}
