//! Valid programs from `arbitrary` choices: one function `@main` over `i32`
//! values, with `memref<i32>` slots (what `mem2reg` promotes), branches
//! with block arguments, loops, and ops nested in a generic op's region.
//!
//! Valid by construction: an operand is picked (modulo their count) among
//! the values that dominate the use: those of the entry block, the block's
//! own arguments, and the values defined before it in the same block. The
//! entry block has no predecessors: branches target the other blocks.

use arbitrary::Arbitrary;
use std::fmt::Write;

/// A whole program.
#[derive(Arbitrary, Debug)]
pub struct Program {
    /// Parameters of `@main` (1 to 3, all `i32`).
    params: u8,
    /// Slots allocated and initialised in the entry block (0 to 3).
    slots: u8,
    entry: Block,
    /// The other blocks (at most 6); each takes one `i32` argument.
    blocks: Vec<Block>,
}

#[derive(Arbitrary, Debug)]
struct Block {
    ops: Vec<Op>,
    term: Term,
}

#[derive(Arbitrary, Debug)]
enum Op {
    Constant(i8),
    Binary(Binary, u8, u8),
    /// `arith.cmpi` then `arith.select` between two values.
    Select(Predicate, u8, u8),
    Load(u8),
    Store(u8, u8),
    /// An op of the ops following it, inside an unregistered op's region.
    Nested(u8),
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Binary {
    Addi,
    Subi,
    Muli,
    Divsi,
    Remui,
    Andi,
    Xori,
    Shli,
}

#[derive(Arbitrary, Debug, Clone, Copy)]
enum Predicate {
    Eq,
    Slt,
    Ult,
}

#[derive(Arbitrary, Debug)]
enum Term {
    Return(u8),
    Br(u8, u8),
    CondBr(Predicate, u8, u8, (u8, u8), (u8, u8)),
}

const MAX_BLOCKS: usize = 6;
const MAX_OPS: usize = 12;

/// Writes the ops of one block, tracking the values visible there.
struct Writer {
    text: String,
    /// Names of the `i32` values visible at this point.
    visible: Vec<String>,
    slots: usize,
    next: usize,
}

impl Writer {
    fn pick(&self, choice: u8) -> &str {
        &self.visible[choice as usize % self.visible.len()]
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn op(&mut self, op: &Op, indent: &str) {
        match op {
            Op::Constant(c) => {
                let v = self.fresh();
                let _ = writeln!(self.text, "{indent}{v} = arith.constant {c} : i32");
                self.visible.push(v);
            }
            Op::Binary(kind, a, b) => {
                let name = format!("{kind:?}").to_lowercase();
                let (a, b) = (self.pick(*a).to_string(), self.pick(*b).to_string());
                let v = self.fresh();
                let _ = writeln!(self.text, "{indent}{v} = arith.{name} {a}, {b} : i32");
                self.visible.push(v);
            }
            Op::Select(p, a, b) => {
                let (a, b) = (self.pick(*a).to_string(), self.pick(*b).to_string());
                let (c, v) = (self.fresh(), self.fresh());
                let p = format!("{p:?}").to_lowercase();
                let _ = writeln!(self.text, "{indent}{c} = arith.cmpi {p}, {a}, {b} : i32");
                let _ = writeln!(self.text, "{indent}{v} = arith.select {c}, {a}, {b} : i32");
                self.visible.push(v);
            }
            Op::Load(s) if self.slots > 0 => {
                let v = self.fresh();
                let s = *s as usize % self.slots;
                let _ = writeln!(self.text, "{indent}{v} = memref.load %s{s}[] : memref<i32>");
                self.visible.push(v);
            }
            Op::Store(s, x) if self.slots > 0 => {
                let x = self.pick(*x).to_string();
                let s = *s as usize % self.slots;
                let _ = writeln!(self.text, "{indent}memref.store {x}, %s{s}[] : memref<i32>");
            }
            Op::Load(_) | Op::Store(..) => {}
            Op::Nested(x) => {
                // Values defined inside the region are not visible after it.
                let x = self.pick(*x).to_string();
                let _ = writeln!(self.text, "{indent}\"fuzz.region\"() ({{");
                let _ = writeln!(
                    self.text,
                    "{indent}  %r{} = arith.addi {x}, {x} : i32",
                    self.next
                );
                let _ = writeln!(self.text, "{indent}  \"fuzz.yield\"() : () -> ()");
                let _ = writeln!(self.text, "{indent}}}) : () -> ()");
                self.next += 1;
            }
        }
    }
}

impl Program {
    /// The program as MLIR text.
    pub fn to_text(&self) -> String {
        let params = 1 + self.params as usize % 3;
        let slots = self.slots as usize % 4;
        let blocks = &self.blocks[..self.blocks.len().min(MAX_BLOCKS)];
        let mut w = Writer {
            text: String::new(),
            visible: (0..params).map(|i| format!("%a{i}")).collect(),
            slots,
            next: 0,
        };
        let signature: Vec<String> = w.visible.iter().map(|a| format!("{a}: i32")).collect();
        let _ = writeln!(
            w.text,
            "func.func @main({}) -> i32 {{",
            signature.join(", ")
        );
        for s in 0..slots {
            let _ = writeln!(w.text, "  %s{s} = memref.alloca() : memref<i32>");
            let init = w.visible[s % params].clone();
            let _ = writeln!(w.text, "  memref.store {init}, %s{s}[] : memref<i32>");
        }
        let entry_visible = {
            self.block_body(&mut w, &self.entry, blocks.len());
            w.visible.clone()
        };
        for (i, block) in blocks.iter().enumerate() {
            w.visible.clone_from(&entry_visible);
            let arg = format!("%b{i}");
            let _ = writeln!(w.text, "^bb{i}({arg}: i32):");
            w.visible.push(arg);
            self.block_body(&mut w, block, blocks.len());
        }
        w.text.push_str("}\n");
        w.text
    }

    /// The ops and terminator of one block; `targets` blocks can be branched to.
    fn block_body(&self, w: &mut Writer, block: &Block, targets: usize) {
        for op in block.ops.iter().take(MAX_OPS) {
            w.op(op, "  ");
        }
        let target = |t: u8| t as usize % targets;
        match block.term {
            Term::Br(t, x) if targets > 0 => {
                let x = w.pick(x).to_string();
                let _ = writeln!(w.text, "  cf.br ^bb{}({x} : i32)", target(t));
            }
            Term::CondBr(p, a, b, (t, x), (f, y)) if targets > 0 => {
                let (a, b) = (w.pick(a).to_string(), w.pick(b).to_string());
                let (x, y) = (w.pick(x).to_string(), w.pick(y).to_string());
                let c = w.fresh();
                let p = format!("{p:?}").to_lowercase();
                let _ = writeln!(w.text, "  {c} = arith.cmpi {p}, {a}, {b} : i32");
                let _ = writeln!(
                    w.text,
                    "  cf.cond_br {c}, ^bb{}({x} : i32), ^bb{}({y} : i32)",
                    target(t),
                    target(f)
                );
            }
            Term::Return(x) | Term::Br(_, x) | Term::CondBr(_, _, _, (_, x), _) => {
                let x = w.pick(x).to_string();
                let _ = writeln!(w.text, "  return {x} : i32");
            }
        }
    }
}
