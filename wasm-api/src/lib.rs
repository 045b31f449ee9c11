//! The wasm-bindgen surface of the npm package. Results cross the boundary
//! as JSON of purpose-built DTOs (never naga or core types): the JS wrapper
//! in `wasm-api/js/` validates options, parses results and gives them
//! TypeScript types.
//!
//! Architecture invariant: the package translates with the very same
//! `ferrometal::translate_with` / `translate_spirv` the CLI calls, and
//! reflection crosses as the text of `Reflection::to_json`, so the npm
//! package and the CLI produce byte-identical MSL and reflection.

use ferrometal::diag::{DiagnosticDto, RangeDto, codes};
use ferrometal::{Diagnostic, Files, IncludeLoader, MemoryIncludes, Options, Span, Translation};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EntryDto<'a> {
    name: &'a str,
    msl_name: &'a str,
    stage: &'a str,
    msl: &'a str,
    /// `line_map[i]`: the source range MSL line `i + 1` comes from (1-based
    /// lines, UTF-16 columns), or null. The CLI's `--line-map` writes the same.
    line_map: Vec<Option<RangeDto>>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ResultDto<'a> {
    language: Option<&'a str>,
    entry_points: Vec<EntryDto<'a>>,
    /// `Reflection::to_json()`, exactly as the CLI's `--reflect` writes it
    /// (without the final newline).
    reflection_json: Option<String>,
    diagnostics: Vec<DiagnosticDto>,
    diagnostics_text: String,
    /// Under `singleFile`: every entry point in one unit (`Translation::single_file`).
    single_file: Option<UnitDto>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct UnitDto {
    msl: String,
    line_map: Vec<Option<RangeDto>>,
}

/// What `parseOptionsJson` answers: the options an options text sets, in
/// the core `Options` JSON spelling with only the fields that differ from
/// the defaults (plus `includeDirs` and a refused stage's name), or the
/// diagnostics of the words it could not read.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ParsedOptionsDto {
    options: Option<serde_json::Map<String, serde_json::Value>>,
    diagnostics: Vec<DiagnosticDto>,
}

/// Translate `source` with options given as JSON (the core `Options` struct
/// in camelCase) and an include map as JSON (`{"name": "text"}`); returns the
/// result as JSON. A shader error is data in the result, never an exception;
/// malformed options or includes JSON is an OSH6001 diagnostic.
#[wasm_bindgen(js_name = translateJson)]
pub fn translate_json(source: &str, options_json: &str, includes_json: &str) -> String {
    #[cfg(feature = "test-hooks")]
    test_hooks::check(source);
    let t = match (parse_options(options_json), parse_includes(includes_json)) {
        (Ok((options, dirs)), Ok(includes)) => {
            ferrometal::translate_with(source, &options, &SearchDirs { inner: includes, dirs })
        }
        (Err(d), _) => failure(d),
        (_, Err(m)) => usage_failure(m),
    };
    result_json(&t)
}

/// Translate a SPIR-V binary; options as in [`translate_json`].
#[wasm_bindgen(js_name = translateSpirvJson)]
pub fn translate_spirv_json(bytes: &[u8], options_json: &str) -> String {
    let t = match parse_options(options_json) {
        Ok((options, _)) => ferrometal::translate_spirv(bytes, &options),
        Err(d) => failure(d),
    };
    result_json(&t)
}

/// Parse an options text in the CLI's, DXC's or glslang's spellings
/// (`-E main -T ps_6_2 -D X=1`) with the very parser of the `ferrometal`
/// command line (`ferrometal::cli::parse_options_text`); returns
/// [`ParsedOptionsDto`] as JSON. Every problem is a coded diagnostic
/// (OSH6005 an unknown flag, OSH6001 a bad value).
#[wasm_bindgen(js_name = parseOptionsJson)]
pub fn parse_options_json(text: &str) -> String {
    let files = Files::new();
    let dto = match ferrometal::cli::parse_options_text(text) {
        Ok(settings) => ParsedOptionsDto { options: Some(changed_options(&settings)), diagnostics: Vec::new() },
        Err(diagnostics) => ParsedOptionsDto {
            options: None,
            diagnostics: diagnostics.iter().map(|d| DiagnosticDto::new(&files, d)).collect(),
        },
    };
    serde_json::to_string(&dto).unwrap_or_default()
}

/// The fields of `settings` that differ from the defaults, as options JSON.
fn changed_options(settings: &ferrometal::cli::Settings) -> serde_json::Map<String, serde_json::Value> {
    let defaults = serde_json::to_value(Options::default()).unwrap_or_default();
    let mut out = serde_json::Map::new();
    if let serde_json::Value::Object(all) = serde_json::to_value(&settings.options).unwrap_or_default() {
        for (key, value) in all {
            if defaults.get(&key) != Some(&value) {
                out.insert(key, value);
            }
        }
    }
    if !settings.include_dirs.is_empty() {
        out.insert("includeDirs".into(), settings.include_dirs.clone().into());
    }
    if let Some(stage) = settings.other_stage {
        out.insert("stage".into(), stage.into());
    }
    out
}

/// The in-memory includes with `-I` directories: a name is looked up as
/// `MemoryIncludes` does (relative to the including file, then as given),
/// then as `DIR/name` for each directory in order.
struct SearchDirs {
    inner: MemoryIncludes,
    dirs: Vec<String>,
}

impl IncludeLoader for SearchDirs {
    fn load(&self, name: &str, from: &str, system: bool) -> Option<(String, String)> {
        self.inner.load(name, from, system).or_else(|| {
            self.dirs.iter().find_map(|dir| {
                let dir = dir.trim_end_matches('/');
                let path = if dir.is_empty() || dir == "." { name.to_string() } else { format!("{dir}/{name}") };
                self.inner.0.get(&path).map(|text| (path, text.clone()))
            })
        })
    }
}

/// The crate version.
#[wasm_bindgen]
pub fn version() -> String {
    ferrometal::VERSION.to_string()
}

/// The languages this build reads (`hlsl`, `glsl`, and `wgsl`/`spv` when
/// built with those features); another answers with an OSH6004 diagnostic.
#[wasm_bindgen]
pub fn languages() -> Vec<String> {
    ferrometal::Language::ALL.iter().filter(|l| l.is_built()).map(|l| l.as_str().to_string()).collect()
}

/// The one-line meaning of a diagnostic code such as `OSH5102`, or `undefined`.
#[wasm_bindgen]
pub fn explain(code: &str) -> Option<String> {
    ferrometal::Code::parse(code).and_then(|c| c.explain()).map(str::to_string)
}

/// Options JSON; an error is an OSH6001 diagnostic, or the OSH5101 of a
/// stage named but not translated yet (`"hull"`, as the CLI's `--stage`).
/// A stage takes every spelling the CLI takes (`"task"`, `"ps"`).
fn parse_options(json: &str) -> Result<(Options, Vec<String>), Diagnostic> {
    if json.trim().is_empty() {
        return Ok((Options::default(), Vec::new()));
    }
    let bad =
        |e: serde_json::Error| Diagnostic::error(codes::USAGE_BAD_OPTION, format!("bad options: {e}"), Span::DUMMY);
    let mut value: serde_json::Value = serde_json::from_str(json).map_err(bad)?;
    // `-I`: the include map's directories, which a loader holds, not `Options`.
    let dirs = match value.as_object_mut().and_then(|o| o.remove("includeDirs")) {
        Some(dirs) => serde_json::from_value(dirs).map_err(bad)?,
        None => Vec::new(),
    };
    let named = value.get("stage").and_then(serde_json::Value::as_str).map(str::to_string);
    if let Some(name) = named {
        match ferrometal::Stage::parse(&name) {
            Some(stage) => {
                if let Some(object) = value.as_object_mut() {
                    object.insert("stage".into(), stage.as_str().into());
                }
            }
            None => {
                if let Some(other) = ferrometal::untranslated_stage(&name) {
                    return Err(ferrometal::untranslated_stage_diagnostic(other));
                }
            }
        }
    }
    Ok((serde_json::from_value(value).map_err(bad)?, dirs))
}

/// Include-map JSON; an error is the message of an OSH6001 diagnostic.
fn parse_includes(json: &str) -> Result<MemoryIncludes, String> {
    if json.trim().is_empty() {
        return Ok(MemoryIncludes::default());
    }
    serde_json::from_str(json).map_err(|e| format!("bad includes: {e}"))
}

fn usage_failure(message: String) -> Translation {
    failure(Diagnostic::error(codes::USAGE_BAD_OPTION, message, Span::DUMMY))
}

fn failure(d: Diagnostic) -> Translation {
    let mut t = Translation::default();
    t.diagnostics.push(d);
    t
}

fn result_json(t: &Translation) -> String {
    let dto = ResultDto {
        language: t.language.map(|l| l.as_str()),
        entry_points: t
            .entry_points
            .iter()
            .map(|e| EntryDto {
                name: &e.name,
                msl_name: &e.msl_name,
                stage: e.stage.as_str(),
                msl: &e.msl,
                line_map: t.line_ranges(e),
            })
            .collect(),
        reflection_json: t.reflection.as_ref().map(ferrometal::Reflection::to_json),
        diagnostics: t.diagnostic_dtos(),
        diagnostics_text: t.render_diagnostics(),
        single_file: t.single_file.as_ref().map(|u| UnitDto { msl: u.msl.clone(), line_map: t.ranges(&u.line_map) }),
    };
    serde_json::to_string(&dto).unwrap_or_default()
}

/// A deliberate crash, compiled only into the test build (`--features
/// test-hooks`), so the JS wrapper's recovery from a trapped instance can be
/// tested with the real package code.
#[cfg(feature = "test-hooks")]
mod test_hooks {
    /// Source text that makes `translateJson` panic (a trap, as `panic = "abort"`).
    pub const TRAP_SOURCE: &str = "// ferrometal-test-hooks: trap\n";

    #[allow(clippy::panic)]
    pub fn check(source: &str) {
        if source == TRAP_SOURCE {
            panic!("deliberate trap requested by the test hook");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(json: &str) -> serde_json::Value {
        serde_json::from_str(json).unwrap_or_default()
    }

    #[test]
    fn malformed_options_and_includes_are_osh6001() {
        for r in [translate_json("", "{\"mslVersion\": 3}", ""), translate_json("", "", "[1]")] {
            let v = parse(&r);
            assert_eq!(v["diagnostics"][0]["code"], "OSH6001", "{r}");
            assert_eq!(v["diagnostics"][0]["range"], serde_json::Value::Null);
            assert_eq!(v["entryPoints"], serde_json::json!([]));
        }
    }

    #[test]
    fn reflection_crosses_as_the_cli_text() {
        let src = "@compute @workgroup_size(1) fn main() {}";
        let options = Options { language: Some(ferrometal::Language::Wgsl), ..Options::default() };
        let native = ferrometal::translate(src, &options);
        let v = parse(&translate_json(src, "{\"language\":\"wgsl\"}", "{}"));
        let expected = native.reflection.as_ref().map(ferrometal::Reflection::to_json);
        assert!(expected.is_some());
        assert_eq!(v["reflectionJson"].as_str(), expected.as_deref());
        assert_eq!(v["entryPoints"][0]["msl"].as_str(), native.entry_points.first().map(|e| e.msl.as_str()));
    }

    #[test]
    fn line_map_has_a_range_or_null_per_msl_line() {
        let src = "@compute @workgroup_size(1)\nfn main() {\n    var x = 1.0;\n    x = x * 0.1875;\n}\n";
        let v = parse(&translate_json(src, "{\"language\":\"wgsl\"}", "{}"));
        let ep = &v["entryPoints"][0];
        let msl = ep["msl"].as_str().unwrap_or_default();
        let map = ep["lineMap"].as_array().cloned().unwrap_or_default();
        assert_eq!(map.len(), msl.lines().count());
        let line = msl.lines().position(|l| l.contains("0.1875"));
        let range = line.and_then(|i| map.get(i));
        assert_eq!(range.map(|r| r["startLine"].clone()), Some(serde_json::json!(4)), "{msl}");
        assert_eq!(map.first(), Some(&serde_json::Value::Null));
    }

    /// Every stage name the CLI's `--stage` knows, in any spelling: never a
    /// usage error.
    #[test]
    fn every_stage_name_is_accepted() {
        let mesh = "struct V { float4 p : SV_Position; };
            [numthreads(3,1,1)] [outputtopology(\"triangle\")]
            void main(uint i : SV_GroupIndex, out vertices V v[3], out indices uint3 t[1]) {
                SetMeshOutputCounts(3, 1);
                v[i].p = float4(i, 0, 0, 1);
                if (i == 0) t[0] = uint3(0, 1, 2);
            }";
        for stage in ["mesh", "ms", "MESH"] {
            let options = format!("{{\"stage\": \"{stage}\", \"mslVersion\": \"3.0\", \"language\": \"hlsl\"}}");
            let v = parse(&translate_json(mesh, &options, ""));
            assert_eq!(v["entryPoints"][0]["stage"], "mesh", "{stage}: {v}");
            assert!(v["entryPoints"][0]["msl"].as_str().is_some_and(|m| m.contains("[[mesh]] void main0(")));
        }
        // Geometry shaders translate (mesh functions): this source is not
        // one, which is the source's error.
        for stage in ["geometry", "geom", "gs"] {
            let v = parse(&translate_json("void main() {}", &format!("{{\"stage\": \"{stage}\"}}"), ""));
            assert_eq!(v["diagnostics"][0]["code"], "OSH3018", "{stage}: {v}");
        }
        // Hull and domain shaders translate: this source is not one, which
        // is the source's error, not a usage error.
        for stage in ["hull", "domain", "tesc", "tese"] {
            let options = format!("{{\"stage\": \"{stage}\", \"language\": \"hlsl\"}}");
            let v = parse(&translate_json("void main() {}", &options, ""));
            assert_eq!(v["diagnostics"][0]["code"], "OSH3018", "{stage}: {v}");
        }
        // A GLSL control shader needs its patch size, an evaluation shader
        // its domain.
        let v = parse(&translate_json("void main() {}", "{\"stage\": \"tesc\", \"language\": \"glsl\"}", ""));
        assert_eq!(v["diagnostics"][0]["code"], "OSH3018", "{v}");
        let v = parse(&translate_json("void main() {}", "{\"stage\": \"tese\", \"language\": \"glsl\"}", ""));
        assert_eq!(v["diagnostics"][0]["code"], "OSH3018", "{v}");
        let v = parse(&translate_json("void main() {}", "{\"stage\": \"tessellation\"}", ""));
        assert_eq!(v["diagnostics"][0]["code"], "OSH6001", "{v}");
    }

    #[test]
    fn options_text_gives_the_changed_options_or_coded_diagnostics() {
        let v =
            parse(&parse_options_json("-E main -T ps_6_2 -D X=1 -enable-16bit-types -Zpr -HV 2018 -I inc --readable"));
        assert_eq!(
            v["options"],
            serde_json::json!({
                "language": "hlsl", "entryPoints": ["main"], "stage": "fragment", "shaderModel": [6, 2],
                "hlslVersion": 2018, "defines": [["X", "1"]], "enable16bitTypes": true,
                "matrixPacking": "row_major", "readable": true, "includeDirs": ["inc"]
            })
        );
        assert_eq!(v["diagnostics"], serde_json::json!([]));
        assert_eq!(parse(&parse_options_json(""))["options"], serde_json::json!({}));
        assert_eq!(parse(&parse_options_json("-S geom"))["options"], serde_json::json!({"stage": "geometry"}));
        let v = parse(&parse_options_json("--bogus -T xs_6_0"));
        assert_eq!(v["options"], serde_json::Value::Null);
        assert_eq!(v["diagnostics"][0]["code"], "OSH6005", "{v}");
        assert_eq!(v["diagnostics"][1]["code"], "OSH6001", "{v}");
        assert_eq!(v["diagnostics"][0]["range"], serde_json::Value::Null);
    }

    #[test]
    fn the_parsed_options_translate_as_the_cli_flags_do() {
        let src = "#include \"common.hlsli\"\nfloat4 main() : SV_Target { return K; }";
        let parsed = parse(&parse_options_json("-T ps_6_0 -I lib -D K=0.5"));
        let options = parsed["options"].to_string();
        let v = parse(&translate_json(src, &options, "{\"lib/common.hlsli\": \"// shared\\n\"}"));
        assert_eq!(v["diagnostics"], serde_json::json!([]), "{v}");
        assert!(v["entryPoints"][0]["msl"].as_str().is_some_and(|m| m.contains("float4(0.5f)")), "{v}");
        // Without the directory the include is not found.
        let v = parse(&translate_json(src, "{}", "{\"lib/common.hlsli\": \"\"}"));
        assert_eq!(v["diagnostics"][0]["code"], "OSH1002", "{v}");
    }

    #[test]
    fn single_file_crosses_with_its_line_map() {
        let src = "float3 f(float3 c) { return c * 2; }\n\
                   [shader(\"vertex\")] float4 vs(float3 p : POSITION) : SV_Position { return float4(f(p), 1); }\n\
                   [shader(\"pixel\")] float4 ps() : SV_Target { return float4(f(1), 1); }";
        let v = parse(&translate_json(src, "{\"singleFile\": true}", ""));
        let msl = v["singleFile"]["msl"].as_str().unwrap_or_default();
        assert_eq!(msl.matches("float3 f(").count(), 1, "{v}");
        assert!(msl.contains("vertex ") && msl.contains("fragment "), "{msl}");
        assert_eq!(v["singleFile"]["lineMap"].as_array().map(Vec::len), Some(msl.lines().count()));
        assert_eq!(parse(&translate_json(src, "{}", ""))["singleFile"], serde_json::Value::Null);
    }

    #[test]
    fn explain_and_version() {
        assert!(explain("OSH5102").is_some_and(|t| t.contains("double")));
        assert_eq!(explain("OSH0000"), None);
        assert_eq!(version(), ferrometal::VERSION);
    }
}
