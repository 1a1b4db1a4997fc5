//! Parsing a large module on every core: the text is cut cheaply before
//! top-level `func.func` lines into parts of about equal size, the parts
//! are parsed on rayon's threads as modules of their own (each at its
//! offset in the file, so locations are the file's), the rest of the
//! text (the module's head and tail and the last part) by the main parser,
//! which skips the parts' text. The parts are kept apart ([`ModuleParts`])
//! for the pass manager to run function passes on each on its own thread,
//! and joined later: their functions moved into the main module in order
//! ([`Ir::absorb`], linear).
//!
//! The cut looks at line starts only, not at nesting, so it can be wrong
//! (a `func.func` line nested in a region, or in a string): the parallel
//! result is taken only when every parser succeeded, the main parser
//! reached the skipped text at module level, and every part holds
//! functions only. Otherwise — and for every error — the whole text is
//! parsed again on one thread, so diagnostics and results are those of
//! [`parse_module`]. Time: linear in the input (the cut searches from K
//! points for the next `func.func` line); memory: the IR plus one part
//! while it is moved.

use super::{parse_module, parse_skipping, PResult};
use crate::ir::{Ir, OpId};
use rayon::prelude::*;

/// Parts smaller than this are not worth a thread.
const MIN_PART: usize = 64 << 10;

/// A module parsed in parts, not yet joined: `main` holds the module op
/// and the text around the parts (none of its functions comes before
/// them), and each of `parts` holds the functions of its text, in order.
/// The functions of the module, in order, are those of `parts`, then
/// those of `main`; each [`Ir`] can be worked on apart (function passes on
/// every core) before they are joined.
pub struct ModuleParts {
    pub main: Ir,
    pub parts: Vec<Ir>,
    /// The op of `main` the parts go after (`None`: at the start).
    after: Option<OpId>,
}

impl ModuleParts {
    /// A module in one part.
    pub fn whole(ir: Ir) -> ModuleParts {
        ModuleParts {
            main: ir,
            parts: Vec::new(),
            after: None,
        }
    }

    /// The parts in the order of their functions: `parts`, then `main`.
    pub fn in_order(&mut self) -> Vec<&mut Ir> {
        let mut all: Vec<&mut Ir> = self.parts.iter_mut().collect();
        all.push(&mut self.main);
        all
    }

    /// The IRs: `main`, then `parts`.
    pub fn irs(&self) -> Vec<&Ir> {
        std::iter::once(&self.main).chain(&self.parts).collect()
    }

    /// The module's top-level ops in order, each with the index in
    /// [`ModuleParts::irs`] of the IR that holds it: those of `main` up to
    /// the parts' place, the parts' functions, then the rest of `main`'s.
    pub fn top_level(&self) -> Vec<(usize, OpId)> {
        let main = &self.main;
        let mut rest = main.block_ops(main.module_block());
        let mut ops = Vec::new();
        if let Some(after) = self.after {
            for op in rest.by_ref() {
                ops.push((0, op));
                if op == after {
                    break;
                }
            }
        }
        for (i, part) in self.parts.iter().enumerate() {
            ops.extend(part.block_ops(part.module_block()).map(|op| (i + 1, op)));
        }
        ops.extend(rest.map(|op| (0, op)));
        ops
    }

    /// The module: the parts' functions moved into `main`
    /// ([`Ir::absorb`], linear in the parts).
    pub fn join(self) -> Ir {
        let mut ir = self.main;
        let mut after = self.after;
        for part in self.parts {
            after = ir.absorb(part, after).or(after);
        }
        ir
    }
}

/// The module of `text` (at offset `base` of its file), parsed as
/// [`parse_module`] does, with the top-level functions parsed on up to four
/// parts per thread of the current rayon pool and left in those parts.
/// The joined result, and any error, equals [`parse_module`]'s, for every
/// number of threads.
pub fn parse_module_parts(text: &str, base: usize) -> PResult<ModuleParts> {
    let threads = rayon::current_num_threads();
    if threads == 1 {
        return parse_module(text, base).map(ModuleParts::whole);
    }
    parse_in_parts(text, base, (4 * threads).min(text.len() / MIN_PART))
}

/// [`parse_module_parts`] with about `parts` parts.
fn parse_in_parts(text: &str, base: usize, parts: usize) -> PResult<ModuleParts> {
    match split_parts(text, base, parts) {
        Some(parsed) => Ok(parsed),
        None => parse_module(text, base).map(ModuleParts::whole),
    }
}

/// The module parsed in about `parts` parts, or `None` when the text was
/// not cut, or the parallel result is not to be trusted (any error, or a
/// cut the main parser did not meet at module level). When the main
/// parser found a function before the parts, they are joined.
fn split_parts(text: &str, base: usize, parts: usize) -> Option<ModuleParts> {
    let cuts = if parts > 1 {
        cuts(text, parts)
    } else {
        Vec::new()
    };
    let (&first, &last) = (cuts.first()?, cuts.last()?);
    if first == last {
        return None;
    }
    let (main, parsed) = rayon::join(
        || parse_skipping(text, base, Some(first..last)),
        || {
            cuts.par_windows(2)
                .map(|w| parse_module(&text[w[0]..w[1]], base + w[0]).ok())
                .collect::<Vec<_>>()
        },
    );
    let (main, skipped_after) = main.ok()?;
    let after = skipped_after?;
    let parts: Vec<Ir> = parsed.into_iter().collect::<Option<_>>()?;
    let functions_only = |p: &Ir| p.functions().count() == p.block_ops(p.module_block()).count();
    if !parts.iter().all(functions_only) {
        return None;
    }
    // A function before the parts (on a line with other text) would come
    // first in the module's order: then the parts are joined.
    let mut head_has_function = false;
    if let Some(after) = after {
        for op in main.block_ops(main.module_block()) {
            head_has_function |= main.op_code(op).is_function();
            if op == after {
                break;
            }
        }
    }
    let parsed = ModuleParts { main, parts, after };
    if head_has_function {
        return Some(ModuleParts::whole(parsed.join()));
    }
    Some(parsed)
}

/// About `parts` cut points, in order: the starts of top-level lines of
/// a function op (the first one found, with its line's indentation) found
/// searching forward from `parts` evenly spaced points.
fn cuts(text: &str, parts: usize) -> Vec<usize> {
    let at_line_start = |at: usize| {
        let line = text[..at].rfind('\n').map_or(0, |n| n + 1);
        text[line..at].bytes().all(|b| b == b' ')
    };
    let first = crate::dialect::function_op_names()
        .into_iter()
        .filter_map(|name| {
            let found = text.match_indices(name).find(|&(at, _)| at_line_start(at));
            found.map(|(at, _)| (at, name))
        })
        .min();
    let Some((first, name)) = first else {
        return Vec::new();
    };
    let indent_start = text[..first].rfind('\n').map_or(0, |n| n + 1);
    let pattern = format!("\n{}{name}", &text[indent_start..first]);
    let lead = pattern.len() - name.len();
    let step = text.len() / parts;
    let mut cuts = vec![first];
    for k in 1..parts {
        let mut from = (k * step).max(*cuts.last().expect("not empty"));
        while !text.is_char_boundary(from) {
            from += 1;
        }
        if let Some(found) = text[from..].find(&pattern) {
            let cut = from + found + lead;
            if cut > *cuts.last().expect("not empty") {
                cuts.push(cut);
            }
        }
    }
    cuts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::printer::module_to_string;
    use crate::verifier::verify;

    /// A module of `n` functions calling each other, with a type only
    /// some parts use, in an explicit `module`, indented.
    fn functions(n: usize) -> String {
        let mut text = String::from("module {\n");
        for i in 0..n {
            let ty = if i % 5 == 0 { "memref<4xf64>" } else { "i32" };
            text.push_str(&format!(
                "  func.func @f{i}(%x: i32, %m: {ty}) -> i32 {{\n    %c = arith.constant {i} : i32\n    %s = arith.addi %x, %c : i32\n    cf.br ^next(%s : i32)\n  ^next(%y: i32):\n    %r = func.call @f{}(%y) : (i32) -> i32\n    return %r : i32\n  }}\n",
                (i + 1) % n
            ));
        }
        text.push_str("}\n");
        text
    }

    #[test]
    fn parts_parse_as_the_whole() {
        let text = functions(40).replace(
            "func.call @f0(%y) : (i32) -> i32",
            "arith.addi %y, %y : i32",
        );
        let whole = parse_module(&text, 7).expect("parses");
        for parts in [2, 3, 8, 40, 100] {
            assert!(cuts(&text, parts).len() > parts.min(40) / 2);
            let ir = split_parts(&text, 7, parts)
                .expect("parsed in parts")
                .join();
            assert_eq!(module_to_string(&ir), module_to_string(&whole));
            assert_eq!(ir.functions().count(), 40);
            let locs = |ir: &Ir| ir.functions().map(|f| ir.op_loc(f)).collect::<Vec<_>>();
            assert_eq!(locs(&ir), locs(&whole));
        }
    }

    #[test]
    fn errors_are_the_whole_texts() {
        let text = functions(40);
        // A late part's error, an error the parts cannot see (a value of
        // one function used in another), and the verifier on the joined
        // module.
        let late = text.replacen(
            "%c = arith.constant 38 : i32",
            "%c = arith.constant 38 : i3x",
            1,
        );
        let across = text.replacen(
            "%s = arith.addi %x, %c : i32\n    cf.br ^next(%s",
            "%s = arith.addi %x, %c : i32\n    cf.br ^next(%other",
            1,
        );
        for bad in [late, across] {
            let whole = parse_module(&bad, 0).err().expect("an error");
            assert!(split_parts(&bad, 0, 8).is_none());
            let parts = parse_in_parts(&bad, 0, 8).err().expect("an error");
            assert_eq!(whole.message, parts.message);
            assert_eq!(whole.loc, parts.loc);
        }
        let ir = split_parts(&text, 0, 8).expect("parsed in parts").join();
        assert!(verify(&ir).is_err(), "calls of @f0 with one argument");
    }
}
