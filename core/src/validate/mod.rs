//! `--validate`: compile every entry point's MSL with the Metal framework,
//! run the shader's execution cases (`NAME.case.json`, see [`crate::cases`])
//! on the GPU, and print a summary table (see `README.md` beside this file).
//!
//! The driver here is platform-independent and talks to the GPU through the
//! [`Gpu`] trait, so everything but the Metal calls is tested on any OS. The
//! Metal implementation (`metal.rs`) exists on macOS with the `validate`
//! cargo feature; anywhere else `--validate` exits 2.
//!
//! Exit codes: 0 every step of every case passed, 1 something failed (a
//! compile error, a dispatch error, a validation-layer message, a mismatch),
//! 2 `--validate` is not available here or the case file is unusable.

#[cfg(all(feature = "validate", target_os = "macos"))]
mod metal;

use crate::cases::{self, CaseReport, Comparison, PackLayout, PreparedBuffer, SpecValue, Step, Values};
use crate::options::{Language, MslVersion, Options, Stage};
use crate::reflect::{EntryPoint, Reflection, VertexAttribute};
use crate::{EntryOutput, Translation};
use std::io::Write;
use std::path::Path;

/// Whether this build can run `--validate`.
pub const SUPPORTED: bool = cfg!(all(feature = "validate", target_os = "macos"));

/// The message and exit code when `--validate` cannot run here.
pub fn unsupported(stderr: &mut dyn Write) -> i32 {
    let _ = writeln!(
        stderr,
        "error: --validate needs macOS with a Metal device and a build with `--features validate` \
         (see core/src/validate/README.md)"
    );
    2
}

/// Entry of `ferrometal INPUT --validate` after a successful translation of
/// `input`. Returns the process exit code.
pub fn validate_cli(
    input: &str,
    translation: &Translation,
    options: &Options,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> i32 {
    #[cfg(all(feature = "validate", target_os = "macos"))]
    {
        metal::main(input, translation, options, stdout, stderr)
    }
    #[cfg(not(all(feature = "validate", target_os = "macos")))]
    {
        let _ = (input, translation, options, stdout);
        unsupported(stderr)
    }
}

/// The options a shader is validated with: its `NAME.EXT.options.json`
/// when there is one (the options its cases and snapshots are written
/// for), with what the command line set explicitly on top.
pub fn options_for(input: &Path, cli: &Options) -> Result<Options, String> {
    let path = std::path::PathBuf::from(format!("{}.options.json", input.display()));
    let Ok(text) = std::fs::read_to_string(&path) else { return Ok(cli.clone()) };
    let mut o: Options = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let default = Options::default();
    if !cli.entry_points.is_empty() {
        o.entry_points = cli.entry_points.clone();
    }
    o.language = cli.language.or(o.language);
    o.stage = cli.stage.or(o.stage);
    o.shader_model = cli.shader_model.or(o.shader_model);
    if cli.msl_version != default.msl_version {
        o.msl_version = cli.msl_version;
    }
    if cli.matrix_packing != default.matrix_packing {
        o.matrix_packing = cli.matrix_packing;
    }
    o.defines.extend(cli.defines.iter().cloned());
    o.enable_16bit_types |= cli.enable_16bit_types;
    o.mediump_as_half |= cli.mediump_as_half;
    o.allow_register_overlap |= cli.allow_register_overlap;
    o.spec_values.extend(cli.spec_values.iter().map(|(k, v)| (k.clone(), v.clone())));
    o.file_name = cli.file_name.clone();
    Ok(o)
}

/// A compute dispatch: one threadgroup grid, every buffer bound at its slot.
pub struct ComputeJob<'a> {
    pub msl: &'a str,
    /// MSL name of the kernel.
    pub function: &'a str,
    pub spec: &'a [SpecValue],
    pub threads_per_group: [u32; 3],
    pub groups: [u32; 3],
    pub buffers: &'a [PreparedBuffer],
}

/// A triangle-list draw into an `rgba32Float` target of `size`.
pub struct RenderJob<'a> {
    pub vertex_msl: &'a str,
    pub vertex_function: &'a str,
    pub fragment_msl: &'a str,
    pub fragment_function: &'a str,
    pub spec: &'a [SpecValue],
    /// Attributes for the vertex descriptor (all in vertex buffer 0).
    pub attributes: &'a [VertexAttribute],
    pub stride: u32,
    /// Metal buffer index of vertex buffer 0 (`30`).
    pub vertex_buffer_index: u32,
    pub vertices: Vec<u8>,
    pub vertex_count: u32,
    pub size: [u32; 2],
    pub clear: [f64; 4],
    pub buffers: &'a [PreparedBuffer],
}

/// What the driver needs from a GPU.
pub trait Gpu {
    /// Compile `msl` at `version` and create `function` with `spec` as its
    /// function constants (and, for a kernel, a pipeline state). `Ok` holds
    /// the compiler's warnings, `Err` its errors.
    fn compile(&mut self, msl: &str, function: &str, stage: Stage, spec: &[SpecValue]) -> Result<String, String>;
    /// Run a dispatch; the contents of every buffer of `job.buffers` after it, in order.
    fn dispatch(&mut self, job: &ComputeJob) -> Result<Vec<Vec<u8>>, String>;
    /// Run a draw; the target's pixels (`w * h * 16` bytes, rows top to bottom).
    fn render(&mut self, job: &RenderJob) -> Result<Vec<u8>, String>;
}

/// Compile every entry point and run the case file beside `input`, if any.
/// Returns one row per compile and per case run.
pub fn run_all(gpu: &mut dyn Gpu, input: &Path, t: &Translation, options: &Options) -> Result<Vec<CaseReport>, String> {
    let reflection = t.reflection.as_ref().ok_or("the translation produced no reflection")?;
    let language = t.language.unwrap_or(Language::Hlsl);
    let file = input.file_name().and_then(|n| n.to_str()).unwrap_or("shader");
    let cli_spec =
        cases::pack::spec_values(&Default::default(), &options.spec_values, &reflection.specialization_constants)?;
    let mut rows = Vec::new();
    for ep in &t.entry_points {
        let mut row = CaseReport::new(format!("{file}:{} (compile)", ep.name));
        let result = gpu.compile(&ep.msl, &ep.msl_name, ep.stage, &cli_spec);
        record_compile(&mut row, result, &ep.msl);
        rows.push(row);
    }
    let Some(case_path) = cases::case_file_for(input) else { return Ok(rows) };
    let case = cases::load(&case_path).map_err(|e| e.to_string())?;
    // A render case draws once per run (each run's buffers and constants);
    // otherwise every run is a dispatch of `entry`.
    for run in &case.runs {
        let mut row = CaseReport::new(format!("{file}:{}", run.name));
        match &case.render {
            Some(render) => run_render(gpu, &mut row, t, reflection, render, run, language, options),
            None => run_compute(gpu, &mut row, t, reflection, &case.entry, run, language, options),
        }
        rows.push(row);
    }
    Ok(rows)
}

fn record_compile(row: &mut CaseReport, result: Result<String, String>, msl: &str) {
    match result {
        Ok(warnings) => {
            row.compiled = Step::Passed;
            row.notes.extend(annotate_compiler_log(&warnings, msl));
        }
        Err(errors) => {
            row.compiled = Step::Failed;
            row.notes.extend(annotate_compiler_log(&errors, msl));
        }
    }
}

fn entry<'t>(t: &'t Translation, name: &str) -> Result<&'t EntryOutput, String> {
    t.entry_points
        .iter()
        .find(|e| e.name == name || e.msl_name == name)
        .ok_or_else(|| format!("entry point `{name}` was not translated (select it with -e, or translate all)"))
}

fn reflected<'r>(r: &'r Reflection, name: &str) -> Result<&'r EntryPoint, String> {
    r.entry_points
        .iter()
        .find(|e| e.name == name || e.msl_name == name)
        .ok_or_else(|| format!("no entry point `{name}`"))
}

#[allow(clippy::too_many_arguments)]
fn run_compute(
    gpu: &mut dyn Gpu,
    row: &mut CaseReport,
    t: &Translation,
    reflection: &Reflection,
    entry_name: &str,
    run: &cases::Run,
    language: Language,
    options: &Options,
) {
    let prepared = entry(t, entry_name).and_then(|ep| {
        let refl = reflected(reflection, entry_name)?;
        let run = cases::prepare_run(run, reflection, entry_name, language, &options.spec_values)?;
        Ok((ep, refl, run))
    });
    let (ep, refl, prepared) = match prepared {
        Ok(x) => x,
        Err(e) => {
            row.notes.push(e);
            row.compiled = Step::Failed;
            return;
        }
    };
    if ep.stage != Stage::Compute {
        row.notes.push(format!("entry point `{entry_name}` is not a compute kernel"));
        row.compiled = Step::Failed;
        return;
    }
    let compiled = gpu.compile(&ep.msl, &ep.msl_name, ep.stage, &prepared.spec);
    record_compile(row, compiled, &ep.msl);
    if row.compiled != Step::Passed {
        return;
    }
    let buffers = match with_buffer_sizes(refl, &prepared.buffers) {
        Ok(b) => b,
        Err(e) => {
            row.dispatched = Step::Failed;
            row.notes.push(e);
            return;
        }
    };
    let job = ComputeJob {
        msl: &ep.msl,
        function: &ep.msl_name,
        spec: &prepared.spec,
        threads_per_group: refl.workgroup_size.unwrap_or([1, 1, 1]),
        groups: run.dispatch,
        buffers: &buffers,
    };
    match gpu.dispatch(&job) {
        Ok(read_back) => {
            row.dispatched = Step::Passed;
            row.set_comparison(compare_buffers(&prepared.buffers, &read_back));
        }
        Err(e) => {
            row.dispatched = Step::Failed;
            row.notes.push(e);
        }
    }
}

/// The case's buffers plus, when the kernel reads the length of a
/// runtime-sized buffer, the buffer of sizes (reflection's `bufferSizes`)
/// as a host fills it: each named buffer's byte size, set with `setBytes`.
pub fn with_buffer_sizes(refl: &EntryPoint, buffers: &[PreparedBuffer]) -> Result<Vec<PreparedBuffer>, String> {
    let mut out = buffers.to_vec();
    let Some(sizes) = &refl.buffer_sizes else { return Ok(out) };
    let mut bytes = Vec::with_capacity(4 * sizes.buffers.len());
    for name in &sizes.buffers {
        let b = buffers.iter().find(|b| &b.name == name);
        let len = b.ok_or_else(|| format!("buffer `{name}`, whose size the kernel reads, is not bound"))?.bytes.len();
        bytes.extend_from_slice(&u32::try_from(len).map_err(|e| e.to_string())?.to_le_bytes());
    }
    out.push(PreparedBuffer {
        name: "bufferSizes".into(),
        slot: sizes.index,
        push_constants: true,
        layout: PackLayout::from_type("u32")?,
        count: sizes.buffers.len() as u32,
        bytes,
        expect: None,
    });
    Ok(out)
}

/// Compare every buffer that has an expectation with its read-back.
pub fn compare_buffers(buffers: &[PreparedBuffer], read_back: &[Vec<u8>]) -> Comparison {
    let mut total = Comparison::default();
    for (i, b) in buffers.iter().enumerate() {
        let Some(expect) = &b.expect else { continue };
        match read_back.get(i) {
            Some(bytes) => total.merge(cases::compare(expect, bytes, &b.name)),
            None => total.merge(Comparison {
                mismatched: 1,
                details: vec![format!("`{}` was not read back", b.name)],
                ..Comparison::default()
            }),
        }
    }
    total
}

#[allow(clippy::too_many_arguments)]
fn run_render(
    gpu: &mut dyn Gpu,
    row: &mut CaseReport,
    t: &Translation,
    reflection: &Reflection,
    render: &cases::Render,
    run: &cases::Run,
    language: Language,
    options: &Options,
) {
    let prepared = (|| {
        let vs = entry(t, &render.vertex)?;
        let fs = entry(t, &render.fragment)?;
        let vs_refl = reflected(reflection, &render.vertex)?;
        let prepared = cases::prepare_run(run, reflection, &render.vertex, language, &options.spec_values)?;
        let (layout, stride) = vertex_layout(vs_refl)?;
        let (count, vertices) = cases::pack::assign(&layout, &Values::Data(render.vertices.clone()), None)?;
        let bytes = cases::pack::pack(&vertices, stride.saturating_mul(count))?;
        Ok::<_, String>((vs, fs, vs_refl, prepared, stride, bytes))
    })();
    let (vs, fs, vs_refl, prepared, stride, vertices) = match prepared {
        Ok(x) => x,
        Err(e) => {
            row.compiled = Step::Failed;
            row.notes.push(e);
            return;
        }
    };
    let vc = gpu.compile(&vs.msl, &vs.msl_name, vs.stage, &prepared.spec);
    let fc = gpu.compile(&fs.msl, &fs.msl_name, fs.stage, &prepared.spec);
    let both = match (vc, fc) {
        (Ok(a), Ok(b)) => Ok(format!("{a}{b}")),
        (Err(e), _) | (_, Err(e)) => Err(e),
    };
    record_compile(row, both, &vs.msl);
    if row.compiled != Step::Passed {
        return;
    }
    let job = RenderJob {
        vertex_msl: &vs.msl,
        vertex_function: &vs.msl_name,
        fragment_msl: &fs.msl,
        fragment_function: &fs.msl_name,
        spec: &prepared.spec,
        attributes: &vs_refl.vertex_attributes,
        stride,
        vertex_buffer_index: reflection.vertex_buffer_index,
        vertices,
        vertex_count: render.vertex_count,
        size: render.size,
        clear: render.clear,
        buffers: &prepared.buffers,
    };
    match gpu.render(&job) {
        Ok(pixels) => {
            row.dispatched = Step::Passed;
            let target = PackLayout::from_type("f32x4");
            let expect = target.and_then(|l| {
                let (_, values) = cases::pack::assign(
                    &l,
                    &render.expect.values,
                    Some(render.size[0].saturating_mul(render.size[1])),
                )?;
                Ok(cases::PreparedExpect {
                    values,
                    tolerance: render.expect.tolerance,
                    unordered: render.expect.unordered,
                })
            });
            match expect {
                Ok(e) => row.set_comparison(cases::compare(&e, &pixels, "target")),
                Err(e) => {
                    row.matched = Step::Failed;
                    row.notes.push(e);
                }
            }
        }
        Err(e) => {
            row.dispatched = Step::Failed;
            row.notes.push(e);
        }
    }
}

/// The vertex buffer's layout from the reflected attributes: a runtime
/// array of structs, one field per attribute at its offset.
pub fn vertex_layout(ep: &EntryPoint) -> Result<(PackLayout, u32), String> {
    let stride = ep.vertex_stride.ok_or_else(|| format!("entry point `{}` has no vertex stride", ep.name))?;
    let mut fields = Vec::new();
    let mut attrs: Vec<&VertexAttribute> = ep.vertex_attributes.iter().collect();
    attrs.sort_by_key(|a| a.location);
    for a in attrs {
        let shape = cases::layout::parse_type(&a.format)
            .filter(|_| !a.format.contains("Normalized"))
            .ok_or_else(|| format!("vertex format `{}` is not supported by render cases", a.format))?;
        let node = if shape.components == 1 {
            cases::LayoutNode::Scalar(shape.scalar)
        } else {
            cases::LayoutNode::Vector(shape.scalar, shape.components)
        };
        fields.push(cases::layout::Field { name: a.name.clone(), offset: a.offset, node });
    }
    let element = Box::new(cases::LayoutNode::Struct(fields));
    Ok((PackLayout { root: cases::LayoutNode::Array { count: None, stride, element }, fixed_size: 0 }, stride))
}

/// `MTLVertexFormat` raw values by the case name reflection spells
/// (`float3`, `uchar4Normalized`, `half2`), case-insensitive.
pub fn vertex_format_raw(name: &str) -> Option<usize> {
    const FORMATS: &[(&str, usize)] = &[
        ("uchar2", 1),
        ("uchar3", 2),
        ("uchar4", 3),
        ("char2", 4),
        ("char3", 5),
        ("char4", 6),
        ("uchar2normalized", 7),
        ("uchar3normalized", 8),
        ("uchar4normalized", 9),
        ("char2normalized", 10),
        ("char3normalized", 11),
        ("char4normalized", 12),
        ("ushort2", 13),
        ("ushort3", 14),
        ("ushort4", 15),
        ("short2", 16),
        ("short3", 17),
        ("short4", 18),
        ("ushort2normalized", 19),
        ("ushort3normalized", 20),
        ("ushort4normalized", 21),
        ("short2normalized", 22),
        ("short3normalized", 23),
        ("short4normalized", 24),
        ("half2", 25),
        ("half3", 26),
        ("half4", 27),
        ("float", 28),
        ("float2", 29),
        ("float3", 30),
        ("float4", 31),
        ("int", 32),
        ("int2", 33),
        ("int3", 34),
        ("int4", 35),
        ("uint", 36),
        ("uint2", 37),
        ("uint3", 38),
        ("uint4", 39),
        ("int1010102normalized", 40),
        ("uint1010102normalized", 41),
        ("uchar4normalized_bgra", 42),
        ("uchar", 45),
        ("char", 46),
        ("ucharnormalized", 47),
        ("charnormalized", 48),
        ("ushort", 49),
        ("short", 50),
        ("ushortnormalized", 51),
        ("shortnormalized", 52),
        ("half", 53),
    ];
    let lower = name.to_ascii_lowercase();
    FORMATS.iter().find(|(n, _)| *n == lower).map(|(_, v)| *v)
}

/// Metal compiler messages name lines of the source it was given
/// (`program_source:12:5: error: …`); add the MSL line itself to each.
pub fn annotate_compiler_log(log: &str, msl: &str) -> Vec<String> {
    let lines: Vec<&str> = msl.lines().collect();
    log.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let line_no = l
                .strip_prefix("program_source:")
                .and_then(|rest| rest.split(':').next())
                .and_then(|n| n.parse::<usize>().ok());
            match line_no.and_then(|n| lines.get(n.wrapping_sub(1))) {
                Some(text) => format!("{l}\n      | {}", text.trim_end()),
                None => l.to_string(),
            }
        })
        .collect()
}

/// Lines of a child process's stderr that are Metal API or shader
/// validation reports (any of them fails the run).
pub fn validation_messages(stderr: &str) -> Vec<String> {
    const MARKERS: &[&str] = &[
        "failed assertion",
        "-[MTLDebug",
        "MTLValidation",
        "Metal API Validation",
        "Shader Validation",
        "Invalid device load",
        "Invalid device store",
        "Invalid threadgroup",
        "out of bounds",
    ];
    stderr.lines().filter(|l| MARKERS.iter().any(|m| l.contains(m))).map(str::to_string).collect()
}

/// The MSL version as `MTLLanguageVersion`'s raw value (`major << 16 | minor`).
pub const fn language_version(v: MslVersion) -> usize {
    let (major, minor) = v.pair();
    ((major as usize) << 16) | minor as usize
}

#[cfg(test)]
mod tests;
