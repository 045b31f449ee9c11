//! Raw GPU pointers end to end: GLSL buffer references and HLSL raw buffer
//! loads through `translate`. Offsets are worked out by hand from the GLSL
//! std140/std430 rules (a reference is 8 bytes aligned to 8) and D3D packing.

use crate::options::{Language, Options};
use crate::reflect::LayoutMember;

fn translate(src: &str, language: Language) -> crate::Translation {
    let opts = Options { language: Some(language), ..Options::default() };
    crate::translate(src, &opts)
}

fn msl(src: &str, language: Language) -> String {
    let t = translate(src, language);
    assert!(!t.has_errors(), "{src}\n{}", t.render_diagnostics());
    t.entry_points.iter().map(|e| e.msl.clone()).collect()
}

/// The codes of the errors, space-separated.
fn codes(src: &str, language: Language) -> String {
    let t = translate(src, language);
    t.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.code.to_string()).collect::<Vec<_>>().join(" ")
}

fn member<'a>(members: &'a [LayoutMember], name: &str) -> &'a LayoutMember {
    members.iter().find(|m| m.name == name).unwrap_or_else(|| panic!("no member `{name}`"))
}

const NODE: &str = "#version 460\n#extension GL_EXT_buffer_reference : require\n\
    layout(local_size_x = 1) in;\n\
    layout(buffer_reference) buffer Node;\n\
    layout(buffer_reference, std430, buffer_reference_align = 8) buffer Node { Node next; float value; };\n";

#[test]
fn references_are_eight_bytes_in_std140_blocks() {
    // std140 rounds a struct member's alignment to 16; a reference is a
    // `uint64_t`: a at 0, b at 8, c after them at 16, d (vec4) at 32.
    let src = format!(
        "{NODE}layout(std140, binding = 0) uniform U {{ Node a; Node b; float c; vec4 d; }} u;\n\
         layout(std430, binding = 1) buffer Out {{ float r; }} o;\n\
         void main() {{ o.r = u.a.value + u.b.next.value + u.c + u.d.x; }}\n"
    );
    let t = translate(&src, Language::Glsl);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let r = t.reflection.as_ref().expect("reflection");
    let u = r.resources.iter().find(|r| r.name == "U").expect("U");
    let layout = u.layout.as_ref().expect("layout");
    let offsets: Vec<(String, u32, u32)> = layout.members.iter().map(|m| (m.name.clone(), m.offset, m.size)).collect();
    let want = [("a", 0, 8), ("b", 8, 8), ("c", 16, 4), ("d", 32, 16)];
    let want: Vec<(String, u32, u32)> = want.iter().map(|(n, o, s)| (n.to_string(), *o, *s)).collect();
    assert_eq!(offsets, want);
    // The pointee: `next` at 0, `value` at 8, 16 bytes (aligned to 8).
    let pointee = member(&layout.members, "a").pointee.as_ref().expect("a points to a Node");
    assert_eq!((pointee.msl_type.as_str(), pointee.address_alignment), ("Node", 8));
    let node = pointee.layout.as_ref().expect("the Node layout");
    assert_eq!((node.size, node.alignment), (16, 8));
    let next = member(&node.members, "next");
    assert_eq!((next.offset, next.size), (0, 8));
    assert!(next.pointee.as_ref().is_some_and(|p| p.layout.is_none()), "nested pointers name their pointee only");
    assert_eq!(member(&node.members, "value").offset, 8);
    // The source view spells a reference by its type, a 64-bit integer as GLSL does.
    assert_eq!(member(&layout.members, "a").source_type, "Node");
}

#[test]
fn glsl_64_bit_members_keep_their_spelling() {
    let src = "#version 460
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
        layout(local_size_x = 1) in;
        layout(std430, binding = 0) buffer B { uint64_t a; int64_t b; } buf;
        void main() { buf.a = buf.a + 1ul; }
";
    let t = translate(src, Language::Glsl);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let r = t.reflection.as_ref().expect("reflection");
    let b = r.resources.first().and_then(|r| r.layout.as_ref()).expect("the buffer");
    let spelled: Vec<&str> = b.members.iter().map(|m| m.source_type.as_str()).collect();
    assert_eq!(spelled, ["uint64_t", "int64_t"]);
}

#[test]
fn dereference_casts_and_arithmetic() {
    let src = format!(
        "{NODE}layout(push_constant) uniform P {{ Node head; uvec2 raw; }} pc;\n\
         layout(std430, binding = 0) buffer Out {{ float r; uvec2 back; }} o;\n\
         void main() {{\n\
           Node second = Node(uint64_t(pc.head) + 16ul);\n\
           o.r = second.value + Node(pc.raw).value;\n\
           o.back = uvec2(pc.head.next);\n\
           pc.head.value = 1.0;\n\
         }}\n"
    );
    let out = msl(&src, Language::Glsl);
    assert!(out.contains("reinterpret_cast<device Node*>(second.address)->value"), "{out}");
    // uvec2 → address: the high word shifted up, or'd with the low word.
    assert!(out.contains("<< ulong(32)) | ulong("), "{out}");
    // address → uvec2: the low word, then the high word.
    assert!(out.contains(">> 32uL"), "{out}");
    assert!(out.contains("->value = 1.0f;"), "{out}");
}

#[test]
fn misuse_is_coded() {
    let readonly = "#version 460\n#extension GL_EXT_buffer_reference : require\nlayout(local_size_x = 1) in;\n\
        layout(buffer_reference) readonly buffer R { float x; };\n\
        layout(push_constant) uniform P { R r; } pc;\n\
        void main() { pc.r.x = 1.0; }\n";
    // glslang accepts a store through a readonly reference: a warning.
    assert_eq!(codes(readonly, Language::Glsl), "");
    let t = translate(readonly, Language::Glsl);
    assert!(t.diagnostics.iter().any(|d| d.code == crate::diag::codes::SEM_READONLY_REFERENCE_WRITE));
    let undefined = "#version 460\n#extension GL_EXT_buffer_reference : require\nlayout(local_size_x = 1) in;\n\
        layout(buffer_reference) buffer Never;\n\
        layout(push_constant) uniform P { Never n; } pc;\n\
        layout(std430, binding = 0) buffer Out { float r; } o;\n\
        void main() { o.r = pc.n.x; }\n";
    assert_eq!(codes(undefined, Language::Glsl), "OSH3001");
    let atomic = format!(
        "{NODE}layout(push_constant) uniform P {{ Node head; }} pc;\n\
         layout(buffer_reference) buffer C {{ uint n; }};\n\
         void main() {{ atomicAdd(C(uint64_t(pc.head)).n, 1u); }}\n"
    );
    // Atomics reach the block through its atomic twin: no diagnostic.
    assert_eq!(codes(&atomic, Language::Glsl), "");
    let bad_align = "[[vk::push_constant]] struct { uint64_t a; } pc;\n\
        [numthreads(1, 1, 1)] void main() { vk::RawBufferStore<float>(pc.a, 1.0, 3); }\n";
    assert_eq!(codes(bad_align, Language::Hlsl), "OSH3012");
    // A `uint64_t` needs 8-byte alignment; the default promise is 4.
    let misaligned = "[[vk::push_constant]] struct { uint64_t a; } pc;\n\
        RWStructuredBuffer<uint> o;\n\
        [numthreads(1, 1, 1)] void main() { o[0] = uint(vk::RawBufferLoad<uint64_t>(pc.a)); }\n";
    assert_eq!(codes(misaligned, Language::Hlsl), "OSH5116");
}

#[test]
fn raw_buffer_loads_keep_d3d_packing() {
    // D3D structured packing: `b` (float3) at 4, `c` at 16; 4-byte aligned
    // addresses, so the float3 is packed and no member needs more than 4.
    let src = "struct S { float a; float3 b; float c; };\n\
        [[vk::push_constant]] struct { uint64_t s; uint64_t out_address; } pc;\n\
        [numthreads(1, 1, 1)] void main() {\n\
          S s = vk::RawBufferLoad<S>(pc.s);\n\
          vk::RawBufferStore<float3>(pc.out_address, s.b * s.a + s.c);\n\
          vk::RawBufferStore(pc.out_address + 12, asuint(s.c));\n\
        }\n";
    let out = msl(src, Language::Hlsl);
    assert!(out.contains("    float a;\n    packed_float3 b;\n    float c;\n"), "{out}");
    assert!(out.contains("static_assert(__builtin_offsetof(S, c) == 16"), "{out}");
    assert!(out.contains("reinterpret_cast<device RawBuffer_float3*>(pc.out_address)->value = "), "{out}");
    assert!(out.contains("reinterpret_cast<device RawBuffer_uint*>(pc.out_address + 12uL)->value = "), "{out}");
}
