//! The two helper commands the lit binary plays when it is run under another
//! name (through the links the harness makes): `filecheck` and `not`.

use std::ffi::OsString;
use std::path::PathBuf;
use std::process::{Command, ExitCode};

use clap::Parser;
use litcheck_filecheck::litcheck::diagnostics::{DiagResult, IntoDiagnostic, Report};
use litcheck_filecheck::litcheck::reporting::PrintDiagnostic;
use litcheck_filecheck::litcheck::Input;

/// `filecheck CHECK_FILE [--input-file PATH] [OPTIONS]`: LLVM's FileCheck
/// command line on litcheck-filecheck (exit 0 on a match, 1 otherwise).
#[derive(Debug, Parser)]
#[command(name = "filecheck")]
struct FileCheckCli {
    /// The file holding the CHECK lines.
    #[arg(value_name = "CHECK_FILE")]
    check_file: PathBuf,
    /// The file to verify; standard input by default.
    #[arg(long, value_name = "PATH", default_value = "-")]
    input_file: PathBuf,
    #[command(flatten)]
    options: litcheck_filecheck::Options,
}

pub fn filecheck_main() -> ExitCode {
    let args = std::env::args_os().skip(1).map(llvm_style_flag);
    let cli = FileCheckCli::parse_from(std::iter::once(OsString::from("filecheck")).chain(args));
    match filecheck(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(report) => {
            eprintln!("{}", PrintDiagnostic::new_without_color(report));
            ExitCode::FAILURE
        }
    }
}

fn filecheck(cli: FileCheckCli) -> DiagResult<()> {
    let mut options = cli.options;
    // The comment prefixes have a default and also append: drop the repeats.
    options.comment_prefixes.sort();
    options.comment_prefixes.dedup();
    options.check_prefixes.sort();
    options.check_prefixes.dedup();
    options.validate()?;
    let config = litcheck_filecheck::Config {
        options,
        ..Default::default()
    };
    let check_file = Input::from(cli.check_file)
        .into_source(true, config.source_manager())
        .into_diagnostic()?;
    let input = Input::from(cli.input_file)
        .into_source(true, config.source_manager())
        .into_diagnostic()?;
    litcheck_filecheck::Test::new(check_file, &config)
        .verify(input)
        .map(drop)
}

/// LLVM tools take long options with one dash (`-check-prefix=X`); clap wants
/// two. `-D NAME=V`, `-DNAME=V` and `-v`/`-vv` keep their single dash.
fn llvm_style_flag(arg: OsString) -> OsString {
    let Some(text) = arg.to_str() else { return arg };
    let single_dash_long = text.len() > 2
        && text.starts_with('-')
        && !text.starts_with("--")
        && !text.starts_with("-D")
        && !text[1..].bytes().all(|b| b == b'v');
    if single_dash_long {
        OsString::from(format!("-{text}"))
    } else {
        arg
    }
}

/// `not [--crash] COMMAND ARGS...`: succeeds when COMMAND exits with a
/// non-zero status (without `--crash`), or dies of a signal (with it).
pub fn not_main() -> ExitCode {
    let mut args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let expect_crash = args.first().is_some_and(|a| a == "--crash");
    if expect_crash {
        args.remove(0);
    }
    let Some((program, rest)) = args.split_first() else {
        eprintln!("usage: not [--crash] COMMAND [ARGS...]");
        return ExitCode::from(2);
    };
    let status = match Command::new(program).args(rest).status() {
        Ok(status) => status,
        Err(err) => {
            eprintln!("not: cannot run {}: {err}", program.to_string_lossy());
            return ExitCode::from(if err.kind() == std::io::ErrorKind::NotFound {
                127
            } else {
                126
            });
        }
    };
    let ok = match status.code() {
        None => expect_crash,
        Some(code) => !expect_crash && code != 0,
    };
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Renders a litcheck diagnostic as plain text (no colour: it lands in test
/// output that is read in logs).
pub fn render(report: Report) -> String {
    format!("{}", PrintDiagnostic::new_without_color(report))
}
