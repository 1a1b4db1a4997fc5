//! The textual pipeline, `mem2reg{flavor=pruned algorithm=cytron},dce`, as
//! in `mlir-opt --pass-pipeline`: parsed into entries, then resolved
//! against a registry's passes, with errors pointing at the exact character.

use super::pass::AnyOptions;
use super::{PassDef, PassInfo};
use std::fmt;

/// One pass of a pipeline with its options.
#[derive(Clone)]
pub struct PipelineEntry {
    pub info: PassInfo,
    options: AnyOptions,
}

impl PipelineEntry {
    /// Pass `P` with `options`, for pipelines built in code:
    /// `PipelineEntry::new::<Mem2Reg>(Mem2RegOptions { flavor: Flavor::Minimal, ..Default::default() })`.
    pub fn new<P: PassDef>(options: P::Options) -> PipelineEntry {
        PipelineEntry {
            info: PassInfo::of::<P>(),
            options: std::sync::Arc::new(options),
        }
    }

    /// A new instance of the pass, configured.
    pub(crate) fn create(&self) -> Box<dyn super::Pass> {
        self.info.create(&self.options)
    }
}

impl fmt::Debug for PipelineEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PipelineEntry")
            .field("pass", &self.info.name)
            .finish_non_exhaustive()
    }
}

/// A pipeline error: a message and the byte offset it refers to.
#[derive(Debug, PartialEq)]
pub struct PipelineError {
    pub offset: usize,
    pub message: String,
}

impl PipelineError {
    /// Renders the error under the pipeline text with a caret.
    pub fn render(&self, pipeline: &str) -> String {
        format!(
            "error: {}\n  {pipeline}\n  {}^\n",
            self.message,
            " ".repeat(pipeline[..self.offset.min(pipeline.len())].chars().count())
        )
    }
}

impl fmt::Display for PipelineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at offset {})", self.message, self.offset)
    }
}

/// `"; did you mean 'x'?"` for the candidate closest to `word` within an
/// edit distance of a third of its length (at least 1), or nothing.
pub fn did_you_mean<'a>(word: &str, candidates: impl Iterator<Item = &'a str>) -> String {
    let limit = (word.chars().count() / 3).max(1);
    candidates
        .map(|c| (strsim::levenshtein(word, c), c))
        .filter(|&(distance, _)| distance <= limit)
        .min_by_key(|&(distance, c)| (distance, c))
        .map_or(String::new(), |(_, c)| format!("; did you mean '{c}'?"))
}

/// Parses a pipeline string and resolves it against `passes` (a
/// registry's).
pub(crate) fn parse_pipeline(
    passes: &[PassInfo],
    text: &str,
) -> Result<Vec<PipelineEntry>, PipelineError> {
    let mut entries = Vec::new();
    let bytes = text.as_bytes();
    let mut pos = 0;
    let skip_ws = |pos: &mut usize| {
        while *pos < bytes.len() && bytes[*pos].is_ascii_whitespace() {
            *pos += 1;
        }
    };
    loop {
        skip_ws(&mut pos);
        let start = pos;
        while pos < bytes.len()
            && (bytes[pos].is_ascii_alphanumeric() || matches!(bytes[pos], b'-' | b'_'))
        {
            pos += 1;
        }
        let name = &text[start..pos];
        if name.is_empty() {
            return Err(PipelineError {
                offset: start,
                message: "expected a pass name".to_string(),
            });
        }
        let info = *passes
            .iter()
            .find(|p| p.name == name)
            .ok_or_else(|| PipelineError {
                offset: start,
                message: format!(
                    "unknown pass '{name}'{}",
                    did_you_mean(name, passes.iter().map(|p| p.name))
                ),
            })?;
        let mut given: Vec<(usize, &str, &str)> = Vec::new();
        skip_ws(&mut pos);
        if pos < bytes.len() && bytes[pos] == b'{' {
            let close = text[pos..]
                .find('}')
                .map(|i| pos + i)
                .ok_or(PipelineError {
                    offset: pos,
                    message: "expected '}' to close the options".to_string(),
                })?;
            let mut p = pos + 1;
            for part in text[pos + 1..close].split(|c: char| c == ',' || c.is_ascii_whitespace()) {
                if !part.is_empty() {
                    let offset = p + text[p..].find(part).unwrap_or(0);
                    let (key, value) = part.split_once('=').unwrap_or((part, "true"));
                    given.push((offset, key, value));
                    p = offset + part.len();
                }
            }
            pos = close + 1;
        }
        entries.push(resolve_options(info, &given)?);
        skip_ws(&mut pos);
        if pos == bytes.len() {
            return Ok(entries);
        }
        if bytes[pos] != b',' {
            return Err(PipelineError {
                offset: pos,
                message: "expected ',' between passes".to_string(),
            });
        }
        pos += 1;
    }
}

/// Checks option names and values against the pass's declaration.
fn resolve_options(
    info: PassInfo,
    given: &[(usize, &str, &str)],
) -> Result<PipelineEntry, PipelineError> {
    let declared = info.options();
    let mut options = info.defaults();
    for &(offset, key, value) in given {
        let Some(option) = declared.iter().find(|o| o.name == key) else {
            let known = if declared.is_empty() {
                " (it has no options)".to_string()
            } else {
                did_you_mean(key, declared.iter().map(|o| o.name))
            };
            return Err(PipelineError {
                offset,
                message: format!("pass '{}' has no option '{key}'{known}", info.name),
            });
        };
        if !info.set(&mut options, key, value) {
            return Err(PipelineError {
                offset,
                message: format!(
                    "invalid value '{value}' for option '{key}' of pass '{}': expected {}",
                    info.name,
                    option.kind.expected()
                ),
            });
        }
    }
    Ok(PipelineEntry { info, options })
}
