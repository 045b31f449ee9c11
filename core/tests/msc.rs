//! The `msc` binding model against Metal Shader Converter's layout rules in
//! `msl::bind`'s module docs: the top-level argument buffer at buffer 2,
//! root constants 4 bytes each, root descriptors and tables 8-byte
//! addresses at 8-byte offsets, 24-byte `IRDescriptorTableEntry`s, the
//! automatic layout's SRV, UAV, CBV, sampler order, heaps at buffers 0 and
//! 1. Expected offsets are worked out by hand from the root signatures.

#![allow(clippy::indexing_slicing)]

use ferrometal::{BindingModel, Language, Options, translate};
use serde_json::Value;

fn run(src: &str) -> ferrometal::Translation {
    let options = Options { language: Some(Language::Hlsl), binding_model: BindingModel::Msc, ..Options::default() };
    translate(src, &options)
}

fn top_level(t: &ferrometal::Translation) -> Value {
    let json = t.reflection.as_ref().map(ferrometal::Reflection::to_json).unwrap_or_default();
    let v: Value = serde_json::from_str(&json).unwrap_or_default();
    v["topLevelArgumentBuffer"].clone()
}

/// (kind, offset, size) of every top-level entry.
fn entries(t: &Value) -> Vec<(String, u64, u64)> {
    t["entries"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|e| {
                    (
                        e["kind"].as_str().unwrap_or("").to_string(),
                        e["offset"].as_u64().unwrap_or(99),
                        e["size"].as_u64().unwrap_or(99),
                    )
                })
                .collect()
        })
        .unwrap_or_default()
}

fn msl(t: &ferrometal::Translation) -> String {
    t.entry_points.iter().map(|e| e.msl.as_str()).collect()
}

#[test]
fn root_parameters_in_order_with_their_alignment() {
    // 3 constants (0..12), then the CBV's address aligned to 8 (16), a table
    // (24), 1 constant (32), a static sampler's entry aligned to 8 (40): 48 bytes.
    let src = r#"
cbuffer A : register(b0) { uint a0; uint a1; uint a2; };
cbuffer B : register(b1) { float4 b; };
cbuffer C : register(b2) { uint c; };
Texture2D<float4> t0 : register(t0);
RWStructuredBuffer<float4> u5 : register(u5);
SamplerState fixedSampler : register(s3);
[RootSignature("RootConstants(num32BitConstants = 3, b0), CBV(b1), DescriptorTable(SRV(t0), UAV(u4, numDescriptors = 2)), RootConstants(num32BitConstants = 1, b2), StaticSampler(s3)")]
[numthreads(1, 1, 1)]
void main() {
    u5[0] = b * float(a0 + a1 + a2 + c) + t0.SampleLevel(fixedSampler, float2(0, 0), 0);
}"#;
    let t = run(src);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let top = top_level(&t);
    let want: Vec<(String, u64, u64)> = [
        ("rootConstants", 0, 12),
        ("rootDescriptor", 16, 8),
        ("descriptorTable", 24, 8),
        ("rootConstants", 32, 4),
        ("staticSampler", 40, 8),
    ]
    .iter()
    .map(|(k, o, s)| (k.to_string(), *o, *s))
    .collect();
    assert_eq!(entries(&top), want);
    assert_eq!(top["size"], 48);
    assert_eq!(top["layout"], "rootSignature");
    // The UAV range follows the SRV (descriptor 1); u5 is its second descriptor.
    let table = &top["entries"][2];
    assert_eq!(table["ranges"][1]["tableOffset"], 1);
    let u5 = table["resources"].as_array().and_then(|r| r.iter().find(|x| x["name"] == "u5")).cloned();
    assert_eq!(
        u5.map(|x| (x["descriptorIndex"].clone(), x["setter"].clone())),
        Some((2.into(), "IRDescriptorTableSetBuffer".into()))
    );
    let out = msl(&t);
    assert!(out.contains("constant TopLevelArgumentBuffer& top_level [[buffer(2)]]"), "{out}");
    assert!(out.contains("reinterpret_cast<device float4*>(top_level.param2[2].gpuVA)"), "{out}");
    assert!(out.contains("as_type<texture2d<float>>(top_level.param2[0].textureViewID)"), "{out}");
    assert!(out.contains("constexpr sampler fixedSampler("), "{out}");
    assert!(out.contains("static_assert(sizeof(TopLevelArgumentBuffer) == 48"), "{out}");
}

#[test]
fn automatic_layout_orders_srv_uav_cbv_sampler() {
    let src = r#"
SamplerState s : register(s0);
cbuffer K : register(b0) { float k; };
RWStructuredBuffer<float> o : register(u0);
Texture2D<float> t1 : register(t1);
Texture2D<float> t0 : register(t0);
[numthreads(1, 1, 1)]
void main() { o[0] = k * (t0.SampleLevel(s, float2(0, 0), 0) + t1.SampleLevel(s, float2(0, 0), 0)); }"#;
    let t = run(src);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let top = top_level(&t);
    assert_eq!(top["layout"], "automatic");
    let names: Vec<String> = top["entries"]
        .as_array()
        .map(|a| a.iter().map(|e| e["resources"][0]["name"].as_str().unwrap_or("").to_string()).collect())
        .unwrap_or_default();
    assert_eq!(names, ["t0", "t1", "o", "K", "s"]);
    let offsets: Vec<u64> = entries(&top).iter().map(|e| e.1).collect();
    assert_eq!(offsets, [0, 24, 48, 72, 96]);
    assert_eq!(top["size"], 120);
}

#[test]
fn heaps_are_descriptor_entries_at_buffers_0_and_1() {
    let src = r#"
cbuffer Root : register(b0) { uint ti; uint si; };
float4 main(float2 uv : TEXCOORD0) : SV_Target {
    Texture2D<float4> t = ResourceDescriptorHeap[ti];
    SamplerState s = SamplerDescriptorHeap[si];
    return t.Sample(s, uv);
}"#;
    let t = run(src);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let out = msl(&t);
    assert!(out.contains("constant IRDescriptorTableEntry* _resource_heap0 [[buffer(0)]]"), "{out}");
    assert!(out.contains("constant IRDescriptorTableEntry* _sampler_heap1 [[buffer(1)]]"), "{out}");
    assert!(out.contains("as_type<texture2d<float>>(_resource_heap0[Root.ti].textureViewID)"), "{out}");
    assert!(out.contains("as_type<sampler>(_sampler_heap1[Root.si].gpuVA)"), "{out}");
}

#[test]
fn model_limits_are_osh5119() {
    for (src, want) in [
        (
            "Texture2D<float4> t : register(t0); RWStructuredBuffer<float4> o : register(u0);\n\
             [RootSignature(\"SRV(t0), UAV(u0)\")] [numthreads(1,1,1)] void main() { o[0] = t.Load(int3(0,0,0)); }",
            "holds only buffers",
        ),
        (
            "RWStructuredBuffer<float4> o : register(u1);\n\
             [RootSignature(\"UAV(u0)\")] [numthreads(1,1,1)] void main() { o[0] = 1; }",
            "not in the entry point's root signature",
        ),
        (
            "Texture2D<float4> ts[] : register(t0); RWStructuredBuffer<float4> o : register(u0);\n\
             [numthreads(1,1,1)] void main() { o[0] = ts[1].Load(int3(0,0,0)); }",
            "automatic layout cannot hold",
        ),
    ] {
        let t = run(src);
        let d = t.render_diagnostics();
        assert!(d.contains("error[OSH5119]") && d.contains(want), "{want}: {d}");
    }
}
