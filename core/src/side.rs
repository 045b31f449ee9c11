//! `SideInfo`: what a front-end knows that naga IR has no field for.
//!
//! The MSL writer reads the module and this; nothing else crosses from a
//! front-end to the writer. Everything here is keyed by naga handles or by
//! positions in naga's arenas, so it survives as long as the module does.
//!
//! Architecture invariant: a front-end that has nothing to say leaves
//! `SideInfo::default()`; the writer must produce correct MSL from naga IR
//! alone (that is how WGSL and SPIR-V input works).

use crate::ordered::{IntMap, IntSet};
use crate::seqmap::{IntSeqMap, SeqMap};
use crate::source::Span;
use indexmap::IndexSet;
use naga::{Expression, Function, GlobalVariable, Handle, Type};

/// Per-resource facts from the source.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResourceInfo {
    /// HLSL register class letter and number: `('b', 0)`, `('t', 3)`…
    pub register: Option<(char, u32)>,
    pub space: Option<u32>,
    /// The resource's type as the source spells it, for reflection.
    pub source_type: Option<String>,
    /// This global is the hidden counter buffer of that Append/Consume
    /// buffer (reflection reports it as `counter`).
    pub counter_for: Option<Handle<GlobalVariable>>,
    /// Whether the source declared it a push-constant block.
    pub push_constant: bool,
    /// Append/Consume buffers: the counter lives in a hidden second buffer.
    pub has_counter: bool,
    /// HLSL `$Globals` / GLSL `_Globals`: the implicit block of loose uniforms.
    pub implicit_globals: bool,
    /// Typed buffers: the `MTLPixelFormat` case name whose texels the
    /// element type reads unconverted (`rgba32Float` for `Buffer<float4>`).
    pub texel_format: Option<&'static str>,
    /// The (set, binding) the source gave when another resource shares it
    /// (Vulkan's combined image samplers: a texture and its sampler at one
    /// binding); the IR then carries a unique stand-in binding.
    pub shared_binding: Option<(u32, u32)>,
    /// HLSL's rasterizer-ordered views (`RasterizerOrderedTexture2D`…):
    /// Metal's `[[raster_order_group(0)]]` on the fragment function's
    /// parameter.
    pub raster_ordered: bool,
    /// The access a storage texture's declaration allows when its IR type
    /// allows more: a GLSL `readonly`/`writeonly` `imageCube` or
    /// `imageCubeArray`, which naga IR types read-write because every
    /// access to it is a stand-in call taking it as an argument (which
    /// naga counts as a read). The writer's `access::` follows this.
    pub declared_access: Option<naga::StorageAccess>,
    /// This global is the buffer that carries the atomics of that storage
    /// texture below MSL 3.1 (`Options::texture_atomics_native_only` states
    /// the host's side); reflection kind `textureAtomicBuffer`.
    pub atomics_of: Option<Handle<GlobalVariable>>,
    /// An array of buffers each of which is a struct holding the buffer's
    /// runtime array as its only member (HLSL's arrays of structured and
    /// byte-address buffers; naga's binding arrays of storage buffers hold
    /// structs): reflection gives that array's layout, as for one buffer.
    pub element_struct: bool,
    /// Element k of an array of uniform blocks (`ConstantBuffer<T> a[n]`),
    /// which is one global per element: its IR binding is the array's plus
    /// k (its register the array's plus k).
    pub array_element: Option<u32>,
}

/// Byte layout of a struct as the source language defines it, when it is
/// not what naga's `offset`/`stride` fields can hold (see DESIGN §3, the
/// D3D array-tail trap). Offsets are true source offsets.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StructLayout {
    /// Member offsets in source order (may overlap an array's last element padding).
    pub offsets: Vec<u32>,
    /// Total size in bytes.
    pub size: u32,
}

/// How the source lays out the lines of a matrix (see
/// [`SideInfo::matrix_strides`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatrixLines {
    /// Bytes from one line to the next.
    pub stride: u32,
    /// Bytes of one matrix: less than `stride` × lines when the last line
    /// is not padded (D3D constant buffers: `float2x3` is 16 + 12 bytes).
    pub size: u32,
}

/// Where a stage input or output came from, for reflection and attributes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SemanticInfo {
    /// HLSL semantic as written (`TEXCOORD0`, `SV_Target1`); `None` for GLSL.
    pub semantic: Option<String>,
    /// The name a varying (vertex output, fragment input) is linked by, the
    /// `NAME` of `[[user(NAME)]]`: the HLSL semantic in upper case with its
    /// index (`TEXCOORD0`), or the GLSL variable (`vUv`, `Block__member`).
    /// `None` links by location (`[[user(locnN)]]`).
    pub link: Option<String>,
}

/// A buffer struct member as the source declared it (reflection's source
/// view; the MSL view comes from the IR).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemberSource {
    /// The type as the source spells it (`float4x3`, `mat3x4`, `Light`);
    /// arrays are spelled by their element.
    pub ty: String,
    /// Matrices (and arrays of them): the source's dimensions and order.
    pub matrix: Option<SourceMatrix>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SourceMatrix {
    pub rows: u32,
    pub columns: u32,
    /// The source stores the matrix row by row (`row_major`).
    pub row_major: bool,
}

#[derive(Clone, Debug, Default)]
pub struct SideInfo {
    /// Buffer struct members as the source declared them, by (naga struct,
    /// naga member index); a split array's two members share one entry's value.
    pub member_sources: IntMap<(Handle<Type>, u32), MemberSource>,
    /// HLSL and GLSL: the (set, binding) pairs the source wrote
    /// (`[[vk::binding]]`, `layout(set, binding)`). Other resources carry an
    /// automatic binding in the IR that reflection does not report.
    pub source_bindings: IntSet<(u32, u32)>,
    /// Expressions the source marks `precise`, per function.
    pub precise_exprs: IntSet<(FunctionRef, Handle<Expression>)>,
    /// Source facts of resources (global variables).
    pub resources: IntSeqMap<Handle<GlobalVariable>, ResourceInfo>,
    /// True source layouts of structs whose naga offsets had to differ.
    pub struct_layouts: IntSeqMap<Handle<Type>, StructLayout>,
    /// Line stride in bytes of the matrices of struct members `(struct type,
    /// member index)` — a matrix member, or the matrices of an array member —
    /// when the source layout says it (std140 `mat2` columns 16 bytes apart,
    /// D3D constant-buffer lines on 16-byte registers, packed structured
    /// lines). A line is a column of the naga matrix: a front-end whose
    /// storage order differs from the IR's (HLSL `column_major`) gives the
    /// member the transposed type and converts on load/store itself, so this
    /// is the one storage-order mechanism. Absent: MSL's own column stride.
    pub matrix_strides: IntSeqMap<(Handle<Type>, u32), MatrixLines>,
    /// Semantics of entry-point arguments/results, keyed by
    /// `(entry point index, struct type or None, member/argument index)`.
    pub semantics: SeqMap<(usize, Option<Handle<Type>>, u32), SemanticInfo>,
    /// The naga types (1D images) that stand for typed buffers, HLSL
    /// `Buffer<T>`/`RWBuffer<T>` and GLSL `samplerBuffer`/`imageBuffer`:
    /// Metal's `texture_buffer<T>` (MSL 2.1, below every version we target),
    /// whose texels the host gives as an `MTLBuffer` view, not a 1D texture
    /// limited to 16,384 texels.
    pub texel_buffer_types: IndexSet<Handle<Type>>,
    /// Private globals standing for a built-in value naga has no expression
    /// for (HLSL `WaveGetLaneIndex()` → `SubgroupInvocationId`,
    /// `WaveGetLaneCount()` → `SubgroupSize`). The writer declares each as an
    /// entry-point parameter with that built-in's attribute
    /// (`[[thread_index_in_simdgroup]]`…) instead of a local, and passes it to
    /// the helpers that read it like any lifted variable. The front-end never
    /// stores to them.
    pub builtin_globals: IntSeqMap<Handle<GlobalVariable>, naga::BuiltIn>,
    /// Private globals standing for a color attachment the fragment function
    /// reads (Vulkan subpass inputs: HLSL `SubpassInput`, GLSL
    /// `subpassInput` with `input_attachment_index` n): like
    /// `builtin_globals`, an entry parameter, here `[[color(n)]]` (Metal's
    /// framebuffer fetch).
    pub color_inputs: IntSeqMap<Handle<GlobalVariable>, u32>,
    /// GLSL's interpolated inputs (`interpolateAt*`): the stand-in global
    /// of each, with the name of its member in the entry function's input
    /// struct. The writer declares that input an `interpolant<T, …>` and the
    /// global a reference to it, lifted into every helper that uses it;
    /// `Intrinsic::Interpolate` on the global's value is a method of it.
    pub pull_inputs: IntSeqMap<Handle<GlobalVariable>, String>,
    /// Constant-buffer arrays split at their last element (the D3D
    /// array-tail trap, see `hlsl::lower::layout`): `(struct type, member
    /// index of the last element)` → length of the source array, whose other
    /// elements are the member just before (when the length is above 1).
    /// Reflection reports the pair as one array member.
    pub split_arrays: IntSeqMap<(Handle<Type>, u32), u32>,
    /// Functions a front-end synthesized to stand for a Metal operation naga
    /// has no expression for (see [`Intrinsic`]). Their bodies exist only to
    /// keep the module valid: the writer never prints them and spells every
    /// call as the operation. Resources reach them as arguments, so usage
    /// analysis and reflection see them at the call.
    pub intrinsic_functions: IntSeqMap<Handle<Function>, Intrinsic>,
    /// Raw GPU pointers (GLSL `buffer_reference`, HLSL `vk::RawBufferLoad`
    /// / `vk::RawBufferStore`): naga IR has no pointer made from an integer,
    /// so each pointee type has one stand-in global, an unbounded
    /// `binding_array<T>` in storage space that no host binds. Element
    /// `heap[address]`, with a 64-bit unsigned `address`, is the `T` at that
    /// device address: the writer spells it
    /// `(*reinterpret_cast<device T*>(address))`, and every member access,
    /// load, store and atomic through it is an ordinary storage access with
    /// `T`'s layout (the source's: std430/std140 for GLSL, D3D structured
    /// packing for HLSL). The stand-ins take no Metal index, are never
    /// parameters and are not reflected as resources.
    pub pointer_heaps: IntSeqMap<Handle<GlobalVariable>, PointerHeap>,
    /// SM 6.6 descriptor heaps (`ResourceDescriptorHeap[i]`,
    /// `SamplerDescriptorHeap[i]`): one stand-in global per element type, an
    /// unbounded `binding_array` in handle space that no host binds;
    /// `heap[i]` is element `i`. Only the `metal4-bindless` binding model
    /// spells them (`msl::bind`); under any other they are OSH5119. They take
    /// no Metal index, are never parameters and are not reflected as resources.
    pub descriptor_heaps: IntSeqMap<Handle<GlobalVariable>, DescriptorHeap>,
    /// GLSL buffer reference types (`layout(buffer_reference) buffer Node`
    /// makes `Node` one): a struct of one 64-bit `address` member, by naga
    /// type, with the block it points to. Reflection shows a member of such
    /// a type as a 64-bit address with the pointee's layout.
    pub pointer_types: IntSeqMap<Handle<Type>, PointerHeap>,
    /// Vertex entry points (by index) whose source writes no position: their
    /// naga result is a zero position only because naga's validator needs
    /// one; the writer makes them `void` vertex functions (Metal's form for
    /// a pipeline with rasterization off) and reflects no outputs.
    pub void_vertex: IntSet<usize>,
    /// Fragment entry points (by index) whose input sample mask is the
    /// coverage after the depth and stencil tests (GLSL
    /// `layout(post_depth_coverage) in;`): Metal's
    /// `[[sample_mask, post_depth_coverage]]`.
    pub post_depth_coverage: IntSet<usize>,
    /// Entry points (by index) that are mesh or object functions. Their naga
    /// stage is `Compute` (naga's own mesh model keeps the outputs in one
    /// struct of built-ins, which the HLSL and GLSL outputs do not fit):
    /// the IR entry function calls the shader's body as a helper that
    /// writes the workgroup globals named here, and the writer adds the
    /// Metal side (see [`MeshEntry`]).
    pub mesh_entries: IntMap<usize, MeshEntry>,
    /// Workgroup variables the source zero-initialises (GLSL's
    /// `shared T x = {};` of `GL_EXT_null_initializer`): Metal's threadgroup
    /// memory starts undefined, so the writer zeroes them at the start of
    /// every kernel that uses them, then synchronises the threadgroup.
    pub zeroed_workgroup: IntSet<Handle<GlobalVariable>>,
    /// GLSL `spirv_execution_mode(…, 4461, W)` (SignedZeroInfNanPreserve):
    /// the float widths whose math functions the writer spells with Metal's
    /// `precise::` variants (Metal has them for 32-bit floats only).
    pub preserve_float_widths: Vec<u8>,
    /// Span of each entry point's declaration, by entry point index.
    pub entry_spans: Vec<Span>,
    /// HLSL `[RootSignature("…")]` of an entry point (by index), with the
    /// attribute's span: the layout of the `msc` binding model.
    pub root_signatures: IntMap<usize, (crate::hlsl::rootsig::RootSignature, Span)>,
    /// Entry points (by index) that are stages of a tessellation pipeline:
    /// naga has no hull or domain stage, so a hull shader is a compute entry
    /// point and a domain shader a vertex one, and this says what they are
    /// (the buffer contract is `hlsl::lower::tess`'s).
    pub tessellation: IntMap<usize, Tessellation>,
    /// Compute entry points (by index) whose workgroup size a
    /// specialization constant sets along an axis (GLSL
    /// `local_size_x_id`, HLSL `[numthreads(C, …)]` with `C` a
    /// `vk::constant_id` constant): naga's `workgroup_size` holds the
    /// constant's default, Metal's threadgroup size is the host's at
    /// dispatch, and reflection names the constant of each such axis.
    pub workgroup_size_constants: IntMap<usize, [Option<naga::Handle<naga::Override>>; 3]>,
    /// 64-bit integer specialization constants (GLSL `const int64_t` with a
    /// `constant_id`), which naga's overrides cannot hold: the override is
    /// the 32-bit integer of the same signedness, every read of it is
    /// widened to this 64-bit scalar, and the writer declares the function
    /// constant with this type (`long`/`ulong`), so a host may set any
    /// 64-bit value.
    pub wide_overrides: IntMap<naga::Handle<naga::Override>, naga::Scalar>,
    /// Mesh entry points (by index) that emulate a geometry shader (the
    /// contract is `hlsl::lower::geometry`'s): what the host needs to draw them.
    pub geometry: IntMap<usize, Geometry>,
    /// Names of specialization constants as written (naga overrides carry
    /// their name too; this keeps the source spelling when it differs).
    pub notes: Vec<String>,
}

/// Which SM 6.6 heap a stand-in global is (see [`SideInfo::descriptor_heaps`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DescriptorHeap {
    /// `ResourceDescriptorHeap`: textures, from the texture view pool.
    Resource,
    /// `SamplerDescriptorHeap`: samplers, from the sampler array.
    Sampler,
}

/// A pointer stand-in global (see [`SideInfo::pointer_heaps`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointerHeap {
    /// The naga type an address points to.
    pub pointee: Handle<Type>,
    /// The alignment in bytes the source promises for the addresses
    /// (`buffer_reference_align`, the `alignment` of `vk::RawBufferLoad`).
    pub align: u32,
}

/// One stage of a tessellation pipeline (see `SideInfo::tessellation`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tessellation {
    pub role: TessRole,
    pub domain: TessDomain,
    /// `integer`, `fractional_even`, `fractional_odd` or `pow2` (the hull
    /// shader's `[partitioning]`, GLSL's spacing); `None` in a domain shader.
    pub partitioning: Option<String>,
    /// Winding of the output triangles: `true` clockwise (the hull shader's
    /// `[outputtopology]`, GLSL's `cw`/`ccw`); `None` in a domain shader.
    pub clockwise: Option<bool>,
    /// A hull shader whose `[outputtopology("line")]` Metal draws as the
    /// wireframe of its triangles (OSH5220).
    pub lines: bool,
    /// Control points each patch has on the way in (the hull shader's
    /// `InputPatch` size) and on the way out (`[outputcontrolpoints]`, the
    /// domain shader's `OutputPatch` size); 0 when the source does not say.
    pub input_points: u32,
    pub output_points: u32,
    /// The buffers between the stages, each a global of the module.
    pub buffers: Vec<(TessBuffer, Handle<GlobalVariable>)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum TessRole {
    /// The hull shader as a kernel: one threadgroup per patch, one thread
    /// per output control point.
    Hull,
    /// The domain shader as a post-tessellation vertex function.
    Domain,
    /// A vertex shader as a kernel (`Options::vertex_as_kernel`): one
    /// thread per vertex, writing the hull kernel's input control points.
    Vertex,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TessDomain {
    Triangle,
    Quad,
}

impl TessDomain {
    /// Metal's spelling, as in `[[patch(triangle, 3)]]`.
    pub const fn as_str(self) -> &'static str {
        match self {
            TessDomain::Triangle => "triangle",
            TessDomain::Quad => "quad",
        }
    }
}

/// A mesh or object entry point (see [`SideInfo::mesh_entries`]).
///
/// The entry function of the IR calls the body once; before the call the
/// writer zeroes the counts (and the grid size) from thread 0, after it a
/// threadgroup barrier makes the body's writes visible, and the threads
/// copy the staged outputs into Metal's `mesh` object (`set_vertex`,
/// `set_index`, `set_primitive`, thread 0 `set_primitive_count`), or thread
/// 0 sets the mesh grid size of an object function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeshEntry {
    pub stage: crate::options::Stage,
    /// The payload: in an object function the workgroup global that
    /// `DispatchMesh` passes on, in a mesh function the one standing for
    /// `in payload` (never stored to). The writer declares it as the
    /// `object_data` parameter `[[payload]]` instead of a `threadgroup`
    /// local, and helpers take it as an `object_data` reference.
    pub payload: Option<Handle<GlobalVariable>>,
    /// Object functions: the workgroup `vec3<u32>` `DispatchMesh` stores
    /// the mesh grid size into.
    pub grid: Option<Handle<GlobalVariable>>,
    /// Mesh functions: the staged outputs.
    pub mesh: Option<MeshOutputs>,
}

/// A mesh function that emulates a geometry shader (see [`SideInfo::geometry`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// `point`, `line`, `triangle`, `lineadj` or `triangleadj`.
    pub input_primitive: &'static str,
    /// Records of the input buffer per primitive.
    pub vertices_per_primitive: u32,
    /// `[maxvertexcount(N)]`.
    pub max_vertices: u32,
    /// `[instance(N)]`, else 1: the mesh grid's height.
    pub instances: u32,
    pub topology: MeshTopology,
    /// The `StructuredBuffer` of input vertex records (none when the
    /// shader reads no per-vertex input).
    pub input_buffer: Option<Handle<GlobalVariable>>,
    /// Whether the output vertex has a position (else it is zero, OSH5219).
    pub writes_position: bool,
}

/// The outputs of a mesh function, staged in workgroup globals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeshOutputs {
    pub topology: MeshTopology,
    pub max_vertices: u32,
    pub max_primitives: u32,
    /// `array<V, max_vertices>`: what `out vertices` writes.
    pub vertices: Handle<GlobalVariable>,
    /// `array<vecN<u32>, max_primitives>` (a `u32` array for points).
    pub indices: Handle<GlobalVariable>,
    /// `array<P, max_primitives>` when the shader has `out primitives`.
    pub primitives: Option<Handle<GlobalVariable>>,
    /// `vec2<u32>`: the vertex and primitive counts `SetMeshOutputCounts` set.
    pub counts: Handle<GlobalVariable>,
    /// The members of Metal's vertex struct, each a leaf of `V`.
    pub vertex_attributes: Vec<MeshAttribute>,
    /// The members of Metal's primitive struct, each a leaf of `P`.
    pub primitive_attributes: Vec<MeshAttribute>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MeshTopology {
    Point,
    Line,
    Triangle,
}

impl MeshTopology {
    /// Indices per primitive.
    pub const fn corners(self) -> u32 {
        match self {
            MeshTopology::Point => 1,
            MeshTopology::Line => 2,
            MeshTopology::Triangle => 3,
        }
    }

    /// Metal's `topology::` case, and reflection's name.
    pub const fn as_str(self) -> &'static str {
        match self {
            MeshTopology::Point => "point",
            MeshTopology::Line => "line",
            MeshTopology::Triangle => "triangle",
        }
    }
}

/// What a buffer between the tessellation stages holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TessBuffer {
    /// The hull kernel's input: `inputPoints` control points per patch.
    InputControlPoints,
    /// The hull kernel's output and the domain function's input:
    /// `outputPoints` control points per patch.
    OutputControlPoints,
    /// The patch-constant function's result, one per patch.
    PatchData,
    /// `MTLTriangleTessellationFactorsHalf` / `MTLQuadTessellationFactorsHalf`,
    /// one per patch: what the host passes to `setTessellationFactorBuffer`.
    TessFactors,
    /// The vertex kernel's input, one record per vertex.
    VertexInput,
    /// The vertex kernel's vertex count (a constant buffer of one `uint`).
    VertexCount,
}

impl TessBuffer {
    pub const fn as_str(self) -> &'static str {
        match self {
            TessBuffer::InputControlPoints => "inputControlPoints",
            TessBuffer::OutputControlPoints => "outputControlPoints",
            TessBuffer::PatchData => "patchData",
            TessBuffer::TessFactors => "tessFactors",
            TessBuffer::VertexInput => "vertexInput",
            TessBuffer::VertexCount => "vertexCount",
        }
    }
}

/// One member of a mesh function's vertex or primitive struct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeshAttribute {
    /// Member (struct) or element (array, matrix row) indices from the
    /// staged element down to the leaf.
    pub path: Vec<u32>,
    pub name: String,
    /// The leaf's type.
    pub ty: Handle<Type>,
    /// The Metal attribute without brackets: `position`, `user(COLOR0)`,
    /// `primitive_id`, `render_target_array_index`, `primitive_culled`,
    /// `point_size`, `clip_distance`.
    pub attribute: String,
    /// HLSL semantic as written; `None` for GLSL.
    pub semantic: Option<String>,
}

/// Where an `Intrinsic::Interpolate` evaluates its input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum InterpolateAt {
    Centroid,
    Sample,
    Offset,
}

/// What a call of a synthesized function (`SideInfo::intrinsic_functions`) means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intrinsic {
    /// `(texture, sampler, coordinate) -> f32`: the level of detail a
    /// sample at `coordinate` selects, clamped to the texture's mip range or
    /// not (MSL `calculate_clamped_lod` / `calculate_unclamped_lod`; HLSL
    /// `CalculateLevelOfDetail[Unclamped]`, GLSL `textureQueryLod`).
    CalculateLod { clamped: bool },
    /// `(texture, coordinate[, array layer], value[, desired]) -> T`: an
    /// atomic on a texel of an `int`/`uint` read-write texture (MSL 3.1),
    /// giving the texel's original value. The coordinate and layer are
    /// unsigned. For `CompareExchange`, `value` is the comparand and
    /// `desired` the value stored when they are equal (HLSL `Interlocked*`
    /// on a texel, GLSL `imageAtomic*`).
    TextureAtomic { op: TextureAtomicOp, arrayed: bool },
    /// `(texture, coordinate[, array layer], value)`: a store to a texel of
    /// a texture that is a function's parameter (naga's `ImageStore` takes
    /// only a global): `texture.write(value, coordinate[, layer])`. The
    /// coordinate and layer are unsigned; the value has four components.
    ImageStore { arrayed: bool },
    /// `() -> bool`: whether the fragment's thread is a helper thread, one
    /// that runs for derivatives only or was discarded (MSL
    /// `simd_is_helper_thread()`; GLSL `gl_HelperInvocation`,
    /// `helperInvocationEXT()`).
    HelperThread,
    /// `(uint sample) -> float2`: a sample's position within the pixel, in
    /// [0, 1) (MSL `get_sample_position`; GLSL `gl_SamplePosition`).
    SamplePosition,
    /// `(texture, sampler, coordinate[, array layer][, compare value][, level | bias |
    /// gradient x, gradient y][, offset]) -> vec<T, 4>`: a sample of an
    /// `int`/`uint` texture, which Metal has and naga IR's `ImageSample`
    /// does not (it samples only float textures): `texture.sample(sampler,
    /// coordinate[, layer][, level(l) | bias(b) | gradient*(x, y)][, offset])`.
    /// With `compare`, a depth texture's comparison at an explicit level,
    /// with a bias or with gradients (naga IR compares at level 0 or an
    /// implicit level only), a `float`: `texture.sample_compare(sampler,
    /// coordinate[, layer], compare value, level(l) | bias(b) | gradient*(x, y)[, offset])`.
    /// The layer is unsigned; `dim` picks the gradient's spelling, and a 1D
    /// texture (one level in Metal) takes no level argument.
    /// `clamp`: a `float` after the level arguments, the smallest mip level
    /// the sample may use (`min_lod_clamp(c)`, MSL 2.2; HLSL's clamp argument
    /// of `Sample`/`SampleBias`/`SampleGrad`), for float textures too.
    Sample { dim: naga::ImageDimension, arrayed: bool, lod: SampleLod, offset: bool, compare: bool, clamp: bool },
    /// `() -> bool`: whether this invocation is a helper (HLSL
    /// `IsHelperLane`): `simd_is_helper_thread()`
    /// in a fragment function, `false` in every other stage (which has no
    /// helper invocations).
    IsHelperLane,
    /// `(bool) -> bool`: whether the value is true in all (or any) of the
    /// quad's active threads: MSL `quad_all` / `quad_any` (HLSL
    /// `QuadAll`/`QuadAny`, GLSL `subgroupQuadAll`/`subgroupQuadAny`), in
    /// fragment and kernel functions (`hlsl::lower::stages`).
    QuadVote { all: bool },
    /// `(texture, uint2 coordinate, uint face[, uint array]) -> vec<T, 4>`:
    /// a texel of a read-write cube texture (GLSL `imageLoad` on
    /// `imageCube`/`imageCubeArray`; naga IR loads from no cube texture):
    /// `texture.read(coordinate, face[, array])`.
    CubeRead { arrayed: bool },
    /// `(texture, uint2 coordinate, uint face[, uint array], vec<T, 4>
    /// value)`: the store of a texel of a read-write cube texture (GLSL
    /// `imageStore`): `texture.write(value, coordinate, face[, array])`.
    CubeWrite { arrayed: bool },
    /// `(T value[, uint sample | float2 offset]) -> T`: pull-model
    /// interpolation of a fragment input (MSL 2.3 `interpolant<T, …>`):
    /// `value` is always the entry function's argument of that input, which
    /// the writer declares as an interpolant and reads with
    /// `interpolate_at_centroid()`, `interpolate_at_sample(sample)` or
    /// `interpolate_at_offset(offset)` (the offset from the pixel's
    /// upper-left corner, in pixels). HLSL `EvaluateAttribute*`.
    Interpolate { at: InterpolateAt },
    /// An operation of an inline ray query (HLSL `RayQuery<F>`, GLSL
    /// `rayQueryEXT`) on Metal's `intersection_query` (MSL 2.4): the first
    /// argument is the query, a pointer to a `RayQuery` local, so queries
    /// pass to helpers and sit in arrays, which naga's `Statement::RayQuery`
    /// (a local variable of the function only) does not allow.
    RayQuery(RayQueryOp),
}

/// The operation of an [`Intrinsic::RayQuery`] after its query argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RayQueryOp {
    /// `(query, structure, uint flags, uint mask, float3 origin, float tmin,
    /// float3 direction, float tmax)`: `query.reset(ray(origin, direction,
    /// tmin, tmax), structure, mask, params)`, the parameters made from the
    /// D3D/Vulkan ray flags by a support function.
    Reset,
    /// `(query) -> bool`: `query.next()`.
    Proceed,
    /// `(query)`: `query.abort()`.
    Abort,
    /// `(query)`: `query.commit_triangle_intersection()`.
    CommitTriangle,
    /// `(query, float t)`: `query.commit_bounding_box_intersection(t)`.
    CommitProcedural,
    /// `(query) -> T`: a value of the committed or the candidate
    /// intersection, or of the ray.
    Get { value: RayQueryValue, committed: bool },
}

/// What an [`RayQueryOp::Get`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RayQueryValue {
    /// `uint`: committed `0` none, `1` triangle, `2` procedural; candidate
    /// `0` triangle, `1` procedural (the D3D and Vulkan numbering).
    Kind,
    RayT,
    InstanceIndex,
    InstanceId,
    GeometryIndex,
    PrimitiveIndex,
    Barycentrics,
    FrontFace,
    ObjectRayOrigin,
    ObjectRayDirection,
    /// `float4x3` (four rows of three in HLSL's reading; Metal's transform).
    ObjectToWorld4x3,
    /// `float3x4`: the transform's transpose.
    ObjectToWorld3x4,
    WorldToObject4x3,
    WorldToObject3x4,
    /// Whether the candidate is a non-opaque bounding box (candidate only).
    NonOpaqueProcedural,
    WorldRayOrigin,
    WorldRayDirection,
    RayTMin,
}

/// The level of detail of an [`Intrinsic::Sample`]: which arguments follow
/// the coordinate (and layer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SampleLod {
    /// Implicit (fragment functions only): no argument.
    Auto,
    /// Level 0: no argument, `level(0.0f)` printed.
    Zero,
    /// `level(l)`: one argument.
    Exact,
    /// `bias(b)`: one argument.
    Bias,
    /// `gradient*(x, y)`: two arguments.
    Gradient,
}

/// The operation of an [`Intrinsic::TextureAtomic`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TextureAtomicOp {
    Add,
    And,
    Or,
    Xor,
    Min,
    Max,
    Exchange,
    CompareExchange,
}

/// A function of the module: a helper or an entry point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FunctionRef {
    Helper(Handle<Function>),
    Entry(usize),
}

/// Helpers first, by handle, then entry points by index (the derived order).
impl crate::ordered::IntKey for FunctionRef {
    const BITS: u32 = 65;
    fn code(&self) -> u128 {
        match *self {
            FunctionRef::Helper(h) => h.index() as u128,
            FunctionRef::Entry(i) => (1 << 64) | i as u128,
        }
    }
}
