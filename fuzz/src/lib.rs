//! What the fuzz targets share: how an input's bytes become files and
//! options, and the contract the front-end targets assert.
//!
//! An input is one or more files separated by NUL bytes: the first is the
//! main file, the others are `0.h`, `1.h`, … for `#include` (so the fuzzer
//! can build include trees and cycles). The translate target reads its
//! options from the first bytes (see [`options`]).

use arbitrary::Unstructured;
use ferrometal::{
    ArgumentBufferTier, BindingModel, Diagnostic, Language, MemoryIncludes, MslVersion, Options, Stage,
    options::MatrixPacking,
};

/// Main text and the includes it may name, from NUL-separated `data`.
pub fn files(data: &[u8]) -> (String, MemoryIncludes) {
    let mut parts = data.split(|&b| b == 0).map(|p| String::from_utf8_lossy(p).into_owned());
    let main = parts.next().unwrap_or_default();
    let includes = parts.enumerate().map(|(i, text)| (format!("{i}.h"), text)).collect();
    (main, MemoryIncludes(includes))
}

/// Options drawn from `u`: every field that steers translation, with small
/// sets of names the dictionaries and seeds use, so the fuzzer can hit both
/// matching and unknown entry points and defines.
pub fn options(u: &mut Unstructured) -> arbitrary::Result<Options> {
    const NAMES: &[&str] = &["main", "vs", "ps", "cs", "VSMain", "PSMain", "CSMain", "mainImage", "X", ""];
    let pick_name = |u: &mut Unstructured| -> arbitrary::Result<String> { Ok((*u.choose(NAMES)?).to_string()) };
    let language = u.choose(&[None, Some(Language::Hlsl), Some(Language::Glsl), Some(Language::Wgsl)])?.to_owned();
    let stage = u
        .choose(&[
            None,
            Some(Stage::Vertex),
            Some(Stage::Fragment),
            Some(Stage::Compute),
            Some(Stage::Mesh),
            Some(Stage::Amplification),
        ])?
        .to_owned();
    let entry_points = (0..u.int_in_range(0..=2)?).map(|_| pick_name(u)).collect::<arbitrary::Result<_>>()?;
    let defines = (0..u.int_in_range(0..=2)?)
        .map(|_| Ok((pick_name(u)?, (*u.choose(&["1", "0", "", "X(", "float4", "X X"])?).to_string())))
        .collect::<arbitrary::Result<_>>()?;
    let file_name =
        u.choose(&[None, Some("a.hlsl"), Some("a.frag"), Some("a.comp"), Some("a.vert"), Some("PS.hlsl")])?;
    Ok(Options {
        file_name: file_name.map(str::to_string),
        language,
        entry_points,
        stage,
        shader_model: if u.arbitrary()? { Some((u.int_in_range(5..=6)?, u.int_in_range(0..=8)?)) } else { None },
        hlsl_version: *u.choose(&[None, Some(2016), Some(2018), Some(2021), Some(2029), Some(0)])?,
        msl_version: *u.choose(&MslVersion::ALL)?,
        defines,
        enable_16bit_types: u.arbitrary()?,
        matrix_packing: if u.arbitrary()? { MatrixPacking::RowMajor } else { MatrixPacking::ColumnMajor },
        mediump_as_half: u.arbitrary()?,
        allow_register_overlap: u.arbitrary()?,
        binding_model: *u.choose(&BindingModel::ALL)?,
        argument_buffer_tier: if u.arbitrary()? { ArgumentBufferTier::Tier1 } else { ArgumentBufferTier::Tier2 },
        vertex_as_kernel: u.arbitrary()?,
        spec_values: Default::default(),
        readable: u.arbitrary()?,
        single_file: u.arbitrary()?,
        texture_atomics_native_only: u.arbitrary()?,
    })
}

/// naga's validator as the pipeline runs it on our front-ends' modules:
/// source layouts, so no WGSL struct-layout rules (see `translate.rs`).
pub fn validate(module: &naga::Module) -> Result<naga::valid::ModuleInfo, String> {
    let mut flags = naga::valid::ValidationFlags::all();
    flags.remove(naga::valid::ValidationFlags::STRUCT_LAYOUTS);
    naga::valid::Validator::new(flags, naga::valid::Capabilities::all()).validate(module).map_err(|e| format!("{e:?}"))
}

/// The front-end contract: no error reported ⇒ a module, and naga's
/// validator accepts it. A failure is an OSH4xxx bug of the front-end.
pub fn assert_front_end_contract(source: &str, out: &ferrometal::front::FrontOutput) {
    if out.diagnostics.iter().any(Diagnostic::is_error) {
        return;
    }
    let Some(lowered) = &out.lowered else {
        panic!("front-end reported no error but produced no module\n--- source\n{source}");
    };
    if let Err(e) = validate(&lowered.module) {
        panic!("front-end Ok but naga's validator rejects the module: {e}\n--- source\n{source}");
    }
}

/// Every diagnostic has a code and a span inside the files, or the dummy
/// span when no source applies (a bad option).
pub fn assert_diagnostics_coded(t: &ferrometal::Translation) {
    let end = t.files.iter().map(|(_, f)| f.span().end).max().unwrap_or(0);
    for d in &t.diagnostics {
        assert!((1000..10000).contains(&d.code.0), "diagnostic without a code: {d:?}");
        assert!(d.span.is_dummy() || d.span.end <= end, "span past the end of the files: {d:?}");
    }
}
