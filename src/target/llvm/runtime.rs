//! The JIT's runtime, the Rust side: what native code calls back into.
//! `external_call` answers the shims of declared functions
//! ([`super::externals`]) and records the trace; `assert_failed` hears of
//! a stop ([`super::stops`]). Both are `extern "C"` and never panic.
//!
//! The runtime's state is per thread ([`Runtime::install`]): a run's
//! native code runs on the thread that installed it.

use crate::interp::{CallArg, ExternalCall};
use crate::ir::{Ir, OpId, Type};
use crate::semantics::{self, external_call_result, Scalar, ScalarType};
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::Arc;

/// A parameter of a declared function as the runtime reads it.
#[derive(Clone, Debug)]
pub(super) enum Param {
    Scalar(ScalarType),
    /// A memref: `len` elements of `element`, `stride` bytes apart.
    MemRef {
        element: ScalarType,
        len: usize,
        stride: usize,
    },
}

/// A declared function as the runtime answers it.
#[derive(Clone, Debug)]
pub(super) struct ExternalSignature {
    pub name: Arc<str>,
    pub params: Vec<Param>,
    pub results: Vec<ScalarType>,
}

impl ExternalSignature {
    /// The signature of the declaration `f`, if its parameters are scalars
    /// or memrefs of scalars; `stride` gives an element type's size in
    /// memory (LLVM's alloc size).
    pub fn of(ir: &Ir, f: OpId, stride: impl Fn(ScalarType) -> usize) -> Option<Self> {
        let attrs = ir.func_attrs(f)?;
        let params = attrs
            .inputs
            .iter()
            .map(|&t| match ir.types.get(t) {
                Type::MemRef { shape, element } => {
                    let element = ir.types.scalar_type(*element)?;
                    Some(Param::MemRef {
                        element,
                        len: shape.iter().product::<u64>() as usize,
                        stride: stride(element),
                    })
                }
                _ => ir.types.scalar_type(t).map(Param::Scalar),
            })
            .collect::<Option<Vec<_>>>()?;
        let results = attrs
            .results
            .iter()
            .map(|&t| ir.types.scalar_type(t))
            .collect::<Option<Vec<_>>>()?;
        Some(ExternalSignature {
            name: attrs.name.as_str().into(),
            params,
            results,
        })
    }
}

/// The state of the runtime on one thread, during one run.
#[derive(Default)]
pub(super) struct Runtime {
    /// The declared functions, by their op's index.
    pub externals: BTreeMap<u64, ExternalSignature>,
    pub trace: Vec<ExternalCall>,
    /// The index of the `cf.assert` op that failed, or [`OUT_OF_FUEL`](super::stops::OUT_OF_FUEL).
    pub failed_assert: Option<u64>,
}

thread_local! {
    static RUNTIME: RefCell<Option<Runtime>> = const { RefCell::new(None) };
}

impl Runtime {
    /// Makes `self` the runtime of this thread's native code until
    /// [`Runtime::take`].
    pub fn install(self) {
        RUNTIME.with(|r| *r.borrow_mut() = Some(self));
    }

    /// Removes this thread's runtime, with what the run recorded.
    pub fn take() -> Option<Runtime> {
        RUNTIME.with(|r| r.borrow_mut().take())
    }
}

/// The address of [`external_call`], to map [`EXTERNAL_CALL`] to.
pub(super) fn external_call_address() -> usize {
    external_call as *const () as usize
}

/// The address of [`assert_failed`], to map [`ASSERT_FAILED`] to.
pub(super) fn assert_failed_address() -> usize {
    assert_failed as *const () as usize
}

/// Answers the call of declaration `callee` (its op index) with the
/// arguments `args` (one word each) into `results` (one word each), and
/// records it. Never panics (it is called from native code).
extern "C" fn external_call(callee: u64, args: *const u64, results: *mut u64) {
    RUNTIME.with(|r| {
        let Ok(mut runtime) = r.try_borrow_mut() else {
            return;
        };
        let Some(runtime) = runtime.as_mut() else {
            return;
        };
        let Some(signature) = runtime.externals.get(&callee) else {
            return;
        };
        let mut scalars = Vec::with_capacity(signature.params.len());
        let mut recorded = Vec::with_capacity(signature.params.len());
        for (i, param) in signature.params.iter().enumerate() {
            // SAFETY: the shim passes one word per parameter.
            let word = unsafe { *args.add(i) };
            match *param {
                Param::Scalar(ty) => {
                    let value = scalar_from_word(ty, word);
                    scalars.push(value.clone());
                    recorded.push(CallArg::Scalar(value));
                }
                Param::MemRef {
                    element,
                    len,
                    stride,
                } => {
                    let base = word as usize as *const u8;
                    let contents = (0..len)
                        // SAFETY: the memref's storage is an alloca of
                        // `len` elements `stride` bytes apart.
                        .map(|k| unsafe { read_element(base.add(k * stride), element) })
                        .collect();
                    recorded.push(CallArg::MemRef(contents));
                }
            }
        }
        let answers = external_call_result(&signature.name, &scalars, &signature.results);
        for (j, answer) in answers.iter().enumerate() {
            let word = word_from_scalar(answer);
            // SAFETY: the shim passes one word per result.
            unsafe { *results.add(j) = word };
        }
        let call = ExternalCall {
            callee: signature.name.clone(),
            args: recorded,
            results: answers,
        };
        runtime.trace.push(call);
    });
}

/// Records the failed `cf.assert` of index `op`. Never panics.
extern "C" fn assert_failed(op: u64) {
    RUNTIME.with(|r| {
        if let Ok(mut runtime) = r.try_borrow_mut() {
            if let Some(runtime) = runtime.as_mut() {
                runtime.failed_assert.get_or_insert(op);
            }
        }
    });
}

/// The scalar of type `ty` in the low bits of `word`.
pub(super) fn scalar_from_word(ty: ScalarType, word: u64) -> Scalar {
    match ty {
        ScalarType::Float(format) => format.from_bits(u128::from(word)).into(),
        ScalarType::Int(_) | ScalarType::Index => {
            semantics::IntValue::from_u64(word, ty.width()).into()
        }
    }
}

/// The word for a (non-poison) scalar: integers zero-extended, floats
/// their bits.
pub(super) fn word_from_scalar(value: &Scalar) -> u64 {
    match value {
        Scalar::Int(v) => v.as_unsigned(),
        Scalar::Float(v) => v.to_bits() as u64,
        Scalar::Poison => 0,
    }
}

/// Reads one element of type `ty` stored by LLVM at `at` (its store size,
/// little-endian; bits beyond an integer's width are ignored).
///
/// # Safety
/// `at` must point to at least the element's store size of readable bytes.
unsafe fn read_element(at: *const u8, ty: ScalarType) -> Scalar {
    let bytes = ty.width().div_ceil(8) as usize;
    let mut word = [0u8; 8];
    // SAFETY: the caller's promise.
    unsafe { std::ptr::copy_nonoverlapping(at, word.as_mut_ptr(), bytes) };
    scalar_from_word(ty, u64::from_le_bytes(word))
}
