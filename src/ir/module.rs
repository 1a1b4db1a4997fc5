//! The module and its functions: the `module` op, the top-level function
//! ops ([`Traits::FUNCTION`](crate::dialect::Traits::FUNCTION): `func.func`),
//! their attributes and bodies.

use super::{Attribute, BlockId, FuncAttrs, Ir, OpId, RegionId};

impl Ir {
    /// The `module` op.
    pub fn module(&self) -> OpId {
        self.module
    }

    /// The block holding the module's top-level ops.
    pub fn module_block(&self) -> BlockId {
        self.region_first_block(self.op_region(self.module, 0))
            .expect("module has a block")
    }

    /// The top-level function ops, in order.
    pub fn functions(&self) -> impl Iterator<Item = OpId> + '_ {
        self.block_ops(self.module_block())
            .filter(|&op| self.op_code(op).is_function())
    }

    /// The function with symbol `name`.
    pub fn lookup_function(&self, name: &str) -> Option<OpId> {
        self.functions()
            .find(|&f| self.func_attrs(f).is_some_and(|a| a.name == name))
    }

    /// The attributes of a function.
    pub fn func_attrs(&self, op: OpId) -> Option<&FuncAttrs> {
        match self.op_attr(op) {
            Some(Attribute::Func(attrs)) => Some(attrs),
            _ => None,
        }
    }

    /// The body of a `func.func`, or `None` for a declaration.
    pub fn func_body(&self, op: OpId) -> Option<RegionId> {
        let region = *self.op_regions(op).first()?;
        self.region_first_block(region).map(|_| region)
    }

    /// The function that (transitively) contains `op`.
    pub fn enclosing_function(&self, mut op: OpId) -> Option<OpId> {
        loop {
            if self.op_code(op).is_function() {
                return Some(op);
            }
            let block = self.op_block(op)?;
            op = self.region_parent(self.block_region(block));
        }
    }
}
