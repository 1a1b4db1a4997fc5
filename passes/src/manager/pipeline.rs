//! The textual pipeline, `mem2reg{flavor=pruned algorithm=cytron},dce`, as
//! in `mlir-opt --pass-pipeline`: parsed into entries, then resolved
//! against the registry, with errors pointing at the exact character.

use crate::registry::{self, OptionKind, PassInfo};
use std::collections::BTreeMap;
use std::fmt;

/// One pass of a pipeline with its options.
pub struct PipelineEntry {
    pub info: &'static PassInfo,
    pub options: PassOptions,
}

/// Validated option values of one pass (defaults filled in).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PassOptions {
    values: BTreeMap<&'static str, String>,
}

impl PassOptions {
    /// The value of option `name` (declared by the pass, so always present).
    pub fn get(&self, name: &str) -> &str {
        self.values
            .get(name)
            .map(String::as_str)
            .unwrap_or_else(|| panic!("option '{name}' is not declared by this pass"))
    }

    /// The value of a boolean option.
    pub fn flag(&self, name: &str) -> bool {
        self.get(name) == "true"
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

/// Parses and resolves a pipeline string against the registry.
pub fn parse_pipeline(text: &str) -> Result<Vec<PipelineEntry>, PipelineError> {
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
        let info = registry::lookup(name).ok_or_else(|| PipelineError {
            offset: start,
            message: format!(
                "unknown pass '{name}'{}",
                did_you_mean(name, registry::PASSES.iter().map(|p| p.name))
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
        let options = resolve_options(info, &given)?;
        entries.push(PipelineEntry { info, options });
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
pub(crate) fn resolve_options(
    info: &'static PassInfo,
    given: &[(usize, &str, &str)],
) -> Result<PassOptions, PipelineError> {
    let mut values: BTreeMap<&'static str, String> = info
        .options
        .iter()
        .map(|o| (o.name, o.default.to_string()))
        .collect();
    for &(offset, key, value) in given {
        let Some(option) = info.options.iter().find(|o| o.name == key) else {
            let known = if info.options.is_empty() {
                " (it has no options)".to_string()
            } else {
                did_you_mean(key, info.options.iter().map(|o| o.name))
            };
            return Err(PipelineError {
                offset,
                message: format!("pass '{}' has no option '{key}'{known}", info.name),
            });
        };
        let valid = match option.kind {
            OptionKind::Bool => matches!(value, "true" | "false"),
            OptionKind::Enum(choices) => choices.contains(&value),
            OptionKind::Int => value.parse::<i64>().is_ok(),
            OptionKind::Text => true,
        };
        if !valid {
            let expected = match option.kind {
                OptionKind::Bool => "true or false".to_string(),
                OptionKind::Enum(choices) => format!("one of {}", choices.join(", ")),
                OptionKind::Int => "an integer".to_string(),
                OptionKind::Text => unreachable!("any text is valid"),
            };
            return Err(PipelineError {
                offset,
                message: format!(
                    "invalid value '{value}' for option '{key}' of pass '{}': expected {expected}",
                    info.name
                ),
            });
        }
        values.insert(option.name, value.to_string());
    }
    Ok(PassOptions { values })
}
