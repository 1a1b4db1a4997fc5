//! Registered-op helpers shared by several dialects' parse functions.

use super::*;
use crate::semantics::{self, FloatFormat, FloatLiteralError, FloatValue, IntValue};

/// `%a, %b : T` → operands of type T, one result of type T.
pub fn same_type_operands(p: &mut OpParser<'_, '_>, n: usize) -> PResult<(Values, TypeId)> {
    let (values, ty, ()) = same_type_operands_with(p, n, |_| Ok(()))?;
    Ok((values, ty))
}

/// [`same_type_operands`] with what `between` reads between the operands
/// and the colon (`arith.addi %a, %b overflow<nsw> : i32`).
pub fn same_type_operands_with<T>(
    p: &mut OpParser<'_, '_>,
    n: usize,
    between: impl FnOnce(&mut OpParser<'_, '_>) -> PResult<T>,
) -> PResult<(Values, TypeId, T)> {
    let mut operands: UnresolvedOperands = smallvec![p.operand()?];
    for _ in 1..n {
        p.expect(",")?;
        operands.push(p.operand()?);
    }
    let extra = between(p)?;
    p.expect(":")?;
    let ty = p.ty()?;
    Ok((p.resolve_all(&operands, ty)?, ty, extra))
}

/// `%a : T to U` → one operand of type T, result type U.
pub fn cast(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let operand = p.operand()?;
    p.expect(":")?;
    let from = p.ty()?;
    if !p.try_keyword("to") {
        return Err(p.error("expected 'to'"));
    }
    let to = p.ty()?;
    let value = p.resolve(operand, from)?;
    Ok(ParsedOp::new([value], [to]))
}

/// The float of type `format` that integer literal `text` (the lexer's
/// token, starting at `start`; its digits at `digits`) spells: its bits in
/// hexadecimal. Otherwise MLIR's error (`parseFloatFromIntegerLiteral` in
/// `mlir/lib/AsmParser/Parser.cpp`), where `mlir-opt` puts it: a leading
/// minus at the digits, the rest at the literal.
pub fn float_from_integer_literal(
    text: &str,
    format: FloatFormat,
    start: Loc,
    digits: Loc,
) -> PResult<FloatValue> {
    semantics::parse_float_literal(text, format).map_err(|e| {
        let at = if e == FloatLiteralError::NegativeHex {
            digits
        } else {
            start
        };
        let error = Diagnostic::error(at, e.to_string());
        match e.note() {
            Some(note) => error.with_note(at, note),
            None => error,
        }
    })
}

/// The integer of type `ty` that integer literal `text` (its digits at
/// `digits`) spells, as MLIR reads one (`buildAttributeAPInt` in
/// `mlir/lib/AsmParser/AttributeParser.cpp`): a signless type takes values
/// from its signed minimum to its unsigned maximum (`255 : i8` is -1), a
/// signed type and `index` their signed range, an unsigned one its unsigned
/// range; otherwise MLIR's error at the digits. `None` when `ty` is not an
/// integer type.
pub fn int_from_literal(text: &str, ty: &Type, digits: Loc) -> Option<PResult<IntValue>> {
    let negative = text.starts_with('-');
    let (width, signed_only) = match *ty {
        Type::UnsignedInt(_) if negative => {
            return Some(Err(Diagnostic::error(
                digits,
                "negative integer literal not valid for unsigned integer type",
            )))
        }
        Type::Int(width) | Type::UnsignedInt(width) => (width, false),
        Type::SignedInt(width) => (width, true),
        Type::Index => (64, true),
        _ => return None,
    };
    Some(
        semantics::parse_int_literal(text, width)
            .filter(|v| !(signed_only && !negative && v.is_negative()))
            .ok_or_else(|| {
                Diagnostic::error(digits, "integer constant out of range for attribute")
            }),
    )
}
