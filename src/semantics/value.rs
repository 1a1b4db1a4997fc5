//! The values the semantics computes on: integers, floats and poison.

use std::fmt;
use std::hash::{Hash, Hasher};

use half::{bf16, f16};
use num_bigint::{BigInt, BigUint, Sign};

use super::literal::{format_float, format_int};
use super::rounding::resized;

/// The widest integer type MLIR allows (`IntegerType::kMaxWidth`, 2^24 - 1).
pub const MAX_INT_WIDTH: u32 = (1 << 24) - 1;

/// An integer of width 1..=[`MAX_INT_WIDTH`]: a bit vector, neither signed
/// nor unsigned.
///
/// Up to 64 bits the bits sit inline (no allocation: the common case, and
/// what every narrow op computes on with plain `u64` arithmetic); wider
/// values hold a boxed [`BigUint`], computed on with `num-bigint`. Which
/// one a value uses follows from its width alone, and the bits above
/// `width` are always zero, so derived equality and hashing compare values.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntValue(Repr);

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Repr {
    /// Width 1..=64.
    Narrow { bits: u64, width: u8 },
    /// Width 65..=[`MAX_INT_WIDTH`].
    Wide(Box<(BigUint, u32)>),
}

impl IntValue {
    /// The low `width` bits of `bits`.
    ///
    /// # Panics
    /// If `width` is not in 1..=[`MAX_INT_WIDTH`].
    #[inline]
    pub fn from_u64(bits: u64, width: u32) -> IntValue {
        if (1..=64).contains(&width) {
            IntValue(Repr::Narrow {
                bits: bits & mask(width),
                width: width as u8,
            })
        } else {
            IntValue::from_biguint(BigUint::from(bits), width)
        }
    }

    /// The low `width` bits of `bits`.
    ///
    /// # Panics
    /// If `width` is not in 1..=[`MAX_INT_WIDTH`].
    pub fn from_u128(bits: u128, width: u32) -> IntValue {
        if width <= 64 {
            IntValue::from_u64(bits as u64, width)
        } else {
            IntValue::from_biguint(BigUint::from(bits), width)
        }
    }

    /// The two's complement of `value`, sign-extended or truncated to
    /// `width` bits.
    ///
    /// # Panics
    /// If `width` is not in 1..=[`MAX_INT_WIDTH`].
    pub fn from_i64(value: i64, width: u32) -> IntValue {
        if width <= 64 {
            IntValue::from_u64(value as u64, width)
        } else {
            IntValue::from_bigint(&BigInt::from(value), width)
        }
    }

    /// The low `width` bits of `bits`.
    ///
    /// # Panics
    /// If `width` is not in 1..=[`MAX_INT_WIDTH`].
    pub fn from_biguint(mut bits: BigUint, width: u32) -> IntValue {
        assert!(
            (1..=MAX_INT_WIDTH).contains(&width),
            "integer width {width} is not in 1..={MAX_INT_WIDTH}"
        );
        if width <= 64 {
            let low = bits.iter_u64_digits().next().unwrap_or(0);
            return IntValue::from_u64(low, width);
        }
        if bits.bits() > u64::from(width) {
            bits &= (BigUint::from(1u8) << width) - 1u8;
        }
        IntValue(Repr::Wide(Box::new((bits, width))))
    }

    /// `value` modulo 2^`width` (its two's complement, truncated).
    ///
    /// # Panics
    /// If `width` is not in 1..=[`MAX_INT_WIDTH`].
    pub fn from_bigint(value: &BigInt, width: u32) -> IntValue {
        match value.sign() {
            Sign::Minus => {
                let modulus = BigUint::from(1u8) << width;
                let magnitude = value.magnitude() % &modulus;
                IntValue::from_biguint(modulus - magnitude, width)
            }
            _ => IntValue::from_biguint(value.magnitude().clone(), width),
        }
    }

    /// The `i1` for `value`: true is 1.
    pub fn from_bool(value: bool) -> IntValue {
        IntValue::from_u64(u64::from(value), 1)
    }

    /// The smallest signed value of the width (`INT_MIN`; `-1` for `i1`).
    pub fn signed_min(width: u32) -> IntValue {
        if width <= 64 {
            IntValue::from_u64(1 << (width - 1), width)
        } else {
            IntValue::from_biguint(BigUint::from(1u8) << (width - 1), width)
        }
    }

    #[inline]
    pub fn width(&self) -> u32 {
        match &self.0 {
            Repr::Narrow { width, .. } => u32::from(*width),
            Repr::Wide(wide) => wide.1,
        }
    }

    /// The bits of a value of at most 64 bits, `None` for a wider one: the
    /// fast path of the narrow arithmetic.
    #[inline]
    pub fn narrow_bits(&self) -> Option<u64> {
        match self.0 {
            Repr::Narrow { bits, .. } => Some(bits),
            Repr::Wide(_) => None,
        }
    }

    /// The bits read as an unsigned number, if it fits in a `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        match &self.0 {
            Repr::Narrow { bits, .. } => Some(*bits),
            Repr::Wide(wide) => u64::try_from(&wide.0).ok(),
        }
    }

    /// The bits read as a two's complement number, if it fits in an `i64`.
    #[inline]
    pub fn to_i64(&self) -> Option<i64> {
        match &self.0 {
            Repr::Narrow { bits, width } => Some(sign_extend(*bits, u32::from(*width))),
            Repr::Wide(_) => i64::try_from(self.to_bigint()).ok(),
        }
    }

    /// The bits read as an unsigned number.
    ///
    /// # Panics
    /// If the width is above 64: use [`to_u64`](Self::to_u64) or
    /// [`to_biguint`](Self::to_biguint) where the width may be wider.
    #[inline]
    pub fn as_unsigned(&self) -> u64 {
        self.narrow_bits()
            .unwrap_or_else(|| panic!("as_unsigned of an i{}", self.width()))
    }

    /// The bits read as a two's complement number, sign-extended to 64 bits.
    ///
    /// # Panics
    /// If the width is above 64 (see [`as_unsigned`](Self::as_unsigned)).
    #[inline]
    pub fn as_signed(&self) -> i64 {
        match self.0 {
            Repr::Narrow { bits, width } => sign_extend(bits, u32::from(width)),
            Repr::Wide(_) => panic!("as_signed of an i{}", self.width()),
        }
    }

    /// The bits read as an unsigned number, at any width.
    pub fn to_biguint(&self) -> BigUint {
        match &self.0 {
            Repr::Narrow { bits, .. } => BigUint::from(*bits),
            Repr::Wide(wide) => wide.0.clone(),
        }
    }

    /// The bits read as a two's complement number, at any width.
    pub fn to_bigint(&self) -> BigInt {
        let width = self.width();
        let unsigned = self.to_biguint();
        if unsigned.bit(u64::from(width - 1)) {
            BigInt::from(unsigned) - (BigInt::from(1u8) << width)
        } else {
            BigInt::from(unsigned)
        }
    }

    /// Whether the top (sign) bit is set.
    pub fn is_negative(&self) -> bool {
        match &self.0 {
            Repr::Narrow { bits, width } => bits >> (width - 1) != 0,
            Repr::Wide(wide) => wide.0.bit(u64::from(wide.1 - 1)),
        }
    }

    /// Whether any bit is set; for an `i1`, whether it is true.
    #[inline]
    pub fn as_bool(&self) -> bool {
        match &self.0 {
            Repr::Narrow { bits, .. } => *bits != 0,
            Repr::Wide(wide) => wide.0.bits() != 0,
        }
    }

    /// The value sign-extended or truncated to `width` bits.
    pub fn sext_or_trunc(&self, width: u32) -> IntValue {
        match self.to_i64() {
            Some(v) if self.width() <= 64 => IntValue::from_i64(v, width),
            _ => IntValue::from_bigint(&self.to_bigint(), width),
        }
    }

    /// The value zero-extended or truncated to `width` bits.
    pub fn zext_or_trunc(&self, width: u32) -> IntValue {
        match &self.0 {
            Repr::Narrow { bits, .. } => IntValue::from_u64(*bits, width),
            Repr::Wide(wide) => IntValue::from_biguint(wide.0.clone(), width),
        }
    }
}

/// The low `width` bits of `bits` read as two's complement, `width` in 1..=64.
#[inline]
pub(super) fn sign_extend(bits: u64, width: u32) -> i64 {
    let unused = 64 - width;
    ((bits << unused) as i64) >> unused
}

/// The mask of the low `width` bits, `width` in 1..=64.
#[inline]
fn mask(width: u32) -> u64 {
    u64::MAX >> (64 - width)
}

/// A float format of the subset, with its IEEE 754 layout.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatFormat {
    /// IEEE binary16 (`f16`).
    F16,
    /// bfloat16 (`bf16`): binary32's exponent, 7 mantissa bits.
    BF16,
    /// IEEE binary32 (`f32`).
    F32,
    /// IEEE binary64 (`f64`).
    F64,
    /// x87 double extended (`f80`): 15 exponent bits and a 64-bit
    /// significand whose integer bit is stored.
    F80,
    /// IEEE binary128 (`f128`).
    F128,
    /// OCP FP8 E5M2 (`f8E5M2`): binary16's exponent, 2 mantissa bits.
    F8E5M2,
    /// OCP FP8 E4M3 (`f8E4M3FN`): 4 exponent bits, 3 mantissa bits, no
    /// infinities, NaN only with every exponent and mantissa bit set.
    F8E4M3FN,
}

impl FloatFormat {
    /// The width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatFormat::F8E5M2 | FloatFormat::F8E4M3FN => 8,
            FloatFormat::F16 | FloatFormat::BF16 => 16,
            FloatFormat::F32 => 32,
            FloatFormat::F64 => 64,
            FloatFormat::F80 => 80,
            FloatFormat::F128 => 128,
        }
    }

    /// The stored mantissa bits below the integer bit (precision minus
    /// one; `f80` stores its integer bit above them).
    pub fn mantissa_bits(self) -> u32 {
        match self {
            FloatFormat::F16 => 10,
            FloatFormat::BF16 => 7,
            FloatFormat::F32 => 23,
            FloatFormat::F64 => 52,
            FloatFormat::F80 => 63,
            FloatFormat::F128 => 112,
            FloatFormat::F8E5M2 => 2,
            FloatFormat::F8E4M3FN => 3,
        }
    }

    /// The exponent bits.
    pub fn exponent_bits(self) -> u32 {
        match self {
            FloatFormat::F80 => 15,
            _ => self.width() - 1 - self.mantissa_bits(),
        }
    }

    /// The MLIR type name: `f16`, `bf16`, `f32`, `f64`, `f80`, `f128`.
    pub fn name(self) -> &'static str {
        match self {
            FloatFormat::F16 => "f16",
            FloatFormat::BF16 => "bf16",
            FloatFormat::F32 => "f32",
            FloatFormat::F64 => "f64",
            FloatFormat::F80 => "f80",
            FloatFormat::F128 => "f128",
            FloatFormat::F8E5M2 => "f8E5M2",
            FloatFormat::F8E4M3FN => "f8E4M3FN",
        }
    }

    /// The quiet bit of a NaN: the top mantissa bit (below `f80`'s
    /// integer bit).
    pub fn quiet_bit(self) -> u128 {
        1 << (self.mantissa_bits() - 1)
    }

    /// Whether the format is wider than `f64` (`f80`, `f128`).
    pub fn is_wide(self) -> bool {
        self.width() > 64
    }

    /// Whether values of this format are computed on through
    /// `rustc_apfloat` (LLVM's APFloat) rather than the hardware (and
    /// `half`): every format but `f16`, `bf16`, `f32` and `f64`.
    pub fn by_apfloat(self) -> bool {
        !matches!(
            self,
            FloatFormat::F16 | FloatFormat::BF16 | FloatFormat::F32 | FloatFormat::F64
        )
    }

    /// The value of this format with the bit pattern `bits` (the low
    /// [`width`](Self::width) bits).
    pub fn from_bits(self, bits: u128) -> FloatValue {
        match self {
            FloatFormat::F16 => FloatValue::F16(f16::from_bits(bits as u16)),
            FloatFormat::BF16 => FloatValue::BF16(bf16::from_bits(bits as u16)),
            FloatFormat::F32 => FloatValue::F32(f32::from_bits(bits as u32)),
            FloatFormat::F64 => FloatValue::F64(f64::from_bits(bits as u64)),
            FloatFormat::F80 => FloatValue::F80(WideBits::new(bits & ((1 << 80) - 1))),
            FloatFormat::F128 => FloatValue::F128(WideBits::new(bits)),
            FloatFormat::F8E5M2 => FloatValue::F8E5M2(bits as u8),
            FloatFormat::F8E4M3FN => FloatValue::F8E4M3FN(bits as u8),
        }
    }

    /// `x` rounded to nearest-even in this format (too large gives an
    /// infinity; NaN gives a NaN).
    ///
    /// `half` narrows an `f64` through its top 32 bits (or through `f32`
    /// with F16C), rounding twice; so the narrow formats go through `f32`
    /// rounded to odd, which then rounds correctly to any format at least
    /// two bits narrower (Boldo and Melquiond, "Emulation of FMA and
    /// correctly rounded sums: proved algorithms using rounding to odd",
    /// IEEE TC 2008, Theorem 1). The other formats convert through
    /// APFloat.
    pub fn round_f64(self, x: f64) -> FloatValue {
        match self {
            FloatFormat::F16 => FloatValue::F16(f16::from_f32(f32_rounded_to_odd(x))),
            FloatFormat::BF16 => FloatValue::BF16(bf16::from_f32(f32_rounded_to_odd(x))),
            FloatFormat::F32 => FloatValue::F32(x as f32),
            FloatFormat::F64 => FloatValue::F64(x),
            _ => resized(FloatValue::F64(x), self),
        }
    }
}

/// The bits of an `f80` or `f128`, as two `u64` halves so that a
/// [`FloatValue`] stays 8-aligned (24 bytes, where a `u128` would make it
/// 32 and every [`Scalar`] with it).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct WideBits {
    low: u64,
    high: u64,
}

impl WideBits {
    pub fn new(bits: u128) -> WideBits {
        WideBits {
            low: bits as u64,
            high: (bits >> 64) as u64,
        }
    }

    pub fn get(self) -> u128 {
        u128::from(self.high) << 64 | u128::from(self.low)
    }
}

/// `x` rounded to `f32` toward zero, with the last mantissa bit set if
/// that was inexact (round to odd). Beyond `f32`'s range the result is an
/// infinity, which narrower formats overflow to as well.
fn f32_rounded_to_odd(x: f64) -> f32 {
    let nearest = x as f32;
    let exact = f64::from(nearest);
    if !nearest.is_finite() || exact == x || nearest.to_bits() & 1 == 1 {
        return nearest;
    }
    // Inexact with an even last bit: the odd neighbour on `x`'s side.
    let toward = if exact.abs() < x.abs() { 1 } else { -1i32 };
    f32::from_bits(nearest.to_bits().wrapping_add_signed(toward))
}

/// An IEEE 754 value of one of the [`FloatFormat`]s.
///
/// Equality and hashing are on the bit pattern and format, so this works as
/// a constant in lattices and maps: `NaN == NaN` (same payload) and
/// `0.0 != -0.0`. Use [`super::cmpf`] for IEEE comparison.
#[derive(Clone, Copy, Debug)]
pub enum FloatValue {
    F16(f16),
    BF16(bf16),
    F32(f32),
    F64(f64),
    F80(WideBits),
    F128(WideBits),
    F8E5M2(u8),
    F8E4M3FN(u8),
}

impl FloatValue {
    /// The IEEE bit pattern, zero-extended to 128 bits.
    pub fn to_bits(self) -> u128 {
        match self {
            FloatValue::F16(x) => u128::from(x.to_bits()),
            FloatValue::BF16(x) => u128::from(x.to_bits()),
            FloatValue::F32(x) => u128::from(x.to_bits()),
            FloatValue::F64(x) => u128::from(x.to_bits()),
            FloatValue::F80(bits) | FloatValue::F128(bits) => bits.get(),
            FloatValue::F8E5M2(bits) | FloatValue::F8E4M3FN(bits) => u128::from(bits),
        }
    }

    /// The value as an `f64`: exact for the formats of at most 64 bits,
    /// rounded to nearest-even for the [wide](FloatFormat::is_wide) ones.
    pub fn as_f64(self) -> f64 {
        match self {
            FloatValue::F16(x) => f64::from(x),
            FloatValue::BF16(x) => f64::from(x),
            FloatValue::F32(x) => f64::from(x),
            FloatValue::F64(x) => x,
            _ => f64::from_bits(resized(self, FloatFormat::F64).to_bits() as u64),
        }
    }

    pub fn format(self) -> FloatFormat {
        match self {
            FloatValue::F16(_) => FloatFormat::F16,
            FloatValue::BF16(_) => FloatFormat::BF16,
            FloatValue::F32(_) => FloatFormat::F32,
            FloatValue::F64(_) => FloatFormat::F64,
            FloatValue::F80(_) => FloatFormat::F80,
            FloatValue::F128(_) => FloatFormat::F128,
            FloatValue::F8E5M2(_) => FloatFormat::F8E5M2,
            FloatValue::F8E4M3FN(_) => FloatFormat::F8E4M3FN,
        }
    }

    pub fn is_nan(self) -> bool {
        if self.format().by_apfloat() {
            super::apfloat::is_nan(self)
        } else {
            self.as_f64().is_nan()
        }
    }

    /// Whether this is a NaN with its quiet bit (the top mantissa bit) clear.
    pub fn is_signaling_nan(self) -> bool {
        self.is_nan() && self.to_bits() & self.quiet_bit() == 0
    }

    /// The NaN with its quiet bit set, keeping sign and payload.
    pub(super) fn quieted(self) -> FloatValue {
        self.with_bits(self.to_bits() | self.quiet_bit())
    }

    /// The quiet NaN that invalid operations produce, as APFloat makes it:
    /// sign clear, only the quiet bit set (`0x7E00`, `0x7FC0`,
    /// `0x7FC00000`, `0x7FF8000000000000`; `f80` sets its integer bit too;
    /// `f8E4M3FN` has the one NaN `0x7F`).
    pub(crate) fn default_nan(format: FloatFormat) -> FloatValue {
        super::apfloat::default_nan(format)
    }

    /// A value of the same format with the given bit pattern.
    pub(super) fn with_bits(self, bits: u128) -> FloatValue {
        self.format().from_bits(bits)
    }

    /// The sign bit of this format.
    pub(super) fn sign_bit(self) -> u128 {
        1 << (self.format().width() - 1)
    }

    fn quiet_bit(self) -> u128 {
        self.format().quiet_bit()
    }
}

impl PartialEq for FloatValue {
    fn eq(&self, other: &FloatValue) -> bool {
        self.format() == other.format() && self.to_bits() == other.to_bits()
    }
}

impl Eq for FloatValue {}

impl Hash for FloatValue {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.format().hash(state);
        self.to_bits().hash(state);
    }
}

/// A scalar value as the IR computes with it: an integer (also `index`), a
/// float, or poison (`ub.poison`, an uninitialised load, or an op's poison
/// result). Poison carries no type; the IR knows it.
///
/// Not `Copy`: an integer wider than 64 bits owns its digits.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Scalar {
    Int(IntValue),
    Float(FloatValue),
    Poison,
}

impl Scalar {
    /// The `i1` for `value`.
    pub fn from_bool(value: bool) -> Scalar {
        Scalar::Int(IntValue::from_bool(value))
    }

    pub fn is_poison(&self) -> bool {
        matches!(self, Scalar::Poison)
    }

    /// The integer, if this is one.
    pub fn as_int(&self) -> Option<&IntValue> {
        match self {
            Scalar::Int(v) => Some(v),
            _ => None,
        }
    }

    /// The float, if this is one.
    pub fn as_float(&self) -> Option<FloatValue> {
        match self {
            Scalar::Float(v) => Some(*v),
            _ => None,
        }
    }
}

impl From<IntValue> for Scalar {
    fn from(value: IntValue) -> Scalar {
        Scalar::Int(value)
    }
}

impl From<FloatValue> for Scalar {
    fn from(value: FloatValue) -> Scalar {
        Scalar::Float(value)
    }
}

/// Integers in signed decimal, floats as MLIR prints them, poison as
/// `poison`.
impl fmt::Display for Scalar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scalar::Int(v) => f.write_str(&format_int(v)),
            Scalar::Float(v) => f.write_str(&format_float(*v)),
            Scalar::Poison => f.write_str("poison"),
        }
    }
}

/// The type of a scalar, as far as the semantics needs it: the target of a
/// cast, or the result of an external call.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ScalarType {
    /// `iN`, N in 1..=[`MAX_INT_WIDTH`].
    Int(u32),
    /// `index`: a 64-bit integer.
    Index,
    Float(FloatFormat),
}

impl ScalarType {
    /// The width in bits (`index` is 64).
    pub fn width(self) -> u32 {
        match self {
            ScalarType::Int(width) => width,
            ScalarType::Index => 64,
            ScalarType::Float(format) => format.width(),
        }
    }
}

/// The integer operand of `op`, or `None` for poison.
///
/// # Panics
/// On a float: the verifier rules that out.
pub(super) fn int_operand<'a>(value: &'a Scalar, op: &str) -> Option<&'a IntValue> {
    match value {
        Scalar::Int(v) => Some(v),
        Scalar::Poison => None,
        Scalar::Float(_) => panic!("{op}: float operand where an integer is required"),
    }
}

/// The float operand of `op`, or `None` for poison.
///
/// # Panics
/// On an integer: the verifier rules that out.
pub(super) fn float_operand(value: &Scalar, op: &str) -> Option<FloatValue> {
    match value {
        Scalar::Float(v) => Some(*v),
        Scalar::Poison => None,
        Scalar::Int(_) => panic!("{op}: integer operand where a float is required"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_constructors_truncate_to_width() {
        assert_eq!(IntValue::from_u64(0x1FF, 8).as_unsigned(), 0xFF);
        assert_eq!(IntValue::from_i64(-1, 8).as_unsigned(), 0xFF);
        assert_eq!(IntValue::from_i64(-1, 1).as_unsigned(), 1);
        assert_eq!(IntValue::from_i64(2, 1).as_unsigned(), 0);
        assert_eq!(IntValue::from_i64(-1, 64).as_unsigned(), u64::MAX);
        assert_eq!(IntValue::from_i64(300, 8), IntValue::from_i64(44, 8));
    }

    #[test]
    fn signed_and_unsigned_readings() {
        assert_eq!(IntValue::from_u64(0xFF, 8).as_signed(), -1);
        assert_eq!(IntValue::from_u64(0x80, 8).as_signed(), -128);
        assert_eq!(IntValue::from_u64(0x7F, 8).as_signed(), 127);
        assert_eq!(IntValue::from_bool(true).as_signed(), -1);
        assert_eq!(IntValue::from_bool(true).as_unsigned(), 1);
        assert_eq!(IntValue::from_u64(1 << 31, 32).as_signed(), i32::MIN.into());
        assert_eq!(IntValue::from_u64(1 << 63, 64).as_signed(), i64::MIN);
    }

    #[test]
    fn signed_min_per_width() {
        assert_eq!(IntValue::signed_min(1).as_signed(), -1);
        assert_eq!(IntValue::signed_min(8).as_signed(), -128);
        assert_eq!(IntValue::signed_min(64).as_signed(), i64::MIN);
    }

    #[test]
    #[should_panic(expected = "not in 1..=16777215")]
    fn zero_width_is_rejected() {
        IntValue::from_u64(0, 0);
    }

    #[test]
    #[should_panic(expected = "not in 1..=16777215")]
    fn width_past_mlir_limit_is_rejected() {
        IntValue::from_u64(0, MAX_INT_WIDTH + 1);
    }

    #[test]
    fn wide_values_wrap_and_read_back() {
        let minus_one = IntValue::from_i64(-1, 128);
        assert_eq!(minus_one.to_biguint(), (BigUint::from(1u8) << 128u32) - 1u8);
        assert_eq!(minus_one.to_bigint(), BigInt::from(-1));
        assert_eq!(minus_one.to_i64(), Some(-1));
        assert_eq!(minus_one.to_u64(), None);
        assert!(minus_one.is_negative());
        let min = IntValue::signed_min(65);
        assert_eq!(min.to_bigint(), -(BigInt::from(1u8) << 64u32));
        assert_eq!(min.to_u64(), None);
        assert_eq!(min.zext_or_trunc(64), IntValue::from_u64(0, 64));
        assert_eq!(min.sext_or_trunc(200).to_bigint(), min.to_bigint());
        assert_eq!(
            IntValue::from_i64(-5, 64).sext_or_trunc(100),
            IntValue::from_i64(-5, 100)
        );
        assert_eq!(
            IntValue::from_i64(-5, 8).zext_or_trunc(100).to_u64(),
            Some(251)
        );
        // The representation follows the width, so equal values are equal.
        let wide = IntValue::from_bigint(&BigInt::from(7), 65);
        assert_eq!(wide, IntValue::from_u64(7, 65));
        assert_eq!(
            IntValue::from_biguint(BigUint::from(u64::MAX) << 70u32, 65).to_biguint(),
            BigUint::from(0u8)
        );
        assert!(IntValue::from_u64(1, 65).as_bool());
        assert!(!IntValue::from_u64(0, 1000).as_bool());
    }

    /// The wide formats' bits are two `u64`s so that a `Scalar` stays 24
    /// bytes, as before them (a `u128` would make both 32).
    #[test]
    #[cfg(target_pointer_width = "64")]
    fn scalars_stay_small() {
        assert_eq!(std::mem::size_of::<FloatValue>(), 24);
        assert_eq!(std::mem::size_of::<Scalar>(), 24);
    }

    #[test]
    fn float_equality_is_bitwise() {
        let nan = FloatValue::F64(f64::NAN);
        assert_eq!(nan, nan);
        assert_ne!(FloatValue::F64(0.0), FloatValue::F64(-0.0));
        assert_ne!(FloatValue::F32(1.0), FloatValue::F64(1.0));
        assert_ne!(
            FloatValue::F16(f16::ONE),
            FloatValue::BF16(bf16::from_bits(0x3C00))
        );
    }

    #[test]
    fn nan_kinds() {
        let signaling = FloatValue::F32(f32::from_bits(0x7F80_0001));
        assert!(signaling.is_signaling_nan());
        assert_eq!(signaling.quieted().to_bits(), 0x7FC0_0001);
        assert!(!FloatValue::default_nan(FloatFormat::F64).is_signaling_nan());
        let half_signaling = FloatValue::F16(f16::from_bits(0x7C01));
        assert!(half_signaling.is_signaling_nan());
        assert_eq!(half_signaling.quieted().to_bits(), 0x7E01);
        assert_eq!(FloatValue::default_nan(FloatFormat::F16).to_bits(), 0x7E00);
        assert_eq!(FloatValue::default_nan(FloatFormat::BF16).to_bits(), 0x7FC0);
        assert_eq!(
            FloatValue::default_nan(FloatFormat::F32).to_bits(),
            0x7FC0_0000
        );
        assert!(!FloatValue::F64(f64::INFINITY).is_signaling_nan());
    }

    #[test]
    fn scalar_display() {
        assert_eq!(Scalar::from(IntValue::from_i64(-5, 32)).to_string(), "-5");
        assert_eq!(
            Scalar::from(FloatValue::F64(1.5)).to_string(),
            "1.500000e+00"
        );
        assert_eq!(Scalar::Poison.to_string(), "poison");
        assert!(Scalar::Poison.is_poison());
        assert!(!Scalar::from_bool(false).is_poison());
    }

    #[test]
    fn scalar_type_widths() {
        assert_eq!(ScalarType::Index.width(), 64);
        assert_eq!(ScalarType::Int(17).width(), 17);
        assert_eq!(ScalarType::Float(FloatFormat::F32).width(), 32);
        assert_eq!(ScalarType::Float(FloatFormat::BF16).width(), 16);
    }

    #[test]
    fn narrowing_rounds_once() {
        // 1 + 2^-11 + 2^-40 is just above the midpoint of 1 and the next
        // f16 (1 + 2^-10): it rounds up, although rounding to f32 first
        // would land on the midpoint and then round to even (down).
        let x = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
        assert_eq!(FloatFormat::F16.round_f64(x).to_bits(), 0x3C01);
        assert_eq!(
            FloatFormat::F16.round_f64(1.0 + 2f64.powi(-11)).to_bits(),
            0x3C00
        );
        let y = 1.0 + 2f64.powi(-8) + 2f64.powi(-40);
        assert_eq!(FloatFormat::BF16.round_f64(y).to_bits(), 0x3F81);
        assert_eq!(FloatFormat::BF16.round_f64(-y).to_bits(), 0xBF81);
        assert_eq!(FloatFormat::F16.round_f64(65520.0).to_bits(), 0x7C00);
        assert_eq!(FloatFormat::F16.round_f64(65519.99).to_bits(), 0x7BFF);
        assert_eq!(FloatFormat::BF16.round_f64(1e300).to_bits(), 0x7F80);
        assert!(FloatFormat::F16.round_f64(f64::NAN).is_nan());
    }
}
