//! What interprocedural `sccp` needs to know of the module's calls, as
//! MLIR's `SymbolTable`-based call graph gives it to its dataflow solver:
//! the functions with a body by symbol name, and which of them have every
//! caller in sight.
//!
//! A function's callers are all known when it is not public (`private`,
//! or `nested` in the top-level module, which is the whole analysis scope)
//! and every use of its symbol is the callee of a `func.call` placed
//! directly in a function body (not in the region of another op, which the
//! solver does not analyse). A symbol named in an opaque op's properties or
//! attribute dictionary (`"my.user"() {uses = [@f]}`) is an unknown use.
//!
//! # Cost
//!
//! One walk over the module's ops plus one scan of each opaque op's
//! verbatim attribute text: O(ops + attribute text) time, O(functions)
//! memory.

use ssa_ir::ir::{Attribute, Ir, OpId, Visibility};
use ssa_ir::run_hash::RunMap;

/// The functions with a body, numbered in module order, and their callers.
pub struct CallGraph<'a> {
    /// The functions with a body, in module order.
    pub functions: Vec<OpId>,
    by_name: RunMap<&'a str, u32>,
    /// Per function: are all its callers known calls in function bodies?
    pub callers_known: Vec<bool>,
}

impl<'a> CallGraph<'a> {
    /// Numbers the functions of `ir` with a body and finds which have all
    /// their callers known (module docs).
    pub fn build(ir: &'a Ir, functions: Vec<OpId>) -> CallGraph<'a> {
        let mut by_name = RunMap::default();
        let mut callers_known = Vec::with_capacity(functions.len());
        for (i, &f) in functions.iter().enumerate() {
            let attrs = ir.func_attrs(f).expect("func attrs");
            by_name.insert(attrs.name.as_str(), i as u32);
            callers_known.push(attrs.visibility != Visibility::Public);
        }
        let mut graph = CallGraph {
            functions,
            by_name,
            callers_known,
        };
        ir.walk_nested(ir.module(), |op| {
            if let Some(callee) = ir.op_code(op).callee(ir, op) {
                if !in_function_body(ir, op) {
                    graph.unknown_use(callee);
                }
            } else if let Some(Attribute::Opaque(attrs)) = ir.op_attr(op) {
                for text in [&attrs.properties, &attrs.dictionary].into_iter().flatten() {
                    for name in symbol_names(text) {
                        graph.unknown_use(name);
                    }
                }
            }
        });
        graph
    }

    /// The number of the function with a body named `name`.
    pub fn function(&self, name: &str) -> Option<u32> {
        self.by_name.get(name).copied()
    }

    fn unknown_use(&mut self, name: &str) {
        if let Some(i) = self.function(name) {
            self.callers_known[i as usize] = false;
        }
    }
}

/// Is `op` a direct call (MLIR's `CallOpInterface`: `func.call`)?
pub fn is_call(ir: &Ir, op: OpId) -> bool {
    ir.op_code(op).interfaces.callee.is_some()
}

/// Is `op` directly in the body of a `func.func` (not nested deeper)?
fn in_function_body(ir: &Ir, op: OpId) -> bool {
    ir.op_block(op).is_some_and(|b| {
        let parent = ir.region_parent(ir.block_region(b));
        ir.func_attrs(parent).is_some()
    })
}

/// The symbols `@name` or `@"name"` that attribute text mentions.
fn symbol_names(text: &str) -> impl Iterator<Item = &str> {
    text.match_indices('@').filter_map(move |(at, _)| {
        let rest = &text[at + 1..];
        if let Some(quoted) = rest.strip_prefix('"') {
            return quoted.find('"').map(|end| &quoted[..end]);
        }
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || "_$.-".contains(c)))
            .unwrap_or(rest.len());
        (end > 0).then(|| &rest[..end])
    })
}

#[cfg(test)]
mod tests {
    use super::symbol_names;

    #[test]
    fn finds_plain_and_quoted_symbols() {
        let names: Vec<_> = symbol_names(r#"{uses = [@f, @"g h"], x = @a.b$1}"#).collect();
        assert_eq!(names, ["f", "g h", "a.b$1"]);
    }
}
