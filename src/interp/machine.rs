//! The machine that executes the lowered form: a register file shared by
//! all frames (each frame owns a window of it), an explicit frame stack, so
//! that the interpreted call depth never grows the Rust stack, and the
//! memory of `memref.alloca` slots, which is a stack as well: a frame's
//! slots sit above its caller's and are freed when it returns.
//!
//! A memref value names its slot by index and by a serial number that is
//! never reused, so a memref that outlives its function (returned, or kept
//! in a caller) is detected as freed when it is used, even after the slot's
//! index has been given to a newer allocation.

use super::error::{CallSite, ErrorKind, InterpError, Ub, MAX_CALL_NOTES};
use super::lower::{FuncCode, Inst, Program, Reg, Target, NO_ACCESS};
use super::{BlockVisit, CallArg, ExternalCall, RunConfig};
use crate::ir::{BlockId, Ir};
use crate::semantics::{external_call_result, Scalar};

/// A register's content: a scalar (poison included, also for a poison
/// memref) or a memref.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Value {
    Scalar(Scalar),
    MemRef(MemRef),
}

/// A reference to a slot: its index in [`Memory::slots`] and its serial.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct MemRef {
    slot: u32,
    serial: u64,
}

const POISON: Value = Value::Scalar(Scalar::Poison);

/// One `memref.alloca` execution's storage.
struct Slot {
    base: usize,
    len: usize,
    serial: u64,
}

/// The storage of all live slots, as a stack.
#[derive(Default)]
struct Memory {
    /// The elements of all live slots; uninitialised elements are poison.
    elements: Vec<Scalar>,
    slots: Vec<Slot>,
    next_serial: u64,
}

/// One activation of a function.
struct Frame {
    func: u32,
    /// The next instruction, saved while the frame is calling.
    pc: u32,
    /// The frame's register window starts here.
    base: usize,
    /// The memory the frame's slots start at, freed when it returns.
    elements_base: usize,
    slots_base: usize,
}

/// One execution's state.
pub(crate) struct Machine<'a> {
    ir: &'a Ir,
    program: &'a Program,
    config: &'a RunConfig,
    regs: Vec<Value>,
    frames: Vec<Frame>,
    memory: Memory,
    /// Reused buffers: parallel moves and return values; external call
    /// arguments.
    scratch: Vec<Value>,
    scalars: Vec<Scalar>,
    pub trace: Vec<ExternalCall>,
    pub blocks_visited: Vec<BlockVisit>,
    pub ops_executed: u64,
}

impl<'a> Machine<'a> {
    pub fn new(ir: &'a Ir, program: &'a Program, config: &'a RunConfig) -> Self {
        Machine {
            ir,
            program,
            config,
            regs: Vec::new(),
            frames: Vec::new(),
            memory: Memory::default(),
            scratch: Vec::new(),
            scalars: Vec::new(),
            trace: Vec::new(),
            blocks_visited: Vec::new(),
            ops_executed: 0,
        }
    }

    /// Runs function `entry` on `args` (checked against its signature by
    /// the caller) to its return or to the first error.
    pub fn run(&mut self, entry: u32, args: &[Scalar]) -> Result<Vec<Scalar>, InterpError> {
        let program = self.program;
        let ir = self.ir;
        let mut f: &'a FuncCode = &program.funcs[entry as usize];
        let mut base = 0usize;
        if let Err(kind) = self.grow_regs(f) {
            return Err(self.error(kind, f, 0));
        }
        for (&param, arg) in f.params.iter().zip(args) {
            self.regs[param as usize] = Value::Scalar(arg.clone());
        }
        self.frames.push(Frame {
            func: entry,
            pc: 0,
            base: 0,
            elements_base: 0,
            slots_base: 0,
        });
        self.visit(f, f.entry);
        let mut pc = 0usize;
        let mut fuel = self.config.fuel;

        let outcome = 'run: loop {
            // `fail!(kind)` ends the run with an error at the current op.
            macro_rules! fail {
                ($kind:expr) => {
                    break 'run Err(self.error($kind, f, pc - 1))
                };
            }
            macro_rules! ub {
                ($ub:expr) => {
                    fail!(ErrorKind::UndefinedBehaviour($ub))
                };
            }
            macro_rules! reg {
                ($r:expr) => {
                    self.regs[base + $r as usize]
                };
            }
            let inst = f.code[pc];
            pc += 1;
            if fuel == 0 {
                fail!(ErrorKind::OutOfFuel(self.config.fuel));
            }
            fuel -= 1;
            match inst {
                Inst::Const { dst, value } => {
                    reg!(dst) = Value::Scalar(f.constants[value as usize].clone())
                }
                Inst::Eval {
                    op,
                    eval,
                    args,
                    dst,
                } => {
                    let arg_regs = &f.regs[args.range()];
                    // Arity-specialised gathers: no buffer to fill per op.
                    let result = match *arg_regs {
                        [] => eval(ir, op, &[]),
                        [a] => eval(ir, op, &[scalar(&reg!(a))]),
                        [a, b] => eval(ir, op, &[scalar(&reg!(a)), scalar(&reg!(b))]),
                        [a, b, c] => eval(
                            ir,
                            op,
                            &[scalar(&reg!(a)), scalar(&reg!(b)), scalar(&reg!(c))],
                        ),
                        _ => {
                            self.scalars.clear();
                            for &r in arg_regs {
                                self.scalars.push(scalar(&reg!(r)));
                            }
                            eval(ir, op, &self.scalars)
                        }
                    };
                    match result {
                        Ok(value) => reg!(dst) = Value::Scalar(value),
                        Err(e) => ub!(Ub::Arithmetic(e)),
                    }
                }
                Inst::EvalResults {
                    op,
                    eval,
                    args,
                    dsts,
                } => {
                    self.scalars.clear();
                    for &r in &f.regs[args.range()] {
                        self.scalars.push(scalar(&reg!(r)));
                    }
                    match eval(ir, op, &self.scalars) {
                        Ok(values) => {
                            for (&r, value) in f.regs[dsts.range()].iter().zip(values) {
                                reg!(r) = Value::Scalar(value);
                            }
                        }
                        Err(e) => ub!(Ub::Arithmetic(e)),
                    }
                }
                Inst::Alloca { dst, len } => match self.alloc(len as usize) {
                    Ok(m) => reg!(dst) = Value::MemRef(m),
                    Err(kind) => fail!(kind),
                },
                Inst::Load { mem, dst, access } => match self.locate(f, base, mem, access) {
                    Ok(at) => reg!(dst) = Value::Scalar(self.memory.elements[at].clone()),
                    Err(e) => ub!(e),
                },
                Inst::Store { value, mem, access } => match self.locate(f, base, mem, access) {
                    Ok(at) => self.memory.elements[at] = scalar(&reg!(value)),
                    Err(e) => ub!(e),
                },
                Inst::Br { target } => {
                    pc = self.jump(f, base, &f.targets[target as usize]);
                }
                Inst::CondBr {
                    cond,
                    on_true,
                    on_false,
                } => {
                    let target = match &reg!(cond) {
                        Value::Scalar(Scalar::Int(c)) if c.as_bool() => on_true,
                        Value::Scalar(Scalar::Int(_)) => on_false,
                        _ => ub!(Ub::PoisonCondition),
                    };
                    pc = self.jump(f, base, &f.targets[target as usize]);
                }
                Inst::Switch { flag, table } => {
                    let Value::Scalar(Scalar::Int(flag)) = &reg!(flag) else {
                        ub!(Ub::PoisonSwitchFlag)
                    };
                    let table = &f.switches[table as usize];
                    let found = crate::dialect::cf::switch_key(flag)
                        .and_then(|key| table.cases.binary_search_by_key(&key, |&(b, _)| b).ok());
                    let target = match found {
                        Some(i) => table.cases[i].1,
                        None => table.default,
                    };
                    pc = self.jump(f, base, &f.targets[target as usize]);
                }
                Inst::Assert { cond, message } => match &reg!(cond) {
                    Value::Scalar(Scalar::Int(c)) if c.as_bool() => {}
                    Value::Scalar(Scalar::Int(_)) => {
                        fail!(ErrorKind::AssertionFailed(
                            f.messages[message as usize].clone()
                        ))
                    }
                    _ => ub!(Ub::PoisonAssertCondition),
                },
                Inst::Call {
                    callee,
                    args,
                    results: _,
                } => {
                    let g = &program.funcs[callee as usize];
                    if self.frames.len() >= self.config.max_call_depth {
                        fail!(ErrorKind::CallDepthExceeded(self.config.max_call_depth));
                    }
                    let new_base = self.regs.len();
                    if let Err(kind) = self.grow_regs(g) {
                        fail!(kind);
                    }
                    for (index, (&a, &param)) in
                        f.regs[args.range()].iter().zip(&g.params).enumerate()
                    {
                        let value = reg!(a).clone();
                        if value == POISON {
                            ub!(Ub::PoisonArgument {
                                callee: g.name.to_string(),
                                index,
                            });
                        }
                        self.regs[new_base + param as usize] = value;
                    }
                    self.frames.last_mut().expect("a running frame").pc = pc as u32;
                    self.frames.push(Frame {
                        func: callee,
                        pc: 0,
                        base: new_base,
                        elements_base: self.memory.elements.len(),
                        slots_base: self.memory.slots.len(),
                    });
                    f = g;
                    base = new_base;
                    pc = 0;
                    self.visit(f, f.entry);
                }
                Inst::CallExternal {
                    callee,
                    args,
                    results,
                } => {
                    let external = &program.externals[callee as usize];
                    let types = match &external.results {
                        Ok(types) => types,
                        Err(message) => fail!(ErrorKind::Unsupported(message.clone())),
                    };
                    self.scalars.clear();
                    let mut call_args = Vec::with_capacity(args.len as usize);
                    for (index, &a) in f.regs[args.range()].iter().enumerate() {
                        match &reg!(a) {
                            Value::Scalar(Scalar::Poison) => ub!(Ub::PoisonArgument {
                                callee: external.name.to_string(),
                                index,
                            }),
                            Value::Scalar(s) => {
                                self.scalars.push(s.clone());
                                call_args.push(CallArg::Scalar(s.clone()));
                            }
                            Value::MemRef(m) => match self.memory.slot(*m) {
                                Some(slot) => call_args.push(CallArg::MemRef(
                                    self.memory.elements[slot.base..slot.base + slot.len].into(),
                                )),
                                None => ub!(Ub::FreedArgument {
                                    callee: external.name.to_string(),
                                    index,
                                }),
                            },
                        }
                    }
                    let values = external_call_result(&external.name, &self.scalars, types);
                    for (&r, value) in f.regs[results.range()].iter().zip(&values) {
                        reg!(r) = Value::Scalar(value.clone());
                    }
                    self.trace.push(ExternalCall {
                        callee: external.name.clone(),
                        args: call_args,
                        results: values,
                    });
                }
                Inst::Return { values } => {
                    self.scratch.clear();
                    for (index, &r) in f.regs[values.range()].iter().enumerate() {
                        let value = reg!(r).clone();
                        if value == POISON {
                            ub!(Ub::PoisonReturned { index });
                        }
                        self.scratch.push(value);
                    }
                    let done = self.frames.pop().expect("a running frame");
                    self.memory.free_to(done.elements_base, done.slots_base);
                    self.regs.truncate(done.base);
                    let Some(caller) = self.frames.last() else {
                        break 'run Ok(self.scratch.iter().map(scalar).collect());
                    };
                    f = &program.funcs[caller.func as usize];
                    base = caller.base;
                    pc = caller.pc as usize;
                    let Inst::Call { results, .. } = f.code[pc - 1] else {
                        unreachable!("a frame returns to its call")
                    };
                    for (&r, value) in f.regs[results.range()].iter().zip(self.scratch.drain(..)) {
                        reg!(r) = value;
                    }
                }
                Inst::Trap { message } => {
                    fail!(ErrorKind::Unsupported(f.messages[message as usize].clone()))
                }
            }
        };
        self.ops_executed = self.config.fuel - fuel;
        outcome
    }

    /// Takes a branch: the block-argument moves as one parallel assignment,
    /// then the target's first instruction.
    fn jump(&mut self, f: &FuncCode, base: usize, target: &Target) -> usize {
        let moves = &f.moves[target.moves.range()];
        if target.parallel {
            self.scratch.clear();
            self.scratch.extend(
                moves
                    .iter()
                    .map(|&(s, _)| self.regs[base + s as usize].clone()),
            );
            for (&(_, d), value) in moves.iter().zip(self.scratch.drain(..)) {
                self.regs[base + d as usize] = value;
            }
        } else {
            for &(s, d) in moves {
                self.regs[base + d as usize] = self.regs[base + s as usize].clone();
            }
        }
        self.visit(f, target.block);
        target.pc as usize
    }

    fn visit(&mut self, f: &FuncCode, block: BlockId) {
        if self.config.record_blocks {
            self.blocks_visited.push(BlockVisit {
                func: f.op,
                block,
                calls_before: self.trace.len(),
            });
        }
    }

    /// Opens a register window for `f`, all poison.
    fn grow_regs(&mut self, f: &FuncCode) -> Result<(), ErrorKind> {
        let needed = self.regs.len() + f.num_regs as usize;
        if needed + self.memory.elements.len() > self.config.max_memory {
            return Err(ErrorKind::MemoryExhausted(self.config.max_memory));
        }
        self.regs.resize(needed, POISON);
        Ok(())
    }

    /// A fresh, uninitialised slot of `len` elements.
    fn alloc(&mut self, len: usize) -> Result<MemRef, ErrorKind> {
        let memory = &mut self.memory;
        if self.regs.len() + memory.elements.len() + len > self.config.max_memory {
            return Err(ErrorKind::MemoryExhausted(self.config.max_memory));
        }
        let serial = memory.next_serial;
        memory.next_serial += 1;
        memory.slots.push(Slot {
            base: memory.elements.len(),
            len,
            serial,
        });
        memory
            .elements
            .resize(memory.elements.len() + len, Scalar::Poison);
        Ok(MemRef {
            slot: memory.slots.len() as u32 - 1,
            serial,
        })
    }

    /// The element a load or store accesses: its index in the memory.
    fn locate(&self, f: &FuncCode, base: usize, mem: Reg, access: u32) -> Result<usize, Ub> {
        let Value::MemRef(m) = self.regs[base + mem as usize] else {
            return Err(Ub::PoisonMemRef);
        };
        let slot = self.memory.slot(m).ok_or(Ub::FreedMemRef)?;
        let mut offset = 0u64;
        if access != NO_ACCESS {
            let access = &f.accesses[access as usize];
            let indices = &f.regs[access.indices.range()];
            for (dim, (&r, &size)) in indices.iter().zip(&f.dims[access.dims.range()]).enumerate() {
                let Value::Scalar(Scalar::Int(index)) = &self.regs[base + r as usize] else {
                    return Err(Ub::PoisonIndex { dim });
                };
                let index = index.as_signed();
                if index < 0 || index as u64 >= size {
                    return Err(Ub::OutOfBounds { dim, index, size });
                }
                offset = offset * size + index as u64;
            }
        }
        if offset >= slot.len as u64 {
            // The memref's type promised more than the slot has (not
            // possible in verified IR).
            return Err(Ub::OutOfBounds {
                dim: 0,
                index: offset as i64,
                size: slot.len as u64,
            });
        }
        Ok(slot.base + offset as usize)
    }

    /// An error at instruction `pc` of `f` in the current frame.
    fn error(&self, kind: ErrorKind, f: &FuncCode, pc: usize) -> InterpError {
        let op = f.ops.get(pc).copied().unwrap_or(f.op);
        let callers = self.frames.len().saturating_sub(1);
        let mut call_sites: Vec<CallSite> = Vec::new();
        for frame in self.frames[..callers].iter().rev() {
            let caller = &self.program.funcs[frame.func as usize];
            let loc = self.ir.op_loc(caller.ops[frame.pc as usize - 1]);
            let merge = call_sites.last().is_some_and(|site| site.loc == loc);
            if merge {
                call_sites.last_mut().expect("merging into the last").count += 1;
            } else if call_sites.len() < MAX_CALL_NOTES {
                call_sites.push(CallSite { loc, count: 1 });
            } else {
                break;
            }
        }
        InterpError {
            kind,
            op: Some(op),
            loc: self.ir.op_loc(op),
            call_sites,
            call_depth: callers,
        }
    }
}

impl Memory {
    /// The live slot `m` refers to, or `None` if it was freed.
    fn slot(&self, m: MemRef) -> Option<&Slot> {
        self.slots
            .get(m.slot as usize)
            .filter(|slot| slot.serial == m.serial)
    }

    /// Frees every slot allocated since the memory had these sizes.
    fn free_to(&mut self, elements: usize, slots: usize) {
        self.elements.truncate(elements);
        self.slots.truncate(slots);
    }
}

/// A scalar register's value. Memrefs only reach scalar operands in IR that
/// does not verify; they read as poison.
fn scalar(value: &Value) -> Scalar {
    match value {
        Value::Scalar(s) => s.clone(),
        Value::MemRef(_) => Scalar::Poison,
    }
}
