//! Types: `iN`, `siN`, `uiN` → `iN`, `index` → `i64`, `f16` → `half`, `bf16` →
//! `bfloat`, `f32` → `float`, `f64` → `double`, every memref → `ptr` (its storage is an `alloca` of the
//! element, or of nested arrays for a ranked memref: [`storage_type`]).
//! Several results → a literal struct, as mlir-translate returns them.

use crate::diagnostic::Diagnostic;
use crate::ir::{Ir, Loc, Type, TypeId};
use crate::semantics::FloatFormat;
use inkwell::context::Context;
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum, FloatType, FunctionType};
use inkwell::values::{BasicValueEnum, IntValue};
use inkwell::AddressSpace;
use std::num::NonZeroU32;

/// The LLVM type of values of type `ty`, or an error at `loc` naming it.
pub(super) fn value_type<'ctx>(
    ir: &Ir,
    context: &'ctx Context,
    ty: TypeId,
    loc: Loc,
) -> Result<BasicTypeEnum<'ctx>, Diagnostic> {
    Ok(match ir.types.get(ty) {
        // Signed and unsigned integers are signless in LLVM, as MLIR's
        // LLVM type converter makes them.
        Type::Int(width) | Type::SignedInt(width) | Type::UnsignedInt(width) => {
            if *width > LLVM_MAX_INT_WIDTH {
                return Err(Diagnostic::error(
                    loc,
                    format!(
                        "type '{}' cannot be lowered to LLVM IR (LLVM's integers have at most {LLVM_MAX_INT_WIDTH} bits)",
                        ir.types.display(ty)
                    ),
                ));
            }
            int_type(context, *width).into()
        }
        Type::Index => context.i64_type().into(),
        Type::Float(format @ (FloatFormat::F8E5M2 | FloatFormat::F8E4M3FN)) => {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "type '{}' cannot be lowered to LLVM IR (LLVM has no 8-bit float type; MLIR's ArithToLLVM stores it as i8 and leaves its arithmetic unconverted)",
                    format.name()
                ),
            ));
        }
        Type::Float(format) => float_type(context, *format).into(),
        Type::MemRef { element, .. } => {
            // The element must have a storage type too.
            scalar_type(ir, context, *element, loc)?;
            context.ptr_type(AddressSpace::default()).into()
        }
        Type::Function { .. } | Type::Opaque(_) => {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "type '{}' cannot be lowered to LLVM IR",
                    ir.types.display(ty)
                ),
            ))
        }
    })
}

/// The LLVM type of a scalar (integer, index or float) type.
pub(super) fn scalar_type<'ctx>(
    ir: &Ir,
    context: &'ctx Context,
    ty: TypeId,
    loc: Loc,
) -> Result<BasicTypeEnum<'ctx>, Diagnostic> {
    match ir.types.get(ty) {
        Type::Int(_) | Type::SignedInt(_) | Type::UnsignedInt(_) | Type::Index | Type::Float(_) => {
            value_type(ir, context, ty, loc)
        }
        _ => Err(Diagnostic::error(
            loc,
            format!(
                "memref element type '{}' cannot be lowered to LLVM IR",
                ir.types.display(ty)
            ),
        )),
    }
}

/// LLVM's widest integer type (`IntegerType::MAX_INT_BITS`, 2^23); MLIR
/// allows twice as many bits.
pub(super) const LLVM_MAX_INT_WIDTH: u32 = 1 << 23;

/// `iN`, `N` in 1..=[`LLVM_MAX_INT_WIDTH`].
pub(super) fn int_type(context: &Context, width: u32) -> inkwell::types::IntType<'_> {
    let width = NonZeroU32::new(width).expect("integer widths start at 1");
    context
        .custom_width_int_type(width)
        .expect("LLVM has every integer width up to 2^23")
}

/// The storage of a memref of type `ty`: its element for rank 0, else
/// nested arrays (`memref<2x3xi32>` → `[2 x [3 x i32]]`).
pub(super) fn storage_type<'ctx>(
    ir: &Ir,
    context: &'ctx Context,
    ty: TypeId,
    loc: Loc,
) -> Result<BasicTypeEnum<'ctx>, Diagnostic> {
    let (element, shape) = ir.types.memref(ty).ok_or_else(|| {
        Diagnostic::error(
            loc,
            format!("'{}' is not a memref type", ir.types.display(ty)),
        )
    })?;
    let mut storage = scalar_type(ir, context, element, loc)?;
    if is_single_element(shape) {
        // Stored as its element, with the same layout, so that LLVM's
        // `mem2reg` promotes it as ours does (it promotes an `alloca`
        // only when loads and stores reach it without a GEP).
        return Ok(storage);
    }
    for &size in shape.iter().rev() {
        let size = u32::try_from(size).map_err(|_| {
            Diagnostic::error(
                loc,
                format!(
                    "memref dimension {size} of '{}' is too large for an LLVM array",
                    ir.types.display(ty)
                ),
            )
        })?;
        storage = storage.array_type(size).into();
    }
    Ok(storage)
}

/// Does a memref of `shape` hold one element (rank 0, or every size 1)?
pub(super) fn is_single_element(shape: &[u64]) -> bool {
    shape.iter().all(|&size| size == 1)
}

/// The return type of a function returning `results`: none, the one
/// result, or a literal struct of them.
pub(super) fn return_type<'ctx>(
    ir: &Ir,
    context: &'ctx Context,
    results: &[TypeId],
    loc: Loc,
) -> Result<Option<BasicTypeEnum<'ctx>>, Diagnostic> {
    let fields = results
        .iter()
        .map(|&t| value_type(ir, context, t, loc))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(match fields.as_slice() {
        [] => None,
        [one] => Some(*one),
        many => Some(context.struct_type(many, false).into()),
    })
}

/// The LLVM function type of a `func.func` signature.
pub(super) fn function_type<'ctx>(
    ir: &Ir,
    context: &'ctx Context,
    inputs: &[TypeId],
    results: &[TypeId],
    loc: Loc,
) -> Result<FunctionType<'ctx>, Diagnostic> {
    let params = inputs
        .iter()
        .map(|&t| value_type(ir, context, t, loc).map(BasicMetadataTypeEnum::from))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(match return_type(ir, context, results, loc)? {
        None => context.void_type().fn_type(&params, false),
        Some(ret) => ret.fn_type(&params, false),
    })
}

/// LLVM's `poison` of a first-class type.
pub(super) fn poison_of(ty: BasicTypeEnum<'_>) -> BasicValueEnum<'_> {
    match ty {
        BasicTypeEnum::IntType(t) => t.get_poison().into(),
        BasicTypeEnum::FloatType(t) => t.get_poison().into(),
        BasicTypeEnum::PointerType(t) => t.get_poison().into(),
        BasicTypeEnum::StructType(t) => t.get_poison().into(),
        BasicTypeEnum::ArrayType(t) => t.get_poison().into(),
        BasicTypeEnum::VectorType(t) => t.get_poison().into(),
        BasicTypeEnum::ScalableVectorType(t) => t.get_poison().into(),
    }
}

/// The LLVM type of a float format: `half`, `bfloat`, `float`, `double`,
/// `x86_fp80`, `fp128`.
///
/// # Panics
/// On an 8-bit format, which has none: [`scalar_type`] refuses them.
pub(super) fn float_type(context: &Context, format: FloatFormat) -> FloatType<'_> {
    match format {
        FloatFormat::F8E5M2 | FloatFormat::F8E4M3FN => {
            panic!("{} has no LLVM type", format.name())
        }
        FloatFormat::F16 => context.f16_type(),
        FloatFormat::BF16 => context.bf16_type(),
        FloatFormat::F32 => context.f32_type(),
        FloatFormat::F64 => context.f64_type(),
        FloatFormat::F80 => context.x86_f80_type(),
        FloatFormat::F128 => context.f128_type(),
    }
}

/// The format of an LLVM float type made by [`float_type`].
pub(super) fn float_format(ty: FloatType<'_>) -> FloatFormat {
    let c = ty.get_context();
    [
        (c.f16_type(), FloatFormat::F16),
        (c.bf16_type(), FloatFormat::BF16),
        (c.f32_type(), FloatFormat::F32),
        (c.f64_type(), FloatFormat::F64),
        (c.x86_f80_type(), FloatFormat::F80),
        (c.f128_type(), FloatFormat::F128),
    ]
    .into_iter()
    .find_map(|(t, format)| (t == ty).then_some(format))
    .expect("a float type of the subset")
}

/// The width in bits of an LLVM float type made by [`float_type`].
pub(super) fn float_width(ty: FloatType<'_>) -> u32 {
    float_format(ty).width()
}

/// The constant of `width` bits (at most 128) with the bits `bits`.
pub(super) fn int_const(context: &Context, width: u32, bits: u128) -> IntValue<'_> {
    let words = [bits as u64, (bits >> 64) as u64];
    int_type(context, width).const_int_arbitrary_precision(&words[..width.div_ceil(64) as usize])
}
