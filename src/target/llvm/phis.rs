//! Phi census: how many phis each block of an LLVM module has, to compare
//! where our SSA construction and LLVM's `mem2reg` put them (blocks keep
//! the IR's labels through the lowering and through `opt`).
//!
//! Also counted: the trivially redundant phis (Braun et al. 2013,
//! "Simple and Efficient Construction of Static Single Assignment Form",
//! Algorithm 3, `tryRemoveTrivialPhi`: every operand is one value or the
//! phi itself), to the fixpoint where removing one makes others trivial.
//! LLVM's `mem2reg` deletes those after renaming (`PromoteMem2Reg::run`,
//! "merge all of the same incoming values"); a pruned construction places
//! them wherever two paths store the same value.

use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode, PhiValue};
use std::collections::BTreeMap;

/// The phis of one block.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct BlockPhis {
    pub all: usize,
    /// Of `all`, the trivially redundant ones.
    pub trivial: usize,
}

/// Phis per `(function, block)`, blocks without phis left out.
pub type PhiCensus = BTreeMap<(String, String), BlockPhis>;

/// The phis of the LLVM IR text `text` (e.g. `opt`'s output).
pub fn phis_of_llvm_ir(text: &str) -> Result<PhiCensus, String> {
    let context = Context::create();
    let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "input");
    let module = context
        .create_module_from_ir(buffer)
        .map_err(|e| format!("not LLVM IR: {e}"))?;
    Ok(census(&module))
}

/// The phis of `module`.
pub(super) fn census(module: &Module<'_>) -> PhiCensus {
    let mut census = PhiCensus::new();
    for function in module.get_functions() {
        let name = function.get_name().to_string_lossy().into_owned();
        let blocks = function.get_basic_blocks();
        let phis = phis_of(function);
        let trivial = trivial_phis(&phis);
        for (i, &(_, block)) in phis.iter().enumerate() {
            let label = blocks[block].get_name().to_string_lossy().into_owned();
            let entry = census.entry((name.clone(), label)).or_default();
            entry.all += 1;
            entry.trivial += usize::from(trivial[i]);
        }
    }
    census
}

/// The phis of `function`, with the index of their block.
fn phis_of(function: FunctionValue<'_>) -> Vec<(PhiValue<'_>, usize)> {
    let mut phis = Vec::new();
    for (b, block) in function.get_basic_blocks().into_iter().enumerate() {
        for instruction in block.get_instructions() {
            if instruction.get_opcode() != InstructionOpcode::Phi {
                break;
            }
            let phi = PhiValue::try_from(instruction).expect("a phi instruction");
            phis.push((phi, b));
        }
    }
    phis
}

/// Which of `phis` are trivially redundant (see the module docs).
fn trivial_phis(phis: &[(PhiValue<'_>, usize)]) -> Vec<bool> {
    type Key = usize;
    let key = |v: &dyn AsValueRef| v.as_value_ref() as Key;
    let index: BTreeMap<Key, usize> = phis
        .iter()
        .enumerate()
        .map(|(i, (phi, _))| (key(phi), i))
        .collect();
    // What a removed phi stands for (a value, or another phi's key).
    let mut replaced: Vec<Option<Key>> = vec![None; phis.len()];
    let resolve = |replaced: &[Option<Key>], mut k: Key| {
        while let Some(&i) = index.get(&k) {
            match replaced[i] {
                Some(next) if next != k => k = next,
                _ => break,
            }
        }
        k
    };
    loop {
        let mut changed = false;
        for (i, (phi, _)) in phis.iter().enumerate() {
            if replaced[i].is_some() {
                continue;
            }
            let own = key(phi);
            let mut same: Option<Key> = None;
            let mut trivial = true;
            for (value, _) in phi.get_incomings() {
                let operand = resolve(&replaced, key(&value));
                if operand == own || same == Some(operand) {
                    continue;
                }
                if same.is_some() {
                    trivial = false;
                    break;
                }
                same = Some(operand);
            }
            if trivial {
                replaced[i] = Some(same.unwrap_or(own));
                changed = true;
            }
        }
        if !changed {
            return replaced.iter().map(Option::is_some).collect();
        }
    }
}
