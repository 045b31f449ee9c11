//! The page's whole state (source and options) and its two persistent forms:
//! JSON in local storage, and a share link's fragment
//! (`#s=` + base64url of raw-deflated JSON), so a link never needs a server.

use ferrometal::options::MatrixPacking;
use ferrometal::{ArgumentBufferTier, BindingModel, Language, MslVersion, Options, Stage};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Everything a person set on the page. Unknown or missing fields of a stored
/// or shared state fall back to their defaults.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PageState {
    #[serde(rename = "s")]
    pub source: String,
    /// `""` (detect), `hlsl`, `glsl` or `wgsl`.
    #[serde(rename = "l")]
    pub language: String,
    /// `""` for every entry point, else one name.
    #[serde(rename = "e")]
    pub entry: String,
    /// `""` (from the source), `vertex`, `fragment` or `compute`.
    #[serde(rename = "t")]
    pub stage: String,
    #[serde(rename = "m")]
    pub msl_version: String,
    #[serde(rename = "h")]
    pub half: bool,
    #[serde(rename = "r")]
    pub row_major: bool,
    /// `NAME=VALUE` or `NAME`, separated by spaces or commas.
    #[serde(rename = "d")]
    pub defines: String,
    /// A binding model's name (`direct`, `argument-buffers`, …).
    #[serde(rename = "b")]
    pub binding_model: String,
    /// `1` or `2` (the argument-buffer tier).
    #[serde(rename = "a")]
    pub argument_buffer_tier: String,
    /// The include files of the editor's tabs, in tab order (`files.rs`).
    #[serde(rename = "i")]
    pub includes: Vec<IncludeFile>,
    /// The options box's text, as typed (`crate::options_box`).
    #[serde(rename = "o")]
    pub options_text: String,
    /// The reading view (`Options::readable`).
    #[serde(rename = "v")]
    pub readable: bool,
    /// Every entry point in one unit (`Options::single_file`).
    #[serde(rename = "f")]
    pub single_file: bool,
    /// The Diff tab's comparison (`app::diff_view`).
    #[serde(rename = "x")]
    pub diff: DiffSettings,
}

/// What the Diff tab compares the current MSL with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiffMode {
    /// The same source under other options.
    #[default]
    #[serde(rename = "options")]
    Options,
    /// The output pinned earlier.
    #[serde(rename = "pinned")]
    Pinned,
}

/// The Diff tab's settings and pinned output: part of the page state, so a
/// share link and local storage keep the comparison.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DiffSettings {
    #[serde(rename = "m")]
    pub mode: DiffMode,
    /// The other side's MSL version and binding model.
    #[serde(rename = "v")]
    pub msl_version: String,
    #[serde(rename = "b")]
    pub binding_model: String,
    #[serde(rename = "p")]
    pub pinned: Option<Pinned>,
}

impl Default for DiffSettings {
    fn default() -> Self {
        DiffSettings {
            mode: DiffMode::Options,
            msl_version: MslVersion::V3_0.as_str().to_string(),
            binding_model: BindingModel::default().as_str().to_string(),
            pinned: None,
        }
    }
}

/// An output kept to compare later edits with.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Pinned {
    /// `(MSL name, MSL)` per entry point.
    #[serde(rename = "e")]
    pub entries: Vec<(String, String)>,
    /// What it was: `MSL 2.4 · direct`.
    #[serde(rename = "l")]
    pub label: String,
}

/// One include file: `#include "NAME"` finds it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct IncludeFile {
    #[serde(rename = "n")]
    pub name: String,
    #[serde(rename = "t")]
    pub text: String,
}

impl Default for PageState {
    fn default() -> Self {
        PageState {
            source: crate::examples::DEFAULT_SOURCE.to_string(),
            language: String::new(),
            entry: String::new(),
            stage: String::new(),
            msl_version: MslVersion::default().as_str().to_string(),
            half: false,
            row_major: false,
            defines: String::new(),
            binding_model: BindingModel::default().as_str().to_string(),
            argument_buffer_tier: ArgumentBufferTier::default().number().to_string(),
            includes: Vec::new(),
            options_text: String::new(),
            readable: false,
            single_file: false,
            diff: DiffSettings::default(),
        }
    }
}

/// Longest fragment we read (a share link is bounded by what browsers keep).
const MAX_FRAGMENT: usize = 4 << 20;
/// Largest source a share link may inflate to.
const MAX_INFLATED: usize = 16 << 20;

impl PageState {
    /// The translator's options for this state: the controls', and what
    /// only the options box sets (`crate::options_box`).
    pub fn options(&self) -> Options {
        let controls = Options {
            language: Language::parse(&self.language).filter(|l| *l != Language::Spv),
            entry_points: if self.entry.is_empty() { Vec::new() } else { vec![self.entry.clone()] },
            stage: Stage::parse(&self.stage),
            msl_version: MslVersion::parse(&self.msl_version).unwrap_or_default(),
            defines: parse_defines(&self.defines),
            enable_16bit_types: self.half,
            matrix_packing: if self.row_major { MatrixPacking::RowMajor } else { MatrixPacking::ColumnMajor },
            binding_model: BindingModel::parse(&self.binding_model).unwrap_or_default(),
            argument_buffer_tier: ArgumentBufferTier::parse(&self.argument_buffer_tier).unwrap_or_default(),
            readable: self.readable,
            single_file: self.single_file,
            ..Options::default()
        };
        self.with_box_options(controls)
    }

    /// The text of editor file `file`: 0 is the main source, `n` the include
    /// file of tab `n` ("" past the last).
    pub fn text(&self, file: usize) -> &str {
        match file.checked_sub(1) {
            None => &self.source,
            Some(i) => self.includes.get(i).map_or("", |f| f.text.as_str()),
        }
    }

    /// Replace the text of editor file `file` (nothing past the last).
    pub fn set_text(&mut self, file: usize, text: String) {
        match file.checked_sub(1) {
            None => self.source = text,
            Some(i) => {
                if let Some(f) = self.includes.get_mut(i) {
                    f.text = text;
                }
            }
        }
    }

    /// The include files by name, as the translator's loader takes them.
    pub fn include_map(&self) -> BTreeMap<String, String> {
        self.includes.iter().map(|f| (f.name.clone(), f.text.clone())).collect()
    }

    /// Bytes of text in every file, the main source included.
    pub fn text_len(&self) -> usize {
        self.source.len() + self.includes.iter().map(|f| f.name.len() + f.text.len()).sum::<usize>()
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Option<PageState> {
        serde_json::from_str(text).ok()
    }

    /// The URL fragment (without `#`) that restores this state.
    pub fn to_fragment(&self) -> String {
        let packed = miniz_oxide::deflate::compress_to_vec(self.to_json().as_bytes(), 9);
        format!("s={}", base64url_encode(&packed))
    }

    /// Read a fragment made by [`PageState::to_fragment`] (with or without `#`).
    pub fn from_fragment(fragment: &str) -> Option<PageState> {
        let data = fragment.trim_start_matches('#').strip_prefix("s=")?;
        if data.len() > MAX_FRAGMENT {
            return None;
        }
        let packed = base64url_decode(data)?;
        let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_INFLATED).ok()?;
        PageState::from_json(std::str::from_utf8(&json).ok()?)
    }
}

/// `A=1, B  C=x y` → `[(A,1), (B,1), (C,x)]` … a define without `=` is `1`.
pub fn parse_defines(text: &str) -> Vec<(String, String)> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
        .map(|d| match d.split_once('=') {
            Some((n, v)) => (n.to_string(), v.to_string()),
            None => (d.to_string(), "1".to_string()),
        })
        .filter(|(n, _)| !n.is_empty())
        .collect()
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64 with the URL-safe alphabet and no padding.
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk.first().copied().unwrap_or(0),
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        let digits = chunk.len() + 1;
        for i in 0..digits {
            let idx = (n >> (18 - 6 * i)) & 63;
            out.push(char::from(ALPHABET.get(idx as usize).copied().unwrap_or(b'A')));
        }
    }
    out
}

pub fn base64url_decode(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'-' | b'+' => 62,
            b'_' | b'/' => 63,
            b'=' => break,
            _ => return None,
        };
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push(((acc >> bits) & 0xff) as u8);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_matches_rfc4648_vectors() {
        // RFC 4648 §10 test vectors, without padding.
        let cases = [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, enc) in cases {
            assert_eq!(base64url_encode(plain.as_bytes()), enc);
            assert_eq!(base64url_decode(enc).as_deref(), Some(plain.as_bytes()));
        }
        assert_eq!(base64url_encode(&[0xfb, 0xff]), "-_8");
        assert_eq!(base64url_decode("a b"), None);
    }

    #[test]
    fn share_fragment_keeps_the_diff_settings() {
        let state = PageState {
            diff: DiffSettings {
                mode: DiffMode::Pinned,
                msl_version: "2.4".into(),
                binding_model: "argument-buffers".into(),
                pinned: Some(Pinned {
                    entries: vec![("main0".into(), "kernel void main0() {}\n".into())],
                    label: "MSL 3.0 · direct".into(),
                }),
            },
            ..PageState::default()
        };
        let back = PageState::from_fragment(&state.to_fragment()).expect("fragment reads back");
        assert_eq!(back.diff, state.diff);
        // A link made before the Diff tab's settings were kept reads as the defaults.
        let old = r#"{"s":"x","m":"3.0"}"#;
        assert_eq!(PageState::from_json(old).map(|s| s.diff), Some(DiffSettings::default()));
    }

    #[test]
    fn share_fragment_round_trips_and_compresses() {
        let state = PageState {
            source: "@compute @workgroup_size(1)\nfn main() {}\n".repeat(40),
            language: "wgsl".into(),
            entry: "main".into(),
            stage: "compute".into(),
            msl_version: "3.1".into(),
            half: true,
            row_major: true,
            defines: "A=1 B".into(),
            binding_model: "argument-buffers".into(),
            argument_buffer_tier: "1".into(),
            includes: vec![IncludeFile { name: "common.wgsl".into(), text: "// shared\n".repeat(20) }],
            options_text: "-T ps_6_2 --readable".into(),
            readable: true,
            single_file: true,
            diff: DiffSettings { msl_version: "2.4".into(), ..DiffSettings::default() },
        };
        let frag = state.to_fragment();
        assert!(frag.len() < state.text_len() / 4, "{} vs {}", frag.len(), state.text_len());
        assert_eq!(PageState::from_fragment(&format!("#{frag}")), Some(state));
        assert_eq!(PageState::from_fragment("#s=!!"), None);
        assert_eq!(PageState::from_fragment("#other"), None);
    }

    /// A state saved before include tabs existed reads with none; the files
    /// are addressed by tab (0 = main), and the loader map is by name.
    #[test]
    fn include_files_are_tabs_of_the_state() {
        let old = PageState::from_json(r#"{"s":"float4 main() : SV_Target { return 1; }"}"#).unwrap_or_default();
        assert!(old.includes.is_empty());
        assert_eq!(old.text(1), "");
        let mut s = PageState {
            includes: vec![
                IncludeFile { name: "a.hlsli".into(), text: "A".into() },
                IncludeFile { name: "dir/b.hlsli".into(), text: "B".into() },
            ],
            ..old
        };
        s.set_text(2, "B2".into());
        s.set_text(0, "main".into());
        s.set_text(9, "nowhere".into());
        assert_eq!((s.text(0), s.text(1), s.text(2), s.text(3)), ("main", "A", "B2", ""));
        let map = s.include_map();
        assert_eq!(map.get("dir/b.hlsli").map(String::as_str), Some("B2"));
        assert_eq!(PageState::from_fragment(&s.to_fragment()), Some(s));
    }

    #[test]
    fn options_follow_the_state() {
        let state = PageState {
            language: "wgsl".into(),
            msl_version: "3.0".into(),
            defines: "X=2, Y".into(),
            binding_model: "argument-buffers".into(),
            argument_buffer_tier: "1".into(),
            ..PageState::default()
        };
        let o = state.options();
        assert_eq!(o.binding_model, ferrometal::BindingModel::ArgumentBuffers);
        assert_eq!(o.argument_buffer_tier, ferrometal::ArgumentBufferTier::Tier1);
        assert_eq!(o.language, Some(Language::Wgsl));
        assert_eq!(o.msl_version, MslVersion::V3_0);
        assert_eq!(o.defines, vec![("X".to_string(), "2".to_string()), ("Y".to_string(), "1".to_string())]);
        assert_eq!(PageState::default().options().language, None);
    }
}
