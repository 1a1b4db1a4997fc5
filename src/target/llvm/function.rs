//! One function body: the blocks the entry reaches, in reverse post-order
//! (so every value is defined before its uses; phi operands, which may come
//! along back edges, are filled in at the end), each op handed to the file
//! of its concept. Time and memory O(size of the function): the side
//! tables are hash maps keyed by the function's own blocks and values, not
//! vectors over the module's arenas (which made a module of many functions
//! quadratic).

use super::{control, memory, Options};
use crate::analysis::cfg::RegionCfg;
use crate::diagnostic::Diagnostic;
use crate::ir::{Attribute, BlockId, Ir, OpId, RegionId, ValueId};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::{Builder, BuilderError};
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::values::{BasicValueEnum, FunctionValue};
use rustc_hash::{FxHashMap, FxHashSet};

/// The state of lowering one function (what an op's
/// [`LowerFn`](super::LowerFn) hook works on).
pub struct FunctionLowering<'a, 'ctx> {
    pub(crate) ir: &'a Ir,
    pub(crate) context: &'ctx Context,
    pub(crate) module: &'a Module<'ctx>,
    pub(crate) builder: Builder<'ctx>,
    pub(crate) function: FunctionValue<'ctx>,
    pub(crate) options: Options,
    /// The LLVM value of each IR value lowered so far.
    values: FxHashMap<ValueId, BasicValueEnum<'ctx>>,
    /// The LLVM block of each reachable IR block.
    blocks: FxHashMap<BlockId, BasicBlock<'ctx>>,
    /// The block arguments' phis and the edges that feed them.
    pub(crate) phis: control::Phis<'ctx>,
    /// `alloca`s that live for the whole call go here (the entry block,
    /// before its first instruction).
    pub(crate) entry: BasicBlock<'ctx>,
    /// Under the JIT, the block returning after a failed assertion.
    pub(crate) unwind: Option<BasicBlock<'ctx>>,
}

/// Lowers the body `body` of the declared function `function`.
pub(super) fn lower_function<'ctx>(
    ir: &Ir,
    context: &'ctx Context,
    module: &Module<'ctx>,
    function: FunctionValue<'ctx>,
    body: RegionId,
    options: Options,
) -> Result<(), Vec<Diagnostic>> {
    let cfg = RegionCfg::build(ir, body);
    let order: Vec<BlockId> = cfg
        .graph
        .reverse_post_order()
        .into_iter()
        .map(|n| cfg.block(n))
        .collect();
    let reachable: FxHashSet<BlockId> = order.iter().copied().collect();
    // LLVM blocks in the input's layout order, so the output reads like it.
    let mut blocks = FxHashMap::default();
    for (position, b) in ir.region_blocks(body).enumerate() {
        if reachable.contains(&b) {
            let name = ir
                .block_name(b)
                .map_or_else(|| format!("bb{position}"), str::to_string);
            blocks.insert(b, context.append_basic_block(function, &name));
        }
    }
    let entry_block = order[0];
    let entry = blocks[&entry_block];
    let mut f = FunctionLowering {
        ir,
        context,
        module,
        builder: context.create_builder(),
        function,
        options,
        values: FxHashMap::default(),
        blocks,
        phis: control::Phis::default(),
        entry,
        unwind: None,
    };
    for (&arg, param) in ir
        .block_args(entry_block)
        .iter()
        .zip(function.get_param_iter())
    {
        name_value(ir, arg, param);
        f.define(arg, param);
    }
    let mut errors = Vec::new();
    for &b in &order[1..] {
        if let Err(e) = f.create_phis(b) {
            errors.push(e);
        }
    }
    if let Err(e) = memory::hoist_allocas(&mut f, &order) {
        errors.push(e);
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    // Fuel (JIT only): on entry, and at each retreating edge's target.
    let rpo_number: FxHashMap<BlockId, usize> =
        order.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let mut refuel = FxHashSet::default();
    refuel.insert(entry_block);
    for (i, &b) in order.iter().enumerate() {
        if let Some(term) = ir.terminator(b) {
            for t in ir.successors(term) {
                if rpo_number[&t] <= i {
                    refuel.insert(t);
                }
            }
        }
    }
    let func_op = ir.region_parent(body);
    for &b in &order {
        f.builder.position_at_end(f.block(b));
        if refuel.contains(&b) {
            if let Err(e) = f.jit_take_fuel(func_op) {
                errors.push(e);
                continue;
            }
        }
        for op in ir.block_ops(b) {
            if let Err(e) = f.lower_op(op) {
                errors.push(e);
                break;
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    control::fill_phis(&mut f).map_err(|e| vec![e])
}

impl<'a, 'ctx> FunctionLowering<'a, 'ctx> {
    /// The LLVM value of `v`, used by `op`.
    pub(crate) fn value(&self, v: ValueId, op: OpId) -> Result<BasicValueEnum<'ctx>, Diagnostic> {
        self.values.get(&v).copied().ok_or_else(|| {
            Diagnostic::error(
                self.ir.op_loc(op),
                "internal error: an operand was not lowered before its use",
            )
        })
    }

    /// The LLVM values of `values`, used by `op`.
    pub(crate) fn values(
        &self,
        values: &[ValueId],
        op: OpId,
    ) -> Result<Vec<BasicValueEnum<'ctx>>, Diagnostic> {
        values.iter().map(|&v| self.value(v, op)).collect()
    }

    /// Records the LLVM value of `v`.
    pub(crate) fn define(&mut self, v: ValueId, value: impl Into<BasicValueEnum<'ctx>>) {
        self.values.insert(v, value.into());
    }

    /// Whether `v` already has its LLVM value.
    pub(crate) fn is_defined(&self, v: ValueId) -> bool {
        self.values.contains_key(&v)
    }

    /// The LLVM block of a reachable IR block.
    pub(crate) fn block(&self, b: BlockId) -> BasicBlock<'ctx> {
        *self
            .blocks
            .get(&b)
            .expect("only reachable blocks are branched to")
    }

    /// The LLVM name for the result of `v`: its IR name, or none.
    pub(crate) fn name_of(&self, v: ValueId) -> &'a str {
        self.ir.value_name(v).unwrap_or("")
    }

    /// An LLVM builder error at `op` (it never fails on well-formed input).
    pub(crate) fn builder_error(&self, op: OpId) -> impl Fn(BuilderError) -> Diagnostic {
        let loc = self.ir.op_loc(op);
        move |e| Diagnostic::error(loc, format!("internal error: LLVM builder: {e}"))
    }

    /// Lowers one op at the builder's position.
    fn lower_op(&mut self, op: OpId) -> Result<(), Diagnostic> {
        match self.ir.op_code(op).interfaces.llvm {
            Some(lower) => lower(self, op),
            None => Err(unsupported(self.ir, op)),
        }
    }
}

/// "'my.op' cannot be lowered to LLVM IR", at the op.
pub(super) fn unsupported(ir: &Ir, op: OpId) -> Diagnostic {
    let name = match ir.op_attr(op) {
        Some(Attribute::Opaque(attrs)) => attrs.name.as_str(),
        _ => ir.op_code(op).name,
    };
    Diagnostic::error(
        ir.op_loc(op),
        format!("'{name}' cannot be lowered to LLVM IR: only the func, arith, cf, memref and ub ops of the subset can"),
    )
}

/// Names an LLVM value after the IR value, if it has a name.
pub(super) fn name_value(ir: &Ir, v: ValueId, value: BasicValueEnum<'_>) {
    if let Some(name) = ir.value_name(v) {
        value.set_name(name);
    }
}
