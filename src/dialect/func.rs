//! The `func` dialect: `func.func`, `func.return` and `func.call`. Inside a
//! function body `return` and `call` are written without the prefix, as
//! `mlir-opt` prints them.

use super::builtin::{parse_by_driver, print_by_driver};
use super::{Dialect, Exec, Interfaces, Notation, OpDef, Traits, VerifyCx};
use crate::diagnostic::Diagnostic;
use crate::ir::{Attribute, OpId, Type, TypeId, Visibility};
use crate::parser::{dictionary_keys, OpParser, PResult, ParsedOp, Values};
use crate::printer::OpPrinter;

/// `func.func @name(%a: i32) -> i32 { ... }` or a body-less declaration.
pub static FUNC: OpDef = OpDef {
    name: "func.func",
    traits: Traits::ISOLATED_FROM_ABOVE
        .with(Traits::FUNCTION)
        .with(Traits::ALLOCATION_SCOPE),
    parse: parse_by_driver,
    print: print_by_driver,
    verify: verify_function,
    eval: None,
    interfaces: Interfaces::NONE,
};

/// `return %a, %b : i32, i1`.
pub static RETURN: OpDef = OpDef {
    name: "func.return",
    traits: Traits::TERMINATOR.with(Traits::RETURN),
    parse: parse_return,
    print: print_return,
    verify: verify_return,
    eval: None,
    interfaces: Interfaces {
        interp: Exec::Return,
        #[cfg(feature = "llvm")]
        llvm: Some(crate::target::llvm::control::ret),
        notation: Some(|_, _| Some(Notation::Return)),
        ..Interfaces::NONE
    },
};

/// `%r = call @f(%a) : (i32) -> i32`.
pub static CALL: OpDef = OpDef {
    name: "func.call",
    traits: Traits::UNKNOWN_EFFECTS,
    parse: parse_call,
    print: print_call,
    verify: verify_call,
    eval: None,
    interfaces: Interfaces {
        interp: Exec::Call,
        #[cfg(feature = "llvm")]
        llvm: Some(crate::target::llvm::ops::call),
        notation: Some(|ir, op| Some(Notation::Call(callee(ir, op)))),
        callee: Some(callee),
        ..Interfaces::NONE
    },
};

/// The dialect.
pub static DIALECT: Dialect = Dialect {
    name: "func",
    ops: &[&FUNC, &RETURN, &CALL],
};

/// The rules of every function op ([`Traits::FUNCTION`]; MLIR's
/// `function_interface_impl::verifyTrait`): one region, the symbol and
/// signature attribute, argument and result attributes of dialects only
/// (their names hold a `.`), a declaration not public, the entry block's
/// arguments those of the signature.
pub fn verify_function(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = cx.ir;
    if ir.op_regions(op).len() != 1 {
        return Err(cx.error(op, "requires one region"));
    }
    let Some(attrs) = ir.func_attrs(op) else {
        return Err(cx.error(op, "requires attribute 'sym_name'"));
    };
    for (dicts, what) in [
        (&attrs.arg_attrs, "arguments"),
        (&attrs.res_attrs, "results"),
    ] {
        let mut keys = dicts.iter().flatten().flat_map(|d| dictionary_keys(d));
        if keys.any(|key| !key.contains('.')) {
            return Err(cx.error(op, format!("{what} may only have dialect attributes")));
        }
    }
    let Some(body) = ir.func_body(op) else {
        if attrs.visibility == Visibility::Public {
            return Err(cx.error(op, "symbol declaration cannot have public visibility"));
        }
        return Ok(());
    };
    let entry = ir
        .region_first_block(body)
        .expect("a body has an entry block");
    let arg_types: Vec<TypeId> = ir
        .block_args(entry)
        .iter()
        .map(|&a| ir.value_type(a))
        .collect();
    if arg_types.len() != attrs.inputs.len() {
        return Err(cx.error(
            op,
            format!(
                "entry block must have {} arguments to match function signature",
                attrs.inputs.len()
            ),
        ));
    }
    if let Some(i) = (0..arg_types.len()).find(|&i| arg_types[i] != attrs.inputs[i]) {
        return Err(cx.error(
            op,
            format!(
                "type of entry block argument #{i}('{}') must match the type of the corresponding argument in function signature('{}')",
                cx.show(arg_types[i]),
                cx.show(attrs.inputs[i])
            ),
        ));
    }
    Ok(())
}

fn parse_return(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let loc = p.loc();
    let operands = p.operand_list()?;
    let mut values = Values::new();
    if !operands.is_empty() {
        p.expect(":")?;
        let types = p.type_list()?;
        values = p.resolve_list(&operands, &types, loc)?;
    }
    Ok(ParsedOp::new(values, []))
}

fn print_return(p: &mut OpPrinter<'_>, op: OpId) {
    let operands = p.ir().operands(op);
    if !operands.is_empty() {
        p.write(" ");
        p.values(operands);
        p.write(" : ");
        p.value_types(operands);
    }
}

fn verify_return(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = cx.ir;
    let parent = ir
        .op_block(op)
        .map(|b| ir.region_parent(ir.block_region(b)));
    let Some(func) = parent.filter(|&f| ir.op_code(f).is_function()) else {
        return Err(cx.error(op, "expects parent op 'func.func'"));
    };
    let expected = &ir.func_attrs(func).expect("func attrs").results;
    let actual: Vec<TypeId> = ir.operands(op).iter().map(|&v| ir.value_type(v)).collect();
    if &actual != expected {
        let show = |ts: &[TypeId]| {
            ts.iter()
                .map(|&t| cx.show(t))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(cx
            .error(
                op,
                format!(
                    "returns ({}) but the enclosing function returns ({})",
                    show(&actual),
                    show(expected)
                ),
            )
            .with_note(ir.op_loc(func), "function declared here"));
    }
    Ok(())
}

fn parse_call(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
    let callee = p.symbol()?.to_string();
    p.expect("(")?;
    let operands = p.operand_list()?;
    p.expect(")")?;
    p.expect(":")?;
    let loc = p.loc();
    let fn_type = p.function_type()?;
    let Type::Function { inputs, results } = p.ir().types.get(fn_type).clone() else {
        unreachable!("function_type returns a function type")
    };
    let values = p.resolve_list(&operands, &inputs, loc)?;
    Ok(ParsedOp::new(values, results).with_attr(Attribute::Symbol(callee.into())))
}

/// The callee of a `func.call` (its [`Interfaces::callee`]).
pub fn callee(ir: &crate::ir::Ir, op: OpId) -> &str {
    match ir.op_attr(op) {
        Some(Attribute::Symbol(name)) => name,
        _ => unreachable!("func.call carries its callee"),
    }
}

fn print_call(p: &mut OpPrinter<'_>, op: OpId) {
    let ir = p.ir();
    p.write_fmt(format_args!(" @{}(", callee(ir, op)));
    p.values(ir.operands(op));
    p.write(") : (");
    p.value_types(ir.operands(op));
    p.write(") -> ");
    let results: Vec<TypeId> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if results.len() == 1 {
        p.ty(results[0]);
    } else {
        p.write("(");
        p.types(results);
        p.write(")");
    }
}

fn verify_call(cx: &VerifyCx<'_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = cx.ir;
    let Some(Attribute::Symbol(name)) = ir.op_attr(op) else {
        return Err(cx.error(op, "requires attribute 'callee'"));
    };
    let name: &str = name;
    let Some(callee) = cx.symbols.get(name) else {
        return Err(cx.error(op, format!("'@{name}' does not reference a valid function")));
    };
    let inputs: Vec<TypeId> = ir.operands(op).iter().map(|&v| ir.value_type(v)).collect();
    let results: Vec<TypeId> = ir.results(op).map(|v| ir.value_type(v)).collect();
    if !cx.symbols.signature_matches(callee, ir, &inputs, &results) {
        return Err(cx
            .error(
                op,
                format!("type of call does not match the signature of '@{name}'"),
            )
            .with_note(callee.loc, "callee declared here"));
    }
    Ok(())
}
