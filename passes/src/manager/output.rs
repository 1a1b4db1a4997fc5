//! What analysis printers write: text kept in chunks of 64 KiB.
//!
//! A `String` doubles its capacity as it grows, so a printer's memory
//! would be up to twice its output, and whether it is depends on where the
//! output's length falls between two powers of two. Chunks keep the memory
//! at the output's length plus at most one chunk: O(output) time and
//! memory, with no copy as the text grows.

use std::fmt;
use std::io;

/// The size of one chunk, in bytes.
const CHUNK: usize = 1 << 16;

/// Printer output: append-only text in chunks of at most 64 KiB.
#[derive(Default, Clone, Debug)]
pub struct Output {
    chunks: Vec<String>,
}

impl Output {
    /// Appends `text`, filling the last chunk before starting another.
    pub fn push_str(&mut self, mut text: &str) {
        while !text.is_empty() {
            let room = self.chunks.last().map_or(0, |c| CHUNK - c.len());
            let mut end = room.min(text.len());
            while !text.is_char_boundary(end) {
                end -= 1;
            }
            if end == 0 {
                // No room, or less than the next character: a new chunk.
                self.chunks.push(String::with_capacity(CHUNK));
                continue;
            }
            let last = self.chunks.last_mut().expect("room in the last chunk");
            last.push_str(&text[..end]);
            text = &text[end..];
        }
    }

    /// Appends one character.
    pub fn push(&mut self, c: char) {
        self.push_str(c.encode_utf8(&mut [0; 4]));
    }

    /// Appends `other`'s text, moving its full chunks instead of copying.
    pub fn append(&mut self, other: Output) {
        for chunk in other.chunks {
            if chunk.len() == chunk.capacity() || self.chunks.is_empty() {
                self.chunks.push(chunk);
            } else {
                self.push_str(&chunk);
            }
        }
    }

    /// The length of the text, in bytes.
    pub fn len(&self) -> usize {
        self.chunks.iter().map(String::len).sum()
    }

    /// Whether nothing was written.
    pub fn is_empty(&self) -> bool {
        self.chunks.iter().all(String::is_empty)
    }

    /// Writes the text to `out`.
    pub fn write_to(&self, mut out: impl io::Write) -> io::Result<()> {
        self.chunks
            .iter()
            .try_for_each(|chunk| out.write_all(chunk.as_bytes()))
    }
}

impl fmt::Write for Output {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.push_str(text);
        Ok(())
    }
}

impl fmt::Display for Output {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.chunks.iter().try_for_each(|chunk| f.write_str(chunk))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Text split anywhere, with multi-byte characters across chunk
    /// boundaries, comes back whole, and no chunk outgrows its capacity.
    #[test]
    fn chunks_hold_the_text() {
        let piece = "é∀x😀,";
        let mut output = Output::default();
        let mut expected = String::new();
        for n in 0..40_000 {
            let text = &piece[..[0, 2, 5, 6, 10, 11][n % 6]];
            output.push_str(text);
            expected.push_str(text);
        }
        let mut other = Output::default();
        other.push_str(&expected);
        output.append(other);
        expected = expected.repeat(2);
        assert_eq!(output.to_string(), expected);
        assert!(output.chunks.len() > 2);
        assert!(output.chunks.iter().all(|c| c.capacity() == CHUNK));
        let mut bytes = Vec::new();
        output.write_to(&mut bytes).unwrap();
        assert_eq!(bytes, expected.as_bytes());
    }
}
