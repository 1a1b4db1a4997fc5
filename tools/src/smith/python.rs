//! `ssa-smith --lang python`: random programs of the Python subset
//! (the README's *Python programs*) for checking the front end and every pass
//! against CPython (see `differential::python`).
//!
//! Every program
//! - is a pure function of the seed (the documented SplitMix64 stream);
//! - uses every construct of the subset: functions (with `bool` and `int`
//!   parameters and results, recursion, no result), `print`, every
//!   operator, chained comparisons, `and` / `or` on ints and bools,
//!   conditional expressions, chained, tuple and augmented assignment,
//!   `if` / `elif` / `else`, `while` and `for ... in range(...)` with
//!   `else`, `break`, `continue`, `return`, `assert`, `pass`;
//! - terminates: `while` loops count a dedicated counter down from at most
//!   6 (decremented first in the body), `range` bounds are small, calls in
//!   loops go only to functions without loops or calls, and a recursive
//!   function's depth argument is below 5 and decreases;
//! - stays inside `i64`: every expression's magnitude is bounded as it is
//!   built (below 2^62), and a variable holds less than 2^20 in magnitude
//!   between statements (a larger value is reduced with `%` first).
//!
//! Division and modulo by a run-time value, and a rare `assert` of a random
//! condition, may raise ZeroDivisionError or AssertionError: the program
//! then fails in CPython and must fail the same way, after the same output.
//!
//! Bound: O(size) time and output; the nesting depth is at most 3 loops
//! and 4 expression levels.

use ssa_ir::rng::SplitMix64;

/// The magnitude of every int variable between statements.
const VAR_BOUND: i128 = 1 << 20;
/// The magnitude no expression may exceed.
const LIMIT: i128 = 1 << 62;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Ty {
    Int,
    Bool,
}

/// A function generated earlier, callable by later code.
struct Func {
    name: String,
    params: Vec<Ty>,
    result: Option<Ty>,
    /// Its first parameter is a recursion depth (calls pass a small value).
    recursive: bool,
    /// Has no loops and makes no calls: cheap enough to call in a loop.
    leaf: bool,
}

/// The function being generated.
#[derive(Default)]
struct Scope {
    ints: Vec<String>,
    bools: Vec<String>,
    /// Readable, never assigned (`while` counters, the recursion depth).
    fixed: Vec<String>,
    loops: usize,
    result: Option<Ty>,
    leaf: bool,
    counters: usize,
}

struct Gen {
    rng: SplitMix64,
    out: String,
    indent: usize,
    budget: usize,
    funcs: Vec<Func>,
    s: Scope,
}

/// A random program of about `size` statements, from `seed`.
pub fn generate_python(seed: u64, size: usize) -> String {
    let mut g = Gen {
        rng: SplitMix64::new(seed),
        out: String::new(),
        indent: 0,
        budget: 0,
        funcs: Vec::new(),
        s: Scope::default(),
    };
    let defs = g.rng.below(4) as usize;
    for k in 0..defs {
        g.def(k, size / (defs + 2) + 2);
    }
    g.s = Scope::default();
    g.budget = size.max(4);
    g.locals(3, 2, 1);
    while g.budget > 0 {
        g.stmt();
    }
    g.out
}

impl Gen {
    fn chance(&mut self, percent: u64) -> bool {
        self.rng.below(100) < percent
    }

    fn pick<'a>(&mut self, from: &'a [String]) -> &'a str {
        &from[self.rng.index(from.len())]
    }

    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    /// Declares and initialises `ints` int, `bools` bool and `loop_vars`
    /// loop variables (all assigned before any read).
    fn locals(&mut self, ints: usize, bools: usize, loop_vars: usize) {
        for i in 0..ints + loop_vars {
            let name = if i < ints {
                format!("x{i}")
            } else {
                format!("i{}", i - ints)
            };
            let value = self.rng.range(0, 20) as i64 - 10;
            self.line(&format!("{name} = {value}"));
            self.s.ints.push(name);
        }
        for i in 0..bools {
            let name = format!("p{i}");
            let value = if self.chance(50) { "True" } else { "False" };
            self.line(&format!("{name} = {value}"));
            self.s.bools.push(name);
        }
    }

    /// `def fK(...)`: parameters, locals, a body, a final `return`.
    fn def(&mut self, k: usize, size: usize) {
        let result = match self.rng.below(4) {
            0 => None,
            1 => Some(Ty::Bool),
            _ => Some(Ty::Int),
        };
        let recursive = result.is_some() && self.chance(30);
        let name = format!("f{k}");
        let mut params = Vec::new();
        let mut names = Vec::new();
        self.s = Scope {
            result,
            leaf: true,
            ..Scope::default()
        };
        if recursive {
            params.push(Ty::Int);
            names.push("n".to_string());
            self.s.fixed.push("n".to_string());
        }
        for i in 0..self.rng.below(3) {
            let ty = if self.chance(30) { Ty::Bool } else { Ty::Int };
            let p = format!("a{i}");
            match ty {
                Ty::Int => self.s.ints.push(p.clone()),
                Ty::Bool => self.s.bools.push(p.clone()),
            }
            params.push(ty);
            names.push(p);
        }
        self.line(&format!("def {name}({}):", names.join(", ")));
        self.indent = 1;
        self.locals(2, 1, 1);
        if recursive {
            let base = self.expr(result.expect("recursive functions return"), 1);
            self.line("if n <= 0:");
            self.indent += 1;
            self.line(&format!("return {base}"));
            self.indent -= 1;
        }
        self.budget = size;
        while self.budget > 0 {
            self.stmt();
        }
        if recursive {
            // The recursive call, once, outside any loop.
            let mut args = vec!["n - 1".to_string()];
            args.extend(params[1..].iter().map(|&t| self.expr(t, 1)));
            let call = format!("{name}({})", args.join(", "));
            let line = match result {
                Some(Ty::Int) => format!("x0 = ({call} + x0) % 1000"),
                _ => format!("p0 = {call} != p0"),
            };
            self.line(&line);
            self.s.leaf = false;
        }
        if let Some(ty) = result {
            let e = self.var_expr(ty);
            self.line(&format!("return {e}"));
        }
        self.indent = 0;
        let leaf = self.s.leaf;
        self.funcs.push(Func {
            name,
            params,
            result,
            recursive,
            leaf,
        });
    }

    /// An expression of type `ty` small enough to assign.
    fn var_expr(&mut self, ty: Ty) -> String {
        match ty {
            Ty::Bool => self.expr(Ty::Bool, 3),
            Ty::Int => {
                let (e, bound) = self.int_expr(3);
                self.fit(e, bound)
            }
        }
    }

    /// `e`, reduced below [`VAR_BOUND`] if `bound` may exceed it.
    fn fit(&mut self, e: String, bound: i128) -> String {
        if bound < VAR_BOUND {
            return e;
        }
        let k = self.rng.range(2, 1 << 19);
        let k = if self.chance(20) {
            -(k as i64)
        } else {
            k as i64
        };
        format!("({e}) % {k}")
    }

    fn expr(&mut self, ty: Ty, depth: usize) -> String {
        match ty {
            Ty::Int => self.int_expr(depth).0,
            Ty::Bool => self.bool_expr(depth),
        }
    }

    fn int_leaf(&mut self) -> (String, i128) {
        let pool: Vec<String> = self.s.ints.iter().chain(&self.s.fixed).cloned().collect();
        if !pool.is_empty() && self.chance(65) {
            return (self.pick(&pool).to_string(), VAR_BOUND);
        }
        let c = if self.chance(90) {
            self.rng.range(0, 40) as i128 - 20
        } else {
            self.rng.range(0, 2_000_000) as i128 - 1_000_000
        };
        (c.to_string(), c.abs())
    }

    /// An int expression and a bound on its magnitude.
    fn int_expr(&mut self, depth: usize) -> (String, i128) {
        if depth == 0 || self.chance(25) {
            return self.int_leaf();
        }
        let d = depth - 1;
        let (e, bound) = match self.rng.below(16) {
            0..=2 => {
                let ((a, x), (b, y)) = (self.int_expr(d), self.int_expr(d));
                let op = ["+", "-"][self.rng.index(2)];
                (format!("{a} {op} {b}"), x + y)
            }
            3 => {
                let ((a, x), (b, y)) = (self.int_expr(d), self.int_expr(d));
                (format!("{a} * {b}"), x.saturating_mul(y))
            }
            4 => {
                let (a, x) = self.int_expr(d);
                let k = self.nonzero(9);
                let op = ["//", "%"][self.rng.index(2)];
                let bound = if op == "%" { i128::from(k.abs()) } else { x };
                (format!("{a} {op} {k}"), bound)
            }
            5 => {
                // By a run-time value: mostly `(b or k)`, never zero; a bare
                // `b` now and then, a ZeroDivisionError when it is zero.
                let ((a, x), (b, y)) = (self.int_expr(d), self.int_expr(d));
                let op = ["//", "%"][self.rng.index(2)];
                let k = self.nonzero(9);
                let (b, y) = if self.chance(25) {
                    (b, y)
                } else {
                    (format!("{b} or {k}"), y.max(i128::from(k.abs())))
                };
                let bound = if op == "%" { y } else { x };
                (format!("{a} {op} ({b})"), bound)
            }
            6 => {
                let (a, x) = self.int_expr(d);
                let s = self.rng.below(72);
                (format!("{a} >> {s}"), x)
            }
            7 => {
                let (a, x) = self.int_expr(d);
                let s = self.rng.below(12);
                (format!("{a} << {s}"), x << s)
            }
            8 => {
                let ((a, x), (b, y)) = (self.int_expr(d), self.int_expr(d));
                let op = ["&", "|", "^"][self.rng.index(3)];
                (format!("{a} {op} {b}"), 2 * x.max(y) + 1)
            }
            9 => {
                let (a, x) = self.int_expr(d);
                let op = ["-", "~", "+"][self.rng.index(3)];
                (format!("{op}{a}"), x + 1)
            }
            10 => {
                let c = self.bool_expr(d);
                let ((a, x), (b, y)) = (self.int_expr(d), self.int_expr(d));
                (format!("{a} if {c} else {b}"), x.max(y))
            }
            11 => {
                let ((a, x), (b, y)) = (self.int_expr(d), self.int_expr(d));
                let op = ["and", "or"][self.rng.index(2)];
                (format!("{a} {op} {b}"), x.max(y))
            }
            12 => {
                // Bools are 0 and 1 in arithmetic.
                let c = self.bool_expr(d);
                let (a, x) = self.int_expr(d);
                (format!("({c}) + {a}"), x + 1)
            }
            _ => match self.call(Some(Ty::Int), d) {
                Some(call) => (call, VAR_BOUND),
                None => self.int_leaf(),
            },
        };
        if bound >= LIMIT {
            return self.int_leaf();
        }
        (format!("({e})"), bound)
    }

    fn nonzero(&mut self, max: u64) -> i64 {
        let k = self.rng.range(1, max) as i64;
        if self.chance(30) {
            -k
        } else {
            k
        }
    }

    fn bool_expr(&mut self, depth: usize) -> String {
        if depth == 0 || self.chance(20) {
            if !self.s.bools.is_empty() && self.chance(70) {
                let bools = self.s.bools.clone();
                return self.pick(&bools).to_string();
            }
            return if self.chance(50) { "True" } else { "False" }.to_string();
        }
        let d = depth - 1;
        let e = match self.rng.below(10) {
            0..=2 => {
                let mut e = self.int_expr(d).0;
                for _ in 0..1 + self.rng.below(3) {
                    let op = ["<", "<=", ">", ">=", "==", "!="][self.rng.index(6)];
                    let b = self.int_expr(d).0;
                    e = format!("{e} {op} {b}");
                }
                e
            }
            3 => format!("not {}", self.bool_expr(d)),
            4 | 5 => {
                let (a, b) = (self.bool_expr(d), self.bool_expr(d));
                let op = ["and", "or", "==", "!=", "&", "|", "^"][self.rng.index(7)];
                format!("{a} {op} {b}")
            }
            6 => {
                let (c, a, b) = (self.bool_expr(d), self.bool_expr(d), self.bool_expr(d));
                format!("{a} if {c} else {b}")
            }
            7 => {
                let (a, b) = (self.bool_expr(d), self.int_expr(d).0);
                format!("{a} < {b}")
            }
            _ => match self.call(Some(Ty::Bool), d) {
                Some(call) => call,
                None => self.bool_expr(0),
            },
        };
        format!("({e})")
    }

    /// A call of an earlier function returning `result`, if any fits.
    fn call(&mut self, result: Option<Ty>, depth: usize) -> Option<String> {
        let in_loop = self.s.loops > 0;
        let fits: Vec<usize> = (0..self.funcs.len())
            .filter(|&i| self.funcs[i].result == result && (!in_loop || self.funcs[i].leaf))
            .collect();
        if fits.is_empty() {
            return None;
        }
        let f = fits[self.rng.index(fits.len())];
        let (name, params, recursive) = {
            let f = &self.funcs[f];
            (f.name.clone(), f.params.clone(), f.recursive)
        };
        let mut args = Vec::new();
        for (i, &ty) in params.iter().enumerate() {
            if i == 0 && recursive {
                args.push(format!("{} % 5", self.int_expr(depth.min(1)).0));
            } else if ty == Ty::Int {
                let (e, bound) = self.int_expr(depth.min(2));
                args.push(self.fit(e, bound));
            } else {
                args.push(self.bool_expr(depth.min(2)));
            }
        }
        self.s.leaf = false;
        Some(format!("{name}({})", args.join(", ")))
    }

    fn assignable(&mut self, ty: Ty) -> Option<String> {
        let pool = match ty {
            Ty::Int => &self.s.ints,
            Ty::Bool => &self.s.bools,
        };
        (!pool.is_empty()).then(|| pool[self.rng.index(pool.len())].clone())
    }

    fn any_ty(&mut self) -> Ty {
        if self.chance(70) {
            Ty::Int
        } else {
            Ty::Bool
        }
    }

    /// A block of 1 to 3 statements at one more indentation.
    fn block(&mut self) {
        self.indent += 1;
        let start = self.out.len();
        let n = 1 + self.rng.below(3);
        for _ in 0..n {
            self.stmt();
        }
        if self.out.len() == start {
            self.line("pass");
        }
        self.indent -= 1;
    }

    fn stmt(&mut self) {
        self.budget = self.budget.saturating_sub(1);
        let nested = self.indent < 4 && self.budget > 0;
        match self.rng.below(22) {
            0..=3 => {
                let ty = self.any_ty();
                if let Some(v) = self.assignable(ty) {
                    let e = self.var_expr(ty);
                    self.line(&format!("{v} = {e}"));
                }
            }
            4 => {
                let ty = self.any_ty();
                if let (Some(a), Some(b)) = (self.assignable(ty), self.assignable(ty)) {
                    let e = self.var_expr(ty);
                    self.line(&format!("{a} = {b} = {e}"));
                }
            }
            5 => {
                let (t, u) = (self.any_ty(), self.any_ty());
                if let (Some(a), Some(b)) = (self.assignable(t), self.assignable(u)) {
                    // A swap when the types agree; simultaneous either way.
                    let (e, f) = if t == u && self.chance(40) {
                        (b.clone(), a.clone())
                    } else {
                        (self.var_expr(t), self.var_expr(u))
                    };
                    if a != b {
                        self.line(&format!("{a}, {b} = {e}, {f}"));
                    }
                }
            }
            6 => self.augmented(),
            7..=9 => {
                let mut args = Vec::new();
                for _ in 0..self.rng.below(4) {
                    let ty = self.any_ty();
                    args.push(self.expr(ty, 2));
                }
                self.line(&format!("print({})", args.join(", ")));
            }
            10 | 11 if nested => self.if_stmt(),
            12 if nested && self.s.loops < 3 => self.while_stmt(),
            13 | 14 if nested && self.s.loops < 3 => self.for_stmt(),
            15 if self.s.loops > 0 => {
                let c = self.bool_expr(2);
                let what = if self.chance(50) { "break" } else { "continue" };
                self.line(&format!("if {c}:"));
                self.indent += 1;
                self.line(what);
                self.indent -= 1;
            }
            16 => {
                let e = self.var_expr(Ty::Int);
                let k = self.rng.range(1, 9);
                if self.chance(5) {
                    let c = self.bool_expr(2);
                    self.line(&format!("assert {c}, \"a random condition\""));
                } else {
                    self.line(&format!("assert ({e}) % {k} < {k}"));
                }
            }
            17 => self.line("pass"),
            18 => {
                if let Some(call) = self.call(None, 2) {
                    self.line(&call);
                } else if let Some(call) = self.call(Some(Ty::Int), 2) {
                    self.line(&call);
                }
            }
            19 if self.s.result.is_some() && self.indent > 1 => {
                let ty = self.s.result.expect("checked");
                let c = self.bool_expr(2);
                let e = self.var_expr(ty);
                self.line(&format!("if {c}:"));
                self.indent += 1;
                self.line(&format!("return {e}"));
                self.indent -= 1;
            }
            _ => {
                let ty = self.any_ty();
                if let Some(v) = self.assignable(ty) {
                    let e = self.var_expr(ty);
                    self.line(&format!("{v} = {e}"));
                }
            }
        }
    }

    fn augmented(&mut self) {
        let Some(v) = self.assignable(Ty::Int) else {
            return;
        };
        let (op, rhs, grows) = match self.rng.below(9) {
            0 => ("+=", self.var_expr(Ty::Int), true),
            1 => ("-=", self.var_expr(Ty::Int), true),
            2 => ("*=", self.int_leaf().0, true),
            3 => ("//=", self.nonzero(9).to_string(), false),
            4 => ("%=", self.nonzero(1000).to_string(), false),
            5 => ("<<=", self.rng.below(8).to_string(), true),
            6 => (">>=", self.rng.below(70).to_string(), false),
            7 => ("&=", self.var_expr(Ty::Int), false),
            _ => (
                ["|=", "^="][self.rng.index(2)],
                self.var_expr(Ty::Int),
                false,
            ),
        };
        self.line(&format!("{v} {op} {rhs}"));
        if grows {
            let k = self.rng.range(2, 1 << 19);
            self.line(&format!("{v} %= {k}"));
        }
    }

    fn if_stmt(&mut self) {
        let c = self.bool_expr(3);
        self.line(&format!("if {c}:"));
        self.block();
        for _ in 0..self.rng.below(3) {
            let c = self.bool_expr(2);
            self.line(&format!("elif {c}:"));
            self.block();
        }
        if self.chance(50) {
            self.line("else:");
            self.block();
        }
    }

    fn while_stmt(&mut self) {
        let w = format!("w{}", self.s.counters);
        self.s.counters += 1;
        let start = self.rng.below(7);
        self.line(&format!("{w} = {start}"));
        let extra = if self.chance(40) {
            format!(" and {}", self.bool_expr(2))
        } else {
            String::new()
        };
        self.line(&format!("while {w} > 0{extra}:"));
        self.indent += 1;
        self.line(&format!("{w} -= 1"));
        self.indent -= 1;
        // Readable in the body only: elsewhere it may be unassigned.
        self.s.fixed.push(w);
        self.s.loops += 1;
        self.s.leaf = false;
        self.block();
        self.s.loops -= 1;
        self.s.fixed.pop();
        self.orelse();
    }

    fn for_stmt(&mut self) {
        let Some(var) = self.s.ints.iter().find(|v| v.starts_with('i')).cloned() else {
            return;
        };
        let start = format!("{} % 7", self.int_expr(1).0);
        let stop = self.rng.range(0, 20) as i64 - 8;
        let step = match self.rng.below(4) {
            0 => String::new(),
            1 => format!(", {}", self.nonzero(3)),
            2 => format!(", {} % 3 + 1", self.int_expr(1).0),
            _ => format!(", -({} % 3 + 1)", self.int_expr(1).0),
        };
        let range = if step.is_empty() && self.chance(30) {
            format!("range({stop})")
        } else {
            format!("range({start}, {stop}{step})")
        };
        self.line(&format!("for {var} in {range}:"));
        self.s.loops += 1;
        self.s.leaf = false;
        self.block();
        self.s.loops -= 1;
        self.orelse();
    }

    /// A loop's `else:` part, sometimes.
    fn orelse(&mut self) {
        if self.chance(30) {
            self.line("else:");
            self.block();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn programs_are_deterministic_and_import() {
        for seed in 0..200 {
            let text = generate_python(seed, 30);
            assert_eq!(text, generate_python(seed, 30));
            let source = ssa_ir::diagnostic::SourceFile::new("gen.py", text.clone());
            if let Err(d) = crate::python::import(&source) {
                panic!("seed {seed}:\n{}\n{text}", source.render(&d));
            }
        }
    }
}
