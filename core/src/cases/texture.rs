//! Textures and samplers of a case (the `textures` and `samplers` keys).
//!
//! A TEXTURE names a reflected texture (the same selector keys as a
//! buffer: `name`, `register`/`space`, `binding`/`set`, `slot` — the Metal
//! texture index), says what image it is and what it starts as:
//!
//! | key | meaning |
//! | --- | --- |
//! | `dim` | `1d`, `1dArray`, `2d`, `2dArray`, `3d`, `cube`, `cubeArray` |
//! | `format` | `rgba8unorm`, `r32float`, `rgba32float`, `r32uint`, `r32sint`, `rgba32uint`, `depth32float` |
//! | `size` | `[width, height?, depth?]` of mip 0 (depth only for `3d`); cube faces are square |
//! | `layers` | array layers (`cubeArray`: cubes); default 1 |
//! | `mips` | mip levels, each half the previous (rounded down, at least 1); default 1 |
//! | `data` | texel components in storage order (below), flattened like buffer values |
//! | `pattern` | a seed: every texel from a seeded generator (unorm8: any byte; floats: multiples of 1/64 in [-2, 2), `depth32float` in [0, 1); integers 0..255) |
//! | `abs` | tolerance of the comparison of float texels after the run (default exact) |
//! | `sampler` | a SAMPLER bound with the texture (GLSL's combined `sampler2D`) |
//!
//! Storage order: mip by mip, then layer by layer (a cube's six faces in
//! +x −x +y −y +z −z order, cube by cube), then slice (z), row (y), texel
//! (x), then component. Without `data` or `pattern` the texture starts as
//! zeros. Every texture the kernel may write (a storage texture) is
//! compared after the run.
//!
//! A SAMPLER names a reflected sampler (HLSL: `register`; GLSL's combined
//! samplers are given inside their texture) and its state:
//!
//! | key | meaning |
//! | --- | --- |
//! | `filter` | `nearest` or `linear`: magnification and minification; or `magFilter`, `minFilter` |
//! | `mipFilter` | `none` (mip 0 only), `nearest`, `linear`; default `none` |
//! | `address` | `repeat`, `mirroredRepeat`, `clampToEdge`, `clampToBorder`, for every axis; or `addressU`, `addressV`, `addressW` |
//! | `border` | `transparentBlack` (default), `opaqueBlack`, `opaqueWhite` |
//! | `compare` | a comparison function (`never`, `less`, `lessEqual`, `greater`, `greaterEqual`, `equal`, `notEqual`, `always`): a comparison sampler |
//! | `minLod`, `maxLod` | LOD clamp; default 0 and 1000 |

use super::CaseError;
use super::format::BufferSelector;
use serde::Deserialize;
use serde_json::Value;

/// Texture dimensionality.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextureDim {
    D1,
    D1Array,
    D2,
    D2Array,
    D3,
    Cube,
    CubeArray,
}

impl TextureDim {
    fn parse(s: &str) -> Option<TextureDim> {
        Some(match s {
            "1d" => TextureDim::D1,
            "1dArray" => TextureDim::D1Array,
            "2d" => TextureDim::D2,
            "2dArray" => TextureDim::D2Array,
            "3d" => TextureDim::D3,
            "cube" => TextureDim::Cube,
            "cubeArray" => TextureDim::CubeArray,
            _ => return None,
        })
    }

    /// The runtime's and the golden's number for it.
    pub const fn code(self) -> u32 {
        match self {
            TextureDim::D1 => 0,
            TextureDim::D1Array => 1,
            TextureDim::D2 => 2,
            TextureDim::D2Array => 3,
            TextureDim::D3 => 4,
            TextureDim::Cube => 5,
            TextureDim::CubeArray => 6,
        }
    }

    pub const fn is_cube(self) -> bool {
        matches!(self, TextureDim::Cube | TextureDim::CubeArray)
    }

    pub const fn is_array(self) -> bool {
        matches!(self, TextureDim::D1Array | TextureDim::D2Array | TextureDim::CubeArray)
    }
}

/// Texel format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextureFormat {
    Rgba8Unorm,
    R32Float,
    Rgba32Float,
    R32Uint,
    R32Sint,
    Rgba32Uint,
    Depth32Float,
}

impl TextureFormat {
    fn parse(s: &str) -> Option<TextureFormat> {
        Some(match s {
            "rgba8unorm" => TextureFormat::Rgba8Unorm,
            "r32float" => TextureFormat::R32Float,
            "rgba32float" => TextureFormat::Rgba32Float,
            "r32uint" => TextureFormat::R32Uint,
            "r32sint" => TextureFormat::R32Sint,
            "rgba32uint" => TextureFormat::Rgba32Uint,
            "depth32float" => TextureFormat::Depth32Float,
            _ => return None,
        })
    }

    /// The runtime's and the golden's number for it.
    pub const fn code(self) -> u32 {
        match self {
            TextureFormat::Rgba8Unorm => 0,
            TextureFormat::R32Float => 1,
            TextureFormat::Rgba32Float => 2,
            TextureFormat::R32Uint => 3,
            TextureFormat::R32Sint => 4,
            TextureFormat::Rgba32Uint => 5,
            TextureFormat::Depth32Float => 6,
        }
    }

    pub const fn components(self) -> u32 {
        match self {
            TextureFormat::Rgba8Unorm | TextureFormat::Rgba32Float | TextureFormat::Rgba32Uint => 4,
            _ => 1,
        }
    }

    /// Bytes of one texel.
    pub const fn texel_bytes(self) -> u32 {
        match self {
            TextureFormat::Rgba8Unorm => 4,
            TextureFormat::Rgba32Float | TextureFormat::Rgba32Uint => 16,
            _ => 4,
        }
    }

    pub const fn is_float(self) -> bool {
        matches!(self, TextureFormat::R32Float | TextureFormat::Rgba32Float | TextureFormat::Depth32Float)
    }
}

/// What a texture starts as.
#[derive(Clone, Debug, PartialEq)]
pub enum TextureInit {
    Zero,
    Data(Value),
    Pattern(u64),
}

/// Sampler state, in the terms both Metal and Vulkan have.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SamplerSpec {
    /// Empty for a sampler given inside its texture.
    pub select: BufferSelector,
    pub mag_linear: bool,
    pub min_linear: bool,
    /// 0 none, 1 nearest, 2 linear.
    pub mip_filter: u32,
    /// Per axis: 0 repeat, 1 mirrored repeat, 2 clamp to edge, 3 clamp to border.
    pub address: [u32; 3],
    /// 0 transparent black, 1 opaque black, 2 opaque white.
    pub border: u32,
    /// The comparison function (0 never … 7 always), for a comparison sampler.
    pub compare: Option<u32>,
    pub min_lod: f32,
    pub max_lod: f32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TextureSpec {
    pub select: BufferSelector,
    pub dim: TextureDim,
    pub format: TextureFormat,
    /// Width, height, depth of mip 0 (1 where the dimension has none).
    pub size: [u32; 3],
    /// Array layers (cubes for a cube array; 1 otherwise).
    pub layers: u32,
    pub mips: u32,
    pub init: TextureInit,
    pub abs: f64,
    pub sampler: Option<SamplerSpec>,
}

impl TextureSpec {
    /// Layers as stored: faces count for cubes.
    pub fn stored_layers(&self) -> u32 {
        if self.dim.is_cube() { self.layers * 6 } else { self.layers }
    }

    /// Width, height, depth of mip `level`.
    pub fn mip_size(&self, level: u32) -> [u32; 3] {
        let [w, h, d] = self.size;
        let shrink = |x: u32| (x >> level.min(31)).max(1);
        [shrink(w), if self.dim == TextureDim::D1 || self.dim == TextureDim::D1Array { 1 } else { shrink(h) }, {
            if self.dim == TextureDim::D3 { shrink(d) } else { 1 }
        }]
    }

    /// Texels of mip `level`, every layer.
    pub fn mip_texels(&self, level: u32) -> u64 {
        let [w, h, d] = self.mip_size(level);
        u64::from(w) * u64::from(h) * u64::from(d) * u64::from(self.stored_layers())
    }

    /// Bytes of the whole texture, every mip.
    pub fn byte_size(&self) -> u64 {
        (0..self.mips).map(|m| self.mip_texels(m) * u64::from(self.format.texel_bytes())).sum()
    }
}

#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(super) struct RawTexture {
    name: Option<String>,
    register: Option<String>,
    space: Option<u32>,
    binding: Option<u32>,
    set: Option<u32>,
    slot: Option<u32>,
    dim: String,
    format: String,
    size: Vec<u32>,
    layers: Option<u32>,
    mips: Option<u32>,
    data: Option<Value>,
    pattern: Option<u64>,
    #[serde(default)]
    abs: f64,
    sampler: Option<RawSampler>,
}

#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(super) struct RawSampler {
    name: Option<String>,
    register: Option<String>,
    space: Option<u32>,
    binding: Option<u32>,
    set: Option<u32>,
    slot: Option<u32>,
    filter: Option<String>,
    mag_filter: Option<String>,
    min_filter: Option<String>,
    mip_filter: Option<String>,
    address: Option<String>,
    address_u: Option<String>,
    address_v: Option<String>,
    address_w: Option<String>,
    border: Option<String>,
    compare: Option<String>,
    min_lod: Option<f32>,
    max_lod: Option<f32>,
}

/// At most this many bytes per texture (every mip and layer).
const MAX_TEXTURE_BYTES: u64 = 16 << 20;

pub(super) fn texture(t: &RawTexture) -> Result<TextureSpec, CaseError> {
    let select = BufferSelector {
        name: t.name.clone(),
        register: t.register.clone(),
        space: t.space,
        binding: t.binding,
        set: t.set,
        slot: t.slot,
    };
    let what = select.describe();
    let bad = |m: String| CaseError(format!("texture {what}: {m}"));
    if what.is_empty() {
        return Err(CaseError("a texture needs `name`, `register`, `binding` or `slot`".into()));
    }
    let dim = TextureDim::parse(&t.dim).ok_or_else(|| bad(format!("unknown `dim` `{}`", t.dim)))?;
    let format = TextureFormat::parse(&t.format).ok_or_else(|| bad(format!("unknown `format` `{}`", t.format)))?;
    let axes = match dim {
        TextureDim::D1 | TextureDim::D1Array => 1,
        TextureDim::D3 => 3,
        _ => 2,
    };
    if t.size.len() != axes || t.size.iter().any(|&s| !(1..=4096).contains(&s)) {
        return Err(bad(format!("`size` needs {axes} extents of 1 to 4096")));
    }
    let mut size = [1u32; 3];
    for (s, v) in size.iter_mut().zip(&t.size) {
        *s = *v;
    }
    if dim.is_cube() && size[0] != size[1] {
        return Err(bad("cube faces are square".into()));
    }
    let layers = t.layers.unwrap_or(1);
    if !(1..=256).contains(&layers) || (layers != 1 && !dim.is_array()) {
        return Err(bad("`layers` is 1 to 256, and only for array textures".into()));
    }
    let max_mips = 32 - size.iter().max().copied().unwrap_or(1).leading_zeros();
    let mips = t.mips.unwrap_or(1);
    if mips == 0 || mips > max_mips {
        return Err(bad(format!("`mips` is 1 to {max_mips} for this size")));
    }
    let init = match (&t.data, t.pattern) {
        (None, None) => TextureInit::Zero,
        (Some(d), None) => TextureInit::Data(d.clone()),
        (None, Some(seed)) => TextureInit::Pattern(seed),
        _ => return Err(bad("give at most one of `data`, `pattern`".into())),
    };
    if !(t.abs >= 0.0 && t.abs.is_finite()) {
        return Err(bad("`abs` is a non-negative tolerance".into()));
    }
    let sampler = t.sampler.as_ref().map(|s| sampler(s, true)).transpose()?;
    let spec = TextureSpec { select, dim, format, size, layers, mips, init, abs: t.abs, sampler };
    if spec.byte_size() > MAX_TEXTURE_BYTES {
        return Err(bad(format!("more than {MAX_TEXTURE_BYTES} bytes")));
    }
    Ok(spec)
}

fn pick<'a>(given: &'a Option<String>, all: &'a Option<String>) -> Option<&'a str> {
    given.as_deref().or(all.as_deref())
}

pub(super) fn sampler(s: &RawSampler, inline: bool) -> Result<SamplerSpec, CaseError> {
    let select = BufferSelector {
        name: s.name.clone(),
        register: s.register.clone(),
        space: s.space,
        binding: s.binding,
        set: s.set,
        slot: s.slot,
    };
    let what = select.describe();
    let bad = |m: String| CaseError(format!("sampler {what}: {m}"));
    if inline != what.is_empty() {
        return Err(bad(if inline {
            "a sampler inside its texture has no selector keys".into()
        } else {
            "a sampler needs `name`, `register`, `binding` or `slot`".into()
        }));
    }
    let filter = |v: Option<&str>| match v {
        None | Some("nearest") => Ok(false),
        Some("linear") => Ok(true),
        Some(o) => Err(bad(format!("unknown filter `{o}` (nearest, linear)"))),
    };
    let mag_linear = filter(pick(&s.mag_filter, &s.filter))?;
    let min_linear = filter(pick(&s.min_filter, &s.filter))?;
    let mip_filter = match s.mip_filter.as_deref() {
        None | Some("none") => 0,
        Some("nearest") => 1,
        Some("linear") => 2,
        Some(o) => return Err(bad(format!("unknown `mipFilter` `{o}` (none, nearest, linear)"))),
    };
    let address_of = |v: Option<&str>| match v {
        None | Some("clampToEdge") => Ok(2),
        Some("repeat") => Ok(0),
        Some("mirroredRepeat") => Ok(1),
        Some("clampToBorder") => Ok(3),
        Some(o) => Err(bad(format!("unknown address mode `{o}` (repeat, mirroredRepeat, clampToEdge, clampToBorder)"))),
    };
    let address = [
        address_of(pick(&s.address_u, &s.address))?,
        address_of(pick(&s.address_v, &s.address))?,
        address_of(pick(&s.address_w, &s.address))?,
    ];
    let border = match s.border.as_deref() {
        None | Some("transparentBlack") => 0,
        Some("opaqueBlack") => 1,
        Some("opaqueWhite") => 2,
        Some(o) => return Err(bad(format!("unknown `border` `{o}`"))),
    };
    const COMPARES: [&str; 8] =
        ["never", "less", "lessEqual", "greater", "greaterEqual", "equal", "notEqual", "always"];
    let compare = match s.compare.as_deref() {
        None => None,
        Some(c) => {
            Some(COMPARES.iter().position(|x| *x == c).ok_or_else(|| bad(format!("unknown `compare` `{c}`")))? as u32)
        }
    };
    let min_lod = s.min_lod.unwrap_or(0.0);
    let max_lod = s.max_lod.unwrap_or(1000.0);
    if !(0.0..=1000.0).contains(&min_lod) || !(min_lod..=1000.0).contains(&max_lod) {
        return Err(bad("`minLod` <= `maxLod`, both 0 to 1000".into()));
    }
    Ok(SamplerSpec { select, mag_linear, min_linear, mip_filter, address, border, compare, min_lod, max_lod })
}
