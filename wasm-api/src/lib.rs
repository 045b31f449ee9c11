//! The wasm-bindgen surface of the npm package. Results cross the boundary
//! as JSON of purpose-built DTOs (never naga or core types): the JS wrapper
//! in `wasm-api/js/` parses them and gives them TypeScript types.

use ferrometal::diag::DiagnosticDto;
use ferrometal::{MemoryIncludes, Options};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct EntryDto<'a> {
    name: &'a str,
    msl_name: &'a str,
    stage: &'a str,
    msl: &'a str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ResultDto<'a> {
    language: Option<&'a str>,
    entry_points: Vec<EntryDto<'a>>,
    reflection: Option<&'a ferrometal::Reflection>,
    diagnostics: Vec<DiagnosticDto>,
    diagnostics_text: String,
}

/// Translate `source` with options given as JSON (the `Options` struct in
/// camelCase) and an include map as JSON (`{"name": "text"}`); returns the
/// result as JSON. A shader error is data in the result, never an exception;
/// malformed options JSON is an OSH6001 diagnostic.
#[wasm_bindgen(js_name = translateJson)]
pub fn translate_json(source: &str, options_json: &str, includes_json: &str) -> String {
    let options: Result<Options, _> =
        if options_json.trim().is_empty() { Ok(Options::default()) } else { serde_json::from_str(options_json) };
    let includes: MemoryIncludes = serde_json::from_str(includes_json).unwrap_or_default();
    let t = match options {
        Ok(o) => ferrometal::translate_with(source, &o, &includes),
        Err(e) => {
            let mut t = ferrometal::Translation::default();
            t.diagnostics.push(ferrometal::Diagnostic::error(
                ferrometal::diag::codes::USAGE_BAD_OPTION,
                format!("bad options: {e}"),
                ferrometal::Span::DUMMY,
            ));
            t
        }
    };
    let dto = ResultDto {
        language: t.language.map(|l| l.as_str()),
        entry_points: t
            .entry_points
            .iter()
            .map(|e| EntryDto { name: &e.name, msl_name: &e.msl_name, stage: e.stage.as_str(), msl: &e.msl })
            .collect(),
        reflection: t.reflection.as_ref(),
        diagnostics: t.diagnostic_dtos(),
        diagnostics_text: t.render_diagnostics(),
    };
    serde_json::to_string(&dto).unwrap_or_default()
}

/// The crate version.
#[wasm_bindgen]
pub fn version() -> String {
    ferrometal::VERSION.to_string()
}

/// The one-line meaning of a diagnostic code such as `OSH5102`, or `undefined`.
#[wasm_bindgen]
pub fn explain(code: &str) -> Option<String> {
    ferrometal::Code::parse(code).and_then(|c| c.explain()).map(str::to_string)
}
