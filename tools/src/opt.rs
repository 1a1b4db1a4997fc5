//! The `ssa-opt` driver as a library (MLIR's `MlirOptMain`): reads a file
//! (or stdin), parses and verifies it, runs the pass pipeline given by
//! `-PASS` flags or `--passes`, and prints the result. Errors are
//! `file:line:col: error: ...` with the source line; the exit status is 1
//! and nothing is written to `-o` when anything fails.
//!
//! [`opt_main`] is the whole driver over a [`PassRegistry`]: `ssa-opt` is
//! one call with the built-in passes, and a project's own driver (the
//! `my-opt` example, `docs/extending.md`) registers its passes beside them
//! and gets every flag.

use crate::expected;
use clap::{CommandFactory, FromArgMatches, Parser};
use ssa_ir::diagnostic::{Diagnostic, ReadError, Severity, SourceFile};
use ssa_ir::ir::Ir;
use ssa_ir::parser::{
    parse_file_parts, parse_module, parse_module_parts, split_input, ModuleParts,
};
use ssa_ir::printer::{print_module_parts, PrintOptions};
use ssa_ir::source::FileText;
use ssa_ir::verifier::verify;
use ssa_passes::manager::{
    did_you_mean, run_module, Output, PipelineEntry, RunOptions, RunReport, Statistics,
};
use ssa_passes::registry::PassRegistry;
use std::fmt::Write as _;
use std::io::{Read, Write};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// ssa-opt: run SSA passes over MLIR-subset IR.
#[derive(Parser, Debug)]
#[command(
    name = "ssa-opt",
    version,
    about = "Run SSA construction, optimisation and destruction passes over MLIR-subset IR",
    after_help = "Passes are given as flags in order (-mem2reg -dce) or as a pipeline \
                  (--passes='mem2reg{flavor=pruned},dce'); --list-passes shows them all."
)]
struct Cli {
    /// Input file (`-` or nothing: standard input).
    input: Option<String>,
    /// Output file (default: standard output). Not written when anything fails.
    #[arg(short = 'o', value_name = "FILE")]
    output: Option<String>,
    /// The pass pipeline, e.g. 'mem2reg{flavor=pruned},dce'.
    #[arg(long, value_name = "PIPELINE")]
    passes: Option<String>,
    /// List the registered passes with their options.
    #[arg(long)]
    list_passes: bool,
    /// Treat `// -----` lines as separators of independent inputs.
    #[arg(long)]
    split_input_file: bool,
    /// Verify the IR after every pass (the default).
    #[arg(long, overrides_with = "no_verify")]
    verify_each: bool,
    /// Do not verify after passes.
    #[arg(long)]
    no_verify: bool,
    /// Print the IR before every pass (to stderr).
    #[arg(long)]
    print_ir_before_all: bool,
    /// Print the IR after every pass (to stderr).
    #[arg(long)]
    print_ir_after_all: bool,
    /// Print the IR after the named pass (to stderr); repeatable.
    #[arg(long, value_name = "PASS")]
    print_ir_after: Vec<String>,
    /// Print a unified diff of the IR for each pass that changed it (to stderr).
    #[arg(long)]
    print_changed: bool,
    /// Report the time spent in parsing, each pass, verification and printing.
    #[arg(long)]
    time_passes: bool,
    /// Report the counters of each pass (per function and in total).
    #[arg(long)]
    stats: bool,
    /// Print the remarks of passes (e.g. why mem2reg left a slot in memory)
    /// to stderr; `--stats` counts them by reason.
    #[arg(long)]
    pass_remarks: bool,
    /// Print every op in MLIR's generic form (`"arith.addi"(%a, %b) : (i32, i32) -> i32`).
    #[arg(long)]
    mlir_print_op_generic: bool,
    /// Print each op's location after it, as `loc(...)`: the one written in
    /// the input, else `"file":line:col` of its place there.
    #[arg(long)]
    mlir_print_debuginfo: bool,
    /// Check diagnostics against `// expected-error {{...}}` comments in the input.
    #[arg(long)]
    verify_diagnostics: bool,
    /// Worker threads for the parser, the verifier, function passes and the
    /// printer (default: one per core); the output is the same for every
    /// number.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
    /// Run on one thread, as `--threads 1` (`mlir-opt --mlir-disable-threading`).
    #[arg(long, conflicts_with = "threads")]
    no_threading: bool,
    /// The input's language (default: `python` for a `.py` file, `cfg` for a
    /// `.cfg` file, else `mlir`).
    #[arg(long, value_enum, value_name = "FORMAT")]
    input_format: Option<InputFormat>,
}

/// The language of an input: MLIR-subset IR, the Python subset
/// (the README's *Python programs*), imported by [`crate::python`], or a CFG
/// without code ([`ssa_ir::edge_list`]).
#[derive(clap::ValueEnum, Copy, Clone, Debug, PartialEq, Eq)]
pub enum InputFormat {
    Mlir,
    Python,
    Cfg,
}

impl InputFormat {
    /// `given`, else `python` for a path ending in `.py`, `cfg` for one
    /// ending in `.cfg`, else `mlir`.
    pub fn of(given: Option<InputFormat>, path: Option<&str>) -> InputFormat {
        match (given, path) {
            (Some(format), _) => format,
            (None, Some(path)) if path.ends_with(".py") => InputFormat::Python,
            (None, Some(path)) if path.ends_with(".cfg") => InputFormat::Cfg,
            _ => InputFormat::Mlir,
        }
    }
}

/// Splits pass flags (`-mem2reg`, `--mem2reg`, `-mem2reg{flavor=minimal}`)
/// from driver options, and accepts LLVM-style single-dash long options.
fn split_args(
    args: Vec<String>,
    registry: &PassRegistry,
) -> Result<(Vec<String>, Vec<String>), String> {
    let command = Cli::command();
    let options: Vec<String> = command
        .get_arguments()
        .filter_map(|a| a.get_long().map(str::to_string))
        .chain(["help", "version"].map(String::from))
        .collect();
    let mut passes = Vec::new();
    let mut rest = Vec::new();
    let mut iter = args.into_iter();
    if let Some(program) = iter.next() {
        rest.push(program);
    }
    let mut positional_only = false;
    for arg in iter {
        let body = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-'));
        let Some(body) = body.filter(|b| b.len() > 1 && !positional_only) else {
            if arg == "--" {
                positional_only = true;
            }
            rest.push(arg);
            continue;
        };
        let name_end = body.find(['{', '=']).unwrap_or(body.len());
        let name = &body[..name_end];
        if registry.lookup(name).is_some() {
            let opts = &body[name_end..];
            let opts = match opts.strip_prefix('=') {
                Some(o) => format!("{{{}}}", o.trim_matches('"')),
                None => opts.to_string(),
            };
            passes.push(format!("{name}{opts}"));
        } else if options.iter().any(|o| o == name) {
            rest.push(format!("--{body}"));
        } else {
            let candidates = registry
                .passes()
                .iter()
                .map(|p| p.name)
                .chain(options.iter().map(String::as_str));
            let hint = did_you_mean(name, candidates).replace(" '", " '-");
            return Err(format!(
                "unknown pass or option '{arg}'{hint} (see --list-passes and --help)"
            ));
        }
    }
    Ok((passes, rest))
}

/// Runs the opt driver named `tool` (its name in `--help` and messages)
/// over the passes of `passes`, with these arguments (the first is the
/// program); returns the exit status. Every flag of `ssa-opt` works, for
/// every registered pass.
pub fn opt_main(tool: &'static str, args: Vec<String>, passes: &PassRegistry) -> i32 {
    let (pass_flags, clap_args) = match split_args(args, passes) {
        Ok(split) => split,
        Err(message) => {
            eprintln!("{tool}: error: {message}");
            return 1;
        }
    };
    let cli = match Cli::command()
        .name(tool)
        .try_get_matches_from(clap_args)
        .and_then(|matches| Cli::from_arg_matches(&matches))
    {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return i32::from(e.use_stderr());
        }
    };
    if cli.list_passes {
        print!("{}", passes.describe());
        return 0;
    }
    let pipeline_text = match (&cli.passes, pass_flags.is_empty()) {
        (Some(_), false) => {
            eprintln!("{tool}: error: give passes either as flags or with --passes, not both");
            return 1;
        }
        (Some(p), true) => p.clone(),
        (None, _) => pass_flags.join(","),
    };
    let pipeline = if pipeline_text.is_empty() {
        Vec::new()
    } else {
        match passes.parse_pipeline(&pipeline_text) {
            Ok(p) => p,
            Err(e) => {
                eprint!("{tool}: {}", e.render(&pipeline_text));
                return 1;
            }
        }
    };
    for name in &cli.print_ir_after {
        if passes.lookup(name).is_none() {
            eprintln!("{tool}: error: --print-ir-after: unknown pass '{name}'");
            return 1;
        }
    }
    let format = InputFormat::of(cli.input_format, cli.input.as_deref());
    // Options that need the whole text read it first; otherwise an MLIR
    // file is read part by part as it is parsed, when it can be.
    let whole_text = cli.split_input_file || cli.verify_diagnostics || cli.mlir_print_debuginfo;
    let input = match cli.input.as_deref() {
        Some(path) if path != "-" && format == InputFormat::Mlir && !whole_text => Input {
            in_parts: Some(path),
            source: OnceLock::new(),
        },
        path => {
            let mut source = match read_input(path) {
                Ok(source) => source,
                Err(e) => {
                    eprint!("{}", e.render(tool));
                    return 1;
                }
            };
            if format == InputFormat::Cfg {
                // A CFG without code (`ssa_ir::edge_list`): read as the MLIR
                // function it stands for.
                match ssa_ir::edge_list::to_mlir(source.text()) {
                    Ok(text) => source = SourceFile::new(source.name().to_string(), text),
                    Err(d) => {
                        eprint!("{}", source.render(&d));
                        return 1;
                    }
                }
            }
            Input {
                in_parts: None,
                source: OnceLock::from(Ok(source)),
            }
        }
    };
    let options = RunOptions {
        verify_each: !cli.no_verify,
        print_ir_before_all: cli.print_ir_before_all,
        print_ir_after_all: cli.print_ir_after_all,
        print_ir_after: cli.print_ir_after.clone(),
        print_changed: cli.print_changed,
    };
    let threads = if cli.no_threading {
        1
    } else {
        cli.threads.map_or(0, usize::from)
    };
    // The main thread's stack size: the parsers' nesting limits assume it.
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .stack_size(8 << 20)
        .build();
    match pool {
        Ok(pool) => pool.install(|| run(tool, &cli, &input, &pipeline, &options)),
        Err(e) => {
            eprintln!("{tool}: error: cannot start {threads} threads: {e}");
            1
        }
    }
}

/// A driver's command line, or (help and errors printed, as clap prints
/// them) its exit status: 0 after `--help`/`--version`, 1 after an error.
pub(crate) fn parse_cli<C: Parser>(args: Vec<String>) -> Result<C, i32> {
    C::try_parse_from(args).map_err(|e| {
        let _ = e.print();
        i32::from(e.use_stderr())
    })
}

/// The module of the file `path` (`-` or nothing: standard input), parsed
/// and verified, for the drivers that take one module (`ssa-run`,
/// `ssa-translate`). Errors are printed to stderr (`TOOL: error: ...`, or
/// the diagnostics with their source lines); the `Err` is the exit status.
pub(crate) fn load_module(
    tool: &str,
    path: Option<&str>,
    format: Option<InputFormat>,
) -> Result<(SourceFile, Ir), i32> {
    let source = read_input(path).map_err(|e| {
        eprint!("{}", e.render(tool));
        1
    })?;
    let parsed = match InputFormat::of(format, path) {
        InputFormat::Mlir => parse_module(source.text(), 0),
        InputFormat::Python => crate::python::import(&source),
        InputFormat::Cfg => {
            ssa_ir::edge_list::to_mlir(source.text()).and_then(|text| parse_module(&text, 0))
        }
    };
    let ir = parsed.map_err(|d| {
        eprint!("{}", source.render(&d));
        1
    })?;
    if let Err(errors) = verify(&ir) {
        for d in &errors {
            eprint!("{}", source.render(d));
        }
        return Err(1);
    }
    Ok((source, ir))
}

pub(crate) fn read_input(path: Option<&str>) -> Result<SourceFile, ReadError> {
    match path {
        None | Some("-") => {
            let mut bytes = Vec::new();
            std::io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| ReadError::Io(format!("cannot read standard input: {e}")))?;
            SourceFile::from_bytes("<stdin>", bytes)
        }
        Some(path) => SourceFile::open(path),
    }
}

/// The input: read whole before it is parsed, or a file read part by part
/// as it is parsed on several threads ([`parse_file_parts`]), then whole
/// only if that is not done or a diagnostic needs its lines (so that the
/// whole text and the whole IR are not in memory together).
struct Input<'a> {
    /// The file to parse part by part.
    in_parts: Option<&'a str>,
    /// The whole text, read when first needed.
    source: OnceLock<Result<SourceFile, ReadError>>,
}

impl Input<'_> {
    /// The module parsed part by part, if it was.
    fn parse_in_parts(&self) -> Option<ModuleParts> {
        let file = FileText::open(self.in_parts?).ok()?;
        parse_file_parts(&file)
    }

    /// The whole text (read now if it was not).
    fn source(&self) -> Result<&SourceFile, &ReadError> {
        self.source
            .get_or_init(|| read_input(self.in_parts))
            .as_ref()
    }
}

/// A module to run the pipeline on: parsed already, or its text.
enum Chunk<'a> {
    Parsed(Box<ModuleParts>),
    Mlir(usize, &'a str),
    Python(&'a SourceFile),
}

/// Timing of the driver's phases, for `--time-passes`.
#[derive(Default)]
struct Timings {
    phases: Vec<(String, Duration)>,
}

impl Timings {
    fn add(&mut self, name: &str, d: Duration) {
        match self.phases.iter_mut().find(|(n, _)| n == name) {
            Some((_, total)) => *total += d,
            None => self.phases.push((name.to_string(), d)),
        }
    }

    fn report(&self) -> String {
        let total: Duration = self.phases.iter().map(|(_, d)| *d).sum();
        let mut out = String::from(
            "===-------------------------------------------------------------------------===\n",
        );
        out.push_str("                         ... Execution time report ...\n");
        out.push_str(
            "===-------------------------------------------------------------------------===\n",
        );
        let _ = writeln!(
            out,
            "  Total Execution Time: {:.4} seconds\n",
            total.as_secs_f64()
        );
        out.push_str("  ----Wall Time----  ----Name----\n");
        for (name, d) in &self.phases {
            let share = if total.is_zero() {
                0.0
            } else {
                100.0 * d.as_secs_f64() / total.as_secs_f64()
            };
            let _ = writeln!(out, "  {:>8.4} ({share:>5.1}%)  {name}", d.as_secs_f64());
        }
        let _ = writeln!(out, "  {:>8.4} (100.0%)  Total", total.as_secs_f64());
        out
    }
}

/// Prints the modules, separated by `// -----` lines.
fn write_modules(
    modules: &[ModuleParts],
    options: PrintOptions<'_>,
    out: impl Write,
) -> std::io::Result<()> {
    let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
    for (i, module) in modules.iter().enumerate() {
        if i > 0 {
            out.write_all(b"// -----\n")?;
        }
        print_module_parts(module, options, &mut out)?;
    }
    out.flush()
}

fn run(
    tool: &str,
    cli: &Cli,
    input: &Input<'_>,
    pipeline: &[PipelineEntry],
    options: &RunOptions,
) -> i32 {
    let mut timings = Timings::default();
    let start = Instant::now();
    let parsed = input.parse_in_parts();
    if input.in_parts.is_some() {
        timings.add("Parser", start.elapsed());
    }
    let chunks = match parsed {
        Some(module) => vec![Chunk::Parsed(Box::new(module))],
        None => {
            let source = match input.source() {
                Ok(source) => source,
                Err(e) => {
                    eprint!("{}", e.render(tool));
                    return 1;
                }
            };
            match InputFormat::of(cli.input_format, cli.input.as_deref()) {
                InputFormat::Python => vec![Chunk::Python(source)],
                _ if cli.split_input_file => split_input(source.text())
                    .into_iter()
                    .map(|(offset, text)| Chunk::Mlir(offset, text))
                    .collect(),
                _ => vec![Chunk::Mlir(0, source.text())],
            }
        }
    };
    // The resulting modules, printed at the end, straight to the destination.
    let mut outputs = Vec::new();
    let mut diagnostics: Vec<Diagnostic> = Vec::new();
    let mut failed = false;
    let mut stats_reports = String::new();
    let mut analysis_output = Output::default();
    let mut trace = String::new();
    for chunk in chunks {
        let start = Instant::now();
        let parsed = match chunk {
            Chunk::Parsed(module) => Ok(*module),
            Chunk::Python(source) => crate::python::import(source).map(ModuleParts::whole),
            Chunk::Mlir(offset, text) => parse_module_parts(text, offset),
        };
        timings.add("Parser", start.elapsed());
        let module = match parsed {
            Ok(module) => module,
            Err(d) => {
                diagnostics.push(d);
                failed = true;
                continue;
            }
        };
        let mut report = RunReport {
            stats: if cli.stats {
                Statistics::default()
            } else {
                Statistics::off()
            },
            ..RunReport::default()
        };
        let result = run_module(module, pipeline, options, &mut report);
        for (name, d) in &report.timings {
            timings.add(name, *d);
        }
        diagnostics.extend(report.diagnostics);
        analysis_output.append(report.output);
        trace.push_str(&report.trace);
        if cli.stats && !report.stats.is_empty() {
            stats_reports.push_str(&report.stats.report());
        }
        match result {
            Ok(ir) => outputs.push(ir),
            Err(errors) => {
                diagnostics.extend(errors);
                failed = true;
            }
        }
    }
    eprint!("{trace}");
    let mut status = 0;
    // Remarks are opt-in, as LLVM's `-pass-remarks`: a large module has
    // one for every slot left in memory.
    let shown: Vec<&Diagnostic> = diagnostics
        .iter()
        .filter(|d| cli.pass_remarks || d.severity != Severity::Remark)
        .collect();
    // The whole text, if diagnostics need it; a file read part by part is
    // read again (it may have changed since).
    let source = if cli.verify_diagnostics || !shown.is_empty() {
        match input.source() {
            Ok(source) => Some(source),
            Err(e) => {
                eprint!("{}", e.render(tool));
                status = 1;
                None
            }
        }
    } else {
        None
    };
    match source {
        Some(source) if cli.verify_diagnostics => {
            let mismatches = expected::check(source, &diagnostics);
            if !mismatches.is_empty() {
                eprint!("{mismatches}");
                status = 1;
            }
        }
        Some(source) => {
            for d in shown {
                eprint!("{}", source.render(d));
            }
        }
        None => {}
    }
    if failed && !cli.verify_diagnostics {
        status = 1;
    }
    print!("{analysis_output}");
    if status == 0 || (cli.output.is_none() && !outputs.is_empty()) {
        let start = Instant::now();
        let print_options = PrintOptions {
            generic: cli.mlir_print_op_generic,
            locations: cli
                .mlir_print_debuginfo
                .then(|| input.source().ok())
                .flatten(),
        };
        let written = match (&cli.output, status) {
            (Some(path), 0) => std::fs::File::create(path)
                .and_then(|file| write_modules(&outputs, print_options, file))
                .map_err(|e| format!("cannot write '{path}': {e}")),
            (Some(_), _) => Ok(()),
            (None, _) => write_modules(&outputs, print_options, std::io::stdout().lock())
                .map_err(|e| format!("cannot write output: {e}")),
        };
        timings.add("Output", start.elapsed());
        if let Err(message) = written {
            eprintln!("{tool}: error: {message}");
            status = 1;
        }
    }
    if cli.stats {
        eprint!("{stats_reports}");
    }
    if cli.time_passes {
        eprint!("{}", timings.report());
    }
    status
}
