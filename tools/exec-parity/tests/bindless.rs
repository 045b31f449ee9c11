//! The `metal4-bindless` binding model executed: ferrometal's MSL for
//! kernels that reach their textures and samplers through the heaps (HLSL
//! `ResourceDescriptorHeap[i]` / `SamplerDescriptorHeap[i]`, GLSL unbounded
//! `texture2D t[]` / `sampler s[]` / `image2D i[]` with `nonuniformEXT`),
//! run on the CPU bound as a Metal 4 host binds them (`ours::bind_heaps`:
//! root bytes at buffer 0, the texture view pool's base resource ID at
//! buffer 1, the sampler array at buffer 2), under every schedule and the
//! sanitizers. Each kernel's results are checked against values worked out
//! by hand below, and, where the source has a `DIRECT` variant (the same
//! computation over bound resources), against that variant's results under
//! `direct`, bit for bit.
//!
//! The heaps hold decoys where a kernel that ignored the pool base or the
//! root's heap indices would look (heap entry 0 of both heaps, and the
//! pool starts at the runtime's texture 8, so a bare index names no
//! texture at all and fails the run).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

use ferrometal::cases::{TextureDim, TextureFormat};
use ferrometal::{BindingModel, Language, Options, Reflection, Stage};
use ferrometal_exec_parity::case::Unit;
use ferrometal_exec_parity::driver;
use ferrometal_exec_parity::ours::{self, AddressPatch, Bound, PatchTarget, Route};

/// Where the texture view pool starts among the runtime's textures.
const POOL_FIRST: u32 = 8;

// Sampler states in msl-std's encoding (`metal/__texture_abi.h`), as a host
// would create them: address modes in bits 0-8 (2 clamp_to_edge, 0 repeat),
// linear mag and min filters bits 9 and 10, the compare function in bits
// 13-15 with bit 16 set for a comparison sampler, no LOD limit (4095 at 36).
const NO_LOD_LIMIT: u64 = 4095 << 36;
const CLAMP: u64 = 2 | 2 << 3 | 2 << 6;
const LINEAR: u64 = 1 << 9 | 1 << 10;
const POINT_CLAMP: u64 = CLAMP | NO_LOD_LIMIT;
const LINEAR_CLAMP: u64 = CLAMP | LINEAR | NO_LOD_LIMIT;
const LINEAR_REPEAT: u64 = LINEAR | NO_LOD_LIMIT;
const COMPARE_LESS: u64 = CLAMP | 1 << 13 | 1 << 16 | NO_LOD_LIMIT;

fn f32s(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

fn f32_at(bytes: &[u8], offset: usize) -> f32 {
    f32::from_le_bytes(bytes[offset..offset + 4].try_into().unwrap())
}

fn put_u32(bytes: &mut [u8], offset: usize, v: u32) {
    bytes[offset..offset + 4].copy_from_slice(&v.to_le_bytes());
}

/// A one-level 2D texture as the runtime reads it: its description line and texels.
fn texture2d(format: TextureFormat, width: u32, height: u32, texels: &[f32]) -> (String, Vec<u8>) {
    let description = format!("{} {} {width} {height} 1 1 1", TextureDim::D2.code(), format.code());
    assert_eq!(texels.len() as u32, width * height * format.components());
    (description, f32s(texels))
}

/// Translate an example shader under `model` (with `defines`) and build it for the CPU.
fn build(
    config: &driver::Config,
    path: &str,
    language: Language,
    model: BindingModel,
    defines: &[(&str, &str)],
) -> ours::Built {
    build_mutated(config, path, language, model, defines, &|msl| msl.to_string())
}

/// [`build`], with the MSL changed by `mutate` before it is compiled.
fn build_mutated(
    config: &driver::Config,
    path: &str,
    language: Language,
    model: BindingModel,
    defines: &[(&str, &str)],
    mutate: &dyn Fn(&str) -> String,
) -> ours::Built {
    build_full(config, path, language, model, defines, Options::default(), mutate)
}

/// [`build_mutated`] from `base` options (the MSL version, say).
fn build_full(
    config: &driver::Config,
    path: &str,
    language: Language,
    model: BindingModel,
    defines: &[(&str, &str)],
    base: Options,
    mutate: &dyn Fn(&str) -> String,
) -> ours::Built {
    let source_path = driver::repo_root().join("examples-shaders").join(path);
    let source = std::fs::read_to_string(&source_path).unwrap();
    let options = Options {
        language: Some(language),
        stage: Some(Stage::Compute),
        binding_model: model,
        defines: defines.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect(),
        ..base
    };
    let t = ferrometal::translate(&source, &options);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let msl = t.entry_points.first().map(|e| e.msl.clone()).unwrap();
    let reflection = t.reflection.unwrap();
    let name = source_path.file_name().unwrap().to_string_lossy().into_owned();
    let suffix = if model == BindingModel::Direct { "-direct" } else { "" };
    let unit = Unit {
        name: format!("{name}{suffix}"),
        case_path: source_path.clone(),
        reference_path: source_path.clone(),
        reference_language: language,
        source_path,
        language,
        source,
        inputs: Vec::new(),
        case: ferrometal::cases::parse(r#"{"description": "metal4-bindless"}"#).unwrap(),
        options,
    };
    ours::build_msl(config, &unit, &mutate(&msl), reflection, Route::Source, &[]).unwrap()
}

/// The Metal buffer index of the root bytes: `bindlessSlots`' root, else
/// (`direct`) the push constants'.
fn root_index(reflection: &Reflection) -> u32 {
    let bindless = reflection.bindless_slots.iter().find(|s| s.role == "root").map(|s| s.index);
    bindless.or(reflection.push_constants.as_ref().map(|p| p.metal.index)).expect("a root")
}

/// The Metal index of the resource named `name`.
fn slot(reflection: &Reflection, name: &str) -> u32 {
    reflection.resources.iter().find(|r| r.name == name).map(|r| r.metal.index).unwrap_or_else(|| panic!("{name}"))
}

/// What one run leaves: the memory blocks and every bound buffer and texture.
struct After {
    memory: Vec<Vec<u8>>,
    outputs: ours::Outputs,
}

/// Every schedule, then the sanitizer build.
fn run(config: &driver::Config, built: &ours::Built, label: &str, bound: &Bound) -> Vec<After> {
    let mut all = Vec::new();
    let mut runs: Vec<(ours::Schedule, bool)> = config.schedules.iter().map(|s| (*s, false)).collect();
    runs.push((ours::Schedule::Forward, true));
    for (schedule, sanitize) in runs {
        let (outputs, memory) = ours::execute_with_memory(config, built, label, [1, 1, 1], bound, schedule, sanitize)
            .unwrap_or_else(|e| panic!("{label} ({schedule:?}, sanitized {sanitize}): {e}"));
        all.push(After { memory, outputs });
    }
    all
}

fn toolchain() -> driver::Config {
    let config = driver::Config::from_repo(driver::repo_root());
    if let Some(missing) = ours::missing_toolchain(&config) {
        panic!("{missing}");
    }
    config
}

// ---------------------------------------------------------------------------
// `bindless_heap_exec.hlsl` and `vk460_bindless_heap_exec.comp`: one
// computation, so one set of expected values.
//
// Textures k = 0, 1, 2 (heap indices first + k) are rgba32float, 2 texels
// high and 2, 2, 4 wide; texel (x, y) of texture k is (v, -v, v/2, 1) with
// v = 100k + 10y + x. Thread i (of 8) takes t = i % 3, sampler s = (i >> 2) & 1
// (0 point-clamp, 1 linear-clamp) and uv = (0.5, i odd ? 0.75 : 0.25), and
// writes, from byte 48 i of its output: the sample of texture t at uv (level
// 0), the texel (i & 1, (i >> 1) & 1) of texture (t + 1) % 3, and
// (width, height, 0, 1) of texture t; and texel (i, 0) of the r32float
// target gets sample.x + texel.x.
//
// Sampling by hand (Vulkan's and Metal's texel filtering): on a texture w
// wide, u = 0.5 is 0.5 w texels. Nearest takes floor(0.5 w) = w/2; linear
// takes the texels at floor(0.5 w - 0.5) = w/2 - 1 and w/2 with weights 1/2
// each. Along v (2 texels): 0.25 and 0.75 are 0.5 and 1.5 texels, nearest
// rows 0 and 1; linear: 0.5 - 0.5 = 0 and 1.5 - 0.5 = 1, row 0 or 1 with
// weight 1 (the next row has weight 0). So the sample is the texel formula
// at v = 100t + 10y + w/2 (nearest) or 100t + 10y + w/2 - 1/2 (linear), with
// y = i & 1; every value is exact in binary.
// ---------------------------------------------------------------------------

const WIDTHS: [u32; 3] = [2, 2, 4];

fn texel(v: f32) -> [f32; 4] {
    [v, -v, v / 2.0, 1.0]
}

fn heap_texture(k: u32) -> (String, Vec<u8>) {
    let w = WIDTHS[k as usize];
    let texels: Vec<f32> =
        (0..2).flat_map(|y| (0..w).flat_map(move |x| texel((100 * k + 10 * y + x) as f32))).collect();
    texture2d(TextureFormat::Rgba32Float, w, 2, &texels)
}

/// Per thread: sample, loaded texel, size (12 floats), and the target texel.
fn expected_heap_exec() -> (Vec<[f32; 12]>, Vec<f32>) {
    let mut records = Vec::new();
    let mut target = Vec::new();
    for i in 0..8u32 {
        let (t, s, y) = (i % 3, (i >> 2) & 1, i & 1);
        let w = WIDTHS[t as usize];
        let half = (w / 2) as f32;
        let v = (100 * t + 10 * y) as f32 + if s == 0 { half } else { half - 0.5 };
        let sampled = texel(v);
        let loaded = texel((100 * ((t + 1) % 3) + 10 * ((i >> 1) & 1) + (i & 1)) as f32);
        let mut r = [0.0; 12];
        r[..4].copy_from_slice(&sampled);
        r[4..8].copy_from_slice(&loaded);
        r[8..].copy_from_slice(&[w as f32, 2.0, 0.0, 1.0]);
        records.push(r);
        target.push(sampled[0] + loaded[0]);
    }
    (records, target)
}

/// The root (push constants, 24 bytes): output address @0 (the runtime
/// writes it), first texture @8, first sampler @12, target @16.
fn heap_exec_root(first_texture: u32, first_sampler: u32, target: u32) -> Vec<u8> {
    let mut root = vec![0u8; 24];
    put_u32(&mut root, 8, first_texture);
    put_u32(&mut root, 12, first_sampler);
    put_u32(&mut root, 16, target);
    root
}

/// Heap: 0 a decoy, 1..=3 the three textures, 4 the target; samplers: 0 a
/// decoy (linear, repeat), 1 point-clamp, 2 linear-clamp.
fn bind_heap_exec_bindless(built: &ours::Built) -> Bound {
    let r = &built.reflection;
    let mut bound = Bound {
        buffers: [(root_index(r), heap_exec_root(1, 1, 4))].into_iter().collect(),
        memory: vec![vec![0xff; 8 * 48]],
        addresses: vec![AddressPatch { target: PatchTarget::Buffer(root_index(r)), offset: 0, memory: 0, plus: 0 }],
        ..Bound::default()
    };
    let decoy = texture2d(TextureFormat::Rgba32Float, 2, 2, &[9999.0; 16]);
    let mut textures = vec![decoy];
    textures.extend((0..3).map(heap_texture));
    textures.push(texture2d(TextureFormat::R32Float, 8, 1, &[0.0; 8]));
    ours::bind_heaps(&mut bound, r, POOL_FIRST, textures, &[LINEAR_REPEAT, POINT_CLAMP, LINEAR_CLAMP]).unwrap();
    bound
}

/// The memory record and the target texture after a run, as floats.
fn heap_exec_results(after: &After, target_key: u32) -> (Vec<[f32; 12]>, Vec<f32>) {
    let out = &after.memory[0];
    let records = (0..8).map(|i| std::array::from_fn(|k| f32_at(out, 48 * i + 4 * k))).collect();
    let target = &after.outputs[&target_key];
    let texels = (0..8).map(|i| f32_at(target, 4 * i)).collect();
    (records, texels)
}

/// Run `path` under `metal4-bindless` and its `DIRECT` variant under
/// `direct` (bound by `bind_direct`, which returns the target's texture
/// index); both must give the hand-worked values, and the same bytes.
fn check_heap_exec(path: &str, language: Language, bind_direct: fn(&Reflection, &mut Bound) -> u32) {
    let config = toolchain();
    let expected = expected_heap_exec();
    let label = path.rsplit('/').next().unwrap().replace('.', "_");

    let built = build(&config, path, language, BindingModel::Metal4Bindless, &[]);
    let bound = bind_heap_exec_bindless(&built);
    let target_key = ours::TEXTURE_OUTPUT + POOL_FIRST + 4;
    let mut bindless = Vec::new();
    for after in run(&config, &built, &label, &bound) {
        let got = heap_exec_results(&after, target_key);
        assert_eq!(got, expected);
        // The decoy is unchanged.
        assert_eq!(after.outputs[&(ours::TEXTURE_OUTPUT + POOL_FIRST)], bound.textures[&POOL_FIRST].1);
        bindless.push(got);
    }

    // The same kernel over bound resources under `direct`.
    let direct = build(&config, path, language, BindingModel::Direct, &[("DIRECT", "1")]);
    let r = &direct.reflection;
    let mut bound = Bound {
        memory: vec![vec![0xff; 8 * 48]],
        addresses: vec![AddressPatch { target: PatchTarget::Buffer(root_index(r)), offset: 0, memory: 0, plus: 0 }],
        ..Bound::default()
    };
    let target = bind_direct(r, &mut bound);
    for after in run(&config, &direct, &format!("{label}_direct"), &bound) {
        let got = heap_exec_results(&after, ours::TEXTURE_OUTPUT + target);
        assert_eq!(got, expected);
        for b in &bindless {
            assert_eq!(&got, b, "direct and metal4-bindless disagree");
        }
    }
}

#[test]
fn hlsl_descriptor_heaps_match_hand_values_and_direct() {
    check_heap_exec("hlsl/features/bindless_heap_exec.hlsl", Language::Hlsl, |r, bound| {
        // The root's indices are the heap's; the direct kernel does not read them.
        bound.buffers.insert(root_index(r), heap_exec_root(1, 1, 4));
        for k in 0..3 {
            bound.textures.insert(slot(r, &format!("texture{k}")), heap_texture(k));
        }
        let target = slot(r, "target");
        bound.textures.insert(target, texture2d(TextureFormat::R32Float, 8, 1, &[0.0; 8]));
        bound.samplers.insert(slot(r, "pointClamp"), POINT_CLAMP);
        bound.samplers.insert(slot(r, "linearClamp"), LINEAR_CLAMP);
        target
    });
}

#[test]
fn glsl_unbounded_arrays_match_hand_values_and_direct() {
    check_heap_exec("glsl/vk460_bindless_heap_exec.comp", Language::Glsl, |r, bound| {
        // Fixed-size bound arrays: element k at the array's first index + k;
        // the root's indices count from each array's start.
        bound.buffers.insert(root_index(r), heap_exec_root(0, 0, 0));
        let textures = slot(r, "textures");
        for k in 0..3 {
            bound.textures.insert(textures + k, heap_texture(k));
        }
        let target = slot(r, "images");
        bound.textures.insert(target, texture2d(TextureFormat::R32Float, 8, 1, &[0.0; 8]));
        let samplers = slot(r, "samplers");
        bound.samplers.insert(samplers, POINT_CLAMP);
        bound.samplers.insert(samplers + 1, LINEAR_CLAMP);
        target
    });
}

// ---------------------------------------------------------------------------
// `vk460_bindless_combined_exec.comp`: `sampler2D combined[]` is both heaps,
// element i the pool's texture i with sampler i. Thread i (of 8) samples
// element first + i % 3 at uv = (0.5, i odd ? 0.75 : 0.25); with the three
// textures above and samplers point, linear, point for k = 0, 1, 2, the
// result is the texel formula at v = 100k + 10y + w/2, minus 1/2 for k = 1
// (linear), y = i & 1 (the filtering worked out above).
// ---------------------------------------------------------------------------

fn expected_combined() -> Vec<[f32; 4]> {
    (0..8u32)
        .map(|i| {
            let (k, y) = (i % 3, i & 1);
            let half = (WIDTHS[k as usize] / 2) as f32;
            texel((100 * k + 10 * y) as f32 + if k == 1 { half - 0.5 } else { half })
        })
        .collect()
}

fn combined_results(after: &After) -> Vec<[f32; 4]> {
    (0..8).map(|i| std::array::from_fn(|c| f32_at(&after.memory[0], 16 * i + 4 * c))).collect()
}

#[test]
fn glsl_combined_unbounded_array_matches_hand_values_and_direct() {
    let config = toolchain();
    let path = "glsl/vk460_bindless_combined_exec.comp";
    let expected = expected_combined();
    let root = |first: u32, r: &Reflection| {
        let mut pc = vec![0u8; 16];
        put_u32(&mut pc, 8, first);
        Bound {
            buffers: [(root_index(r), pc)].into_iter().collect(),
            memory: vec![vec![0xff; 8 * 16]],
            addresses: vec![AddressPatch { target: PatchTarget::Buffer(root_index(r)), offset: 0, memory: 0, plus: 0 }],
            ..Bound::default()
        }
    };

    // Heaps: 0 a decoy texture and a decoy sampler, then elements 1..=3.
    let built = build(&config, path, Language::Glsl, BindingModel::Metal4Bindless, &[]);
    let mut bound = root(1, &built.reflection);
    let decoy = texture2d(TextureFormat::Rgba32Float, 2, 2, &[9999.0; 16]);
    let mut textures = vec![decoy];
    textures.extend((0..3).map(heap_texture));
    let samplers = [LINEAR_REPEAT, POINT_CLAMP, LINEAR_CLAMP, POINT_CLAMP];
    ours::bind_heaps(&mut bound, &built.reflection, POOL_FIRST, textures, &samplers).unwrap();
    let mut bindless = Vec::new();
    for after in run(&config, &built, "vk460_bindless_combined_exec", &bound) {
        let got = combined_results(&after);
        assert_eq!(got, expected);
        bindless.push(got);
    }

    let direct = build(&config, path, Language::Glsl, BindingModel::Direct, &[("DIRECT", "1")]);
    let r = &direct.reflection;
    let mut bound = root(0, r);
    let (textures, samplers) = (slot(r, "combined"), slot(r, "combined_sampler"));
    for k in 0..3 {
        bound.textures.insert(textures + k, heap_texture(k));
        bound.samplers.insert(samplers + k, [POINT_CLAMP, LINEAR_CLAMP, POINT_CLAMP][k as usize]);
    }
    for after in run(&config, &direct, "vk460_bindless_combined_exec_direct", &bound) {
        let got = combined_results(&after);
        assert_eq!(got, expected);
        for b in &bindless {
            assert_eq!(&got, b, "direct and metal4-bindless disagree");
        }
    }
}

// ---------------------------------------------------------------------------
// `bindless_root_constants.hlsl` (one 8×8 group): root constants with two
// GPU addresses and four heap indices; a read-only texture, a depth texture
// read through a comparison sampler from the sampler heap, a writable
// texture from the heap, a raw load and a raw store.
//
// By hand, for the thread at (x, y): w = weights[y] = y + 1. The shadow map
// is 64×64 depth32float with depth 0.75 where x + y is odd, else 0.25; the
// kernel samples it at ((x, y) + 0.5) / 64, the centre of texel (x, y), with
// a nearest `less` comparison sampler and reference 0.5, which passes (1)
// when 0.5 < depth (Vulkan's and D3D's reading: the reference is the left
// operand), so lit = 1 for odd x + y, else 0. The source texture (8×8
// rgba32float) has (x + 10y, 1, 2, 4) at (x, y); v = source(x, y) · w · lit
// goes to the target at (x, y) and v.x to float (64y + x) of the output.
// ---------------------------------------------------------------------------

#[test]
fn hlsl_root_constants_heaps_and_raw_pointers_match_hand_values() {
    let config = toolchain();
    let built =
        build(&config, "hlsl/features/bindless_root_constants.hlsl", Language::Hlsl, BindingModel::Metal4Bindless, &[]);
    let r = &built.reflection;
    let root = root_index(r);
    // Root: weights @0, output @8, source @16, shadow @20, target @24, compare @28.
    let mut pc = vec![0u8; 32];
    // Heap: 0 the shadow map, 1 a decoy, 2 the target, 3 the source.
    put_u32(&mut pc, 16, 3);
    put_u32(&mut pc, 20, 0);
    put_u32(&mut pc, 24, 2);
    put_u32(&mut pc, 28, 1);
    let weights: Vec<f32> = (0..8).map(|y| (y + 1) as f32).collect();
    let mut bound = Bound {
        buffers: [(root, pc)].into_iter().collect(),
        memory: vec![f32s(&weights), vec![0u8; 64 * 8 * 4]],
        addresses: vec![
            AddressPatch { target: PatchTarget::Buffer(root), offset: 0, memory: 0, plus: 0 },
            AddressPatch { target: PatchTarget::Buffer(root), offset: 8, memory: 1, plus: 0 },
        ],
        ..Bound::default()
    };
    let depth: Vec<f32> =
        (0..64u32).flat_map(|y| (0..64u32).map(move |x| [0.25, 0.75][((x + y) % 2) as usize])).collect();
    let source: Vec<f32> =
        (0..8u32).flat_map(|y| (0..8u32).flat_map(move |x| [(x + 10 * y) as f32, 1.0, 2.0, 4.0])).collect();
    let textures = vec![
        texture2d(TextureFormat::Depth32Float, 64, 64, &depth),
        texture2d(TextureFormat::Rgba32Float, 2, 2, &[9999.0; 16]),
        texture2d(TextureFormat::Rgba32Float, 8, 8, &[0.0; 256]),
        texture2d(TextureFormat::Rgba32Float, 8, 8, &source),
    ];
    // Samplers: 0 a decoy (linear, repeat, no comparison), 1 the `less` comparison.
    ours::bind_heaps(&mut bound, r, POOL_FIRST, textures, &[LINEAR_REPEAT, COMPARE_LESS]).unwrap();
    let mut expected_target = vec![0.0f32; 256];
    let mut expected_output = vec![0.0f32; 512];
    for y in 0..8usize {
        for x in 0..8usize {
            let lit = ((x + y) % 2) as f32;
            let w = (y + 1) as f32;
            let v = [(x + 10 * y) as f32, 1.0, 2.0, 4.0].map(|c| c * w * lit);
            expected_target[4 * (8 * y + x)..][..4].copy_from_slice(&v);
            expected_output[64 * y + x] = v[0];
        }
    }
    for after in run(&config, &built, "bindless_root_constants", &bound) {
        let target = &after.outputs[&(ours::TEXTURE_OUTPUT + POOL_FIRST + 2)];
        let got: Vec<f32> = (0..256).map(|k| f32_at(target, 4 * k)).collect();
        assert_eq!(got, expected_target);
        let out = &after.memory[1];
        let got: Vec<f32> = (0..512).map(|k| f32_at(out, 4 * k)).collect();
        assert_eq!(got, expected_output);
        // The raw load's memory is left alone.
        assert_eq!(after.memory[0], f32s(&weights));
    }
}

// ---------------------------------------------------------------------------
// `bindless_heap_kinds_exec.hlsl` (4 threads, MSL 3.1): heap 0 a decoy, 1..=4
// four 2×1 rgba32float textures (texel x of texture j is (10j + x, 1, 0, 0)),
// then the 2-layer 2D array, the 3D texture, the cube and the r32uint
// counter (5..=8). Root: first = 1, kinds = 5, count = 3.
//
// By hand, thread x: `mine` is texture x (its index is read before the
// variable becomes `kinds`), texel 1 is (10x + 1, 1, 0, 0); the loop adds
// texel 0 of textures 0, 1, 2: (0 + 10 + 20, 3, 0, 0). So loaded =
// (10x + 31, 4, 0, 0). Every texel of array layer 1 is (1, 2, 3, 4) (layer
// 0 holds 1000s), every texel of the 3D texture (10, 20, 30, 40), and the
// cube's −x face (face 1; the direction (−1, 0, 0) has its major axis
// there) (100, 200, 300, 400), the other faces −5s: whatever the filter
// weights, sampled = (111, 222, 333, 444). The counter starts at 0x100 and
// gets 1 << x from each thread: 0x10f.
// ---------------------------------------------------------------------------

fn raw_texture(
    dim: TextureDim,
    format: TextureFormat,
    size: [u32; 3],
    layers: u32,
    bytes: Vec<u8>,
) -> (String, Vec<u8>) {
    let [w, h, d] = size;
    (format!("{} {} {w} {h} {d} {layers} 1", dim.code(), format.code()), bytes)
}

/// The heaps and root of `bindless_heap_kinds_exec.hlsl` (above).
fn bind_kinds(r: &Reflection) -> Bound {
    let mut pc = vec![0u8; 24];
    put_u32(&mut pc, 8, 1);
    put_u32(&mut pc, 12, 5);
    put_u32(&mut pc, 16, 3);
    let mut bound = Bound {
        buffers: [(root_index(r), pc)].into_iter().collect(),
        memory: vec![vec![0xff; 4 * 32]],
        addresses: vec![AddressPatch { target: PatchTarget::Buffer(root_index(r)), offset: 0, memory: 0, plus: 0 }],
        ..Bound::default()
    };
    let rgba = |v: [f32; 4], n: usize| f32s(&v.repeat(n));
    let mut textures = vec![texture2d(TextureFormat::Rgba32Float, 2, 1, &[9999.0; 8])];
    for j in 0..4 {
        let j = (10 * j) as f32;
        textures.push(texture2d(TextureFormat::Rgba32Float, 2, 1, &[j, 1.0, 0.0, 0.0, j + 1.0, 1.0, 0.0, 0.0]));
    }
    let mut layers = rgba([1000.0; 4], 4);
    layers.extend(rgba([1.0, 2.0, 3.0, 4.0], 4));
    textures.push(raw_texture(TextureDim::D2Array, TextureFormat::Rgba32Float, [2, 2, 1], 2, layers));
    let volume = rgba([10.0, 20.0, 30.0, 40.0], 8);
    textures.push(raw_texture(TextureDim::D3, TextureFormat::Rgba32Float, [2, 2, 2], 1, volume));
    let faces: Vec<u8> =
        (0..6).flat_map(|f| if f == 1 { rgba([100.0, 200.0, 300.0, 400.0], 1) } else { rgba([-5.0; 4], 1) }).collect();
    textures.push(raw_texture(TextureDim::Cube, TextureFormat::Rgba32Float, [1, 1, 1], 1, faces));
    textures.push(raw_texture(TextureDim::D2, TextureFormat::R32Uint, [1, 1, 1], 1, 0x100u32.to_le_bytes().to_vec()));
    ours::bind_heaps(&mut bound, r, POOL_FIRST, textures, &[LINEAR_CLAMP]).unwrap();
    bound
}

/// Whether a run of `bindless_heap_kinds_exec.hlsl` left the hand-worked values.
fn kinds_match(after: &After) -> bool {
    let threads = (0..4).all(|x| {
        let got: [f32; 8] = std::array::from_fn(|c| f32_at(&after.memory[0], 32 * x + 4 * c));
        got == [10.0 * x as f32 + 31.0, 4.0, 0.0, 0.0, 111.0, 222.0, 333.0, 444.0]
    });
    let counter = &after.outputs[&(ours::TEXTURE_OUTPUT + POOL_FIRST + 8)];
    threads && counter.as_slice() == 0x10fu32.to_le_bytes()
}

fn build_kinds(config: &driver::Config, mutate: &dyn Fn(&str) -> String) -> ours::Built {
    let path = "hlsl/features/bindless_heap_kinds_exec.hlsl";
    let base = Options { msl_version: ferrometal::MslVersion::V3_1, ..Options::default() };
    build_full(config, path, Language::Hlsl, BindingModel::Metal4Bindless, &[], base, mutate)
}

#[test]
fn hlsl_heap_texture_kinds_and_atomics_match_hand_values() {
    let config = toolchain();
    let built = build_kinds(&config, &|msl| msl.to_string());
    let bound = bind_kinds(&built.reflection);
    for after in run(&config, &built, "bindless_heap_kinds_exec", &bound) {
        let got: Vec<f32> = (0..32).map(|c| f32_at(&after.memory[0], 4 * c)).collect();
        assert!(kinds_match(&after), "the threads wrote {got:?}");
    }
}

/// The checks above can fail: MSL that drops the pool's base (a heap index
/// used as the resource ID itself) names no texture and fails the run, and
/// MSL that drops the root's first sampler index samples with the decoy
/// sampler and computes other values, and MSL that reads a heap index again
/// after its variable changed takes another texture.
#[test]
fn planted_heap_bugs_are_caught() {
    let config = toolchain();
    let path = "hlsl/features/bindless_heap_exec.hlsl";
    let replace = |from: &'static str, to: &'static str| {
        move |msl: &str| {
            assert!(msl.contains(from), "the mutation `{from}` does not apply");
            msl.replacen(from, to, 1)
        }
    };
    let no_base = replace("as_type<texture2d<float>>(_resource_heap0 + ulong(", "as_type<texture2d<float>>(ulong(");
    let built = build_mutated(&config, path, Language::Hlsl, BindingModel::Metal4Bindless, &[], &no_base);
    let bound = bind_heap_exec_bindless(&built);
    let e = ours::execute(&config, &built, "no_base", [1, 1, 1], &bound, ours::Schedule::Forward, false).unwrap_err();
    assert!(e.contains("does not bind"), "{e}");

    let no_first = replace("_sampler_heap1[root.firstSampler + s]", "_sampler_heap1[s]");
    let built = build_mutated(&config, path, Language::Hlsl, BindingModel::Metal4Bindless, &[], &no_first);
    let bound = bind_heap_exec_bindless(&built);
    let (outputs, memory) =
        ours::execute_with_memory(&config, &built, "no_first", [1, 1, 1], &bound, ours::Schedule::Forward, false)
            .unwrap();
    let got = heap_exec_results(&After { memory, outputs }, ours::TEXTURE_OUTPUT + POOL_FIRST + 4);
    assert_ne!(got, expected_heap_exec());

    // The heap index read again at the use, after its variable changed.
    let stale = replace("_resource_heap0 + ulong(_e9)", "_resource_heap0 + ulong(index)");
    let built = build_kinds(&config, &stale);
    let bound = bind_kinds(&built.reflection);
    let run = ours::execute_with_memory(&config, &built, "stale", [1, 1, 1], &bound, ours::Schedule::Forward, false);
    assert!(!run.is_ok_and(|(outputs, memory)| kinds_match(&After { memory, outputs })));
}
