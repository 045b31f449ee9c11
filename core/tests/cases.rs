//! Every execution case against the real translation of its shaders, on any
//! OS: each buffer the case names must resolve to exactly one reflected
//! buffer, its values must pack into the reflected layout, and the member
//! offsets the case lists (the source language's packing, worked out by
//! hand) must be the reflected ones. No GPU is involved: this checks the
//! host contract; `--validate` and the execution-parity harness run it.
//!
//! A shader that does not translate yet, and a buffer whose reflection has
//! no layout while the case gives no fallback `type`, are listed and skipped.

#![allow(clippy::panic)]

use ferrometal::cases;
use ferrometal::{Options, Translation};
use std::path::{Path, PathBuf};

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map(Path::to_path_buf).unwrap_or_default()
}

fn translate(root: &Path, shader: &Path) -> Translation {
    let opts_path = PathBuf::from(format!("{}.options.json", shader.display()));
    let mut options: Options = std::fs::read_to_string(&opts_path)
        .ok()
        .map(|t| serde_json::from_str(&t).unwrap_or_else(|e| panic!("{}: {e}", opts_path.display())))
        .unwrap_or_default();
    let rel = shader.strip_prefix(root).unwrap_or(shader);
    options.file_name = Some(rel.to_string_lossy().replace('\\', "/"));
    let text = std::fs::read_to_string(shader).unwrap_or_else(|e| panic!("{}: {e}", shader.display()));
    ferrometal::translate(&text, &options)
}

#[test]
fn cases_pack_into_the_reflected_layouts() {
    let root = repo_root().join("examples-shaders");
    let mut checked = 0;
    let mut skipped = Vec::new();
    let mut failures = Vec::new();
    let case_files = cases::find_case_files(&root);
    assert!(case_files.len() >= 10, "expected at least 10 case files, found {}", case_files.len());
    for case_path in case_files {
        let case = cases::load(&case_path).unwrap_or_else(|e| panic!("{e}"));
        for shader in cases::shaders_for(&case_path, &case) {
            let name = shader.strip_prefix(&root).unwrap_or(&shader).display().to_string();
            let t = translate(&root, &shader);
            let (Some(reflection), Some(language)) = (&t.reflection, t.language) else {
                skipped.push(format!(
                    "{name}: does not translate yet: {}",
                    t.render_diagnostics().lines().next().unwrap_or("")
                ));
                continue;
            };
            let has = |entry: &str| reflection.entry_points.iter().any(|e| e.name == entry);
            if let Some(render) = &case.render {
                let vs = reflection.entry_points.iter().find(|e| e.name == render.vertex);
                match vs.map(ferrometal::validate::vertex_layout) {
                    _ if !has(&render.fragment) => failures.push(format!("{name}: no entry `{}`", render.fragment)),
                    None => failures.push(format!("{name}: no entry `{}`", render.vertex)),
                    Some(Err(e)) => failures.push(format!("{name}: {e}")),
                    Some(Ok((layout, _))) => {
                        let values = cases::Values::Data(render.vertices.clone());
                        match cases::pack::assign(&layout, &values, None) {
                            Ok((n, _)) if n == render.vertex_count => checked += 1,
                            Ok((n, _)) => failures
                                .push(format!("{name}: {n} vertices given, vertexCount says {}", render.vertex_count)),
                            Err(e) => failures.push(format!("{name}: vertices: {e}")),
                        }
                    }
                }
            } else if !has(&case.entry) {
                failures.push(format!("{name}: no entry point `{}`", case.entry));
                continue;
            }
            for run in &case.runs {
                let constants = &reflection.specialization_constants;
                match cases::pack::spec_values(&run.spec, &Default::default(), constants) {
                    Ok(values) if values.len() == run.spec.len() => checked += usize::from(!values.is_empty()),
                    Ok(values) => failures.push(format!(
                        "{name}:{}: {} constants set, {} given",
                        run.name,
                        values.len(),
                        run.spec.len()
                    )),
                    Err(e) => failures.push(format!("{name}:{}: {e}", run.name)),
                }
                for spec in &run.buffers {
                    let res = match spec.select.resolve(reflection, language) {
                        Ok(r) => r,
                        Err(e) => {
                            failures.push(format!("{name}:{}: {e}", run.name));
                            continue;
                        }
                    };
                    if res.layout.is_none() && spec.ty.is_none() {
                        skipped.push(format!("{name}:{}: `{}` has no reflected layout yet", run.name, res.name));
                        continue;
                    }
                    let no_element = res.layout.as_ref().is_some_and(|l| l.members.is_empty())
                        && cases::layout::parse_type(&cases::layout::element_spelling(res)).is_none();
                    if no_element {
                        skipped.push(format!(
                            "{name}:{}: `{}`: reflection gives no members for element type `{}` yet",
                            run.name,
                            res.name,
                            cases::layout::element_spelling(res)
                        ));
                        continue;
                    }
                    // With a reflected layout, pack by it alone: the fallback
                    // `type` must not hide a layout that cannot be read.
                    let mut spec = spec.clone();
                    if res.layout.is_some() {
                        spec.ty = None;
                    }
                    match cases::prepare_buffer(&spec, res, language) {
                        Ok(_) => checked += 1,
                        Err(e) => failures.push(format!("{name}:{}: {e}", run.name)),
                    }
                }
            }
        }
    }
    eprintln!(
        "{checked} case buffers and constant sets checked against reflection; skipped:\n  {}",
        skipped.join("\n  ")
    );
    assert!(failures.is_empty(), "{} case problem(s):\n  {}", failures.len(), failures.join("\n  "));
}

/// The 16-bit case must really translate with 16-bit types on.
#[test]
fn case_options_files_are_read() {
    let path = repo_root().join("examples-shaders/cases/v_half.hlsl.options.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let options: Options = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
    assert!(options.enable_16bit_types);
}
