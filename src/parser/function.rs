//! The function syntax of every function op ([`Traits::FUNCTION`]:
//! `func.func`, as MLIR's `function_interface_impl::parseFunctionOp`):
//! visibility, symbol, signature with named arguments (or bare types, the
//! entry block's label then naming them), attributes, and the body's region
//! frame (isolated from the values above); a declaration has no body.

use super::*;

impl<'src> OpParser<'src, '_> {
    pub(super) fn func_header(&mut self, code: OpCode, loc: Loc) -> PResult<()> {
        let visibility = if self.try_keyword("private") {
            Visibility::Private
        } else if self.try_keyword("public") {
            Visibility::Public
        } else if self.try_keyword("nested") {
            Visibility::Nested
        } else {
            Visibility::Public
        };
        let name = self.symbol()?.to_string();
        self.expect("(")?;
        let mut inputs = Vec::new();
        let mut arg_attrs = Vec::new();
        let mut named = Vec::new();
        if !self.try_punct(")") {
            loop {
                // Every argument is named or none is (MLIR's wording).
                if self.peek_operand() {
                    if !inputs.is_empty() && named.is_empty() {
                        return Err(self.error(format!(
                            "custom op '{}' expected type instead of SSA identifier",
                            code.name
                        )));
                    }
                    let arg_loc = self.loc();
                    let arg = self.value_name("an argument name")?;
                    self.expect(":")?;
                    let ty = self.ty()?;
                    named.push((arg, ty, arg_loc));
                    inputs.push(ty);
                } else {
                    if !named.is_empty() {
                        return Err(self
                            .error(format!("custom op '{}' expected SSA identifier", code.name)));
                    }
                    inputs.push(self.ty()?);
                }
                arg_attrs.push(self.arg_attr_dict()?);
                self.skip_location()?;
                if self.try_punct(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        let (mut results, mut res_attrs) = (Vec::new(), Vec::new());
        if self.try_punct("->") {
            if self.try_punct("(") {
                if !self.try_punct(")") {
                    loop {
                        results.push(self.ty()?);
                        res_attrs.push(self.arg_attr_dict()?);
                        if self.try_punct(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
            } else {
                results.push(self.ty()?);
                res_attrs.push(None);
            }
        }
        let mut attrs_loc = loc;
        let extra = if self.try_keyword("attributes") {
            let dict_loc = self.loc();
            attrs_loc = dict_loc;
            let dict = self.attr_dictionary()?;
            if let Some(key) = lexer::dictionary_keys(dict).find(|k| INFERRED.contains(k)) {
                return Err(Diagnostic::error(
                    dict_loc,
                    format!("custom op '{}' '{key}' is an inferred attribute and should not be specified in the explicit attribute dictionary", code.name),
                ));
            }
            // `arg_attrs = [{...}, ...]` and `res_attrs` there are the
            // properties the signature otherwise writes after each type.
            let mut rest = Vec::new();
            for (entry, (key, value)) in lexer::list_elements(&dict[1..dict.len() - 1])
                .into_iter()
                .zip(lexer::dictionary_entries(dict))
            {
                let into = match key {
                    "arg_attrs" => &mut arg_attrs,
                    "res_attrs" => &mut res_attrs,
                    _ => {
                        rest.push(entry.trim());
                        continue;
                    }
                };
                // A whole group each: `[...]`, and `{...}` for every element.
                let group = |text: &str, open: char| {
                    text.starts_with(open) && lexer::balanced_len(text) == Some(text.len())
                };
                let dicts = value
                    .filter(|v| group(v, '['))
                    .and_then(|v| v.strip_prefix('[').and_then(|v| v.strip_suffix(']')))
                    .map(|v| {
                        lexer::list_elements(v)
                            .into_iter()
                            .map(str::trim)
                            .filter(|d| !d.is_empty())
                            .collect::<Vec<_>>()
                    })
                    .filter(|dicts| dicts.iter().all(|d| group(d, '{')))
                    .ok_or_else(|| {
                        Diagnostic::error(
                            dict_loc,
                            format!("expected an array of dictionaries for '{key}'"),
                        )
                    })?;
                *into = dicts
                    .into_iter()
                    .map(|d| {
                        lexer::dictionary_keys(d)
                            .any(|k| !k.is_empty())
                            .then(|| d.into())
                    })
                    .collect();
            }
            let found = rest.len() < lexer::dictionary_entries(dict).len();
            match found {
                false => Some(dict.to_string()),
                true if rest.is_empty() => None,
                true => Some(format!("{{{}}}", rest.join(", "))),
            }
        } else {
            None
        };
        let arg_attrs = attr_array(code, attrs_loc, "argument", arg_attrs, inputs.len())?;
        let res_attrs = attr_array(code, attrs_loc, "result", res_attrs, results.len())?;
        let attrs = FuncAttrs {
            name,
            visibility,
            inputs,
            results,
            extra,
            arg_attrs,
            res_attrs,
        };
        if self.try_punct("{") {
            // With bare types (`func.func @f(i32) { ^bb0(%a: i32): ...`) the
            // labelled entry block names the arguments; the verifier checks
            // its types against the signature.
            let outer = std::mem::replace(&mut self.values, std::mem::take(&mut self.spare_values));
            self.frames.push(RegionFrame {
                blocks: Vec::new(),
                current: None,
                labels: std::mem::take(&mut self.spare_labels),
                entry_args: Some(named),
                continuation: Continuation::Func { code, attrs, loc },
                outer_values: Some(outer),
            });
            return Ok(());
        }
        if !named.is_empty() {
            return Err(self.error("expected '{' to begin the function body"));
        }
        self.finish_func(code, attrs, loc, Vec::new())
    }

    /// An argument's or result's attribute dictionary `{my.attr = 1}`, if
    /// present and not empty.
    fn arg_attr_dict(&mut self) -> PResult<Option<Box<str>>> {
        if !self.peek("{") {
            return Ok(None);
        }
        let dict = self.attr_dictionary()?;
        Ok((lexer::dictionary_keys(dict).any(|k| !k.is_empty())).then(|| dict.into()))
    }

    /// Reads a function's trailing location, creates the op of `code` with
    /// `body` (empty for a declaration) as its region and appends it to the
    /// current block.
    pub(super) fn finish_func(
        &mut self,
        code: OpCode,
        attrs: FuncAttrs,
        loc: Loc,
        body: Vec<BlockId>,
    ) -> PResult<()> {
        let trailing = self.trailing_location()?;
        let op = self.ir.create_op(OpSpec {
            num_regions: 1,
            attr: Some(Attribute::Func(Box::new(attrs))),
            loc,
            ..OpSpec::new(code, &[], &[])
        });
        self.set_trailing_location(op, trailing);
        let region = self.ir.op_region(op, 0);
        for block in body {
            self.ir.append_block(region, block);
        }
        let block = self.current_block()?;
        self.ir.append_op(block, op);
        Ok(())
    }
}

/// An `arg_attrs` (`res_attrs`) array, one dictionary per argument (result)
/// of `expected`, else MLIR's error at `loc`; empty when no dictionary in it
/// has an entry.
pub(super) fn attr_array(
    code: OpCode,
    loc: Loc,
    what: &str,
    dicts: Vec<Option<Box<str>>>,
    expected: usize,
) -> PResult<Vec<Option<Box<str>>>> {
    if dicts.len() != expected {
        return Err(Diagnostic::error(
            loc,
            format!(
                "'{}' op expects {what} attribute array to have the same number of elements as the number of function {what}s, got {}, but expected {expected}",
                code.name,
                dicts.len()
            ),
        ));
    }
    Ok(if dicts.iter().any(Option::is_some) {
        dicts
    } else {
        Vec::new()
    })
}

/// The attributes the function syntax writes itself.
const INFERRED: [&str; 3] = ["function_type", "sym_name", "sym_visibility"];
