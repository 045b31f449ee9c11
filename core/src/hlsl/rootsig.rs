//! HLSL root signatures (the D3D12 grammar of `[RootSignature("…")]`): the
//! text → [`RootSignature`], which the `msc` binding model lays out as
//! Metal Shader Converter's top-level argument buffer (`msl::bind::msc`).
//!
//! Accepted, as DXC's root-signature grammar has it (keywords are
//! case-insensitive, clauses comma-separated, a clause's arguments in any
//! order):
//! - `RootFlags(0 | FLAG | FLAG …)`;
//! - `RootConstants(num32BitConstants = N, bR [, space = S] [, visibility = V])`;
//! - `CBV(bR …)`, `SRV(tR …)`, `UAV(uR …)`: root descriptors (`space`,
//!   `visibility`, `flags`);
//! - `DescriptorTable(range, … [, visibility = V])`, each range `CBV`, `SRV`,
//!   `UAV` or `Sampler` with `numDescriptors = N | unbounded`, `space`,
//!   `offset = N | DESCRIPTOR_RANGE_OFFSET_APPEND` and `flags`;
//! - `StaticSampler(sR, …)` with its sampler state (`filter`, `addressU/V/W`,
//!   `mipLODBias`, `maxAnisotropy`, `comparisonFunc`, `borderColor`,
//!   `minLOD`, `maxLOD`, `space`, `visibility`).
//!
//! Visibility and flags are read and kept out of the layout (they change
//! no offset). The text is bounded by the attribute it came from; the
//! parser is one pass with at most [`MAX_CLAUSES`] clauses and ranges.
//! Problems are OSH3018 messages (the caller puts them at the attribute).

/// One root signature, in the order its parameters were written.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RootSignature {
    pub params: Vec<RootParam>,
    pub static_samplers: Vec<StaticSampler>,
    /// `RootFlags(…)`, upper-cased.
    pub flags: Vec<String>,
}

/// A root parameter: one entry of the top-level argument buffer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RootParam {
    /// `RootConstants`: `count` 32-bit values inline, a constant buffer at `b{register}`.
    Constants { register: u32, space: u32, count: u32 },
    /// `CBV`/`SRV`/`UAV`: a buffer by its GPU address; `class` is `b`, `t` or `u`.
    Descriptor { class: char, register: u32, space: u32 },
    /// `DescriptorTable`: a GPU address of descriptor entries.
    Table { ranges: Vec<Range> },
}

/// One range of a descriptor table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    /// `b`, `t`, `u` or `s`.
    pub class: char,
    pub register: u32,
    pub space: u32,
    /// Descriptors; `None` is `unbounded`.
    pub count: Option<u32>,
    /// Descriptors from the table's start; `None` appends after the previous range.
    pub offset: Option<u32>,
}

/// A `StaticSampler`: sampler state fixed by the root signature.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StaticSampler {
    pub register: u32,
    pub space: u32,
    /// `FILTER_…`, upper-cased; default `FILTER_ANISOTROPIC` (D3D12's).
    pub filter: String,
    /// `TEXTURE_ADDRESS_…` for u, v, w; default `TEXTURE_ADDRESS_WRAP`.
    pub address: [String; 3],
    pub mip_lod_bias: f64,
    pub max_anisotropy: u32,
    /// `COMPARISON_…`; default `COMPARISON_LESS_EQUAL`.
    pub comparison: String,
    /// `STATIC_BORDER_COLOR_…`; default `STATIC_BORDER_COLOR_OPAQUE_WHITE`.
    pub border: String,
    pub min_lod: f64,
    pub max_lod: f64,
}

/// Clauses plus table ranges a root signature may hold (D3D12 allows 64
/// DWORDs of parameters; this bounds the parser, not the model).
pub const MAX_CLAUSES: usize = 1024;

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    Num(f64),
    Punct(char),
}

fn lex(text: &str) -> Result<Vec<Tok>, String> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while chars.get(i).is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_') {
                i += 1;
            }
            out.push(Tok::Word(chars.get(start..i).unwrap_or_default().iter().collect()));
        } else if c.is_ascii_digit() || c == '.' || c == '-' || c == '+' {
            let start = i;
            i += 1;
            while chars.get(i).is_some_and(|c| c.is_ascii_alphanumeric() || *c == '.') {
                i += 1;
            }
            let s: String = chars.get(start..i).unwrap_or_default().iter().collect();
            let s = s.trim_end_matches(['f', 'F']);
            let n = s.parse::<f64>().map_err(|_| format!("`{s}` is not a number"))?;
            out.push(Tok::Num(n));
        } else if "(),=|".contains(c) {
            out.push(Tok::Punct(c));
            i += 1;
        } else {
            return Err(format!("unexpected `{c}` in the root signature"));
        }
        if out.len() > MAX_CLAUSES * 16 {
            return Err("the root signature is too long".into());
        }
    }
    Ok(out)
}

/// An argument of a clause: `name = value …` or a bare value list (`b0`, flag `|` flag).
#[derive(Debug)]
enum Arg {
    Named(String, Vec<Tok>),
    Bare(Vec<Tok>),
    Nested(String, Vec<Arg>),
}

struct Parser {
    toks: Vec<Tok>,
    pos: usize,
    clauses: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn bump(&mut self) -> Option<Tok> {
        let t = self.toks.get(self.pos).cloned();
        self.pos += 1;
        t
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// `Name ( args )`, with nested clauses one level deep (a table's ranges).
    fn clause(&mut self, depth: u32) -> Result<(String, Vec<Arg>), String> {
        self.clauses += 1;
        if self.clauses > MAX_CLAUSES {
            return Err("the root signature has too many clauses".into());
        }
        let name = match self.bump() {
            Some(Tok::Word(w)) => w,
            other => return Err(format!("expected a root parameter, found {}", describe(other.as_ref()))),
        };
        if !self.eat('(') {
            return Err(format!("expected `(` after `{name}`"));
        }
        let mut args = Vec::new();
        if self.eat(')') {
            return Ok((name, args));
        }
        loop {
            let nested = depth == 0
                && matches!(self.peek(), Some(Tok::Word(_)))
                && self.toks.get(self.pos + 1) == Some(&Tok::Punct('('));
            if nested {
                let (n, a) = self.clause(depth + 1)?;
                args.push(Arg::Nested(n, a));
            } else {
                let mut value = Vec::new();
                let mut named = None;
                while let Some(t) = self.peek() {
                    if matches!(t, Tok::Punct(',' | ')')) {
                        break;
                    }
                    if *t == Tok::Punct('=') {
                        let Some(Tok::Word(key)) = value.pop().filter(|_| value.is_empty() && named.is_none()) else {
                            return Err("`=` needs a name before it".into());
                        };
                        named = Some(key);
                        self.pos += 1;
                        continue;
                    }
                    if *t == Tok::Punct('(') {
                        return Err("unexpected `(`".into());
                    }
                    value.extend(self.bump());
                }
                if value.is_empty() {
                    return Err(format!("an argument of `{name}` is empty"));
                }
                args.push(match named {
                    Some(k) => Arg::Named(k.to_ascii_lowercase(), value),
                    None => Arg::Bare(value),
                });
            }
            if self.eat(')') {
                return Ok((name, args));
            }
            if !self.eat(',') {
                return Err(format!("expected `,` or `)` in `{name}(…)`"));
            }
        }
    }
}

fn describe(t: Option<&Tok>) -> String {
    match t {
        Some(Tok::Word(w)) => format!("`{w}`"),
        Some(Tok::Num(n)) => format!("`{n}`"),
        Some(Tok::Punct(c)) => format!("`{c}`"),
        None => "the end".into(),
    }
}

/// Parse a root signature's text (the attribute's string, quotes removed).
pub fn parse(text: &str) -> Result<RootSignature, String> {
    let mut p = Parser { toks: lex(text)?, pos: 0, clauses: 0 };
    let mut rs = RootSignature::default();
    if p.peek().is_none() {
        return Ok(rs);
    }
    loop {
        let (name, args) = p.clause(0)?;
        match name.to_ascii_lowercase().as_str() {
            "rootflags" => rs.flags = flags(&args)?,
            "rootconstants" => {
                let (class, register, space) = register_of(&name, &args)?;
                if class != 'b' {
                    return Err("`RootConstants` needs a `b` register".into());
                }
                let count = named_u32(&args, "num32bitconstants")?
                    .ok_or("`RootConstants` needs `num32BitConstants`".to_string())?;
                rs.params.push(RootParam::Constants { register, space, count });
            }
            "cbv" | "srv" | "uav" => {
                let (class, register, space) = register_of(&name, &args)?;
                expect_class(&name, class)?;
                rs.params.push(RootParam::Descriptor { class, register, space });
            }
            "descriptortable" => {
                let mut ranges = Vec::new();
                for a in &args {
                    match a {
                        Arg::Nested(n, inner) => ranges.push(range(n, inner)?),
                        Arg::Named(k, _) if k == "visibility" => {}
                        _ => return Err("a `DescriptorTable` holds `CBV`, `SRV`, `UAV` or `Sampler` ranges".into()),
                    }
                }
                let samplers = ranges.iter().filter(|r| r.class == 's').count();
                if samplers != 0 && samplers != ranges.len() {
                    return Err("a `DescriptorTable` cannot mix `Sampler` ranges with other ranges".into());
                }
                rs.params.push(RootParam::Table { ranges });
            }
            "staticsampler" => rs.static_samplers.push(static_sampler(&args)?),
            _ => return Err(format!("`{name}` is not a root parameter")),
        }
        if p.peek().is_none() {
            return Ok(rs);
        }
        if !p.eat(',') {
            return Err(format!("expected `,` between root parameters, found {}", describe(p.peek())));
        }
    }
}

fn flags(args: &[Arg]) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for a in args {
        let Arg::Bare(v) = a else { return Err("`RootFlags` takes flags joined by `|`".into()) };
        for t in v {
            match t {
                Tok::Word(w) => out.push(w.to_ascii_uppercase()),
                Tok::Num(n) if *n == 0.0 => {}
                Tok::Punct('|') => {}
                other => return Err(format!("{} is not a root flag", describe(Some(other)))),
            }
        }
    }
    Ok(out)
}

/// A register word: `b3` → ('b', 3).
fn register_word(w: &str) -> Option<(char, u32)> {
    let mut chars = w.chars();
    let class = chars.next()?.to_ascii_lowercase();
    let n = chars.as_str().parse().ok()?;
    "btus".contains(class).then_some((class, n))
}

/// The clause's register and `space` (default 0).
fn register_of(name: &str, args: &[Arg]) -> Result<(char, u32, u32), String> {
    let mut reg = None;
    for a in args {
        if let Arg::Bare(v) = a
            && let [Tok::Word(w)] = v.as_slice()
            && let Some(r) = register_word(w)
        {
            reg = Some(r);
        }
    }
    let (class, register) = reg.ok_or(format!("`{name}` needs a register (such as `b0`)"))?;
    let space = named_u32(args, "space")?.unwrap_or(0);
    Ok((class, register, space))
}

fn expect_class(name: &str, class: char) -> Result<(), String> {
    let want = match name.to_ascii_lowercase().as_str() {
        "cbv" => 'b',
        "srv" => 't',
        "uav" => 'u',
        _ => 's',
    };
    if class == want { Ok(()) } else { Err(format!("`{name}` needs a `{want}` register, not `{class}`")) }
}

fn named<'a>(args: &'a [Arg], key: &str) -> Option<&'a [Tok]> {
    args.iter().find_map(|a| match a {
        Arg::Named(k, v) if k == key => Some(v.as_slice()),
        _ => None,
    })
}

fn named_u32(args: &[Arg], key: &str) -> Result<Option<u32>, String> {
    match named(args, key) {
        None => Ok(None),
        Some([Tok::Num(n)]) if *n >= 0.0 && n.fract() == 0.0 && *n <= f64::from(u32::MAX) => Ok(Some(*n as u32)),
        Some(_) => Err(format!("`{key}` needs a whole number")),
    }
}

fn named_f64(args: &[Arg], key: &str) -> Result<Option<f64>, String> {
    match named(args, key) {
        None => Ok(None),
        Some([Tok::Num(n)]) => Ok(Some(*n)),
        Some(_) => Err(format!("`{key}` needs a number")),
    }
}

fn named_word(args: &[Arg], key: &str) -> Result<Option<String>, String> {
    match named(args, key) {
        None => Ok(None),
        Some([Tok::Word(w)]) => Ok(Some(w.to_ascii_uppercase())),
        Some(_) => Err(format!("`{key}` needs a name")),
    }
}

fn range(name: &str, args: &[Arg]) -> Result<Range, String> {
    if !matches!(name.to_ascii_lowercase().as_str(), "cbv" | "srv" | "uav" | "sampler") {
        return Err(format!("`{name}` is not a descriptor range"));
    }
    let (class, register, space) = register_of(name, args)?;
    expect_class(name, class)?;
    let count = match named(args, "numdescriptors") {
        None => Some(1),
        Some([Tok::Word(w)]) if w.eq_ignore_ascii_case("unbounded") => None,
        Some(_) => named_u32(args, "numdescriptors")?,
    };
    if count == Some(0) {
        return Err("`numDescriptors` must be at least 1".into());
    }
    let offset = match named(args, "offset") {
        None => None,
        Some([Tok::Word(w)]) if w.eq_ignore_ascii_case("DESCRIPTOR_RANGE_OFFSET_APPEND") => None,
        Some(_) => named_u32(args, "offset")?,
    };
    Ok(Range { class, register, space, count, offset })
}

fn static_sampler(args: &[Arg]) -> Result<StaticSampler, String> {
    let (class, register, space) = register_of("StaticSampler", args)?;
    if class != 's' {
        return Err("`StaticSampler` needs an `s` register".into());
    }
    let address = |key: &str| named_word(args, key).map(|w| w.unwrap_or_else(|| "TEXTURE_ADDRESS_WRAP".into()));
    Ok(StaticSampler {
        register,
        space,
        filter: named_word(args, "filter")?.unwrap_or_else(|| "FILTER_ANISOTROPIC".into()),
        address: [address("addressu")?, address("addressv")?, address("addressw")?],
        mip_lod_bias: named_f64(args, "miplodbias")?.unwrap_or(0.0),
        max_anisotropy: named_u32(args, "maxanisotropy")?.unwrap_or(16),
        comparison: named_word(args, "comparisonfunc")?.unwrap_or_else(|| "COMPARISON_LESS_EQUAL".into()),
        border: named_word(args, "bordercolor")?.unwrap_or_else(|| "STATIC_BORDER_COLOR_OPAQUE_WHITE".into()),
        min_lod: named_f64(args, "minlod")?.unwrap_or(0.0),
        max_lod: named_f64(args, "maxlod")?.unwrap_or(f64::from(f32::MAX)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_in_order() {
        let rs = parse(
            "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT | CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED), \
             RootConstants(num32BitConstants=4, b0), CBV(b1, space = 2, visibility=SHADER_VISIBILITY_ALL), \
             DescriptorTable(SRV(t0, numDescriptors = 2), UAV(u1, offset = 5, numDescriptors=unbounded)), \
             UAV(u0)",
        )
        .unwrap();
        assert_eq!(rs.flags, ["ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT", "CBV_SRV_UAV_HEAP_DIRECTLY_INDEXED"]);
        assert_eq!(
            rs.params,
            [
                RootParam::Constants { register: 0, space: 0, count: 4 },
                RootParam::Descriptor { class: 'b', register: 1, space: 2 },
                RootParam::Table {
                    ranges: vec![
                        Range { class: 't', register: 0, space: 0, count: Some(2), offset: None },
                        Range { class: 'u', register: 1, space: 0, count: None, offset: Some(5) },
                    ]
                },
                RootParam::Descriptor { class: 'u', register: 0, space: 0 },
            ]
        );
    }

    #[test]
    fn static_sampler_state() {
        let rs = parse(
            "StaticSampler(s2, filter = FILTER_MIN_MAG_MIP_POINT, addressU = TEXTURE_ADDRESS_CLAMP, maxLOD = 4.0f)",
        )
        .unwrap();
        let s = rs.static_samplers.first().unwrap();
        assert_eq!((s.register, s.filter.as_str()), (2, "FILTER_MIN_MAG_MIP_POINT"));
        assert_eq!(s.address, ["TEXTURE_ADDRESS_CLAMP", "TEXTURE_ADDRESS_WRAP", "TEXTURE_ADDRESS_WRAP"]);
        assert_eq!(s.max_lod, 4.0);
    }

    #[test]
    fn problems_are_messages() {
        for (text, want) in [
            ("CBV(t0)", "needs a `b` register"),
            ("RootConstants(b0)", "num32BitConstants"),
            ("DescriptorTable(SRV(t0), Sampler(s0))", "cannot mix"),
            ("CBV(b0) SRV(t0)", "expected `,`"),
            ("Foo(b0)", "not a root parameter"),
            ("CBV(b0", "expected `,` or `)`"),
            ("DescriptorTable(SRV(t0, numDescriptors = 0))", "at least 1"),
            ("CBV(b0, space = x)", "whole number"),
        ] {
            let e = parse(text).unwrap_err();
            assert!(e.contains(want), "{text}: {e}");
        }
        assert_eq!(parse("").unwrap(), RootSignature::default());
    }
}
