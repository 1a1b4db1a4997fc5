//! Blocks: their arguments, names, and ops (an intrusive list), and their
//! place in a region's list of blocks.

use super::{BlockId, Ir, Loc, NameId, OpId, RegionId, TypeId, ValueDef, ValueId};

#[derive(Clone)]
pub(super) struct BlockData {
    pub(super) parent: RegionId,
    pub(super) prev: BlockId,
    pub(super) next: BlockId,
    pub(super) first_op: OpId,
    pub(super) last_op: OpId,
    pub(super) args: Vec<ValueId>,
    pub(super) name: NameId,
    pub(super) loc: Loc,
}

impl Ir {
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
