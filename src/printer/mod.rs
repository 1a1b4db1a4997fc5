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

mod generic;
mod naming;

pub use naming::Names;

use crate::diagnostic::SourceFile;
use crate::dialect::opaque;
use crate::ir::{Attribute, BlockId, Ir, OpId, RegionId, Type, TypeId, ValueId};
use crate::parser::ModuleParts;
use naming::{label_printed, write_name, EntryNames, NamingScratch, Scope, ValueName};
use rayon::prelude::*;
use std::borrow::Cow;
use std::fmt::Write as _;
use std::io;
use std::sync::Arc;

/// The deepest indentation, in levels of two spaces; deeper ops are
/// printed at this indentation.
pub const MAX_INDENT: usize = 64;

/// Prints an op's custom assembly; dialects' print functions receive it.
pub struct OpPrinter<'ir> {
    ir: &'ir Ir,
    out: String,
    indent: usize,
    /// Names of the function being printed (and of the module's other ops);
    /// borrowed when printing single ops for [`Names::op`].
    scope: Cow<'ir, Scope>,
    /// Scratch for naming each function (see [`Scope::named`]).
    naming: NamingScratch<'ir>,
    /// Interned types, printed once (for the module printer; empty for
    /// [`Names::op`], which prints types at each use so that its cost
    /// does not depend on the module's other functions).
    type_text: Cow<'ir, [String]>,
    /// Print each op's `loc("file":line:col)` from this source.
    locations: Option<&'ir SourceFile>,
    /// Print every op in the generic form.
    generic: bool,
}

/// How [`print_module_with`] prints (`mlir-opt`'s `-mlir-print-*` flags).
#[derive(Copy, Clone, Default)]
pub struct PrintOptions<'a> {
    /// Each op's `loc("file":line:col)` from this source
    /// (`--mlir-print-debuginfo`).
    pub locations: Option<&'a SourceFile>,
    /// Every op in the generic form (`--mlir-print-op-generic`).
    pub generic: bool,
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
///
/// With more than one thread in rayon's pool (the caller's; `ssa-opt
/// --threads`), batches of top-level ops are printed in parallel, each to
/// its own buffer, and written in order: the text is the same for every
/// number of threads.
pub fn print_module_located(
    ir: &Ir,
    locations: Option<&SourceFile>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let options = PrintOptions {
        locations,
        ..PrintOptions::default()
    };
    print_module_with(ir, options, out)
}

/// Prints a whole module to `out` as `options` say. With more than one
/// thread in rayon's pool, batches of top-level ops are printed in
/// parallel, each to its own buffer, and written in order: the text is
/// the same whatever the thread count.
pub fn print_module_with(
    ir: &Ir,
    options: PrintOptions<'_>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let top_level: Vec<(usize, OpId)> = ir.block_ops(ir.module_block()).map(|op| (0, op)).collect();
    print_top_level(&[ir], &top_level, options, out)
}

/// Prints a module parsed in parts ([`ModuleParts`]) as
/// [`print_module_with`] prints the joined module, byte for byte, without
/// joining it: each part's functions are printed from the part.
pub fn print_module_parts(
    module: &ModuleParts,
    options: PrintOptions<'_>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    print_top_level(&module.irs(), &module.top_level(), options, out)
}

/// Prints the module whose op is `irs[0]`'s, with `top_level` as its
/// top-level ops (each given with the index in `irs` of the IR that holds
/// it), in batches printed in parallel and written in order.
fn print_top_level(
    irs: &[&Ir],
    top_level: &[(usize, OpId)],
    options: PrintOptions<'_>,
    out: &mut dyn io::Write,
) -> io::Result<()> {
    let ir = irs[0];
    // Each IR's module-level names and type texts.
    let contexts: Vec<(Arc<Scope>, Vec<String>)> = irs
        .iter()
        .map(|&ir| (Arc::new(Scope::module_level(ir)), type_texts(ir)))
        .collect();
    let printer = |index: usize| {
        let (module, type_text) = &contexts[index];
        OpPrinter {
            ir: irs[index],
            out: String::new(),
            indent: 0,
            scope: Cow::Owned(Scope::inside(module)),
            naming: NamingScratch::default(),
            type_text: Cow::Borrowed(type_text),
            locations: options.locations,
            generic: options.generic,
        }
    };
    let mut head = printer(0);
    if head.generic {
        head.generic_head(ir.module());
        head.out.push_str(" ({\n");
        if top_level.is_empty() {
            // The region's one block must show when it has nothing in it.
            head.out.push_str("^bb0:\n");
        }
    } else {
        head.out.push_str("module");
        if let Some(Attribute::Module(attrs)) = ir.op_attr(ir.module()) {
            if let Some(name) = &attrs.name {
                let _ = write!(head.out, " @{name}");
            }
            if let Some(extra) = &attrs.extra {
                let _ = write!(head.out, " attributes {extra}");
            }
        }
        head.out.push_str(" {\n");
    }
    out.write_all(head.out.as_bytes())?;
    head.out.clear();
    let threads = rayon::current_num_threads();
    if threads == 1 {
        let mut printers: Vec<OpPrinter<'_>> = (0..irs.len()).map(printer).collect();
        for &(index, op) in top_level {
            let p = &mut printers[index];
            p.top_level(op, out)?;
            out.write_all(p.out.as_bytes())?;
            p.out.clear();
        }
    } else {
        for batch in top_level.chunks(64 * threads) {
            // Printers are reused within each rayon job (one per IR), as
            // the single-threaded loop reuses them: their tables keep
            // their capacity from one function to the next.
            let texts = batch
                .par_iter()
                .map_init(
                    || -> Vec<Option<OpPrinter<'_>>> { (0..irs.len()).map(|_| None).collect() },
                    |printers, &(index, op)| {
                        let p = printers[index].get_or_insert_with(|| printer(index));
                        let mut text = Vec::new();
                        p.top_level(op, &mut text)?;
                        text.extend_from_slice(p.out.as_bytes());
                        p.out.clear();
                        Ok(text)
                    },
                )
                .collect::<io::Result<Vec<_>>>()?;
            for text in texts {
                out.write_all(&text)?;
            }
        }
    }
    head.out.push('}');
    if head.generic {
        head.out.push(')');
        head.generic_tail(ir.module());
    }
    head.out.push('\n');
    out.write_all(head.out.as_bytes())
}

/// Writes an integer in decimal, without `core::fmt` (names and constants
/// print millions of them).
pub(crate) fn write_int<W: std::fmt::Write + ?Sized>(out: &mut W, n: impl itoa::Integer) {
    let _ = out.write_str(itoa::Buffer::new().format(n));
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

    /// Writes an integer in decimal.
    pub fn int(&mut self, n: i64) {
        write_int(&mut self.out, n);
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

    /// Prints top-level op `op` and what it contains, writing to `out`
    /// whenever more than 64 KiB are buffered.
    fn top_level(&mut self, op: OpId, out: &mut dyn io::Write) -> io::Result<()> {
        let mut work = Vec::new();
        self.op(op, 1, &mut work);
        while let Some(item) = work.pop() {
            self.step(item, &mut work);
            if self.out.len() > 1 << 16 {
                out.write_all(self.out.as_bytes())?;
                self.out.clear();
            }
        }
        Ok(())
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
                let generic_entry = self.generic && !self.ir.block_args(block).is_empty();
                if generic_entry || label_printed(self.ir, block) {
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
                    self.location(op);
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
                let n = many.len();
                self.out.push_str("  // ");
                write_int(&mut self.out, n);
                self.out.push_str(" preds: ");
                for i in 0..n {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let b = self.scope.preds(block)[i];
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
        match name {
            // Results named one by one: `%sum, %overflow = `.
            ValueName::Own(_) if n > 1 => {
                for (i, v) in self.ir.results(op).enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.scope.write_value(self.ir, &mut self.out, v);
                }
            }
            ValueName::Own(name) => write_name(self.ir, &mut self.out, name, '%'),
            ValueName::Result { group, .. } => {
                write_name(self.ir, &mut self.out, scope.groups[group as usize], '%');
                self.out.push(':');
                write_int(&mut self.out, n);
            }
        }
        self.out.push_str(" = ");
    }

    fn op(&mut self, op: OpId, indent: usize, work: &mut Vec<Work>) {
        self.indent_line(indent);
        self.indent = indent;
        let code = self.ir.op_code(op);
        if code.is_function() && !self.generic {
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
        if code.is_function() {
            self.name_function(op);
        }
        self.results(op);
        if code == &opaque::OPAQUE || self.generic {
            self.generic_head(op);
            let regions = self.ir.op_regions(op);
            if regions.is_empty() {
                self.generic_tail(op);
                self.location(op);
                self.out.push('\n');
            } else {
                self.out.push_str(" ({\n");
                work.push(Work::CloseGenericRegion(op, 0, indent));
                self.open_region(regions[0], indent + 1, work);
            }
            return;
        }
        self.out.push_str(code.custom_name());
        (code.print)(self, op);
        self.location(op);
        self.out.push('\n');
    }

    /// ` loc(...)` when locations are printed, in MLIR's inline form: the
    /// location written in the input, `"file":line:col` of the op's place
    /// in `source` when none was, or `unknown`.
    fn location(&mut self, op: OpId) {
        if let Some(source) = self.locations {
            self.out.push_str(" loc(");
            self.ir.op_loc(op).write_to(&mut self.out, |offset, out| {
                let (line, col) = source.line_col(offset);
                let name = crate::parser::escape(source.name());
                let _ = write!(out, "\"{name}\":{line}:{col}");
            });
            self.out.push(')');
        }
    }

    /// ` {dict}`: the attributes of argument (result) `i`, if it has any.
    fn arg_attrs(&mut self, dicts: &[Option<Box<str>>], i: usize) {
        if let Some(Some(dict)) = dicts.get(i) {
            self.out.push(' ');
            self.out.push_str(dict);
        }
    }

    fn func_header(&mut self, op: OpId) {
        let attrs = self
            .ir
            .func_attrs(op)
            .expect("a function has its attributes");
        self.out.push_str(self.ir.op_code(op).name);
        self.out.push(' ');
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
                    self.arg_attrs(&attrs.arg_attrs, i);
                }
            }
            None => {
                for (i, &t) in attrs.inputs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.ty(t);
                    self.arg_attrs(&attrs.arg_attrs, i);
                }
            }
        }
        self.out.push(')');
        if !attrs.results.is_empty() {
            self.out.push_str(" -> ");
            let single = attrs.results.len() == 1
                && attrs.res_attrs.is_empty()
                && !matches!(
                    self.ir.types.get(attrs.results[0]),
                    crate::ir::Type::Function { .. }
                );
            if !single {
                self.out.push('(');
            }
            for (i, &t) in attrs.results.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.ty(t);
                self.arg_attrs(&attrs.res_attrs, i);
            }
            if !single {
                self.out.push(')');
            }
        }
        if let Some(extra) = &attrs.extra {
            let _ = write!(self.out, " attributes {extra}");
        }
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
            .unwrap_or_else(|| Arc::new(std::mem::take(scope)));
        *scope = Scope::named(self.ir, &[func], EntryNames::Numbered, &mut self.naming);
        scope.outer = Some(module);
    }
}

/// Every interned type, printed, except function types that contain
/// function types and memrefs of memrefs (left empty, printed at each
/// use): a type nested `d` deep contains `d` nested types, whose texts
/// would sum to `d * d`.
fn type_texts(ir: &Ir) -> Vec<String> {
    let types = &ir.types;
    let is_function = |t: &TypeId| matches!(types.get(*t), Type::Function { .. });
    let is_memref = |t: &TypeId| matches!(types.get(*t), Type::MemRef { .. });
    (0..types.len())
        .map(|i| match types.get(TypeId::from_index(i)) {
            Type::Function { inputs, results } if inputs.iter().chain(results).any(is_function) => {
                String::new()
            }
            Type::MemRef { element, .. } if is_memref(element) => String::new(),
            _ => types.display(TypeId::from_index(i)).to_string(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_module;

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
