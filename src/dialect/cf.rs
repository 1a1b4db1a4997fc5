//! The `cf` dialect: unstructured control flow. Successor operands are the
//! values passed to the target block's arguments (block arguments play the
//! role of phi functions).

use super::{
    BranchInterface, Dialect, Exec, Interfaces, Notation, OpDef, SuccessorOperands, Traits,
    VerifyCx,
};
use crate::diagnostic::Diagnostic;
use crate::ir::{Attribute, BlockId, Ir, OpId, OpSpec, Type, ValueId};
use crate::parser::{OpParser, PResult, ParsedOp};
use crate::printer::OpPrinter;
use crate::semantics::IntValue;
use smallvec::smallvec;

/// `cf.br ^bb1(%x : i32)`.
pub static BR: OpDef = OpDef {
    name: "cf.br",
    traits: Traits::TERMINATOR.with(Traits::PURE),
    parse: parse_br,
    print: print_br,
    verify: verify_br,
    eval: None,
    interfaces: Interfaces {
        branch: Some(&JUMP),
        interp: Exec::Br,
        #[cfg(feature = "llvm")]
        llvm: Some(|f, op| {
            crate::target::llvm::control::branch(f, op, crate::target::llvm::control::Jump::Br)
        }),
        notation: Some(|_, _| Some(Notation::Goto)),
        ..Interfaces::NONE
    },
};

/// `cf.cond_br %c, ^bb1(%x : i32), ^bb2`.
pub static COND_BR: OpDef = OpDef {
    name: "cf.cond_br",
    traits: Traits::TERMINATOR.with(Traits::PURE),
    parse: parse_cond_br,
    print: print_cond_br,
    verify: verify_cond_br,
    eval: None,
    interfaces: Interfaces {
        branch: Some(&COND_BRANCH),
        interp: Exec::CondBr,
        #[cfg(feature = "llvm")]
        llvm: Some(|f, op| {
            crate::target::llvm::control::branch(f, op, crate::target::llvm::control::Jump::CondBr)
        }),
        notation: Some(|_, _| Some(Notation::IfGoto)),
        ..Interfaces::NONE
    },
};

/// `cf.switch %v : i32, [ default: ^bb1, 0: ^bb2(%x : i32) ]`.
pub static SWITCH: OpDef = OpDef {
    name: "cf.switch",
    traits: Traits::TERMINATOR.with(Traits::PURE),
    parse: parse_switch,
    print: print_switch,
    verify: verify_switch,
    eval: None,
    interfaces: Interfaces {
        branch: Some(&SWITCH_BRANCH),
        interp: Exec::Switch,
        #[cfg(feature = "llvm")]
        llvm: Some(|f, op| {
            crate::target::llvm::control::branch(f, op, crate::target::llvm::control::Jump::Switch)
        }),
        notation: Some(|ir, op| Some(Notation::Switch(switch_cases(ir, op)))),
        ..Interfaces::NONE
    },
};

/// `cf.assert %c, "message"`: stops the program with the message when `%c`
/// is false.
pub static ASSERT: OpDef = OpDef {
    name: "cf.assert",
    traits: Traits::UNKNOWN_EFFECTS,
    parse: parse_assert,
    print: print_assert,
    verify: verify_assert,
    eval: None,
    interfaces: Interfaces {
        interp: Exec::Assert,
        #[cfg(feature = "llvm")]
        llvm: Some(crate::target::llvm::control::assert),
        ..Interfaces::NONE
    },
};

/// `cf.br`: one successor.
static JUMP: BranchInterface = BranchInterface {
    select: None,
    retain: None,
    operands: SuccessorOperands::Single,
};

/// `cf.cond_br`: successor 0 when the condition is true, 1 when false.
static COND_BRANCH: BranchInterface = BranchInterface {
    select: Some(|_, _, value| if value.as_bool() { 0 } else { 1 }),
    retain: None,
    operands: SuccessorOperands::PerSuccessor,
};

/// `cf.switch`: the first case equal to the flag, else the default.
static SWITCH_BRANCH: BranchInterface = BranchInterface {
    select: Some(|ir, op, value| {
        switch_cases(ir, op)
            .iter()
            .position(|&case| IntValue::from_i64(case, value.width()) == value)
            .map_or(0, |i| i + 1)
    }),
    retain: Some(retain_switch_cases),
    operands: SuccessorOperands::DefaultAndCases,
};

/// The dialect.
pub static DIALECT: Dialect = Dialect {
    name: "cf",
    ops: &[&BR, &COND_BR, &SWITCH, &ASSERT],
};

fn parse_br(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let succ = p.successor()?;
    Ok(ParsedOp {
        successors: smallvec![succ],
        ..Default::default()
    })
}

fn print_br(p: &mut OpPrinter<'_>, op: OpId) {
    p.write(" ");
    p.successor(op, 0);
}

fn verify_br(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    if cx.ir.num_successors(op) != 1 || !cx.ir.own_operands(op).is_empty() {
        return Err(cx.error(op, "has exactly one successor and no other operands"));
    }
    Ok(())
}

/// `cf.cond_br %c weights([60, 40]), ^a, ^b`: the weights are optional.
fn parse_cond_br(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let cond = p.operand()?;
    let i1 = p.ir().types.bool();
    let cond = p.resolve(cond, i1)?;
    let weights = if p.try_keyword("weights") {
        p.expect("(")?;
        p.expect("[")?;
        let weights = if p.peek("]") {
            Vec::new()
        } else {
            p.i32_list("a branch weight (a non-negative i32)")?
        };
        p.expect("]")?;
        p.expect(")")?;
        Some(Attribute::BranchWeights(weights.into()))
    } else {
        None
    };
    p.expect(",")?;
    let on_true = p.successor()?;
    p.expect(",")?;
    let on_false = p.successor()?;
    Ok(ParsedOp {
        operands: smallvec![cond],
        successors: smallvec![on_true, on_false],
        attr: weights,
        ..Default::default()
    })
}

/// The branch weights of a branch, if it has them.
pub fn branch_weights(ir: &crate::ir::Ir, op: OpId) -> Option<&[u32]> {
    match ir.op_attr(op) {
        Some(Attribute::BranchWeights(weights)) => Some(weights),
        _ => None,
    }
}

fn print_cond_br(p: &mut OpPrinter<'_>, op: OpId) {
    p.write(" ");
    p.value(p.ir().operand(op, 0));
    if let Some(weights) = branch_weights(p.ir(), op) {
        let list: Vec<String> = weights.iter().map(u32::to_string).collect();
        p.write_fmt(format_args!(" weights([{}])", list.join(", ")));
    }
    p.write(", ");
    p.successor(op, 0);
    p.write(", ");
    p.successor(op, 1);
}

fn verify_cond_br(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = cx.ir;
    let own = ir.own_operands(op);
    if ir.num_successors(op) != 2 || own.len() != 1 {
        return Err(cx.error(op, "has one condition and two successors"));
    }
    if !matches!(ir.types.get(ir.value_type(own[0])), Type::Int(1)) {
        return Err(cx.error(op, "condition must be i1"));
    }
    match ir.op_attr(op) {
        None => Ok(()),
        Some(Attribute::BranchWeights(weights)) => verify_weights(cx, op, weights),
        Some(_) => Err(cx.error(op, "takes no attribute but its branch weights")),
    }
}

/// MLIR's checks of `branch_weights` (`verifyBranchWeights`), in its words.
fn verify_weights(cx: &VerifyCx<'_>, op: OpId, weights: &[u32]) -> Result<(), Diagnostic> {
    let successors = cx.ir.num_successors(op);
    if weights.len() != successors {
        return Err(cx.error(
            op,
            format!(
                "expects number of branch weights to match number of successors: {} vs {successors}",
                weights.len()
            ),
        ));
    }
    if weights.iter().all(|&w| w == 0) {
        return Err(cx.error(op, "branch weights cannot all be zero"));
    }
    Ok(())
}

fn parse_switch(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let flag = p.operand()?;
    p.expect(":")?;
    let ty = p.ty()?;
    let flag = p.resolve(flag, ty)?;
    p.expect(",")?;
    p.expect("[")?;
    if !p.try_keyword("default") {
        return Err(p.error("expected 'default'"));
    }
    p.expect(":")?;
    let mut successors = vec![p.successor()?];
    let mut cases = Vec::new();
    while p.try_punct(",") {
        let loc = p.loc();
        let value = p.integer()?;
        let value = i64::try_from(value)
            .or_else(|_| u64::try_from(value).map(|v| v as i64))
            .map_err(|_| Diagnostic::error(loc, "case value out of range"))?;
        if cases.contains(&value) {
            return Err(Diagnostic::error(
                loc,
                format!("duplicate case value {value}"),
            ));
        }
        cases.push(value);
        p.expect(":")?;
        successors.push(p.successor()?);
    }
    p.expect("]")?;
    Ok(ParsedOp {
        operands: smallvec![flag],
        successors: successors.into(),
        attr: Some(Attribute::Cases(cases.into())),
        ..Default::default()
    })
}

/// The case values of a `cf.switch` (successor `i + 1` is case `i`).
pub fn switch_cases(ir: &Ir, op: OpId) -> &[i64] {
    match ir.op_attr(op) {
        Some(Attribute::Cases(cases)) => cases,
        // A generic form without `case_values`: only the default.
        _ => &[],
    }
}

fn print_switch(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let flag = ir.operand(op, 0);
    p.write(" ");
    p.value(flag);
    p.write(" : ");
    p.ty(ir.value_type(flag));
    p.write(", [");
    p.newline(1);
    p.write("default: ");
    p.successor(op, 0);
    for (i, case) in switch_cases(ir, op).iter().enumerate() {
        p.write(",");
        p.newline(1);
        p.write_fmt(format_args!("{case}: "));
        p.successor(op, i + 1);
    }
    p.newline(0);
    p.write("]");
}

fn verify_switch(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = cx.ir;
    let own = ir.own_operands(op);
    let cases = switch_cases(ir, op);
    if own.len() != 1 || ir.num_successors(op) != cases.len() + 1 {
        return Err(cx.error(
            op,
            "needs one flag and one successor per case plus the default",
        ));
    }
    let ty = ir.value_type(own[0]);
    let Some(width) = ir.types.int_width(ty) else {
        return Err(cx.error(op, "flag must be an integer"));
    };
    for &case in cases {
        let fits = width >= 64 || (case >= -(1i64 << (width - 1)) && case < (1i64 << width));
        if !fits {
            return Err(cx.error(
                op,
                format!("case value {case} does not fit in '{}'", cx.show(ty)),
            ));
        }
    }
    Ok(())
}

fn parse_assert(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let cond = p.operand()?;
    let i1 = p.ir().types.bool();
    let cond = p.resolve(cond, i1)?;
    p.expect(",")?;
    let message = p.string()?;
    Ok(ParsedOp::new([cond], []).with_attr(Attribute::Str(message.into())))
}

fn print_assert(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir();
    let Some(Attribute::Str(message)) = ir.op_attr(op) else {
        unreachable!("cf.assert carries its message")
    };
    p.write(" ");
    p.value(ir.operand(op, 0));
    p.write_fmt(format_args!(", \"{}\"", crate::parser::escape(message)));
}

fn verify_assert(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = cx.ir;
    if !matches!(ir.op_attr(op), Some(Attribute::Str(_))) {
        return Err(cx.error(op, "requires attribute 'msg'"));
    }
    cx.shape(op, 1, 0)?;
    let ok = matches!(ir.types.get(ir.value_type(ir.operand(op, 0))), Type::Int(1));
    if !ok {
        return Err(cx.error(op, "condition must be i1"));
    }
    Ok(())
}

/// Rebuilds `cf.switch` `term` keeping only the successors for which `keep`
/// holds (successor 0, the default, is always kept). Returns the new op.
fn retain_switch_cases(ir: &mut Ir, term: OpId, keep: &dyn Fn(usize) -> bool) -> OpId {
    let cases = switch_cases(ir, term).to_vec();
    let flag = ir.operand(term, 0);
    let mut kept_cases = Vec::new();
    let mut successors: Vec<(BlockId, Vec<ValueId>)> = Vec::new();
    for s in 0..ir.num_successors(term) {
        if s == 0 || keep(s) {
            successors.push((
                ir.successor(term, s),
                ir.successor_operands(term, s).to_vec(),
            ));
            if s > 0 {
                kept_cases.push(cases[s - 1]);
            }
        }
    }
    let refs: Vec<(BlockId, &[ValueId])> = successors
        .iter()
        .map(|(b, args)| (*b, args.as_slice()))
        .collect();
    let flag = [flag];
    let spec = OpSpec::new(&SWITCH, &flag, &[])
        .successors(&refs)
        .attr(Attribute::Cases(kept_cases.into_boxed_slice()))
        .loc(ir.op_loc(term));
    let new = ir.create_op(spec);
    ir.insert_op_before(term, new);
    ir.erase_op(term);
    new
}

/// The key of a `cf.switch` flag or case value in a table of cases:
/// up to 64 bits, the bits; wider, the value read signed, if it fits an
/// `i64` (case values are `i64`s: a wider value matches no case, `None`).
pub fn switch_key(value: &IntValue) -> Option<u64> {
    match value.narrow_bits() {
        Some(bits) => Some(bits),
        None => value.to_i64().map(|v| v as u64),
    }
}
