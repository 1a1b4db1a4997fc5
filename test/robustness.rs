//! Inputs whose size drives the depth of naive recursive algorithms: deeply
//! nested regions and very long block chains. The parser, verifier, printer
//! and dominator tree must handle them without growing the Rust stack, on
//! the default 2 MiB test-thread stack. Also: arbitrary bytes never panic.

use ssa_ir::parser::parse_module;
use ssa_ir::printer::module_to_string;
use ssa_ir::verifier::verify;
use std::fmt::Write;

#[test]
fn ten_thousand_nested_regions() {
    const DEPTH: usize = 10_000;
    let mut text = String::from("func.func @deep(%a: i32) -> i32 {\n");
    for _ in 0..DEPTH {
        text.push_str("\"test.nest\"() ({\n");
    }
    text.push_str("%x = arith.addi %a, %a : i32\n\"test.yield\"(%x) : (i32) -> ()\n");
    for _ in 0..DEPTH {
        text.push_str("}) : () -> ()\n");
    }
    text.push_str("return %a : i32\n}\n");
    let ir = parse_module(&text, 0).expect("parses");
    verify(&ir).expect("verifies");
    // The print is about 200 MB of indentation, as mlir-opt's would be.
    let printed = module_to_string(&ir);
    assert_eq!(printed.matches("\"test.nest\"").count(), DEPTH);
}

#[test]
fn million_block_chain() {
    const BLOCKS: usize = 1_000_000;
    let mut text = String::with_capacity(BLOCKS * 40);
    text.push_str("func.func @chain(%a: i32) -> i32 {\n  cf.br ^b1(%a : i32)\n");
    for i in 1..BLOCKS {
        let _ = writeln!(text, "^b{i}(%v{i}: i32):\n  cf.br ^b{}(%v{i} : i32)", i + 1);
    }
    let _ = writeln!(text, "^b{BLOCKS}(%last: i32):\n  return %last : i32\n}}");
    let ir = parse_module(&text, 0).expect("parses");
    verify(&ir).expect("verifies: the dominator tree is a million deep");
    let printed = module_to_string(&ir);
    assert!(printed.contains("^b999999(%v999999: i32):  // pred: ^b999998"));
}

#[test]
fn arbitrary_bytes_never_panic() {
    // Mutations of a valid program: truncations and byte substitutions at
    // every position of a small input; each must parse or fail cleanly.
    let base = "func.func @f(%a: i32, %p: i1) -> i32 {\n  %c = arith.constant 7 : i32\n  cf.cond_br %p, ^b(%c : i32), ^b(%a : i32)\n^b(%x: i32):\n  %m = memref.alloca() : memref<i32>\n  memref.store %x, %m[] : memref<i32>\n  %y = memref.load %m[] : memref<i32>\n  return %y : i32\n}\n";
    let bytes = base.as_bytes();
    for cut in 0..bytes.len() {
        let text = String::from_utf8_lossy(&bytes[..cut]);
        if let Ok(ir) = parse_module(&text, 0) {
            let _ = verify(&ir);
        }
        for replacement in [b'%', b'^', b'{', b'}', b'(', b':', b'"', b'#', b'0', b' '] {
            let mut mutated = bytes.to_vec();
            mutated[cut] = replacement;
            let text = String::from_utf8_lossy(&mutated);
            if let Ok(ir) = parse_module(&text, 0) {
                let _ = verify(&ir);
                let _ = module_to_string(&ir);
            }
        }
    }
}
