//! Phi placement against LLVM (the `llvm` feature): a program's slots
//! promoted by our `mem2reg`, then lowered to LLVM IR, against the
//! unoptimised program lowered to LLVM IR and promoted by LLVM 22's
//! `opt -passes=mem2reg`. Both keep the program's block labels, so the
//! phis are compared block by block.

use super::mlir_opt::pipe_through;
use ssa_ir::ir::Ir;
use ssa_ir::target::llvm::{
    phis_of_llvm_ir, phis_of_lowering, translate_to_text, BlockPhis, Options, PhiCensus,
};
use ssa_passes::manager::{run_pipeline, RunOptions, RunReport};
use ssa_passes::registry::parse_pipeline;
use std::path::{Path, PathBuf};

/// LLVM 22's `opt`: `$SSA_LLVM_OPT` (empty: none), else `opt-22` on `PATH`,
/// else where Debian's `llvm-22` package installs it. A plain `opt` on
/// `PATH` is not taken: it may be another LLVM, whose reader rejects
/// LLVM 22's IR.
pub fn find_opt() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("SSA_LLVM_OPT") {
        return (!path.is_empty()).then(|| PathBuf::from(path));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|dir| dir.join("opt-22"))
        .chain([PathBuf::from("/usr/lib/llvm-22/bin/opt")])
        .find(|candidate| candidate.is_file())
}

/// Where the two constructions put phis.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PhiComparison {
    /// Phis after our `mem2reg` (pipeline given to [`compare_phis`]).
    pub ours: PhiCensus,
    /// Phis after `opt -passes=mem2reg`.
    pub theirs: PhiCensus,
}

/// One block where the counts differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhiDifference {
    pub function: String,
    pub block: String,
    pub ours: BlockPhis,
    pub theirs: BlockPhis,
}

impl PhiComparison {
    /// Our phis: all of them, and the trivially redundant ones.
    pub fn total_ours(&self) -> BlockPhis {
        total(&self.ours)
    }

    /// LLVM's phis (it leaves no trivially redundant ones).
    pub fn total_theirs(&self) -> BlockPhis {
        total(&self.theirs)
    }

    /// The blocks whose phi counts differ, in order. With
    /// `explained_by_trivial`, only those where LLVM's count is not between
    /// our count without the trivially redundant phis and our count: where
    /// LLVM's mem2reg deleting trivially redundant phis (or LLVM's builder
    /// folding constants, which can make two operands equal) does not
    /// explain the difference.
    pub fn differences(&self, explained_by_trivial: bool) -> Vec<PhiDifference> {
        let mut keys: Vec<&(String, String)> = self.ours.keys().chain(self.theirs.keys()).collect();
        keys.sort();
        keys.dedup();
        keys.into_iter()
            .filter_map(|key| {
                let ours = self.ours.get(key).copied().unwrap_or_default();
                let theirs = self.theirs.get(key).copied().unwrap_or_default();
                let differ = if explained_by_trivial {
                    theirs.all < ours.all - ours.trivial || theirs.all > ours.all
                } else {
                    theirs.all != ours.all
                };
                differ.then(|| PhiDifference {
                    function: key.0.clone(),
                    block: key.1.clone(),
                    ours,
                    theirs,
                })
            })
            .collect()
    }
}

fn total(census: &PhiCensus) -> BlockPhis {
    census
        .values()
        .fold(BlockPhis::default(), |sum, p| BlockPhis {
            all: sum.all + p.all,
            trivial: sum.trivial + p.trivial,
        })
}

/// Compares `pipeline` (e.g. `mem2reg`) on `ir` with `opt -passes=mem2reg`
/// (the binary `opt`) on `ir`'s lowering.
pub fn compare_phis(ir: &Ir, pipeline: &str, opt: &Path) -> Result<PhiComparison, String> {
    let options = Options {
        exact_nans: false,
        ..Options::default()
    };
    let render = |errors: Vec<ssa_ir::diagnostic::Diagnostic>| {
        errors
            .iter()
            .map(|d| d.message.clone())
            .collect::<Vec<_>>()
            .join("; ")
    };
    let mut promoted = ir.clone();
    let entries = parse_pipeline(pipeline).map_err(|e| e.render(pipeline))?;
    run_pipeline(
        &mut promoted,
        &entries,
        &RunOptions::default(),
        &mut RunReport::default(),
    )
    .map_err(render)?;
    let ours = phis_of_lowering(&promoted, options).map_err(render)?;
    let text = translate_to_text(ir, "input", options).map_err(render)?;
    let theirs = phis_of_llvm_ir(&opt_mem2reg(opt, &text)?)?;
    Ok(PhiComparison { ours, theirs })
}

/// `opt -passes=mem2reg -S` on `text`.
fn opt_mem2reg(opt: &Path, text: &str) -> Result<String, String> {
    pipe_through(opt, &["-passes=mem2reg", "-S", "-"], text)
}
