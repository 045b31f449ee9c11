//! The driver with a fake GPU: what is compiled, what is bound where, how
//! read-backs are judged and reported — everything but the Metal calls.

use super::*;
use crate::reflect::{BufferLayout, MetalSlot, Resource, ResourceKind, SlotKind, SourceBinding, SpecConstant};
use crate::source::Files;
use serde_json::json;
use std::path::PathBuf;

/// A GPU whose kernel is "double every f32 of buffer slot 0 into slot 1".
#[derive(Default)]
struct FakeGpu {
    compiled: Vec<(String, Vec<SpecValue>)>,
    dispatched: Vec<([u32; 3], [u32; 3], Vec<u32>)>,
    rendered: Vec<([u32; 3], Vec<u32>)>,
    compile_error: Option<String>,
    wrong_by: f32,
}

impl Gpu for FakeGpu {
    fn compile(&mut self, _msl: &str, function: &str, _stage: Stage, spec: &[SpecValue]) -> Result<String, String> {
        self.compiled.push((function.to_string(), spec.to_vec()));
        self.compile_error.clone().map_or(Ok(String::new()), Err)
    }

    fn dispatch(&mut self, job: &ComputeJob) -> Result<Vec<Vec<u8>>, String> {
        self.dispatched.push((job.groups, job.threads_per_group, job.buffers.iter().map(|b| b.slot).collect()));
        let input = job.buffers.iter().find(|b| b.slot == 0).ok_or("no slot 0")?;
        let doubled: Vec<u8> = input
            .bytes
            .chunks(4)
            .flat_map(|c| (f32::from_le_bytes([c[0], c[1], c[2], c[3]]) * 2.0 + self.wrong_by).to_le_bytes())
            .collect();
        Ok(job.buffers.iter().map(|b| if b.slot == 1 { doubled.clone() } else { b.bytes.clone() }).collect())
    }

    /// Every pixel the colour of the first vertex (at byte 8 of the vertex).
    fn render(&mut self, job: &RenderJob) -> Result<Vec<u8>, String> {
        let slots = job.buffers.iter().map(|b| b.slot).collect();
        self.rendered.push(([job.vertex_count, job.stride, job.vertex_buffer_index], slots));
        let color = job.vertices.get(8..24).ok_or("short vertices")?.to_vec();
        Ok(color.repeat((job.size[0] * job.size[1]) as usize))
    }
}

fn buffer(name: &str, slot: u32, binding: u32) -> Resource {
    Resource {
        name: name.into(),
        kind: ResourceKind::StorageBuffer,
        binding: SourceBinding { set: Some(0), binding: Some(binding), ..SourceBinding::default() },
        source_type: "float".into(),
        msl_type: String::new(),
        array_size: None,
        metal: MetalSlot { kind: SlotKind::Buffer, index: slot },
        layout: Some(BufferLayout { size: 4, alignment: 4, members: vec![], runtime_array_stride: Some(4) }),
        access: None,
        needs_compare_function: false,
        used_by: Vec::new(),
        texel_format: None,
        atomics_of: None,
        row_alignment_constant: None,
    }
}

fn translation() -> Translation {
    let reflection = Reflection {
        language: "glsl".into(),
        msl_version: "2.4".into(),
        entry_points: vec![EntryPoint {
            name: "main".into(),
            msl_name: "main0".into(),
            stage: "compute".into(),
            workgroup_size: Some([8, 1, 1]),
            ..EntryPoint::default()
        }],
        resources: vec![buffer("src", 0, 0), buffer("dst", 1, 1), buffer("unused", 2, 2)],
        push_constants: None,
        specialization_constants: vec![SpecConstant {
            name: "N".into(),
            index: 0,
            ty: "uint".into(),
            mtl_data_type: 33,
            default: json!(1),
        }],
        vertex_buffer_index: 30,
        ..Reflection::default()
    };
    Translation {
        files: Files::new(),
        language: Some(Language::Glsl),
        entry_points: vec![EntryOutput {
            name: "main".into(),
            msl_name: "main0".into(),
            stage: Stage::Compute,
            msl: "kernel void main0() {}\n".into(),
            line_map: Vec::new(),
        }],
        reflection: Some(reflection),
        diagnostics: vec![],
        single_file: None,
    }
}

/// A scratch directory holding `k.comp` and, optionally, `k.case.json`.
fn scratch(tag: &str, case: Option<&str>) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ferrometal-validate-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("k.comp"), "#version 450\n").unwrap();
    if let Some(c) = case {
        std::fs::write(dir.join("k.case.json"), c).unwrap();
    }
    dir.join("k.comp")
}

const CASE: &str = r#"{
  "dispatch": [2],
  "buffers": [
    { "binding": 0, "data": [1, 2, 3, 0.5] },
    { "binding": 1, "count": 4, "expect": [2, 4, 6, 1] }
  ],
  "runs": [ { "name": "plain" }, { "name": "spec", "spec": { "N": 3 } } ]
}"#;

#[test]
fn runs_every_case_and_binds_every_buffer() {
    let input = scratch("ok", Some(CASE));
    let mut gpu = FakeGpu::default();
    let rows = run_all(&mut gpu, &input, &translation(), &Options::default()).unwrap();
    let names: Vec<&str> = rows.iter().map(|r| r.case.as_str()).collect();
    assert_eq!(names, vec!["k.comp:main (compile)", "k.comp:plain", "k.comp:spec"]);
    assert!(rows.iter().all(CaseReport::passed), "{}", cases::render_table(&rows));
    assert_eq!(rows[1].matched, Step::Passed);
    // Buffers bound at reflected slots, the unnamed one too; group size from reflection.
    assert_eq!(gpu.dispatched[0], ([2, 1, 1], [8, 1, 1], vec![0, 1, 2]));
    // The spec run sets N = 3 as a 4-byte uint; the others set nothing.
    assert_eq!(gpu.compiled[0].1, vec![]);
    assert_eq!(gpu.compiled[2].1[0].bytes, 3u32.to_le_bytes().to_vec());
}

#[test]
fn a_wrong_result_fails_the_case_with_details() {
    let input = scratch("wrong", Some(CASE));
    let mut gpu = FakeGpu { wrong_by: 0.25, ..FakeGpu::default() };
    let rows = run_all(&mut gpu, &input, &translation(), &Options::default()).unwrap();
    assert_eq!(rows[1].matched, Step::Failed);
    let table = cases::render_table(&rows);
    assert!(
        table
            .lines()
            .any(|l| l.starts_with("k.comp:plain ")
                && l.ends_with("yes       yes         NO       2097152 ulp (2.500e-1)")),
        "{table}"
    );
    assert!(table.contains("`dst` byte 0 (element 0): expected 2, got 2.25 (f32)"), "{table}");
}

#[test]
fn compile_errors_stop_the_case_and_quote_the_msl_line() {
    let input = scratch("cerr", Some(CASE));
    let mut gpu = FakeGpu {
        compile_error: Some("program_source:1:13: error: unknown type name 'flaot'".into()),
        ..FakeGpu::default()
    };
    let rows = run_all(&mut gpu, &input, &translation(), &Options::default()).unwrap();
    assert_eq!((rows[1].compiled, rows[1].dispatched), (Step::Failed, Step::Skipped));
    assert!(gpu.dispatched.is_empty());
    assert!(rows[0].notes[0].ends_with("| kernel void main0() {}"), "{:?}", rows[0].notes);
}

#[test]
fn without_a_case_file_only_compiles_with_cli_spec_values() {
    let input = scratch("nocase", None);
    let mut gpu = FakeGpu::default();
    let mut options = Options::default();
    options.spec_values.insert("N".into(), "7".into());
    let rows = run_all(&mut gpu, &input, &translation(), &options).unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(gpu.compiled[0].1[0].bytes, 7u32.to_le_bytes().to_vec());
    options.spec_values.insert("M".into(), "1".into());
    assert!(run_all(&mut gpu, &input, &translation(), &options).is_err());
}

#[test]
fn validation_messages_are_recognised() {
    let log = "2026-11-30 app[1:2] Metal API Validation Enabled\n\
               -[MTLDebugComputeCommandEncoder setBuffer:offset:atIndex:]:350: failed assertion `index(31) must be < 31'\n\
               ordinary output";
    let found = validation_messages(log);
    assert_eq!(found.len(), 2);
    assert!(validation_messages("all good\n").is_empty());
    assert_eq!(language_version(MslVersion::V2_4), (2 << 16) + 4);
    assert_eq!(language_version(MslVersion::V3_2), (3 << 16) + 2);
    assert_eq!(vertex_format_raw("float3"), Some(30));
    assert_eq!(vertex_format_raw("uchar4Normalized"), Some(9));
    assert_eq!(vertex_format_raw("half"), Some(53));
    assert_eq!(vertex_format_raw("float5"), None);
}

#[test]
fn vertex_layout_follows_reflected_attributes() {
    let ep = EntryPoint {
        name: "vs".into(),
        vertex_stride: Some(24),
        vertex_attributes: vec![
            VertexAttribute { name: "color".into(), semantic: None, location: 1, format: "float4".into(), offset: 8 },
            VertexAttribute { name: "pos".into(), semantic: None, location: 0, format: "float2".into(), offset: 0 },
        ],
        ..EntryPoint::default()
    };
    let (layout, stride) = vertex_layout(&ep).unwrap();
    assert_eq!(stride, 24);
    let offsets: Vec<u32> = layout.leaves(2).iter().map(|l| l.offset).collect();
    assert_eq!(offsets, vec![0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44]);
}

#[test]
fn cli_validate_elsewhere_exits_2() {
    if SUPPORTED {
        return;
    }
    let argv: Vec<String> = ["x.hlsl", "--validate"].iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = crate::cli::run(&argv, &mut "".as_bytes(), &mut out, &mut err);
    assert_eq!(code, 2);
    assert!(String::from_utf8_lossy(&err).contains("--validate needs macOS with a Metal device"));
}

fn render_translation() -> Translation {
    let attr = |name: &str, location, format: &str, offset| VertexAttribute {
        name: name.into(),
        semantic: None,
        location,
        format: format.into(),
        offset,
    };
    let vs = EntryPoint {
        name: "vs".into(),
        msl_name: "vs".into(),
        stage: "vertex".into(),
        vertex_attributes: vec![attr("pos", 0, "float2", 0), attr("color", 1, "float4", 8)],
        vertex_stride: Some(24),
        ..EntryPoint::default()
    };
    let fs = EntryPoint { name: "fs".into(), msl_name: "fs".into(), stage: "fragment".into(), ..EntryPoint::default() };
    let mut t = translation();
    let r = t.reflection.as_mut().unwrap();
    r.entry_points = vec![vs, fs];
    t.entry_points = vec![
        EntryOutput {
            name: "vs".into(),
            msl_name: "vs".into(),
            stage: Stage::Vertex,
            msl: String::new(),
            line_map: Vec::new(),
        },
        EntryOutput {
            name: "fs".into(),
            msl_name: "fs".into(),
            stage: Stage::Fragment,
            msl: String::new(),
            line_map: Vec::new(),
        },
    ];
    t
}

#[test]
fn render_cases_pack_vertices_by_reflection_and_compare_pixels() {
    let case = r#"{
      "buffers": [ { "binding": 0, "data": [1] } ],
      "render": { "vertex": "vs", "fragment": "fs", "size": [2, 1], "vertexCount": 3,
                  "vertices": [ [[-1, -1], [0.5, 0, 0, 1]], [[3, -1], [0.5, 0, 0, 1]], [[-1, 3], [0.5, 0, 0, 1]] ],
                  "expect": [ [0.5, 0, 0, 1], [0.5, 0, 0, 1] ] }
    }"#;
    let input = scratch("render", Some(case));
    let mut gpu = FakeGpu::default();
    let rows = run_all(&mut gpu, &input, &render_translation(), &Options::default()).unwrap();
    let names: Vec<&str> = rows.iter().map(|r| r.case.as_str()).collect();
    assert_eq!(names, vec!["k.comp:vs (compile)", "k.comp:fs (compile)", "k.comp:default"]);
    assert!(rows.iter().all(CaseReport::passed), "{}", cases::render_table(&rows));
    assert_eq!(rows[2].matched, Step::Passed);
    // 3 vertices, stride 24, vertex buffer at Metal index 30; buffers at their slots.
    assert_eq!(gpu.rendered, vec![([3, 24, 30], vec![0, 1, 2])]);
    // A wrong expectation fails the row.
    let wrong = case
        .replace("\"expect\": [ [0.5, 0, 0, 1], [0.5, 0, 0, 1] ]", "\"expect\": [ [0.5, 0, 0, 1], [0.25, 0, 0, 1] ]");
    assert_ne!(wrong, case);
    let input = scratch("render-wrong", Some(&wrong));
    let rows = run_all(&mut FakeGpu::default(), &input, &render_translation(), &Options::default()).unwrap();
    assert_eq!(rows[2].matched, Step::Failed);
}

#[test]
fn the_options_file_beside_the_shader_applies_under_the_command_line() {
    let input = scratch("options", None);
    let mut cli = Options { msl_version: crate::options::MslVersion::V3_0, ..Options::default() };
    cli.spec_values.insert("N".into(), "2".into());
    assert_eq!(options_for(&input, &cli).unwrap(), cli);
    std::fs::write(
        format!("{}.options.json", input.display()),
        r#"{ "enable16bitTypes": true, "defines": [["A", "1"]] }"#,
    )
    .unwrap();
    let o = options_for(&input, &cli).unwrap();
    assert!(o.enable_16bit_types);
    assert_eq!(o.defines, vec![("A".to_string(), "1".to_string())]);
    assert_eq!(o.msl_version, crate::options::MslVersion::V3_0);
    assert_eq!(o.spec_values.get("N").map(String::as_str), Some("2"));
    std::fs::write(format!("{}.options.json", input.display()), "{ nope").unwrap();
    assert!(options_for(&input, &cli).is_err());
}

#[test]
fn the_buffer_of_sizes_holds_the_byte_size_of_each_named_buffer() {
    let layout = PackLayout::from_type("u32").unwrap();
    let prepared = |name: &str, slot: u32, len: usize| PreparedBuffer {
        name: name.into(),
        slot,
        push_constants: false,
        layout: layout.clone(),
        count: 0,
        bytes: vec![0; len],
        expect: None,
    };
    let buffers = [prepared("a", 0, 48), prepared("b", 1, 20)];
    let refl = EntryPoint {
        buffer_sizes: Some(crate::reflect::BufferSizes { index: 2, buffers: vec!["b".into(), "a".into()] }),
        ..EntryPoint::default()
    };
    let bound = with_buffer_sizes(&refl, &buffers).unwrap();
    let sizes = bound.last().unwrap();
    assert_eq!((sizes.slot, sizes.push_constants), (2, true));
    assert_eq!(sizes.bytes, [20u32.to_le_bytes(), 48u32.to_le_bytes()].concat());
    let missing = EntryPoint {
        buffer_sizes: Some(crate::reflect::BufferSizes { index: 2, buffers: vec!["c".into()] }),
        ..EntryPoint::default()
    };
    assert!(with_buffer_sizes(&missing, &buffers).is_err());
    assert_eq!(with_buffer_sizes(&EntryPoint::default(), &buffers).unwrap().len(), 2);
}
