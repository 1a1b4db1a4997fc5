//! Types: a type token read once and cached by its text (short texts
//! also in a `memo::TextMemo`), memref shapes,
//! and function types, whose nesting waits on an explicit stack (the Rust
//! stack never grows with it). O(length of the type text).

use super::memo::MemoKey;
use super::*;
use crate::semantics::{FloatFormat, MAX_INT_WIDTH};

/// The static shape of a memref's `<...>` text (`4x2xi32` → `[4, 2]`) and
/// the element type's text after it; `None` for a dynamic size (`?x`).
fn memref_shape(inner: &str) -> Option<(Vec<u64>, &str)> {
    let mut shape = Vec::new();
    let mut rest = inner.trim();
    loop {
        let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
        let after = rest[digits..].trim_start();
        match after.strip_prefix('x') {
            Some(tail) if digits > 0 => {
                shape.push(rest[..digits].parse().ok()?);
                rest = tail.trim_start();
            }
            _ if rest.starts_with('?') => return None,
            _ => return Some((shape, rest.trim_end())),
        }
    }
}

impl<'src> OpParser<'src, '_> {
    /// A type.
    pub fn ty(&mut self) -> PResult<TypeId> {
        self.skip_trivia();
        let rest = self.rest();
        let start = self.pos;
        // The extent of a type token: a word, then a balanced <...> group.
        let word = lexer::type_word_len(rest.as_bytes());
        if word == 0 {
            if rest.starts_with('(') {
                return self.function_type();
            }
            let found = self.describe_next();
            return Err(self.error(format!("expected a type, found {found}")));
        }
        let mut len = word;
        if rest.as_bytes().get(word) == Some(&b'<') {
            len += lexer::plain_angle_len(&rest.as_bytes()[word..])
                .or_else(|| lexer::balanced_len(&rest[word..]))
                .ok_or_else(|| Diagnostic::error(self.loc_of(start), "unbalanced '<' in type"))?;
        }
        let text = &rest[..len];
        self.pos += len;
        let memo = MemoKey::of(text);
        if let Some(ty) = memo.and_then(|key| self.type_memo.get(key)) {
            return Ok(ty);
        }
        let ty = match self.type_cache.get(text) {
            Some(&ty) => ty,
            None => {
                let ty = self.type_from_text(text, start)?;
                self.type_cache.insert(text, ty);
                ty
            }
        };
        if let Some(key) = memo {
            self.type_memo.set(key, ty);
        }
        Ok(ty)
    }

    pub(super) fn type_from_text(&mut self, text: &'src str, start: usize) -> PResult<TypeId> {
        let loc = self.loc_of(start);
        let bad = |msg: String| Diagnostic::error(loc, msg);
        let ty = match scalar_type(text) {
            Some(Ok(ty)) => ty,
            Some(Err(message)) => return Err(bad(message)),
            None if text.starts_with("memref<") => {
                // Memrefs of memrefs: the shapes of the nested layers, outermost
                // first, peeled off in a loop (nesting never grows the stack).
                let mut shapes = Vec::new();
                let mut rest = text;
                while let Some(inner) = rest
                    .strip_prefix("memref<")
                    .and_then(|r| r.strip_suffix('>'))
                {
                    let (shape, element) = memref_shape(inner).ok_or_else(|| {
                        bad(format!(
                            "unsupported memref shape in '{text}' (static sizes only)"
                        ))
                    })?;
                    shapes.push(shape);
                    rest = element;
                }
                let mut element = match scalar_type(rest) {
                    Some(Ok(ty)) => self.ir.types.intern(ty),
                    _ => return Err(bad(format!("unsupported memref element type '{rest}'"))),
                };
                let outer = shapes.remove(0);
                for shape in shapes.into_iter().rev() {
                    element = self.ir.types.intern(Type::MemRef { shape, element });
                }
                Type::MemRef {
                    shape: outer,
                    element,
                }
            }
            None if text.starts_with('!') || text.contains('<') => Type::Opaque(text.to_string()),
            None => return Err(bad(format!("unknown type '{text}'"))),
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

    /// An error of the custom-form op being read, at its name, in MLIR's
    /// words (`custom op 'arith.cmpi' ...`).
    pub fn op_error(&self, op: &str, message: impl std::fmt::Display) -> Diagnostic {
        Diagnostic::error(self.op_name_loc, format!("custom op '{op}' {message}"))
    }
}

/// The scalar type spelled `text` (`i32`, `si8`, `index`, `f16`, ...), an error
/// for an integer type out of range, `None` for anything else.
pub(super) fn scalar_type(text: &str) -> Option<Result<Type, String>> {
    let float = |format| Some(Ok(Type::Float(format)));
    match text {
        "index" => Some(Ok(Type::Index)),
        "f16" => float(FloatFormat::F16),
        "bf16" => float(FloatFormat::BF16),
        "f32" => float(FloatFormat::F32),
        "f64" => float(FloatFormat::F64),
        "f80" => float(FloatFormat::F80),
        "f128" => float(FloatFormat::F128),
        "f8E5M2" => float(FloatFormat::F8E5M2),
        "f8E4M3FN" => float(FloatFormat::F8E4M3FN),
        _ => {
            let (digits, make): (_, fn(u32) -> Type) = if let Some(d) = text.strip_prefix("si") {
                (d, Type::SignedInt)
            } else if let Some(d) = text.strip_prefix("ui") {
                (d, Type::UnsignedInt)
            } else {
                (text.strip_prefix('i')?, Type::Int)
            };
            if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            // MLIR's wording: `i0` is a valid MLIR type but not one of
            // the subset's.
            Some(match digits.parse::<u32>() {
                Ok(w @ 1..=MAX_INT_WIDTH) => Ok(make(w)),
                Ok(0) => Err(format!(
                    "unsupported integer type '{text}' (widths 1 to {MAX_INT_WIDTH})"
                )),
                Ok(_) => Err(format!(
                    "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
                )),
                Err(_) => Err("invalid integer width".to_string()),
            })
        }
    }
}
