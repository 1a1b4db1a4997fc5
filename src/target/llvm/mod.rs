//! Lowering to LLVM IR through inkwell (LLVM 22), and running the result
//! natively (`ssa-translate --mlir-to-llvmir`, `ssa-run --jit`). Built only
//! with the `llvm` cargo feature.
//!
//! One step, where MLIR needs two (`mlir-opt --convert-to-llvm`, then
//! `mlir-translate --mlir-to-llvmir`), and with the interpreter's semantics
//! exactly, so that a program gives the same results natively:
//!
//! - `func.func` → `define` (`private` → `internal`) or `declare`; several
//!   results → a literal struct, as mlir-translate returns them
//!   (`types`).
//! - `arith` → plain instructions (`add` without `nsw`, shifts whose
//!   amount is >= the width give poison in both IRs), `llvm.smax` & co.,
//!   `icmp`/`fcmp`, casts; float results keep the interpreter's NaN bits
//!   (`floats`, `ops`); rounding modes are computed exactly, not left
//!   to the environment (`narrowing`); the ops of two results →
//!   `llvm.uadd.with.overflow` or a double-width `mul` (`extended`).
//! - `cf` → `br`/`switch`; block arguments → phis with one entry per edge,
//!   an edge split where a terminator reaches one block twice with
//!   different operands, as mlir-translate does (`control`). Blocks that
//!   the entry cannot reach are not emitted (LLVM passes drop them too).
//! - `memref.alloca` → `alloca` of the element or of nested arrays (in the
//!   entry block when no two of its executions can be alive at once),
//!   `memref.load`/`store` → `load`/`store` through an `inbounds` GEP
//!   (`memory`). `ub.poison` → `poison`; `func.call` → `call`.
//! - Opaque ops and opaque types are errors naming the op and its place.
//!
//! `jit` compiles the same module with MCJIT; there declared functions get
//! bodies that ask [`crate::semantics::external_call_result`] for their
//! answers and record the call, so traces compare with the interpreter's
//! (`externals`, `runtime`), and failed assertions and fuel stop the
//! run (`stops`). `phis` counts phis per block, to compare with
//! `opt -passes=mem2reg`.

pub(crate) mod control;
pub(crate) mod extended;
mod externals;
mod floats;
mod function;
pub mod jit;
pub(crate) mod memory;
mod narrowing;
pub(crate) mod ops;
mod phis;
mod runtime;
mod stops;
#[cfg(test)]
mod tests;
mod types;

use crate::diagnostic::Diagnostic;
use crate::ir::{Ir, Loc, Visibility};
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use std::collections::BTreeSet;

pub use function::FunctionLowering;
pub use jit::{run_jit, JitRun};

/// Emits the LLVM IR of one op at the builder's position: the hook an
/// `OpDef` gives in [`crate::dialect::Interfaces::llvm`].
pub type LowerFn = fn(&mut FunctionLowering<'_, '_>, crate::ir::OpId) -> Result<(), Diagnostic>;
pub use phis::{phis_of_llvm_ir, BlockPhis, PhiCensus};

/// What the lowered module is for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Purpose {
    /// A self-contained module to print: declared functions stay
    /// declarations, a failed `cf.assert` calls `llvm.trap`.
    Translate,
    /// A module for [`jit`]: declared functions answer through the runtime,
    /// a failed `cf.assert` reports through it.
    Jit,
}

/// How to lower.
#[derive(Copy, Clone, Debug)]
pub struct Options {
    pub purpose: Purpose,
    /// Float results keep the interpreter's NaN bits (APFloat's rules: an
    /// operand NaN propagates quieted, an invalid operation gives the
    /// positive default NaN; `maxnumf`/`minnumf` exactly as IEEE 754-2008
    /// with -0 < +0). LLVM leaves NaN bits unspecified, so without this the
    /// native results may differ in NaN sign and payload (and
    /// `maxnumf`/`minnumf` on signed zeros).
    pub exact_nans: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            purpose: Purpose::Translate,
            exact_nans: true,
        }
    }
}

/// Lowers a verified module into a new LLVM module of `context`, which
/// passes LLVM's verifier. Errors name each op or type that cannot be
/// lowered, at its location.
pub fn lower<'ctx>(
    ir: &Ir,
    context: &'ctx Context,
    name: &str,
    options: Options,
) -> Result<Module<'ctx>, Vec<Diagnostic>> {
    let module = context.create_module(name);
    let mut errors = Vec::new();
    // Every function is declared first: calls may go forward.
    let mut functions = Vec::new();
    for f in ir.functions() {
        match declare(ir, context, &module, f) {
            Ok(value) => functions.push((f, value)),
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut shims = externals::Shims::new(context, &module);
    let called = called_functions(ir);
    for &(f, value) in &functions {
        let name = ir.func_attrs(f).map(|a| a.name.as_str());
        let result = match ir.func_body(f) {
            Some(body) => function::lower_function(ir, context, &module, value, body, options),
            None if options.purpose == Purpose::Jit && name.is_some_and(|n| called.contains(n)) => {
                shims.define(ir, f, value).map_err(|e| vec![e])
            }
            None => Ok(()),
        };
        if let Err(e) = result {
            errors.extend(e);
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    if let Err(message) = module.verify() {
        return Err(vec![Diagnostic::error(
            Loc::UNKNOWN,
            format!(
                "internal error: the LLVM IR of this module does not verify: {}",
                message.to_string().trim_end()
            ),
        )]);
    }
    Ok(module)
}

/// The module as LLVM IR text (`ssa-translate --mlir-to-llvmir`).
pub fn translate_to_text(ir: &Ir, name: &str, options: Options) -> Result<String, Vec<Diagnostic>> {
    let context = Context::create();
    let module = lower(ir, &context, name, options)?;
    Ok(module.print_to_string().to_string())
}

/// The phis of the lowering of `ir`, per block (see [`phis_of_llvm_ir`]).
pub fn phis_of_lowering(ir: &Ir, options: Options) -> Result<PhiCensus, Vec<Diagnostic>> {
    let context = Context::create();
    let module = lower(ir, &context, "census", options)?;
    Ok(phis::census(&module))
}

/// Declares the function `f` in `module`.
fn declare<'ctx>(
    ir: &Ir,
    context: &'ctx Context,
    module: &Module<'ctx>,
    f: crate::ir::OpId,
) -> Result<inkwell::values::FunctionValue<'ctx>, Diagnostic> {
    let attrs = ir.func_attrs(f).expect("a func.func has attributes");
    let loc = ir.op_loc(f);
    let fn_type = types::function_type(ir, context, &attrs.inputs, &attrs.results, loc)?;
    let linkage = match (ir.func_body(f), attrs.visibility) {
        (Some(_), Visibility::Private) => Some(Linkage::Internal),
        _ => None,
    };
    Ok(module.add_function(&attrs.name, fn_type, linkage))
}

/// The names of the functions some `func.call` calls.
fn called_functions(ir: &Ir) -> BTreeSet<&str> {
    let mut called = BTreeSet::new();
    ir.walk_nested(ir.module(), |op| {
        if let Some(callee) = ir.op_code(op).callee(ir, op) {
            called.insert(callee);
        }
    });
    called
}
