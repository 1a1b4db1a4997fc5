//! SSA values: operands read before their types are known, resolved
//! against the value scope (forward references get typed placeholders,
//! replaced at their definition), and result and argument definitions.
//! Each name costs O(its length) in the [`NameMap`].

use super::*;

impl<'src> OpParser<'src, '_> {
    /// `%name`.
    pub fn operand(&mut self) -> PResult<UnresolvedOperand<'src>> {
        let loc = self.loc();
        let name = self.value_name("an SSA value (%name)")?;
        Ok(UnresolvedOperand { name, loc })
    }

    /// Is the next token a value `%name`?
    pub fn peek_operand(&mut self) -> bool {
        self.peek("%")
    }

    /// `%a, %b, ...`, possibly empty.
    pub fn operand_list(&mut self) -> PResult<UnresolvedOperands<'src>> {
        let mut list = UnresolvedOperands::new();
        if self.peek_operand() {
            list.push(self.operand()?);
            while self.try_punct(",") {
                list.push(self.operand()?);
            }
        }
        Ok(list)
    }

    /// The value named by `operand`, which must have type `ty`; a forward
    /// reference gets a placeholder of that type.
    pub fn resolve(&mut self, operand: UnresolvedOperand<'src>, ty: TypeId) -> PResult<ValueId> {
        let (base, index) = match split_result_number(operand.name) {
            Some((b, i)) => (b, i.parse::<u32>().unwrap_or(u32::MAX)),
            None => (operand.name, 0),
        };
        let entry = self
            .values
            .get(base)
            .filter(|e| !e.forward)
            .or_else(|| self.values.get(operand.name));
        if let Some(entry) = entry {
            let value = if entry.forward {
                entry.value
            } else if index < entry.count {
                ValueId::from_index(entry.value.index() + index as usize)
            } else {
                return Err(Diagnostic::error(
                    operand.loc,
                    format!(
                        "result number {index} out of range: '%{base}' has {} results",
                        entry.count
                    ),
                ));
            };
            let actual = self.ir.value_type(value);
            if actual != ty {
                let types = &self.ir.types;
                let prior = if entry.forward {
                    "prior use here"
                } else {
                    "previously defined here"
                };
                return Err(Diagnostic::error(
                    operand.loc,
                    format!(
                        "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                        operand.name,
                        types.display(ty),
                        types.display(actual)
                    ),
                )
                .with_note(entry.loc, prior));
            }
            return Ok(value);
        }
        let value = self.ir.create_placeholder(ty);
        self.forward_refs += 1;
        self.values.insert(
            operand.name,
            ValueEntry {
                value,
                count: 1,
                loc: operand.loc,
                forward: true,
            },
        );
        Ok(value)
    }

    /// Resolves operands that all have type `ty`.
    pub fn resolve_all(
        &mut self,
        operands: &[UnresolvedOperand<'src>],
        ty: TypeId,
    ) -> PResult<Values> {
        // A loop, not `collect`: collecting `Result`s into a `SmallVec`
        // pushes without knowing the length, several times slower.
        let mut values = Values::with_capacity(operands.len());
        for &o in operands {
            values.push(self.resolve(o, ty)?);
        }
        Ok(values)
    }

    /// Resolves operands against a list of types of the same length.
    pub fn resolve_list(
        &mut self,
        operands: &[UnresolvedOperand<'src>],
        types: &[TypeId],
        loc: Loc,
    ) -> PResult<Values> {
        if operands.len() != types.len() {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "{} operands present, but {} types given",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        let mut values = Values::with_capacity(operands.len());
        for (&o, &t) in operands.iter().zip(types) {
            values.push(self.resolve(o, t)?);
        }
        Ok(values)
    }

    /// Defines the values of a result group or block argument.
    pub(super) fn define(
        &mut self,
        name: &'src str,
        first: ValueId,
        count: u32,
        loc: Loc,
    ) -> PResult<()> {
        let redefinition = |prev: &ValueEntry| {
            Diagnostic::error(loc, format!("redefinition of SSA value '%{name}'"))
                .with_note(prev.loc, "previously defined here")
        };
        if self.forward_refs > 0 {
            if let Some(prev) = self.values.get(name).filter(|prev| !prev.forward) {
                return Err(redefinition(prev));
            }
            self.resolve_forward_refs(name, first, count, loc)?;
        }
        if count == 1 || self.ir.value_name(first).is_none() {
            self.ir.set_value_name(first, name);
        }
        let entry = ValueEntry {
            value: first,
            count,
            loc,
            forward: false,
        };
        // Without forward references (their placeholders are gone by now)
        // an entry already there is an earlier definition: one lookup.
        match self.values.insert(name, entry) {
            Some(prev) => Err(redefinition(&prev)),
            None => Ok(()),
        }
    }

    /// Replaces the placeholders of forward references to a new definition
    /// (`%name`, and `%name#i` for each result of a group).
    pub(super) fn resolve_forward_refs(
        &mut self,
        name: &str,
        first: ValueId,
        count: u32,
        loc: Loc,
    ) -> PResult<()> {
        for i in 0..count {
            let value = ValueId::from_index(first.index() + i as usize);
            let mut keys = vec![format!("{name}#{i}")];
            if i == 0 {
                keys.push(name.to_string());
            }
            for key in keys {
                let Some(entry) = self.values.get(key.as_str()).filter(|e| e.forward) else {
                    continue;
                };
                let (placeholder, use_loc) = (entry.value, entry.loc);
                let (expected, actual) =
                    (self.ir.value_type(placeholder), self.ir.value_type(value));
                // MLIR's wording and place: the definition, the use a note.
                if expected != actual {
                    let types = &self.ir.types;
                    return Err(Diagnostic::error(
                        loc,
                        format!(
                            "definition of SSA value '%{name}#{i}' has type '{}'",
                            types.display(actual)
                        ),
                    )
                    .with_note(
                        use_loc,
                        format!(
                            "previously used here with type '{}'",
                            types.display(expected)
                        ),
                    ));
                }
                self.ir.replace_all_uses(placeholder, value);
                self.values.remove(key.as_str());
                self.forward_refs -= 1;
            }
        }
        Ok(())
    }
}

/// `name#i` split at its `#`, if it has one: the lexer puts one only
/// before trailing digits, so the digits are scanned back from the end
/// (names are short; no search from the start). O(length of the digits).
fn split_result_number(name: &str) -> Option<(&str, &str)> {
    let bytes = name.as_bytes();
    let digits = bytes
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_digit())
        .count();
    let hash = bytes.len().checked_sub(digits + 1)?;
    (bytes[hash] == b'#').then(|| (&name[..hash], &name[hash + 1..]))
}
