//! The pass registry: every pass by name, in one table (LLVM's
//! `PassRegistry.def`, MLIR's `Passes.td`). It is `--list-passes`, the
//! pipeline parser's symbol table, and the list the differential tests
//! iterate over, so a registered pass is tested without anyone adding it.
//! A driver built on `opt_main` registers its own passes beside these
//! ([`PassRegistry::register`]). The pass manager (`manager/`) knows no
//! pass: passes depend on it, and this table on them.

use crate::manager::{self, PassDef, PassInfo, PipelineEntry, PipelineError, Scope};

/// Parses and resolves a pipeline string against the built-in passes
/// ([`PassRegistry::parse_pipeline`] for a registry with more).
pub fn parse_pipeline(text: &str) -> Result<Vec<PipelineEntry>, PipelineError> {
    PassRegistry::builtin().parse_pipeline(text)
}

/// The built-in passes, in the order `--list-passes` shows them.
pub static PASSES: &[PassInfo] = &[
    PassInfo::of::<crate::dce::Dce>(),
    PassInfo::of::<crate::mem2reg::Mem2Reg>(),
    PassInfo::of::<crate::sccp::Sccp>(),
    PassInfo::of::<crate::cse::Cse>(),
    PassInfo::of::<crate::gvn::Gvn>(),
    PassInfo::of::<crate::adce::Adce>(),
    PassInfo::of::<crate::simplify_cfg::SimplifyCfg>(),
    PassInfo::of::<crate::split_critical_edges::SplitCriticalEdges>(),
    PassInfo::of::<crate::out_of_ssa::OutOfSsa>(),
    PassInfo::of::<crate::printers::cfg::PrintCfg>(),
    PassInfo::of::<crate::printers::domtree::PrintDomTree>(),
    PassInfo::of::<crate::printers::dominators::PrintDominators>(),
    PassInfo::of::<crate::printers::postdomtree::PrintPostDomTree>(),
    PassInfo::of::<crate::printers::textbook::PrintTextbookSsa>(),
    PassInfo::of::<crate::printers::frontier::PrintFrontier>(),
    PassInfo::of::<crate::printers::liveness::PrintLiveness>(),
    PassInfo::of::<crate::sccp::print::PrintLattice>(),
    PassInfo::of::<crate::gvn::print::PrintValueNumbers>(),
    PassInfo::of::<crate::printers::dot::DotCfg>(),
];

/// A set of passes by name: the built-in ones and any a driver adds.
#[derive(Clone, Debug)]
pub struct PassRegistry {
    passes: Vec<PassInfo>,
}

impl PassRegistry {
    /// The built-in passes ([`PASSES`]).
    pub fn builtin() -> PassRegistry {
        PassRegistry {
            passes: PASSES.to_vec(),
        }
    }

    /// Adds pass `P`, listed after those registered before it.
    ///
    /// # Panics
    /// If a pass of that name is registered already (a driver's bug).
    pub fn register<P: PassDef>(&mut self) -> &mut PassRegistry {
        assert!(
            self.lookup(P::NAME).is_none(),
            "pass '{}' is registered twice",
            P::NAME
        );
        self.passes.push(PassInfo::of::<P>());
        self
    }

    /// Every pass, in registration order.
    pub fn passes(&self) -> &[PassInfo] {
        &self.passes
    }

    /// The pass named `name`.
    pub fn lookup(&self, name: &str) -> Option<&PassInfo> {
        self.passes.iter().find(|p| p.name == name)
    }

    /// Parses and resolves a pipeline string (`mem2reg{flavor=pruned},dce`)
    /// against these passes.
    pub fn parse_pipeline(&self, text: &str) -> Result<Vec<PipelineEntry>, PipelineError> {
        manager::parse_pipeline(&self.passes, text)
    }

    /// The `--list-passes` text: each pass with its summary and options.
    pub fn describe(&self) -> String {
        use std::fmt::Write;
        let mut out = String::from("Available passes:\n");
        for p in &self.passes {
            let scope = match p.default_scope() {
                Scope::Module => " (module pass: runs on the whole module at once)",
                Scope::Function => "",
            };
            let _ = writeln!(out, "  -{:<28} {}{scope}", p.name, p.summary);
            for o in p.options() {
                let _ = writeln!(
                    out,
                    "      {}={}  (default {})  {}",
                    o.name,
                    o.kind.values(),
                    o.default,
                    o.help
                );
            }
        }
        out
    }
}
