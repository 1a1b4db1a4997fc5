//! Operations: result definitions, custom forms (delegated to each op's
//! `OpDef::parse`) and the generic form, whose regions open frames and
//! whose tail is read when the last region closes. O(length of the op's
//! text); op names are found by hashing, short ones first in a memo.

use super::memo::MemoKey;
use super::*;

impl<'src> OpParser<'src, '_> {
    pub(super) fn result_defs(&mut self) -> PResult<SmallVec<[ResultDef<'src>; 2]>> {
        let mut defs = SmallVec::new();
        if !self.peek_operand() {
            return Ok(defs);
        }
        loop {
            let loc = self.loc();
            self.expect("%")?;
            let name = self.suffix_id("a result name")?;
            let count = if self.try_punct(":") {
                let n = self.integer()?;
                u32::try_from(n)
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| Diagnostic::error(loc, "expected a positive result count"))?
            } else {
                1
            };
            defs.push(ResultDef { name, count, loc });
            if !self.try_punct(",") {
                break;
            }
        }
        self.expect("=")?;
        Ok(defs)
    }

    pub(super) fn operation(&mut self) -> PResult<()> {
        let results = self.result_defs()?;
        let loc = self.loc();
        if self.peek("\"") {
            return self.generic_op_header(results, loc);
        }
        let name = self.bare_id("an operation name")?;
        let in_function = !matches!(self.frame().continuation, Continuation::Module { .. });
        let def = if in_function {
            self.lookup_in_function(name)
        } else {
            dialect::lookup(name)
        };
        if let Some(def) = def.filter(|def| def.is_function()) {
            if in_function {
                return Err(Diagnostic::error(
                    loc,
                    format!("'{name}' must be at module level"),
                ));
            }
            if !results.is_empty() {
                return Err(Diagnostic::error(loc, format!("'{name}' has no results")));
            }
            return self.func_header(def, loc);
        }
        if name == "module" || name == "builtin.module" {
            return Err(Diagnostic::error(loc, "nested modules are not supported"));
        }
        let Some(def) = def else {
            let message = if registered_dialect_of(name).is_some() {
                format!("custom op '{name}' is unknown")
            } else if name.contains('.') {
                format!("unknown operation '{name}'; an op outside the subset is written in generic form: \"{name}\"(...) : (...) -> (...)")
            } else {
                format!("unknown operation '{name}'")
            };
            return Err(Diagnostic::error(loc, message));
        };
        let block = self.current_block()?;
        self.op_name_loc = loc;
        let mut parsed = (def.parse)(self)?;
        let trailing = self.trailing_location()?;
        let op = self.build(def, &mut parsed, loc, 0)?;
        self.set_trailing_location(op, trailing);
        self.bind_results(op, &results, loc)?;
        self.ir.append_op(block, op);
        if def.is_terminator() {
            self.frame().current = None;
            self.after_terminator()?;
        }
        Ok(())
    }

    /// [`dialect::lookup_in_function`], remembered for short names.
    fn lookup_in_function(&mut self, name: &str) -> Option<OpCode> {
        let key = MemoKey::of(name);
        if let Some(def) = key.and_then(|key| self.op_memo.get(key)) {
            return Some(def);
        }
        let def = dialect::lookup_in_function(name);
        if let (Some(key), Some(def)) = (key, def) {
            self.op_memo.set(key, def);
        }
        def
    }

    /// After a terminator only a label or the end of the region may follow.
    pub(super) fn after_terminator(&mut self) -> PResult<()> {
        if self.peek("^") || self.peek("}") {
            return Ok(());
        }
        self.skip_trivia();
        if self.rest().is_empty() {
            return Ok(());
        }
        Err(self.error("operation after a terminator: a terminator must end its block"))
    }

    /// Creates the op `parsed` describes, taking its attribute (borrowed,
    /// not moved: a `ParsedOp` is a large record, copied by a call).
    pub(super) fn build(
        &mut self,
        code: OpCode,
        parsed: &mut ParsedOp,
        loc: Loc,
        num_regions: usize,
    ) -> PResult<OpId> {
        let successors: Vec<(BlockId, &[ValueId])> = parsed
            .successors
            .iter()
            .map(|(b, args)| (*b, args.as_slice()))
            .collect();
        Ok(self.ir.create_op(OpSpec {
            code,
            operands: &parsed.operands,
            result_types: &parsed.result_types,
            successors: &successors,
            attr: parsed.attr.take(),
            num_regions,
            loc,
        }))
    }

    pub(super) fn bind_results(
        &mut self,
        op: OpId,
        results: &[ResultDef<'src>],
        loc: Loc,
    ) -> PResult<()> {
        let bound: u64 = results.iter().map(|r| u64::from(r.count)).sum();
        let actual = self.ir.num_results(op) as u64;
        if bound != 0 && bound != actual {
            return Err(Diagnostic::error(
                loc,
                format!("operation defines {actual} results but was provided {bound} to bind"),
            ));
        }
        let mut next = 0usize;
        for r in results {
            let first = self.ir.result(op, next);
            self.define(r.name, first, r.count, r.loc)?;
            next += r.count as usize;
        }
        Ok(())
    }

    pub(super) fn generic_op_header(
        &mut self,
        results: SmallVec<[ResultDef<'src>; 2]>,
        loc: Loc,
    ) -> PResult<()> {
        let name = self.string()?;
        if name.is_empty() {
            return Err(Diagnostic::error(loc, "empty operation name is invalid"));
        }
        if name == "builtin.module" {
            return Err(Diagnostic::error(loc, "nested modules are not supported"));
        }
        let def = dialect::lookup(&name);
        if def.is_none() {
            if let Some(dialect) = registered_dialect_of(&name) {
                return Err(Diagnostic::error(
                    loc,
                    format!("unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"),
                ));
            }
        }
        self.current_block()?;
        self.expect("(")?;
        let operands = self.operand_list()?;
        self.expect(")")?;
        let mut successors = Vec::new();
        if self.try_punct("[") {
            loop {
                successors.push(self.block_ref()?);
                if self.try_punct("]") {
                    break;
                }
                self.expect(",")?;
            }
        }
        let properties = match def {
            Some(def) => GenericProperties::Registered(def, Box::new(self.properties(def)?)),
            None if self.peek("<{") => {
                GenericProperties::Opaque(Some(self.attr_dictionary()?.to_string()))
            }
            None => GenericProperties::Opaque(None),
        };
        let pending = Box::new(PendingGeneric {
            name,
            results,
            operands,
            successors,
            properties,
            regions: Vec::new(),
            loc,
        });
        if self.peek("(") && self.rest()[1..].trim_start().starts_with('{') {
            self.expect("(")?;
            self.open_generic_region(pending)
        } else {
            self.finish_generic(*pending)
        }
    }

    pub(super) fn open_generic_region(
        &mut self,
        pending: Box<PendingGeneric<'src>>,
    ) -> PResult<()> {
        self.expect("{")?;
        let isolated = matches!(&pending.properties,
            GenericProperties::Registered(def, _) if def.traits.has(Traits::ISOLATED_FROM_ABOVE));
        let outer_values = isolated.then(|| std::mem::take(&mut self.values));
        self.frames.push(RegionFrame {
            blocks: Vec::new(),
            current: None,
            labels: std::mem::take(&mut self.spare_labels),
            entry_args: None,
            continuation: Continuation::Generic(pending),
            outer_values,
        });
        Ok(())
    }

    pub(super) fn finish_generic(&mut self, mut pending: PendingGeneric<'src>) -> PResult<()> {
        // A registered op's dictionary may hold its properties (inherent
        // attributes); a function's holds its other attributes, kept verbatim.
        let dictionary = match &mut pending.properties {
            GenericProperties::Registered(def, props)
                if self.peek("{") && !def.traits.has(Traits::ISOLATED_FROM_ABOVE) =>
            {
                self.inherent_attributes(def, props)?;
                None
            }
            _ if self.peek("{") => Some(self.attr_dictionary()?.to_string()),
            _ => None,
        };
        self.expect(":")?;
        let type_loc = self.loc();
        let fn_type = self.function_type()?;
        let Type::Function { inputs, results } = self.ir.types.get(fn_type).clone() else {
            unreachable!("function_type returns a function type")
        };
        if results.len() > MAX_RESULTS {
            return Err(Diagnostic::error(
                type_loc,
                format!(
                    "an operation has at most {MAX_RESULTS} results, this one {}",
                    results.len()
                ),
            ));
        }
        let operands = self.resolve_list(&pending.operands, &inputs, type_loc)?;
        let trailing = self.trailing_location()?;
        let (code, mut parsed) = match pending.properties {
            GenericProperties::Registered(def, props) => {
                let parsed = self.registered_generic(
                    def,
                    *props,
                    operands,
                    &pending.successors,
                    results,
                    dictionary,
                    pending.loc,
                )?;
                (def, parsed)
            }
            GenericProperties::Opaque(properties) => {
                let function_type = self.ir.types.intern(Type::Function {
                    inputs: Vec::new(),
                    results: results.clone(),
                });
                let parsed = ParsedOp {
                    operands,
                    result_types: results.into(),
                    successors: pending
                        .successors
                        .iter()
                        .map(|&b| (b, Values::new()))
                        .collect(),
                    attr: Some(Attribute::Opaque(Box::new(OpaqueAttrs {
                        name: pending.name.clone(),
                        properties,
                        dictionary,
                        function_type,
                    }))),
                };
                (&opaque::OPAQUE as OpCode, parsed)
            }
        };
        let has_successors = !parsed.successors.is_empty() || code.is_terminator();
        let op = self.build(code, &mut parsed, pending.loc, pending.regions.len())?;
        self.set_trailing_location(op, trailing);
        for (i, blocks) in pending.regions.iter().enumerate() {
            let region = self.ir.op_region(op, i);
            for &b in blocks {
                self.ir.append_block(region, b);
            }
        }
        self.bind_results(op, &pending.results, pending.loc)?;
        let block = self.current_block()?;
        self.ir.append_op(block, op);
        if has_successors {
            self.frame().current = None;
            self.after_terminator()?;
        }
        Ok(())
    }
}

/// The registered dialect `name`'s prefix names, if any: such a dialect
/// allows no op it does not define.
fn registered_dialect_of(name: &str) -> Option<&'static str> {
    let (prefix, _) = name.split_once('.')?;
    dialect::registered_dialects()
        .into_iter()
        .find(|&d| d == prefix)
}
