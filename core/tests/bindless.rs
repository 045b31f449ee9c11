//! The `metal4-bindless` binding model against the three-slot root ABI in
//! `msl::bind`'s module docs: root bytes at buffer 0, the texture view
//! pool's base resource ID at 1, the sampler array at 2. Expected sizes are
//! worked out by hand from the source structs.

#![allow(clippy::indexing_slicing)]

use ferrometal::{BindingModel, Language, Options, translate};

fn run(src: &str, model: BindingModel) -> ferrometal::Translation {
    let options = Options { language: Some(Language::Hlsl), binding_model: model, ..Options::default() };
    translate(src, &options)
}

fn msl(t: &ferrometal::Translation) -> String {
    t.entry_points.iter().map(|e| e.msl.as_str()).collect()
}

fn reflection(t: &ferrometal::Translation) -> serde_json::Value {
    let json = t.reflection.as_ref().map(ferrometal::Reflection::to_json).unwrap_or_default();
    serde_json::from_str(&json).unwrap_or_default()
}

const MATERIAL: &str = "
struct Material { uint albedo; uint samplerIndex; float strength; uint pad; };
ConstantBuffer<Material> material : register(b0);
float4 main(float2 uv : TEXCOORD0) : SV_Target {
    Texture2D<float4> albedo = ResourceDescriptorHeap[material.albedo];
    SamplerState s = SamplerDescriptorHeap[material.samplerIndex];
    return albedo.Sample(s, uv) * material.strength;
}";

#[test]
fn heaps_are_the_pool_base_and_the_sampler_array() {
    let t = run(MATERIAL, BindingModel::Metal4Bindless);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let out = msl(&t);
    assert!(out.contains("constant Material& material [[buffer(0)]]"), "{out}");
    assert!(out.contains("constant ulong& _resource_heap0 [[buffer(1)]]"), "{out}");
    assert!(out.contains("constant sampler* _sampler_heap1 [[buffer(2)]]"), "{out}");
    assert!(out.contains("as_type<texture2d<float>>(_resource_heap0 + ulong(material.albedo))"), "{out}");
    assert!(out.contains("_sampler_heap1[material.samplerIndex]"), "{out}");
    let r = reflection(&t);
    assert_eq!(r["bindingModel"], "metal4-bindless");
    let slots = r["bindlessSlots"].as_array().cloned().unwrap_or_default();
    let got: Vec<(u64, &str)> =
        slots.iter().map(|s| (s["index"].as_u64().unwrap_or(99), s["role"].as_str().unwrap_or(""))).collect();
    assert_eq!(got, [(0, "root"), (1, "texturePool"), (2, "samplers")]);
    // Four 4-byte members: 16 bytes of root.
    assert_eq!(slots[0]["resource"], "material");
    assert_eq!(slots[0]["size"], 16);
    for s in &slots {
        assert_eq!(s["usedBy"], serde_json::json!(["main0"]));
    }
    // The heap stand-ins are not resources a host binds.
    let names: Vec<&str> = r["resources"].as_array().into_iter().flatten().filter_map(|x| x["name"].as_str()).collect();
    assert_eq!(names, ["material"]);
}

#[test]
fn heaps_under_other_models_name_metal4_bindless() {
    for model in [BindingModel::Direct, BindingModel::ArgumentBuffers] {
        let t = run(MATERIAL, model);
        let d = t.render_diagnostics();
        assert_eq!(d.matches("error[OSH5119]").count(), 2, "{d}");
        assert!(d.contains("`ResourceDescriptorHeap` is an SM 6.6 descriptor heap"), "{d}");
        assert!(d.contains("`SamplerDescriptorHeap` is an SM 6.6 descriptor heap"), "{d}");
        assert!(d.contains("--binding-model metal4-bindless"), "{d}");
        assert!(t.entry_points.is_empty());
    }
}

#[test]
fn push_constants_are_the_root_before_any_constant_buffer() {
    let src = "
cbuffer Extra : register(b0) { float k; };
struct Root { uint64_t data; uint tex; };
[[vk::push_constant]] Root root;
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    Texture2D<float> t = ResourceDescriptorHeap[root.tex];
    vk::RawBufferStore<float>(root.data + id.x * 4, t.Load(int3(id.xy, 0)) * k);
}";
    let t = run(src, BindingModel::Metal4Bindless);
    let d = t.render_diagnostics();
    assert_eq!(d.matches("error[").count(), 1, "{d}");
    assert!(d.contains("error[OSH5119]: `Extra` is a bound resource"), "{d}");
    let without_extra = src.replace("cbuffer Extra : register(b0) { float k; };", "").replace(" * k", "");
    let t = run(&without_extra, BindingModel::Metal4Bindless);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let out = msl(&t);
    assert!(out.contains("constant Root& root [[buffer(0)]]"), "{out}");
    assert!(out.contains("reinterpret_cast<device RawBuffer_float*>(root.data + "), "{out}");
    assert!(!out.contains("[[buffer(2)]]"), "no sampler heap is used: {out}");
}

#[test]
fn a_rootless_shader_declares_no_slot_0() {
    let src = "
[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    RWTexture2D<float4> t = ResourceDescriptorHeap[id.x];
    t[id.xy] = float4(1, 2, 3, 4);
}";
    let t = run(src, BindingModel::Metal4Bindless);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let out = msl(&t);
    assert!(!out.contains("[[buffer(0)]]"), "{out}");
    assert!(out.contains("as_type<texture2d<float, access::write>>(_resource_heap0 + ulong(id_1.x))"), "{out}");
    let r = reflection(&t);
    assert_eq!(r["bindlessSlots"][0]["resource"], serde_json::Value::Null);
    assert_eq!(r["bindlessSlots"][0]["usedBy"], serde_json::json!([]));
    assert_eq!(r["bindlessSlots"][1]["usedBy"], serde_json::json!(["main0"]));
}

#[test]
fn a_heap_element_of_the_wrong_kind_is_a_coded_error() {
    let src = "
cbuffer Root : register(b0) { uint i; };
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    StructuredBuffer<uint> b = ResourceDescriptorHeap[i];
    SamplerState s = ResourceDescriptorHeap[i];
    Texture2D<float4> t = SamplerDescriptorHeap[i];
}";
    let d = run(src, BindingModel::Metal4Bindless).render_diagnostics();
    assert!(d.contains("error[OSH5119]") && d.contains("vk::RawBufferLoad"), "{d}");
    assert!(d.contains("a `ResourceDescriptorHeap` element is a texture, not `SamplerState`"), "{d}");
    assert!(d.contains("a `SamplerDescriptorHeap` element is a sampler, not `Texture2D<float4>`"), "{d}");
}

#[test]
fn a_declared_name_shadows_the_heap() {
    let src = "
Texture2D<float4> ResourceDescriptorHeap[4] : register(t0);
SamplerState s : register(s0);
float4 main(float2 uv : TEXCOORD0) : SV_Target {
    Texture2D<float4> t = ResourceDescriptorHeap[1];
    return t.Sample(s, uv);
}";
    let t = run(src, BindingModel::Direct);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    assert!(msl(&t).contains("array<texture2d<float>, 4> ResourceDescriptorHeap [[texture(0)]]"), "{}", msl(&t));
}

#[test]
fn helpers_receive_the_heaps_as_parameters() {
    let src = "
struct Root { uint tex; uint samp; };
[[vk::push_constant]] Root root;
float4 fetch(uint i, float2 uv) {
    Texture2D<float4> t = ResourceDescriptorHeap[i];
    SamplerState s = SamplerDescriptorHeap[root.samp];
    return t.SampleLevel(s, uv, 0);
}
float4 main(float2 uv : TEXCOORD0) : SV_Target { return fetch(root.tex, uv) + fetch(root.tex + 1, uv); }";
    let t = run(src, BindingModel::Metal4Bindless);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let out = msl(&t);
    assert!(
        out.contains("float4 fetch(uint i, float2 uv, constant Root& root, constant ulong& _resource_heap0, constant sampler* _sampler_heap1)"),
        "{out}"
    );
    assert!(out.contains("fetch(root.tex + 1u, uv_1, root, _resource_heap0, _sampler_heap1)"), "{out}");
}
