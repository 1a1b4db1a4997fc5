//! `cse`: common-subexpression elimination by dominator-scoped value
//! numbering (Briggs, Cooper & Simpson, "Value numbering", SP&E 27(6),
//! 1997, §3 "the dominator-based technique"), as MLIR's `cse` does it.
//!
//! The blocks are visited in dominator-tree preorder with one scoped hash
//! table: an op is looked up by its [`Expression`] (op, attribute, result
//! type, operands; the operands of a `COMMUTATIVE` op in canonical order).
//! If an op of the same key is in scope, it dominates this one and computes
//! the same value: this op's result is replaced by it and the op erased.
//! Otherwise the op enters the table, and leaves it when the walk leaves
//! the subtree of its block. Operands are compared as values, so an op
//! whose operands were replaced earlier in the walk meets its twin.
//!
//! Loads (`memref.load`, ops that only read) are merged only when no op
//! that may write (a store, a call, an opaque op or assert) can run between
//! the two: their key holds a memory generation, which every such op
//! renews, as does entering a block with more than one predecessor (EarlyCSE's
//! rule in LLVM); a block whose only predecessor is its immediate dominator
//! continues that block's generation. Ops with effects, with regions, and
//! what is nested in regions are left alone; blocks unreachable from the
//! entry are not visited.
//!
//! The walk uses the preorder of the dominator tree with an explicit stack
//! of open scopes (no recursion), and the table is a [`ScopedTable`]: a
//! scope's keys leave it by truncation. Time O(ops + operands + blocks)
//! expected (hashing), memory O(ops + blocks).

use crate::expression::{expression, may_write, Expression, Numberable};
use crate::manager::{Dominance, OptionlessPassDef, Pass, PassContext, PassKind, Preserved};
use crate::scoped_table::ScopedTable;
use ssa_ir::diagnostic::Diagnostic;
use ssa_ir::ir::{Ir, OpId, ValueId};

impl OptionlessPassDef for Cse {
    const NAME: &'static str = "cse";
    const SUMMARY: &'static str = "Eliminate common subexpressions: dominator-scoped value numbering (Briggs, Cooper & Simpson 1997)";
    const KIND: PassKind = PassKind::Transform;
}

#[derive(Default)]
/// The `cse` pass.
pub struct Cse {
    /// The ops in scope, by key.
    table: ScopedTable<Expression, ValueId>,
}

impl Pass for Cse {
    fn run(
        &mut self,
        ir: &mut Ir,
        func: OpId,
        cx: &mut PassContext<'_>,
    ) -> Result<Preserved, Diagnostic> {
        let dom = cx.analyses.get::<Dominance>(ir, func);
        let tree = &dom.domtree;
        let graph = &dom.cfg.graph;
        // Open scopes: the last preorder position of the block's subtree
        // and the length of the table when the block was entered.
        let mut scopes: Vec<(u32, usize)> = Vec::new();
        // The memory generation at the end of each block.
        let mut generation_at_end = vec![0u32; graph.num_nodes()];
        let mut next_generation = 0u32;
        let mut fresh = || {
            next_generation += 1;
            next_generation
        };
        let (mut replaced, mut loads) = (0u64, 0u64);
        for (position, &node) in tree.preorder().iter().enumerate() {
            while let Some(&(last, entered)) = scopes.last() {
                if position as u32 <= last {
                    break;
                }
                scopes.pop();
                self.table.truncate(entered);
            }
            let (_, last) = tree.subtree(node).expect("preorder nodes are reachable");
            scopes.push((last, self.table.len()));
            let mut generation = match graph.preds(node) {
                [pred] => generation_at_end[*pred as usize],
                _ => fresh(),
            };
            let mut next = ir.block_first_op(dom.cfg.block(node));
            while let Some(op) = next {
                next = ir.next_op(op);
                if may_write(ir.op_code(op)) {
                    generation = fresh();
                    continue;
                }
                let Some(key) = expression(
                    ir,
                    op,
                    Numberable::PureAndReads(generation),
                    |v: ValueId| v.index() as u32,
                ) else {
                    continue;
                };
                let result = ir.result(op, 0);
                match self.table.get(&key) {
                    Some(&existing) => {
                        loads += u64::from(ir.op_code(op).reads());
                        ir.replace_all_uses(result, existing);
                        ir.erase_op(op);
                        replaced += 1;
                    }
                    None => self.table.insert(key, result),
                }
            }
            generation_at_end[node as usize] = generation;
        }
        // Leave the scopes still open: the table is empty again, in time
        // proportional to its entries (a `clear` would cost its capacity on
        // every function).
        self.table.truncate(0);
        cx.count("ops replaced", replaced);
        cx.count("loads replaced", loads);
        Ok(if replaced > 0 {
            Preserved::cfg()
        } else {
            Preserved::all()
        })
    }
}
