//! The interpreter: executes a verified module per the "Semantics" section
//! of the IR spec, so that a program's meaning can be checked by running it
//! (`ssa-run`, and the differential tests of every pass).
//!
//! - Pure single-result ops are evaluated only through their
//!   [`OpDef::eval`](crate::dialect::OpDef::eval) hook: the arithmetic is
//!   defined once, in [`crate::semantics`] and the dialect files, and shared
//!   with the constant folders.
//! - Effects are the machine's: `memref.alloca` gives fresh storage per
//!   execution (freed when its function returns), loads of uninitialised
//!   elements give poison, `cf` branches assign block arguments as one
//!   parallel assignment, `func.call` of a module function pushes a frame on
//!   an explicit stack (recursion never grows the Rust stack), and a call of
//!   a declaration is answered by
//!   [`external_call_result`](crate::semantics::external_call_result) and
//!   recorded in the trace.
//! - Undefined behaviour (poison reaching a branch, a switch, an assert, a
//!   call argument, a return, an address or index; the arithmetic's own;
//!   out-of-bounds or freed slots) stops the run with an [`InterpError`]
//!   naming the op, never a wrong answer or a panic. So do a failed
//!   `cf.assert`, the limits of [`RunConfig`], and ops the interpreter cannot
//!   execute (opaque ops).
//!
//! Each function is first lowered to a flat register-machine form (the
//! design of Cranelift's and wasm interpreters: resolved branch targets and
//! precomputed block-argument moves), once per [`Interpreter`].
//!
//! External calls with memref arguments: the callee is taken to read but not
//! write the memory; the trace records the slot's contents at the call, and
//! the answer is computed from the scalar arguments alone.

mod error;
mod lower;
mod machine;
#[cfg(test)]
mod tests;

pub use error::{CallSite, ErrorKind, InterpError, Ub, MAX_CALL_NOTES};

use crate::ir::{BlockId, Ir, OpId};
use crate::semantics::{format_float, format_int_attribute, Scalar, ScalarType};
use lower::{Callee, Program};
use std::fmt;
use std::sync::Arc;

/// The default fuel: at most this many ops are executed.
pub const DEFAULT_FUEL: u64 = 1_000_000_000;

/// Limits and recording switches of one run.
#[derive(Clone, Debug)]
pub struct RunConfig {
    /// At most this many ops are executed (terminators included).
    pub fuel: u64,
    /// At most this many frames on the interpreted call stack.
    pub max_call_depth: usize,
    /// At most this many values in registers and slots together.
    pub max_memory: usize,
    /// Record the blocks entered, in order ([`Run::blocks_visited`]).
    pub record_blocks: bool,
}

impl Default for RunConfig {
    fn default() -> Self {
        RunConfig {
            fuel: DEFAULT_FUEL,
            max_call_depth: 1_000_000,
            max_memory: 1 << 24,
            record_blocks: false,
        }
    }
}

/// An argument of an external call as the trace records it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum CallArg {
    Scalar(Scalar),
    /// A memref argument: the contents of its slot at the call (row-major;
    /// uninitialised elements are poison).
    MemRef(Box<[Scalar]>),
}

/// One call of a declared function.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ExternalCall {
    pub callee: Arc<str>,
    pub args: Vec<CallArg>,
    pub results: Vec<Scalar>,
}

/// Entering a block (recorded when [`RunConfig::record_blocks`] is set).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct BlockVisit {
    /// The `func.func`.
    pub func: OpId,
    pub block: BlockId,
    /// How many external calls the trace held when the block was entered
    /// (to interleave the two records).
    pub calls_before: usize,
}

/// Everything one run produced, whether or not it finished.
#[derive(Clone, Debug)]
pub struct Run {
    /// The results, or why the run stopped.
    pub outcome: Result<Vec<Scalar>, InterpError>,
    /// The external calls made, in order (up to the error, if any).
    pub trace: Vec<ExternalCall>,
    pub blocks_visited: Vec<BlockVisit>,
    /// Ops executed.
    pub ops_executed: u64,
}

/// A finished run.
#[derive(Clone, Debug)]
pub struct Execution {
    pub results: Vec<Scalar>,
    pub trace: Vec<ExternalCall>,
    pub blocks_visited: Vec<BlockVisit>,
    pub ops_executed: u64,
}

impl Run {
    /// The run as a result.
    pub fn into_result(self) -> Result<Execution, InterpError> {
        let results = self.outcome?;
        Ok(Execution {
            results,
            trace: self.trace,
            blocks_visited: self.blocks_visited,
            ops_executed: self.ops_executed,
        })
    }
}

/// An interpreter for one module (which must verify).
pub struct Interpreter<'ir> {
    ir: &'ir Ir,
    program: Program,
}

impl<'ir> Interpreter<'ir> {
    /// Prepares every function of `ir` for execution.
    pub fn new(ir: &'ir Ir) -> Self {
        Interpreter {
            ir,
            program: lower::lower(ir),
        }
    }

    /// Runs the function named `func` on `args` with at most `fuel` ops.
    pub fn run(&self, func: &str, args: &[Scalar], fuel: u64) -> Result<Execution, InterpError> {
        let config = RunConfig {
            fuel,
            ..RunConfig::default()
        };
        self.run_with(func, args, &config).into_result()
    }

    /// Runs the function named `func` on `args` under `config`.
    pub fn run_with(&self, func: &str, args: &[Scalar], config: &RunConfig) -> Run {
        let mut machine = machine::Machine::new(self.ir, &self.program, config);
        let outcome = match self.entry(func, args) {
            Ok(entry) => machine.run(entry, args),
            Err(e) => Err(e),
        };
        Run {
            outcome,
            trace: machine.trace,
            blocks_visited: machine.blocks_visited,
            ops_executed: machine.ops_executed,
        }
    }

    /// The function to run, after checking `args` against its signature.
    fn entry(&self, name: &str, args: &[Scalar]) -> Result<u32, InterpError> {
        let index = match self.program.symbols.get(name) {
            Some(&Callee::Func(index)) => index,
            Some(Callee::External(_)) => {
                return Err(InterpError::bad_entry(format!(
                    "'@{name}' is a declaration: only a function with a body can be run"
                )))
            }
            None => {
                return Err(InterpError::bad_entry(format!(
                    "no function named '@{name}'"
                )))
            }
        };
        let f = &self.program.funcs[index as usize];
        let types = &self.ir.types;
        if args.len() != f.param_types.len() {
            return Err(InterpError::bad_entry(format!(
                "'@{name}' takes {} argument{}, {} given",
                f.param_types.len(),
                if f.param_types.len() == 1 { "" } else { "s" },
                args.len()
            )));
        }
        for (i, (&ty, arg)) in f.param_types.iter().zip(args).enumerate() {
            let fits = types.scalar_type(ty).is_some_and(|t| has_type(arg, t));
            if !fits {
                return Err(InterpError::bad_entry(format!(
                    "argument #{i} of '@{name}' has type '{}'; {} does not fit it",
                    types.display(ty),
                    describe(arg)
                )));
            }
        }
        for (i, &ty) in f.result_types.iter().enumerate() {
            if types.scalar_type(ty).is_none() {
                return Err(InterpError::bad_entry(format!(
                    "result #{i} of '@{name}' has type '{}': only functions returning scalars can be run",
                    types.display(ty)
                )));
            }
        }
        Ok(index)
    }
}

/// Does `value` (not poison) have scalar type `ty`?
pub fn has_type(value: &Scalar, ty: ScalarType) -> bool {
    match (value, ty) {
        (Scalar::Int(v), ScalarType::Int(w)) => v.width() == w,
        (Scalar::Int(v), ScalarType::Index) => v.width() == 64,
        (Scalar::Float(v), ScalarType::Float(format)) => v.format() == format,
        _ => false,
    }
}

fn describe(value: &Scalar) -> String {
    match value {
        Scalar::Int(v) => format!("the i{} value {}", v.width(), format_int_attribute(v)),
        Scalar::Float(v) => format!("the {} value {}", v.format().name(), format_float(*v)),
        Scalar::Poison => "poison".to_string(),
    }
}

/// A value as `ssa-run` prints it: `true`/`false` for `i1`, signed decimal
/// for other integers, MLIR's float format, `poison`.
pub struct DisplayValue<'a>(pub &'a Scalar);

impl fmt::Display for DisplayValue<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Scalar::Int(v) => f.write_str(&format_int_attribute(v)),
            other => write!(f, "{other}"),
        }
    }
}

impl fmt::Display for CallArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallArg::Scalar(s) => write!(f, "{}", DisplayValue(s)),
            CallArg::MemRef(contents) => {
                f.write_str("[")?;
                for (i, v) in contents.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}", DisplayValue(v))?;
                }
                f.write_str("]")
            }
        }
    }
}

impl fmt::Display for ExternalCall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "@{}(", self.callee)?;
        for (i, arg) in self.args.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{arg}")?;
        }
        f.write_str(") -> (")?;
        for (i, r) in self.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{}", DisplayValue(r))?;
        }
        f.write_str(")")
    }
}
