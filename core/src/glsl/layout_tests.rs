//! Block layouts: the member offsets and array strides the naga module
//! carries for std140 and std430 blocks (OpenGL 4.6 §7.6.2.2, the
//! "Standard Uniform Block Layout" rules; Vulkan's push constants and
//! `GL_EXT_scalar_block_layout` for std430 uniform blocks). The expected
//! numbers are worked out by hand in the comments beside them.

use crate::diag::{Code, codes};
use crate::options::{Language, MemoryIncludes, Options};
use crate::source::Files;
use naga::{Module, TypeInner};

/// The module the GLSL front-end builds for a compute shader.
fn module(src: &str) -> Module {
    let mut files = Files::new();
    let main = files.add("layout.comp", src);
    let opts = Options { language: Some(Language::Glsl), ..Options::default() };
    let out = super::parse_and_lower(&mut files, main, &opts, &MemoryIncludes::default());
    let errors: Vec<String> = out.diagnostics.iter().filter(|d| d.is_error()).map(|d| d.message.clone()).collect();
    assert!(errors.is_empty(), "{errors:?}");
    out.lowered.expect("a module").module
}

/// The first error's code and the source text it points at.
fn error(src: &str) -> (Code, String) {
    let opts = Options { language: Some(Language::Glsl), ..Options::default() };
    let t = crate::translate(src, &opts);
    let d = t.diagnostics.iter().find(|d| d.is_error()).expect("an error");
    (d.code, src.get(d.span.start as usize..d.span.end as usize).unwrap_or_default().to_string())
}

/// A member as the module lays it out: name, offset, and the stride when it
/// is an array.
type Member = (String, u32, Option<u32>);

/// The members and size of the struct a global (a block) is stored as; a
/// structured buffer's element struct for a storage block.
fn block(m: &Module, global: &str) -> (Vec<Member>, u32) {
    let (_, gv) = m.global_variables.iter().find(|(_, g)| g.name.as_deref() == Some(global)).expect("the global");
    let mut ty = gv.ty;
    if let TypeInner::Array { base, .. } = m.types[ty].inner {
        ty = base;
    }
    struct_layout(m, ty)
}

fn struct_layout(m: &Module, ty: naga::Handle<naga::Type>) -> (Vec<Member>, u32) {
    let TypeInner::Struct { members, span } = &m.types[ty].inner else { panic!("not a struct: {:?}", m.types[ty]) };
    let out = members
        .iter()
        .map(|mem| {
            let stride = match m.types[mem.ty].inner {
                TypeInner::Array { stride, .. } => Some(stride),
                _ => None,
            };
            (mem.name.clone().unwrap_or_default(), mem.offset, stride)
        })
        .collect();
    (out, *span)
}

/// The struct a member of a block holds (through arrays).
fn member_struct(m: &Module, global: &str, member: usize) -> (Vec<Member>, u32) {
    let (_, gv) = m.global_variables.iter().find(|(_, g)| g.name.as_deref() == Some(global)).expect("the global");
    let mut ty = gv.ty;
    if let TypeInner::Array { base, .. } = m.types[ty].inner {
        ty = base;
    }
    let TypeInner::Struct { members, .. } = &m.types[ty].inner else { panic!("not a struct") };
    let mut ty = members[member].ty;
    while let TypeInner::Array { base, .. } = m.types[ty].inner {
        ty = base;
    }
    struct_layout(m, ty)
}

fn members(list: &[(&str, u32, Option<u32>)]) -> Vec<Member> {
    list.iter().map(|(n, o, s)| (n.to_string(), *o, *s)).collect()
}

const SHARED: &str = "#version 450\nlayout(local_size_x = 1) in;\nstruct S { vec3 p; float q[2]; };\n";

#[test]
fn std140_and_std430_storage_blocks() {
    let src = format!(
        "{SHARED}\
         layout(std140, binding = 0) buffer A {{ float a[4]; vec2 b[2]; vec3 c; float d; S s[2]; }} x;\n\
         layout(std430, binding = 1) buffer B {{ float a[4]; vec2 b[2]; vec3 c; float d; S s[2]; }} y;\n\
         void main() {{ y.s[1] = x.s[0]; x.a[3] = y.a[2] + y.d; x.s[1] = y.s[0]; }}\n"
    );
    let m = module(&src);
    // std140: every array's stride and every struct's alignment round up
    // to 16 (a vec4's).
    //   a: float[4], stride 16, at 0, 64 bytes;
    //   b: vec2[2], stride 16, at 64, 32 bytes;
    //   c: vec3 (aligned 16) at 96, 12 bytes; d: float at 108;
    //   s: S[2] at 112 (aligned 16), stride 48 (S below); 112 + 96 = 208.
    // S in std140: p at 0 (12 bytes); q: float[2] aligned 16 at 16,
    // stride 16, 32 bytes, ends at 48; size 48 (a multiple of 16).
    let want = [("a", 0, Some(16)), ("b", 64, Some(16)), ("c", 96, None), ("d", 108, None), ("s", 112, Some(48))];
    assert_eq!(block(&m, "x"), (members(&want), 208));
    assert_eq!(member_struct(&m, "x", 4), (members(&[("p", 0, None), ("q", 16, Some(16))]), 48));
    // std430: arrays and structs keep their elements' alignment.
    //   a: stride 4, at 0, 16 bytes; b: vec2[2] (aligned 8) at 16, stride 8;
    //   c: vec3 at 32; d at 44; s: S aligned 16 (its vec3) at 48, stride 32
    //   (S below); 48 + 64 = 112.
    // S in std430: p at 0; q: float[2] at 12, stride 4, ends at 20; size
    // 20 rounded to its alignment 16 = 32.
    let want = [("a", 0, Some(4)), ("b", 16, Some(8)), ("c", 32, None), ("d", 44, None), ("s", 48, Some(32))];
    assert_eq!(block(&m, "y"), (members(&want), 112));
    assert_eq!(member_struct(&m, "y", 4), (members(&[("p", 0, None), ("q", 12, Some(4))]), 32));
}

#[test]
fn std140_storage_blocks_of_every_form() {
    // A runtime-sized array alone, readonly and writeonly, with and without
    // an instance name, `set` before `std140`: each one struct laid out
    // std140 (a float array's stride 16, a vec3 array's 16).
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(std140, binding = 0) readonly buffer R { float r[]; };\n\
        layout(set = 0, std140, binding = 1) writeonly buffer W { vec3 w[]; } wo;\n\
        layout(binding = 2, std140) buffer H { uint n; float h[]; } hd;\n\
        void main() { wo.w[1] = vec3(r[2]); hd.h[hd.n] = r[0]; }\n";
    let m = module(src);
    assert_eq!(block(&m, "_R"), (members(&[("r", 0, Some(16))]), 16));
    assert_eq!(block(&m, "wo"), (members(&[("w", 0, Some(16))]), 16));
    // n at 0; h: float[] aligned 16 at 16, stride 16.
    assert_eq!(block(&m, "hd").0, members(&[("n", 0, None), ("h", 16, Some(16))]));
}

#[test]
fn default_block_layouts_apply_to_the_blocks_after_them() {
    // `layout(std140) buffer;` makes later storage blocks std140 unless
    // they say std430; `layout(row_major) uniform;` makes uniform blocks'
    // matrices row-major unless a member says column_major.
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(std430, binding = 0) buffer Before { float b[2]; };\n\
        layout(std140) buffer;\n\
        layout(row_major) uniform;\n\
        layout(binding = 1) buffer After { float a[2]; };\n\
        layout(std430, binding = 2) buffer Own { float o[2]; };\n\
        layout(binding = 3) uniform M { mat2x3 m; layout(column_major) mat2x3 n; };\n\
        void main() { a[1] = b[0] + o[1] + m[1][2] + n[1][2]; }\n";
    let m = module(src);
    assert_eq!(block(&m, "_Before"), (members(&[("b", 0, Some(4))]), 8));
    assert_eq!(block(&m, "_After"), (members(&[("a", 0, Some(16))]), 32));
    assert_eq!(block(&m, "_Own"), (members(&[("o", 0, Some(4))]), 8));
    // mat2x3 (2 columns of 3 rows) row-major: 3 rows of vec2, each 16
    // bytes apart in std140 = 48 bytes; column-major: 2 columns of vec3,
    // 16 apart = 32 bytes, at 48; 80 in all.
    let (list, size) = block(&m, "M");
    assert_eq!((list.iter().map(|(_, o, _)| *o).collect::<Vec<_>>(), size), (vec![0, 48], 80));
}

#[test]
fn std430_uniform_and_std140_push_constant_blocks() {
    // With GL_EXT_scalar_block_layout a uniform block may be std430:
    // a: float[3] stride 4 at 0 (12 bytes); b: vec2 aligned 8 at 16.
    // A push-constant block is std430 unless it says std140:
    // c: float[2] stride 16 at 0 (32 bytes); e: vec3 at 32.
    let src = "#version 450\n#extension GL_EXT_scalar_block_layout : require\nlayout(local_size_x = 1) in;\n\
        layout(std430, binding = 0) uniform U { float a[3]; vec2 b; } u;\n\
        layout(push_constant, std140) uniform P { float c[2]; vec3 e; } p;\n\
        layout(std430, binding = 1) buffer O { float o[]; };\n\
        void main() { o[0] = u.a[2] + u.b.y + p.c[1] + p.e.z; }\n";
    let m = module(src);
    assert_eq!(block(&m, "U").0, members(&[("a", 0, Some(4)), ("b", 16, None)]));
    assert_eq!(block(&m, "P").0, members(&[("c", 0, Some(16)), ("e", 32, None)]));
    // The push-constant default: c at 0 stride 4 (8 bytes); e aligned 16 at 16.
    let src = "#version 450\nlayout(local_size_x = 1) in;\nlayout(std140) uniform;\n\
        layout(push_constant) uniform P { float c[2]; vec3 e; } p;\n\
        layout(std430, binding = 1) buffer O { float o[]; };\n\
        void main() { o[0] = p.c[1] + p.e.z; }\n";
    assert_eq!(block(&module(src), "P").0, members(&[("c", 0, Some(4)), ("e", 16, None)]));
}

#[test]
fn std430_runtime_array_of_vec3_has_a_16_byte_stride() {
    // A vec3's alignment is 16 in std430 too: its array stride is 16, not 12.
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(std430, binding = 0) buffer V { vec3 v[]; };\nvoid main() { v[1] = v[0]; }\n";
    let m = module(src);
    let (_, gv) = m.global_variables.iter().find(|(_, g)| g.name.as_deref() == Some("v")).expect("v");
    assert!(matches!(m.types[gv.ty].inner, TypeInner::Array { stride: 16, .. }), "{:?}", m.types[gv.ty]);
}

#[test]
fn block_layouts_glslang_rejects_or_ferrometal_lacks_are_coded() {
    // glslang: "std430 requires the buffer storage qualifier" without the extension.
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(std430, binding = 0) uniform U { float a[3]; } u;\n\
        layout(std430, binding = 1) buffer O { float o[]; };\nvoid main() { o[0] = u.a[1]; }\n";
    assert_eq!(error(src), (codes::SEM_BAD_ATTRIBUTE, "std430".to_string()));
    // glslang: the scalar layout needs its extension.
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(scalar, binding = 1) buffer O { vec3 v; float o[]; };\nvoid main() { o[0] = v.x; }\n";
    assert_eq!(error(src), (codes::SEM_BAD_ATTRIBUTE, "scalar".to_string()));
    // One struct in a scalar and a std430 block: two layouts of one type,
    // the scalar block holding a twin (12 bytes, where std430's is 16).
    let src = "#version 450\n#extension GL_EXT_scalar_block_layout : require\nlayout(local_size_x = 1) in;\n\
        struct S { vec3 p; };\nlayout(scalar, binding = 0) buffer A { S a[]; };\n\
        layout(std430, binding = 1) buffer B { S b[]; };\nvoid main() { b[0] = a[0]; }\n";
    let m = module(src);
    let stride = |name: &str| {
        let (_, gv) = m.global_variables.iter().find(|(_, g)| g.name.as_deref() == Some(name)).expect("the global");
        match m.types[gv.ty].inner {
            TypeInner::Array { stride, .. } => stride,
            _ => 0,
        }
    };
    assert_eq!((stride("a"), stride("b")), (12, 16));
}

#[test]
fn scalar_blocks_align_every_member_to_its_scalars() {
    // GL_EXT_scalar_block_layout: a value is aligned to its component's
    // size (4 for 32-bit), arrays are strided by their element's size, a
    // matrix's columns follow each other, a struct is aligned to its
    // largest member's alignment and not rounded further.
    //   U: f at 0; t: vec4 at 4; m: mat2x3, two 12-byte columns, at 20
    //      (24 bytes); w: float at 44; size 48.
    //   O: n at 0; s: S { vec3 p (0); vec2 q (12) } (20 bytes) [2],
    //      stride 20, at 4; v: vec3[] stride 12 at 44.
    let src = "#version 450\n#extension GL_EXT_scalar_block_layout : require\nlayout(local_size_x = 1) in;\n\
        struct S { vec3 p; vec2 q; };\n\
        layout(scalar, binding = 0) uniform U { float f; vec4 t; mat2x3 m; float w; } u;\n\
        layout(scalar, binding = 1) buffer O { uint n; S s[2]; vec3 v[]; };\n\
        void main() { v[n] = u.t.xyz + u.m[1] * u.f * u.w + s[1].p + vec3(s[0].q, 0.0); }\n";
    let m = module(src);
    // The matrix is 32 bytes in naga's IR, which moves `w` there; the true
    // offsets are the MSL struct's (its layout asserts).
    let opts = Options { language: Some(Language::Glsl), ..Options::default() };
    let t = crate::translate(src, &opts);
    let msl = t.entry_points.first().map(|e| e.msl.clone()).unwrap_or_default();
    for line in [
        "static_assert(sizeof(type_U) == 48",
        "static_assert(__builtin_offsetof(type_U, t) == 4",
        "static_assert(__builtin_offsetof(type_U, m) == 20",
        "static_assert(__builtin_offsetof(type_U, w) == 44",
        "array<packed_float3, 2> m;",
    ] {
        assert!(msl.contains(line), "{line} not in\n{msl}");
    }
    let (list, _) = block(&m, "_O");
    assert_eq!(list, members(&[("n", 0, None), ("s", 4, Some(20)), ("v", 44, Some(12))]));
    assert_eq!(member_struct(&m, "_O", 1), (members(&[("p", 0, None), ("q", 12, None)]), 20));
}

#[test]
fn runtime_sized_array_in_a_struct_is_an_array_size_error() {
    // glslang: "array size required"; only a storage block's last member
    // may be `[]`. Used as a local, it must not reach naga's validator.
    let src = "#version 450\nlayout(local_size_x = 1) in;\nstruct S { uint n; float data[]; };\n\
        layout(std430, binding = 0) buffer O { float o[]; };\n\
        void main() { S s; s.n = 1u; o[0] = float(s.n); }\n";
    assert_eq!(error(src), (codes::SEM_ARRAY_SIZE, "[]".to_string()));
}

#[test]
fn arrays_of_uniform_blocks_are_std140_buffers_one_per_element() {
    // `uniform UBO { … } ubos[3]` at binding 1: three uniform buffers
    // `ubos_0…2` at bindings 1, 2, 3, each a UBO laid out std140:
    //   r: mat3, 3 columns of vec3 16 apart, at 0, 48 bytes;
    //   d: vec3 at 48 (12 bytes); k: float at 60;
    //   e: vec2[2], stride 16, at 64, 32 bytes;
    //   s: S (std140 size 48, see `std140_and_std430_storage_blocks`) at 96;
    //   t: row_major mat2x3, 3 rows of vec2 16 apart, at 144, 48 bytes;
    //   size 192.
    let src = format!(
        "{SHARED}\
         layout(binding = 1) uniform UBO {{ mat3 r; vec3 d; float k; vec2 e[2]; S s; layout(row_major) mat2x3 t; }} ubos[3];\n\
         layout(std430, binding = 0) buffer O {{ float o[]; }};\n\
         void main() {{ uint i = gl_GlobalInvocationID.x; o[i] = ubos[i].r[2].y + ubos[2].s.q[1] + ubos[0].t[1].z; }}\n"
    );
    let m = module(&src);
    let want =
        [("r", 0, None), ("d", 48, None), ("k", 60, None), ("e", 64, Some(16)), ("s", 96, None), ("t", 144, None)];
    for (k, binding) in [(0, 1), (1, 2), (2, 3)] {
        let name = format!("ubos_{k}");
        assert_eq!(block(&m, &name), (members(&want), 192), "{name}");
        let (_, gv) = m.global_variables.iter().find(|(_, g)| g.name.as_deref() == Some(name.as_str())).expect("ubo");
        assert_eq!(gv.space, naga::AddressSpace::Uniform);
        assert_eq!(gv.binding.as_ref().map(|b| b.binding), Some(binding));
    }
    assert_eq!(member_struct(&m, "ubos_1", 4), (members(&[("p", 0, None), ("q", 16, Some(16))]), 48));
}

#[test]
fn arrays_of_storage_blocks_and_unsized_block_arrays_are_coded() {
    // An array of storage blocks: a binding array of the block's struct,
    // laid out std430 (`float v[4]`: stride 4, 16 bytes).
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(std430, binding = 0) buffer B { float v[4]; } bufs[2];\nvoid main() { bufs[1].v[0] = bufs[0].v[1]; }\n";
    let m = module(src);
    let (_, gv) = m.global_variables.iter().find(|(_, g)| g.name.as_deref() == Some("bufs")).expect("the global");
    let TypeInner::BindingArray { base, size: naga::ArraySize::Constant(n) } = m.types[gv.ty].inner else {
        panic!("not a binding array: {:?}", m.types[gv.ty])
    };
    assert_eq!(n.get(), 2);
    assert_eq!(struct_layout(&m, base), (vec![("v".to_string(), 0, Some(4))], 16));
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(std430, binding = 0) buffer B { float v[4]; } bufs[];\nvoid main() { bufs[1].v[0] = bufs[0].v[1]; }\n";
    assert_eq!(error(src), (codes::METAL_UNBOUNDED_ARRAY, "[]".to_string()));
    let src = "#version 450\nlayout(local_size_x = 1) in;\n\
        layout(binding = 0) uniform U { vec4 v; } u[];\n\
        layout(std430, binding = 1) buffer O { vec4 o[]; };\nvoid main() { o[0] = u[0].v; }\n";
    assert_eq!(error(src), (codes::METAL_UNBOUNDED_ARRAY, "[]".to_string()));
    let src = "#version 450\n#extension GL_EXT_scalar_block_layout : require\nlayout(local_size_x = 1) in;\n\
        layout(std430, binding = 0) uniform U { vec4 v; } u[2];\n\
        layout(std430, binding = 2) buffer O { vec4 o[]; };\nvoid main() { o[0] = u[1].v; }\n";
    assert_eq!(error(src).0, codes::SEM_UNSUPPORTED);
}
