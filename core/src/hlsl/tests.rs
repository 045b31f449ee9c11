//! End-to-end tests of the HLSL front-end: source → validated naga module
//! (or the diagnostic codes).

use crate::options::Options;
use crate::source::Files;

/// `"ok"` when the module validates, else the codes of the diagnostics.
fn outcome(src: &str) -> String {
    let mut files = Files::new();
    let id = files.add("t.hlsl", src);
    let out = super::parse_and_lower(&mut files, id, &Options::default(), &crate::options::MemoryIncludes::default());
    let errors: Vec<String> =
        out.diagnostics.iter().filter(|d| d.is_error()).map(|d| format!("{} {}", d.code, d.message)).collect();
    if !errors.is_empty() {
        return errors.join("\n");
    }
    let Some(l) = out.lowered else { return "no module".into() };
    let mut flags = naga::valid::ValidationFlags::all();
    flags.remove(naga::valid::ValidationFlags::STRUCT_LAYOUTS);
    match naga::valid::Validator::new(flags, naga::valid::Capabilities::all()).validate(&l.module) {
        Ok(_) => format!("ok {}", l.module.entry_points.len()),
        Err(e) => format!("invalid: {e:?}\n{:#?}", l.module),
    }
}

fn check(src: &str, expect: &str) {
    let got = outcome(src);
    assert!(got.starts_with(expect), "{src}\n--- got:\n{got}");
}

#[test]
fn compute_basics() {
    check(
        "RWStructuredBuffer<uint> o; groupshared uint t[64];
         [numthreads(64,1,1)] void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
           t[gi] = id.x; GroupMemoryBarrierWithGroupSync(); o[id.x] = t[63 - gi] * 2; }",
        "ok 1",
    );
}

/// Inputs nested right up to the parser's budget translate on a 1 MiB
/// stack (a debug wasm build's), and past it they are a diagnostic.
#[test]
fn nesting_at_the_budget_fits_a_small_stack() {
    // Each parenthesised sum costs two levels, each `if` with a block two.
    let n = super::parse::MAX_DEPTH as usize / 4 - 2;
    let expr = format!("{}x{}", "(".repeat(n), " + 1)".repeat(n));
    let blocks = format!("{}o[0] = {expr};{}", "{ if (x > 0) ".repeat(n / 2), " }".repeat(n / 2));
    let src = format!("RWStructuredBuffer<int> o; [numthreads(1,1,1)] void main() {{ int x = 1; {blocks} }}");
    let handle = std::thread::Builder::new().stack_size(1 << 20).spawn(move || outcome(&src));
    let got = handle.map(|h| h.join().unwrap_or_else(|_| "panicked".into())).unwrap_or_default();
    assert!(got.starts_with("ok"), "{got}");
    let deep = format!("float4 main() : SV_Target {{ return {}1{}; }}", "(".repeat(300), ")".repeat(300));
    let handle = std::thread::Builder::new().stack_size(1 << 20).spawn(move || outcome(&deep));
    let got = handle.map(|h| h.join().unwrap_or_else(|_| "panicked".into())).unwrap_or_default();
    assert!(got.contains("OSH2003"), "{got}");
}

#[test]
fn statements_and_conversions() {
    check(
        "RWStructuredBuffer<float4> o; cbuffer C { float4x4 m; float arr[3]; float after; row_major float3x4 r; };
         struct S { float3 p; int k; };
         float sq(float x) { return x * x; }
         void twice(inout float2 v, out int c) { v *= 2; c = 3; }
         [numthreads(4,1,1)] void main(uint3 id : SV_DispatchThreadID) {
           S s = { 1, 2, 3, 4 };
           float2 v = id.xy; int c; twice(v, c);
           float4 a = mul(m, float4(s.p, 1)) + arr[id.x % 3] + after + mul(r, s.p.xyzx).x;
           a.zw = v.yx; a.x += sq(a.y) > 2 ? 1 : c;
           for (int i = 0; i < 3; ++i) { if (i == 1) continue; a.y -= i; }
           switch (c) { case 1: a.x = 0; case 2: a.y = 1; break; default: break; }
           o[id.x] = a; }",
        "ok 1",
    );
}

#[test]
fn graphics_entry_points() {
    check(
        "struct VI { float3 p : POSITION; float2 uv : TEXCOORD0; uint iid : SV_InstanceID; };
         struct VO { float4 pos : SV_Position; float2 uv : TEXCOORD0; nointerpolation uint id : TEXCOORD1; };
         Texture2D<float4> t; SamplerState s;
         VO vs(VI i) { VO o; o.pos = float4(i.p, 1); o.uv = i.uv; o.id = i.iid; return o; }
         float4 ps(VO i, out float depth : SV_Depth) : SV_Target { depth = 0.5; clip(i.uv.x - 0.1); return t.Sample(s, i.uv) * i.id; }",
        "ok 2",
    );
}

#[test]
fn deepest_accepted_expression_fits_a_small_stack() {
    // Parenthesised sums cost two levels each: this is the deepest that parses.
    let n = super::parse::MAX_DEPTH as usize / 2 - 2;
    let src = format!(
        "RWStructuredBuffer<int> o; [numthreads(1,1,1)] void main() {{ int x = 1; o[0] = {}x{}; }}",
        "(".repeat(n),
        " + 1)".repeat(n)
    );
    let handle = std::thread::Builder::new().stack_size(1 << 20).spawn(move || outcome(&src));
    let got = handle.map(|h| h.join().unwrap_or_else(|_| "panicked".into())).unwrap_or_default();
    assert!(got.starts_with("ok"), "{got}");
}

#[test]
fn everyday_idioms() {
    for body in [
        "uint2 dims; t.GetDimensions(dims.x, dims.y); o[0] = dims.x;",
        "float3 v = {1, 2, 3}; o[0] = v.z;",
        "int a, b; a = b = 4; o[0] = a / 2 + b % 3;",
        "uint u = 3; int i = -2; o[0] = min(u, i) + max(i, 1) + abs(i);",
        "float f = lerp(1, 2, 0.5); o[0] = asuint(f) + (uint)saturate(f);",
        "bool4 m = bool4(true, false, true, false); o[0] = any(m) ? 1 : 0; o[1] = all(m.xz);",
        "float4 c = 0; c.rgb = 1; c *= 0.5; o[0] = (uint)dot(c, 1.0);",
        "float arr[4] = { 1, 2, 3, 4 }; float s = 0; for (uint k = 0; k < 4; k++) s += arr[k]; o[0] = s;",
        "int x = 5; x <<= 2; x |= 1; x ^= 3; x >>= 1; o[0] = x;",
        "float2x2 m = { 1, 2, 3, 4 }; o[0] = m[1][0] + m._m11 + mul(m, float2(1, 1)).y;",
        "uint bits = countbits(0xF0u) + firstbithigh(256u) + reversebits(1u); o[0] = bits;",
        "float h = f16tof32(f32tof16(1.5)); o[0] = (uint)h;",
        "static uint calls = 0; static const float k[2] = { 1, 2 }; calls++; o[0] = calls + (uint)k[calls % 2];",
    ] {
        let src = format!("RWStructuredBuffer<uint> o; Texture2D t; [numthreads(1,1,1)] void main() {{ {body} }}");
        check(&src, "ok 1");
    }
}

/// The MSL of every entry point (the translation must succeed).
fn msl(src: &str) -> String {
    let opts = Options { language: Some(crate::options::Language::Hlsl), ..Options::default() };
    let t = crate::translate(src, &opts);
    assert!(!t.has_errors(), "{src}\n{}", t.render_diagnostics());
    t.entry_points.iter().map(|e| e.msl.clone()).collect()
}

#[test]
fn shift_has_the_left_operand_type() {
    let out = msl("RWStructuredBuffer<int> o; [numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) {
           int v = o[0]; uint s = id.x; o[1] = v >> s; o[2] = (int)((uint)v >> 3); }");
    // The signed value shifts as `int` (arithmetic); the unsigned one as `uint`.
    // The amount is taken modulo 32, as DXC masks it.
    assert!(out.contains("o[1u] = v >> int(s & 31u);"), "{out}");
    assert!(out.contains("int(uint(v) >> 3u)"), "{out}");
}

#[test]
fn shift_amounts_are_taken_modulo_the_width() {
    // HLSL masks a shift's amount (DXC: `& 31`); MSL leaves 32 or more
    // undefined, and a constant one used to be an internal error (OSH4001).
    let out = msl("RWStructuredBuffer<uint> o; [numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) {
           uint s = id.x; o[0] = o[1] << 33; o[2] = o[3] >> s; o[4] = o[5] << (s & 7u);
           uint2 v = uint2(o[6], o[7]) << uint2(s, 40u); o[8] = v.x + v.y; }");
    assert!(out.contains("o[0u] = o[1u] << 1u;"), "{out}");
    assert!(out.contains("o[2u] = o[3u] >> (s & 31u);"), "{out}");
    // Already below the width: not masked again.
    assert!(out.contains("o[4u] = o[5u] << (s & 7u);"), "{out}");
    assert!(out.contains("& uint2(31u)"), "{out}");
}

#[test]
fn level_of_detail_is_a_texture_method_call() {
    // A texture and sampler used only by the query are still entry arguments.
    let out = msl("Texture2D t : register(t3); SamplerState s : register(s1);
        float4 main(float2 uv : TEXCOORD0) : SV_Target {
          return float4(t.CalculateLevelOfDetail(s, uv), t.CalculateLevelOfDetailUnclamped(s, uv), 0, 1); }");
    assert!(out.contains("t.calculate_clamped_lod(s, "), "{out}");
    assert!(out.contains("t.calculate_unclamped_lod(s, "), "{out}");
    assert!(out.contains("texture2d<float> t [[texture(0)]]"), "{out}");
    assert!(out.contains("sampler s [[sampler(0)]]"), "{out}");
    // The stand-in function is never declared.
    assert!(!out.contains("float calculate_"), "{out}");
    // A Metal 1D texture has one level: the clamped level is 0, the
    // unclamped one the derivatives' level, with no query.
    let one_d = msl("Texture1D t; SamplerState s; float4 main(float u : TEXCOORD0) : SV_Target {
          return float4(t.CalculateLevelOfDetail(s, u), t.CalculateLevelOfDetailUnclamped(s, u), 0, 1); }");
    assert!(!one_d.contains("calculate_"), "{one_d}");
    assert!(one_d.contains("log2(max(abs("), "{one_d}");
    assert!(one_d.contains("t.get_width()"), "{one_d}");
}

#[test]
fn clip_distances_are_one_metal_array() {
    let out = msl("struct VO { float4 p : SV_Position; float2 c1 : SV_ClipDistance1; float c0[2] : SV_ClipDistance0; };
        VO main(float4 p : POSITION) { VO o; o.p = p; o.c1 = float2(p.x, p.y); o.c0[0] = p.z; o.c0[1] = p.w; return o; }");
    assert!(out.contains("float SV_ClipDistance [[clip_distance]] [4];"), "{out}");
    // Semantic index 0 (the array) comes first.
    assert!(out.contains("array<float, 4> {_e23[0], _e23[1], _e26.x, _e26.y}"), "{out}");
    check(
        "struct VO { float4 p : SV_Position; int c : SV_ClipDistance0; }; VO main() { VO o = (VO)0; return o; }",
        "OSH3007",
    );
    check(
        "struct VO { float4 p : SV_Position; float c : SV_CullDistance0; }; VO main() { VO o = (VO)0; return o; }",
        "OSH5104",
    );
}

#[test]
fn struct_methods_and_static_members() {
    let base =
        "struct C { uint n; static const uint Step = 2; void Bump() { n += Step; } uint Twice() { return Get() * 2; }
                  uint Get() { return this.n; } static uint Make(uint k) { return k + Step; } };
               cbuffer B { C fromCb; }; RWStructuredBuffer<uint> o;";
    for body in [
        "C c; c.n = 1; c.Bump(); o[0] = c.Twice() + C::Make(1) + C::Step;",
        "o[0] = fromCb.Twice();",
        "C arr[2]; arr[1].n = 0; arr[1].Bump(); o[0] = arr[1].Get();",
    ] {
        check(&format!("{base} [numthreads(1,1,1)] void main() {{ {body} }}"), "ok 1");
    }
    // Errors: no such method; a mutating method on a constant buffer; a static method has no `this`.
    check(&format!("{base} [numthreads(1,1,1)] void main() {{ C c; c.Nope(); }}"), "OSH3001");
    check(&format!("{base} [numthreads(1,1,1)] void main() {{ fromCb.Bump(); }}"), "OSH3005");
    check(
        "struct S { uint n; uint Get() { return n; } static uint F() { return Get(); } };
         RWStructuredBuffer<uint> o; [numthreads(1,1,1)] void main() { o[0] = S::F(); }",
        "OSH3001",
    );
}

#[test]
fn pack_matrix_pragma_applies_to_the_declarations_after_it() {
    let out = msl("cbuffer A0 { float2x3 P; float4 x; };
        #pragma pack_matrix(row_major)
        cbuffer A1 { float2x3 Q; float4 y; };
        #pragma pack_matrix(column_major)
        cbuffer A2 { float2x3 R; float4 z; row_major float2x3 S; float4 w; };
        RWStructuredBuffer<float3> o;
        [numthreads(1,1,1)] void main() { o[0] = P[0] + Q[0] + R[0] + S[0] + x.xyz + y.xyz + z.xyz + w.xyz; }");
    // column_major: three lines of two components, 16 bytes apart; row_major:
    // two lines of three, which is MSL's own float2x3.
    assert!(out.contains("array<float2_line16, 3> P;"), "{out}");
    assert!(out.contains("float2x3 Q;"), "{out}");
    assert!(out.contains("array<float2_line16, 3> R;"), "{out}");
    assert!(out.contains("float2x3 S;"), "{out}");
}

#[test]
fn constant_buffer_templates_and_arrays() {
    let base = "struct M { float4 c; float r; }; ConstantBuffer<M> one : register(b0); ConstantBuffer<M> many[3] : register(b2);
               RWStructuredBuffer<float4> o;";
    for body in
        ["M m = one; o[0] = one.c * m.r;", "o[0] = many[2].c + many[i % 3].c * many[NonUniformResourceIndex(i)].r;"]
    {
        check(&format!("{base} [numthreads(1,1,1)] void main(uint i : SV_GroupIndex) {{ {body} }}"), "ok 1");
    }
    for (body, code) in [
        ("one.r = 1;", "OSH3005"),
        ("many[1].r = 1;", "OSH3005"),
        ("many[3].r = 1;", "OSH3020"),
        ("o[0] = many.c;", "OSH3019"),
    ] {
        check(&format!("{base} [numthreads(1,1,1)] void main(uint i : SV_GroupIndex) {{ {body} }}"), code);
    }
    let out = msl(&format!("{base} [numthreads(1,1,1)] void main(uint i : SV_GroupIndex) {{ o[0] = many[i].c; }}"));
    assert!(out.contains("constant M& many_2 [[buffer("), "{out}");
    assert!(out.contains("switch ("), "{out}");
}

#[test]
fn rows_and_elements_of_column_major_matrices_are_assignable() {
    // Stored column-major, a row is one component of each stored line.
    let out = msl("struct S { float3x2 m; }; RWStructuredBuffer<S> b;
        [numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) {
            b[0].m[id.x] = float2(1.0f, 2.0f); b[0].m[2][1] = 3.0f; b[0].m[1].x += 4.0f; }");
    assert!(out.contains("b[0u].m[0][_e"), "{out}");
    assert!(out.contains("b[0u].m[1].z = 3.0f;"), "{out}");
    assert!(out.contains("b[0u].m[0].y = "), "{out}");
}

#[test]
fn struct_in_constant_and_structured_buffers() {
    let out = msl("struct L { float3 p; float w[2]; }; cbuffer C { L sun; }; RWStructuredBuffer<L> o;
        [numthreads(1,1,1)] void main() { L l = o[0]; o[1] = sun; o[2].w[1] = l.w[0] + sun.w[1]; }");
    // Two struct types: the constant-buffer one (array elements padded to 16 bytes) and the tight one.
    assert!(out.contains("struct L {") && out.contains("struct L_1 {"), "{out}");
    assert!(out.contains("device L_1* o"), "{out}");
    assert!(out.contains("o[1u] = L_1 {"), "{out}");
}

#[test]
fn templates_instantiate_with_budgets() {
    let base = "template<typename T> T Twice(T x) { return x + x; }
        template<typename T, uint N> struct Arr { T v[N]; T First() { return v[0]; } };
        RWStructuredBuffer<float> o;";
    for body in [
        "o[0] = Twice(1.5f) + Twice<int>(2) + Twice(float2(1, 2)).y;",
        "Arr<float, 3> a; a.v[0] = 1; Arr<uint, 2> b; b.v[0] = 2; o[0] = a.First() + b.First();",
    ] {
        check(&format!("{base} [numthreads(1,1,1)] void main() {{ {body} }}"), "ok 1");
    }
    for (body, code) in [
        ("Arr<float> a; o[0] = 0;", "OSH3024"),
        ("o[0] = Twice<float, float>(1);", "OSH3024"),
        ("Arr<3, float> a; o[0] = 0;", "OSH3024"),
    ] {
        check(&format!("{base} [numthreads(1,1,1)] void main() {{ {body} }}"), code);
    }
    // A template that instantiates itself with ever new arguments stops at the budget.
    let src = "template<uint N> struct R { R<N + 1> next; float x; };
        RWStructuredBuffer<float> o; [numthreads(1,1,1)] void main() { R<0> r; o[0] = r.x; }";
    let handle = std::thread::Builder::new().stack_size(1 << 20).spawn(move || outcome(src));
    let got = handle.map(|h| h.join().unwrap_or_else(|_| "panicked".into())).unwrap_or_default();
    assert!(got.contains("OSH3024"), "{got}");
}

#[test]
fn struct_inheritance() {
    let base = "struct Shape { float2 center; float Area() { return 0; } float2 Center() { return center; } };
        struct Circle : Shape { float radius; float Area() { return 3.14159 * radius * radius; } };
        struct Ring : public Circle { float inner; };
        RWStructuredBuffer<float> o;";
    check(
        &format!(
            "{base} [numthreads(1,1,1)] void main() {{ Ring r; r.center = 1; r.radius = 2; r.inner = 1;
            o[0] = r.Area() + r.Center().x + r.radius; }}"
        ),
        "ok 1",
    );
    check(
        &format!("{base} struct Bad : Missing {{ float x; }}; [numthreads(1,1,1)] void main() {{ o[0] = 0; }}"),
        "OSH3001",
    );
}

fn translate_at(src: &str, version: crate::options::MslVersion) -> crate::Translation {
    let opts = Options { language: Some(crate::options::Language::Hlsl), msl_version: version, ..Options::default() };
    crate::translate(src, &opts)
}

#[test]
fn texel_atomics_are_texture_member_calls_from_msl_3_1() {
    use crate::options::MslVersion;
    let src = "RWTexture2D<uint> t : register(u0); RWTexture2DArray<int> a : register(u1); RWStructuredBuffer<uint> o;
        [numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) {
          t[id.xy] = 1; uint prev; InterlockedOr(t[id.xy], 2u, prev);
          int old; InterlockedCompareExchange(a[int3(1, 2, 3)], 4, 5, old);
          InterlockedXor(a[id], 6); InterlockedCompareStore(t[id.xy], 7u, 8u); o[0] = prev + (uint)old; }";
    let t = translate_at(src, MslVersion::V3_1);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let out: String = t.entry_points.iter().map(|e| e.msl.clone()).collect();
    // A texture also written plainly stays read-write.
    assert!(out.contains("texture2d<uint, access::read_write> t [[texture(0)]]"), "{out}");
    assert!(out.contains("texture2d_array<int, access::read_write> a [[texture(1)]]"), "{out}");
    // The original value is the first channel; an unused one is not read.
    assert!(out.contains(" = t.atomic_fetch_or(id_1.xy, 2u).x;"), "{out}");
    assert!(out.contains(", 2u).x;"), "{out}");
    assert!(out.contains("a.atomic_fetch_xor(_e"), "{out}");
    assert!(out.contains(".z, 6);"), "{out}");
    // Signed coordinates are converted; the layer is its own argument.
    assert!(out.contains("ferrometal_texture_compare_exchange(a, uint2(_e"), "{out}");
    assert!(out.contains("ferrometal_texture_compare_exchange(t, id_1.xy, 7u, 8u);"), "{out}");
    assert!(
        out.contains("while (!tex.atomic_compare_exchange_weak(coord, layer, &old, desired) && old.x == expected)"),
        "{out}"
    );
    assert!(out.contains("while (!tex.atomic_compare_exchange_weak(coord, &old, desired) && old.x == expected)"));
    // The stand-in functions are never declared.
    assert!(!out.contains("texture_atomic_"), "{out}");
    let r = t.reflection.as_ref().expect("reflection");
    let access: Vec<_> = r.resources.iter().map(|r| (r.name.as_str(), r.access.as_deref())).collect();
    assert_eq!(&access[..2], [("t", Some("read_write")), ("a", Some("read_write"))]);

    let codes = |src: &str, v| -> Vec<String> {
        translate_at(src, v)
            .diagnostics
            .iter()
            .filter(|d| d.is_error())
            .map(|d| format!("{} {}", d.code, d.message))
            .collect()
    };
    // Below MSL 3.1 the 2D texture's atomics go through a buffer (OSH5232);
    // the array texture's need MSL 3.1, and with `texture_atomics_native_only`
    // every one does.
    let below = codes(src, MslVersion::V3_0);
    assert_eq!(below.len(), 2, "{below:?}");
    assert!(below.iter().all(|d| d.starts_with("OSH5107") && d.contains("need MSL 3.1")), "{below:?}");
    let native_only = Options {
        language: Some(crate::options::Language::Hlsl),
        msl_version: MslVersion::V3_0,
        texture_atomics_native_only: true,
        ..Options::default()
    };
    let refused = crate::translate(src, &native_only);
    let refused: Vec<_> = refused.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.code).collect();
    assert_eq!(refused, [crate::diag::codes::METAL_TEXTURE_ATOMICS; 4]);
    let float = "RWTexture2D<float> f; [numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) { InterlockedAdd(f[id.xy], 1); }";
    assert_eq!(codes(float, MslVersion::V3_1).len(), 1);
    assert!(codes(float, MslVersion::V3_1)[0].starts_with("OSH5116"));
    let vector = "RWTexture2D<uint2> f; [numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) { InterlockedAdd(f[id.xy], 1); }";
    assert!(codes(vector, MslVersion::V3_1)[0].starts_with("OSH5116"));
}

#[test]
fn texel_atomic_on_a_typed_buffer_and_through_a_helper() {
    let src = "RWBuffer<int> b : register(u0); RWTexture3D<uint> v : register(u1);
        int bump(RWTexture3D<uint> tex, uint3 c) { uint was; InterlockedMax(tex[c], 9u, was); return (int)was; }
        [numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) { int was; InterlockedExchange(b[id.x], bump(v, id), was); }";
    let t = translate_at(src, crate::options::MslVersion::V3_2);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let out: String = t.entry_points.iter().map(|e| e.msl.clone()).collect();
    assert!(out.contains("b.atomic_exchange(_e"), "{out}");
    assert!(out.contains("int bump(texture3d<uint, access::read_write> tex, uint3 c)"), "{out}");
    assert!(out.contains("uint _e4 = tex.atomic_fetch_max(c, 9u).x;"), "{out}");
    assert!(out.contains("texture3d<uint, access::read_write> v [[texture(1)]]"), "{out}");
}

/// The names of the functions (entry points by name) holding precise
/// expressions, and how many precise expressions each has.
fn precise_functions(src: &str) -> Vec<(String, usize)> {
    let mut files = Files::new();
    let id = files.add("t.hlsl", src);
    let out = super::parse_and_lower(&mut files, id, &Options::default(), &crate::options::MemoryIncludes::default());
    let Some(l) = out.lowered else { return Vec::new() };
    let mut counts: std::collections::BTreeMap<String, usize> = Default::default();
    for (fref, _) in &l.side.precise_exprs {
        let name = match fref {
            crate::side::FunctionRef::Helper(h) => l.module.functions[*h].name.clone(),
            crate::side::FunctionRef::Entry(i) => l.module.entry_points.get(*i).map(|e| e.name.clone()),
        };
        *counts.entry(name.unwrap_or_default()).or_default() += 1;
    }
    counts.into_iter().collect()
}

#[test]
fn precise_marks_declaring_functions_and_their_callees() {
    let src = "RWStructuredBuffer<float> o;
        float helper(float a, float b) { return a / b; }
        float other(float a) { return a * a; }
        float viaParam(precise float a) { return a + 1; }
        precise float viaResult(float a) { return a - 1; }
        struct S { precise float v; };
        float viaMember(float a) { S s; s.v = a * 2; return s.v; }
        [numthreads(1,1,1)] void withLocal() { precise float r = o[0] * o[1] + helper(o[2], o[3]); o[0] = r; }
        [numthreads(1,1,1)] void plain() { o[0] = other(o[1]) + viaParam(o[2]) + viaResult(o[3]) + viaMember(o[4]); }";
    let got = precise_functions(src);
    // withLocal: `*` and `+`; helper: `/` (called from a precise function);
    // other and plain declare nothing precise and are not called from one.
    let expect: Vec<(String, usize)> =
        [("helper", 1), ("viaMember", 1), ("viaParam", 1), ("viaResult", 1), ("withLocal", 2)]
            .iter()
            .map(|(n, c)| (n.to_string(), *c))
            .collect();
    assert_eq!(got, expect);
}

#[test]
fn every_suggested_intrinsic_is_one_the_lowering_knows() {
    // With some number of arguments a known intrinsic fails, if at all, on
    // their types or count, never as an unknown name: a suggestion is
    // always something the person can call.
    let unknown = |name: &str, args: &str| {
        outcome(&format!("groupshared uint g; [numthreads(1,1,1)] void main() {{ float4 x = 1; {name}({args}); }}"))
            .contains("is not a function or intrinsic")
    };
    for name in super::lower::SUGGESTED_INTRINSICS {
        let known = ["", "x", "x, x", "x, x, x", "g, 1u", "g, 1u, 1u"].iter().any(|args| !unknown(name, args));
        assert!(known, "{name} is suggested but not known");
    }
    assert!(["", "x", "x, x"].iter().all(|args| unknown("normalise", args)));
}

#[test]
fn long_operator_chains_translate_on_a_small_stack_and_longer_ones_are_osh2003() {
    // Generated HLSL has long sums; the chain budget (MAX_CHAIN) lets 250
    // operators through every recursive pass on a 1 MiB stack (a debug
    // build), and stops past 256 with a coded error, not an overflow.
    let run = |n: usize| {
        let terms = vec!["x"; n + 1].join(" + ");
        let src = format!("float4 main(float4 p : SV_Position) : SV_Target {{ float x = p.x; return {terms}; }}");
        std::thread::Builder::new()
            .stack_size(1 << 20)
            .spawn(move || {
                let t = crate::translate(&src, &Options::default());
                t.diagnostics.iter().find(|d| d.is_error()).map(|d| d.code.to_string())
            })
            .unwrap()
            .join()
            .unwrap()
    };
    assert_eq!(run(250), None);
    assert_eq!(run(257).as_deref(), Some("OSH2003"));
    assert_eq!(run(100_000).as_deref(), Some("OSH2003"));
}

#[test]
fn osh5203_only_where_a_constant_operation_can_wrap() {
    let warns = |body: &str| {
        let src = format!(
            "#define TILE 16\nRWStructuredBuffer<int> o; [numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) {{ {body} }}"
        );
        let opts = Options { language: Some(crate::options::Language::Hlsl), ..Options::default() };
        let t = crate::translate(&src, &opts);
        assert!(!t.has_errors(), "{src}\n{}", t.render_diagnostics());
        t.diagnostics.iter().filter(|d| d.code == crate::diag::codes::DEVIATION_SIGNED_OVERFLOW).count()
    };
    // Two constants whose result fits: nothing can wrap.
    assert_eq!(warns("o[id.x % (TILE * TILE)] = TILE - 1 + o[0] * 0u;"), 0);
    // Two constants whose result does not fit, and a variable operand: it can.
    assert_eq!(warns("o[0] = 65536 * 65536;"), 1);
    assert_eq!(warns("o[0] = o[1] * TILE;"), 1);
}

#[test]
fn a_swizzle_compared_with_a_constructor_is_not_a_template_call() {
    let out = msl(
        "RWTexture2D<float4> t; ByteAddressBuffer b; [numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) {
           uint w, h; t.GetDimensions(w, h);
           if (all(id.xy < uint2(w, h))) t[id.xy] = b.Load<float4>(0); }",
    );
    assert!(out.contains(".xy < uint2(w, h)"), "{out}");
}

/// Clang's `__has_feature`, as DXC answers it: a feature translated is 1 in
/// `#if` and in code; another is 0 in `#if` (an undefined name) and an
/// undeclared name in code.
#[test]
fn has_feature() {
    let known = "#if __has_feature(hlsl_vk_buffer_pointer) && !__has_feature(no_such_feature)
         RWStructuredBuffer<uint> o;
         [numthreads(1,1,1)] void main() { if (__has_feature(hlsl_vk_buffer_pointer)) { o[0] = 1; } }
         #endif";
    check(known, "ok 1");
    let unknown = "RWStructuredBuffer<uint> o;
         [numthreads(1,1,1)] void main() { o[0] = __has_feature(no_such_feature); }";
    check(unknown, "OSH3001");
}

/// A one-component vector meets a longer one as a scalar does: it splats
/// (`dot(float3, float1)`), where the IR would otherwise pass naga's `dot`
/// a scalar and a vector (found by fuzzing; naga's validator refused it).
#[test]
fn one_component_vectors_splat_in_intrinsics() {
    check(
        "RWStructuredBuffer<float> o;
         [numthreads(1,1,1)] void main() { float3 n = float3(0, 0, 1); float1 l = 2.0;
           o[0] = dot(n, l); o[1] = dot(l, n); o[2] = max(n, l).x; }",
        "ok 1",
    );
}
