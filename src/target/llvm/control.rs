//! Control flow: `cf.br`/`cond_br`/`switch` → `br`/`switch`, block
//! arguments → phis, `func.return` → `ret`, `cf.assert` → a branch to a
//! failure block.
//!
//! A phi has one entry per incoming edge, and LLVM names an edge by its
//! source block: a terminator that reaches one block through several
//! successors with different operands (`cf.cond_br %c, ^b(%x), ^b(%y)`)
//! sends each of those edges through a block of its own that only branches
//! on, as mlir-translate does. Successors to one block with the same
//! operands need no split: LLVM accepts equal entries for one source.

use super::function::FunctionLowering;
use super::{types, Purpose};
use crate::diagnostic::Diagnostic;
use crate::dialect::cf;
use crate::ir::{BlockId, OpId};
use crate::semantics::IntValue;
use inkwell::basic_block::BasicBlock;
use inkwell::intrinsics::Intrinsic;
use inkwell::values::{BasicValue, PhiValue};
use rustc_hash::FxHashMap;

/// The phis of block arguments and the edges that feed them.
#[derive(Default)]
pub(crate) struct Phis<'ctx> {
    /// The phis of each non-entry block, one per argument (never iterated).
    of_block: FxHashMap<BlockId, Vec<PhiValue<'ctx>>>,
    /// Successor `index` of the terminator `op`, leaving LLVM block `from`.
    edges: Vec<(OpId, usize, BasicBlock<'ctx>)>,
}

impl<'ctx> FunctionLowering<'_, 'ctx> {
    /// Creates the phis of `block`'s arguments, at the start of its LLVM
    /// block (before anything else is lowered into it).
    pub fn create_phis(&mut self, block: BlockId) -> Result<(), Diagnostic> {
        let ir = self.ir;
        self.builder.position_at_end(self.block(block));
        let mut phis = Vec::with_capacity(ir.block_args(block).len());
        for &arg in ir.block_args(block) {
            let loc = ir.block_loc(block);
            let ty = types::value_type(ir, self.context, ir.value_type(arg), loc)?;
            let phi = self.builder.build_phi(ty, self.name_of(arg)).map_err(|e| {
                Diagnostic::error(loc, format!("internal error: LLVM builder: {e}"))
            })?;
            self.define(arg, phi.as_basic_value());
            phis.push(phi);
        }
        self.phis.of_block.insert(block, phis);
        Ok(())
    }
}

/// The kinds of branch: LLVM's `br`, conditional `br` and `switch`.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Jump {
    /// `cf.br`.
    Br,
    /// `cf.cond_br`: the condition is operand 0.
    CondBr,
    /// `cf.switch`: the flag is operand 0, the cases
    /// [`cf::switch_cases`].
    Switch,
}

/// A branch (`cf.br`, `cf.cond_br`, `cf.switch`).
pub(crate) fn branch(
    f: &mut FunctionLowering<'_, '_>,
    op: OpId,
    kind: Jump,
) -> Result<(), Diagnostic> {
    let ir = f.ir;
    let err = f.builder_error(op);
    let from = f
        .builder
        .get_insert_block()
        .expect("the builder is positioned");
    let count = ir.num_successors(op);
    // A switch's case whose value an earlier case has is never taken (the
    // interpreter's rule: the first case of a value wins) and LLVM wants
    // each value once: such a successor has no edge.
    let mut taken = vec![true; count];
    let mut case_bits = Vec::new();
    if kind == Jump::Switch {
        let flag_type = ir.value_type(ir.own_operands(op)[0]);
        let width = ir.types.int_width(flag_type).unwrap_or(64);
        for (i, &case) in cf::switch_cases(ir, op).iter().enumerate() {
            // Up to 64 bits the case's bits; wider, the `i64` case value
            // (sign-extended by `const_int` below).
            let bits = cf::switch_key(&IntValue::from_i64(case, width)).expect("an i64 fits");
            taken[i + 1] = !case_bits.contains(&bits);
            case_bits.push(bits);
        }
    }
    let mut destinations = Vec::with_capacity(count);
    for i in 0..count {
        let target = ir.successor(op, i);
        if !taken[i] {
            destinations.push(f.block(target));
            continue;
        }
        let args = ir.successor_operands(op, i);
        let split = !args.is_empty()
            && (0..count).any(|j| {
                j != i
                    && taken[j]
                    && ir.successor(op, j) == target
                    && ir.successor_operands(op, j) != args
            });
        if split {
            let name = format!(
                "{}.split.{}",
                from.get_name().to_string_lossy(),
                f.block(target).get_name().to_string_lossy()
            );
            let edge = f.context.insert_basic_block_after(from, &name);
            f.builder.position_at_end(edge);
            f.builder
                .build_unconditional_branch(f.block(target))
                .map_err(&err)?;
            f.phis.edges.push((op, i, edge));
            destinations.push(edge);
        } else {
            f.phis.edges.push((op, i, from));
            destinations.push(f.block(target));
        }
    }
    f.builder.position_at_end(from);
    if kind == Jump::Br {
        f.builder
            .build_unconditional_branch(destinations[0])
            .map_err(&err)?;
    } else if kind == Jump::CondBr {
        let cond = f.value(ir.own_operands(op)[0], op)?.into_int_value();
        f.builder
            .build_conditional_branch(cond, destinations[0], destinations[1])
            .map_err(&err)?;
    } else {
        let flag = f.value(ir.own_operands(op)[0], op)?.into_int_value();
        let flag_type = flag.get_type();
        let cases: Vec<_> = case_bits
            .iter()
            .enumerate()
            .filter(|&(i, _)| taken[i + 1])
            .map(|(i, &bits)| {
                let wide = flag_type.get_bit_width() > 64;
                (flag_type.const_int(bits, wide), destinations[i + 1])
            })
            .collect();
        f.builder
            .build_switch(flag, destinations[0], &cases)
            .map_err(&err)?;
    }
    Ok(())
}

/// Adds each edge's operands to its target's phis (after every block is
/// lowered: operands may come along back edges).
pub(super) fn fill_phis(f: &mut FunctionLowering<'_, '_>) -> Result<(), Diagnostic> {
    let ir = f.ir;
    for &(op, index, from) in &f.phis.edges {
        let target = ir.successor(op, index);
        let phis = &f.phis.of_block[&target];
        for (phi, &arg) in phis.iter().zip(ir.successor_operands(op, index)) {
            let value = f.value(arg, op)?;
            phi.add_incoming(&[(&value as &dyn BasicValue<'_>, from)]);
        }
    }
    Ok(())
}

/// `func.return`: `ret`, of a literal struct for several values.
pub(crate) fn ret(f: &mut FunctionLowering<'_, '_>, op: OpId) -> Result<(), Diagnostic> {
    let values = f.values(f.ir.operands(op), op)?;
    let err = f.builder_error(op);
    match values.as_slice() {
        [] => f.builder.build_return(None),
        [one] => f.builder.build_return(Some(one)),
        many => f.builder.build_aggregate_return(many),
    }
    .map_err(err)?;
    Ok(())
}

/// `cf.assert %c, "message"`: continues in a new block when `%c` holds;
/// otherwise traps (`llvm.trap`), or under the JIT reports the assertion
/// to the runtime, which stops the run.
pub(crate) fn assert(f: &mut FunctionLowering<'_, '_>, op: OpId) -> Result<(), Diagnostic> {
    let ir = f.ir;
    let cond = f.value(ir.operands(op)[0], op)?.into_int_value();
    let err = f.builder_error(op);
    let from = f
        .builder
        .get_insert_block()
        .expect("the builder is positioned");
    let holds = f.context.insert_basic_block_after(from, "assert.ok");
    let fails = f.context.append_basic_block(f.function, "assert.failed");
    f.builder
        .build_conditional_branch(cond, holds, fails)
        .map_err(&err)?;
    f.builder.position_at_end(fails);
    match f.options.purpose {
        Purpose::Translate => {
            let trap = Intrinsic::find("llvm.trap")
                .and_then(|t| t.get_declaration(f.module, &[]))
                .expect("LLVM has llvm.trap");
            f.builder.build_call(trap, &[], "").map_err(&err)?;
            f.builder.build_unreachable().map_err(&err)?;
        }
        Purpose::Jit => f.jit_assert_failed(op)?,
    }
    f.builder.position_at_end(holds);
    Ok(())
}
