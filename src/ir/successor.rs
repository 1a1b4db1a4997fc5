//! Successors of terminators and the operands passed to each: a
//! successor's operands are a contiguous tail range of the op's operands.

use super::{BlockId, Ir, OpId, ValueId};

/// One successor of a terminator: the target block and the op's operands
/// passed to it, `args_start..args_start + num_args` of them (so that a
/// switch of many cases finds any case's operands at once).
#[derive(Copy, Clone, Debug)]
pub(super) struct SuccessorData {
    pub(super) block: BlockId,
    pub(super) args_start: u32,
    pub(super) num_args: u32,
}

impl Ir {
    pub(super) fn successor_data(&self, op: OpId) -> &[SuccessorData] {
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
