//! `POST /api/run`: a program and a pipeline in, every stage out.
//!
//! In: `{"language": "python"|"mlir"|"cfg", "source": "...", "pipeline":
//! "mem2reg,sccp"}` (optional `"flavor"` and `"first_version"` for the
//! textbook view). Out: `{"steps": [...], "error": null}`, the first step
//! the input as parsed, then one per pass: its IR, the line diff from the
//! step before, the CFG as SVG ([`super::cfg_svg`]), what the pass printed,
//! the textbook view and tables of that IR (seeds' notation, seed 004's
//! dominator table, liveness, SCCP lattice), and the trace of the pass's
//! algorithm cut into steps ([`super::trace`]). A program that does not
//! parse or verify, a bad pipeline, or a pass that fails answers
//! `{"steps": [...so far], "error": {"message", "line", "column", "in"}}`
//! (`in`: `source` or `pipeline`; line and column 1-based, `null` when
//! unknown).
//!
//! Bounds: [`MAX_SOURCE_BYTES`] of source and [`MAX_PASSES`] passes, so
//! that every pipeline finishes in well under the server's time limit
//! (see [`super`]): each stage costs the passes', printers' and drawing's
//! bounds on an input of that size. A view, a pass's output or a trace
//! longer than [`MAX_VIEW_BYTES`] is cut. No interpreter runs here.

use super::{cfg_svg, passes, trace};
use serde::{Deserialize, Serialize};
use ssa_ir::diagnostic::{Diagnostic, SourceFile};
use ssa_ir::ir::Ir;
use ssa_ir::parser::parse_module;
use ssa_ir::printer::module_to_string;
use ssa_ir::verifier::verify;

/// The largest source accepted, in bytes.
pub const MAX_SOURCE_BYTES: usize = 32 * 1024;
/// The most passes in one pipeline.
pub const MAX_PASSES: usize = 16;
/// The most text of one view, pass output or trace; the rest is cut.
pub const MAX_VIEW_BYTES: usize = 256 * 1024;

/// A request.
#[derive(Deserialize)]
pub struct Request {
    pub language: String,
    pub source: String,
    #[serde(default)]
    pub pipeline: String,
    /// The textbook view's Φ placement (default `pruned`).
    #[serde(default)]
    pub flavor: Option<String>,
    /// The textbook view's first version number, 0 or 1 (default 0).
    #[serde(default)]
    pub first_version: Option<u8>,
}

/// The answer.
#[derive(Serialize, Default)]
pub struct Response {
    pub steps: Vec<Step>,
    pub error: Option<Error>,
}

/// One stage: the IR after a pass (or as parsed, for the first).
#[derive(Serialize)]
pub struct Step {
    /// `input`, or the pass as a pipeline element (`mem2reg{flavor=minimal}`).
    pub pass: String,
    pub ir: String,
    /// The IR's lines against the step before: `[" ", line]` kept,
    /// `["+", line]` new, `["-", line]` gone.
    pub diff: Vec<(char, String)>,
    pub cfg_svg: String,
    /// What the pass printed (analysis printers).
    pub output: String,
    /// The textbook view and tables of this step's IR.
    pub views: Views,
    /// The pass's algorithm, step by step, if it has a trace.
    pub trace: Option<Trace>,
}

/// The textbook printers' views of one IR.
#[derive(Serialize)]
pub struct Views {
    pub textbook: String,
    pub dominators: String,
    pub liveness: String,
    pub sccp: String,
}

/// A trace: the printer that wrote it, the step whose IR (and picture) it
/// ran on, and its lines.
#[derive(Serialize)]
pub struct Trace {
    pub printer: String,
    pub on_step: usize,
    pub steps: Vec<trace::Step>,
}

/// An error, located in the source or the pipeline.
#[derive(Serialize, Debug)]
pub struct Error {
    pub message: String,
    pub line: Option<usize>,
    pub column: Option<usize>,
    /// `source` or `pipeline`.
    #[serde(rename = "in")]
    pub place: &'static str,
}

impl Error {
    /// An error about the request as a whole.
    pub fn request(message: String) -> Error {
        Error {
            message,
            line: None,
            column: None,
            place: "request",
        }
    }

    fn source(source: &SourceFile, d: &Diagnostic) -> Error {
        let (line, column) = match d.loc.offset() {
            Some(offset) if offset <= source.text().len() => {
                let (line, column) = source.line_col(offset);
                (Some(line), Some(column))
            }
            _ => (None, None),
        };
        Error {
            message: d.message.clone(),
            line,
            column,
            place: "source",
        }
    }
}

/// Answers one request.
pub fn run(request: &Request) -> Response {
    let mut response = Response::default();
    if let Err(e) = run_into(request, &mut response) {
        response.error = Some(e);
    }
    response
}

fn run_into(request: &Request, response: &mut Response) -> Result<(), Error> {
    if request.source.len() > MAX_SOURCE_BYTES {
        return Err(Error::request(format!(
            "the source is {} bytes; the playground takes at most {MAX_SOURCE_BYTES}",
            request.source.len()
        )));
    }
    let pipeline = passes::parse(&request.pipeline).map_err(|e| Error {
        message: e.message,
        line: Some(1),
        column: Some(e.column),
        place: "pipeline",
    })?;
    if pipeline.len() > MAX_PASSES {
        return Err(Error::request(format!(
            "the pipeline has {} passes; the playground runs at most {MAX_PASSES}",
            pipeline.len()
        )));
    }
    let flavor = request.flavor.as_deref().unwrap_or("pruned");
    let first_version = request.first_version.unwrap_or(0);
    let views_pipeline =
        format!("print-textbook-ssa{{flavor={flavor} first-version={first_version}}}");
    // Check the view's options once, before anything runs.
    passes::parse(&views_pipeline).map_err(|e| Error::request(e.message))?;

    let name = match request.language.as_str() {
        "python" => "input.py",
        "mlir" => "input.mlir",
        "cfg" => "input.cfg",
        other => {
            return Err(Error::request(format!(
                "unknown language '{other}': expected python, mlir or cfg"
            )))
        }
    };
    let source = SourceFile::new(name, request.source.clone());
    let mut ir = parse(&source, &request.language)?;
    if let Err(errors) = verify(&ir) {
        return Err(Error::source(&source, &errors[0]));
    }
    let mut previous = None;
    // The drawn blocks of each step, for the traces run on it.
    let mut drawn = Vec::new();
    let (input, blocks) = stage(
        &mut ir,
        "input".to_string(),
        &mut previous,
        &views_pipeline,
        String::new(),
    );
    response.steps.push(input);
    drawn.push(blocks);
    for pass in &pipeline {
        let index = response.steps.len();
        let mut traced = pass.trace_printer().map(|printer| {
            let output = passes::print(&mut ir, &printer).unwrap_or_default();
            (printer, index - 1, capped(output))
        });
        let output = pass
            .run(&mut ir)
            .map(capped)
            .map_err(|errors| Error::source(&source, &errors[0]))?;
        if pass.prints_trace() {
            traced = Some((pass.text(), index, output.clone()));
        }
        let (mut step, blocks) =
            stage(&mut ir, pass.text(), &mut previous, &views_pipeline, output);
        drawn.push(blocks);
        if let Some((printer, on_step, output)) = traced {
            step.trace = Some(Trace {
                printer,
                on_step,
                steps: trace::steps(&output, &drawn[on_step]),
            });
        }
        response.steps.push(step);
    }
    Ok(())
}

/// The step for `ir` after `pass`: its text, the diff from `previous`
/// (none for the input; then replaced by this text), its picture, the
/// pass's `output` and the views; and the blocks drawn.
fn stage(
    ir: &mut Ir,
    pass: String,
    previous: &mut Option<String>,
    textbook: &str,
    output: String,
) -> (Step, Vec<trace::FunctionBlocks>) {
    let text = module_to_string(ir);
    let before = previous.as_deref().unwrap_or(&text);
    let diff = similar::TextDiff::from_lines(before, text.as_str())
        .iter_all_changes()
        .map(|change| {
            let tag = match change.tag() {
                similar::ChangeTag::Equal => ' ',
                similar::ChangeTag::Insert => '+',
                similar::ChangeTag::Delete => '-',
            };
            (tag, change.value().trim_end_matches('\n').to_string())
        })
        .collect();
    let (cfg_svg, blocks) = cfg_svg::draw(ir);
    let mut view =
        |printer: &str| capped(passes::print(ir, printer).unwrap_or_else(|e| format!("// {e}")));
    let views = Views {
        textbook: view(textbook),
        dominators: view("print-dominators"),
        liveness: view("print-liveness"),
        sccp: view("print-sccp-lattice"),
    };
    *previous = Some(text.clone());
    let step = Step {
        pass,
        ir: text,
        diff,
        cfg_svg,
        output,
        views,
        trace: None,
    };
    (step, blocks)
}

/// `text`, cut after [`MAX_VIEW_BYTES`] (at a line end) with a note.
fn capped(mut text: String) -> String {
    if text.len() > MAX_VIEW_BYTES {
        let cut = text[..text.floor_char_boundary(MAX_VIEW_BYTES)]
            .rfind('\n')
            .map_or(0, |i| i + 1);
        let rest = text.len() - cut;
        text.truncate(cut);
        text.push_str(&format!("// … {rest} more bytes not shown (the playground shows {MAX_VIEW_BYTES} of one view)\n"));
    }
    text
}

/// The module of `source` in `language`.
fn parse(source: &SourceFile, language: &str) -> Result<Ir, Error> {
    let parsed = match language {
        "python" => crate::python::import(source),
        "cfg" => ssa_ir::edge_list::to_mlir(source.text()).and_then(|text| parse_module(&text, 0)),
        _ => parse_module(source.text(), 0),
    };
    parsed.map_err(|d| Error::source(source, &d))
}
