//! The names the printer gives to values and blocks, one naming scope (a
//! function, or the module's other ops) at a time: input names kept when
//! unique in their scope, `name_N` for later holders, MLIR-style numbers
//! for the unnamed ([`unique_names`]); and the predecessors of each block,
//! for the `// pred:` comments. [`Names`] hands one function's names to
//! analysis printers.
//!
//! Naming a scope costs O(size of the scope) in time and memory, whatever
//! the size of the module: its tables are sized to its own entities.

use super::{write_int, OpPrinter};
use crate::ir::{BlockId, Ir, NameId, OpId, ValueId};
use crate::name_map::{NameMap, Stem};
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use std::fmt::Write;
use std::sync::Arc;

/// The printed name of a value or block.
#[derive(Copy, Clone, PartialEq, Eq, Default)]
pub(super) enum PrintName {
    #[default]
    Unset,
    Kept(NameId),
    Suffixed(NameId, u32),
    Numbered(u32),
}

/// A value's printed name, resolved when the scope is named so that
/// printing an operand is one table access (Kept and Suffixed names then
/// read their text from the name table).
#[derive(Copy, Clone, PartialEq, Eq)]
pub(super) enum ValueName {
    /// Printed `%name`.
    Own(PrintName),
    /// Result `index` of an op with several results, printed
    /// `%group#index`, the group's name being `Scope::groups[group]`.
    Result { group: u32, index: u32 },
}

impl Default for ValueName {
    fn default() -> Self {
        ValueName::Own(PrintName::Unset)
    }
}

/// A block's name and its predecessors, `Scope::preds[start..start + len]`.
#[derive(Copy, Clone, PartialEq, Eq, Default)]
pub(super) struct BlockEntry {
    name: PrintName,
    preds_start: u32,
    preds_len: u32,
}

/// The names of one naming scope (a function, or the module's other ops)
/// and the predecessors of its blocks (for the `// preds:` comments). Its
/// size is that of the scope, whatever the module's.
#[derive(Clone, Default)]
pub(super) struct Scope {
    values: IndexTable<ValueName>,
    /// The names of the ops with several results (see [`ValueName::Result`]).
    pub(super) groups: Vec<PrintName>,
    blocks: IndexTable<BlockEntry>,
    preds: Vec<BlockId>,
    /// A function's enclosing scope, the module's other ops (printed
    /// between functions), asked for what this scope does not name.
    pub(super) outer: Option<Arc<Scope>>,
}

/// Entries indexed by entity number (`T::default()` when unset), sized to
/// the entities of one scope. The printer looks a name up for every
/// operand; probing a hash table of a million-op function missed the cache
/// almost every time, while a function's entities are mostly numbered in
/// program order in one window: those are in a vector, the others (made
/// later by passes) hashed.
#[derive(Clone, Default)]
struct IndexTable<T> {
    /// The entries of indices `base..base + dense.len()`.
    base: usize,
    dense: Vec<T>,
    sparse: FxHashMap<usize, T>,
}

impl<T: Copy + Default> IndexTable<T> {
    /// A table for entities of `indices`: a vector over the window of at
    /// most `4n + 64` indices around their median (over all of them when
    /// they span no more), so that the table costs O(n) for `n` indices
    /// wherever they lie.
    fn for_indices(mut indices: Vec<usize>) -> Self {
        let (Some(&min), Some(&max)) = (indices.iter().min(), indices.iter().max()) else {
            return Self::default();
        };
        let n = indices.len();
        if max - min <= 4 * n + 64 {
            // Numbered in one window (as parsed): no median to find.
            return IndexTable {
                base: min,
                dense: vec![T::default(); max - min + 1],
                sparse: FxHashMap::default(),
            };
        }
        let median = *indices.select_nth_unstable(n / 2).1;
        let reach = 2 * n + 32;
        let in_window = |&i: &usize| i.abs_diff(median) <= reach;
        let base = indices.iter().copied().filter(in_window).min();
        let end = indices.iter().copied().filter(in_window).max();
        let (base, end) = (base.unwrap_or(median), end.unwrap_or(median));
        IndexTable {
            base,
            dense: vec![T::default(); end - base + 1],
            sparse: FxHashMap::default(),
        }
    }

    fn get(&self, index: usize) -> T {
        match self.dense.get(index.wrapping_sub(self.base)) {
            Some(&entry) => entry,
            None => self.sparse.get(&index).copied().unwrap_or_default(),
        }
    }

    fn get_mut(&mut self, index: usize) -> &mut T {
        match self.dense.get_mut(index.wrapping_sub(self.base)) {
            Some(entry) => entry,
            None => self.sparse.entry(index).or_default(),
        }
    }
}

/// The names the printer gives to the values and blocks of one function:
/// analysis printers use them so that their output matches the IR.
pub struct Names<'ir> {
    ir: &'ir Ir,
    scope: Scope,
}

/// How a scope names an entry block whose label the printer omits.
#[derive(Copy, Clone)]
pub(super) enum EntryNames {
    /// Numbered, as a reparse of the printed IR names it: the IR printer's
    /// `// pred:` comments then read back unchanged.
    Numbered,
    /// By its input label: analysis printers report on the program with
    /// its own labels (a textbook's `L0`, a Python line number).
    Input,
}

/// Whether `block`'s label is printed: always but for an entry block,
/// which has it only when it has arguments outside a function (whose
/// signature declares its entry block's arguments).
pub(super) fn label_printed(ir: &Ir, block: BlockId) -> bool {
    let region = ir.block_region(block);
    ir.region_first_block(region) != Some(block)
        || !ir.block_args(block).is_empty() && !ir.op_code(ir.region_parent(region)).is_function()
}

/// Writes `name` after `sigil` (`%` or `^`).
pub(super) fn write_name<W: Write + ?Sized>(ir: &Ir, out: &mut W, name: PrintName, sigil: char) {
    let _ = out.write_char(sigil);
    match name {
        PrintName::Kept(id) => {
            let _ = out.write_str(ir.names.get(id));
        }
        PrintName::Suffixed(id, n) => {
            let _ = out.write_str(ir.names.get(id));
            let _ = out.write_char('_');
            write_int(out, n);
        }
        PrintName::Numbered(n) => {
            if sigil == '^' {
                let _ = out.write_str("bb");
            }
            write_int(out, n);
        }
        PrintName::Unset => {
            let _ = out.write_str("<<UNKNOWN>>");
        }
    }
}

impl Scope {
    /// The scope of the module's top-level ops other than functions.
    pub(super) fn module_level(ir: &Ir) -> Scope {
        let top_level: Vec<OpId> = ir
            .block_ops(ir.module_block())
            .filter(|&op| !ir.op_code(op).is_function())
            .collect();
        Scope::named(
            ir,
            &top_level,
            EntryNames::Numbered,
            &mut NamingScratch::default(),
        )
    }

    /// An empty scope inside `module`, which names everything.
    pub(super) fn inside(module: &Arc<Scope>) -> Scope {
        Scope {
            outer: Some(module.clone()),
            ..Scope::default()
        }
    }

    /// The name of `v`, and the scope that gives it (this one or the outer).
    pub(super) fn value_name(&self, v: ValueId) -> (&Scope, ValueName) {
        match (self.values.get(v.index()), &self.outer) {
            (ValueName::Own(PrintName::Unset), Some(outer)) => outer.value_name(v),
            (name, _) => (self, name),
        }
    }

    /// The name and predecessors of `b` (from the outer scope if not of this one).
    fn block_entry(&self, b: BlockId) -> (&Scope, BlockEntry) {
        match (self.blocks.get(b.index()), &self.outer) {
            (entry, Some(outer)) if entry.name == PrintName::Unset => outer.block_entry(b),
            (entry, _) => (self, entry),
        }
    }

    /// The predecessors of `b`.
    pub(super) fn preds(&self, b: BlockId) -> &[BlockId] {
        let (scope, entry) = self.block_entry(b);
        let start = entry.preds_start as usize;
        &scope.preds[start..start + entry.preds_len as usize]
    }

    /// Writes `%name` (or `%group#i` for a result of a multi-result op).
    pub(super) fn write_value<W: Write + ?Sized>(&self, ir: &Ir, out: &mut W, v: ValueId) {
        match self.value_name(v) {
            (_, ValueName::Own(PrintName::Unset)) => {
                // Not of this scope (invalid IR): still say which result.
                write_name(ir, out, PrintName::Unset, '%');
                if let Some(op) = ir.defining_op(v).filter(|&op| ir.num_results(op) > 1) {
                    let _ = out.write_char('#');
                    write_int(out, v.index() - ir.result(op, 0).index());
                }
            }
            (_, ValueName::Own(name)) => write_name(ir, out, name, '%'),
            (scope, ValueName::Result { group, index }) => {
                write_name(ir, out, scope.groups[group as usize], '%');
                let _ = out.write_char('#');
                write_int(out, index);
            }
        }
    }

    /// Writes `^name`.
    pub(super) fn write_block<W: Write + ?Sized>(&self, ir: &Ir, out: &mut W, b: BlockId) {
        write_name(ir, out, self.block_entry(b).1.name, '^');
    }

    /// Lists in `items`, in program order, the blocks and values nested in `roots`.
    fn collect(ir: &Ir, roots: &[OpId], items: &mut ScopeItems) {
        enum Cursor {
            Blocks(Option<BlockId>),
            Ops(Option<OpId>),
        }
        items.values.clear();
        items.groups.clear();
        items.blocks.clear();
        let mut stack = Vec::new();
        for &root in roots.iter().rev() {
            for &region in ir.op_regions(root).iter().rev() {
                stack.push(Cursor::Blocks(ir.region_first_block(region)));
            }
            if !ir.op_code(root).is_function() {
                items.push_results(ir, root);
            }
        }
        while let Some(cursor) = stack.pop() {
            match cursor {
                Cursor::Blocks(Some(b)) => {
                    stack.push(Cursor::Blocks(ir.next_block(b)));
                    items.blocks.push(b);
                    items.values.extend_from_slice(ir.block_args(b));
                    stack.push(Cursor::Ops(ir.block_first_op(b)));
                }
                Cursor::Ops(Some(op)) => {
                    stack.push(Cursor::Ops(ir.next_op(op)));
                    items.push_results(ir, op);
                    for &region in ir.op_regions(op).iter().rev() {
                        stack.push(Cursor::Blocks(ir.region_first_block(region)));
                    }
                }
                _ => {}
            }
        }
    }

    /// The names of the values and blocks nested in `roots` and the
    /// predecessors of those blocks.
    pub(super) fn named<'ir>(
        ir: &'ir Ir,
        roots: &[OpId],
        entries: EntryNames,
        scratch: &mut NamingScratch<'ir>,
    ) -> Scope {
        let NamingScratch { used, items } = scratch;
        Scope::collect(ir, roots, items);
        let ScopeItems {
            values,
            groups,
            blocks,
        } = &*items;
        let mut scope = Scope {
            values: IndexTable::for_indices(values.iter().map(|v| v.index()).collect()),
            blocks: IndexTable::for_indices(blocks.iter().map(|b| b.index()).collect()),
            ..Scope::default()
        };
        let value_names = unique_names(values, |v| ir.value_name_id(v), "", &ir.names, used);
        for (v, &name) in values.iter().zip(&value_names) {
            *scope.values.get_mut(v.index()) = ValueName::Own(name);
        }
        for &(position, len) in groups {
            let group = scope.groups.len() as u32;
            scope.groups.push(value_names[position as usize]);
            let first = values[position as usize].index();
            for index in 0..len {
                *scope.values.get_mut(first + index as usize) = ValueName::Result { group, index };
            }
        }
        let block_name = |b| {
            let input = ir.block_name_id(b);
            match entries {
                EntryNames::Numbered => input.filter(|_| label_printed(ir, b)),
                EntryNames::Input => input,
            }
        };
        let block_names = unique_names(blocks, block_name, "bb", &ir.names, used);
        for (b, name) in blocks.iter().zip(block_names) {
            scope.blocks.get_mut(b.index()).name = name;
        }
        // Predecessors by counting sort: count, lay out in block order, fill.
        let edges: Vec<(BlockId, BlockId)> = blocks
            .iter()
            .filter_map(|&b| Some((b, ir.terminator(b)?)))
            .flat_map(|(b, term)| ir.successors(term).map(move |s| (s, b)))
            .collect();
        for &(s, _) in &edges {
            scope.blocks.get_mut(s.index()).preds_len += 1;
        }
        let mut start = 0;
        for &b in blocks {
            let entry = scope.blocks.get_mut(b.index());
            (entry.preds_start, start) = (start, start + entry.preds_len);
            entry.preds_len = 0;
        }
        scope.preds = vec![BlockId::from_index(0); start as usize];
        for (s, b) in edges {
            let entry = scope.blocks.get_mut(s.index());
            scope.preds[(entry.preds_start + entry.preds_len) as usize] = b;
            entry.preds_len += 1;
        }
        scope
    }
}

/// Scratch space for [`Scope::named`], cleared before use: a printer
/// keeps one for all its functions, so that its vectors and map are not
/// grown anew for each.
#[derive(Default)]
pub(super) struct NamingScratch<'ir> {
    used: NameMap<'ir, ()>,
    items: ScopeItems,
}

/// The entities of a naming scope, in program order.
#[derive(Default)]
struct ScopeItems {
    /// Block arguments and the first result of each op: an op's results
    /// print as one group (each result, for an op with
    /// [`result_names`](crate::dialect::Interfaces::result_names)).
    values: Vec<ValueId>,
    /// The ops with several results: the position of the first result in
    /// `values`, and the number of results.
    groups: Vec<(u32, u32)>,
    blocks: Vec<BlockId>,
}

impl ScopeItems {
    fn push_results(&mut self, ir: &Ir, op: OpId) {
        let n = ir.num_results(op);
        if n > 1 && ir.op_code(op).interfaces.result_names.is_some() {
            // Named one by one (`%sum, %overflow`), as MLIR prints an op
            // that names its results.
            self.values.extend(ir.results(op));
            return;
        }
        if n > 1 {
            self.groups.push((self.values.len() as u32, n as u32));
        }
        if n > 0 {
            self.values.push(ir.result(op, 0));
        }
    }
}

impl<'ir> Names<'ir> {
    /// The names of the values and blocks of one `func.func` (its nested
    /// regions included), as [`print_module`](super::print_module) prints them (see [`Names::block`]
    /// for the entry block). Costs
    /// O(size of the function), whatever the size of the module.
    pub fn for_function(ir: &'ir Ir, func: OpId) -> Names<'ir> {
        Names {
            ir,
            scope: Scope::named(
                ir,
                &[func],
                EntryNames::Input,
                &mut NamingScratch::default(),
            ),
        }
    }

    /// `%name` of a value of the function (`%group#i` for a result of a
    /// multi-result op), as printed.
    pub fn value(&self, v: ValueId) -> String {
        let mut out = String::new();
        self.write_value(&mut out, v);
        out
    }

    /// `^name` of a block of the function, as printed; the entry block,
    /// whose label the printer omits, by its input label if it has one
    /// (the IR printer numbers it, as a reparse would).
    pub fn block(&self, b: BlockId) -> String {
        let mut out = String::new();
        self.write_block(&mut out, b);
        out
    }

    /// Appends `%name` of a value to `out`.
    pub fn write_value<W: Write + ?Sized>(&self, out: &mut W, v: ValueId) {
        self.scope.write_value(self.ir, out, v);
    }

    /// Appends `^name` of a block to `out`.
    pub fn write_block<W: Write + ?Sized>(&self, out: &mut W, b: BlockId) {
        self.scope.write_block(self.ir, out, b);
    }

    /// An op of the function printed as in the module (nested regions
    /// included, over several lines), without indentation of its first line
    /// or the final newline.
    pub fn op(&self, op: OpId) -> String {
        let mut p = OpPrinter {
            ir: self.ir,
            out: String::new(),
            indent: 0,
            scope: Cow::Borrowed(&self.scope),
            naming: NamingScratch::default(),
            type_text: Cow::Borrowed(&[]),
            locations: None,
            generic: false,
        };
        let mut work = Vec::new();
        p.op(op, 0, &mut work);
        while let Some(item) = work.pop() {
            p.step(item, &mut work);
        }
        if p.out.ends_with('\n') {
            p.out.pop();
        }
        p.out
    }
}

/// Names for `items` in order: an input name is kept by its first holder,
/// later holders get `name_N` (the least `N >= 1` free at that point),
/// unnamed items get the next free number, written after `number_prefix`.
/// A later holder of a number (`%13`) is numbered too: `13_1` is not an
/// MLIR name (a `suffix-id` that starts with a digit is all digits).
///
/// Names are only ever added, so the least free suffix of a name is never
/// below the one its previous holder got: the search resumes there, and a
/// name shared by `n` items (as mem2reg names every argument of one slot)
/// costs `O(n)` probes, not `O(n^2)`. Probes go by stem code and number,
/// without building the name.
fn unique_names<'n, T: Copy>(
    items: &[T],
    name_of: impl Fn(T) -> Option<NameId>,
    number_prefix: &'static str,
    names: &'n crate::ir::NameTable,
    used: &mut NameMap<'n, ()>,
) -> Vec<PrintName> {
    used.clear();
    let mut out: Vec<PrintName> = items
        .iter()
        .map(|&item| match name_of(item) {
            Some(id) if used.insert(names.get(id), ()).is_none() => PrintName::Kept(id),
            _ => PrintName::Unset,
        })
        .collect();
    // Per shared name: the stem `{name}_` and the last suffix given.
    let mut suffixes: FxHashMap<&str, (Stem, u32)> = FxHashMap::default();
    let numbers = used.stem(number_prefix);
    let mut next_number = 0u32;
    for (slot, &item) in out.iter_mut().zip(items) {
        if !matches!(slot, PrintName::Unset) {
            continue;
        }
        let named = name_of(item).filter(|&id| !is_number(names.get(id)));
        *slot = match named {
            Some(id) => {
                let base = names.get(id);
                let (stem, last) = suffixes
                    .entry(base)
                    .or_insert_with(|| (used.stem(format!("{base}_")), 0));
                let k = (*last + 1..)
                    .find(|&k| !used.contains_numbered(*stem, k))
                    .expect("some suffix is free");
                used.insert_numbered(*stem, k, ());
                *last = k;
                PrintName::Suffixed(id, k)
            }
            None => {
                while used.contains_numbered(numbers, next_number) {
                    next_number += 1;
                }
                used.insert_numbered(numbers, next_number, ());
                next_number += 1;
                PrintName::Numbered(next_number - 1)
            }
        };
    }
    out
}

/// Is `name` a number (`13`), which a suffix would make invalid?
fn is_number(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names `unique_names` gives agree with the plain definition: an
    /// input name kept by its first holder, later holders suffixed with the
    /// least `_k` free at their turn (some of which input names take),
    /// unnamed items numbered past the numbers taken.
    #[test]
    fn unique_names_match_the_plain_definition() {
        fn plain(items: &[Option<&str>], prefix: &str) -> Vec<String> {
            let mut used = std::collections::HashSet::new();
            let mut out: Vec<Option<String>> = items
                .iter()
                .map(|name| name.filter(|&name| used.insert(name.to_string())))
                .map(|name| name.map(str::to_string))
                .collect();
            let mut next = 0;
            for (slot, item) in out.iter_mut().zip(items) {
                if slot.is_some() {
                    continue;
                }
                let name = match item.filter(|base| !is_number(base)) {
                    Some(base) => (1..)
                        .map(|k| format!("{base}_{k}"))
                        .find(|name| !used.contains(name))
                        .unwrap(),
                    None => {
                        while used.contains(&format!("{prefix}{next}")) {
                            next += 1;
                        }
                        next += 1;
                        format!("{prefix}{}", next - 1)
                    }
                };
                used.insert(name.clone());
                *slot = Some(name);
            }
            out.into_iter().map(Option::unwrap).collect()
        }
        let pool = [
            Some("v"),
            Some("v906"),
            Some("a_long_name"),
            Some("x_1"),
            Some("bb"),
            Some(""),
            Some("v_3"),
            Some("v_1"),
            Some("v906_2"),
            Some("v906_10"),
            Some("a_long_name_4"),
            Some("x_1_1"),
            Some("_1"),
            Some("1"),
            Some("4"),
            Some("bb2"),
            Some("v_0"),
            Some("v_03"),
            None,
        ];
        let mut seed = 12345u32;
        let items: Vec<Option<&str>> = (0..3000)
            .map(|_| {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                pool[(seed >> 16) as usize % pool.len()]
            })
            .collect();
        let mut table = crate::ir::NameTable::default();
        let ids: Vec<Option<NameId>> = items.iter().map(|n| n.map(|n| table.add(n))).collect();
        for prefix in ["", "bb"] {
            let mut used = NameMap::default();
            let printed: Vec<String> = unique_names(&ids, |id| id, prefix, &table, &mut used)
                .into_iter()
                .map(|name| match name {
                    PrintName::Kept(id) => table.get(id).to_string(),
                    PrintName::Suffixed(id, k) => format!("{}_{k}", table.get(id)),
                    PrintName::Numbered(n) => format!("{prefix}{n}"),
                    PrintName::Unset => unreachable!("every item is named"),
                })
                .collect();
            assert_eq!(printed, plain(&items, prefix));
            // Every name is an MLIR suffix-id: a number is never suffixed.
            let suffixed_number = |name: &&String| {
                name.split_once('_')
                    .is_some_and(|(stem, _)| is_number(stem))
            };
            assert!(!printed.iter().any(|name| suffixed_number(&name)));
        }
    }
    /// An operand's name is one table entry no wider than a name.
    #[test]
    fn value_names_stay_small() {
        assert_eq!(
            std::mem::size_of::<ValueName>(),
            std::mem::size_of::<PrintName>()
        );
    }
}
