//! Scalars of buffer leaves: their types, the numbers a case file writes, and
//! the exact bit patterns they become in memory (little-endian, IEEE 754,
//! two's complement). `half` conversion is done here, bit-exactly, so no
//! crate is needed for it.

use serde_json::Value;
use std::fmt;

/// The type of one scalar in a buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScalarType {
    F16,
    F32,
    F64,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
}

impl ScalarType {
    /// Size in bytes.
    pub const fn size(self) -> u32 {
        match self {
            ScalarType::I8 | ScalarType::U8 => 1,
            ScalarType::F16 | ScalarType::I16 | ScalarType::U16 => 2,
            ScalarType::F32 | ScalarType::I32 | ScalarType::U32 => 4,
            ScalarType::F64 | ScalarType::I64 | ScalarType::U64 => 8,
        }
    }

    pub const fn is_float(self) -> bool {
        matches!(self, ScalarType::F16 | ScalarType::F32 | ScalarType::F64)
    }

    pub const fn is_signed(self) -> bool {
        matches!(self, ScalarType::I8 | ScalarType::I16 | ScalarType::I32 | ScalarType::I64)
    }

    /// The case-file spelling (`f32`, `u16`, …).
    pub const fn as_str(self) -> &'static str {
        match self {
            ScalarType::F16 => "f16",
            ScalarType::F32 => "f32",
            ScalarType::F64 => "f64",
            ScalarType::I8 => "i8",
            ScalarType::I16 => "i16",
            ScalarType::I32 => "i32",
            ScalarType::I64 => "i64",
            ScalarType::U8 => "u8",
            ScalarType::U16 => "u16",
            ScalarType::U32 => "u32",
            ScalarType::U64 => "u64",
        }
    }

    /// Same kind (float, signed, unsigned) with a different size, if it exists.
    pub const fn with_size(self, bytes: u32) -> Option<ScalarType> {
        use ScalarType::*;
        match (self.is_float(), self.is_signed(), bytes) {
            (true, _, 2) => Some(F16),
            (true, _, 4) => Some(F32),
            (true, _, 8) => Some(F64),
            (false, true, 1) => Some(I8),
            (false, true, 2) => Some(I16),
            (false, true, 4) => Some(I32),
            (false, true, 8) => Some(I64),
            (false, false, 1) => Some(U8),
            (false, false, 2) => Some(U16),
            (false, false, 4) => Some(U32),
            (false, false, 8) => Some(U64),
            _ => None,
        }
    }

    /// All-ones mask of the type's width.
    const fn mask(self) -> u64 {
        match self.size() {
            8 => u64::MAX,
            n => (1u64 << (n * 8)) - 1,
        }
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A number as a case file writes it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Num {
    Int(i128),
    Float(f64),
    /// A raw bit pattern (`"0x3f800000"`), stored as is.
    Bits(u64),
}

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Num::Int(i) => write!(f, "{i}"),
            Num::Float(x) => write!(f, "{x:?}"),
            Num::Bits(b) => write!(f, "{b:#x}"),
        }
    }
}

impl Num {
    /// A JSON scalar: a number, `true`/`false`, or one of the strings `"inf"`,
    /// `"-inf"`, `"nan"`, `"0x…"` (raw bits), or a decimal number.
    /// `null` gives `Ok(None)` (a leaf left alone).
    pub fn from_json(v: &Value) -> Result<Option<Num>, String> {
        match v {
            Value::Null => Ok(None),
            Value::Bool(b) => Ok(Some(Num::Int(i128::from(*b)))),
            Value::Number(n) => {
                if let Some(i) = n.as_i64() {
                    Ok(Some(Num::Int(i128::from(i))))
                } else if let Some(u) = n.as_u64() {
                    Ok(Some(Num::Int(i128::from(u))))
                } else {
                    n.as_f64().map(|f| Some(Num::Float(f))).ok_or_else(|| format!("bad number `{n}`"))
                }
            }
            Value::String(s) => Num::parse(s).map(Some),
            Value::Array(_) | Value::Object(_) => Err(format!("expected a number, found `{v}`")),
        }
    }

    /// Parse the string forms (also used for `--spec NAME=VALUE`).
    pub fn parse(s: &str) -> Result<Num, String> {
        let t = s.trim();
        let lower = t.to_ascii_lowercase();
        match lower.as_str() {
            "inf" | "+inf" | "infinity" => return Ok(Num::Float(f64::INFINITY)),
            "-inf" | "-infinity" => return Ok(Num::Float(f64::NEG_INFINITY)),
            "nan" => return Ok(Num::Float(f64::NAN)),
            "true" => return Ok(Num::Int(1)),
            "false" => return Ok(Num::Int(0)),
            _ => {}
        }
        if let Some(hex) = lower.strip_prefix("0x") {
            return u64::from_str_radix(hex, 16).map(Num::Bits).map_err(|_| format!("bad hex bits `{t}`"));
        }
        if let Ok(i) = t.parse::<i128>() {
            return Ok(Num::Int(i));
        }
        t.parse::<f64>().map(Num::Float).map_err(|_| format!("not a number: `{t}`"))
    }

    /// The value as `f64` (bit patterns are not numbers: `None`).
    pub fn as_f64(self) -> Option<f64> {
        match self {
            Num::Int(i) => Some(i as f64),
            Num::Float(f) => Some(f),
            Num::Bits(_) => None,
        }
    }
}

/// The bit pattern of `num` stored as `ty` (the low `ty.size()` bytes).
pub fn encode(ty: ScalarType, num: Num) -> Result<u64, String> {
    if let Num::Bits(b) = num {
        return if b & !ty.mask() == 0 { Ok(b) } else { Err(format!("bits {b:#x} do not fit in {ty}")) };
    }
    if ty.is_float() {
        let x = num.as_f64().unwrap_or(0.0);
        return Ok(match ty {
            ScalarType::F16 => u64::from(f32_to_f16_bits(x as f32)),
            ScalarType::F32 => u64::from((x as f32).to_bits()),
            _ => x.to_bits(),
        });
    }
    let i = match num {
        Num::Int(i) => i,
        Num::Float(f) if f.fract() == 0.0 && f.is_finite() && f.abs() < 1.8e19 => f as i128,
        _ => return Err(format!("{num} is not an integer, but the leaf is {ty}")),
    };
    let bits = i128::from(ty.size()) * 8;
    let (lo, hi) =
        if ty.is_signed() { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
    if i < lo || i > hi {
        return Err(format!("{i} is out of range for {ty}"));
    }
    Ok((i as u64) & ty.mask())
}

/// The number stored in `bits` as `ty`: `Float` for floats, `Int` otherwise.
pub fn decode(ty: ScalarType, bits: u64) -> Num {
    let b = bits & ty.mask();
    match ty {
        ScalarType::F16 => Num::Float(f64::from(f16_bits_to_f32(b as u16))),
        ScalarType::F32 => Num::Float(f64::from(f32::from_bits(b as u32))),
        ScalarType::F64 => Num::Float(f64::from_bits(b)),
        ScalarType::I8 => Num::Int(i128::from(b as u8 as i8)),
        ScalarType::I16 => Num::Int(i128::from(b as u16 as i16)),
        ScalarType::I32 => Num::Int(i128::from(b as u32 as i32)),
        ScalarType::I64 => Num::Int(i128::from(b as i64)),
        ScalarType::U8 | ScalarType::U16 | ScalarType::U32 | ScalarType::U64 => Num::Int(i128::from(b)),
    }
}

/// Write the low `ty.size()` bytes of `bits` at `offset`, little-endian.
/// Bytes past the end of `out` are dropped (callers size buffers from the layout).
pub fn store(out: &mut [u8], offset: u32, ty: ScalarType, bits: u64) {
    let bytes = bits.to_le_bytes();
    for (i, b) in bytes.iter().take(ty.size() as usize).enumerate() {
        if let Some(slot) = out.get_mut(offset as usize + i) {
            *slot = *b;
        }
    }
}

/// Read `ty.size()` bytes at `offset`, little-endian; `None` past the end.
pub fn load(bytes: &[u8], offset: u32, ty: ScalarType) -> Option<u64> {
    let start = offset as usize;
    let slice = bytes.get(start..start.checked_add(ty.size() as usize)?)?;
    Some(slice.iter().rev().fold(0u64, |acc, b| (acc << 8) | u64::from(*b)))
}

/// IEEE binary16 from binary32, rounding to nearest even (as a GPU's
/// `half(x)` conversion does).
pub fn f32_to_f16_bits(x: f32) -> u16 {
    let bits = x.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let mant = bits & 0x007f_ffff;
    if exp == 0xff {
        // Inf stays Inf; NaN keeps a quiet mantissa bit.
        return sign | 0x7c00 | if mant != 0 { 0x0200 | (mant >> 13) as u16 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        // Subnormal half (or zero): shift the full mantissa, round to nearest even.
        if e < -10 {
            return sign;
        }
        let m = mant | 0x0080_0000;
        let shift = (14 - e) as u32;
        let half = 1u32 << (shift - 1);
        let rest = m & ((1u32 << shift) - 1);
        let mut r = m >> shift;
        if rest > half || (rest == half && (r & 1) == 1) {
            r += 1;
        }
        return sign | r as u16;
    }
    let mut r = ((e as u32) << 10) | (mant >> 13);
    let rest = mant & 0x1fff;
    if rest > 0x1000 || (rest == 0x1000 && (r & 1) == 1) {
        // A carry out of the mantissa correctly bumps the exponent (up to Inf).
        r += 1;
    }
    sign | r as u16
}

/// IEEE binary32 from binary16 (exact).
pub fn f16_bits_to_f32(h: u16) -> f32 {
    let sign = u32::from(h & 0x8000) << 16;
    let exp = u32::from((h >> 10) & 0x1f);
    let mant = u32::from(h & 0x03ff);
    let bits = match (exp, mant) {
        (0, 0) => sign,
        (0, m) => {
            // Subnormal: value = m * 2^-24.
            let v = m as f32 * f32::from_bits(0x3380_0000);
            return if sign != 0 { -v } else { v };
        }
        (0x1f, m) => sign | 0x7f80_0000 | (m << 13),
        (e, m) => sign | ((e + 127 - 15) << 23) | (m << 13),
    };
    f32::from_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_conversion_matches_ieee() {
        for (x, h) in [
            (0.0f32, 0x0000u16),
            (-0.0, 0x8000),
            (1.0, 0x3c00),
            (-2.0, 0xc000),
            (0.5, 0x3800),
            (65504.0, 0x7bff),
            (65520.0, 0x7c00), // rounds up to Inf
            (0.1, 0x2e66),
            (1.0 / 3.0, 0x3555),
            (5.960_464_5e-8, 0x0001), // 2^-24, smallest subnormal
            (6.097_555e-5, 0x03ff),   // largest subnormal
            (6.103_515_6e-5, 0x0400), // smallest normal
            (f32::INFINITY, 0x7c00),
            (2049.0, 0x6800), // tie → even (2048)
            (2051.0, 0x6802), // tie → even (2052)
        ] {
            assert_eq!(f32_to_f16_bits(x), h, "{x}");
        }
        for h in [0x0000u16, 0x0001, 0x03ff, 0x0400, 0x3c00, 0x3555, 0x7bff, 0xc000, 0x7c00, 0xfc00] {
            assert_eq!(f32_to_f16_bits(f16_bits_to_f32(h)), h, "{h:#x}");
        }
        assert!(f16_bits_to_f32(f32_to_f16_bits(f32::NAN)).is_nan());
    }

    #[test]
    fn numbers_encode_and_decode() {
        assert_eq!(encode(ScalarType::F32, Num::Int(1)), Ok(0x3f80_0000));
        assert_eq!(encode(ScalarType::I32, Num::Int(-1)), Ok(0xffff_ffff));
        assert_eq!(encode(ScalarType::I16, Num::Int(-2)), Ok(0xfffe));
        assert_eq!(encode(ScalarType::U32, Num::Float(7.0)), Ok(7));
        assert!(encode(ScalarType::U32, Num::Float(7.5)).is_err());
        assert!(encode(ScalarType::U32, Num::Int(-1)).is_err());
        assert!(encode(ScalarType::U16, Num::Int(65536)).is_err());
        assert!(encode(ScalarType::U16, Num::Bits(0x1_0000)).is_err());
        assert_eq!(encode(ScalarType::F16, Num::Float(1.5)), Ok(0x3e00));
        assert_eq!(decode(ScalarType::I16, 0xfffe), Num::Int(-2));
        assert_eq!(decode(ScalarType::F32, 0x4040_0000), Num::Float(3.0));
        assert_eq!(Num::parse("0x7f800000"), Ok(Num::Bits(0x7f80_0000)));
        assert_eq!(Num::parse("-inf"), Ok(Num::Float(f64::NEG_INFINITY)));
        assert_eq!(Num::parse("42"), Ok(Num::Int(42)));
        assert_eq!(Num::parse("2.5"), Ok(Num::Float(2.5)));
        assert_eq!(Num::from_json(&serde_json::json!(true)), Ok(Some(Num::Int(1))));
        assert_eq!(Num::from_json(&serde_json::json!(null)), Ok(None));
        assert!(Num::from_json(&serde_json::json!([1])).is_err());
        let mut buf = [0u8; 6];
        store(&mut buf, 1, ScalarType::U32, 0x0403_0201);
        assert_eq!(buf, [0, 1, 2, 3, 4, 0]);
        assert_eq!(load(&buf, 1, ScalarType::U32), Some(0x0403_0201));
        assert_eq!(load(&buf, 4, ScalarType::U32), None);
    }
}
