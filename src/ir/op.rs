//! Operations: creation, operands, results, attributes, and their place
//! in a block's intrusive list (insert, detach and erase are O(1) plus the
//! op's operands and nested ops).

use super::region::RegionData;
use super::successor::SuccessorData;
use super::value::UseLink;
use super::{
    AttrId, Attribute, BlockId, Ir, Loc, OpId, OperandId, RegionId, TypeId, ValueDef, ValueId,
};
use crate::dialect::OpCode;

/// An op's record (36 bytes; a million-op module is mostly these).
/// Successors and regions, which few ops have, live in `OpExtra`, which
/// then also holds the op's attribute.
#[derive(Clone)]
pub(super) struct OpData {
    pub(super) code: u16,
    pub(super) num_results: u16,
    pub(super) num_operands: u32,
    pub(super) parent: BlockId,
    pub(super) prev: OpId,
    pub(super) next: OpId,
    pub(super) first_result: u32,
    pub(super) operands_start: u32,
    /// The attribute's `AttrId` (`u32::MAX`: none), or, with [`EXTRA_BIT`]
    /// set, the index of the op's `OpExtra` in `Ir::extras`.
    pub(super) side: u32,
    pub(super) loc: Loc,
}

/// Marks `OpData::side` as an index into `Ir::extras` (attributes and
/// extras number fewer than 2^31: each takes more than 2 bytes).
pub(super) const EXTRA_BIT: u32 = 1 << 31;

impl OpData {
    /// The index of the op's `OpExtra`, if it has one.
    pub(super) fn extra(&self) -> Option<usize> {
        (self.side != u32::MAX && self.side & EXTRA_BIT != 0)
            .then_some((self.side & !EXTRA_BIT) as usize)
    }
}

/// The successors and regions of an op that has any.
#[derive(Clone)]
pub(super) struct OpExtra {
    pub(super) successors_start: u32,
    pub(super) num_successors: u32,
    pub(super) regions_start: u32,
    pub(super) num_regions: u32,
    pub(super) attr: AttrId,
}

/// The pieces of a new operation; see [`Ir::create_op`].
pub struct OpSpec<'a> {
    pub code: OpCode,
    pub operands: &'a [ValueId],
    pub result_types: &'a [TypeId],
    pub successors: &'a [(BlockId, &'a [ValueId])],
    pub attr: Option<Attribute>,
    pub num_regions: usize,
    pub loc: Loc,
}

impl<'a> OpSpec<'a> {
    /// An op with operands and results only.
    pub fn new(code: OpCode, operands: &'a [ValueId], result_types: &'a [TypeId]) -> Self {
        OpSpec {
            code,
            operands,
            result_types,
            successors: &[],
            attr: None,
            num_regions: 0,
            loc: Loc::UNKNOWN,
        }
    }

    /// Sets the attribute.
    pub fn attr(mut self, attr: Attribute) -> Self {
        self.attr = Some(attr);
        self
    }

    /// Sets the location.
    pub fn loc(mut self, loc: Loc) -> Self {
        self.loc = loc;
        self
    }

    /// Sets the successors.
    pub fn successors(mut self, successors: &'a [(BlockId, &'a [ValueId])]) -> Self {
        self.successors = successors;
        self
    }
}

impl Ir {
    /// Creates a detached operation; insert it with [`Ir::append_op`] or
    /// [`Ir::insert_op_before`].
    pub fn create_op(&mut self, spec: OpSpec<'_>) -> OpId {
        let op = OpId::from_index(self.ops.len());
        let first_result = self.values.len() as u32;
        for (i, &ty) in spec.result_types.iter().enumerate() {
            self.new_value(ty, ValueDef::Result(op, i as u32));
        }
        // The op's default result names; the parser renames the results the
        // input names one by one.
        let default_names = spec.code.interfaces.result_names.unwrap_or_default();
        for (i, name) in default_names
            .iter()
            .take(spec.result_types.len())
            .enumerate()
        {
            self.set_value_name(ValueId::from_index(first_result as usize + i), name);
        }
        let attr = match spec.attr {
            Some(a) => {
                self.attrs.push(a);
                AttrId::from_index(self.attrs.len() - 1)
            }
            None => AttrId::NONE,
        };
        let side = if spec.successors.is_empty() && spec.num_regions == 0 {
            attr.0
        } else {
            let successors_start = self.successors.len() as u32;
            let mut args_start = spec.operands.len() as u32;
            for &(block, args) in spec.successors {
                self.successors.push(SuccessorData {
                    block,
                    args_start,
                    num_args: args.len() as u32,
                });
                args_start += args.len() as u32;
            }
            let regions_start = self.region_lists.len() as u32;
            for _ in 0..spec.num_regions {
                let region = RegionId::from_index(self.regions.len());
                self.regions.push(RegionData {
                    parent: op,
                    first_block: BlockId::NONE,
                    last_block: BlockId::NONE,
                });
                self.region_lists.push(region);
            }
            self.extras.push(OpExtra {
                successors_start,
                num_successors: spec.successors.len() as u32,
                regions_start,
                num_regions: spec.num_regions as u32,
                attr,
            });
            (self.extras.len() - 1) as u32 | EXTRA_BIT
        };
        let num_results =
            u16::try_from(spec.result_types.len()).expect("at most MAX_RESULTS results");
        self.ops.push(OpData {
            code: crate::dialect::op_index(spec.code),
            num_results,
            num_operands: 0,
            parent: BlockId::NONE,
            prev: OpId::NONE,
            next: OpId::NONE,
            first_result,
            operands_start: 0,
            side,
            loc: spec.loc,
        });
        let all_operands = spec
            .operands
            .iter()
            .chain(spec.successors.iter().flat_map(|(_, args)| args.iter()));
        self.place_operands(op, all_operands.copied());
        op
    }

    /// Gives `op` a fresh operand range holding `values`.
    fn place_operands(&mut self, op: OpId, values: impl Iterator<Item = ValueId>) {
        let start = self.operand_values.len();
        for v in values {
            self.operand_values.push(v);
            self.operand_links.push(UseLink {
                user: op,
                prev: OperandId::NONE,
                next: OperandId::NONE,
            });
        }
        let end = self.operand_values.len();
        for slot in start..end {
            self.link_use(OperandId::from_index(slot));
        }
        let data = &mut self.ops[op.index()];
        data.operands_start = start as u32;
        data.num_operands = (end - start) as u32;
    }

    pub(super) fn drop_operands(&mut self, op: OpId) {
        let data = &self.ops[op.index()];
        let range =
            data.operands_start as usize..(data.operands_start + data.num_operands) as usize;
        for slot in range {
            self.unlink_use(OperandId::from_index(slot));
        }
        self.ops[op.index()].num_operands = 0;
    }

    /// The opcode of an op.
    pub fn op_code(&self, op: OpId) -> OpCode {
        crate::dialect::op_by_index(self.ops[op.index()].code)
    }

    pub(super) fn extra(&self, op: OpId) -> Option<&OpExtra> {
        self.ops[op.index()].extra().map(|i| &self.extras[i])
    }

    /// The source location of an op.
    pub fn op_loc(&self, op: OpId) -> Loc {
        self.ops[op.index()].loc
    }

    /// Sets the source location of an op.
    pub fn set_op_loc(&mut self, op: OpId, loc: Loc) {
        self.ops[op.index()].loc = loc;
    }

    /// All operands, successor operands included, in order.
    pub fn operands(&self, op: OpId) -> &[ValueId] {
        let d = &self.ops[op.index()];
        &self.operand_values
            [d.operands_start as usize..(d.operands_start + d.num_operands) as usize]
    }

    /// The operands that are not passed to successors.
    pub fn own_operands(&self, op: OpId) -> &[ValueId] {
        let all = self.operands(op);
        match self.successor_data(op).first() {
            Some(first) => &all[..first.args_start as usize],
            None => all,
        }
    }

    /// Operand `index`.
    pub fn operand(&self, op: OpId, index: usize) -> ValueId {
        self.operands(op)[index]
    }

    /// Replaces operand `index` of `op` by `value`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: ValueId) {
        let d = &self.ops[op.index()];
        assert!(index < d.num_operands as usize);
        let slot = OperandId::from_index(d.operands_start as usize + index);
        self.unlink_use(slot);
        self.operand_values[slot.index()] = value;
        self.link_use(slot);
    }

    /// The results of an op.
    pub fn results(&self, op: OpId) -> impl ExactSizeIterator<Item = ValueId> + Clone {
        let d = &self.ops[op.index()];
        (d.first_result..d.first_result + u32::from(d.num_results))
            .map(|i| ValueId::from_index(i as usize))
    }

    /// Result `index` of an op.
    pub fn result(&self, op: OpId, index: usize) -> ValueId {
        let d = &self.ops[op.index()];
        assert!(index < d.num_results as usize);
        ValueId::from_index((d.first_result as usize) + index)
    }

    /// The number of results.
    pub fn num_results(&self, op: OpId) -> usize {
        self.ops[op.index()].num_results as usize
    }

    /// Does any result of `op` have a use?
    pub fn op_has_uses(&self, op: OpId) -> bool {
        self.results(op).any(|v| self.has_uses(v))
    }

    /// The attribute of an op.
    pub fn op_attr(&self, op: OpId) -> Option<&Attribute> {
        let attr = match self.extra(op) {
            Some(extra) => extra.attr,
            None => AttrId(self.ops[op.index()].side),
        };
        attr.expand().map(|a| &self.attrs[a.index()])
    }

    /// Replaces the attribute of an op.
    pub fn set_op_attr(&mut self, op: OpId, attr: Attribute) {
        self.attrs.push(attr);
        let attr = AttrId::from_index(self.attrs.len() - 1);
        let data = &mut self.ops[op.index()];
        match data.extra() {
            Some(i) => self.extras[i].attr = attr,
            None => data.side = attr.0,
        }
    }

    /// The regions of an op.
    pub fn op_regions(&self, op: OpId) -> &[RegionId] {
        match self.extra(op) {
            Some(e) => {
                &self.region_lists
                    [e.regions_start as usize..(e.regions_start + e.num_regions) as usize]
            }
            None => &[],
        }
    }

    /// Region `index` of an op.
    pub fn op_region(&self, op: OpId, index: usize) -> RegionId {
        self.op_regions(op)[index]
    }

    /// The block holding an op (`None` when detached, and for the module).
    pub fn op_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op.index()].parent.expand()
    }

    /// The op after `op` in its block.
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op.index()].next.expand()
    }

    /// Appends a detached op at the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        debug_assert!(self.op_block(op).is_none());
        let last = self.blocks[block.index()].last_op;
        self.link_op(block, last, OpId::NONE, op);
    }

    /// Inserts a detached op just before `before`.
    pub fn insert_op_before(&mut self, before: OpId, op: OpId) {
        let block = self.ops[before.index()].parent;
        let prev = self.ops[before.index()].prev;
        self.link_op(block, prev, before, op);
    }

    /// Inserts a detached op just after `after`.
    pub fn insert_op_after(&mut self, after: OpId, op: OpId) {
        let block = self.ops[after.index()].parent;
        let next = self.ops[after.index()].next;
        self.link_op(block, after, next, op);
    }

    /// Inserts a detached op at the start of `block`.
    pub fn prepend_op(&mut self, block: BlockId, op: OpId) {
        match self.block_first_op(block) {
            Some(first) => self.insert_op_before(first, op),
            None => self.append_op(block, op),
        }
    }

    fn link_op(&mut self, block: BlockId, prev: OpId, next: OpId, op: OpId) {
        let d = &mut self.ops[op.index()];
        d.parent = block;
        d.prev = prev;
        d.next = next;
        match prev.expand() {
            Some(p) => self.ops[p.index()].next = op,
            None => self.blocks[block.index()].first_op = op,
        }
        match next.expand() {
            Some(n) => self.ops[n.index()].prev = op,
            None => self.blocks[block.index()].last_op = op,
        }
    }

    /// Unlinks an op from its block (it keeps its operands and regions).
    pub fn detach_op(&mut self, op: OpId) {
        let OpData {
            parent, prev, next, ..
        } = self.ops[op.index()].clone();
        let Some(block) = parent.expand() else {
            return;
        };
        match prev.expand() {
            Some(p) => self.ops[p.index()].next = next,
            None => self.blocks[block.index()].first_op = next,
        }
        match next.expand() {
            Some(n) => self.ops[n.index()].prev = prev,
            None => self.blocks[block.index()].last_op = prev,
        }
        let d = &mut self.ops[op.index()];
        d.parent = BlockId::NONE;
        d.prev = OpId::NONE;
        d.next = OpId::NONE;
    }

    /// Erases an op, its operand uses and everything in its regions. Its
    /// results must be unused (outside the erased regions).
    pub fn erase_op(&mut self, op: OpId) {
        self.detach_op(op);
        if self.op_regions(op).is_empty() {
            self.drop_operands(op);
            debug_assert!(!self.op_has_uses(op), "erased {op:?} still has uses");
            return;
        }
        // Erase nested ops with an explicit stack: nesting depth follows the input.
        let mut stack = vec![op];
        let mut erased = Vec::new();
        while let Some(op) = stack.pop() {
            self.drop_operands(op);
            for &region in self.op_regions(op) {
                for block in self.region_blocks(region) {
                    stack.extend(self.block_ops(block));
                }
            }
            erased.push(op);
        }
        for op in erased {
            debug_assert!(
                !self.op_has_uses(op),
                "erased {op:?} ({}) still has uses",
                self.op_code(op).name
            );
            for i in 0..self.op_regions(op).len() {
                let region = self.op_region(op, i);
                self.regions[region.index()].first_block = BlockId::NONE;
                self.regions[region.index()].last_block = BlockId::NONE;
            }
        }
    }

    /// Replaces all operands of `op`. The operands passed to successors are
    /// the last ones, as many for each successor as before.
    pub fn set_operands(&mut self, op: OpId, values: &[ValueId]) {
        let (old, new) = (self.ops[op.index()].num_operands, values.len() as u32);
        if old != new {
            if let Some(extra) = self.extra(op) {
                let first = extra.successors_start as usize;
                let count = extra.num_successors as usize;
                for data in &mut self.successors[first..first + count] {
                    data.args_start = data.args_start + new - old;
                }
            }
        }
        self.replace_operands(op, values);
    }

    /// Replaces all operands of `op`, successors' operand ranges set
    /// already.
    pub(super) fn replace_operands(&mut self, op: OpId, values: &[ValueId]) {
        if self.operands(op) == values {
            return;
        }
        let d = &self.ops[op.index()];
        if values.len() == d.num_operands as usize {
            for (i, &v) in values.iter().enumerate() {
                self.set_operand(op, i, v);
            }
        } else {
            self.drop_operands(op);
            self.place_operands(op, values.iter().copied());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_module;

    #[test]
    fn records_stay_small() {
        assert_eq!(std::mem::size_of::<OpData>(), 36);
    }

    /// An op's attribute is found, replaced and moved by [`Ir::absorb`]
    /// whether the op has an `OpExtra` (a function, a branch with weights)
    /// or not (a constant).
    #[test]
    fn attributes_with_and_without_extras() {
        let text = "func.func @f(%c: i1) -> i32 {\n\
            %x = arith.constant 7 : i32\n\
            cf.cond_br %c weights([3, 5]), ^a, ^b\n\
            ^a:\n  return %x : i32\n^b:\n  return %x : i32\n}\n";
        let mut part = parse_module(text, 0).expect("parses");
        let func = part.functions().next().expect("a function");
        let entry = part
            .region_first_block(part.func_body(func).unwrap())
            .unwrap();
        let constant = part.block_first_op(entry).expect("the constant");
        let branch = part.terminator(entry).expect("the branch");
        assert!(part.extra(branch).is_some() && part.extra(constant).is_none());
        assert!(matches!(part.op_attr(constant), Some(Attribute::Int(7))));
        assert!(
            matches!(part.op_attr(branch), Some(Attribute::BranchWeights(w)) if w[..] == [3, 5])
        );
        assert!(matches!(part.op_attr(func), Some(Attribute::Func(_))));
        part.set_op_attr(constant, Attribute::Int(9));
        part.set_op_attr(branch, Attribute::BranchWeights(Box::new([1, 2])));
        // Moved after a module of one function, every index shifts.
        let mut ir = parse_module("func.func private @g(i32) -> i64\n", 0).expect("parses");
        let g = ir.functions().next().expect("a function");
        let last = ir.absorb(part, Some(g)).expect("moved");
        let entry = ir.region_first_block(ir.func_body(last).unwrap()).unwrap();
        let constant = ir.block_first_op(entry).expect("the constant");
        let branch = ir.terminator(entry).expect("the branch");
        assert!(matches!(ir.op_attr(constant), Some(Attribute::Int(9))));
        assert!(matches!(ir.op_attr(branch), Some(Attribute::BranchWeights(w)) if w[..] == [1, 2]));
        match (ir.op_attr(g), ir.op_attr(last)) {
            (Some(Attribute::Func(g)), Some(Attribute::Func(f))) => {
                assert_eq!(g.inputs.len(), 1);
                assert_eq!(f.inputs.len(), 1);
                assert_eq!(f.results.len(), 1);
            }
            _ => panic!("functions keep their signatures"),
        }
        assert_eq!(ir.op_attr(ir.module()), None);
    }
}
