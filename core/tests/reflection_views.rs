//! Reflection against hand-written expectations: each resource in the
//! source's view and the MSL's, matrix orientation and dimensions, which
//! entry points use what, and only the bindings the source wrote; explicit
//! GLSL member offsets as GLSL 4.60 §4.4.5 places them (computed by hand,
//! the comments give the arithmetic).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

use ferrometal::Options;
use ferrometal::reflect::{LayoutMember, Reflection, Resource};
use std::path::Path;

fn reflect(rel: &str) -> Reflection {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples-shaders").join(rel);
    let src = std::fs::read_to_string(&path).unwrap();
    let options = Options { file_name: Some(rel.into()), ..Options::default() };
    let t = ferrometal::translate(&src, &options);
    assert!(!t.has_errors(), "{rel}: {}", t.render_diagnostics());
    t.reflection.unwrap()
}

fn resource<'a>(r: &'a Reflection, name: &str) -> &'a Resource {
    r.resources.iter().find(|x| x.name == name).unwrap_or_else(|| panic!("no resource `{name}`"))
}

fn member<'a>(res: &'a Resource, name: &str) -> &'a LayoutMember {
    res.layout.as_ref().unwrap().members.iter().find(|m| m.name == name).unwrap_or_else(|| panic!("no `{name}`"))
}

/// (source type, MSL type) of a resource.
fn views(r: &Reflection, name: &str) -> (String, String) {
    let res = resource(r, name);
    (res.source_type.clone(), res.msl_type.clone())
}

/// (source type, MSL type, source rows, source columns, source layout, MSL column holds, stride).
type MatrixViews = (String, String, Option<u32>, Option<u32>, Option<String>, Option<String>, Option<u32>);

fn matrix(m: &LayoutMember) -> MatrixViews {
    (
        m.source_type.clone(),
        m.msl_type.clone(),
        m.source_rows,
        m.source_columns,
        m.matrix_layout.clone(),
        m.msl_column_holds.clone(),
        m.matrix_stride,
    )
}

fn mv(src: &str, msl: &str, rows: u32, cols: u32, layout: &str, holds: &str, stride: u32) -> MatrixViews {
    (src.into(), msl.into(), Some(rows), Some(cols), Some(layout.into()), Some(holds.into()), Some(stride))
}

fn s(a: &str, b: &str) -> (String, String) {
    (a.into(), b.into())
}

#[test]
fn hlsl_resources_in_both_views() {
    let r = reflect("hlsl/reflect_resource_views.hlsl");
    assert_eq!(views(&r, "albedo"), s("Texture2D<float4>", "texture2d<float>"));
    assert_eq!(views(&r, "msColor"), s("Texture2DMS<float4>", "texture2d_ms<float>"));
    assert_eq!(views(&r, "particles"), s("StructuredBuffer<Particle>", "const device Particle*"));
    assert_eq!(views(&r, "Frame"), s("cbuffer Frame", "constant type_Frame&"));
    assert_eq!(views(&r, "linearSampler"), s("SamplerState", "sampler"));
    let frame = resource(&r, "Frame");
    // row_major float4x4: rows are the stored lines; each MSL column is a source row.
    assert_eq!(matrix(member(frame, "viewProj")), mv("float4x4", "float4x4", 4, 4, "row_major", "sourceRow", 16));
    assert_eq!(matrix(member(frame, "world")), mv("float4x4", "float4x4", 4, 4, "column_major", "sourceColumn", 16));
    // float4x3 (4 rows × 3 columns), column-major: 3 stored columns of 4 = MSL float3x4.
    assert_eq!(matrix(member(frame, "bones")), mv("float4x3", "float3x4", 4, 3, "column_major", "sourceColumn", 16));
    // D3D packing: bones 128 + 2·16 + 16 = 176; normals (4 lines of 3) 176 + 3·16 + 12 = 236,
    // and `exposure` fills the tail of that register.
    assert_eq!(member(frame, "normals").offset, 176);
    assert_eq!(member(frame, "exposure").offset, 236);
    // Source bindings: registers only (no [[vk::binding]] in the source).
    for res in &r.resources {
        assert_eq!((res.binding.set, res.binding.binding), (None, None), "{}", res.name);
    }
    assert_eq!(resource(&r, "albedo").binding.register.as_deref(), Some("t0"));
    // Who uses what.
    assert_eq!(resource(&r, "Frame").used_by, ["VSMain", "PSMain"]);
    assert_eq!(resource(&r, "particles").used_by, ["VSMain"]);
    assert_eq!(resource(&r, "albedo").used_by, ["PSMain"]);
    assert!(resource(&r, "unusedDepth").used_by.is_empty());
}

#[test]
fn glsl_resources_in_both_views() {
    let r = reflect("glsl/vk450_reflect_views.frag");
    assert_eq!(views(&r, "Scene"), s("uniform Scene", "constant type_Scene&"));
    assert_eq!(views(&r, "lights"), s("readonly buffer Lights", "const device Light*"));
    assert_eq!(views(&r, "albedo"), s("sampler2D", "texture2d<float>"));
    let scene = resource(&r, "Scene");
    assert_eq!((scene.binding.set, scene.binding.binding), (Some(0), Some(0)));
    // mat3x4: 3 columns × 4 rows. Column-major: 3 lines of vec4 (MSL float3x4);
    // row-major: 4 lines of vec3, 16 apart in std140 (MSL float4x3).
    assert_eq!(matrix(member(scene, "colMajor")), mv("mat3x4", "float3x4", 4, 3, "column_major", "sourceColumn", 16));
    assert_eq!(matrix(member(scene, "rowMajor")), mv("mat3x4", "float4x3", 4, 3, "row_major", "sourceRow", 16));
    // std140 offsets: colMajor 0..48, rowMajor 48..112, view 112..176, sun at 176.
    assert_eq!(member(scene, "rowMajor").offset, 48);
    assert_eq!(member(scene, "view").offset, 112);
    let sun = member(scene, "sun");
    assert_eq!((sun.offset, sun.source_type.as_str()), (176, "Light"));
    // `layout(row_major)` on the struct member reaches the struct's matrix.
    let frame = sun.members.iter().find(|m| m.name == "frame").unwrap();
    assert_eq!(matrix(frame), mv("mat3x4", "float4x3", 4, 3, "row_major", "sourceRow", 16));
    assert!(resource(&r, "unusedShadow").used_by.is_empty());
    assert_eq!(resource(&r, "albedo").used_by, ["main0"]);
}

#[test]
fn glsl_explicit_member_offsets() {
    let r = reflect("glsl/vk450_explicit_offsets.frag");
    let offsets = |name: &str| -> Vec<(String, u32)> {
        resource(&r, name).layout.as_ref().unwrap().members.iter().map(|m| (m.name.clone(), m.offset)).collect()
    };
    let o = |v: &[(&str, u32)]| v.iter().map(|(n, x)| (n.to_string(), *x)).collect::<Vec<_>>();
    // tint at 64; exposure follows it (64 + 16); scale at 96.
    assert_eq!(offsets("FragmentConstants"), o(&[("tint", 64), ("exposure", 80), ("scale", 96)]));
    // ambient 0, sun 64, weights 128 (3 × 16 = 48, ends 176), distortionAlpha
    // aligned to 32 → 192, view after it rounded to 16 → 208, fog at 368.
    assert_eq!(
        offsets("Scene"),
        o(&[("ambient", 0), ("sun", 64), ("weights", 128), ("distortionAlpha", 192), ("view", 208), ("fog", 368)])
    );
    let c = reflect("glsl/vk450_explicit_offsets.comp");
    let offsets = |name: &str| -> Vec<(String, u32)> {
        resource(&c, name).layout.as_ref().unwrap().members.iter().map(|m| (m.name.clone(), m.offset)).collect()
    };
    // dt 0; count 16; gravity after dt (4) aligned to 32; data at 64.
    assert_eq!(offsets("particles"), o(&[("dt", 0), ("count", 16), ("gravity", 32), ("data", 64)]));
    // Block `align = 16`: hits rounds up from 4 to 16.
    assert_eq!(offsets("stats"), o(&[("total", 0), ("hits", 16)]));
}

/// D3D constant-buffer packing edge cases, offsets computed by hand from
/// the D3D rules (no DXC here for `-fvk-use-dx-layout`): a vector never
/// straddles a 16-byte register; arrays, matrices and structs start a
/// register; an array's last element, a matrix's last line and a struct's
/// last member are not padded, so a scalar packs into their tail. The last
/// rule is DXC's (its test `vk.layout.cbuffer.fxc.1.hlsl`: `float c` after a
/// one-float struct at 16 is at 20) and Slang's `-fvk-use-dx-layout` gives
/// these same offsets; the documentation's "each structure forces the next
/// variable to start on the next four-component vector" is not what they do.
#[test]
fn hlsl_cbuffer_packing_by_hand() {
    let src = "struct S { float x; };\n\
        cbuffer E : register(b0) {\n\
            float a; float3 b; float2 c; float3 d; float arr[3]; float after;\n\
            S s; float post; float2x2 m; float tail;\n\
        };\n\
        RWStructuredBuffer<float> o : register(u0);\n\
        [numthreads(1, 1, 1)] void main() {\n\
            o[0] = a + b.x + c.x + d.x + arr[2] + after + s.x + post + m[1][1] + tail;\n\
        }\n";
    let options = Options { file_name: Some("packing.hlsl".into()), ..Options::default() };
    let t = ferrometal::translate(src, &options);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let r = t.reflection.unwrap();
    let e = resource(&r, "E");
    let got: Vec<(String, u32)> =
        e.layout.as_ref().unwrap().members.iter().map(|m| (m.name.clone(), m.offset)).collect();
    let want = [
        ("a", 0),      // register 0
        ("b", 4),      // 4 + 12 = 16: fits register 0
        ("c", 16),     // register 1
        ("d", 32),     // 24 + 12 would straddle: register 2
        ("arr", 48),   // elements at 48, 64, 80; the last ends at 84
        ("after", 84), // in the last element's tail
        ("s", 96),     // a struct starts a register; it ends at 100
        ("post", 100), // in the struct's last register
        ("m", 112),    // a matrix starts a register; two columns of 2, 16 apart: ends 136
        ("tail", 136), // in the matrix's last line's tail
    ];
    let want: Vec<(String, u32)> = want.iter().map(|(n, o)| (n.to_string(), *o)).collect();
    assert_eq!(got, want);
    assert_eq!(e.layout.as_ref().unwrap().size, 144);
    assert_eq!(member(e, "arr").array_stride, Some(16));
}

/// `[[vk::offset(N)]]` as DXC places it (its tests
/// `vk.push-constant.offset.hlsl` and `vk.layout.attr.offset.hlsl` check the
/// same rule): the member at N, the members after it by the buffer's rules
/// from there, computed by hand in the example's comments.
#[test]
fn hlsl_vk_offset_by_hand() {
    let r = reflect("hlsl/features/vk_offset.hlsl");
    let offsets = |name: &str| {
        let res = resource(&r, name);
        res.layout.as_ref().unwrap().members.iter().map(|m| (m.name.clone(), m.offset)).collect::<Vec<_>>()
    };
    let named = |v: &[(&str, u32)]| v.iter().map(|(n, o)| (n.to_string(), *o)).collect::<Vec<_>>();
    // Constant buffer: gain at 4; bias packs after it at 8; tint at 32.
    assert_eq!(offsets("tuning"), named(&[("gain", 4), ("bias", 8), ("tint", 32)]));
    // Structured buffer (4-byte alignment): velocity at 16, ends at 28;
    // age at 28; uv at 48; the element ends at 56.
    assert_eq!(offsets("particles"), named(&[("mass", 0), ("velocity", 16), ("age", 28), ("uv", 48)]));
    assert_eq!(resource(&r, "particles").layout.as_ref().unwrap().runtime_array_stride, Some(56));
}

/// A derived struct's bit fields start their own storage integer after the
/// base's, as DXC lays them out (its test `vk.layout.struct.bitfield.array`:
/// a struct deriving from one of two 1-bit fields, adding two more, has
/// `ArrayStride 8`, the derived fields at offset 4).
#[test]
fn hlsl_derived_bitfields_by_hand() {
    let r = reflect("hlsl/features/bitfields_derived.hlsl");
    let layout = resource(&r, "flags").layout.as_ref().unwrap();
    let offsets: Vec<u32> = layout.members.iter().map(|m| m.offset).collect();
    assert_eq!(offsets, [0, 4]);
    assert_eq!(layout.runtime_array_stride, Some(8));
}
