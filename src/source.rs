//! Source files: the text being parsed, with its name, turned into
//! `line:col` and quoted lines only when a diagnostic is rendered.
//!
//! Files are read into memory, not mapped: a mapped file that another
//! process rewrites or truncates while it is parsed would change a `&str`
//! that was validated as UTF-8 (undefined behaviour) or kill the process
//! with `SIGBUS`, and no mapping flag prevents that (`MAP_PRIVATE` pages
//! not yet touched still show the file's new contents). The text is a copy
//! taken once; whatever happens to the file afterwards does not reach it.
//! A [`FileText`] is read a piece at a time instead (a large file parsed in
//! parts, each piece a copy checked as the whole would be); a file whose
//! length or modification time changed meanwhile is read again whole.
//!
//! Bytes are checked once, in O(n): the first NUL byte or invalid UTF-8
//! sequence is reported as `file:line:col: error:` with its line; a leading
//! byte-order mark is dropped, and CRLF line ends are accepted (`\r` is
//! white space to the lexer and is not shown in quoted lines).

use crate::diagnostic::{Diagnostic, Severity};
use crate::ir::{Loc, Shown, MAX_INPUT_LEN};
use std::fmt::Write;
use std::io::Read;

/// Why a file could not be turned into a [`SourceFile`].
#[derive(Debug)]
pub enum ReadError {
    /// The file could not be read (the message names it).
    Io(String),
    /// Its bytes are not text: the rendered `file:line:col: error:`
    /// diagnostic, with the line and a caret.
    NotText(String),
}

impl ReadError {
    /// The error as a tool prints it to stderr (`TOOL: error: ...` for an
    /// I/O error, the located diagnostic otherwise), newline-terminated.
    pub fn render(&self, tool: &str) -> String {
        match self {
            ReadError::Io(message) => format!("{tool}: error: {message}\n"),
            ReadError::NotText(rendered) => rendered.clone(),
        }
    }
}

/// A file read a piece at a time, for parsing in parts without holding the
/// whole text ([`crate::parser::parse_file_parts`]). Pieces are read
/// (`read`, not mapped), checked as [`SourceFile::from_bytes`] checks the
/// whole, and dropped once parsed; [`FileText::unchanged`] tells whether
/// the file kept its length and modification time meanwhile.
pub struct FileText {
    file: std::sync::Mutex<std::fs::File>,
    len: usize,
    modified: Option<std::time::SystemTime>,
}

impl FileText {
    /// Opens a file.
    pub fn open(path: &str) -> std::io::Result<Self> {
        let file = std::fs::File::open(path)?;
        let meta = file.metadata()?;
        Ok(FileText {
            len: usize::try_from(meta.len()).unwrap_or(usize::MAX),
            modified: meta.modified().ok(),
            file: std::sync::Mutex::new(file),
        })
    }

    /// Its length in bytes when opened.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Is it empty?
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Up to `len` bytes from `at` (fewer at the end), `None` when they
    /// cannot be read.
    pub fn bytes(&self, at: usize, len: usize) -> Option<Vec<u8>> {
        use std::io::{Seek, SeekFrom};
        let mut bytes = vec![0; len.min(self.len.saturating_sub(at))];
        let mut file = self.file.lock().ok()?;
        file.seek(SeekFrom::Start(at as u64)).ok()?;
        file.read_exact(&mut bytes).ok()?;
        Some(bytes)
    }

    /// The text of `range`: `None` when it cannot be read or is not text
    /// (a NUL byte or invalid UTF-8, reported by reading the whole file).
    pub fn text(&self, range: std::ops::Range<usize>) -> Option<String> {
        let bytes = self.bytes(range.start, range.len())?;
        if memchr::memchr(0, &bytes).is_some() {
            return None;
        }
        String::from_utf8(bytes).ok()
    }

    /// Has the file kept the length and modification time it had when
    /// opened (so that its pieces were read from one version of it)?
    pub fn unchanged(&self) -> bool {
        let Ok(file) = self.file.lock() else {
            return false;
        };
        file.metadata().is_ok_and(|meta| {
            meta.len() == self.len as u64 && meta.modified().ok() == self.modified
        })
    }
}

/// A source text with its name, for turning byte offsets into `line:col`.
pub struct SourceFile {
    name: String,
    text: String,
    /// Byte offsets of line starts, computed when a diagnostic needs them.
    line_starts: std::sync::OnceLock<Vec<usize>>,
}

impl SourceFile {
    /// Wraps `text`, read from `name` (`<stdin>` for standard input).
    pub fn new(name: impl Into<String>, text: String) -> Self {
        SourceFile {
            name: name.into(),
            text,
            line_starts: std::sync::OnceLock::new(),
        }
    }

    /// Reads a file (`-` is not special here).
    pub fn open(path: &str) -> Result<Self, ReadError> {
        let mut bytes = Vec::new();
        std::fs::File::open(path)
            .and_then(|mut file| file.read_to_end(&mut bytes))
            .map_err(|e| ReadError::Io(format!("cannot read '{path}': {e}")))?;
        Self::from_bytes(path, bytes)
    }

    /// Checks that `bytes`, read from `name`, are text the parser accepts:
    /// UTF-8 without NUL bytes, at most [`MAX_INPUT_LEN`] long. A leading
    /// byte-order mark is dropped.
    pub fn from_bytes(name: impl Into<String>, mut bytes: Vec<u8>) -> Result<Self, ReadError> {
        let name = name.into();
        if bytes.starts_with(b"\xEF\xBB\xBF") {
            bytes.drain(..3);
        }
        let nul = memchr::memchr(0, &bytes);
        let (bad, message) = match std::str::from_utf8(&bytes[..nul.unwrap_or(bytes.len())]) {
            Err(e) => (
                e.valid_up_to(),
                format!(
                    "invalid UTF-8 byte 0x{:02X}: the input must be UTF-8 text",
                    bytes[e.valid_up_to()]
                ),
            ),
            Ok(_) if nul.is_some() => (
                nul.unwrap_or_default(),
                "NUL byte: the input must be text".to_string(),
            ),
            Ok(_) if bytes.len() > MAX_INPUT_LEN => (
                MAX_INPUT_LEN,
                format!("input larger than the supported {MAX_INPUT_LEN} bytes"),
            ),
            Ok(_) => {
                let text = String::from_utf8(bytes).expect("validated above");
                return Ok(SourceFile::new(name, text));
            }
        };
        // Everything before `bad` is valid, so offsets up to it are the
        // same in the text shown, where bad bytes and NULs are U+FFFD.
        let shown = String::from_utf8_lossy(&bytes).replace('\0', "\u{FFFD}");
        let shown = SourceFile::new(name, shown);
        let diag = Diagnostic::error(Loc::at(bad), message);
        Err(ReadError::NotText(shown.render(&diag)))
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(self.text.match_indices('\n').map(|(i, _)| i + 1))
                .collect()
        })
    }

    /// The file name as given.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The whole text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// 1-based line and column of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let line_starts = self.line_starts();
        let line = line_starts.partition_point(|&s| s <= offset) - 1;
        let start = line_starts[line];
        let end = self.text.floor_char_boundary(offset.min(self.text.len()));
        let col = self.text[start..end.max(start)].chars().count() + 1;
        (line + 1, col)
    }

    /// The text of 1-based line `line`, without its newline.
    pub fn line_text(&self, line: usize) -> &str {
        let line_starts = self.line_starts();
        let start = line_starts[line - 1];
        let end = line_starts.get(line).map_or(self.text.len(), |&e| e - 1);
        self.text[start..end].trim_end_matches('\r')
    }

    /// Renders a diagnostic and its notes, each with the source line and a caret.
    pub fn render(&self, diag: &Diagnostic) -> String {
        let mut out = String::new();
        self.render_one(diag, &mut out);
        for note in &diag.notes {
            self.render_one(note, &mut out);
        }
        out
    }

    /// One diagnostic, at the place MLIR shows for its location
    /// ([`Loc::shown`]): an offset, or a written file location (with its
    /// line when the file is this one), then a `called from` note for each
    /// call site on the way. A written location without a file one is
    /// shown before the message (`loc("name"): ...`), as MLIR does.
    fn render_one(&self, diag: &Diagnostic, out: &mut String) {
        let callers = self.render_located(diag, out);
        for caller in callers.into_iter().rev() {
            let note = Diagnostic {
                severity: Severity::Note,
                ..Diagnostic::error(caller, "called from")
            };
            // A caller's own call sites are not followed: one level of notes.
            self.render_located(&note, out);
        }
    }

    /// [`Self::render_one`] without the notes; returns the call sites' callers.
    fn render_located(&self, diag: &Diagnostic, out: &mut String) -> Vec<Loc> {
        let severity = diag.severity.as_str();
        let (shown, callers) = diag.loc.shown();
        match shown {
            Some(Shown::Offset(offset)) if offset <= self.text.len() => {
                let (line, col) = self.line_col(offset);
                self.render_at(out, &self.name, line, col, severity, &diag.message);
            }
            Some(Shown::File { file, line, col }) => {
                let (line, col) = (line as usize, col as usize);
                self.render_at(out, &file, line, col, severity, &diag.message);
            }
            _ if diag.loc.offset().is_none() && diag.loc != Loc::UNKNOWN => {
                let mut written = String::new();
                diag.loc.write_to(&mut written, |o, out| {
                    let _ = write!(out, "{o}");
                });
                let _ = writeln!(
                    out,
                    "{}: {severity}: loc({written}): {}",
                    self.name, diag.message
                );
            }
            _ => {
                let _ = writeln!(out, "{}: {severity}: {}", self.name, diag.message);
            }
        }
        callers
    }

    /// `file:line:col: severity: message`, then the line and a caret when
    /// `file` is this source and has that line.
    fn render_at(
        &self,
        out: &mut String,
        file: &str,
        line: usize,
        col: usize,
        severity: &str,
        message: &str,
    ) {
        let _ = writeln!(out, "{file}:{line}:{col}: {severity}: {message}");
        if file == self.name && (1..=self.line_starts().len()).contains(&line) {
            let _ = writeln!(out, "{}", self.line_text(line));
            let _ = writeln!(out, "{}^", " ".repeat(col.saturating_sub(1)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn not_text(bytes: &[u8]) -> String {
        match SourceFile::from_bytes("f.mlir", bytes.to_vec()) {
            Err(ReadError::NotText(rendered)) => rendered,
            Err(e) => panic!("{e:?}"),
            Ok(_) => panic!("accepted {bytes:?}"),
        }
    }

    #[test]
    fn bad_bytes_are_located() {
        assert_eq!(
            not_text(b"ok\n  a\xFFb\n"),
            "f.mlir:2:4: error: invalid UTF-8 byte 0xFF: the input must be UTF-8 text\n  a\u{FFFD}b\n   ^\n"
        );
        assert!(not_text(b"x\n\xC3(").starts_with("f.mlir:2:1: error: invalid UTF-8 byte 0xC3"));
        assert_eq!(
            not_text(b"re\0turn"),
            "f.mlir:1:3: error: NUL byte: the input must be text\nre\u{FFFD}turn\n  ^\n"
        );
        // The first offending byte wins, whichever kind it is.
        assert!(not_text(b"a\xFF\0").starts_with("f.mlir:1:2: error: invalid UTF-8"));
        assert!(not_text(b"a\0\xFF").starts_with("f.mlir:1:2: error: NUL byte"));
        // A truncated sequence at the end.
        assert!(not_text(b"abc\xE2\x82").starts_with("f.mlir:1:4: error: invalid UTF-8 byte 0xE2"));
    }

    #[test]
    fn bom_dropped_and_crlf_shown_without_cr() {
        let source =
            SourceFile::from_bytes("f.mlir", b"\xEF\xBB\xBFab\r\ncd\r\n".to_vec()).expect("text");
        assert_eq!(source.text(), "ab\r\ncd\r\n");
        assert_eq!(source.line_col(4), (2, 1));
        assert_eq!(source.line_text(1), "ab");
    }

    /// The text is a copy: rewriting or truncating the file after it was
    /// read changes nothing (a mapping would have).
    #[test]
    fn file_changed_underneath() {
        let path = std::env::temp_dir().join(format!("ssa-source-{}.mlir", std::process::id()));
        let original = "x".repeat(3 << 20) + "\n";
        std::fs::write(&path, &original).expect("write");
        let source = SourceFile::open(path.to_str().expect("utf-8 path")).expect("reads");
        std::fs::write(&path, b"\xFF\xFF").expect("rewrite");
        assert_eq!(source.text(), original);
        std::fs::File::create(&path).expect("truncate");
        assert_eq!(source.line_col(original.len() - 1), (1, (3 << 20) + 1));
        let _ = std::fs::remove_file(&path);
    }
}
