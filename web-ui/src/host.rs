//! Host-side snippets (Swift and metal-cpp) that bind exactly the slots the
//! reflection reports: function constants, vertex descriptor, and one
//! `set*` call per resource an entry point uses. The translation is one MSL
//! unit per entry point, so each entry point gets its own library, compiled
//! with the MSL version the translation targets. A texel buffer (HLSL
//! `Buffer<T>`, GLSL `samplerBuffer`) is a `texture_buffer<T>`: the snippet
//! makes it a texture view of an `MTLBuffer` in the reflected texel format,
//! which has no 1D texture's 16,384-texel limit. `metal4-bindless` binds
//! through a Metal 4 argument table instead ([`bindless`]).

mod bindless;

use bindless::Api;
use ferrometal::MslVersion;
use ferrometal::reflect::{
    ArgumentBuffer, ArgumentBufferMember, EntryPoint, Reflection, Resource, ResourceKind, SlotKind,
};
use std::fmt::Write as _;

/// `MTLDataType` case name of a raw value (the ones reflection produces).
pub fn mtl_data_type_name(raw: u32) -> &'static str {
    match raw {
        3 => "float",
        4 => "float2",
        5 => "float3",
        6 => "float4",
        16 => "half",
        29 => "int",
        30 => "int2",
        33 => "uint",
        34 => "uint2",
        37 => "short",
        41 => "ushort",
        53 => "bool",
        _ => "",
    }
}

/// Swift type of a function-constant value.
fn swift_type(raw: u32) -> &'static str {
    match raw {
        3 => "Float",
        16 => "Float16",
        29 => "Int32",
        33 => "UInt32",
        37 => "Int16",
        41 => "UInt16",
        53 => "Bool",
        _ => "UInt32",
    }
}

fn cpp_type(raw: u32) -> &'static str {
    match raw {
        3 => "float",
        16 => "__fp16",
        29 => "int32_t",
        33 => "uint32_t",
        37 => "int16_t",
        41 => "uint16_t",
        53 => "bool",
        _ => "uint32_t",
    }
}

/// `vertex`/`fragment`/`mesh`/`amplification`/`compute` → the encoder
/// method infix and the encoder.
fn stage_prefix(stage: &str) -> (&'static str, &'static str) {
    match stage {
        "vertex" => ("setVertex", "renderEncoder"),
        "fragment" => ("setFragment", "renderEncoder"),
        "mesh" => ("setMesh", "renderEncoder"),
        "amplification" => ("setObject", "renderEncoder"),
        _ => ("set", "computeEncoder"),
    }
}

/// The object (amplification) and mesh entry points of a mesh pipeline:
/// the first of each stage.
fn mesh_stages(r: &Reflection) -> Option<(Option<&EntryPoint>, Option<&EntryPoint>)> {
    let object = r.entry_points.iter().find(|e| e.stage == "amplification" && e.mesh.is_some());
    let mesh = r.entry_points.iter().find(|e| e.stage == "mesh" && e.mesh.is_some());
    (object.is_some() || mesh.is_some()).then_some((object, mesh))
}

fn threads(e: Option<&EntryPoint>) -> [u32; 3] {
    e.and_then(|e| e.mesh.as_ref()).map_or([1, 1, 1], |m| m.threadgroup_size)
}

/// `MTLMeshRenderPipelineDescriptor` from the reflected object and mesh
/// functions, and the draw (Swift).
fn swift_mesh_pipeline(r: &Reflection, s: &mut String) {
    let Some((object, mesh)) = mesh_stages(r) else { return };
    s.push_str("\n// The mesh render pipeline (macOS 13, iOS 16)\n");
    s.push_str("let meshPipeline = MTLMeshRenderPipelineDescriptor()\n");
    let payload = object.or(mesh).and_then(|e| e.mesh.as_ref()).and_then(|m| m.payload_size);
    for (e, role) in [(object, "object"), (mesh, "mesh")] {
        let Some(e) = e else { continue };
        let [x, y, z] = threads(Some(e));
        let _ = writeln!(s, "meshPipeline.{role}Function = {}Function", ident(&e.msl_name));
        let upper = upper_first(role);
        let _ = writeln!(s, "meshPipeline.maxTotalThreadsPer{upper}Threadgroup = {}", x * y * z);
    }
    if mesh.is_none() {
        s.push_str("meshPipeline.meshFunction = meshFunction  // the mesh function that reads the payload\n");
    }
    if let Some(n) = payload {
        let _ = writeln!(s, "meshPipeline.payloadMemoryLength = {n}  // bytes of the object_data payload");
    }
    s.push_str("meshPipeline.fragmentFunction = fragmentFunction\n");
    s.push_str("meshPipeline.colorAttachments[0].pixelFormat = .bgra8Unorm\n");
    s.push_str(
        "let (meshPipelineState, _) = try device.makeRenderPipelineState(descriptor: meshPipeline, options: [])\n",
    );
    s.push_str("renderEncoder.setRenderPipelineState(meshPipelineState)\n");
    if let Some(g) = mesh.and_then(|e| e.geometry.as_ref()) {
        geometry_grid(g, s, "let meshThreadgroups = MTLSize(width: primitiveCount, height: ", ", depth: 1)");
    }
    let [ox, oy, oz] = threads(object);
    let [mx, my, mz] = threads(mesh);
    let groups = if object.is_some() { "objectThreadgroups" } else { "meshThreadgroups" };
    let _ = writeln!(
        s,
        "renderEncoder.drawMeshThreadgroups({groups}, threadsPerObjectThreadgroup: MTLSize(width: {ox}, height: {oy}, depth: {oz}), threadsPerMeshThreadgroup: MTLSize(width: {mx}, height: {my}, depth: {mz}))"
    );
}

/// The same pipeline and draw in metal-cpp.
fn cpp_mesh_pipeline(r: &Reflection, s: &mut String) {
    let Some((object, mesh)) = mesh_stages(r) else { return };
    s.push_str("\n// The mesh render pipeline (macOS 13, iOS 16)\n");
    s.push_str(
        "MTL::MeshRenderPipelineDescriptor* meshPipeline = MTL::MeshRenderPipelineDescriptor::alloc()->init();\n",
    );
    let payload = object.or(mesh).and_then(|e| e.mesh.as_ref()).and_then(|m| m.payload_size);
    for (e, role) in [(object, "Object"), (mesh, "Mesh")] {
        let Some(e) = e else { continue };
        let [x, y, z] = threads(Some(e));
        let _ = writeln!(s, "meshPipeline->set{role}Function({}Function);", ident(&e.msl_name));
        let _ = writeln!(s, "meshPipeline->setMaxTotalThreadsPer{role}Threadgroup({});", x * y * z);
    }
    if mesh.is_none() {
        s.push_str("meshPipeline->setMeshFunction(meshFunction);  // the mesh function that reads the payload\n");
    }
    if let Some(n) = payload {
        let _ = writeln!(s, "meshPipeline->setPayloadMemoryLength({n});  // bytes of the object_data payload");
    }
    s.push_str("meshPipeline->setFragmentFunction(fragmentFunction);\n");
    s.push_str("meshPipeline->colorAttachments()->object(0)->setPixelFormat(MTL::PixelFormatBGRA8Unorm);\n");
    s.push_str("MTL::RenderPipelineState* meshPipelineState = device->newRenderPipelineState(meshPipeline, MTL::PipelineOptionNone, nullptr, &error);\n");
    s.push_str("renderEncoder->setRenderPipelineState(meshPipelineState);\n");
    if let Some(g) = mesh.and_then(|e| e.geometry.as_ref()) {
        geometry_grid(g, s, "MTL::Size meshThreadgroups(primitiveCount, ", ", 1);");
    }
    let [ox, oy, oz] = threads(object);
    let [mx, my, mz] = threads(mesh);
    let groups = if object.is_some() { "objectThreadgroups" } else { "meshThreadgroups" };
    let _ = writeln!(
        s,
        "renderEncoder->drawMeshThreadgroups({groups}, MTL::Size({ox}, {oy}, {oz}), MTL::Size({mx}, {my}, {mz}));"
    );
}

/// The grid of a mesh function that emulates a geometry shader: one
/// threadgroup per input primitive and instance, the primitives' vertex
/// records in its input buffer.
fn geometry_grid(g: &ferrometal::reflect::GeometryStage, s: &mut String, open: &str, close: &str) {
    let _ = writeln!(
        s,
        "// A geometry shader: {} vertex records per {} primitive in the input buffer, one mesh threadgroup \
         per primitive and instance",
        g.vertices_per_primitive, g.input_primitive
    );
    if let Some(b) = &g.input_buffer {
        let _ = writeln!(s, "// ({}: buffer {}, {} bytes per record)", b.resource, b.index, b.stride);
    }
    if !g.rasterizes {
        s.push_str("// Its vertices have no position: the pipeline must not rasterize.\n");
    }
    let _ = writeln!(s, "{open}{}{close}", g.instance_count);
}

fn ident(name: &str) -> String {
    let s: String = name.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    if s.is_empty() || s.starts_with(|c: char| c.is_ascii_digit()) { format!("r_{s}") } else { s }
}

/// The resources an entry point binds directly (an argument buffer's
/// members are bound through it: [`swift_argument_buffers`]).
fn used<'a>(r: &'a Reflection, e: &'a EntryPoint) -> impl Iterator<Item = &'a Resource> + 'a {
    r.resources
        .iter()
        .filter(|res| e.resources.iter().any(|n| n == &res.name))
        .filter(|res| crate::protocol::argument_member(r, &res.name).is_none())
        .filter(|res| !top_level_resource(r, &res.name))
        .filter(|res| !bindless::is_root(r, &res.name))
}

/// Whether `msc`'s top-level argument buffer binds the resource.
fn top_level_resource(r: &Reflection, name: &str) -> bool {
    r.top_level_argument_buffer.iter().flat_map(|t| &t.entries).any(|e| e.resources.iter().any(|x| x.name == name))
}

/// `msc`: fill the top-level argument buffer with the companion header
/// `metal_irconverter_runtime.h` (define `IR_PRIVATE_IMPLEMENTATION` in one
/// file): root constants copied in, root descriptors' GPU addresses, each
/// descriptor table a buffer of `IRDescriptorTableEntry`s filled with
/// `IRDescriptorTableSet*`, then bind it at `kIRArgumentBufferBindPoint`.
/// `swift`: Swift (the header imported through a bridging header) or metal-cpp.
fn top_level_snippet(s: &mut String, r: &Reflection, e: &EntryPoint, swift: bool) {
    let Some(t) = r.top_level_argument_buffer.as_ref().filter(|t| t.used_by.contains(&e.msl_name)) else { return };
    let (set, enc) = stage_prefix(&e.stage);
    let _ =
        writeln!(s, "// Top-level argument buffer ({} bytes, {} layout): kIRArgumentBufferBindPoint", t.size, t.layout);
    if swift {
        let _ =
            writeln!(s, "let topLevel = device.makeBuffer(length: {}, options: .storageModeShared)!", t.size.max(8));
        s.push_str(
            "let topLevelBytes = topLevel.contents()
",
        );
    } else {
        let _ = writeln!(
            s,
            "MTL::Buffer* topLevel = device->newBuffer({}, MTL::ResourceStorageModeShared);",
            t.size.max(8)
        );
        s.push_str("auto* topLevelBytes = static_cast<uint8_t*>(topLevel->contents());\n");
    }
    let setter = |res: &ferrometal::reflect::TopLevelResource, entry: &str| -> String {
        let v = ident(&res.name);
        match (res.setter.as_str(), swift) {
            ("IRDescriptorTableSetBuffer", true) => {
                format!("IRDescriptorTableSetBuffer({entry}, {v}.gpuAddress, UInt64({v}.length))")
            }
            ("IRDescriptorTableSetBuffer", false) => {
                format!("IRDescriptorTableSetBuffer({entry}, {v}->gpuAddress(), {v}->length());")
            }
            ("IRDescriptorTableSetTexture", true) => format!("IRDescriptorTableSetTexture({entry}, {v}, 0, 0)"),
            ("IRDescriptorTableSetTexture", false) => format!("IRDescriptorTableSetTexture({entry}, {v}, 0.0f, 0);"),
            ("IRDescriptorTableSetSampler", true) => {
                format!("IRDescriptorTableSetSampler({entry}, {v}, 0)  // made with supportArgumentBuffers = true")
            }
            (_, _) => {
                format!("IRDescriptorTableSetSampler({entry}, {v}, 0.0f);  // made with supportArgumentBuffers = true")
            }
        }
    };
    let entry_at = |base: &str, index: String| -> String {
        if swift {
            format!("{base}.advanced(by: {index}).assumingMemoryBound(to: IRDescriptorTableEntry.self)")
        } else {
            format!("reinterpret_cast<IRDescriptorTableEntry*>({base} + {index})")
        }
    };
    for (n, entry) in t.entries.iter().enumerate() {
        let at = entry.offset;
        match entry.kind.as_str() {
            "rootConstants" => {
                for res in &entry.resources {
                    let v = ident(&res.name);
                    let _ = if swift {
                        writeln!(
                            s,
                            "withUnsafeBytes(of: &{v}) {{ topLevelBytes.advanced(by: {at}).copyMemory(from: $0.baseAddress!, byteCount: {}) }}  // root constants {}",
                            entry.size, res.name
                        )
                    } else {
                        writeln!(
                            s,
                            "std::memcpy(topLevelBytes + {at}, &{v}, {});  // root constants {}",
                            entry.size, res.name
                        )
                    };
                }
            }
            "rootDescriptor" => {
                for res in &entry.resources {
                    let v = ident(&res.name);
                    let _ = if swift {
                        writeln!(
                            s,
                            "topLevelBytes.storeBytes(of: {v}.gpuAddress, toByteOffset: {at}, as: UInt64.self)  // root descriptor {}",
                            res.name
                        )
                    } else {
                        writeln!(
                            s,
                            "*reinterpret_cast<uint64_t*>(topLevelBytes + {at}) = {v}->gpuAddress();  // root descriptor {}",
                            res.name
                        )
                    };
                }
            }
            "descriptorTable" => {
                let table = format!("table{n}");
                let count = entry
                    .resources
                    .iter()
                    .map(|x| x.descriptor_index.saturating_add(x.count.unwrap_or(1)))
                    .max()
                    .unwrap_or(1);
                let bytes = count.saturating_mul(t.descriptor_size);
                let _ = if swift {
                    writeln!(
                        s,
                        "let {table} = device.makeBuffer(length: {bytes}, options: .storageModeShared)!  // {count} IRDescriptorTableEntry (more for an unbounded range)"
                    )
                } else {
                    writeln!(
                        s,
                        "MTL::Buffer* {table} = device->newBuffer({bytes}, MTL::ResourceStorageModeShared);  // {count} IRDescriptorTableEntry (more for an unbounded range)"
                    )
                };
                let base = if swift {
                    format!("{table}.contents()")
                } else {
                    format!("static_cast<uint8_t*>({table}->contents())")
                };
                for res in &entry.resources {
                    let index = format!("{}", res.descriptor_index.saturating_mul(t.descriptor_size));
                    let _ = writeln!(
                        s,
                        "{}  // {}, descriptor {}",
                        setter(res, &entry_at(&base, index)),
                        res.name,
                        res.descriptor_index
                    );
                }
                let _ = if swift {
                    writeln!(
                        s,
                        "topLevelBytes.storeBytes(of: {table}.gpuAddress, toByteOffset: {at}, as: UInt64.self)\n{enc}.useResource({table}, usage: .read)"
                    )
                } else {
                    writeln!(
                        s,
                        "*reinterpret_cast<uint64_t*>(topLevelBytes + {at}) = {table}->gpuAddress();\n{enc}->useResource({table}, MTL::ResourceUsageRead);"
                    )
                };
            }
            "descriptor" => {
                for res in &entry.resources {
                    let _ = writeln!(s, "{}  // {}", setter(res, &entry_at("topLevelBytes", at.to_string())), res.name);
                }
            }
            _ => {}
        }
        for res in entry.resources.iter().filter(|x| x.setter != "bytes" && x.setter != "none") {
            let v = ident(&res.name);
            let sampler = res.setter == "IRDescriptorTableSetSampler";
            if !sampler {
                let _ = if swift {
                    writeln!(s, "{enc}.useResource({v}, usage: [.read, .write])")
                } else {
                    writeln!(s, "{enc}->useResource({v}, MTL::ResourceUsageRead | MTL::ResourceUsageWrite);")
                };
            }
        }
    }
    let _ = if swift {
        writeln!(s, "{enc}.{set}Buffer(topLevel, offset: 0, index: 2)  // kIRArgumentBufferBindPoint")
    } else {
        writeln!(s, "{enc}->{set}Buffer(topLevel, 0, 2);  // kIRArgumentBufferBindPoint")
    };
}

/// The argument buffers an entry point takes.
fn used_argument_buffers<'a>(r: &'a Reflection, e: &'a EntryPoint) -> impl Iterator<Item = &'a ArgumentBuffer> + 'a {
    r.argument_buffers.iter().filter(|b| b.used_by.contains(&e.msl_name))
}

/// What the GPU does with a member, for `useResource`: `None` for a sampler.
fn usage(r: &Reflection, m: &ArgumentBufferMember) -> Option<(&'static str, &'static str)> {
    let res = r.resources.iter().find(|x| x.name == m.name)?;
    let write = res.access.as_deref().is_some_and(|a| a != "read");
    match res.kind {
        ResourceKind::Sampler | ResourceKind::ComparisonSampler => None,
        _ if write => Some(("[.read, .write]", "MTL::ResourceUsageRead | MTL::ResourceUsageWrite")),
        _ => Some((".read", "MTL::ResourceUsageRead")),
    }
}

/// Swift: fill each argument buffer — tier 2 by writing `gpuResourceID`s and
/// `gpuAddress`es at the reflected offsets, tier 1 through an
/// `MTLArgumentEncoder` at the reflected ids — make its resources resident
/// and bind it at its index.
fn swift_argument_buffers(s: &mut String, r: &Reflection, e: &EntryPoint, function: &str) {
    let (set, enc) = stage_prefix(&e.stage);
    let stages = match e.stage.as_str() {
        "vertex" => ", stages: .vertex",
        "fragment" => ", stages: .fragment",
        _ => "",
    };
    for b in used_argument_buffers(r, e) {
        let ab = ident(&format!("argument{}", b.name.trim_start_matches("Argument")));
        let _ = writeln!(s, "// {}: [[buffer({})]], space {}", b.name, b.index, b.space);
        match b.size {
            Some(size) => {
                let _ = writeln!(s, "let {ab} = device.makeBuffer(length: {size}, options: .storageModeShared)!");
                let _ = writeln!(s, "let {ab}Bytes = {ab}.contents()");
                for m in &b.members {
                    let v = ident(&m.name);
                    let at = m.offset.unwrap_or(0);
                    let line = match (m.encoding.as_str(), m.array_size) {
                        ("tableAddress", _) => format!(
                            "{ab}Bytes.storeBytes(of: {v}Table.gpuAddress, toByteOffset: {at}, as: UInt64.self)  // [[id({})]] {}: unbounded; {v}Table holds one MTLResourceID per element: {v}Table.contents().storeBytes(of: {v}[i].gpuResourceID, toByteOffset: {} * i, as: MTLResourceID.self)",
                            m.id,
                            m.name,
                            m.table_stride.unwrap_or(8)
                        ),
                        ("resourceId", Some(n)) => format!(
                            "for i in 0..<{n} {{ {ab}Bytes.storeBytes(of: {v}[i].gpuResourceID, toByteOffset: {at} + 8 * i, as: MTLResourceID.self) }}  // [[id({})]] {}[{n}]",
                            m.id, m.name
                        ),
                        ("resourceId", None) => format!(
                            "{ab}Bytes.storeBytes(of: {v}.gpuResourceID, toByteOffset: {at}, as: MTLResourceID.self)  // [[id({})]] {}",
                            m.id, m.name
                        ),
                        _ => format!(
                            "{ab}Bytes.storeBytes(of: {v}.gpuAddress, toByteOffset: {at}, as: UInt64.self)  // [[id({})]] {}",
                            m.id, m.name
                        ),
                    };
                    let _ = writeln!(s, "{line}");
                }
            }
            None => {
                let _ = writeln!(s, "let {ab}Encoder = {function}.makeArgumentEncoder(bufferIndex: {})", b.index);
                let _ = writeln!(
                    s,
                    "let {ab} = device.makeBuffer(length: {ab}Encoder.encodedLength, options: .storageModeShared)!"
                );
                let _ = writeln!(s, "{ab}Encoder.setArgumentBuffer({ab}, offset: 0)");
                for m in &b.members {
                    let v = ident(&m.name);
                    let id = m.id;
                    let sampler = usage(r, m).is_none();
                    let line = match (m.encoding.as_str(), m.array_size, sampler) {
                        ("gpuAddress", _, _) => format!("{ab}Encoder.setBuffer({v}, offset: 0, index: {id})"),
                        (_, Some(n), true) => {
                            format!("{ab}Encoder.setSamplerStates({v}, range: {id}..<{})", id.saturating_add(n))
                        }
                        (_, Some(n), false) => {
                            format!("{ab}Encoder.setTextures({v}, range: {id}..<{})", id.saturating_add(n))
                        }
                        (_, None, true) => format!("{ab}Encoder.setSamplerState({v}, index: {id})"),
                        (_, None, false) => format!("{ab}Encoder.setTexture({v}, index: {id})"),
                    };
                    let _ = writeln!(s, "{line}  // {}", m.name);
                }
            }
        }
        for m in &b.members {
            let Some((swift_usage, _)) = usage(r, m) else { continue };
            let v = ident(&m.name);
            if m.unbounded || m.array_size.is_some() {
                let _ = writeln!(s, "{enc}.useResources({v}, usage: {swift_usage}{stages})");
            } else {
                let _ = writeln!(s, "{enc}.useResource({v}, usage: {swift_usage}{stages})");
            }
        }
        if b.members.iter().any(|m| usage(r, m).is_none()) {
            let _ = writeln!(
                s,
                "// samplers in an argument buffer need MTLSamplerDescriptor.supportArgumentBuffers = true"
            );
        }
        let _ = writeln!(s, "{enc}.{set}Buffer({ab}, offset: 0, index: {})", b.index);
    }
}

/// metal-cpp: [`swift_argument_buffers`] in C++.
fn cpp_argument_buffers(s: &mut String, r: &Reflection, e: &EntryPoint, function: &str) {
    let (set, enc) = stage_prefix(&e.stage);
    let stages = match e.stage.as_str() {
        "vertex" => ", MTL::RenderStageVertex",
        "fragment" => ", MTL::RenderStageFragment",
        _ => "",
    };
    for b in used_argument_buffers(r, e) {
        let ab = ident(&format!("argument{}", b.name.trim_start_matches("Argument")));
        let _ = writeln!(s, "// {}: [[buffer({})]], space {}", b.name, b.index, b.space);
        match b.size {
            Some(size) => {
                let _ = writeln!(s, "MTL::Buffer* {ab} = device->newBuffer({size}, MTL::ResourceStorageModeShared);");
                let _ = writeln!(s, "auto* {ab}Bytes = static_cast<uint8_t*>({ab}->contents());");
                for m in &b.members {
                    let v = ident(&m.name);
                    let at = m.offset.unwrap_or(0);
                    let line = match (m.encoding.as_str(), m.array_size) {
                        ("tableAddress", _) => format!(
                            "*reinterpret_cast<uint64_t*>({ab}Bytes + {at}) = {v}Table->gpuAddress();  // [[id({})]] {}: unbounded; {v}Table holds one MTL::ResourceID per element ({} bytes each): static_cast<MTL::ResourceID*>({v}Table->contents())[i] = {v}[i]->gpuResourceID()",
                            m.id,
                            m.name,
                            m.table_stride.unwrap_or(8)
                        ),
                        ("resourceId", Some(n)) => format!(
                            "for (int i = 0; i < {n}; ++i) reinterpret_cast<MTL::ResourceID*>({ab}Bytes + {at})[i] = {v}[i]->gpuResourceID();  // [[id({})]] {}[{n}]",
                            m.id, m.name
                        ),
                        ("resourceId", None) => format!(
                            "*reinterpret_cast<MTL::ResourceID*>({ab}Bytes + {at}) = {v}->gpuResourceID();  // [[id({})]] {}",
                            m.id, m.name
                        ),
                        _ => format!(
                            "*reinterpret_cast<uint64_t*>({ab}Bytes + {at}) = {v}->gpuAddress();  // [[id({})]] {}",
                            m.id, m.name
                        ),
                    };
                    let _ = writeln!(s, "{line}");
                }
            }
            None => {
                let _ = writeln!(s, "MTL::ArgumentEncoder* {ab}Encoder = {function}->newArgumentEncoder({});", b.index);
                let _ = writeln!(
                    s,
                    "MTL::Buffer* {ab} = device->newBuffer({ab}Encoder->encodedLength(), MTL::ResourceStorageModeShared);"
                );
                let _ = writeln!(s, "{ab}Encoder->setArgumentBuffer({ab}, 0);");
                for m in &b.members {
                    let v = ident(&m.name);
                    let id = m.id;
                    let sampler = usage(r, m).is_none();
                    let line = match (m.encoding.as_str(), m.array_size, sampler) {
                        ("gpuAddress", _, _) => format!("{ab}Encoder->setBuffer({v}, 0, {id});"),
                        (_, Some(n), true) => format!("{ab}Encoder->setSamplerStates({v}, NS::Range({id}, {n}));"),
                        (_, Some(n), false) => format!("{ab}Encoder->setTextures({v}, NS::Range({id}, {n}));"),
                        (_, None, true) => format!("{ab}Encoder->setSamplerState({v}, {id});"),
                        (_, None, false) => format!("{ab}Encoder->setTexture({v}, {id});"),
                    };
                    let _ = writeln!(s, "{line}  // {}", m.name);
                }
            }
        }
        for m in &b.members {
            let Some((_, cpp_usage)) = usage(r, m) else { continue };
            let v = ident(&m.name);
            if m.unbounded || m.array_size.is_some() {
                let _ = writeln!(s, "{enc}->useResources({v}, {v}Count, {cpp_usage}{stages});");
            } else {
                let _ = writeln!(s, "{enc}->useResource({v}, {cpp_usage}{stages});");
            }
        }
        let _ = writeln!(s, "{enc}->{set}Buffer({ab}, 0, {});", b.index);
    }
}

fn comment(res: &Resource) -> String {
    let mut c = format!("{} ({})", res.name, crate::protocol::source_binding(&res.binding));
    if let Some(n) = res.array_size.filter(|n| *n > 1) {
        let _ = write!(c, ", array of {n}: indices {}..{}", res.metal.index, res.metal.index + n - 1);
    }
    if res.needs_compare_function {
        c.push_str(", set compareFunction on its sampler descriptor");
    }
    c
}

/// `2_4` for MSL 2.4: the suffix of `MTLLanguageVersion` names in both APIs.
fn version_suffix(v: MslVersion) -> String {
    v.as_str().replace('.', "_")
}

/// How the MSL reaches the host: one unit per entry point (a library for
/// each), or every entry point in one unit (`Options::single_file`: one
/// library for all).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Units {
    PerEntry,
    Single,
}

/// The Swift snippet for every entry point of the translation.
pub fn swift(r: &Reflection, version: MslVersion, units: Units) -> String {
    let mut s = String::from("import Metal\n\n");
    let _ = match units {
        Units::PerEntry => writeln!(
            s,
            "// One MSL translation unit per entry point: a library for each, compiled as MSL {}.",
            version.as_str()
        ),
        Units::Single => writeln!(
            s,
            "// Every entry point in one MSL translation unit: one library for all, compiled as MSL {}.",
            version.as_str()
        ),
    };
    s.push_str("let compileOptions = MTLCompileOptions()\n");
    let _ = writeln!(s, "compileOptions.languageVersion = .version{}", version_suffix(version));
    if units == Units::Single {
        s.push_str(
            "let library = try device.makeLibrary(source: shaderSource, options: compileOptions)  // the one .metal\n",
        );
    }
    let consts = &r.specialization_constants;
    s.push_str("let constants = MTLFunctionConstantValues()\n");
    for c in consts {
        let _ = writeln!(
            s,
            "var {0}: {1} = {2}  // or leave unset for the source default\nconstants.setConstantValue(&{0}, type: .{3}, index: {4})",
            ident(&c.name),
            swift_type(c.mtl_data_type),
            c.default,
            mtl_data_type_name(c.mtl_data_type),
            c.index
        );
    }
    bindless::setup(&mut s, r, Api::Swift);
    for e in &r.entry_points {
        let (set, enc) = stage_prefix(&e.stage);
        let _ = writeln!(s, "\n// {} ({})", e.name, e.stage);
        let id = ident(&e.msl_name);
        let library = match units {
            Units::PerEntry => {
                let _ = writeln!(
                    s,
                    "let {id}Library = try device.makeLibrary(source: {id}Source, options: compileOptions)  // {}.metal",
                    e.msl_name
                );
                format!("{id}Library")
            }
            Units::Single => "library".to_string(),
        };
        let _ = writeln!(
            s,
            "let {id}Function = try {library}.makeFunction(name: \"{}\", constantValues: constants)",
            e.msl_name
        );
        if !e.vertex_attributes.is_empty() {
            s.push_str("let vertexDescriptor = MTLVertexDescriptor()\n");
            for a in &e.vertex_attributes {
                let _ = writeln!(
                    s,
                    "vertexDescriptor.attributes[{0}].format = .{1}  // {2}\nvertexDescriptor.attributes[{0}].offset = {3}\nvertexDescriptor.attributes[{0}].bufferIndex = {4}",
                    a.location, a.format, a.name, a.offset, r.vertex_buffer_index
                );
            }
            if let Some(stride) = e.vertex_stride {
                let _ = writeln!(s, "vertexDescriptor.layouts[{}].stride = {stride}", r.vertex_buffer_index);
            }
            if bindless::active(r) {
                bindless::vertex_buffer(&mut s, r.vertex_buffer_index, Api::Swift);
            } else {
                let _ = writeln!(s, "{enc}.setVertexBuffer(vertices, offset: 0, index: {})", r.vertex_buffer_index);
            }
        }
        for res in used(r, e) {
            let v = ident(&res.name);
            let i = res.metal.index;
            let line = match (res.kind, res.metal.kind) {
                (ResourceKind::PushConstants, _) => {
                    format!("{enc}.{set}Bytes(&{v}, length: MemoryLayout.size(ofValue: {v}), index: {i})")
                }
                (_, SlotKind::Buffer) => format!("{enc}.{set}Buffer({v}, offset: 0, index: {i})"),
                (ResourceKind::TexelBuffer, _) => {
                    let format = res.texel_format.as_deref().unwrap_or("rgba32Float");
                    let _ = writeln!(
                        s,
                        "let {v}Descriptor = MTLTextureDescriptor.textureBufferDescriptor(with: .{format}, width: {v}TexelCount, resourceOptions: {v}Buffer.resourceOptions, usage: {})\n\
                         let {v} = {v}Buffer.makeTexture(descriptor: {v}Descriptor, offset: 0, bytesPerRow: {v}TexelCount * {v}TexelSize)!  // textureType .typeTextureBuffer; offset and bytesPerRow aligned to device.minimumTextureBufferAlignment(for: .{format})",
                        swift_usage(res)
                    );
                    format!("{enc}.{set}Texture({v}, index: {i})")
                }
                (_, SlotKind::Texture) => format!("{enc}.{set}Texture({v}, index: {i})"),
                (_, SlotKind::Sampler) => format!("{enc}.{set}SamplerState({v}, index: {i})"),
            };
            let _ = writeln!(s, "{line}  // {}", comment(res));
        }
        if let Some(b) = &e.buffer_sizes {
            // Metal cannot query a buffer's length: the shader reads it here.
            let lengths: Vec<String> = b.buffers.iter().map(|n| format!("UInt32({}.length)", ident(n))).collect();
            let _ = writeln!(
                s,
                "var {id}BufferSizes: [UInt32] = [{}]  // byte size of each bound buffer, in this order
                 {enc}.{set}Bytes(&{id}BufferSizes, length: 4 * {id}BufferSizes.count, index: {})  // buffer sizes",
                lengths.join(", "),
                b.index
            );
        }
        swift_argument_buffers(&mut s, r, e, &format!("{id}Function"));
        top_level_snippet(&mut s, r, e, true);
        bindless::entry(&mut s, r, e, Api::Swift);
        if let Some(size) = e.workgroup_size.filter(|_| e.mesh.is_none() && bindless::active(r)) {
            bindless::dispatch(&mut s, size, Api::Swift);
        } else if let Some([x, y, z]) = e.workgroup_size.filter(|_| e.mesh.is_none()) {
            let _ = writeln!(
                s,
                "{enc}.dispatchThreadgroups(groups, threadsPerThreadgroup: MTLSize(width: {x}, height: {y}, depth: {z}))"
            );
        }
    }
    swift_mesh_pipeline(r, &mut s);
    s
}

/// The metal-cpp snippet for every entry point of the translation.
pub fn metal_cpp(r: &Reflection, version: MslVersion, units: Units) -> String {
    let mut s = String::from("#include <Metal/Metal.hpp>\n\n");
    let _ = match units {
        Units::PerEntry => writeln!(
            s,
            "// One MSL translation unit per entry point: a library for each, compiled as MSL {}.",
            version.as_str()
        ),
        Units::Single => writeln!(
            s,
            "// Every entry point in one MSL translation unit: one library for all, compiled as MSL {}.",
            version.as_str()
        ),
    };
    s.push_str("NS::Error* error = nullptr;\n");
    s.push_str("MTL::CompileOptions* compileOptions = MTL::CompileOptions::alloc()->init();\n");
    let _ = writeln!(s, "compileOptions->setLanguageVersion(MTL::LanguageVersion{});", version_suffix(version));
    if units == Units::Single {
        s.push_str(
            "MTL::Library* library = device->newLibrary(NS::String::string(shaderSource, NS::UTF8StringEncoding), compileOptions, &error);  // the one .metal\n",
        );
    }
    s.push_str("MTL::FunctionConstantValues* constants = MTL::FunctionConstantValues::alloc()->init();\n");
    for c in &r.specialization_constants {
        let _ = writeln!(
            s,
            "{1} {0} = {2};  // or leave unset for the source default\nconstants->setConstantValue(&{0}, MTL::DataType({3}), NS::UInteger({4}));",
            ident(&c.name),
            cpp_type(c.mtl_data_type),
            c.default,
            c.mtl_data_type,
            c.index
        );
    }
    bindless::setup(&mut s, r, Api::Cpp);
    for e in &r.entry_points {
        let (set, enc) = stage_prefix(&e.stage);
        let _ = writeln!(s, "\n// {} ({})", e.name, e.stage);
        let id = ident(&e.msl_name);
        let library = match units {
            Units::PerEntry => {
                let _ = writeln!(
                    s,
                    "MTL::Library* {id}Library = device->newLibrary(NS::String::string({id}Source, NS::UTF8StringEncoding), compileOptions, &error);  // {}.metal",
                    e.msl_name
                );
                format!("{id}Library")
            }
            Units::Single => "library".to_string(),
        };
        let _ = writeln!(
            s,
            "MTL::Function* {id}Function = {library}->newFunction(NS::String::string(\"{}\", NS::UTF8StringEncoding), constants, &error);",
            e.msl_name
        );
        if !e.vertex_attributes.is_empty() {
            s.push_str("MTL::VertexDescriptor* vertexDescriptor = MTL::VertexDescriptor::alloc()->init();\n");
            for a in &e.vertex_attributes {
                let _ = writeln!(
                    s,
                    "vertexDescriptor->attributes()->object({0})->setFormat(MTL::VertexFormat{1});  // {2}\nvertexDescriptor->attributes()->object({0})->setOffset({3});\nvertexDescriptor->attributes()->object({0})->setBufferIndex({4});",
                    a.location,
                    upper_first(&a.format),
                    a.name,
                    a.offset,
                    r.vertex_buffer_index
                );
            }
            if let Some(stride) = e.vertex_stride {
                let _ =
                    writeln!(s, "vertexDescriptor->layouts()->object({})->setStride({stride});", r.vertex_buffer_index);
            }
            if bindless::active(r) {
                bindless::vertex_buffer(&mut s, r.vertex_buffer_index, Api::Cpp);
            } else {
                let _ = writeln!(s, "{enc}->setVertexBuffer(vertices, 0, {});", r.vertex_buffer_index);
            }
        }
        for res in used(r, e) {
            let v = ident(&res.name);
            let i = res.metal.index;
            let line = match (res.kind, res.metal.kind) {
                (ResourceKind::PushConstants, _) => format!("{enc}->{set}Bytes(&{v}, sizeof({v}), {i});"),
                (_, SlotKind::Buffer) => format!("{enc}->{set}Buffer({v}, 0, {i});"),
                (ResourceKind::TexelBuffer, _) => {
                    let format = upper_first(res.texel_format.as_deref().unwrap_or("rgba32Float"));
                    let _ = writeln!(
                        s,
                        "MTL::TextureDescriptor* {v}Descriptor = MTL::TextureDescriptor::textureBufferDescriptor(MTL::PixelFormat{format}, {v}TexelCount, {v}Buffer->resourceOptions(), {});\n\
                         MTL::Texture* {v} = {v}Buffer->newTexture({v}Descriptor, 0, {v}TexelCount * {v}TexelSize);  // MTL::TextureTypeTextureBuffer; offset and bytesPerRow aligned to device->minimumTextureBufferAlignmentForPixelFormat(MTL::PixelFormat{format})",
                        cpp_usage(res)
                    );
                    format!("{enc}->{set}Texture({v}, {i});")
                }
                (_, SlotKind::Texture) => format!("{enc}->{set}Texture({v}, {i});"),
                (_, SlotKind::Sampler) => format!("{enc}->{set}SamplerState({v}, {i});"),
            };
            let _ = writeln!(s, "{line}  // {}", comment(res));
        }
        if let Some(b) = &e.buffer_sizes {
            // Metal cannot query a buffer's length: the shader reads it here.
            let lengths: Vec<String> = b.buffers.iter().map(|n| format!("uint32_t({}->length())", ident(n))).collect();
            let _ = writeln!(
                s,
                "uint32_t {id}BufferSizes[] = {{{}}};  // byte size of each bound buffer, in this order
                 {enc}->{set}Bytes({id}BufferSizes, sizeof({id}BufferSizes), {});  // buffer sizes",
                lengths.join(", "),
                b.index
            );
        }
        cpp_argument_buffers(&mut s, r, e, &format!("{id}Function"));
        top_level_snippet(&mut s, r, e, false);
        bindless::entry(&mut s, r, e, Api::Cpp);
        if let Some(size) = e.workgroup_size.filter(|_| e.mesh.is_none() && bindless::active(r)) {
            bindless::dispatch(&mut s, size, Api::Cpp);
        } else if let Some([x, y, z]) = e.workgroup_size.filter(|_| e.mesh.is_none()) {
            let _ = writeln!(s, "{enc}->dispatchThreadgroups(groups, MTL::Size({x}, {y}, {z}));");
        }
    }
    cpp_mesh_pipeline(r, &mut s);
    s
}

/// Whether a texel buffer is written: `access` is `write` or `read_write`.
fn written(res: &Resource) -> bool {
    res.access.as_deref().is_some_and(|a| a != "read")
}

fn swift_usage(res: &Resource) -> &'static str {
    if written(res) { "[.shaderRead, .shaderWrite]" } else { ".shaderRead" }
}

fn cpp_usage(res: &Resource) -> &'static str {
    if written(res) {
        "MTL::TextureUsageShaderRead | MTL::TextureUsageShaderWrite"
    } else {
        "MTL::TextureUsageShaderRead"
    }
}

fn upper_first(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ferrometal::reflect::{MetalSlot, SourceBinding, SpecConstant, VertexAttribute};

    fn resource(name: &str, kind: ResourceKind, slot: SlotKind, index: u32) -> Resource {
        Resource {
            name: name.into(),
            kind,
            binding: SourceBinding { register: Some("b0".into()), ..SourceBinding::default() },
            source_type: "T".into(),
            msl_type: "T".into(),
            array_size: None,
            metal: MetalSlot { kind: slot, index },
            layout: None,
            access: None,
            needs_compare_function: false,
            used_by: Vec::new(),
            texel_format: None,
            atomics_of: None,
            row_alignment_constant: None,
        }
    }

    fn sample() -> Reflection {
        Reflection {
            entry_points: vec![EntryPoint {
                name: "vs".into(),
                msl_name: "vs".into(),
                stage: "vertex".into(),
                vertex_attributes: vec![VertexAttribute {
                    name: "pos".into(),
                    semantic: None,
                    location: 0,
                    format: "float3".into(),
                    offset: 0,
                }],
                vertex_stride: Some(12),
                resources: vec!["Globals".into(), "tex".into(), "push".into(), "texels".into()],
                ..EntryPoint::default()
            }],
            resources: vec![
                resource("Globals", ResourceKind::UniformBuffer, SlotKind::Buffer, 0),
                resource("tex", ResourceKind::Texture, SlotKind::Texture, 2),
                resource("unused", ResourceKind::Sampler, SlotKind::Sampler, 0),
                resource("push", ResourceKind::PushConstants, SlotKind::Buffer, 1),
                Resource {
                    texel_format: Some("rgba32Float".into()),
                    ..resource("texels", ResourceKind::TexelBuffer, SlotKind::Texture, 3)
                },
            ],
            specialization_constants: vec![SpecConstant {
                name: "K".into(),
                index: 4,
                ty: "uint".into(),
                mtl_data_type: 33,
                default: serde_json::json!(8),
            }],
            vertex_buffer_index: 30,
            ..Reflection::default()
        }
    }

    #[test]
    fn one_library_per_entry_point_at_the_target_version() {
        let mut r = sample();
        let mut fs = r.entry_points[0].clone();
        fs.name = "fs".into();
        fs.msl_name = "fs".into();
        fs.stage = "fragment".into();
        r.entry_points.push(fs);
        let s = swift(&r, MslVersion::V3_1, Units::PerEntry);
        assert!(s.contains("compileOptions.languageVersion = .version3_1\n"), "{s}");
        assert!(s.contains("let vsLibrary = try device.makeLibrary(source: vsSource, options: compileOptions)"), "{s}");
        assert!(s.contains("let fsLibrary = try device.makeLibrary(source: fsSource, options: compileOptions)"), "{s}");
        assert!(s.contains("let fsFunction = try fsLibrary.makeFunction(name: \"fs\", constantValues: constants)"));
        assert_eq!(s.matches("makeLibrary(").count(), 2);
        let c = metal_cpp(&r, MslVersion::V2_4, Units::PerEntry);
        assert!(c.contains("compileOptions->setLanguageVersion(MTL::LanguageVersion2_4);"), "{c}");
        assert!(c.contains("MTL::Library* fsLibrary = device->newLibrary(NS::String::string(fsSource, NS::UTF8StringEncoding), compileOptions, &error);"), "{c}");
        assert!(c.contains("MTL::Function* vsFunction = vsLibrary->newFunction("), "{c}");
        assert_eq!(c.matches("newLibrary(").count(), 2);
    }

    #[test]
    fn swift_binds_exactly_the_used_slots() {
        let s = swift(&sample(), MslVersion::default(), Units::PerEntry);
        assert!(s.contains("renderEncoder.setVertexBuffer(Globals, offset: 0, index: 0)"), "{s}");
        assert!(s.contains("renderEncoder.setVertexTexture(tex, index: 2)"), "{s}");
        assert!(s.contains("renderEncoder.setVertexBytes(&push, length: MemoryLayout.size(ofValue: push), index: 1)"));
        assert!(!s.contains("unused"));
        assert!(s.contains("vertexDescriptor.layouts[30].stride = 12"));
        assert!(s.contains("constants.setConstantValue(&K, type: .uint, index: 4)"));
    }

    /// A texel buffer is a view of an `MTLBuffer` (`texture_buffer<T>`), not
    /// a 1D texture, in the reflected format, bound at its texture slot.
    #[test]
    fn texel_buffers_are_buffer_backed_textures() {
        let s = swift(&sample(), MslVersion::default(), Units::PerEntry);
        assert!(
            s.contains("MTLTextureDescriptor.textureBufferDescriptor(with: .rgba32Float, width: texelsTexelCount"),
            "{s}"
        );
        assert!(s.contains("let texels = texelsBuffer.makeTexture(descriptor: texelsDescriptor"), "{s}");
        assert!(s.contains("renderEncoder.setVertexTexture(texels, index: 3)"), "{s}");
        let c = metal_cpp(&sample(), MslVersion::default(), Units::PerEntry);
        assert!(c.contains("MTL::TextureDescriptor::textureBufferDescriptor(MTL::PixelFormatRgba32Float"), "{c}");
        assert!(c.contains("MTL::Texture* texels = texelsBuffer->newTexture(texelsDescriptor, 0"), "{c}");
        assert!(c.contains("renderEncoder->setVertexTexture(texels, 3);"), "{c}");
    }

    /// An object/mesh pair: bound with setObject*/setMesh*, drawn with a
    /// mesh pipeline whose thread counts and payload length are reflection's.
    #[test]
    fn mesh_pipelines_come_from_the_reflected_mesh_stages() {
        use ferrometal::reflect::MeshPipeline;
        let mut r = sample();
        let stage = |name: &str, stage: &str, mesh: MeshPipeline| EntryPoint {
            name: name.into(),
            msl_name: name.into(),
            stage: stage.into(),
            workgroup_size: Some(mesh.threadgroup_size),
            mesh: Some(mesh),
            resources: vec!["Globals".into()],
            ..EntryPoint::default()
        };
        let payload = MeshPipeline { payload_size: Some(132), ..MeshPipeline::default() };
        r.entry_points = vec![
            stage("as_main", "amplification", MeshPipeline { threadgroup_size: [32, 1, 1], ..payload.clone() }),
            stage("ms_main", "mesh", MeshPipeline { threadgroup_size: [4, 2, 1], ..payload }),
        ];
        let s = swift(&r, MslVersion::V3_0, Units::PerEntry);
        assert!(s.contains("renderEncoder.setObjectBuffer(Globals, offset: 0, index: 0)"), "{s}");
        assert!(s.contains("renderEncoder.setMeshBuffer(Globals, offset: 0, index: 0)"), "{s}");
        assert!(s.contains("meshPipeline.objectFunction = as_mainFunction\n"), "{s}");
        assert!(s.contains("meshPipeline.maxTotalThreadsPerObjectThreadgroup = 32\n"), "{s}");
        assert!(s.contains("meshPipeline.maxTotalThreadsPerMeshThreadgroup = 8\n"), "{s}");
        assert!(s.contains("meshPipeline.payloadMemoryLength = 132"), "{s}");
        assert!(s.contains("threadsPerObjectThreadgroup: MTLSize(width: 32, height: 1, depth: 1), threadsPerMeshThreadgroup: MTLSize(width: 4, height: 2, depth: 1))"), "{s}");
        assert!(!s.contains("dispatchThreadgroups"), "{s}");
        let c = metal_cpp(&r, MslVersion::V3_0, Units::PerEntry);
        assert!(c.contains("meshPipeline->setMaxTotalThreadsPerObjectThreadgroup(32);"), "{c}");
        assert!(c.contains("meshPipeline->setPayloadMemoryLength(132);"), "{c}");
        assert!(
            c.contains(
                "renderEncoder->drawMeshThreadgroups(objectThreadgroups, MTL::Size(32, 1, 1), MTL::Size(4, 2, 1));"
            ),
            "{c}"
        );
    }

    /// A geometry shader's mesh function: a grid of one threadgroup per
    /// primitive and instance, and the input records it reads.
    #[test]
    fn geometry_shaders_draw_one_mesh_threadgroup_per_primitive() {
        use ferrometal::reflect::{GeometryBuffer, GeometryStage, MeshPipeline};
        let mut r = sample();
        let geometry = GeometryStage {
            input_primitive: "triangle".into(),
            vertices_per_primitive: 3,
            max_vertex_count: 3,
            instance_count: 6,
            output_topology: "triangle".into(),
            input_buffer: Some(GeometryBuffer { resource: "main_inputVertices".into(), index: 1, stride: 24 }),
            rasterizes: true,
        };
        r.entry_points = vec![EntryPoint {
            name: "main".into(),
            msl_name: "main0".into(),
            stage: "mesh".into(),
            mesh: Some(MeshPipeline { threadgroup_size: [1, 1, 1], ..MeshPipeline::default() }),
            geometry: Some(geometry),
            ..EntryPoint::default()
        }];
        let s = swift(&r, MslVersion::V3_0, Units::PerEntry);
        assert!(s.contains("let meshThreadgroups = MTLSize(width: primitiveCount, height: 6, depth: 1)\n"), "{s}");
        assert!(s.contains("// (main_inputVertices: buffer 1, 24 bytes per record)"), "{s}");
        let c = metal_cpp(&r, MslVersion::V3_0, Units::PerEntry);
        assert!(c.contains("MTL::Size meshThreadgroups(primitiveCount, 6, 1);"), "{c}");
    }

    #[test]
    fn the_buffer_sizes_are_set_where_the_entry_point_reads_them() {
        let mut r = sample();
        r.entry_points[0].buffer_sizes =
            Some(ferrometal::reflect::BufferSizes { index: 4, buffers: vec!["data".into(), "out".into()] });
        let swift = swift(&r, MslVersion::V2_4, Units::PerEntry);
        assert!(swift.contains("= [UInt32(data.length), UInt32(out.length)]"), "{swift}");
        assert!(swift.contains("Bytes(&vsBufferSizes, length: 4 * vsBufferSizes.count, index: 4)"), "{swift}");
        let cpp = metal_cpp(&r, MslVersion::V2_4, Units::PerEntry);
        assert!(
            cpp.contains("uint32_t vsBufferSizes[] = {uint32_t(data->length()), uint32_t(out->length())};"),
            "{cpp}"
        );
        assert!(cpp.contains("Bytes(vsBufferSizes, sizeof(vsBufferSizes), 4);"), "{cpp}");
    }

    #[test]
    fn metal_cpp_binds_exactly_the_used_slots() {
        let s = metal_cpp(&sample(), MslVersion::default(), Units::PerEntry);
        assert!(s.contains("renderEncoder->setVertexBuffer(Globals, 0, 0);"), "{s}");
        assert!(s.contains("setFormat(MTL::VertexFormatFloat3)"));
        assert!(s.contains("constants->setConstantValue(&K, MTL::DataType(33), NS::UInteger(4));"));
        assert!(!s.contains("unused"));
    }

    #[test]
    fn msc_fills_the_top_level_argument_buffer_with_the_companion_setters() {
        let src = "cbuffer P : register(b0) { uint n; };\n\
                   StructuredBuffer<float> values : register(t0);\n\
                   Texture2D<float4> tex : register(t1);\n\
                   RWStructuredBuffer<float> outs : register(u0);\n\
                   [RootSignature(\"RootConstants(num32BitConstants = 1, b0), UAV(u0), DescriptorTable(SRV(t0, numDescriptors = 2))\")]\n\
                   [numthreads(1, 1, 1)] void main() { outs[0] = values[n] + tex.Load(int3(0, 0, 0)).x; }";
        let options = ferrometal::Options {
            language: Some(ferrometal::Language::Hlsl),
            binding_model: ferrometal::BindingModel::Msc,
            ..ferrometal::Options::default()
        };
        let t = ferrometal::translate(src, &options);
        let r = t.reflection.expect("reflection");
        let cpp = metal_cpp(&r, MslVersion::default(), Units::PerEntry);
        assert!(cpp.contains("std::memcpy(topLevelBytes + 0, &P, 4);"), "{cpp}");
        assert!(cpp.contains("*reinterpret_cast<uint64_t*>(topLevelBytes + 8) = outs->gpuAddress();"), "{cpp}");
        assert!(cpp.contains("IRDescriptorTableSetBuffer(reinterpret_cast<IRDescriptorTableEntry*>(static_cast<uint8_t*>(table2->contents()) + 0), values->gpuAddress(), values->length());"), "{cpp}");
        assert!(cpp.contains("IRDescriptorTableSetTexture(reinterpret_cast<IRDescriptorTableEntry*>(static_cast<uint8_t*>(table2->contents()) + 24), tex, 0.0f, 0);"), "{cpp}");
        assert!(cpp.contains("computeEncoder->setBuffer(topLevel, 0, 2);"), "{cpp}");
        // No resource is bound at its own slot: the top-level buffer holds them all.
        assert!(!cpp.contains("setBuffer(values"), "{cpp}");
        let swift = swift(&r, MslVersion::default(), Units::PerEntry);
        assert!(swift.contains("IRDescriptorTableSetTexture(table2.contents().advanced(by: 24)"), "{swift}");
        assert!(swift.contains("computeEncoder.setBuffer(topLevel, offset: 0, index: 2)"), "{swift}");
    }
}
