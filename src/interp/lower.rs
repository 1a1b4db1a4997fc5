//! The compact form the machine executes: each function with a body becomes
//! a flat array of instructions over numbered registers (one per SSA value
//! of the function), its blocks laid out in region order, every branch
//! target resolved to an instruction index with its block-argument moves,
//! and every callee resolved to a function or external index. Lowering is
//! done once per [`super::Interpreter`], so running a program many times
//! (differential testing) pays for the IR walk once.
//!
//! Lowering never fails: what the machine cannot execute becomes a
//! [`Inst::Trap`] that reports the problem if, and only if, it is reached.
//!
//! # Cost
//!
//! One pass over the module: O(ops + operands + successors + block
//! arguments) time, plus O(C log C) for a `cf.switch` of C cases (its
//! table is sorted for binary search), and memory linear in the same; the
//! register map is one word per value of the module.

use crate::dialect::{cf, EvalFn, EvalResultsFn, Exec, Traits};
use crate::ir::{BlockId, Ir, OpId, RegionId, SecondaryMap, TypeId, ValueId};
use crate::semantics::{IntValue, Scalar, ScalarType};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// A register of a frame: an index into the function's register window.
pub(crate) type Reg = u32;

/// A range of a side table (`start..start + len`).
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Span {
    pub start: u32,
    pub len: u32,
}

impl Span {
    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..(self.start + self.len) as usize
    }
}

/// One instruction. The op it came from is [`FuncCode::ops`] at the same
/// index (for errors); `Eval` keeps it too, for its `eval` hook.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Inst {
    /// `dst = constants[value]` (an `arith.constant` or `ub.poison`,
    /// evaluated once through its `eval` hook when lowering; kept aside so
    /// that an instruction stays `Copy`).
    Const { dst: Reg, value: u32 },
    /// `dst = eval(ir, op, operands)`: a pure single-result op.
    Eval {
        op: OpId,
        eval: EvalFn,
        args: Span,
        dst: Reg,
    },
    /// `dsts = eval(ir, op, operands)`: a pure op of several results,
    /// written to consecutive registers of [`FuncCode::regs`].
    EvalResults {
        op: OpId,
        eval: EvalResultsFn,
        args: Span,
        dsts: Span,
    },
    /// `dst = memref.alloca` of `len` elements.
    Alloca { dst: Reg, len: u32 },
    /// `dst = memref.load mem[indices]`; `access` indexes
    /// [`FuncCode::accesses`], or is [`NO_ACCESS`] for rank 0.
    Load { mem: Reg, dst: Reg, access: u32 },
    /// `memref.store value, mem[indices]`.
    Store { value: Reg, mem: Reg, access: u32 },
    /// `cf.br`: jump to `FuncCode::targets[target]`.
    Br { target: u32 },
    /// `cf.cond_br cond, targets[on_true], targets[on_false]`.
    CondBr {
        cond: Reg,
        on_true: u32,
        on_false: u32,
    },
    /// `cf.switch flag` with `FuncCode::switches[table]`.
    Switch { flag: Reg, table: u32 },
    /// `cf.assert cond, message`; `message` indexes [`FuncCode::messages`].
    Assert { cond: Reg, message: u32 },
    /// `func.call` of a function of the module with a body.
    Call {
        callee: u32,
        args: Span,
        results: Span,
    },
    /// `func.call` of a declaration: [`Program::externals`]`[callee]`.
    CallExternal {
        callee: u32,
        args: Span,
        results: Span,
    },
    /// `func.return`.
    Return { values: Span },
    /// An op the machine cannot execute: `FuncCode::messages[message]`.
    Trap { message: u32 },
}

/// `access` of a rank-0 load or store.
pub(crate) const NO_ACCESS: u32 = u32::MAX;

/// The index registers and the static shape of an indexed access.
#[derive(Clone, Debug)]
pub(crate) struct Access {
    /// The index registers, one per dimension ([`FuncCode::regs`]).
    pub indices: Span,
    /// The sizes of the dimensions ([`FuncCode::dims`]).
    pub dims: Span,
}

/// A resolved successor: where to jump and which values to pass.
#[derive(Clone, Debug)]
pub(crate) struct Target {
    /// The first instruction of the block.
    pub pc: u32,
    pub block: BlockId,
    /// `(source, destination)` register pairs in [`FuncCode::moves`]: the
    /// successor operands and the block's arguments.
    pub moves: Span,
    /// Some destination is read by a later move: the moves must go through
    /// a temporary to be a parallel assignment.
    pub parallel: bool,
}

/// The cases of a `cf.switch`, sorted by value for binary search.
#[derive(Clone, Debug)]
pub(crate) struct SwitchTable {
    /// `(case value as the flag's bits, target)`.
    pub cases: Vec<(u64, u32)>,
    pub default: u32,
}

/// One function with a body, lowered.
#[derive(Debug)]
pub(crate) struct FuncCode {
    pub op: OpId,
    pub name: Arc<str>,
    pub code: Vec<Inst>,
    /// The op of each instruction.
    pub ops: Vec<OpId>,
    pub num_regs: u32,
    /// The entry block's argument registers (the parameters).
    pub params: Vec<Reg>,
    pub entry: BlockId,
    /// The parameter and result types.
    pub param_types: Vec<TypeId>,
    pub result_types: Vec<TypeId>,
    /// Register lists of instructions (operands, results, indices).
    pub regs: Vec<Reg>,
    pub moves: Vec<(Reg, Reg)>,
    pub targets: Vec<Target>,
    pub switches: Vec<SwitchTable>,
    pub accesses: Vec<Access>,
    pub dims: Vec<u64>,
    pub messages: Vec<String>,
    /// The values of `Const` instructions.
    pub constants: Vec<Scalar>,
}

/// A declared (body-less) function, answered by
/// [`crate::semantics::external_call_result`].
#[derive(Debug)]
pub(crate) struct External {
    pub name: Arc<str>,
    /// The result types, or why a call cannot be answered.
    pub results: Result<Vec<ScalarType>, String>,
}

/// A callable symbol.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Callee {
    Func(u32),
    External(u32),
}

/// The whole module, lowered.
#[derive(Debug)]
pub(crate) struct Program {
    pub funcs: Vec<FuncCode>,
    pub externals: Vec<External>,
    pub symbols: FxHashMap<String, Callee>,
}

/// Lowers every function of the module.
pub(crate) fn lower(ir: &Ir) -> Program {
    let mut symbols = FxHashMap::default();
    let mut bodies = Vec::new();
    let mut externals = Vec::new();
    for f in ir.functions() {
        let Some(attrs) = ir.func_attrs(f) else {
            continue;
        };
        if symbols.contains_key(&attrs.name) {
            continue; // a redefinition: the verifier reports it; the first wins
        }
        let callee = if ir.func_body(f).is_some() {
            bodies.push(f);
            Callee::Func(bodies.len() as u32 - 1)
        } else {
            let results = attrs
                .results
                .iter()
                .map(|&t| {
                    ir.types.scalar_type(t).ok_or_else(|| {
                        format!(
                            "cannot interpret a call of external function '@{}': result type '{}' is not a scalar",
                            attrs.name,
                            ir.types.display(t)
                        )
                    })
                })
                .collect();
            externals.push(External {
                name: attrs.name.as_str().into(),
                results,
            });
            Callee::External(externals.len() as u32 - 1)
        };
        symbols.insert(attrs.name.clone(), callee);
    }
    // One register number per value, shared by the whole module (a value
    // belongs to one function); `u32::MAX` for values outside any body.
    let mut reg_of = SecondaryMap::with_default(u32::MAX);
    reg_of.resize(ir.value_capacity());
    let funcs = bodies
        .iter()
        .map(|&f| lower_function(ir, f, &symbols, &mut reg_of))
        .collect();
    Program {
        funcs,
        externals,
        symbols,
    }
}

struct Lowering<'a> {
    ir: &'a Ir,
    symbols: &'a FxHashMap<String, Callee>,
    reg_of: &'a mut SecondaryMap<ValueId, u32>,
    code: FuncCode,
    block_pc: FxHashMap<BlockId, u32>,
    /// Per register, the stamp of the last target that writes it.
    written: Vec<u32>,
    stamp: u32,
}

fn lower_function(
    ir: &Ir,
    f: OpId,
    symbols: &FxHashMap<String, Callee>,
    reg_of: &mut SecondaryMap<ValueId, u32>,
) -> FuncCode {
    let attrs = ir.func_attrs(f).expect("func.func has its attributes");
    let body = ir.func_body(f).expect("lowering a function with a body");
    let entry = ir
        .region_first_block(body)
        .expect("a body has an entry block");
    let mut lowering = Lowering {
        ir,
        symbols,
        reg_of,
        code: FuncCode {
            op: f,
            name: attrs.name.as_str().into(),
            code: Vec::new(),
            ops: Vec::new(),
            num_regs: 0,
            params: Vec::new(),
            entry,
            param_types: attrs.inputs.clone(),
            result_types: attrs.results.clone(),
            regs: Vec::new(),
            moves: Vec::new(),
            targets: Vec::new(),
            switches: Vec::new(),
            accesses: Vec::new(),
            dims: Vec::new(),
            messages: Vec::new(),
            constants: Vec::new(),
        },
        block_pc: FxHashMap::default(),
        written: Vec::new(),
        stamp: 0,
    };
    lowering.assign_registers(body);
    lowering.written = vec![0; lowering.code.num_regs as usize];
    lowering.code.params = ir
        .block_args(entry)
        .iter()
        .map(|&a| lowering.reg(a))
        .collect();
    for block in ir.region_blocks(body) {
        lowering
            .block_pc
            .insert(block, lowering.code.code.len() as u32);
        let mut terminated = false;
        for op in ir.block_ops(block) {
            lowering.op(op);
            terminated = ir.op_code(op).is_terminator();
        }
        if !terminated {
            let op = ir.block_last_op(block).unwrap_or(f);
            lowering.trap(op, "block has no terminator".to_string());
        }
    }
    let Lowering {
        mut code, block_pc, ..
    } = lowering;
    for target in &mut code.targets {
        target.pc = block_pc[&target.block];
    }
    code
}

impl Lowering<'_> {
    fn assign_registers(&mut self, body: RegionId) {
        let ir = self.ir;
        let mut next = 0u32;
        for block in ir.region_blocks(body) {
            for &arg in ir.block_args(block) {
                self.reg_of[arg] = next;
                next += 1;
            }
            for op in ir.block_ops(block) {
                for v in ir.results(op) {
                    self.reg_of[v] = next;
                    next += 1;
                }
            }
        }
        self.code.num_regs = next + 1; // and the spare register of `reg`
    }

    /// The register of `v`. Values of other functions cannot be used
    /// (functions are isolated from above); in such unverified IR they read
    /// the spare last register, which holds poison.
    fn reg(&self, v: ValueId) -> Reg {
        match self.reg_of[v] {
            u32::MAX => self.code.num_regs - 1,
            r => r,
        }
    }

    fn regs(&mut self, values: &[ValueId]) -> Span {
        let start = self.code.regs.len() as u32;
        for &v in values {
            let r = self.reg(v);
            self.code.regs.push(r);
        }
        Span {
            start,
            len: values.len() as u32,
        }
    }

    fn results(&mut self, op: OpId) -> Span {
        let results: Vec<ValueId> = self.ir.results(op).collect();
        self.regs(&results)
    }

    fn emit(&mut self, op: OpId, inst: Inst) {
        self.code.code.push(inst);
        self.code.ops.push(op);
    }

    fn trap(&mut self, op: OpId, message: String) {
        let message = self.message(message);
        self.emit(op, Inst::Trap { message });
    }

    fn message(&mut self, message: String) -> u32 {
        self.code.messages.push(message);
        self.code.messages.len() as u32 - 1
    }

    fn target(&mut self, op: OpId, index: usize) -> u32 {
        let ir = self.ir;
        let block = ir.successor(op, index);
        let sources = ir.successor_operands(op, index);
        let dests = ir.block_args(block);
        let start = self.code.moves.len() as u32;
        for (&s, &d) in sources.iter().zip(dests) {
            let pair = (self.reg(s), self.reg(d));
            self.code.moves.push(pair);
        }
        // A destination read by a later move makes the moves a true
        // parallel assignment (stamps of the destinations written so far:
        // linear in the number of moves).
        self.stamp += 1;
        let mut parallel = false;
        for &(s, d) in &self.code.moves[start as usize..] {
            parallel |= self.written[s as usize] == self.stamp;
            self.written[d as usize] = self.stamp;
        }
        let moves = &self.code.moves[start as usize..];
        self.code.targets.push(Target {
            pc: 0,
            block,
            moves: Span {
                start,
                len: moves.len() as u32,
            },
            parallel,
        });
        self.code.targets.len() as u32 - 1
    }

    /// The element count and dimension sizes of a memref type, if its
    /// elements are scalars.
    fn memref_shape(&self, ty: TypeId) -> Result<(u64, Vec<u64>), String> {
        let types = &self.ir.types;
        let Some((element, shape)) = types.memref(ty) else {
            return Err(format!("'{}' is not a memref type", types.display(ty)));
        };
        if types.scalar_type(element).is_none() {
            return Err(format!(
                "cannot interpret slots of type '{}': the element type is not a scalar",
                types.display(ty)
            ));
        }
        let len = shape
            .iter()
            .try_fold(1u64, |acc, &d| acc.checked_mul(d))
            .filter(|&n| n < u64::from(u32::MAX))
            .ok_or_else(|| format!("slot of type '{}' is too large", types.display(ty)))?;
        Ok((len, shape.to_vec()))
    }

    /// The access of a load or store whose memref operand is `operands[0]`
    /// and indices the rest.
    fn access(&mut self, operands: &[ValueId]) -> Result<u32, String> {
        let ty = self.ir.value_type(operands[0]);
        let (_, dims) = self.memref_shape(ty)?;
        if dims.len() != operands.len() - 1 {
            return Err("wrong number of indices".to_string());
        }
        if dims.is_empty() {
            return Ok(NO_ACCESS);
        }
        let indices = self.regs(&operands[1..]);
        let start = self.code.dims.len() as u32;
        self.code.dims.extend_from_slice(&dims);
        self.code.accesses.push(Access {
            indices,
            dims: Span {
                start,
                len: dims.len() as u32,
            },
        });
        Ok(self.code.accesses.len() as u32 - 1)
    }

    fn op(&mut self, op: OpId) {
        if let Err(message) = self.try_op(op) {
            self.trap(op, message);
        }
    }

    fn try_op(&mut self, op: OpId) -> Result<(), String> {
        let ir = self.ir;
        let code = ir.op_code(op);
        let operands = ir.operands(op);
        match code.interfaces.interp {
            Exec::Alloca => {
                let (len, _) = self.memref_shape(ir.value_type(ir.result(op, 0)))?;
                let dst = self.reg(ir.result(op, 0));
                self.emit(
                    op,
                    Inst::Alloca {
                        dst,
                        len: len as u32,
                    },
                );
            }
            Exec::Load => {
                let access = self.access(operands)?;
                let (mem, dst) = (self.reg(operands[0]), self.reg(ir.result(op, 0)));
                self.emit(op, Inst::Load { mem, dst, access });
            }
            Exec::Store => {
                let access = self.access(&operands[1..])?;
                let (value, mem) = (self.reg(operands[0]), self.reg(operands[1]));
                self.emit(op, Inst::Store { value, mem, access });
            }
            Exec::Br => {
                let target = self.target(op, 0);
                self.emit(op, Inst::Br { target });
            }
            Exec::CondBr => {
                let cond = self.reg(operands[0]);
                let on_true = self.target(op, 0);
                let on_false = self.target(op, 1);
                self.emit(
                    op,
                    Inst::CondBr {
                        cond,
                        on_true,
                        on_false,
                    },
                );
            }
            Exec::Switch => self.switch(op)?,
            Exec::Assert => {
                let Some(crate::ir::Attribute::Str(text)) = ir.op_attr(op) else {
                    return Err(format!("'{}' without a message", code.name));
                };
                let message = self.message(text.to_string());
                let cond = self.reg(operands[0]);
                self.emit(op, Inst::Assert { cond, message });
            }
            Exec::Call => {
                let name = code.callee(ir, op).ok_or_else(|| {
                    format!("'{}' is executed as a call but names no callee", code.name)
                })?;
                let callee = *self
                    .symbols
                    .get(name)
                    .ok_or_else(|| format!("call of unknown function '@{name}'"))?;
                let args = self.regs(operands);
                let results = self.results(op);
                self.emit(
                    op,
                    match callee {
                        Callee::Func(callee) => Inst::Call {
                            callee,
                            args,
                            results,
                        },
                        Callee::External(callee) => Inst::CallExternal {
                            callee,
                            args,
                            results,
                        },
                    },
                );
            }
            Exec::Return => {
                let values = self.regs(operands);
                self.emit(op, Inst::Return { values });
            }
            Exec::Opaque => {
                return Err(format!(
                    "cannot interpret opaque op '{}'",
                    super::error::op_display_name(ir, op)
                ));
            }
            Exec::Eval => self.eval(op)?,
        }
        Ok(())
    }

    /// An op executed through its `eval` hook.
    fn eval(&mut self, op: OpId) -> Result<(), String> {
        let ir = self.ir;
        let code = ir.op_code(op);
        let operands = ir.operands(op);
        if let (Some(eval), 1) = (code.eval, ir.num_results(op)) {
            let dst = self.reg(ir.result(op, 0));
            let is_scalar = |v: ValueId| ir.types.scalar_type(ir.value_type(v)).is_some();
            if code.traits.has(Traits::CONSTANT) && operands.is_empty() {
                // Constants (and `ub.poison`) depend on the op alone.
                let value =
                    eval(ir, op, &[]).map_err(|ub| format!("constant is undefined: {ub}"))?;
                self.code.constants.push(value);
                let value = self.code.constants.len() as u32 - 1;
                self.emit(op, Inst::Const { dst, value });
            } else if operands.iter().all(|&v| is_scalar(v)) {
                let args = self.regs(operands);
                self.emit(
                    op,
                    Inst::Eval {
                        op,
                        eval,
                        args,
                        dst,
                    },
                );
            } else {
                return Err(format!(
                    "cannot interpret '{}' on non-scalar operands",
                    code.name
                ));
            }
        } else if let Some(eval) = code.interfaces.eval_results {
            let args = self.regs(operands);
            let dsts = self.results(op);
            self.emit(
                op,
                Inst::EvalResults {
                    op,
                    eval,
                    args,
                    dsts,
                },
            );
        } else {
            return Err(format!("cannot interpret '{}'", code.name));
        }
        Ok(())
    }

    fn switch(&mut self, op: OpId) -> Result<(), String> {
        let ir = self.ir;
        let flag = ir.operand(op, 0);
        let width = ir
            .types
            .int_width(ir.value_type(flag))
            .ok_or_else(|| format!("'{}' on a non-integer flag", ir.op_code(op).name))?;
        let default = self.target(op, 0);
        let mut cases: Vec<(u64, u32)> = Vec::new();
        for (i, &case) in cf::switch_cases(ir, op).iter().enumerate() {
            let key = cf::switch_key(&IntValue::from_i64(case, width)).expect("an i64 fits");
            cases.push((key, self.target(op, i + 1)));
        }
        // The first case of a value wins, as in a linear scan: a stable
        // sort keeps equal values in case order, and dedup keeps the first.
        cases.sort_by_key(|&(bits, _)| bits);
        cases.dedup_by_key(|&mut (bits, _)| bits);
        self.code.switches.push(SwitchTable { cases, default });
        let table = self.code.switches.len() as u32 - 1;
        let flag = self.reg(flag);
        self.emit(op, Inst::Switch { flag, table });
        Ok(())
    }
}
