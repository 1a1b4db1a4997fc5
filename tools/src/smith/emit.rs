//! Printing a generated [`Module`] as MLIR text, in the style of
//! the worked examples (`test/Parser/examples`): a bare list of top-level ops (no `module { }`
//! wrapper), declarations first, labels in column 0, ops indented by two
//! spaces, `func.call` and `return`.

use std::fmt::Write;

use super::ast::{
    Block, Callee, ExtendedOp, Func, Label, Module, Op, RoundingMode, Slot, Target, Term, Ty,
    Value, ValueName,
};

/// The module as MLIR text.
pub fn module(m: &Module) -> String {
    let mut out = String::with_capacity(m.funcs.len() * 4096);
    for (i, e) in m.exts.iter().enumerate() {
        let _ = write!(out, "func.func private @ext_{i}(");
        types(&mut out, e.params.iter().copied());
        out.push(')');
        if let [r] = e.results[..] {
            let _ = write!(out, " -> {}", r.name());
        }
        out.push('\n');
    }
    for t in &m.sinks {
        let _ = writeln!(out, "func.func private @sink_{0}(memref<{0}>)", t.name());
    }
    for f in &m.funcs {
        if !out.is_empty() {
            out.push('\n');
        }
        Printer {
            m,
            f,
            out: &mut out,
        }
        .func();
    }
    out
}

/// Prints one function.
struct Printer<'a> {
    m: &'a Module,
    f: &'a Func,
    out: &'a mut String,
}

impl Printer<'_> {
    fn func(&mut self) {
        let f = self.f;
        let _ = write!(self.out, "func.func @{}(", f.name);
        for (i, t) in f.params.iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            let _ = write!(self.out, "{sep}%a{i}: {}", t.name());
        }
        self.out.push(')');
        self.results(&f.results);
        self.out.push_str(" {\n");
        for i in 0..f.slots.len() {
            self.out.push_str("  ");
            self.slot(Slot(i as u32));
            self.out.push_str(" = memref.alloca() : ");
            self.memref(Slot(i as u32));
            self.out.push('\n');
        }
        if f.slots.iter().any(|d| d.rank > 0) {
            self.out.push_str("  %zero = arith.constant 0 : index\n");
        }
        for (i, b) in f.blocks.iter().enumerate() {
            if i > 0 {
                self.label_line(b);
            }
            for op in &b.ops {
                self.out.push_str("  ");
                self.op(op);
                self.out.push('\n');
            }
            self.out.push_str("  ");
            self.term(&b.term);
            self.out.push('\n');
        }
        self.out.push_str("}\n");
    }

    fn label_line(&mut self, b: &Block) {
        self.label(b.label);
        if !b.params.is_empty() {
            self.out.push('(');
            for (i, &p) in b.params.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.value(p);
                let _ = write!(self.out, ": {}", self.f.ty(p).name());
            }
            self.out.push(')');
        }
        self.out.push_str(":\n");
    }

    fn label(&mut self, l: Label) {
        let _ = write!(self.out, "^{}{}", l.kind, l.id);
    }

    fn value(&mut self, v: Value) {
        let _ = match self.f.values[v.0 as usize].name {
            ValueName::Arg(i) => write!(self.out, "%a{i}"),
            ValueName::Temp(n) => write!(self.out, "%t{n}"),
            ValueName::Result(n, i) => write!(self.out, "%t{n}#{i}"),
        };
    }

    fn values(&mut self, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(v);
        }
    }

    /// `: T1, T2` after a list of values.
    fn value_types(&mut self, vs: &[Value]) {
        self.out.push_str(" : ");
        types(self.out, vs.iter().map(|&v| self.f.ty(v)));
    }

    fn slot(&mut self, s: Slot) {
        let d = self.f.slots[s.0 as usize];
        let _ = write!(self.out, "%{}{}", d.kind.prefix(), s.0);
    }

    /// `memref<1x1xT>`.
    fn memref(&mut self, s: Slot) {
        let d = self.f.slots[s.0 as usize];
        self.out.push_str("memref<");
        for _ in 0..d.rank {
            self.out.push_str("1x");
        }
        let _ = write!(self.out, "{}>", d.ty.name());
    }

    /// `[%zero, %zero]`: the indices of an access to slot `s`.
    fn indices(&mut self, s: Slot) {
        let rank = self.f.slots[s.0 as usize].rank as usize;
        let _ = write!(self.out, "[{}]", vec!["%zero"; rank].join(", "));
    }

    fn results(&mut self, rs: &[Ty]) {
        match rs {
            [] => {}
            [r] => {
                let _ = write!(self.out, " -> {}", r.name());
            }
            _ => {
                self.out.push_str(" -> (");
                types(self.out, rs.iter().copied());
                self.out.push(')');
            }
        }
    }

    /// The lines of an [`Op::FloatRound`], its floats named after `dst`
    /// (`%t7_x`, `%t7_s`, `%t7_r`); the caller starts the first line and
    /// ends the last.
    fn float_round(
        &mut self,
        dst: Value,
        src: Value,
        scale: Option<Value>,
        mode: Option<RoundingMode>,
    ) {
        let float = |ty: Ty| match ty.bits() {
            16 => "f16",
            32 => "f32",
            _ => "f64",
        };
        let f = self.f;
        let (from, to) = (f.ty(src), f.ty(dst));
        let ValueName::Temp(n) = f.values[dst.0 as usize].name else {
            unreachable!("an op result is a temporary")
        };
        let name = format!("%t{n}");
        let _ = write!(self.out, "{name}_x = arith.bitcast ");
        self.value(src);
        let _ = writeln!(self.out, " : {} to {}", from.name(), float(from));
        let mode = mode.map_or(String::new(), |m| format!(" {}", m.name()));
        let (op, operands, types) = match scale {
            Some(scale) => {
                let _ = write!(self.out, "  {name}_s = arith.bitcast ");
                self.value(scale);
                self.out.push_str(" : i16 to f16\n");
                let types = format!("{}, f16", float(from));
                ("scaling_truncf", format!("{name}_x, {name}_s"), types)
            }
            None => ("truncf", format!("{name}_x"), float(from).to_string()),
        };
        let _ = writeln!(
            self.out,
            "  {name}_r = arith.{op} {operands}{mode} : {types} to {}",
            float(to)
        );
        let _ = write!(
            self.out,
            "  {name} = arith.bitcast {name}_r : {} to {}",
            float(to),
            to.name()
        );
    }

    /// `%d = ` before a single-result op.
    fn def(&mut self, v: Value) {
        self.value(v);
        self.out.push_str(" = ");
    }

    fn op(&mut self, op: &Op) {
        let f = self.f;
        match *op {
            Op::Const { dst, value } => {
                self.def(dst);
                let _ = match f.ty(dst) {
                    Ty::I1 if value == 0 => write!(self.out, "arith.constant false"),
                    Ty::I1 => write!(self.out, "arith.constant true"),
                    t => write!(self.out, "arith.constant {value} : {}", t.name()),
                };
            }
            Op::Binary {
                dst,
                op,
                flags,
                lhs,
                rhs,
            } => {
                self.def(dst);
                let _ = write!(self.out, "arith.{} ", op.name());
                self.values(&[lhs, rhs]);
                if let Some(words) = ssa_ir::dialect::arith::overflow_words(flags) {
                    let _ = write!(self.out, " overflow<{words}>");
                }
                if flags.exact {
                    self.out.push_str(" exact");
                }
                let _ = write!(self.out, " : {}", f.ty(dst).name());
            }
            Op::Extended {
                results: [first, second],
                op,
                lhs,
                rhs,
            } => {
                self.value(first);
                self.out.push_str(", ");
                self.def(second);
                let _ = write!(self.out, "arith.{} ", op.name());
                self.values(&[lhs, rhs]);
                let _ = write!(self.out, " : {}", f.ty(lhs).name());
                if op == ExtendedOp::AddUI {
                    self.out.push_str(", i1");
                }
            }
            Op::Cmp {
                dst,
                pred,
                lhs,
                rhs,
            } => {
                self.def(dst);
                let _ = write!(self.out, "arith.cmpi {}, ", pred.name());
                self.values(&[lhs, rhs]);
                let _ = write!(self.out, " : {}", f.ty(lhs).name());
            }
            Op::Select {
                dst,
                cond,
                on_true,
                on_false,
            } => {
                self.def(dst);
                self.out.push_str("arith.select ");
                self.values(&[cond, on_true, on_false]);
                let _ = write!(self.out, " : {}", f.ty(dst).name());
            }
            Op::Cast { dst, op, src } => {
                self.def(dst);
                let _ = write!(self.out, "{} ", op.name());
                self.value(src);
                let _ = write!(self.out, " : {} to {}", f.ty(src).name(), f.ty(dst).name());
            }
            Op::FloatRound {
                dst,
                src,
                scale,
                mode,
            } => self.float_round(dst, src, scale, mode),
            Op::Load { dst, slot } => {
                self.def(dst);
                self.out.push_str("memref.load ");
                self.slot(slot);
                self.indices(slot);
                self.out.push_str(" : ");
                self.memref(slot);
            }
            Op::Store { value, slot } => {
                self.out.push_str("memref.store ");
                self.value(value);
                self.out.push_str(", ");
                self.slot(slot);
                self.indices(slot);
                self.out.push_str(" : ");
                self.memref(slot);
            }
            Op::Call {
                ref results,
                callee,
                ref args,
            } => {
                match results[..] {
                    [] => {}
                    [r] => self.def(r),
                    [r, ..] => {
                        let ValueName::Result(n, _) = f.values[r.0 as usize].name else {
                            unreachable!("multi-result calls name results %tN#I")
                        };
                        let _ = write!(self.out, "%t{n}:{} = ", results.len());
                    }
                }
                let _ = match callee {
                    Callee::Func(i) => {
                        write!(self.out, "func.call @{}(", self.m.funcs[i as usize].name)
                    }
                    Callee::Ext(i) => write!(self.out, "func.call @ext_{i}("),
                };
                self.values(args);
                self.out.push_str(") : (");
                types(self.out, args.iter().map(|&v| f.ty(v)));
                self.out.push(')');
                let tys: Vec<Ty> = results.iter().map(|&v| f.ty(v)).collect();
                if tys.is_empty() {
                    self.out.push_str(" -> ()");
                } else {
                    self.results(&tys);
                }
            }
            Op::Escape { slot } => {
                let t = f.slots[slot.0 as usize].ty.name();
                let _ = write!(self.out, "func.call @sink_{t}(");
                self.slot(slot);
                let _ = write!(self.out, ") : (memref<{t}>) -> ()");
            }
        }
    }

    fn target(&mut self, t: &Target) {
        self.label(self.f.blocks[t.block.0 as usize].label);
        if !t.args.is_empty() {
            self.out.push('(');
            self.values(&t.args);
            self.value_types(&t.args);
            self.out.push(')');
        }
    }

    fn term(&mut self, t: &Term) {
        match t {
            Term::Br(t) => {
                self.out.push_str("cf.br ");
                self.target(t);
            }
            Term::CondBr {
                cond,
                on_true,
                on_false,
            } => {
                self.out.push_str("cf.cond_br ");
                self.value(*cond);
                self.out.push_str(", ");
                self.target(on_true);
                self.out.push_str(", ");
                self.target(on_false);
            }
            Term::Switch {
                flag,
                default,
                cases,
            } => {
                self.out.push_str("cf.switch ");
                self.value(*flag);
                let _ = write!(self.out, " : {}, [ default: ", self.f.ty(*flag).name());
                self.target(default);
                for (v, t) in cases {
                    let _ = write!(self.out, ", {v}: ");
                    self.target(t);
                }
                self.out.push_str(" ]");
            }
            Term::Return(vs) => {
                self.out.push_str("return");
                if !vs.is_empty() {
                    self.out.push(' ');
                    self.values(vs);
                    self.value_types(vs);
                }
            }
        }
    }
}

/// `T1, T2, ...`.
fn types(out: &mut String, tys: impl Iterator<Item = Ty>) {
    for (i, t) in tys.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(t.name());
    }
}
