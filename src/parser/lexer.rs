//! Tokens of MLIR's textual syntax (LangRef "Lexical conventions"), as
//! parsers over `&str` (nom's signature; white space and identifiers, the
//! most frequent tokens, scanned byte by byte with one lookup per byte in a
//! class table). Each returns the token's text; the parser turns the
//! remaining input's length back into a byte offset. O(length of the token).

use nom::character::complete::char;
use nom::{IResult, Parser};

type Res<'a> = IResult<&'a str, &'a str>;

/// Byte classes, one bit each, looked up in [`CLASS`]: the hot scanners
/// test one table entry per byte instead of a chain of comparisons.
const SPACE: u8 = 1;
/// `letter | [_]`: starts a `bare-id`.
const BARE_START: u8 = 2;
/// `letter | digit | [_$.]`: continues a `bare-id`.
const BARE: u8 = 4;
/// `letter | digit | [$._-]`: a `suffix-id` character.
const SUFFIX: u8 = 8;
/// `[0-9]`.
const DIGIT: u8 = 16;
/// `letter | digit | [_.!$]`: a character of a type's word (`memref`, `i32`, `!llvm.ptr`).
const TYPE_WORD: u8 = 32;
/// A bracket, quote or `-`: what ends a plain `<...>` (see [`plain_angle_len`]).
const ANGLE_STOP: u8 = 64;

/// The classes of each byte (non-ASCII bytes are in none).
static CLASS: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 128 {
        let c = b as u8;
        let letter = c.is_ascii_alphabetic();
        let digit = c.is_ascii_digit();
        let mut class = 0;
        if matches!(c, b' ' | b'\n' | b'\t' | b'\r') {
            class |= SPACE;
        }
        if letter || c == b'_' {
            class |= BARE_START;
        }
        if letter || digit || matches!(c, b'_' | b'$' | b'.') {
            class |= BARE;
        }
        if letter || digit || matches!(c, b'$' | b'.' | b'_' | b'-') {
            class |= SUFFIX;
        }
        if digit {
            class |= DIGIT;
        }
        if letter || digit || matches!(c, b'_' | b'.' | b'!' | b'$') {
            class |= TYPE_WORD;
        }
        if matches!(
            c,
            b'>' | b'<' | b'(' | b'[' | b'{' | b')' | b']' | b'}' | b'"' | b'-'
        ) {
            class |= ANGLE_STOP;
        }
        table[b] = class;
        b += 1;
    }
    table
};

/// Is `b` in class `class`?
fn is(b: u8, class: u8) -> bool {
    CLASS[b as usize] & class != 0
}

/// Skips white space and `//` comments.
pub fn trivia(input: &str) -> &str {
    &input[trivia_len(input.as_bytes())..]
}

/// The length of the white space and `//` comments that `bytes` starts
/// with (all ASCII, so the end is a char boundary). Inlined: most calls
/// find a space or nothing to skip; comments are skipped out of line.
#[inline]
pub fn trivia_len(bytes: &[u8]) -> usize {
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if is(b, SPACE) {
            i += 1;
        } else if b == b'/' && bytes.get(i + 1) == Some(&b'/') {
            return i + comments_len(&bytes[i..]);
        } else {
            break;
        }
    }
    i
}

/// [`trivia_len`] from the start of a `//` comment.
#[cold]
#[inline(never)]
fn comments_len(bytes: &[u8]) -> usize {
    let mut i = 0;
    while bytes[i..].starts_with(b"//") {
        i += memchr::memchr(b'\n', &bytes[i..]).unwrap_or(bytes.len() - i);
        while i < bytes.len() && is(bytes[i], SPACE) {
            i += 1;
        }
    }
    i
}

// Identifiers are the most frequent tokens: they are scanned byte by
// byte (every byte they accept is ASCII, so a split is a char boundary).

/// The length of the run of bytes at `from` that `accept` takes.
fn run_len(bytes: &[u8], from: usize, accept: impl Fn(u8) -> bool) -> usize {
    bytes[from.min(bytes.len())..]
        .iter()
        .take_while(|&&b| accept(b))
        .count()
}

/// The length of the word a type starts with (`memref` of
/// `memref<4xi32>`, all of `i32`), 0 if none.
pub fn type_word_len(bytes: &[u8]) -> usize {
    run_len(bytes, 0, |b| is(b, TYPE_WORD))
}

/// The length of `<...>` at the start of `bytes` when nothing inside
/// needs [`balanced_len`] (no nested bracket, string or arrow): the
/// common `<4xi32>` of `memref<4xi32>`, found by one scan to the `>`.
pub fn plain_angle_len(bytes: &[u8]) -> Option<usize> {
    let close = 1 + run_len(bytes, 1, |b| !is(b, ANGLE_STOP));
    (bytes.get(close) == Some(&b'>')).then_some(close + 1)
}

/// `input` split after `len` bytes, or a nom error when `len` is 0.
fn token(input: &str, len: usize) -> Res<'_> {
    if len == 0 {
        return Err(nom::Err::Error(nom::error::Error::new(
            input,
            nom::error::ErrorKind::TakeWhile1,
        )));
    }
    Ok((&input[len..], &input[..len]))
}

/// The length of the `suffix-id ::= digit+ | (letter|[$._-]) (letter|digit|[$._-])*`
/// at `from` (the part after `%`, `^` or `@`), 0 if none.
pub fn suffix_id_len(bytes: &[u8], from: usize) -> usize {
    match bytes.get(from) {
        Some(&b) if is(b, DIGIT) => run_len(bytes, from, |b| is(b, DIGIT)),
        Some(&b) if is(b, SUFFIX) => run_len(bytes, from, |b| is(b, SUFFIX)),
        _ => 0,
    }
}

/// The length of the `bare-id ::= (letter|[_]) (letter|digit|[_$.])*`
/// at the start of `bytes`, 0 if none.
pub fn bare_id_len(bytes: &[u8]) -> usize {
    match bytes.first() {
        Some(&b) if is(b, BARE_START) => 1 + run_len(bytes, 1, |b| is(b, BARE)),
        _ => 0,
    }
}

/// A `bare-id` ([`bare_id_len`]).
pub fn bare_id(input: &str) -> Res<'_> {
    token(input, bare_id_len(input.as_bytes()))
}

/// `%name` or `%name#3`: the length of the text after `%`, 0 if `bytes`
/// does not start with a value.
pub fn value_use_len(bytes: &[u8]) -> usize {
    if bytes.first() != Some(&b'%') {
        return 0;
    }
    let mut len = suffix_id_len(bytes, 1);
    if len > 0 && bytes.get(1 + len) == Some(&b'#') {
        let digits = run_len(bytes, 2 + len, |b| is(b, DIGIT));
        if digits > 0 {
            len += 1 + digits;
        }
    }
    len
}

/// The length of the run of decimal digits at `from`.
fn digits_len(bytes: &[u8], from: usize) -> usize {
    run_len(bytes, from, |b| is(b, DIGIT))
}

/// The length of an optional sign at `from`: `-` only, or `+` too.
fn sign_len(bytes: &[u8], from: usize, plus: bool) -> usize {
    usize::from(matches!(bytes.get(from), Some(b'-')) || plus && bytes.get(from) == Some(&b'+'))
}

/// `-?(0x[0-9a-fA-F]+ | [0-9]+)`: a decimal or hexadecimal integer
/// literal, with optional minus sign (scanned byte by byte, as every
/// constant's literal is read twice: peeked, then taken).
pub fn integer(input: &str) -> Res<'_> {
    let bytes = input.as_bytes();
    let sign = sign_len(bytes, 0, false);
    let hex = match bytes.get(sign..sign + 2) {
        Some(b"0x") => run_len(bytes, sign + 2, |b| b.is_ascii_hexdigit()),
        _ => 0,
    };
    let len = match (hex, digits_len(bytes, sign)) {
        (0, 0) => 0,
        (0, digits) => sign + digits,
        (hex, _) => sign + 2 + hex,
    };
    token(input, len)
}

/// `[-+]?[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?`, byte by byte as [`integer`].
pub fn float(input: &str) -> Res<'_> {
    let bytes = input.as_bytes();
    let sign = sign_len(bytes, 0, true);
    let whole = digits_len(bytes, sign);
    if whole == 0 || bytes.get(sign + whole) != Some(&b'.') {
        return token(input, 0);
    }
    let mut len = sign + whole + 1;
    len += digits_len(bytes, len);
    if matches!(bytes.get(len), Some(b'e' | b'E')) {
        let exp_sign = sign_len(bytes, len + 1, true);
        let exp = digits_len(bytes, len + 1 + exp_sign);
        if exp > 0 {
            len += 1 + exp_sign + exp;
        }
    }
    token(input, len)
}

/// A string literal; returns the text between the quotes, escapes intact.
pub fn string(input: &str) -> Res<'_> {
    let (rest, _) = char('"').parse(input)?;
    let bytes = rest.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => return Ok((&rest[i + 1..], &rest[..i])),
            b'\\' => i += 2,
            b'\n' => break,
            _ => i += 1,
        }
    }
    Err(nom::Err::Error(nom::error::Error::new(
        input,
        nom::error::ErrorKind::Char,
    )))
}

/// Decodes MLIR string escapes (`\"`, `\\`, `\n`, `\t`, `\XX` hex).
pub fn unescape(text: &str) -> String {
    let mut out = Vec::with_capacity(text.len());
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'\\' && i + 1 < bytes.len() {
            let c = bytes[i + 1];
            let hex = text
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok());
            match (c, hex) {
                (b'n', _) => out.push(b'\n'),
                (b't', _) => out.push(b'\t'),
                (b'"' | b'\\', _) => out.push(c),
                (_, Some(byte)) => {
                    out.push(byte);
                    i += 1;
                }
                _ => out.push(c),
            }
            i += 2;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Escapes a string for printing between quotes.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\{:02X}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// The length of a balanced `open ... close` group at the start of `input`
/// (nested groups and string literals skipped), or `None` if unbalanced.
pub fn balanced_len(input: &str) -> Option<usize> {
    let bytes = input.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                let (rest, _) = string(&input[i..]).ok()?;
                i = input.len() - rest.len();
                continue;
            }
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' | b'>' if !(bytes[i] == b'>' && i > 0 && bytes[i - 1] == b'-') => {
                // A closing bracket with nothing open is not a group.
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// The names in an attribute dictionary `{a = 1, "b", c}` (quotes removed).
pub fn dictionary_keys(dict: &str) -> impl Iterator<Item = &str> {
    dictionary_entries(dict).into_iter().map(|(key, _)| key)
}

/// The entries of an attribute dictionary `{a = 1, "b", c}`: each name
/// (quotes removed) and its value's text (`None` for a unit entry).
pub fn dictionary_entries(dict: &str) -> Vec<(&str, Option<&str>)> {
    let inner = dict
        .strip_prefix('{')
        .and_then(|d| d.strip_suffix('}'))
        .unwrap_or("");
    list_elements(inner)
        .into_iter()
        .map(|entry| {
            let (key, value) = match entry.split_once('=') {
                Some((key, value)) => (key, Some(value.trim())),
                None => (entry, None),
            };
            (key.trim().trim_matches('"'), value)
        })
        .collect()
}

/// The elements of a comma-separated list's text (`a, [b, c], "d,e"`):
/// split at the commas outside brackets and strings, not trimmed.
pub fn list_elements(inner: &str) -> Vec<&str> {
    let bytes = inner.as_bytes();
    let mut elements = Vec::new();
    let (mut depth, mut start, mut i) = (0usize, 0, 0);
    while i < bytes.len() {
        match bytes[i] {
            b'"' => {
                let rest = string(&inner[i..]).map_or("", |(rest, _)| rest);
                i = inner.len() - rest.len();
                continue;
            }
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b'>' if i > 0 && bytes[i - 1] == b'-' => {}
            b')' | b']' | b'}' | b'>' => depth = depth.saturating_sub(1),
            b',' if depth == 0 => {
                elements.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    elements.push(&inner[start..]);
    elements
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens() {
        assert_eq!(bare_id("arith.addi %x"), Ok((" %x", "arith.addi")));
        assert_eq!(value_use_len(b"%c1_i32, "), 6);
        assert_eq!(value_use_len(b"%r#1 "), 3);
        assert_eq!(value_use_len(b"%0:"), 1);
        assert_eq!(value_use_len(b"%:"), 0);
        assert_eq!(integer("-42 :"), Ok((" :", "-42")));
        assert_eq!(integer("0x7FC00000 "), Ok((" ", "0x7FC00000")));
        assert_eq!(float("1.500000e+00 :"), Ok((" :", "1.500000e+00")));
        assert!(float("15 :").is_err());
        assert_eq!(string(r#""a\"b" x"#), Ok((" x", r#"a\"b"#)));
        assert_eq!(unescape(r#"a\"b\0A"#), "a\"b\n");
        assert_eq!(trivia("  // c\n  // d\n x"), "x");
        assert_eq!(balanced_len("{a = \"}\", b = [1]} rest"), Some(18));
        assert_eq!(balanced_len("<{f = (i32) -> i32}> x"), Some(20));
        assert_eq!(balanced_len(") {}"), None);
    }

    /// The byte-level identifier scanners agree with their grammar written
    /// as nom combinators, on every short string over a telling alphabet.
    #[test]
    fn identifiers_match_their_grammar() {
        use nom::branch::alt;
        use nom::bytes::complete::{take_while, take_while1};
        use nom::character::complete::digit1;
        use nom::combinator::{opt, recognize};
        use nom::sequence::{pair, preceded};
        fn suffix(input: &str) -> Res<'_> {
            let named_char =
                |c: char| c.is_ascii_alphanumeric() || matches!(c, '$' | '.' | '_' | '-');
            let named_start =
                |c: char| c.is_ascii_alphabetic() || matches!(c, '$' | '.' | '_' | '-');
            alt((
                digit1,
                recognize(pair(take_while1(named_start), take_while(named_char))),
            ))
            .parse(input)
        }
        fn bare(input: &str) -> Res<'_> {
            recognize(pair(
                take_while1(|c: char| c.is_ascii_alphabetic() || c == '_'),
                take_while(|c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.')),
            ))
            .parse(input)
        }
        fn value(input: &str) -> Res<'_> {
            preceded(
                char('%'),
                recognize(pair(suffix, opt(pair(char('#'), digit1)))),
            )
            .parse(input)
        }
        let alphabet = [
            'a', 'Z', '0', '7', '_', '$', '.', '-', '#', '%', ' ', 'é', ':',
        ];
        let mut inputs = strings_over(&alphabet, 4);
        inputs.dedup();
        for input in &inputs {
            assert_eq!(bare_id(input).ok(), bare(input).ok(), "bare_id {input:?}");
            assert_eq!(
                Some(suffix_id_len(input.as_bytes(), 0)).filter(|&len| len > 0),
                suffix(input).ok().map(|(_, id)| id.len()),
                "suffix_id_len {input:?}"
            );
            assert_eq!(
                Some(value_use_len(input.as_bytes())).filter(|&len| len > 0),
                value(input).ok().map(|(_, name)| name.len()),
                "value_use_len {input:?}"
            );
        }
    }

    /// The strings over `alphabet` built by `rounds` rounds of appending
    /// each character to every string so far (from the empty one).
    fn strings_over(alphabet: &[char], rounds: usize) -> Vec<String> {
        let mut inputs = vec![String::new()];
        for _ in 0..rounds {
            let longer: Vec<String> = inputs
                .iter()
                .flat_map(|s| alphabet.iter().map(move |&c| format!("{s}{c}")))
                .collect();
            inputs.extend(longer);
        }
        inputs
    }

    /// The byte-level number scanners agree with their grammar written as
    /// nom combinators, on every short string over a telling alphabet.
    #[test]
    fn numbers_match_their_grammar() {
        use nom::branch::alt;
        use nom::bytes::complete::{tag, take_while};
        use nom::character::complete::{digit1, hex_digit1, one_of};
        use nom::combinator::{opt, recognize};
        use nom::sequence::pair;
        fn int(input: &str) -> Res<'_> {
            recognize(pair(
                opt(char('-')),
                alt((recognize(pair(tag("0x"), hex_digit1)), digit1)),
            ))
            .parse(input)
        }
        fn flt(input: &str) -> Res<'_> {
            recognize((
                opt(one_of("+-")),
                digit1,
                char('.'),
                take_while(|c: char| c.is_ascii_digit()),
                opt((one_of("eE"), opt(one_of("+-")), digit1)),
            ))
            .parse(input)
        }
        let alphabet = ['0', '7', 'x', 'F', '-', '+', '.', 'e', 'E', ' '];
        let mut inputs = strings_over(&alphabet, 5);
        inputs.extend(["1.5e+10 x", "-0x1F:", "0x", "-1.e5", "+2.", "3.0E-7"].map(String::from));
        for input in &inputs {
            assert_eq!(integer(input).ok(), int(input).ok(), "integer {input:?}");
            assert_eq!(float(input).ok(), flt(input).ok(), "float {input:?}");
        }
    }

    /// The one-scan extent of a type's `<...>` agrees with the balanced
    /// scan wherever it answers, and leaves the others to it.
    #[test]
    fn plain_angle_len_agrees_with_balanced_len() {
        for text in [
            "<i32> x",
            "<4x2xi32>>",
            "<>",
            "<?xi32>",
            "<4xi32, affine_map<(d0) -> (d0)>> x",
            "<\"a>\">",
            "<1x-2>",
            "<i32",
        ] {
            let plain = plain_angle_len(text.as_bytes());
            if let Some(len) = plain {
                assert_eq!(Some(len), balanced_len(text), "{text}");
            }
            let nested = text[1..].find(['<', '"', '-', '(']);
            let first_close = text.find('>');
            assert_eq!(
                plain.is_some(),
                first_close.is_some_and(|c| nested.is_none_or(|n| c < n + 1)),
                "{text}"
            );
        }
    }
}
