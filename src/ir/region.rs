//! Regions: the blocks an op holds, in order.

use super::{BlockId, Ir, OpId, RegionId};

#[derive(Clone)]
pub(super) struct RegionData {
    pub(super) parent: OpId,
    pub(super) first_block: BlockId,
    pub(super) last_block: BlockId,
}

impl Ir {
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
