//! Checks on the attribute dictionaries kept verbatim (those of opaque ops,
//! and functions' and their arguments' extra attributes): what MLIR's
//! attribute parser (`mlir/lib/AsmParser/AttributeParser.cpp`,
//! `parseAttributeDict` and `parseDecOrHexAttr`) rejects there, with its
//! wording and position — a key twice in one dictionary, and an integer
//! literal its type cannot hold (`-0x1 : f16`, `0xfffff : f16`, `42 : f32`,
//! `-5 : ui32`, `300 : i8`). The bodies of `<...>` groups (dialect
//! attributes, which MLIR keeps opaque) are not looked into.
//!
//! One pass over the text: time linear in its length (a literal is read
//! once, [`crate::semantics::parse_int_literal`] bounding its cost by its type's
//! width); memory one key set per open dictionary.

use super::*;
use rustc_hash::FxHashSet;

/// Checks `dict`, the text of a dictionary that starts at byte `base` of
/// the file.
pub(super) fn check(dict: &str, base: usize) -> PResult<()> {
    let bytes = dict.as_bytes();
    let at = |i: usize| Loc::at(base + i);
    // One key set per open bracket; `None` for `[` and `(`.
    let mut open: Vec<Option<FxHashSet<&str>>> = Vec::new();
    let mut expect_key = false;
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if dict[i..].starts_with("//") {
            i += memchr::memchr(b'\n', &bytes[i..]).unwrap_or(bytes.len() - i);
            continue;
        }
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if !c.is_ascii() {
            // Outside a string, as MLIR's lexer says of it.
            return Err(Diagnostic::error(at(i), "unexpected character"));
        }
        let (len, key) = match c {
            b'"' => match lexer::string(&dict[i..]) {
                Ok((rest, _)) => {
                    let len = dict.len() - i - rest.len();
                    (len, Some(&dict[i + 1..i + len - 1]))
                }
                // Unterminated: the rest is the string (the lexer reports it).
                Err(_) => (dict.len() - i, None),
            },
            b'<' => (lexer::balanced_len(&dict[i..]).unwrap_or(1), None),
            b'{' => {
                open.push(Some(FxHashSet::default()));
                expect_key = true;
                i += 1;
                continue;
            }
            b'[' | b'(' => {
                open.push(None);
                (1, None)
            }
            b'}' | b']' | b')' => {
                open.pop();
                (1, None)
            }
            b',' => {
                expect_key = matches!(open.last(), Some(Some(_)));
                i += 1;
                continue;
            }
            _ if expect_key => {
                let len =
                    lexer::bare_id(&dict[i..]).map_or(1, |(rest, _)| dict.len() - i - rest.len());
                (len, Some(&dict[i..i + len]))
            }
            b'0'..=b'9' | b'-' if literal_start(bytes, i) => (literal(dict, i, base)?, None),
            _ => (1, None),
        };
        if let (true, Some(key), Some(Some(keys))) = (expect_key, key, open.last_mut()) {
            if !keys.insert(key) {
                return Err(Diagnostic::error(
                    at(i),
                    format!("duplicate key '{key}' in dictionary attribute"),
                ));
            }
        }
        expect_key = false;
        i += len;
    }
    Ok(())
}

/// Does an integer literal start at byte `i` (a digit, or `-` and a digit,
/// not inside a name such as `i32` or `@f1`)?
fn literal_start(bytes: &[u8], i: usize) -> bool {
    let digit_at = |j: usize| bytes.get(j).is_some_and(u8::is_ascii_digit);
    let in_name = i > 0
        && (bytes[i - 1].is_ascii_alphanumeric()
            || matches!(
                bytes[i - 1],
                b'_' | b'$' | b'.' | b'@' | b'#' | b'%' | b'^' | b'!' | b'-'
            ));
    !in_name && (digit_at(i) || (bytes[i] == b'-' && digit_at(i + 1)))
}

/// Checks the number at byte `i` against the type written after it
/// (`42 : f32`), if any; returns its length.
fn literal(dict: &str, i: usize, base: usize) -> PResult<usize> {
    let rest = &dict[i..];
    if let Ok((after, _)) = lexer::float(rest) {
        return Ok(rest.len() - after.len());
    }
    let Ok((after, text)) = lexer::integer(rest) else {
        return Ok(1);
    };
    let len = text.len();
    let typed = lexer::trivia(after)
        .strip_prefix(':')
        .map(lexer::trivia)
        .and_then(|t| lexer::bare_id(t).ok())
        .and_then(|(_, name)| types::scalar_type(name))
        .and_then(Result::ok);
    let Some(ty) = typed else {
        return Ok(len);
    };
    let digits = Loc::at(base + i + usize::from(text.starts_with('-')));
    let start = Loc::at(base + i);
    match ty {
        Type::Float(format) => {
            forms::float_from_integer_literal(text, format, start, digits).map(|_| len)
        }
        ty => forms::int_from_literal(text, &ty, digits)
            .transpose()
            .map(|_| len),
    }
}
