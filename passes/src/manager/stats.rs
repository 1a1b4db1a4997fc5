//! Pass statistics (`--stats`): named counters per pass and per function.

use std::collections::BTreeMap;
use std::fmt::Write;

/// Counters keyed by pass, function and name, in a deterministic order.
/// The default collects; [`Statistics::off`] collects nothing.
#[derive(Default, Debug)]
pub struct Statistics {
    counters: BTreeMap<(&'static str, &'static str), BTreeMap<String, u64>>,
    order: Vec<&'static str>,
    off: bool,
}

impl Statistics {
    /// Statistics that collect nothing, for a run without `--stats`:
    /// [`Statistics::add`] then costs one test and allocates nothing.
    pub fn off() -> Self {
        Statistics {
            off: true,
            ..Statistics::default()
        }
    }

    /// Empty statistics that collect if these do.
    pub fn like(&self) -> Self {
        Statistics {
            off: self.off,
            ..Statistics::default()
        }
    }

    /// Adds the counters of `other` to these (its passes, when new, come
    /// after these' in the report).
    pub fn merge(&mut self, other: Statistics) {
        for pass in other.order {
            if !self.order.contains(&pass) {
                self.order.push(pass);
            }
        }
        for (key, per_function) in other.counters {
            let into = self.counters.entry(key).or_default();
            for (function, n) in per_function {
                *into.entry(function).or_default() += n;
            }
        }
    }

    /// Adds `n` to a counter. Zero adds nothing: as in LLVM's `-stats`, a
    /// counter lists only the functions where something happened.
    pub fn add(&mut self, pass: &'static str, function: &str, name: &'static str, n: u64) {
        if n == 0 || self.off {
            return;
        }
        if !self.order.contains(&pass) {
            self.order.push(pass);
        }
        let per_function = self.counters.entry((pass, name)).or_default();
        match per_function.get_mut(function) {
            Some(counter) => *counter += n,
            None => {
                per_function.insert(function.to_string(), n);
            }
        }
    }

    /// The total of a counter over all functions.
    pub fn total(&self, pass: &str, name: &str) -> u64 {
        self.counters
            .iter()
            .filter(|((p, n), _)| *p == pass && *n == name)
            .flat_map(|(_, per_fn)| per_fn.values())
            .sum()
    }

    /// Renders the report in the style of LLVM's `-stats`: per pass, each
    /// counter's total and its value in each function.
    pub fn report(&self) -> String {
        let mut out = String::from(
            "===-------------------------------------------------------------------------===\n",
        );
        out.push_str("                          ... Pass statistics report ...\n");
        out.push_str(
            "===-------------------------------------------------------------------------===\n",
        );
        for pass in &self.order {
            let _ = writeln!(out, "'{pass}'");
            for ((p, name), per_fn) in &self.counters {
                if p != pass {
                    continue;
                }
                let total: u64 = per_fn.values().sum();
                let _ = writeln!(out, "  {total:>8} {name}");
                for (function, n) in per_fn {
                    let _ = writeln!(out, "  {n:>8}   in @{function}");
                }
            }
        }
        out
    }

    /// Is there anything to report?
    pub fn is_empty(&self) -> bool {
        self.counters.is_empty()
    }
}
