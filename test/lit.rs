//! Golden tests: the lit files under `test/`, run by `cargo test`.
//!
//! This integration test (`harness = false`) is a multicall binary:
//! - run under the name `filecheck` it is a FileCheck command line on
//!   litcheck-filecheck, and under the name `not` it inverts an exit status
//!   (`harness/multicall.rs`); under the name `my-opt` it is the `my-opt`
//!   example driver (`tools/examples/my-opt`, compiled in from its source),
//!   which `test/Examples/` checks;
//! - otherwise it is the lit harness: it loads the suite in `lit.suite.toml`
//!   with litcheck-lit and turns each lit file into one libtest-mimic trial,
//!   named by its path under `test/` (`cargo test --test lit -- Parser`
//!   filters as usual).
//!
//! The harness links itself as `filecheck`, `not` and `my-opt` into a folder next to
//! the test binary under `target/`, and puts that folder and the folder of
//! `ssa-opt` (so every binary of the ssa-tools package) first on the tests'
//! search path. When it finds `mlir-opt` (on PATH, or
//! `/usr/lib/llvm-22/bin/mlir-opt`), it declares the lit feature `mlir-opt`
//! and the substitution `%mlir-opt`, so a test saying `REQUIRES: mlir-opt`
//! runs there and is reported `ignored (unsupported: ...)` elsewhere.
//! Built with the `llvm` feature, it declares the feature `llvm`
//! (`ssa-translate`, `ssa-run --jit`), and `llvm-opt` with `%llvm-opt` when
//! it finds LLVM 22's `opt`.
//!
//! Environment:
//! - `SSA_BLESS=1`: rewrite the CHECK lines of each selected test from the
//!   current output before running it (`harness/bless.rs`); give a filter.
//! - `SSA_MLIR_OPT=PATH`: the mlir-opt to use; empty disables the feature.
//! - `SSA_LIT_TIMEOUT=SECONDS`: limit per lit file (default 300, 0 = none).

#[path = "harness/bless.rs"]
mod bless;
#[path = "harness/mlir_opt.rs"]
mod mlir_opt;
#[path = "harness/multicall.rs"]
mod multicall;
#[path = "../tools/examples/my-opt/main.rs"]
mod my_opt;

use mlir_opt::find_mlir_opt;

use std::collections::HashMap;
use std::env;
use std::ffi::OsStr;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use litcheck_lit::{
    Config, DefaultTestSuiteRegistry, Test, TestConfig, TestFormat, TestResult, TestStatus,
    TestSuiteRegistry, TestSuiteRegistryExt,
};

use multicall::render;

fn main() -> ExitCode {
    let argv0 = env::args_os().next().unwrap_or_default();
    match Path::new(&argv0).file_name().and_then(OsStr::to_str) {
        Some("filecheck" | "FileCheck") => multicall::filecheck_main(),
        Some("not") => multicall::not_main(),
        Some("my-opt") => {
            my_opt::main();
            unreachable!("my-opt exits")
        }
        _ => lit_main(),
    }
}

fn lit_main() -> ExitCode {
    let mut args = Arguments::from_args();
    // One worker per CPU at most: each trial runs a shell pipeline of its own.
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    args.test_threads = Some(args.test_threads.unwrap_or(cpus).clamp(1, cpus));

    let trials = match load_trials() {
        Ok(trials) => trials,
        Err(message) => {
            eprintln!("lit harness: {message}");
            return ExitCode::FAILURE;
        }
    };
    libtest_mimic::run(&args, trials).exit_code()
}

/// What every trial shares.
struct Harness {
    lit: Config,
    bless: bool,
}

fn load_trials() -> Result<Vec<Trial>, String> {
    let test_root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test");
    let test_root = test_root
        .canonicalize()
        .map_err(|e| format!("{}: {e}", test_root.display()))?;
    // litcheck only takes test paths under the current directory.
    let workspace = test_root.parent().expect("test/ has a parent");
    env::set_current_dir(workspace).map_err(|e| format!("{}: {e}", workspace.display()))?;

    let links = link_multicall_names().map_err(|e| format!("linking filecheck/not: {e}"))?;
    let tools = Path::new(env!("CARGO_BIN_EXE_ssa-opt"))
        .parent()
        .expect("a binary lives in a directory")
        .to_path_buf();

    let mut lit = Config::new(vec![test_root.to_string_lossy().into_owned()]);
    lit.options.search_paths = vec![links, tools];
    lit.options.timeout = Some(match env::var("SSA_LIT_TIMEOUT") {
        Ok(secs) => secs
            .parse()
            .map_err(|e| format!("SSA_LIT_TIMEOUT={secs}: {e}"))?,
        Err(_) => 300,
    });

    let mut registry = DefaultTestSuiteRegistry::default();
    registry.load(&lit).map_err(render)?;

    let mlir_opt = find_mlir_opt();
    let mut configs: HashMap<*const TestConfig, Arc<TestConfig>> = HashMap::new();
    let mut tests: Vec<Test> = Vec::new();
    for test in registry.tests() {
        let config = configs
            .entry(Arc::as_ptr(&test.config))
            .or_insert_with(|| with_found_tools(&test.config, mlir_opt.as_deref()))
            .clone();
        tests.push(Test::new(test.path.clone(), test.suite.clone(), config));
    }
    drop(registry);
    tests.sort_by(|a, b| a.path.cmp(&b.path));

    let harness = Arc::new(Harness {
        lit,
        bless: env::var_os("SSA_BLESS").is_some_and(|v| !v.is_empty() && v != "0"),
    });
    let mut trials: Vec<Trial> = tests
        .into_iter()
        .map(|test| {
            let harness = harness.clone();
            let name = test.path.to_string_lossy().into_owned();
            Trial::ignorable_test(name, move || run_trial(&test, &harness))
        })
        .collect();
    trials.push(Trial::test("harness/bless.rs", || {
        bless::self_test().map_err(Failed::from)
    }));
    Ok(trials)
}

/// The directory's lit configuration plus what was found on this machine.
fn with_found_tools(config: &TestConfig, mlir_opt: Option<&Path>) -> Arc<TestConfig> {
    let mut config = config.clone();
    if let Some(mlir_opt) = mlir_opt {
        config.available_features.insert("mlir-opt");
        let command = format!(
            "{} --allow-unregistered-dialect",
            shell_word(&mlir_opt.to_string_lossy())
        );
        // The value is a regex replacement: `$` must be doubled.
        config
            .substitutions
            .insert("%mlir-opt", command.replace('$', "$$"));
    }
    // Built with the `llvm` feature: `ssa-translate` and `ssa-run --jit`
    // exist, and LLVM 22's `opt` may be found for `%llvm-opt`.
    #[cfg(feature = "llvm")]
    {
        config.available_features.insert("llvm");
        if let Some(opt) = ssa_tools::differential::llvm_phis::find_opt() {
            config.available_features.insert("llvm-opt");
            let command = shell_word(&opt.to_string_lossy());
            config
                .substitutions
                .insert("%llvm-opt", command.replace('$', "$$"));
        }
    }
    Arc::new(config)
}

fn shell_word(word: &str) -> String {
    let plain = word
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b"/._-+=:,@%".contains(&b));
    if plain {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// Links this binary as `filecheck`, `not` and `my-opt` into `<exe>.bin/` next to it
/// (under `target/`), and returns that folder.
fn link_multicall_names() -> io::Result<PathBuf> {
    let exe = env::current_exe()?;
    let mut dir_name = exe.file_name().unwrap_or_default().to_os_string();
    dir_name.push(".bin");
    let dir = exe.with_file_name(dir_name);
    fs::create_dir_all(&dir)?;
    for name in ["filecheck", "not", "my-opt"] {
        let link = dir.join(name);
        if fs::read_link(&link).is_ok_and(|target| target == exe) {
            continue;
        }
        // Make the link under a private name and rename it into place, so a
        // concurrent run never sees a missing or half-made link.
        let staging = dir.join(format!(".{name}.{}", std::process::id()));
        let _ = fs::remove_file(&staging);
        std::os::unix::fs::symlink(&exe, &staging)?;
        fs::rename(&staging, &link)?;
    }
    Ok(dir)
}

fn run_trial(test: &Test, harness: &Harness) -> Result<Completion, Failed> {
    if harness.bless {
        match bless::bless(test, &harness.lit) {
            Ok(Some(note)) => eprintln!("bless: {}: {note}", test.path.display()),
            Ok(None) => {}
            Err(message) => return Err(format!("bless failed: {message}").into()),
        }
    }
    let result = test
        .config
        .format
        .execute(test, &harness.lit)
        .map_err(|report| Failed::from(render(report)))?;
    match result.status() {
        TestStatus::Pass | TestStatus::FlakyPass | TestStatus::Xfail => Ok(Completion::Completed),
        TestStatus::Unsupported | TestStatus::Skipped | TestStatus::Excluded => Ok(
            Completion::ignored_with(format!("unsupported: {}", result.stderr().trim())),
        ),
        status => Err(failure_report(test, status, &result).into()),
    }
}

/// What a failed lit file prints: its status, its RUN lines as written, and
/// the script's stdout and stderr (bash's trace shows each command after
/// substitution).
fn failure_report(test: &Test, status: TestStatus, result: &TestResult) -> String {
    let mut out = format!("{}: test/{}", status.tag(), test.path.display());
    if let Some(code) = result.exit_code() {
        out += &format!(" (exit code {code})");
    }
    if status == TestStatus::Xpass {
        out += "\nthe test is marked XFAIL but passed";
    }
    out += "\n--- script ---\n";
    if let Ok(source) = fs::read_to_string(test.source_path()) {
        for (index, line) in source.lines().enumerate() {
            if let Some(at) = line.find("RUN:") {
                out += &format!("{:>4}: {}\n", index + 1, line[at..].trim_end());
            }
        }
    }
    out += "--- stdout ---\n";
    out += &result.stdout();
    out += "\n--- stderr ---\n";
    out += &result.stderr();
    out
}
