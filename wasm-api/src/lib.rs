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
use ferrometal::{Diagnostic, MemoryIncludes, Options, Span, Translation};
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
        (Ok(options), Ok(includes)) => ferrometal::translate_with(source, &options, &includes),
        (Err(d), _) => failure(d),
        (_, Err(m)) => usage_failure(m),
    };
    result_json(&t)
}

/// Translate a SPIR-V binary; options as in [`translate_json`].
#[wasm_bindgen(js_name = translateSpirvJson)]
pub fn translate_spirv_json(bytes: &[u8], options_json: &str) -> String {
    let t = match parse_options(options_json) {
        Ok(options) => ferrometal::translate_spirv(bytes, &options),
        Err(d) => failure(d),
    };
    result_json(&t)
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
fn parse_options(json: &str) -> Result<Options, Diagnostic> {
    if json.trim().is_empty() {
        return Ok(Options::default());
    }
    let bad =
        |e: serde_json::Error| Diagnostic::error(codes::USAGE_BAD_OPTION, format!("bad options: {e}"), Span::DUMMY);
    let mut value: serde_json::Value = serde_json::from_str(json).map_err(bad)?;
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
    serde_json::from_value(value).map_err(bad)
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

    /// Every stage name the CLI's `--stage` knows: translated ones in any
    /// spelling, the others a coded OSH5101, never a usage error.
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
        for stage in ["geometry", "geom", "gs"] {
            let v = parse(&translate_json("void main() {}", &format!("{{\"stage\": \"{stage}\"}}"), ""));
            assert_eq!(v["diagnostics"][0]["code"], "OSH5101", "{stage}: {v}");
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
    fn explain_and_version() {
        assert!(explain("OSH5102").is_some_and(|t| t.contains("double")));
        assert_eq!(explain("OSH0000"), None);
        assert_eq!(version(), ferrometal::VERSION);
    }
}
