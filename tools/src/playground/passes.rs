//! The playground's one adapter to the pass manager and the registry
//! (`ssa_passes::manager`, `ssa_passes::registry`): parsing a pipeline,
//! running one pass, running an analysis printer, naming the trace that
//! shows a pass's algorithm. Every other playground module goes through
//! here, so a change of the pass-manager API touches this file only.
//!
//! Cost: what the passes and printers cost (each module states its bound).

use serde::Serialize;
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::Ir;
use ssa_passes::manager::{run_pipeline, PassKind, PipelineEntry, RunOptions, RunReport};
use ssa_passes::registry;

/// One pass of a parsed pipeline, with its options' values as text (the
/// typed options are the pass's own).
pub struct Pass {
    entry: PipelineEntry,
    options: Vec<(&'static str, String, String)>,
}

/// A pipeline error: the message and the character it points at.
pub struct PipelineError {
    pub message: String,
    pub column: usize,
}

/// Parses `text` (`mem2reg{flavor=pruned},dce`, as `ssa-opt --passes`).
pub fn parse(text: &str) -> Result<Vec<Pass>, PipelineError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    registry::parse_pipeline(text).map_err(|e| PipelineError {
        column: text[..e.offset.min(text.len())].chars().count() + 1,
        message: e.message,
    })?;
    let mut passes = Vec::new();
    for element in elements(text) {
        let entry = registry::parse_pipeline(element)
            .ok()
            .and_then(|mut entries| entries.pop())
            .ok_or_else(|| PipelineError {
                column: 1,
                message: format!("cannot read '{element}'"),
            })?;
        let given = given_options(element);
        let options = entry
            .info
            .options()
            .into_iter()
            .map(|o| {
                let value = given
                    .iter()
                    .find(|(k, _)| *k == o.name)
                    .map_or_else(|| o.default.clone(), |(_, v)| v.to_string());
                (o.name, value, o.default)
            })
            .collect();
        passes.push(Pass { entry, options });
    }
    Ok(passes)
}

/// The elements of a pipeline: split at the commas outside braces.
fn elements(text: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start) = (Vec::new(), 0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(text[start..].trim());
    out.retain(|e| !e.is_empty());
    out
}

/// `key=value` pairs in an element's braces (a bare key is `true`).
fn given_options(element: &str) -> Vec<(&str, &str)> {
    let Some(open) = element.find('{') else {
        return Vec::new();
    };
    let inner = element[open + 1..].trim_end().trim_end_matches('}');
    inner
        .split(|c: char| c == ',' || c.is_ascii_whitespace())
        .filter(|part| !part.is_empty())
        .map(|part| part.split_once('=').unwrap_or((part, "true")))
        .collect()
}

impl Pass {
    /// The value of option `name` as text ("" if the pass has none).
    fn option(&self, name: &str) -> &str {
        self.options
            .iter()
            .find(|(n, _, _)| *n == name)
            .map_or("", |(_, value, _)| value.as_str())
    }

    /// The pass as a pipeline element: its name and the options that differ
    /// from their defaults (`mem2reg{flavor=minimal}`).
    pub fn text(&self) -> String {
        let options: Vec<String> = self
            .options
            .iter()
            .filter(|(_, value, default)| value != default)
            .map(|(name, value, _)| format!("{name}={value}"))
            .collect();
        if options.is_empty() {
            self.entry.info.name.to_string()
        } else {
            format!("{}{{{}}}", self.entry.info.name, options.join(" "))
        }
    }

    /// Does the pass only print (leaving the IR unchanged)?
    pub fn is_printer(&self) -> bool {
        self.entry.info.kind == PassKind::Printer
    }

    /// Runs the pass on `ir`, then the verifier; returns what it printed.
    pub fn run(&self, ir: &mut Ir) -> Result<String, Vec<Diagnostic>> {
        let options = RunOptions {
            verify_each: true,
            ..RunOptions::default()
        };
        let mut report = RunReport::default();
        run_pipeline(ir, std::slice::from_ref(&self.entry), &options, &mut report)?;
        Ok(report.output.to_string())
    }

    /// The printer pipeline whose trace shows this pass's algorithm at work
    /// (run on the pass's input), or `None`: cytron `mem2reg` is traced by
    /// `print-textbook-ssa` (liveness, frontiers, placement, renaming) in
    /// its flavour, `sccp` by `print-sccp-lattice`, `gvn` by
    /// `print-value-numbers`. A printer run with `trace=true` is its own
    /// trace. Other passes have no trace.
    pub fn trace_printer(&self) -> Option<String> {
        match self.entry.info.name {
            "mem2reg" if self.option("algorithm") == "cytron" => Some(format!(
                "print-textbook-ssa{{flavor={} trace=true}}",
                self.option("flavor")
            )),
            "sccp" => Some("print-sccp-lattice{trace=true}".to_string()),
            "gvn" => Some("print-value-numbers{trace=true}".to_string()),
            _ => None,
        }
    }

    /// Is this a printer asked for its trace (`trace=true`)?
    pub fn prints_trace(&self) -> bool {
        self.is_printer() && self.option("trace") == "true"
    }
}

/// What the printer pipeline `printers` (analysis printers only) prints
/// about `ir`, which it leaves unchanged.
pub fn print(ir: &mut Ir, printers: &str) -> Result<String, String> {
    let mut out = String::new();
    for pass in parse(printers).map_err(|e| e.message)? {
        debug_assert!(pass.is_printer());
        out.push_str(&pass.run(ir).map_err(|errors| {
            errors
                .first()
                .map_or_else(String::new, |e| e.message.clone())
        })?);
    }
    Ok(out)
}

/// A registered pass as the page's pass buttons show it.
#[derive(Serialize)]
pub struct PassDescription {
    pub name: &'static str,
    pub summary: &'static str,
    pub printer: bool,
    pub options: Vec<OptionDescription>,
}

/// One option of a pass: its values (`true`/`false`, an enum's choices,
/// or none for free text) and its default.
#[derive(Serialize)]
pub struct OptionDescription {
    pub name: &'static str,
    pub values: Vec<&'static str>,
    pub default: String,
    pub help: &'static str,
}

/// Every registered pass, in `--list-passes` order.
pub fn describe() -> Vec<PassDescription> {
    registry::PASSES
        .iter()
        .map(|p| PassDescription {
            name: p.name,
            summary: p.summary,
            printer: p.kind == PassKind::Printer,
            options: p
                .options()
                .into_iter()
                .map(|o| OptionDescription {
                    name: o.name,
                    values: o.kind.choices(),
                    default: o.default,
                    help: o.help,
                })
                .collect(),
        })
        .collect()
}

/// Is `name` a registered pass?
pub fn is_pass(name: &str) -> bool {
    registry::PASSES.iter().any(|p| p.name == name)
}
