//! Joining modules: [`Ir::absorb`] moves the top-level ops of another
//! module (a part of a file parsed on its own thread) into this one, by
//! appending the other's arenas to these with every id shifted, in time
//! and memory linear in the part (its types are re-interned, one hash per
//! distinct type).

use super::block::BlockData;
use super::op::{OpData, OpExtra, EXTRA_BIT};
use super::region::RegionData;
use super::successor::SuccessorData;
use super::value::{UseLink, ValueData};
use super::{AttrId, Attribute, BlockId, Ir, NameId, OpId, OperandId, RegionId, TypeId};
use super::{ValueDef, ValueId};

/// The module op of a fresh [`Ir`] holds the first op, extra, region,
/// region-list entry and block of each arena (see [`Ir::new`]); `absorb`
/// drops those of the part, so its other entries shift by one less.
const MODULE_ENTRIES: u32 = 1;

/// How a part's ids map to this module's: `id + shift` for each arena, the
/// `NONE` sentinel kept.
struct Shift {
    ops: u32,
    blocks: u32,
    regions: u32,
    values: u32,
    operands: u32,
    extras: u32,
    successors: u32,
    region_lists: u32,
    attrs: u32,
    names: u32,
    types: Vec<TypeId>,
}

/// `index + shift`, or `u32::MAX` (every arena's "none") unchanged.
fn shifted(index: u32, shift: u32) -> u32 {
    if index == u32::MAX {
        index
    } else {
        index + shift
    }
}

impl Shift {
    fn op(&self, op: OpId) -> OpId {
        OpId(shifted(op.0, self.ops))
    }
    fn block(&self, block: BlockId) -> BlockId {
        BlockId(shifted(block.0, self.blocks))
    }
    fn region(&self, region: RegionId) -> RegionId {
        RegionId(shifted(region.0, self.regions))
    }
    fn value(&self, value: ValueId) -> ValueId {
        ValueId(shifted(value.0, self.values))
    }
    fn operand(&self, operand: OperandId) -> OperandId {
        OperandId(shifted(operand.0, self.operands))
    }
    fn name(&self, name: NameId) -> NameId {
        NameId(shifted(name.0, self.names))
    }
    fn ty(&self, ty: TypeId) -> TypeId {
        self.types[ty.index()]
    }
}

impl Ir {
    /// Moves the top-level ops of `part` into this module's block, after
    /// `after` (`None`: at the start), in their order. `part` must hold
    /// nothing else at module level: no module attributes, no values (its
    /// top-level ops are functions, isolated from above). Locations are
    /// kept as they are (a part parsed at its offset in the file). Returns
    /// the last op moved, if any.
    pub fn absorb(&mut self, part: Ir, after: Option<OpId>) -> Option<OpId> {
        debug_assert!(part.op_attr(part.module).is_none());
        let mut shift = Shift {
            ops: self.ops.len() as u32 - MODULE_ENTRIES,
            blocks: self.blocks.len() as u32 - MODULE_ENTRIES,
            regions: self.regions.len() as u32 - MODULE_ENTRIES,
            values: self.values.len() as u32,
            operands: self.operand_values.len() as u32,
            extras: self.extras.len() as u32 - MODULE_ENTRIES,
            successors: self.successors.len() as u32,
            region_lists: self.region_lists.len() as u32 - MODULE_ENTRIES,
            attrs: self.attrs.len() as u32,
            names: self.names.len() as u32,
            types: Vec::new(),
        };
        shift.types = self.types.import(&part.types);
        let module_block = self.module_block();
        let part_block = &part.blocks[part.module_block().index()];
        let (first, last) = (
            part_block.first_op.expand().map(|op| shift.op(op)),
            part_block.last_op.expand().map(|op| shift.op(op)),
        );
        let part_module_block = part.module_block();
        let skip = MODULE_ENTRIES as usize;
        self.ops.extend(part.ops.into_iter().skip(skip).map(|d| {
            let top = d.parent == part_module_block;
            OpData {
                parent: if top {
                    module_block
                } else {
                    shift.block(d.parent)
                },
                prev: shift.op(d.prev),
                next: shift.op(d.next),
                first_result: shifted(d.first_result, shift.values),
                operands_start: shifted(d.operands_start, shift.operands),
                side: match d.extra() {
                    Some(i) => (i as u32 + shift.extras) | EXTRA_BIT,
                    None => shifted(d.side, shift.attrs),
                },
                ..d
            }
        }));
        self.blocks
            .extend(part.blocks.into_iter().skip(skip).map(|d| BlockData {
                parent: shift.region(d.parent),
                prev: shift.block(d.prev),
                next: shift.block(d.next),
                first_op: shift.op(d.first_op),
                last_op: shift.op(d.last_op),
                args: d.args.iter().map(|&v| shift.value(v)).collect(),
                name: shift.name(d.name),
                loc: d.loc,
            }));
        self.regions
            .extend(part.regions.into_iter().skip(skip).map(|d| RegionData {
                parent: shift.op(d.parent),
                first_block: shift.block(d.first_block),
                last_block: shift.block(d.last_block),
            }));
        self.values.extend(part.values.into_iter().map(|d| {
            let mut data = ValueData {
                ty: shift.ty(d.ty),
                name: shift.name(d.name),
                first_use: shift.operand(d.first_use),
                ..d.clone()
            };
            data.set_def(match d.def() {
                ValueDef::Result(op, i) => ValueDef::Result(shift.op(op), i),
                ValueDef::Arg(block, i) => ValueDef::Arg(shift.block(block), i),
                ValueDef::Placeholder => ValueDef::Placeholder,
            });
            data
        }));
        self.operand_values
            .extend(part.operand_values.into_iter().map(|v| shift.value(v)));
        self.operand_links
            .extend(part.operand_links.into_iter().map(|l| UseLink {
                user: shift.op(l.user),
                prev: shift.operand(l.prev),
                next: shift.operand(l.next),
            }));
        self.extras
            .extend(part.extras.into_iter().skip(skip).map(|e| OpExtra {
                successors_start: shifted(e.successors_start, shift.successors),
                regions_start: shifted(e.regions_start, shift.region_lists),
                attr: AttrId(shifted(e.attr.0, shift.attrs)),
                ..e
            }));
        self.successors
            .extend(part.successors.into_iter().map(|s| SuccessorData {
                block: shift.block(s.block),
                ..s
            }));
        self.region_lists.extend(
            part.region_lists
                .into_iter()
                .skip(skip)
                .map(|r| shift.region(r)),
        );
        self.attrs.extend(part.attrs.into_iter().map(|a| match a {
            Attribute::Func(mut f) => {
                for t in f.inputs.iter_mut().chain(f.results.iter_mut()) {
                    *t = shift.ty(*t);
                }
                Attribute::Func(f)
            }
            Attribute::Opaque(mut o) => {
                o.function_type = shift.ty(o.function_type);
                Attribute::Opaque(o)
            }
            other => other,
        }));
        self.names.extend(&part.names);
        let (Some(first), Some(last)) = (first, last) else {
            return None;
        };
        // Splice the part's chain of top-level ops in after `after`.
        let next = match after {
            Some(after) => self.ops[after.index()].next,
            None => self.blocks[module_block.index()].first_op,
        };
        self.ops[first.index()].prev = after.unwrap_or(OpId::NONE);
        self.ops[last.index()].next = next;
        match after {
            Some(after) => self.ops[after.index()].next = first,
            None => self.blocks[module_block.index()].first_op = first,
        }
        match next.expand() {
            Some(next) => self.ops[next.index()].prev = last,
            None => self.blocks[module_block.index()].last_op = last,
        }
        Some(last)
    }
}
