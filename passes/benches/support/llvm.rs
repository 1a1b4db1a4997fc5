//! The same program as LLVM IR, for timing `opt -passes=mem2reg` on
//! equivalent input: a direct translation of the pre-SSA subset (functions,
//! rank-0 allocas, loads, stores, `arith`, `cf`, calls, returns).
//!
//! Slots become `alloca`s in the entry block (where LLVM's mem2reg looks for
//! them), constants and `ub.poison` become immediate operands, block
//! arguments become phis with one entry per incoming edge. A terminator
//! that reaches the same block with arguments more than once sends the
//! extra edges through a forwarding block, since LLVM keeps one phi value
//! per predecessor block.

use ssa_ir::dialect::{arith, cf, func, memref, ub, OpCode};
use ssa_ir::ir::{BlockId, Ir, OpId, Type, TypeId, ValueId};
use ssa_ir::semantics::{FloatFormat, Scalar};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The module as LLVM IR text, or why it cannot be translated.
pub fn translate(ir: &Ir) -> Result<String, String> {
    let mut out = String::new();
    for f in ir.functions() {
        let attrs = ir.func_attrs(f).expect("function attributes");
        let ret = result_type(ir, &attrs.results)?;
        let Some(body) = ir.func_body(f) else {
            let params: Result<Vec<String>, String> =
                attrs.inputs.iter().map(|&t| ty(ir, t)).collect();
            let _ = writeln!(
                out,
                "declare {ret} @{}({})\n",
                attrs.name,
                params?.join(", ")
            );
            continue;
        };
        let entry = ir.region_first_block(body).expect("a body has an entry");
        let params: Result<Vec<String>, String> = ir
            .block_args(entry)
            .iter()
            .map(|&a| Ok(format!("{} %v{}", ty(ir, ir.value_type(a))?, a.index())))
            .collect();
        let _ = writeln!(
            out,
            "define {ret} @{}({}) {{",
            attrs.name,
            params?.join(", ")
        );
        FunctionWriter::new(ir, &mut out).function(body)?;
        out.push_str("}\n\n");
    }
    Ok(out)
}

fn ty(ir: &Ir, t: TypeId) -> Result<String, String> {
    Ok(match ir.types.get(t) {
        Type::Int(w) => format!("i{w}"),
        Type::Index => "i64".to_string(),
        Type::Float(FloatFormat::F16) => "half".to_string(),
        Type::Float(FloatFormat::BF16) => "bfloat".to_string(),
        Type::Float(FloatFormat::F32) => "float".to_string(),
        Type::Float(FloatFormat::F64) => "double".to_string(),
        Type::MemRef { shape, .. } if shape.is_empty() => "ptr".to_string(),
        other => return Err(format!("no LLVM type for {other:?}")),
    })
}

fn result_type(ir: &Ir, results: &[TypeId]) -> Result<String, String> {
    match results {
        [] => Ok("void".to_string()),
        [one] => ty(ir, *one),
        many => {
            let parts: Result<Vec<String>, String> = many.iter().map(|&t| ty(ir, t)).collect();
            Ok(format!("{{ {} }}", parts?.join(", ")))
        }
    }
}

struct FunctionWriter<'a> {
    ir: &'a Ir,
    out: &'a mut String,
    /// Incoming phi entries per block: (argument index, value, from label).
    incoming: BTreeMap<BlockId, Vec<(usize, String, String)>>,
    /// Forwarding blocks to append: (label, target).
    forwarders: Vec<(String, BlockId)>,
}

impl<'a> FunctionWriter<'a> {
    fn new(ir: &'a Ir, out: &'a mut String) -> Self {
        FunctionWriter {
            ir,
            out,
            incoming: BTreeMap::new(),
            forwarders: Vec::new(),
        }
    }

    fn operand(&self, v: ValueId) -> Result<String, String> {
        let ir = self.ir;
        if let Some(op) = ir.defining_op(v) {
            let code = ir.op_code(op);
            if code == &arith::CONSTANT {
                return Ok(match arith::constant_value(ir, op) {
                    Scalar::Int(i) if i.width() == 1 => i.as_bool().to_string(),
                    Scalar::Int(i) => i.as_signed().to_string(),
                    // LLVM's hex float: a double's bits, except `0xH` (half) and
                    // `0xR` (bfloat) with the value's own 16 bits.
                    Scalar::Float(f) => match f.format() {
                        FloatFormat::F16 => format!("0xH{:04X}", f.to_bits()),
                        FloatFormat::BF16 => format!("0xR{:04X}", f.to_bits()),
                        _ => format!("0x{:016X}", f.as_f64().to_bits()),
                    },
                    Scalar::Poison => "poison".to_string(),
                });
            }
            if code == &ub::POISON {
                return Ok("poison".to_string());
            }
            if ir.num_results(op) > 1 {
                let first = ir.result(op, 0).index();
                return Ok(format!("%v{}.{}", first, v.index() - first));
            }
        }
        Ok(format!("%v{}", v.index()))
    }

    fn typed(&self, v: ValueId) -> Result<String, String> {
        Ok(format!(
            "{} {}",
            ty(self.ir, self.ir.value_type(v))?,
            self.operand(v)?
        ))
    }

    fn function(&mut self, body: ssa_ir::ir::RegionId) -> Result<(), String> {
        let ir = self.ir;
        let blocks: Vec<BlockId> = ir.region_blocks(body).collect();
        // Phi entries first: every edge's arguments.
        for &block in &blocks {
            let Some(term) = ir.terminator(block) else {
                continue;
            };
            let mut seen = Vec::new();
            for index in 0..ir.num_successors(term) {
                let target = ir.successor(term, index);
                let args = ir.successor_operands(term, index);
                if args.is_empty() {
                    continue;
                }
                let from = if seen.contains(&target) {
                    let label = format!("fwd{}_{index}", block.index());
                    self.forwarders.push((label.clone(), target));
                    label
                } else {
                    seen.push(target);
                    format!("bb{}", block.index())
                };
                for (i, &a) in args.iter().enumerate() {
                    let value = self.operand(a)?;
                    self.incoming
                        .entry(target)
                        .or_default()
                        .push((i, value, from.clone()));
                }
            }
        }
        for (i, &block) in blocks.iter().enumerate() {
            // The entry is labelled too: phis name it as a predecessor.
            let _ = writeln!(self.out, "bb{}:", block.index());
            if i > 0 {
                for (arg_index, &arg) in ir.block_args(block).iter().enumerate() {
                    let entries: Vec<String> = self
                        .incoming
                        .get(&block)
                        .into_iter()
                        .flatten()
                        .filter(|(k, _, _)| *k == arg_index)
                        .map(|(_, value, from)| format!("[ {value}, %{from} ]"))
                        .collect();
                    let _ = writeln!(
                        self.out,
                        "  %v{} = phi {} {}",
                        arg.index(),
                        ty(ir, ir.value_type(arg))?,
                        entries.join(", ")
                    );
                }
            }
            for op in ir.block_ops(block) {
                self.op(op)?;
            }
        }
        for (label, target) in std::mem::take(&mut self.forwarders) {
            let _ = writeln!(self.out, "{label}:\n  br label %bb{}", target.index());
        }
        Ok(())
    }

    /// The label an edge of `term` to successor `index` jumps to.
    fn edge_label(&self, term: OpId, index: usize) -> String {
        let ir = self.ir;
        let target = ir.successor(term, index);
        let earlier = (0..index).any(|i| ir.successor(term, i) == target);
        if earlier && !ir.successor_operands(term, index).is_empty() {
            format!(
                "%fwd{}_{index}",
                ir.op_block(term).expect("in a block").index()
            )
        } else {
            format!("%bb{}", target.index())
        }
    }

    fn op(&mut self, op: OpId) -> Result<(), String> {
        let ir = self.ir;
        let code: OpCode = ir.op_code(op);
        let operands = ir.operands(op);
        let result = || format!("%v{}", ir.result(op, 0).index());
        let line = if code == &arith::CONSTANT || code == &ub::POISON {
            return Ok(());
        } else if code == &memref::ALLOCA {
            let (element, _) = ir
                .types
                .memref(ir.value_type(ir.result(op, 0)))
                .expect("memref");
            format!("{} = alloca {}", result(), ty(ir, element)?)
        } else if code == &memref::LOAD {
            let t = ty(ir, ir.value_type(ir.result(op, 0)))?;
            format!(
                "{} = load {t}, ptr {}",
                result(),
                self.operand(operands[0])?
            )
        } else if code == &memref::STORE {
            format!(
                "store {}, ptr {}",
                self.typed(operands[0])?,
                self.operand(operands[1])?
            )
        } else if let Some(name) = binary(code) {
            let t = ty(ir, ir.value_type(operands[0]))?;
            match name.strip_prefix("llvm.") {
                Some(_) => format!(
                    "{} = call {t} @{name}.{t}({}, {})",
                    result(),
                    self.typed(operands[0])?,
                    self.typed(operands[1])?
                ),
                None => format!(
                    "{} = {name} {t} {}, {}",
                    result(),
                    self.operand(operands[0])?,
                    self.operand(operands[1])?
                ),
            }
        } else if let Some(rounding) = rounded_division(code) {
            // MLIR's arith-to-llvm expansion: the truncating quotient, one
            // more or less when the remainder is not zero and the exact
            // quotient is positive (ceil) or negative (floor).
            let t = ty(ir, ir.value_type(operands[0]))?;
            let (a, b) = (self.operand(operands[0])?, self.operand(operands[1])?);
            let (r, tmp) = (result(), |k| format!("%t{}.{k}", op.index()));
            let (div, rem) = match rounding {
                Rounding::CeilUnsigned => ("udiv", "urem"),
                _ => ("sdiv", "srem"),
            };
            let mut text = format!(
                "{q} = {div} {t} {a}, {b}\n  {rm} = {rem} {t} {a}, {b}\n  {nz} = icmp ne {t} {rm}, 0\n  ",
                q = tmp(0),
                rm = tmp(1),
                nz = tmp(2),
            );
            let adjust = match rounding {
                Rounding::CeilUnsigned => tmp(2),
                Rounding::CeilSigned | Rounding::FloorSigned => {
                    let sign = if rounding == Rounding::CeilSigned {
                        "sge"
                    } else {
                        "slt"
                    };
                    let _ = write!(
                        text,
                        "{x} = xor {t} {a}, {b}\n  {s} = icmp {sign} {t} {x}, 0\n  {adj} = and i1 {nz}, {s}\n  ",
                        x = tmp(3),
                        s = tmp(4),
                        adj = tmp(5),
                        nz = tmp(2),
                    );
                    tmp(5)
                }
            };
            let step = if rounding == Rounding::FloorSigned {
                "sub"
            } else {
                "add"
            };
            let _ = write!(
                text,
                "{one} = select i1 {adjust}, {t} 1, {t} 0\n  {r} = {step} {t} {q}, {one}",
                one = tmp(6),
                q = tmp(0),
            );
            text
        } else if code == &arith::NEGF {
            format!("{} = fneg {}", result(), self.typed(operands[0])?)
        } else if code == &arith::CMPI || code == &arith::CMPF {
            let kind = if code == &arith::CMPI { "icmp" } else { "fcmp" };
            format!(
                "{} = {kind} {} {}, {}",
                result(),
                arith::predicate_name(ir, op),
                self.typed(operands[0])?,
                self.operand(operands[1])?
            )
        } else if code == &arith::SELECT {
            format!(
                "{} = select {}, {}, {}",
                result(),
                self.typed(operands[0])?,
                self.typed(operands[1])?,
                self.typed(operands[2])?
            )
        } else if let Some(cast) = cast(ir, op) {
            format!(
                "{} = {cast} {} to {}",
                result(),
                self.typed(operands[0])?,
                ty(ir, ir.value_type(ir.result(op, 0)))?
            )
        } else if code == &func::CALL {
            let results: Vec<TypeId> = ir.results(op).map(|v| ir.value_type(v)).collect();
            let ret = result_type(ir, &results)?;
            let args: Result<Vec<String>, String> =
                operands.iter().map(|&a| self.typed(a)).collect();
            let call = format!("call {ret} @{}({})", func::callee(ir, op), args?.join(", "));
            match results.len() {
                0 => call,
                1 => format!("{} = {call}", result()),
                n => {
                    let first = ir.result(op, 0).index();
                    let mut text = format!("%call{first} = {call}");
                    for i in 0..n {
                        let _ = write!(
                            text,
                            "\n  %v{first}.{i} = extractvalue {ret} %call{first}, {i}"
                        );
                    }
                    text
                }
            }
        } else if code == &func::RETURN {
            match operands {
                [] => "ret void".to_string(),
                [one] => format!("ret {}", self.typed(*one)?),
                many => {
                    let types: Result<Vec<TypeId>, String> =
                        Ok(many.iter().map(|&v| ir.value_type(v)).collect());
                    let ret = result_type(ir, &types?)?;
                    let mut text = String::new();
                    let mut acc = "undef".to_string();
                    for (i, &v) in many.iter().enumerate() {
                        let name = format!("%ret{}.{i}", op.index());
                        let _ = writeln!(
                            text,
                            "{name} = insertvalue {ret} {acc}, {}, {i}",
                            self.typed(v)?
                        );
                        text.push_str("  ");
                        acc = name;
                    }
                    let _ = write!(text, "ret {ret} {acc}");
                    text
                }
            }
        } else if code == &cf::BR {
            format!("br label {}", self.edge_label(op, 0))
        } else if code == &cf::COND_BR {
            format!(
                "br {}, label {}, label {}",
                self.typed(operands[0])?,
                self.edge_label(op, 0),
                self.edge_label(op, 1)
            )
        } else if code == &cf::SWITCH {
            let mut text = format!(
                "switch {}, label {} [",
                self.typed(operands[0])?,
                self.edge_label(op, 0)
            );
            let t = ty(ir, ir.value_type(operands[0]))?;
            for (i, case) in cf::switch_cases(ir, op).iter().enumerate() {
                let _ = write!(text, " {t} {case}, label {}", self.edge_label(op, i + 1));
            }
            text.push_str(" ]");
            text
        } else {
            return Err(format!("no LLVM translation for '{}'", code.name));
        };
        let _ = writeln!(self.out, "  {line}");
        Ok(())
    }
}

/// The LLVM instruction (or intrinsic, `llvm.` prefix) of a binary op.
fn binary(code: OpCode) -> Option<&'static str> {
    let table: [(OpCode, &str); 26] = [
        (&arith::ADDI, "add"),
        (&arith::SUBI, "sub"),
        (&arith::MULI, "mul"),
        (&arith::DIVSI, "sdiv"),
        (&arith::DIVUI, "udiv"),
        (&arith::REMSI, "srem"),
        (&arith::REMUI, "urem"),
        (&arith::ANDI, "and"),
        (&arith::ORI, "or"),
        (&arith::XORI, "xor"),
        (&arith::SHLI, "shl"),
        (&arith::SHRSI, "ashr"),
        (&arith::SHRUI, "lshr"),
        (&arith::MAXSI, "llvm.smax"),
        (&arith::MINSI, "llvm.smin"),
        (&arith::MAXUI, "llvm.umax"),
        (&arith::MINUI, "llvm.umin"),
        (&arith::ADDF, "fadd"),
        (&arith::SUBF, "fsub"),
        (&arith::MULF, "fmul"),
        (&arith::DIVF, "fdiv"),
        (&arith::REMF, "frem"),
        (&arith::MAXNUMF, "llvm.maxnum"),
        (&arith::MINNUMF, "llvm.minnum"),
        (&arith::MAXIMUMF, "llvm.maximum"),
        (&arith::MINIMUMF, "llvm.minimum"),
    ];
    table
        .iter()
        .find(|(c, _)| *c == code)
        .map(|&(_, name)| name)
}

/// The rounded integer divisions, expanded into several instructions.
#[derive(Copy, Clone, PartialEq)]
enum Rounding {
    CeilUnsigned,
    CeilSigned,
    FloorSigned,
}

fn rounded_division(code: OpCode) -> Option<Rounding> {
    if code == &arith::CEILDIVUI {
        Some(Rounding::CeilUnsigned)
    } else if code == &arith::CEILDIVSI {
        Some(Rounding::CeilSigned)
    } else if code == &arith::FLOORDIVSI {
        Some(Rounding::FloorSigned)
    } else {
        None
    }
}

/// The LLVM cast of a cast op (`index_cast` by the widths it converts).
fn cast(ir: &Ir, op: OpId) -> Option<&'static str> {
    let code = ir.op_code(op);
    let table: [(OpCode, &str); 10] = [
        (&arith::EXTSI, "sext"),
        (&arith::EXTUI, "zext"),
        (&arith::TRUNCI, "trunc"),
        (&arith::SITOFP, "sitofp"),
        (&arith::FPTOSI, "fptosi"),
        (&arith::BITCAST, "bitcast"),
        (&arith::UITOFP, "uitofp"),
        (&arith::FPTOUI, "fptoui"),
        (&arith::EXTF, "fpext"),
        (&arith::TRUNCF, "fptrunc"),
    ];
    if code == &arith::INDEX_CAST || code == &arith::INDEX_CASTUI {
        let widen = if code == &arith::INDEX_CAST {
            "sext"
        } else {
            "zext"
        };
        let width = |v| ir.types.scalar_type(ir.value_type(v)).map(|s| s.width());
        let (from, to) = (ir.operand(op, 0), ir.result(op, 0));
        return Some(match width(from)?.cmp(&width(to)?) {
            std::cmp::Ordering::Less => widen,
            std::cmp::Ordering::Greater => "trunc",
            std::cmp::Ordering::Equal => "bitcast",
        });
    }
    table
        .iter()
        .find(|(c, _)| *c == code)
        .map(|&(_, name)| name)
}
