//! The program shapes: how many functions a module has, and how each is
//! filled. Every shape ends with `@main`, which may call the functions before
//! it (never the other way round, so there is no recursion).

use super::ast::{Module, Target, Term};
use super::builder::{random_ty, FnBuilder, FnPlan, Mix, ModuleCx, Profile};
use super::{Config, Shape, ENTRY};
use ssa_ir::rng::SplitMix64;

/// Varied statements and constructs, for differential testing.
const MIXED: Profile = Profile {
    mix: Mix {
        assign: 30,
        call_ext: 4,
        call_fn: 4,
        escape: 2,
        dead_read: 3,
        select_join: 3,
        if_else: 8,
        switch: 3,
        loop_: 5,
        irreducible: 2,
        early_return: 1,
        break_: 2,
        continue_: 1,
        unreachable: 2,
        advance: 12,
    },
    max_depth: 4,
    max_mult: 64,
    call_budget: 20_000,
    bottom_test: 40,
    single_exit: false,
    flags: 30,
    float_rounding: 20,
    extended: 12,
};

/// `@main` of the mixed shape calls the other functions more often.
const MIXED_MAIN: Profile = Profile {
    mix: Mix {
        call_fn: 16,
        ..MIXED.mix
    },
    ..MIXED
};

/// Small functions of a few diamonds and loops.
const SMALL: Profile = Profile {
    mix: Mix {
        assign: 30,
        call_ext: 2,
        call_fn: 2,
        escape: 1,
        dead_read: 2,
        select_join: 2,
        if_else: 12,
        switch: 2,
        loop_: 6,
        irreducible: 1,
        early_return: 1,
        break_: 1,
        continue_: 1,
        unreachable: 1,
        advance: 14,
    },
    max_depth: 3,
    max_mult: 16,
    call_budget: 2_000,
    bottom_test: 40,
    single_exit: false,
    flags: 0,
    float_rounding: 0,
    extended: 0,
};

/// The single function of the huge-function shape: shallow, no calls to
/// generated functions, mostly assignments over many slots.
const HUGE: Profile = Profile {
    mix: Mix {
        assign: 40,
        call_ext: 2,
        call_fn: 0,
        ..MIXED.mix
    },
    max_depth: 3,
    max_mult: 16,
    call_budget: 0,
    bottom_test: 40,
    single_exit: false,
    flags: 0,
    float_rounding: 0,
    extended: 0,
};

/// The loop nests of the deep-nest shape; the statement mix is unused.
const DEEP: Profile = Profile {
    max_mult: 64,
    call_budget: 0,
    flags: 0,
    float_rounding: 0,
    extended: 0,
    ..MIXED
};

/// Only assignments and if/else diamonds (or if-then triangles), one after
/// another: a long ladder of diamonds.
const DIAMONDS: Profile = Profile {
    mix: Mix {
        assign: 30,
        if_else: 25,
        advance: 30,
        ..NOTHING
    },
    max_depth: 1,
    max_mult: 16,
    call_budget: 0,
    bottom_test: 40,
    single_exit: false,
    flags: 0,
    float_rounding: 0,
    extended: 0,
};

/// Irreducible regions, chained and nested two deep, among assignments.
const IRREDUCIBLE: Profile = Profile {
    mix: Mix {
        assign: 30,
        irreducible: 12,
        if_else: 3,
        advance: 20,
        ..NOTHING
    },
    max_depth: 2,
    max_mult: 16,
    call_budget: 0,
    bottom_test: 40,
    single_exit: false,
    flags: 0,
    float_rounding: 0,
    extended: 0,
};

/// No statement at all: the base of the profiles above.
const NOTHING: Mix = Mix {
    assign: 0,
    call_ext: 0,
    call_fn: 0,
    escape: 0,
    dead_read: 0,
    select_join: 0,
    if_else: 0,
    switch: 0,
    loop_: 0,
    irreducible: 0,
    early_return: 0,
    break_: 0,
    continue_: 0,
    unreachable: 0,
    advance: 0,
};

/// Functions as a front end emits them before any optimisation: locals in
/// slots, assignments (with selects among the expressions), if/else
/// diamonds and if-then triangles, `while` loops, constructs nested at most
/// three deep, early returns through the result slot, calls.
const FRONT_END: Profile = Profile {
    mix: Mix {
        assign: 30,
        call_ext: 2,
        call_fn: 2,
        escape: 0,
        dead_read: 0,
        select_join: 0,
        if_else: 12,
        switch: 0,
        loop_: 5,
        irreducible: 0,
        early_return: 1,
        break_: 0,
        continue_: 0,
        unreachable: 0,
        advance: 14,
    },
    max_depth: 3,
    max_mult: 64,
    call_budget: 20_000,
    bottom_test: 0,
    single_exit: true,
    flags: 0,
    float_rounding: 0,
    extended: 0,
};

/// The module of `cfg`.
pub(super) fn build(cfg: &Config) -> Module {
    let mut cx = ModuleCx::new(cfg.seed);
    match cfg.shape {
        Shape::Mixed => functions(
            &mut cx,
            cfg.size,
            cfg.size / 100,
            MIXED,
            MIXED_MAIN,
            |r, f| {
                let v = r.range(2, 8) as usize;
                plan(r, f, v, 80)
            },
        ),
        Shape::ManyFunctions => {
            functions(&mut cx, cfg.size, cfg.size / 60, SMALL, SMALL, |r, f| {
                let v = r.range(2, 5) as usize;
                plan(r, f, v, 80)
            })
        }
        Shape::FrontEnd => functions(
            &mut cx,
            cfg.size,
            cfg.functions,
            FRONT_END,
            FRONT_END,
            |r, f| front_end_plan(r, f, cfg.vars),
        ),
        Shape::Ladder => ladder(&mut cx, cfg.size),
        Shape::DeepNest => deep_nest(&mut cx, cfg.size),
        Shape::HugeFunction => huge_function(&mut cx, cfg.size),
        Shape::Diamonds => one_function(&mut cx, cfg.size, DIAMONDS, 16),
        Shape::Irreducible => one_function(&mut cx, cfg.size, IRREDUCIBLE, 16),
        Shape::LoopNest => loop_nest(&mut cx, cfg.size),
        Shape::Switches => switches(&mut cx, cfg.size),
        Shape::Chain => chain(&mut cx, cfg.size),
    }
    cx.module
}

/// A plan with random parameters (up to four) and results (one or two).
fn plan(rng: &mut SplitMix64, name: String, vars: usize, entry_init: u64) -> FnPlan {
    let params = (0..rng.range(0, 4)).map(|_| random_ty(rng)).collect();
    let results = (0..rng.range(1, 2)).map(|_| random_ty(rng)).collect();
    FnPlan {
        name,
        params,
        results,
        vars,
        unwritten: usize::from(rng.chance(60)) + usize::from(rng.chance(20)),
        escaping: usize::from(rng.chance(40)) + usize::from(rng.chance(10)),
        entry_init,
    }
}

/// A plan for a front end's function: one to four parameters, one result,
/// `vars` variables, nearly all initialised at the entry, none unwritten or
/// escaping.
fn front_end_plan(rng: &mut SplitMix64, name: String, vars: usize) -> FnPlan {
    FnPlan {
        name,
        params: (0..rng.range(1, 4)).map(|_| random_ty(rng)).collect(),
        results: vec![random_ty(rng)],
        vars,
        unwritten: 0,
        escaping: 0,
        entry_init: 90,
    }
}

/// `n` functions (at least one) sharing about `size` ops, each planned by
/// `plan` from the random stream and its name; the last is `@main`. Each
/// function's budget is its share less the average number of ops earlier
/// functions spent beyond theirs (closing constructs), so the total stays
/// near `size`.
fn functions(
    cx: &mut ModuleCx,
    size: usize,
    n: usize,
    prof: Profile,
    main: Profile,
    plan: impl Fn(&mut SplitMix64, String) -> FnPlan,
) {
    let n = n.max(1);
    let (mut done, mut asked) = (0usize, 0);
    for i in 0..n {
        let last = i + 1 == n;
        let name = if last {
            ENTRY.to_string()
        } else {
            format!("f{i}")
        };
        let p = plan(&mut cx.rng, name);
        let mut b = FnBuilder::new(cx, if last { main } else { prof }, p);
        let budget = (size / n).saturating_sub(done.saturating_sub(asked) / i.max(1));
        b.random_body(budget);
        asked += budget;
        done += b.finish();
    }
}

/// A ladder: a spine of blocks `s_0 .. s_n` where `s_i` branches to `s_i+1`
/// or to the rail block `r_i`, and rails chain `r_i -> r_i+1`; `s_n` (the
/// `done` block) joins the last spine and rail blocks and returns.
///
/// No rail block is dominated by a spine block after `s_0` (the rail can be
/// entered at `r_0`), while `s_i` dominates `s_j` for `j > i`; so the
/// dominance frontier of `s_i` is `{r_i, .., r_n-1, done}` and the frontiers
/// add up to a quadratic size (Cytron et al.'s worst case). Every block
/// assigns random variables of a few shared slots, so phi placement has work
/// at every rail block.
fn ladder(cx: &mut ModuleCx, size: usize) {
    let mut p = plan(&mut cx.rng, ENTRY.to_string(), 8, 100);
    (p.unwritten, p.escaping) = (0, 0);
    // Integers only: the benchmarks' ladder stays as it was.
    let integers = Profile {
        float_rounding: 0,
        extended: 0,
        ..MIXED
    };
    let mut b = FnBuilder::new(cx, integers, p);
    let mut rail = b.new_block("rail");
    loop {
        b.assign();
        let cond = b.cond();
        let last = b.ops() >= size;
        let next = b.new_block(if last { "done" } else { "spine" });
        b.cond_br(cond, next, rail);
        b.enter(rail);
        b.assign();
        b.assign();
        let after = if last { next } else { b.new_block("rail") };
        b.terminate(Term::Br(Target::plain(after)));
        b.enter(next);
        if last {
            break;
        }
        rail = after;
    }
    b.finish();
}

/// Nests of bottom-test counted loops `isqrt(size)` deep, until `size` ops
/// exist: Cytron et al.'s nested repeat-until loops. Between the closing of
/// nested loops there is only straight-line code (diamonds sit inside loop
/// bodies), so latch `k` dominates every outer latch and its dominance
/// frontier holds the headers of all enclosing loops: the frontiers of a
/// nest `d` deep add up to about `d^2 / 2`.
fn deep_nest(cx: &mut ModuleCx, size: usize) {
    let depth = size.isqrt().max(2);
    let p = plan(&mut cx.rng, ENTRY.to_string(), 6, 90);
    let mut b = FnBuilder::new(cx, DEEP, p);
    while b.ops() < size {
        for _ in 0..depth {
            if b.rng().chance(50) {
                b.assign();
            }
            if b.rng().chance(15) {
                let outer = b.depth();
                b.open_if();
                while b.depth() > outer {
                    b.assign();
                    b.advance();
                }
            }
            b.open_loop(true);
        }
        close_nest(&mut b);
    }
    b.finish();
}

/// The innermost body of a loop nest (an assignment and a read that keeps
/// the variables live), then every open loop closed, with an assignment
/// after about a fifth of them.
fn close_nest(b: &mut FnBuilder<'_>) {
    b.assign();
    b.dead_read();
    while b.depth() > 0 {
        if b.rng().chance(20) {
            b.assign();
        }
        b.advance();
    }
}

/// One function with `size / 200` variables (at least 16), mostly
/// assignments among them in shallow control flow.
fn huge_function(cx: &mut ModuleCx, size: usize) {
    let vars = (size / 200).max(16);
    let mut p = plan(&mut cx.rng, ENTRY.to_string(), vars, 90);
    (p.unwritten, p.escaping) = (vars / 50, vars / 100);
    let mut b = FnBuilder::new(cx, HUGE, p);
    b.random_body(size);
    b.finish();
}

/// One function of `prof`'s statements over `vars` variables.
fn one_function(cx: &mut ModuleCx, size: usize, prof: Profile, vars: usize) {
    let mut p = plan(&mut cx.rng, ENTRY.to_string(), vars, 90);
    (p.unwritten, p.escaping) = (0, 0);
    let mut b = FnBuilder::new(cx, prof, p);
    b.random_body(size);
    b.finish();
}

/// One nest of bottom-test counted loops as deep as the ops allow (about
/// `size / 16` levels; each level's loop has a counter slot of its own),
/// with an assignment at about half the levels: the post-dominator and
/// dominator trees are as deep as the function is long.
fn loop_nest(cx: &mut ModuleCx, size: usize) {
    let p = plan(&mut cx.rng, ENTRY.to_string(), 6, 90);
    let mut b = FnBuilder::new(cx, DEEP, p);
    while b.ops() < size / 2 {
        if b.rng().chance(50) {
            b.assign();
        }
        b.open_loop(true);
    }
    close_nest(&mut b);
    b.finish();
}

/// One function of switches with `size / 40` cases each (at least 8), every
/// case its own arm of a few assignments: blocks with tens of thousands of
/// successors, and joins with as many predecessors.
fn switches(cx: &mut ModuleCx, size: usize) {
    let cases = (size / 40).max(8);
    let p = plan(&mut cx.rng, ENTRY.to_string(), 16, 90);
    let mut b = FnBuilder::new(cx, DIAMONDS, p);
    while b.ops() < size {
        b.assign();
        b.open_wide_switch(cases);
        while b.depth() > 0 {
            b.assign();
            if b.rng().chance(50) {
                b.assign();
            }
            b.advance();
        }
    }
    b.finish();
}

/// One function of straight-line blocks, each two assignments and a
/// `cf.br` to the next: a dominator tree as deep as the function is long.
fn chain(cx: &mut ModuleCx, size: usize) {
    let p = plan(&mut cx.rng, ENTRY.to_string(), 16, 90);
    let mut b = FnBuilder::new(cx, DIAMONDS, p);
    while b.ops() < size {
        b.assign();
        b.assign();
        let next = b.new_block("chain");
        b.terminate(Term::Br(Target::plain(next)));
        b.enter(next);
    }
    b.finish();
}
