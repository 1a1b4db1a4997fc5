//! The parser of the textual IR (`ir-spec.md`): a module or bare top-level
//! ops, `func.func`, custom op forms (delegated to each op's `OpDef::parse`),
//! the generic op form, block labels with arguments, forward references.
//!
//! Nested regions are parsed with an explicit stack of region frames, so
//! nesting depth never grows the Rust stack. Errors carry a byte offset and
//! become `file:line:col: error: ...` diagnostics.

mod lexer;

pub use lexer::{balanced_len, escape};

use crate::diagnostic::Diagnostic;
use crate::dialect::{self, func, opaque, OpCode};
use crate::ir::{
    Attribute, BlockId, FuncAttrs, Ir, Loc, ModuleAttrs, OpId, OpSpec, OpaqueAttrs, Type, TypeId,
    ValueId, Visibility, MAX_INPUT_LEN, MAX_RESULTS,
};
use crate::name_map::NameMap;
use rustc_hash::FxHashMap;
use smallvec::{smallvec, SmallVec};

/// A parse result.
pub type PResult<T> = Result<T, Diagnostic>;

/// Values of one op (operands, or one successor's arguments): inline up to
/// four, so parsing an op allocates nothing for them.
pub type Values = SmallVec<[ValueId; 4]>;

/// Operand names of one op, before resolution.
pub type UnresolvedOperands<'src> = SmallVec<[UnresolvedOperand<'src>; 4]>;

/// What a custom-form parser produces; the driver creates the op.
#[derive(Default)]
pub struct ParsedOp {
    pub operands: Values,
    pub result_types: SmallVec<[TypeId; 2]>,
    pub successors: SmallVec<[(BlockId, Values); 2]>,
    pub attr: Option<Attribute>,
}

impl ParsedOp {
    /// An op with these operands and result types.
    pub fn new(
        operands: impl IntoIterator<Item = ValueId>,
        result_types: impl IntoIterator<Item = TypeId>,
    ) -> Self {
        ParsedOp {
            operands: operands.into_iter().collect(),
            result_types: result_types.into_iter().collect(),
            ..Default::default()
        }
    }

    /// Adds an attribute.
    pub fn with_attr(mut self, attr: Attribute) -> Self {
        self.attr = Some(attr);
        self
    }
}

/// A `%name` read but not yet given a type.
#[derive(Copy, Clone, Debug)]
pub struct UnresolvedOperand<'src> {
    /// The text after `%`, with `#N` if present.
    pub name: &'src str,
    pub loc: Loc,
}

struct ValueEntry {
    value: ValueId,
    count: u32,
    loc: Loc,
    forward: bool,
}

struct Label {
    block: BlockId,
    defined: bool,
    first_use: Loc,
}

enum Continuation<'src> {
    /// The module body (explicit `module { }` or implicit).
    Module { explicit: bool },
    /// A function body; the op is created when the region closes.
    Func { attrs: FuncAttrs, loc: Loc },
    /// A region of a generic op; the rest of the op follows the regions.
    Generic(Box<PendingGeneric<'src>>),
}

struct PendingGeneric<'src> {
    name: String,
    results: SmallVec<[ResultDef<'src>; 2]>,
    operands: UnresolvedOperands<'src>,
    successors: Vec<BlockId>,
    properties: Option<String>,
    regions: Vec<Vec<BlockId>>,
    loc: Loc,
}

struct RegionFrame<'src> {
    blocks: Vec<BlockId>,
    current: Option<BlockId>,
    labels: NameMap<'src, Label>,
    /// Arguments of the entry block, when the region's owner declares them.
    entry_args: Option<Vec<(&'src str, TypeId, Loc)>>,
    continuation: Continuation<'src>,
    /// Saved enclosing value scope (functions are isolated from above).
    outer_values: Option<NameMap<'src, ValueEntry>>,
}

/// `%name` or `%name:N` on the left of `=`.
#[derive(Copy, Clone)]
struct ResultDef<'src> {
    name: &'src str,
    count: u32,
    loc: Loc,
}

/// The parser. Custom op forms receive it as their `OpParser`.
pub struct OpParser<'src, 'ir> {
    src: &'src str,
    base: usize,
    pos: usize,
    ir: &'ir mut Ir,
    values: NameMap<'src, ValueEntry>,
    frames: Vec<RegionFrame<'src>>,
    type_cache: FxHashMap<&'src str, TypeId>,
    /// `pos` after the last `skip_trivia` (white space is skipped once).
    trivia_skipped_at: usize,
    /// How many forward references are waiting for their definition.
    forward_refs: usize,
}

/// Parses `text` into a new module. `base` is the byte offset of `text` in
/// the file it came from (non-zero for `--split-input-file` chunks), so that
/// locations point into that file. A leading byte-order mark is skipped.
pub fn parse_module(text: &str, base: usize) -> PResult<Ir> {
    if base + text.len() > MAX_INPUT_LEN {
        return Err(Diagnostic::error(
            Loc::at(MAX_INPUT_LEN),
            format!("input larger than the supported {MAX_INPUT_LEN} bytes"),
        ));
    }
    let mut ir = Ir::new();
    // Ops take 30 to 50 bytes of text: reserve for more than there can
    // be, as untouched capacity costs no memory, while growing the arenas
    // copies them.
    ir.reserve(text.len() / 24);
    let pos = if base == 0 && text.starts_with('\u{FEFF}') {
        '\u{FEFF}'.len_utf8()
    } else {
        0
    };
    OpParser {
        src: text,
        base,
        pos,
        ir: &mut ir,
        values: NameMap::default(),
        frames: Vec::new(),
        type_cache: FxHashMap::default(),
        trivia_skipped_at: usize::MAX,
        forward_refs: 0,
    }
    .run()?;
    Ok(ir)
}

impl<'src> OpParser<'src, '_> {
    // ---- low-level cursor ----

    fn rest(&self) -> &'src str {
        &self.src[self.pos..]
    }

    fn skip_trivia(&mut self) {
        if self.trivia_skipped_at != self.pos {
            self.pos = self.src.len() - lexer::trivia(self.rest()).len();
            self.trivia_skipped_at = self.pos;
        }
    }

    /// The location of the next token.
    pub fn loc(&mut self) -> Loc {
        self.skip_trivia();
        Loc::at(self.base + self.pos)
    }

    fn loc_of(&self, pos: usize) -> Loc {
        Loc::at(self.base + pos)
    }

    /// An error at the next token.
    pub fn error(&mut self, message: impl Into<String>) -> Diagnostic {
        let loc = self.loc();
        Diagnostic::error(loc, message)
    }

    fn describe_next(&mut self) -> String {
        self.skip_trivia();
        let rest = self.rest();
        if rest.is_empty() {
            return "end of input".to_string();
        }
        // Control characters are shown escaped (`\u{1}`), not sent to the terminal.
        let token: String = rest
            .chars()
            .take_while(|c| !c.is_whitespace())
            .take(16)
            .map(|c| match c.is_control() {
                true => c.escape_default().to_string(),
                false => c.to_string(),
            })
            .collect();
        format!("'{token}'")
    }

    fn lex<T>(
        &mut self,
        token: impl FnOnce(&'src str) -> nom::IResult<&'src str, T>,
        what: &str,
    ) -> PResult<T> {
        self.skip_trivia();
        match token(self.rest()) {
            Ok((rest, value)) => {
                self.pos = self.src.len() - rest.len();
                Ok(value)
            }
            Err(_) => {
                let found = self.describe_next();
                Err(self.error(format!("expected {what}, found {found}")))
            }
        }
    }

    /// Is the next token `punct`?
    pub fn peek(&mut self, punct: &str) -> bool {
        self.skip_trivia();
        let rest = &self.src.as_bytes()[self.pos..];
        // Most punctuation is one byte: compare it without a call to memcmp.
        match punct.as_bytes() {
            [byte] => rest.first() == Some(byte),
            punct => rest.starts_with(punct),
        }
    }

    /// Consumes `punct` if it is next.
    pub fn try_punct(&mut self, punct: &str) -> bool {
        let found = self.peek(punct);
        if found {
            self.pos += punct.len();
        }
        found
    }

    /// Consumes `punct` or fails.
    pub fn expect(&mut self, punct: &str) -> PResult<()> {
        if self.try_punct(punct) {
            Ok(())
        } else {
            let found = self.describe_next();
            Err(self.error(format!("expected '{punct}', found {found}")))
        }
    }

    /// A bare identifier (keyword).
    pub fn keyword(&mut self) -> PResult<&'src str> {
        self.lex(lexer::bare_id, "a keyword")
    }

    /// Consumes keyword `kw` if it is next (and not a prefix of a longer word).
    pub fn try_keyword(&mut self, kw: &str) -> bool {
        self.skip_trivia();
        match lexer::bare_id(self.rest()) {
            Ok((rest, word)) if word == kw => {
                self.pos = self.src.len() - rest.len();
                true
            }
            _ => false,
        }
    }

    /// An integer literal, as i128 (so both `-1` and `0xFFFFFFFFFFFFFFFF` fit).
    pub fn integer(&mut self) -> PResult<i128> {
        let loc = self.loc();
        let text = self.lex(lexer::integer, "an integer")?;
        let (negative, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text),
        };
        let magnitude = match digits.strip_prefix("0x") {
            Some(hex) => u128::from_str_radix(hex, 16),
            None => digits.parse::<u128>(),
        }
        .ok()
        .filter(|&m| m <= u64::MAX as u128 + 1)
        .ok_or_else(|| Diagnostic::error(loc, "integer literal out of range"))?;
        Ok(if negative {
            -(magnitude as i128)
        } else {
            magnitude as i128
        })
    }

    /// A float literal's text (decimal form).
    pub fn float_text(&mut self) -> PResult<&'src str> {
        self.lex(lexer::float, "a float literal")
    }

    /// Is the next token a decimal float literal?
    pub fn peek_float(&mut self) -> bool {
        self.skip_trivia();
        lexer::float(self.rest()).is_ok()
    }

    /// A string literal, unescaped.
    pub fn string(&mut self) -> PResult<String> {
        self.lex(lexer::string, "a string literal")
            .map(lexer::unescape)
    }

    /// `@name`.
    pub fn symbol(&mut self) -> PResult<&'src str> {
        self.expect("@")?;
        if self.rest().starts_with('"') {
            return self.lex(lexer::string, "a symbol name");
        }
        self.lex(lexer::suffix_id, "a symbol name")
    }

    /// A balanced `{...}` / `<{...}>` / `(...)` group, verbatim.
    pub fn balanced(&mut self) -> PResult<&'src str> {
        self.skip_trivia();
        let len =
            lexer::balanced_len(self.rest()).ok_or_else(|| self.error("unbalanced brackets"))?;
        let text = &self.rest()[..len];
        self.pos += len;
        Ok(text)
    }

    /// Skips a trailing `loc(...)`.
    fn skip_location(&mut self) -> PResult<()> {
        self.skip_trivia();
        if self.rest().starts_with("loc(") {
            self.pos += 3;
            self.balanced()?;
        }
        Ok(())
    }

    // ---- types ----

    /// A type.
    pub fn ty(&mut self) -> PResult<TypeId> {
        self.skip_trivia();
        let rest = self.rest();
        let start = self.pos;
        // The extent of a type token: a word, then a balanced <...> group.
        let word = rest
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'!' | b'$'))
            .count();
        if word == 0 {
            if rest.starts_with('(') {
                return self.function_type();
            }
            let found = self.describe_next();
            return Err(self.error(format!("expected a type, found {found}")));
        }
        let mut len = word;
        if rest[word..].starts_with('<') {
            len += lexer::balanced_len(&rest[word..])
                .ok_or_else(|| Diagnostic::error(self.loc_of(start), "unbalanced '<' in type"))?;
        }
        let text = &rest[..len];
        self.pos += len;
        if let Some(&ty) = self.type_cache.get(text) {
            return Ok(ty);
        }
        let ty = self.type_from_text(text, start)?;
        self.type_cache.insert(text, ty);
        Ok(ty)
    }

    fn type_from_text(&mut self, text: &'src str, start: usize) -> PResult<TypeId> {
        let loc = self.loc_of(start);
        let bad = |msg: String| Diagnostic::error(loc, msg);
        let ty = match text {
            "index" => Type::Index,
            "f32" => Type::F32,
            "f64" => Type::F64,
            _ if text.starts_with('i') && text[1..].bytes().all(|b| b.is_ascii_digit()) => {
                match text[1..].parse::<u8>() {
                    Ok(w @ 1..=64) => Type::Int(w),
                    _ => {
                        return Err(bad(format!(
                            "unsupported integer type '{text}' (widths 1 to 64)"
                        )))
                    }
                }
            }
            _ if text.starts_with("memref<") => {
                let inner = &text["memref<".len()..text.len() - 1];
                let mut parts: Vec<&str> = inner.split('x').collect();
                let element_text = parts.pop().unwrap_or("");
                let mut shape = Vec::new();
                for p in parts {
                    shape.push(p.trim().parse::<u64>().map_err(|_| {
                        bad(format!(
                            "unsupported memref shape in '{text}' (static sizes only)"
                        ))
                    })?);
                }
                let element = match element_text.trim() {
                    "index" => Type::Index,
                    "f32" => Type::F32,
                    "f64" => Type::F64,
                    e if e.starts_with('i') => match e[1..].parse::<u8>() {
                        Ok(w @ 1..=64) => Type::Int(w),
                        _ => return Err(bad(format!("unsupported memref element type '{e}'"))),
                    },
                    e => return Err(bad(format!("unsupported memref element type '{e}'"))),
                };
                let element = self.ir.types.intern(element);
                Type::MemRef { shape, element }
            }
            _ if text.starts_with('!') || text.contains('<') => Type::Opaque(text.to_string()),
            _ => return Err(bad(format!("unknown type '{text}'"))),
        };
        Ok(self.ir.types.intern(ty))
    }

    /// `(T, ...) -> T` or `(T, ...) -> (T, ...)`. Function types nest
    /// (`() -> (() -> i32)`): the enclosing ones wait on an explicit stack,
    /// so nesting depth never grows the Rust stack.
    pub fn function_type(&mut self) -> PResult<TypeId> {
        /// A function type being read: its inputs, then its results once
        /// `->` is passed (`single`: a result without parentheses).
        struct Pending {
            inputs: Vec<TypeId>,
            results: Option<Vec<TypeId>>,
            single: bool,
        }
        enum Step {
            /// The next list element (or the single result) starts here.
            Element,
            /// An element was read.
            Done(TypeId),
            /// The innermost pending type's current list was closed by `)`.
            Closed,
        }
        let open = |p: &mut Self, stack: &mut Vec<Pending>| -> PResult<Step> {
            p.expect("(")?;
            stack.push(Pending {
                inputs: Vec::new(),
                results: None,
                single: false,
            });
            Ok(if p.try_punct(")") {
                Step::Closed
            } else {
                Step::Element
            })
        };
        let finish = |p: &mut Self, stack: &mut Vec<Pending>| -> Step {
            let done = stack.pop().expect("a function type is open");
            Step::Done(p.ir.types.intern(Type::Function {
                inputs: done.inputs,
                results: done.results.unwrap_or_default(),
            }))
        };
        let mut stack = Vec::new();
        let mut step = open(self, &mut stack)?;
        loop {
            let top = stack.last_mut().expect("a function type is open");
            step = match step {
                // After `->` a `(` opens the result list, so an element
                // starting with `(` is a nested function type.
                Step::Element if self.peek("(") => open(self, &mut stack)?,
                Step::Element => Step::Done(self.ty()?),
                Step::Done(ty) if top.single => {
                    top.results = Some(vec![ty]);
                    finish(self, &mut stack)
                }
                Step::Done(ty) => {
                    top.results.as_mut().unwrap_or(&mut top.inputs).push(ty);
                    if self.try_punct(",") {
                        Step::Element
                    } else {
                        self.expect(")")?;
                        Step::Closed
                    }
                }
                Step::Closed if top.results.is_none() => {
                    self.expect("->")?;
                    if self.try_punct("(") {
                        top.results = Some(Vec::new());
                        if self.try_punct(")") {
                            Step::Closed
                        } else {
                            Step::Element
                        }
                    } else {
                        top.single = true;
                        Step::Element
                    }
                }
                Step::Closed => finish(self, &mut stack),
            };
            if stack.is_empty() {
                let Step::Done(ty) = step else {
                    unreachable!("the outermost type was finished")
                };
                return Ok(ty);
            }
        }
    }

    /// `(T, T, ...)`, possibly empty.
    pub fn type_list_parens(&mut self) -> PResult<Vec<TypeId>> {
        self.expect("(")?;
        let mut types = Vec::new();
        if !self.try_punct(")") {
            types = self.type_list()?;
            self.expect(")")?;
        }
        Ok(types)
    }

    /// `T, T, ...` (at least one).
    pub fn type_list(&mut self) -> PResult<Vec<TypeId>> {
        let mut types = vec![self.ty()?];
        while self.try_punct(",") {
            types.push(self.ty()?);
        }
        Ok(types)
    }

    /// The IR being built (for interning types).
    pub fn ir(&mut self) -> &mut Ir {
        self.ir
    }

    // ---- values ----

    /// `%name`.
    pub fn operand(&mut self) -> PResult<UnresolvedOperand<'src>> {
        let loc = self.loc();
        let name = self.lex(lexer::value_use, "an SSA value (%name)")?;
        Ok(UnresolvedOperand { name, loc })
    }

    /// Is the next token a value `%name`?
    pub fn peek_operand(&mut self) -> bool {
        self.peek("%")
    }

    /// `%a, %b, ...`, possibly empty.
    pub fn operand_list(&mut self) -> PResult<UnresolvedOperands<'src>> {
        let mut list = UnresolvedOperands::new();
        if self.peek_operand() {
            list.push(self.operand()?);
            while self.try_punct(",") {
                list.push(self.operand()?);
            }
        }
        Ok(list)
    }

    /// The value named by `operand`, which must have type `ty`; a forward
    /// reference gets a placeholder of that type.
    pub fn resolve(&mut self, operand: UnresolvedOperand<'src>, ty: TypeId) -> PResult<ValueId> {
        let (base, index) = match operand.name.split_once('#') {
            Some((b, i)) => (b, i.parse::<u32>().unwrap_or(u32::MAX)),
            None => (operand.name, 0),
        };
        let entry = self
            .values
            .get(base)
            .filter(|e| !e.forward)
            .or_else(|| self.values.get(operand.name));
        if let Some(entry) = entry {
            let value = if entry.forward {
                entry.value
            } else if index < entry.count {
                ValueId::from_index(entry.value.index() + index as usize)
            } else {
                return Err(Diagnostic::error(
                    operand.loc,
                    format!(
                        "result number {index} out of range: '%{base}' has {} results",
                        entry.count
                    ),
                ));
            };
            let actual = self.ir.value_type(value);
            if actual != ty {
                let types = &self.ir.types;
                let prior = if entry.forward {
                    "prior use here"
                } else {
                    "previously defined here"
                };
                return Err(Diagnostic::error(
                    operand.loc,
                    format!(
                        "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                        operand.name,
                        types.display(ty),
                        types.display(actual)
                    ),
                )
                .with_note(entry.loc, prior));
            }
            return Ok(value);
        }
        let value = self.ir.create_placeholder(ty);
        self.forward_refs += 1;
        self.values.insert(
            operand.name,
            ValueEntry {
                value,
                count: 1,
                loc: operand.loc,
                forward: true,
            },
        );
        Ok(value)
    }

    /// Resolves operands that all have type `ty`.
    pub fn resolve_all(
        &mut self,
        operands: &[UnresolvedOperand<'src>],
        ty: TypeId,
    ) -> PResult<Values> {
        operands.iter().map(|&o| self.resolve(o, ty)).collect()
    }

    /// Resolves operands against a list of types of the same length.
    pub fn resolve_list(
        &mut self,
        operands: &[UnresolvedOperand<'src>],
        types: &[TypeId],
        loc: Loc,
    ) -> PResult<Values> {
        if operands.len() != types.len() {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "{} operands present, but {} types given",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        operands
            .iter()
            .zip(types)
            .map(|(&o, &t)| self.resolve(o, t))
            .collect()
    }

    /// Defines the values of a result group or block argument.
    fn define(&mut self, name: &'src str, first: ValueId, count: u32, loc: Loc) -> PResult<()> {
        if let Some(prev) = self.values.get(name) {
            if !prev.forward {
                return Err(
                    Diagnostic::error(loc, format!("redefinition of SSA value '%{name}'"))
                        .with_note(prev.loc, "previously defined here"),
                );
            }
        }
        if self.forward_refs > 0 {
            self.resolve_forward_refs(name, first, count, loc)?;
        }
        if count == 1 || self.ir.value_name(first).is_none() {
            self.ir.set_value_name(first, name);
        }
        self.values.insert(
            name,
            ValueEntry {
                value: first,
                count,
                loc,
                forward: false,
            },
        );
        Ok(())
    }

    /// Replaces the placeholders of forward references to a new definition
    /// (`%name`, and `%name#i` for each result of a group).
    fn resolve_forward_refs(
        &mut self,
        name: &str,
        first: ValueId,
        count: u32,
        loc: Loc,
    ) -> PResult<()> {
        for i in 0..count {
            let value = ValueId::from_index(first.index() + i as usize);
            let mut keys = vec![format!("{name}#{i}")];
            if i == 0 {
                keys.push(name.to_string());
            }
            for key in keys {
                let Some(entry) = self.values.get(key.as_str()).filter(|e| e.forward) else {
                    continue;
                };
                let (placeholder, use_loc) = (entry.value, entry.loc);
                let (expected, actual) =
                    (self.ir.value_type(placeholder), self.ir.value_type(value));
                if expected != actual {
                    let types = &self.ir.types;
                    return Err(Diagnostic::error(
                        use_loc,
                        format!(
                            "use of value '%{key}' expects different type than its definition: '{}' vs '{}'",
                            types.display(expected),
                            types.display(actual)
                        ),
                    )
                    .with_note(loc, "defined here"));
                }
                self.ir.replace_all_uses(placeholder, value);
                self.values.remove(key.as_str());
                self.forward_refs -= 1;
            }
        }
        Ok(())
    }

    // ---- blocks and successors ----

    fn frame(&mut self) -> &mut RegionFrame<'src> {
        self.frames.last_mut().expect("inside a region")
    }

    fn label_block(&mut self, name: &'src str, loc: Loc) -> BlockId {
        if let Some(label) = self.frame().labels.get(name) {
            return label.block;
        }
        let block = self.ir.create_block();
        self.ir.set_block_name(block, name);
        self.frame().labels.insert(
            name,
            Label {
                block,
                defined: false,
                first_use: loc,
            },
        );
        block
    }

    /// `^name`.
    pub fn block_ref(&mut self) -> PResult<BlockId> {
        let loc = self.loc();
        self.expect("^")?;
        let name = self.lex(lexer::suffix_id, "a block name")?;
        if matches!(self.frame().continuation, Continuation::Module { .. }) {
            return Err(Diagnostic::error(
                loc,
                "block reference outside a function body",
            ));
        }
        Ok(self.label_block(name, loc))
    }

    /// `^name` or `^name(%a, %b : T, U)`.
    pub fn successor(&mut self) -> PResult<(BlockId, Values)> {
        let block = self.block_ref()?;
        let mut args = Values::new();
        if self.try_punct("(") {
            let loc = self.loc();
            let operands = self.operand_list()?;
            self.expect(":")?;
            let types = self.type_list()?;
            self.expect(")")?;
            args = self.resolve_list(&operands, &types, loc)?;
        }
        Ok((block, args))
    }

    // ---- the driver ----

    fn run(&mut self) -> PResult<()> {
        self.skip_top_level_aliases()?;
        let explicit = self.try_keyword("module") || self.try_keyword("builtin.module");
        if explicit {
            let name = if self.peek("@") {
                Some(self.symbol()?.to_string())
            } else {
                None
            };
            let extra = if self.try_keyword("attributes") {
                Some(self.balanced()?.to_string())
            } else {
                None
            };
            if name.is_some() || extra.is_some() {
                let module = self.ir.module();
                self.ir.set_op_attr(
                    module,
                    Attribute::Module(Box::new(ModuleAttrs { name, extra })),
                );
            }
            self.skip_location()?;
            self.expect("{")?;
        }
        let module_block = self.ir.module_block();
        self.frames.push(RegionFrame {
            blocks: vec![module_block],
            current: Some(module_block),
            labels: NameMap::default(),
            entry_args: None,
            continuation: Continuation::Module { explicit },
            outer_values: None,
        });
        loop {
            self.skip_trivia();
            if self.rest().is_empty() {
                if self.frames.len() == 1 && !explicit {
                    return Ok(());
                }
                return Err(self.error("unexpected end of input: expected '}'"));
            }
            if self.peek("}") {
                let module_done = self.close_region()?;
                if module_done {
                    self.skip_location()?;
                    self.skip_top_level_aliases()?;
                    self.skip_trivia();
                    if !self.rest().is_empty() {
                        let found = self.describe_next();
                        return Err(
                            self.error(format!("unexpected {found} after the end of the module"))
                        );
                    }
                    return Ok(());
                }
            } else if self.peek("^") {
                self.block_label()?;
            } else {
                self.operation()?;
            }
        }
    }

    /// Skips `#alias = ...` lines (e.g. `#loc1 = loc(...)` from `-mlir-print-debuginfo`).
    fn skip_top_level_aliases(&mut self) -> PResult<()> {
        while self.peek("#") {
            self.pos += 1;
            self.lex(lexer::suffix_id, "an alias name")?;
            self.expect("=")?;
            let word = self.lex(lexer::bare_id, "an attribute")?;
            if self.peek("(") || self.peek("<") {
                self.balanced()?;
            } else if word.is_empty() {
                return Err(self.error("expected an attribute"));
            }
        }
        Ok(())
    }

    fn block_label(&mut self) -> PResult<()> {
        let loc = self.loc();
        if matches!(self.frame().continuation, Continuation::Module { .. }) {
            return Err(Diagnostic::error(
                loc,
                "block label outside a function body",
            ));
        }
        self.pos += 1;
        let name = self.lex(lexer::suffix_id, "a block name")?;
        if self.frame().blocks.is_empty()
            && self
                .frame()
                .entry_args
                .as_ref()
                .is_some_and(|a| !a.is_empty())
        {
            return Err(Diagnostic::error(
                loc,
                "invalid block name in region with named arguments",
            ));
        }
        let block = self.label_block(name, loc);
        let label = self.frame().labels.get_mut(name).expect("just added");
        if label.defined {
            let first = self.ir.block_loc(block);
            return Err(
                Diagnostic::error(loc, format!("redefinition of block '^{name}'"))
                    .with_note(first, "previously defined here"),
            );
        }
        label.defined = true;
        self.ir.set_block_loc(block, loc);
        if self.try_punct("(") && !self.try_punct(")") {
            loop {
                let arg_loc = self.loc();
                let arg = self.lex(lexer::value_use, "a block argument (%name: type)")?;
                self.expect(":")?;
                let ty = self.ty()?;
                self.skip_location()?;
                let value = self.ir.add_block_arg(block, ty);
                self.define(arg, value, 1, arg_loc)?;
                if self.try_punct(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.expect(":")?;
        let frame = self.frame();
        frame.blocks.push(block);
        frame.current = Some(block);
        Ok(())
    }

    /// The block new ops go to, creating the entry block if needed.
    fn current_block(&mut self) -> PResult<BlockId> {
        if let Some(b) = self.frame().current {
            return Ok(b);
        }
        let block = self.ir.create_block();
        let args = self.frame().entry_args.take().unwrap_or_default();
        for (name, ty, loc) in args {
            let value = self.ir.add_block_arg(block, ty);
            self.define(name, value, 1, loc)?;
        }
        let frame = self.frame();
        frame.blocks.push(block);
        frame.current = Some(block);
        Ok(block)
    }

    fn result_defs(&mut self) -> PResult<SmallVec<[ResultDef<'src>; 2]>> {
        let mut defs = SmallVec::new();
        if !self.peek_operand() {
            return Ok(defs);
        }
        loop {
            let loc = self.loc();
            self.expect("%")?;
            let name = self.lex(lexer::suffix_id, "a result name")?;
            let count = if self.try_punct(":") {
                let n = self.integer()?;
                u32::try_from(n)
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| Diagnostic::error(loc, "expected a positive result count"))?
            } else {
                1
            };
            defs.push(ResultDef { name, count, loc });
            if !self.try_punct(",") {
                break;
            }
        }
        self.expect("=")?;
        Ok(defs)
    }

    fn operation(&mut self) -> PResult<()> {
        let results = self.result_defs()?;
        let loc = self.loc();
        if self.peek("\"") {
            return self.generic_op_header(results, loc);
        }
        let name = self.lex(lexer::bare_id, "an operation name")?;
        let in_function = !matches!(self.frame().continuation, Continuation::Module { .. });
        if name == "func.func" {
            if in_function {
                return Err(Diagnostic::error(
                    loc,
                    "'func.func' must be at module level",
                ));
            }
            if !results.is_empty() {
                return Err(Diagnostic::error(loc, "'func.func' has no results"));
            }
            return self.func_header(loc);
        }
        if name == "module" || name == "builtin.module" {
            return Err(Diagnostic::error(loc, "nested modules are not supported"));
        }
        let def = if in_function {
            dialect::lookup_in_function(name)
        } else {
            dialect::lookup(name)
        };
        let Some(def) = def else {
            let hint = if name.contains('.') {
                format!("; an op outside the subset is written in generic form: \"{name}\"(...) : (...) -> (...)")
            } else {
                String::new()
            };
            return Err(Diagnostic::error(
                loc,
                format!("unknown operation '{name}'{hint}"),
            ));
        };
        let block = self.current_block()?;
        let parsed = (def.parse)(self)?;
        self.skip_location()?;
        let op = self.build(def, parsed, loc, 0)?;
        self.bind_results(op, &results, loc)?;
        self.ir.append_op(block, op);
        if def.is_terminator() {
            self.frame().current = None;
            self.after_terminator()?;
        }
        Ok(())
    }

    /// After a terminator only a label or the end of the region may follow.
    fn after_terminator(&mut self) -> PResult<()> {
        if self.peek("^") || self.peek("}") {
            return Ok(());
        }
        self.skip_trivia();
        if self.rest().is_empty() {
            return Ok(());
        }
        Err(self.error("operation after a terminator: a terminator must end its block"))
    }

    fn build(
        &mut self,
        code: OpCode,
        parsed: ParsedOp,
        loc: Loc,
        num_regions: usize,
    ) -> PResult<OpId> {
        let successors: Vec<(BlockId, &[ValueId])> = parsed
            .successors
            .iter()
            .map(|(b, args)| (*b, args.as_slice()))
            .collect();
        Ok(self.ir.create_op(OpSpec {
            code,
            operands: &parsed.operands,
            result_types: &parsed.result_types,
            successors: &successors,
            attr: parsed.attr,
            num_regions,
            loc,
        }))
    }

    fn bind_results(&mut self, op: OpId, results: &[ResultDef<'src>], loc: Loc) -> PResult<()> {
        let bound: u64 = results.iter().map(|r| u64::from(r.count)).sum();
        let actual = self.ir.num_results(op) as u64;
        if bound != 0 && bound != actual {
            return Err(Diagnostic::error(
                loc,
                format!("operation defines {actual} results but was provided {bound} to bind"),
            ));
        }
        let mut next = 0usize;
        for r in results {
            let first = self.ir.result(op, next);
            self.define(r.name, first, r.count, r.loc)?;
            next += r.count as usize;
        }
        Ok(())
    }

    fn func_header(&mut self, loc: Loc) -> PResult<()> {
        let visibility = if self.try_keyword("private") {
            Visibility::Private
        } else if self.try_keyword("public") {
            Visibility::Public
        } else if self.try_keyword("nested") {
            Visibility::Nested
        } else {
            Visibility::Public
        };
        let name = self.symbol()?.to_string();
        self.expect("(")?;
        let mut inputs = Vec::new();
        let mut named = Vec::new();
        if !self.try_punct(")") {
            loop {
                if self.peek_operand() {
                    let arg_loc = self.loc();
                    let arg = self.lex(lexer::value_use, "an argument name")?;
                    self.expect(":")?;
                    let ty = self.ty()?;
                    named.push((arg, ty, arg_loc));
                    inputs.push(ty);
                } else {
                    if !named.is_empty() {
                        return Err(self.error("expected a named argument (%name: type)"));
                    }
                    inputs.push(self.ty()?);
                }
                if self.peek("{") {
                    return Err(self.error("argument attributes are not supported"));
                }
                self.skip_location()?;
                if self.try_punct(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        if !named.is_empty() && named.len() != inputs.len() {
            return Err(Diagnostic::error(
                loc,
                "expected every argument to be named or none",
            ));
        }
        let results = if self.try_punct("->") {
            if self.peek("(") {
                self.type_list_parens()?
            } else {
                vec![self.ty()?]
            }
        } else {
            Vec::new()
        };
        let extra = if self.try_keyword("attributes") {
            Some(self.balanced()?.to_string())
        } else {
            None
        };
        let attrs = FuncAttrs {
            name,
            visibility,
            inputs,
            results,
            extra,
        };
        if self.try_punct("{") {
            if named.is_empty() && !attrs.inputs.is_empty() {
                return Err(Diagnostic::error(
                    loc,
                    "a function with a body must name its arguments (%name: type)",
                ));
            }
            let outer = std::mem::take(&mut self.values);
            self.frames.push(RegionFrame {
                blocks: Vec::new(),
                current: None,
                labels: NameMap::default(),
                entry_args: Some(named),
                continuation: Continuation::Func { attrs, loc },
                outer_values: Some(outer),
            });
            return Ok(());
        }
        if !named.is_empty() {
            return Err(self.error("expected '{' to begin the function body"));
        }
        self.finish_func(attrs, loc, Vec::new())
    }

    /// Reads a `func.func`'s trailing location, creates the op with `body`
    /// (empty for a declaration) as its region and appends it to the
    /// current block.
    fn finish_func(&mut self, attrs: FuncAttrs, loc: Loc, body: Vec<BlockId>) -> PResult<()> {
        self.skip_location()?;
        let op = self.ir.create_op(OpSpec {
            num_regions: 1,
            attr: Some(Attribute::Func(Box::new(attrs))),
            loc,
            ..OpSpec::new(&func::FUNC, &[], &[])
        });
        let region = self.ir.op_region(op, 0);
        for block in body {
            self.ir.append_block(region, block);
        }
        let block = self.current_block()?;
        self.ir.append_op(block, op);
        Ok(())
    }

    fn generic_op_header(
        &mut self,
        results: SmallVec<[ResultDef<'src>; 2]>,
        loc: Loc,
    ) -> PResult<()> {
        let name = self.string()?;
        if dialect::lookup(&name).is_some() || name == "func.func" || name == "builtin.module" {
            return Err(Diagnostic::error(
                loc,
                format!("the generic form of registered op '{name}' is not supported: write it in its custom form"),
            ));
        }
        self.current_block()?;
        self.expect("(")?;
        let operands = self.operand_list()?;
        self.expect(")")?;
        let mut successors = Vec::new();
        if self.try_punct("[") {
            loop {
                successors.push(self.block_ref()?);
                if self.try_punct("]") {
                    break;
                }
                self.expect(",")?;
            }
        }
        let properties = if self.peek("<{") {
            Some(self.balanced()?.to_string())
        } else {
            None
        };
        let pending = Box::new(PendingGeneric {
            name,
            results,
            operands,
            successors,
            properties,
            regions: Vec::new(),
            loc,
        });
        if self.peek("(") && self.rest()[1..].trim_start().starts_with('{') {
            self.expect("(")?;
            self.open_generic_region(pending)
        } else {
            self.finish_generic(*pending)
        }
    }

    fn open_generic_region(&mut self, pending: Box<PendingGeneric<'src>>) -> PResult<()> {
        self.expect("{")?;
        self.frames.push(RegionFrame {
            blocks: Vec::new(),
            current: None,
            labels: NameMap::default(),
            entry_args: None,
            continuation: Continuation::Generic(pending),
            outer_values: None,
        });
        Ok(())
    }

    fn finish_generic(&mut self, pending: PendingGeneric<'src>) -> PResult<()> {
        let dictionary = if self.peek("{") {
            Some(self.balanced()?.to_string())
        } else {
            None
        };
        self.expect(":")?;
        let type_loc = self.loc();
        let fn_type = self.function_type()?;
        let Type::Function { inputs, results } = self.ir.types.get(fn_type).clone() else {
            unreachable!("function_type returns a function type")
        };
        if results.len() > MAX_RESULTS {
            return Err(Diagnostic::error(
                type_loc,
                format!(
                    "an operation has at most {MAX_RESULTS} results, this one {}",
                    results.len()
                ),
            ));
        }
        let operands = self.resolve_list(&pending.operands, &inputs, type_loc)?;
        let function_type = self.ir.types.intern(Type::Function {
            inputs: Vec::new(),
            results: results.clone(),
        });
        self.skip_location()?;
        let parsed = ParsedOp {
            operands,
            result_types: results.into(),
            successors: pending
                .successors
                .iter()
                .map(|&b| (b, Values::new()))
                .collect(),
            attr: Some(Attribute::Opaque(Box::new(OpaqueAttrs {
                name: pending.name.clone(),
                properties: pending.properties.clone(),
                dictionary,
                function_type,
            }))),
        };
        let has_successors = !parsed.successors.is_empty();
        let op = self.build(&opaque::OPAQUE, parsed, pending.loc, pending.regions.len())?;
        for (i, blocks) in pending.regions.iter().enumerate() {
            let region = self.ir.op_region(op, i);
            for &b in blocks {
                self.ir.append_block(region, b);
            }
        }
        self.bind_results(op, &pending.results, pending.loc)?;
        let block = self.current_block()?;
        self.ir.append_op(block, op);
        if has_successors {
            self.frame().current = None;
            self.after_terminator()?;
        }
        Ok(())
    }

    /// Handles `}`. Returns true when the explicit module closed.
    fn close_region(&mut self) -> PResult<bool> {
        let close_loc = self.loc();
        self.pos += 1;
        let frame = self.frames.pop().expect("a region is open");
        if let Continuation::Module { explicit } = frame.continuation {
            if !explicit {
                return Err(Diagnostic::error(close_loc, "unexpected '}'"));
            }
            return Ok(true);
        }
        let undefined = frame
            .labels
            .iter()
            .filter(|(_, l)| !l.defined)
            .min_by_key(|(_, l)| l.first_use.offset());
        if let Some((name, label)) = undefined {
            return Err(Diagnostic::error(
                label.first_use,
                format!(
                    "reference to an undefined block '^{}'",
                    frame.labels.name(name)
                ),
            ));
        }
        if let Some(&last) = frame.blocks.last() {
            if frame.current.is_some() && self.ir.terminator(last).is_none() {
                let loc = self
                    .ir
                    .block_last_op(last)
                    .map_or(close_loc, |op| self.ir.op_loc(op));
                let is_opaque_end = self
                    .ir
                    .block_last_op(last)
                    .is_some_and(|op| self.ir.op_code(op) == &opaque::OPAQUE);
                if !is_opaque_end {
                    return Err(Diagnostic::error(
                        loc,
                        "block does not end with a terminator (e.g. 'cf.br', 'return')",
                    ));
                }
            }
        }
        for &block in &frame.blocks {
            if self.ir.block_first_op(block).is_none() {
                let loc = self.ir.block_loc(block);
                return Err(Diagnostic::error(loc, "empty block: missing terminator"));
            }
        }
        match frame.continuation {
            Continuation::Module { .. } => unreachable!("handled above"),
            Continuation::Func { attrs, loc } => {
                if let Some(outer) = frame.outer_values {
                    let inner = std::mem::replace(&mut self.values, outer);
                    self.check_forward_refs(inner)?;
                }
                if frame.blocks.is_empty() {
                    return Err(Diagnostic::error(
                        close_loc,
                        "expected a non-empty function body",
                    ));
                }
                self.finish_func(attrs, loc, frame.blocks)?;
            }
            Continuation::Generic(mut pending) => {
                pending.regions.push(frame.blocks);
                if self.try_punct(",") {
                    return self.open_generic_region(pending).map(|()| false);
                }
                self.expect(")")?;
                self.finish_generic(*pending)?;
            }
        }
        Ok(false)
    }

    fn check_forward_refs(&self, values: NameMap<'src, ValueEntry>) -> PResult<()> {
        let missing = values
            .iter()
            .filter(|(_, e)| e.forward)
            .min_by_key(|(_, e)| e.loc.offset());
        match missing {
            Some((name, entry)) => Err(Diagnostic::error(
                entry.loc,
                format!("use of undeclared SSA value name '%{}'", values.name(name)),
            )),
            None => Ok(()),
        }
    }
}

/// Splits a file at `// -----` lines; returns each chunk with its byte offset.
pub fn split_input(text: &str) -> Vec<(usize, &str)> {
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            chunks.push((start, &text[start..offset]));
            start = offset + line.len();
        }
        offset += line.len();
    }
    chunks.push((start, &text[start..]));
    chunks
}

/// Registered-op helpers shared by several dialects' parse functions.
pub mod forms {
    use super::*;

    /// `%a, %b : T` → operands of type T, one result of type T.
    pub fn same_type_operands(p: &mut OpParser<'_, '_>, n: usize) -> PResult<(Values, TypeId)> {
        let mut operands: UnresolvedOperands = smallvec![p.operand()?];
        for _ in 1..n {
            p.expect(",")?;
            operands.push(p.operand()?);
        }
        p.expect(":")?;
        let ty = p.ty()?;
        Ok((p.resolve_all(&operands, ty)?, ty))
    }

    /// `%a : T to U` → one operand of type T, result type U.
    pub fn cast(p: &mut OpParser<'_, '_>) -> PResult<ParsedOp> {
        let operand = p.operand()?;
        p.expect(":")?;
        let from = p.ty()?;
        if !p.try_keyword("to") {
            return Err(p.error("expected 'to'"));
        }
        let to = p.ty()?;
        let value = p.resolve(operand, from)?;
        Ok(ParsedOp::new([value], [to]))
    }
}
