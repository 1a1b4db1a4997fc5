//! The generic form of registered ops (`"arith.cmpi"(%a, %b) <{predicate =
//! 2 : i64}> : (i32, i32) -> i1`): the properties `<{...}>` are read into
//! the op's attribute, and the operand list is split among the op and its
//! successors as the op's [`SuccessorOperands`] says (MLIR's
//! `operandSegmentSizes`). One path for every op, driven by its `OpDef`;
//! the op's verifier then checks what the custom form's parser would.
//! O(length of the text) time and memory.

use super::*;
use crate::dialect::SuccessorOperands;

/// What a registered op's `<{...}>` holds.
#[derive(Default)]
pub(super) struct Properties {
    /// The op's attribute (`value`, `predicate`, `callee`, `msg`, `case_values`).
    attr: Option<Attribute>,
    /// The type written with `value`, and where.
    value_type: Option<(TypeId, Loc)>,
    /// `operandSegmentSizes`.
    segments: Option<Vec<u32>>,
    /// `case_operand_segments`.
    case_segments: Option<Vec<u32>>,
    /// `func.func`'s `function_type`, `sym_name` and `sym_visibility`.
    function_type: Option<TypeId>,
    sym_name: Option<String>,
    visibility: Visibility,
}

impl Properties {
    /// A module's `sym_name`, the only property it may have.
    pub(super) fn module_name(self, loc: Loc) -> PResult<Option<String>> {
        if self.attr.is_some() || self.function_type.is_some() || self.segments.is_some() {
            return Err(Diagnostic::error(
                loc,
                "'builtin.module' has only the property 'sym_name'",
            ));
        }
        Ok(self.sym_name)
    }
}

impl<'src> OpParser<'src, '_> {
    /// Reads `<{name = value, ...}>` (if present) for `def`.
    pub(super) fn properties(&mut self, def: OpCode) -> PResult<Properties> {
        let mut props = Properties::default();
        if !self.try_punct("<{") || self.try_punct("}>") {
            return Ok(props);
        }
        loop {
            let loc = self.loc();
            let key = if self.peek("\"") {
                self.string()?
            } else {
                self.lex(lexer::bare_id, "a property name")?.to_string()
            };
            self.expect("=")?;
            match key.as_str() {
                "value" if self.peek("#") => self.dialect_attr("ub.poison", None)?,
                "value" if def.traits.has(Traits::CONSTANT) => {
                    let value_loc = self.loc();
                    // A constant's custom form is its value attribute.
                    let parsed = (def.parse)(self)?;
                    props.attr = parsed.attr;
                    props.value_type = parsed.result_types.first().map(|&t| (t, value_loc));
                }
                "predicate" => {
                    let n = self.integer()?;
                    self.expect(":")?;
                    self.ty()?;
                    let n = u8::try_from(n)
                        .map_err(|_| Diagnostic::error(loc, "predicate out of range"))?;
                    props.attr = Some(Attribute::Predicate(n));
                }
                "callee" => props.attr = Some(Attribute::Symbol(self.symbol()?.into())),
                "msg" => props.attr = Some(Attribute::Str(self.string()?.into())),
                "case_values" => props.attr = Some(Attribute::Cases(self.dense_ints()?.into())),
                "operandSegmentSizes" => props.segments = Some(self.i32_array()?),
                "case_operand_segments" => props.case_segments = Some(self.i32_array()?),
                "function_type" => props.function_type = Some(self.function_type()?),
                "sym_name" => props.sym_name = Some(self.string()?),
                "sym_visibility" => {
                    props.visibility = match self.string()?.as_str() {
                        "private" => Visibility::Private,
                        "nested" => Visibility::Nested,
                        "public" => Visibility::Public,
                        other => {
                            return Err(Diagnostic::error(
                                loc,
                                format!("unknown symbol visibility '{other}'"),
                            ))
                        }
                    }
                }
                "overflowFlags" => self.dialect_attr("arith.overflow", Some("none"))?,
                "fastmath" => self.dialect_attr("arith.fastmath", Some("none"))?,
                _ => {
                    return Err(Diagnostic::error(
                        loc,
                        format!("'{}' has no property '{key}' in this subset", def.name),
                    ))
                }
            }
            if self.try_punct("}>") {
                return Ok(props);
            }
            self.expect(",")?;
        }
    }

    /// `#name` or `#name<body>`; only the given `body` (the default) is
    /// supported.
    fn dialect_attr(&mut self, name: &str, body: Option<&str>) -> PResult<()> {
        let loc = self.loc();
        self.expect("#")?;
        let found = self.lex(lexer::bare_id, "an attribute name")?;
        let found_body = if self.peek("<") {
            let text = self.balanced()?;
            Some(text[1..text.len() - 1].trim())
        } else {
            None
        };
        if found != name || found_body != body {
            let expected = match body {
                Some(body) => format!("#{name}<{body}>"),
                None => format!("#{name}"),
            };
            return Err(Diagnostic::error(
                loc,
                format!("only '{expected}' is supported here"),
            ));
        }
        Ok(())
    }

    /// `array<i32>` or `array<i32: 1, 0, 2>`.
    fn i32_array(&mut self) -> PResult<Vec<u32>> {
        if !self.try_keyword("array") {
            return Err(self.error("expected 'array<i32: ...>'"));
        }
        self.expect("<")?;
        if !self.try_keyword("i32") {
            return Err(self.error("expected 'i32'"));
        }
        let mut sizes = Vec::new();
        if self.try_punct(":") {
            loop {
                let loc = self.loc();
                let n = self.integer()?;
                sizes.push(
                    u32::try_from(n)
                        .ok()
                        .filter(|&n| n <= i32::MAX as u32)
                        .ok_or_else(|| Diagnostic::error(loc, "expected a segment size"))?,
                );
                if !self.try_punct(",") {
                    break;
                }
            }
        }
        self.expect(">")?;
        Ok(sizes)
    }

    /// `dense<[1, 2]> : vector<2xi32>` or `dense<1> : vector<1xi32>`.
    fn dense_ints(&mut self) -> PResult<Vec<i64>> {
        if !self.try_keyword("dense") {
            return Err(self.error("expected 'dense<...>'"));
        }
        self.expect("<")?;
        let bracketed = self.try_punct("[");
        let mut values = Vec::new();
        if !(bracketed && self.peek("]")) {
            loop {
                let loc = self.loc();
                let n = self.integer()?;
                values.push(
                    i64::try_from(n)
                        .or_else(|_| u64::try_from(n).map(|n| n as i64))
                        .map_err(|_| Diagnostic::error(loc, "case value out of range"))?,
                );
                if !bracketed || !self.try_punct(",") {
                    break;
                }
            }
        }
        if bracketed {
            self.expect("]")?;
        }
        self.expect(">")?;
        self.expect(":")?;
        self.ty()?;
        Ok(values)
    }

    /// Builds registered op `def` from its generic form: `operands` typed
    /// by the trailing function type, `successors` in order.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn registered_generic(
        &mut self,
        def: OpCode,
        props: Properties,
        operands: Values,
        successors: &[BlockId],
        result_types: Vec<TypeId>,
        dictionary: Option<String>,
        loc: Loc,
    ) -> PResult<ParsedOp> {
        let error =
            |message: String| Diagnostic::error(loc, format!("'{}' op {message}", def.name));
        if let (Some((value_type, value_loc)), Some(&result)) =
            (props.value_type, result_types.first())
        {
            if value_type != result {
                return Err(Diagnostic::error(
                    value_loc,
                    format!(
                        "'{}' op failed to verify that all of {{value, result}} have same type",
                        def.name
                    ),
                ));
            }
        }
        let attr = match (props.sym_name, props.function_type) {
            (Some(name), Some(fn_type)) => {
                let Type::Function { inputs, results } = self.ir.types.get(fn_type).clone() else {
                    unreachable!("function_type returns a function type")
                };
                Some(Attribute::Func(Box::new(FuncAttrs {
                    name,
                    visibility: props.visibility,
                    inputs,
                    results,
                    extra: dictionary,
                })))
            }
            (None, None) => {
                if let Some(dict) = dictionary.filter(|d| d.trim() != "{}") {
                    return Err(error(format!(
                        "carries attributes {dict} that this subset does not keep"
                    )));
                }
                props.attr
            }
            _ => return Err(error("needs both 'sym_name' and 'function_type'".into())),
        };
        // Split the operands: the op's own, then each successor's.
        let mut sizes: SmallVec<[usize; 4]> = SmallVec::new();
        let layout = def.interfaces.branch.map(|b| b.operands);
        let segments_total = props
            .segments
            .as_ref()
            .map(|s| s.iter().map(|&n| u64::from(n)).sum::<u64>());
        if let Some(total) = segments_total.filter(|&t| t != operands.len() as u64) {
            return Err(error(format!(
                "operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'",
                operands.len()
            )));
        }
        match layout {
            Some(SuccessorOperands::Single) if props.segments.is_some() => {
                return Err(error("has no operand segments".into()))
            }
            None if !successors.is_empty() => {
                return Err(error("has no successors".into()));
            }
            // Segments of the op's own operands (`memref.alloca`'s dynamic
            // sizes and symbol operands) need no split.
            None => sizes.push(operands.len()),
            Some(SuccessorOperands::Single) => {
                if successors.len() != 1 {
                    return Err(error("requires 1 successor".into()));
                }
                sizes.extend([0, operands.len()]);
            }
            Some(layout) => {
                let parts: Vec<usize> = props
                    .segments
                    .ok_or_else(|| error("requires attribute 'operandSegmentSizes'".into()))?
                    .iter()
                    .map(|&s| s as usize)
                    .collect();
                if layout == SuccessorOperands::PerSuccessor {
                    sizes.extend(parts);
                } else {
                    let cases = props.case_segments.unwrap_or_default();
                    let case_total: u64 = cases.iter().map(|&s| u64::from(s)).sum();
                    if parts.len() != 3 || case_total != parts[2] as u64 {
                        return Err(error(
                            "has 'operandSegmentSizes' and 'case_operand_segments' that do not match".into(),
                        ));
                    }
                    sizes.extend([parts[0], parts[1]]);
                    sizes.extend(cases.iter().map(|&s| s as usize));
                }
                if sizes.len() != successors.len() + 1 {
                    return Err(error(format!(
                        "has {} successors but operand segments for {}",
                        successors.len(),
                        sizes.len() - 1
                    )));
                }
            }
        }
        let mut rest = &operands[..];
        let mut take = |n: usize| {
            let (head, tail) = rest.split_at(n);
            rest = tail;
            Values::from_slice(head)
        };
        let own = take(sizes[0]);
        let successors = successors
            .iter()
            .zip(&sizes[1..])
            .map(|(&b, &n)| (b, take(n)))
            .collect();
        Ok(ParsedOp {
            operands: own,
            result_types: result_types.into(),
            successors,
            attr,
        })
    }
}
