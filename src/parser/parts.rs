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
//!
//! A file can be parsed so without reading it whole ([`parse_file_parts`]):
//! the cut reads windows of it (the start until the first function line,
//! then from each of the K points until the next), each part is read
//! when a thread parses it and dropped after, and the main parser reads
//! the text before the parts and after them, joined, shifting the offsets
//! of what follows by the parts' length. The text in memory is then that
//! of the main parser and about one part per thread instead of the whole.

use super::{parse_module, parse_skipping, PResult, Skip};
use crate::ir::{Ir, OpId, MAX_INPUT_LEN};
use crate::source::FileText;
use rayon::prelude::*;
use std::borrow::Cow;
use std::ops::Range;

/// Parts smaller than this are not worth a thread.
const MIN_PART: usize = 64 << 10;

/// Parts per thread: the parser, the verifier and function passes take
/// parts as they go (rayon's work stealing), so a thread that is done
/// waits for the last part of another at most. With two threads, four
/// parts each left one idle for up to an eighth of each phase (issue #22).
const PARTS_PER_THREAD: usize = 16;

/// How many parts a text of `len` bytes is cut into for `threads` threads:
/// [`PARTS_PER_THREAD`] each, none smaller than [`MIN_PART`].
fn part_count(len: usize, threads: usize) -> usize {
    (PARTS_PER_THREAD * threads).min(len / MIN_PART)
}

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
/// [`parse_module`] does, with the top-level functions parsed on up to 16
/// parts per thread of the current rayon pool and left in those parts.
/// The joined result, and any error, equals [`parse_module`]'s, for every
/// number of threads.
pub fn parse_module_parts(text: &str, base: usize) -> PResult<ModuleParts> {
    let threads = rayon::current_num_threads();
    if threads == 1 {
        return parse_module(text, base).map(ModuleParts::whole);
    }
    parse_in_parts(text, base, part_count(text.len(), threads))
}

/// The module of a file, parsed as [`parse_module_parts`] parses its
/// text, each part read from the file when it is parsed and dropped after
/// (so one part per thread is in memory, besides the text around the
/// parts), or `None` when that is not done: one thread, a file that
/// starts with a byte-order mark, is too large or changed meanwhile, a
/// piece that is not text, and whenever [`parse_module_parts`] would parse
/// the whole text on one thread (any error among them). The caller then
/// reads the file whole.
pub fn parse_file_parts(file: &FileText) -> Option<ModuleParts> {
    let threads = rayon::current_num_threads();
    if threads == 1 || file.len() > MAX_INPUT_LEN || file.bytes(0, 3)? == b"\xEF\xBB\xBF" {
        return None;
    }
    let parsed = split_parts(file, 0, part_count(file.len(), threads))?;
    file.unchanged().then_some(parsed)
}

/// [`parse_module_parts`] with about `parts` parts.
fn parse_in_parts(text: &str, base: usize, parts: usize) -> PResult<ModuleParts> {
    match split_parts(text, base, parts) {
        Some(parsed) => Ok(parsed),
        None => parse_module(text, base).map(ModuleParts::whole),
    }
}

/// Text that parts are cut from: in memory, or a file read a piece at a
/// time.
trait PartText: Sync {
    /// Its length in bytes.
    fn len(&self) -> usize;
    /// Up to `len` bytes from `at` (fewer at the end); `None` when they
    /// cannot be read.
    fn bytes(&self, at: usize, len: usize) -> Option<Cow<'_, [u8]>>;
    /// The text of `range`, whose ends are at line starts or the end;
    /// `None` when it cannot be read or is not text.
    fn text(&self, range: Range<usize>) -> Option<Cow<'_, str>>;
    /// The text the main parser reads, around the parts' text
    /// `parts` (with where it skips), `None` as for [`PartText::text`].
    /// This reads the two pieces and joins them; text in memory is read
    /// whole, skipping `parts`.
    fn around(&self, parts: Range<usize>) -> Option<(Cow<'_, str>, Skip)> {
        let mut text = self.text(0..parts.start)?.into_owned();
        text.push_str(&self.text(parts.end..self.len())?);
        let skip = Skip {
            at: parts.start,
            to: parts.start,
            shift: parts.len(),
        };
        Some((Cow::Owned(text), skip))
    }
}

impl PartText for str {
    fn len(&self) -> usize {
        str::len(self)
    }
    fn bytes(&self, at: usize, len: usize) -> Option<Cow<'_, [u8]>> {
        let bytes = self.as_bytes();
        let at = at.min(bytes.len());
        Some(Cow::Borrowed(&bytes[at..at + len.min(bytes.len() - at)]))
    }
    fn text(&self, range: Range<usize>) -> Option<Cow<'_, str>> {
        self.get(range).map(Cow::Borrowed)
    }
    fn around(&self, parts: Range<usize>) -> Option<(Cow<'_, str>, Skip)> {
        let skip = Skip {
            at: parts.start,
            to: parts.end,
            shift: 0,
        };
        Some((Cow::Borrowed(self), skip))
    }
}

impl PartText for FileText {
    fn len(&self) -> usize {
        FileText::len(self)
    }
    fn bytes(&self, at: usize, len: usize) -> Option<Cow<'_, [u8]>> {
        FileText::bytes(self, at, len).map(Cow::Owned)
    }
    fn text(&self, range: Range<usize>) -> Option<Cow<'_, str>> {
        FileText::text(self, range).map(Cow::Owned)
    }
}

/// The module parsed in about `parts` parts, or `None` when the text was
/// not cut, or the parallel result is not to be trusted (any error, or a
/// cut the main parser did not meet at module level). When the main
/// parser found a function before the parts, they are joined.
fn split_parts<T: PartText + ?Sized>(text: &T, base: usize, parts: usize) -> Option<ModuleParts> {
    let cuts = if parts > 1 {
        cuts(text, parts)
    } else {
        Vec::new()
    };
    let (&first, &last) = (cuts.first()?, cuts.last()?);
    if first == last {
        return None;
    }
    let (around, skip) = text.around(first..last)?;
    let (main, parsed) = rayon::join(
        || parse_skipping(&around, base, Some(skip)),
        || {
            cuts.par_windows(2)
                .map(|w| parse_module(&text.text(w[0]..w[1])?, base + w[0]).ok())
                .collect::<Vec<_>>()
        },
    );
    drop(around);
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

/// How much of the text the cut reads at a time.
const WINDOW: usize = 64 << 10;

/// About `parts` cut points, in order: the starts of top-level lines of
/// a function op (the first one found, with its line's indentation) found
/// searching forward from `parts` evenly spaced points.
fn cuts<T: PartText + ?Sized>(text: &T, parts: usize) -> Vec<usize> {
    let Some((first, name, indent)) = first_function(text) else {
        return Vec::new();
    };
    let pattern = [&b"\n"[..], &indent, name.as_bytes()].concat();
    let lead = pattern.len() - name.len();
    let step = text.len() / parts;
    let mut cuts = vec![first];
    for k in 1..parts {
        let from = (k * step).max(*cuts.last().expect("not empty"));
        // The pattern starts with a newline, so it is not found inside a
        // character: no need to start at a character boundary.
        if let Some(found) = find(text, from, &pattern) {
            let cut = found + lead;
            if cut > *cuts.last().expect("not empty") {
                cuts.push(cut);
            }
        }
    }
    cuts
}

/// The first function op name at the start of a line (after spaces), with
/// that line's indentation: read from the start, in windows that double
/// until the name found first cannot be passed by a longer one.
fn first_function<T: PartText + ?Sized>(text: &T) -> Option<(usize, &'static str, Vec<u8>)> {
    let names = crate::dialect::function_op_names();
    let longest = names.iter().map(|n| n.len()).max()?;
    let mut size = WINDOW;
    loop {
        let prefix = text.bytes(0, size)?;
        let whole = prefix.len() >= text.len();
        let line_start = |at: usize| memchr::memrchr(b'\n', &prefix[..at]).map_or(0, |n| n + 1);
        let at_line_start = |at: usize| prefix[line_start(at)..at].iter().all(|&b| b == b' ');
        let first = names
            .iter()
            .filter_map(|&name| {
                let found = memchr::memmem::find_iter(&prefix[..], name.as_bytes())
                    .find(|&at| at_line_start(at));
                found.map(|at| (at, name))
            })
            .min();
        match first {
            Some((at, name)) if whole || at + longest <= prefix.len() => {
                return Some((at, name, prefix[line_start(at)..at].to_vec()));
            }
            None if whole => return None,
            _ => size = size.saturating_mul(2),
        }
    }
}

/// Where `pattern` is first found at or after `from`, read in windows
/// overlapping by the pattern's length.
fn find<T: PartText + ?Sized>(text: &T, mut from: usize, pattern: &[u8]) -> Option<usize> {
    let window = WINDOW.max(2 * pattern.len());
    loop {
        let bytes = text.bytes(from, window)?;
        if let Some(at) = memchr::memmem::find(&bytes, pattern) {
            return Some(from + at);
        }
        if from + bytes.len() >= text.len() {
            return None;
        }
        from += bytes.len() + 1 - pattern.len();
    }
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
            assert!(cuts(text.as_str(), parts).len() > parts.min(40) / 2);
            let ir = split_parts(text.as_str(), 7, parts)
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
            assert!(split_parts(bad.as_str(), 0, 8).is_none());
            let parts = parse_in_parts(&bad, 0, 8).err().expect("an error");
            assert_eq!(whole.message, parts.message);
            assert_eq!(whole.loc, parts.loc);
        }
        let ir = split_parts(text.as_str(), 0, 8)
            .expect("parsed in parts")
            .join();
        assert!(verify(&ir).is_err(), "calls of @f0 with one argument");
    }

    /// A file of `text` in the temporary directory, removed when dropped.
    struct TempFile(std::path::PathBuf);

    impl TempFile {
        fn new(name: &str, text: &[u8]) -> TempFile {
            let path =
                std::env::temp_dir().join(format!("ssa-parts-{}-{name}", std::process::id()));
            std::fs::write(&path, text).expect("write a temporary file");
            TempFile(path)
        }
        fn open(&self) -> FileText {
            FileText::open(self.0.to_str().expect("a UTF-8 path")).expect("opens")
        }
    }

    impl Drop for TempFile {
        fn drop(&mut self) {
            let _ = std::fs::remove_file(&self.0);
        }
    }

    /// Parts read from a file, each when it is parsed, give the module and
    /// locations of the text parsed whole; an error, a byte-order mark or
    /// bytes that are not text give `None` (the caller reads the file).
    #[test]
    fn file_parts_parse_as_the_whole() {
        let text = functions(40);
        let whole = parse_module(&text, 0).expect("parses");
        let file = TempFile::new("whole", text.as_bytes());
        let locs = |ir: &Ir| {
            let mut locs = Vec::new();
            ir.walk_nested(ir.module(), |op| locs.push(ir.op_loc(op)));
            locs
        };
        for parts in [2, 3, 8, 40] {
            let ir = split_parts(&file.open(), 0, parts)
                .expect("parsed in parts")
                .join();
            assert_eq!(module_to_string(&ir), module_to_string(&whole));
            assert_eq!(locs(&ir), locs(&whole));
            assert_eq!(
                cuts(&file.open(), parts),
                cuts(text.as_str(), parts),
                "the same cuts read in windows"
            );
        }
        let late = text.replacen("arith.constant 38 : i32", "arith.constant 38 : i3x", 1);
        let bad = TempFile::new("late", late.as_bytes());
        assert!(split_parts(&bad.open(), 0, 8).is_none());
        let mut not_text = text.clone().into_bytes();
        let at = text.rfind("arith.constant 30").expect("a constant");
        not_text[at] = 0xFF;
        let not_text = TempFile::new("not-text", &not_text);
        assert!(split_parts(&not_text.open(), 0, 8).is_none());

        // Large enough for parts of `MIN_PART`, on two threads.
        let big = functions(3000);
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .expect("threads");
        let big_file = TempFile::new("big", big.as_bytes());
        let parsed = pool.install(|| parse_file_parts(&big_file.open()));
        let parsed = parsed.expect("parsed in parts");
        assert!(parsed.parts.len() > 2);
        let whole = parse_module(&big, 0).expect("parses");
        assert_eq!(module_to_string(&parsed.join()), module_to_string(&whole));
        let marked = TempFile::new("bom", &[&b"\xEF\xBB\xBF"[..], big.as_bytes()].concat());
        assert!(pool.install(|| parse_file_parts(&marked.open())).is_none());
    }
}
