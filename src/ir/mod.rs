//! The IR: operations, blocks, regions and values of one module, in arenas
//! with typed ids (Cranelift's `PrimaryMap` design), with what exists kept
//! apart from its order (ops and blocks are linked into their block and
//! region by intrusive lists, so moving or erasing is O(1)).
//!
//! Every operand slot is linked into its value's use list, so "is this value
//! used" is O(1) and replace-all-uses walks only the uses.
//!
//! One concept per module: `value` (values, use lists), `op` (operations),
//! `successor` (terminator edges), `block`, `region`, `module` (the module
//! and its functions), `walk` (nested-op walks), `parts` (joining
//! modules parsed apart) and `symbols` (the functions of a module, or of
//! its parts, by name); all are methods of
//! [`Ir`], whose arenas this module holds.

mod attr;
mod block;
mod entity;
mod location;
mod module;
mod names;
mod op;
mod parts;
mod region;
mod successor;
mod symbols;
mod types;
mod value;
mod walk;

pub use attr::{Attribute, FastMath, FuncAttrs, ModuleAttrs, OpaqueAttrs, Visibility};
pub use block::BlockOps;
pub use entity::{
    AttrId, BlockId, EntityRef, EntitySet, NameId, OpId, OperandId, PrimaryMap, RegionId,
    SecondaryMap, TypeId, ValueId,
};
pub use location::{Loc, Location, Shown};
pub use names::NameTable;
pub use op::OpSpec;
pub use region::RegionBlocks;
pub use symbols::{Symbol, SymbolTable};
pub use types::{Type, TypeDisplay, TypeTable};
pub use value::{Uses, ValueDef};

/// The most results an op can have (MLIR's limit too); the parser reports
/// more as an error.
pub const MAX_RESULTS: usize = u16::MAX as usize;

/// The largest input the parser accepts, in bytes (a little under 4 GiB):
/// locations and entity ids are 32-bit, every entity takes at least one
/// byte of text, and the top 2^26 location values are written locations.
pub const MAX_INPUT_LEN: usize = location::MAX_OFFSET;

use crate::dialect::builtin;
use block::BlockData;
use op::{OpData, OpExtra};
use region::RegionData;
use successor::SuccessorData;
use value::{UseLink, ValueData};

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

    /// Reserves room for the ops of `len` bytes of text, as the parser
    /// does. Ops take 30 to 50 bytes of text: this reserves for more than
    /// there can be, as untouched capacity costs no memory, while growing
    /// the arenas copies them.
    pub fn reserve_for_text(&mut self, len: usize) {
        self.reserve(len / 24);
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
}
