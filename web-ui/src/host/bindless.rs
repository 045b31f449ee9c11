//! `metal4-bindless` host code: how a Metal 4 host fills the three buffer
//! slots of the root ABI (`msl::bind` states it; reflection's
//! `bindlessSlots` lists them).
//!
//! Set up once ([`setup`]):
//! - slot 1: an `MTLTextureViewPool` (the texture heap) sized by the host,
//!   a view set at every heap index a root names (`setTextureView`), and
//!   the pool's `baseResourceID` in an 8-byte buffer, which the shader
//!   reads as `constant ulong&`;
//! - slot 2: a buffer of 8-byte sampler `gpuResourceID`s, element i for
//!   heap index i, from samplers made with `supportArgumentBuffers`;
//! - slot 0: a shared-memory ring the roots are copied into, so a later CPU
//!   write cannot change a command already recorded;
//! - a residency set holding all of them (Metal 4 makes nothing resident
//!   by itself), and an `MTL4ArgumentTable` with slots 1 and 2 set.
//!
//! For every draw or dispatch ([`entry`]): the root's members written at
//! reflection's offsets into a fresh slice of the ring (a host struct's
//! layout need not be the MSL one, so nothing relies on it), the slice's
//! GPU address at slot 0, and the table set on the encoder; Metal
//! snapshots the table's bindings at each draw or dispatch.
//!
//! Metal 4 encoders have no `setBuffer`/`setBytes`: every buffer slot is a
//! GPU address in the argument table, the vertex buffer's too
//! ([`vertex_buffer`]). The spellings are those of Apple's Metal 4
//! documentation (macOS 26, iOS 26) and metal-cpp.

use super::{ident, stage_prefix};
use ferrometal::reflect::{BindlessSlot, EntryPoint, LayoutMember, Reflection};
use std::fmt::Write as _;

/// The language of the snippet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Api {
    Swift,
    Cpp,
}

/// Whether the translation is `metal4-bindless` (reflection then always
/// lists the three slots).
pub(super) fn active(r: &Reflection) -> bool {
    !r.bindless_slots.is_empty()
}

fn slot<'a>(r: &'a Reflection, role: &str) -> Option<&'a BindlessSlot> {
    r.bindless_slots.iter().find(|s| s.role == role)
}

/// A slot some entry point declares.
fn declared<'a>(r: &'a Reflection, role: &str) -> Option<&'a BindlessSlot> {
    slot(r, role).filter(|s| !s.used_by.is_empty())
}

/// Whether `name` is the root structure: its bytes go through the ring at
/// slot 0, never through a `set*` call of its own.
pub(super) fn is_root(r: &Reflection, name: &str) -> bool {
    slot(r, "root").and_then(|s| s.resource.as_deref()) == Some(name)
}

/// What reads heap index i, for the comments: the source's arrays that are
/// views of the heap, else the SM 6.6 heap itself.
fn readers(s: &BindlessSlot, heap: &str) -> String {
    if s.arrays.is_empty() {
        format!("{heap}[i]")
    } else {
        s.arrays.iter().map(|a| format!("{a}[i]")).collect::<Vec<_>>().join(", ")
    }
}

/// The host's variable for each reader: `{array}Texture`, or `texture` for
/// the SM 6.6 heap (and the same with `Sampler`).
fn objects(s: &BindlessSlot, kind: &str) -> Vec<(String, String)> {
    if s.arrays.is_empty() {
        return vec![(kind.to_string(), format!("{kind}Index"))];
    }
    let upper = super::upper_first(kind);
    s.arrays.iter().map(|a| (format!("{}{upper}", ident(a)), format!("{}Index", ident(a)))).collect()
}

/// Buffer slots the argument table needs: the three, or up to the vertex
/// buffer's when an entry point reads vertex attributes.
fn buffer_bind_count(r: &Reflection) -> u32 {
    if r.entry_points.iter().any(|e| !e.vertex_attributes.is_empty()) {
        r.vertex_buffer_index.saturating_add(1).max(3)
    } else {
        3
    }
}

/// The heaps, the root ring, residency and the argument table, once for
/// every entry point of the translation.
pub(super) fn setup(s: &mut String, r: &Reflection, api: Api) {
    if !active(r) {
        return;
    }
    s.push_str(
        "\n// metal4-bindless: a Metal 4 host (MTL4CommandQueue, MTL4 encoders). Buffer 0 is the root of each \
         draw or dispatch,\n// buffer 1 the texture view pool's base resource ID, buffer 2 the sampler array; all three \
         are GPU addresses in one\n// MTL4ArgumentTable. The pipeline states come from an MTL4Compiler with these \
         libraries' functions (not shown).\n",
    );
    let mut resident: Vec<String> = Vec::new();
    if let Some(pool) = declared(r, "texturePool") {
        texture_pool(s, pool, api);
        resident.push("texturePoolBase".into());
        resident.extend(objects(pool, "texture").into_iter().map(|(t, _)| t));
    }
    if let Some(samplers) = declared(r, "samplers") {
        sampler_heap(s, samplers, api);
        resident.push("samplerHeap".into());
    }
    if declared(r, "root").is_some() {
        s.push_str(
            "// Buffer 0: a ring of root snapshots in shared memory, kept until the commands that read them complete\n",
        );
        s.push_str(match api {
            Api::Swift => "let rootRing = device.makeBuffer(length: rootRingLength, options: .storageModeShared)!\n",
            Api::Cpp => "MTL::Buffer* rootRing = device->newBuffer(rootRingLength, MTL::ResourceStorageModeShared);\n",
        });
        resident.push("rootRing".into());
    }
    residency(s, &resident, api);
    argument_table(s, r, api);
}

/// Slot 1: the pool, its views, and the buffer holding its base.
fn texture_pool(s: &mut String, pool: &BindlessSlot, api: Api) {
    let _ = writeln!(
        s,
        "// Buffer 1: the texture heap, a texture view pool; heap index i ({}) is the view whose resource ID is \
         base + i,\n// one index space for every texture type: a view's type must be the one the shader reads it as. The \
         shader makes the\n// texture by reinterpreting the 64-bit ID base + i, which MSL does not document as \
         pool indexing: validate it on the GPUs you ship.",
        readers(pool, "ResourceDescriptorHeap")
    );
    let views = objects(pool, "texture");
    match api {
        Api::Swift => {
            s.push_str("let texturePoolDescriptor = MTLResourceViewPoolDescriptor()\n");
            s.push_str("texturePoolDescriptor.resourceViewCount = textureHeapCount  // one past the largest texture index a root holds\n");
            s.push_str("let texturePool = try device.makeTextureViewPool(descriptor: texturePoolDescriptor)\n");
            for (texture, index) in &views {
                let _ = writeln!(
                    s,
                    "_ = texturePool.setTextureView(texture: {texture}, index: {index})  // at every index a root names; \
                     setTextureView(texture:descriptor:index:) for another format, mip or slice range"
                );
            }
            s.push_str("let texturePoolBase = device.makeBuffer(length: 8, options: .storageModeShared)!\n");
            s.push_str(
                "texturePoolBase.contents().storeBytes(of: texturePool.baseResourceID, as: MTLResourceID.self)  // the shader's constant ulong&\n",
            );
        }
        Api::Cpp => {
            s.push_str("MTL::ResourceViewPoolDescriptor* texturePoolDescriptor = MTL::ResourceViewPoolDescriptor::alloc()->init();\n");
            s.push_str("texturePoolDescriptor->setResourceViewCount(textureHeapCount);  // one past the largest texture index a root holds\n");
            s.push_str(
                "MTL::TextureViewPool* texturePool = device->newTextureViewPool(texturePoolDescriptor, &error);\n",
            );
            for (texture, index) in &views {
                let _ = writeln!(
                    s,
                    "texturePool->setTextureView({texture}, {index});  // at every index a root names; \
                     setTextureView(texture, descriptor, index) for another format, mip or slice range"
                );
            }
            s.push_str("MTL::Buffer* texturePoolBase = device->newBuffer(8, MTL::ResourceStorageModeShared);\n");
            s.push_str(
                "*static_cast<MTL::ResourceID*>(texturePoolBase->contents()) = texturePool->baseResourceID();  // the shader's constant ulong&\n",
            );
        }
    }
}

/// Slot 2: samplers that argument buffers may hold, their IDs in a buffer.
fn sampler_heap(s: &mut String, samplers: &BindlessSlot, api: Api) {
    let _ = writeln!(
        s,
        "// Buffer 2: the sampler heap, 8-byte sampler gpuResourceIDs; heap index i ({}) is element i",
        readers(samplers, "SamplerDescriptorHeap")
    );
    let states = objects(samplers, "sampler");
    match api {
        Api::Swift => {
            s.push_str("let samplerDescriptor = MTLSamplerDescriptor()\n");
            s.push_str("samplerDescriptor.supportArgumentBuffers = true  // a sampler read from a buffer needs it\n");
            s.push_str(
                "let samplerHeap = device.makeBuffer(length: 8 * samplerHeapCount, options: .storageModeShared)!\n",
            );
            for (sampler, index) in &states {
                let _ = writeln!(s, "let {sampler} = device.makeSamplerState(descriptor: samplerDescriptor)!");
                let _ = writeln!(
                    s,
                    "samplerHeap.contents().storeBytes(of: {sampler}.gpuResourceID, toByteOffset: 8 * {index}, as: MTLResourceID.self)  // at every index a root names"
                );
            }
        }
        Api::Cpp => {
            s.push_str("MTL::SamplerDescriptor* samplerDescriptor = MTL::SamplerDescriptor::alloc()->init();\n");
            s.push_str(
                "samplerDescriptor->setSupportArgumentBuffers(true);  // a sampler read from a buffer needs it\n",
            );
            s.push_str(
                "MTL::Buffer* samplerHeap = device->newBuffer(8 * samplerHeapCount, MTL::ResourceStorageModeShared);\n",
            );
            for (sampler, index) in &states {
                let _ = writeln!(s, "MTL::SamplerState* {sampler} = device->newSamplerState(samplerDescriptor);");
                let _ = writeln!(
                    s,
                    "static_cast<MTL::ResourceID*>(samplerHeap->contents())[{index}] = {sampler}->gpuResourceID();  // at every index a root names"
                );
            }
        }
    }
}

/// One residency set, attached to the queue, with every allocation the
/// shaders reach.
fn residency(s: &mut String, resident: &[String], api: Api) {
    if resident.is_empty() {
        return;
    }
    s.push_str("// Metal 4 makes nothing resident by itself: these, every texture in the pool and every buffer a root's GPU address points into\n");
    match api {
        Api::Swift => {
            s.push_str("let residencySet = try device.makeResidencySet(descriptor: MTLResidencySetDescriptor())\n");
            for a in resident {
                let _ = writeln!(s, "residencySet.addAllocation({a})");
            }
            s.push_str("residencySet.commit()\ncommandQueue.addResidencySet(residencySet)  // the MTL4CommandQueue\n");
        }
        Api::Cpp => {
            s.push_str("MTL::ResidencySet* residencySet = device->newResidencySet(MTL::ResidencySetDescriptor::alloc()->init(), &error);\n");
            for a in resident {
                let _ = writeln!(s, "residencySet->addAllocation({a});");
            }
            s.push_str(
                "residencySet->commit();\ncommandQueue->addResidencySet(residencySet);  // the MTL4::CommandQueue\n",
            );
        }
    }
}

/// The table: slots 1 and 2 now; slot 0 for each command ([`entry`]).
fn argument_table(s: &mut String, r: &Reflection, api: Api) {
    let count = buffer_bind_count(r);
    let pool = declared(r, "texturePool").map(|p| p.index);
    let samplers = declared(r, "samplers").map(|p| p.index);
    match api {
        Api::Swift => {
            s.push_str("let argumentTableDescriptor = MTL4ArgumentTableDescriptor()\n");
            let _ = writeln!(s, "argumentTableDescriptor.maxBufferBindCount = {count}");
            s.push_str("let argumentTable = try device.makeArgumentTable(descriptor: argumentTableDescriptor)\n");
            if let Some(i) = pool {
                let _ = writeln!(s, "argumentTable.setAddress(texturePoolBase.gpuAddress, index: {i})");
            }
            if let Some(i) = samplers {
                let _ = writeln!(s, "argumentTable.setAddress(samplerHeap.gpuAddress, index: {i})");
            }
        }
        Api::Cpp => {
            s.push_str("MTL4::ArgumentTableDescriptor* argumentTableDescriptor = MTL4::ArgumentTableDescriptor::alloc()->init();\n");
            let _ = writeln!(s, "argumentTableDescriptor->setMaxBufferBindCount({count});");
            s.push_str(
                "MTL4::ArgumentTable* argumentTable = device->newArgumentTable(argumentTableDescriptor, &error);\n",
            );
            if let Some(i) = pool {
                let _ = writeln!(s, "argumentTable->setAddress(texturePoolBase->gpuAddress(), {i});");
            }
            if let Some(i) = samplers {
                let _ = writeln!(s, "argumentTable->setAddress(samplerHeap->gpuAddress(), {i});");
            }
        }
    }
}

/// The vertex buffer's binding: an address in the table, not an encoder call.
pub(super) fn vertex_buffer(s: &mut String, index: u32, api: Api) {
    let _ = match api {
        Api::Swift => {
            writeln!(s, "argumentTable.setAddress(vertices.gpuAddress, index: {index})  // the vertex buffer")
        }
        Api::Cpp => writeln!(s, "argumentTable->setAddress(vertices->gpuAddress(), {index});  // the vertex buffer"),
    };
}

/// `MTLRenderStages` of a render stage: `None` for a kernel.
fn render_stage(stage: &str, api: Api) -> Option<&'static str> {
    let (swift, cpp) = match stage {
        "vertex" => (".vertex", "MTL::RenderStageVertex"),
        "fragment" => (".fragment", "MTL::RenderStageFragment"),
        "mesh" => (".mesh", "MTL::RenderStageMesh"),
        "amplification" => (".object", "MTL::RenderStageObject"),
        _ => return None,
    };
    Some(if api == Api::Swift { swift } else { cpp })
}

/// One entry point's command: its root into the ring, the ring slice at
/// slot 0, the table on the encoder.
pub(super) fn entry(s: &mut String, r: &Reflection, e: &EntryPoint, api: Api) {
    if !active(r) {
        return;
    }
    if let Some(root) = slot(r, "root").filter(|x| x.used_by.contains(&e.msl_name)) {
        root_bytes(s, r, root, &ident(&e.msl_name), api);
    }
    let (_, enc) = stage_prefix(&e.stage);
    let _ = match (render_stage(&e.stage, api), api) {
        (Some(stages), Api::Swift) => writeln!(s, "{enc}.setArgumentTable(argumentTable, stages: {stages})"),
        (Some(stages), Api::Cpp) => writeln!(s, "{enc}->setArgumentTable(argumentTable, {stages});"),
        (None, Api::Swift) => writeln!(s, "{enc}.setArgumentTable(argumentTable)"),
        (None, Api::Cpp) => writeln!(s, "{enc}->setArgumentTable(argumentTable);"),
    };
    if e.workgroup_size.is_none() && e.mesh.is_none() {
        s.push_str("// draw here: the table's bindings are taken at each draw; the next draw writes its root at a new rootOffset\n");
    }
}

/// The dispatch of a kernel (Metal 4's compute encoder labels its grid).
pub(super) fn dispatch(s: &mut String, [x, y, z]: [u32; 3], api: Api) {
    let _ = match api {
        Api::Swift => writeln!(
            s,
            "computeEncoder.dispatchThreadgroups(threadgroupsPerGrid: groups, threadsPerThreadgroup: MTLSize(width: {x}, height: {y}, depth: {z}))"
        ),
        Api::Cpp => writeln!(s, "computeEncoder->dispatchThreadgroups(groups, MTL::Size({x}, {y}, {z}));"),
    };
}

/// Slot 0: the root's members at reflection's offsets in this command's
/// slice of the ring, and that slice's address.
fn root_bytes(s: &mut String, r: &Reflection, root: &BindlessSlot, id: &str, api: Api) {
    let Some(res) = root.resource.as_deref().and_then(|n| r.resources.iter().find(|x| x.name == n)) else { return };
    // The host's value of the root, named after it (a GLSL block's name is
    // its type's, `Root`, which would read as a type in Swift).
    let name = lower_first(&ident(&res.name));
    let layout = res.layout.as_ref();
    let size = root.size.or(layout.map(|l| l.size)).unwrap_or(0);
    let align = layout.map_or(4, |l| l.alignment.max(4));
    let _ = writeln!(
        s,
        "// Buffer 0: the root, {} ({size} bytes), at rootOffset, this command's slice of rootRing (a multiple of {align})",
        res.name
    );
    let bytes = format!("{id}Root");
    let _ = match api {
        Api::Swift => writeln!(s, "let {bytes} = rootRing.contents().advanced(by: rootOffset)"),
        Api::Cpp => writeln!(s, "uint8_t* {bytes} = static_cast<uint8_t*>(rootRing->contents()) + rootOffset;"),
    };
    for m in layout.map_or(&[][..], |l| &l.members[..]) {
        let _ = writeln!(s, "{}", member(m, &name, &bytes, api));
    }
    let _ = match api {
        Api::Swift => {
            writeln!(s, "argumentTable.setAddress(rootRing.gpuAddress + UInt64(rootOffset), index: {})", root.index)
        }
        Api::Cpp => writeln!(s, "argumentTable->setAddress(rootRing->gpuAddress() + rootOffset, {});", root.index),
    };
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_ascii_lowercase().to_string() + c.as_str()).unwrap_or_default()
}

/// Swift type of a root member stored as one value: scalars whose size is
/// the member's.
fn swift_scalar(m: &LayoutMember) -> Option<&'static str> {
    let (ty, size) = match m.msl_type.as_str() {
        "uint" => ("UInt32", 4),
        "int" => ("Int32", 4),
        "float" => ("Float", 4),
        "half" => ("Float16", 2),
        "ulong" => ("UInt64", 8),
        "long" => ("Int64", 8),
        "ushort" => ("UInt16", 2),
        "short" => ("Int16", 2),
        _ => return None,
    };
    (m.size == size && m.array_count.is_none() && m.members.is_empty()).then_some(ty)
}

/// One member of the root written at its offset: a buffer reference is the
/// GPU address of a buffer the host owns; a scalar is stored as its type;
/// anything else is copied from a host value with reflection's layout.
fn member(m: &LayoutMember, root: &str, bytes: &str, api: Api) -> String {
    let (at, n) = (m.offset, m.size);
    let field = format!("{root}.{}", m.name);
    if let Some(p) = &m.pointee {
        let buffer = format!("{}Buffer", ident(&m.name));
        let what = format!("{field}: the GPU address of a {} ({}-byte aligned)", p.msl_type, p.address_alignment);
        return match api {
            Api::Swift => {
                format!("{bytes}.storeBytes(of: {buffer}.gpuAddress, toByteOffset: {at}, as: UInt64.self)  // {what}")
            }
            Api::Cpp => format!("*reinterpret_cast<uint64_t*>({bytes} + {at}) = {buffer}->gpuAddress();  // {what}"),
        };
    }
    match (api, swift_scalar(m)) {
        (Api::Swift, Some(ty)) => {
            format!("{bytes}.storeBytes(of: {field}, toByteOffset: {at}, as: {ty}.self)  // {}", m.msl_type)
        }
        (Api::Swift, None) => format!(
            "withUnsafeBytes(of: {field}) {{ {bytes}.advanced(by: {at}).copyMemory(from: $0.baseAddress!, byteCount: {n}) }}  // {}, laid out as reflection says",
            m.msl_type
        ),
        (Api::Cpp, _) => format!("std::memcpy({bytes} + {at}, &{field}, {n});  // {}", m.msl_type),
    }
}

#[cfg(test)]
mod tests {
    use crate::host::{Units, metal_cpp, swift};
    use ferrometal::{MslVersion, Reflection};

    /// The reflection of a real `metal4-bindless` example.
    fn bindless(file: &str, src: &str, stage: Option<ferrometal::Stage>) -> Reflection {
        let language = if file.ends_with(".hlsl") { ferrometal::Language::Hlsl } else { ferrometal::Language::Glsl };
        let options = ferrometal::Options {
            file_name: Some(file.into()),
            language: Some(language),
            stage,
            binding_model: ferrometal::BindingModel::Metal4Bindless,
            ..ferrometal::Options::default()
        };
        let t = ferrometal::translate(src, &options);
        assert!(t.diagnostics.iter().all(|d| d.severity != ferrometal::Severity::Error), "{:?}", t.diagnostics);
        t.reflection.expect("reflection")
    }

    /// The root's members as reflection lays them out: (name, offset).
    fn root_members(r: &Reflection) -> Vec<(String, u32)> {
        let root = r.bindless_slots.iter().find(|s| s.role == "root").and_then(|s| s.resource.clone());
        let res = r.resources.iter().find(|x| Some(&x.name) == root.as_ref()).expect("the root resource");
        res.layout.as_ref().expect("its layout").members.iter().map(|m| (m.name.clone(), m.offset)).collect()
    }

    /// GLSL descriptor indexing: the texture view pool serves the three
    /// arrays, the sampler heap the sampler array, the push constants are
    /// the root; all three are addresses in one Metal 4 argument table, and
    /// nothing is bound through the classic encoder calls.
    #[test]
    fn metal4_bindless_fills_the_three_root_slots_through_an_argument_table() {
        let r = bindless(
            "vk460_bindless_heap.frag",
            include_str!("../../../examples-shaders/glsl/vk460_bindless_heap.frag"),
            None,
        );
        let s = swift(&r, MslVersion::default(), Units::PerEntry);
        // Buffer 1: the pool, a view at each index, its base in 8 bytes.
        assert!(
            s.contains("let texturePool = try device.makeTextureViewPool(descriptor: texturePoolDescriptor)\n"),
            "{s}"
        );
        for a in ["textures", "cubes", "images"] {
            assert!(
                s.contains(&format!("_ = texturePool.setTextureView(texture: {a}Texture, index: {a}Index)")),
                "{s}"
            );
        }
        assert!(
            s.contains("texturePoolBase.contents().storeBytes(of: texturePool.baseResourceID, as: MTLResourceID.self)")
        );
        assert!(s.contains("argumentTable.setAddress(texturePoolBase.gpuAddress, index: 1)\n"), "{s}");
        // Buffer 2: sampler IDs, 8 bytes apart, from argument-buffer samplers.
        assert!(s.contains("samplerDescriptor.supportArgumentBuffers = true"), "{s}");
        assert!(s.contains("samplerHeap.contents().storeBytes(of: samplersSampler.gpuResourceID, toByteOffset: 8 * samplersIndex, as: MTLResourceID.self)"), "{s}");
        assert!(s.contains("argumentTable.setAddress(samplerHeap.gpuAddress, index: 2)\n"), "{s}");
        // Buffer 0: every member of the root at its reflected offset, then the slice's address.
        let members = root_members(&r);
        assert_eq!(members.len(), 4);
        for (m, at) in &members {
            assert!(
                s.contains(&format!("main0Root.storeBytes(of: material.{m}, toByteOffset: {at}, as: UInt32.self)")),
                "{m} at {at}: {s}"
            );
        }
        assert!(s.contains("main0Root.storeBytes(of: material.sampler_index, toByteOffset: 12, as: UInt32.self)"));
        let root =
            s.find("argumentTable.setAddress(rootRing.gpuAddress + UInt64(rootOffset), index: 0)\n").expect("slot 0");
        let set = s.find("renderEncoder.setArgumentTable(argumentTable, stages: .fragment)\n").expect("the table");
        assert!(root < set, "{s}");
        assert!(s.contains("argumentTableDescriptor.maxBufferBindCount = 3\n"), "{s}");
        for a in ["texturePoolBase", "texturesTexture", "samplerHeap", "rootRing"] {
            assert!(s.contains(&format!("residencySet.addAllocation({a})\n")), "{a}: {s}");
        }
        assert!(s.contains("commandQueue.addResidencySet(residencySet)"), "{s}");
        // Metal 4 encoders have no per-slot setters.
        assert!(!s.contains("setFragmentBytes") && !s.contains("setFragmentBuffer"), "{s}");

        let c = metal_cpp(&r, MslVersion::default(), Units::PerEntry);
        assert!(
            c.contains(
                "MTL::TextureViewPool* texturePool = device->newTextureViewPool(texturePoolDescriptor, &error);"
            ),
            "{c}"
        );
        assert!(c.contains("texturePool->setTextureView(cubesTexture, cubesIndex);"), "{c}");
        assert!(
            c.contains("*static_cast<MTL::ResourceID*>(texturePoolBase->contents()) = texturePool->baseResourceID();"),
            "{c}"
        );
        assert!(c.contains("static_cast<MTL::ResourceID*>(samplerHeap->contents())[samplersIndex] = samplersSampler->gpuResourceID();"), "{c}");
        for (m, at) in &members {
            assert!(c.contains(&format!("std::memcpy(main0Root + {at}, &material.{m}, 4);")), "{m} at {at}: {c}");
        }
        assert!(c.contains("argumentTable->setAddress(rootRing->gpuAddress() + rootOffset, 0);"), "{c}");
        assert!(c.contains("argumentTable->setAddress(texturePoolBase->gpuAddress(), 1);"), "{c}");
        assert!(c.contains("argumentTable->setAddress(samplerHeap->gpuAddress(), 2);"), "{c}");
        assert!(c.contains("renderEncoder->setArgumentTable(argumentTable, MTL::RenderStageFragment);"), "{c}");
        assert!(!c.contains("setFragmentBytes") && !c.contains("setFragmentBuffer"), "{c}");
    }

    /// HLSL SM 6.6 heaps in a kernel: the push constants (GPU addresses and
    /// heap indices) are the root, written with their own widths, the table
    /// is the compute encoder's, and the dispatch is Metal 4's.
    #[test]
    fn metal4_bindless_kernels_write_the_root_constants_and_dispatch_with_the_table() {
        let r = bindless(
            "bindless_root_constants.hlsl",
            include_str!("../../../examples-shaders/hlsl/features/bindless_root_constants.hlsl"),
            None,
        );
        assert_eq!(
            root_members(&r),
            [("weights", 0), ("output", 8), ("source", 16), ("shadow", 20), ("target", 24), ("compare", 28)]
                .map(|(m, at)| (m.to_string(), at))
        );
        let s = swift(&r, MslVersion::default(), Units::PerEntry);
        assert!(s.contains("main0Root.storeBytes(of: root.weights, toByteOffset: 0, as: UInt64.self)"), "{s}");
        assert!(s.contains("main0Root.storeBytes(of: root.output, toByteOffset: 8, as: UInt64.self)"), "{s}");
        assert!(s.contains("main0Root.storeBytes(of: root.compare, toByteOffset: 28, as: UInt32.self)"), "{s}");
        assert!(s.contains("(ResourceDescriptorHeap[i])"), "{s}");
        assert!(s.contains("(SamplerDescriptorHeap[i])"), "{s}");
        assert!(s.contains("_ = texturePool.setTextureView(texture: texture, index: textureIndex)"), "{s}");
        assert!(s.contains("computeEncoder.setArgumentTable(argumentTable)\n"), "{s}");
        assert!(s.contains("computeEncoder.dispatchThreadgroups(threadgroupsPerGrid: groups, threadsPerThreadgroup: MTLSize(width: 8, height: 8, depth: 1))"), "{s}");
        assert!(!s.contains("setBytes(&root"), "{s}");
        let c = metal_cpp(&r, MslVersion::default(), Units::PerEntry);
        assert!(c.contains("std::memcpy(main0Root + 0, &root.weights, 8);"), "{c}");
        assert!(c.contains("std::memcpy(main0Root + 16, &root.source, 4);"), "{c}");
        assert!(c.contains("computeEncoder->setArgumentTable(argumentTable);"), "{c}");
        assert!(!c.contains("setBytes(&root"), "{c}");
    }

    /// A buffer reference in the root is the GPU address of a host buffer.
    #[test]
    fn metal4_bindless_buffer_references_in_the_root_are_gpu_addresses() {
        let r = bindless(
            "vk460_bindless_heap_exec.comp",
            include_str!("../../../examples-shaders/glsl/vk460_bindless_heap_exec.comp"),
            None,
        );
        let s = swift(&r, MslVersion::default(), Units::PerEntry);
        assert!(s.contains("main0Root.storeBytes(of: resultsBuffer.gpuAddress, toByteOffset: 0, as: UInt64.self)  // root.results: the GPU address of a Results (16-byte aligned)"), "{s}");
        assert!(s.contains("main0Root.storeBytes(of: root.firstTexture, toByteOffset: 8, as: UInt32.self)"), "{s}");
        let c = metal_cpp(&r, MslVersion::default(), Units::PerEntry);
        assert!(c.contains("*reinterpret_cast<uint64_t*>(main0Root + 0) = resultsBuffer->gpuAddress();"), "{c}");
    }

    /// A vertex shader: its vertex buffer is an address in the same table
    /// (sized up to its slot), and a matrix member is copied whole.
    #[test]
    fn metal4_bindless_vertex_buffers_go_through_the_argument_table() {
        let src = "struct Root { float4x4 mvp; uint tex; };\n\
                   [[vk::push_constant]] Root root;\n\
                   float4 main(float3 pos : POSITION) : SV_Position {\n\
                       Texture2D<float4> t = ResourceDescriptorHeap[root.tex];\n\
                       return mul(root.mvp, float4(pos, 1.0)) + t.Load(int3(0, 0, 0));\n\
                   }";
        let r = bindless("vs.hlsl", src, Some(ferrometal::Stage::Vertex));
        assert!(
            r.bindless_slots.iter().all(|s| s.role == "samplers" || !s.used_by.is_empty()),
            "{:?}",
            r.bindless_slots
        );
        let s = swift(&r, MslVersion::default(), Units::PerEntry);
        assert!(s.contains("argumentTable.setAddress(vertices.gpuAddress, index: 30)"), "{s}");
        assert!(s.contains("argumentTableDescriptor.maxBufferBindCount = 31\n"), "{s}");
        assert!(s.contains("withUnsafeBytes(of: root.mvp) { main0Root.advanced(by: 0).copyMemory(from: $0.baseAddress!, byteCount: 64) }"), "{s}");
        assert!(s.contains("main0Root.storeBytes(of: root.tex, toByteOffset: 64, as: UInt32.self)"), "{s}");
        assert!(s.contains("renderEncoder.setArgumentTable(argumentTable, stages: .vertex)"), "{s}");
        assert!(!s.contains("setVertexBuffer") && !s.contains("setVertexBytes"), "{s}");
        // No sampler heap is declared: none is made.
        assert!(!s.contains("samplerHeap"), "{s}");
        let c = metal_cpp(&r, MslVersion::default(), Units::PerEntry);
        assert!(c.contains("argumentTable->setAddress(vertices->gpuAddress(), 30);"), "{c}");
        assert!(c.contains("std::memcpy(main0Root + 0, &root.mvp, 64);"), "{c}");
        assert!(!c.contains("setVertexBuffer"), "{c}");
    }
}
