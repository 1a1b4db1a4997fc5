//! Why an execution stopped: undefined behaviour, a failed `cf.assert`, a
//! resource limit, an op the interpreter cannot execute, or a bad request.
//! Every error names the op it happened at; [`InterpError::to_diagnostic`]
//! turns it into a `file:line:col: error:` diagnostic with one note per
//! enclosing call.

use crate::diagnostic::Diagnostic;
use crate::ir::{Ir, Loc, OpId};
use crate::semantics::UndefinedBehaviour;
use std::fmt;

/// The kinds of undefined behaviour the interpreter detects (spec
/// "Semantics"): the arithmetic's own ([`UndefinedBehaviour`], from the
/// op's `eval`) and the uses of poison and memory that the machine checks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Ub {
    /// The op's evaluation is undefined (division by zero, ...).
    Arithmetic(UndefinedBehaviour),
    /// `cf.cond_br` on a poison condition.
    PoisonCondition,
    /// `cf.switch` on a poison flag.
    PoisonSwitchFlag,
    /// `cf.assert` on a poison condition.
    PoisonAssertCondition,
    /// A load or store through a poison memref.
    PoisonMemRef,
    /// A poison index (dimension `dim`, from 0).
    PoisonIndex { dim: usize },
    /// An index outside its dimension.
    OutOfBounds { dim: usize, index: i64, size: u64 },
    /// An access through a memref whose function has returned (its
    /// `memref.alloca` storage is gone).
    FreedMemRef,
    /// Poison passed as argument `index` (from 0) to `callee`.
    PoisonArgument { callee: String, index: usize },
    /// A freed memref passed as argument `index` to an external function
    /// (which may read it).
    FreedArgument { callee: String, index: usize },
    /// Poison returned as result `index` (from 0).
    PoisonReturned { index: usize },
}

impl fmt::Display for Ub {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ub::Arithmetic(ub) => write!(f, "{ub}"),
            Ub::PoisonCondition => f.write_str("branch on a poison condition"),
            Ub::PoisonSwitchFlag => f.write_str("switch on a poison value"),
            Ub::PoisonAssertCondition => f.write_str("assert on a poison condition"),
            Ub::PoisonMemRef => f.write_str("access through a poison memref"),
            Ub::PoisonIndex { dim } => write!(f, "poison index in dimension {dim}"),
            Ub::OutOfBounds { dim, index, size } => write!(
                f,
                "index {index} out of bounds for dimension {dim} of size {size}"
            ),
            Ub::FreedMemRef => {
                f.write_str("access to a slot whose function has returned (its storage is freed)")
            }
            Ub::PoisonArgument { callee, index } => {
                write!(f, "poison passed as argument #{index} to '@{callee}'")
            }
            Ub::FreedArgument { callee, index } => write!(
                f,
                "freed slot (its function has returned) passed as argument #{index} to '@{callee}'"
            ),
            Ub::PoisonReturned { index } => write!(f, "poison returned as result #{index}"),
        }
    }
}

/// What stopped an execution.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ErrorKind {
    /// The program's behaviour is undefined.
    UndefinedBehaviour(Ub),
    /// A `cf.assert` failed, with its message.
    AssertionFailed(String),
    /// More than this many ops would have been executed.
    OutOfFuel(u64),
    /// The interpreted call stack would be deeper than this many frames.
    CallDepthExceeded(usize),
    /// Registers and slots would take more than this many values.
    MemoryExhausted(usize),
    /// An op the interpreter cannot execute (an opaque op, a slot of a
    /// non-scalar element type, an external call returning a memref, ...).
    Unsupported(String),
    /// The function to run does not exist, is a declaration, or was given
    /// arguments that do not fit its signature.
    BadEntry(String),
}

/// Why an execution stopped, and where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InterpError {
    pub kind: ErrorKind,
    /// The op being executed, if any (none for [`ErrorKind::BadEntry`]).
    pub op: Option<OpId>,
    /// The op's source location.
    pub loc: Loc,
    /// The call sites of the enclosing frames, innermost first, runs of
    /// the same site (recursion) merged; at most [`MAX_CALL_NOTES`] of them.
    pub call_sites: Vec<CallSite>,
    /// The number of enclosing calls (may exceed `call_sites.len()`).
    pub call_depth: usize,
}

/// At most this many call sites are kept in an error.
pub const MAX_CALL_NOTES: usize = 8;

/// `count` consecutive enclosing frames called from the same site.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct CallSite {
    pub loc: Loc,
    pub count: usize,
}

impl InterpError {
    /// An error not tied to an op.
    pub(crate) fn bad_entry(message: impl Into<String>) -> InterpError {
        InterpError {
            kind: ErrorKind::BadEntry(message.into()),
            op: None,
            loc: Loc::UNKNOWN,
            call_sites: Vec::new(),
            call_depth: 0,
        }
    }

    /// Is this undefined behaviour?
    pub fn is_undefined_behaviour(&self) -> bool {
        matches!(self.kind, ErrorKind::UndefinedBehaviour(_))
    }

    /// Did a resource limit (fuel, call depth, memory) stop the program?
    pub fn is_resource_limit(&self) -> bool {
        matches!(
            self.kind,
            ErrorKind::OutOfFuel(_)
                | ErrorKind::CallDepthExceeded(_)
                | ErrorKind::MemoryExhausted(_)
        )
    }

    /// The message, naming the op (`undefined behaviour: division by zero
    /// in 'arith.divsi'`), without the location.
    pub fn message(&self, ir: &Ir) -> String {
        let op = self.op.map(|op| op_display_name(ir, op));
        let at = op
            .as_deref()
            .map_or(String::new(), |name| format!(" in '{name}'"));
        match &self.kind {
            ErrorKind::UndefinedBehaviour(ub) => format!("undefined behaviour: {ub}{at}"),
            ErrorKind::AssertionFailed(message) => format!("assertion failed: {message}"),
            ErrorKind::OutOfFuel(fuel) => {
                format!("out of fuel: executed {fuel} operations (raise the limit with --fuel)")
            }
            ErrorKind::CallDepthExceeded(depth) => {
                format!("call depth limit exceeded: more than {depth} nested calls")
            }
            ErrorKind::MemoryExhausted(values) => {
                format!("memory limit exceeded: registers and slots need more than {values} values")
            }
            ErrorKind::Unsupported(what) => what.clone(),
            ErrorKind::BadEntry(what) => what.clone(),
        }
    }

    /// The error as a diagnostic at the op, with a note at each enclosing
    /// call site.
    pub fn to_diagnostic(&self, ir: &Ir) -> Diagnostic {
        let mut diag = Diagnostic::error(self.loc, self.message(ir));
        let shown: usize = self.call_sites.iter().map(|s| s.count).sum();
        for (i, site) in self.call_sites.iter().enumerate() {
            let mut message = "called from here".to_string();
            if site.count > 1 {
                message.push_str(&format!(" ({} nested calls)", site.count));
            }
            if i + 1 == self.call_sites.len() && self.call_depth > shown {
                message.push_str(&format!(
                    "; {} more enclosing calls not shown",
                    self.call_depth - shown
                ));
            }
            diag = diag.with_note(site.loc, message);
        }
        diag
    }
}

/// `arith.addi`, or the name of an opaque op (`my.op`).
pub(crate) fn op_display_name(ir: &Ir, op: OpId) -> String {
    match ir.op_attr(op) {
        Some(crate::ir::Attribute::Opaque(attrs)) => attrs.name.clone(),
        _ => ir.op_code(op).name.to_string(),
    }
}
