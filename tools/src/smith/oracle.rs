//! A strict evaluator of generated modules, for tests: it runs a program per
//! the interpreter's semantics ([`ssa_ir::interp`]) and fails on anything the generator
//! promises never happens: undefined behaviour (poison branched on, divided,
//! stored, passed, returned; division by zero or `INT_MIN / -1`), shifts that
//! would make poison, or running out of fuel.
//!
//! It recurses on calls; call depth is bounded by the number of functions,
//! since a function only calls earlier ones.

use super::ast::{
    Callee, CastOp, CmpIPredicate, ExtendedOp, Func, IntBinOp, IntFlags, Module, Op, RoundingMode,
    Target, Term, Ty, Value,
};

/// A value: `None` is poison.
type Val = Option<u64>;

fn mask(x: u64, ty: Ty) -> u64 {
    match ty.bits() {
        64 => x,
        b => x & ((1 << b) - 1),
    }
}

fn sext(x: u64, ty: Ty) -> i64 {
    let shift = 64 - ty.bits();
    ((x << shift) as i64) >> shift
}

/// Runs `@main` of `m` on `args` (truncated to the parameter types); returns
/// its results and the number of ops executed.
pub fn run(m: &Module, args: &[u64], fuel: u64) -> Result<(Vec<u64>, u64), String> {
    let main = m.funcs.len() - 1;
    let mut e = Eval { m, steps: 0, fuel };
    let params = &m.funcs[main].params;
    let args = params
        .iter()
        .zip(args.iter().cycle())
        .map(|(&t, &a)| mask(a, t))
        .collect();
    let results = e.call(main, args)?;
    Ok((results, e.steps))
}

struct Eval<'m> {
    m: &'m Module,
    steps: u64,
    fuel: u64,
}

/// The values and slots of one activation.
struct Frame<'f> {
    f: &'f Func,
    vals: Vec<Val>,
    mem: Vec<Val>,
}

impl Frame<'_> {
    fn get(&self, v: Value) -> Val {
        self.vals[v.0 as usize]
    }

    fn defined(&self, v: Value, what: &str) -> Result<u64, String> {
        self.get(v)
            .ok_or_else(|| format!("{}: poison {what}", self.f.name))
    }

    fn set(&mut self, v: Value, x: Val) {
        let ty = self.f.ty(v);
        self.vals[v.0 as usize] = x.map(|x| mask(x, ty));
    }
}

impl Eval<'_> {
    fn tick(&mut self) -> Result<(), String> {
        self.steps += 1;
        if self.steps > self.fuel {
            return Err(format!("out of fuel after {} ops", self.fuel));
        }
        Ok(())
    }

    fn call(&mut self, fi: usize, args: Vec<u64>) -> Result<Vec<u64>, String> {
        let f = &self.m.funcs[fi];
        let mut fr = Frame {
            f,
            vals: vec![None; f.values.len()],
            mem: vec![None; f.slots.len()],
        };
        for (i, a) in args.into_iter().enumerate() {
            fr.vals[i] = Some(a);
        }
        let mut b = 0;
        loop {
            let block = &f.blocks[b];
            for op in &block.ops {
                self.tick()?;
                self.op(&mut fr, op)?;
            }
            self.tick()?;
            let target = match &block.term {
                Term::Br(t) => t,
                Term::CondBr {
                    cond,
                    on_true,
                    on_false,
                } => {
                    if fr.defined(*cond, "branch condition")? != 0 {
                        on_true
                    } else {
                        on_false
                    }
                }
                Term::Switch {
                    flag,
                    default,
                    cases,
                } => {
                    let v = sext(fr.defined(*flag, "switch flag")?, f.ty(*flag));
                    cases
                        .iter()
                        .find(|(c, _)| *c == v)
                        .map_or(default, |(_, t)| t)
                }
                Term::Return(vs) => {
                    return vs.iter().map(|&v| fr.defined(v, "returned")).collect();
                }
            };
            b = Self::jump(&mut fr, target)?;
        }
    }

    fn jump(fr: &mut Frame, t: &Target) -> Result<usize, String> {
        let args: Vec<u64> = t
            .args
            .iter()
            .map(|&v| fr.defined(v, "block argument"))
            .collect::<Result<_, _>>()?;
        let b = t.block.0 as usize;
        for (&p, a) in fr.f.blocks[b].params.iter().zip(args) {
            fr.set(p, Some(a));
        }
        Ok(b)
    }

    fn op(&mut self, fr: &mut Frame, op: &Op) -> Result<(), String> {
        let f = fr.f;
        match op {
            Op::Const { dst, value } => fr.set(*dst, Some(*value as u64)),
            Op::Binary {
                dst,
                op: bin,
                flags,
                lhs: a,
                rhs: b,
            } => {
                let (op, ty) = (bin, f.ty(*dst));
                let (lhs, rhs) = (fr.get(*a), fr.get(*b));
                let x = binary(*op, ty, lhs, rhs)
                    .and_then(|x| check_flags(*op, *flags, ty, lhs, rhs, x))
                    .map_err(|e| format!("{}: arith.{} : {}: {e}", f.name, op.name(), ty.name()))?;
                fr.set(*dst, x);
            }
            Op::Extended {
                results,
                op,
                lhs,
                rhs,
            } => {
                let ty = f.ty(*lhs);
                let bits = ty.bits();
                let (a, b) = (fr.get(*lhs), fr.get(*rhs));
                let (first, second) = match a.zip(b) {
                    None => (None, None),
                    Some((a, b)) => {
                        let (first, second) = match op {
                            ExtendedOp::AddUI => {
                                let sum = u128::from(a) + u128::from(b);
                                (sum as u64, u64::from(sum >> bits != 0))
                            }
                            ExtendedOp::MulUI => {
                                let product = u128::from(a) * u128::from(b);
                                (product as u64, (product >> bits) as u64)
                            }
                            ExtendedOp::MulSI => {
                                let product = i128::from(sext(a, ty)) * i128::from(sext(b, ty));
                                (product as u64, (product >> bits) as u64)
                            }
                        };
                        (Some(first), Some(second))
                    }
                };
                fr.set(results[0], first);
                fr.set(results[1], second);
            }
            Op::Cmp {
                dst,
                pred,
                lhs,
                rhs,
            } => {
                let ty = f.ty(*lhs);
                let x = fr.get(*lhs).zip(fr.get(*rhs)).map(|(a, b)| {
                    let (sa, sb) = (sext(a, ty), sext(b, ty));
                    u64::from(match pred {
                        CmpIPredicate::Eq => a == b,
                        CmpIPredicate::Ne => a != b,
                        CmpIPredicate::Slt => sa < sb,
                        CmpIPredicate::Sle => sa <= sb,
                        CmpIPredicate::Sgt => sa > sb,
                        CmpIPredicate::Sge => sa >= sb,
                        CmpIPredicate::Ult => a < b,
                        CmpIPredicate::Ule => a <= b,
                        CmpIPredicate::Ugt => a > b,
                        CmpIPredicate::Uge => a >= b,
                    })
                });
                fr.set(*dst, x);
            }
            Op::Select {
                dst,
                cond,
                on_true,
                on_false,
            } => {
                let x = fr.get(*cond).and_then(|c| {
                    if c != 0 {
                        fr.get(*on_true)
                    } else {
                        fr.get(*on_false)
                    }
                });
                fr.set(*dst, x);
            }
            Op::Cast { dst, op, src } => {
                let from = f.ty(*src);
                let x = fr.get(*src).map(|a| match op {
                    CastOp::ExtS => sext(a, from) as u64,
                    CastOp::ExtU | CastOp::Trunc => a,
                });
                fr.set(*dst, x);
            }
            Op::FloatRound {
                dst,
                src,
                scale,
                mode,
            } => {
                let scale = scale.map(|s| fr.get(s));
                let x = fr
                    .get(*src)
                    .and_then(|a| float_round(a, f.ty(*src), scale, f.ty(*dst), *mode));
                fr.set(*dst, x);
            }
            Op::Load { dst, slot } => fr.set(*dst, fr.mem[slot.0 as usize]),
            Op::Store { value, slot } => {
                fr.mem[slot.0 as usize] = Some(fr.defined(*value, "stored")?);
            }
            Op::Call {
                results,
                callee,
                args,
            } => {
                let args: Vec<u64> = args
                    .iter()
                    .map(|&v| fr.defined(v, "call argument"))
                    .collect::<Result<_, _>>()?;
                let outs = match *callee {
                    Callee::Func(i) => self.call(i as usize, args)?,
                    Callee::Ext(i) => {
                        let mut h = u64::from(i).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                        for a in args {
                            h = (h ^ a).wrapping_mul(0xBF58_476D_1CE4_E5B9).rotate_left(29);
                        }
                        vec![h]
                    }
                };
                for (&r, x) in results.iter().zip(outs) {
                    fr.set(r, Some(x));
                }
            }
            Op::Escape { .. } => {}
        }
        Ok(())
    }
}

/// [`Op::FloatRound`] of the bits `a` of type `from` (with the bits of
/// its scale, poison as `None`), through the interpreter's float semantics
/// (the floats are not the generator's own to check): the bits of type
/// `to`, or `None` for poison.
fn float_round(a: u64, from: Ty, scale: Option<Val>, to: Ty, mode: Option<RoundingMode>) -> Val {
    use ssa_ir::semantics::{self, FloatFormat, Scalar, ScalarType};
    let format = |ty: Ty| match ty.bits() {
        16 => FloatFormat::F16,
        32 => FloatFormat::F32,
        _ => FloatFormat::F64,
    };
    let x = Scalar::from(format(from).from_bits(a.into()));
    let target = ScalarType::Float(format(to));
    let r = match scale {
        None => semantics::truncf(&x, target, mode),
        Some(s) => {
            let s = Scalar::from(FloatFormat::F16.from_bits(s?.into()));
            semantics::scaling_truncf(&x, &s, target, mode)
        }
    };
    match r {
        Scalar::Float(v) => Some(v.to_bits() as u64),
        _ => None,
    }
}

/// `result = a op b` again, or `Err` if one of `flags` makes it poison: the
/// mathematical result computed in 128 bits does not fit (`nsw`, `nuw`), or
/// bits are lost (`exact`).
fn check_flags(
    op: IntBinOp,
    flags: IntFlags,
    ty: Ty,
    a: Val,
    b: Val,
    result: Val,
) -> Result<Val, String> {
    let (Some(a), Some(b), Some(r)) = (a, b, result) else {
        return Ok(result);
    };
    let bits = ty.bits();
    let (ua, ub) = (u128::from(a), u128::from(b));
    let (sa, sb) = (i128::from(sext(a, ty)), i128::from(sext(b, ty)));
    let signed = |v: i128| v >= -(1i128 << (bits - 1)) && v < (1i128 << (bits - 1));
    let unsigned = |v: Option<u128>| v.is_some_and(|v| v < (1u128 << bits));
    let (nsw_ok, nuw_ok) = match op {
        IntBinOp::Add => (signed(sa + sb), unsigned(ua.checked_add(ub))),
        IntBinOp::Sub => (signed(sa - sb), unsigned(ua.checked_sub(ub))),
        IntBinOp::Mul => (signed(sa * sb), unsigned(ua.checked_mul(ub))),
        IntBinOp::Shl => (signed(sa << b), unsigned(Some(ua << b))),
        _ => (true, true),
    };
    let exact_ok = match op {
        IntBinOp::DivU => ua % ub == 0,
        IntBinOp::DivS => sa % sb == 0,
        IntBinOp::ShrU | IntBinOp::ShrS => ua & ((1u128 << b) - 1) == 0,
        _ => true,
    };
    if (flags.nsw && !nsw_ok) || (flags.nuw && !nuw_ok) || (flags.exact && !exact_ok) {
        return Err(format!(
            "flags {flags:?} make poison of {a}, {b} (result {r})"
        ));
    }
    Ok(result)
}

/// A binary op on defined or poison operands; `Err` for undefined
/// behaviour and for shifts that would make poison.
fn binary(op: IntBinOp, ty: Ty, a: Val, b: Val) -> Result<Val, String> {
    let divides = op.is_division();
    let (a, b) = match (a, b) {
        (Some(a), Some(b)) => (a, b),
        _ if divides => return Err("poison operand".into()),
        _ => return Ok(None),
    };
    let (sa, sb) = (sext(a, ty), sext(b, ty));
    let min = sext(1 << (ty.bits() - 1), ty);
    if divides && b == 0 {
        return Err("division by zero".into());
    }
    let signed_division = matches!(
        op,
        IntBinOp::DivS | IntBinOp::RemS | IntBinOp::CeilDivS | IntBinOp::FloorDivS
    );
    if signed_division && sa == min && sb == -1 {
        return Err("signed division overflow".into());
    }
    if matches!(op, IntBinOp::Shl | IntBinOp::ShrS | IntBinOp::ShrU) && b >= u64::from(ty.bits()) {
        return Err("shift amount >= width".into());
    }
    Ok(Some(match op {
        IntBinOp::Add => a.wrapping_add(b),
        IntBinOp::Sub => a.wrapping_sub(b),
        IntBinOp::Mul => a.wrapping_mul(b),
        IntBinOp::DivS => sa.wrapping_div(sb) as u64,
        IntBinOp::DivU => a / b,
        IntBinOp::RemS => sa.wrapping_rem(sb) as u64,
        IntBinOp::RemU => a % b,
        IntBinOp::And => a & b,
        IntBinOp::Or => a | b,
        IntBinOp::Xor => a ^ b,
        IntBinOp::Shl => a << b,
        IntBinOp::ShrS => (sa >> b) as u64,
        IntBinOp::ShrU => a >> b,
        IntBinOp::MaxS => sa.max(sb) as u64,
        IntBinOp::MinS => sa.min(sb) as u64,
        IntBinOp::MaxU => a.max(b),
        IntBinOp::MinU => a.min(b),
        IntBinOp::FloorDivS => floor_div(sa.into(), sb.into()) as u64,
        IntBinOp::CeilDivS => (-floor_div(-i128::from(sa), sb.into())) as u64,
        IntBinOp::CeilDivU => (u128::from(a) + u128::from(b) - 1).div_euclid(b.into()) as u64,
    }))
}

/// `a / b` rounded toward -infinity (`div_euclid` rounds so that the
/// remainder is non-negative: down for a positive divisor).
fn floor_div(a: i128, b: i128) -> i128 {
    if b > 0 {
        a.div_euclid(b)
    } else {
        (-a).div_euclid(-b)
    }
}
