//! The module's symbol table as the verifier sees it: each function's
//! name, where it is defined, and its signature, with the types held by
//! value in a table of its own. A module parsed in parts (each part an
//! [`Ir`] with its own type table, run on its own thread) is so checked as
//! one module, and the table borrows none of the parts.
//!
//! Building it is linear in the top-level ops and the parts' types; a
//! lookup is one hash; a signature check is linear in the signature.

use super::{Ir, Loc, OpId, TypeId, TypeTable};
use rustc_hash::FxHashMap;

/// The functions of a module (of its parts, in order), by name.
#[derive(Default)]
pub struct SymbolTable {
    types: TypeTable,
    functions: FxHashMap<String, Symbol>,
}

/// A function of the module: which part holds it, and its signature.
pub struct Symbol {
    /// The index of its part, in the order given to [`SymbolTable::build`].
    pub part: usize,
    pub op: OpId,
    pub loc: Loc,
    /// The signature, in the table's own types.
    inputs: Vec<TypeId>,
    results: Vec<TypeId>,
}

impl SymbolTable {
    /// The top-level functions (with a name) of `parts`, the parts of one
    /// module in order; of two functions with one name, the first.
    pub fn build<'a>(parts: impl IntoIterator<Item = &'a Ir>) -> SymbolTable {
        let mut table = SymbolTable::default();
        for (part, ir) in parts.into_iter().enumerate() {
            let types = table.types.import(&ir.types);
            for op in ir.functions() {
                let Some(attrs) = ir.func_attrs(op) else {
                    continue;
                };
                if table.functions.contains_key(&attrs.name) {
                    continue;
                }
                let symbol = Symbol {
                    part,
                    op,
                    loc: ir.op_loc(op),
                    inputs: attrs.inputs.iter().map(|t| types[t.index()]).collect(),
                    results: attrs.results.iter().map(|t| types[t.index()]).collect(),
                };
                table.functions.insert(attrs.name.clone(), symbol);
            }
        }
        table
    }

    /// The function named `name`.
    pub fn get(&self, name: &str) -> Option<&Symbol> {
        self.functions.get(name)
    }

    /// Are `inputs` and `results`, types of `ir`, the signature of `symbol`?
    pub fn signature_matches(
        &self,
        symbol: &Symbol,
        ir: &Ir,
        inputs: &[TypeId],
        results: &[TypeId],
    ) -> bool {
        let same = |ours: &[TypeId], theirs: &[TypeId]| {
            ours.len() == theirs.len()
                && ours
                    .iter()
                    .zip(theirs)
                    .all(|(&a, &b)| ir.types.same_as(a, &self.types, b))
        };
        same(inputs, &symbol.inputs) && same(results, &symbol.results)
    }
}
