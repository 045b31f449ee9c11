//! The units the harness runs: one shader of one case file
//! (`examples-shaders/cases/NAME.case.json`, format and parser in
//! `ferrometal::cases`) — so `p_scan.hlsl` and `p_scan.comp` beside
//! `p_scan.case.json` are two units sharing one case.

use ferrometal::cases::{self, CaseFile};
use ferrometal::{Language, Options, Stage};
use std::path::{Path, PathBuf};

#[derive(Clone, Debug)]
pub struct Unit {
    /// `NAME.EXT`, e.g. `p_scan.hlsl`.
    pub name: String,
    pub case_path: PathBuf,
    pub source_path: PathBuf,
    pub language: Language,
    pub source: String,
    /// What the reference compiler compiles: the source itself, or the
    /// case's `reference` kernel (then our side never falls back to
    /// translating the reference SPIR-V: it is another program).
    pub reference_path: PathBuf,
    pub reference_language: Language,
    /// Case file, options file and source text: what the golden depends on.
    pub inputs: Vec<u8>,
    pub case: CaseFile,
    /// Translation options (the shader's `NAME.EXT.options.json`, if any).
    pub options: Options,
}

impl Unit {
    /// Label of one run in the table: `p_scan.hlsl`, or `p_spec.hlsl:override`.
    pub fn label(&self, run: &str) -> String {
        if self.case.runs.len() == 1 { self.name.clone() } else { format!("{}:{run}", self.name) }
    }
}

/// Every runnable unit under `dir`, sorted; a case file that cannot be read
/// is returned as an error row instead.
pub fn discover(dir: &Path) -> Vec<Result<Unit, (String, String)>> {
    let mut out = Vec::new();
    for path in cases::find_case_files(dir) {
        let label = path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                out.push(Err((label, e.to_string())));
                continue;
            }
        };
        let case = match cases::parse(&text) {
            Ok(c) => c,
            Err(e) => {
                out.push(Err((label, e.to_string())));
                continue;
            }
        };
        if case.render.is_some() {
            continue;
        }
        for source_path in cases::shaders_for(&path, &case) {
            match unit(&path, &text, &case, &source_path) {
                Ok(Some(u)) => out.push(Ok(u)),
                Ok(None) => {}
                Err(e) => out.push(Err((label.clone(), e))),
            }
        }
    }
    out
}

fn unit(case_path: &Path, case_text: &str, case: &CaseFile, source_path: &Path) -> Result<Option<Unit>, String> {
    let name = source_path.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    let language = match Language::from_path(&name) {
        Some(l @ (Language::Hlsl | Language::Glsl)) => l,
        // No independent reference compiler is wired up for WGSL/SPIR-V sources.
        _ => return Ok(None),
    };
    let source = std::fs::read_to_string(source_path).map_err(|e| format!("{name}: {e}"))?;
    let options_path = source_path.with_file_name(format!("{name}.options.json"));
    let options_text = std::fs::read_to_string(&options_path).unwrap_or_default();
    let mut options: Options = if options_text.is_empty() {
        Options::default()
    } else {
        serde_json::from_str(&options_text).map_err(|e| format!("{}: {e}", options_path.display()))?
    };
    options.file_name = Some(name.clone());
    options.language = Some(language);
    // Every unit runs as a kernel: a compute shader, or a control shader
    // (`.tesc`, which ferrometal makes the hull kernel).
    options.stage = Some(if Stage::from_path(&name) == Some(Stage::Hull) { Stage::Hull } else { Stage::Compute });
    options.entry_points = vec![case.entry.clone()];
    let (reference_path, reference_language, reference_text) = match &case.reference {
        None => (source_path.to_path_buf(), language, String::new()),
        Some(r) => {
            let path = case_path.parent().unwrap_or(Path::new("")).join(r);
            let lang = match Language::from_path(r) {
                Some(l @ (Language::Hlsl | Language::Glsl)) => l,
                _ => return Err(format!("{name}: the reference `{r}` is neither HLSL nor GLSL")),
            };
            let text = std::fs::read_to_string(&path).map_err(|e| format!("{r}: {e}"))?;
            (path, lang, text)
        }
    };
    let mut inputs = case_text.as_bytes().to_vec();
    inputs.push(0);
    inputs.extend(options_text.as_bytes());
    inputs.push(0);
    inputs.extend(source.as_bytes());
    if !reference_text.is_empty() {
        inputs.push(0);
        inputs.extend(reference_text.as_bytes());
    }
    Ok(Some(Unit {
        name,
        case_path: case_path.to_path_buf(),
        source_path: source_path.to_path_buf(),
        language,
        source,
        reference_path,
        reference_language,
        inputs,
        case: case.clone(),
        options,
    }))
}
