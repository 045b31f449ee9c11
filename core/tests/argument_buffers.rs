//! The `argument-buffers` binding model against layouts worked out by hand
//! from the rule in `msl::bind`'s module docs: ids, struct order, tier-2
//! offsets (8 bytes per element), sizes, the buffer index of each space and
//! of the push constants.

#![allow(clippy::indexing_slicing)]

use ferrometal::{ArgumentBufferTier, BindingModel, Language, Options, translate};

fn reflect(
    src: &str,
    language: Language,
    stage: Option<ferrometal::Stage>,
    tier: ArgumentBufferTier,
) -> serde_json::Value {
    let options = Options {
        language: Some(language),
        stage,
        binding_model: BindingModel::ArgumentBuffers,
        argument_buffer_tier: tier,
        ..Options::default()
    };
    let t = translate(src, &options);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let json = t.reflection.as_ref().map(ferrometal::Reflection::to_json).unwrap_or_default();
    serde_json::from_str(&json).unwrap_or_default()
}

/// `(name, id, offset, size)` of every member of argument buffer `i`.
fn members(r: &serde_json::Value, i: usize) -> Vec<(String, u64, Option<u64>, Option<u64>)> {
    let ms = r["argumentBuffers"][i]["members"].as_array().cloned().unwrap_or_default();
    ms.iter()
        .map(|m| {
            (
                m["name"].as_str().unwrap_or("").to_string(),
                m["id"].as_u64().unwrap_or(99),
                m["offset"].as_u64(),
                m["size"].as_u64(),
            )
        })
        .collect()
}

const HLSL: &str = "
Texture2D<float4> textures[] : register(t0, space1);
SamplerState samplers[2] : register(s0, space1);
StructuredBuffer<float4> tints : register(t1, space1);
cbuffer Frame : register(b0) { float exposure; };
StructuredBuffer<uint> ids : register(t0);
RWStructuredBuffer<float4> colors : register(u0);
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    uint i = ids[id.x];
    colors[id.x] = textures[NonUniformResourceIndex(i)].SampleLevel(samplers[i & 1], 0.5, 0) * tints[i] * exposure;
}";

#[test]
fn hlsl_spaces_in_d3d_range_order() {
    let r = reflect(HLSL, Language::Hlsl, None, ArgumentBufferTier::Tier2);
    assert_eq!(r["bindingModel"], "argument-buffers");
    assert_eq!(r["argumentBufferTier"], 2);
    // Space 0: b0, then t0, then u0; ids 0, 1, 2; 8 bytes each.
    assert_eq!(r["argumentBuffers"][0]["index"], 0);
    assert_eq!(r["argumentBuffers"][0]["size"], 24);
    let want = [("Frame", 0, 0), ("ids", 1, 8), ("colors", 2, 16)];
    let want: Vec<_> = want.iter().map(|&(n, id, o)| (n.to_string(), id, Some(o), Some(8))).collect();
    assert_eq!(members(&r, 0), want);
    // Space 1: t0 (unbounded: one table address), t1, then s0[2] (ids 2..3, 16 bytes).
    assert_eq!(r["argumentBuffers"][1]["index"], 1);
    assert_eq!(r["argumentBuffers"][1]["size"], 32);
    let want = vec![
        ("textures".to_string(), 0, Some(0), Some(8)),
        ("tints".to_string(), 1, Some(8), Some(8)),
        ("samplers".to_string(), 2, Some(16), Some(16)),
    ];
    assert_eq!(members(&r, 1), want);
    let textures = &r["argumentBuffers"][1]["members"][0];
    assert_eq!((textures["unbounded"].clone(), textures["encoding"].clone()), (true.into(), "tableAddress".into()));
    assert_eq!(textures["tableStride"], 8);
    assert_eq!(r["argumentBuffers"][1]["members"][2]["arraySize"], 2);
    assert_eq!(r["argumentBuffers"][1]["members"][2]["encoding"], "resourceId");
    assert_eq!(r["argumentBuffers"][0]["members"][2]["encoding"], "gpuAddress");
}

const GLSL: &str = "#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(set = 1, binding = 0) uniform sampler2D textures[];
layout(set = 1, binding = 1) uniform texture2D detail[4];
layout(set = 1, binding = 5) uniform sampler detail_sampler;
layout(set = 0, binding = 3) buffer Out { vec4 colors[]; };
layout(push_constant) uniform Push { uint index; } pc;
layout(local_size_x = 1) in;
void main() {
    uint i = pc.index + gl_GlobalInvocationID.x;
    colors[i] = textureLod(textures[nonuniformEXT(i)], vec2(0.5), 0.0)
        + textureLod(sampler2D(detail[i & 3u], detail_sampler), vec2(0.5), 0.0);
}";

#[test]
fn glsl_ids_follow_bindings_and_push_constants_stay_inline() {
    let r = reflect(GLSL, Language::Glsl, Some(ferrometal::Stage::Compute), ArgumentBufferTier::Tier2);
    // Set 0: binding 3 is id 3.
    assert_eq!(members(&r, 0), vec![("colors".to_string(), 3, Some(0), Some(8))]);
    // Set 1: the combined sampler is its texture (id 0) then its sampler
    // (id 1); detail[4] at binding 1 starts at the next free id, 2, and
    // takes 2..5; binding 5 is then next free, 6.
    let want = vec![
        ("textures".to_string(), 0, Some(0), Some(8)),
        ("textures_sampler".to_string(), 1, Some(8), Some(8)),
        ("detail".to_string(), 2, Some(16), Some(32)),
        ("detail_sampler".to_string(), 6, Some(48), Some(8)),
    ];
    assert_eq!(members(&r, 1), want);
    assert_eq!(r["argumentBuffers"][1]["size"], 56);
    // Push constants: inline bytes at the first index above both buffers.
    assert_eq!(r["pushConstants"]["metal"]["index"], 2);
    let t = translate(
        GLSL,
        &Options {
            language: Some(Language::Glsl),
            stage: Some(ferrometal::Stage::Compute),
            binding_model: BindingModel::ArgumentBuffers,
            ..Options::default()
        },
    );
    let msl = t.entry_points.first().map(|e| e.msl.clone()).unwrap_or_default();
    assert!(msl.contains("constant type_Push& Push [[buffer(2)]]"), "{msl}");
    assert!(msl.contains("constant ArgumentBuffer1& argument_buffer1 [[buffer(1)]]"), "{msl}");
    assert!(msl.contains("array<texture2d<float>, 4> detail [[id(2)]];"), "{msl}");
}

#[test]
fn tier_one_has_ids_but_no_offsets() {
    let src = "Texture2D<float4> t[3] : register(t0, space2);
RWStructuredBuffer<float4> o : register(u0);
[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) { o[id.x] = t[id.x % 3].Load(int3(0, 0, 0)); }";
    let r = reflect(src, Language::Hlsl, None, ArgumentBufferTier::Tier1);
    assert_eq!(r["argumentBufferTier"], 1);
    assert_eq!(r["argumentBuffers"][1]["space"], 2);
    assert_eq!(r["argumentBuffers"][1]["index"], 2);
    assert_eq!(r["argumentBuffers"][1]["size"], serde_json::Value::Null);
    assert_eq!(members(&r, 1), vec![("t".to_string(), 0, None, None)]);
}

#[test]
fn direct_reflection_has_no_argument_buffers() {
    let src = "RWStructuredBuffer<uint> o; [numthreads(1,1,1)] void main() { o[0] = 1; }";
    let t = translate(src, &Options { language: Some(Language::Hlsl), ..Options::default() });
    let json = t.reflection.as_ref().map(ferrometal::Reflection::to_json).unwrap_or_default();
    assert!(!json.contains("argumentBuffers") && !json.contains("bindingModel"), "{json}");
}
