//! One test per OSH51xx check and OSH52xx warning the writer owns. Codes
//! that naga IR cannot carry are the front-ends' to report: OSH5108 for
//! `WaveMatch`/`WaveMultiPrefix*` (scans other than sums and products are
//! checked here), OSH5110 (naga has no multi-level break), OSH5117 (a naga
//! binding array has one sampler type).

use crate::diag::{Code, codes};
use crate::msl::{self, WriterInput, WriterOutput};
use crate::options::{Language, MslVersion, Options};
use crate::side::SideInfo;
use naga::{ImageClass, ImageDimension, Module, TypeInner};

fn parse(src: &str) -> Module {
    naga::front::wgsl::parse_str(src).unwrap()
}

fn info_of(m: &Module) -> naga::valid::ModuleInfo {
    naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
        .validate(m)
        .unwrap()
}

/// Write every entry point of `m` (validated as `valid`, which may be an
/// unmutated twin of `m`).
fn write_with(m: &Module, valid: &Module, side: &SideInfo, version: MslVersion) -> WriterOutput {
    let info = info_of(valid);
    let options = Options { msl_version: version, ..Options::default() };
    let input = WriterInput { module: m, info: &info, side, options: &options, language: Language::Wgsl };
    let entries: Vec<usize> = (0..m.entry_points.len()).collect();
    msl::write(&input, &entries)
}

fn codes_of(out: &WriterOutput) -> Vec<Code> {
    out.diagnostics.iter().map(|d| d.code).collect()
}

fn check(src: &str) -> Vec<Code> {
    let m = parse(src);
    codes_of(&write_with(&m, &m, &SideInfo::default(), MslVersion::V2_4))
}

fn text(out: &WriterOutput) -> String {
    out.entry_points.iter().map(|e| e.msl.as_str()).collect()
}

const COMPUTE: &str = "@group(0) @binding(0) var<storage, read_write> out: array<f32, 4>;
    @compute @workgroup_size(1) fn main() { out[0] = 1.0; workgroupBarrier(); }";

#[test]
fn osh5101_stage() {
    let mut m = parse(COMPUTE);
    let valid = parse(COMPUTE);
    m.entry_points[0].stage = naga::ShaderStage::Task;
    assert_eq!(codes_of(&write_with(&m, &valid, &SideInfo::default(), MslVersion::V2_4)), [codes::METAL_STAGE]);
}

#[test]
fn osh5102_double_and_wide_atomics() {
    assert!(
        check("@compute @workgroup_size(1) fn main() { let d: f64 = 1.5lf; _ = d; }").contains(&codes::METAL_64BIT)
    );
    let add = "@group(0) @binding(0) var<storage, read_write> b: atomic<u64>;
        @compute @workgroup_size(1) fn main() { atomicAdd(&b, 3lu); }";
    assert_eq!(check(add), [codes::METAL_64BIT]);
    let max = "@group(0) @binding(0) var<storage, read_write> b: atomic<u64>;
        @compute @workgroup_size(1) fn main() { atomicMax(&b, 3lu); }";
    let m = parse(max);
    let out = write_with(&m, &m, &SideInfo::default(), MslVersion::V2_4);
    assert!(!codes_of(&out).contains(&codes::METAL_64BIT), "{:?}", out.diagnostics);
    assert!(text(&out).contains("atomic_max_explicit(&b, 3uL, memory_order_relaxed);"), "{}", text(&out));
}

#[test]
fn osh5103_integer_matrix() {
    let m = parse(COMPUTE);
    let info = info_of(&m);
    let side = SideInfo::default();
    let options = Options::default();
    let input = WriterInput { module: &m, info: &info, side: &side, options: &options, language: Language::Wgsl };
    let plan = crate::msl::raise::ModulePlan::new(&input);
    let entry = crate::msl::raise::EntryPlan::new(&plan, 0).unwrap();
    let mut c = super::Check { plan: &plan, entry: &entry, out: Vec::new() };
    let int_matrix =
        TypeInner::Matrix { columns: naga::VectorSize::Bi, rows: naga::VectorSize::Bi, scalar: naga::Scalar::I32 };
    c.inner(&int_matrix, crate::source::Span::new(0, 1), false);
    assert_eq!(c.out.iter().map(|d| d.code).collect::<Vec<_>>(), [codes::METAL_INTEGER_MATRIX]);
}

#[test]
fn osh5104_cull_distance() {
    let src = "enable clip_distances;
        struct O { @builtin(position) p: vec4<f32>, @builtin(clip_distances) c: array<f32, 1> }
        @vertex fn vs() -> O { return O(vec4<f32>(1.0), array<f32, 1>(0.0)); }";
    let valid = parse(src);
    let mut m = parse(src);
    let ty = m.entry_points[0].function.result.as_ref().unwrap().ty;
    let TypeInner::Struct { mut members, span } = m.types[ty].inner.clone() else { panic!() };
    members[1].binding = Some(naga::Binding::BuiltIn(naga::BuiltIn::CullDistance));
    let new = m.types.insert(
        naga::Type { name: Some("O2".into()), inner: TypeInner::Struct { members, span } },
        naga::Span::UNDEFINED,
    );
    m.entry_points[0].function.result.as_mut().unwrap().ty = new;
    let out = write_with(&m, &valid, &SideInfo::default(), MslVersion::V2_4);
    assert!(codes_of(&out).contains(&codes::METAL_CULL_DISTANCE), "{:?}", out.diagnostics);
}

#[test]
fn osh5105_resource_limits() {
    let mut src = String::new();
    for i in 0..17 {
        src.push_str(&format!("@group(0) @binding({i}) var s{i}: sampler;\n"));
    }
    src.push_str("@group(1) @binding(0) var t: texture_2d<f32>;\n@fragment fn fs() -> @location(0) vec4<f32> { var c = vec4<f32>(0.0);\n");
    for i in 0..17 {
        src.push_str(&format!("    c += textureSample(t, s{i}, vec2<f32>(0.5));\n"));
    }
    src.push_str("    return c;\n}\n");
    assert_eq!(check(&src), [codes::METAL_RESOURCE_LIMIT]);
}

#[test]
fn array_length_reads_the_buffer_of_sizes() {
    let src = "@group(0) @binding(0) var<storage, read_write> d: array<u32>;
        @compute @workgroup_size(1) fn main() { d[0] = arrayLength(&d); }";
    let m = parse(src);
    let out = write_with(&m, &m, &SideInfo::default(), MslVersion::V2_4);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    let msl = text(&out);
    assert!(msl.contains("constant uint* ferrometal_buffer_sizes [[buffer(1)]]"), "{msl}");
    assert!(msl.contains("d[0] = (ferrometal_buffer_sizes[0] / 4u);"), "{msl}");
    let sizes = out.reflection.entry_points[0].buffer_sizes.as_ref().expect("bufferSizes");
    assert_eq!((sizes.index, sizes.buffers.as_slice()), (1, ["d".to_string()].as_slice()));
}

#[test]
fn osh5105_no_buffer_index_left_for_the_sizes() {
    let mut src: String =
        (0..30).map(|i| format!("@group(0) @binding({i}) var<storage, read_write> d{i}: array<u32>;\n")).collect();
    src.push_str("@compute @workgroup_size(1) fn main() {\n");
    src.extend((0..30).map(|i| format!("    d{i}[0] = 1u;\n")));
    src.push_str("    d0[1] = arrayLength(&d29);\n}\n");
    assert_eq!(check(&src), [codes::METAL_RESOURCE_LIMIT]);
}

#[test]
fn osh5119_array_length_under_models_without_the_sizes_slot() {
    let src = "@group(0) @binding(0) var<storage, read_write> d: array<u32>;
        @compute @workgroup_size(1) fn main() { d[0] = arrayLength(&d); }";
    let m = parse(src);
    let info = info_of(&m);
    let side = SideInfo::default();
    let options = Options { binding_model: crate::options::BindingModel::Msc, ..Options::default() };
    let input = WriterInput { module: &m, info: &info, side: &side, options: &options, language: Language::Wgsl };
    let out = msl::write(&input, &[0]);
    assert!(codes_of(&out).contains(&codes::METAL_BINDING_MODEL), "{:?}", out.diagnostics);
}

#[test]
fn osh5107_texture_atomics_need_31() {
    let src = "@group(0) @binding(0) var img: texture_storage_2d<r32uint, atomic>;
        @compute @workgroup_size(1) fn main() { textureAtomicAdd(img, vec2<u32>(0u), 1u); }";
    assert_eq!(check(src), [codes::METAL_TEXTURE_ATOMICS]);
    let m = parse(src);
    let out = write_with(&m, &m, &SideInfo::default(), MslVersion::V3_1);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    assert!(text(&out).contains("img.atomic_fetch_add(uint2(uint2(0u)), 1u);"), "{}", text(&out));
}

#[test]
fn osh5108_scans_metal_lacks() {
    let src = "@group(0) @binding(0) var<storage, read_write> d: array<u32, 4>;
        @compute @workgroup_size(4) fn main() { d[0] = subgroupInclusiveAdd(d[1]); }";
    let valid = parse(src);
    let mut m = parse(src);
    for s in m.entry_points[0].function.body.iter_mut() {
        if let naga::Statement::SubgroupCollectiveOperation { op, .. } = s {
            *op = naga::SubgroupOperation::Min;
        }
    }
    assert_eq!(codes_of(&write_with(&m, &valid, &SideInfo::default(), MslVersion::V2_4)), [codes::METAL_WAVE_MATCH]);
}

#[test]
fn osh5109_unbounded_arrays() {
    let src = "enable wgpu_binding_array;
        @group(0) @binding(0) var t: binding_array<texture_2d<f32>>;
        @group(0) @binding(1) var s: sampler;
        @fragment fn fs() -> @location(0) vec4<f32> { return textureSample(t[0], s, vec2<f32>(0.5)); }";
    assert_eq!(check(src), [codes::METAL_UNBOUNDED_ARRAY]);
}

/// Replace the type of global `name` (validation ran on the original).
fn retype(m: &mut Module, name: &str, inner: TypeInner) {
    let ty = m.types.insert(naga::Type { name: None, inner }, naga::Span::UNDEFINED);
    for (_, g) in m.global_variables.iter_mut() {
        if g.name.as_deref() == Some(name) {
            g.ty = ty;
        }
    }
}

#[test]
fn osh5111_compare_on_3d() {
    let src = "@group(0) @binding(0) var t: texture_depth_2d;
        @group(0) @binding(1) var s: sampler_comparison;
        @fragment fn fs() -> @location(0) vec4<f32> { return vec4<f32>(textureSampleCompare(t, s, vec2<f32>(0.5), 0.5)); }";
    let valid = parse(src);
    let mut m = parse(src);
    retype(
        &mut m,
        "t",
        TypeInner::Image { dim: ImageDimension::D3, arrayed: false, class: ImageClass::Depth { multi: false } },
    );
    assert!(
        codes_of(&write_with(&m, &valid, &SideInfo::default(), MslVersion::V2_4)).contains(&codes::METAL_COMPARE_1D_3D)
    );
}

#[test]
fn osh5112_offset_on_cube() {
    let src = "@group(0) @binding(0) var t: texture_2d<f32>;
        @group(0) @binding(1) var s: sampler;
        @fragment fn fs() -> @location(0) vec4<f32> { return textureSample(t, s, vec2<f32>(0.5), vec2<i32>(1)); }";
    let valid = parse(src);
    let mut m = parse(src);
    let class = ImageClass::Sampled { kind: naga::ScalarKind::Float, multi: false };
    retype(&mut m, "t", TypeInner::Image { dim: ImageDimension::Cube, arrayed: false, class });
    assert!(
        codes_of(&write_with(&m, &valid, &SideInfo::default(), MslVersion::V2_4)).contains(&codes::METAL_TEXEL_OFFSET)
    );
}

#[test]
fn osh5113_overlapping_members() {
    let src = "struct P { a: vec4<f32>, b: f32 }
        @group(0) @binding(0) var<uniform> p: P;
        @group(0) @binding(1) var<storage, read_write> out: f32;
        @compute @workgroup_size(1) fn main() { out = p.b; }";
    let m = parse(src);
    let ty = m.types.iter().find(|(_, t)| t.name.as_deref() == Some("P")).unwrap().0;
    let mut side = SideInfo::default();
    side.struct_layouts.insert(ty, crate::side::StructLayout { offsets: vec![0, 8], size: 16 });
    assert_eq!(codes_of(&write_with(&m, &m, &side, MslVersion::V2_4)), [codes::METAL_PACKOFFSET_OVERLAP]);
}

const LANE: &str = "var<private> lane: u32;
    @group(0) @binding(0) var<storage, read_write> out: array<u32, 64>;
    fn read_lane() -> u32 { return lane; }";

fn lane_side(m: &Module) -> SideInfo {
    let g = m.global_variables.iter().find(|(_, g)| g.name.as_deref() == Some("lane")).unwrap().0;
    let mut side = SideInfo::default();
    side.builtin_globals.insert(g, naga::BuiltIn::SubgroupInvocationId);
    side
}

#[test]
fn osh5114_lane_index_in_vertex() {
    let src =
        format!("{LANE}\n@vertex fn vs() -> @builtin(position) vec4<f32> {{ return vec4<f32>(f32(read_lane())); }}");
    let m = parse(&src);
    assert_eq!(codes_of(&write_with(&m, &m, &lane_side(&m), MslVersion::V2_4)), [codes::METAL_LANE_IN_VERTEX]);
}

#[test]
fn lane_index_is_an_entry_argument_passed_to_helpers() {
    let src = format!("{LANE}\n@compute @workgroup_size(64) fn main() {{ out[read_lane()] = 1u; }}");
    let m = parse(&src);
    let out = write_with(&m, &m, &lane_side(&m), MslVersion::V2_4);
    assert!(out.diagnostics.is_empty(), "{:?}", out.diagnostics);
    let t = text(&out);
    assert!(t.contains("uint lane [[thread_index_in_simdgroup]]"), "{t}");
    assert!(t.contains("uint read_lane(thread uint& lane)"), "{t}");
    assert!(t.contains("read_lane(lane)"), "{t}");
    assert!(!t.contains("uint lane = "), "the lane is not a local: {t}");
}

#[test]
fn osh5115_version_gate() {
    let src = "@group(0) @binding(0) var<storage, read_write> a: atomic<f32>;
        @compute @workgroup_size(1) fn main() { atomicAdd(&a, 1.0); }";
    let d = {
        let m = parse(src);
        write_with(&m, &m, &SideInfo::default(), MslVersion::V2_4)
    };
    assert_eq!(codes_of(&d), [codes::METAL_VERSION]);
    assert!(d.diagnostics[0].message.contains("MSL 3.0"), "{}", d.diagnostics[0].message);
    let m = parse(src);
    assert!(write_with(&m, &m, &SideInfo::default(), MslVersion::V3_0).diagnostics.is_empty());
}

#[test]
fn osh5116_workgroup_memory_outside_kernels() {
    let src = "var<workgroup> w: f32;
        @fragment fn fs() -> @location(0) vec4<f32> { return vec4<f32>(w); }";
    assert_eq!(check(src), [codes::METAL_UNSUPPORTED]);
}

#[test]
fn osh5201_discard_in_helper() {
    let src = "fn kill(x: f32) { if x < 0.0 { discard; } }
        @fragment fn fs(@location(0) x: f32) -> @location(0) vec4<f32> { kill(x); return vec4<f32>(x); }";
    assert_eq!(check(src), [codes::DEVIATION_DISCARD_IN_HELPER]);
}

#[test]
fn osh5202_memory_barrier_widened() {
    let valid = parse(COMPUTE);
    let mut m = parse(COMPUTE);
    for s in m.entry_points[0].function.body.iter_mut() {
        if let naga::Statement::ControlBarrier(b) = *s {
            *s = naga::Statement::MemoryBarrier(b);
        }
    }
    let out = write_with(&m, &valid, &SideInfo::default(), MslVersion::V2_4);
    assert_eq!(codes_of(&out), [codes::DEVIATION_BARRIER_WIDENED]);
    assert!(text(&out).contains("threadgroup_barrier(mem_flags::mem_threadgroup);"));
}

#[test]
fn osh5203_signed_overflow() {
    let src = "@group(0) @binding(0) var<storage, read_write> d: array<i32, 2>;
        @compute @workgroup_size(1) fn main() { d[0] = d[1] * 3; }";
    assert_eq!(check(src), [codes::DEVIATION_SIGNED_OVERFLOW]);
}

#[test]
fn a_deviation_in_a_shared_helper_is_reported_once() {
    let src = "@group(0) @binding(0) var<storage, read_write> d: array<i32, 2>;
        fn triple(x: i32) -> i32 { return x * 3; }
        @compute @workgroup_size(1) fn a() { d[0] = triple(d[1]); }
        @compute @workgroup_size(1) fn b() { d[1] = triple(d[0]); }";
    assert_eq!(check(src), [codes::DEVIATION_SIGNED_OVERFLOW]);
}

#[test]
fn osh5204_fast_math() {
    let src = "@group(0) @binding(0) var<storage, read_write> d: array<f32, 2>;
        @compute @workgroup_size(1) fn main() { let x = d[1]; d[0] = select(0.0, 1.0, all(vec2<bool>(x > 0.0))); }";
    let valid = parse(src);
    let mut m = parse(src);
    for (_, e) in m.entry_points[0].function.expressions.iter_mut() {
        if let naga::Expression::Relational { fun, .. } = e {
            *fun = naga::RelationalFunction::IsNan;
        }
    }
    assert!(
        codes_of(&write_with(&m, &valid, &SideInfo::default(), MslVersion::V2_4)).contains(&codes::DEVIATION_FAST_MATH)
    );
}

#[test]
fn osh5206_derivative_precision() {
    let src = "@fragment fn fs(@location(0) x: f32) -> @location(0) vec4<f32> { return vec4<f32>(dpdxFine(x)); }";
    assert_eq!(check(src), [codes::DEVIATION_DERIVATIVE_PRECISION]);
}

#[test]
fn precise_pragmas_and_divide() {
    let src = "fn ratio(a: f32, b: f32) -> f32 { return a / b; }
        @group(0) @binding(0) var<storage, read_write> d: array<f32, 2>;
        @compute @workgroup_size(1) fn main() { d[0] = ratio(d[0], d[1]) / 3.0; }";
    let m = parse(src);
    let (fh, f) = m.functions.iter().next().unwrap();
    let div = f.expressions.iter().find(|(_, e)| matches!(e, naga::Expression::Binary { .. })).unwrap().0;
    let mut side = SideInfo::default();
    side.precise_exprs.insert((crate::side::FunctionRef::Helper(fh), div));
    let out = write_with(&m, &m, &side, MslVersion::V2_4);
    let t = text(&out);
    let helper = &t[t.find("float ratio").unwrap()..t.find("kernel").unwrap()];
    assert!(helper.contains("#pragma clang fp reassociate(off)"), "{helper}");
    assert!(helper.contains("#pragma clang fp contract(off)"), "{helper}");
    assert!(helper.contains("precise::divide(a, b)"), "{helper}");
    let kernel = &t[t.find("kernel").unwrap()..];
    assert!(!kernel.contains("#pragma") && !kernel.contains("precise::"), "only the precise function: {kernel}");
}

#[test]
fn osh5203_is_not_reported_on_a_bounded_loop_counter() {
    let looped = |header: &str, body: &str| {
        check(&format!(
            "@group(0) @binding(0) var<storage, read_write> d: array<u32, 8>;
            @compute @workgroup_size(1) fn main() {{ for ({header}) {{ {body} d[0] = d[0] + 1u; }} }}"
        ))
    };
    // i < n then i + 1: i + 1 <= n <= i32 max, no overflow can be observed.
    assert_eq!(looped("var i: i32 = 0; i < 8; i++", ""), []);
    assert_eq!(looped("var i: i32 = 0; 8 > i; i += 1", ""), []);
    assert_eq!(looped("var i: i32 = 7; i > 0; i--", ""), []);
    // i <= 1 then i + 1: a literal bound short of i32 max.
    assert_eq!(looped("var i: i32 = -1; i <= 1; i++", ""), []);
    assert_eq!(looped("var i: i32 = 1; i >= -1; i--", ""), []);
    // Everything else keeps the warning: a bound that allows i32 max, a
    // step of 2, a counter also written in the body, the wrong direction.
    let warns = [codes::DEVIATION_SIGNED_OVERFLOW];
    assert_eq!(looped("var i: i32 = 0; i <= 2147483647; i++", ""), warns);
    assert_eq!(looped("var i: i32 = 0; i < 8; i += 2", ""), warns);
    assert_eq!(looped("var i: i32 = 0; i < 8; i++", "i = i * 1;"), warns);
    assert_eq!(looped("var i: i32 = 0; i > -8; i++", ""), warns);
    assert_eq!(looped("var i: i32 = 0; i >= -2147483648; i--", ""), warns);
}
