//! The integer dot products of SPIR-V 1.6 (`SPV_KHR_integer_dot_product`)
//! declared through `spirv_instruction(id = 4450…4455)`: `OpSDot`,
//! `OpUDot`, `OpSUDot` and their accumulating, saturating forms
//! `OpSDotAccSat`, `OpUDotAccSat`, `OpSUDotAccSat`. Each is plain integer
//! arithmetic, so the prototype becomes a GLSL function that computes it
//! exactly, and every later stage sees an ordinary user function:
//!
//! - each operand's components are read as the instruction says (signed
//!   for `S`, unsigned for `U`, the first signed and the second unsigned
//!   for `SU`) and extended to 32 bits (64 when the result is 64-bit);
//!   a 32-bit scalar operand is `PackedVectorFormat4x8Bit`, four 8-bit
//!   components from the lowest byte up (the only packed format SPIR-V
//!   defines, so the `spirv_literal` operand that names it is not read);
//! - products and their sum wrap in unsigned arithmetic of that width, and
//!   the result is its low bits: what SPIR-V defines (the low-order bits of
//!   the exact dot product) whatever overflows;
//! - the `AccSat` forms add the accumulator (the result's type) to that dot
//!   product with saturation, signed for `SDot`/`SUDot`, unsigned for
//!   `UDot`, in the result's width (SPIR-V leaves an overflow of the dot
//!   product itself undefined, and this gives its low bits).
//!
//! Any other shape (float operands, mismatched vectors, a narrower result,
//! a definition instead of a prototype) keeps the OSH5116 refusal.

use crate::syntax::token::{Punct, Token, TokenKind};

/// The first and last instruction numbers this module maps.
pub const FIRST: u64 = 4450;
pub const LAST: u64 = 4455;

/// A GLSL integer scalar or vector type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct IntTy {
    signed: bool,
    width: u8,
    /// 1 for a scalar.
    size: u8,
}

impl IntTy {
    fn parse(name: &str) -> Option<IntTy> {
        let scalar = |s: &str| -> Option<(bool, u8)> {
            Some(match s {
                "int" | "int32_t" => (true, 32),
                "uint" | "uint32_t" => (false, 32),
                "int8_t" => (true, 8),
                "uint8_t" => (false, 8),
                "int16_t" => (true, 16),
                "uint16_t" => (false, 16),
                "int64_t" => (true, 64),
                "uint64_t" => (false, 64),
                _ => return None,
            })
        };
        if let Some((signed, width)) = scalar(name) {
            return Some(IntTy { signed, width, size: 1 });
        }
        let (prefix, n) = name.split_at(name.len().checked_sub(1)?);
        let size = match n {
            "2" => 2,
            "3" => 3,
            "4" => 4,
            _ => return None,
        };
        let (signed, width) = match prefix {
            "ivec" | "i32vec" => (true, 32),
            "uvec" | "u32vec" => (false, 32),
            "i8vec" => (true, 8),
            "u8vec" => (false, 8),
            "i16vec" => (true, 16),
            "u16vec" => (false, 16),
            "i64vec" => (true, 64),
            "u64vec" => (false, 64),
            _ => return None,
        };
        Some(IntTy { signed, width, size })
    }

    /// The GLSL spelling.
    fn name(self) -> String {
        let bits = |w: u8| if w == 32 { String::new() } else { w.to_string() };
        match (self.size, self.signed) {
            (1, true) if self.width == 32 => "int".into(),
            (1, false) if self.width == 32 => "uint".into(),
            (1, true) => format!("int{}_t", self.width),
            (1, false) => format!("uint{}_t", self.width),
            (n, true) => format!("i{}vec{n}", bits(self.width)),
            (n, false) => format!("u{}vec{n}", bits(self.width)),
        }
    }

    fn with(self, signed: bool, width: u8) -> IntTy {
        IntTy { signed, width, size: self.size }
    }
}

/// One parameter of the prototype.
struct Param {
    ty: IntTy,
    /// Declared `spirv_literal`.
    literal: bool,
    /// The type's spelling as written (kept for the literal operand).
    spelling: String,
}

/// The prototype `RET NAME(PARAMS);` that starts at `tokens[start]`: the
/// index of its `;`, the name token, the result type and the parameters.
/// `None` when it is not a prototype of integer types.
fn prototype(tokens: &[Token], start: usize) -> Option<(usize, Token, IntTy, Vec<Param>)> {
    const QUALIFIERS: &[&str] = &["in", "const", "highp", "mediump", "lowp", "precise"];
    let mut k = start;
    while tokens.get(k).is_some_and(|t| QUALIFIERS.contains(&t.text.as_str())) {
        k += 1;
    }
    let ret = IntTy::parse(&tokens.get(k)?.text)?;
    let name = tokens.get(k + 1).filter(|t| t.kind == TokenKind::Ident)?.clone();
    if !tokens.get(k + 2)?.is_punct(Punct::LParen) {
        return None;
    }
    k += 3;
    let mut params = Vec::new();
    loop {
        let mut literal = false;
        while let Some(t) = tokens.get(k) {
            match t.text.as_str() {
                "spirv_literal" => literal = true,
                q if QUALIFIERS.contains(&q) => {}
                _ => break,
            }
            k += 1;
        }
        let ty_token = tokens.get(k)?;
        let ty = IntTy::parse(&ty_token.text)?;
        params.push(Param { ty, literal, spelling: ty_token.text.clone() });
        k += 1;
        if tokens.get(k).is_some_and(|t| t.kind == TokenKind::Ident) {
            k += 1;
        }
        let t = tokens.get(k)?;
        k += 1;
        if t.is_punct(Punct::RParen) {
            break;
        }
        if !t.is_punct(Punct::Comma) {
            return None;
        }
    }
    tokens.get(k).filter(|t| t.is_punct(Punct::Semi))?;
    Some((k, name, ret, params))
}

/// The prototype after `spirv_instruction(…)` (whose `)` is at `close`)
/// made the GLSL function that computes instruction `id`: the index of the
/// prototype's `;` and the function's tokens, every one at the span of
/// `keyword` except the user's name. `Err` with why the shape is refused.
pub fn function(tokens: &[Token], keyword: &Token, close: usize, id: u64) -> Result<(usize, Vec<Token>), String> {
    let shape = "a prototype of integer types: the result, two vectors of one width and size (or two 32-bit \
                 scalars, each four packed 8-bit components, then the `spirv_literal` packed format), and for \
                 the AccSat forms an accumulator of the result's type before it";
    let Some((end, name, ret, params)) = prototype(tokens, close + 1) else {
        return Err(format!("integer dot product {id} needs {shape}"));
    };
    let text = body(id, ret, &params).ok_or_else(|| format!("integer dot product {id} needs {shape}"))?;
    let mut out = crate::syntax::lex::lex_str(&text, 0).tokens;
    out.retain(|t| t.kind != TokenKind::Eof);
    for t in &mut out {
        if t.is_ident("DOT_NAME") {
            *t = name.clone();
        } else {
            t.span = keyword.span;
        }
    }
    Ok((end, out))
}

/// The GLSL text of the function (its name spelled `DOT_NAME`), or `None`
/// when the prototype's types do not fit the instruction.
fn body(id: u64, ret: IntTy, params: &[Param]) -> Option<String> {
    let accumulates = id >= FIRST + 3;
    let (x, y, rest) = match params {
        [x, y, rest @ ..] if !x.literal && !y.literal => (x, y, rest),
        _ => return None,
    };
    let (acc, format) = match (accumulates, rest) {
        (false, []) => (None, None),
        (false, [f]) if f.literal => (None, Some(f)),
        (true, [a]) if !a.literal => (Some(a), None),
        (true, [a, f]) if !a.literal && f.literal => (Some(a), Some(f)),
        _ => return None,
    };
    let packed = x.ty.size == 1;
    let (component_width, size) = if packed { (8, 4) } else { (x.ty.width, x.ty.size) };
    let shapes_ok = if packed {
        x.ty.width == 32 && y.ty.width == 32 && y.ty.size == 1 && format.is_some_and(|f| f.ty.size == 1)
    } else {
        x.ty.width == y.ty.width && x.ty.size == y.ty.size && format.is_none()
    };
    let acc_ok = acc.is_none_or(|a| a.ty == ret);
    // OpUDotAccSat saturates to the unsigned maximum: its result is unsigned.
    let sign_ok = !(id == FIRST + 4 && ret.signed);
    if !shapes_ok || !acc_ok || !sign_ok || ret.size != 1 || ret.width < component_width {
        return None;
    }
    let (x_signed, y_signed) = match (id - FIRST) % 3 {
        0 => (true, true),
        1 => (false, false),
        _ => (true, false),
    };
    let wide = if ret.width == 64 { 64 } else { 32 };
    let work = IntTy { signed: false, width: wide, size };
    let word = IntTy { signed: false, width: wide, size: 1 };
    let (w, s) = (work.name(), word.name());
    let mut params_text = format!("{} dot_x, {} dot_y", x.ty.name(), y.ty.name());
    if acc.is_some() {
        params_text += &format!(", {} dot_acc", ret.name());
    }
    if let Some(f) = format {
        params_text += &format!(", {} dot_format", f.spelling);
    }
    let a = operand("dot_x", x.ty, x_signed, wide);
    let b = operand("dot_y", y.ty, y_signed, wide);
    let sum = ["x", "y", "z", "w"].iter().take(usize::from(size)).map(|c| format!("dot_p.{c}")).collect::<Vec<_>>();
    let tail = match (accumulates, id - FIRST) {
        (false, _) => format!("return {}(dot_d);", ret.name()),
        (true, 4) => unsigned_saturate(ret, &s),
        (true, _) => signed_saturate(ret, &s),
    };
    Some(format!(
        "{ret} DOT_NAME({params_text}) {{ {w} dot_p = {a} * {b}; {s} dot_d = {sum}; {tail} }}\n",
        ret = ret.name(),
        sum = sum.join(" + "),
    ))
}

/// Operand `v` (of type `ty`) as a vector of `wide`-bit unsigned words whose
/// values are its components read `signed` or not, extended to `wide` bits.
fn operand(v: &str, ty: IntTy, signed: bool, wide: u8) -> String {
    // A packed operand: four bytes, lowest first, as a 32-bit vector.
    let (e, ty) = if ty.size == 1 {
        let e = if signed {
            format!("(ivec4(uvec4({v}) << uvec4(24u, 16u, 8u, 0u)) >> 24)")
        } else {
            format!("((uvec4({v}) >> uvec4(0u, 8u, 16u, 24u)) & 0xFFu)")
        };
        (e, IntTy { signed, width: 32, size: 4 })
    } else {
        (v.to_string(), ty)
    };
    // Read with the instruction's signedness (same width: the same bits).
    let e = if ty.signed == signed { e } else { format!("{}({e})", ty.with(signed, ty.width).name()) };
    // Extend: sign-extended when signed.
    let e = if ty.width == wide { e } else { format!("{}({e})", ty.with(signed, wide).name()) };
    // The same bits, unsigned, so products and sums wrap.
    if signed { format!("{}({e})", ty.with(false, wide).name()) } else { e }
}

/// `OpUDotAccSat`'s tail: `dot_d` (a `word`) plus `dot_acc`, saturated to
/// the result's unsigned range.
fn unsigned_saturate(ret: IntTy, word: &str) -> String {
    let r = ret.name();
    if ret.width == 32 || ret.width == 64 {
        format!("{word} dot_s = dot_d + dot_acc; return dot_s < dot_d ? ~{word}(0) : dot_s;")
    } else {
        let max = (1u32 << ret.width) - 1;
        format!("uint dot_s = (dot_d & {max}u) + uint(dot_acc); return {r}(min(dot_s, {max}u));")
    }
}

/// `OpSDotAccSat`'s and `OpSUDotAccSat`'s tail: `dot_d` (a `word`) plus
/// `dot_acc`, both read as signed in the result's width, saturated to its
/// signed range.
fn signed_saturate(ret: IntTy, word: &str) -> String {
    let r = ret.name();
    if ret.width == 32 || ret.width == 64 {
        let si = ret.with(true, ret.width).name();
        format!(
            "{si} dot_a = {si}(dot_d); {si} dot_b = {si}(dot_acc); {si} dot_s = {si}(dot_d + {word}(dot_acc)); \
             bool dot_over = (dot_a < {si}(0)) == (dot_b < {si}(0)) && (dot_s < {si}(0)) != (dot_a < {si}(0)); \
             {si} dot_limit = dot_a < {si}(0) ? {si}(~(~{word}(0) >> 1)) : {si}(~{word}(0) >> 1); \
             return {r}(dot_over ? dot_limit : dot_s);"
        )
    } else {
        // Both fit 32 bits, so their sum cannot wrap (added unsigned, as
        // MSL leaves signed overflow undefined).
        let si = ret.with(true, ret.width).name();
        let max = (1i32 << (ret.width - 1)) - 1;
        format!(
            "int dot_s = int(uint(int({si}(dot_d))) + uint(int({si}(dot_acc)))); \
             return {r}(clamp(dot_s, {min}, {max}));",
            min = -max - 1
        )
    }
}
