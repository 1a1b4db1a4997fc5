//! The generic form of an op (`--mlir-print-op-generic`):
//! `"name"(operands)[successors] <{properties}> ({regions}) {attributes} :
//! (operand types) -> result types`. Unregistered ops keep their verbatim
//! properties and attributes; a registered op's attribute becomes its MLIR
//! properties (`value`, `predicate`, `callee`, `msg`, `case_values`,
//! `function_type`, `sym_name`, ...), and a branch's successor operands
//! join its operand list as its [`SuccessorOperands`] says. O(size of the
//! op) per op.

use super::OpPrinter;
use crate::dialect::{opaque, SuccessorOperands};
use crate::ir::{Attribute, Ir, OpId, TypeId, ValueId};
use std::fmt::Write as _;

impl OpPrinter<'_> {
    /// Everything up to the regions: `"name"(operands)[successors] <{...}>`.
    pub(super) fn generic_head(&mut self, op: OpId) {
        let ir = self.ir;
        let code = ir.op_code(op);
        let name = match ir.op_attr(op) {
            Some(Attribute::Opaque(attrs)) => attrs.name.as_str(),
            _ => code.name,
        };
        let _ = write!(self.out, "\"{}\"(", crate::parser::escape(name));
        self.values(generic_operands(ir, op));
        self.out.push(')');
        let n = ir.num_successors(op);
        if n > 0 {
            self.out.push_str(" [");
            for i in 0..n {
                if i > 0 {
                    self.out.push_str(", ");
                }
                if code == &opaque::OPAQUE {
                    self.successor(op, i);
                } else {
                    self.block(ir.successor(op, i));
                }
            }
            self.out.push(']');
        }
        self.properties(op);
    }

    /// ` <{...}>`, if the op has properties.
    fn properties(&mut self, op: OpId) {
        let ir = self.ir;
        let code = ir.op_code(op);
        let mut props: Vec<String> = Vec::new();
        match ir.op_attr(op) {
            Some(Attribute::Opaque(attrs)) => {
                if let Some(text) = &attrs.properties {
                    let _ = write!(self.out, " {text}");
                }
                return;
            }
            Some(
                Attribute::Int(_)
                | Attribute::WideInt(_)
                | Attribute::Float(_)
                | Attribute::WideFloat(_),
            ) => {
                // A constant's custom form is its value attribute.
                let start = self.out.len();
                (code.print)(self, op);
                let value = self.out.split_off(start);
                props.push(format!("value ={value}"));
            }
            Some(Attribute::Predicate(n)) => props.push(format!("predicate = {n} : i64")),
            Some(Attribute::IntFlags(flags)) => {
                if flags.exact {
                    props.push("isExact".into());
                }
                if let Some(words) = crate::dialect::arith::overflow_words(*flags) {
                    props.push(format!("overflowFlags = #arith.overflow<{words}>"));
                }
            }
            Some(Attribute::BranchWeights(weights)) => {
                let list: Vec<String> = weights.iter().map(u32::to_string).collect();
                props.push(format!("branch_weights = array<i32: {}>", list.join(", ")));
            }
            Some(Attribute::FastMath(flags)) => {
                props.push(format!("fastmath = #arith.fastmath<{flags}>"));
            }
            Some(Attribute::Rounding(mode, flags)) => {
                if !flags.is_none() {
                    props.push(format!("fastmath = #arith.fastmath<{flags}>"));
                }
                props.push(format!("roundingmode = {} : i32", mode.index()));
            }
            Some(Attribute::Symbol(callee)) => props.push(format!("callee = @{callee}")),
            Some(Attribute::Str(msg)) => {
                props.push(format!("msg = \"{}\"", crate::parser::escape(msg)));
            }
            Some(Attribute::Cases(cases)) if !cases.is_empty() => {
                let list: Vec<String> = cases.iter().map(i64::to_string).collect();
                let flag = ir.types.display(ir.value_type(ir.operand(op, 0)));
                props.push(format!(
                    "case_values = dense<[{}]> : vector<{}x{flag}>",
                    list.join(", "),
                    cases.len()
                ));
            }
            Some(Attribute::Func(attrs)) => {
                let show = |types: &[TypeId]| {
                    let texts: Vec<String> = types
                        .iter()
                        .map(|&t| ir.types.display(t).to_string())
                        .collect();
                    texts.join(", ")
                };
                // `[{a.b}, {}]`: one dictionary per argument (result).
                let dicts = |dicts: &[Option<Box<str>>]| {
                    let texts: Vec<&str> =
                        dicts.iter().map(|d| d.as_deref().unwrap_or("{}")).collect();
                    format!("[{}]", texts.join(", "))
                };
                if !attrs.arg_attrs.is_empty() {
                    props.push(format!("arg_attrs = {}", dicts(&attrs.arg_attrs)));
                }
                props.push(format!(
                    "function_type = ({}) -> ({})",
                    show(&attrs.inputs),
                    show(&attrs.results)
                ));
                if !attrs.res_attrs.is_empty() {
                    props.push(format!("res_attrs = {}", dicts(&attrs.res_attrs)));
                }
                props.push(format!(
                    "sym_name = \"{}\"",
                    crate::parser::escape(&attrs.name)
                ));
                if let Some(kw) = attrs.visibility.keyword() {
                    props.push(format!("sym_visibility = \"{kw}\""));
                }
            }
            Some(Attribute::Module(attrs)) => {
                if let Some(name) = &attrs.name {
                    props.push(format!("sym_name = \"{}\"", crate::parser::escape(name)));
                }
            }
            Some(Attribute::Cases(_)) | None => {}
        }
        let sizes = |range: std::ops::Range<usize>| -> Vec<usize> {
            range.map(|i| ir.successor_operands(op, i).len()).collect()
        };
        let n = ir.num_successors(op);
        let own = ir.own_operands(op).len();
        match code.interfaces.branch.map(|b| b.operands) {
            Some(SuccessorOperands::PerSuccessor) => {
                let mut all = vec![own];
                all.extend(sizes(0..n));
                props.push(format!("operandSegmentSizes = {}", i32_array(&all)));
            }
            Some(SuccessorOperands::DefaultAndCases) => {
                let cases = sizes(1..n);
                props.insert(0, format!("case_operand_segments = {}", i32_array(&cases)));
                let default = sizes(0..1.min(n));
                let all = [own, default.iter().sum(), cases.iter().sum()];
                props.push(format!("operandSegmentSizes = {}", i32_array(&all)));
            }
            Some(SuccessorOperands::Single) | None => {}
        }
        if !props.is_empty() {
            let _ = write!(self.out, " <{{{}}}>", props.join(", "));
        }
    }

    /// Everything after the regions: ` {attributes} : (types) -> results`.
    pub(super) fn generic_tail(&mut self, op: OpId) {
        let ir = self.ir;
        let dict = match ir.op_attr(op) {
            Some(Attribute::Opaque(attrs)) => attrs.dictionary.as_deref(),
            Some(Attribute::Func(attrs)) => attrs.extra.as_deref(),
            Some(Attribute::Module(attrs)) => attrs.extra.as_deref(),
            _ => None,
        };
        if let Some(dict) = dict {
            let _ = write!(self.out, " {dict}");
        }
        self.out.push_str(" : (");
        self.value_types(generic_operands(ir, op));
        self.out.push_str(") -> ");
        let results: Vec<TypeId> = ir.results(op).map(|v| ir.value_type(v)).collect();
        let single = results.len() == 1
            && !matches!(ir.types.get(results[0]), crate::ir::Type::Function { .. });
        if single {
            self.ty(results[0]);
        } else {
            self.out.push('(');
            self.types(results);
            self.out.push(')');
        }
    }
}

/// The generic form's operand list: all operands of a registered op (its
/// own, then each successor's), the own operands of an unregistered one.
fn generic_operands(ir: &Ir, op: OpId) -> &[ValueId] {
    if ir.op_code(op) == &opaque::OPAQUE {
        ir.own_operands(op)
    } else {
        ir.operands(op)
    }
}

/// `array<i32: 1, 0, 2>`.
fn i32_array(sizes: &[usize]) -> String {
    let mut text = String::from("array<i32");
    for (i, n) in sizes.iter().enumerate() {
        text.push_str(if i == 0 { ": " } else { ", " });
        let _ = write!(text, "{n}");
    }
    text.push('>');
    text
}
