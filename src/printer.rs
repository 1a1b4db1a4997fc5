//! The printer: valid MLIR in `mlir-opt`'s layout (2-space indentation,
//! `module { ... }`, `// 2 preds: ^a, ^b` comments, `return`/`call` without
//! the `func.` prefix inside functions). Names written in the input are kept
//! when unique in their function; others get `name_N` or MLIR-style numbers.
//! Nested regions are printed from an explicit work stack, not by recursion,
//! and indentation stops growing at [`MAX_INDENT`] levels, so that printing
//! is linear in the IR's size at any nesting depth (`mlir-opt`'s output
//! grows with the square of the depth).
//!
//! Printing a module costs O(size of the module) in time and memory,
//! whatever the number of functions: each function is named in tables
//! sized to it, and each interned type is printed once.
//!
//! [`Names`] gives analysis printers (`-print-cfg`, `-dot-cfg`, ...) the same
//! names for one function, so that their output names blocks and values
//! exactly as the printed IR does.

use crate::diagnostic::SourceFile;
use crate::dialect::{func, opaque, OpCode};
use crate::ir::{Attribute, BlockId, Ir, NameId, OpId, RegionId, Type, TypeId, ValueId};
use crate::name_map::{NameMap, Stem};
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use std::fmt::Write as _;
use std::io;

/// The deepest indentation, in levels of two spaces; deeper ops are
/// printed at this indentation.
pub const MAX_INDENT: usize = 64;

/// The printed name of a value or block.
#[derive(Copy, Clone, PartialEq, Eq, Default)]
enum PrintName {
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
enum ValueName {
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
struct BlockEntry {
    name: PrintName,
    preds_start: u32,
    preds_len: u32,
}

/// The names of one naming scope (a function, or the module's other ops)
/// and the predecessors of its blocks (for the `// preds:` comments). Its
/// size is that of the scope, whatever the module's.
#[derive(Clone, Default)]
struct Scope {
    values: IndexTable<ValueName>,
    /// The names of the ops with several results (see [`ValueName::Result`]).
    groups: Vec<PrintName>,
    blocks: IndexTable<BlockEntry>,
    preds: Vec<BlockId>,
    /// A function's enclosing scope, the module's other ops (printed
    /// between functions), asked for what this scope does not name.
    outer: Option<Box<Scope>>,
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
    /// most `4n + 64` indices around their median, so that the table costs
    /// O(n) for `n` indices wherever they lie.
    fn for_indices(mut indices: Vec<usize>) -> Self {
        if indices.is_empty() {
            return Self::default();
        }
        let n = indices.len();
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

/// Prints an op's custom assembly; dialects' print functions receive it.
pub struct OpPrinter<'ir> {
    ir: &'ir Ir,
    out: String,
    indent: usize,
    /// Names of the function being printed (and of the module's other ops);
    /// borrowed when printing single ops for [`Names::op`].
    scope: Cow<'ir, Scope>,
    /// Interned types, printed once (for the module printer; empty for
    /// [`Names::op`], which prints types at each use so that its cost
    /// does not depend on the module's other functions).
    type_text: Cow<'ir, [String]>,
    /// Print each op's `loc("file":line:col)` from this source.
    locations: Option<&'ir SourceFile>,
}

/// The names the printer gives to the values and blocks of one function:
/// analysis printers use them so that their output matches the IR.
pub struct Names<'ir> {
    ir: &'ir Ir,
    scope: Scope,
}

enum Work {
    /// Print ops from this one to the end of its block, at `indent`.
    Ops(OpId, usize),
    /// Print blocks from this one to the end of its region.
    Blocks(BlockId, usize),
    /// Close a function body.
    CloseFunc(OpId, usize),
    /// Close region `index` of a generic op, then the next region or the op's tail.
    CloseGenericRegion(OpId, usize, usize),
}

/// Prints a whole module to `out`.
pub fn print_module(ir: &Ir, out: &mut dyn io::Write) -> io::Result<()> {
    print_module_located(ir, None, out)
}

/// Prints a whole module to `out`, each op followed by its location in
/// `locations` as `loc("file":line:col)` (MLIR's `-mlir-print-debuginfo`
/// form) when given and known.
pub fn print_module_located(
    ir: &Ir,
    locations: Option<&SourceFile>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let mut p = OpPrinter {
        ir,
        out: String::with_capacity(1 << 16),
        indent: 0,
        scope: Cow::Owned(Scope::module_level(ir)),
        type_text: Cow::Owned(type_texts(ir)),
        locations,
    };
    p.out.push_str("module");
    if let Some(Attribute::Module(attrs)) = ir.op_attr(ir.module()) {
        if let Some(name) = &attrs.name {
            let _ = write!(p.out, " @{name}");
        }
        if let Some(extra) = &attrs.extra {
            let _ = write!(p.out, " attributes {extra}");
        }
    }
    p.out.push_str(" {\n");
    let mut work = Vec::new();
    if let Some(first) = ir.block_first_op(ir.module_block()) {
        work.push(Work::Ops(first, 1));
    }
    while let Some(item) = work.pop() {
        p.step(item, &mut work);
        if p.out.len() > 1 << 16 {
            out.write_all(p.out.as_bytes())?;
            p.out.clear();
        }
    }
    p.out.push_str("}\n");
    out.write_all(p.out.as_bytes())
}

/// Prints a module to a string.
pub fn module_to_string(ir: &Ir) -> String {
    let mut buf = Vec::new();
    print_module(ir, &mut buf).expect("writing to a Vec cannot fail");
    String::from_utf8(buf).expect("the printer writes UTF-8")
}

impl<'ir> OpPrinter<'ir> {
    /// The IR being printed.
    pub fn ir(&self) -> &'ir Ir {
        self.ir
    }

    /// Writes text.
    pub fn write(&mut self, text: &str) {
        self.out.push_str(text);
    }

    /// Writes formatted text.
    pub fn write_fmt(&mut self, args: std::fmt::Arguments<'_>) {
        let _ = self.out.write_fmt(args);
    }

    /// Starts a new line at the current op's indentation plus `extra` levels.
    pub fn newline(&mut self, extra: usize) {
        self.out.push('\n');
        self.indent_line(self.indent + extra);
    }

    /// Writes `%name` (or `%group#i` for a result of a multi-result op).
    pub fn value(&mut self, v: ValueId) {
        self.scope.write_value(self.ir, &mut self.out, v);
    }

    /// Writes `%a, %b, ...`.
    pub fn values(&mut self, values: &[ValueId]) {
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(v);
        }
    }

    /// Writes a type.
    pub fn ty(&mut self, ty: TypeId) {
        match self.type_text.get(ty.index()).map_or("", String::as_str) {
            "" => {
                let _ = write!(self.out, "{}", self.ir.types.display(ty));
            }
            text => self.out.push_str(text),
        }
    }

    /// Writes `T, U, ...`.
    pub fn types(&mut self, types: impl IntoIterator<Item = TypeId>) {
        for (i, t) in types.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
    }

    /// Writes the types of `values`.
    pub fn value_types(&mut self, values: &[ValueId]) {
        let ir = self.ir;
        self.types(values.iter().map(|&v| ir.value_type(v)));
    }

    /// Writes `^name`.
    pub fn block(&mut self, b: BlockId) {
        self.scope.write_block(self.ir, &mut self.out, b);
    }

    /// Writes successor `index` of `op`: `^name` or `^name(%a : T)`.
    pub fn successor(&mut self, op: OpId, index: usize) {
        self.block(self.ir.successor(op, index));
        let args = self.ir.successor_operands(op, index);
        if !args.is_empty() {
            self.out.push('(');
            self.values(args);
            self.out.push_str(" : ");
            self.value_types(args);
            self.out.push(')');
        }
    }

    fn indent_line(&mut self, indent: usize) {
        for _ in 0..indent.min(MAX_INDENT) {
            self.out.push_str("  ");
        }
    }

    fn step(&mut self, item: Work, work: &mut Vec<Work>) {
        match item {
            Work::Ops(op, indent) => {
                if let Some(next) = self.ir.next_op(op) {
                    work.push(Work::Ops(next, indent));
                }
                self.op(op, indent, work);
            }
            Work::Blocks(block, indent) => {
                if let Some(next) = self.ir.next_block(block) {
                    work.push(Work::Blocks(next, indent));
                }
                if label_printed(self.ir, block) {
                    self.block_label(block, indent.saturating_sub(1));
                }
                if let Some(first) = self.ir.block_first_op(block) {
                    work.push(Work::Ops(first, indent));
                }
            }
            Work::CloseFunc(op, indent) => {
                self.indent_line(indent);
                self.out.push('}');
                self.location(op);
                self.out.push('\n');
            }
            Work::CloseGenericRegion(op, index, indent) => {
                self.indent_line(indent);
                self.out.push('}');
                let regions = self.ir.op_regions(op);
                if index + 1 < regions.len() {
                    self.out.push_str(", {\n");
                    work.push(Work::CloseGenericRegion(op, index + 1, indent));
                    self.open_region(regions[index + 1], indent + 1, work);
                } else {
                    self.out.push(')');
                    self.generic_tail(op);
                    self.out.push('\n');
                }
            }
        }
    }

    fn open_region(&mut self, region: RegionId, indent: usize, work: &mut Vec<Work>) {
        if let Some(first) = self.ir.region_first_block(region) {
            work.push(Work::Blocks(first, indent));
        }
    }

    fn block_label(&mut self, block: BlockId, indent: usize) {
        self.indent_line(indent);
        self.block(block);
        let args = self.ir.block_args(block);
        if !args.is_empty() {
            self.out.push('(');
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.value(a);
                self.out.push_str(": ");
                self.ty(self.ir.value_type(a));
            }
            self.out.push(')');
        }
        self.out.push(':');
        self.pred_comment(block);
        self.out.push('\n');
    }

    fn pred_comment(&mut self, block: BlockId) {
        let region = self.ir.block_region(block);
        let is_entry = self.ir.region_first_block(region) == Some(block);
        match self.scope.preds(block) {
            [] if !is_entry => self.out.push_str("  // no predecessors"),
            [] => {}
            [single] => {
                let single = *single;
                self.out.push_str("  // pred: ");
                self.block(single);
            }
            many => {
                let many = many.to_vec();
                let _ = write!(self.out, "  // {} preds: ", many.len());
                for (i, &b) in many.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.block(b);
                }
            }
        }
    }

    fn results(&mut self, op: OpId) {
        let n = self.ir.num_results(op);
        if n == 0 {
            return;
        }
        let (scope, name) = self.scope.value_name(self.ir.result(op, 0));
        let name = match name {
            ValueName::Own(name) => name,
            ValueName::Result { group, .. } => scope.groups[group as usize],
        };
        write_name(self.ir, &mut self.out, name, '%');
        if n > 1 {
            let _ = write!(self.out, ":{n}");
        }
        self.out.push_str(" = ");
    }

    fn op(&mut self, op: OpId, indent: usize, work: &mut Vec<Work>) {
        self.indent_line(indent);
        self.indent = indent;
        let code = self.ir.op_code(op);
        if code == &func::FUNC {
            self.name_function(op);
            self.func_header(op);
            if let Some(body) = self.ir.func_body(op) {
                self.out.push_str(" {\n");
                work.push(Work::CloseFunc(op, indent));
                self.open_region(body, indent + 1, work);
            } else {
                self.location(op);
                self.out.push('\n');
            }
            return;
        }
        self.results(op);
        if code == &opaque::OPAQUE {
            self.generic_head(op);
            let regions = self.ir.op_regions(op);
            if regions.is_empty() {
                self.generic_tail(op);
                self.out.push('\n');
            } else {
                self.out.push_str(" ({\n");
                work.push(Work::CloseGenericRegion(op, 0, indent));
                self.open_region(regions[0], indent + 1, work);
            }
            return;
        }
        self.out.push_str(printed_name(code));
        (code.print)(self, op);
        self.location(op);
        self.out.push('\n');
    }

    /// ` loc("file":line:col)` when locations are printed and `op` has one.
    fn location(&mut self, op: OpId) {
        if let (Some(source), Some(offset)) = (self.locations, self.ir.op_loc(op).offset()) {
            let (line, col) = source.line_col(offset);
            let name = crate::parser::escape(source.name());
            let _ = write!(self.out, " loc(\"{name}\":{line}:{col})");
        }
    }

    fn func_header(&mut self, op: OpId) {
        let attrs = self
            .ir
            .func_attrs(op)
            .expect("func.func has its attributes");
        self.out.push_str("func.func ");
        if let Some(kw) = attrs.visibility.keyword() {
            let _ = write!(self.out, "{kw} ");
        }
        let _ = write!(self.out, "@{}(", attrs.name);
        match self
            .ir
            .func_body(op)
            .and_then(|r| self.ir.region_first_block(r))
        {
            Some(entry) => {
                for (i, &a) in self.ir.block_args(entry).iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.value(a);
                    self.out.push_str(": ");
                    self.ty(self.ir.value_type(a));
                }
            }
            None => self.types(attrs.inputs.iter().copied()),
        }
        self.out.push(')');
        if !attrs.results.is_empty() {
            self.out.push_str(" -> ");
            let single = attrs.results.len() == 1
                && !matches!(
                    self.ir.types.get(attrs.results[0]),
                    crate::ir::Type::Function { .. }
                );
            if !single {
                self.out.push('(');
            }
            self.types(attrs.results.iter().copied());
            if !single {
                self.out.push(')');
            }
        }
        if let Some(extra) = &attrs.extra {
            let _ = write!(self.out, " attributes {extra}");
        }
    }

    fn generic_head(&mut self, op: OpId) {
        let Some(Attribute::Opaque(attrs)) = self.ir.op_attr(op) else {
            unreachable!("opaque ops carry OpaqueAttrs")
        };
        let _ = write!(self.out, "\"{}\"(", crate::parser::escape(&attrs.name));
        self.values(self.ir.own_operands(op));
        self.out.push(')');
        let n = self.ir.num_successors(op);
        if n > 0 {
            self.out.push_str(" [");
            for i in 0..n {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.successor(op, i);
            }
            self.out.push(']');
        }
        if let Some(props) = &attrs.properties {
            let _ = write!(self.out, " {props}");
        }
    }

    fn generic_tail(&mut self, op: OpId) {
        let Some(Attribute::Opaque(attrs)) = self.ir.op_attr(op) else {
            unreachable!("opaque ops carry OpaqueAttrs")
        };
        if let Some(dict) = &attrs.dictionary {
            let _ = write!(self.out, " {dict}");
        }
        self.out.push_str(" : (");
        self.value_types(self.ir.own_operands(op));
        self.out.push_str(") -> ");
        let results: Vec<TypeId> = self.ir.results(op).map(|v| self.ir.value_type(v)).collect();
        let single = results.len() == 1
            && !matches!(
                self.ir.types.get(results[0]),
                crate::ir::Type::Function { .. }
            );
        if single {
            self.ty(results[0]);
        } else {
            self.out.push('(');
            self.types(results);
            self.out.push(')');
        }
    }
}

/// The name an op is printed with: `func.` ops drop their prefix, as in
/// `mlir-opt` (the default dialect inside a function).
fn printed_name(code: OpCode) -> &'static str {
    if code == &func::RETURN || code == &func::CALL {
        code.mnemonic()
    } else {
        code.name
    }
}

/// Per-function naming.
impl OpPrinter<'_> {
    /// Names the values and blocks of a function about to be printed in
    /// place of the previous function's (functions are isolated scopes),
    /// keeping the module-level scope as the outer one.
    fn name_function(&mut self, func: OpId) {
        let scope = self.scope.to_mut();
        let module = scope
            .outer
            .take()
            .unwrap_or_else(|| Box::new(std::mem::take(scope)));
        *scope = Scope::named(self.ir, &[func], EntryNames::Numbered);
        scope.outer = Some(module);
    }
}

/// How a scope names an entry block whose label the printer omits.
#[derive(Copy, Clone)]
enum EntryNames {
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
fn label_printed(ir: &Ir, block: BlockId) -> bool {
    let region = ir.block_region(block);
    ir.region_first_block(region) != Some(block)
        || !ir.block_args(block).is_empty() && ir.op_code(ir.region_parent(region)) != &func::FUNC
}

/// Every interned type, printed, except function types that contain
/// function types (left empty, printed at each use): a type nested `d`
/// deep contains `d` nested types, whose texts would sum to `d * d`.
fn type_texts(ir: &Ir) -> Vec<String> {
    let types = &ir.types;
    let is_function = |t: &TypeId| matches!(types.get(*t), Type::Function { .. });
    (0..types.len())
        .map(|i| match types.get(TypeId::from_index(i)) {
            Type::Function { inputs, results } if inputs.iter().chain(results).any(is_function) => {
                String::new()
            }
            _ => types.display(TypeId::from_index(i)).to_string(),
        })
        .collect()
}

/// Writes `name` after `sigil` (`%` or `^`).
fn write_name(ir: &Ir, out: &mut String, name: PrintName, sigil: char) {
    out.push(sigil);
    match name {
        PrintName::Kept(id) => out.push_str(ir.names.get(id)),
        PrintName::Suffixed(id, n) => {
            let _ = write!(out, "{}_{n}", ir.names.get(id));
        }
        PrintName::Numbered(n) if sigil == '^' => {
            let _ = write!(out, "bb{n}");
        }
        PrintName::Numbered(n) => {
            let _ = write!(out, "{n}");
        }
        PrintName::Unset => out.push_str("<<UNKNOWN>>"),
    }
}

impl Scope {
    /// The scope of the module's top-level ops other than functions.
    fn module_level(ir: &Ir) -> Scope {
        let top_level: Vec<OpId> = ir
            .block_ops(ir.module_block())
            .filter(|&op| ir.op_code(op) != &func::FUNC)
            .collect();
        Scope::named(ir, &top_level, EntryNames::Numbered)
    }

    /// The name of `v`, and the scope that gives it (this one or the outer).
    fn value_name(&self, v: ValueId) -> (&Scope, ValueName) {
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
    fn preds(&self, b: BlockId) -> &[BlockId] {
        let (scope, entry) = self.block_entry(b);
        let start = entry.preds_start as usize;
        &scope.preds[start..start + entry.preds_len as usize]
    }

    /// Writes `%name` (or `%group#i` for a result of a multi-result op).
    fn write_value(&self, ir: &Ir, out: &mut String, v: ValueId) {
        match self.value_name(v) {
            (_, ValueName::Own(PrintName::Unset)) => {
                // Not of this scope (invalid IR): still say which result.
                write_name(ir, out, PrintName::Unset, '%');
                if let Some(op) = ir.defining_op(v).filter(|&op| ir.num_results(op) > 1) {
                    let _ = write!(out, "#{}", v.index() - ir.result(op, 0).index());
                }
            }
            (_, ValueName::Own(name)) => write_name(ir, out, name, '%'),
            (scope, ValueName::Result { group, index }) => {
                write_name(ir, out, scope.groups[group as usize], '%');
                let _ = write!(out, "#{index}");
            }
        }
    }

    /// Writes `^name`.
    fn write_block(&self, ir: &Ir, out: &mut String, b: BlockId) {
        write_name(ir, out, self.block_entry(b).1.name, '^');
    }

    /// Lists, in program order, the blocks and values nested in `roots`.
    fn collect(ir: &Ir, roots: &[OpId]) -> ScopeItems {
        enum Cursor {
            Blocks(Option<BlockId>),
            Ops(Option<OpId>),
        }
        let mut items = ScopeItems::default();
        let mut stack = Vec::new();
        for &root in roots.iter().rev() {
            for &region in ir.op_regions(root).iter().rev() {
                stack.push(Cursor::Blocks(ir.region_first_block(region)));
            }
            if ir.op_code(root) != &func::FUNC {
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
        items
    }

    /// The names of the values and blocks nested in `roots` and the
    /// predecessors of those blocks.
    fn named(ir: &Ir, roots: &[OpId], entries: EntryNames) -> Scope {
        let ScopeItems {
            values,
            groups,
            blocks,
        } = Scope::collect(ir, roots);
        let mut scope = Scope {
            values: IndexTable::for_indices(values.iter().map(|v| v.index()).collect()),
            blocks: IndexTable::for_indices(blocks.iter().map(|b| b.index()).collect()),
            ..Scope::default()
        };
        let value_names = unique_names(&values, |v| ir.value_name_id(v), "", &ir.names);
        for (v, &name) in values.iter().zip(&value_names) {
            *scope.values.get_mut(v.index()) = ValueName::Own(name);
        }
        for (position, len) in groups {
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
        let block_names = unique_names(&blocks, block_name, "bb", &ir.names);
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
        for &b in &blocks {
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

/// The entities of a naming scope, in program order.
#[derive(Default)]
struct ScopeItems {
    /// Block arguments and the first result of each op: an op's results
    /// print as one group.
    values: Vec<ValueId>,
    /// The ops with several results: the position of the first result in
    /// `values`, and the number of results.
    groups: Vec<(u32, u32)>,
    blocks: Vec<BlockId>,
}

impl ScopeItems {
    fn push_results(&mut self, ir: &Ir, op: OpId) {
        let n = ir.num_results(op);
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
    /// regions included), as [`print_module`] prints them (see [`Names::block`]
    /// for the entry block). Costs
    /// O(size of the function), whatever the size of the module.
    pub fn for_function(ir: &'ir Ir, func: OpId) -> Names<'ir> {
        Names {
            ir,
            scope: Scope::named(ir, &[func], EntryNames::Input),
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
    pub fn write_value(&self, out: &mut String, v: ValueId) {
        self.scope.write_value(self.ir, out, v);
    }

    /// Appends `^name` of a block to `out`.
    pub fn write_block(&self, out: &mut String, b: BlockId) {
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
            type_text: Cow::Borrowed(&[]),
            locations: None,
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
///
/// Names are only ever added, so the least free suffix of a name is never
/// below the one its previous holder got: the search resumes there, and a
/// name shared by `n` items (as mem2reg names every argument of one slot)
/// costs `O(n)` probes, not `O(n^2)`. Probes go by stem code and number,
/// without building the name.
fn unique_names<T: Copy>(
    items: &[T],
    name_of: impl Fn(T) -> Option<NameId>,
    number_prefix: &'static str,
    names: &crate::ir::NameTable,
) -> Vec<PrintName> {
    let mut used: NameMap<'_, ()> = NameMap::default();
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
        *slot = match name_of(item) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_module;

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
                let name = match item {
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
            let printed: Vec<String> = unique_names(&ids, |id| id, prefix, &table)
                .into_iter()
                .map(|name| match name {
                    PrintName::Kept(id) => table.get(id).to_string(),
                    PrintName::Suffixed(id, k) => format!("{}_{k}", table.get(id)),
                    PrintName::Numbered(n) => format!("{prefix}{n}"),
                    PrintName::Unset => unreachable!("every item is named"),
                })
                .collect();
            assert_eq!(printed, plain(&items, prefix));
        }
    }

    /// An entry block named in the input but printed without its label is
    /// numbered in `// pred:` comments, as it reads back: printing is a
    /// fixed point.
    #[test]
    fn unlabelled_entry_blocks_are_numbered() {
        let text = "func.func @f() {\n\
                    ^B1:\n\
                    \x20 cf.br ^B2\n\
                    ^B2:\n\
                    \x20 return\n\
                    }\n\
                    func.func @g() {\n\
                    \x20 \"x.y\"() ({\n\
                    \x20 ^E:\n\
                    \x20   \"x.br\"() [^N] : () -> ()\n\
                    \x20 ^N:\n\
                    \x20   \"x.end\"() : () -> ()\n\
                    \x20 }) : () -> ()\n\
                    \x20 return\n\
                    }\n";
        let printed = module_to_string(&parse_module(text, 0).expect("parses"));
        assert!(printed.contains("^B2:  // pred: ^bb0\n"), "{printed}");
        assert!(printed.contains("^N:  // pred: ^bb1\n"), "{printed}");
        let again = module_to_string(&parse_module(&printed, 0).expect("reparses"));
        assert_eq!(printed, again);
    }

    /// An operand's name is one table entry no wider than a name.
    #[test]
    fn value_names_stay_small() {
        assert_eq!(
            std::mem::size_of::<ValueName>(),
            std::mem::size_of::<PrintName>()
        );
    }

    /// A function's names on their own agree with the module's printing:
    /// kept, suffixed and numbered names, multi-result groups, the entry
    /// block, and ops with nested regions.
    #[test]
    fn function_names_match_the_module_printer() {
        let text = "func.func @f(%a: i32) -> i32 {\n\
                    \x20 %x = arith.addi %a, %a : i32\n\
                    \x20 %0 = arith.muli %x, %a : i32\n\
                    \x20 %p:2 = \"my.pair\"(%x) ({\n\
                    \x20 ^inner(%z: i32):\n\
                    \x20   \"my.yield\"(%z) : (i32) -> ()\n\
                    \x20 }) : (i32) -> (i32, i32)\n\
                    \x20 cf.br ^next(%p#1 : i32)\n\
                    ^next(%y: i32):\n\
                    \x20 %s = arith.addi %y, %0 : i32\n\
                    \x20 return %s : i32\n\
                    }\n\
                    func.func @g() {\n\
                    \x20 cf.br ^next\n\
                    ^next:\n\
                    \x20 return\n\
                    }\n";
        let mut ir = parse_module(text, 0).expect("parses");
        let f = ir.lookup_function("f").expect("@f");
        // A pass gives the inner argument a name already taken (as mem2reg
        // names arguments after their slot): it prints suffixed.
        let inner = ir
            .region_first_block(
                ir.op_region(
                    ir.block_ops(ir.region_first_block(ir.func_body(f).unwrap()).unwrap())
                        .nth(2)
                        .unwrap(),
                    0,
                ),
            )
            .expect("inner block");
        let inner_arg = ir.block_args(inner)[0];
        ir.set_value_name(inner_arg, "x");
        let printed = module_to_string(&ir);
        let names = Names::for_function(&ir, f);
        let body = ir.func_body(f).expect("body");
        let blocks: Vec<_> = ir.region_blocks(body).collect();
        assert_eq!(names.block(blocks[0]), "^bb0");
        assert_eq!(names.block(blocks[1]), "^next");
        let ops: Vec<_> = ir.block_ops(blocks[0]).collect();
        let pair = ops[2];
        assert_eq!(names.value(ir.result(pair, 1)), "%p#1");
        assert_eq!(names.value(inner_arg), "%x_1");
        let printed_lines: Vec<&str> = printed.lines().map(str::trim).collect();
        for &op in &ops {
            for line in names.op(op).lines() {
                assert!(
                    printed_lines.contains(&line.trim()),
                    "{line:?} not in\n{printed}"
                );
            }
        }
        assert!(names
            .op(pair)
            .starts_with("%p:2 = \"my.pair\"(%x) ({\n^inner(%x_1: i32):"));
        assert_eq!(names.op(ops[3]), "cf.br ^next(%p#1 : i32)");
        let g = ir.lookup_function("g").expect("@g");
        let g_names = Names::for_function(&ir, g);
        let g_blocks: Vec<_> = ir.region_blocks(ir.func_body(g).expect("body")).collect();
        assert_eq!(g_names.block(g_blocks[1]), "^next");
    }
}
