//! `ssa-smith`: prints a random, valid, UB-free, terminating program (MLIR,
//! or with `--lang python` Python checked against `python3`); with
//! `--check`, generates many and checks pipelines on them by execution
//! (see `ssa_tools::differential`).

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use ssa_passes::registry::PassRegistry;
use ssa_tools::differential::campaign::{pipelines_to_test, run_campaign, Campaign, ProgramCheck};
use ssa_tools::differential::mlir_opt::{self, MlirOptChecker};
use ssa_tools::differential::python::{parse_pipelines, python_campaign};
use ssa_tools::differential::{CheckConfig, Checker};
use ssa_tools::smith::{generate, generate_python, Config, Shape};

/// The language of the generated programs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Lang {
    /// MLIR in pre-SSA style.
    Mlir,
    /// The Python subset of the front end (the README's *Python programs*),
    /// checked against `python3`.
    Python,
}

/// Generate a random MLIR program in pre-SSA style (slots, loads, stores).
#[derive(Parser)]
#[command(
    name = "ssa-smith",
    version,
    after_help = "With --check, generates --count programs from --seed on, runs each through \
                  every --passes pipeline, verifies the result and compares both versions by \
                  execution on several argument vectors; a mismatch is reported with a reduced \
                  program and exit status 1."
)]
struct Cli {
    /// Seed of the random stream: equal options give equal programs (with
    /// --check: the first program's seed).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Approximate number of operations (Python: a fifth of it in statements).
    #[arg(long, default_value_t = Config::default().size)]
    size: usize,
    /// The language of the programs; Python programs are checked (--check)
    /// against `python3`, before and after each pipeline.
    #[arg(long, value_enum, default_value_t = Lang::Mlir)]
    lang: Lang,
    /// Overall form of the program.
    #[arg(long, value_enum, default_value_t = Shape::Mixed)]
    shape: Shape,
    /// Variables per function of the front-end shape [default: 40].
    #[arg(long)]
    vars: Option<usize>,
    /// Functions of the front-end shape [default: 1].
    #[arg(long)]
    functions: Option<usize>,
    /// Write the program here instead of to standard output.
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
    /// Check pipelines by execution on generated programs instead of printing one.
    #[arg(long)]
    check: bool,
    /// With --check: how many programs.
    #[arg(long, default_value_t = 100, requires = "check")]
    count: u64,
    /// With --check: a pipeline to check (repeatable), e.g. 'mem2reg,dce'.
    #[arg(long, value_name = "PIPELINE", requires = "check")]
    passes: Vec<String>,
    /// With --check: check every registered transform pass in every flavour,
    /// and the combined pipelines whose passes are registered.
    #[arg(long, requires = "check")]
    all_passes: bool,
    /// With --check: also compare with `mlir-opt --mem2reg` (block arguments
    /// are counted against the first --passes pipeline, else mem2reg if
    /// registered).
    #[arg(long, requires = "check")]
    mlir_opt: bool,
    /// With --check: also run every program natively (LLVM JIT), and each
    /// program after each --passes pipeline, and compare with the
    /// interpreter (needs a build with the `llvm` feature).
    #[arg(long, requires = "check")]
    jit: bool,
    /// With --check: argument vectors per program.
    #[arg(long, default_value_t = CheckConfig::default().arg_vectors, requires = "check")]
    vectors: u64,
    /// With --check: worker threads.
    #[arg(long, default_value_t = 1, requires = "check")]
    jobs: usize,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.shape != Shape::FrontEnd && (cli.vars.is_some() || cli.functions.is_some()) {
        eprintln!("ssa-smith: error: --vars and --functions apply to --shape front-end only");
        return ExitCode::FAILURE;
    }
    let default = Config::default();
    let config = Config {
        seed: cli.seed,
        size: cli.size,
        shape: cli.shape,
        vars: cli.vars.unwrap_or(default.vars),
        functions: cli.functions.unwrap_or(default.functions).max(1),
    };
    if cli.check && cli.lang == Lang::Python {
        return check_python(&cli);
    }
    if cli.check {
        return check(&cli, config);
    }
    let text = match cli.lang {
        Lang::Mlir => generate(&config),
        Lang::Python => generate_python(cli.seed, cli.size / 5),
    };
    let written = match &cli.output {
        Some(path) => std::fs::write(path, text),
        None => std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes()),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let to = cli
                .output
                .as_ref()
                .map_or("standard output".into(), |p| p.display().to_string());
            eprintln!("ssa-smith: cannot write {to}: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `--check`: the differential campaign.
fn check(cli: &Cli, template: Config) -> ExitCode {
    let check_config = CheckConfig {
        arg_vectors: cli.vectors,
        ..CheckConfig::default()
    };
    let mut pipelines = cli.passes.clone();
    if cli.all_passes {
        pipelines.extend(pipelines_to_test());
    }
    if pipelines.is_empty() && !cli.mlir_opt && !cli.jit {
        eprintln!(
            "ssa-smith: error: --check needs --passes PIPELINE, --all-passes, --mlir-opt or --jit"
        );
        return ExitCode::FAILURE;
    }
    let mut checkers = Vec::new();
    for pipeline in &pipelines {
        match Checker::new(pipeline, check_config.clone()) {
            Ok(checker) => checkers.push(checker),
            Err(e) => {
                eprint!("ssa-smith: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    let mlir = if cli.mlir_opt {
        let Some(path) = mlir_opt::find() else {
            eprintln!("ssa-smith: error: --mlir-opt: no mlir-opt found (set SSA_MLIR_OPT or install mlir-22-tools)");
            return ExitCode::FAILURE;
        };
        let ours = cli
            .passes
            .first()
            .map(String::as_str)
            .or_else(|| PassRegistry::builtin().lookup("mem2reg").map(|p| p.name));
        match MlirOptChecker::new(path, ours, check_config.clone()) {
            Ok(checker) => Some(checker),
            Err(e) => {
                eprint!("ssa-smith: {e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        None
    };
    let jit = match jit_checkers(cli.jit, &pipelines, &check_config) {
        Ok(jit) => jit,
        Err(message) => {
            eprintln!("ssa-smith: error: {message}");
            return ExitCode::FAILURE;
        }
    };
    let mut all: Vec<&dyn ProgramCheck> = checkers.iter().map(|c| c as &dyn ProgramCheck).collect();
    if let Some(m) = &mlir {
        all.push(m);
    }
    all.extend(jit.iter().map(|j| j.as_ref()));
    let bar = progress(cli.count);
    let campaign = Campaign {
        first_seed: cli.seed,
        count: cli.count,
        template,
        jobs: cli.jobs,
    };
    let result = run_campaign(&campaign, &all, &|| bar.inc(1));
    bar.finish_and_clear();
    let describe = |pipelines: &[String]| match pipelines {
        [] if cli.jit && !cli.mlir_opt => "the LLVM JIT against the interpreter".to_string(),
        [] => "mlir-opt --mem2reg".to_string(),
        [one] => format!("'{one}'"),
        many => format!("{} pipelines", many.len()),
    };
    match result {
        Ok(total) => {
            println!("{}", total.tally.summary(0));
            if let Some(mlir) = &mlir {
                let ours = match mlir.ours() {
                    Some(ours) => format!("{} by '{ours}'", total.ours),
                    None => "none counted of ours".to_string(),
                };
                println!(
                    "block arguments: {ours}, {} by mlir-opt --mem2reg",
                    total.theirs
                );
            }
            eprintln!("ssa-smith: checked {}", describe(&pipelines));
            ExitCode::SUCCESS
        }
        Err(mismatch) => {
            print!("{mismatch}");
            let then = if mismatch.subject.contains("JIT") {
                "then ssa-run and ssa-run --jit"
            } else {
                "then the pipeline above"
            };
            let shape = cli.shape.to_possible_value().expect("no skipped shapes");
            let front_end = match cli.shape {
                Shape::FrontEnd => format!(
                    " --vars {} --functions {}",
                    campaign.template.vars, campaign.template.functions
                ),
                _ => String::new(),
            };
            println!(
                "reproduce: ssa-smith --seed {} --size {} --shape {}{front_end} ({then})",
                mismatch.seed,
                cli.size,
                shape.get_name()
            );
            println!("1 mismatch");
            ExitCode::FAILURE
        }
    }
}

/// `--check --lang python`: the campaign against CPython.
fn check_python(cli: &Cli) -> ExitCode {
    let mut texts = cli.passes.clone();
    if cli.all_passes {
        texts.extend(pipelines_to_test());
    }
    let pipelines = match parse_pipelines(&texts) {
        Ok(pipelines) => pipelines,
        Err(e) => {
            eprint!("ssa-smith: {e}");
            return ExitCode::FAILURE;
        }
    };
    let bar = progress(cli.count);
    let result = python_campaign(
        cli.seed,
        cli.count,
        cli.size / 5,
        &pipelines,
        cli.jobs,
        &|| bar.inc(1),
    );
    bar.finish_and_clear();
    match result {
        Ok(t) => {
            println!(
                "{} programs, {} runs agreed with python3 ({} programs raise an exception in CPython), {} inconclusive, 0 mismatches",
                t.programs, t.compared, t.failing, t.inconclusive
            );
            eprintln!(
                "ssa-smith: checked the imported programs and {} pipeline{} against python3",
                texts.len(),
                if texts.len() == 1 { "" } else { "s" }
            );
            ExitCode::SUCCESS
        }
        Err(report) => {
            println!("{report}");
            println!(
                "reproduce: ssa-smith --lang python --seed SEED --size {}",
                cli.size
            );
            println!("1 mismatch");
            ExitCode::FAILURE
        }
    }
}

/// A progress bar on a terminal, else nothing.
fn progress(count: u64) -> ProgressBar {
    if std::io::stderr().is_terminal() {
        let bar = ProgressBar::new(count);
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} programs, {per_sec}, eta {eta}")
                .expect("a valid template"),
        );
        bar
    } else {
        ProgressBar::hidden()
    }
}

/// The checkers of `--jit`, if asked for: the programs themselves, and
/// after each of `pipelines`.
#[cfg(feature = "llvm")]
fn jit_checkers(
    wanted: bool,
    pipelines: &[String],
    config: &CheckConfig,
) -> Result<Vec<Box<dyn ProgramCheck>>, String> {
    use ssa_tools::differential::jit::JitChecker;
    if !wanted {
        return Ok(Vec::new());
    }
    let mut checkers: Vec<Box<dyn ProgramCheck>> = vec![Box::new(JitChecker::new(config.clone()))];
    for pipeline in pipelines {
        checkers.push(Box::new(JitChecker::after(pipeline, config.clone())?));
    }
    Ok(checkers)
}

/// Without the `llvm` feature there is no JIT.
#[cfg(not(feature = "llvm"))]
fn jit_checkers(
    wanted: bool,
    _: &[String],
    _: &CheckConfig,
) -> Result<Vec<Box<dyn ProgramCheck>>, String> {
    if wanted {
        return Err(
            "--jit needs ssa-smith built with the `llvm` feature (cargo build --features ssa-tools/llvm; see the README)"
                .to_string(),
        );
    }
    Ok(Vec::new())
}
