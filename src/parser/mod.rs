//! The parser of the textual IR (the MLIR subset of the README): a module or bare top-level
//! ops, `func.func`, custom op forms (delegated to each op's `OpDef::parse`),
//! the generic op form, block labels with arguments, forward references.
//!
//! Nested regions are parsed with an explicit stack of region frames, so
//! nesting depth never grows the Rust stack. Errors carry a byte offset and
//! become `file:line:col: error: ...` diagnostics.
//!
//! Time linear in the input (expected: names are found by hashing); memory
//! the IR it builds plus name tables and forward-reference placeholders
//! linear in the number of names, and one frame per open region.
//!
//! By concept: `lexer` (tokens), `cursor` (the position in the text and
//! token-level errors), `types`, `values` (operands, definitions, forward
//! references), `blocks` (labels, successors, region frames), `ops`
//! (custom and generic forms), `generic` (the generic form of registered
//! ops), `function` (`func.func`), [`forms`] (helpers for
//! dialects' parse functions), `memo` (what short texts read as); this
//! module holds the driver.

mod blocks;
mod cursor;
mod dictionary;
pub mod forms;
mod function;
mod generic;
mod lexer;
mod location;
mod memo;
mod ops;
mod parts;
mod types;
mod values;

pub use lexer::{balanced_len, dictionary_keys, escape};
pub use parts::{parse_file_parts, parse_module_parts, ModuleParts};

use crate::diagnostic::Diagnostic;
use crate::dialect::{self, opaque, OpCode, Traits};
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
    /// The module body (explicit `module { }`, generic
    /// `"builtin.module"() ({ })`, or implicit).
    Module { explicit: bool },
    /// A function body; the op is created when the region closes.
    Func {
        code: OpCode,
        attrs: FuncAttrs,
        loc: Loc,
    },
    /// A region of a generic op; the rest of the op follows the regions.
    Generic(Box<PendingGeneric<'src>>),
}

struct PendingGeneric<'src> {
    name: String,
    results: SmallVec<[ResultDef<'src>; 2]>,
    operands: UnresolvedOperands<'src>,
    successors: Vec<BlockId>,
    properties: GenericProperties,
    regions: Vec<Vec<BlockId>>,
    loc: Loc,
}

/// The properties of a generic op: kept verbatim for an unregistered op,
/// read for a registered one.
enum GenericProperties {
    Opaque(Option<String>),
    Registered(OpCode, Box<generic::Properties>),
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
    /// The value scope of the last function, cleared, for the next one
    /// (its vectors are not grown anew for each function).
    spare_values: NameMap<'src, ValueEntry>,
    /// The labels of the last closed region, cleared, for the next one.
    spare_labels: NameMap<'src, Label>,
    frames: Vec<RegionFrame<'src>>,
    type_cache: FxHashMap<&'src str, TypeId>,
    /// The short types of `type_cache` read recently, found without hashing.
    type_memo: memo::TextMemo<TypeId>,
    /// The ops that short names found in a function, found without hashing.
    op_memo: memo::TextMemo<OpCode>,
    /// `pos` after the last `skip_trivia` (white space is skipped once).
    trivia_skipped_at: usize,
    /// Where the last token read ended (before the white space after it);
    /// `usize::MAX` before the first.
    token_end: usize,
    /// How many forward references are waiting for their definition.
    forward_refs: usize,
    /// Text parsed elsewhere (`parts`), skipped at module level.
    skip: Option<Skip>,
    /// Once skipped: the module-level op before the skipped text.
    skipped_after: Option<Option<OpId>>,
    /// `#name = loc(...)` definitions read so far.
    loc_aliases: FxHashMap<&'src str, Loc>,
    /// Ops whose location is an alias not yet defined, with its use.
    deferred_locs: Vec<(OpId, &'src str, Loc)>,
    /// Where the name of the custom-form op being read is.
    op_name_loc: Loc,
    /// The first error found while reading an op that MLIR's verifier, not
    /// its parser, reports (a constant's value of another type than its
    /// result): reported once the whole text has parsed, so that a parse
    /// error after it comes first, as in `mlir-opt`.
    verify_error: Option<Diagnostic>,
}

/// Parses `text` into a new module. `base` is the byte offset of `text` in
/// the file it came from (non-zero for `--split-input-file` chunks), so that
/// locations point into that file. A leading byte-order mark is skipped.
pub fn parse_module(text: &str, base: usize) -> PResult<Ir> {
    parse_skipping(text, base, None).map(|(ir, _)| ir)
}

/// Where the main parser of a module parsed in parts (see `parts`) jumps
/// over the parts' text: from `at` to `to` in its text, adding `shift` to
/// the file offset of what follows (non-zero when the parts' text is not
/// in memory, `text` being the text before it and after it, joined).
#[derive(Clone, Copy)]
struct Skip {
    at: usize,
    to: usize,
    shift: usize,
}

/// [`parse_module`], except that when the parser reaches `skip.at` at
/// module level it goes on at `skip.to`; the `Some` returned then holds
/// the module-level op that preceded the skipped text.
fn parse_skipping(
    text: &str,
    base: usize,
    skip: Option<Skip>,
) -> PResult<(Ir, Option<Option<OpId>>)> {
    if base + text.len() > MAX_INPUT_LEN {
        return Err(Diagnostic::error(
            Loc::at(MAX_INPUT_LEN),
            format!("input larger than the supported {MAX_INPUT_LEN} bytes"),
        ));
    }
    let mut ir = Ir::new();
    ir.reserve_for_text(text.len());
    let pos = if base == 0 && text.starts_with('\u{FEFF}') {
        '\u{FEFF}'.len_utf8()
    } else {
        0
    };
    let mut parser = OpParser {
        src: text,
        base,
        pos,
        ir: &mut ir,
        values: NameMap::default(),
        spare_values: NameMap::default(),
        spare_labels: NameMap::default(),
        frames: Vec::new(),
        type_cache: FxHashMap::default(),
        type_memo: memo::TextMemo::default(),
        op_memo: memo::TextMemo::default(),
        trivia_skipped_at: usize::MAX,
        token_end: usize::MAX,
        forward_refs: 0,
        skip,
        skipped_after: None,
        loc_aliases: FxHashMap::default(),
        deferred_locs: Vec::new(),
        verify_error: None,
        op_name_loc: Loc::at(base),
    };
    parser.run()?;
    if let Some(error) = parser.verify_error {
        return Err(error);
    }
    let skipped_after = parser.skipped_after;
    Ok((ir, skipped_after))
}

/// The driver: the module body, op by op, label by label, region by region.
impl<'src> OpParser<'src, '_> {
    fn run(&mut self) -> PResult<()> {
        self.skip_top_level_aliases()?;
        let generic = self.peek("\"builtin.module\"");
        let explicit = generic || self.try_keyword("module") || self.try_keyword("builtin.module");
        if generic {
            self.string()?;
            self.expect("(")?;
            self.expect(")")?;
            let loc = self.loc();
            let name = self
                .properties(&dialect::builtin::MODULE)?
                .module_name(loc)?;
            self.set_module_attrs(name, None);
            self.expect("(")?;
            self.expect("{")?;
            // `mlir-opt` labels the body block of an empty module (`^bb0:`).
            if self.try_punct("^") {
                self.suffix_id("a block name")?;
                self.expect(":")?;
            }
        } else if explicit {
            let name = if self.peek("@") {
                Some(self.symbol()?.to_string())
            } else {
                None
            };
            let extra = if self.try_keyword("attributes") {
                Some(self.attr_dictionary()?.to_string())
            } else {
                None
            };
            self.set_module_attrs(name, extra);
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
            if self.frames.len() == 1 && self.skip.is_some_and(|s| s.at == self.pos) {
                let skip = self.skip.take().expect("checked");
                self.skipped_after = Some(self.ir.block_last_op(module_block));
                self.pos = skip.to;
                self.base += skip.shift;
                continue;
            }
            if self.rest().is_empty() {
                if self.frames.len() == 1 && !explicit {
                    self.check_module_forward_refs()?;
                    return self.resolve_deferred_locations();
                }
                return Err(self.error("unexpected end of input: expected '}'"));
            }
            if self.peek("}") {
                let module_done = self.close_region()?;
                if module_done {
                    if generic {
                        self.generic_module_tail()?;
                    }
                    self.skip_location()?;
                    self.skip_top_level_aliases()?;
                    self.skip_trivia();
                    if !self.rest().is_empty() {
                        let found = self.describe_next();
                        return Err(
                            self.error(format!("unexpected {found} after the end of the module"))
                        );
                    }
                    return self.resolve_deferred_locations();
                }
            } else if self.peek("^") {
                self.block_label()?;
            } else if self.frames.len() == 1 && !explicit && self.peek("#") {
                self.skip_top_level_aliases()?;
            } else {
                self.operation()?;
            }
        }
    }

    /// Sets the module's name and `attributes {...}`, if any.
    fn set_module_attrs(&mut self, name: Option<String>, extra: Option<String>) {
        if name.is_some() || extra.is_some() {
            let module = self.ir.module();
            self.ir.set_op_attr(
                module,
                Attribute::Module(Box::new(ModuleAttrs { name, extra })),
            );
        }
    }

    /// `) {attributes} : () -> ()` after a generic module's region.
    fn generic_module_tail(&mut self) -> PResult<()> {
        self.expect(")")?;
        if self.peek("{") {
            let extra = self.attr_dictionary()?.to_string();
            let name = match self.ir.op_attr(self.ir.module()) {
                Some(Attribute::Module(attrs)) => attrs.name.clone(),
                _ => None,
            };
            self.set_module_attrs(name, Some(extra));
        }
        self.expect(":")?;
        let loc = self.loc();
        let ty = self.function_type()?;
        match self.ir.types.get(ty) {
            Type::Function { inputs, results } if inputs.is_empty() && results.is_empty() => Ok(()),
            _ => Err(Diagnostic::error(
                loc,
                "'builtin.module' has type '() -> ()'",
            )),
        }
    }

    /// Reads `#name = loc(...)` location aliases (as `-mlir-print-debuginfo`
    /// writes them) and skips other `#alias = ...` lines.
    fn skip_top_level_aliases(&mut self) -> PResult<()> {
        while self.peek("#") {
            let def_loc = self.loc();
            self.pos += 1;
            let name = self.suffix_id("an alias name")?;
            self.expect("=")?;
            self.skip_trivia();
            if self.rest().starts_with("loc(") {
                self.location_alias(name, def_loc)?;
                continue;
            }
            let word = self.bare_id("an attribute")?;
            if self.peek("(") || self.peek("<") {
                self.balanced()?;
            } else if word.is_empty() {
                return Err(self.error("expected an attribute"));
            }
        }
        Ok(())
    }
}

/// Splits a file at each `// -----`, as `mlir-opt --split-input-file` does
/// (`splitAndProcessBuffer` in `mlir/lib/Support/ToolUtilities.cpp`): the
/// marker may end a line of code (`"J// -----`), and the next chunk starts
/// right after it; a marker at the very end of the file splits nothing.
/// Returns each chunk with its byte offset. O(length of the text).
pub fn split_input(text: &str) -> Vec<(usize, &str)> {
    const MARKER: &str = "// -----";
    let mut chunks = Vec::new();
    let mut start = 0;
    for (at, _) in text.match_indices(MARKER) {
        if at >= start && at + MARKER.len() < text.len() {
            chunks.push((start, &text[start..at]));
            start = at + MARKER.len();
        }
    }
    chunks.push((start, &text[start..]));
    chunks
}
