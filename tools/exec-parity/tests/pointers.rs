//! Raw GPU pointers executed: ferrometal's MSL for the GLSL buffer-reference
//! and HLSL raw-buffer examples, run on the CPU with real host addresses in
//! the buffers (`ours::Bound::memory` and `addresses`, as a Metal host writes
//! `gpuAddress`es), under every schedule and with the sanitizers (which catch
//! a dereference outside the memory blocks). The expected values are worked
//! out by hand below; the layouts are std430, scalar and D3D structured packing as
//! the sources declare them.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

use ferrometal::{Language, Options, Stage};
use ferrometal_exec_parity::case::Unit;
use ferrometal_exec_parity::driver;
use ferrometal_exec_parity::ours::{self, AddressPatch, Bound, PatchTarget, Route};

fn f32s(values: &[f32]) -> Vec<u8> {
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

fn f32_at(bytes: &[u8], offset: usize) -> f32 {
    f32::from_le_bytes(bytes[offset..offset + 4].try_into().unwrap())
}

fn u32_at(bytes: &[u8], offset: usize) -> u32 {
    u32::from_le_bytes(bytes[offset..offset + 4].try_into().unwrap())
}

fn put_u32(bytes: &mut [u8], offset: usize, v: u32) {
    bytes[offset..offset + 4].copy_from_slice(&v.to_le_bytes());
}

fn patch(target: PatchTarget, offset: u32, memory: u32, plus: u32) -> AddressPatch {
    AddressPatch { target, offset, memory, plus }
}

/// Three 32-byte list nodes, `value` (a float4) at 0 holding (1, 2, 3, 4),
/// (5, 6, 7, 8) and (9, 10, 11, 12), the rest zero; `next` at 16.
fn three_nodes() -> Vec<u8> {
    let mut nodes = vec![0u8; 96];
    for (k, v) in [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]].iter().enumerate() {
        nodes[k * 32..k * 32 + 16].copy_from_slice(&f32s(v));
    }
    nodes
}

/// The patches that link `three_nodes` (memory 0) into a list: each node's
/// `next` at 16 holds the next node's address; the last stays null.
fn list_links() -> [AddressPatch; 2] {
    [patch(PatchTarget::Memory(0), 16, 0, 32), patch(PatchTarget::Memory(0), 48, 0, 64)]
}

/// Translate an example shader and build it for the CPU.
fn build(config: &driver::Config, path: &str, language: Language) -> (ours::Built, u32) {
    let source_path = driver::repo_root().join("examples-shaders").join(path);
    let source = std::fs::read_to_string(&source_path).unwrap();
    let options = Options { language: Some(language), stage: Some(Stage::Compute), ..Options::default() };
    let t = ferrometal::translate(&source, &options);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    let msl = t.entry_points.first().map(|e| e.msl.clone()).unwrap();
    let reflection = t.reflection.unwrap();
    let push = reflection.push_constants.as_ref().map(|p| p.metal.index).expect("push constants");
    let unit = Unit {
        name: source_path.file_name().unwrap().to_string_lossy().into_owned(),
        case_path: source_path.clone(),
        reference_path: source_path.clone(),
        reference_language: language,
        source_path,
        language,
        source,
        inputs: Vec::new(),
        case: ferrometal::cases::parse(r#"{"description": "raw pointers"}"#).unwrap(),
        options,
    };
    (ours::build_msl(config, &unit, &msl, reflection, Route::Source, &[]).unwrap(), push)
}

/// Every schedule, then the sanitizer build: the memory blocks afterwards.
fn run(config: &driver::Config, built: &ours::Built, label: &str, bound: &Bound) -> Vec<Vec<Vec<u8>>> {
    let mut all = Vec::new();
    for &schedule in &config.schedules {
        let (_, memory) = ours::execute_with_memory(config, built, label, [1, 1, 1], bound, schedule, false).unwrap();
        all.push(memory);
    }
    let (_, memory) =
        ours::execute_with_memory(config, built, label, [1, 1, 1], bound, ours::Schedule::Forward, true).unwrap();
    all.push(memory);
    all
}

#[test]
fn glsl_linked_list_and_pointer_arithmetic() {
    let config = driver::Config::from_repo(driver::repo_root());
    if let Some(missing) = ours::missing_toolchain(&config) {
        panic!("{missing}");
    }
    let (built, push) = build(&config, "glsl/vk460_buffer_reference.comp", Language::Glsl);
    // Push (std430): head @0, values @8, results @16 (8-byte references), n @24; 32 bytes.
    let mut pc = vec![0u8; 32];
    put_u32(&mut pc, 24, 4);
    // Memory 0: three 32-byte Nodes (value @0, next @16, tag @24); the last `next` is null.
    // Memory 1: the floats (4-byte aligned); memory 2: Results (sum @0, count @4, picked[4] @8).
    let floats = f32s(&[10.0, 20.0, 30.0, 40.0, 50.0]);
    let results = vec![0xffu8; 24];
    let mut addresses: Vec<AddressPatch> = (0..3).map(|k| patch(PatchTarget::Buffer(push), 8 * k, k, 0)).collect();
    addresses.extend(list_links());
    let bound = Bound {
        buffers: [(push, pc)].into_iter().collect(),
        memory: vec![three_nodes(), floats, results],
        addresses,
        ..Bound::default()
    };
    for memory in run(&config, &built, "vk460_buffer_reference", &bound) {
        let r = &memory[2];
        // The walk adds x + w of each node: (1 + 4) + (5 + 8) + (9 + 12) = 39 over 3 nodes.
        assert_eq!(f32_at(r, 0), 39.0);
        assert_eq!(u32_at(r, 4), 3);
        // picked[i] = data[i] (through the address values + 4 i) + data[i] = 2 data[i].
        let picked: Vec<f32> = (0..4).map(|i| f32_at(r, 8 + 4 * i)).collect();
        assert_eq!(picked, [20.0, 40.0, 60.0, 80.0]);
        // The list itself is left alone (the floats are read-only).
        assert_eq!(f32_at(&memory[0], 32 + 12), 8.0);
    }
}

#[test]
fn hlsl_raw_buffer_load_and_store() {
    let config = driver::Config::from_repo(driver::repo_root());
    if let Some(missing) = ours::missing_toolchain(&config) {
        panic!("{missing}");
    }
    let (built, push) = build(&config, "hlsl/compute/raw_buffer_pointers.hlsl", Language::Hlsl);
    // Addresses: particles @0, weights @8, output @16, count @24; 32 bytes.
    let mut pc = vec![0u8; 32];
    put_u32(&mut pc, 24, 2);
    // Particles 32 bytes apart, D3D packed: position @0 (12 bytes), mass @12, velocity @16.
    let mut particles = vec![0u8; 64];
    particles[0..24].copy_from_slice(&f32s(&[1.0, 2.0, 3.0, 2.0, 0.5, -1.0]));
    particles[32..56].copy_from_slice(&f32s(&[-1.0, 0.0, 4.0, 3.0, 2.0, 2.0]));
    let weights = f32s(&[2.0, 0.5]);
    let output = vec![0u8; 48];
    let bound = Bound {
        buffers: [(push, pc)].into_iter().collect(),
        memory: vec![particles, weights, output],
        addresses: vec![
            patch(PatchTarget::Buffer(push), 0, 0, 0),
            patch(PatchTarget::Buffer(push), 8, 1, 0),
            patch(PatchTarget::Buffer(push), 16, 2, 0),
        ],
        ..Bound::default()
    };
    for memory in run(&config, &built, "raw_buffer_pointers", &bound) {
        let out = &memory[2];
        let got: Vec<f32> = (0..8).map(|i| f32_at(out, 4 * i)).collect();
        // moved = position + (velocity, 0) * w, then mass * w, 16 bytes per particle:
        // (1 + 0.5·2, 2 − 1·2, 3), 2·2 and (−1 + 2·0.5, 0 + 2·0.5, 4), 3·0.5.
        assert_eq!(got, [2.0, 0.0, 3.0, 4.0, 0.0, 1.0, 4.0, 1.5]);
        // `vk::RawBufferLoad(weights)` is the uint of weights[0]: 2.0's bits, stored at output + 2·16.
        assert_eq!(u32_at(out, 32), 2.0f32.to_bits());
    }
}

#[test]
fn glsl_atomics_through_a_buffer_reference() {
    let config = driver::Config::from_repo(driver::repo_root());
    if let Some(missing) = ours::missing_toolchain(&config) {
        panic!("{missing}");
    }
    let (built, push) = build(&config, "glsl/vk460_buffer_reference_atomics.comp", Language::Glsl);
    // Push (std430): hist @0, samples @8; 16 bytes.
    let pc = vec![0u8; 16];
    // Memory 0, Histogram (std430): total @0, highest @4, firstHits @8, marker @12, bins[8] @16.
    let mut hist = vec![0u8; 48];
    put_u32(&mut hist, 4, (-5i32) as u32);
    // Memory 1: 64 samples, v_i = (37 i + 11) mod 101.
    let samples: Vec<u32> = (0..64u32).map(|i| (37 * i + 11) % 101).collect();
    let sample_bytes: Vec<u8> = samples.iter().flat_map(|v| v.to_le_bytes()).collect();
    let bound = Bound {
        buffers: [(push, pc)].into_iter().collect(),
        memory: vec![hist, sample_bytes],
        addresses: vec![patch(PatchTarget::Buffer(push), 0, 0, 0), patch(PatchTarget::Buffer(push), 8, 1, 0)],
        ..Bound::default()
    };
    // By hand: the sum of the samples, the largest v >> 1, the count per bin
    // (v & 7) and a bit for every bin that got at least one sample.
    let total: u32 = samples.iter().sum();
    let highest = samples.iter().map(|v| (v >> 1) as i32).max().unwrap().max(-5);
    let mut bins = [0u32; 8];
    for v in &samples {
        bins[(v & 7) as usize] += 1;
    }
    let hits = (0..8).filter(|&b| bins[b] > 0).fold(0u32, |m, b| m | (1 << b));
    for memory in run(&config, &built, "vk460_buffer_reference_atomics", &bound) {
        let h = &memory[0];
        assert_eq!(u32_at(h, 0), total);
        assert_eq!(u32_at(h, 4) as i32, highest);
        assert_eq!(u32_at(h, 8), hits);
        assert_eq!(u32_at(h, 12), 7);
        let got: Vec<u32> = (0..8).map(|b| u32_at(h, 16 + 4 * b)).collect();
        assert_eq!(got, bins);
    }
}

#[test]
fn hlsl_buffer_pointers() {
    let config = driver::Config::from_repo(driver::repo_root());
    if let Some(missing) = ours::missing_toolchain(&config) {
        panic!("{missing}");
    }
    let (built, push) = build(&config, "hlsl/compute/buffer_pointers.hlsl", Language::Hlsl);
    // Push (constant-buffer packing): head @0, totals @8, floats @16, count @24; 32 bytes.
    let mut pc = vec![0u8; 32];
    put_u32(&mut pc, 24, 4);
    // Memory 0: three 32-byte nodes, D3D structured packing (value @0, next @16, tag @24,
    // pad @28); the last `next` is null.
    // Memory 1: Totals (sum @0, visited @4, hits @8); memory 2: the floats.
    let totals = vec![0u8; 12];
    let floats = f32s(&[10.0, 20.0, 30.0, 40.0, 50.0]);
    let mut addresses: Vec<AddressPatch> = (0..3).map(|k| patch(PatchTarget::Buffer(push), 8 * k, k, 0)).collect();
    addresses.extend(list_links());
    let bound = Bound {
        buffers: [(push, pc)].into_iter().collect(),
        memory: vec![three_nodes(), totals, floats],
        addresses,
        ..Bound::default()
    };
    for memory in run(&config, &built, "buffer_pointers", &bound) {
        let t = &memory[1];
        // The walk adds x + w of each node, (1 + 4) + (5 + 8) + (9 + 12) = 39, then the
        // first four floats one address at a time, 10 + 20 + 30 + 40 = 100.
        assert_eq!(f32_at(t, 0), 139.0);
        assert_eq!(u32_at(t, 4), 3);
        // Each of the 4 threads adds 1 atomically.
        assert_eq!(u32_at(t, 8), 4);
    }
}

#[test]
fn glsl_scalar_buffer_references() {
    let config = driver::Config::from_repo(driver::repo_root());
    if let Some(missing) = ours::missing_toolchain(&config) {
        panic!("{missing}");
    }
    let (built, push) = build(&config, "glsl/vk460_buffer_reference_scalar.comp", Language::Glsl);
    // Push (std430): positions @0, vertices @8; 16 bytes.
    let pc = vec![0u8; 16];
    // Memory 0, Positions (scalar): three vec3 12 bytes apart.
    let positions = f32s(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, -1.0, 0.5, 8.0]);
    // Memory 1, Vertices (scalar): count @0 = 3, then Vertex (position @0, uv @12; 20 bytes)
    // from @4; a sentinel after the third vertex (@64) that nothing may write.
    let mut vertices = vec![0xaau8; 72];
    put_u32(&mut vertices, 0, 3);
    let bound = Bound {
        buffers: [(push, pc)].into_iter().collect(),
        memory: vec![positions, vertices],
        addresses: vec![patch(PatchTarget::Buffer(push), 0, 0, 0), patch(PatchTarget::Buffer(push), 8, 1, 0)],
        ..Bound::default()
    };
    for memory in run(&config, &built, "vk460_buffer_reference_scalar", &bound) {
        let v = &memory[1];
        // Thread i < 3 writes position = 2 p_i at 4 + 20 i and uv = p_i.xy at 16 + 20 i.
        let got: Vec<f32> = (0..15).map(|k| f32_at(v, 4 + 4 * k)).collect();
        let want = [2.0, 4.0, 6.0, 1.0, 2.0, 8.0, 10.0, 12.0, 4.0, 5.0, -2.0, 1.0, 16.0, -1.0, 0.5];
        assert_eq!(got, want);
        assert_eq!(u32_at(v, 0), 3);
        assert_eq!(&v[64..72], &[0xaau8; 8]);
    }
}
