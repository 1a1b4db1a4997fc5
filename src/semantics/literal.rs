//! Constants spelled as MLIR spells them: printing and parsing the literals
//! of `arith.constant`.

use std::fmt;

use std::cmp::Ordering;

use num_bigint::{BigInt, BigUint};
use rustc_apfloat::{Float, Round};

use super::apfloat::apfloat_of;
use super::value::{FloatFormat, FloatValue, IntValue};

/// An integer in signed decimal, as MLIR prints a signless integer
/// (`i1` true is `-1`).
pub fn format_int(value: &IntValue) -> String {
    match value.to_i64() {
        Some(small) => small.to_string(),
        None => value.to_bigint().to_string(),
    }
}

/// An integer as MLIR prints an integer attribute, such as the value of
/// `arith.constant`: `true`/`false` for `i1`, otherwise signed decimal.
pub fn format_int_attribute(value: &IntValue) -> String {
    if value.width() == 1 {
        (if value.as_bool() { "true" } else { "false" }).to_string()
    } else {
        format_int(value)
    }
}

/// The value of an integer literal (`-12`, `0xFF`: the lexer's integer
/// token) as an attribute of `width` bits, as MLIR reads it
/// (`buildAttributeAPInt` in `mlir/lib/AsmParser/AttributeParser.cpp`):
/// from -2^(width-1) to 2^width - 1, the positive values above the signed
/// range wrapping (`255 : i8` is -1); `None` outside that range, and for
/// `-0`, which MLIR rejects too.
///
/// A literal longer than the width's largest value is rejected before
/// its digits are converted, so the cost is that of a number of at most
/// `width` bits (quadratic in its digits: num-bigint's radix conversion).
pub fn parse_int_literal(text: &str, width: u32) -> Option<IntValue> {
    let (negative, unsigned) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (radix, digits) = match unsigned.strip_prefix("0x") {
        Some(hex) => (16, hex),
        None => (10, unsigned),
    };
    let digits = digits.trim_start_matches('0');
    // 2^width has at most width / 4 + 1 hex digits and width / 3 + 1 decimal ones.
    let longest = (if radix == 16 { width / 4 } else { width / 3 }) as usize + 1;
    if digits.len() > longest {
        return None;
    }
    if width <= 64 {
        let magnitude = if digits.is_empty() {
            0
        } else {
            u128::from_str_radix(digits, radix).ok()?
        };
        let fits = if negative {
            magnitude != 0 && magnitude <= 1 << (width - 1)
        } else {
            magnitude >> width == 0
        };
        let bits = if negative {
            (magnitude as u64).wrapping_neg()
        } else {
            magnitude as u64
        };
        return fits.then(|| IntValue::from_u64(bits, width));
    }
    let magnitude = if digits.is_empty() {
        BigUint::ZERO
    } else {
        BigUint::parse_bytes(digits.as_bytes(), radix)?
    };
    if negative {
        let fits = magnitude.bits() != 0 && magnitude <= BigUint::from(1u8) << (width - 1);
        fits.then(|| IntValue::from_bigint(&-BigInt::from(magnitude), width))
    } else {
        (magnitude.bits() <= u64::from(width)).then(|| IntValue::from_biguint(magnitude, width))
    }
}

/// A float as MLIR's AsmPrinter prints a float attribute (`printFloatValue`
/// in `mlir/lib/IR/AsmPrinter.cpp`), character for character:
///
/// 1. Scientific notation with 6 digits after the point (`1.500000e+00`,
///    `-0.000000e+00`) if that parses back to the same bits.
/// 2. Otherwise APFloat's default `toString` if it contains a `.`: up to 17
///    significant digits for `f64`, 9 for `f32`, in plain notation unless
///    that needs more than 3 padding zeros (`0.30000000000000004`,
///    `1421816.75`, `1.23456789E+20`).
/// 3. Otherwise, and always for NaN and infinities, the bits in hex:
///    `0x7FC00000`, `0xFFF0000000000000`.
///
/// The wide formats (`f80`, `f128`) print through `rustc_apfloat`'s
/// `Display`, which is APFloat's `toString`.
pub fn format_float(value: FloatValue) -> String {
    if value.format().by_apfloat() {
        return format_wide(value);
    }
    if !value.is_nan() && value.as_f64().is_finite() {
        let scientific = apfloat_to_string(value, 6, 0, false);
        let parsed = parse_decimal(&scientific, value.format());
        if parsed == Some(value) {
            return scientific;
        }
        let default = apfloat_to_string(value, 0, 3, true);
        if default.contains('.') {
            return default;
        }
    }
    format!("0x{:X}", value.to_bits())
}

/// [`format_float`] of an `f80` or `f128`, with one deliberate difference
/// from `mlir-opt`: a decimal is printed only if it reads back to the same
/// bits. `mlir-opt` reads a decimal through the nearest `f64` (and so does
/// [`parse_float_literal`]) but checks the decimal it prints by reading it
/// in the type, so it prints `0.333333333333333333333333333333333317` for
/// the `f128` nearest 1/3, which reads back as the `f64` nearest 1/3; here
/// that value prints in hex, and every printed constant keeps its bits.
fn format_wide(value: FloatValue) -> String {
    let format = value.format();
    let printed = apfloat_of!(format, F => {
        let x = F::from_bits(value.to_bits());
        // Width, precision and `#` are toString's FormatMaxPadding,
        // FormatPrecision and !TruncateZero: toString(6, 0, false), then
        // toString().
        let scientific = format!("{:#1$.6}", x, 0);
        let exact = F::from_str_r(&scientific, Round::NearestTiesToEven)
            .is_ok_and(|parsed| parsed.value.bitwise_eq(x));
        if !x.is_finite() {
            None
        } else if exact {
            Some(scientific)
        } else {
            Some(x.to_string()).filter(|default| default.contains('.'))
        }
    });
    printed
        .filter(|text| parse_decimal(text, format) == Some(value))
        .unwrap_or_else(|| format!("0x{:X}", value.to_bits()))
}

/// Why a float literal was rejected; the messages are MLIR's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum FloatLiteralError {
    /// `1` where `1.0` was meant.
    DecimalInteger,
    /// `-0x...`.
    NegativeHex,
    /// `0x...` with more significant bits than the type.
    HexOutOfRange,
    /// Not a float literal at all.
    Malformed,
}

impl FloatLiteralError {
    /// MLIR's note to the error, if it has one.
    pub fn note(self) -> Option<&'static str> {
        (self == FloatLiteralError::DecimalInteger)
            .then_some("add a trailing dot to make the literal a float")
    }
}

impl fmt::Display for FloatLiteralError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            FloatLiteralError::DecimalInteger => {
                "unexpected decimal integer literal for a floating point value"
            }
            FloatLiteralError::NegativeHex => {
                "hexadecimal float literal should not have a leading minus"
            }
            FloatLiteralError::HexOutOfRange => "hexadecimal float constant out of range for type",
            FloatLiteralError::Malformed => "invalid floating point literal",
        })
    }
}

/// A float literal as MLIR accepts it for a value of `format`:
/// `-?[0-9]+\.[0-9]*([eE][-+]?[0-9]+)?`, rounded to nearest-even (too
/// large gives an infinity), or `0x` and hex digits giving the bits.
pub fn parse_float_literal(
    text: &str,
    format: FloatFormat,
) -> Result<FloatValue, FloatLiteralError> {
    let unsigned = text.strip_prefix('-').unwrap_or(text);
    if let Some(hex) = unsigned.strip_prefix("0x") {
        if unsigned.len() != text.len() {
            return Err(FloatLiteralError::NegativeHex);
        }
        return parse_hex_bits(hex, format);
    }
    let integer_digits = unsigned.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &unsigned[integer_digits..];
    if integer_digits > 0 && rest.is_empty() {
        return Err(FloatLiteralError::DecimalInteger);
    }
    let Some(after_point) = rest.strip_prefix('.') else {
        return Err(FloatLiteralError::Malformed);
    };
    let fraction_digits = after_point.bytes().take_while(u8::is_ascii_digit).count();
    let exponent = &after_point[fraction_digits..];
    let exponent_is_valid = match exponent.strip_prefix(['e', 'E']) {
        None => exponent.is_empty(),
        Some(e) => {
            let digits = e.strip_prefix(['+', '-']).unwrap_or(e);
            !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
        }
    };
    if integer_digits == 0 || !exponent_is_valid {
        return Err(FloatLiteralError::Malformed);
    }
    parse_decimal(text, format).ok_or(FloatLiteralError::Malformed)
}

/// The bits in `hex` (the digits after `0x`) as a float.
fn parse_hex_bits(hex: &str, format: FloatFormat) -> Result<FloatValue, FloatLiteralError> {
    if hex.is_empty() || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(FloatLiteralError::Malformed);
    }
    let significant = hex.trim_start_matches('0');
    let bits = match significant {
        "" => Some(0),
        digits if digits.len() <= 32 => u128::from_str_radix(digits, 16).ok(),
        _ => None,
    };
    match bits {
        Some(bits) if u128::BITS - bits.leading_zeros() <= format.width() => {
            Ok(format.from_bits(bits))
        }
        _ => Err(FloatLiteralError::HexOutOfRange),
    }
}

/// A decimal string correctly rounded to the format, as APFloat parses it.
///
/// `f16` and `bf16` go through the correctly rounded `f64`; rounding that
/// again is wrong only where it is a midpoint of the narrow format (a
/// midpoint is an `f64`, so the first rounding cannot cross it): there
/// the text is compared with the midpoint's exact decimal expansion.
fn parse_decimal(text: &str, format: FloatFormat) -> Option<FloatValue> {
    let wide: f64 = match format {
        FloatFormat::F32 => return text.parse().ok().map(FloatValue::F32),
        FloatFormat::F64 => return text.parse().ok().map(FloatValue::F64),
        FloatFormat::F16 | FloatFormat::BF16 => text.parse().ok()?,
        // As `mlir-opt` reads them: through the nearest `f64` (which the
        // wide formats hold exactly).
        _ => return text.parse().ok().map(|x| format.round_f64(x)),
    };
    let nearest = format.round_f64(wide);
    if !wide.is_finite() || nearest.as_f64() == wide {
        return Some(nearest);
    }
    // The neighbour of `nearest` on the side of `wide` (magnitudes: the
    // sign bit is the top one), and the midpoint between them.
    let toward_wide = nearest.as_f64().abs() < wide.abs();
    let bits = nearest.to_bits();
    let neighbour = format.from_bits(if toward_wide { bits + 1 } else { bits - 1 });
    let (low, high) = if toward_wide {
        (nearest, neighbour)
    } else {
        (neighbour, nearest)
    };
    let high_value = if high.as_f64().is_finite() {
        high.as_f64()
    } else {
        // Past the largest finite value, where the next one would be.
        2.0 * low.as_f64() - format.from_bits(low.to_bits() - 1).as_f64()
    };
    let midpoint = (low.as_f64() + high_value) / 2.0;
    if midpoint != wide {
        return Some(nearest);
    }
    // Exact: an f64 has at most 767 significant decimal digits.
    let (_, significand, exponent, _) = decompose(FloatValue::F64(midpoint));
    let (digits, decimal_exponent) = significant_digits(significand, exponent, 800);
    Some(
        match compare_decimal(decimal_digits(text), (&digits, decimal_exponent)) {
            Ordering::Less => low,
            Ordering::Greater => high,
            // A tie: `format.round_f64` rounded it to even.
            Ordering::Equal => nearest,
        },
    )
}

/// The digits (leading and trailing zeros stripped) and exponent of the
/// magnitude of a decimal float literal: `digits * 10^exponent`.
fn decimal_digits(text: &str) -> (Vec<u8>, i32) {
    let unsigned = text.strip_prefix('-').unwrap_or(text);
    let (mantissa, exponent) = match unsigned.find(['e', 'E']) {
        Some(at) => (&unsigned[..at], unsigned[at + 1..].parse().unwrap_or(0)),
        None => (unsigned, 0),
    };
    let fraction = mantissa.find('.').map_or(0, |at| mantissa.len() - at - 1);
    let mut digits: Vec<u8> = mantissa
        .bytes()
        .filter(u8::is_ascii_digit)
        .skip_while(|&d| d == b'0')
        .collect();
    let mut exponent = exponent - fraction as i32;
    strip_trailing_zeros(&mut digits, &mut exponent);
    (digits, exponent)
}

/// Compares two positive decimals `digits * 10^exponent` (no leading zeros).
fn compare_decimal(a: (Vec<u8>, i32), b: (&[u8], i32)) -> Ordering {
    let top = |digits: &[u8], exponent: i32| digits.len() as i32 + exponent;
    top(&a.0, a.1).cmp(&top(b.0, b.1)).then_with(|| {
        let n = a.0.len().max(b.0.len());
        let padded = |d: &[u8]| {
            let mut digits = d.to_vec();
            digits.resize(n, b'0');
            digits
        };
        padded(&a.0).cmp(&padded(b.0))
    })
}

/// APFloat's `toString(Str, FormatPrecision, FormatMaxPadding,
/// TruncateZero)` of a finite value (`llvm/lib/Support/APFloat.cpp`),
/// reproduced step by step.
fn apfloat_to_string(
    value: FloatValue,
    format_precision: usize,
    max_padding: usize,
    truncate_zero: bool,
) -> String {
    let (negative, significand, binary_exponent, precision_bits) = decompose(value);
    let mut out = String::from(if negative { "-" } else { "" });
    if significand == 0 {
        if max_padding != 0 {
            out.push('0');
        } else if truncate_zero {
            out.push_str("0.0E+0");
        } else {
            out.push_str("0.0");
            out.push_str(&"0".repeat(format_precision.saturating_sub(1)));
            out.push_str("e+00");
        }
        return out;
    }
    let precision = if format_precision == 0 {
        // Enough digits to round-trip (Steele and White).
        2 + precision_bits * 59 / 196
    } else {
        format_precision
    };
    let (digits, exponent) = significant_digits(significand, binary_exponent, precision);
    let count = digits.len();
    let digits = String::from_utf8(digits).expect("decimal digits are ASCII");

    let scientific = if max_padding == 0 {
        true
    } else if exponent >= 0 {
        exponent as usize > max_padding || count + exponent as usize > precision
    } else {
        let most_significant = exponent + count as i32 - 1;
        most_significant < 0 && (-most_significant) as usize > max_padding
    };
    if scientific {
        let exponent = exponent + count as i32 - 1;
        out.push_str(&digits[..1]);
        out.push('.');
        if count == 1 && truncate_zero {
            out.push('0');
        } else {
            out.push_str(&digits[1..]);
        }
        if !truncate_zero && precision >= count {
            out.push_str(&"0".repeat(precision + 1 - count));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if exponent >= 0 { '+' } else { '-' });
        let magnitude = exponent.unsigned_abs();
        if !truncate_zero && magnitude < 10 {
            out.push('0');
        }
        out.push_str(&magnitude.to_string());
    } else if exponent >= 0 {
        out.push_str(&digits);
        out.push_str(&"0".repeat(exponent as usize));
    } else {
        let whole_digits = exponent + count as i32;
        if whole_digits > 0 {
            out.push_str(&digits[..whole_digits as usize]);
            out.push('.');
            out.push_str(&digits[whole_digits as usize..]);
        } else {
            out.push_str("0.");
            out.push_str(&"0".repeat(whole_digits.unsigned_abs() as usize));
            out.push_str(&digits);
        }
    }
    out
}

/// The decimal digits (ASCII, most significant first, no trailing zeros)
/// and exponent with `digits * 10^exponent` close to `significand *
/// 2^binary_exponent`, at most `precision` digits, as APFloat computes
/// them, quirk included: it first cuts off digits that the precision
/// surely does not need by truncating, then rounds half up what is left,
/// so `0xBF449921` (-0.76796156167...) gets 9 digits `767961561`.
fn significant_digits(significand: u64, binary_exponent: i32, precision: usize) -> (Vec<u8>, i32) {
    let trailing_zeros = significand.trailing_zeros();
    let binary_exponent = binary_exponent + trailing_zeros as i32;
    let mut number = BigUint::from(significand >> trailing_zeros);
    let mut exponent = 0;
    if binary_exponent > 0 {
        number <<= binary_exponent as u32;
    } else {
        // n * 2^-e == n * 5^e * 10^-e
        number *= BigUint::from(5u8).pow(binary_exponent.unsigned_abs());
        exponent = binary_exponent;
    }

    // Truncate whole powers of ten (196/59 slightly overestimates log2(10)).
    let bits = number.bits() as usize;
    let bits_required = (precision * 196).div_ceil(59);
    let mut digits = number.to_str_radix(10).into_bytes();
    if bits > bits_required {
        let removable = (bits - bits_required) * 59 / 196;
        digits.truncate(digits.len() - removable);
        exponent += removable as i32;
    }
    strip_trailing_zeros(&mut digits, &mut exponent);

    // Round half up to `precision` digits.
    if digits.len() > precision {
        let round_up = digits[precision] >= b'5';
        exponent += (digits.len() - precision) as i32;
        digits.truncate(precision);
        if round_up {
            while digits.last() == Some(&b'9') {
                digits.pop();
                exponent += 1;
            }
            match digits.last_mut() {
                Some(last) => *last += 1,
                None => digits.push(b'1'),
            }
        } else {
            strip_trailing_zeros(&mut digits, &mut exponent);
        }
    }
    (digits, exponent)
}

/// Sign, integer significand, binary exponent and precision in bits, so
/// that the magnitude is `significand * 2^exponent`.
fn decompose(value: FloatValue) -> (bool, u64, i32, usize) {
    let format = value.format();
    let (bits, mantissa_bits, exponent_bits) = (
        value.to_bits() as u64,
        format.mantissa_bits() as usize,
        format.exponent_bits() as usize,
    );
    let negative = bits >> (mantissa_bits + exponent_bits) != 0;
    let biased = ((bits >> mantissa_bits) & ((1 << exponent_bits) - 1)) as i32;
    let fraction = bits & ((1 << mantissa_bits) - 1);
    let bias = (1 << (exponent_bits - 1)) - 1;
    let (significand, exponent) = if biased == 0 {
        (fraction, 1 - bias - mantissa_bits as i32)
    } else {
        (
            fraction | 1 << mantissa_bits,
            biased - bias - mantissa_bits as i32,
        )
    };
    (negative, significand, exponent, mantissa_bits + 1)
}

/// Drops trailing `0` digits, counting them into `exponent`.
fn strip_trailing_zeros(digits: &mut Vec<u8>, exponent: &mut i32) {
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
        *exponent += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;
    use FloatFormat::{BF16, F16, F32, F64};

    fn f16_bits(bits: u64) -> FloatValue {
        F16.from_bits(bits.into())
    }

    fn bf16_bits(bits: u64) -> FloatValue {
        BF16.from_bits(bits.into())
    }

    /// What `mlir-opt` (LLVM 22) prints for `arith.constant <x> : f16` and
    /// `: bf16`.
    #[test]
    fn half_formats_print_as_mlir_opt_prints_them() {
        let cases = [
            (f16_bits(0x3E00), "1.500000e+00"),
            (f16_bits(0x2E66), "9.997550e-02"),
            (bf16_bits(0x3DCD), "1.000980e-01"),
            (f16_bits(0x7BFF), "6.550400e+04"),
            (bf16_bits(0x5015), "9.999220e+09"),
            (bf16_bits(0x4049), "3.140630e+00"),
            (f16_bits(0x0001), "5.960460e-08"),
            (f16_bits(0x6800), "2.048000e+03"),
            (bf16_bits(0x47F1), "1.233920e+05"),
            (bf16_bits(0x3F8D), "1.101560e+00"),
            (f16_bits(0x7E00), "0x7E00"),
            (f16_bits(0x7C00), "0x7C00"),
            (bf16_bits(0xFF80), "0xFF80"),
        ];
        for (value, printed) in cases {
            assert_eq!(format_float(value), printed, "{value:?}");
        }
    }

    #[test]
    fn half_formats_parse_rounded_once() {
        assert_eq!(parse_float_literal("0.1", F16), Ok(f16_bits(0x2E66)));
        assert_eq!(parse_float_literal("0.1", BF16), Ok(bf16_bits(0x3DCD)));
        assert_eq!(parse_float_literal("65504.0", F16), Ok(f16_bits(0x7BFF)));
        assert_eq!(parse_float_literal("65519.99", F16), Ok(f16_bits(0x7BFF)));
        assert_eq!(parse_float_literal("65520.0", F16), Ok(f16_bits(0x7C00)));
        assert_eq!(parse_float_literal("-1.0e10", BF16), Ok(bf16_bits(0xD015)));
        // The midpoint of 1 and 1 + 2^-10 is 1.00048828125: ties to even,
        // anything above rounds up, even past f64's precision.
        assert_eq!(
            parse_float_literal("1.00048828125", F16),
            Ok(f16_bits(0x3C00))
        );
        assert_eq!(
            parse_float_literal("1.00048828125000000000000001", F16),
            Ok(f16_bits(0x3C01))
        );
        assert_eq!(
            parse_float_literal("-1.00048828125000000000000001", F16),
            Ok(f16_bits(0xBC01))
        );
        assert_eq!(
            parse_float_literal("1.00048828124999999999999999", F16),
            Ok(f16_bits(0x3C00))
        );
        assert_eq!(
            parse_float_literal("1.00146484375", F16),
            Ok(f16_bits(0x3C02))
        );
        assert_eq!(
            parse_float_literal("65519.9999999999999999999", F16),
            Ok(f16_bits(0x7BFF))
        );
        assert_eq!(parse_float_literal("0x3C00", F16), Ok(f16_bits(0x3C00)));
        assert_eq!(
            parse_float_literal("0x13C00", F16),
            Err(FloatLiteralError::HexOutOfRange)
        );
        for bits in 0..=u16::MAX {
            for value in [f16_bits(bits.into()), bf16_bits(bits.into())] {
                if value.is_nan() {
                    continue;
                }
                let printed = format_float(value);
                let parsed = parse_float_literal(&printed, value.format());
                assert_eq!(parsed, Ok(value), "{value:?} printed as {printed}");
            }
        }
    }

    fn f32_bits(bits: u32) -> FloatValue {
        FloatValue::F32(f32::from_bits(bits))
    }

    fn f64_bits(bits: u64) -> FloatValue {
        FloatValue::F64(f64::from_bits(bits))
    }

    #[test]
    fn integers() {
        assert_eq!(format_int(&IntValue::from_i64(-42, 32)), "-42");
        assert_eq!(format_int(&IntValue::from_u64(u64::MAX, 64)), "-1");
        assert_eq!(format_int(&IntValue::from_u64(0x80, 8)), "-128");
        assert_eq!(format_int(&IntValue::from_bool(true)), "-1");
        assert_eq!(format_int_attribute(&IntValue::from_bool(true)), "true");
        assert_eq!(format_int_attribute(&IntValue::from_bool(false)), "false");
        assert_eq!(format_int_attribute(&IntValue::from_i64(7, 2)), "-1");
        assert_eq!(
            format_int_attribute(&IntValue::from_i64(i64::MIN, 64)),
            "-9223372036854775808"
        );
    }

    #[test]
    fn wide_integers_print_in_signed_decimal() {
        let max = parse_int_literal("170141183460469231731687303715884105727", 128).unwrap();
        assert_eq!(format_int(&max), "170141183460469231731687303715884105727");
        let all_ones = parse_int_literal("0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", 128).unwrap();
        assert_eq!(format_int_attribute(&all_ones), "-1");
        assert_eq!(
            format_int(&IntValue::signed_min(65)),
            "-18446744073709551616"
        );
    }

    /// The range `mlir-opt` accepts (checked against it).
    #[test]
    fn integer_literals_in_mlir_range() {
        let read = |text: &str, width| parse_int_literal(text, width).map(|v| format_int(&v));
        assert_eq!(read("255", 8).as_deref(), Some("-1"));
        assert_eq!(read("0xFF", 8).as_deref(), Some("-1"));
        assert_eq!(read("-0x1", 8).as_deref(), Some("-1"));
        assert_eq!(read("-128", 8).as_deref(), Some("-128"));
        assert_eq!(read("00012", 8).as_deref(), Some("12"));
        assert_eq!(read("-1", 1).as_deref(), Some("-1"));
        assert_eq!(read("-129", 8), None);
        assert_eq!(read("256", 8), None);
        assert_eq!(read("0x100", 8), None);
        assert_eq!(read("2", 1), None);
        assert_eq!(read("-0", 8), None);
        assert_eq!(read("-0", 128), None);
        assert_eq!(read("18446744073709551615", 64).as_deref(), Some("-1"));
        assert_eq!(read("18446744073709551616", 64), None);
        assert_eq!(
            read("-9223372036854775808", 64).as_deref(),
            Some("-9223372036854775808")
        );
        assert_eq!(read("-9223372036854775809", 64), None);
        let max = "340282366920938463463374607431768211455";
        assert_eq!(read(max, 128).as_deref(), Some("-1"));
        assert_eq!(read("340282366920938463463374607431768211456", 128), None);
        assert_eq!(read("-170141183460469231731687303715884105729", 128), None);
        assert_eq!(read("0x1FFFFFFFFFFFFFFFF", 65).as_deref(), Some("-1"));
        assert_eq!(read("0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", 128), None);
        assert_eq!(read(&"9".repeat(10_000), 1000), None);
        assert_eq!(
            read("12345678901234567890123456789", 1000).as_deref(),
            Some("12345678901234567890123456789")
        );
    }

    /// What `mlir-opt` (LLVM 22) prints for `arith.constant <value>`. (Also
    /// checked, once, against mlir-opt on 104003 assorted bit patterns.)
    #[test]
    fn floats_print_as_mlir_opt_prints_them() {
        let cases = [
            (FloatValue::F64(0.1), "1.000000e-01"),
            (FloatValue::F32(0.1), "1.000000e-01"),
            (FloatValue::F64(1.5), "1.500000e+00"),
            (FloatValue::F32(100.0), "1.000000e+02"),
            (FloatValue::F64(1.0e-5), "1.000000e-05"),
            (FloatValue::F64(1.0e20), "1.000000e+20"),
            (FloatValue::F64(-0.0), "-0.000000e+00"),
            (FloatValue::F32(0.0), "0.000000e+00"),
            (f64_bits(1), "4.940660e-324"),
            (f32_bits(1), "1.401300e-45"),
            // APFloat's default form.
            (FloatValue::F64(0.1 + 0.2), "0.30000000000000004"),
            (f64_bits(0x4415_AF1D_78B5_8C41), "1.0000000000000002E+20"),
            (FloatValue::F64(1.23456789e20), "1.23456789E+20"),
            (FloatValue::F32(f32::MAX), "3.40282347E+38"),
            (f32_bits(0x49AD_8FC6), "1421816.75"),
            (f32_bits(0x3C54_7A31), "0.0129685858"),
            (f64_bits(0x3E58_7E62_054B_CBCB), "2.2811520078218538E-8"),
            (f64_bits(0xB759_EFCF_292C_FB34), "-4.6521772331282167E-42"),
            // Truncated, not rounded: the exact value is -0.76796156167...
            (f32_bits(0xBF44_9921), "-0.767961561"),
            (f32_bits(0x5D42_0C00), "8.73909433E+17"),
            // The default form has no '.': hex.
            (FloatValue::F64(12345678901234567.0), "0x4345EE2A2EB5A5C4"),
            (FloatValue::F32(123456789.0), "0x4CEB79A3"),
            // NaN and infinities: always hex.
            (f32_bits(0x7FC0_0000), "0x7FC00000"),
            (f64_bits(0x7FF8_0000_0000_0001), "0x7FF8000000000001"),
            (FloatValue::F64(f64::INFINITY), "0x7FF0000000000000"),
            (FloatValue::F32(f32::NEG_INFINITY), "0xFF800000"),
        ];
        for (value, printed) in cases {
            assert_eq!(format_float(value), printed, "{value:?}");
        }
    }

    #[test]
    fn parses_decimal_literals() {
        assert_eq!(parse_float_literal("1.5", F64), Ok(FloatValue::F64(1.5)));
        assert_eq!(parse_float_literal("-2.", F32), Ok(FloatValue::F32(-2.0)));
        assert_eq!(parse_float_literal("1.e5", F32), Ok(FloatValue::F32(1.0e5)));
        assert_eq!(
            parse_float_literal("1.5E-3", F64),
            Ok(FloatValue::F64(1.5e-3))
        );
        assert_eq!(
            parse_float_literal("2.5e+2", F64),
            Ok(FloatValue::F64(250.0))
        );
        assert_eq!(parse_float_literal("-0.0", F64), Ok(FloatValue::F64(-0.0)));
        assert_eq!(parse_float_literal("0.1", F32), Ok(FloatValue::F32(0.1)));
        assert_eq!(
            parse_float_literal("1.0e400", F64),
            Ok(FloatValue::F64(f64::INFINITY))
        );
        assert_eq!(
            parse_float_literal("3.5e38", F32),
            Ok(FloatValue::F32(f32::INFINITY))
        );
        // Rounded once, to f32 directly.
        assert_eq!(
            parse_float_literal("1.00000005960464477539062500001", F32),
            Ok(FloatValue::F32(f32::from_bits(0x3F80_0001)))
        );
    }

    #[test]
    fn parses_hex_bit_literals() {
        assert_eq!(
            parse_float_literal("0x7FC00000", F32),
            Ok(f32_bits(0x7FC0_0000))
        );
        assert_eq!(
            parse_float_literal("0x3ff8000000000000", F64),
            Ok(FloatValue::F64(1.5))
        );
        assert_eq!(parse_float_literal("0x1", F64), Ok(f64_bits(1)));
        assert_eq!(
            parse_float_literal("0x0000000000000003F800000", F32),
            Ok(FloatValue::F32(1.0))
        );
        assert_eq!(parse_float_literal("0x0", F32), Ok(FloatValue::F32(0.0)));
    }

    #[test]
    fn rejects_what_mlir_rejects() {
        use FloatLiteralError::*;
        assert_eq!(parse_float_literal("1", F32), Err(DecimalInteger));
        assert_eq!(parse_float_literal("-17", F64), Err(DecimalInteger));
        assert_eq!(parse_float_literal("-0x1", F64), Err(NegativeHex));
        assert_eq!(parse_float_literal("0x1FFFFFFFF", F32), Err(HexOutOfRange));
        assert_eq!(
            parse_float_literal("0x10000000000000000", F64),
            Err(HexOutOfRange)
        );
        for text in [
            "", "-", ".5", "+1.5", "1e5", "1.5e", "1.5e+", "inf", "nan", "1.0f", "0x", "0xG",
            "0X1", "1..0", "- 1.0",
        ] {
            assert_eq!(parse_float_literal(text, F64), Err(Malformed), "{text:?}");
        }
    }

    #[test]
    fn printed_floats_parse_back_bit_identical() {
        // Random bits: a spread of exponents and mantissas.
        let mut rng = SplitMix64::new(0x0123_4567_89AB_CDEF);
        for _ in 0..2000 {
            let bits = rng.next_u64();
            for value in [f64_bits(bits), f32_bits(bits as u32)] {
                let printed = format_float(value);
                let parsed = parse_float_literal(&printed, value.format());
                assert_eq!(parsed, Ok(value), "{value:?} printed as {printed}");
            }
        }
    }
}
