//! Block layouts against glslang: every uniform, storage and push-constant
//! block of the public GLSL suites (`../shared/corpora`: SPIRV-Cross's
//! `shaders-msl*` inputs, naga's GLSL inputs, glslang's `Test/` GLSL) and of
//! our own GLSL examples that both glslang (`glslangValidator -V`) and
//! ferrometal translate is compared member by member: the SPIR-V `Offset`,
//! `ArrayStride` and `MatrixStride` decorations glslang wrote against the
//! offsets and strides of ferrometal's reflection, nested structs included.
//! glslang is the independent reference: a host struct written for the
//! Vulkan original must read the same bytes from the Metal buffer.
//!
//! The test fails with the list of differences; it also fails when
//! glslangValidator (Debian's glslang-tools, installed by `scripts/setup`)
//! or the corpora are missing, and when it compares fewer blocks than it
//! did when written (a check that silently compares nothing proves nothing).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

use ferrometal::reflect::{LayoutMember, Resource, ResourceKind};
use ferrometal::{Language, MslVersion, Options};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Blocks compared when this test was written; fewer means the comparison
/// lost coverage (a tool or corpus changed, or matching broke).
const MIN_BLOCKS: usize = 300;

const STAGES: &[&str] = &["vert", "frag", "comp"];

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map(Path::to_path_buf).unwrap_or_default()
}

/// The GLSL shaders to compare, sorted.
fn shaders() -> Vec<PathBuf> {
    let root = repo_root();
    let corpora = root.join("../shared/corpora");
    assert!(corpora.is_dir(), "the public suites are required at ../shared/corpora");
    let mut dirs = vec![corpora.join("naga/naga/tests/in/glsl"), corpora.join("glslang/Test")];
    if let Ok(entries) = std::fs::read_dir(corpora.join("spirv-cross")) {
        for e in entries.flatten() {
            if e.file_name().to_string_lossy().starts_with("shaders-msl") {
                dirs.push(e.path());
            }
        }
    }
    dirs.push(root.join("examples-shaders/glsl"));
    let mut out = Vec::new();
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            let name = e.file_name().to_string_lossy().into_owned();
            // glslang's `Test/` subfolders are include trees and other tools' inputs.
            if p.is_dir() && !dir.ends_with("glslang/Test") {
                dirs.push(p);
            } else if p.extension().and_then(|x| x.to_str()).is_some_and(|x| STAGES.contains(&x))
                && !name.contains(".asm.")
                && !name.starts_with("hlsl.")
            {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// A source with a block: a `{` after `uniform` or `buffer` (a cheap filter
/// that spares glslang most of the files without one).
fn declares_block(src: &str) -> bool {
    src.contains('{') && (src.contains("uniform") || src.contains("buffer"))
}

// ---- SPIR-V -----------------------------------------------------------------

const OP_NAME: u32 = 5;
const OP_MEMBER_NAME: u32 = 6;
const OP_TYPE_MATRIX: u32 = 24;
const OP_TYPE_ARRAY: u32 = 28;
const OP_TYPE_RUNTIME_ARRAY: u32 = 29;
const OP_TYPE_STRUCT: u32 = 30;
const OP_TYPE_POINTER: u32 = 32;
const OP_VARIABLE: u32 = 59;
const OP_DECORATE: u32 = 71;
const OP_MEMBER_DECORATE: u32 = 72;
const DEC_BLOCK: u32 = 2;
const DEC_BUFFER_BLOCK: u32 = 3;
const DEC_ARRAY_STRIDE: u32 = 6;
const DEC_MATRIX_STRIDE: u32 = 7;
const DEC_BINDING: u32 = 33;
const DEC_DESCRIPTOR_SET: u32 = 34;
const DEC_OFFSET: u32 = 35;
const SC_UNIFORM: u32 = 2;
const SC_PUSH_CONSTANT: u32 = 9;
const SC_STORAGE_BUFFER: u32 = 12;

#[derive(Default)]
struct Spirv {
    names: BTreeMap<u32, String>,
    member_names: BTreeMap<(u32, u32), String>,
    decorations: BTreeMap<u32, Vec<(u32, u32)>>,
    member_decorations: BTreeMap<(u32, u32), Vec<(u32, u32)>>,
    /// Type id → (opcode, operands after the result id).
    types: BTreeMap<u32, (u32, Vec<u32>)>,
    /// (variable id, pointer type id, storage class).
    variables: Vec<(u32, u32, u32)>,
}

fn string_operand(words: &[u32]) -> String {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).take_while(|&b| b != 0).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

fn parse_spirv(bytes: &[u8]) -> Option<Spirv> {
    let words: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
    if words.first() != Some(&0x0723_0203) {
        return None;
    }
    let mut s = Spirv::default();
    let mut i = 5;
    while i < words.len() {
        let count = (words[i] >> 16) as usize;
        let op = words[i] & 0xffff;
        if count == 0 || i + count > words.len() {
            return None;
        }
        let w = &words[i + 1..i + count];
        match op {
            OP_NAME if !w.is_empty() => {
                s.names.insert(w[0], string_operand(&w[1..]));
            }
            OP_MEMBER_NAME if w.len() >= 2 => {
                s.member_names.insert((w[0], w[1]), string_operand(&w[2..]));
            }
            OP_DECORATE if w.len() >= 2 => {
                s.decorations.entry(w[0]).or_default().push((w[1], w.get(2).copied().unwrap_or(0)));
            }
            OP_MEMBER_DECORATE if w.len() >= 3 => {
                s.member_decorations.entry((w[0], w[1])).or_default().push((w[2], w.get(3).copied().unwrap_or(0)));
            }
            OP_TYPE_MATRIX | OP_TYPE_ARRAY | OP_TYPE_RUNTIME_ARRAY | OP_TYPE_STRUCT | OP_TYPE_POINTER
                if !w.is_empty() =>
            {
                s.types.insert(w[0], (op, w[1..].to_vec()));
            }
            OP_VARIABLE if w.len() >= 3 => s.variables.push((w[1], w[0], w[2])),
            _ => {}
        }
        i += count;
    }
    Some(s)
}

impl Spirv {
    fn decoration(&self, id: u32, d: u32) -> Option<u32> {
        self.decorations.get(&id)?.iter().find(|(k, _)| *k == d).map(|(_, v)| *v)
    }

    fn member_decoration(&self, id: u32, m: u32, d: u32) -> Option<u32> {
        self.member_decorations.get(&(id, m))?.iter().find(|(k, _)| *k == d).map(|(_, v)| *v)
    }

    fn strip_arrays(&self, mut ty: u32) -> u32 {
        while let Some((OP_TYPE_ARRAY | OP_TYPE_RUNTIME_ARRAY, ops)) = self.types.get(&ty) {
            ty = ops[0];
        }
        ty
    }

    fn is_struct(&self, ty: u32) -> bool {
        matches!(self.types.get(&ty), Some((OP_TYPE_STRUCT, _)))
    }

    fn is_matrix(&self, ty: u32) -> bool {
        matches!(self.types.get(&self.strip_arrays(ty)), Some((OP_TYPE_MATRIX, _)))
    }

    fn is_array(&self, ty: u32) -> bool {
        matches!(self.types.get(&ty), Some((OP_TYPE_ARRAY | OP_TYPE_RUNTIME_ARRAY, _)))
    }
}

/// One block of the SPIR-V: where it is bound and its struct type.
struct Block {
    set: Option<u32>,
    binding: Option<u32>,
    push: bool,
    ty: u32,
    name: String,
    /// The instance name (empty without one).
    instance: String,
}

fn blocks(s: &Spirv) -> Vec<Block> {
    let mut out = Vec::new();
    for &(var, ptr, class) in &s.variables {
        if !matches!(class, SC_UNIFORM | SC_STORAGE_BUFFER | SC_PUSH_CONSTANT) {
            continue;
        }
        let Some((OP_TYPE_POINTER, ops)) = s.types.get(&ptr) else { continue };
        let ty = s.strip_arrays(ops[1]);
        let is_block = s.decoration(ty, DEC_BLOCK).is_some() || s.decoration(ty, DEC_BUFFER_BLOCK).is_some();
        if !s.is_struct(ty) || !is_block {
            continue;
        }
        out.push(Block {
            set: s.decoration(var, DEC_DESCRIPTOR_SET),
            binding: s.decoration(var, DEC_BINDING),
            push: class == SC_PUSH_CONSTANT,
            ty,
            name: s.names.get(&ty).cloned().unwrap_or_default(),
            instance: s.names.get(&var).cloned().unwrap_or_default(),
        });
    }
    out
}

// ---- comparison -------------------------------------------------------------

/// Compare the members of SPIR-V struct `ty` with reflected members; push
/// one line per difference.
fn compare_struct(s: &Spirv, ty: u32, ours: &[LayoutMember], path: &str, diffs: &mut Vec<String>, depth: usize) {
    let Some((OP_TYPE_STRUCT, members)) = s.types.get(&ty) else { return };
    if depth > 16 {
        return;
    }
    for (k, &mty) in members.iter().enumerate() {
        let k = k as u32;
        let name = s.member_names.get(&(ty, k)).cloned().unwrap_or_default();
        let here = format!("{path}.{name}");
        let Some(m) = ours.iter().find(|m| m.name == name) else {
            diffs.push(format!("{here}: not in ferrometal's reflection"));
            continue;
        };
        compare_member(s, ty, k, mty, m, &here, diffs, depth);
    }
}

#[allow(clippy::too_many_arguments)]
fn compare_member(
    s: &Spirv,
    parent: u32,
    k: u32,
    mty: u32,
    m: &LayoutMember,
    here: &str,
    diffs: &mut Vec<String>,
    depth: usize,
) {
    let mut check = |what: &str, theirs: Option<u32>, ours: Option<u32>| {
        if theirs.is_some() && theirs != ours {
            diffs.push(format!("{here}: {what} glslang {theirs:?}, ferrometal {ours:?}"));
        }
    };
    check("offset", s.member_decoration(parent, k, DEC_OFFSET), Some(m.offset));
    if s.is_array(mty) {
        check("array stride", s.decoration(mty, DEC_ARRAY_STRIDE), m.array_stride);
    }
    if s.is_matrix(mty) {
        check("matrix stride", s.member_decoration(parent, k, DEC_MATRIX_STRIDE), m.matrix_stride);
    }
    let elem = s.strip_arrays(mty);
    if s.is_struct(elem) {
        compare_struct(s, elem, &m.members, here, diffs, depth + 1);
    }
}

/// Compare one block with the reflected resource bound where it is.
fn compare_block(s: &Spirv, b: &Block, res: &Resource, diffs: &mut Vec<String>) {
    let Some(layout) = &res.layout else {
        diffs.push(format!("{}: no layout in ferrometal's reflection", b.name));
        return;
    };
    let Some((OP_TYPE_STRUCT, members)) = s.types.get(&b.ty) else { return };
    // A storage block whose only member is a runtime array is reflected as
    // the array's element, with its stride (`StructuredBuffer<T>`).
    if let ([only], Some(stride)) = (members.as_slice(), layout.runtime_array_stride)
        && matches!(s.types.get(only), Some((OP_TYPE_RUNTIME_ARRAY, _)))
        && !layout.members.iter().any(|m| m.array_count == Some(0))
    {
        let theirs = s.decoration(*only, DEC_ARRAY_STRIDE);
        if theirs != Some(stride) {
            diffs.push(format!("{}: runtime array stride glslang {theirs:?}, ferrometal {stride}", b.name));
        }
        let elem = s.strip_arrays(*only);
        if s.is_struct(elem) {
            compare_struct(s, elem, &layout.members, &b.name, diffs, 1);
        }
        return;
    }
    compare_struct(s, b.ty, &layout.members, &b.name, diffs, 0);
}

fn is_buffer(kind: ResourceKind) -> bool {
    matches!(
        kind,
        ResourceKind::UniformBuffer
            | ResourceKind::StorageBuffer
            | ResourceKind::ReadOnlyStorageBuffer
            | ResourceKind::PushConstants
    )
}

/// The reflected resource for a SPIR-V block: the push-constant block, or
/// the buffer at the same set and binding (the first of an array's
/// elements), else the only buffer whose layout has the block's members.
fn find_resource<'a>(b: &Block, resources: &'a [Resource]) -> Option<&'a Resource> {
    if b.push {
        return resources.iter().find(|r| r.kind == ResourceKind::PushConstants);
    }
    let buffers = || resources.iter().filter(|r| is_buffer(r.kind) && r.kind != ResourceKind::PushConstants);
    // A block without `binding` in the source has none in the reflection
    // (glslang gives it binding 0): it is found by name.
    let bound: Vec<&Resource> =
        buffers().filter(|r| r.binding.binding == b.binding && r.binding.set == Some(b.set.unwrap_or(0))).collect();
    let is_named = |r: &&Resource| r.name == b.name || (!b.instance.is_empty() && r.name == b.instance);
    let named: Vec<&Resource> = buffers().filter(|r| r.binding.binding.is_none()).filter(is_named).collect();
    // Blocks that alias one binding are told apart by name.
    let aliased: Vec<&Resource> = bound.iter().copied().filter(is_named).collect();
    match (bound.as_slice(), named.as_slice(), aliased.as_slice()) {
        ([one], _, _) | ([], [one], _) | (_, _, [one]) => Some(one),
        _ => None,
    }
}

struct Outcome {
    compared: usize,
    unmatched: Vec<String>,
    diffs: Vec<String>,
}

fn glslang() -> String {
    let tool = "glslangValidator".to_string();
    let ok = Command::new(&tool).arg("--version").output().is_ok_and(|o| o.status.success());
    assert!(ok, "{tool} is required for the block-layout comparison (Debian's glslang-tools; scripts/setup)");
    tool
}

fn compare_file(tool: &str, path: &Path, tmp: &Path, n: usize) -> Option<Outcome> {
    let src = std::fs::read_to_string(path).ok()?;
    if !declares_block(&src) {
        return None;
    }
    // ferrometal first (in process): glslang runs only where there is a
    // reflected buffer to compare.
    let options = Options {
        file_name: Some(path.file_name()?.to_string_lossy().into_owned()),
        language: Some(Language::Glsl),
        msl_version: MslVersion::V3_2,
        ..Options::default()
    };
    let t = ferrometal::translate(&src, &options);
    let reflection = t.reflection.as_ref().filter(|_| !t.has_errors())?;
    if !reflection.resources.iter().any(|r| is_buffer(r.kind)) {
        return None;
    }
    let spv = tmp.join(format!("{n}.spv"));
    let status = Command::new(tool)
        .args(["-V", "--target-env", "vulkan1.1", "-o"])
        .arg(&spv)
        .arg(path)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .ok()?;
    if !status.success() {
        return None;
    }
    let s = parse_spirv(&std::fs::read(&spv).ok()?)?;
    let _ = std::fs::remove_file(&spv);
    let found = blocks(&s);
    let shown = path.strip_prefix(repo_root()).unwrap_or(path).display().to_string();
    let mut out = Outcome { compared: 0, unmatched: Vec::new(), diffs: Vec::new() };
    for b in &found {
        let Some(res) = find_resource(b, &reflection.resources) else {
            out.unmatched.push(format!("{shown}: {}", b.name));
            continue;
        };
        let mut diffs = Vec::new();
        compare_block(&s, b, res, &mut diffs);
        out.compared += 1;
        out.diffs.extend(diffs.into_iter().map(|d| format!("{shown}: {d}")));
    }
    Some(out)
}

#[test]
fn block_layouts_match_glslang() {
    let tool = glslang();
    let tmp = std::env::temp_dir().join(format!("ferrometal-glsl-layouts-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let files = shaders();
    // Two workers: glslang runs as a process per file.
    let chunks: Vec<Vec<(usize, PathBuf)>> = {
        let mut c = vec![Vec::new(), Vec::new()];
        for (i, f) in files.into_iter().enumerate() {
            c[i % 2].push((i, f));
        }
        c
    };
    let results: Vec<Outcome> = std::thread::scope(|scope| {
        let handles: Vec<_> = chunks
            .iter()
            .map(|chunk| {
                let (tool, tmp) = (&tool, &tmp);
                scope
                    .spawn(move || chunk.iter().filter_map(|(i, f)| compare_file(tool, f, tmp, *i)).collect::<Vec<_>>())
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap_or_default()).collect()
    });
    let _ = std::fs::remove_dir_all(&tmp);
    let compared: usize = results.iter().map(|r| r.compared).sum();
    let mut diffs: Vec<&String> = results.iter().flat_map(|r| &r.diffs).collect();
    diffs.sort();
    let unmatched: usize = results.iter().map(|r| r.unmatched.len()).sum();
    println!("compared {compared} blocks with glslang; {unmatched} blocks had no reflected buffer to compare");
    for u in results.iter().flat_map(|r| &r.unmatched) {
        println!("  unmatched: {u}");
    }
    assert!(
        diffs.is_empty(),
        "{} differences from glslang:\n{}",
        diffs.len(),
        diffs.iter().map(|d| d.as_str()).collect::<Vec<_>>().join("\n")
    );
    assert!(compared >= MIN_BLOCKS, "only {compared} blocks compared (at least {MIN_BLOCKS} expected)");
}
