//! The benchmark's programs: pre-SSA MLIR text as a front end emits it
//! (variables in rank-0 slots, loads, stores, `arith`, `cf` branches), in
//! the three shapes of the issue, sized in operations.
//!
//! - [`Shape::ManyFunctions`]: functions of about 60 ops with a few
//!   variables, ifs and loops nested two deep.
//! - [`Shape::Ladder`]: one function whose CFG is a ladder: a spine of
//!   blocks `s_0 .. s_n` where `s_i` branches to `s_i+1` or to the rail block
//!   `r_i`, and the rail chains `r_i -> r_i+1`. `s_i` dominates the later
//!   spine blocks but no rail block, so its dominance frontier is every rail
//!   block after it: the frontiers add up to a quadratic size (Cytron et
//!   al.'s worst case). Eight shared variables are assigned everywhere.
//! - [`Shape::DeepNest`]: one function of nests of bottom-test counted loops
//!   `sqrt(size) / 2` deep (Cytron et al.'s nested repeat-until loops, whose
//!   frontiers are quadratic in the depth), with a counter slot per level,
//!   reused by every nest, and six variables.
//!
//! Generation is deterministic (SplitMix64) and streams blocks in order;
//! the nesting of ifs and loops is bounded by a constant.

use std::fmt::Write;

/// The program shapes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Shape {
    ManyFunctions,
    Ladder,
    DeepNest,
}

impl Shape {
    pub const ALL: [Shape; 3] = [Shape::ManyFunctions, Shape::Ladder, Shape::DeepNest];

    pub fn name(self) -> &'static str {
        match self {
            Shape::ManyFunctions => "many-functions",
            Shape::Ladder => "ladder",
            Shape::DeepNest => "deep-nest",
        }
    }
}

/// A generated program.
pub struct Program {
    pub text: String,
    /// Operations in function bodies.
    pub ops: usize,
}

/// The program of `shape` with about `size` operations.
pub fn generate(shape: Shape, size: usize, seed: u64) -> Program {
    let mut gen = Gen {
        rng: seed,
        text: String::with_capacity(size * 48),
        ops: 0,
        next_value: 0,
        next_block: 0,
        slots: Vec::new(),
    };
    match shape {
        Shape::ManyFunctions => gen.many_functions(size),
        Shape::Ladder => gen.ladder(size),
        Shape::DeepNest => gen.deep_nest(size),
    }
    Program {
        text: gen.text,
        ops: gen.ops,
    }
}

struct Gen {
    rng: u64,
    text: String,
    ops: usize,
    next_value: u32,
    next_block: u32,
    /// The slots of the current function.
    slots: Vec<String>,
}

impl Gen {
    fn next(&mut self) -> u64 {
        self.rng = self.rng.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.rng;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }

    fn op(&mut self, line: std::fmt::Arguments<'_>) {
        self.text.push_str("  ");
        let _ = self.text.write_fmt(line);
        self.text.push('\n');
        self.ops += 1;
    }

    fn value(&mut self) -> String {
        self.next_value += 1;
        format!("%t{}", self.next_value)
    }

    fn block(&mut self, kind: &str) -> String {
        self.next_block += 1;
        format!("^{kind}{}", self.next_block)
    }

    fn label(&mut self, block: &str) {
        let _ = writeln!(self.text, "{block}:");
    }

    fn slot(&mut self) -> String {
        let index = self.below(self.slots.len());
        self.slots[index].clone()
    }

    /// Opens `@name(%a0: i32, %a1: i32) -> i32` with `vars` slots `%v*`
    /// (`%v0` and `%v1` from the arguments, the others zero) and the
    /// constants `%c0`, `%c1`, `%c7`.
    fn open_function(&mut self, name: &str, vars: usize) {
        let _ = writeln!(self.text, "func.func @{name}(%a0: i32, %a1: i32) -> i32 {{");
        self.slots = (0..vars).map(|v| format!("%v{v}")).collect();
        for v in 0..vars {
            self.op(format_args!("%v{v} = memref.alloca() : memref<i32>"));
        }
        self.op(format_args!("%c0 = arith.constant 0 : i32"));
        self.op(format_args!("%c1 = arith.constant 1 : i32"));
        self.op(format_args!("%c7 = arith.constant 7 : i32"));
        for v in 0..vars {
            let init = ["%a0", "%a1"].get(v).copied().unwrap_or("%c0");
            self.op(format_args!("memref.store {init}, %v{v}[] : memref<i32>"));
        }
    }

    /// Returns the first variable and closes the function.
    fn close_function(&mut self) {
        let r = self.value();
        self.op(format_args!("{r} = memref.load %v0[] : memref<i32>"));
        self.op(format_args!("return {r} : i32"));
        self.text.push_str("}\n\n");
    }

    /// `d = a op b` over random variables: two loads, an op, a store.
    fn assign(&mut self) {
        let (a, b, d) = (self.slot(), self.slot(), self.slot());
        let (x, y, t) = (self.value(), self.value(), self.value());
        let op = ["addi", "subi", "muli", "xori"][self.below(4)];
        self.op(format_args!("{x} = memref.load {a}[] : memref<i32>"));
        self.op(format_args!("{y} = memref.load {b}[] : memref<i32>"));
        self.op(format_args!("{t} = arith.{op} {x}, {y} : i32"));
        self.op(format_args!("memref.store {t}, {d}[] : memref<i32>"));
    }

    /// `a < 7` for a random variable `a`.
    fn condition(&mut self) -> String {
        let a = self.slot();
        let (x, c) = (self.value(), self.value());
        self.op(format_args!("{x} = memref.load {a}[] : memref<i32>"));
        self.op(format_args!("{c} = arith.cmpi slt, {x}, %c7 : i32"));
        c
    }

    /// Random statements worth about `budget` ops, ifs and loops nested at
    /// most `depth` deep.
    fn statements(&mut self, budget: usize, depth: usize) {
        let start = self.ops;
        while self.ops - start < budget {
            let left = budget - (self.ops - start);
            match self.below(10) {
                0..=1 if depth > 0 && left > 12 => {
                    let cond = self.condition();
                    let (then, other, join) =
                        (self.block("then"), self.block("else"), self.block("join"));
                    self.op(format_args!("cf.cond_br {cond}, {then}, {other}"));
                    self.label(&then);
                    self.statements(left / 3, depth - 1);
                    self.op(format_args!("cf.br {join}"));
                    self.label(&other);
                    self.statements(left / 4, depth - 1);
                    self.op(format_args!("cf.br {join}"));
                    self.label(&join);
                }
                2 if depth > 0 && left > 16 => {
                    // while (v < 7) { ...; v = v + 1 } on a random variable.
                    let (head, body, exit) =
                        (self.block("head"), self.block("body"), self.block("exit"));
                    self.op(format_args!("cf.br {head}"));
                    self.label(&head);
                    let counter = self.slot();
                    let (x, c) = (self.value(), self.value());
                    self.op(format_args!("{x} = memref.load {counter}[] : memref<i32>"));
                    self.op(format_args!("{c} = arith.cmpi slt, {x}, %c7 : i32"));
                    self.op(format_args!("cf.cond_br {c}, {body}, {exit}"));
                    self.label(&body);
                    self.statements(left / 3, depth - 1);
                    let (y, n) = (self.value(), self.value());
                    self.op(format_args!("{y} = memref.load {counter}[] : memref<i32>"));
                    self.op(format_args!("{n} = arith.addi {y}, %c1 : i32"));
                    self.op(format_args!("memref.store {n}, {counter}[] : memref<i32>"));
                    self.op(format_args!("cf.br {head}"));
                    self.label(&exit);
                }
                _ => self.assign(),
            }
        }
    }

    fn many_functions(&mut self, size: usize) {
        let mut index = 0;
        while self.ops < size {
            let vars = 3 + self.below(4);
            self.open_function(&format!("f{index}"), vars);
            self.statements(45, 2);
            self.close_function();
            index += 1;
        }
    }

    fn ladder(&mut self, size: usize) {
        self.open_function("ladder", 8);
        let mut rail = self.block("rail");
        loop {
            self.assign();
            let cond = self.condition();
            let last = self.ops >= size;
            let next = self.block(if last { "done" } else { "spine" });
            self.op(format_args!("cf.cond_br {cond}, {next}, {rail}"));
            self.label(&rail);
            self.assign();
            self.assign();
            let after = if last {
                next.clone()
            } else {
                self.block("rail")
            };
            self.op(format_args!("cf.br {after}"));
            self.label(&next);
            if last {
                break;
            }
            rail = after;
        }
        self.close_function();
    }

    fn deep_nest(&mut self, size: usize) {
        let depth = (size.isqrt() / 2).max(2);
        self.open_function("nest", 6);
        let counters: Vec<String> = (0..depth).map(|k| format!("%k{k}")).collect();
        for counter in &counters {
            self.op(format_args!("{counter} = memref.alloca() : memref<i32>"));
        }
        let mut open = Vec::new();
        while self.ops < size {
            for counter in &counters {
                if self.below(2) == 0 {
                    self.assign();
                }
                self.op(format_args!("memref.store %c0, {counter}[] : memref<i32>"));
                let body = self.block("loop");
                self.op(format_args!("cf.br {body}"));
                self.label(&body);
                open.push((counter.clone(), body));
            }
            self.assign();
            while let Some((counter, body)) = open.pop() {
                if self.below(5) == 0 {
                    self.assign();
                }
                let (x, n, c) = (self.value(), self.value(), self.value());
                let exit = self.block("after");
                self.op(format_args!("{x} = memref.load {counter}[] : memref<i32>"));
                self.op(format_args!("{n} = arith.addi {x}, %c1 : i32"));
                self.op(format_args!("memref.store {n}, {counter}[] : memref<i32>"));
                self.op(format_args!("{c} = arith.cmpi slt, {n}, %c7 : i32"));
                self.op(format_args!("cf.cond_br {c}, {body}, {exit}"));
                self.label(&exit);
            }
        }
        self.close_function();
    }
}
