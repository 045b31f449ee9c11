//! Parser, packer and run-preparation tests with hand-made reflections
//! (the layouts are what the source languages' rules give, worked out by hand).

use super::*;
use crate::options::Language;
use crate::reflect::{
    BufferLayout, EntryPoint, LayoutMember, MetalSlot, Reflection, Resource, ResourceKind, SlotKind, SourceBinding,
    SpecConstant,
};
use serde_json::json;

fn member(name: &str, offset: u32, size: u32, ty: &str) -> LayoutMember {
    LayoutMember { name: name.into(), offset, size, source_type: ty.into(), ..LayoutMember::default() }
}

fn resource(
    name: &str,
    kind: ResourceKind,
    binding: SourceBinding,
    slot: u32,
    layout: BufferLayout,
    ty: &str,
) -> Resource {
    Resource {
        name: name.into(),
        kind,
        binding,
        source_type: ty.into(),
        msl_type: String::new(),
        array_size: None,
        metal: MetalSlot { kind: SlotKind::Buffer, index: slot },
        layout: Some(layout),
        access: None,
        needs_compare_function: false,
        used_by: Vec::new(),
        texel_format: None,
        atomics_of: None,
        row_alignment_constant: None,
    }
}

fn hlsl(register: &str) -> SourceBinding {
    SourceBinding { register: Some(register.into()), space: Some(0), ..SourceBinding::default() }
}

fn glsl(binding: u32) -> SourceBinding {
    SourceBinding { set: Some(0), binding: Some(binding), ..SourceBinding::default() }
}

/// A runtime array of scalars: `RWStructuredBuffer<float>`.
fn runtime_of(stride: u32) -> BufferLayout {
    BufferLayout { size: stride, alignment: 4, members: vec![], runtime_array_stride: Some(stride) }
}

fn u32s(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

#[test]
fn flat_file_is_one_default_run() {
    let c =
        parse(r#"{ "dispatch": 4, "buffers": [ { "name": "out", "count": 4, "expect": [0, 1, 2, 3] } ] }"#).unwrap();
    assert_eq!(c.entry, "main");
    assert_eq!(c.runs.len(), 1);
    assert_eq!(c.runs[0].name, "default");
    assert_eq!(c.runs[0].dispatch, [4, 1, 1]);
    let e = c.runs[0].buffers[0].expect.as_ref().unwrap();
    assert_eq!(e.values, Values::Data(json!([0, 1, 2, 3])));
    assert_eq!(e.tolerance, Tolerance::default());
}

#[test]
fn runs_inherit_and_replace_buffers_by_selector() {
    let c = parse(
        r#"{
          "entry": "cs", "dispatch": [2, 3], "spec": { "A": 1, "B": 2 },
          "buffers": [ { "name": "in", "iota": 1 }, { "name": "out", "count": 2, "expect": { "fill": 7, "abs": 0.5 } } ],
          "runs": [
            { "name": "base" },
            { "name": "other", "dispatch": [1], "spec": { "B": 5 },
              "buffers": [ { "name": "out", "count": 2, "expect": { "data": [1, 2], "ulp": 4, "unordered": true } } ] }
          ]
        }"#,
    )
    .unwrap();
    assert_eq!(c.entry, "cs");
    assert_eq!(c.runs[0].dispatch, [2, 3, 1]);
    assert_eq!(c.runs[1].dispatch, [1, 1, 1]);
    assert_eq!(c.runs[1].spec.get("A"), Some(&json!(1)));
    assert_eq!(c.runs[1].spec.get("B"), Some(&json!(5)));
    assert_eq!(c.runs[1].buffers.len(), 2);
    assert_eq!(c.runs[0].buffers[0].init, Values::Iota { start: 1.0, step: 1.0 });
    let e0 = c.runs[0].buffers[1].expect.as_ref().unwrap();
    assert_eq!((e0.values.clone(), e0.tolerance.abs), (Values::Fill(json!(7)), 0.5));
    let e1 = c.runs[1].buffers[1].expect.as_ref().unwrap();
    assert_eq!((e1.tolerance.ulp, e1.unordered), (4, true));
}

#[test]
fn malformed_files_are_errors_not_panics() {
    for bad in [
        "",
        "[]",
        r#"{ "dispach": 1 }"#,
        r#"{ "dispatch": [0] }"#,
        r#"{ "dispatch": [1, 2, 3, 4] }"#,
        r#"{ "buffers": [ { "data": [1] } ] }"#,
        r#"{ "buffers": [ { "name": "x", "data": [1], "fill": 0 } ] }"#,
        r#"{ "buffers": [ { "name": "x", "expect": { "ulp": 1 } } ] }"#,
        r#"{ "buffers": [ { "name": "x", "expect": { "data": [1], "tolerance": 1 } } ] }"#,
        r#"{ "buffers": [ { "name": "x", "iota": { "begin": 1 } } ] }"#,
        r#"{ "runs": [] }"#,
        r#"{ "runs": [ { "name": "a" }, { "name": "a" } ] }"#,
        r#"{ "render": { "vertex": "v", "fragment": "f", "size": [0, 4], "vertices": [], "vertexCount": 0, "expect": [0] } }"#,
        r#"{ "render": { "vertex": "v", "fragment": "f", "size": [100000, 4], "vertices": [], "vertexCount": 0, "expect": [0] } }"#,
    ] {
        assert!(parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn data_flattens_nested_lists_and_fills_structs_by_name() {
    // StructuredBuffer<S>, struct S { float3 p; uint id; } in D3D packing: stride 16.
    let bl = BufferLayout {
        size: 16,
        alignment: 4,
        members: vec![member("p", 0, 12, "float3"), member("id", 12, 4, "uint")],
        runtime_array_stride: Some(16),
    };
    let l = PackLayout::from_buffer_layout(&bl, "S", Language::Hlsl).unwrap();
    let nested = Values::Data(json!([[[1.0, 2.0, 3.0], 7], [[4.0, 5.0, 6.0], 8]]));
    let flat = Values::Data(json!([1.0, 2.0, 3.0, 7, 4.0, 5.0, 6.0, 8]));
    let objects = Values::Data(json!([{ "p": [1.0, 2.0, 3.0], "id": 7 }, { "id": 8, "p": [4.0, 5.0, 6.0] }]));
    let (n, a) = pack::assign(&l, &nested, None).unwrap();
    assert_eq!(n, 2);
    let bytes = pack::pack(&a, l.byte_size(n)).unwrap();
    assert_eq!(bytes.len(), 32);
    let want = [
        1.0f32.to_bits(),
        2.0f32.to_bits(),
        3.0f32.to_bits(),
        7,
        4.0f32.to_bits(),
        5.0f32.to_bits(),
        6.0f32.to_bits(),
        8,
    ];
    assert_eq!(u32s(&bytes), want);
    for other in [flat, objects] {
        let (n2, a2) = pack::assign(&l, &other, None).unwrap();
        assert_eq!((n2, pack::pack(&a2, l.byte_size(n2)).unwrap()), (n, bytes.clone()));
    }
    // A partial element still counts; the rest is zero.
    let (n, a) = pack::assign(&l, &Values::Data(json!([1, 2, 3, 4, 5])), None).unwrap();
    assert_eq!(n, 2);
    assert_eq!(a.iter().filter(|(_, v)| v.is_none()).count(), 3);
    // An object naming no member of S is an error, as is a type mismatch.
    assert!(pack::assign(&l, &Values::Data(json!([{ "q": 1 }])), None).is_err());
    let (_, a) = pack::assign(&l, &Values::Data(json!([1.5, 0, 0, 2.5])), None).unwrap();
    assert!(pack::pack(&a, 16).is_err());
    // With a count, too many values are an error.
    assert!(pack::assign(&l, &Values::Data(json!([1, 2, 3, 4, 5])), Some(1)).is_err());
}

#[test]
fn huge_counts_are_errors_not_allocations() {
    let l = PackLayout::from_type("u32x4").unwrap();
    assert_eq!(l.leaf_count(3), 12);
    assert!(pack::assign(&l, &Values::Fill(json!(0)), Some(u32::MAX)).is_err());
    assert!(pack::assign(&l, &Values::None, Some(100_000_000)).is_err());
    assert!(pack::pack(&Vec::new(), u32::MAX).is_err());
    let case = parse(r#"{ "buffers": [ { "register": "u0", "count": 4000000000, "fill": 1 } ] }"#).unwrap();
    let none = std::collections::BTreeMap::new();
    let err = prepare_run(&case.runs[0], &reflection(), "main", Language::Hlsl, &none).unwrap_err();
    assert!(err.contains("scalars") || err.contains("bytes"), "{err}");
}

#[test]
fn fill_and_iota_need_a_count_for_runtime_arrays() {
    let l = PackLayout::from_type("u32").unwrap();
    assert!(pack::assign(&l, &Values::Fill(json!(3)), None).is_err());
    let (n, a) = pack::assign(&l, &Values::Iota { start: 10.0, step: -2.0 }, Some(4)).unwrap();
    assert_eq!(n, 4);
    assert_eq!(u32s(&pack::pack(&a, l.byte_size(n)).unwrap()), vec![10, 8, 6, 4]);
    let (_, a) = pack::assign(&l, &Values::Fill(json!("0xdeadbeef")), Some(2)).unwrap();
    assert_eq!(u32s(&pack::pack(&a, 8).unwrap()), vec![0xdead_beef, 0xdead_beef]);
}

/// GLSL std140 `uniform P { vec3 a; float b; vec2 c[2]; mat2 m; }`:
/// a@0, b@12, c@16 (stride 16), m@48 (column-major, 2 columns 16 apart).
#[test]
fn std140_block_with_arrays_and_matrix() {
    let mut c = member("c", 16, 32, "vec2");
    c.array_count = Some(2);
    c.array_stride = Some(16);
    let mut m = member("m", 48, 32, "mat2");
    m.matrix_layout = Some("column_major".into());
    m.matrix_stride = Some(16);
    let bl = BufferLayout {
        size: 80,
        alignment: 16,
        members: vec![member("a", 0, 12, "vec3"), member("b", 12, 4, "float"), c, m],
        runtime_array_stride: None,
    };
    let l = PackLayout::from_buffer_layout(&bl, "P", Language::Glsl).unwrap();
    let v = Values::Data(json!({ "a": [1, 2, 3], "b": 4, "c": [[5, 6], [7, 8]], "m": [[9, 10], [11, 12]] }));
    let (n, a) = pack::assign(&l, &v, None).unwrap();
    let bytes = pack::pack(&a, l.byte_size(n)).unwrap();
    let f = |x: f32| x.to_bits();
    let mut want = vec![0u32; 20];
    for (i, x) in [(0, 1.0), (1, 2.0), (2, 3.0), (3, 4.0), (4, 5.0), (5, 6.0), (8, 7.0), (9, 8.0)] {
        want[i] = f(x);
    }
    // m[0] (first column) = (9, 10) at 48; m[1] = (11, 12) at 64.
    for (i, x) in [(12, 9.0), (13, 10.0), (16, 11.0), (17, 12.0)] {
        want[i] = f(x);
    }
    assert_eq!(u32s(&bytes), want);
}

fn reflection() -> Reflection {
    let ep = EntryPoint {
        name: "main".into(),
        msl_name: "main0".into(),
        stage: "compute".into(),
        workgroup_size: Some([4, 1, 1]),
        ..EntryPoint::default()
    };
    let params = BufferLayout {
        size: 16,
        alignment: 16,
        members: vec![member("scale", 0, 4, "float"), member("n", 4, 4, "uint")],
        runtime_array_stride: None,
    };
    Reflection {
        language: "hlsl".into(),
        msl_version: "2.4".into(),
        entry_points: vec![ep],
        resources: vec![
            resource("Params", ResourceKind::UniformBuffer, hlsl("b0"), 0, params, "Params"),
            resource("input", ResourceKind::ReadOnlyStorageBuffer, hlsl("t0"), 1, runtime_of(4), "float"),
            resource("output", ResourceKind::StorageBuffer, hlsl("u0"), 2, runtime_of(4), "float"),
        ],
        push_constants: None,
        specialization_constants: vec![
            SpecConstant { name: "K".into(), index: 3, ty: "uint".into(), mtl_data_type: 33, default: json!(4) },
            SpecConstant { name: "F".into(), index: 0, ty: "float".into(), mtl_data_type: 3, default: json!(1.0) },
            SpecConstant { name: "B".into(), index: 1, ty: "bool".into(), mtl_data_type: 53, default: json!(false) },
        ],
        vertex_buffer_index: 30,
        ..Reflection::default()
    }
}

#[test]
fn run_binds_every_buffer_at_its_slot() {
    let case = parse(
        r#"{ "spec": { "K": 7 }, "buffers": [
              { "register": "t0", "binding": 1, "data": [1, 2, 3, 4] },
              { "register": "u0", "binding": 2, "count": 4, "expect": { "data": [2, 4, 6, 8], "ulp": 1 } } ] }"#,
    )
    .unwrap();
    let mut overrides = std::collections::BTreeMap::new();
    overrides.insert("B".to_string(), "true".to_string());
    overrides.insert("F".to_string(), "0.5".to_string());
    let r = prepare_run(&case.runs[0], &reflection(), "main", Language::Hlsl, &overrides).unwrap();
    let slots: Vec<(u32, &str, usize)> = r.buffers.iter().map(|b| (b.slot, b.name.as_str(), b.bytes.len())).collect();
    assert_eq!(slots, vec![(0, "Params", 16), (1, "input", 16), (2, "output", 16)]);
    assert_eq!(u32s(&r.buffers[1].bytes), [1.0f32, 2.0, 3.0, 4.0].map(f32::to_bits));
    assert!(r.buffers[0].bytes.iter().all(|b| *b == 0));
    assert_eq!(r.buffers[2].expect.as_ref().unwrap().tolerance.ulp, 1);
    let spec: Vec<(u32, Vec<u8>)> = r.spec.iter().map(|s| (s.index, s.bytes.clone())).collect();
    assert_eq!(spec, vec![(0, 0.5f32.to_le_bytes().to_vec()), (1, vec![1]), (3, 7u32.to_le_bytes().to_vec())]);
    // Compare a read-back that is right and one that is off by one ulp and by two.
    let exp = r.buffers[2].expect.as_ref().unwrap();
    let good: Vec<u8> = [2.0f32, 4.0, 6.0, 8.0].iter().flat_map(|x| x.to_le_bytes()).collect();
    assert!(compare(exp, &good, "output").matched());
    let mut off = good.clone();
    off[4..8].copy_from_slice(&(4.0f32.to_bits() + 1).to_le_bytes());
    assert_eq!(compare(exp, &off, "output").max_ulp, 1);
    off[4..8].copy_from_slice(&(4.0f32.to_bits() + 2).to_le_bytes());
    assert!(!compare(exp, &off, "output").matched());
}

#[test]
fn offsets_are_checked_against_reflection() {
    let ok = parse(r#"{ "buffers": [ { "register": "b0", "offsets": { "scale": 0, "n": 4 } } ] }"#).unwrap();
    let none = std::collections::BTreeMap::new();
    assert!(prepare_run(&ok.runs[0], &reflection(), "main", Language::Hlsl, &none).is_ok());
    let bad = parse(r#"{ "buffers": [ { "register": "b0", "offsets": { "n": 8 } } ] }"#).unwrap();
    let err = prepare_run(&bad.runs[0], &reflection(), "main", Language::Hlsl, &none).unwrap_err();
    assert_eq!(err, "buffer `Params`: reflected offset of `n` is 4, the case expects 8");
    let missing = parse(r#"{ "buffers": [ { "register": "b0", "offsets": { "m.x": 0 } } ] }"#).unwrap();
    assert!(prepare_run(&missing.runs[0], &reflection(), "main", Language::Hlsl, &none).is_err());
}

#[test]
fn run_errors_name_the_problem() {
    let refl = reflection();
    let none = std::collections::BTreeMap::new();
    let bad = |text: &str| {
        let case = parse(text).unwrap();
        prepare_run(&case.runs[0], &refl, "main", Language::Hlsl, &none).unwrap_err()
    };
    assert!(bad(r#"{ "buffers": [ { "name": "nope", "data": [1] } ] }"#).contains("no buffer resource matches `nope`"));
    assert!(bad(r#"{ "spec": { "Q": 1 } }"#).contains("no specialization constant `Q`"));
    assert!(bad(r#"{ "spec": { "K": -1 } }"#).contains("out of range"));
    assert!(bad(r#"{ "buffers": [ { "name": "output", "fill": 1 } ] }"#).contains("give `count`"));
    assert!(bad(r#"{ "buffers": [ { "slot": 2, "count": 1 }, { "name": "output", "count": 1 } ] }"#).contains("twice"));
    let case = parse("{}").unwrap();
    assert!(prepare_run(&case.runs[0], &refl, "other", Language::Hlsl, &none).is_err());
}

#[test]
fn selector_keys_follow_the_source_language() {
    let r = reflection();
    let both = BufferSelector { register: Some("u0".into()), binding: Some(9), ..BufferSelector::default() };
    assert_eq!(both.resolve(&r, Language::Hlsl).map(|x| x.name.as_str()), Ok("output"));
    let mut g = r.clone();
    for (i, res) in g.resources.iter_mut().enumerate() {
        res.binding = glsl(i as u32);
    }
    let both = BufferSelector { register: Some("u0".into()), binding: Some(2), ..BufferSelector::default() };
    assert_eq!(both.resolve(&g, Language::Glsl).map(|x| x.name.as_str()), Ok("output"));
    // An HLSL source whose reflection has no registers falls back to the
    // name, never to a GLSL binding number.
    let named = BufferSelector {
        register: Some("u0".into()),
        binding: Some(0),
        name: Some("output".into()),
        ..BufferSelector::default()
    };
    assert_eq!(named.resolve(&g, Language::Hlsl).map(|x| x.name.as_str()), Ok("output"));
    assert!(both.resolve(&g, Language::Hlsl).is_err());
    let by_slot = BufferSelector { slot: Some(1), ..BufferSelector::default() };
    assert_eq!(by_slot.resolve(&g, Language::Glsl).map(|x| x.name.as_str()), Ok("input"));
}

/// Every case file in the repository parses, names shaders that exist, and
/// its literal values fit a plain runtime array of its fallback type.
#[test]
fn repository_case_files_parse() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples-shaders");
    for path in find_case_files(&root) {
        let case = load(&path).unwrap_or_else(|e| panic!("{e}"));
        let shaders = shaders_for(&path, &case);
        assert!(!shaders.is_empty(), "{}: no shader beside it", path.display());
        for s in &shaders {
            assert!(s.is_file(), "{}: {} does not exist", path.display(), s.display());
            assert_eq!(case_file_for(s).as_deref(), Some(path.as_path()), "{}", s.display());
        }
        assert!(case.runs.iter().all(|r| !r.buffers.is_empty()), "{}: a run without buffers", path.display());
    }
}

/// Every prefix of every repository case file parses or fails cleanly, and
/// whatever parses prepares or fails cleanly against a hand-made reflection.
#[test]
fn truncated_case_files_never_panic() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples-shaders");
    let refl = reflection();
    let none = std::collections::BTreeMap::new();
    for path in find_case_files(&root) {
        let text = std::fs::read_to_string(&path).unwrap();
        for end in (0..text.len()).step_by(7).filter(|e| text.is_char_boundary(*e)) {
            if let Ok(case) = parse(&text[..end]) {
                for run in &case.runs {
                    let _ = prepare_run(run, &refl, "main", Language::Hlsl, &none);
                }
            }
        }
    }
}

#[test]
fn textures_and_samplers_parse_with_run_overrides() {
    let text = r#"{
      "textures": [ { "binding": 0, "name": "tex", "dim": "2dArray", "format": "rgba8unorm", "size": [8, 4],
                      "layers": 3, "mips": 3, "pattern": 5,
                      "sampler": { "filter": "linear", "mipFilter": "nearest", "addressU": "repeat" } } ],
      "samplers": [ { "register": "s0", "magFilter": "linear", "compare": "greaterEqual", "border": "opaqueWhite",
                      "maxLod": 2.5 } ],
      "runs": [ { "name": "a" },
                { "name": "b", "textures": [ { "binding": 0, "name": "tex", "dim": "2d", "format": "r32float",
                                               "size": [2, 2], "data": [1, 2, 3, 4] } ] } ]
    }"#;
    let case = parse(text).unwrap_or_else(|e| panic!("{e}"));
    let a = &case.runs[0];
    let t = &a.textures[0];
    assert_eq!(
        (t.dim, t.format, t.size, t.layers, t.mips),
        (TextureDim::D2Array, TextureFormat::Rgba8Unorm, [8, 4, 1], 3, 3)
    );
    // Mips halve each extent (at least 1): 8x4, 4x2, 2x1, three layers of 4 bytes.
    assert_eq!(t.mip_size(2), [2, 1, 1]);
    assert_eq!(t.byte_size(), (32 + 8 + 2) * 3 * 4);
    let s = t.sampler.as_ref().map(|s| (s.mag_linear, s.min_linear, s.mip_filter, s.address));
    assert_eq!(s, Some((true, true, 1, [0, 2, 2])));
    let bound = &a.samplers[0];
    assert_eq!(
        (bound.mag_linear, bound.min_linear, bound.compare, bound.border, bound.max_lod),
        (true, false, Some(4), 2, 2.5)
    );
    // The run's texture replaces the one with the same selector.
    let b = &case.runs[1].textures;
    assert_eq!(b.len(), 1);
    assert_eq!((b[0].format, b[0].init.clone()), (TextureFormat::R32Float, TextureInit::Data(json!([1, 2, 3, 4]))));
}

#[test]
fn bad_textures_and_samplers_are_errors() {
    let wrap = |t: &str| format!(r#"{{ "textures": [ {t} ] }}"#);
    for (t, want) in [
        (r#"{ "binding": 0, "dim": "4d", "format": "r32float", "size": [2, 2] }"#, "unknown `dim`"),
        (r#"{ "binding": 0, "dim": "2d", "format": "bgra8", "size": [2, 2] }"#, "unknown `format`"),
        (r#"{ "binding": 0, "dim": "2d", "format": "r32float", "size": [2] }"#, "`size` needs 2"),
        (r#"{ "binding": 0, "dim": "3d", "format": "r32float", "size": [2, 2, 0] }"#, "`size` needs 3"),
        (r#"{ "binding": 0, "dim": "cube", "format": "r32float", "size": [2, 4] }"#, "square"),
        (r#"{ "binding": 0, "dim": "2d", "format": "r32float", "size": [2, 2], "layers": 2 }"#, "only for array"),
        (r#"{ "binding": 0, "dim": "2d", "format": "r32float", "size": [4, 4], "mips": 4 }"#, "`mips` is 1 to 3"),
        (
            r#"{ "binding": 0, "dim": "2d", "format": "r32float", "size": [2, 2], "data": [1], "pattern": 1 }"#,
            "at most one",
        ),
        (r#"{ "dim": "2d", "format": "r32float", "size": [2, 2] }"#, "needs `name`"),
        (r#"{ "binding": 0, "dim": "2d", "format": "r32float", "size": [4096, 4096] }"#, "more than"),
        (
            r#"{ "binding": 0, "dim": "2d", "format": "r32float", "size": [2, 2], "sampler": { "register": "s0" } }"#,
            "no selector keys",
        ),
        (
            r#"{ "binding": 0, "dim": "2d", "format": "r32float", "size": [2, 2], "sampler": { "filter": "cubic" } }"#,
            "unknown filter",
        ),
        (
            r#"{ "binding": 0, "dim": "2d", "format": "r32float", "size": [2, 2], "sampler": { "minLod": 3, "maxLod": 1 } }"#,
            "minLod",
        ),
    ] {
        match parse(&wrap(t)) {
            Ok(_) => panic!("accepted {t}"),
            Err(e) => assert!(e.0.contains(want), "{t}: {e} (wanted `{want}`)"),
        }
    }
    // `--validate` does not bind images yet: such a run is refused, not dispatched without them.
    let case = parse(r#"{ "samplers": [ { "register": "s0" } ] }"#).unwrap_or_else(|e| panic!("{e}"));
    let err = prepare_run(&case.runs[0], &reflection(), "main", Language::Hlsl, &std::collections::BTreeMap::new())
        .unwrap_err();
    assert!(err.contains("only the execution-parity runner"), "{err}");
    let sampler = parse(r#"{ "samplers": [ { "filter": "linear" } ] }"#);
    assert!(sampler.is_err_and(|e| e.0.contains("a sampler needs")));
}
