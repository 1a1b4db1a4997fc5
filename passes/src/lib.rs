//! The passes of ssa-opt and the pass manager that runs them. Each pass is
//! one module (or folder) and is registered in [`registry`].

pub mod adce;
pub mod cfg_edit;
pub mod cse;
pub mod dce;
pub mod expression;
pub mod gvn;
pub mod manager;
pub mod mem2reg;
pub mod out_of_ssa;
pub mod printers;
pub mod registry;
pub mod sccp;
pub mod scoped_table;
pub mod scratch;
pub mod simplify_cfg;
pub mod split_critical_edges;
