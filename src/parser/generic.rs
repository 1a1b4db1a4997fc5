//! The generic form of registered ops (`"arith.cmpi"(%a, %b) <{predicate =
//! 2 : i64}> : (i32, i32) -> i1`): the properties `<{...}>` are read into
//! the op's attribute, and the operand list is split among the op and its
//! successors as the op's [`SuccessorOperands`] says (MLIR's
//! `operandSegmentSizes`). One path for every op, driven by its `OpDef`;
//! the op's verifier then checks what the custom form's parser would.
//! O(length of the text) time and memory.

use super::*;
use crate::dialect::SuccessorOperands;
use crate::semantics::RoundingMode;

/// What a registered op's `<{...}>` holds.
#[derive(Default)]
pub(super) struct Properties {
    /// The op's attribute (`value`, `predicate`, `callee`, `msg`, `case_values`).
    attr: Option<Attribute>,
    /// The type written with `value`.
    value_type: Option<TypeId>,
    /// `operandSegmentSizes`.
    segments: Option<Vec<u32>>,
    /// `case_operand_segments`.
    case_segments: Option<Vec<u32>>,
    /// `func.func`'s `function_type`, `sym_name` and `sym_visibility`.
    function_type: Option<TypeId>,
    sym_name: Option<String>,
    visibility: Visibility,
    /// `func.func`'s `arg_attrs` and `res_attrs`: one dictionary per
    /// argument (result), `None` for `{}`.
    arg_attrs: Option<(Vec<Option<Box<str>>>, Loc)>,
    res_attrs: Option<(Vec<Option<Box<str>>>, Loc)>,
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
        if self.try_punct("<{") && !self.try_punct("}>") {
            self.property_entries(def, "}>", &mut props)?;
        }
        Ok(props)
    }

    /// Reads an attribute dictionary `{predicate = 0}` holding `def`'s
    /// properties, as `mlir-opt` accepts them (inherent attributes) into
    /// `props` where the `<{...}>` left them unset.
    pub(super) fn inherent_attributes(
        &mut self,
        def: OpCode,
        props: &mut Properties,
    ) -> PResult<()> {
        self.expect("{")?;
        if self.try_punct("}") {
            return Ok(());
        }
        let mut inherent = Properties::default();
        self.property_entries(def, "}", &mut inherent)?;
        props.attr = props.attr.take().or(inherent.attr);
        props.value_type = props.value_type.or(inherent.value_type);
        props.segments = props.segments.take().or(inherent.segments);
        props.case_segments = props.case_segments.take().or(inherent.case_segments);
        Ok(())
    }

    /// The `name = value` entries of a property list up to `close`.
    fn property_entries(
        &mut self,
        def: OpCode,
        close: &str,
        props: &mut Properties,
    ) -> PResult<()> {
        loop {
            let loc = self.loc();
            let key = if self.peek("\"") {
                self.string()?
            } else {
                self.bare_id("a property name")?.to_string()
            };
            // `isExact` is a unit property: its presence is its value.
            if key == "isExact" {
                props.attr = Some(Attribute::IntFlags(crate::semantics::IntFlags {
                    exact: true,
                    ..crate::semantics::IntFlags::NONE
                }));
                if self.try_punct(close) {
                    return Ok(());
                }
                self.expect(",")?;
                continue;
            }
            self.expect("=")?;
            match key.as_str() {
                "value" if self.peek("#") => self.dialect_attr("ub.poison")?,
                "value" if def.traits.has(Traits::CONSTANT) => {
                    // A constant's custom form is its value attribute.
                    let parsed = (def.parse)(self)?;
                    props.attr = parsed.attr;
                    props.value_type = parsed.result_types.first().copied();
                }
                "predicate" => {
                    let n = self.integer()?;
                    if self.try_punct(":") {
                        self.ty()?;
                    }
                    let n = u8::try_from(n)
                        .map_err(|_| Diagnostic::error(loc, "predicate out of range"))?;
                    if matches!(props.attr, Some(Attribute::FastMath(_))) {
                        return Err(fastmath_on_comparison(loc));
                    }
                    props.attr = Some(Attribute::Predicate(n));
                }
                "callee" => props.attr = Some(Attribute::Symbol(self.symbol()?.into())),
                "msg" => props.attr = Some(Attribute::Str(self.string()?.into())),
                "case_values" => {
                    if matches!(props.attr, Some(Attribute::BranchWeights(_))) {
                        return Err(weights_on_switch(loc));
                    }
                    props.attr = Some(Attribute::Cases(self.dense_ints()?.into()));
                }
                "operandSegmentSizes" => props.segments = Some(self.i32_array()?),
                "case_operand_segments" => props.case_segments = Some(self.i32_array()?),
                "branch_weights" => {
                    if matches!(props.attr, Some(Attribute::Cases(_))) {
                        return Err(weights_on_switch(loc));
                    }
                    props.attr = Some(Attribute::BranchWeights(self.i32_array()?.into()));
                }
                "function_type" => props.function_type = Some(self.function_type()?),
                "arg_attrs" => props.arg_attrs = Some((self.dictionary_array()?, loc)),
                "res_attrs" => props.res_attrs = Some((self.dictionary_array()?, loc)),
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
                "overflowFlags" => {
                    let body = self.flag_attr("arith.overflow")?;
                    let flags = crate::dialect::arith::overflow_from_words(body)
                        .map_err(|message| Diagnostic::error(loc, message))?;
                    if !flags.is_none() {
                        props.attr = Some(Attribute::IntFlags(flags));
                    }
                }
                "fastmath" => {
                    let body = self.flag_attr("arith.fastmath")?;
                    let flags = crate::dialect::arith::fastmath_from_words(body)
                        .map_err(|message| Diagnostic::error(loc, message))?;
                    if let Some(Attribute::Rounding(_, fastmath)) = &mut props.attr {
                        *fastmath = flags;
                    } else if !flags.is_none() {
                        if matches!(props.attr, Some(Attribute::Predicate(_))) {
                            return Err(fastmath_on_comparison(loc));
                        }
                        props.attr = Some(Attribute::FastMath(flags));
                    }
                }
                "roundingmode" => {
                    let mode = self.rounding_mode(loc, def)?;
                    let flags = match props.attr {
                        Some(Attribute::FastMath(flags)) => flags,
                        _ => crate::ir::FastMath::default(),
                    };
                    props.attr = Some(Attribute::Rounding(mode, flags));
                }
                _ => {
                    return Err(Diagnostic::error(
                        loc,
                        format!("'{}' has no property '{key}' in this subset", def.name),
                    ))
                }
            }
            if self.try_punct(close) {
                return Ok(());
            }
            self.expect(",")?;
        }
    }

    /// `N : i32`, a `roundingmode` property, with `mlir-opt`'s complaint
    /// about anything else.
    fn rounding_mode(&mut self, loc: Loc, def: OpCode) -> PResult<RoundingMode> {
        let n = self.integer()?;
        let ty = if self.try_punct(":") {
            Some(self.ty()?)
        } else {
            None
        };
        let types = &self.ir().types;
        let i32_type = ty.is_some_and(|t| types.int_width(t) == Some(32));
        let mode = usize::try_from(n)
            .ok()
            .and_then(|i| RoundingMode::ALL.get(i).copied());
        match mode {
            Some(mode) if i32_type => Ok(mode),
            _ => {
                let shown = match ty {
                    Some(t) => format!("{n} : {}", types.display(t)),
                    None => format!("{n} : i64"),
                };
                Err(Diagnostic::error(
                    loc,
                    format!(
                        "invalid properties {{roundingmode = {shown}}} for op {}: Invalid attribute `roundingmode` in property conversion: {shown}",
                        def.name
                    ),
                ))
            }
        }
    }

    /// `[{...}, {}, ...]`: each dictionary verbatim, `None` for an empty one.
    fn dictionary_array(&mut self) -> PResult<Vec<Option<Box<str>>>> {
        self.expect("[")?;
        let mut dicts = Vec::new();
        if self.try_punct("]") {
            return Ok(dicts);
        }
        loop {
            if !self.peek("{") {
                return Err(self.error("expected an attribute dictionary"));
            }
            let dict = self.attr_dictionary()?;
            let empty = lexer::dictionary_keys(dict).all(str::is_empty);
            dicts.push((!empty).then(|| dict.into()));
            if self.try_punct("]") {
                return Ok(dicts);
            }
            self.expect(",")?;
        }
    }

    /// `#name<body>`: the body, trimmed.
    fn flag_attr(&mut self, name: &str) -> PResult<&'src str> {
        let loc = self.loc();
        self.expect("#")?;
        let found = self.bare_id("an attribute name")?;
        if found != name || !self.peek("<") {
            return Err(Diagnostic::error(loc, format!("expected '#{name}<...>'")));
        }
        let text = self.balanced()?;
        Ok(text[1..text.len() - 1].trim())
    }

    /// `#name`, a parameterless dialect attribute (`#ub.poison`).
    fn dialect_attr(&mut self, name: &str) -> PResult<()> {
        let loc = self.loc();
        self.expect("#")?;
        let found = self.bare_id("an attribute name")?;
        if found != name || self.peek("<") {
            return Err(Diagnostic::error(
                loc,
                format!("only '#{name}' is supported here"),
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
        let sizes = if self.try_punct(":") {
            self.i32_list("a segment size")?
        } else {
            Vec::new()
        };
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
        if let (Some(value_type), Some(&result)) = (props.value_type, result_types.first()) {
            if value_type != result && self.verify_error.is_none() {
                self.verify_error = Some(error(
                    "failed to verify that all of {value, result} have same type".into(),
                ));
            }
        }
        let attr = match (props.sym_name, props.function_type) {
            (Some(name), Some(fn_type)) => {
                let Type::Function { inputs, results } = self.ir.types.get(fn_type).clone() else {
                    unreachable!("function_type returns a function type")
                };
                let counted = |attrs: Option<(Vec<Option<Box<str>>>, Loc)>, what, expected| {
                    attrs.map_or(Ok(Vec::new()), |(dicts, at)| {
                        super::function::attr_array(def, at, what, dicts, expected)
                    })
                };
                let arg_attrs = counted(props.arg_attrs, "argument", inputs.len())?;
                let res_attrs = counted(props.res_attrs, "result", results.len())?;
                Some(Attribute::Func(Box::new(FuncAttrs {
                    name,
                    visibility: props.visibility,
                    inputs,
                    results,
                    extra: dictionary,
                    arg_attrs,
                    res_attrs,
                })))
            }
            (None, None) => {
                if props.arg_attrs.is_some() || props.res_attrs.is_some() {
                    return Err(error("has no property 'arg_attrs' or 'res_attrs'".into()));
                }
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
        // Case values as `mlir-opt`'s custom form prints them: zero-extended
        // from the flag's width.
        let attr = match (attr, own.first()) {
            (Some(Attribute::Cases(cases)), Some(&flag)) => {
                let width = self
                    .ir
                    .types
                    .int_width(self.ir.value_type(flag))
                    .unwrap_or(64);
                let mask = if width >= 64 {
                    u64::MAX
                } else {
                    (1u64 << width) - 1
                };
                Some(Attribute::Cases(
                    cases.iter().map(|&c| (c as u64 & mask) as i64).collect(),
                ))
            }
            (attr, _) => attr,
        };
        Ok(ParsedOp {
            operands: own,
            result_types: result_types.into(),
            successors,
            attr,
        })
    }
}

/// `fastmath` flags on `arith.cmpf`, which this subset does not keep.
fn fastmath_on_comparison(loc: Loc) -> Diagnostic {
    Diagnostic::error(
        loc,
        "'fastmath' flags on a comparison are not supported in this subset",
    )
}

/// `branch_weights` on `cf.switch`, which this subset does not keep.
fn weights_on_switch(loc: Loc) -> Diagnostic {
    Diagnostic::error(
        loc,
        "branch weights on 'cf.switch' are not supported in this subset",
    )
}
