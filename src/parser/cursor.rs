//! The parser's cursor over the text: white space and comments skipped
//! once, punctuation, keywords, literals, symbols, balanced groups, and the
//! errors that name the next token. Each token costs O(its length).

use super::*;

impl<'src> OpParser<'src, '_> {
    pub(super) fn rest(&self) -> &'src str {
        &self.src[self.pos..]
    }

    /// Skips white space and comments, once per position: inlined, as most
    /// calls find them skipped already.
    #[inline]
    pub(super) fn skip_trivia(&mut self) {
        if self.trivia_skipped_at != self.pos {
            self.skip_trivia_here();
        }
    }

    fn skip_trivia_here(&mut self) {
        if self.trivia_skipped_at != usize::MAX {
            self.token_end = self.pos;
        }
        self.pos += lexer::trivia_len(&self.src.as_bytes()[self.pos..]);
        self.trivia_skipped_at = self.pos;
    }

    /// The location of the next token.
    pub fn loc(&mut self) -> Loc {
        self.skip_trivia();
        Loc::at(self.base + self.pos)
    }

    pub(super) fn loc_of(&self, pos: usize) -> Loc {
        Loc::at(self.base + pos)
    }

    /// An error at the next token.
    pub fn error(&mut self, message: impl Into<String>) -> Diagnostic {
        let loc = self.loc();
        Diagnostic::error(loc, message)
    }

    /// An error that the next token is not the one expected, at the end of
    /// the last token read when there is no next one (MLIR's `emitError`
    /// at the end of the input) or, with `line_end` (a missing punctuation
    /// mark, MLIR's `emitWrongTokenError`), when the next one is on a later
    /// line: the line that lacks something is the one shown.
    fn wrong_token(&mut self, message: String, line_end: bool) -> Diagnostic {
        let loc = self.loc();
        if self.token_end < self.pos
            && (self.rest().is_empty()
                || (line_end && self.src[self.token_end..self.pos].contains('\n')))
        {
            return Diagnostic::error(self.loc_of(self.token_end), message);
        }
        Diagnostic::error(loc, message)
    }

    pub(super) fn describe_next(&mut self) -> String {
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

    pub(super) fn lex<T>(
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
            Err(_) => Err(self.lex_error(what)),
        }
    }

    /// A token that `len` measures at the next byte (0: none there), its
    /// first `sigil` bytes left out of its text, or the error that `what`
    /// was expected (as [`OpParser::lex`]'s). Names are the most frequent
    /// tokens: read from the bytes, without a token parser's results.
    fn token_of_len(
        &mut self,
        sigil: usize,
        len: impl FnOnce(&[u8]) -> usize,
        what: &str,
    ) -> PResult<&'src str> {
        self.skip_trivia();
        let len = len(&self.src.as_bytes()[self.pos..]);
        if len == 0 {
            return Err(self.lex_error(what));
        }
        let text = &self.src[self.pos + sigil..self.pos + sigil + len];
        self.pos += sigil + len;
        Ok(text)
    }

    /// `%name` or `%name#3`: the text after `%` ([`lexer::value_use_len`]).
    pub(super) fn value_name(&mut self, what: &str) -> PResult<&'src str> {
        self.token_of_len(1, lexer::value_use_len, what)
    }

    /// A `suffix-id` ([`lexer::suffix_id_len`]): a name after `%`, `^`, `@` or `#`.
    pub(super) fn suffix_id(&mut self, what: &str) -> PResult<&'src str> {
        self.token_of_len(0, |bytes| lexer::suffix_id_len(bytes, 0), what)
    }

    /// A `bare-id` ([`lexer::bare_id_len`]): an op, keyword or attribute name.
    pub(super) fn bare_id(&mut self, what: &str) -> PResult<&'src str> {
        self.token_of_len(0, lexer::bare_id_len, what)
    }

    /// The error of [`OpParser::lex`].
    #[cold]
    #[inline(never)]
    fn lex_error(&mut self, what: &str) -> Diagnostic {
        let found = self.describe_next();
        self.wrong_token(format!("expected {what}, found {found}"), false)
    }

    /// Is the next token `punct`?
    #[inline]
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
    #[inline]
    pub fn try_punct(&mut self, punct: &str) -> bool {
        let found = self.peek(punct);
        if found {
            self.pos += punct.len();
        }
        found
    }

    /// Is the next token an integer literal?
    pub fn peek_integer(&mut self) -> bool {
        self.skip_trivia();
        lexer::integer(self.rest()).is_ok()
    }

    /// MLIR's `emitWrongTokenError`: `message` at the next token, or at the
    /// end of the line when the next token is on a later one (the line
    /// that lacks something is the one shown).
    pub fn wrong_token_error(&mut self, message: &str) -> Diagnostic {
        self.wrong_token(message.to_string(), true)
    }

    /// Consumes `punct` or fails.
    #[inline]
    pub fn expect(&mut self, punct: &str) -> PResult<()> {
        if self.try_punct(punct) {
            Ok(())
        } else {
            Err(self.expected(punct))
        }
    }

    /// The error of [`OpParser::expect`].
    #[cold]
    #[inline(never)]
    fn expected(&mut self, punct: &str) -> Diagnostic {
        let found = self.describe_next();
        self.wrong_token(format!("expected '{punct}', found {found}"), true)
    }

    /// A bare identifier (keyword).
    pub fn keyword(&mut self) -> PResult<&'src str> {
        self.bare_id("a keyword")
    }

    /// Consumes keyword `kw` if it is next (and not a prefix of a longer word).
    pub fn try_keyword(&mut self, kw: &str) -> bool {
        self.skip_trivia();
        let bytes = &self.src.as_bytes()[self.pos..];
        let len = lexer::bare_id_len(bytes);
        let found = len > 0 && bytes[..len] == *kw.as_bytes();
        if found {
            self.pos += len;
        }
        found
    }

    /// An integer literal's text (`-12`, `0xFF`, any number of digits)
    /// and the location of its digits (after any `-`: where `mlir-opt`
    /// points at a value out of range).
    pub fn integer_text(&mut self) -> PResult<(&'src str, Loc)> {
        self.skip_trivia();
        let digits = self.loc_of(self.pos + usize::from(self.rest().starts_with('-')));
        let text = self.lex(lexer::integer, "an integer")?;
        Ok((text, digits))
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

    /// `1, 0, 2`: one or more non-negative `i32`s (segment sizes, branch
    /// weights); `what` names one in the error.
    pub fn i32_list(&mut self, what: &str) -> PResult<Vec<u32>> {
        let mut list = Vec::new();
        loop {
            let loc = self.loc();
            let n = self.integer()?;
            list.push(
                u32::try_from(n)
                    .ok()
                    .filter(|&n| n <= i32::MAX as u32)
                    .ok_or_else(|| Diagnostic::error(loc, format!("expected {what}")))?,
            );
            if !self.try_punct(",") {
                return Ok(list);
            }
        }
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
        self.string_token("a string literal").map(lexer::unescape)
    }

    /// A string literal's text between the quotes, escapes intact; one
    /// that the line ends in is MLIR's lexer error, at the line's end.
    fn string_token(&mut self, what: &str) -> PResult<&'src str> {
        self.skip_trivia();
        if self.rest().starts_with('"') && lexer::string(self.rest()).is_err() {
            let line = memchr::memchr(b'\n', self.rest().as_bytes()).unwrap_or(self.rest().len());
            return Err(Diagnostic::error(
                self.loc_of(self.pos + line),
                "expected '\"' in string literal",
            ));
        }
        self.lex(lexer::string, what)
    }

    /// `@name`.
    pub fn symbol(&mut self) -> PResult<&'src str> {
        self.expect("@")?;
        if self.rest().starts_with('"') {
            return self.string_token("a symbol name");
        }
        if !self
            .rest()
            .starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        {
            return Err(self.error("@ identifier expected to start with letter or '_'"));
        }
        self.suffix_id("a symbol name")
    }

    /// A balanced `{...}` / `<{...}>` / `(...)` / `[...]` group, verbatim:
    /// it starts with its opening bracket, so callers may strip it.
    pub fn balanced(&mut self) -> PResult<&'src str> {
        self.skip_trivia();
        if !self.rest().starts_with(['{', '(', '[', '<']) {
            return Err(self.error("expected '{', '(', '[' or '<'"));
        }
        let len =
            lexer::balanced_len(self.rest()).ok_or_else(|| self.error("unbalanced brackets"))?;
        let text = &self.rest()[..len];
        self.pos += len;
        Ok(text)
    }

    /// An attribute dictionary `{...}` (or properties `<{...}>`) kept
    /// verbatim, checked as MLIR's attribute parser would
    /// ([`dictionary::check`]).
    pub(super) fn attr_dictionary(&mut self) -> PResult<&'src str> {
        let dict = self.balanced()?;
        let start = self.base + self.pos - dict.len();
        match dict.strip_prefix('<').and_then(|d| d.strip_suffix('>')) {
            Some(inner) => dictionary::check(inner, start + 1)?,
            None => dictionary::check(dict, start)?,
        }
        Ok(dict)
    }

    /// Skips a trailing `loc(...)`.
    pub(super) fn skip_location(&mut self) -> PResult<()> {
        self.skip_trivia();
        if self.rest().starts_with("loc(") {
            self.pos += 3;
            self.balanced()?;
        }
        Ok(())
    }
}
