//! Walking the ops nested in an op, without recursion.

use super::{BlockId, Ir, OpId};

/// Where a walk goes on at one level: ops from this one to the end of
/// their block, blocks from this one to the end of their region, or an
/// op's regions from this index on.
enum Resume {
    Ops(OpId),
    Blocks(BlockId),
    Regions(OpId, usize),
}

impl Ir {
    /// Visits every op nested in `root`'s regions, in pre-order, without
    /// recursion. Time O(ops, blocks and regions visited); memory O(depth
    /// of nesting): the walk follows the blocks' and ops' links, keeping
    /// where to resume at each open level, not the ops still to visit.
    pub fn walk_nested(&self, root: OpId, mut visit: impl FnMut(OpId)) {
        let mut stack = vec![Resume::Regions(root, 0)];
        while let Some(resume) = stack.pop() {
            match resume {
                Resume::Ops(op) => {
                    if let Some(next) = self.next_op(op) {
                        stack.push(Resume::Ops(next));
                    }
                    visit(op);
                    if !self.op_regions(op).is_empty() {
                        stack.push(Resume::Regions(op, 0));
                    }
                }
                Resume::Blocks(block) => {
                    if let Some(next) = self.next_block(block) {
                        stack.push(Resume::Blocks(next));
                    }
                    if let Some(first) = self.block_first_op(block) {
                        stack.push(Resume::Ops(first));
                    }
                }
                Resume::Regions(op, index) => {
                    if let Some(&region) = self.op_regions(op).get(index) {
                        stack.push(Resume::Regions(op, index + 1));
                        if let Some(first) = self.region_first_block(region) {
                            stack.push(Resume::Blocks(first));
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::{Ir, OpId};
    use crate::parser::parse_module;

    /// The pre-order of `root`'s nested ops, by recursion (small inputs).
    fn preorder(ir: &Ir, root: OpId, out: &mut Vec<OpId>) {
        for &region in ir.op_regions(root) {
            for block in ir.region_blocks(region) {
                for op in ir.block_ops(block) {
                    out.push(op);
                    preorder(ir, op, out);
                }
            }
        }
    }

    #[test]
    fn walks_in_preorder() {
        let text = r#"func.func @f(%c: i1) -> i32 {
  %a = arith.constant 1 : i32
  "my.two"() ({
    "my.inner"() : () -> ()
  ^bb1:
    "my.one"() ({
      "my.deep"() : () -> ()
    }) : () -> ()
    "my.after"() : () -> ()
  }, {
  }, {
    "my.third"() : () -> ()
  }) : () -> ()
  cf.cond_br %c, ^b, ^b
^b:
  "my.empty"() ({
  }) : () -> ()
  return %a : i32
}
func.func @g() {
  return
}
"#;
        let ir = parse_module(text, 0).expect("parses");
        let mut expected = Vec::new();
        preorder(&ir, ir.module(), &mut expected);
        assert_eq!(expected.len(), 13);
        let mut walked = Vec::new();
        ir.walk_nested(ir.module(), |op| walked.push(op));
        assert_eq!(walked, expected);
    }
}
