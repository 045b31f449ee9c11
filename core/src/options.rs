//! Translation options: plain data with documented defaults, validated like
//! input (a bad value is an OSH6xxx diagnostic, never a panic).

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Source language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    Hlsl,
    Glsl,
    Wgsl,
    /// SPIR-V binary (the source bytes are the module).
    Spv,
}

impl Language {
    pub const fn as_str(self) -> &'static str {
        match self {
            Language::Hlsl => "hlsl",
            Language::Glsl => "glsl",
            Language::Wgsl => "wgsl",
            Language::Spv => "spv",
        }
    }

    /// Every language, in the order the docs list them.
    pub const ALL: [Language; 4] = [Language::Hlsl, Language::Glsl, Language::Wgsl, Language::Spv];

    /// Whether this build reads the language: WGSL and SPIR-V go through
    /// naga's front-ends, which the `wgsl` and `spirv` features bring in
    /// (a left-out one answers with OSH6004).
    pub const fn is_built(self) -> bool {
        match self {
            Language::Hlsl | Language::Glsl => true,
            Language::Wgsl => cfg!(feature = "wgsl"),
            Language::Spv => cfg!(feature = "spirv"),
        }
    }

    pub fn parse(s: &str) -> Option<Language> {
        match s.to_ascii_lowercase().as_str() {
            "hlsl" | "fx" | "hlsli" => Some(Language::Hlsl),
            "glsl" | "vert" | "frag" | "comp" | "tesc" | "tese" | "vs" | "fs" | "cs" => Some(Language::Glsl),
            "wgsl" => Some(Language::Wgsl),
            "spv" | "spirv" | "spir-v" => Some(Language::Spv),
            _ => None,
        }
    }

    /// The language a file name's extension suggests.
    pub fn from_path(path: &str) -> Option<Language> {
        let ext = path.rsplit_once('.')?.1.to_ascii_lowercase();
        match ext.as_str() {
            "hlsl" | "hlsli" | "fx" | "fxh" | "usf" | "ush" => Some(Language::Hlsl),
            "glsl" | "vert" | "frag" | "comp" | "tesc" | "tese" | "mesh" | "task" | "vs" | "fs" | "cs" | "vsh"
            | "fsh" | "glslv" | "glslf" => Some(Language::Glsl),
            "wgsl" => Some(Language::Wgsl),
            "spv" => Some(Language::Spv),
            _ => None,
        }
    }

    /// Guess the language from the text itself: `#version` means GLSL; WGSL's
    /// `@compute`/`fn name(` and `var<` are unmistakable; HLSL's semantics,
    /// registers and `[numthreads]` likewise. Falls back to HLSL.
    pub fn detect(text: &str) -> Language {
        if has_version_line(text) {
            return Language::Glsl;
        }
        let (wgsl, glsl, hlsl) = Self::scores(text);
        if wgsl > glsl && wgsl > hlsl {
            Language::Wgsl
        } else if glsl > hlsl {
            Language::Glsl
        } else {
            Language::Hlsl
        }
    }

    /// The language of a file: its extension, unless the extension is one
    /// HLSL projects share with GLSL (`.vert`, `.frag`, `.comp`, …) and the
    /// text, with no `#version` line, is clearly HLSL; the text alone when
    /// there is no file name or the extension says nothing.
    pub fn infer(path: Option<&str>, text: &str) -> Language {
        match path.and_then(Language::from_path) {
            Some(Language::Glsl)
                if !path.is_some_and(|p| p.to_ascii_lowercase().ends_with(".glsl")) && !has_version_line(text) =>
            {
                let (_, glsl, hlsl) = Self::scores(text);
                if hlsl > glsl && hlsl >= 2 { Language::Hlsl } else { Language::Glsl }
            }
            Some(l) => l,
            None => Language::detect(text),
        }
    }

    /// How many marks of WGSL, GLSL and HLSL the text carries.
    fn scores(text: &str) -> (usize, usize, usize) {
        let t = text;
        let score = |needles: &[&str]| needles.iter().filter(|n| t.contains(*n)).count();
        let wgsl = score(&[
            "@vertex",
            "@fragment",
            "@compute",
            "@group(",
            "@binding(",
            "var<",
            "fn ",
            "->",
            "vec4<f32>",
            "vec4f",
        ]);
        let glsl = score(&[
            "gl_Position",
            "gl_FragColor",
            "gl_FragCoord",
            "layout(",
            "uniform ",
            "void main()",
            "texture2D(",
            "sampler2D",
            "gl_GlobalInvocationID",
            "varying ",
            "attribute ",
            "mainImage(",
            "fragCoord",
        ]);
        let hlsl = score(&[
            "SV_",
            "register(",
            "cbuffer",
            "[numthreads",
            "Texture2D",
            "SamplerState",
            "float4",
            "StructuredBuffer",
            "mul(",
            ": POSITION",
            ": TEXCOORD",
        ]);
        (wgsl, glsl, hlsl)
    }
}

fn has_version_line(t: &str) -> bool {
    t.trim_start().starts_with("#version") || t.contains("\n#version")
}

/// Shader stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    Vertex,
    Fragment,
    Compute,
    /// HLSL hull shader, GLSL tessellation control: a compute kernel that
    /// writes control points, patch data and Metal's tessellation factors
    /// (`hlsl::lower::tess`).
    Hull,
    /// HLSL domain shader, GLSL tessellation evaluation: a post-tessellation
    /// vertex function, `[[patch(triangle|quad, N)]] vertex`.
    Domain,
    /// A mesh shader: an MSL 3 `[[mesh]]` function.
    Mesh,
    /// An amplification (task) shader: an MSL 3 `[[object]]` function.
    Amplification,
    /// A geometry shader, emulated by an MSL 3 `[[mesh]]` function
    /// (`hlsl::lower::geometry`).
    Geometry,
}

impl Stage {
    /// The stage a file name suggests: an extension (`blur.frag`,
    /// `x.comp.glsl`, `sky.vs.hlsl`) or D3D's naming (`DefaultPS.hlsl`,
    /// `ParticleUpdateCS.hlsl`).
    pub fn from_path(path: &str) -> Option<Stage> {
        let file = path.rsplit(['/', '\\']).next().unwrap_or("");
        let mut parts = file.split('.');
        let stem = parts.next().unwrap_or("");
        let exts: Vec<String> = parts.map(str::to_ascii_lowercase).collect();
        let by_ext = exts.iter().rev().find_map(|p| match p.as_str() {
            "vert" | "vs" | "vsh" => Some(Stage::Vertex),
            "frag" | "fs" | "fsh" | "ps" => Some(Stage::Fragment),
            "comp" | "cs" => Some(Stage::Compute),
            "tesc" | "hs" => Some(Stage::Hull),
            "tese" | "ds" => Some(Stage::Domain),
            "mesh" => Some(Stage::Mesh),
            "task" => Some(Stage::Amplification),
            "geom" | "gs" => Some(Stage::Geometry),
            _ => None,
        });
        by_ext.or_else(|| {
            let (head, suffix) = stem.split_at_checked(stem.len().checked_sub(2)?)?;
            // `FooPS`, `foo_PS`: the suffix is a word of its own.
            if !head.ends_with(|c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_') {
                return None;
            }
            match suffix {
                "VS" => Some(Stage::Vertex),
                "PS" => Some(Stage::Fragment),
                "CS" => Some(Stage::Compute),
                "HS" => Some(Stage::Hull),
                "DS" => Some(Stage::Domain),
                "MS" => Some(Stage::Mesh),
                "AS" => Some(Stage::Amplification),
                "GS" => Some(Stage::Geometry),
                _ => None,
            }
        })
    }

    pub const fn as_str(self) -> &'static str {
        match self {
            Stage::Vertex => "vertex",
            Stage::Fragment => "fragment",
            Stage::Compute => "compute",
            Stage::Hull => "hull",
            Stage::Domain => "domain",
            Stage::Mesh => "mesh",
            Stage::Amplification => "amplification",
            Stage::Geometry => "geometry",
        }
    }

    pub fn parse(s: &str) -> Option<Stage> {
        match s.to_ascii_lowercase().as_str() {
            "vertex" | "vert" | "vs" => Some(Stage::Vertex),
            "fragment" | "frag" | "pixel" | "ps" | "fs" => Some(Stage::Fragment),
            "compute" | "comp" | "cs" | "kernel" => Some(Stage::Compute),
            "hull" | "hs" | "tesc" | "tesscontrol" => Some(Stage::Hull),
            "domain" | "ds" | "tese" | "tesseval" => Some(Stage::Domain),
            "mesh" | "ms" => Some(Stage::Mesh),
            "amplification" | "as" | "task" | "object" => Some(Stage::Amplification),
            "geometry" | "gs" | "geom" => Some(Stage::Geometry),
            _ => None,
        }
    }

    pub fn from_naga(s: naga::ShaderStage) -> Option<Stage> {
        match s {
            naga::ShaderStage::Vertex => Some(Stage::Vertex),
            naga::ShaderStage::Fragment => Some(Stage::Fragment),
            naga::ShaderStage::Compute => Some(Stage::Compute),
            naga::ShaderStage::Mesh => Some(Stage::Mesh),
            naga::ShaderStage::Task => Some(Stage::Amplification),
            _ => None,
        }
    }

    /// The naga stage the entry point lowers to: naga has no tessellation
    /// stages, so a hull shader is a compute entry point and a domain shader
    /// a vertex one (`SideInfo::tessellation` says which they are).
    pub const fn to_naga(self) -> naga::ShaderStage {
        match self {
            Stage::Vertex | Stage::Domain => naga::ShaderStage::Vertex,
            Stage::Fragment => naga::ShaderStage::Fragment,
            Stage::Compute | Stage::Hull => naga::ShaderStage::Compute,
            Stage::Mesh | Stage::Geometry => naga::ShaderStage::Mesh,
            Stage::Amplification => naga::ShaderStage::Task,
        }
    }
}

/// Target Metal Shading Language version.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum MslVersion {
    #[default]
    #[serde(rename = "2.4")]
    V2_4,
    #[serde(rename = "3.0")]
    V3_0,
    #[serde(rename = "3.1")]
    V3_1,
    #[serde(rename = "3.2")]
    V3_2,
}

impl MslVersion {
    pub const ALL: [MslVersion; 4] = [MslVersion::V2_4, MslVersion::V3_0, MslVersion::V3_1, MslVersion::V3_2];

    pub const fn as_str(self) -> &'static str {
        match self {
            MslVersion::V2_4 => "2.4",
            MslVersion::V3_0 => "3.0",
            MslVersion::V3_1 => "3.1",
            MslVersion::V3_2 => "3.2",
        }
    }

    pub fn parse(s: &str) -> Option<MslVersion> {
        MslVersion::ALL.into_iter().find(|v| v.as_str() == s.trim())
    }

    /// `(major, minor)`.
    pub const fn pair(self) -> (u8, u8) {
        match self {
            MslVersion::V2_4 => (2, 4),
            MslVersion::V3_0 => (3, 0),
            MslVersion::V3_1 => (3, 1),
            MslVersion::V3_2 => (3, 2),
        }
    }
}

/// Default storage of matrices declared without `row_major`/`column_major`
/// (HLSL's `/Zpr` and `/Zpc`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatrixPacking {
    #[default]
    ColumnMajor,
    RowMajor,
}

/// How resources reach an entry point (DESIGN §7); the module docs of
/// `msl::bind` give each model's contract.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BindingModel {
    /// One Metal index per resource from three counters (DESIGN §3).
    #[default]
    Direct,
    /// One argument buffer per register space / descriptor set at
    /// `[[buffer(space)]]`, members at `[[id(n)]]`.
    ArgumentBuffers,
    /// The three-slot root ABI of a Metal 4 bindless engine: root bytes at
    /// buffer 0, the texture view pool's base resource ID at 1, the sampler
    /// array at 2.
    #[serde(rename = "metal4-bindless")]
    Metal4Bindless,
    /// Metal Shader Converter's top-level argument buffer.
    Msc,
}

impl BindingModel {
    pub const ALL: [BindingModel; 4] =
        [BindingModel::Direct, BindingModel::ArgumentBuffers, BindingModel::Metal4Bindless, BindingModel::Msc];

    pub const fn as_str(self) -> &'static str {
        match self {
            BindingModel::Direct => "direct",
            BindingModel::ArgumentBuffers => "argument-buffers",
            BindingModel::Metal4Bindless => "metal4-bindless",
            BindingModel::Msc => "msc",
        }
    }

    pub fn parse(s: &str) -> Option<BindingModel> {
        BindingModel::ALL.into_iter().find(|m| m.as_str() == s.trim())
    }
}

/// The argument-buffer tier the host's device supports (`MTLArgumentBuffersTier`).
/// Tier 2 (every Apple GPU family 6+ and Mac family 2 device) lets the host
/// write resource IDs and GPU addresses straight into the buffer; tier 1 needs
/// an `MTLArgumentEncoder`.
///
/// JSON: the number `1` or `2` (the strings `"1"` and `"2"` are accepted too).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ArgumentBufferTier {
    Tier1,
    #[default]
    Tier2,
}

impl Serialize for ArgumentBufferTier {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.number())
    }
}

impl<'de> Deserialize<'de> for ArgumentBufferTier {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Number(u64),
            Text(String),
        }
        let text = match Raw::deserialize(d)? {
            Raw::Number(n) => n.to_string(),
            Raw::Text(t) => t,
        };
        ArgumentBufferTier::parse(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("argument buffer tier `{text}` is not 1 or 2")))
    }
}

impl ArgumentBufferTier {
    pub const fn number(self) -> u8 {
        match self {
            ArgumentBufferTier::Tier1 => 1,
            ArgumentBufferTier::Tier2 => 2,
        }
    }

    pub fn parse(s: &str) -> Option<ArgumentBufferTier> {
        match s.trim() {
            "1" => Some(ArgumentBufferTier::Tier1),
            "2" => Some(ArgumentBufferTier::Tier2),
            _ => None,
        }
    }
}

/// Everything that steers one translation. `Options::default()` is a valid
/// configuration: language detected, every entry point, MSL 2.4.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Options {
    /// Name of the main file, as diagnostics print it. Default `"shader"` plus
    /// the language's extension.
    pub file_name: Option<String>,
    /// Source language; `None` infers it from `file_name` and the text.
    pub language: Option<Language>,
    /// Entry points to translate; empty means every entry point of the source.
    pub entry_points: Vec<String>,
    /// Stage of the entry points when the source does not say (`-T`, `--stage`).
    pub stage: Option<Stage>,
    /// HLSL shader model from `-T xs_6_0` as `(major, minor)`; default 6.0.
    pub shader_model: Option<(u8, u8)>,
    /// HLSL language version (DXC's `-HV`): 2016, 2018, 2021 or 2029 (`202x`),
    /// the value of `__HLSL_VERSION`; default 2021, as in DXC.
    pub hlsl_version: Option<u16>,
    pub msl_version: MslVersion,
    /// `-D NAME=VALUE` macro definitions (value `"1"` when omitted), in order.
    pub defines: Vec<(String, String)>,
    /// Allow 16-bit types (`half`, `min16float`, `int16_t`, …) to be 16 bits
    /// (DXC's `-enable-16bit-types`). Off: min-precision types are 32-bit.
    pub enable_16bit_types: bool,
    /// Storage of matrices without an explicit majorness (HLSL).
    pub matrix_packing: MatrixPacking,
    /// GLSL: map `mediump` to `half`.
    pub mediump_as_half: bool,
    /// HLSL: accept resources an entry point uses on overlapping registers
    /// (`register(t0)` twice in one space), which is otherwise an OSH3016
    /// error as in DXC. Each resource keeps its own Metal index, which
    /// reflection gives beside the shared register.
    pub allow_register_overlap: bool,
    /// How resources are bound (`--binding-model`); default `direct`.
    pub binding_model: BindingModel,
    /// The argument-buffer tier under `argument-buffers`
    /// (`--argument-buffer-tier`); default 2.
    pub argument_buffer_tier: ArgumentBufferTier,
    /// HLSL: emit the vertex shaders named in `entry_points` as compute
    /// kernels that write their outputs to a buffer, the input a hull
    /// shader's kernel reads (`hlsl::lower::tess`), instead of vertex
    /// functions. Needs the entry points named.
    pub vertex_as_kernel: bool,
    /// Function-constant values for `--validate` (`--spec NAME=VALUE`); not
    /// used by translation.
    pub spec_values: BTreeMap<String, String>,
    /// The reading view (`--readable`): MSL for people to read. It leaves
    /// out exactly two things: the `#ifdef FERROMETAL_CHECK_LAYOUT` blocks of
    /// `static_assert`s after each struct, and the `uchar _padN[k]` members
    /// of the structs no host-visible memory holds (those only ever in
    /// function or thread memory: the source's stage-I/O structs, whose D3D
    /// or GLSL packing has no observable effect). Structs in buffers,
    /// constant and push-constant blocks, threadgroup memory, argument
    /// buffers or behind raw pointers keep their padding, so the ABI is the
    /// same as without the option; what is lost is the layout self-check
    /// (`-DFERROMETAL_CHECK_LAYOUT`). Default off.
    pub readable: bool,
    /// Also write every translated entry point into one translation unit
    /// (`--single-file`; [`crate::Translation::single_file`]): each shared
    /// struct, constant and helper once, every name unique across the entry
    /// points, for one `MTLLibrary`. Default off: one unit per entry point.
    pub single_file: bool,
    /// Texture atomics below MSL 3.1 (`--texture-atomics-native-only` sets
    /// this). Metal has atomics on textures from MSL 3.1; below it, by
    /// default, the atomics of a 1D, 2D or buffer storage texture (GLSL
    /// `imageAtomic*`, HLSL `Interlocked*` on a `RWTexture*` texel) go
    /// through a buffer of `atomic_uint`/`atomic_int` that the translation
    /// binds beside the texture, named after it (`img_atomic`, reflection
    /// kind `textureAtomicBuffer`, `atomicsOf` the texture): the host must
    /// make the texture from that buffer (`MTLBuffer.makeTexture`, a linear
    /// texture) so both see the same texels. Texel (x, y) is element
    /// `y * pitch + x`, where `pitch` is the texture's width rounded up to
    /// the row alignment in bytes / 4 that the `texture_atomic_row_alignment`
    /// function constant gives (index 65535, default 4: rows packed; the
    /// host sets the device's `minimumLinearTextureAlignment(for:)` of the
    /// pixel format and makes the texture with that `bytesPerRow`). Each
    /// such texture is a warning (OSH5232) stating this. With this option
    /// set they are OSH5107 instead. Default off (buffers used). Arrayed,
    /// 3D and cube textures are OSH5107 either way below MSL 3.1.
    pub texture_atomics_native_only: bool,
}

/// Finds the text of an `#include`d file.
pub trait IncludeLoader {
    /// Resolve `name` as included from the file `from` (`system` for `<…>`).
    /// Returns the resolved name (as diagnostics print it) and the text.
    fn load(&self, name: &str, from: &str, system: bool) -> Option<(String, String)>;

    /// Preprocessing results this loader lets translations share (a batch
    /// build's); `None` preprocesses every translation afresh. Sound for any
    /// loader: a cached result is reused only when its `load` calls,
    /// replayed through this loader, give the same answers (see
    /// `syntax::pp::PpCache`).
    fn pp_cache(&self) -> Option<&crate::syntax::pp::PpCache> {
        None
    }
}

/// An in-memory file set (the browser's and the npm package's includes).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MemoryIncludes(pub BTreeMap<String, String>);

impl IncludeLoader for MemoryIncludes {
    fn load(&self, name: &str, from: &str, _system: bool) -> Option<(String, String)> {
        // Relative to the including file first, then as given.
        let dir = from.rsplit_once('/').map(|(d, _)| d);
        let relative = dir.map(|d| format!("{d}/{name}"));
        for candidate in relative.iter().map(String::as_str).chain([name]) {
            if let Some(text) = self.0.get(candidate) {
                return Some((candidate.to_string(), text.clone()));
            }
        }
        // Then ignoring case, as a Windows file system finds it (the
        // preprocessor warns, OSH1014), when one file alone matches.
        for candidate in relative.iter().map(String::as_str).chain([name]) {
            let mut found = self.0.iter().filter(|(k, _)| k.eq_ignore_ascii_case(candidate));
            if let (Some((k, text)), None) = (found.next(), found.next()) {
                return Some((k.clone(), text.clone()));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn infers_language_from_name_and_text() {
        let hlsl = "Texture2D t : register(t0);\nfloat4 main(float2 uv : TEXCOORD0) : SV_Target { return 0; }";
        let glsl = "layout(location = 0) out vec4 c;\nvoid main() { c = vec4(1.0); }";
        assert_eq!(Language::infer(Some("shaders/hlsl/bloom.frag"), hlsl), Language::Hlsl);
        assert_eq!(Language::infer(Some("bloom.frag"), glsl), Language::Glsl);
        assert_eq!(Language::infer(Some("bloom.frag"), &format!("#version 450\n{hlsl}")), Language::Glsl);
        assert_eq!(Language::infer(Some("bloom.frag.glsl"), hlsl), Language::Glsl);
        assert_eq!(Language::infer(Some("x.wgsl"), hlsl), Language::Wgsl);
        assert_eq!(Language::infer(None, hlsl), Language::Hlsl);
        let toy = "void mainImage(out vec4 fragColor, in vec2 fragCoord) { fragColor = vec4(fragCoord, 0.0, 1.0); }";
        assert_eq!(Language::infer(None, toy), Language::Glsl);
    }

    #[test]
    fn stage_from_file_names() {
        assert_eq!(Stage::from_path("a/b/blur.frag"), Some(Stage::Fragment));
        assert_eq!(Stage::from_path("x.comp.glsl"), Some(Stage::Compute));
        assert_eq!(Stage::from_path("sky.vs.hlsl"), Some(Stage::Vertex));
        assert_eq!(Stage::from_path("Shaders\\DefaultPS.hlsl"), Some(Stage::Fragment));
        assert_eq!(Stage::from_path("ParticleUpdateCS.hlsl"), Some(Stage::Compute));
        assert_eq!(Stage::from_path("model_VS.hlsl"), Some(Stage::Vertex));
        assert_eq!(Stage::from_path("GPS.hlsl"), None);
        assert_eq!(Stage::from_path("x.glsl"), None);
        assert_eq!(Stage::from_path("lighting.hlsl"), None);
    }

    #[test]
    fn detects_languages() {
        assert_eq!(Language::detect("#version 450\nvoid main(){}"), Language::Glsl);
        assert_eq!(Language::detect("@compute @workgroup_size(1) fn main() {}"), Language::Wgsl);
        assert_eq!(Language::detect("float4 main() : SV_Target { return 0; }"), Language::Hlsl);
        assert_eq!(
            Language::detect(
                "precision mediump float; varying vec2 uv; void main() { gl_FragColor = vec4(uv, 0.0, 1.0); }"
            ),
            Language::Glsl
        );
    }

    #[test]
    fn binding_options_in_json() {
        let o: Options = serde_json::from_str(r#"{"bindingModel": "argument-buffers", "argumentBufferTier": 1}"#)
            .unwrap_or_default();
        assert_eq!(
            (o.binding_model, o.argument_buffer_tier),
            (BindingModel::ArgumentBuffers, ArgumentBufferTier::Tier1)
        );
        let o: Options = serde_json::from_str(r#"{"bindingModel": "metal4-bindless", "argumentBufferTier": "2"}"#)
            .unwrap_or_default();
        assert_eq!(
            (o.binding_model, o.argument_buffer_tier),
            (BindingModel::Metal4Bindless, ArgumentBufferTier::Tier2)
        );
        assert!(serde_json::from_str::<Options>(r#"{"argumentBufferTier": 3}"#).is_err());
        assert!(serde_json::from_str::<Options>(r#"{"bindingModel": "bindless"}"#).is_err());
        let d = Options::default();
        assert_eq!((d.binding_model, d.argument_buffer_tier), (BindingModel::Direct, ArgumentBufferTier::Tier2));
        let json = serde_json::to_value(&d).unwrap_or_default();
        assert_eq!(json["bindingModel"], "direct");
        assert_eq!(json["argumentBufferTier"], 2);
        for m in BindingModel::ALL {
            assert_eq!(BindingModel::parse(m.as_str()), Some(m));
            assert_eq!(serde_json::to_value(m).unwrap_or_default(), m.as_str());
        }
    }

    #[test]
    fn memory_includes_resolve_relative_first() {
        let mut m = MemoryIncludes::default();
        m.0.insert("lib/a.hlsli".into(), "A".into());
        m.0.insert("a.hlsli".into(), "top".into());
        assert_eq!(m.load("a.hlsli", "lib/main.hlsl", false).map(|x| x.1), Some("A".into()));
        assert_eq!(m.load("a.hlsli", "main.hlsl", false).map(|x| x.1), Some("top".into()));
        assert_eq!(m.load("A.hlsli", "lib/main.hlsl", false), Some(("lib/a.hlsli".into(), "A".into())));
    }
}
