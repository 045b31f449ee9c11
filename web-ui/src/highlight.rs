//! Syntax highlighting for the editor and the MSL output: HLSL, GLSL and MSL
//! through the translator's C-like lexer (`syntax::lex`), WGSL through a
//! small scanner here, and an HTML renderer that also underlines diagnostic
//! ranges.
//!
//! The tokenizer never fails: every byte of the input lands in exactly one
//! token, so the rendered text is the input, escaped. It only classifies for
//! colour; the translator's own front-ends decide what the text means.

use ferrometal::syntax::lex;
use ferrometal::syntax::token::{Punct, TokenKind};
use std::fmt::Write as _;
use std::ops::Range;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Hlsl,
    Glsl,
    Wgsl,
    Msl,
}

impl Lang {
    pub fn from_name(name: &str) -> Lang {
        match name {
            "glsl" => Lang::Glsl,
            "wgsl" => Lang::Wgsl,
            "msl" | "metal" => Lang::Msl,
            _ => Lang::Hlsl,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    Plain,
    Keyword,
    Type,
    Number,
    Str,
    Comment,
    Preproc,
    Attribute,
    Punct,
}

impl Class {
    const fn css(self) -> &'static str {
        match self {
            Class::Plain => "",
            Class::Keyword => "k",
            Class::Type => "t",
            Class::Number => "n",
            Class::Str => "s",
            Class::Comment => "c",
            Class::Preproc => "p",
            Class::Attribute => "a",
            Class::Punct => "o",
        }
    }
}

const C_KEYWORDS: &[&str] = &[
    "break", "case", "const", "continue", "default", "discard", "do", "else", "false", "for", "if", "in", "inout",
    "out", "return", "static", "struct", "switch", "true", "typedef", "uniform", "while",
];
const HLSL_KEYWORDS: &[&str] = &[
    "cbuffer",
    "tbuffer",
    "register",
    "packoffset",
    "groupshared",
    "row_major",
    "column_major",
    "precise",
    "nointerpolation",
    "linear",
    "centroid",
    "noperspective",
    "sample",
    "namespace",
    "export",
    "extern",
    "inline",
    "volatile",
    "globallycoherent",
    "unorm",
    "snorm",
];
const GLSL_KEYWORDS: &[&str] = &[
    "layout",
    "attribute",
    "varying",
    "buffer",
    "shared",
    "coherent",
    "readonly",
    "writeonly",
    "restrict",
    "flat",
    "smooth",
    "noperspective",
    "centroid",
    "precision",
    "highp",
    "mediump",
    "lowp",
    "invariant",
    "precise",
    "patch",
];
const MSL_KEYWORDS: &[&str] = &[
    "using",
    "namespace",
    "kernel",
    "vertex",
    "fragment",
    "device",
    "constant",
    "thread",
    "threadgroup",
    "constexpr",
    "template",
    "typename",
    "inline",
    "auto",
    "static_cast",
    "reinterpret_cast",
    "as_type",
    "sizeof",
    "operator",
];
const WGSL_KEYWORDS: &[&str] = &[
    "alias",
    "break",
    "case",
    "const",
    "const_assert",
    "continue",
    "continuing",
    "default",
    "diagnostic",
    "discard",
    "else",
    "enable",
    "false",
    "fn",
    "for",
    "if",
    "let",
    "loop",
    "override",
    "requires",
    "return",
    "struct",
    "switch",
    "true",
    "var",
    "while",
    "function",
    "private",
    "workgroup",
    "uniform",
    "storage",
    "read",
    "write",
    "read_write",
];
const C_TYPES: &[&str] = &[
    "void",
    "bool",
    "int",
    "uint",
    "float",
    "double",
    "half",
    "dword",
    "short",
    "ushort",
    "long",
    "ulong",
    "char",
    "uchar",
    "size_t",
    "sampler",
    "SamplerState",
    "SamplerComparisonState",
    "Texture1D",
    "Texture2D",
    "Texture3D",
    "TextureCube",
    "Texture2DArray",
    "TextureCubeArray",
    "Texture2DMS",
    "RWTexture1D",
    "RWTexture2D",
    "RWTexture3D",
    "RWTexture2DArray",
    "Buffer",
    "RWBuffer",
    "StructuredBuffer",
    "RWStructuredBuffer",
    "ByteAddressBuffer",
    "RWByteAddressBuffer",
    "AppendStructuredBuffer",
    "ConsumeStructuredBuffer",
    "ConstantBuffer",
    "min16float",
    "min16int",
    "min16uint",
    "sampler2D",
    "sampler3D",
    "samplerCube",
    "sampler2DShadow",
    "sampler2DArray",
    "image2D",
    "texture2D",
    "atomic_uint",
    "atomic_int",
    "packed_float3",
];
const WGSL_TYPES: &[&str] = &[
    "bool",
    "i32",
    "u32",
    "f32",
    "f16",
    "array",
    "atomic",
    "ptr",
    "sampler",
    "sampler_comparison",
    "texture_1d",
    "texture_2d",
    "texture_2d_array",
    "texture_3d",
    "texture_cube",
    "texture_cube_array",
    "texture_multisampled_2d",
    "texture_storage_1d",
    "texture_storage_2d",
    "texture_storage_2d_array",
    "texture_storage_3d",
    "texture_depth_2d",
    "texture_depth_2d_array",
    "texture_depth_cube",
    "texture_depth_cube_array",
    "texture_depth_multisampled_2d",
];

fn is_keyword(lang: Lang, w: &str) -> bool {
    match lang {
        Lang::Wgsl => WGSL_KEYWORDS.contains(&w),
        Lang::Hlsl => C_KEYWORDS.contains(&w) || HLSL_KEYWORDS.contains(&w),
        Lang::Glsl => C_KEYWORDS.contains(&w) || GLSL_KEYWORDS.contains(&w),
        Lang::Msl => C_KEYWORDS.contains(&w) || MSL_KEYWORDS.contains(&w),
    }
}

/// Scalar, vector and matrix type spellings: `float4`, `half3x3`, `vec2`,
/// `uvec4`, `mat4x3`, `vec4f`, and the texture/buffer names of each language.
fn is_type(lang: Lang, w: &str) -> bool {
    let shaped = |base: &str| {
        w.strip_prefix(base).is_some_and(|rest| {
            let rest = rest.trim_end_matches(['f', 'h', 'i', 'u']);
            !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit() || b == b'x') && rest.len() <= 3
        })
    };
    match lang {
        Lang::Wgsl => WGSL_TYPES.contains(&w) || ["vec", "mat"].iter().any(|b| shaped(b)),
        Lang::Glsl => {
            C_TYPES.contains(&w) || ["vec", "ivec", "uvec", "bvec", "dvec", "mat", "dmat"].iter().any(|b| shaped(b))
        }
        Lang::Hlsl | Lang::Msl => {
            C_TYPES.contains(&w)
                || ["float", "half", "int", "uint", "bool", "double", "short", "ushort", "min16float", "packed_float"]
                    .iter()
                    .any(|b| shaped(b))
                || w.starts_with("texture") && lang == Lang::Msl
                || w.starts_with("depth") && lang == Lang::Msl
        }
    }
}

/// The class of identifier `word` in `lang`: `"k"` (keyword), `"t"` (type
/// name) or `""`. The source editor's tokenizer asks this, so the editor and
/// the MSL view colour words by the same lists.
pub fn word_class(lang: Lang, word: &str) -> &'static str {
    if is_keyword(lang, word) {
        Class::Keyword.css()
    } else if is_type(lang, word) {
        Class::Type.css()
    } else {
        ""
    }
}

/// Split `text` into classified byte ranges covering it exactly: HLSL, GLSL
/// and MSL through the translator's own C-like lexer, WGSL through [`scan`].
pub fn tokenize(lang: Lang, text: &str) -> Vec<(Class, Range<usize>)> {
    match lang {
        Lang::Wgsl => scan(lang, text),
        Lang::Hlsl | Lang::Glsl | Lang::Msl => c_like(lang, text),
    }
}

/// Classify the tokens of `syntax::lex`; the text between tokens is
/// whitespace and comments (the lexer skips both).
fn c_like(lang: Lang, text: &str) -> Vec<(Class, Range<usize>)> {
    let lexed = lex::lex_str(text, 0);
    let mut out = Vec::with_capacity(lexed.tokens.len() * 2);
    let mut pos = 0;
    for tok in &lexed.tokens {
        let (a, b) = (tok.span.start as usize, (tok.span.end as usize).min(text.len()));
        if tok.kind == TokenKind::Eof {
            break;
        }
        if a < pos || text.get(a..b).is_none() {
            continue; // inside a directive or an attribute already emitted
        }
        gap(text, pos, a, &mut out);
        let bytes = text.as_bytes();
        let class = match tok.kind {
            TokenKind::Ident if is_keyword(lang, &tok.text) => Class::Keyword,
            TokenKind::Ident if is_type(lang, &tok.text) => Class::Type,
            TokenKind::Ident | TokenKind::Unknown | TokenKind::Eof => Class::Plain,
            TokenKind::Int | TokenKind::Float => Class::Number,
            TokenKind::String => Class::Str,
            TokenKind::Hash if tok.line_start => {
                // A directive runs to the end of the line, with `\` continuations.
                let mut end = a;
                loop {
                    end = find_byte(bytes, end, b'\n');
                    if end > 0 && bytes.get(end - 1) == Some(&b'\\') && end < bytes.len() {
                        end += 1;
                    } else {
                        break;
                    }
                }
                out.push((Class::Preproc, a..end));
                pos = end;
                continue;
            }
            TokenKind::Punct(Punct::LBracket) if lang == Lang::Msl && bytes.get(a + 1) == Some(&b'[') => {
                let end = text.get(a..).and_then(|r| r.find("]]")).map_or(text.len(), |p| a + p + 2);
                out.push((Class::Attribute, a..end));
                pos = end;
                continue;
            }
            TokenKind::Punct(_) | TokenKind::Hash | TokenKind::HashHash => Class::Punct,
        };
        out.push((class, a..b));
        pos = b;
    }
    gap(text, pos, text.len(), &mut out);
    out
}

/// Text between tokens: whitespace around at most one comment run.
fn gap(text: &str, a: usize, b: usize, out: &mut Vec<(Class, Range<usize>)>) {
    let Some(piece) = text.get(a..b).filter(|p| !p.is_empty()) else { return };
    let lead = piece.len() - piece.trim_start().len();
    let trail = piece.len() - piece.trim_end().len();
    if lead == piece.len() {
        out.push((Class::Plain, a..b));
        return;
    }
    if lead > 0 {
        out.push((Class::Plain, a..a + lead));
    }
    out.push((Class::Comment, a + lead..b - trail));
    if trail > 0 {
        out.push((Class::Plain, b - trail..b));
    }
}

/// The highlighter's own scanner (WGSL, whose lexing is not C's).
fn scan(lang: Lang, text: &str) -> Vec<(Class, Range<usize>)> {
    let bytes = text.as_bytes();
    let at = |i: usize| bytes.get(i).copied().unwrap_or(0);
    let mut out: Vec<(Class, Range<usize>)> = Vec::new();
    let mut i = 0;
    let mut line_start = true;
    while i < bytes.len() {
        let c = at(i);
        let start = i;
        let class = if c == b'\n' {
            i += 1;
            line_start = true;
            out.push((Class::Plain, start..i));
            continue;
        } else if c == b' ' || c == b'\t' || c == b'\r' {
            while matches!(at(i), b' ' | b'\t' | b'\r') {
                i += 1;
            }
            out.push((Class::Plain, start..i));
            continue;
        } else if c == b'/' && at(i + 1) == b'/' {
            i = find_byte(bytes, i, b'\n');
            Class::Comment
        } else if c == b'/' && at(i + 1) == b'*' {
            i = text.get(i + 2..).and_then(|r| r.find("*/")).map_or(bytes.len(), |p| i + 2 + p + 2);
            Class::Comment
        } else if c == b'#' && line_start && lang != Lang::Wgsl {
            // A directive runs to the end of the line, with `\` continuations.
            loop {
                i = find_byte(bytes, i, b'\n');
                if i > 0 && at(i - 1) == b'\\' && i < bytes.len() {
                    i += 1;
                } else {
                    break;
                }
            }
            Class::Preproc
        } else if c == b'"' {
            i += 1;
            while i < bytes.len() && at(i) != b'"' && at(i) != b'\n' {
                i += if at(i) == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(bytes.len());
            Class::Str
        } else if c.is_ascii_digit() || c == b'.' && at(i + 1).is_ascii_digit() {
            while at(i).is_ascii_alphanumeric() || at(i) == b'.' || at(i) == b'_' {
                // Exponent signs: `1e-3`.
                if matches!(at(i), b'e' | b'E' | b'p' | b'P') && matches!(at(i + 1), b'+' | b'-') {
                    i += 1;
                }
                i += 1;
            }
            Class::Number
        } else if c == b'@' && lang == Lang::Wgsl {
            i += 1;
            while at(i).is_ascii_alphanumeric() || at(i) == b'_' {
                i += 1;
            }
            Class::Attribute
        } else if c == b'[' && at(i + 1) == b'[' && lang == Lang::Msl {
            i = text.get(i..).and_then(|r| r.find("]]")).map_or(bytes.len(), |p| i + p + 2);
            Class::Attribute
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while at(i).is_ascii_alphanumeric() || at(i) == b'_' {
                i += 1;
            }
            let w = text.get(start..i).unwrap_or("");
            if is_keyword(lang, w) {
                Class::Keyword
            } else if is_type(lang, w) {
                Class::Type
            } else {
                Class::Plain
            }
        } else if c.is_ascii_punctuation() {
            i += 1;
            Class::Punct
        } else {
            // Any other character (non-ASCII included) is one plain token.
            i += text.get(i..).and_then(|r| r.chars().next()).map_or(1, char::len_utf8);
            Class::Plain
        };
        line_start = false;
        out.push((class, start..i.min(bytes.len())));
    }
    out
}

fn find_byte(bytes: &[u8], from: usize, b: u8) -> usize {
    bytes.get(from..).and_then(|r| r.iter().position(|x| *x == b)).map_or(bytes.len(), |p| from + p)
}

/// An underlined range (byte offsets) with its severity class (`error`, `warning`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    pub range: Range<usize>,
    pub severity: &'static str,
}

fn escape_into(out: &mut String, s: &str) {
    for ch in s.chars() {
        match ch {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
}

/// Escaped HTML of `text` without colours.
pub fn plain_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 16);
    escape_into(&mut out, text);
    out
}

/// Escaped HTML of `text` with `<span class>` per token and `<span class="sq
/// error">` around marked ranges. Marks must lie on char boundaries.
pub fn to_html(lang: Lang, text: &str, marks: &[Mark]) -> String {
    render(text, &tokenize(lang, text), marks)
}

/// Block-comment nesting depth after scanning `bytes[from..to]` from `depth`
/// (`from` at a line start: strings and line comments end with their line).
/// WGSL block comments nest; C's do not.
pub fn comment_depth(lang: Lang, bytes: &[u8], from: usize, to: usize, mut depth: u32) -> u32 {
    let nests = lang == Lang::Wgsl;
    let at = |i: usize| bytes.get(i).copied().unwrap_or(0);
    let mut i = from;
    let to = to.min(bytes.len());
    while i < to {
        let c = at(i);
        if depth > 0 {
            if c == b'*' && at(i + 1) == b'/' {
                depth -= 1;
                i += 2;
            } else if nests && c == b'/' && at(i + 1) == b'*' {
                depth += 1;
                i += 2;
            } else {
                i += 1;
            }
        } else if c == b'/' && at(i + 1) == b'/' {
            i = find_byte(bytes, i, b'\n');
        } else if c == b'/' && at(i + 1) == b'*' {
            depth = 1;
            i += 2;
        } else if c == b'"' {
            i += 1;
            while i < to && at(i) != b'"' && at(i) != b'\n' {
                i += if at(i) == b'\\' { 2 } else { 1 };
            }
            i += usize::from(at(i) == b'"');
        } else {
            i += 1;
        }
    }
    depth
}

/// Highlighted HTML of `text[range]`, which starts inside `depth` levels of
/// block comment; `marks` are offsets in the whole `text`.
pub fn range_html(lang: Lang, text: &str, range: Range<usize>, depth: u32, marks: &[Mark]) -> String {
    let Some(slice) = text.get(range.clone()) else { return String::new() };
    let mut tokens = Vec::new();
    let mut from = 0;
    if depth > 0 {
        // The comment runs on from before the range: it closes where the depth reaches 0.
        from = comment_end(lang, slice.as_bytes(), depth);
        tokens.push((Class::Comment, 0..from));
    }
    let rest = slice.get(from..).unwrap_or("");
    tokens.extend(tokenize(lang, rest).into_iter().map(|(c, r)| (c, r.start + from..r.end + from)));
    let shifted: Vec<Mark> = marks
        .iter()
        .filter(|m| m.range.end > range.start && m.range.start < range.end)
        .map(|m| Mark {
            range: m.range.start.max(range.start) - range.start..m.range.end.min(range.end) - range.start,
            severity: m.severity,
        })
        .collect();
    render(slice, &tokens, &shifted)
}

/// Where a block comment `depth` levels deep at the start of `bytes` closes
/// (just past its `*/`), or `bytes.len()`.
fn comment_end(lang: Lang, bytes: &[u8], mut depth: u32) -> usize {
    let at = |i: usize| bytes.get(i).copied().unwrap_or(0);
    let mut i = 0;
    while i < bytes.len() && depth > 0 {
        if at(i) == b'*' && at(i + 1) == b'/' {
            depth -= 1;
            i += 2;
        } else if lang == Lang::Wgsl && at(i) == b'/' && at(i + 1) == b'*' {
            depth += 1;
            i += 2;
        } else {
            i += 1;
        }
    }
    i.min(bytes.len())
}

fn render(text: &str, tokens: &[(Class, Range<usize>)], marks: &[Mark]) -> String {
    let mut cuts: Vec<usize> = tokens.iter().map(|(_, r)| r.start).collect();
    for m in marks {
        cuts.push(m.range.start.min(text.len()));
        cuts.push(m.range.end.min(text.len()));
    }
    cuts.push(0);
    cuts.push(text.len());
    cuts.sort_unstable();
    cuts.dedup();
    let mut out = String::with_capacity(text.len() * 2);
    let mut tok = tokens.iter().peekable();
    let mut current = Class::Plain;
    for w in cuts.windows(2) {
        let (Some(&a), Some(&b)) = (w.first(), w.get(1)) else { continue };
        while let Some((class, r)) = tok.peek() {
            if r.start <= a {
                current = *class;
                tok.next();
            } else {
                break;
            }
        }
        let Some(piece) = text.get(a..b) else { continue };
        let mark = marks
            .iter()
            .filter(|m| m.range.start <= a && b <= m.range.end)
            .map(|m| m.severity)
            .min_by_key(|s| *s != "error");
        let css = current.css();
        match (css, mark) {
            ("", None) => escape_into(&mut out, piece),
            (css, None) => {
                let _ = write!(out, "<span class=\"{css}\">");
                escape_into(&mut out, piece);
                out.push_str("</span>");
            }
            (css, Some(sev)) => {
                let sep = if css.is_empty() { "" } else { " " };
                let _ = write!(out, "<span class=\"{css}{sep}sq {sev}\">");
                escape_into(&mut out, piece);
                out.push_str("</span>");
            }
        }
    }
    out
}

/// Byte offset of a 1-based line and 1-based UTF-16 column in `text`,
/// clamped to the line's end (and to the text's end).
pub fn offset_of(text: &str, line: u32, column_utf16: u32) -> usize {
    let mut off = 0;
    for (i, l) in text.split_inclusive('\n').enumerate() {
        if i + 1 == line as usize {
            let mut units = 1;
            for (b, ch) in l.char_indices() {
                if units >= column_utf16 || ch == '\n' {
                    return off + b;
                }
                units += ch.len_utf16() as u32;
            }
            return off + l.trim_end_matches('\n').len();
        }
        off += l.len();
    }
    text.len()
}

/// UTF-16 offset of a byte offset (for the textarea's selection API).
pub fn utf16_offset(text: &str, byte: usize) -> u32 {
    text.get(..byte.min(text.len())).map_or(0, |s| s.encode_utf16().count() as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classes(lang: Lang, text: &str) -> Vec<(Class, &str)> {
        tokenize(lang, text)
            .into_iter()
            .map(|(c, r)| (c, text.get(r).unwrap_or("")))
            .filter(|(_, s)| !s.trim().is_empty())
            .collect()
    }

    #[test]
    fn tokens_cover_the_input_exactly() {
        let text = "float4 main() : SV_Target { return 1.5e-3f; } // é\n#define X \\\n 1\n/* open";
        let toks = tokenize(Lang::Hlsl, text);
        let mut pos = 0;
        for (_, r) in &toks {
            assert_eq!(r.start, pos);
            pos = r.end;
        }
        assert_eq!(pos, text.len());
    }

    #[test]
    fn classifies_each_language() {
        let h = classes(Lang::Hlsl, "cbuffer C : register(b0) { float4x4 m; };");
        assert!(h.contains(&(Class::Keyword, "cbuffer")) && h.contains(&(Class::Type, "float4x4")));
        let g = classes(Lang::Glsl, "#version 450\nlayout(location = 0) in vec3 p;");
        assert_eq!(g.first(), Some(&(Class::Preproc, "#version 450")));
        assert!(g.contains(&(Class::Type, "vec3")) && g.contains(&(Class::Number, "0")));
        let w = classes(Lang::Wgsl, "@compute fn main() { let x: vec4f = vec4f(1.0); }");
        assert!(w.contains(&(Class::Attribute, "@compute")) && w.contains(&(Class::Type, "vec4f")));
        let m = classes(Lang::Msl, "kernel void f(device float* d [[buffer(0)]]) {}");
        assert!(m.contains(&(Class::Attribute, "[[buffer(0)]]")) && m.contains(&(Class::Keyword, "device")));
    }

    #[test]
    fn html_escapes_and_marks() {
        let html = to_html(Lang::Hlsl, "a<b && c", &[Mark { range: 0..1, severity: "error" }]);
        assert_eq!(
            html,
            "<span class=\"sq error\">a</span><span class=\"o\">&lt;</span>b <span class=\"o\">&amp;&amp;</span> c"
        );
    }

    #[test]
    fn positions_convert_between_units() {
        let text = "ab\n😀x\n";
        assert_eq!(offset_of(text, 2, 3), 7);
        assert_eq!(offset_of(text, 2, 99), 8);
        assert_eq!(offset_of(text, 9, 1), text.len());
        assert_eq!(utf16_offset(text, 7), 5);
    }
}
