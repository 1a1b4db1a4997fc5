//! Lists the playground's examples (`src/playground/examples.rs`): every
//! test of `test/Seeds/` with the programs of `test/Seeds/Inputs/` they
//! read, and the `seed-*` tests of `test/Python/`, embedded with
//! `include_str!` so the lit tests and the page share one copy.

use std::fmt::Write;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test");
    let mut files = Vec::new();
    for (folder, prefix) in [("Seeds", ""), ("Seeds/Inputs", ""), ("Python", "seed-")] {
        let dir = root.join(folder);
        println!("cargo:rerun-if-changed={}", dir.display());
        let entries = std::fs::read_dir(&dir).expect("test folder");
        for entry in entries {
            let path = entry.expect("folder entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let example = name.starts_with(prefix)
                && [".py", ".mlir", ".cfg"].iter().any(|e| name.ends_with(e));
            if example {
                files.push((
                    format!("{folder}/{name}"),
                    path.canonicalize().expect("path"),
                ));
            }
        }
    }
    files.sort();
    let mut out = String::from("&[\n");
    for (name, path) in &files {
        let _ = writeln!(
            out,
            "    ({name:?}, include_str!({:?})),",
            path.display().to_string()
        );
    }
    out.push_str("]\n");
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("examples.rs");
    std::fs::write(dest, out).expect("write examples.rs");
}
