//! A printer's trace (`print-textbook-ssa{trace=true}`,
//! `print-sccp-lattice{trace=true}`, ...) cut into steps the page plays
//! one by one, each naming the block it works on so the picture can
//! highlight it.
//!
//! The printers write text, one step a line, behind `// `, each function's
//! part opened by a banner (`// -----// Textbook SSA of func.func @f
//! //----- //`). A step's block is the first block of its function the
//! line names (`enter L3`, `take L3: DF(L3) = {L8}`, `LIVEOUT(L1) = {}`);
//! a line naming none (`a_1 defined: push a_1`) stays with the block of
//! the line before it. A block named by digits only (`^0`) is recognised
//! only where a block is expected (after `^`, `(`, `enter`, `leave`,
//! `take`, `runner`, `block`, `in`, or as the line's first word before
//! `:`), so `round 1:` is not block 1. Banners are not steps. Time and
//! memory linear in the text.

use serde::Serialize;

/// One step of a trace.
#[derive(Serialize, Debug, PartialEq)]
pub struct Step {
    /// The line, without its `// `.
    pub text: String,
    /// The drawn block the step works on (`f0-b3`), if known.
    pub block: Option<String>,
    /// Every drawn block the line names, `block` first.
    pub mentions: Vec<String>,
}

/// The blocks of one drawn function: its name, and each block's name and
/// element id.
pub struct FunctionBlocks {
    pub name: String,
    pub blocks: Vec<(String, String)>,
}

/// Words after which a block named by digits is expected.
const BLOCK_WORDS: [&str; 7] = ["enter", "leave", "take", "runner", "block", "in", "at"];

/// The steps of `output`, blocks resolved against `functions`.
pub fn steps(output: &str, functions: &[FunctionBlocks]) -> Vec<Step> {
    let mut steps = Vec::new();
    let mut function: Option<&FunctionBlocks> = functions.first();
    let mut current: Option<String> = None;
    for line in output.lines() {
        let text = line.strip_prefix("// ").unwrap_or(line);
        let text = text.strip_prefix("//").unwrap_or(text);
        if text.trim().is_empty() {
            continue;
        }
        if let Some(name) = banner_function(text) {
            function = functions.iter().find(|f| f.name == name);
            current = None;
            continue;
        }
        let mentions = function.map_or_else(Vec::new, |f| mentioned_blocks(text, f));
        if let Some(first) = mentions.first() {
            current = Some(first.clone());
        }
        steps.push(Step {
            text: text.to_string(),
            block: current.clone(),
            mentions,
        });
    }
    steps
}

/// `f` of a banner `-----// ... of func.func @f //----- //`.
fn banner_function(text: &str) -> Option<&str> {
    let rest = text.strip_prefix("-----//")?;
    let at = rest.find("func.func @")? + "func.func @".len();
    let name = &rest[at..];
    Some(name[..name.find(' ').unwrap_or(name.len())].trim())
}

/// The ids of the blocks of `function` that `text` names, in order,
/// without repeats.
fn mentioned_blocks(text: &str, function: &FunctionBlocks) -> Vec<String> {
    let is_name = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$');
    let mut found: Vec<String> = Vec::new();
    let mut previous_word = "";
    let mut start = None;
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (k, &(i, c)) in chars.iter().enumerate() {
        if is_name(c) {
            start.get_or_insert(i);
            let ends = chars.get(k + 1).is_none_or(|&(_, n)| !is_name(n));
            if !ends {
                continue;
            }
            let from = start.take().unwrap_or(i);
            let word = text[from..i + c.len_utf8()].trim_end_matches('.');
            let before = text[..from].chars().next_back();
            let after = text[i + c.len_utf8()..].chars().next();
            let numeric = word.chars().all(|c| c.is_ascii_digit());
            let expected = matches!(before, Some('^' | '('))
                || BLOCK_WORDS.contains(&previous_word)
                || (text[..from].trim().is_empty() && after == Some(':'));
            if !numeric || expected {
                let hit = function.blocks.iter().find(|(name, _)| name == word);
                if let Some((_, id)) = hit {
                    if !found.contains(id) {
                        found.push(id.clone());
                    }
                }
            }
            previous_word = word;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn function(names: &[&str]) -> FunctionBlocks {
        FunctionBlocks {
            name: "main".to_string(),
            blocks: names
                .iter()
                .enumerate()
                .map(|(i, n)| (n.to_string(), format!("f0-b{i}")))
                .collect(),
        }
    }

    #[test]
    fn a_step_works_on_the_first_block_it_names() {
        let output = "// -----// Textbook SSA of func.func @main //----- //\n\
                      // enter L3: Stack = {a: [a_0]}\n\
                      //   a_1 defined: push a_1\n\
                      //   fill Φ for a in L8, operand 1: a_2\n\
                      //   take L1: DF(L1) = {}\n";
        let steps = steps(output, &[function(&["L1", "L3", "L8"])]);
        let blocks: Vec<Option<&str>> = steps.iter().map(|s| s.block.as_deref()).collect();
        assert_eq!(
            blocks,
            [Some("f0-b1"), Some("f0-b1"), Some("f0-b2"), Some("f0-b0")]
        );
        assert_eq!(steps[0].text, "enter L3: Stack = {a: [a_0]}");
        assert_eq!(steps[3].mentions, ["f0-b0"]);
    }

    #[test]
    fn digit_names_only_where_a_block_is_expected() {
        let f = function(&["0", "1", "2"]);
        let steps = steps(
            "// round 1:\n//   LIVEOUT(1) = {i}\n// 2: UEVAR {} \n// enter 0\n",
            &[f],
        );
        let blocks: Vec<Option<&str>> = steps.iter().map(|s| s.block.as_deref()).collect();
        assert_eq!(blocks, [None, Some("f0-b1"), Some("f0-b2"), Some("f0-b0")]);
    }

    #[test]
    fn banners_switch_function() {
        let mut g = function(&["entry", "L1"]);
        g.name = "g".to_string();
        let output = "// -----// Textbook SSA of func.func @g //----- //\n// L1: x\n";
        let steps = steps(output, &[function(&["L1"]), g]);
        assert_eq!(steps.len(), 1);
        assert_eq!(steps[0].block.as_deref(), Some("f0-b1"));
    }
}
