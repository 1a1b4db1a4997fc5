//! Blocks and regions: block labels and references, successors, the entry
//! block, and the closing of a region frame (undefined labels, missing
//! terminators, unresolved forward references). Regions are frames on an
//! explicit stack, so nesting never grows the Rust stack; a closed frame's
//! label table, cleared, serves the next frame (no tables grown anew for
//! each function).

use super::*;

impl<'src> OpParser<'src, '_> {
    pub(super) fn frame(&mut self) -> &mut RegionFrame<'src> {
        self.frames.last_mut().expect("inside a region")
    }

    pub(super) fn label_block(&mut self, name: &'src str, loc: Loc) -> BlockId {
        if let Some(label) = self.frame().labels.get(name) {
            return label.block;
        }
        let block = self.ir.create_block();
        self.ir.set_block_name(block, name);
        self.frame().labels.insert(
            name,
            Label {
                block,
                defined: false,
                first_use: loc,
            },
        );
        block
    }

    /// `^name`.
    pub fn block_ref(&mut self) -> PResult<BlockId> {
        let loc = self.loc();
        self.expect("^")?;
        let name = self.suffix_id("a block name")?;
        if matches!(self.frame().continuation, Continuation::Module { .. }) {
            return Err(Diagnostic::error(
                loc,
                "block reference outside a function body",
            ));
        }
        Ok(self.label_block(name, loc))
    }

    /// `^name` or `^name(%a, %b : T, U)`.
    pub fn successor(&mut self) -> PResult<(BlockId, Values)> {
        let block = self.block_ref()?;
        let mut args = Values::new();
        if self.try_punct("(") {
            let loc = self.loc();
            let operands = self.operand_list()?;
            self.expect(":")?;
            let types = self.type_list()?;
            self.expect(")")?;
            args = self.resolve_list(&operands, &types, loc)?;
        }
        Ok((block, args))
    }

    pub(super) fn block_label(&mut self) -> PResult<()> {
        let loc = self.loc();
        if matches!(self.frame().continuation, Continuation::Module { .. }) {
            return Err(Diagnostic::error(
                loc,
                "block label outside a function body",
            ));
        }
        self.pos += 1;
        let name = self.suffix_id("a block name")?;
        if self.frame().blocks.is_empty()
            && self
                .frame()
                .entry_args
                .as_ref()
                .is_some_and(|a| !a.is_empty())
        {
            return Err(Diagnostic::error(
                loc,
                "invalid block name in region with named arguments",
            ));
        }
        let block = self.label_block(name, loc);
        let label = self.frame().labels.get_mut(name).expect("just added");
        if label.defined {
            let first = self.ir.block_loc(block);
            return Err(
                Diagnostic::error(loc, format!("redefinition of block '^{name}'"))
                    .with_note(first, "previously defined here"),
            );
        }
        label.defined = true;
        self.ir.set_block_loc(block, loc);
        if self.try_punct("(") && !self.try_punct(")") {
            loop {
                let arg_loc = self.loc();
                let arg = self.value_name("a block argument (%name: type)")?;
                self.expect(":")?;
                let ty = self.ty()?;
                self.skip_location()?;
                let value = self.ir.add_block_arg(block, ty);
                self.define(arg, value, 1, arg_loc)?;
                if self.try_punct(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        self.expect(":")?;
        let frame = self.frame();
        frame.blocks.push(block);
        frame.current = Some(block);
        Ok(())
    }

    /// The block new ops go to, creating the entry block if needed.
    pub(super) fn current_block(&mut self) -> PResult<BlockId> {
        if let Some(b) = self.frame().current {
            return Ok(b);
        }
        let block = self.ir.create_block();
        let args = self.frame().entry_args.take().unwrap_or_default();
        for (name, ty, loc) in args {
            let value = self.ir.add_block_arg(block, ty);
            self.define(name, value, 1, loc)?;
        }
        let frame = self.frame();
        frame.blocks.push(block);
        frame.current = Some(block);
        Ok(block)
    }

    /// Handles `}`. Returns true when the explicit module closed.
    pub(super) fn close_region(&mut self) -> PResult<bool> {
        let close_loc = self.loc();
        self.pos += 1;
        let frame = self.frames.pop().expect("a region is open");
        if let Continuation::Module { explicit } = frame.continuation {
            if !explicit {
                return Err(Diagnostic::error(close_loc, "unexpected '}'"));
            }
            self.check_module_forward_refs()?;
            return Ok(true);
        }
        let undefined = frame
            .labels
            .iter()
            .filter(|(_, l)| !l.defined)
            .min_by_key(|(_, l)| l.first_use.offset());
        if let Some((name, label)) = undefined {
            return Err(Diagnostic::error(
                label.first_use,
                format!(
                    "reference to an undefined block '^{}'",
                    frame.labels.name(name)
                ),
            ));
        }
        let mut labels = frame.labels;
        labels.clear();
        self.spare_labels = labels;
        // A last block without a terminator is the verifier's to report,
        // after its ops' own errors (MLIR's order). An empty block is
        // reported at the region's op, as MLIR does.
        for &block in &frame.blocks {
            if self.ir.block_first_op(block).is_none() {
                let loc = match &frame.continuation {
                    Continuation::Func { loc, .. } => *loc,
                    Continuation::Generic(pending) => pending.loc,
                    Continuation::Module { .. } => self.ir.block_loc(block),
                };
                return Err(Diagnostic::error(
                    loc,
                    "empty block: expect at least a terminator",
                ));
            }
        }
        match frame.continuation {
            Continuation::Module { .. } => unreachable!("handled above"),
            Continuation::Func { code, attrs, loc } => {
                if let Some(outer) = frame.outer_values {
                    let mut inner = std::mem::replace(&mut self.values, outer);
                    self.check_forward_refs(&inner)?;
                    inner.clear();
                    self.spare_values = inner;
                }
                if frame.blocks.is_empty() {
                    return Err(Diagnostic::error(
                        close_loc,
                        "expected a non-empty function body",
                    ));
                }
                self.finish_func(code, attrs, loc, frame.blocks)?;
            }
            Continuation::Generic(mut pending) => {
                if let Some(outer) = frame.outer_values {
                    let inner = std::mem::replace(&mut self.values, outer);
                    self.check_forward_refs(&inner)?;
                }
                pending.regions.push(frame.blocks);
                if self.try_punct(",") {
                    return self.open_generic_region(pending).map(|()| false);
                }
                self.expect(")")?;
                self.finish_generic(*pending)?;
            }
        }
        Ok(false)
    }

    /// At the end of the module: a value used at module level (by an op
    /// outside any function) that no module-level op defined.
    pub(super) fn check_module_forward_refs(&mut self) -> PResult<()> {
        if self.forward_refs == 0 {
            return Ok(());
        }
        self.check_forward_refs(&self.values)
    }

    pub(super) fn check_forward_refs(&self, values: &NameMap<'src, ValueEntry>) -> PResult<()> {
        if self.forward_refs == 0 {
            // No placeholder is waiting, in this scope or any other.
            return Ok(());
        }
        let missing = values
            .iter()
            .filter(|(_, e)| e.forward)
            .min_by_key(|(_, e)| e.loc.offset());
        match missing {
            Some((name, entry)) => Err(Diagnostic::error(
                entry.loc,
                format!("use of undeclared SSA value name '%{}'", values.name(name)),
            )),
            None => Ok(()),
        }
    }
}
