//! Just enough SPIR-V reading to bind a reference dispatch: the names,
//! descriptor bindings and storage classes of the module's resources and the
//! compute entry points' workgroup sizes. Reading the binary the reference
//! compiler wrote keeps the reference side independent of ferrometal.

use std::collections::BTreeMap;

/// A resource variable of the module.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Resource {
    /// The variable's result id.
    pub id: u32,
    /// The variable's debug name (empty for GLSL blocks without an instance name).
    pub name: String,
    /// The debug name of the block type it points to.
    pub type_name: String,
    pub set: u32,
    pub binding: u32,
    /// `uniform`, `storage` or `push_constant`.
    pub class: &'static str,
    /// For a block holding only a runtime array of scalars or vectors: the
    /// element type as a case spells it (`f32`, `u32x4`).
    pub element: Option<String>,
}

/// What an image or sampler variable (UniformConstant) binds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageKind {
    Sampler,
    SampledImage,
    StorageImage,
    /// An image and its sampler (GLSL's `sampler2D`).
    Combined,
}

/// An image or sampler variable of the module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImageVar {
    pub id: u32,
    pub name: String,
    pub set: u32,
    pub binding: u32,
    pub kind: ImageKind,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Module {
    /// Image and sampler variables.
    pub images: Vec<ImageVar>,
    pub words: Vec<u32>,
    /// Compute entry points: name and `LocalSize` (when given as literals).
    pub entry_points: Vec<(String, Option<[u32; 3]>)>,
    pub resources: Vec<Resource>,
    /// Specialization constants by name: their `SpecId`.
    pub spec_ids: BTreeMap<String, u32>,
    /// Scalar type of each `SpecId`: `bool`, `f32`, `i32`, `u32`.
    pub spec_types: BTreeMap<u32, String>,
}

const OP_NAME: u16 = 5;
const OP_ENTRY_POINT: u16 = 15;
const OP_EXECUTION_MODE: u16 = 16;
const OP_TYPE_INT: u16 = 21;
const OP_TYPE_FLOAT: u16 = 22;
const OP_TYPE_VECTOR: u16 = 23;
const OP_TYPE_RUNTIME_ARRAY: u16 = 29;
const OP_TYPE_STRUCT: u16 = 30;
const OP_TYPE_POINTER: u16 = 32;
const OP_VARIABLE: u16 = 59;
const OP_TYPE_IMAGE: u16 = 25;
const OP_TYPE_SAMPLER: u16 = 26;
const OP_TYPE_SAMPLED_IMAGE: u16 = 27;
const OP_DECORATE: u16 = 71;
const OP_SPEC_CONSTANT_TRUE: u16 = 48;
const OP_SPEC_CONSTANT_FALSE: u16 = 49;
const OP_SPEC_CONSTANT: u16 = 50;
const DEC_SPEC_ID: u32 = 1;
const DEC_BINDING: u32 = 33;
const DEC_SET: u32 = 34;
const MODE_LOCAL_SIZE: u32 = 17;
const MODEL_GL_COMPUTE: u32 = 5;

/// Decode a SPIR-V literal string starting at `words`.
fn string(words: &[u32]) -> String {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).take_while(|&b| b != 0).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Parse a little-endian SPIR-V binary.
pub fn parse(bytes: &[u8]) -> Result<Module, String> {
    if !bytes.len().is_multiple_of(4) || bytes.len() < 20 {
        return Err("not a SPIR-V binary (size)".into());
    }
    let words: Vec<u32> = bytes.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap_or([0; 4]))).collect();
    if words.first() != Some(&0x0723_0203) {
        return Err("not a SPIR-V binary (magic)".into());
    }
    let mut names: BTreeMap<u32, String> = BTreeMap::new();
    let mut decorations: BTreeMap<(u32, u32), u32> = BTreeMap::new();
    let mut pointers: BTreeMap<u32, u32> = BTreeMap::new();
    let mut variables: Vec<(u32, u32, u32)> = Vec::new();
    let mut entries: Vec<(u32, String)> = Vec::new();
    let mut local_size: BTreeMap<u32, [u32; 3]> = BTreeMap::new();
    // Type spellings of scalars and vectors, runtime arrays' elements, struct members.
    let mut spelled: BTreeMap<u32, String> = BTreeMap::new();
    let mut runtime_arrays: BTreeMap<u32, u32> = BTreeMap::new();
    let mut structs: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
    let mut spec_result_types: BTreeMap<u32, String> = BTreeMap::new();
    let mut image_types: BTreeMap<u32, ImageKind> = BTreeMap::new();
    let mut at = 5;
    while let Some(&head) = words.get(at) {
        let count = (head >> 16) as usize;
        let op = (head & 0xffff) as u16;
        let Some(args) = words.get(at + 1..at + count).filter(|_| count > 0) else {
            return Err(format!("malformed instruction at word {at}"));
        };
        match (op, args) {
            (OP_NAME, [id, rest @ ..]) => {
                names.insert(*id, string(rest));
            }
            (OP_ENTRY_POINT, [model, id, rest @ ..]) if *model == MODEL_GL_COMPUTE => entries.push((*id, string(rest))),
            (OP_EXECUTION_MODE, [id, mode, x, y, z, ..]) if *mode == MODE_LOCAL_SIZE => {
                local_size.insert(*id, [*x, *y, *z]);
            }
            (OP_TYPE_INT, [id, width, signed]) => {
                spelled.insert(*id, format!("{}{width}", if *signed == 1 { "i" } else { "u" }));
            }
            (OP_TYPE_FLOAT, [id, width]) => {
                spelled.insert(*id, format!("f{width}"));
            }
            (OP_TYPE_VECTOR, [id, component, n]) => {
                if let Some(c) = spelled.get(component).cloned() {
                    spelled.insert(*id, format!("{c}x{n}"));
                }
            }
            (OP_SPEC_CONSTANT_TRUE | OP_SPEC_CONSTANT_FALSE, [_, id]) => {
                spec_result_types.insert(*id, "bool".into());
            }
            (OP_SPEC_CONSTANT, [ty, id, ..]) => {
                spec_result_types.insert(*id, spelled.get(ty).cloned().unwrap_or_default());
            }
            (OP_TYPE_RUNTIME_ARRAY, [id, element]) => {
                runtime_arrays.insert(*id, *element);
            }
            (OP_TYPE_STRUCT, [id, members @ ..]) => {
                structs.insert(*id, members.to_vec());
            }
            (OP_TYPE_IMAGE, [id, _sampled_type, _dim, _depth, _arrayed, _ms, sampled, ..]) => {
                image_types.insert(*id, if *sampled == 2 { ImageKind::StorageImage } else { ImageKind::SampledImage });
            }
            (OP_TYPE_SAMPLER, [id]) => {
                image_types.insert(*id, ImageKind::Sampler);
            }
            (OP_TYPE_SAMPLED_IMAGE, [id, _image]) => {
                image_types.insert(*id, ImageKind::Combined);
            }
            (OP_TYPE_POINTER, [id, _class, pointee]) => {
                pointers.insert(*id, *pointee);
            }
            (OP_VARIABLE, [ty, id, class, ..]) => variables.push((*ty, *id, *class)),
            (OP_DECORATE, [id, dec, value, ..]) => {
                decorations.insert((*id, *dec), *value);
            }
            _ => {}
        }
        at += count;
    }
    let mut module = Module {
        entry_points: entries.into_iter().map(|(id, name)| (name, local_size.get(&id).copied())).collect(),
        ..Module::default()
    };
    for &(ty, id, class) in &variables {
        let pointee = pointers.get(&ty).copied().unwrap_or(0);
        if let (0, Some(kind)) = (class, image_types.get(&pointee)) {
            module.images.push(ImageVar {
                id,
                name: names.get(&id).cloned().unwrap_or_default(),
                set: decorations.get(&(id, DEC_SET)).copied().unwrap_or(0),
                binding: decorations.get(&(id, DEC_BINDING)).copied().unwrap_or(0),
                kind: *kind,
            });
        }
    }
    for (ty, id, class) in variables {
        let class = match class {
            2 => "uniform",
            12 => "storage",
            9 => "push_constant",
            _ => continue,
        };
        let pointee = pointers.get(&ty).copied().unwrap_or(0);
        // Old-style storage blocks are Uniform + BufferBlock (decoration 3).
        let class = if class == "uniform" && decorations.contains_key(&(pointee, 3)) { "storage" } else { class };
        let element = match structs.get(&pointee).map(Vec::as_slice) {
            Some([only]) => runtime_arrays.get(only).and_then(|e| spelled.get(e)).cloned(),
            _ => None,
        };
        module.resources.push(Resource {
            id,
            element,
            name: names.get(&id).cloned().unwrap_or_default(),
            type_name: names.get(&pointee).cloned().unwrap_or_default(),
            set: decorations.get(&(id, DEC_SET)).copied().unwrap_or(0),
            binding: decorations.get(&(id, DEC_BINDING)).copied().unwrap_or(0),
            class,
        });
    }
    for ((id, dec), value) in &decorations {
        if *dec == DEC_SPEC_ID {
            module.spec_ids.insert(names.get(id).cloned().unwrap_or_default(), *value);
            module.spec_types.insert(*value, spec_result_types.get(id).cloned().unwrap_or_default());
        }
    }
    module.words = words;
    Ok(module)
}

/// Function-local and workgroup variables the module reads and never
/// writes (no initializer, no store, copy, atomic or call argument through
/// them or a pointer derived from them): their value is undefined, so an
/// output that depends on them is not determined by the program. Returns
/// their debug names (or `%id`).
pub fn never_written_reads(words: &[u32]) -> Vec<String> {
    const OP_FUNCTION_CALL: u16 = 57;
    const OP_LOAD: u16 = 61;
    const OP_STORE: u16 = 62;
    const OP_COPY_MEMORY: u16 = 63;
    const OP_ACCESS_CHAIN: u16 = 65;
    const OP_IN_BOUNDS_ACCESS_CHAIN: u16 = 66;
    const OP_PTR_ACCESS_CHAIN: u16 = 67;
    const OP_COPY_OBJECT: u16 = 83;
    const CLASS_WORKGROUP: u32 = 4;
    const CLASS_FUNCTION: u32 = 7;
    let mut names: BTreeMap<u32, String> = BTreeMap::new();
    // Derived pointer → the variable it points into.
    let mut root: BTreeMap<u32, u32> = BTreeMap::new();
    let mut candidates: Vec<u32> = Vec::new();
    let mut read: std::collections::BTreeSet<u32> = Default::default();
    let mut written: std::collections::BTreeSet<u32> = Default::default();
    let mut at = 5;
    while let Some(&head) = words.get(at) {
        let count = (head >> 16) as usize;
        let op = (head & 0xffff) as u16;
        let Some(args) = words.get(at + 1..at + count).filter(|_| count > 0) else { break };
        let base = |p: &u32| root.get(p).copied().unwrap_or(*p);
        match (op, args) {
            (OP_NAME, [id, rest @ ..]) => {
                names.insert(*id, string(rest));
            }
            (OP_VARIABLE, [_, id, class]) if *class == CLASS_FUNCTION || *class == CLASS_WORKGROUP => {
                candidates.push(*id);
            }
            (OP_ACCESS_CHAIN | OP_IN_BOUNDS_ACCESS_CHAIN | OP_PTR_ACCESS_CHAIN | OP_COPY_OBJECT, [_, id, p, ..]) => {
                let b = base(p);
                root.insert(*id, b);
            }
            (OP_LOAD, [_, _, p, ..]) => {
                read.insert(base(p));
            }
            (OP_STORE, [p, ..]) => {
                written.insert(base(p));
            }
            (OP_COPY_MEMORY, [target, source, ..]) => {
                written.insert(base(target));
                read.insert(base(source));
            }
            (OP_FUNCTION_CALL, [_, _, _, arguments @ ..]) => {
                for a in arguments {
                    written.insert(base(a));
                }
            }
            // OpAtomicStore takes its pointer first; every other atomic
            // instruction (227–242, the flag ones 318–319) third.
            (228, [p, ..]) => {
                written.insert(base(p));
            }
            (227..=242 | 318 | 319, [_, _, p, ..]) => {
                written.insert(base(p));
            }
            _ => {}
        }
        at += count;
    }
    candidates
        .into_iter()
        .filter(|v| read.contains(v) && !written.contains(v))
        .map(|v| names.get(&v).filter(|n| !n.is_empty()).cloned().unwrap_or_else(|| format!("%{v}")))
        .collect()
}

/// Instructions of the module, as `(opcode, operands)`.
fn instructions(words: &[u32]) -> impl Iterator<Item = (u16, &[u32])> {
    let mut at = 5;
    std::iter::from_fn(move || {
        let head = *words.get(at)?;
        let count = (head >> 16) as usize;
        let args = words.get(at + 1..at + count).filter(|_| count > 0)?;
        at += count;
        Some(((head & 0xffff) as u16, args))
    })
}

/// Whether the module uses a subgroup operation (`OpGroupNonUniform*`,
/// opcodes 333–366, or the subgroup ballot and shuffle extensions' 4421–4432).
pub fn uses_subgroup_operations(words: &[u32]) -> bool {
    instructions(words).any(|(op, _)| (333..=366).contains(&op) || (4421..=4432).contains(&op))
}

/// Whether the module computes in 16-bit floats (`OpCapability Float16`).
pub fn computes_in_half(words: &[u32]) -> bool {
    instructions(words).any(|(op, args)| op == 17 && args == [9])
}

/// How many `OpControlBarrier`s the module has.
pub fn control_barriers(words: &[u32]) -> usize {
    instructions(words).filter(|(op, _)| *op == 224).count()
}

/// Whether the module indexes (a vector component, or an array through an
/// access chain) by a value derived from buffer contents: the generated
/// inputs then decide the index, and the generator's bound on integers is
/// not known to fit. A forward taint over the module, twice (loops): a load
/// through a buffer (Uniform, StorageBuffer, PushConstant) is tainted, as is
/// every result computed from a tainted operand and every load of a
/// variable a tainted value was stored to.
pub fn indexes_by_loaded_values(words: &[u32]) -> bool {
    const OP_LOAD: u16 = 61;
    const OP_STORE: u16 = 62;
    const OP_ACCESS_CHAIN: u16 = 65;
    const OP_IN_BOUNDS_ACCESS_CHAIN: u16 = 66;
    const OP_VECTOR_EXTRACT_DYNAMIC: u16 = 77;
    const OP_VECTOR_INSERT_DYNAMIC: u16 = 78;
    let mut buffer_vars = std::collections::BTreeSet::new();
    let mut root: BTreeMap<u32, u32> = BTreeMap::new();
    let mut tainted = std::collections::BTreeSet::new();
    let mut tainted_vars = std::collections::BTreeSet::new();
    for (op, args) in instructions(words) {
        match (op, args) {
            (OP_VARIABLE, [_, id, 2 | 9 | 12, ..]) => {
                buffer_vars.insert(*id);
            }
            (OP_ACCESS_CHAIN | OP_IN_BOUNDS_ACCESS_CHAIN, [_, id, base, ..]) => {
                let b = root.get(base).copied().unwrap_or(*base);
                root.insert(*id, b);
            }
            _ => {}
        }
    }
    let root_of = |p: &u32| root.get(p).copied().unwrap_or(*p);
    for _ in 0..2 {
        for (op, args) in instructions(words) {
            match (op, args) {
                (OP_LOAD, [_, id, p, ..]) => {
                    let r = root_of(p);
                    if buffer_vars.contains(&r) || tainted_vars.contains(&r) {
                        tainted.insert(*id);
                    }
                }
                (OP_STORE, [p, value, ..]) if tainted.contains(value) => {
                    tainted_vars.insert(root_of(p));
                }
                (OP_STORE, _) => {}
                (OP_ACCESS_CHAIN | OP_IN_BOUNDS_ACCESS_CHAIN, [_, _, _, indices @ ..])
                    if indices.iter().any(|i| tainted.contains(i)) =>
                {
                    return true;
                }
                (OP_VECTOR_EXTRACT_DYNAMIC, [_, _, _, index]) | (OP_VECTOR_INSERT_DYNAMIC, [_, _, _, _, index])
                    if tainted.contains(index) =>
                {
                    return true;
                }
                (_, [_, id, operands @ ..]) if op != OP_NAME && operands.iter().any(|o| tainted.contains(o)) => {
                    tainted.insert(*id);
                }
                _ => {}
            }
        }
    }
    false
}

/// The module's storage buffers (`StorageBuffer` variables, and old-style
/// `Uniform` + `BufferBlock` ones) and its declared constants (`OpConstant*`,
/// `OpSpecConstant*`): what the fixed-element analyses start from.
fn storage_and_constants(words: &[u32]) -> (std::collections::BTreeSet<u32>, std::collections::BTreeSet<u32>) {
    let mut constant = std::collections::BTreeSet::new();
    let mut storage = std::collections::BTreeSet::new();
    let mut block_types = std::collections::BTreeSet::new();
    let mut pointer_pointee: BTreeMap<u32, u32> = BTreeMap::new();
    for (op, args) in instructions(words) {
        match (op, args) {
            (OP_DECORATE, [id, 3, ..]) => {
                block_types.insert(*id);
            }
            (OP_TYPE_POINTER, [id, _, pointee]) => {
                pointer_pointee.insert(*id, *pointee);
            }
            (41..=46 | 48..=52, [_, id, ..]) => {
                constant.insert(*id);
            }
            (OP_VARIABLE, [_, id, 12, ..]) => {
                storage.insert(*id);
            }
            // An old-style storage block: Uniform + BufferBlock.
            (OP_VARIABLE, [ty, id, 2, ..]) if pointer_pointee.get(ty).is_some_and(|p| block_types.contains(p)) => {
                storage.insert(*id);
            }
            _ => {}
        }
    }
    (storage, constant)
}

/// Whether the module stores to a storage-buffer element whose address is
/// the same for every invocation (every index of its access chains a
/// constant, or computed from constants alone): unless one invocation alone
/// reaches it, all of them write that one element, and which write lands
/// last is the thread order's choice.
pub fn stores_to_a_fixed_element(words: &[u32]) -> bool {
    const OP_LOAD: u16 = 61;
    const OP_STORE: u16 = 62;
    const OP_ACCESS_CHAIN: u16 = 65;
    const OP_IN_BOUNDS_ACCESS_CHAIN: u16 = 66;
    // Results that are never constant whatever their operands.
    const OPAQUE: [u16; 8] = [55, 57, 59, 61, 65, 66, 245, 248];
    let (storage, mut constant) = storage_and_constants(words);
    // Pointer → (root variable, every index so far constant).
    let mut chains: BTreeMap<u32, (u32, bool)> = BTreeMap::new();
    for (op, args) in instructions(words) {
        match (op, args) {
            (OP_ACCESS_CHAIN | OP_IN_BOUNDS_ACCESS_CHAIN, [_, id, base, indices @ ..]) => {
                let (root, fixed) = chains.get(base).copied().unwrap_or((*base, true));
                chains.insert(*id, (root, fixed && indices.iter().all(|i| constant.contains(i))));
            }
            (OP_STORE, [p, ..]) => {
                let (root, fixed) = chains.get(p).copied().unwrap_or((*p, true));
                if storage.contains(&root) && fixed {
                    return true;
                }
            }
            (OP_LOAD, _) => {}
            (_, [_, id, operands @ ..])
                if !OPAQUE.contains(&op) && !operands.is_empty() && operands.iter().all(|o| constant.contains(o)) =>
            {
                constant.insert(*id);
            }
            _ => {}
        }
    }
    false
}

/// Whether every invocation updates one storage-buffer element from its own
/// value without synchronisation: the entry function, outside its branches
/// and loops (what every invocation runs: its first block, and the merge
/// block of a construct that cannot return), stores to an element whose address is the same for
/// every invocation (as in [`stores_to_a_fixed_element`]) a value computed
/// from a load of such an element, as `D = f(D)` does. Those are conflicting
/// accesses with no order between them, a data race: how many of the other
/// invocations' stores each one sees is the implementation's choice (lavapipe
/// runs a group's invocations side by side, our runtime one after another).
pub fn updates_a_fixed_element_in_every_invocation(words: &[u32]) -> bool {
    const OP_FUNCTION: u16 = 54;
    const OP_LOAD: u16 = 61;
    const OP_STORE: u16 = 62;
    const OP_ACCESS_CHAIN: u16 = 65;
    const OP_IN_BOUNDS_ACCESS_CHAIN: u16 = 66;
    const OP_LABEL: u16 = 248;
    const OP_LOOP_MERGE: u16 = 246;
    const OP_SELECTION_MERGE: u16 = 247;
    // A return, kill or unreachable inside a construct: its merge block is
    // then not reached by every invocation.
    const EXITS: [u16; 4] = [252, 253, 254, 255];
    const OPAQUE: [u16; 8] = [55, 57, 59, 61, 65, 66, 245, 248];
    // An element: its root variable and its constant indices (by id).
    type Element = (u32, Vec<u32>);
    let mut entry = None;
    let (storage, mut constant) = storage_and_constants(words);
    // Pointer → the element it addresses, `None` once an index is not constant.
    let mut chains: BTreeMap<u32, Option<Element>> = BTreeMap::new();
    // Value → the fixed storage elements it was computed from.
    let mut from: BTreeMap<u32, std::collections::BTreeSet<Element>> = BTreeMap::new();
    let mut in_entry = false;
    // Inside a structured construct of the entry function that every
    // invocation enters: the label of its merge block, which every
    // invocation reaches again unless the construct can return.
    let mut construct: Option<u32> = None;
    let mut exits = false;
    for (op, args) in instructions(words) {
        if in_entry {
            match (op, args, construct) {
                (OP_LABEL, [label], Some(merge)) if *label == merge && !exits => construct = None,
                (OP_LOOP_MERGE | OP_SELECTION_MERGE, [merge, ..], None) => construct = Some(*merge),
                _ if EXITS.contains(&op) => {
                    exits = true;
                    if construct.is_none() {
                        in_entry = false;
                    }
                }
                _ => {}
            }
            if construct.is_some() {
                continue;
            }
        }
        match (op, args) {
            (OP_ENTRY_POINT, [_, id, ..]) => entry = entry.or(Some(*id)),
            (OP_FUNCTION, [_, id, ..]) => in_entry = Some(*id) == entry,
            _ if !in_entry => {}
            (OP_ACCESS_CHAIN | OP_IN_BOUNDS_ACCESS_CHAIN, [_, id, base, indices @ ..]) => {
                let element = chains.get(base).cloned().unwrap_or(Some((*base, Vec::new()))).and_then(|(r, mut at)| {
                    indices.iter().all(|i| constant.contains(i)).then(|| {
                        at.extend_from_slice(indices);
                        (r, at)
                    })
                });
                chains.insert(*id, element);
            }
            (OP_LOAD, [_, id, p, ..]) => {
                let element = chains.get(p).cloned().unwrap_or(Some((*p, Vec::new())));
                if let Some(e) = element.filter(|(root, _)| storage.contains(root)) {
                    from.entry(*id).or_default().insert(e);
                }
            }
            (OP_STORE, [p, value, ..]) => {
                let element = chains.get(p).cloned().unwrap_or(Some((*p, Vec::new())));
                if let Some(e) = element.filter(|(root, _)| storage.contains(root))
                    && from.get(value).is_some_and(|f| f.contains(&e))
                {
                    return true;
                }
            }
            (_, [_, id, operands @ ..]) if !OPAQUE.contains(&op) => {
                let mut sources = std::collections::BTreeSet::new();
                for o in operands {
                    if let Some(f) = from.get(o) {
                        sources.extend(f.iter().cloned());
                    }
                }
                if !sources.is_empty() {
                    from.insert(*id, sources);
                }
                if !operands.is_empty() && operands.iter().all(|o| constant.contains(o)) {
                    constant.insert(*id);
                }
            }
            _ => {}
        }
    }
    false
}

/// Whether the module divides or takes the remainder of integers by a value
/// that is not a constant (`OpUDiv`, `OpSDiv`, `OpUMod`, `OpSRem`, `OpSMod`):
/// by zero, the result is undefined in Vulkan and in Metal.
pub fn divides_integers_by_a_variable(words: &[u32]) -> bool {
    let mut constant = std::collections::BTreeSet::new();
    for (op, args) in instructions(words) {
        match (op, args) {
            (41..=46 | 48..=52, [_, id, ..]) => {
                constant.insert(*id);
            }
            (134 | 135 | 137 | 138 | 139, [_, _, _, divisor]) if !constant.contains(divisor) => return true,
            _ => {}
        }
    }
    false
}
