//! The `arith` dialect: constants, integer and float arithmetic, comparisons,
//! `select`, casts and the integer ops of two results, in `mlir-opt`'s
//! custom forms.

use super::{Dialect, Interfaces, Notation, OpDef, ParseFn, Traits, VerifyCx};
use crate::diagnostic::Diagnostic;
use crate::ir::{Attribute, FastMath, Ir, Loc, OpId, OpSpec, Type, TypeId};
use crate::parser::{forms, OpParser, PResult, ParsedOp};
use crate::printer::OpPrinter;
use crate::semantics::{
    self, CastOp, CmpFPredicate, CmpIPredicate, ExtendedOp, FloatBinOp, FloatFormat, FloatValue,
    IntBinOp, IntFlags, IntValue, RoundingMode, Scalar,
};

/// `%c = arith.constant 42 : i32`, `arith.constant true`, `arith.constant 1.5 : f64`.
pub static CONSTANT: OpDef = OpDef {
    name: "arith.constant",
    traits: Traits::PURE.with(Traits::CONSTANT),
    parse: parse_constant,
    print: print_constant,
    verify: verify_constant,
    eval: Some(eval_constant),
    interfaces: Interfaces {
        #[cfg(feature = "llvm")]
        llvm: Some(|f, op| {
            crate::target::llvm::ops::arith(f, op, crate::target::llvm::ops::Arith::Constant)
        }),
        notation: Some(|ir, op| Some(Notation::Literal(constant_value(ir, op)))),
        materialize: Some(materialize_constant),
        ..Interfaces::NONE
    },
};

/// The `value` attribute of an integer constant.
pub fn int_attribute(value: IntValue) -> Attribute {
    match value.narrow_bits() {
        Some(bits) => Attribute::Int(bits),
        None => Attribute::WideInt(Box::new(value)),
    }
}

/// The `value` attribute of a float constant.
pub fn float_attribute(value: FloatValue) -> Attribute {
    if value.format().is_wide() {
        Attribute::WideFloat(Box::new(value))
    } else {
        Attribute::Float(value.to_bits() as u64)
    }
}

/// A detached `arith.constant` of an integer or float `value`.
fn materialize_constant(ir: &mut Ir, value: Scalar, ty: TypeId, loc: Loc) -> Option<OpId> {
    let attr = match value {
        // No constant of `siN` or `uiN`: `arith` computes on signless ones.
        Scalar::Int(_) if !ir.types.is_int_or_index(ty) => return None,
        Scalar::Int(v) => int_attribute(v),
        Scalar::Float(f) => float_attribute(f),
        Scalar::Poison => return None,
    };
    Some(ir.create_op(OpSpec::new(&CONSTANT, &[], &[ty]).attr(attr).loc(loc)))
}

macro_rules! binary_ops {
    ($($(#[$doc:meta])* $id:ident = $name:literal, $traits:expr, $verify:ident, $kind:ident($op:expr), $eval:expr;)*) => {
        $(
            $(#[$doc])*
            pub static $id: OpDef = OpDef {
                name: $name,
                traits: $traits,
                parse: binary_parser(Binary::$kind($op)),
                print: print_same_type,
                verify: $verify,
                eval: Some($eval),
                interfaces: Interfaces {
                    #[cfg(feature = "llvm")]
                    llvm: Some(|f, op| {
                        use crate::target::llvm::ops::{arith, Arith};
                        arith(f, op, Arith::$kind($op))
                    }),
                    notation: Some(|_, _| Binary::$kind($op).infix().map(Notation::Infix)),
                    ..Interfaces::NONE
                },
            };
        )*
    };
}

/// The operation of a binary op, for its textbook notation and its parser.
enum Binary {
    Int(IntBinOp),
    Float(FloatBinOp),
}

impl Binary {
    /// The symbol the textbooks write between the operands, if any.
    fn infix(self) -> Option<&'static str> {
        use FloatBinOp as F;
        use IntBinOp as I;
        Some(match self {
            Binary::Int(I::Add) | Binary::Float(F::Add) => "+",
            Binary::Int(I::Sub) | Binary::Float(F::Sub) => "-",
            Binary::Int(I::Mul) | Binary::Float(F::Mul) => "*",
            Binary::Int(I::DivS | I::DivU) | Binary::Float(F::Div) => "/",
            Binary::Int(I::RemS | I::RemU) | Binary::Float(F::Rem) => "%",
            Binary::Int(I::And) => "&",
            Binary::Int(I::Or) => "|",
            Binary::Int(I::Xor) => "^",
            Binary::Int(I::Shl) => "<<",
            Binary::Int(I::ShrS | I::ShrU) => ">>",
            Binary::Int(
                I::MaxS | I::MinS | I::MaxU | I::MinU | I::CeilDivS | I::CeilDivU | I::FloorDivS,
            )
            | Binary::Float(F::MaxNum | F::MinNum | F::Maximum | F::Minimum) => return None,
        })
    }
}

const PURE: Traits = Traits::PURE;
const COMM: Traits = Traits::PURE.with(Traits::COMMUTATIVE);

binary_ops! {
    /// Wrapping addition (poison on overflow with `overflow<nsw, nuw>`).
    ADDI = "arith.addi", COMM, verify_int_binary, Int(IntBinOp::Add), |ir, op, v| semantics::int_binary_flagged(IntBinOp::Add, int_flags(ir, op), &v[0], &v[1]);
    /// Wrapping subtraction.
    SUBI = "arith.subi", PURE, verify_int_binary, Int(IntBinOp::Sub), |ir, op, v| semantics::int_binary_flagged(IntBinOp::Sub, int_flags(ir, op), &v[0], &v[1]);
    /// Wrapping multiplication.
    MULI = "arith.muli", COMM, verify_int_binary, Int(IntBinOp::Mul), |ir, op, v| semantics::int_binary_flagged(IntBinOp::Mul, int_flags(ir, op), &v[0], &v[1]);
    /// Signed division (UB on zero and INT_MIN / -1).
    DIVSI = "arith.divsi", PURE, verify_int_binary, Int(IntBinOp::DivS), |ir, op, v| semantics::int_binary_flagged(IntBinOp::DivS, int_flags(ir, op), &v[0], &v[1]);
    /// Unsigned division (UB on zero).
    DIVUI = "arith.divui", PURE, verify_int_binary, Int(IntBinOp::DivU), |ir, op, v| semantics::int_binary_flagged(IntBinOp::DivU, int_flags(ir, op), &v[0], &v[1]);
    /// Signed remainder.
    REMSI = "arith.remsi", PURE, verify_int_binary, Int(IntBinOp::RemS), |ir, op, v| semantics::int_binary_flagged(IntBinOp::RemS, int_flags(ir, op), &v[0], &v[1]);
    /// Unsigned remainder.
    REMUI = "arith.remui", PURE, verify_int_binary, Int(IntBinOp::RemU), |ir, op, v| semantics::int_binary_flagged(IntBinOp::RemU, int_flags(ir, op), &v[0], &v[1]);
    ANDI = "arith.andi", COMM, verify_int_binary, Int(IntBinOp::And), |ir, op, v| semantics::int_binary_flagged(IntBinOp::And, int_flags(ir, op), &v[0], &v[1]);
    ORI = "arith.ori", COMM, verify_int_binary, Int(IntBinOp::Or), |ir, op, v| semantics::int_binary_flagged(IntBinOp::Or, int_flags(ir, op), &v[0], &v[1]);
    XORI = "arith.xori", COMM, verify_int_binary, Int(IntBinOp::Xor), |ir, op, v| semantics::int_binary_flagged(IntBinOp::Xor, int_flags(ir, op), &v[0], &v[1]);
    /// Shift left (poison when the amount is >= the width).
    SHLI = "arith.shli", PURE, verify_int_binary, Int(IntBinOp::Shl), |ir, op, v| semantics::int_binary_flagged(IntBinOp::Shl, int_flags(ir, op), &v[0], &v[1]);
    SHRSI = "arith.shrsi", PURE, verify_int_binary, Int(IntBinOp::ShrS), |ir, op, v| semantics::int_binary_flagged(IntBinOp::ShrS, int_flags(ir, op), &v[0], &v[1]);
    SHRUI = "arith.shrui", PURE, verify_int_binary, Int(IntBinOp::ShrU), |ir, op, v| semantics::int_binary_flagged(IntBinOp::ShrU, int_flags(ir, op), &v[0], &v[1]);
    MAXSI = "arith.maxsi", COMM, verify_int_binary, Int(IntBinOp::MaxS), |ir, op, v| semantics::int_binary_flagged(IntBinOp::MaxS, int_flags(ir, op), &v[0], &v[1]);
    MINSI = "arith.minsi", COMM, verify_int_binary, Int(IntBinOp::MinS), |ir, op, v| semantics::int_binary_flagged(IntBinOp::MinS, int_flags(ir, op), &v[0], &v[1]);
    MAXUI = "arith.maxui", COMM, verify_int_binary, Int(IntBinOp::MaxU), |ir, op, v| semantics::int_binary_flagged(IntBinOp::MaxU, int_flags(ir, op), &v[0], &v[1]);
    MINUI = "arith.minui", COMM, verify_int_binary, Int(IntBinOp::MinU), |ir, op, v| semantics::int_binary_flagged(IntBinOp::MinU, int_flags(ir, op), &v[0], &v[1]);
    /// Signed division rounding toward +infinity (UB as `divsi`).
    CEILDIVSI = "arith.ceildivsi", PURE, verify_int_binary, Int(IntBinOp::CeilDivS), |ir, op, v| semantics::int_binary_flagged(IntBinOp::CeilDivS, int_flags(ir, op), &v[0], &v[1]);
    /// Unsigned division rounding up (UB on zero).
    CEILDIVUI = "arith.ceildivui", PURE, verify_int_binary, Int(IntBinOp::CeilDivU), |ir, op, v| semantics::int_binary_flagged(IntBinOp::CeilDivU, int_flags(ir, op), &v[0], &v[1]);
    /// Signed division rounding toward -infinity (UB as `divsi`).
    FLOORDIVSI = "arith.floordivsi", PURE, verify_int_binary, Int(IntBinOp::FloorDivS), |ir, op, v| semantics::int_binary_flagged(IntBinOp::FloorDivS, int_flags(ir, op), &v[0], &v[1]);
    ADDF = "arith.addf", COMM, verify_float_binary, Float(FloatBinOp::Add), |_, _, v| Ok(semantics::float_binary(FloatBinOp::Add, &v[0], &v[1]));
    SUBF = "arith.subf", PURE, verify_float_binary, Float(FloatBinOp::Sub), |_, _, v| Ok(semantics::float_binary(FloatBinOp::Sub, &v[0], &v[1]));
    MULF = "arith.mulf", COMM, verify_float_binary, Float(FloatBinOp::Mul), |_, _, v| Ok(semantics::float_binary(FloatBinOp::Mul, &v[0], &v[1]));
    DIVF = "arith.divf", PURE, verify_float_binary, Float(FloatBinOp::Div), |_, _, v| Ok(semantics::float_binary(FloatBinOp::Div, &v[0], &v[1]));
    REMF = "arith.remf", PURE, verify_float_binary, Float(FloatBinOp::Rem), |_, _, v| Ok(semantics::float_binary(FloatBinOp::Rem, &v[0], &v[1]));
    MAXNUMF = "arith.maxnumf", COMM, verify_float_binary, Float(FloatBinOp::MaxNum), |_, _, v| Ok(semantics::float_binary(FloatBinOp::MaxNum, &v[0], &v[1]));
    MINNUMF = "arith.minnumf", COMM, verify_float_binary, Float(FloatBinOp::MinNum), |_, _, v| Ok(semantics::float_binary(FloatBinOp::MinNum, &v[0], &v[1]));
    /// IEEE 754-2019 maximum: NaN propagates.
    MAXIMUMF = "arith.maximumf", COMM, verify_float_binary, Float(FloatBinOp::Maximum), |_, _, v| Ok(semantics::float_binary(FloatBinOp::Maximum, &v[0], &v[1]));
    /// IEEE 754-2019 minimum: NaN propagates.
    MINIMUMF = "arith.minimumf", COMM, verify_float_binary, Float(FloatBinOp::Minimum), |_, _, v| Ok(semantics::float_binary(FloatBinOp::Minimum, &v[0], &v[1]));
}

/// `%r = arith.negf %a : f32`.
pub static NEGF: OpDef = OpDef {
    name: "arith.negf",
    traits: Traits::PURE,
    parse: parse_unary,
    print: print_same_type,
    verify: verify_float_unary,
    eval: Some(|_, _, v| Ok(semantics::negf(&v[0]))),
    interfaces: Interfaces {
        #[cfg(feature = "llvm")]
        llvm: Some(|f, op| {
            crate::target::llvm::ops::arith(f, op, crate::target::llvm::ops::Arith::NegF)
        }),
        ..Interfaces::NONE
    },
};

/// `%r = arith.cmpi slt, %a, %b : i32`.
pub static CMPI: OpDef = OpDef {
    name: "arith.cmpi",
    traits: Traits::PURE,
    parse: parse_cmpi,
    print: print_cmp,
    verify: verify_cmp,
    eval: Some(|ir, op, v| Ok(semantics::cmpi(cmpi_predicate(ir, op), &v[0], &v[1]))),
    interfaces: Interfaces {
        #[cfg(feature = "llvm")]
        llvm: Some(|f, op| {
            crate::target::llvm::ops::arith(f, op, crate::target::llvm::ops::Arith::CmpI)
        }),
        notation: Some(compare_notation),
        ..Interfaces::NONE
    },
};

/// `%r = arith.cmpf olt, %a, %b : f32`.
pub static CMPF: OpDef = OpDef {
    name: "arith.cmpf",
    traits: Traits::PURE,
    parse: parse_cmpf,
    print: print_cmp,
    verify: verify_cmp,
    eval: Some(|ir, op, v| Ok(semantics::cmpf(cmpf_predicate(ir, op), &v[0], &v[1]))),
    interfaces: Interfaces {
        #[cfg(feature = "llvm")]
        llvm: Some(|f, op| {
            crate::target::llvm::ops::arith(f, op, crate::target::llvm::ops::Arith::CmpF)
        }),
        notation: Some(compare_notation),
        ..Interfaces::NONE
    },
};

/// `%r = arith.select %c, %a, %b : i32`.
pub static SELECT: OpDef = OpDef {
    name: "arith.select",
    traits: Traits::PURE.with(Traits::SELECT),
    parse: parse_select,
    print: print_operands_and_type,
    verify: verify_select,
    eval: Some(|_, _, v| Ok(semantics::select(&v[0], &v[1], &v[2]))),
    interfaces: Interfaces {
        #[cfg(feature = "llvm")]
        llvm: Some(|f, op| {
            crate::target::llvm::ops::arith(f, op, crate::target::llvm::ops::Arith::Select)
        }),
        notation: Some(|_, _| Some(Notation::Conditional)),
        ..Interfaces::NONE
    },
};

macro_rules! cast_ops {
    ($($(#[$doc:meta])* $id:ident = $name:literal, $op:ident;)*) => {
        $(
            $(#[$doc])*
            pub static $id: OpDef = OpDef {
                name: $name,
                traits: Traits::PURE,
                parse: forms::cast,
                print: print_cast,
                verify: verify_cast,
                eval: Some(|ir, op, v| Ok(semantics::cast(CastOp::$op, &v[0], result_scalar_type(ir, op)))),
                interfaces: Interfaces {
                    #[cfg(feature = "llvm")]
                    llvm: Some(|f, op| {
                        use crate::target::llvm::ops::{arith, Arith};
                        arith(f, op, Arith::Cast(CastOp::$op))
                    }),
                    ..Interfaces::NONE
                },
            };
        )*
    };
}

cast_ops! {
    /// Sign extension to a wider integer.
    EXTSI = "arith.extsi", ExtSI;
    /// Zero extension to a wider integer.
    EXTUI = "arith.extui", ExtUI;
    /// Truncation to a narrower integer.
    TRUNCI = "arith.trunci", TruncI;
    /// Between an integer and `index` (sign-extending).
    INDEX_CAST = "arith.index_cast", IndexCast;
    /// Signed integer to float.
    SITOFP = "arith.sitofp", SIToFP;
    /// Float to signed integer (poison when out of range).
    FPTOSI = "arith.fptosi", FPToSI;
    /// Reinterprets the bits (same width).
    BITCAST = "arith.bitcast", Bitcast;
    /// Unsigned integer to float.
    UITOFP = "arith.uitofp", UIToFP;
    /// Float to unsigned integer (poison when out of range).
    FPTOUI = "arith.fptoui", FPToUI;
    /// Between an integer and `index` (zero-extending).
    INDEX_CASTUI = "arith.index_castui", IndexCastUI;
}

macro_rules! float_cast_ops {
    ($($(#[$doc:meta])* $id:ident = $name:literal, $scaled:literal, $mode:literal, $kind:expr, $eval:expr;)*) => {
        $(
            $(#[$doc])*
            pub static $id: OpDef = OpDef {
                name: $name,
                traits: Traits::PURE,
                parse: |p| parse_float_cast(p, $scaled, $mode),
                print: print_float_cast,
                verify: |cx, op| verify_float_cast(cx, op, $scaled, $mode),
                eval: Some($eval),
                interfaces: Interfaces {
                    #[cfg(feature = "llvm")]
                    llvm: Some(|f, op| {
                        use crate::target::llvm::ops::{arith, Arith};
                        arith(f, op, $kind)
                    }),
                    ..Interfaces::NONE
                },
            };
        )*
    };
}

float_cast_ops! {
    /// Float to a wider float: `%r = arith.extf %a fastmath<...> : f16 to f32`.
    EXTF = "arith.extf", false, false, Arith::Cast(CastOp::ExtF), |ir, op, v| Ok(semantics::cast(CastOp::ExtF, &v[0], result_scalar_type(ir, op)));
    /// Float to a narrower float, rounded by its mode (nearest-even by
    /// default): `%r = arith.truncf %a upward : f32 to f16`.
    TRUNCF = "arith.truncf", false, true, Arith::Cast(CastOp::TruncF), |ir, op, v| Ok(semantics::truncf(&v[0], result_scalar_type(ir, op), rounding_mode(ir, op)));
    /// `extf(a) * extf(scale as f8E8M0FNU)`:
    /// `%r = arith.scaling_extf %a, %s : f16, f16 to f32`.
    SCALING_EXTF = "arith.scaling_extf", true, false, Arith::ScalingExtF, |ir, op, v| Ok(semantics::scaling_extf(&v[0], &v[1], result_scalar_type(ir, op)));
    /// `truncf(a / extf(scale as f8E8M0FNU))`, rounded by its mode:
    /// `%r = arith.scaling_truncf %a, %s downward : f32, bf16 to f16`.
    SCALING_TRUNCF = "arith.scaling_truncf", true, true, Arith::ScalingTruncF, |ir, op, v| Ok(semantics::scaling_truncf(&v[0], &v[1], result_scalar_type(ir, op), rounding_mode(ir, op)));
}

/// The dialect.
pub static DIALECT: Dialect = Dialect {
    name: "arith",
    ops: &[
        &CONSTANT,
        &ADDI,
        &SUBI,
        &MULI,
        &DIVSI,
        &DIVUI,
        &REMSI,
        &REMUI,
        &ANDI,
        &ORI,
        &XORI,
        &SHLI,
        &SHRSI,
        &SHRUI,
        &MAXSI,
        &MINSI,
        &MAXUI,
        &MINUI,
        &CEILDIVSI,
        &CEILDIVUI,
        &FLOORDIVSI,
        &ADDF,
        &SUBF,
        &MULF,
        &DIVF,
        &REMF,
        &MAXNUMF,
        &MINNUMF,
        &MAXIMUMF,
        &MINIMUMF,
        &NEGF,
        &CMPI,
        &CMPF,
        &SELECT,
        &EXTSI,
        &EXTUI,
        &TRUNCI,
        &INDEX_CAST,
        &SITOFP,
        &FPTOSI,
        &BITCAST,
        &UITOFP,
        &FPTOUI,
        &INDEX_CASTUI,
        &EXTF,
        &TRUNCF,
        &SCALING_EXTF,
        &SCALING_TRUNCF,
        &ADDUI_EXTENDED,
        &MULSI_EXTENDED,
        &MULUI_EXTENDED,
    ],
};

/// The scalar type of an op's single result.
fn result_scalar_type(ir: &crate::ir::Ir, op: OpId) -> semantics::ScalarType {
    ir.types
        .scalar_type(ir.value_type(ir.result(op, 0)))
        .expect("verified scalar result")
}

// ---- constant ----

fn parse_constant(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let boolean = if p.try_keyword("true") {
        Some(true)
    } else if p.try_keyword("false") {
        Some(false)
    } else {
        None
    };
    if let Some(value) = boolean {
        let i1 = p.ir().types.bool();
        if p.try_punct(":") {
            let loc = p.loc();
            if p.ty()? != i1 {
                return Err(Diagnostic::error(
                    loc,
                    "'true'/'false' constants have type i1",
                ));
            }
        }
        return Ok(ParsedOp::new([], [i1]).with_attr(Attribute::Int(value as u64)));
    }
    let loc = p.loc();
    if p.peek_float() {
        let text = p.float_text()?;
        // Without a type a literal is an `f64` (or `i64`), as in MLIR.
        let ty = if p.try_punct(":") {
            p.ty()?
        } else {
            p.ir().types.intern(Type::Float(FloatFormat::F64))
        };
        let Some(format) = p.ir().types.float_format(ty) else {
            return Err(Diagnostic::error(
                loc,
                "a float literal needs a float type (f16, bf16, f32, f64, f80, f128)",
            ));
        };
        let value = semantics::parse_float_literal(text, format)
            .map_err(|e| Diagnostic::error(loc, e.to_string()))?;
        return Ok(ParsedOp::new([], [ty]).with_attr(float_attribute(value)));
    }
    // A string is an attribute value too, one the verifier rejects; a
    // string without a type has MLIR's `none` type, which the subset
    // keeps as an opaque type.
    if p.peek("\"") {
        let text = p.string()?;
        let ty = if p.try_punct(":") {
            p.ty()?
        } else {
            p.ir().types.intern(Type::Opaque("none".into()))
        };
        return Ok(ParsedOp::new([], [ty]).with_attr(Attribute::Str(text.into())));
    }
    if !p.peek_integer() {
        return Err(p.wrong_token_error("expected attribute value"));
    }
    let (text, digits) = p.integer_text()?;
    let ty = if p.try_punct(":") {
        p.ty()?
    } else {
        p.ir().types.int(64)
    };
    // A signed or unsigned type is read as such; the verifier rejects it.
    let attr = match p.ir().types.get(ty) {
        &Type::Float(format) => float_attribute(forms::float_from_integer_literal(
            text, format, loc, digits,
        )?),
        ty => int_attribute(forms::int_from_literal(text, ty, digits).ok_or_else(|| {
            Diagnostic::error(loc, "arith.constant needs an integer, index or float type")
        })??),
    };
    Ok(ParsedOp::new([], [ty]).with_attr(attr))
}

/// The value of `value` if an `arith.constant` defines it.
pub fn defined_constant(ir: &crate::ir::Ir, value: crate::ir::ValueId) -> Option<Scalar> {
    ir.defining_op(value)
        .filter(|&def| ir.op_code(def) == &CONSTANT)
        .map(|def| constant_value(ir, def))
}

/// The value of a constant op.
pub fn constant_value(ir: &crate::ir::Ir, op: OpId) -> Scalar {
    let ty = ir.value_type(ir.result(op, 0));
    match (ir.op_attr(op), ir.types.get(ty)) {
        (Some(Attribute::Int(bits)), _) => {
            let width = ir.types.int_width(ty).expect("verified integer type");
            Scalar::Int(IntValue::from_u64(*bits, width))
        }
        (Some(Attribute::WideInt(value)), _) => Scalar::Int((**value).clone()),
        (Some(Attribute::Float(bits)), Type::Float(format)) => {
            Scalar::Float(format.from_bits(u128::from(*bits)))
        }
        (Some(Attribute::WideFloat(value)), _) => Scalar::Float(**value),
        _ => unreachable!("verified constant"),
    }
}

fn eval_constant(
    ir: &crate::ir::Ir,
    op: OpId,
    _: &[Scalar],
) -> Result<Scalar, semantics::UndefinedBehaviour> {
    Ok(constant_value(ir, op))
}

fn print_constant(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let ty = ir.value_type(ir.result(op, 0));
    match constant_value(ir, op) {
        Scalar::Int(v) if v.width() == 1 && matches!(ir.types.get(ty), Type::Int(1)) => {
            p.write(" ");
            p.write(&semantics::format_int_attribute(&v));
            return;
        }
        Scalar::Int(v) => match v.to_i64() {
            Some(small) => {
                p.write(" ");
                p.int(small);
            }
            None => p.write_fmt(format_args!(" {}", semantics::format_int(&v))),
        },
        Scalar::Float(f) => p.write_fmt(format_args!(" {}", semantics::format_float(f))),
        Scalar::Poison => unreachable!("constants are not poison"),
    }
    p.write(" : ");
    p.ty(ty);
}

fn verify_constant(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    cx.shape(op, 0, 1)?;
    let ir = cx.ir;
    if ir.op_attr(op).is_none() {
        return Err(cx.error(op, "requires attribute 'value'"));
    }
    let ty = ir.value_type(ir.result(op, 0));
    if ir.types.is_signed_or_unsigned(ty) {
        return Err(cx.error(op, "integer return type must be signless"));
    }
    let ok = match ir.op_attr(op) {
        Some(Attribute::Str(_)) => {
            return Err(cx.error(op, "value must be an integer, float, or elements attribute"))
        }
        Some(Attribute::Int(_)) => ir.types.int_width(ty).is_some_and(|w| w <= 64),
        Some(Attribute::WideInt(v)) => ir.types.int_width(ty) == Some(v.width()),
        Some(Attribute::Float(_)) => ir
            .types
            .float_format(ty)
            .is_some_and(|format| !format.is_wide()),
        Some(Attribute::WideFloat(v)) => ir.types.float_format(ty) == Some(v.format()),
        _ => false,
    };
    if !ok {
        return Err(cx.error(op, "value does not match the result type"));
    }
    Ok(())
}

// ---- binary and unary ----

/// The flags an op's custom form may carry between its operands and the
/// colon; `mlir-opt` reads no others (`expected ':'`).
#[derive(Clone, Copy, PartialEq)]
enum FlagSyntax {
    None,
    /// `overflow<nsw, nuw>`.
    Overflow,
    /// `exact`.
    Exact,
    /// `fastmath<...>`.
    FastMath,
}

/// The parser of a binary op, reading the flags it takes.
const fn binary_parser(op: Binary) -> ParseFn {
    match op {
        Binary::Int(op) if op.takes_overflow_flags() => {
            |p| parse_flagged(p, 2, FlagSyntax::Overflow)
        }
        Binary::Int(op) if op.takes_exact() => |p| parse_flagged(p, 2, FlagSyntax::Exact),
        Binary::Int(_) => |p| parse_flagged(p, 2, FlagSyntax::None),
        Binary::Float(_) => |p| parse_flagged(p, 2, FlagSyntax::FastMath),
    }
}

fn parse_unary(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    parse_flagged(p, 1, FlagSyntax::FastMath)
}

/// `n` operands of one type, with the flags of `syntax` between them and
/// the colon.
fn parse_flagged(p: &mut OpParser<'_, '_>, n: usize, syntax: FlagSyntax) -> PResult<ParsedOp> {
    let (operands, ty, flags) = forms::same_type_operands_with(p, n, |p| parse_flags(p, syntax))?;
    let parsed = ParsedOp::new(operands, [ty]);
    Ok(match flags {
        Some(attr) => parsed.with_attr(attr),
        None => parsed,
    })
}

/// The flags of `syntax`, if present; `None` also for `overflow<none>` and
/// `fastmath<none>`, which `mlir-opt` prints as nothing.
fn parse_flags(p: &mut OpParser<'_, '_>, syntax: FlagSyntax) -> PResult<Option<Attribute>> {
    let attr = match syntax {
        FlagSyntax::Exact if p.try_keyword("exact") => Attribute::IntFlags(IntFlags {
            exact: true,
            ..IntFlags::NONE
        }),
        FlagSyntax::Overflow if p.try_keyword("overflow") => {
            let (body, loc) = angle_body(p)?;
            Attribute::IntFlags(
                overflow_from_words(body).map_err(|message| Diagnostic::error(loc, message))?,
            )
        }
        FlagSyntax::FastMath if p.try_keyword("fastmath") => {
            let (body, loc) = angle_body(p)?;
            Attribute::FastMath(
                fastmath_from_words(body).map_err(|message| Diagnostic::error(loc, message))?,
            )
        }
        _ => return Ok(None),
    };
    Ok(match attr {
        Attribute::IntFlags(flags) if flags.is_none() => None,
        Attribute::FastMath(flags) if flags.is_none() => None,
        attr => Some(attr),
    })
}

/// `<body>`: the body, and where it starts.
fn angle_body<'src>(p: &mut OpParser<'src, '_>) -> PResult<(&'src str, crate::ir::Loc)> {
    if !p.peek("<") {
        return Err(p.error("expected '<'"));
    }
    let loc = p.loc();
    let text = p.balanced()?;
    Ok((&text[1..text.len() - 1], loc))
}

/// [`FastMath::from_words`] with `mlir-opt`'s complaint.
pub fn fastmath_from_words(text: &str) -> Result<FastMath, String> {
    FastMath::from_words(text).map_err(|_| {
        "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast".into()
    })
}

/// The overflow flags a comma-separated list of `nsw`, `nuw` and `none`
/// sets (`#arith.overflow<...>`'s body), or `mlir-opt`'s complaint.
pub fn overflow_from_words(text: &str) -> Result<IntFlags, String> {
    let mut flags = IntFlags::NONE;
    for word in text.split(',').map(str::trim) {
        match word {
            "nsw" => flags.nsw = true,
            "nuw" => flags.nuw = true,
            "none" => {}
            _ => {
                return Err(
                    "expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw"
                        .into(),
                )
            }
        }
    }
    Ok(flags)
}

/// `nsw, nuw` as `mlir-opt` prints `#arith.overflow<...>`'s body; `None`
/// without either flag.
pub fn overflow_words(flags: IntFlags) -> Option<&'static str> {
    match (flags.nsw, flags.nuw) {
        (true, true) => Some("nsw, nuw"),
        (true, false) => Some("nsw"),
        (false, true) => Some("nuw"),
        (false, false) => None,
    }
}

/// The [`IntFlags`] of an integer op: none unless it carries some.
pub fn int_flags(ir: &Ir, op: OpId) -> IntFlags {
    match ir.op_attr(op) {
        Some(Attribute::IntFlags(flags)) => *flags,
        _ => IntFlags::NONE,
    }
}

fn print_same_type(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write(" ");
    p.values(ir.operands(op));
    match ir.op_attr(op) {
        Some(Attribute::IntFlags(flags)) => {
            if let Some(words) = overflow_words(*flags) {
                p.write_fmt(format_args!(" overflow<{words}>"));
            }
            if flags.exact {
                p.write(" exact");
            }
        }
        Some(Attribute::FastMath(flags)) => p.write_fmt(format_args!(" fastmath<{flags}>")),
        _ => {}
    }
    p.write(" : ");
    p.ty(ir.value_type(ir.result(op, 0)));
}

fn verify_int_binary(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    cx.shape(op, 2, 1)?;
    let ty = cx.same_type(op)?;
    require_signless(cx, op, "operand #0", "signless-integer-like", ty)?;
    if !cx.ir.types.is_int_or_index(ty) {
        return Err(cx.error(
            op,
            format!("expects integer or index operands, got '{}'", cx.show(ty)),
        ));
    }
    // The op is looked up by name only when it has flags to check.
    let bin = || {
        cx.ir
            .op_code(op)
            .name
            .strip_prefix("arith.")
            .and_then(IntBinOp::from_name)
            .expect("an integer binary op")
    };
    match cx.ir.op_attr(op) {
        None => Ok(()),
        Some(Attribute::IntFlags(flags))
            if (flags.nsw || flags.nuw) && !bin().takes_overflow_flags() =>
        {
            Err(cx.error(op, "does not take overflow flags ('overflowFlags')"))
        }
        Some(Attribute::IntFlags(flags)) if flags.exact && !bin().takes_exact() => {
            Err(cx.error(op, "does not take 'exact' ('isExact')"))
        }
        Some(Attribute::IntFlags(_)) => Ok(()),
        Some(_) => Err(cx.error(op, "takes no attribute but its flags")),
    }
}

fn verify_float_binary(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    cx.shape(op, 2, 1)?;
    verify_float_operands(cx, op)
}

fn verify_float_unary(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    cx.shape(op, 1, 1)?;
    verify_float_operands(cx, op)
}

fn verify_float_operands(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    let ty = cx.same_type(op)?;
    if !cx.ir.types.is_float(ty) {
        return Err(cx.error(op, format!("expects float operands, got '{}'", cx.show(ty))));
    }
    match cx.ir.op_attr(op) {
        None | Some(Attribute::FastMath(_)) => Ok(()),
        Some(Attribute::IntFlags(_)) => Err(cx.error(
            op,
            "takes 'fastmath' flags, not integer ones ('overflowFlags', 'isExact')",
        )),
        Some(_) => Err(cx.error(op, "takes no attribute but its 'fastmath' flags")),
    }
}

// ---- comparisons ----

fn parse_predicate(p: &mut OpParser<'_, '_>, table: &[&str]) -> PResult<u8> {
    let loc = p.loc();
    let word = p.keyword()?;
    let index = table.iter().position(|&t| t == word).ok_or_else(|| {
        Diagnostic::error(
            loc,
            format!(
                "unknown predicate '{word}' (expected one of: {})",
                table.join(", ")
            ),
        )
    })?;
    p.expect(",")?;
    Ok(index as u8)
}

/// A comparison of `code`, whose operands must be `wanted` (checked as the
/// custom form's parser in MLIR checks them: its result type is built
/// from theirs).
fn parse_cmp(
    p: &mut OpParser<'_, '_>,
    code: &OpDef,
    table: &[&'static str],
    wanted: &str,
    allowed: fn(&crate::ir::TypeTable, TypeId) -> bool,
) -> PResult<ParsedOp> {
    let predicate = parse_predicate(p, table)?;
    let (operands, ty) = forms::same_type_operands(p, 2)?;
    let types = &p.ir().types;
    if !allowed(types, ty) {
        let shown = types.display(ty).to_string();
        return Err(p.op_error(
            code.name,
            format!("'lhs' must be {wanted}, but got '{shown}'"),
        ));
    }
    let i1 = p.ir().types.bool();
    Ok(ParsedOp::new(operands, [i1]).with_attr(Attribute::Predicate(predicate)))
}

fn parse_cmpi(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let table = CmpIPredicate::ALL.map(CmpIPredicate::name);
    parse_cmp(p, &CMPI, &table, "signless-integer-like", |types, ty| {
        types.is_int_or_index(ty)
    })
}

fn parse_cmpf(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let table = CmpFPredicate::ALL.map(CmpFPredicate::name);
    parse_cmp(p, &CMPF, &table, "floating-point-like", |types, ty| {
        types.is_float(ty)
    })
}

fn predicate_index(ir: &crate::ir::Ir, op: OpId) -> usize {
    match ir.op_attr(op) {
        Some(Attribute::Predicate(index)) => *index as usize,
        _ => unreachable!("comparisons carry a predicate"),
    }
}

/// The predicate of an `arith.cmpi`.
pub fn cmpi_predicate(ir: &crate::ir::Ir, op: OpId) -> CmpIPredicate {
    CmpIPredicate::ALL[predicate_index(ir, op)]
}

/// The predicate of an `arith.cmpf`.
pub fn cmpf_predicate(ir: &crate::ir::Ir, op: OpId) -> CmpFPredicate {
    CmpFPredicate::ALL[predicate_index(ir, op)]
}

/// The predicate of a comparison, as its MLIR keyword.
pub fn predicate_name(ir: &crate::ir::Ir, op: OpId) -> &'static str {
    if ir.op_code(op) == &CMPI {
        cmpi_predicate(ir, op).name()
    } else {
        cmpf_predicate(ir, op).name()
    }
}

/// `a < b`: the symbol of a comparison's predicate, whatever its
/// signedness or ordering (`slt`, `ult` and `olt` are all `<`).
fn compare_notation(ir: &Ir, op: OpId) -> Option<Notation<'_>> {
    let symbol = match predicate_name(ir, op).trim_start_matches(['s', 'u', 'o']) {
        "eq" => "==",
        "ne" => "!=",
        "lt" => "<",
        "le" => "<=",
        "gt" => ">",
        "ge" => ">=",
        _ => return None,
    };
    Some(Notation::Infix(symbol))
}

fn print_cmp(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_fmt(format_args!(" {}, ", predicate_name(ir, op)));
    p.values(ir.operands(op));
    p.write(" : ");
    p.ty(ir.value_type(ir.operand(op, 0)));
}

fn verify_cmp(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    cx.shape(op, 2, 1)?;
    let ir = cx.ir;
    let (a, b) = (
        ir.value_type(ir.operand(op, 0)),
        ir.value_type(ir.operand(op, 1)),
    );
    if a != b {
        return Err(cx.error(op, "requires both operands to have the same type"));
    }
    let wanted_int = ir.op_code(op) == &CMPI;
    if wanted_int {
        require_signless(cx, op, "operand #0", "signless-integer-like", a)?;
    }
    let ok = if wanted_int {
        ir.types.is_int_or_index(a)
    } else {
        ir.types.is_float(a)
    };
    let limit = if wanted_int {
        CmpIPredicate::ALL.len()
    } else {
        CmpFPredicate::ALL.len()
    };
    match ir.op_attr(op) {
        Some(Attribute::Predicate(i)) if (*i as usize) < limit => {}
        Some(Attribute::Predicate(_)) => {
            let cases: Vec<String> = (0..limit).map(|i| i.to_string()).collect();
            return Err(cx.error(
                op,
                format!(
                    "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: {}",
                    cases.join(", ")
                ),
            ));
        }
        _ => return Err(cx.error(op, "requires attribute 'predicate'")),
    }
    if !ok {
        return Err(cx.error(
            op,
            format!("cannot compare values of type '{}'", cx.show(a)),
        ));
    }
    if ir.types.int_width(ir.value_type(ir.result(op, 0))) != Some(1) {
        return Err(cx.error(op, "result must be i1"));
    }
    Ok(())
}

// ---- select ----

fn parse_select(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let cond = p.operand()?;
    p.expect(",")?;
    let (operands, ty) = forms::same_type_operands(p, 2)?;
    let i1 = p.ir().types.bool();
    let cond = p.resolve(cond, i1)?;
    Ok(ParsedOp::new([cond, operands[0], operands[1]], [ty]))
}

/// `%a, %b[, %c] : T`, `T` the type of result 0: `select` and the ops of
/// two results.
fn print_operands_and_type(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write(" ");
    p.values(ir.operands(op));
    p.write(" : ");
    p.ty(ir.value_type(ir.result(op, 0)));
}

fn verify_select(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    cx.shape(op, 3, 1)?;
    let ir = cx.ir;
    let ops = ir.operands(op);
    if !matches!(ir.types.get(ir.value_type(ops[0])), Type::Int(1)) {
        return Err(cx.error(op, "condition must be i1"));
    }
    let ty = ir.value_type(ir.result(op, 0));
    if ir.value_type(ops[1]) != ty || ir.value_type(ops[2]) != ty {
        return Err(cx.error(
            op,
            "requires both values and the result to have the same type",
        ));
    }
    Ok(())
}

/// MLIR's complaint about a signed or unsigned integer where `arith`
/// computes on signless ones: `operand #0 must be signless-integer-like,
/// but got 'si32'`.
fn require_signless(
    cx: &VerifyCx<'_>,
    op: OpId,
    what: &str,
    constraint: &str,
    ty: TypeId,
) -> Result<(), Diagnostic> {
    if cx.ir.types.is_signed_or_unsigned(ty) {
        return Err(cx.error(
            op,
            format!("{what} must be {constraint}, but got '{}'", cx.show(ty)),
        ));
    }
    Ok(())
}

// ---- casts ----

fn print_cast(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let v = ir.operand(op, 0);
    p.write(" ");
    p.value(v);
    p.write(" : ");
    p.ty(ir.value_type(v));
    p.write(" to ");
    p.ty(ir.value_type(ir.result(op, 0)));
}

fn verify_cast(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    cx.shape(op, 1, 1)?;
    let ir = cx.ir;
    let code = ir.op_code(op);
    let from: TypeId = ir.value_type(ir.operand(op, 0));
    let to: TypeId = ir.value_type(ir.result(op, 0));
    let types = &ir.types;
    let signless = if code == &BITCAST {
        "signless-integer-or-float-like"
    } else if code == &INDEX_CAST || code == &INDEX_CASTUI {
        "signless-integer-like or memref of signless-integer"
    } else {
        "signless-fixed-width-integer-like"
    };
    require_signless(cx, op, "operand #0", signless, from)?;
    require_signless(cx, op, "result #0", signless, to)?;
    let int = |t| matches!(types.get(t), Type::Int(_));
    let width = |t| {
        types
            .int_width(t)
            .or(types.float_format(t).map(FloatFormat::width))
    };
    let float = |t| types.is_float(t);
    let ok = if code == &EXTSI || code == &EXTUI {
        int(from) && int(to) && width(from) < width(to)
    } else if code == &TRUNCI {
        int(from) && int(to) && width(from) > width(to)
    } else if code == &INDEX_CAST || code == &INDEX_CASTUI {
        (int(from) && matches!(types.get(to), Type::Index))
            || (matches!(types.get(from), Type::Index) && int(to))
    } else if code == &SITOFP || code == &UITOFP {
        int(from) && float(to)
    } else if code == &FPTOSI || code == &FPTOUI {
        float(from) && int(to)
    } else if code == &EXTF {
        float(from) && float(to) && width(from) < width(to)
    } else if code == &TRUNCF {
        float(from) && float(to) && width(from) > width(to)
    } else {
        width(from).is_some()
            && width(from) == width(to)
            && from != to
            && !(matches!(types.get(from), Type::Index) || matches!(types.get(to), Type::Index))
    };
    if !ok {
        return Err(cx.error(
            op,
            format!("invalid cast from '{}' to '{}'", cx.show(from), cx.show(to)),
        ));
    }
    Ok(())
}

// ---- float casts: extf, truncf, scaling_extf, scaling_truncf ----

/// `%a[, %s] [mode] [fastmath<...>] : T[, S] to U`: `scaled` ops take a
/// scale operand, `rounded` ones a rounding mode.
fn parse_float_cast(p: &mut OpParser<'_, '_>, scaled: bool, rounded: bool) -> PResult<ParsedOp> {
    let mut operands = vec![p.operand()?];
    if scaled {
        p.expect(",")?;
        operands.push(p.operand()?);
    }
    let mode = if rounded {
        RoundingMode::ALL
            .into_iter()
            .find(|mode| p.try_keyword(mode.name()))
    } else {
        None
    };
    let fastmath = parse_flags(p, FlagSyntax::FastMath)?;
    p.expect(":")?;
    let mut types = vec![p.ty()?];
    if scaled {
        p.expect(",")?;
        types.push(p.ty()?);
    }
    if !p.try_keyword("to") {
        return Err(p.error("expected 'to'"));
    }
    let to = p.ty()?;
    let mut values = Vec::with_capacity(operands.len());
    for (operand, ty) in operands.into_iter().zip(types) {
        values.push(p.resolve(operand, ty)?);
    }
    let parsed = ParsedOp::new(values, [to]);
    Ok(match (mode, fastmath) {
        (Some(mode), Some(Attribute::FastMath(flags))) => {
            parsed.with_attr(Attribute::Rounding(mode, flags))
        }
        (Some(mode), _) => parsed.with_attr(Attribute::Rounding(mode, FastMath::default())),
        (None, Some(attr)) => parsed.with_attr(attr),
        (None, None) => parsed,
    })
}

fn print_float_cast(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write(" ");
    p.values(ir.operands(op));
    let fastmath = match ir.op_attr(op) {
        Some(Attribute::Rounding(mode, flags)) => {
            p.write_fmt(format_args!(" {}", mode.name()));
            *flags
        }
        Some(Attribute::FastMath(flags)) => *flags,
        _ => FastMath::default(),
    };
    if !fastmath.is_none() {
        p.write_fmt(format_args!(" fastmath<{fastmath}>"));
    }
    p.write(" : ");
    for (i, &v) in ir.operands(op).iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.ty(ir.value_type(v));
    }
    p.write(" to ");
    p.ty(ir.value_type(ir.result(op, 0)));
}

/// The checks of `ArithOps.td` and `ArithOps.cpp`, in MLIR's wording: float
/// operands and result, a wider (narrower) result, and the attributes the
/// op takes. `extf` and `truncf` keep the other casts' wording.
fn verify_float_cast(
    cx: &VerifyCx<'_>,
    op: OpId,
    scaled: bool,
    rounded: bool,
) -> Result<(), Diagnostic> {
    let ir = cx.ir;
    if !scaled {
        verify_cast(cx, op)?;
    } else {
        cx.shape(op, 2, 1)?;
        let types = &ir.types;
        let (from, scale) = (
            ir.value_type(ir.operand(op, 0)),
            ir.value_type(ir.operand(op, 1)),
        );
        let to = ir.value_type(ir.result(op, 0));
        for (what, ty) in [
            ("operand #0", from),
            ("operand #1", scale),
            ("result #0", to),
        ] {
            if !types.is_float(ty) {
                return Err(cx.error(
                    op,
                    format!(
                        "{what} must be floating-point-like, but got '{}'",
                        cx.show(ty)
                    ),
                ));
            }
        }
        let width = |t| types.float_format(t).map(FloatFormat::width);
        let fits = if rounded {
            width(from) > width(to)
        } else {
            width(from) < width(to)
        };
        if !fits {
            return Err(cx.error(
                op,
                format!(
                    "operand types '{}', '{}' and result type '{}' are cast incompatible",
                    cx.show(from),
                    cx.show(scale),
                    cx.show(to)
                ),
            ));
        }
    }
    match ir.op_attr(op) {
        None | Some(Attribute::FastMath(_)) => Ok(()),
        Some(Attribute::Rounding(..)) if rounded => Ok(()),
        Some(Attribute::Rounding(..)) => {
            Err(cx.error(op, "takes no rounding mode ('roundingmode')"))
        }
        Some(_) => Err(cx.error(
            op,
            "takes no attribute but its 'fastmath' flags and rounding mode",
        )),
    }
}

/// The rounding mode of a `truncf` or `scaling_truncf`, if it has one.
pub fn rounding_mode(ir: &Ir, op: OpId) -> Option<RoundingMode> {
    match ir.op_attr(op) {
        Some(Attribute::Rounding(mode, _)) => Some(*mode),
        _ => None,
    }
}

// ---- ops with two results ----

macro_rules! extended_ops {
    ($($(#[$doc:meta])* $id:ident = $name:literal, $traits:expr, $op:ident, $parse:ident, $print:ident;)*) => {
        $(
            $(#[$doc])*
            pub static $id: OpDef = OpDef {
                name: $name,
                traits: $traits,
                parse: $parse,
                print: $print,
                verify: |cx, op| verify_extended(cx, op, ExtendedOp::$op),
                eval: None,
                interfaces: Interfaces {
                    #[cfg(feature = "llvm")]
                    llvm: Some(|f, op| crate::target::llvm::extended::lower(f, op, ExtendedOp::$op)),
                    eval_results: Some(|_, _, v| {
                        Ok(semantics::int_extended(ExtendedOp::$op, &v[0], &v[1]).into_iter().collect())
                    }),
                    result_names: Some(ExtendedOp::$op.result_names()),
                    ..Interfaces::NONE
                },
            };
        )*
    };
}

extended_ops! {
    /// `%sum, %overflow = arith.addui_extended %a, %b : i32, i1`: the
    /// wrapped sum and its unsigned carry.
    ADDUI_EXTENDED = "arith.addui_extended", COMM, AddUI, parse_addui_extended, print_addui_extended;
    /// `%low, %high = arith.mulsi_extended %a, %b : i32`: the halves of
    /// the double-width signed product.
    MULSI_EXTENDED = "arith.mulsi_extended", COMM, MulSI, parse_mul_extended, print_operands_and_type;
    /// `%low, %high = arith.mului_extended %a, %b : i32`: the halves of
    /// the double-width unsigned product.
    MULUI_EXTENDED = "arith.mului_extended", COMM, MulUI, parse_mul_extended, print_operands_and_type;
}

/// `%a, %b : T, i1`.
fn parse_addui_extended(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let a = p.operand()?;
    p.expect(",")?;
    let b = p.operand()?;
    p.expect(":")?;
    let ty = p.ty()?;
    p.expect(",")?;
    let overflow = p.ty()?;
    let operands = p.resolve_all(&[a, b], ty)?;
    Ok(ParsedOp::new(operands, [ty, overflow]))
}

/// `%a, %b : T`.
fn parse_mul_extended(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let (operands, ty) = forms::same_type_operands(p, 2)?;
    Ok(ParsedOp::new(operands, [ty, ty]))
}

fn print_addui_extended(p: &mut OpPrinter<'_>, op: OpId) {
    print_operands_and_type(p, op);
    let ir = p.ir();
    p.write(", ");
    p.ty(ir.value_type(ir.result(op, 1)));
}

/// MLIR's checks, in its order: each operand and result's type
/// constraint, then that the operands and the results but `overflow`
/// share one type.
fn verify_extended(cx: &VerifyCx<'_>, op: OpId, kind: ExtendedOp) -> Result<(), Diagnostic> {
    cx.shape(op, 2, 2)?;
    let ir = cx.ir;
    let signless = |ty| ir.types.is_int_or_index(ty);
    let operands = ir.operands(op).iter().map(|&v| ("operand", v));
    let results = ir.results(op).map(|v| ("result", v));
    let mut types = Vec::with_capacity(4);
    for (i, (what, v)) in operands.chain(results).enumerate() {
        let ty = ir.value_type(v);
        let index = i % 2;
        let overflow = kind == ExtendedOp::AddUI && what == "result" && index == 1;
        let (ok, constraint) = if overflow {
            (matches!(ir.types.get(ty), Type::Int(1)), "bool-like")
        } else {
            types.push(ty);
            (signless(ty), "signless-integer-like")
        };
        if !ok {
            return Err(cx.error(
                op,
                format!(
                    "{what} #{index} must be {constraint}, but got '{}'",
                    cx.show(ty)
                ),
            ));
        }
    }
    if types.iter().any(|&t| t != types[0]) {
        let names = match kind {
            ExtendedOp::AddUI => "lhs, rhs, sum",
            ExtendedOp::MulSI | ExtendedOp::MulUI => "lhs, rhs, low, high",
        };
        return Err(cx.error(
            op,
            format!("failed to verify that all of {{{names}}} have same type"),
        ));
    }
    match ir.op_attr(op) {
        None => Ok(()),
        Some(_) => Err(cx.error(op, "takes no attribute")),
    }
}
