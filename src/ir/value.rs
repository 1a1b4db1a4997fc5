//! Values and their use lists: every operand slot is linked into its
//! value's use list, so "is this value used" is O(1) and replace-all-uses
//! walks only the uses.

use super::{BlockId, Ir, NameId, OpId, OperandId, TypeId, ValueId};

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
pub(super) struct ValueData {
    pub(super) ty: TypeId,
    pub(super) owner: u32,
    pub(super) position: u32,
    pub(super) name: NameId,
    pub(super) first_use: OperandId,
}

/// Marks `ValueData::position` of a block argument.
const ARG_BIT: u32 = 1 << 31;

impl ValueData {
    pub(super) fn def(&self) -> ValueDef {
        if self.owner == u32::MAX {
            ValueDef::Placeholder
        } else if self.position & ARG_BIT != 0 {
            ValueDef::Arg(BlockId(self.owner), self.position & !ARG_BIT)
        } else {
            ValueDef::Result(OpId(self.owner), self.position)
        }
    }

    pub(super) fn set_def(&mut self, def: ValueDef) {
        (self.owner, self.position) = match def {
            ValueDef::Result(op, i) => (op.0, i),
            ValueDef::Arg(block, i) => (block.0, i | ARG_BIT),
            ValueDef::Placeholder => (u32::MAX, 0),
        };
    }
}

/// The links of one operand slot in its value's use list.
#[derive(Clone)]
pub(super) struct UseLink {
    pub(super) user: OpId,
    pub(super) prev: OperandId,
    pub(super) next: OperandId,
}

impl Ir {
    pub(super) fn new_value(&mut self, ty: TypeId, def: ValueDef) -> ValueId {
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

    pub(super) fn link_use(&mut self, slot: OperandId) {
        let value = self.operand_values[slot.index()];
        let head = self.values[value.index()].first_use;
        self.operand_links[slot.index()].prev = OperandId::NONE;
        self.operand_links[slot.index()].next = head;
        if let Some(head) = head.expand() {
            self.operand_links[head.index()].prev = slot;
        }
        self.values[value.index()].first_use = slot;
    }

    pub(super) fn unlink_use(&mut self, slot: OperandId) {
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
