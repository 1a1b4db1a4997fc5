//! The pass registry: every pass by name, in one table (LLVM's
//! `PassRegistry.def`, MLIR's `Passes.td`). It is `--list-passes`, the
//! pipeline parser's symbol table, and the list the differential tests
//! iterate over, so a registered pass is tested without anyone adding it.

use crate::manager::{Pass, PassOptions};

/// The type of an option's value.
#[derive(Copy, Clone, Debug)]
pub enum OptionKind {
    Bool,
    Enum(&'static [&'static str]),
    Int,
    /// Free text, such as a block name.
    Text,
}

/// One declared option of a pass.
pub struct PassOption {
    pub name: &'static str,
    pub kind: OptionKind,
    pub default: &'static str,
    pub help: &'static str,
}

/// Whether a pass transforms the IR or only prints an analysis.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum PassKind {
    Transform,
    Printer,
}

/// A registered pass.
pub struct PassInfo {
    /// The name used in pipelines and as the `-name` flag.
    pub name: &'static str,
    /// One line for `--list-passes`.
    pub summary: &'static str,
    pub kind: PassKind,
    pub options: &'static [PassOption],
    pub create: fn(&PassOptions) -> Box<dyn Pass>,
}

/// Every pass, in the order `--list-passes` shows them.
pub static PASSES: &[&PassInfo] = &[
    &crate::dce::INFO,
    &crate::mem2reg::INFO,
    &crate::sccp::INFO,
    &crate::cse::INFO,
    &crate::gvn::INFO,
    &crate::adce::INFO,
    &crate::simplify_cfg::INFO,
    &crate::split_critical_edges::INFO,
    &crate::out_of_ssa::INFO,
    &crate::printers::cfg::INFO,
    &crate::printers::domtree::INFO,
    &crate::printers::dominators::INFO,
    &crate::printers::postdomtree::INFO,
    &crate::printers::textbook::INFO,
    &crate::printers::frontier::INFO,
    &crate::printers::liveness::INFO,
    &crate::sccp::print::INFO,
    &crate::gvn::print::INFO,
    &crate::printers::dot::INFO,
];

/// The pass named `name`.
pub fn lookup(name: &str) -> Option<&'static PassInfo> {
    PASSES.iter().copied().find(|p| p.name == name)
}

/// The `--list-passes` text: each pass with its summary and options.
pub fn describe() -> String {
    use std::fmt::Write;
    let mut out = String::from("Available passes:\n");
    for p in PASSES {
        let _ = writeln!(out, "  -{:<28} {}", p.name, p.summary);
        for o in p.options {
            let values = match o.kind {
                OptionKind::Bool => "true|false".to_string(),
                OptionKind::Enum(choices) => choices.join("|"),
                OptionKind::Int => "<int>".to_string(),
                OptionKind::Text => "<text>".to_string(),
            };
            let _ = writeln!(
                out,
                "      {}={values}  (default {})  {}",
                o.name, o.default, o.help
            );
        }
    }
    out
}
