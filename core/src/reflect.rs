//! Reflection (DESIGN §5): the host programmer's contract. One structure per
//! translation, serialised as camelCase JSON and documented by
//! `core/reflection.schema.json`.
//!
//! Architecture invariant: reflection is built from the same binding
//! assignment the MSL writer prints from (`msl::bind`), so the two cannot
//! disagree.

use serde::Serialize;

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Reflection {
    /// Source language (`hlsl`, `glsl`, `wgsl`, `spv`).
    pub language: String,
    /// MSL version the output targets (`"2.4"`…).
    pub msl_version: String,
    pub entry_points: Vec<EntryPoint>,
    /// Every resource of the file, in declaration order, with its Metal slot.
    pub resources: Vec<Resource>,
    /// The push-constant block, if any (also listed in `resources`).
    pub push_constants: Option<Resource>,
    pub specialization_constants: Vec<SpecConstant>,
    /// Metal buffer index vertex-buffer binding 0 maps to (`30`); binding N is `30 - N`.
    pub vertex_buffer_index: u32,
    /// The binding model (`Options::binding_model`), when it is not `direct`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub binding_model: Option<String>,
    /// `argument-buffers`: the tier the layout is for (1 or 2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub argument_buffer_tier: Option<u8>,
    /// `argument-buffers`: every argument buffer, by Metal index (see `msl::bind`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub argument_buffers: Vec<ArgumentBuffer>,
    /// `metal4-bindless`: the three buffer slots of the root ABI (see
    /// `msl::bind`), in index order: root bytes, texture view pool base,
    /// sampler array.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub bindless_slots: Vec<BindlessSlot>,
    /// `msc`: Metal Shader Converter's top-level argument buffer (see `msl::bind`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub top_level_argument_buffer: Option<TopLevelArgumentBuffer>,
}

/// `msc`: the top-level argument buffer a host written against
/// `metal_irconverter_runtime.h` fills, and the heaps' bind points.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TopLevelArgumentBuffer {
    /// Metal buffer index: 2 (`kIRArgumentBufferBindPoint`).
    pub index: u32,
    /// Bytes of the buffer.
    pub size: u32,
    /// `rootSignature` (laid out from the entry point's root signature) or
    /// `automatic` (MSC's layout without one: one descriptor entry per resource).
    pub layout: String,
    /// `ResourceDescriptorHeap`'s buffer index (0, `kIRDescriptorHeapBindPoint`).
    pub resource_heap_index: u32,
    /// `SamplerDescriptorHeap`'s buffer index (1, `kIRSamplerHeapBindPoint`).
    pub sampler_heap_index: u32,
    /// Bytes of one `IRDescriptorTableEntry` in a table or heap (24).
    pub descriptor_size: u32,
    /// MSL names of the entry points that take it.
    pub used_by: Vec<String>,
    /// Entries in buffer order (root parameters, then static samplers).
    pub entries: Vec<TopLevelEntry>,
}

/// One entry of the top-level argument buffer.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TopLevelEntry {
    /// `rootConstants` (32-bit values inline), `rootDescriptor` (a buffer's
    /// GPU address), `descriptorTable` (the GPU address of
    /// `IRDescriptorTableEntry`s), `descriptor` (automatic layout: the
    /// entries inline) or `staticSampler` (reserved; its state is in the MSL).
    pub kind: String,
    /// Byte offset in the buffer.
    pub offset: u32,
    /// Bytes the entry takes.
    pub size: u32,
    /// Register (`b0`; a table's first range's), and space.
    pub register: Option<String>,
    pub space: Option<u32>,
    /// Root constants: 32-bit values.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub num_32bit_values: Option<u32>,
    /// Descriptor tables: the ranges, in table order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub ranges: Vec<TableRange>,
    /// The resources the entry binds, each with its descriptor.
    pub resources: Vec<TopLevelResource>,
}

/// One range of a descriptor table.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TableRange {
    /// `CBV`, `SRV`, `UAV` or `Sampler`.
    pub range_type: String,
    pub base_register: u32,
    pub space: u32,
    /// Descriptors; `null` is unbounded.
    pub count: Option<u32>,
    /// The range's first descriptor in the table.
    pub table_offset: u32,
}

/// A resource an entry binds.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TopLevelResource {
    /// As in `Reflection::resources`.
    pub name: String,
    /// Its first descriptor in the table (or in the inline entries).
    pub descriptor_index: u32,
    /// Elements (`null`: unbounded).
    pub count: Option<u32>,
    /// What the host writes: `IRDescriptorTableSetBuffer`,
    /// `IRDescriptorTableSetTexture`, `IRDescriptorTableSetSampler`,
    /// `gpuAddress` (a root descriptor), `bytes` (root constants) or
    /// `none` (a static sampler).
    pub setter: String,
}

/// One buffer slot of the `metal4-bindless` root ABI.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BindlessSlot {
    /// Metal buffer index: 0, 1 or 2.
    pub index: u32,
    /// `root` (the exact bytes of the root structure), `texturePool` (one
    /// 8-byte `MTLResourceID`: the pool's base; heap index i is base + i) or
    /// `samplers` (an array of 8-byte sampler `gpuResourceID`s; heap index i
    /// is element i).
    pub role: String,
    /// `root`: the resource that is the root structure (its layout is in
    /// `resources`); `null` for the other slots.
    pub resource: Option<String>,
    /// `root`: bytes of the root structure; `null` for the other slots (the
    /// pool base is 8 bytes, the sampler array as long as the host's heap).
    pub size: Option<u32>,
    /// MSL names of the entry points that declare the slot (a rootless or
    /// heapless entry point leaves it out).
    pub used_by: Vec<String>,
    /// `texturePool`, `samplers`: the source's unbounded arrays that index
    /// the heap (GLSL `texture2D t[]`, HLSL `Texture2D t[]`): element i of
    /// each is heap index i, one index space as `ResourceDescriptorHeap`'s.
    pub arrays: Vec<String>,
}

/// One argument buffer: a struct of resource handles at a Metal buffer index.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ArgumentBuffer {
    /// The MSL struct's name.
    pub name: String,
    /// HLSL register space or GLSL / WGSL descriptor set.
    pub space: u32,
    /// Metal buffer index (`[[buffer(n)]]`): the space.
    pub index: u32,
    /// Tier 2: bytes of the encoded buffer (8 per element). Tier 1: `null`
    /// (the `MTLArgumentEncoder`'s `encodedLength`).
    pub size: Option<u32>,
    /// MSL names of the entry points that take it.
    pub used_by: Vec<String>,
    /// Members in struct order.
    pub members: Vec<ArgumentBufferMember>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ArgumentBufferMember {
    /// The resource's name (as in `Reflection::resources`).
    pub name: String,
    /// `[[id(n)]]`: the first id; a fixed array of N takes `id..id + N`
    /// (the indices of `MTLArgumentEncoder`'s setters on tier 1).
    pub id: u32,
    pub kind: Option<ResourceKind>,
    /// The member's MSL type in the struct.
    pub msl_type: String,
    /// Fixed arrays: the element count.
    pub array_size: Option<u32>,
    /// Unbounded arrays: the member is the GPU address of a table of
    /// `tableStride`-byte resource IDs, as long as the host makes it.
    pub unbounded: bool,
    /// Tier 2: byte offset in the encoded buffer.
    pub offset: Option<u32>,
    /// Tier 2: bytes the member takes (8, or 8 × N for a fixed array).
    pub size: Option<u32>,
    /// What the host writes: `resourceId` (`gpuResourceID` of a texture or
    /// sampler), `gpuAddress` (of a buffer, plus its offset) or
    /// `tableAddress` (of an unbounded array's table).
    pub encoding: String,
    /// Unbounded arrays: bytes per table element (8, an `MTLResourceID`).
    pub table_stride: Option<u32>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EntryPoint {
    /// Name in the source.
    pub name: String,
    /// Name of the MSL function (differs when the source name is reserved).
    pub msl_name: String,
    /// `vertex`, `fragment`, `compute`, `mesh` or `amplification`.
    pub stage: String,
    pub workgroup_size: Option<[u32; 3]>,
    /// Compute: per axis, the specialization constant that sets the
    /// workgroup size along it (GLSL `local_size_x_id`), or null; absent
    /// when none does. `workgroupSize` holds those constants' defaults: a
    /// host that specializes one dispatches with the value it gave.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub workgroup_size_constants: Option<[Option<String>; 3]>,
    /// Mesh and amplification stages: what the host's
    /// `MTLMeshRenderPipelineDescriptor` needs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mesh: Option<MeshPipeline>,
    pub inputs: Vec<StageVar>,
    pub outputs: Vec<StageVar>,
    /// Vertex stage: the `[[stage_in]]` attributes, for an `MTLVertexDescriptor`.
    pub vertex_attributes: Vec<VertexAttribute>,
    /// Vertex stage: bytes between vertices in the interleaved vertex buffer.
    pub vertex_stride: Option<u32>,
    /// Names of the resources (from `Reflection::resources`) this entry point uses.
    pub resources: Vec<String>,
    /// Names of the specialization constants this entry point reads.
    pub specialization_constants: Vec<String>,
    /// A stage of a tessellation pipeline (a hull shader's kernel, a domain
    /// shader's post-tessellation vertex function): how the host builds and
    /// drives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tessellation: Option<TessellationStage>,
    /// A mesh function that emulates a geometry shader: how the host draws it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub geometry: Option<GeometryStage>,
    /// The buffer of buffer sizes, when the entry point reads the length of
    /// a runtime-sized buffer (HLSL `GetDimensions` on a structured or
    /// byte-address buffer, GLSL `.length()`, WGSL `arrayLength`), which
    /// Metal cannot query; absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub buffer_sizes: Option<BufferSizes>,
}

/// The implicit `constant uint* [[buffer(index)]]` parameter of an entry
/// point that reads the length of a runtime-sized buffer. The host fills
/// it with one 32-bit unsigned integer per name of `buffers`, in that
/// order: the byte size of that buffer as bound for the draw or dispatch
/// (the `MTLBuffer`'s `length` minus the offset it is bound at, or the
/// size of the range the host means the shader to see), e.g. with
/// `setBytes(sizes, length: 4 * buffers.count, index: index)`. The shader
/// computes a runtime array's length as `(size - offset) / stride` from the
/// buffer's reflected layout (an HLSL byte-address buffer's
/// `GetDimensions` is the size rounded down to a multiple of 4).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BufferSizes {
    /// Metal buffer index: the first one the entry point binds nothing else at.
    pub index: u32,
    /// Names of the resources (from `Reflection::resources`) whose byte
    /// sizes the buffer holds, in element order (declaration order; under
    /// `Options::single_file`, every buffer whose length any entry point of
    /// the file reads, so that shared helpers agree).
    pub buffers: Vec<String>,
}

/// A geometry shader emulated by a mesh function (DESIGN §8; the contract
/// is `hlsl::lower::geometry`'s module doc). The host draws it with
/// `drawMeshThreadgroups((primitiveCount, instanceCount, 1),
/// threadsPerObjectThreadgroup: (1, 1, 1), threadsPerMeshThreadgroup:
/// (1, 1, 1))` and no object function, after filling `inputBuffer` with
/// `verticesPerPrimitive` records per primitive.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GeometryStage {
    /// `point`, `line`, `triangle`, `lineadj` or `triangleadj`.
    pub input_primitive: String,
    /// Input vertex records per primitive: primitive `p`'s start at record
    /// `p × verticesPerPrimitive`.
    pub vertices_per_primitive: u32,
    /// `[maxvertexcount(N)]`: the most vertices one primitive emits.
    pub max_vertex_count: u32,
    /// `[instance(N)]`, else 1: the height of the mesh grid.
    pub instance_count: u32,
    /// The strips' primitives: `triangle`, `line` or `point`.
    pub output_topology: String,
    /// The input vertex records (`None` when the shader reads none).
    pub input_buffer: Option<GeometryBuffer>,
    /// `false` when the output vertex has no position (OSH5219): the
    /// pipeline is for a render pass without rasterization.
    pub rasterizes: bool,
}

/// The buffer a geometry shader's input vertices come from.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GeometryBuffer {
    /// The resource (in `Reflection::resources`, with its record layout).
    pub resource: String,
    /// Its Metal buffer index.
    pub index: u32,
    /// Bytes of one vertex record.
    pub stride: u32,
}

/// One stage of Metal's tessellation pipeline (DESIGN §8; the buffer
/// contract is `hlsl::lower::tess`'s module doc).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TessellationStage {
    /// `hull`: a compute kernel dispatched with `threadgroups = (patchCount,
    /// 1, 1)` and `threadsPerThreadgroup`; `domain`: the post-tessellation
    /// vertex function of a render pipeline that draws `patchCount` patches;
    /// `vertex`: a vertex shader as a kernel writing the hull kernel's input
    /// control points, `ceil(vertexCount / 64)` threadgroups of 64 threads.
    pub role: String,
    /// `MTLPatchType` case: `triangle` or `quad` (the render pipeline's
    /// `tessellationFactorFormat` is `half`, its factor step function
    /// `perPatch`); `None` for the vertex kernel.
    pub patch_type: Option<String>,
    /// Hull: `MTLTessellationPartitionMode` case (`integer`, `fractionalEven`,
    /// `fractionalOdd`, `pow2`). A GLSL evaluation shader's domain function
    /// gives it too, from its `*_spacing`: GLSL says it there, never in the
    /// control shader, so for a GLSL pair this one is the render pipeline's.
    pub partition_mode: Option<String>,
    /// Hull: `MTLWinding` case of the output triangles (`clockwise`,
    /// `counterClockwise`); a GLSL evaluation shader's, from `cw`/`ccw`, as
    /// for the partition mode.
    pub winding: Option<String>,
    /// What the tessellator emits: always `triangle` (Metal has no line or
    /// point output); `None` for the vertex kernel.
    pub output_primitive: Option<String>,
    /// Hull: `lines` when the source asks for line output (the render
    /// pipeline draws the triangles with `setTriangleFillMode(.lines)`,
    /// OSH5220); absent otherwise (`fill`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub triangle_fill_mode: Option<String>,
    /// Hull: control points per patch read from `inputControlPoints`.
    pub input_control_points: u32,
    /// Control points per patch written (hull) or read (domain): the
    /// domain's `[[patch(…, N)]]`, the draw's `numberOfPatchControlPoints`.
    pub output_control_points: u32,
    /// Hull: the threadgroup size; the grid is `patchCount` threadgroups.
    pub threads_per_threadgroup: Option<[u32; 3]>,
    /// Every buffer between the stages this entry point reads or writes.
    pub buffers: Vec<TessellationBuffer>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TessellationBuffer {
    /// `inputControlPoints`, `outputControlPoints`, `patchData`, `tessFactors`,
    /// or the vertex kernel's `vertexInput` and `vertexCount`.
    pub role: String,
    /// The resource (in `Reflection::resources`, with its element layout).
    pub resource: String,
    /// Its Metal buffer index.
    pub index: u32,
    /// Bytes of one element (`tessFactors`: 8 for
    /// `MTLTriangleTessellationFactorsHalf`, 12 for `MTLQuadTessellationFactorsHalf`).
    pub stride: u32,
    /// Elements per patch: the buffer holds `patchCount × elementsPerPatch`;
    /// 0 for the vertex kernel's buffers, which hold one record per vertex
    /// (`vertexCount`: one `uint`, the number of vertices), and for a GLSL
    /// evaluation shader's `outputControlPoints`: GLSL does not tell it the
    /// count, which it reads from the patch data's `gl_PatchVerticesOut_`
    /// (the control shader's `layout(vertices = N)`, written by its kernel).
    /// A GLSL control and evaluation shader translated separately link by
    /// their records: the control point is `gl_PerVertex` then the
    /// per-vertex variables by location, then by name; the patch data the
    /// levels, the count, then the `patch` variables in the same order (the
    /// members' layouts are in `Reflection::resources`).
    pub elements_per_patch: u32,
}

/// A mesh (`[[mesh]]`) or amplification (`[[object]]`) function's part of
/// an `MTLMeshRenderPipelineDescriptor`.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MeshPipeline {
    /// The threads of one threadgroup (`numthreads`): the
    /// `threadsPerObjectThreadgroup` / `threadsPerMeshThreadgroup` of the
    /// draw, and at least the descriptor's
    /// `maxTotalThreadsPerObjectThreadgroup` / `…PerMeshThreadgroup`.
    pub threadgroup_size: [u32; 3],
    /// Mesh: `triangle`, `line` or `point`.
    pub topology: Option<String>,
    /// Mesh: the most vertices and primitives one threadgroup outputs.
    pub max_vertices: Option<u32>,
    pub max_primitives: Option<u32>,
    /// MSL type of the payload (`object_data`), when there is one.
    pub payload_type: Option<String>,
    /// Bytes of the payload: the descriptor's `payloadMemoryLength` (at
    /// least this), the same for the object and the mesh function.
    pub payload_size: Option<u32>,
    /// Mesh: the members of Metal's vertex struct (what a fragment function
    /// reads by `[[user(…)]]`) and of its primitive struct.
    pub vertex_outputs: Vec<StageVar>,
    pub primitive_outputs: Vec<StageVar>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StageVar {
    pub name: String,
    /// HLSL semantic (`TEXCOORD0`, `SV_Position`) when the source has one.
    pub semantic: Option<String>,
    pub location: Option<u32>,
    /// Built-in (`position`, `vertex_id`, …) for system values.
    pub builtin: Option<String>,
    /// The MSL attribute written on the member, e.g. `[[user(TEXCOORD0)]]`.
    pub metal_attribute: String,
    /// Vertex outputs and fragment inputs: the `NAME` of `[[user(NAME)]]`
    /// that pairs the two stages (`TEXCOORD0`, `vUv`, `locn2`).
    pub link_name: Option<String>,
    /// MSL type spelling.
    #[serde(rename = "type")]
    pub ty: String,
    /// `perspective`, `flat`, `linear`/`no_perspective`, with `centroid`/`sample`.
    pub interpolation: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VertexAttribute {
    pub name: String,
    pub semantic: Option<String>,
    pub location: u32,
    /// `MTLVertexFormat` case name without the prefix, e.g. `float3`, `uchar4Normalized`.
    pub format: String,
    pub offset: u32,
}

/// What kind of resource a binding is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum ResourceKind {
    UniformBuffer,
    StorageBuffer,
    ReadOnlyStorageBuffer,
    PushConstants,
    Texture,
    StorageTexture,
    TexelBuffer,
    Sampler,
    ComparisonSampler,
    /// The hidden counter of an Append/Consume buffer.
    Counter,
    /// A top-level acceleration structure of ray queries (HLSL
    /// `RaytracingAccelerationStructure`, GLSL `accelerationStructureEXT`):
    /// Metal's `instance_acceleration_structure` at a buffer index, bound
    /// with `setAccelerationStructure`.
    AccelerationStructure,
    /// Below MSL 3.1: the buffer that carries a storage texture's atomics
    /// (`atomicsOf`), which the host makes the texture from
    /// (`Options::texture_atomics_native_only` states the contract).
    TextureAtomicBuffer,
}

/// The three Metal argument tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum SlotKind {
    Buffer,
    Texture,
    Sampler,
}

impl SlotKind {
    pub const fn attribute(self) -> &'static str {
        match self {
            SlotKind::Buffer => "buffer",
            SlotKind::Texture => "texture",
            SlotKind::Sampler => "sampler",
        }
    }
}

/// Where a resource was bound in the source: only what the source wrote
/// (an HLSL resource without `[[vk::binding]]` has no set or binding).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SourceBinding {
    /// HLSL register, e.g. `b0`, `t3`, `u1`, `s0`.
    pub register: Option<String>,
    /// HLSL register space.
    pub space: Option<u32>,
    /// GLSL / WGSL / SPIR-V descriptor set (group).
    pub set: Option<u32>,
    /// GLSL / WGSL / SPIR-V binding.
    pub binding: Option<u32>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MetalSlot {
    pub kind: SlotKind,
    /// First index; an array of N resources takes `index..index + N`.
    pub index: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Resource {
    pub name: String,
    pub kind: ResourceKind,
    pub binding: SourceBinding,
    /// Source view: the declaration's type as the source spells it
    /// (`Texture2DMS<float4>`, `StructuredBuffer<Particle>`, `cbuffer Frame`,
    /// GLSL `uniform Scene`, `readonly buffer Data`, `sampler2DShadow`).
    pub source_type: String,
    /// MSL view: the type of the entry-function parameter
    /// (`texture2d_ms<float>`, `const device Particle*`).
    pub msl_type: String,
    /// Number of resources when the declaration is an array.
    pub array_size: Option<u32>,
    pub metal: MetalSlot,
    /// Buffers: the exact byte layout of the element.
    pub layout: Option<BufferLayout>,
    /// Storage textures and buffers: `read`, `write` or `read_write`.
    pub access: Option<String>,
    /// Comparison samplers: the host must set a compare function.
    pub needs_compare_function: bool,
    /// MSL names of the entry points whose functions take this resource;
    /// empty when none uses it (the host need not bind it).
    pub used_by: Vec<String>,
    /// Texel buffers only: the `MTLPixelFormat` case name of the
    /// buffer-backed texture the host binds (`rgba32Float`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub texel_format: Option<String>,
    /// `textureAtomicBuffer` only: the storage texture whose atomics this
    /// buffer carries; the host makes that texture from this buffer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub atomics_of: Option<String>,
    /// `textureAtomicBuffer` of a 2D texture only: the function constant
    /// (in `specializationConstants`) of the row alignment in bytes that sets
    /// the texture's pitch: texel (x, y) is element `y * pitch + x`, `pitch`
    /// the width rounded up to a multiple of alignment / 4 (the linear
    /// texture's `bytesPerRow` is `pitch * 4`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub row_alignment_constant: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BufferLayout {
    /// Size in bytes of one element (for a runtime array: of the fixed part).
    pub size: u32,
    /// Alignment in bytes.
    pub alignment: u32,
    pub members: Vec<LayoutMember>,
    /// Stride of the trailing runtime-sized array, if any.
    pub runtime_array_stride: Option<u32>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LayoutMember {
    pub name: String,
    pub offset: u32,
    pub size: u32,
    /// Source view: the member's (element's, for arrays) type as the source
    /// spells it: HLSL `float4x3`, GLSL `mat3x4`, a struct's source name.
    pub source_type: String,
    /// MSL view: the type of the member in the MSL struct (`packed_float3`,
    /// `float3x4`, a padded-element struct).
    pub msl_type: String,
    /// Arrays: element count (0 for runtime-sized) and stride.
    pub array_count: Option<u32>,
    pub array_stride: Option<u32>,
    /// Matrices, source view: rows and columns of the source type (HLSL
    /// `float4x3` is 4 rows × 3 columns; GLSL `mat3x4` is 3 columns × 4 rows).
    pub source_rows: Option<u32>,
    pub source_columns: Option<u32>,
    /// Matrices, source view: how the source stores the matrix (as declared
    /// or by the language's default): `row_major` (rows are the lines in
    /// memory) or `column_major`.
    pub matrix_layout: Option<String>,
    /// Matrices, MSL view: what each column of `mslType` holds, one stored
    /// line: `sourceRow` or `sourceColumn` (the MSL matrix is the source's
    /// transpose when they are rows).
    pub msl_column_holds: Option<String>,
    /// Matrices: bytes between the stored lines.
    pub matrix_stride: Option<u32>,
    /// Struct members: their layout.
    pub members: Vec<LayoutMember>,
    /// Raw GPU pointers (GLSL buffer references): the member is a 64-bit
    /// device address (8 bytes), and this is what it points to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pointee: Option<Box<Pointee>>,
}

/// What a pointer member points to.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Pointee {
    /// The MSL struct at the address (`device Node*`).
    pub msl_type: String,
    /// The alignment in bytes the source promises for the address
    /// (`buffer_reference_align`).
    pub address_alignment: u32,
    /// Its layout, given once: absent for a pointer inside a pointee (a
    /// linked list's `next`), whose type names the layout given above.
    pub layout: Option<BufferLayout>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SpecConstant {
    pub name: String,
    /// The `[[function_constant(N)]]` index (the source's constant id).
    pub index: u32,
    #[serde(rename = "type")]
    pub ty: String,
    /// `MTLDataType` raw value: float 3, int 29, uint 33, bool 53, half 16,
    /// short 37, ushort 41, long 81, ulong 85.
    pub mtl_data_type: u32,
    /// The source default, as JSON (number or bool).
    pub default: serde_json::Value,
}

impl Reflection {
    /// Pretty JSON, as `--reflect` writes it and snapshots store it.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
