fn main() {
    let path = std::env::args().nth(1).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let src = ssa_ir::diagnostic::SourceFile::new(path.clone(), text.clone());
    match ssa_ir::parser::parse_module(&text, 0) {
        Ok(ir) => print!("{}", ssa_ir::printer::module_to_string(&ir)),
        Err(d) => eprint!("{}", src.render(&d)),
    }
}
