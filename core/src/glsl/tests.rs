use crate::options::{Language, Options, Stage};

fn msl(src: &str, stage: Option<Stage>) -> String {
    let opts = Options { language: Some(Language::Glsl), stage, ..Options::default() };
    let t = crate::translate(src, &opts);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    t.entry_points.iter().map(|e| e.msl.clone()).collect()
}

#[test]
fn compute_with_ssbo_and_builtins() {
    let src = "#version 450\nlayout(local_size_x = 64) in;\n\
        layout(std430, binding = 0) buffer Data { float values[]; } data;\n\
        void main() { uint i = gl_GlobalInvocationID.x; data.values[i] = data.values[i] * 2.0; }\n";
    let out = msl(src, None);
    assert!(out.contains("kernel void"), "{out}");
    assert!(out.contains("thread_position_in_grid"), "{out}");
}

#[test]
fn webgl_fragment_with_combined_sampler() {
    let src = "precision mediump float;\nvarying vec2 vUv;\nuniform sampler2D tex;\nuniform float gain;\n\
        void main() { gl_FragColor = texture2D(tex, vUv) * gain; }\n";
    let out = msl(src, Some(Stage::Fragment));
    assert!(out.contains("fragment"), "{out}");
    assert!(out.contains(".sample("), "{out}");
}

#[test]
fn vertex_matrix_times_vector_is_linear_algebra() {
    let src = "#version 330 core\nlayout(location = 0) in vec3 pos;\nlayout(location = 1) in vec2 uv;\n\
        uniform mat4 mvp;\nout vec2 vUv;\n\
        void main() { vUv = uv; gl_Position = mvp * vec4(pos, 1.0); }\n";
    let out = msl(src, None);
    assert!(out.contains("[[attribute(1)]]"), "{out}");
    assert!(out.contains("[[position]]"), "{out}");
}

#[test]
fn stage_from_file_name() {
    assert_eq!(super::stage_from_name("a/b/blur.frag"), Some(Stage::Fragment));
    assert_eq!(super::stage_from_name("x.comp.glsl"), Some(Stage::Compute));
    assert_eq!(super::stage_from_name("x.glsl"), None);
}

fn translate(src: &str, stage: Option<Stage>) -> crate::Translation {
    let opts = Options { language: Some(Language::Glsl), stage, ..Options::default() };
    crate::translate(src, &opts)
}

/// (location, MSL type) of an entry point's inputs or outputs with a location, by location.
fn locations(t: &crate::Translation, outputs: bool) -> Vec<(u32, String)> {
    let r = t.reflection.as_ref().expect("reflection");
    let e = r.entry_points.first().expect("entry point");
    let vars = if outputs { &e.outputs } else { &e.inputs };
    let mut v: Vec<(u32, String)> = vars.iter().filter_map(|v| Some((v.location?, v.ty.clone()))).collect();
    v.sort();
    v
}

#[test]
fn stage_arrays_and_matrices_take_consecutive_locations() {
    let src = "#version 330 core\nlayout(location = 0) in vec3 pos;\nlayout(location = 1) in vec4 w[2];\n\
        in mat4 inst;\nin vec2 uv;\nout vec2 uvs[2];\n\
        void main() { uvs[0] = uv; uvs[1] = w[1].xy; gl_Position = inst * vec4(pos, 1.0) + w[0]; }\n";
    let t = translate(src, None);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let ins = locations(&t, false);
    // pos 0, w 1–2, then the unlocated mat4 takes 3–6 (one per column), uv 7.
    let want: Vec<(u32, String)> = [(0, "float3"), (1, "float4"), (2, "float4"), (3, "float4"), (4, "float4")]
        .into_iter()
        .chain([(5, "float4"), (6, "float4"), (7, "float2")])
        .map(|(l, t)| (l, t.to_string()))
        .collect();
    assert_eq!(ins, want);
    assert_eq!(locations(&t, true), vec![(0, "float2".to_string()), (1, "float2".to_string())]);
}

#[test]
fn unlocated_varyings_fill_the_gaps_in_declaration_order() {
    let src = "#version 330 core\nin vec3 a;\nlayout(location = 0) in vec2 b;\nin float c;\nout vec4 o;\n\
        void main() { o = vec4(a, c) + b.xyxy; }\n";
    let t = translate(src, Some(Stage::Fragment));
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    assert_eq!(locations(&t, false), vec![(0, "float2".into()), (1, "float3".into()), (2, "float".into())]);
}

#[test]
fn interface_blocks_with_and_without_instance_names() {
    let vs = "#version 330 core\nlayout(location = 0) in vec3 pos;\n\
        layout(location = 2) out VS_OUT { vec3 n; flat int id; vec2 uv[2]; } vs_out;\n\
        out Extra { float e; };\n\
        void main() { vs_out.n = pos; vs_out.id = 3; vs_out.uv[0] = pos.xy; vs_out.uv[1] = pos.yz; e = 1.0;\n\
        gl_Position = vec4(pos, 1.0); }\n";
    let t = translate(vs, None);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let outs = locations(&t, true);
    let want: Vec<(u32, String)> = [(0, "float"), (2, "float3"), (3, "int"), (4, "float2"), (5, "float2")]
        .into_iter()
        .map(|(l, t)| (l, t.to_string()))
        .collect();
    assert_eq!(outs, want);
    let fs = "#version 330 core\nlayout(location = 2) in VS_OUT { vec3 n; flat int id; vec2 uv[2]; } fs_in;\n\
        out vec4 color;\nvoid main() { color = vec4(fs_in.n + vec3(fs_in.uv[1], 0.0), float(fs_in.id)); }\n";
    let t = translate(fs, None);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let r = t.reflection.as_ref().expect("reflection");
    let id = r.entry_points.first().and_then(|e| e.inputs.iter().find(|v| v.location == Some(3))).expect("id");
    assert_eq!(id.interpolation.as_deref(), Some("flat"));
}

#[test]
fn fragment_output_arrays_are_consecutive_render_targets() {
    let src = "#version 330 core\nlayout(location = 1) out vec4 rt[2];\nvoid main() { rt[0] = vec4(1.0); rt[1] = vec4(0.5); }\n";
    let out = msl(src, Some(Stage::Fragment));
    assert!(out.contains("[[color(1)]]") && out.contains("[[color(2)]]"), "{out}");
}

#[test]
fn stage_array_without_a_literal_size_is_an_array_size_error() {
    let src = "#version 330 core\nout vec2 uvs[];\nvoid main() { gl_Position = vec4(0.0); }\n";
    let t = translate(src, Some(Stage::Vertex));
    let d = t.diagnostics.iter().find(|d| d.code == crate::diag::codes::SEM_ARRAY_SIZE).expect("OSH3020");
    assert_eq!(&src[d.span.start as usize..d.span.end as usize], "[");
}

#[test]
fn storage_block_with_header_is_one_struct_buffer() {
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(std430, binding = 0) buffer B { uint count; vec3 g; vec4 data[]; } b;\n\
        layout(std430, binding = 1) buffer C { uint total; };\n\
        void main() { b.data[b.count] = vec4(b.g, 1.0); atomicAdd(total, 1u); }\n";
    let t = translate(src, None);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let r = t.reflection.as_ref().expect("reflection");
    let b = r.resources.iter().find(|res| res.name == "b").expect("b");
    let layout = b.layout.as_ref().expect("layout");
    let offsets: Vec<(String, u32)> = layout.members.iter().map(|m| (m.name.clone(), m.offset)).collect();
    assert_eq!(offsets, [("count".to_string(), 0), ("g".into(), 16), ("data".into(), 32)]);
    assert_eq!(layout.runtime_array_stride, Some(16));
    let out: String = t.entry_points.iter().map(|e| e.msl.clone()).collect();
    assert!(out.contains("device B& b [[buffer(0)]]"), "{out}");
}

#[test]
fn length_of_sized_things_is_a_constant_and_of_runtime_arrays_from_the_sizes_buffer() {
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(std430, binding = 0) buffer O { int o[]; };\n\
        void main() { float a[5]; vec3 v; mat4x3 m; o[0] = a.length() * 1000 + v.length() * 100 + m.length() * 10 + m[0].length(); }\n";
    let out = msl(src, None);
    assert!(out.contains("(((5 * 1000) + (3 * 100)) + (4 * 10)) + 3"), "{out}");
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(std430, binding = 0) buffer O { int o[]; };\nvoid main() { o[0] = o.length(); }\n";
    let out = msl(src, None);
    assert!(out.contains("int((ferrometal_buffer_sizes[0] / 4u))"), "{out}");
    // Memory behind a raw address has no size the host passes.
    let src = "#version 450\n#extension GL_EXT_buffer_reference : require\nlayout(local_size_x = 1) in;\n\
        layout(buffer_reference, std430) buffer R { int v[]; };\n\
        layout(std430, binding = 0) buffer O { R r; int o[]; };\nvoid main() { o[0] = r.v.length(); }\n";
    let t = translate(src, None);
    let d = t.diagnostics.iter().find(|d| d.code == crate::diag::codes::METAL_STRUCTURED_DIMENSIONS).expect("OSH5106");
    let at = d.span.start as usize;
    assert_eq!(src.get(at..at + 6), Some("length"), "{:?}", t.diagnostics);
}

#[test]
fn atomic_counters_are_uints_of_one_buffer_per_binding() {
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(binding = 3, offset = 8) uniform atomic_uint a;\nlayout(binding = 3) uniform atomic_uint b[2], c;\n\
        layout(std430, binding = 0) buffer O { uint o[]; };\n\
        void main() { o[0] = atomicCounterIncrement(a); o[1] = atomicCounterDecrement(c); o[2] = atomicCounter(b[1]); }\n";
    let t = translate(src, None);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let out: String = t.entry_points.iter().map(|e| e.msl.clone()).collect();
    // a at byte 8 (element 2), b at 12 and 16 (elements 3, 4), c at 20 (element 5).
    assert!(out.contains("atomic_fetch_add_explicit(&_atomic_counters_3[2u], 1u"), "{out}");
    assert!(out.contains("atomic_fetch_or_explicit(&_atomic_counters_3[3u + 1u], 0u"), "{out}");
    // Decrement returns the value after the operation: the fetched value minus one.
    let dec = out.lines().find(|l| l.contains("&_atomic_counters_3[5u], 4294967295u")).expect("decrement");
    let tmp = dec.split_whitespace().nth(1).expect("temporary");
    assert!(out.contains(&format!("{tmp} - 1u")), "{out}");
    let r = t.reflection.as_ref().expect("reflection");
    let buf = r.resources.iter().find(|res| res.name == "_atomic_counters_3").expect("counter buffer");
    assert_eq!(buf.binding.binding, Some(3));
}

#[test]
fn clip_distance_is_metals_clip_distance_array() {
    // Size from the largest constant index.
    let src = "#version 330 core\nlayout(location = 0) in vec3 p;\n\
        void main() { gl_Position = vec4(p, 1.0); gl_ClipDistance[0] = p.x; gl_ClipDistance[2] = p.y; }\n";
    let out = msl(src, None);
    assert!(out.contains("float SV_ClipDistance [[clip_distance]] [3];"), "{out}");
    // Size from a gl_PerVertex redeclaration; a loop may index it then.
    let src = "#version 450\nlayout(location = 0) in vec3 p;\n\
        out gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[2]; };\n\
        void main() { gl_Position = vec4(p, 1.0); for (int i = 0; i < 2; i++) gl_ClipDistance[i] = p[i]; }\n";
    let out = msl(src, None);
    assert!(out.contains("float SV_ClipDistance [[clip_distance]] [2];"), "{out}");
    // A fragment shader reads zeros, with a warning at the user's name.
    let src = "#version 450\nin float gl_ClipDistance[2];\nlayout(location = 0) out vec4 c;\n\
        void main() { c = vec4(gl_ClipDistance[1]); }\n";
    let t = translate(src, None);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let d =
        t.diagnostics.iter().find(|d| d.code == crate::diag::codes::DEVIATION_FRAGMENT_CLIP_INPUT).expect("OSH5207");
    assert_eq!(&src[d.span.start as usize..d.span.end as usize], "gl_ClipDistance");
}

#[test]
fn texture_query_lod_is_clamped_and_unclamped_lod() {
    let src = "#version 400\nuniform sampler2D t;\nin vec2 uv;\nout vec4 c;\n\
        void main() { vec2 l = textureQueryLod(t, uv); c = vec4(l, 0.0, 1.0); }\n";
    let out = msl(src, None);
    let clamped = out.find("t.calculate_clamped_lod(t_sampler").expect("clamped");
    let unclamped = out.find("t.calculate_unclamped_lod(t_sampler").expect("unclamped");
    assert!(clamped < unclamped, "{out}");
}

#[test]
fn subgroup_scans_metal_lacks_are_coded_at_the_call() {
    let src = "#version 450\n#extension GL_KHR_shader_subgroup_arithmetic : require\nlayout(local_size_x = 32) in;\n\
        layout(std430, binding = 0) buffer O { uint o[]; };\n\
        void main() { o[gl_LocalInvocationIndex] = subgroupInclusiveMax(gl_LocalInvocationIndex); }\n";
    let t = translate(src, None);
    let d = t.diagnostics.iter().find(|d| d.code == crate::diag::codes::METAL_UNSUPPORTED).expect("OSH5116");
    assert_eq!(&src[d.span.start as usize..d.span.end as usize], "subgroupInclusiveMax");
}

#[test]
fn constant_index_into_a_runtime_sized_member() {
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(std430, binding = 0) buffer B { uint count; vec4 data[]; };\n\
        void main() { data[0] = vec4(float(count)); data[3].y = 1.0; }\n";
    let out = msl(src, None);
    assert!(out.contains("_B.data[0] ="), "{out}");
}

#[test]
fn image_atomics_return_the_original_texel_from_msl_3_1() {
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(binding = 0, r32ui) uniform uimage2D counts;\n\
        layout(binding = 1, r32i) uniform iimage2DArray layers;\n\
        layout(std430, binding = 2) buffer Out { uint o[]; };\n\
        void main() { ivec2 p = ivec2(gl_GlobalInvocationID.xy);\n\
          o[0] = imageAtomicAdd(counts, p, 1u) + imageAtomicAnd(counts, p, 3u);\n\
          imageAtomicOr(counts, p, 4u);\n\
          o[1] = uint(imageAtomicCompSwap(layers, ivec3(p, 2), 0, 5) + imageAtomicMin(layers, ivec3(p, 1), -1));\n\
        }\n";
    let opts =
        Options { language: Some(Language::Glsl), msl_version: crate::options::MslVersion::V3_1, ..Options::default() };
    let t = crate::translate(src, &opts);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let out: String = t.entry_points.iter().map(|e| e.msl.clone()).collect();
    assert!(out.contains("counts.atomic_fetch_add(uint2(p), 1u).x;"), "{out}");
    assert!(out.contains(", 1u).x;"), "{out}");
    assert!(out.contains(", 3u).x;"), "{out}");
    // The result of `imageAtomicOr` is unused.
    assert!(out.contains("counts.atomic_fetch_or(uint2(p), 4u);"), "{out}");
    assert!(out.contains("layers.atomic_fetch_min(uint2(_e"), "{out}");
    assert!(out.contains("ferrometal_texture_compare_exchange(layers, uint2(_e"), "{out}");
    assert!(out.contains("texture2d<uint, access::read_write> counts"), "{out}");
    assert!(out.contains("texture2d_array<int, access::read_write> layers"), "{out}");
    // A float image has no atomics in Metal.
    let float = "#version 450\nlayout(local_size_x = 1) in;\nlayout(binding = 0, r32f) uniform image2D f;\n\
        void main() { imageAtomicExchange(f, ivec2(0), 1.0); }\n";
    let t = crate::translate(float, &opts);
    let codes: Vec<String> = t.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.code.to_string()).collect();
    assert_eq!(codes, ["OSH5116"], "{}", t.render_diagnostics());
}

#[test]
fn early_fragment_tests_reach_the_entry_point() {
    let body = "layout(location = 0) out vec4 c;\nvoid main() { c = vec4(1.0); }\n";
    let early = msl(&format!("#version 450\nlayout(early_fragment_tests) in;\n{body}"), Some(Stage::Fragment));
    assert!(early.contains("[[early_fragment_tests]]"), "{early}");
    let late = msl(&format!("#version 450\n{body}"), Some(Stage::Fragment));
    assert!(!late.contains("early_fragment_tests"), "{late}");
}

#[test]
fn readonly_and_writeonly_images_declare_their_access() {
    // Unused images keep their declared access: `readonly` is read,
    // `writeonly` write, neither read_write.
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(binding = 0, r32ui) readonly uniform uimage2D ro;\n\
        layout(binding = 1, r32ui) writeonly uniform uimage2D wo;\n\
        layout(binding = 2, r32ui) uniform uimage2D rw;\n\
        layout(binding = 3, r32ui) readonly uniform uimageBuffer rb;\n\
        void main() { imageSize(ro); imageSize(wo); imageSize(rw); imageSize(rb); }\n";
    let out = msl(src, None);
    assert!(out.contains("texture2d<uint, access::read> ro"), "{out}");
    assert!(out.contains("texture2d<uint, access::write> wo"), "{out}");
    assert!(out.contains("texture2d<uint, access::read_write> rw"), "{out}");
    assert!(out.contains("access::read> rb"), "{out}");
}

#[test]
fn misuse_of_readonly_and_writeonly_images_is_coded_at_the_call() {
    let head = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(binding = 0, r32ui) readonly uniform uimage2D ro;\n\
        layout(binding = 1, r32ui) writeonly uniform uimage2D wo;\n\
        uint get(uimage2D im) { return imageLoad(im, ivec2(0)).x; }\n";
    let opts =
        Options { language: Some(Language::Glsl), msl_version: crate::options::MslVersion::V3_1, ..Options::default() };
    for (body, at) in [
        ("imageStore(ro, ivec2(0), uvec4(1u));", "imageStore(ro"),
        ("imageStore(wo, ivec2(0), imageLoad(wo, ivec2(1)));", "imageLoad(wo"),
        ("imageAtomicAdd(ro, ivec2(0), 1u);", "imageAtomicAdd(ro"),
        ("imageAtomicExchange(wo, ivec2(0), 1u);", "imageAtomicExchange(wo"),
        ("imageStore(wo, ivec2(0), uvec4(get(ro)));", "ro"),
    ] {
        let src = format!("{head}void main() {{ {body} }}\n");
        let t = crate::translate(&src, &opts);
        let errors: Vec<_> = t.diagnostics.iter().filter(|d| d.is_error()).collect();
        assert_eq!(errors.len(), 1, "{body}: {}", t.render_diagnostics());
        let d = errors[0];
        assert_eq!(d.code, crate::diag::codes::SEM_INVALID_OPERATION, "{body}");
        let text = src.get(d.span.start as usize..d.span.end as usize).unwrap_or_default();
        // The span is the call (a load, a store, an atomic), or the image
        // passed to a function.
        assert!(text.starts_with(at), "{body}: {text}");
    }
}

/// Translate `src` on a thread with a 1 MiB stack (wasm's budget; in a debug
/// build frames are at their largest) and return the first error code and
/// the time taken.
fn first_error_on_small_stack(src: String) -> (Option<String>, std::time::Duration) {
    let run = std::thread::Builder::new().stack_size(1 << 20).spawn(move || {
        let start = std::time::Instant::now();
        let t = translate(&src, Some(Stage::Fragment));
        let code = t.diagnostics.iter().find(|d| d.is_error()).map(|d| d.code.to_string());
        (code, start.elapsed())
    });
    run.expect("spawn").join().expect("the translation overflowed its 1 MiB stack or panicked")
}

fn nested(open: &str, inner: &str, depth: usize) -> String {
    format!(
        "#version 450\nlayout(location = 0) out vec4 color;\nvoid main() {{ color = vec4({}{inner}{}); }}\n",
        open.repeat(depth),
        ")".repeat(depth)
    )
}

/// Whether the time of `shape(n)` grows linearly: it is at most 10 times
/// that of `shape(n / 4)` (linear work gives 4, a pass quadratic in the input
/// 16; 15,000 nested `vec4(` once took 52 s), plus 50 ms, each the best of two
/// runs. A ratio of two times measured together holds on a loaded machine as
/// on an idle one, where a fixed bound on one time did not. Returns the code
/// of `shape(n)` and the two times.
fn grows_linearly(
    shape: impl Fn(usize) -> String,
    n: usize,
) -> (Option<String>, std::time::Duration, std::time::Duration) {
    // The fastest of three runs: a run the scheduler interrupts (two test
    // binaries share two cores in CI) is slower, never faster.
    let best = |src: String| {
        let (code, a) = first_error_on_small_stack(src.clone());
        let (_, b) = first_error_on_small_stack(src.clone());
        let (_, c) = first_error_on_small_stack(src);
        (code, a.min(b).min(c))
    };
    let (_, quarter) = best(shape(n / 4));
    let (code, full) = best(shape(n));
    (code, full, quarter)
}

#[test]
fn hostile_nesting_ends_in_osh2003_on_a_small_stack() {
    // 200 nested `not(` (once a stack overflow), 20,000 (≈100 KB; once 24 GB
    // of memory) and 15,000 nested `vec4(` (once 52 s).
    let (code, _) = first_error_on_small_stack(nested("not(", "bvec4(true)", 200));
    assert_eq!(code.as_deref(), Some("OSH2003"), "200 × not(");
    for (open, inner, depth) in [("not(", "bvec4(true)", 20_000), ("vec4(", "1.0", 15_000)] {
        let (code, full, quarter) = grows_linearly(|n| nested(open, inner, n), depth);
        assert_eq!(code.as_deref(), Some("OSH2003"), "{depth} × {open}");
        let bound = 10 * quarter + std::time::Duration::from_millis(50);
        assert!(full < bound, "{depth} × {open}: {full:?}, a quarter of it {quarter:?}");
    }
    // A chain of operators is a tree as deep as it is long.
    let chain = |n: usize| {
        let terms = vec!["a"; n].join(" + ");
        format!(
            "#version 450\nlayout(location = 0) out vec4 color;\nvoid main() {{ float a = 1.0; color = vec4({terms}); }}\n"
        )
    };
    let (code, full, quarter) = grows_linearly(chain, 200_000);
    assert_eq!(code.as_deref(), Some("OSH2003"));
    let bound = 10 * quarter + std::time::Duration::from_millis(50);
    assert!(full < bound, "a chain of 200,000: {full:?}, of 50,000 {quarter:?}");
    let (code, _) = first_error_on_small_stack(chain(240));
    assert_eq!(code, None, "a chain of 240");
    // Below the limit, a translation, on the same stack (`not(x)` is
    // `(!(x))` to the parser, about four of its levels).
    for (open, inner, depth) in [("not(", "bvec4(true)", 12), ("(", "1.0", 40), ("vec4(", "1.0", 40)] {
        let (code, _) = first_error_on_small_stack(nested(open, inner, depth));
        assert_eq!(code, None, "{depth} × {open}");
    }
}

#[test]
fn user_functions_named_like_hlsl_intrinsics_never_capture_glsl_builtins() {
    let src = "#version 450\nlayout(location = 0) out vec4 color;\n\
        float lerp(float a, float b, float t) { return 42.0; }\n\
        float frac(float x) { return -1.0; }\n\
        void main() { color = vec4(mix(0.0, 1.0, 0.5), fract(1.25), lerp(0.0, 0.0, 0.0), frac(0.0)); }\n";
    let out = msl(src, Some(Stage::Fragment));
    assert!(out.contains("mix(0.0f, 1.0f, 0.5f)"), "{out}");
    assert!(out.contains("fract(1.25f)"), "{out}");
    assert!(out.contains("float lerp_1("), "{out}");
    assert!(out.contains("lerp_1(0.0f, 0.0f, 0.0f)"), "{out}");
}

#[test]
fn vector_equality_is_one_bool() {
    let src = "#version 450\nlayout(location = 0) in vec3 a;\nlayout(location = 1) in vec3 b;\n\
        layout(location = 0) out vec4 color;\n\
        void main() { bool eq = (a == b); if (a != b) { color = vec4(float(eq)); } else { color = vec4(0.0); } }\n";
    let out = msl(src, Some(Stage::Fragment));
    assert!(out.contains("eq = all(a == b);"), "{out}");
    assert!(out.contains("if (any(a != b))"), "{out}");
}

/// The element layout (member name without its trailing `_`, offset, size)
/// of the resource `name`, and the element size.
fn record(src: &str, stage: Stage, name: &str) -> (u32, Vec<(String, u32, u32)>) {
    let opts = Options { language: Some(Language::Glsl), stage: Some(stage), ..Options::default() };
    let t = crate::translate(src, &opts);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let r = t.reflection.expect("reflection");
    let res = r.resources.iter().find(|r| r.name == name).unwrap_or_else(|| panic!("no resource `{name}`"));
    let layout = res.layout.clone().expect("a buffer layout");
    let members = layout.members.iter().map(|m| (m.name.trim_end_matches('_').to_string(), m.offset, m.size)).collect();
    (layout.size, members)
}

#[test]
fn control_and_evaluation_shaders_link_by_location_not_declaration_order() {
    // The control shader writes its outputs in one order, the evaluation
    // shader declares them in another (and names a block differently by
    // instance): the records have one layout, member by member.
    let tesc = "#version 450\nlayout(vertices = 3) out;\n\
        layout(location = 2) out vec2 uv[];\nlayout(location = 0) out vec3 pos[];\n\
        layout(location = 5) patch out float weight;\nlayout(location = 4) patch out vec4 tint;\n\
        void main() { pos[gl_InvocationID] = vec3(1.0); uv[gl_InvocationID] = vec2(0.5);\n\
        gl_TessLevelOuter[0] = 1.0; tint = vec4(1.0); weight = 2.0; }\n";
    let tese = "#version 450\nlayout(triangles, fractional_odd_spacing, cw) in;\n\
        layout(location = 0) in vec3 p[];\nlayout(location = 2) in vec2 t[];\n\
        layout(location = 4) patch in vec4 c;\nlayout(location = 5) patch in float w;\n\
        void main() { gl_Position = vec4(p[0] * gl_TessCoord.x + vec3(t[1], w), 1.0) * c; }\n";
    let (cp_size, cp) = record(tesc, Stage::Hull, "main_outputControlPoints");
    let (ep_size, ep) = record(tese, Stage::Domain, "main_controlPoints");
    let offsets = |m: &[(String, u32, u32)]| m.iter().map(|(_, o, s)| (*o, *s)).collect::<Vec<_>>();
    assert_eq!(cp_size, ep_size);
    assert_eq!(offsets(&cp), offsets(&ep), "{cp:?} vs {ep:?}");
    assert_eq!(cp.iter().map(|m| m.0.as_str()).collect::<Vec<_>>(), ["gl_out", "pos", "uv"]);
    assert_eq!(ep.iter().map(|m| m.0.as_str()).collect::<Vec<_>>(), ["gl_in", "p", "t"]);
    let (pc_size, pc) = record(tesc, Stage::Hull, "main_patchData");
    let (pe_size, pe) = record(tese, Stage::Domain, "main_patchData");
    assert_eq!(pc_size, pe_size);
    assert_eq!(offsets(&pc), offsets(&pe), "{pc:?} vs {pe:?}");
    let names: Vec<&str> = pc.iter().map(|m| m.0.as_str()).collect();
    assert_eq!(names, ["gl_TessLevelOuter", "gl_TessLevelInner", "gl_PatchVerticesOut", "tint", "weight"]);
}

#[test]
fn evaluation_shader_reflects_its_pipeline_settings() {
    let tese = "#version 450\nlayout(quads, fractional_even_spacing) in;\n\
        layout(location = 0) in vec3 p[];\nvoid main() { gl_Position = vec4(p[gl_PatchVerticesIn - 1], 1.0); }\n";
    let opts = Options { language: Some(Language::Glsl), stage: Some(Stage::Domain), ..Options::default() };
    let t = crate::translate(tese, &opts);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let msl: String = t.entry_points.iter().map(|e| e.msl.clone()).collect();
    assert!(msl.contains("[[patch(quad)]]") && msl.contains("[[position_in_patch]]"), "{msl}");
    let r = t.reflection.expect("reflection");
    let tess = r.entry_points.first().and_then(|e| e.tessellation.clone()).expect("tessellation");
    assert_eq!(tess.role, "domain");
    assert_eq!(tess.patch_type.as_deref(), Some("quad"));
    assert_eq!(tess.partition_mode.as_deref(), Some("fractionalEven"));
    // GLSL's default winding is counter-clockwise.
    assert_eq!(tess.winding.as_deref(), Some("counterClockwise"));
    let roles: Vec<(&str, u32)> = tess.buffers.iter().map(|b| (b.role.as_str(), b.elements_per_patch)).collect();
    assert_eq!(roles, [("outputControlPoints", 0), ("patchData", 1)]);
}

#[test]
fn isolines_and_point_mode_are_metal_tessellation_errors() {
    for layout in ["isolines", "triangles, point_mode"] {
        let src =
            format!("#version 450\nlayout({layout}) in;\nvoid main() {{ gl_Position = vec4(gl_TessCoord, 1.0); }}\n");
        let opts = Options { language: Some(Language::Glsl), stage: Some(Stage::Domain), ..Options::default() };
        let t = crate::translate(&src, &opts);
        assert!(t.diagnostics.iter().any(|d| d.code.to_string() == "OSH5124"), "{layout}: {}", t.render_diagnostics());
    }
    // The records are copied element by element: a budget, not 10^8 lines.
    let src = "#version 450\nlayout(quads) in;\nlayout(location = 0) patch in float big[100000][1000];\n\
        void main() { gl_Position = vec4(big[0][0]); }\n";
    let opts = Options { language: Some(Language::Glsl), stage: Some(Stage::Domain), ..Options::default() };
    let t = crate::translate(src, &opts);
    assert!(t.diagnostics.iter().any(|d| d.code.to_string() == "OSH3020"), "{}", t.render_diagnostics());
}

#[test]
fn mesh_shader_reflects_the_mesh_pipeline() {
    let src = "#version 460\n#extension GL_EXT_mesh_shader : require\nlayout(local_size_x = 4) in;\n\
        layout(lines, max_vertices = 8, max_primitives = 4) out;\n\
        layout(location = 1) out vec2 uv[];\n\
        void helper() { SetMeshOutputsEXT(8, 4); }\n\
        void main() { helper(); uint i = gl_LocalInvocationIndex;\n\
        gl_MeshVerticesEXT[i].gl_Position = vec4(float(i)); uv[i] = vec2(1.0);\n\
        gl_PrimitiveLineIndicesEXT[i] = uvec2(i, i + 1u); }\n";
    let opts = Options {
        language: Some(Language::Glsl),
        stage: Some(Stage::Mesh),
        msl_version: crate::options::MslVersion::V3_0,
        ..Options::default()
    };
    let t = crate::translate(src, &opts);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let msl: String = t.entry_points.iter().map(|e| e.msl.clone()).collect();
    assert!(msl.contains("metal::mesh<main0_vertex, void, 8, 4, metal::topology::line>"), "{msl}");
    assert!(msl.contains("[[user(locn1)]]"), "{msl}");
    let r = t.reflection.expect("reflection");
    let m = r.entry_points.first().and_then(|e| e.mesh.clone()).expect("mesh");
    assert_eq!((m.topology.as_deref(), m.max_vertices, m.max_primitives), (Some("line"), Some(8), Some(4)));
    assert_eq!(m.threadgroup_size, [4, 1, 1]);
}
