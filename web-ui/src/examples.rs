//! The example shaders of `examples-shaders/`, listed at build time by
//! `build.rs` (the Examples menu and the headers they include). Their text
//! is not in the wasm (it was a fifth of its data): `examples.mjs` writes it
//! to `examples.json` beside the page, which the toolbar fetches once, when
//! an example is first opened.

/// One example shader.
#[derive(Clone, Copy, Debug)]
pub struct Example {
    /// Path relative to `examples-shaders/`, e.g. `errors/undeclared.wgsl`.
    pub path: &'static str,
    /// The first comment line among its first six lines, or "".
    pub head: &'static str,
    /// Its `NAME.EXT.options.json`, if it has one.
    pub options: Option<&'static str>,
}

include!(concat!(env!("OUT_DIR"), "/examples.rs"));

/// What the editor holds on a first visit: HLSL, the language most shaders
/// brought to Metal are written in.
pub const DEFAULT_SOURCE: &str = "// Paste HLSL, GLSL or WGSL here, or open one from Examples.
cbuffer Globals : register(b0)
{
    float4x4 MVP;
    float4 Tint;
};
Texture2D<float4> Albedo : register(t0);
SamplerState LinearSampler : register(s0);

struct VSOut
{
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

VSOut VSMain(float3 pos : POSITION, float2 uv : TEXCOORD0)
{
    VSOut o;
    o.pos = mul(MVP, float4(pos, 1.0));
    o.uv = uv;
    return o;
}

float4 PSMain(VSOut input) : SV_Target
{
    return Albedo.Sample(LinearSampler, input.uv) * Tint;
}
";

/// Longest description shown in the Examples menu, in characters.
const MENU_DESCRIPTION: usize = 64;

impl Example {
    /// The first line of the example's leading comment (what it shows), or "".
    pub fn description(&self) -> &'static str {
        self.head
            .lines()
            .take(6)
            .map(str::trim)
            .find_map(|l| l.strip_prefix("//"))
            .map(|l| l.trim().trim_end_matches([',', ':', ';']))
            .unwrap_or("")
    }

    /// The folder of the example (`hlsl/compute`), `""` at the top.
    pub fn folder(&self) -> &'static str {
        self.path.rsplit_once('/').map_or("", |(dir, _)| dir)
    }

    /// The menu entry: file name and, when it has one, a short description.
    pub fn label(&self) -> String {
        let name = self.path.rsplit('/').next().unwrap_or(self.path);
        let d = self.description();
        if d.is_empty() {
            return name.to_string();
        }
        let short: String = d.chars().take(MENU_DESCRIPTION).collect();
        let cut = if short.len() < d.len() { "…" } else { "" };
        format!("{name} — {short}{cut}")
    }
}

/// The Examples menu: groups in order (language examples first, then
/// preprocessor, diagnostics, execution tests), each `(label, examples)`.
pub fn menu() -> Vec<(String, Vec<&'static Example>)> {
    let rank = |folder: &str| match folder.split('/').next().unwrap_or("") {
        "hlsl" => 0,
        "glsl" => 1,
        "wgsl" => 2,
        "" => 3,
        "pp" => 4,
        "errors" => 5,
        "cases" => 6,
        _ => 7,
    };
    let mut groups: Vec<(&str, Vec<&'static Example>)> = Vec::new();
    for e in EXAMPLES {
        match groups.iter_mut().find(|(f, _)| *f == e.folder()) {
            Some((_, list)) => list.push(e),
            None => groups.push((e.folder(), vec![e])),
        }
    }
    groups.sort_by_key(|(folder, _)| (rank(folder), *folder));
    groups.into_iter().map(|(folder, list)| (group_label(folder), list)).collect()
}

/// The Examples menu's options as HTML: "Open…", then each group of
/// `menu()` as an `<optgroup>`. One string the browser parses at once: built
/// element by element, the 700-odd options were a good part of mounting the
/// page, which is on the way to the first translation.
pub fn menu_html() -> String {
    use crate::highlight::plain_html;
    let mut html = String::from(r#"<option value="" selected>Open…</option>"#);
    for (label, list) in menu() {
        html.push_str(&format!(r#"<optgroup label="{}">"#, plain_html(&label)));
        for e in list {
            let path = plain_html(e.path);
            html.push_str(&format!(r#"<option value="{path}" title="{path}">{}</option>"#, plain_html(&e.label())));
        }
        html.push_str("</optgroup>");
    }
    html
}

/// `hlsl/compute` → `HLSL · compute`; `errors/glsl` → `Diagnostics · glsl`.
fn group_label(folder: &str) -> String {
    let mut parts = folder.split('/');
    let head = match parts.next().unwrap_or("") {
        "" => "Examples",
        "hlsl" => "HLSL",
        "glsl" => "GLSL",
        "wgsl" => "WGSL",
        "pp" => "Preprocessor",
        "errors" => "Diagnostics",
        "cases" => "Execution tests",
        other => other,
    };
    std::iter::once(head.to_string()).chain(parts.map(str::to_string)).collect::<Vec<_>>().join(" · ")
}

/// Most headers an example opens as tabs (a cycle or a deep chain stops there).
const MAX_HEADERS: usize = 16;

/// The examples' headers that `source` includes, directly or through each
/// other, in the order first reached, named as the page's include tabs name
/// them: the path under an `include/` folder (`pp/common.hlsli`), resolved
/// as the translator's loader does (relative to the including file first).
/// The scan is textual (`#include "…"` or `<…>` at a line's start), so a
/// directive in a comment or an inactive branch opens its header too, which
/// is harmless: a tab nobody includes changes nothing.
pub fn included_headers(source: &str) -> Vec<crate::state::IncludeFile> {
    let short = |path: &'static str| path.split_once("include/").map_or(path, |(_, s)| s);
    let header = |name: &str| HEADERS.iter().find(|(p, _)| short(p) == name).map(|(p, t)| (short(p), *t));
    let mut found: Vec<(&str, &str)> = Vec::new();
    let mut queue: Vec<(String, String)> = vec![(String::new(), source.to_string())];
    while let Some((from, text)) = (!queue.is_empty()).then(|| queue.remove(0)) {
        for name in include_names(&text) {
            let dir = from.rsplit_once('/').map(|(d, _)| d);
            let relative = dir.map(|d| format!("{d}/{name}"));
            let hit = relative.iter().map(String::as_str).chain([name]).find_map(header);
            if let Some((n, t)) = hit
                && !found.iter().any(|(f, _)| *f == n)
                && found.len() < MAX_HEADERS
            {
                found.push((n, t));
                queue.push((n.to_string(), t.to_string()));
            }
        }
    }
    found.into_iter().map(|(n, t)| crate::state::IncludeFile { name: n.to_string(), text: t.to_string() }).collect()
}

/// The names of the `#include` directives of `text`, in order.
fn include_names(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.trim_start().strip_prefix('#')?.trim_start().strip_prefix("include"))
        .filter_map(|rest| {
            let rest = rest.trim_start();
            let close = match rest.chars().next()? {
                '"' => '"',
                '<' => '>',
                _ => return None,
            };
            let body = rest.get(1..)?;
            body.find(close).and_then(|end| body.get(..end))
        })
        .collect()
}

pub fn find(path: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.path == path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn menu_html_lists_every_example_once_escaped() {
        let html = menu_html();
        assert!(html.starts_with(r#"<option value="" selected>Open…</option><optgroup label="HLSL"#));
        assert_eq!(html.matches("<option ").count(), EXAMPLES.len() + 1);
        assert_eq!(html.matches("<optgroup ").count(), menu().len());
        assert_eq!(html.matches("<optgroup ").count(), html.matches("</optgroup>").count());
        let e = find("compute_double.wgsl").map(|e| e.label()).unwrap_or_default();
        assert!(html.contains(&format!(
            r#"<option value="compute_double.wgsl" title="compute_double.wgsl">{}</option>"#,
            crate::highlight::plain_html(&e)
        )));
        // Text is escaped: no raw `<` inside an option's text.
        for option in html.split("<option ").skip(1) {
            let text = option.split_once('>').map_or("", |(_, t)| t).split("</option>").next().unwrap_or("");
            assert!(!text.contains('<'), "{text}");
        }
    }

    #[test]
    fn every_example_file_is_listed() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples-shaders/compute_double.wgsl");
        let on_disk = std::fs::read_to_string(dir).unwrap_or_default();
        let first_comment = on_disk.lines().take(6).find(|l| l.trim_start().starts_with("//")).unwrap_or("");
        assert_eq!(find("compute_double.wgsl").map(|e| e.head), Some(first_comment));
        assert!(find("errors/undeclared.wgsl").is_some());
        assert!(EXAMPLES.windows(2).all(|w| w.first().map(|a| a.path) < w.get(1).map(|b| b.path)));
    }

    #[test]
    fn the_menu_groups_every_example_once_hlsl_first() {
        let menu = menu();
        assert_eq!(menu.iter().map(|(_, l)| l.len()).sum::<usize>(), EXAMPLES.len());
        assert!(menu.first().is_some_and(|(label, _)| label.starts_with("HLSL")), "{:?}", menu.first().map(|m| &m.0));
        assert!(menu.last().is_some_and(|(label, _)| label == "Execution tests"));
        let labels: Vec<&str> = menu.iter().map(|(l, _)| l.as_str()).collect();
        assert!(labels.contains(&"HLSL · compute") && labels.contains(&"Diagnostics · glsl"), "{labels:?}");
    }

    /// `pp/macro_kernels.hlsl` includes `pp/common.hlsli` (twice) and
    /// `<pp/math.hlsli>`; `common.hlsli` includes `math.hlsli` beside it.
    /// The include cycle stops once each file is open.
    #[test]
    fn an_examples_headers_become_tabs() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples-shaders");
        let read = |p: &str| std::fs::read_to_string(dir.join(p)).unwrap_or_default();
        let tabs = included_headers(&read("pp/macro_kernels.hlsl"));
        let names: Vec<&str> = tabs.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["pp/common.hlsli", "pp/math.hlsli"]);
        assert_eq!(tabs.first().map(|f| f.text.clone()), Some(read("include/pp/common.hlsli")));
        let cycle = included_headers(&read("pp/errors/include_cycle.hlsl"));
        assert_eq!(cycle.iter().map(|f| f.name.as_str()).collect::<Vec<_>>(), ["pp/cycle_a.hlsli", "pp/cycle_b.hlsli"]);
        assert!(included_headers("#include \"does_not_exist.hlsli\"\n# include <x.h\n").is_empty());
        assert_eq!(include_names("  #  include \"a.h\" // c\n#include<b/c.h>\n#included \"no\"\n"), ["a.h", "b/c.h"]);
    }

    #[test]
    fn labels_carry_the_leading_comment() {
        let ex = Example { path: "hlsl/x.hlsl", head: "// Sobel edges: luminance,", options: None };
        assert_eq!(ex.description(), "Sobel edges: luminance");
        assert_eq!(ex.label(), "x.hlsl — Sobel edges: luminance");
        let long = Example {
            path: "y.wgsl",
            head: concat!(
                "// ",
                "abcdefghij",
                "abcdefghij",
                "abcdefghij",
                "abcdefghij",
                "abcdefghij",
                "abcdefghij",
                "abcdefghij"
            ),
            options: None,
        };
        assert_eq!(long.label().chars().count(), "y.wgsl — ".chars().count() + MENU_DESCRIPTION + 1);
        assert!(long.label().ends_with('…'));
        let bare = Example { path: "a/b/z.frag", head: "", options: None };
        assert_eq!((bare.label().as_str(), bare.folder()), ("z.frag", "a/b"));
    }
}
