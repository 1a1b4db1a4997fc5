//! Source files: the text being parsed, with its name, turned into
//! `line:col` and quoted lines only when a diagnostic is rendered. Large
//! files are memory-mapped and their parsed pages released as parsing
//! proceeds, so a million-op input does not stay resident twice (as text
//! and as IR).

use crate::diagnostic::Diagnostic;
use memmap2::{Mmap, UncheckedAdvice};
use std::fmt::Write;
use std::fs::File;
use std::io::Read;

/// Files at least this large are mapped rather than read.
const MAP_THRESHOLD: u64 = 1 << 20;

/// How much text is validated or parsed between two releases.
pub const RELEASE_STEP: usize = 4 << 20;

enum Text {
    Owned(String),
    Mapped(Mmap),
}

/// Drops the whole pages of `map` before `end` from this process.
fn release_pages(map: &Mmap, end: usize) {
    let page = 4096;
    let len = end / page * page;
    if len > 0 {
        // SAFETY: the mapping is private and read-only, so DONTNEED only
        // discards clean pages; touching them again re-reads the file.
        let _ = unsafe { map.unchecked_advise_range(UncheckedAdvice::DontNeed, 0, len) };
    }
}

/// A source text with its name, for turning byte offsets into `line:col`.
pub struct SourceFile {
    name: String,
    text: Text,
    /// Byte offsets of line starts, computed when a diagnostic needs them.
    line_starts: std::sync::OnceLock<Vec<usize>>,
}

impl SourceFile {
    /// Wraps `text`, read from `name` (`<stdin>` for standard input).
    pub fn new(name: impl Into<String>, text: String) -> Self {
        SourceFile {
            name: name.into(),
            text: Text::Owned(text),
            line_starts: std::sync::OnceLock::new(),
        }
    }

    /// Reads a file. Large files are memory-mapped (as LLVM's `MemoryBuffer`
    /// does), so that [`SourceFile::release`] can give parsed pages back.
    pub fn open(path: &str) -> Result<Self, String> {
        let fail = |e: std::io::Error| format!("cannot read '{path}': {e}");
        let file = File::open(path).map_err(fail)?;
        let len = file.metadata().map_err(fail)?.len();
        if len < MAP_THRESHOLD || !file.metadata().map_err(fail)?.is_file() {
            let mut bytes = Vec::new();
            (&file).read_to_end(&mut bytes).map_err(fail)?;
            let text =
                String::from_utf8(bytes).map_err(|_| format!("'{path}' is not UTF-8 text"))?;
            return Ok(SourceFile::new(path, text));
        }
        // SAFETY: the mapping is private and read-only; like every tool that
        // maps its input (LLVM, ripgrep), we assume the file is not truncated
        // or rewritten while we read it.
        let map = unsafe { Mmap::map(&file) }.map_err(fail)?;
        // Validate in slices, releasing each: the whole file need not be resident.
        let mut start = 0;
        while start < map.len() {
            let mut end = (start + RELEASE_STEP).min(map.len());
            while end < map.len() && (map[end] & 0xC0) == 0x80 {
                end -= 1;
            }
            std::str::from_utf8(&map[start..end])
                .map_err(|_| format!("'{path}' is not UTF-8 text"))?;
            release_pages(&map, end);
            start = end;
        }
        Ok(SourceFile {
            name: path.to_string(),
            text: Text::Mapped(map),
            line_starts: std::sync::OnceLock::new(),
        })
    }

    /// Tells the source that bytes before `end` will probably not be read
    /// again (the parser has passed them). A mapped file gives those pages
    /// back to the page cache; reading them later (for a diagnostic) maps
    /// them in again. An owned text ignores the hint.
    pub fn release(&self, end: usize) {
        if let Text::Mapped(map) = &self.text {
            release_pages(map, end);
        }
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(self.text().match_indices('\n').map(|(i, _)| i + 1))
                .collect()
        })
    }

    /// The file name as given.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The whole text.
    pub fn text(&self) -> &str {
        match &self.text {
            Text::Owned(text) => text,
            // SAFETY: validated as UTF-8 in `open`.
            Text::Mapped(map) => unsafe { std::str::from_utf8_unchecked(map) },
        }
    }

    /// 1-based line and column of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let line_starts = self.line_starts();
        let line = line_starts.partition_point(|&s| s <= offset) - 1;
        let start = line_starts[line];
        let col = self.text()[start..offset.min(self.text().len())]
            .chars()
            .count()
            + 1;
        (line + 1, col)
    }

    /// The text of 1-based line `line`, without its newline.
    pub fn line_text(&self, line: usize) -> &str {
        let line_starts = self.line_starts();
        let start = line_starts[line - 1];
        let end = line_starts.get(line).map_or(self.text().len(), |&e| e - 1);
        self.text()[start..end].trim_end_matches('\r')
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

    fn render_one(&self, diag: &Diagnostic, out: &mut String) {
        let severity = diag.severity.as_str();
        match diag.loc.offset() {
            Some(offset) if offset <= self.text().len() => {
                let (line, col) = self.line_col(offset);
                let _ = writeln!(
                    out,
                    "{}:{line}:{col}: {severity}: {}",
                    self.name, diag.message
                );
                let _ = writeln!(out, "{}", self.line_text(line));
                let _ = writeln!(out, "{}^", " ".repeat(col - 1));
            }
            _ => {
                let _ = writeln!(out, "{}: {severity}: {}", self.name, diag.message);
            }
        }
    }
}
