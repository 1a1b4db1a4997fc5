//! Source locations (MLIR's `Location`). A [`Loc`] is 32 bits whatever it
//! holds: a byte offset into the parsed file (an op without a written
//! location; turned into `line:col` only when printed), unknown, or a
//! handle to a location written in the input ([`Location`]:
//! `loc("f.mlir":3:7)`, `loc("name"(...))`, `loc(fused[...])`,
//! `loc(callsite(... at ...))`).
//!
//! Written locations live in a process-wide side table, interned as
//! MLIR's context uniques them: equal locations share one handle, a
//! diagnostic or a printer reads one without the IR, and ops copied by
//! passes inherit it by copying the handle. An input without written
//! locations never touches the table: an op's memory does not grow. The
//! table is ours (a `RwLock` over a vector and a hash map) because its
//! handles must fit the 32-bit `Loc` beside byte offsets; interning
//! crates hand out pointers.
//!
//! Cost: interning a node is O(its own size) expected (its children are
//! handles); the table holds each distinct written location once, for the
//! life of the process, as an MLIR context does.

use rustc_hash::FxHashMap;
use std::fmt::Write as _;
use std::sync::{OnceLock, RwLock};

/// Handles to written locations take the values from here to
/// `u32::MAX - 1`; byte offsets the values below.
const TABLE_BASE: u32 = u32::MAX - (1 << 26);

/// The largest byte offset a [`Loc`] holds (`ir::MAX_INPUT_LEN`).
pub const MAX_OFFSET: usize = TABLE_BASE as usize - 1;

/// A byte offset into the source the IR was parsed from, unknown, or a
/// written [`Location`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Loc(u32);

/// A location written in the input, in MLIR's forms. Children are
/// [`Loc`]s: [`Loc::UNKNOWN`] or other written locations.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Location {
    /// `"file":line:col`, or a range `"file":line:col to [line]:col`
    /// (`end`: the end line if written, and the end column).
    File {
        file: Box<str>,
        line: u32,
        col: u32,
        end: Option<(Option<u32>, u32)>,
    },
    /// `"name"` or `"name"(child)`; `child` is [`Loc::UNKNOWN`] when absent.
    Name { name: Box<str>, child: Loc },
    /// `callsite(callee at caller)`.
    CallSite { callee: Loc, caller: Loc },
    /// `fused[a, b, ...]` or `fused<metadata>[...]` (metadata verbatim).
    Fused {
        metadata: Option<Box<str>>,
        locs: Vec<Loc>,
    },
}

#[derive(Default)]
struct Table {
    locations: Vec<Location>,
    index: FxHashMap<Location, u32>,
}

fn table() -> &'static RwLock<Table> {
    static TABLE: OnceLock<RwLock<Table>> = OnceLock::new();
    TABLE.get_or_init(Default::default)
}

/// Where a diagnostic is shown (MLIR's `findLocToShow`).
#[derive(Clone, PartialEq, Debug)]
pub enum Shown {
    /// A byte offset into the source.
    Offset(usize),
    /// A written file location.
    File { file: Box<str>, line: u32, col: u32 },
}

impl Loc {
    /// No known location (ops created by passes inherit one where they can).
    pub const UNKNOWN: Loc = Loc(u32::MAX);

    /// The location at byte `offset`.
    pub fn at(offset: usize) -> Loc {
        Loc(offset.min(MAX_OFFSET) as u32)
    }

    /// The byte offset, if this is one.
    pub fn offset(self) -> Option<usize> {
        (self.0 < TABLE_BASE).then_some(self.0 as usize)
    }

    /// The handle of `location`, interned; canonical as MLIR's builders
    /// make it: a one-line range is a point, `"name"(unknown)` is
    /// `"name"`, and a fusion without metadata is flattened (nested
    /// fusions without metadata spliced in, unknowns and repeats dropped),
    /// unknown when empty and its one member when single.
    ///
    /// # Errors
    /// When the table is full (2^26 distinct written locations).
    pub fn intern(mut location: Location) -> Result<Loc, &'static str> {
        match &mut location {
            Location::File { line, col, end, .. } => {
                if *end == Some((Some(*line), *col)) || *end == Some((None, *col)) {
                    *end = None;
                }
            }
            Location::Fused { metadata, locs } => {
                let mut flat: Vec<Loc> = Vec::with_capacity(locs.len());
                for &loc in locs.iter() {
                    match loc.written() {
                        Some(Location::Fused {
                            metadata: None,
                            locs: inner,
                        }) if metadata.is_none() => flat.extend(inner),
                        _ => flat.push(loc),
                    }
                }
                let mut seen = rustc_hash::FxHashSet::default();
                flat.retain(|&l| l != Loc::UNKNOWN && seen.insert(l));
                if metadata.is_none() && flat.len() <= 1 {
                    return Ok(flat.first().copied().unwrap_or(Loc::UNKNOWN));
                }
                *locs = flat;
            }
            Location::Name { .. } | Location::CallSite { .. } => {}
        }
        if let Some(&i) = table().read().expect("location table").index.get(&location) {
            return Ok(Loc(TABLE_BASE + i));
        }
        let mut table = table().write().expect("location table");
        if let Some(&i) = table.index.get(&location) {
            return Ok(Loc(TABLE_BASE + i));
        }
        let i = table.locations.len() as u32;
        if i >= u32::MAX - TABLE_BASE {
            return Err("too many distinct locations");
        }
        table.locations.push(location.clone());
        table.index.insert(location, i);
        Ok(Loc(TABLE_BASE + i))
    }

    /// The written location, if this is one.
    pub fn written(self) -> Option<Location> {
        self.table_index()
            .map(|i| table().read().expect("location table").locations[i].clone())
    }

    fn table_index(self) -> Option<usize> {
        (self.0 >= TABLE_BASE && self != Loc::UNKNOWN).then(|| (self.0 - TABLE_BASE) as usize)
    }

    /// Where a diagnostic at this location is shown, as MLIR's
    /// `SourceMgrDiagnosticHandler` chooses: an offset or a file location
    /// itself, a name's child, a call site's callee, a fusion's first
    /// member that has one; with the call sites' callers passed through,
    /// outermost first (shown as `called from` notes). O(the location's
    /// nodes): a depth-first search from an explicit stack, each node
    /// visited once.
    pub fn shown(self) -> (Option<Shown>, Vec<Loc>) {
        let mut callers = Vec::new();
        let mut stack = vec![self];
        let mut seen = rustc_hash::FxHashSet::default();
        let table = table().read().expect("location table");
        while let Some(loc) = stack.pop() {
            if let Some(offset) = loc.offset() {
                return (Some(Shown::Offset(offset)), callers);
            }
            let Some(i) = loc.table_index() else { continue };
            if !seen.insert(i) {
                continue;
            }
            match &table.locations[i] {
                Location::File {
                    file, line, col, ..
                } => {
                    let (file, line, col) = (file.clone(), *line, *col);
                    return (Some(Shown::File { file, line, col }), callers);
                }
                Location::Name { child, .. } => stack.push(*child),
                Location::CallSite { callee, caller } => {
                    // Only the call sites on the way to the shown callee.
                    if stack.is_empty() {
                        callers.push(*caller);
                    }
                    stack.push(*callee);
                }
                Location::Fused { locs, .. } => stack.extend(locs.iter().rev()),
            }
        }
        (None, callers)
    }

    /// Writes the location as `loc(...)` places it between the parentheses
    /// (`"f.mlir":3:7`, `unknown`, `fused[...]`, ...), MLIR's inline form.
    /// A byte offset is written with `offset(o)`: `"file":line:col`. Time
    /// O(the text written), from an explicit stack.
    pub fn write_to(self, out: &mut String, offset: impl Fn(usize, &mut String)) {
        enum Piece {
            Loc(Loc),
            Text(&'static str),
        }
        let table = table().read().expect("location table");
        let mut stack = vec![Piece::Loc(self)];
        while let Some(piece) = stack.pop() {
            let loc = match piece {
                Piece::Text(text) => {
                    out.push_str(text);
                    continue;
                }
                Piece::Loc(loc) => loc,
            };
            if let Some(o) = loc.offset() {
                offset(o, out);
                continue;
            }
            let Some(i) = loc.table_index() else {
                out.push_str("unknown");
                continue;
            };
            match &table.locations[i] {
                Location::File {
                    file,
                    line,
                    col,
                    end,
                } => {
                    let _ = write!(out, "\"{}\":{line}:{col}", crate::parser::escape(file));
                    match end {
                        Some((Some(l), c)) => {
                            let _ = write!(out, " to {l}:{c}");
                        }
                        Some((None, c)) => {
                            let _ = write!(out, " to :{c}");
                        }
                        None => {}
                    }
                }
                Location::Name { name, child } => {
                    let _ = write!(out, "\"{}\"", crate::parser::escape(name));
                    if *child != Loc::UNKNOWN {
                        out.push('(');
                        stack.push(Piece::Text(")"));
                        stack.push(Piece::Loc(*child));
                    }
                }
                Location::CallSite { callee, caller } => {
                    out.push_str("callsite(");
                    stack.push(Piece::Text(")"));
                    stack.push(Piece::Loc(*caller));
                    stack.push(Piece::Text(" at "));
                    stack.push(Piece::Loc(*callee));
                }
                Location::Fused { metadata, locs } => {
                    out.push_str("fused");
                    if let Some(metadata) = metadata {
                        let _ = write!(out, "<{metadata}>");
                    }
                    out.push('[');
                    stack.push(Piece::Text("]"));
                    for (k, &l) in locs.iter().enumerate().rev() {
                        stack.push(Piece::Loc(l));
                        if k > 0 {
                            stack.push(Piece::Text(", "));
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str, line: u32, col: u32) -> Loc {
        Loc::intern(Location::File {
            file: name.into(),
            line,
            col,
            end: None,
        })
        .expect("interned")
    }

    fn text(loc: Loc) -> String {
        let mut out = String::new();
        loc.write_to(&mut out, |o, out| out.push_str(&format!("@{o}")));
        out
    }

    #[test]
    fn interned_canonical_and_printed() {
        let a = file("a.mlir", 1, 2);
        assert_eq!(a, file("a.mlir", 1, 2));
        assert_ne!(a, file("a.mlir", 1, 3));
        assert_eq!(a.offset(), None);
        let b = file("b.mlir", 3, 4);
        let fused = |metadata: Option<&str>, locs: Vec<Loc>| {
            Loc::intern(Location::Fused {
                metadata: metadata.map(Into::into),
                locs,
            })
            .expect("interned")
        };
        let ab = fused(None, vec![a, b]);
        assert_eq!(fused(None, vec![a, Loc::UNKNOWN, a]), a);
        assert_eq!(fused(None, vec![]), Loc::UNKNOWN);
        assert_eq!(fused(None, vec![ab, b]), ab);
        let call = Loc::intern(Location::CallSite {
            callee: ab,
            caller: Loc::at(7),
        })
        .expect("interned");
        let named = Loc::intern(Location::Name {
            name: "n\"m".into(),
            child: call,
        })
        .expect("interned");
        assert_eq!(
            text(named),
            r#""n\"m"(callsite(fused["a.mlir":1:2, "b.mlir":3:4] at @7))"#
        );
        assert_eq!(
            text(fused(Some("\"x\""), vec![a])),
            r#"fused<"x">["a.mlir":1:2]"#
        );
        let (shown, callers) = named.shown();
        assert_eq!(
            shown,
            Some(Shown::File {
                file: "a.mlir".into(),
                line: 1,
                col: 2
            })
        );
        assert_eq!(callers, [Loc::at(7)]);
        let bare = Loc::intern(Location::Name {
            name: "n".into(),
            child: Loc::UNKNOWN,
        })
        .expect("interned");
        assert_eq!(bare.shown(), (None, Vec::new()));
        assert_eq!(Loc::at(usize::MAX).offset(), Some(MAX_OFFSET));
    }
}
