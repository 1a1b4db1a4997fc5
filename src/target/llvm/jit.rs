//! Running a function natively: the module lowered for the JIT
//! ([`Purpose::Jit`]), an entry wrapper with one fixed C signature, and
//! LLVM's MCJIT.
//!
//! The wrapper `void __ssa_jit_entry(const u64 *args, u64 *results, u64
//! fuel)` takes and gives one word per value (integers zero-extended, floats as their
//! bits), so Rust calls every signature the same way, and several results
//! need no struct ABI.
//!
//! Runs happen on a thread of their own with a large stack (the
//! interpreter allows a million nested calls, and `alloca`s that could not
//! be hoisted grow the native stack as the interpreter's memory grows).
//! Fuel bounds the loop iterations and calls (see `super::externals`),
//! not the ops, but undefined behaviour is undefined natively (a division
//! by zero traps, an out-of-bounds store corrupts memory): when comparing,
//! run under the JIT only what the interpreter finished.

use super::runtime::{self, ExternalSignature, Runtime};
use super::{externals, stops};
use super::{lower, types, Options, Purpose};
use crate::diagnostic::Diagnostic;
use crate::interp::{has_type, ErrorKind, InterpError, Run};
use crate::ir::{Ir, Loc, OpId, TypeId};
use crate::semantics::{FloatFormat, Scalar, ScalarType};
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::targets::{InitializationConfig, Target};
use inkwell::types::BasicType;
use inkwell::values::FunctionValue;
use inkwell::{AddressSpace, OptimizationLevel};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The wrapper's name.
const ENTRY_WRAPPER: &str = "__ssa_jit_entry";

/// The stack of the thread that runs native code.
const STACK_BYTES: usize = 1 << 30;

/// The outcome of one run: results, or the failed assertion (as the
/// interpreter reports it, without call-site notes), and the external
/// calls made. Only `outcome` and `trace` are filled in.
pub type JitRun = Run;

/// Compiles `ir` and runs its function `entry` once per argument vector of
/// `arg_vectors`, each with `fuel` (loop iterations and calls). Errors: ops or types that cannot be lowered, an entry
/// that cannot be run (missing, a declaration, non-scalar results,
/// arguments that do not fit), or LLVM failing to make native code.
pub fn run_jit(
    ir: &Ir,
    entry: &str,
    arg_vectors: &[Vec<Scalar>],
    fuel: u64,
) -> Result<Vec<JitRun>, Vec<Diagnostic>> {
    let (f, result_types) = check_entry(ir, entry, arg_vectors).map_err(|e| vec![e])?;
    refuse_unresolvable_types(ir).map_err(|e| vec![e])?;
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("ssa-jit".to_string())
            .stack_size(STACK_BYTES)
            .spawn_scoped(scope, || {
                compile_and_run(ir, f, &result_types, arg_vectors, fuel)
            })
            .map_err(|e| vec![error(format!("cannot start the JIT thread: {e}"))])?
            .join()
            .unwrap_or_else(|_| Err(vec![error("the JIT thread panicked".to_string())]))
    })
}

/// LLVM lowers a rounding to `bf16` to a call of compiler-rt's
/// `__truncsfbf2`/`__truncdfbf2`, and a division or float conversion of
/// an integer wider than 64 bits to others (`__divti3`, `__floattidf`,
/// ...), which the JIT cannot resolve on this target (the native code
/// jumps to address 0); and the JIT passes arguments and results in 64-bit
/// words. `f128` arithmetic is compiler-rt's too (`__addtf3`, ...), and
/// neither it nor `f80` fits a word. So a module that has such a type is
/// refused rather than run. `f16` needs no such call.
fn refuse_unresolvable_types(ir: &Ir) -> Result<(), Diagnostic> {
    let refused = (0..ir.types.len()).map(TypeId::from_index).find(|&t| {
        ir.types
            .float_format(t)
            .is_some_and(|format| format == FloatFormat::BF16 || format.is_wide())
            || ir
                .types
                .scalar_type(t)
                .is_some_and(|s| matches!(s, ScalarType::Int(w) if w > 64))
    });
    let Some(ty) = refused else {
        return Ok(());
    };
    let why = if ir.types.float_format(ty) == Some(FloatFormat::BF16) {
        "LLVM needs compiler-rt's bf16 routines, which it cannot resolve here"
    } else if ir.types.is_float(ty) {
        "floats wider than 64 bits need compiler-rt's routines and do not fit its 64-bit words"
    } else {
        "integers wider than 64 bits need compiler-rt's routines, which it cannot resolve here"
    };
    Err(error(format!(
        "the JIT does not run '{}' ({why}); run without --jit",
        ir.types.display(ty)
    )))
}

fn error(message: String) -> Diagnostic {
    Diagnostic::error(Loc::UNKNOWN, message)
}

/// The function `entry`, if it can be run on `arg_vectors`, and its result
/// types.
fn check_entry(
    ir: &Ir,
    entry: &str,
    arg_vectors: &[Vec<Scalar>],
) -> Result<(OpId, Vec<ScalarType>), Diagnostic> {
    let f = ir
        .lookup_function(entry)
        .ok_or_else(|| error(format!("no function named '@{entry}'")))?;
    let attrs = ir.func_attrs(f).expect("a func.func has attributes");
    if ir.func_body(f).is_none() {
        return Err(error(format!(
            "'@{entry}' is a declaration: only a function with a body can be run"
        )));
    }
    let params: Vec<ScalarType> = attrs
        .inputs
        .iter()
        .map(|&t| ir.types.scalar_type(t))
        .collect::<Option<_>>()
        .ok_or_else(|| error(format!("'@{entry}' takes non-scalar arguments")))?;
    let results: Vec<ScalarType> = attrs
        .results
        .iter()
        .map(|&t| ir.types.scalar_type(t))
        .collect::<Option<_>>()
        .ok_or_else(|| {
            error(format!(
                "'@{entry}' returns non-scalars: only functions returning scalars can be run"
            ))
        })?;
    for args in arg_vectors {
        let fits =
            args.len() == params.len() && args.iter().zip(&params).all(|(a, &t)| has_type(a, t));
        if !fits {
            return Err(error(format!(
                "the arguments do not fit the parameters of '@{entry}'"
            )));
        }
    }
    Ok((f, results))
}

/// Prepares LLVM's native target and MCJIT (once per process).
fn initialize() -> Result<(), Diagnostic> {
    static READY: OnceLock<Result<(), String>> = OnceLock::new();
    READY
        .get_or_init(|| Target::initialize_native(&InitializationConfig::default()))
        .clone()
        .map_err(|e| error(format!("LLVM cannot generate code for this machine: {e}")))
}

/// Lowers, compiles and runs (on the current thread).
fn compile_and_run(
    ir: &Ir,
    entry: OpId,
    result_types: &[ScalarType],
    arg_vectors: &[Vec<Scalar>],
    fuel: u64,
) -> Result<Vec<JitRun>, Vec<Diagnostic>> {
    initialize().map_err(|e| vec![e])?;
    let context = Context::create();
    let options = Options {
        purpose: Purpose::Jit,
        exact_nans: true,
    };
    let module = lower(ir, &context, "ssa-jit", options)?;
    let callee = module
        .get_function(&ir.func_attrs(entry).expect("func attributes").name)
        .expect("the entry was lowered");
    define_entry_wrapper(&context, &module, callee).map_err(|e| vec![e])?;
    let engine = module
        .create_jit_execution_engine(codegen_level(ir))
        .map_err(|e| vec![error(format!("LLVM cannot make the JIT: {e}"))])?;
    let runtime_functions = [
        (externals::EXTERNAL_CALL, runtime::external_call_address()),
        (stops::ASSERT_FAILED, runtime::assert_failed_address()),
    ];
    for (name, address) in runtime_functions {
        if let Some(declaration) = module.get_function(name) {
            engine.add_global_mapping(&declaration, address);
        }
    }
    let target_data = engine.get_target_data();
    let stride = |ty: ScalarType| {
        let llvm_type = match ty {
            ScalarType::Float(format) => types::float_type(&context, format).as_basic_type_enum(),
            _ => types::int_type(&context, ty.width()).as_basic_type_enum(),
        };
        target_data.get_abi_size(&llvm_type) as usize
    };
    let mut signatures = BTreeMap::new();
    for f in ir.functions().filter(|&f| ir.func_body(f).is_none()) {
        if let Some(signature) = ExternalSignature::of(ir, f, stride) {
            signatures.insert(f.index() as u64, signature);
        }
    }
    // SAFETY: the wrapper was defined above with exactly this signature.
    let wrapper = unsafe {
        engine.get_function::<unsafe extern "C" fn(*const u64, *mut u64, u64)>(ENTRY_WRAPPER)
    }
    .map_err(|e| vec![error(format!("LLVM did not compile the entry: {e}"))])?;
    let mut runs = Vec::with_capacity(arg_vectors.len());
    for args in arg_vectors {
        Runtime {
            externals: signatures.clone(),
            ..Runtime::default()
        }
        .install();
        let words: Vec<u64> = args.iter().map(runtime::word_from_scalar).collect();
        let mut results = vec![0u64; result_types.len().max(1)];
        // The fuel is counted down in a signed i64.
        let fuel = fuel.min(i64::MAX as u64);
        // SAFETY: one word per parameter in, one per result out, as the
        // wrapper reads and writes them.
        unsafe { wrapper.call(words.as_ptr(), results.as_mut_ptr(), fuel) };
        let runtime = Runtime::take().unwrap_or_default();
        let outcome = match runtime.failed_assert {
            Some(stops::OUT_OF_FUEL) => Err(out_of_fuel(ir, entry, fuel)),
            Some(op) => Err(stopped_at(ir, OpId::from_index(op as usize))),
            None => Ok(result_types
                .iter()
                .zip(&results)
                .map(|(&ty, &word)| runtime::scalar_from_word(ty, word))
                .collect()),
        };
        runs.push(Run {
            outcome,
            trace: runtime.trace,
            blocks_visited: Vec::new(),
            ops_executed: 0,
        });
    }
    Ok(runs)
}

/// The interpreter's error for the op that stopped the run: a failed
/// `cf.assert`, or a declaration whose call cannot be answered.
fn stopped_at(ir: &Ir, op: OpId) -> InterpError {
    let kind = match (ir.func_attrs(op), ir.op_attr(op)) {
        (Some(attrs), _) => {
            let not_scalar = attrs
                .results
                .iter()
                .find(|&&t| ir.types.scalar_type(t).is_none())
                .map_or_else(String::new, |&t| ir.types.display(t).to_string());
            // The interpreter's words.
            ErrorKind::Unsupported(format!(
                "cannot interpret a call of external function '@{}': result type '{not_scalar}' is not a scalar",
                attrs.name
            ))
        }
        (None, Some(crate::ir::Attribute::Str(message))) => {
            ErrorKind::AssertionFailed(message.to_string())
        }
        (None, _) => ErrorKind::AssertionFailed(String::new()),
    };
    InterpError {
        kind,
        op: Some(op),
        loc: ir.op_loc(op),
        call_sites: Vec::new(),
        call_depth: 0,
    }
}

/// Functions with more blocks than this are compiled by LLVM's `-O0` code
/// generator, the others at `-O2`: the `-O2` backend is superlinear on long
/// chains of blocks (a 20,000-block chain takes 13.5 s in `llc-22 -O2`,
/// 0.2 s at `-O0`), and a million-block function must still run.
const LARGE_FUNCTION_BLOCKS: usize = 2_000;

/// The code generator's optimisation level for `ir` (no IR passes run at
/// either level: the code is the lowering's).
fn codegen_level(ir: &Ir) -> OptimizationLevel {
    let largest = ir
        .functions()
        .filter_map(|f| ir.func_body(f))
        .map(|body| ir.region_blocks(body).count())
        .max()
        .unwrap_or(0);
    if largest > LARGE_FUNCTION_BLOCKS {
        OptimizationLevel::None
    } else {
        OptimizationLevel::Default
    }
}

/// The error of a run that used up its fuel (at the entry function).
fn out_of_fuel(ir: &Ir, entry: OpId, fuel: u64) -> InterpError {
    InterpError {
        kind: ErrorKind::OutOfFuel(fuel),
        op: Some(entry),
        loc: ir.op_loc(entry),
        call_sites: Vec::new(),
        call_depth: 0,
    }
}

/// Defines `void __ssa_jit_entry(ptr args, ptr results, i64 fuel)`: clears
/// the failed-assertion flag, sets the fuel, calls `callee` on the argument words and stores
/// its results as words.
fn define_entry_wrapper<'ctx>(
    context: &'ctx Context,
    module: &Module<'ctx>,
    callee: FunctionValue<'ctx>,
) -> Result<(), Diagnostic> {
    let err =
        |e: inkwell::builder::BuilderError| error(format!("internal error: LLVM builder: {e}"));
    let ptr = context.ptr_type(AddressSpace::default());
    let i64_type = context.i64_type();
    let wrapper = module.add_function(
        ENTRY_WRAPPER,
        context
            .void_type()
            .fn_type(&[ptr.into(), ptr.into(), i64_type.into()], false),
        Some(Linkage::External),
    );
    let builder = context.create_builder();
    builder.position_at_end(context.append_basic_block(wrapper, "entry"));
    let flag = stops::failed_flag(context, module);
    builder
        .build_store(flag.as_pointer_value(), context.i8_type().const_zero())
        .map_err(err)?;
    let fuel = wrapper.get_nth_param(2).expect("three parameters");
    builder
        .build_store(stops::fuel_global(context, module).as_pointer_value(), fuel)
        .map_err(err)?;
    let args_ptr = wrapper
        .get_nth_param(0)
        .expect("three parameters")
        .into_pointer_value();
    let results_ptr = wrapper
        .get_nth_param(1)
        .expect("three parameters")
        .into_pointer_value();
    let word_at = |base, i: usize| {
        // SAFETY: the caller passes one word per value.
        unsafe {
            builder.build_in_bounds_gep(i64_type, base, &[i64_type.const_int(i as u64, false)], "")
        }
    };
    let mut args = Vec::new();
    for (i, ty) in callee.get_type().get_param_types().into_iter().enumerate() {
        let word = builder
            .build_load(i64_type, word_at(args_ptr, i).map_err(err)?, "")
            .map_err(err)?
            .into_int_value();
        let ty = inkwell::types::BasicTypeEnum::try_from(ty)
            .map_err(|_| error("internal error: a non-basic parameter".to_string()))?;
        args.push(
            externals::decode_word(&builder, context, word, ty)
                .map_err(err)?
                .into(),
        );
    }
    let call = builder.build_call(callee, &args, "").map_err(err)?;
    let returned = super::ops::returned(call);
    let values = match returned {
        None => Vec::new(),
        Some(inkwell::values::BasicValueEnum::StructValue(s)) => (0..s.get_type().count_fields())
            .map(|i| builder.build_extract_value(s, i, ""))
            .collect::<Result<Vec<_>, _>>()
            .map_err(err)?,
        Some(one) => vec![one],
    };
    for (j, value) in values.into_iter().enumerate() {
        let word = externals::encode_word(&builder, context, value).map_err(err)?;
        builder
            .build_store(word_at(results_ptr, j).map_err(err)?, word)
            .map_err(err)?;
    }
    builder.build_return(None).map_err(err)?;
    module.verify().map_err(|e| {
        error(format!(
            "internal error: the JIT module does not verify: {e}"
        ))
    })
}
