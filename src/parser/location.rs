//! Trailing locations, `loc(...)` in every MLIR form: `"f.mlir":3:7`
//! (and ranges `... to 4:9`, `... to :9`, a line alone), `unknown`,
//! `"name"` and `"name"(child)`, `fused[...]`, `fused<metadata>[...]`,
//! `callsite(callee at caller)`, and `#alias` references to
//! `#alias = loc(...)` definitions at module level. As in MLIR, an op's
//! location may be an alias defined later (`mlir-opt
//! --mlir-print-debuginfo` writes them at the end of the file): it is set
//! when the parse ends; an alias inside a location, or in an alias's
//! definition, must be defined before.
//!
//! Nested locations are read from an explicit stack of open nodes, not by
//! recursion. Time linear in the location's text; each node is interned
//! once ([`Loc::intern`]).

use super::*;
use crate::ir::Location;

/// A location read after an op: known, or an alias defined further on.
pub(super) enum Trailing<'src> {
    Known(Loc),
    Deferred(&'src str, Loc),
}

/// A composite location whose members are being read.
enum Open {
    Name(String),
    Callee,
    Caller(Loc),
    Fused(Option<Box<str>>, Vec<Loc>),
}

impl<'src> OpParser<'src, '_> {
    /// An optional trailing `loc(...)`.
    pub(super) fn trailing_location(&mut self) -> PResult<Option<Trailing<'src>>> {
        self.skip_trivia();
        if !self.rest().starts_with("loc(") {
            return Ok(None);
        }
        self.pos += 4;
        let trailing = if self.peek("#") {
            let loc = self.loc();
            self.pos += 1;
            let name = self.suffix_id("a location alias")?;
            match self.loc_aliases.get(name) {
                Some(&known) => Trailing::Known(known),
                None => Trailing::Deferred(name, loc),
            }
        } else {
            Trailing::Known(self.location_body()?)
        };
        self.expect(")")?;
        Ok(Some(trailing))
    }

    /// Gives `op` its trailing location (now, or when the parse ends for
    /// an alias not yet defined); without one it keeps its offset.
    pub(super) fn set_trailing_location(&mut self, op: OpId, trailing: Option<Trailing<'src>>) {
        match trailing {
            None => {}
            Some(Trailing::Known(loc)) => self.ir.set_op_loc(op, loc),
            Some(Trailing::Deferred(name, loc)) => self.deferred_locs.push((op, name, loc)),
        }
    }

    /// `#name = loc(...)` at module level, after its `=`.
    pub(super) fn location_alias(&mut self, name: &'src str, def_loc: Loc) -> PResult<()> {
        self.expect("loc")?;
        self.expect("(")?;
        let loc = self.location_body()?;
        self.expect(")")?;
        if self.loc_aliases.insert(name, loc).is_some() {
            return Err(Diagnostic::error(
                def_loc,
                format!("redefinition of attribute alias id '{name}'"),
            ));
        }
        Ok(())
    }

    /// Gives the ops whose location is an alias defined after them that
    /// location; an alias never defined is an error at its use.
    pub(super) fn resolve_deferred_locations(&mut self) -> PResult<()> {
        for (op, name, loc) in std::mem::take(&mut self.deferred_locs) {
            let Some(&known) = self.loc_aliases.get(name) else {
                return Err(Diagnostic::error(
                    loc,
                    "operation location alias was never defined",
                ));
            };
            self.ir.set_op_loc(op, known);
        }
        Ok(())
    }

    /// The text between `loc(` and `)`, interned.
    fn location_body(&mut self) -> PResult<Loc> {
        let mut open: Vec<Open> = Vec::new();
        loop {
            let start = self.loc();
            let mut done = if self.try_keyword("unknown") {
                Some(Loc::UNKNOWN)
            } else if self.try_punct("#") {
                let name = self.suffix_id("a location alias")?;
                let known = self.loc_aliases.get(name).copied();
                Some(known.ok_or_else(|| {
                    Diagnostic::error(start, format!("undefined symbol alias id '{name}'"))
                })?)
            } else if self.try_keyword("callsite") {
                self.expect("(")?;
                open.push(Open::Callee);
                None
            } else if self.try_keyword("fused") {
                let metadata = if self.peek("<") {
                    let text = self.balanced()?;
                    Some(text[1..text.len() - 1].into())
                } else {
                    None
                };
                self.expect("[")?;
                if self.try_punct("]") {
                    Some(self.intern_location(
                        Location::Fused {
                            metadata,
                            locs: Vec::new(),
                        },
                        start,
                    )?)
                } else {
                    open.push(Open::Fused(metadata, Vec::new()));
                    None
                }
            } else if self.peek("\"") {
                let name = self.string()?;
                if self.try_punct(":") {
                    Some(self.file_location(name, start)?)
                } else if self.try_punct("(") {
                    open.push(Open::Name(name));
                    None
                } else {
                    let name = Location::Name {
                        name: name.into(),
                        child: Loc::UNKNOWN,
                    };
                    Some(self.intern_location(name, start)?)
                }
            } else {
                let found = self.describe_next();
                return Err(self.error(format!("expected location instance, found {found}")));
            };
            // Close the open nodes that this one completes.
            while let Some(loc) = done {
                done = match open.pop() {
                    None => return Ok(loc),
                    Some(Open::Callee) => {
                        if !self.try_keyword("at") {
                            return Err(self.error("expected 'at' in callsite location"));
                        }
                        open.push(Open::Caller(loc));
                        None
                    }
                    Some(Open::Caller(callee)) => {
                        self.expect(")")?;
                        let call = Location::CallSite {
                            callee,
                            caller: loc,
                        };
                        Some(self.intern_location(call, start)?)
                    }
                    Some(Open::Name(name)) => {
                        self.expect(")")?;
                        let name = Location::Name {
                            name: name.into(),
                            child: loc,
                        };
                        Some(self.intern_location(name, start)?)
                    }
                    Some(Open::Fused(metadata, mut locs)) => {
                        locs.push(loc);
                        if self.try_punct(",") {
                            open.push(Open::Fused(metadata, locs));
                            None
                        } else {
                            self.expect("]")?;
                            Some(self.intern_location(Location::Fused { metadata, locs }, start)?)
                        }
                    }
                };
            }
        }
    }

    /// `line[:col[ to [line]:col]]` after `"file":` (a range needs its
    /// start column, as in MLIR: `"f":3 to :9` is an error there too).
    fn file_location(&mut self, file: String, start: Loc) -> PResult<Loc> {
        let line = self.location_number()?;
        let has_col = self.try_punct(":");
        let col = if has_col { self.location_number()? } else { 0 };
        let end = if has_col && self.try_keyword("to") {
            let end_line = if self.peek(":") {
                None
            } else {
                Some(self.location_number()?)
            };
            self.expect(":")?;
            Some((end_line, self.location_number()?))
        } else {
            None
        };
        let file = file.into_boxed_str();
        self.intern_location(
            Location::File {
                file,
                line,
                col,
                end,
            },
            start,
        )
    }

    fn location_number(&mut self) -> PResult<u32> {
        let loc = self.loc();
        let n = self.integer()?;
        u32::try_from(n).map_err(|_| Diagnostic::error(loc, "expected a line or column number"))
    }

    fn intern_location(&mut self, location: Location, at: Loc) -> PResult<Loc> {
        Loc::intern(location).map_err(|message| Diagnostic::error(at, message))
    }
}
