//! The printer: valid MLIR in `mlir-opt`'s layout (2-space indentation,
//! `module { ... }`, `// 2 preds: ^a, ^b` comments, `return`/`call` without
//! the `func.` prefix inside functions). Names written in the input are kept
//! when unique in their function; others get `name_N` or MLIR-style numbers.
//! Nested regions are printed from an explicit work stack, not by recursion.

use crate::dialect::{func, opaque, OpCode};
use crate::ir::{Attribute, BlockId, Ir, NameId, OpId, RegionId, TypeId, ValueId};
use rustc_hash::{FxHashMap, FxHashSet};
use std::borrow::Cow;
use std::fmt::Write as _;
use std::io;

/// The printed name of a value or block.
#[derive(Copy, Clone)]
enum PrintName {
    Unset,
    Kept(NameId),
    Suffixed(NameId, u32),
    Numbered(u32),
}

/// Prints an op's custom assembly; dialects' print functions receive it.
pub struct OpPrinter<'ir> {
    ir: &'ir Ir,
    out: String,
    indent: usize,
    /// Names of the function being printed (and of the module's other ops).
    value_names: FxHashMap<ValueId, PrintName>,
    block_names: FxHashMap<BlockId, PrintName>,
    /// Predecessors of the blocks of the function being printed.
    preds: FxHashMap<BlockId, Vec<BlockId>>,
    /// Every interned type, printed once.
    type_text: Vec<String>,
}

enum Work {
    /// Print ops from this one to the end of its block, at `indent`.
    Ops(OpId, usize),
    /// Print blocks from this one to the end of its region.
    Blocks(BlockId, usize, bool),
    /// Close a function body.
    CloseFunc(usize),
    /// Close region `index` of a generic op, then the next region or the op's tail.
    CloseGenericRegion(OpId, usize, usize),
}

/// Prints a whole module to `out`.
pub fn print_module(ir: &Ir, out: &mut dyn io::Write) -> io::Result<()> {
    let mut p = OpPrinter {
        ir,
        out: String::with_capacity(1 << 16),
        indent: 0,
        value_names: FxHashMap::default(),
        block_names: FxHashMap::default(),
        preds: FxHashMap::default(),
        type_text: (0..ir.types.len())
            .map(|i| ir.types.display(TypeId::from_index(i)).to_string())
            .collect(),
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
    p.name_module_level_ops();
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
        for _ in 0..self.indent + extra {
            self.out.push_str("  ");
        }
    }

    fn write_name(&mut self, name: PrintName, sigil: char) {
        self.out.push(sigil);
        match name {
            PrintName::Kept(id) => self.out.push_str(self.ir.names.get(id)),
            PrintName::Suffixed(id, n) => {
                let _ = write!(self.out, "{}_{n}", self.ir.names.get(id));
            }
            PrintName::Numbered(n) if sigil == '^' => {
                let _ = write!(self.out, "bb{n}");
            }
            PrintName::Numbered(n) => {
                let _ = write!(self.out, "{n}");
            }
            PrintName::Unset => self.out.push_str("<<UNKNOWN>>"),
        }
    }

    fn value_name(&self, v: ValueId) -> PrintName {
        self.value_names
            .get(&v)
            .copied()
            .unwrap_or(PrintName::Unset)
    }

    /// Writes `%name` (or `%group#i` for a result of a multi-result op).
    pub fn value(&mut self, v: ValueId) {
        if let Some(op) = self.ir.defining_op(v) {
            if self.ir.num_results(op) > 1 {
                let first = self.ir.result(op, 0);
                let index = v.index() - first.index();
                self.write_name(self.value_name(first), '%');
                let _ = write!(self.out, "#{index}");
                return;
            }
        }
        self.write_name(self.value_name(v), '%');
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
        self.out.push_str(&self.type_text[ty.index()]);
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
        self.write_name(
            self.block_names
                .get(&b)
                .copied()
                .unwrap_or(PrintName::Unset),
            '^',
        );
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
        for _ in 0..indent {
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
            Work::Blocks(block, indent, is_entry) => {
                if let Some(next) = self.ir.next_block(block) {
                    work.push(Work::Blocks(next, indent, false));
                }
                let show_label = !is_entry
                    || !self.ir.block_args(block).is_empty() && !self.is_func_entry(block);
                if show_label {
                    self.block_label(block, indent.saturating_sub(1));
                }
                if let Some(first) = self.ir.block_first_op(block) {
                    work.push(Work::Ops(first, indent));
                }
            }
            Work::CloseFunc(indent) => {
                self.indent_line(indent);
                self.out.push_str("}\n");
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

    fn is_func_entry(&self, block: BlockId) -> bool {
        let region = self.ir.block_region(block);
        self.ir.op_code(self.ir.region_parent(region)) == &func::FUNC
    }

    fn open_region(&mut self, region: RegionId, indent: usize, work: &mut Vec<Work>) {
        if let Some(first) = self.ir.region_first_block(region) {
            work.push(Work::Blocks(first, indent, true));
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
        let preds = self.preds.get(&block).map(Vec::as_slice).unwrap_or(&[]);
        match preds {
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
        let first = self.ir.result(op, 0);
        self.write_name(self.value_name(first), '%');
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
                work.push(Work::CloseFunc(indent));
                self.open_region(body, indent + 1, work);
            } else {
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
        self.out.push('\n');
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

/// Per-function naming and predecessor lists.
impl OpPrinter<'_> {
    /// Names the module's top-level ops other than functions (one scope).
    fn name_module_level_ops(&mut self) {
        let ir = self.ir;
        let top_level: Vec<OpId> = ir
            .block_ops(ir.module_block())
            .filter(|&op| ir.op_code(op) != &func::FUNC)
            .collect();
        self.name_scope(&top_level);
    }

    /// Names the values and blocks of a function about to be printed,
    /// forgetting the previous function's (functions are isolated scopes).
    fn name_function(&mut self, func: OpId) {
        let ir = self.ir;
        self.preds.clear();
        self.block_names.clear();
        self.value_names
            .retain(|&v, _| ir.value_block(v).is_some_and(|b| b == ir.module_block()));
        self.name_scope(&[func]);
    }

    /// Lists, in program order, the blocks and the values (first result of
    /// each op: multi-result ops print as one group) nested in `roots`.
    fn collect_scope(&self, roots: &[OpId]) -> (Vec<ValueId>, Vec<BlockId>) {
        enum Cursor {
            Blocks(Option<BlockId>),
            Ops(Option<OpId>),
        }
        let ir = self.ir;
        let (mut values, mut blocks) = (Vec::new(), Vec::new());
        let mut stack = Vec::new();
        for &root in roots.iter().rev() {
            for &region in ir.op_regions(root).iter().rev() {
                stack.push(Cursor::Blocks(ir.region_first_block(region)));
            }
            if ir.op_code(root) != &func::FUNC {
                values.extend(ir.results(root).take(1));
            }
        }
        while let Some(cursor) = stack.pop() {
            match cursor {
                Cursor::Blocks(Some(b)) => {
                    stack.push(Cursor::Blocks(ir.next_block(b)));
                    blocks.push(b);
                    values.extend_from_slice(ir.block_args(b));
                    stack.push(Cursor::Ops(ir.block_first_op(b)));
                }
                Cursor::Ops(Some(op)) => {
                    stack.push(Cursor::Ops(ir.next_op(op)));
                    values.extend(ir.results(op).take(1));
                    for &region in ir.op_regions(op).iter().rev() {
                        stack.push(Cursor::Blocks(ir.region_first_block(region)));
                    }
                }
                _ => {}
            }
        }
        (values, blocks)
    }

    fn name_scope(&mut self, roots: &[OpId]) {
        let ir = self.ir;
        let (values, blocks) = self.collect_scope(roots);
        let value_names = unique_names(
            &values,
            |v| ir.value_name_id(v),
            |n| n.to_string(),
            &ir.names,
        );
        self.value_names
            .extend(values.iter().copied().zip(value_names));
        let block_names = unique_names(
            &blocks,
            |b| ir.block_name_id(b),
            |n| format!("bb{n}"),
            &ir.names,
        );
        self.block_names
            .extend(blocks.iter().copied().zip(block_names));
        for &b in &blocks {
            if let Some(term) = ir.terminator(b) {
                for s in ir.successors(term) {
                    self.preds.entry(s).or_default().push(b);
                }
            }
        }
    }
}

/// Names for `items` in order: an input name is kept by its first holder,
/// later holders get `name_N`, unnamed items get the next free number.
fn unique_names<T: Copy>(
    items: &[T],
    name_of: impl Fn(T) -> Option<NameId>,
    numbered: impl Fn(u32) -> String,
    names: &crate::ir::NameTable,
) -> Vec<PrintName> {
    let mut used: FxHashSet<Cow<'_, str>> = FxHashSet::default();
    let mut out: Vec<PrintName> = items
        .iter()
        .map(|&item| match name_of(item) {
            Some(id) if used.insert(Cow::Borrowed(names.get(id))) => PrintName::Kept(id),
            _ => PrintName::Unset,
        })
        .collect();
    let mut next_number = 0u32;
    for (slot, &item) in out.iter_mut().zip(items) {
        if !matches!(slot, PrintName::Unset) {
            continue;
        }
        *slot = match name_of(item) {
            Some(id) => {
                let base = names.get(id);
                let k = (1..)
                    .find(|k| !used.contains(format!("{base}_{k}").as_str()))
                    .expect("some suffix is free");
                used.insert(Cow::Owned(format!("{base}_{k}")));
                PrintName::Suffixed(id, k)
            }
            None => {
                while used.contains(numbered(next_number).as_str()) {
                    next_number += 1;
                }
                used.insert(Cow::Owned(numbered(next_number)));
                next_number += 1;
                PrintName::Numbered(next_number - 1)
            }
        };
    }
    out
}
