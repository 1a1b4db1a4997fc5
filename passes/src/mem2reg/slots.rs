//! Memory slots of a function: which `memref.alloca`s can be promoted to SSA
//! values, where they are read and written, and where they are live.
//!
//! A *promotable slot* (spec, "Promotable slots") is an allocation
//! ([`SlotRole::Allocate`], `memref.alloca`) of a single element (rank 0,
//! or every dimension 1: `memref<1x1xf64>`), of any element type, in a
//! function's body region, whose every use is the slot operand of a load or
//! store ([`SlotRole::Load`], [`SlotRole::Store`]) in that same region
//! whose other operands (the indices) are all constant zero. The ops are
//! known only by their [`SlotRole`], never by name. [`Slots::find`] sorts a
//! function's allocas into promotable slots and escaped ones, with the
//! reason ([`Escape`]).
//!
//! [`SlotAccesses`] then lists each block's loads and stores of promotable
//! slots in order, and derives the textbook sets of Cooper and Torczon
//! ("Engineering a Compiler", 2nd ed., §8.6.1, §9.2.1), with slots as the
//! variables:
//!
//! - `UEVar(b)`: slots `b` loads before any store to them in `b`
//!   (upward-exposed uses);
//! - `VarKill(b)`: slots `b` stores to;
//! - the defining blocks of a slot (`Blocks(x)` of §9.3.1's phi insertion),
//!   and live-in / live-out sets from the generic solver in
//!   [`liveness`](ssa_ir::analysis::liveness).
//!
//! Live-in sets are available three ways: dense bit-vectors over all slots
//! for every block ([`SlotAccesses::liveness`], the textbook fixed point,
//! for printing); one slot at a time by a backward walk from its
//! upward-exposed blocks ([`SlotLiveIn`], as LLVM's `ComputeLiveInBlocks` in
//! `PromoteMemoryToRegister.cpp`), which costs the size of the slot's live
//! range; and the same fixed point for 512 slots at a time, one cache line
//! per block ([`SlotLiveWords`]), which is what pruned SSA construction
//! uses: with thousands of slots each live across most of a large
//! function, live ranges add up to blocks × slots anyway, and a line costs
//! little more to propagate than a bit.
//!
//! An alloca outside the entry block makes fresh, uninitialised storage each
//! time it runs (spec, "Semantics"), so it is recorded as a definition of its
//! slot (an [`AccessKind::Alloca`] access, in `VarKill` and among the defining
//! blocks). In the entry block it stands for the slot's undefined value on
//! entry, which every construction assumes anyway, and is not recorded.
//!
//! # Cost
//!
//! [`Slots::find`]: O(ops + operands + slots) time (two walks of the
//! function, a hash lookup per operand), O(slots) memory.
//! [`SlotAccesses`]: O(ops + blocks + slots) time and memory to list the
//! accesses and the defining blocks. [`SlotAccesses::liveness`]: the
//! textbook fixed point, O(blocks × slots) memory and O(edges × slots / w)
//! time per round for w-bit words, rounds bounded by the loop nesting
//! depth plus two on a reverse post-order ([`liveness`](ssa_ir::analysis::liveness)).
//! [`SlotLiveIn`]: O(blocks + edges) per slot, linear in the slot's live
//! range and its upward-exposed blocks. [`SlotLiveWords`]: the same fixed
//! point as `liveness`, 512 slots at a time, O(blocks × 512 / w) memory per
//! batch.

use fixedbitset::FixedBitSet;
use ssa_ir::analysis::cfg::RegionCfg;
use ssa_ir::analysis::Graph;
use ssa_ir::analysis::Liveness;
use ssa_ir::dialect::{constant_of, SlotRole};
use ssa_ir::ir::{Attribute, Ir, OpId, TypeId, ValueId};
use ssa_ir::run_hash::RunMap;
use ssa_ir::semantics::Scalar;

/// A promotable slot.
#[derive(Clone, Debug)]
pub struct Slot {
    /// The `memref.alloca`.
    pub alloca: OpId,
    /// Its result, the slot's address.
    pub memref: ValueId,
    /// The type of the value the slot holds.
    pub element: TypeId,
    /// Its loads and stores (the uses of its address), which size the
    /// list of accesses exactly.
    pub uses: u32,
}

/// Why an alloca is not a promotable slot.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Escape {
    /// It has more than one element (`memref<4xi32>`): an array, not a
    /// single slot.
    NotSingleElement { shape: TypeId },
    /// It is loaded or stored (by `access`) at an index (operand `operand`)
    /// that is not a constant zero.
    NonZeroIndex { access: OpId, operand: usize },
    /// The alloca sits in the region of `parent`, not in the function body.
    InNestedRegion { parent: OpId },
    /// Its address is operand `operand` of `user`, which is neither a load
    /// nor a store through it (a call, a branch, a return, an opaque op...).
    AddressTaken { user: OpId, operand: usize },
    /// It is loaded or stored (by `access`) inside the region of `parent`.
    AccessedInNestedRegion { access: OpId, parent: OpId },
    /// It would need a block argument in a block that `terminator`, an op
    /// without the branch interface (unregistered), enters: nobody knows
    /// what that edge passes, so it could not pass the slot's value.
    OpaqueEdge { terminator: OpId },
}

impl Escape {
    /// Why the slot stays in memory, as the end of a sentence ("slot %x is
    /// not promoted: ...").
    pub fn describe(&self, ir: &Ir) -> String {
        match *self {
            Escape::NotSingleElement { shape } => format!(
                "its type {} has more than one element; only single-element slots are promoted",
                ir.types.display(shape)
            ),
            Escape::NonZeroIndex { access, operand } => format!(
                "operand #{operand} of '{}' is an index that is not a constant zero",
                op_name(ir, access)
            ),
            Escape::InNestedRegion { parent } => format!(
                "it is allocated inside the region of '{}'; only slots of the function body are promoted",
                op_name(ir, parent)
            ),
            Escape::AddressTaken { user, operand } => format!(
                "its address is operand #{operand} of '{}'",
                op_name(ir, user)
            ),
            Escape::AccessedInNestedRegion { access, parent } => format!(
                "it is accessed by '{}' inside the region of '{}'",
                op_name(ir, access),
                op_name(ir, parent)
            ),
            Escape::OpaqueEdge { terminator } => format!(
                "it needs a block argument where '{}', a terminator without the branch interface, branches",
                op_name(ir, terminator)
            ),
        }
    }

    /// A short name of the reason, for statistics counters.
    pub fn counter(&self) -> &'static str {
        match self {
            Escape::NotSingleElement { .. } => "slots left: more than one element",
            Escape::NonZeroIndex { .. } => "slots left: index not a constant zero",
            Escape::InNestedRegion { .. } => "slots left: allocated in a nested region",
            Escape::AddressTaken { .. } => "slots left: address passed to an op",
            Escape::AccessedInNestedRegion { .. } => "slots left: accessed in a nested region",
            Escape::OpaqueEdge { .. } => "slots left: live into a block an unregistered op enters",
        }
    }

    /// The op where the slot escapes (for a note), if it is not the alloca.
    pub fn culprit(&self) -> Option<OpId> {
        match *self {
            Escape::NotSingleElement { .. } => None,
            Escape::NonZeroIndex { access, .. } => Some(access),
            Escape::InNestedRegion { parent } => Some(parent),
            Escape::AddressTaken { user, .. } => Some(user),
            Escape::AccessedInNestedRegion { access, .. } => Some(access),
            Escape::OpaqueEdge { terminator } => Some(terminator),
        }
    }
}

/// The name of an op as written (`my.op` for an opaque op).
fn op_name(ir: &Ir, op: OpId) -> &str {
    match ir.op_attr(op) {
        Some(Attribute::Opaque(attrs)) => &attrs.name,
        _ => ir.op_code(op).name,
    }
}

/// An alloca that is not promoted, and why.
#[derive(Clone, Debug)]
pub struct EscapedSlot {
    pub alloca: OpId,
    pub reason: Escape,
}

/// The allocas of one function: promotable slots, numbered `0..len()` in
/// program order (blocks in layout order), and the others.
#[derive(Clone, Debug, Default)]
pub struct Slots {
    slots: Vec<Slot>,
    escaped: Vec<EscapedSlot>,
    by_memref: RunMap<ValueId, u32>,
}

impl Slots {
    /// Sorts the allocas of `func` (a `func.func` with a body). Allocas in
    /// nested regions are reported as escaped ([`Escape::InNestedRegion`]).
    ///
    /// Two walks over the function in program order, nested regions
    /// included: one finds the allocas, one checks every use of their
    /// addresses. (Following each alloca's use list instead visits the
    /// function once per slot, in scattered order.)
    pub fn find(ir: &Ir, func: OpId) -> Slots {
        let mut found = Slots::default();
        let Some(body) = ir.func_body(func) else {
            return found;
        };
        let walk = |visit: &mut dyn FnMut(OpId)| {
            for block in ir.region_blocks(body) {
                for op in ir.block_ops(block) {
                    visit(op);
                    if !ir.op_regions(op).is_empty() {
                        ir.walk_nested(op, &mut *visit);
                    }
                }
            }
        };
        // Allocas in program order, with the reason each escapes if known;
        // the single-element allocas of the body by address.
        let mut allocas: Vec<(OpId, TypeId, Option<Escape>, u32)> = Vec::new();
        let mut candidate: RunMap<ValueId, u32> = RunMap::default();
        walk(&mut |op| {
            if !is_allocation(ir, op) {
                return;
            }
            let region = ir.block_region(ir.op_block(op).expect("an op of the function"));
            let memref = ir.result(op, 0);
            let Some((element, shape)) = ir.types.memref(ir.value_type(memref)) else {
                return; // rejected by the verifier
            };
            let reason = if region != body {
                Some(Escape::InNestedRegion {
                    parent: ir.region_parent(region),
                })
            } else if shape.iter().any(|&d| d != 1) {
                Some(Escape::NotSingleElement {
                    shape: ir.value_type(memref),
                })
            } else {
                candidate.insert(memref, allocas.len() as u32);
                None
            };
            allocas.push((op, element, reason, 0));
        });
        // The first escaping use in program order is the one reported.
        walk(&mut |user| {
            for (operand, &value) in ir.operands(user).iter().enumerate() {
                let Some(&index) = candidate.get(&value) else {
                    continue;
                };
                let address_use = slot_operand(ir, user) == Some(operand);
                let escape = if address_use {
                    let region = ir.block_region(ir.op_block(user).expect("user in a block"));
                    if region != body {
                        Some(Escape::AccessedInNestedRegion {
                            access: user,
                            parent: ir.region_parent(region),
                        })
                    } else {
                        nonzero_index(ir, user).map(|operand| Escape::NonZeroIndex {
                            access: user,
                            operand,
                        })
                    }
                } else {
                    Some(Escape::AddressTaken { user, operand })
                };
                let (_, _, reason, uses) = &mut allocas[index as usize];
                *uses += 1;
                if reason.is_none() {
                    *reason = escape;
                }
            }
        });
        for (alloca, element, reason, uses) in allocas {
            match reason {
                Some(reason) => found.escaped.push(EscapedSlot { alloca, reason }),
                None => {
                    let memref = ir.result(alloca, 0);
                    found.by_memref.insert(memref, found.slots.len() as u32);
                    found.slots.push(Slot {
                        alloca,
                        memref,
                        element,
                        uses,
                    });
                }
            }
        }
        found
    }

    /// Makes the promotable slots in `escapes` (slot number and reason,
    /// by increasing number, each once) escaped; the others are
    /// renumbered, in order. O(slots).
    pub fn demote(&mut self, escapes: &[(u32, Escape)]) {
        let slots = std::mem::take(&mut self.slots);
        self.by_memref = RunMap::default();
        let mut escapes = escapes.iter().peekable();
        for (index, slot) in slots.into_iter().enumerate() {
            match escapes.next_if(|(i, _)| *i as usize == index) {
                Some(&(_, reason)) => self.escaped.push(EscapedSlot {
                    alloca: slot.alloca,
                    reason,
                }),
                None => {
                    self.by_memref.insert(slot.memref, self.slots.len() as u32);
                    self.slots.push(slot);
                }
            }
        }
    }

    /// The promotable slots, in program order.
    pub fn promotable(&self) -> &[Slot] {
        &self.slots
    }

    /// The allocas that are not promotable, in program order (those in
    /// nested regions after the op holding them).
    pub fn escaped(&self) -> &[EscapedSlot] {
        &self.escaped
    }

    /// The number of promotable slots.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Are there no promotable slots?
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// Slot `index`.
    pub fn slot(&self, index: u32) -> &Slot {
        &self.slots[index as usize]
    }

    /// The number of the promotable slot whose address is `memref`.
    pub fn slot_of(&self, memref: ValueId) -> Option<u32> {
        self.by_memref.get(&memref).copied()
    }

    /// The slot an op loads or stores, with the kind of access, if it is a
    /// load or store of a promotable slot.
    pub fn access_of(&self, ir: &Ir, op: OpId) -> Option<(u32, AccessKind)> {
        let kind = match ir.op_code(op).interfaces.slot? {
            SlotRole::Load { .. } => AccessKind::Load,
            SlotRole::Store { .. } => AccessKind::Store,
            SlotRole::Allocate => return None,
        };
        let slot = self.slot_of(*ir.operands(op).get(slot_operand(ir, op)?)?)?;
        Some((slot, kind))
    }
}

/// Does `op` allocate a slot ([`SlotRole::Allocate`])?
pub fn is_allocation(ir: &Ir, op: OpId) -> bool {
    ir.op_code(op).interfaces.slot == Some(SlotRole::Allocate)
}

/// The operand of a slot load or store that addresses the slot.
pub fn slot_operand(ir: &Ir, op: OpId) -> Option<usize> {
    match ir.op_code(op).interfaces.slot? {
        SlotRole::Load { slot } | SlotRole::Store { slot, .. } => Some(slot as usize),
        SlotRole::Allocate => None,
    }
}

/// The first index operand of slot access `op` (an operand that is neither
/// the slot nor the stored value) that is not a constant zero.
pub(super) fn nonzero_index(ir: &Ir, op: OpId) -> Option<usize> {
    let (slot, value) = match ir.op_code(op).interfaces.slot? {
        SlotRole::Load { slot } => (slot as usize, None),
        SlotRole::Store { value, slot } => (slot as usize, Some(value as usize)),
        SlotRole::Allocate => return None,
    };
    (0..ir.operands(op).len()).find(|&i| {
        i != slot
            && Some(i) != value
            && !matches!(constant_of(ir, ir.operand(op, i)), Some(Scalar::Int(c)) if c.as_unsigned() == 0)
    })
}

/// The value a slot store stores.
pub fn value_stored(ir: &Ir, op: OpId) -> Option<ValueId> {
    match ir.op_code(op).interfaces.slot? {
        SlotRole::Store { value, .. } => Some(ir.operand(op, value as usize)),
        _ => None,
    }
}

/// What an access does to its slot.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AccessKind {
    /// `memref.load`: reads the slot.
    Load,
    /// `memref.store`: writes the slot.
    Store,
    /// `memref.alloca` outside the entry block: the slot starts afresh,
    /// uninitialised (see the module docs).
    Alloca,
}

/// One load, store or (non-entry) alloca of a promotable slot.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Access {
    pub op: OpId,
    pub slot: u32,
    pub kind: AccessKind,
}

/// Lists of nodes (or positions) per slot, in compressed rows.
#[derive(Clone, Debug, Default)]
pub(super) struct PerSlot {
    offsets: Vec<u32>,
    nodes: Vec<u32>,
}

impl PerSlot {
    /// Groups `(slot, node)` pairs by slot, keeping their order.
    pub(super) fn from_pairs(num_slots: usize, pairs: &[(u32, u32)]) -> PerSlot {
        PerSlot::from_walk(num_slots, |emit| {
            for &(slot, node) in pairs {
                emit(slot, node);
            }
        })
    }

    /// Groups the `(slot, node)` pairs that `walk` passes to its argument
    /// by slot, keeping their order: a counting sort that walks twice
    /// (count, then place), so that no list of pairs is kept and the
    /// result is exactly sized. O(pairs + slots).
    pub(super) fn from_walk(num_slots: usize, walk: impl Fn(&mut dyn FnMut(u32, u32))) -> PerSlot {
        let mut offsets = vec![0u32; num_slots + 1];
        walk(&mut |slot, _| offsets[slot as usize + 1] += 1);
        for i in 0..num_slots {
            offsets[i + 1] += offsets[i];
        }
        let mut next = offsets[..num_slots].to_vec();
        let mut nodes = vec![0u32; offsets[num_slots] as usize];
        walk(&mut |slot, node| {
            nodes[next[slot as usize] as usize] = node;
            next[slot as usize] += 1;
        });
        PerSlot { offsets, nodes }
    }

    pub(super) fn get(&self, slot: u32) -> &[u32] {
        let slot = slot as usize;
        &self.nodes[self.offsets[slot] as usize..self.offsets[slot + 1] as usize]
    }
}

/// The accesses to promotable slots of a function body, block by block, and
/// the per-block sets derived from them. Nodes are those of the body's
/// [`RegionCfg`]; unreachable blocks are included.
#[derive(Clone, Debug)]
pub struct SlotAccesses {
    num_slots: usize,
    /// Accesses of node `n`: `accesses[offsets[n]..offsets[n + 1]]`, in order.
    offsets: Vec<u32>,
    accesses: Vec<Access>,
    /// Per slot, ascending: the nodes where it is upward-exposed (UEVar).
    upward_exposed: PerSlot,
    /// Per slot, ascending: the nodes that define it (VarKill).
    defining: PerSlot,
}

impl SlotAccesses {
    /// Scans the blocks of `cfg` for accesses to `slots`.
    pub fn collect(ir: &Ir, cfg: &RegionCfg, slots: &Slots) -> SlotAccesses {
        let num_slots = slots.len();
        let entry = cfg.graph.entry();
        let mut offsets = Vec::with_capacity(cfg.blocks().len() + 1);
        // Each load or store of a slot, and at most its alloca.
        let bound = slots.promotable().iter().map(|s| s.uses as usize + 1);
        let mut accesses = Vec::with_capacity(bound.sum());
        offsets.push(0);
        for (node, &block) in cfg.blocks().iter().enumerate() {
            let node = node as u32;
            for op in ir.block_ops(block) {
                let access = if is_allocation(ir, op) {
                    match slots.slot_of(ir.result(op, 0)) {
                        Some(slot) if node != entry => Some((slot, AccessKind::Alloca)),
                        _ => None,
                    }
                } else {
                    slots.access_of(ir, op)
                };
                let Some((slot, kind)) = access else {
                    continue;
                };
                accesses.push(Access { op, slot, kind });
            }
            offsets.push(accesses.len() as u32);
        }
        let mut found = SlotAccesses {
            num_slots,
            offsets,
            accesses,
            upward_exposed: PerSlot::default(),
            defining: PerSlot::default(),
        };
        found.upward_exposed = PerSlot::from_walk(num_slots, |emit| {
            found.for_each_first(|slot, node, kind| {
                if kind == AccessKind::Load {
                    emit(slot, node)
                }
            })
        });
        found.defining = PerSlot::from_walk(num_slots, |emit| {
            found.for_each_first(|slot, node, kind| {
                if kind != AccessKind::Load {
                    emit(slot, node)
                }
            })
        });
        found
    }

    /// Calls `visit(slot, node, kind)`, blocks in layout order, for the
    /// first load of each slot in a block that no store to it precedes
    /// (`kind` a load: UEVar) and for the first store or alloca of each
    /// slot in a block (VarKill). O(accesses + slots).
    fn for_each_first(&self, mut visit: impl FnMut(u32, u32, AccessKind)) {
        // `defined_in[s] == node + 1` once `node` has defined slot `s`.
        let mut defined_in = vec![0u32; self.num_slots];
        let mut exposed_in = vec![0u32; self.num_slots];
        for node in 0..self.num_nodes() as u32 {
            let stamp = node + 1;
            for access in self.block(node) {
                let s = access.slot as usize;
                if access.kind == AccessKind::Load {
                    if defined_in[s] != stamp && exposed_in[s] != stamp {
                        exposed_in[s] = stamp;
                        visit(access.slot, node, access.kind);
                    }
                } else if defined_in[s] != stamp {
                    defined_in[s] = stamp;
                    visit(access.slot, node, access.kind);
                }
            }
        }
    }

    /// The number of slots.
    pub fn num_slots(&self) -> usize {
        self.num_slots
    }

    /// The number of nodes (blocks).
    pub fn num_nodes(&self) -> usize {
        self.offsets.len() - 1
    }

    /// The accesses of `node`, in program order.
    pub fn block(&self, node: u32) -> &[Access] {
        let node = node as usize;
        &self.accesses[self.offsets[node] as usize..self.offsets[node + 1] as usize]
    }

    /// Every access, blocks in layout order; [`Self::block_range`] gives the
    /// position of a block's accesses in this list.
    pub fn all(&self) -> &[Access] {
        &self.accesses
    }

    /// The positions of `node`'s accesses in [`Self::all`].
    pub fn block_range(&self, node: u32) -> std::ops::Range<usize> {
        let node = node as usize;
        self.offsets[node] as usize..self.offsets[node + 1] as usize
    }

    /// The nodes, ascending, where `slot` is upward-exposed: loaded before
    /// any store to it in the block (`slot ∈ UEVar(node)`).
    pub fn upward_exposed_blocks(&self, slot: u32) -> &[u32] {
        self.upward_exposed.get(slot)
    }

    /// The nodes, ascending, that define `slot` (`slot ∈ VarKill(node)`):
    /// those with a store to it or its (non-entry) alloca.
    pub fn defining_blocks(&self, slot: u32) -> &[u32] {
        self.defining.get(slot)
    }

    /// The number of `(slot, defining node)` pairs.
    pub fn num_definitions(&self) -> usize {
        self.defining.nodes.len()
    }

    /// The index, in `0..num_definitions()`, of the pair `(slot, node)` if
    /// `node` defines `slot`. O(log), by binary search.
    pub fn definition_index(&self, slot: u32, node: u32) -> Option<usize> {
        let position = self.defining_blocks(slot).binary_search(&node).ok()?;
        Some(self.defining.offsets[slot as usize] as usize + position)
    }

    /// `UEVar` and `VarKill` of every node, as bit-vectors indexed by slot.
    pub fn uevar_varkill(&self) -> (Vec<FixedBitSet>, Vec<FixedBitSet>) {
        let empty = FixedBitSet::with_capacity(self.num_slots);
        let mut uevar = vec![empty; self.num_nodes()];
        let mut varkill = uevar.clone();
        for slot in 0..self.num_slots as u32 {
            for &node in self.upward_exposed_blocks(slot) {
                uevar[node as usize].insert(slot as usize);
            }
            for &node in self.defining_blocks(slot) {
                varkill[node as usize].insert(slot as usize);
            }
        }
        (uevar, varkill)
    }

    /// `LiveIn` and `LiveOut` of every node over all slots, by the iterative
    /// fixed point of Cooper and Torczon §8.6.1 ([`Liveness::compute`]).
    /// `graph` is the CFG these accesses were collected from.
    pub fn liveness(&self, graph: &Graph) -> Liveness {
        let (uevar, varkill) = self.uevar_varkill();
        Liveness::compute(graph, &uevar, &varkill)
    }
}

/// The live-in bits of one batch of slots ([`SlotLiveWords::WORDS`] machine
/// words) at one block: in batch `b`, bit `j` of word `i` stands for the
/// slot in column `64 * (WORDS * b + i) + j` of the solver (slot
/// `64 * (WORDS * b + i) + j` itself, unless the solver was given a list).
/// One cache line, so that a block's bits are loaded, combined and compared
/// together.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
#[repr(C, align(64))]
pub struct SlotWords(pub [u64; SlotLiveWords::WORDS]);

impl SlotWords {
    /// `self ∪= other`.
    #[inline]
    pub fn union_with(&mut self, other: &SlotWords) {
        for (word, other) in self.0.iter_mut().zip(&other.0) {
            *word |= other;
        }
    }

    /// Do `self` and `other` differ? (Branch-free, so the compiler keeps
    /// the whole line in vector registers.)
    #[inline]
    fn differs(&self, other: &SlotWords) -> bool {
        self.0
            .iter()
            .zip(&other.0)
            .fold(0, |diff, (a, b)| diff | (a ^ b))
            != 0
    }

    /// Is no bit set?
    #[inline]
    fn is_empty(&self) -> bool {
        self.0.iter().fold(0, |any, word| any | word) == 0
    }
}

/// One block's `UEVar` and `VarKill` bits within one word of slots.
#[derive(Copy, Clone, Debug, Default)]
struct GenKill {
    position: u32,
    word: u32,
    uevar: u64,
    varkill: u64,
}

/// Where the lists of one position start in [`SlotLiveWords`]'s arrays
/// (they end where the next position's start).
#[derive(Copy, Clone, Debug, Default)]
struct Row {
    succs: u32,
    preds: u32,
    /// How many of the predecessors are not after this position (sources
    /// of back edges, self-loops included); they come first.
    back_preds: u32,
}

/// Live-in sets of the promotable slots, one batch of [`Self::WORDS`] × 64
/// slots at a time: the iterative fixed point of Cooper and Torczon
/// (§8.6.1, `LiveIn(n) = UEVar(n) ∪ (LiveOut(n) − VarKill(n))`) with the
/// sets of a batch as one [`SlotWords`] per block.
///
/// Thousands of slots over a large function are live almost everywhere,
/// so a per-slot walk ([`SlotLiveIn`]) costs blocks × slots steps of one
/// bit, and the dense [`SlotAccesses::liveness`] holds blocks × slots bits
/// at once. A batch holds blocks × 64 bytes, and each visit of a block
/// reads its successor list once for 512 slots, in a few vector
/// operations.
///
/// The solver keeps its own copy of the CFG, renumbered in its visiting
/// order ([`Graph::post_order_of_all`]: successors before predecessors,
/// back edges excepted, which is the fast order for a backward problem), so
/// that the sets a visit reads are mostly close in memory. `UEVar` and
/// `VarKill` are kept sparse (a block touches few slots), grouped by batch,
/// then by position. A batch takes one sweep over every block in that
/// order, in which the target of a back edge, not visited yet, counts as
/// empty; then a worklist, in the same order, revisits the blocks with a
/// successor whose set changed until none does. The sweeps needed follow
/// the loop structure (Kam and Ullman, "Global data flow analysis and
/// iterative algorithms", JACM 1976: at most the loop connectedness plus
/// two on a depth-first order), not the number of slots.
#[derive(Clone, Debug, Default)]
pub struct SlotLiveWords {
    num_slots: usize,
    /// The position of each node in the visiting order.
    position: Vec<u32>,
    /// Per position, and one past the last, where its lists start.
    rows: Vec<Row>,
    /// The successors of every position, then the predecessors of every
    /// position, as positions, each list ascending.
    adjacent: Vec<u32>,
    /// The non-empty `UEVar` / `VarKill` words, by batch, then position,
    /// then word; those of batch `b` are `batch_start[b]..batch_start[b + 1]`.
    gen_kill: Vec<GenKill>,
    batch_start: Vec<u32>,
    /// Room to sort `gen_kill` by batch.
    sorted: Vec<GenKill>,
    /// Per position, its first entry in `gen_kill` for the batch being
    /// solved (set by the first sweep); one more, unused, for `new`.
    first_entry: Vec<u32>,
    /// The sets of the batch last computed, by position.
    live_in: Vec<SlotWords>,
    /// Positions to visit: bit `p % 64` of word `p / 64`.
    dirty: Vec<u64>,
}

impl SlotLiveWords {
    /// Words of slots per batch.
    pub const WORDS: usize = 8;
    /// Slots per batch.
    pub const SLOTS: usize = 64 * Self::WORDS;

    /// The solver for the slots of `accesses`, over `graph`, the CFG they
    /// were collected on.
    pub fn new(accesses: &SlotAccesses, graph: &Graph) -> SlotLiveWords {
        let mut solver = SlotLiveWords::default();
        solver.reset(accesses, graph, 0..accesses.num_slots() as u32);
        solver
    }

    /// Makes this the solver for the slots `columns` of `accesses` (column
    /// `c` is the `c`-th slot listed) over `graph`, keeping the memory it
    /// has: one solver can serve every function of a module, and a caller
    /// that needs the liveness of a few slots pays for their batches only.
    pub fn reset(
        &mut self,
        accesses: &SlotAccesses,
        graph: &Graph,
        columns: impl ExactSizeIterator<Item = u32> + Clone,
    ) {
        let num_nodes = graph.num_nodes();
        let num_edges = graph.num_edges();
        let num_slots = columns.len();
        self.num_slots = num_slots;
        let order = graph.post_order_of_all();
        let position = &mut self.position;
        position.resize(num_nodes, 0);
        for (at, &node) in order.iter().enumerate() {
            position[node as usize] = at as u32;
        }
        // Every position's successors, then every position's predecessors.
        let (rows, adjacent) = (&mut self.rows, &mut self.adjacent);
        rows.clear();
        adjacent.clear();
        adjacent.reserve(2 * num_edges);
        for &node in &order {
            let first = adjacent.len();
            adjacent.extend(graph.succs(node).iter().map(|&n| position[n as usize]));
            if adjacent.len() - first > 1 {
                adjacent[first..].sort_unstable();
            }
            rows.push(Row {
                succs: first as u32,
                ..Row::default()
            });
        }
        for (at, &node) in order.iter().enumerate() {
            let first = adjacent.len();
            adjacent.extend(graph.preds(node).iter().map(|&n| position[n as usize]));
            let preds = &mut adjacent[first..];
            if preds.len() > 1 {
                preds.sort_unstable();
            }
            rows[at].preds = first as u32;
            rows[at].back_preds = preds.partition_point(|&pred| pred as usize <= at) as u32;
        }
        rows.push(Row {
            succs: num_edges as u32,
            preds: 2 * num_edges as u32,
            back_preds: 0,
        });

        // One entry per slot a block exposes or defines, grouped by
        // position by a counting sort over the slots in order (so each
        // group is by slot), then merged by word. `first_entry` counts.
        let (exposed, defining) = (&accesses.upward_exposed, &accesses.defining);
        let first_entry = &mut self.first_entry;
        first_entry.clear();
        first_entry.resize(num_nodes + 1, 0);
        for slot in columns.clone() {
            for &node in exposed.get(slot).iter().chain(defining.get(slot)) {
                first_entry[position[node as usize] as usize + 1] += 1;
            }
        }
        for at in 0..num_nodes {
            first_entry[at + 1] += first_entry[at];
        }
        let gen_kill = &mut self.gen_kill;
        gen_kill.clear();
        gen_kill.resize(first_entry[num_nodes] as usize, GenKill::default());
        for (column, slot) in columns.enumerate() {
            let column = column as u32;
            let bit = 1u64 << (column % 64);
            let blocks = [(exposed.get(slot), bit, 0), (defining.get(slot), 0, bit)];
            for (nodes, uevar, varkill) in blocks {
                for &node in nodes {
                    let at = position[node as usize];
                    let next = &mut first_entry[at as usize];
                    gen_kill[*next as usize] = GenKill {
                        position: at,
                        word: column / 64,
                        uevar,
                        varkill,
                    };
                    *next += 1;
                }
            }
        }
        let mut merged: usize = 0;
        for index in 0..gen_kill.len() {
            let entry = gen_kill[index];
            match merged.checked_sub(1).map(|last| &mut gen_kill[last]) {
                Some(last) if last.position == entry.position && last.word == entry.word => {
                    last.uevar |= entry.uevar;
                    last.varkill |= entry.varkill;
                }
                _ => {
                    gen_kill[merged] = entry;
                    merged += 1;
                }
            }
        }
        gen_kill.truncate(merged);
        // Then stably by batch, if there are several.
        let num_batches = num_slots.div_ceil(Self::SLOTS);
        let batch_start = &mut self.batch_start;
        batch_start.clear();
        batch_start.resize(num_batches + 1, 0);
        for entry in gen_kill.iter() {
            batch_start[entry.word as usize / Self::WORDS + 1] += 1;
        }
        for batch in 0..num_batches {
            batch_start[batch + 1] += batch_start[batch];
        }
        if num_batches > 1 {
            // `batch_start[b]` is the cursor of batch `b`, and ends up at
            // the start of `b + 1`.
            self.sorted.clear();
            self.sorted.resize(gen_kill.len(), GenKill::default());
            for &entry in gen_kill.iter() {
                let next = &mut batch_start[entry.word as usize / Self::WORDS];
                self.sorted[*next as usize] = entry;
                *next += 1;
            }
            batch_start.copy_within(..num_batches, 1);
            batch_start[0] = 0;
            std::mem::swap(gen_kill, &mut self.sorted);
        }
        self.live_in.clear();
        self.live_in.resize(num_nodes, SlotWords::default());
        self.dirty.clear();
        self.dirty.resize(num_nodes.div_ceil(64), 0);
    }

    /// The number of batches: columns `SLOTS * b ..` for `b` below it.
    pub fn num_batches(&self) -> usize {
        self.num_slots.div_ceil(Self::SLOTS)
    }

    /// Solves batch `batch`, replacing the previous one; [`Self::live_in`]
    /// then reads it.
    pub fn compute(&mut self, batch: usize) {
        let num_positions = self.position.len();
        let first_word = (Self::WORDS * batch) as u32;
        let entries = self.batch_start[batch] as usize..self.batch_start[batch + 1] as usize;
        // The first sweep: every position in order, reading the successors
        // already visited; one later in the order (the target of a back
        // edge) counts as empty for now, so once it is not, its earlier
        // predecessors go on the worklist.
        self.dirty.fill(0);
        let mut again = false;
        let mut entry = entries.start;
        for at in 0..num_positions {
            self.first_entry[at] = entry as u32;
            let live = self.transfer(at, first_word, at, &mut entry, entries.end);
            self.live_in[at] = live;
            let row = self.rows[at];
            if row.back_preds == 0 || live.is_empty() {
                continue;
            }
            let back_preds = row.preds as usize..(row.preds + row.back_preds) as usize;
            for &pred in &self.adjacent[back_preds] {
                self.dirty[pred as usize / 64] |= 1 << (pred % 64);
            }
            again = true;
        }
        // Then the worklist, in the same order, until nothing changes.
        while again {
            again = false;
            for index in 0..self.dirty.len() {
                while self.dirty[index] != 0 {
                    let at = index * 64 + self.dirty[index].trailing_zeros() as usize;
                    self.dirty[index] &= self.dirty[index] - 1;
                    let mut entry = self.first_entry[at] as usize;
                    let live =
                        self.transfer(at, first_word, num_positions, &mut entry, entries.end);
                    if !live.differs(&self.live_in[at]) {
                        continue;
                    }
                    self.live_in[at] = live;
                    let preds = self.rows[at].preds as usize..self.rows[at + 1].preds as usize;
                    for &pred in &self.adjacent[preds] {
                        self.dirty[pred as usize / 64] |= 1 << (pred % 64);
                        again |= pred as usize / 64 < index;
                    }
                }
            }
        }
    }

    /// `UEVar(at) ∪ (LiveOut(at) − VarKill(at))`, with `LiveOut` the union
    /// of the sets of the successors before position `visited`; `entry` is
    /// the first entry of `gen_kill` for `at`, and is left past them.
    #[inline(always)]
    fn transfer(
        &self,
        at: usize,
        first_word: u32,
        visited: usize,
        entry: &mut usize,
        end: usize,
    ) -> SlotWords {
        let mut live = SlotWords::default();
        let succs = self.rows[at].succs as usize..self.rows[at + 1].succs as usize;
        for &succ in &self.adjacent[succs] {
            if succ as usize >= visited {
                break;
            }
            live.union_with(&self.live_in[succ as usize]);
        }
        while *entry < end && self.gen_kill[*entry].position == at as u32 {
            let GenKill {
                word,
                uevar,
                varkill,
                ..
            } = self.gen_kill[*entry];
            let bits = &mut live.0[(word - first_word) as usize];
            *bits = (*bits & !varkill) | uevar;
            *entry += 1;
        }
        live
    }

    /// The slots of the batch last computed that are live on entry to
    /// `node`.
    pub fn live_in(&self, node: u32) -> &SlotWords {
        &self.live_in[self.position[node as usize] as usize]
    }
}

/// The blocks where one slot is live on entry, computed sparsely: from the
/// blocks where it is upward-exposed, walk predecessors, stopping at blocks
/// that define it. Reusable across slots (its sets are cleared per slot in
/// time proportional to the previous answer).
#[derive(Clone, Debug)]
pub struct SlotLiveIn {
    live: FixedBitSet,
    defines: FixedBitSet,
    blocks: Vec<u32>,
}

impl SlotLiveIn {
    /// Scratch space for a CFG of `num_nodes` nodes.
    pub fn new(num_nodes: usize) -> SlotLiveIn {
        SlotLiveIn {
            live: FixedBitSet::with_capacity(num_nodes),
            defines: FixedBitSet::with_capacity(num_nodes),
            blocks: Vec::new(),
        }
    }

    /// Computes the live-in blocks of `slot` (unordered), replacing the
    /// previous answer: `slot ∈ LiveIn(n)` iff `n` is returned.
    pub fn compute(&mut self, accesses: &SlotAccesses, graph: &Graph, slot: u32) -> &[u32] {
        for &node in &self.blocks {
            self.live.remove(node as usize);
        }
        self.blocks.clear();
        let defining = accesses.defining_blocks(slot);
        for &node in defining {
            self.defines.insert(node as usize);
        }
        for &node in accesses.upward_exposed_blocks(slot) {
            self.live.insert(node as usize);
            self.blocks.push(node);
        }
        let mut next = 0;
        while let Some(&node) = self.blocks.get(next) {
            next += 1;
            for &pred in graph.preds(node) {
                let pred = pred as usize;
                if !self.defines.contains(pred) && !self.live.put(pred) {
                    self.blocks.push(pred as u32);
                }
            }
        }
        for &node in defining {
            self.defines.remove(node as usize);
        }
        &self.blocks
    }

    /// The live-in blocks of the last slot computed, as a set.
    pub fn set(&self) -> &FixedBitSet {
        &self.live
    }

    /// The live-in blocks of the last slot computed (unordered).
    pub fn blocks(&self) -> &[u32] {
        &self.blocks
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ssa_ir::parser::parse_module;
    use ssa_ir::rng::SplitMix64;

    fn parse(text: &str) -> (Ir, OpId) {
        let ir = parse_module(text, 0).unwrap_or_else(|d| panic!("{}: {text}", d.message));
        ssa_ir::verifier::verify(&ir).unwrap_or_else(|e| panic!("{:?}\n{text}", e));
        let func = ir.functions().last().expect("a function");
        (ir, func)
    }

    fn names(ir: &Ir, slots: &Slots, set: &FixedBitSet) -> Vec<String> {
        set.ones()
            .map(|s| {
                ir.value_name(slots.slot(s as u32).memref)
                    .unwrap()
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn sorts_promotable_and_escaping_allocas() {
        let (ir, func) = parse(
            "func.func private @use(memref<i32>)
             func.func @f(%p: i1) {
               %ok = memref.alloca() : memref<i32>
               %arr = memref.alloca() : memref<4xi32>
               %called = memref.alloca() : memref<i32>
               %inner = memref.alloca() : memref<i32>
               %branched = memref.alloca() : memref<i32>
               %c = arith.constant 1 : i32
               memref.store %c, %ok[] : memref<i32>
               func.call @use(%called) : (memref<i32>) -> ()
               \"test.region\"() ({
                 %v = memref.load %inner[] : memref<i32>
                 %n = memref.alloca() : memref<i32>
                 \"test.yield\"() : () -> ()
               }) : () -> ()
               cf.br ^next(%branched : memref<i32>)
             ^next(%m: memref<i32>):
               return
             }",
        );
        let slots = Slots::find(&ir, func);
        let promoted: Vec<&str> = slots
            .promotable()
            .iter()
            .map(|s| ir.value_name(s.memref).unwrap())
            .collect();
        assert_eq!(promoted, ["ok"]);
        let escaped: Vec<(String, String)> = slots
            .escaped()
            .iter()
            .map(|e| {
                let name = ir.value_name(ir.result(e.alloca, 0)).unwrap().to_string();
                (name, e.reason.describe(&ir))
            })
            .collect();
        let expected = [
            (
                "arr",
                "its type memref<4xi32> has more than one element; only single-element slots are promoted",
            ),
            ("called", "its address is operand #0 of 'func.call'"),
            ("inner", "it is accessed by 'memref.load' inside the region of 'test.region'"),
            ("branched", "its address is operand #0 of 'cf.br'"),
            (
                "n",
                "it is allocated inside the region of 'test.region'; only slots of the function body are promoted",
            ),
        ];
        let expected: Vec<(String, String)> = expected
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        assert_eq!(escaped, expected);
    }

    /// `test/Parser/examples/seed-liveness.mlir`.
    const LIVENESS_EXAMPLE: &str = r#"
func.func @liveness() {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %c = memref.alloca() : memref<i32>
  %x = memref.alloca() : memref<i32>
  %y = memref.alloca() : memref<i32>
  %c3 = arith.constant 3 : i32
  memref.store %c3, %a[] : memref<i32>
  %cv = memref.load %c[] : memref<i32>
  %lt = arith.cmpi slt, %cv, %c3 : i32
  cf.cond_br %lt, ^l3, ^end
^l3:
  %av = memref.load %a[] : memref<i32>
  %bv = memref.load %b[] : memref<i32>
  %s = arith.addi %av, %bv : i32
  memref.store %s, %y[] : memref<i32>
  %av2 = memref.load %a[] : memref<i32>
  %bv2 = memref.load %b[] : memref<i32>
  memref.store %av2, %x[] : memref<i32>
  memref.store %bv2, %y[] : memref<i32>
  cf.br ^end
^end:
  return
}
"#;

    /// The sets the live-variable example of the seeds lists (L1 is the
    /// entry, L3 the then-block, then the join).
    #[test]
    fn textbook_sets_of_the_liveness_example() {
        let (ir, func) = parse(LIVENESS_EXAMPLE);
        let slots = Slots::find(&ir, func);
        let cfg = RegionCfg::build(&ir, ir.func_body(func).unwrap());
        let accesses = SlotAccesses::collect(&ir, &cfg, &slots);
        let (uevar, varkill) = accesses.uevar_varkill();
        let liveness = accesses.liveness(&cfg.graph);
        let show = |sets: &[FixedBitSet]| -> Vec<Vec<String>> {
            sets.iter().map(|s| names(&ir, &slots, s)).collect()
        };
        assert_eq!(show(&uevar), [vec!["c"], vec!["a", "b"], vec![]]);
        assert_eq!(show(&varkill), [vec!["a"], vec!["x", "y"], vec![]]);
        let live_out: Vec<FixedBitSet> = (0..3).map(|n| liveness.live_out(n).clone()).collect();
        assert_eq!(show(&live_out), [vec!["a", "b"], vec![], vec![]]);
        assert_eq!(accesses.defining_blocks(0), [0]);
        assert_eq!(accesses.upward_exposed_blocks(1), [1]);
    }

    /// An alloca in a loop body starts the slot afresh each iteration.
    #[test]
    fn non_entry_alloca_defines_its_slot() {
        let (ir, func) = parse(
            "func.func @f(%p: i1) {
               cf.br ^loop
             ^loop:
               %s = memref.alloca() : memref<i32>
               %v = memref.load %s[] : memref<i32>
               cf.cond_br %p, ^loop, ^exit
             ^exit:
               return
             }",
        );
        let slots = Slots::find(&ir, func);
        let cfg = RegionCfg::build(&ir, ir.func_body(func).unwrap());
        let accesses = SlotAccesses::collect(&ir, &cfg, &slots);
        let kinds: Vec<AccessKind> = accesses.block(1).iter().map(|a| a.kind).collect();
        assert_eq!(kinds, [AccessKind::Alloca, AccessKind::Load]);
        assert_eq!(accesses.defining_blocks(0), [1]);
        assert!(accesses.upward_exposed_blocks(0).is_empty());
    }

    /// A random function of `n` blocks over `k` slots: each block loads and
    /// stores random slots and ends in a branch to one or two random
    /// non-entry blocks, or returns.
    fn random_function(rng: &mut SplitMix64) -> String {
        let n = 1 + rng.below(9);
        let k = if rng.one_in(32) {
            500 + rng.below(600) // more than one batch of SlotLiveWords
        } else if rng.one_in(4) {
            60 + rng.below(20)
        } else {
            1 + rng.below(4)
        };
        let mut text = String::from("func.func @f(%p: i1, %v: i32) {\n");
        for s in 0..k {
            text.push_str(&format!("  %s{s} = memref.alloca() : memref<i32>\n"));
        }
        for b in 0..n {
            if b > 0 {
                text.push_str(&format!("^b{b}:\n"));
            }
            for i in 0..rng.below(5) {
                let s = rng.below(k);
                if rng.one_in(2) {
                    text.push_str(&format!(
                        "  %l{b}_{i} = memref.load %s{s}[] : memref<i32>\n"
                    ));
                } else {
                    text.push_str(&format!("  memref.store %v, %s{s}[] : memref<i32>\n"));
                }
            }
            let target = |rng: &mut SplitMix64| 1 + rng.below(n.max(2) - 1);
            match (n > 1).then(|| rng.below(3)) {
                Some(0) => text.push_str(&format!("  cf.br ^b{}\n", target(rng))),
                Some(1) => {
                    let (t, f) = (target(rng), target(rng));
                    text.push_str(&format!("  cf.cond_br %p, ^b{t}, ^b{f}\n"));
                }
                _ => text.push_str("  return\n"),
            }
        }
        text.push_str("}\n");
        text
    }

    /// The sparse per-slot live-in walk and the word-at-a-time solver agree
    /// with the dense fixed point.
    #[test]
    fn sparse_live_in_matches_dense_liveness() {
        let mut rng = SplitMix64::new(0x5107_5107);
        for _ in 0..2000 {
            let text = random_function(&mut rng);
            let (ir, func) = parse(&text);
            let slots = Slots::find(&ir, func);
            let cfg = RegionCfg::build(&ir, ir.func_body(func).unwrap());
            let accesses = SlotAccesses::collect(&ir, &cfg, &slots);
            let dense = accesses.liveness(&cfg.graph);
            // Batch `batch` of `words` holds the live-in bits of `columns`.
            let check = |words: &SlotLiveWords, batch: usize, columns: &[u32]| {
                for node in 0..cfg.blocks().len() {
                    let live = words.live_in(node as u32);
                    for (i, &word) in live.0.iter().enumerate() {
                        for bit in 0..64 {
                            let column = SlotLiveWords::SLOTS * batch + 64 * i + bit;
                            let expected = columns.get(column).is_some_and(|&slot| {
                                dense.live_in(node as u32).contains(slot as usize)
                            });
                            assert_eq!(
                                word >> bit & 1 == 1,
                                expected,
                                "column {column} at {node} of\n{text}"
                            );
                        }
                    }
                }
            };
            let mut words = SlotLiveWords::new(&accesses, &cfg.graph);
            let every_slot: Vec<u32> = (0..slots.len() as u32).collect();
            // Out of order too: a batch solved after a later one.
            let batches = words.num_batches();
            for batch in (0..batches).chain(0..batches) {
                words.compute(batch);
                check(&words, batch, &every_slot);
            }
            // A list of slots, in any order, some left out.
            let columns: Vec<u32> = (0..slots.len() as u32)
                .rev()
                .filter(|_| !rng.one_in(3))
                .collect();
            words.reset(&accesses, &cfg.graph, columns.iter().copied());
            for batch in 0..words.num_batches() {
                words.compute(batch);
                check(&words, batch, &columns);
            }
            let mut sparse = SlotLiveIn::new(cfg.blocks().len());
            for slot in 0..slots.len() as u32 {
                let mut blocks = sparse.compute(&accesses, &cfg.graph, slot).to_vec();
                blocks.sort_unstable();
                let expected: Vec<u32> = (0..cfg.blocks().len() as u32)
                    .filter(|&n| dense.live_in(n).contains(slot as usize))
                    .collect();
                assert_eq!(blocks, expected, "slot {slot} of\n{text}");
                for node in 0..cfg.blocks().len() {
                    assert_eq!(
                        sparse.set().contains(node),
                        expected.contains(&(node as u32))
                    );
                }
            }
        }
    }
}
