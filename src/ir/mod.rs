//! The IR: operations, blocks, regions and values of one module, in arenas
//! with typed ids (Cranelift's `PrimaryMap` design), with what exists kept
//! apart from its order (ops and blocks are linked into their block and
//! region by intrusive lists, so moving or erasing is O(1)).
//!
//! Every operand slot is linked into its value's use list, so "is this value
//! used" is O(1) and replace-all-uses walks only the uses.

mod attr;
mod entity;
mod location;
mod names;
mod types;

pub use attr::{Attribute, FuncAttrs, ModuleAttrs, OpaqueAttrs, Visibility};
pub use entity::{AttrId, BlockId, NameId, OpId, OperandId, RegionId, TypeId, ValueId};
pub use location::Loc;
pub use names::NameTable;
pub use types::{Type, TypeDisplay, TypeTable};

/// The most results an op can have (MLIR's limit too); the parser reports
/// more as an error.
pub const MAX_RESULTS: usize = u16::MAX as usize;

/// The largest input the parser accepts, in bytes: locations and entity ids
/// are 32-bit, and every entity takes at least one byte of text.
pub const MAX_INPUT_LEN: usize = u32::MAX as usize - 1;

use crate::dialect::{builtin, func, OpCode};

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result `index` of an operation.
    Result(OpId, u32),
    /// Argument `index` of a block.
    Arg(BlockId, u32),
    /// Not defined yet (a forward reference while parsing).
    Placeholder,
}

/// A value's record (20 bytes): its definition is packed as the owner's
/// index and the position, whose top bit says "block argument".
#[derive(Clone)]
struct ValueData {
    ty: TypeId,
    owner: u32,
    position: u32,
    name: NameId,
    first_use: OperandId,
}

/// Marks `ValueData::position` of a block argument.
const ARG_BIT: u32 = 1 << 31;

impl ValueData {
    fn def(&self) -> ValueDef {
        if self.owner == u32::MAX {
            ValueDef::Placeholder
        } else if self.position & ARG_BIT != 0 {
            ValueDef::Arg(BlockId(self.owner), self.position & !ARG_BIT)
        } else {
            ValueDef::Result(OpId(self.owner), self.position)
        }
    }

    fn set_def(&mut self, def: ValueDef) {
        (self.owner, self.position) = match def {
            ValueDef::Result(op, i) => (op.0, i),
            ValueDef::Arg(block, i) => (block.0, i | ARG_BIT),
            ValueDef::Placeholder => (u32::MAX, 0),
        };
    }
}

/// An op's record (40 bytes; a million-op module is mostly these).
/// Successors and regions, which few ops have, live in `OpExtra`.
#[derive(Clone)]
struct OpData {
    code: u16,
    num_results: u16,
    num_operands: u32,
    parent: BlockId,
    prev: OpId,
    next: OpId,
    first_result: u32,
    operands_start: u32,
    /// Index into `Ir::extras`, or `u32::MAX`.
    extra: u32,
    attr: AttrId,
    loc: Loc,
}

/// The successors and regions of an op that has any.
#[derive(Clone, Default)]
struct OpExtra {
    successors_start: u32,
    num_successors: u32,
    regions_start: u32,
    num_regions: u32,
}

#[derive(Clone)]
struct BlockData {
    parent: RegionId,
    prev: BlockId,
    next: BlockId,
    first_op: OpId,
    last_op: OpId,
    args: Vec<ValueId>,
    name: NameId,
    loc: Loc,
}

#[derive(Clone)]
struct RegionData {
    parent: OpId,
    first_block: BlockId,
    last_block: BlockId,
}

/// The links of one operand slot in its value's use list.
#[derive(Clone)]
struct UseLink {
    user: OpId,
    prev: OperandId,
    next: OperandId,
}

/// One successor of a terminator: the target block and the op's operands
/// passed to it, `args_start..args_start + num_args` of them (so that a
/// switch of many cases finds any case's operands at once).
#[derive(Copy, Clone, Debug)]
struct SuccessorData {
    block: BlockId,
    args_start: u32,
    num_args: u32,
}

/// One module's IR.
#[derive(Clone)]
pub struct Ir {
    ops: Vec<OpData>,
    blocks: Vec<BlockData>,
    regions: Vec<RegionData>,
    values: Vec<ValueData>,
    operand_values: Vec<ValueId>,
    operand_links: Vec<UseLink>,
    extras: Vec<OpExtra>,
    successors: Vec<SuccessorData>,
    region_lists: Vec<RegionId>,
    attrs: Vec<Attribute>,
    /// Interned types.
    pub types: TypeTable,
    /// Value and block names.
    pub names: NameTable,
    module: OpId,
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

impl Default for Ir {
    fn default() -> Self {
        Self::new()
    }
}

impl Ir {
    /// An empty module.
    pub fn new() -> Self {
        let mut ir = Ir {
            ops: Vec::new(),
            blocks: Vec::new(),
            regions: Vec::new(),
            values: Vec::new(),
            operand_values: Vec::new(),
            operand_links: Vec::new(),
            extras: Vec::new(),
            successors: Vec::new(),
            region_lists: Vec::new(),
            attrs: Vec::new(),
            types: TypeTable::default(),
            names: NameTable::default(),
            module: OpId::NONE,
        };
        let spec = OpSpec {
            num_regions: 1,
            ..OpSpec::new(&builtin::MODULE, &[], &[])
        };
        let module = ir.create_op(spec);
        let block = ir.create_block();
        ir.append_block(ir.op_region(module, 0), block);
        ir.module = module;
        ir
    }

    /// Reserves room for about `ops` operations (a hint from the input size).
    pub fn reserve(&mut self, ops: usize) {
        self.ops.reserve(ops);
        self.values.reserve(ops);
        self.operand_values.reserve(ops * 2);
        self.operand_links.reserve(ops * 2);
        self.blocks.reserve(ops / 8);
        self.extras.reserve(ops / 8);
        self.successors.reserve(ops / 8);
        self.attrs.reserve(ops / 4);
    }

    // ---- module and functions ----

    /// The `module` op.
    pub fn module(&self) -> OpId {
        self.module
    }

    /// The block holding the module's top-level ops.
    pub fn module_block(&self) -> BlockId {
        self.region_first_block(self.op_region(self.module, 0))
            .expect("module has a block")
    }

    /// The top-level `func.func` ops, in order.
    pub fn functions(&self) -> impl Iterator<Item = OpId> + '_ {
        self.block_ops(self.module_block())
            .filter(|&op| self.op_code(op) == &func::FUNC)
    }

    /// The `func.func` with symbol `name`.
    pub fn lookup_function(&self, name: &str) -> Option<OpId> {
        self.functions()
            .find(|&f| self.func_attrs(f).is_some_and(|a| a.name == name))
    }

    /// The attributes of a `func.func`.
    pub fn func_attrs(&self, op: OpId) -> Option<&FuncAttrs> {
        match self.op_attr(op) {
            Some(Attribute::Func(attrs)) => Some(attrs),
            _ => None,
        }
    }

    /// The body of a `func.func`, or `None` for a declaration.
    pub fn func_body(&self, op: OpId) -> Option<RegionId> {
        let region = self.op_region(op, 0);
        self.region_first_block(region).map(|_| region)
    }

    /// The function that (transitively) contains `op`.
    pub fn enclosing_function(&self, mut op: OpId) -> Option<OpId> {
        loop {
            if self.op_code(op) == &func::FUNC {
                return Some(op);
            }
            let block = self.op_block(op)?;
            op = self.region_parent(self.block_region(block));
        }
    }

    // ---- values ----

    fn new_value(&mut self, ty: TypeId, def: ValueDef) -> ValueId {
        let id = ValueId::from_index(self.values.len());
        let mut data = ValueData {
            ty,
            owner: 0,
            position: 0,
            name: NameId::NONE,
            first_use: OperandId::NONE,
        };
        data.set_def(def);
        self.values.push(data);
        id
    }

    /// A value with no definition yet (a parser's forward reference); it
    /// must be replaced by [`Ir::replace_all_uses`] before the IR is used.
    pub fn create_placeholder(&mut self, ty: TypeId) -> ValueId {
        self.new_value(ty, ValueDef::Placeholder)
    }

    /// The type of a value.
    pub fn value_type(&self, v: ValueId) -> TypeId {
        self.values[v.index()].ty
    }

    /// Where a value is defined.
    pub fn value_def(&self, v: ValueId) -> ValueDef {
        self.values[v.index()].def()
    }

    /// The block a value is defined in (for a result: its op's block).
    pub fn value_block(&self, v: ValueId) -> Option<BlockId> {
        match self.value_def(v) {
            ValueDef::Result(op, _) => self.op_block(op),
            ValueDef::Arg(block, _) => Some(block),
            ValueDef::Placeholder => None,
        }
    }

    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.value_def(v) {
            ValueDef::Result(op, _) => Some(op),
            _ => None,
        }
    }

    /// The name the value was given (`x` for `%x`), if any.
    pub fn value_name(&self, v: ValueId) -> Option<&str> {
        self.values[v.index()]
            .name
            .expand()
            .map(|n| self.names.get(n))
    }

    /// The id of the value's name, if any.
    pub fn value_name_id(&self, v: ValueId) -> Option<NameId> {
        self.values[v.index()].name.expand()
    }

    /// Names a value.
    pub fn set_value_name(&mut self, v: ValueId, name: &str) {
        self.values[v.index()].name = self.names.add(name);
    }

    /// Does any operand use `v`?
    pub fn has_uses(&self, v: ValueId) -> bool {
        self.values[v.index()].first_use != OperandId::NONE
    }

    /// The uses of `v`: `(user op, operand index)` pairs.
    pub fn uses(&self, v: ValueId) -> Uses<'_> {
        Uses {
            ir: self,
            next: self.values[v.index()].first_use,
        }
    }

    /// Is `v` used exactly once?
    pub fn has_one_use(&self, v: ValueId) -> bool {
        let mut uses = self.uses(v);
        uses.next().is_some() && uses.next().is_none()
    }

    /// Replaces every use of `old` by `new`.
    pub fn replace_all_uses(&mut self, old: ValueId, new: ValueId) {
        if old == new {
            return;
        }
        while let Some(slot) = self.values[old.index()].first_use.expand() {
            self.unlink_use(slot);
            self.operand_values[slot.index()] = new;
            self.link_use(slot);
        }
    }

    fn link_use(&mut self, slot: OperandId) {
        let value = self.operand_values[slot.index()];
        let head = self.values[value.index()].first_use;
        self.operand_links[slot.index()].prev = OperandId::NONE;
        self.operand_links[slot.index()].next = head;
        if let Some(head) = head.expand() {
            self.operand_links[head.index()].prev = slot;
        }
        self.values[value.index()].first_use = slot;
    }

    fn unlink_use(&mut self, slot: OperandId) {
        let value = self.operand_values[slot.index()];
        let UseLink { prev, next, .. } = self.operand_links[slot.index()].clone();
        match prev.expand() {
            Some(prev) => self.operand_links[prev.index()].next = next,
            None => self.values[value.index()].first_use = next,
        }
        if let Some(next) = next.expand() {
            self.operand_links[next.index()].prev = prev;
        }
    }

    // ---- operations ----

    /// Creates a detached operation; insert it with [`Ir::append_op`] or
    /// [`Ir::insert_op_before`].
    pub fn create_op(&mut self, spec: OpSpec<'_>) -> OpId {
        let op = OpId::from_index(self.ops.len());
        let first_result = self.values.len() as u32;
        for (i, &ty) in spec.result_types.iter().enumerate() {
            self.new_value(ty, ValueDef::Result(op, i as u32));
        }
        let extra = if spec.successors.is_empty() && spec.num_regions == 0 {
            u32::MAX
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
            });
            (self.extras.len() - 1) as u32
        };
        let attr = match spec.attr {
            Some(a) => {
                self.attrs.push(a);
                AttrId::from_index(self.attrs.len() - 1)
            }
            None => AttrId::NONE,
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
            extra,
            attr,
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

    fn drop_operands(&mut self, op: OpId) {
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

    fn extra(&self, op: OpId) -> Option<&OpExtra> {
        self.extras.get(self.ops[op.index()].extra as usize)
    }

    /// The source location of an op.
    pub fn op_loc(&self, op: OpId) -> Loc {
        self.ops[op.index()].loc
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
        self.ops[op.index()]
            .attr
            .expand()
            .map(|a| &self.attrs[a.index()])
    }

    /// Replaces the attribute of an op.
    pub fn set_op_attr(&mut self, op: OpId, attr: Attribute) {
        self.attrs.push(attr);
        self.ops[op.index()].attr = AttrId::from_index(self.attrs.len() - 1);
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

    // ---- successors ----

    fn successor_data(&self, op: OpId) -> &[SuccessorData] {
        match self.extra(op) {
            Some(e) => {
                &self.successors
                    [e.successors_start as usize..(e.successors_start + e.num_successors) as usize]
            }
            None => &[],
        }
    }

    /// The number of successors.
    pub fn num_successors(&self, op: OpId) -> usize {
        self.extra(op).map_or(0, |e| e.num_successors as usize)
    }

    /// Successor `index` of a terminator.
    pub fn successor(&self, op: OpId, index: usize) -> BlockId {
        self.successor_data(op)[index].block
    }

    /// The successor blocks of a terminator, in order (duplicates kept).
    pub fn successors(&self, op: OpId) -> impl ExactSizeIterator<Item = BlockId> + '_ {
        self.successor_data(op).iter().map(|s| s.block)
    }

    /// The operands passed to successor `index`.
    pub fn successor_operands(&self, op: OpId, index: usize) -> &[ValueId] {
        let (start, len) = self.successor_operand_range(op, index);
        &self.operands(op)[start..start + len]
    }

    /// The range of successor `index`'s operands within `operands(op)`:
    /// `(start, len)`.
    pub fn successor_operand_range(&self, op: OpId, index: usize) -> (usize, usize) {
        let data = self.successor_data(op)[index];
        (data.args_start as usize, data.num_args as usize)
    }

    /// For operand `index` of `op`: `(successor, position)` if it is passed
    /// to a successor, `None` if it is one of the op's own operands.
    pub fn successor_of_operand(&self, op: OpId, index: usize) -> Option<(usize, usize)> {
        let succs = self.successor_data(op);
        // The last successor whose operands start at or before `index`.
        let s = succs
            .partition_point(|data| data.args_start as usize <= index)
            .checked_sub(1)?;
        let position = index - succs[s].args_start as usize;
        (position < succs[s].num_args as usize).then_some((s, position))
    }

    /// Retargets successor `index` to `block` passing `args`.
    pub fn set_successor(&mut self, op: OpId, index: usize, block: BlockId, args: &[ValueId]) {
        let mut successors = self.successor_list(op);
        successors[index] = (block, args.to_vec());
        self.set_successors(op, &successors);
    }

    /// The successors of `op` with the operands passed to each, copied
    /// out: edit them, then give them back to [`Ir::set_successors`].
    pub fn successor_list(&self, op: OpId) -> Vec<(BlockId, Vec<ValueId>)> {
        (0..self.num_successors(op))
            .map(|index| {
                let operands = self.successor_operands(op, index).to_vec();
                (self.successor(op, index), operands)
            })
            .collect()
    }

    /// Retargets every successor of `op` at once, successor `i` to
    /// `successors[i]`'s block passing its arguments; the op's other
    /// operands stay. The operands move once, however many successors
    /// change (retargeting a switch's cases one by one would move them
    /// once per case).
    pub fn set_successors<Args: AsRef<[ValueId]>>(
        &mut self,
        op: OpId,
        successors: &[(BlockId, Args)],
    ) {
        assert_eq!(
            successors.len(),
            self.num_successors(op),
            "one entry per successor"
        );
        let mut values = self.own_operands(op).to_vec();
        let start = self.extra(op).expect("op has successors").successors_start as usize;
        for (slot, (block, args)) in successors.iter().enumerate() {
            let args = args.as_ref();
            self.successors[start + slot] = SuccessorData {
                block: *block,
                args_start: values.len() as u32,
                num_args: args.len() as u32,
            };
            values.extend_from_slice(args);
        }
        self.replace_operands(op, &values);
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
    fn replace_operands(&mut self, op: OpId, values: &[ValueId]) {
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

    // ---- blocks ----

    /// Creates a detached block with no arguments.
    pub fn create_block(&mut self) -> BlockId {
        let id = BlockId::from_index(self.blocks.len());
        self.blocks.push(BlockData {
            parent: RegionId::NONE,
            prev: BlockId::NONE,
            next: BlockId::NONE,
            first_op: OpId::NONE,
            last_op: OpId::NONE,
            args: Vec::new(),
            name: NameId::NONE,
            loc: Loc::UNKNOWN,
        });
        id
    }

    /// Appends a detached block at the end of `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        let last = self.regions[region.index()].last_block;
        self.link_block(region, last, BlockId::NONE, block);
    }

    /// Inserts a detached block right after `after`.
    pub fn insert_block_after(&mut self, after: BlockId, block: BlockId) {
        let region = self.blocks[after.index()].parent;
        let next = self.blocks[after.index()].next;
        self.link_block(region, after, next, block);
    }

    fn link_block(&mut self, region: RegionId, prev: BlockId, next: BlockId, block: BlockId) {
        let d = &mut self.blocks[block.index()];
        d.parent = region;
        d.prev = prev;
        d.next = next;
        match prev.expand() {
            Some(p) => self.blocks[p.index()].next = block,
            None => self.regions[region.index()].first_block = block,
        }
        match next.expand() {
            Some(n) => self.blocks[n.index()].prev = block,
            None => self.regions[region.index()].last_block = block,
        }
    }

    /// Erases a block and its ops. Its values must be unused elsewhere and
    /// no terminator may still branch to it.
    pub fn erase_block(&mut self, block: BlockId) {
        let ops: Vec<OpId> = self.block_ops(block).collect();
        for op in ops.into_iter().rev() {
            self.erase_op(op);
        }
        let BlockData {
            parent, prev, next, ..
        } = self.blocks[block.index()].clone();
        match prev.expand() {
            Some(p) => self.blocks[p.index()].next = next,
            None => self.regions[parent.index()].first_block = next,
        }
        match next.expand() {
            Some(n) => self.blocks[n.index()].prev = prev,
            None => self.regions[parent.index()].last_block = prev,
        }
        self.blocks[block.index()].parent = RegionId::NONE;
    }

    /// Erases a set of blocks that only each other may branch to or use
    /// values of (e.g. every block unreachable from the entry): operands are
    /// dropped first, so references among them do not matter.
    pub fn erase_blocks(&mut self, blocks: &[BlockId]) {
        for &block in blocks {
            let ops: Vec<OpId> = self.block_ops(block).collect();
            for op in ops {
                self.drop_operands(op);
            }
        }
        for &block in blocks {
            let mut nested = Vec::new();
            for op in self.block_ops(block) {
                self.walk_nested(op, |inner| nested.push(inner));
            }
            for op in nested {
                self.drop_operands(op);
            }
        }
        for &block in blocks {
            self.erase_block(block);
        }
    }

    /// The region holding a block.
    pub fn block_region(&self, block: BlockId) -> RegionId {
        self.blocks[block.index()].parent
    }

    /// The block's arguments.
    pub fn block_args(&self, block: BlockId) -> &[ValueId] {
        &self.blocks[block.index()].args
    }

    /// Appends an argument of type `ty` to a block.
    pub fn add_block_arg(&mut self, block: BlockId, ty: TypeId) -> ValueId {
        let index = self.blocks[block.index()].args.len() as u32;
        let v = self.new_value(ty, ValueDef::Arg(block, index));
        self.blocks[block.index()].args.push(v);
        v
    }

    /// Removes argument `index` of a block (it must be unused); the branches
    /// to the block must drop the matching operand themselves.
    pub fn remove_block_arg(&mut self, block: BlockId, index: usize) {
        let v = self.blocks[block.index()].args.remove(index);
        debug_assert!(!self.has_uses(v), "removing used block argument");
        let args = self.blocks[block.index()].args[index..].to_vec();
        for (i, a) in args.into_iter().enumerate() {
            self.values[a.index()].set_def(ValueDef::Arg(block, (index + i) as u32));
        }
    }

    /// The name of a block (`loop` for `^loop`), if any.
    pub fn block_name(&self, block: BlockId) -> Option<&str> {
        self.blocks[block.index()]
            .name
            .expand()
            .map(|n| self.names.get(n))
    }

    /// The id of the block's name, if any.
    pub fn block_name_id(&self, block: BlockId) -> Option<NameId> {
        self.blocks[block.index()].name.expand()
    }

    /// Names a block.
    pub fn set_block_name(&mut self, block: BlockId, name: &str) {
        self.blocks[block.index()].name = self.names.add(name);
    }

    /// Where the block's label was written.
    pub fn block_loc(&self, block: BlockId) -> Loc {
        self.blocks[block.index()].loc
    }

    /// Records where the block's label was written.
    pub fn set_block_loc(&mut self, block: BlockId, loc: Loc) {
        self.blocks[block.index()].loc = loc;
    }

    /// The ops of a block, in order.
    pub fn block_ops(&self, block: BlockId) -> BlockOps<'_> {
        BlockOps {
            ir: self,
            next: self.blocks[block.index()].first_op,
        }
    }

    /// The first op of a block.
    pub fn block_first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].first_op.expand()
    }

    /// The last op of a block (its terminator in well-formed IR).
    pub fn block_last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block.index()].last_op.expand()
    }

    /// The terminator of a block: its last op if that is a terminator or
    /// has successors (an opaque op such as `"my.br"() [^a, ^b]` ends its
    /// block and its edges belong to the CFG).
    pub fn terminator(&self, block: BlockId) -> Option<OpId> {
        self.block_last_op(block)
            .filter(|&op| self.op_code(op).is_terminator() || self.num_successors(op) > 0)
    }

    /// The block after `block` in its region.
    pub fn next_block(&self, block: BlockId) -> Option<BlockId> {
        self.blocks[block.index()].next.expand()
    }

    // ---- regions ----

    /// The op owning a region.
    pub fn region_parent(&self, region: RegionId) -> OpId {
        self.regions[region.index()].parent
    }

    /// The entry block of a region.
    pub fn region_first_block(&self, region: RegionId) -> Option<BlockId> {
        self.regions[region.index()].first_block.expand()
    }

    /// The blocks of a region, in order.
    pub fn region_blocks(&self, region: RegionId) -> RegionBlocks<'_> {
        RegionBlocks {
            ir: self,
            next: self.regions[region.index()].first_block,
        }
    }

    /// The number of op slots ever allocated (ids are below this).
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }

    /// The number of block slots ever allocated (ids are below this).
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }

    /// The number of value slots ever allocated (ids are below this).
    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }

    /// Bytes used by each arena (in use, not reserved), for benchmarks and
    /// memory investigations.
    pub fn memory_breakdown(&self) -> Vec<(&'static str, usize)> {
        fn bytes<T>(v: &[T]) -> usize {
            std::mem::size_of_val(v)
        }
        vec![
            ("ops", bytes(&self.ops)),
            ("values", bytes(&self.values)),
            (
                "operands",
                bytes(&self.operand_values) + bytes(&self.operand_links),
            ),
            (
                "blocks",
                bytes(&self.blocks) + self.blocks.iter().map(|b| bytes(&b.args)).sum::<usize>(),
            ),
            ("regions", bytes(&self.regions) + bytes(&self.region_lists)),
            ("successors", bytes(&self.extras) + bytes(&self.successors)),
            ("attributes", bytes(&self.attrs)),
            ("names", self.names.heap_bytes()),
        ]
    }

    /// Visits every op nested in `root`'s regions, in pre-order, without recursion.
    pub fn walk_nested(&self, root: OpId, mut visit: impl FnMut(OpId)) {
        let mut stack: Vec<OpId> = Vec::new();
        let push_regions = |stack: &mut Vec<OpId>, op: OpId| {
            for &region in self.op_regions(op).iter().rev() {
                let blocks: Vec<BlockId> = self.region_blocks(region).collect();
                for block in blocks.into_iter().rev() {
                    let ops: Vec<OpId> = self.block_ops(block).collect();
                    stack.extend(ops.into_iter().rev());
                }
            }
        };
        push_regions(&mut stack, root);
        while let Some(op) = stack.pop() {
            visit(op);
            if !self.op_regions(op).is_empty() {
                push_regions(&mut stack, op);
            }
        }
    }
}

/// Iterator over a value's uses.
pub struct Uses<'a> {
    ir: &'a Ir,
    next: OperandId,
}

impl Iterator for Uses<'_> {
    type Item = (OpId, usize);
    fn next(&mut self) -> Option<Self::Item> {
        let slot = self.next.expand()?;
        let link = &self.ir.operand_links[slot.index()];
        self.next = link.next;
        let user = link.user;
        let index = slot.index() - self.ir.ops[user.index()].operands_start as usize;
        Some((user, index))
    }
}

/// Iterator over a block's ops.
pub struct BlockOps<'a> {
    ir: &'a Ir,
    next: OpId,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let op = self.next.expand()?;
        self.next = self.ir.ops[op.index()].next;
        Some(op)
    }
}

/// Iterator over a region's blocks.
pub struct RegionBlocks<'a> {
    ir: &'a Ir,
    next: BlockId,
}

impl Iterator for RegionBlocks<'_> {
    type Item = BlockId;
    fn next(&mut self) -> Option<BlockId> {
        let block = self.next.expand()?;
        self.next = self.ir.blocks[block.index()].next;
        Some(block)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parser::parse_module;

    /// The operands passed to each successor, and the successor of each
    /// operand, stay right as successors are retargeted one at a time, all
    /// at once, and as the op's own operands change.
    #[test]
    fn successor_operands_follow_edits() {
        let text = "func.func @f(%f: i32, %x: i32, %y: i32) {\n\
            cf.switch %f : i32, [ default: ^a(%x : i32), 0: ^b, 1: ^a(%y : i32) ]\n\
            ^a(%p: i32):\n  return\n^b:\n  return\n}\n";
        let mut ir = parse_module(text, 0).expect("parses");
        let func = ir.functions().next().expect("a function");
        let entry = ir.region_first_block(ir.func_body(func).unwrap()).unwrap();
        let term = ir.terminator(entry).unwrap();
        let [f, x, y] = [0, 1, 2].map(|i| ir.block_args(entry)[i]);
        let (a, b) = (ir.successor(term, 0), ir.successor(term, 1));
        let layout = |ir: &Ir| -> Vec<Vec<ValueId>> {
            (0..ir.num_successors(term))
                .map(|s| ir.successor_operands(term, s).to_vec())
                .collect()
        };
        let owners = |ir: &Ir| -> Vec<Option<(usize, usize)>> {
            (0..ir.operands(term).len())
                .map(|i| ir.successor_of_operand(term, i))
                .collect()
        };
        assert_eq!(layout(&ir), [vec![x], vec![], vec![y]]);
        assert_eq!(owners(&ir), [None, Some((0, 0)), Some((2, 0))]);

        ir.set_successor(term, 1, a, &[x]);
        assert_eq!(layout(&ir), [vec![x], vec![x], vec![y]]);
        assert_eq!(ir.own_operands(term), [f]);
        assert_eq!(
            owners(&ir),
            [None, Some((0, 0)), Some((1, 0)), Some((2, 0))]
        );

        ir.set_successors(term, &[(b, vec![]), (a, vec![y]), (a, vec![x])]);
        assert_eq!(layout(&ir), [vec![], vec![y], vec![x]]);
        assert_eq!(ir.successors(term).collect::<Vec<_>>(), [b, a, a]);
        assert_eq!(ir.operands(term), [f, y, x]);

        // Two own operands instead of one: the successors' come after.
        ir.set_operands(term, &[f, f, y, x]);
        assert_eq!(layout(&ir), [vec![], vec![y], vec![x]]);
        assert_eq!(owners(&ir), [None, None, Some((1, 0)), Some((2, 0))]);
        assert_eq!(
            ir.successor_list(term),
            [(b, vec![]), (a, vec![y]), (a, vec![x])]
        );
    }
}
