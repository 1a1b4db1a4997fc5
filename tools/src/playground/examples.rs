//! The page's preloaded examples: the worked examples of the seeds
//! (`test/Seeds/`) and the Python seeds (`test/Python/seed-*`), embedded
//! at build time (`build.rs`) from the lit tests themselves, so there is
//! one copy. Each is shown as its program (the file its `RUN:` line
//! reads from `%S/Inputs/`, if any): `RUN:` and `CHECK` lines are
//! dropped, a `// GRAPH:` graph becomes a `.cfg` input (the file's
//! comments kept as its comments), and the pipeline is the passes its
//! `RUN:` lines give `ssa-opt`.

use super::passes;
use serde::Serialize;

/// `(path under test/, text)` of every example file.
static FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/examples.rs"));

/// One example as the page offers it.
#[derive(Serialize)]
pub struct Example {
    /// `Seeds/000-1.8.4-complete-ssa.py`.
    pub name: &'static str,
    /// `python`, `mlir` or `cfg`.
    pub language: &'static str,
    pub source: String,
    /// The passes the test's `RUN:` lines run (`mem2reg` when none).
    pub pipeline: String,
}

/// Every example, sorted by name (the files of `Inputs/` are programs the
/// tests read, not examples).
pub fn all() -> Vec<Example> {
    FILES
        .iter()
        .filter(|(name, _)| !name.contains("/Inputs/"))
        .map(|&(name, text)| example(name, text))
        .collect()
}

/// The embedded file `path` (relative to `test/`, `..` resolved).
fn file(path: &str) -> Option<&'static str> {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            ".." => {
                parts.pop();
            }
            "." | "" => {}
            part => parts.push(part),
        }
    }
    let path = parts.join("/");
    FILES
        .iter()
        .find(|(name, _)| *name == path)
        .map(|&(_, text)| text)
}

fn example(name: &'static str, text: &str) -> Example {
    let comment = if name.ends_with(".py") { "#" } else { "//" };
    let mut graph = String::new();
    let mut source = String::new();
    let mut pipeline: Vec<String> = Vec::new();
    // The program of a test that reads it from `%S/Inputs/...`.
    let mut input = None;
    for line in text.lines() {
        let body = line.trim_start().strip_prefix(comment).map(str::trim_start);
        match body {
            Some(rest) if rest.starts_with("RUN:") => {
                for pass in run_line_passes(rest) {
                    if !pipeline.contains(&pass) {
                        pipeline.push(pass);
                    }
                }
                input = input.or_else(|| run_line_input(rest));
            }
            Some(rest) if rest.starts_with("GRAPH:") => {
                graph.push_str(rest["GRAPH:".len()..].trim());
                graph.push('\n');
            }
            Some(rest) if is_check(rest) => {}
            _ => {
                source.push_str(line);
                source.push('\n');
            }
        }
    }
    let folder = &name[..name.rfind('/').map_or(0, |i| i + 1)];
    if let Some(program) = input.and_then(|path| file(&format!("{folder}{path}"))) {
        source = program.to_string();
    }
    let language = if !graph.is_empty() {
        // The file's `///` explanation stays, as `.cfg` comments.
        source.push_str(&graph);
        "cfg"
    } else if name.ends_with(".py") {
        "python"
    } else if name.ends_with(".cfg") {
        "cfg"
    } else {
        "mlir"
    };
    if pipeline.is_empty() {
        pipeline.push("mem2reg".to_string());
    }
    Example {
        name,
        language,
        source: source.trim_matches('\n').to_string() + "\n",
        pipeline: pipeline.join(","),
    }
}

/// Is this comment a FileCheck directive (`CHECK:`, `MIN-NEXT:`, ...)?
fn is_check(comment: &str) -> bool {
    let word = comment.split(':').next().unwrap_or("");
    comment.contains(':')
        && !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '-' || c == '_')
}

/// The file an `%ssa-opt` command of a `RUN:` line reads from the
/// test's folder (`%S/Inputs/a.py` gives `Inputs/a.py`).
fn run_line_input(run: &str) -> Option<String> {
    let words = shlex::split(run)?;
    let mut after = words.iter().skip_while(|w| *w != "%ssa-opt");
    after.find_map(|w| w.strip_prefix("%S/").map(str::to_string))
}

/// The passes of the `%ssa-opt` commands of a `RUN:` line: its `-PASS`
/// flags (options in braces kept) and `--passes=` pipelines.
fn run_line_passes(run: &str) -> Vec<String> {
    let mut found = Vec::new();
    for command in run.split(['|', '&', ';']) {
        let words = shlex::split(command).unwrap_or_default();
        let mut words = words.iter().map(String::as_str);
        if !words.any(|w| w == "%ssa-opt") {
            continue;
        }
        for word in words {
            if let Some(pipeline) = word.strip_prefix("--passes=") {
                found.extend(pipeline.split(',').map(str::to_string));
                continue;
            }
            let Some(flag) = word.strip_prefix('-') else {
                continue;
            };
            let flag = flag.strip_prefix('-').unwrap_or(flag);
            let name = &flag[..flag.find('{').unwrap_or(flag.len())];
            if passes::is_pass(name) {
                found.push(flag.to_string());
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_seed_is_an_example() {
        let examples = all();
        let seeds = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../test/Seeds"))
            .expect("test/Seeds")
            .filter(|entry| {
                let path = entry.as_ref().expect("entry").path();
                let name = path.to_string_lossy().to_string();
                [".py", ".mlir", ".cfg"].iter().any(|e| name.ends_with(e))
            })
            .count();
        assert_eq!(
            examples
                .iter()
                .filter(|e| e.name.starts_with("Seeds/"))
                .count(),
            seeds
        );
        for e in &examples {
            assert!(!e.source.contains("CHECK"), "{}", e.name);
            assert!(!e.source.contains("RUN:"), "{}", e.name);
        }
    }

    #[test]
    fn programs_and_pipelines_come_from_the_test() {
        let examples = all();
        let find = |name: &str| examples.iter().find(|e| e.name == name).expect(name);
        let renaming = find("Seeds/000-1.8.4-complete-ssa.py");
        assert_eq!(renaming.language, "python");
        assert!(renaming.source.starts_with("a = 3 "));
        // A test that reads its program from Inputs/ shows that program.
        let liveness = find("Python/seed-000-1.6.5-liveness.py");
        assert_eq!(
            liveness.source,
            include_str!("../../../test/Seeds/Inputs/000-1.6.5-live-variables.py")
        );
        assert_eq!(liveness.pipeline, "print-liveness");
        assert_eq!(renaming.pipeline, "print-textbook-ssa{flavor=semi-pruned}");
        let graph = find("Seeds/000-1.5.1-block-links.mlir");
        assert_eq!(graph.language, "cfg");
        assert!(graph.source.starts_with("/// Seed 000, §1.5.1"));
        assert!(graph
            .source
            .ends_with("\nblock_links={'A': ['B', 'C'], 'B': ['D'], 'C': ['D'], 'D': []}\n"));
        assert_eq!(graph.pipeline, "print-dominators");
    }

    #[test]
    fn run_lines() {
        assert_eq!(
            run_line_passes("%ssa-opt -mem2reg '-print-sccp-lattice{trace=true}' %s -o /dev/null | filecheck %s"),
            ["mem2reg", "print-sccp-lattice{trace=true}"]
        );
        assert_eq!(
            run_line_passes("%ssa-opt '-print-textbook-ssa{flavor=pruned trace=true}' %s"),
            ["print-textbook-ssa{flavor=pruned trace=true}"]
        );
        assert_eq!(
            run_line_passes("%ssa-translate --import-python %s | filecheck %s"),
            Vec::<String>::new()
        );
    }
}
