//! Lowering: [`Ast`] → `naga::Module` + [`SideInfo`], checking as it goes.
//!
//! Accepts any tree the parser produced (error nodes are skipped silently:
//! the parser reported them). Walks the tree once, resolving names and
//! types with the rules of [`crate::hlsl::check`], and reports OSH3xxx and
//! OSH51xx diagnostics. Guarantees: when it reports no error, the module is
//! one naga's validator accepts (anything else is our bug, OSH4001); no
//! input makes it panic; its recursion follows the tree, whose depth the
//! parser bounded, and function calls, whose chain depth is bounded here.
//!
//! Passes, in order: hull and domain shaders rewritten into compute and
//! vertex entry points ([`tess`]) → declarations (structs, typedefs, enums) → buffer usage
//! (which structs need D3D constant-buffer packing, which variables are used
//! atomically, which textures are sampled with comparison) → globals
//! (resources, constants, `$Globals`) → entry points, each lowering the
//! helper functions it reaches on first call.
//!
//! Matrices: HLSL `floatRxC` is naga `Matrix { columns: R, rows: C }`, so
//! `m[i]` is row i and `mul(a, b)` is naga `b * a` (DESIGN §3). A matrix
//! stored column-major in memory (the HLSL default in buffers) has the
//! transposed naga type there, and every load and store through it
//! transposes; nothing is recorded in `SideInfo::matrix_orders` because the
//! IR already says it.
//!
//! Buffer layouts: naga holds the true D3D offsets (the pipeline validates
//! HLSL modules without naga's WGSL alignment rules), except where a member
//! packs into the unused tail of an array, matrix or struct before it: naga
//! forbids the overlap, so such a member (and every one after it) moves to
//! the first free offset in the IR and `SideInfo::struct_layouts` keeps the
//! true offsets for the writer and reflection. That is decided in
//! [`layout`] only.

mod buffer_pointer;
mod compound;
pub(crate) mod entry;
mod expr;
mod func;
mod geometry;
mod globals;
mod heap;
mod intrinsics;
pub mod layout;
mod link;
mod mesh;
mod methods;
mod pointer;
mod precise;
mod ray_query;
mod resource_structs;
mod stages;
mod stmt;
mod synth;
mod templates;
mod tess;
mod types;

use super::ast::*;
use super::check::Ty;
use crate::diag::{Code, Diagnostic, codes};
use crate::front::Lowered;
use crate::front::build::ModuleBuilder;
use crate::options::Options;
use crate::ordered::{IntMap, IntSet, OrdMap, OrdSet};
use crate::side::SideInfo;
use crate::source::Span;
use naga::Handle;

pub use expr::Val;
pub use intrinsics::SUGGESTED_INTRINSICS;

/// Bound on the chain of helper functions lowered on demand.
const MAX_CALL_DEPTH: u32 = 32;

/// Bound on structs nested in structs: building a naga type, its layout and
/// its MSL spelling recurse once per level (OSH2003 past it).
const MAX_STRUCT_DEPTH: u32 = 32;

/// A struct type of the source.
#[derive(Clone, Debug)]
pub struct StructDef {
    pub name: String,
    pub members: Vec<MemberDef>,
    /// How the struct is laid out in memory (constant-buffer packing when it
    /// is used in a constant buffer, else D3D structured packing).
    pub cbuffer_layout: bool,
    /// Laid out in GLSL's scalar layout (used in a `layout(scalar)` block,
    /// and in no block of another layout).
    pub scalar_layout: bool,
    /// Used in any buffer (its column-major matrices are stored transposed).
    pub host: bool,
    pub naga: Option<Handle<naga::Type>>,
    pub span: Span,
    /// 1 plus the deepest struct among the members (see [`MAX_STRUCT_DEPTH`]).
    pub depth: u32,
    /// A GLSL buffer reference type (see `pointer`): the struct is its
    /// 64-bit address.
    pub reference: Option<Reference>,
    /// The bit fields (`uint a : 4;`), in declaration order; each lives in
    /// a storage member of `members` (see `BitField`).
    pub bitfields: Vec<BitField>,
}

/// A bit field of a struct (HLSL 2021). Consecutive bit fields of one
/// integer type share a storage member of that type while they fit, the
/// first in the lowest bits, as DXC lays them out (a field of another type,
/// or one that does not fit, starts a new member; any other member ends
/// the run). The storage member is named after its fields joined by `_`
/// plus `_bits`; reading a field extracts its bits (sign-extended for a
/// signed type), writing one inserts them, so the struct's bytes are DXC's.
#[derive(Clone, Debug)]
pub struct BitField {
    pub name: String,
    /// Index of the storage member in `StructDef::members`.
    pub member: usize,
    /// The lowest bit and the number of bits.
    pub offset: u32,
    pub width: u32,
    /// The declared type, an integer scalar (also the storage member's).
    pub ty: Ty,
}

/// What a GLSL buffer reference type points to (`pointer`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reference {
    /// The struct of the block, by name (it may be defined after the
    /// reference type is declared).
    pub pointee: String,
    /// `buffer_reference_align` (16 by default); 0 is `alignof` the pointee
    /// (HLSL `vk::BufferPointer<T>` without an alignment).
    pub align: u32,
    /// The block is `readonly`.
    pub readonly: bool,
    /// The block is laid out std140 (else std430, or scalar).
    pub std140: bool,
    /// The block is laid out in the scalar layout (`layout(scalar)`).
    pub scalar: bool,
    /// The pointee is the stand-in `{ T value; }` of an HLSL
    /// `vk::BufferPointer<T>` whose `T` is no struct: `Get()` is its member.
    pub wrapped: bool,
    /// An HLSL `vk::BufferPointer<T, A>` as the source spells it, for
    /// messages.
    pub spelled: Option<String>,
}

#[derive(Clone, Debug)]
pub struct MemberDef {
    pub name: String,
    pub ty: Ty,
    pub semantic: Option<(String, Span)>,
    pub interpolation: Vec<String>,
    /// The member's matrix (or matrix array) is stored column-major.
    pub column_major: bool,
    pub precise: bool,
    pub span: Span,
    /// GLSL `layout(offset = N)` on a block member: the byte offset, and
    /// where the qualifier was written.
    pub offset: Option<(u32, Span)>,
    /// GLSL `layout(align = N)` on a block member (or its block).
    pub align: Option<(u32, Span)>,
}

/// What a global name refers to.
#[derive(Clone, Debug)]
pub enum GlobalSym {
    /// A global variable (resource, groupshared, static, cbuffer block).
    Var { handle: Handle<naga::GlobalVariable>, ty: Ty, transposed: bool },
    /// A member of a cbuffer (or `$Globals`), reachable by its bare name.
    Member { block: Handle<naga::GlobalVariable>, map: layout::MemberMap, ty: Ty, transposed: bool },
    /// A compile-time constant (naga `Constant`).
    Const { handle: Handle<naga::Constant>, ty: Ty, value: Option<globals::ConstVal> },
    /// A specialization constant (naga `Override`).
    Override { handle: Handle<naga::Override>, ty: Ty },
    /// An array of `ConstantBuffer<T>`: one uniform buffer per element
    /// (Metal has no arrays of buffers outside argument buffers); `ty` is `T`.
    /// An array of constant buffers, one global per element; `dims` are
    /// the declared dimensions (`cb[2][4]`: 8 globals, row by row).
    BufferArray { handles: Vec<Handle<naga::GlobalVariable>>, ty: Ty, dims: Vec<u32> },
}

/// A helper lowered for the buffers of a call: function, overload and
/// (parameter, global index) pairs, spelt `f\0overload\0p,g;p,g;` (a
/// String key shares the ordered maps' String tree; only lookups use it).
pub fn spec_key(name: &str, overload: usize, bound: impl Iterator<Item = (usize, usize)>) -> String {
    use std::fmt::Write;
    let mut key = format!("{name}\0{overload}\0");
    for (p, g) in bound {
        let _ = write!(key, "{p},{g};");
    }
    key
}

/// A user function overload.
#[derive(Clone, Debug)]
pub struct FnInfo {
    pub decl: FunctionDecl,
    pub params: Vec<(Ty, InOut)>,
    pub ret: Ty,
    pub lowered: Option<Handle<naga::Function>>,
    /// The helper uses the entry point's lane index/count (wave intrinsics)
    /// and receives them as extra arguments.
    pub in_progress: bool,
}

pub struct Lower<'a> {
    pub opts: &'a Options,
    pub b: ModuleBuilder,
    pub side: SideInfo,
    pub diags: Vec<Diagnostic>,
    pub structs: Vec<StructDef>,
    pub struct_names: OrdMap<String, usize>,
    pub typedefs: OrdMap<String, Ty>,
    /// `typedef struct S T;` before `S` is declared: (`S`, `T`), for
    /// `declare_struct` to complete.
    forward_typedefs: Vec<(String, String)>,
    pub globals: OrdMap<String, GlobalSym>,
    pub functions: OrdMap<String, Vec<FnInfo>>,
    /// Global variables used with `Interlocked*`: their integer leaves are atomic.
    pub atomic_roots: OrdSet<String>,
    /// GLSL: the names that end the destination of an atomic operation
    /// (`ssbo.total` gives `total`, a `shared` variable its own name): in an
    /// atomic root, the 32-bit float leaves of such members are atomic too
    /// (`atomic_ty`), for GL_EXT_shader_atomic_float; other float members
    /// stay plain, so a block of counters and data needs no float atomics.
    pub float_atomic_members: OrdSet<String>,
    /// GLSL: variables and members whose vector components are atomics'
    /// destinations (`atomicAdd(b.counts.y, 1)`): their integer vectors are
    /// arrays of atomics in the atomic twin (`atomic_leaves_ty`), read and
    /// written component by component (`Storage::Components`).
    pub atomic_vector_members: OrdSet<String>,
    /// Textures sampled with comparison: depth textures.
    pub depth_textures: OrdSet<String>,
    /// Structs of GLSL storage blocks declared as arrays (`buffer B { … }
    /// b[4];`): like a runtime-tailed block's, each buffer is one such
    /// struct, its only element `[0]` (naga's binding arrays of storage
    /// buffers hold structs).
    pub whole_blocks: IntSet<usize>,
    /// Global `string` variables (`const string s = "…";`), which DXC
    /// accepts only to pass to `printf`: dropped, their names kept so that
    /// a use says what they are.
    pub string_globals: OrdSet<String>,
    /// The fragment inputs of the entry functions lowered so far
    /// (`entry::EntryInput`).
    pub entry_inputs: Vec<entry::EntryInput>,
    /// The pull-model interpolation warning (OSH5233) was given.
    pub pull_model_warned: bool,
    /// D3D's standard sample positions (`GetSamplePosition`), made once.
    pub sample_positions: Option<Handle<naga::Constant>>,
    /// Names passed as arguments of user functions: a GLSL `readonly` or
    /// `writeonly` image among them keeps the read-write type, which is the
    /// only one a function parameter has (naga counts passing an image as
    /// reading it).
    pub passed_to_functions: OrdSet<String>,
    /// Texture parameters sampled with a comparison: (function, parameter
    /// index), by `ordered::pair_key`.
    pub depth_params: OrdSet<String>,
    /// Names of the subpass-input globals (`s.SubpassLoad()` reads them).
    pub subpass_inputs: OrdSet<String>,
    /// Names called from another function's body (those are helpers, not
    /// entry points, whatever their attributes).
    pub called_fns: OrdSet<String>,
    /// Storage textures / buffers written anywhere.
    pub written: OrdSet<String>,
    pub call_depth: u32,
    pub binding_counter: u32,
    /// `(group, binding)` pairs taken by `vk::binding`.
    pub explicit_bindings: IntSet<(u32, u32)>,
    /// The namespace (or struct, for its methods) of the item being
    /// lowered, `A::B` without a trailing `::`: unqualified names are looked
    /// up there first, then in each enclosing one (`scoped_name`).
    pub namespace: String,
    /// Hidden counter buffers of Append/Consume buffers.
    pub counters: crate::seqmap::IntSeqMap<Handle<naga::GlobalVariable>, Handle<naga::GlobalVariable>>,
    /// Below MSL 3.1: the buffer that carries each storage texture's
    /// atomics (`Lower::texture_atomic_place`), and the function constant
    /// of the row alignment that places texels in it.
    pub texture_atomic_buffers: IntMap<Handle<naga::GlobalVariable>, Handle<naga::GlobalVariable>>,
    pub texture_atomic_alignment: Option<Handle<naga::Override>>,
    /// Values of `const` scalars, known before the globals exist (array sizes).
    pub const_values: OrdMap<String, globals::ConstVal>,
    /// The values of `static const` arrays with constant initializers (GLSL
    /// global `const` arrays), whose elements a texel offset may name
    /// (`Lower::const_array_element`).
    pub const_arrays: IntMap<Handle<naga::GlobalVariable>, (Ty, globals::ConstVal)>,
    /// Initial values of non-`const` statics with constant initializers: a
    /// later static's initializer may read them (DXC runs the initializers in
    /// order before the entry point, when nothing can have changed them).
    pub static_inits: OrdMap<String, globals::ConstVal>,
    /// Evaluating a static global's initializer (`static_inits` readable).
    pub in_static_init: bool,
    /// Defaults of the specialization constants: only an array size reads
    /// them (Metal has no specializable array length, so the default sizes
    /// the array). Any other constant expression that reads a specialization
    /// constant is not constant: folding it with the default would ignore the
    /// value the host specializes.
    pub spec_defaults: OrdMap<String, globals::ConstVal>,
    /// Evaluating an array size (`spec_defaults` readable).
    pub in_array_size: bool,
    /// Set when an array size read a specialization constant's default.
    pub spec_default_read: std::cell::Cell<bool>,
    /// Static globals whose initializer is not a constant, in declaration
    /// order: each entry point stores them first (`init_runtime_statics`),
    /// each initializer seeing the names of its variable's namespace (the
    /// variable's qualified name is the last field).
    pub runtime_statics: Vec<(Handle<naga::GlobalVariable>, Ty, crate::hlsl::ast::Expr, String)>,
    /// Helpers lowered for the buffers they were called with: (function,
    /// overload, (parameter, global index) pairs) → the naga function.
    pub specialized: OrdMap<String, Handle<naga::Function>>,
    /// Lowering a tree from the GLSL front-end.
    pub glsl: bool,
    /// GLSL's type rules (when `glsl`): conversions, operators, type names.
    pub glsl_rules: crate::glsl::Rules,
    /// Structs used both in constant buffers (their own naga type) and in
    /// structured buffers (a twin type with structured packing), with the twin.
    pub both_layouts: IntSet<usize>,
    /// GLSL structs laid out by another block's rules that a `scalar` block
    /// holds too: that block stores the scalar-layout twin
    /// (`types::scalar_twin_ty`), built on first use.
    pub scalar_both: OrdMap<usize, Option<Handle<naga::Type>>>,
    /// Structured buffers whose matrix elements are row-major (HLSL's
    /// `row_major`: `StructuredBuffer<row_major float4x4>`, `-Zpr`, `#pragma
    /// pack_matrix(row_major)`): their elements are stored untransposed.
    pub row_major_buffers: IntSet<naga::Handle<naga::GlobalVariable>>,
    /// Struct and function templates by name, and the instances made so far.
    pub templates: OrdMap<String, Vec<TemplateDecl>>,
    pub template_instances: usize,
    pub twins: IntMap<usize, Handle<naga::Type>>,
    /// GLSL structs as a `layout(row_major)` block member stores them: by
    /// struct index, the index of its twin whose matrices are row-major.
    pub row_major_structs: IntMap<usize, usize>,
    /// Synthesized stand-ins of Metal operations, by (texture, sampler, clamped).
    pub synthesized: crate::seqmap::SeqMap<synth::SynthKey, Handle<naga::Function>>,
    /// Vertex outputs and fragment inputs of the entry points lowered so far.
    pub varyings: Vec<link::Varying>,
    /// Every name at global scope (variables, constants, resources, members
    /// of constant buffers) with the span of its declaration.
    pub defined: OrdMap<String, Span>,
    /// Names reported as defined twice.
    pub redefined: OrdSet<String>,
    /// The pointer stand-in globals (`SideInfo::pointer_heaps`) by pointee
    /// naga type and read-only-ness.
    pub pointer_heaps: crate::seqmap::IntSeqMap<(Handle<naga::Type>, bool), Handle<naga::GlobalVariable>>,
    /// The descriptor-heap stand-ins (`SideInfo::descriptor_heaps`) by element type.
    pub descriptor_heaps: crate::seqmap::IntSeqMap<Handle<naga::Type>, Handle<naga::GlobalVariable>>,
    /// The types `vk::RawBufferLoad<T>`/`vk::RawBufferStore<T>` name: their
    /// structs are laid out for buffers.
    pub raw_buffer_types: Vec<TypeExpr>,
    /// The entry points generated for hull and domain shaders, by name
    /// (see [`tess`]).
    pub tess: OrdMap<String, tess::Pending>,
    /// The mesh entry points generated for geometry shaders, by name
    /// (see [`geometry`]).
    pub geometry: OrdMap<String, geometry::Pending>,
    /// Lowering a domain shader's entry point (its `SV_DomainLocation` and
    /// `SV_PrimitiveID` are inputs).
    pub in_domain: bool,
    /// Set while the body of a mesh or amplification shader is lowered.
    pub mesh: Option<mesh::MeshCtx>,
    /// Spans of the barriers the source wrote without group sync (emitted
    /// as full barriers, see OSH5202): the stage check tells them apart.
    pub memory_only_barriers: IntSet<(u32, u32)>,
    /// Struct members whose IR form cannot hold their buffer layout
    /// (`layout::has_spread_scalar_lines`), by struct type and naga index.
    pub spread_members: IntSet<(Handle<naga::Type>, u32)>,
}

/// Lower a parsed tree.
pub fn lower(ast: Ast, opts: &Options) -> (Option<Lowered>, Vec<Diagnostic>) {
    let mut l = Lower {
        opts,
        b: ModuleBuilder::default(),
        side: SideInfo::default(),
        diags: Vec::new(),
        structs: Vec::new(),
        struct_names: OrdMap::new(),
        typedefs: OrdMap::new(),
        forward_typedefs: Vec::new(),
        globals: OrdMap::new(),
        functions: OrdMap::new(),
        atomic_roots: OrdSet::new(),
        float_atomic_members: OrdSet::new(),
        atomic_vector_members: OrdSet::new(),
        depth_textures: OrdSet::new(),
        whole_blocks: IntSet::new(),
        string_globals: OrdSet::new(),
        entry_inputs: Vec::new(),
        pull_model_warned: false,
        sample_positions: None,
        passed_to_functions: OrdSet::new(),
        depth_params: OrdSet::new(),
        subpass_inputs: OrdSet::new(),
        called_fns: OrdSet::new(),
        written: OrdSet::new(),
        call_depth: 0,
        binding_counter: 0,
        explicit_bindings: IntSet::new(),
        namespace: String::new(),
        const_values: OrdMap::new(),
        const_arrays: IntMap::new(),
        static_inits: OrdMap::new(),
        in_static_init: false,
        spec_defaults: OrdMap::new(),
        in_array_size: false,
        spec_default_read: std::cell::Cell::new(false),
        runtime_statics: Vec::new(),
        specialized: OrdMap::new(),
        counters: crate::seqmap::IntSeqMap::new(),
        texture_atomic_buffers: IntMap::new(),
        texture_atomic_alignment: None,
        glsl: ast.dialect == crate::syntax::Dialect::Glsl,
        glsl_rules: ast.glsl_rules,
        synthesized: crate::seqmap::SeqMap::new(),
        both_layouts: IntSet::new(),
        scalar_both: OrdMap::new(),
        row_major_buffers: IntSet::new(),
        templates: OrdMap::new(),
        template_instances: 0,
        twins: IntMap::new(),
        row_major_structs: IntMap::new(),
        varyings: Vec::new(),
        defined: OrdMap::new(),
        redefined: OrdSet::new(),
        pointer_heaps: crate::seqmap::IntSeqMap::new(),
        descriptor_heaps: crate::seqmap::IntSeqMap::new(),
        raw_buffer_types: Vec::new(),
        tess: OrdMap::new(),
        geometry: OrdMap::new(),
        in_domain: false,
        mesh: None,
        memory_only_barriers: IntSet::new(),
        spread_members: IntSet::new(),
    };
    let (items, diags) = methods::desugar(flatten_items(ast.items));
    l.diags.extend(diags);
    let items = l.drop_string_globals(items);
    let items = l.expand_tessellation(items);
    let items = l.expand_geometry(items);
    let (items, diags) = resource_structs::flatten(items);
    l.diags.extend(diags);
    l.collect_templates(&items);
    l.scan_usage(&items);
    l.declarations(&items);
    l.mark_host_structs(&items);
    l.globals_pass(&items);
    l.collect_functions(&items);
    l.entry_points(&items);
    l.check_stage_operations();
    l.record_pointer_types();
    l.propagate_precise();
    l.unshare_bindings();
    l.side.source_bindings = l.explicit_bindings.clone();
    let errors = l.diags.iter().any(Diagnostic::is_error);
    let lowered = (!errors).then(|| Lowered { module: l.b.module, side: l.side });
    (lowered, l.diags)
}

/// The namespace an item named `name` is declared in: `A::B` of `A::B::f`,
/// empty at the top level.
pub(super) fn scope_of(name: &str) -> &str {
    name.rsplit_once("::").map_or("", |(scope, _)| scope)
}

/// Items with namespaces flattened (names qualified `N::name`), in source
/// order: a namespace's items where the namespace stands, so a declaration
/// after it can use them (`struct Q { N::S s; };`).
fn flatten_items(items: Vec<Item>) -> Vec<Item> {
    let mut out = Vec::with_capacity(items.len());
    let mut stack: Vec<(String, std::vec::IntoIter<Item>)> = vec![(String::new(), items.into_iter())];
    while let Some((prefix, list)) = stack.last_mut() {
        match list.next() {
            Some(Item::Namespace(name, inner, _)) => {
                let prefix = format!("{prefix}{name}::");
                stack.push((prefix, inner.into_iter()));
            }
            Some(other) => out.push(qualify(other, prefix)),
            None => {
                stack.pop();
            }
        }
    }
    out
}

fn qualify(mut item: Item, prefix: &str) -> Item {
    if prefix.is_empty() {
        return item;
    }
    match &mut item {
        Item::Struct(s) => s.name = format!("{prefix}{}", s.name),
        Item::Typedef(t) => t.name = format!("{prefix}{}", t.name),
        Item::Function(f) => f.name = format!("{prefix}{}", f.name),
        Item::Enum(e) => e.name = format!("{prefix}{}", e.name),
        Item::Template(t) => {
            let inner = std::mem::replace(&mut *t.item, Item::Namespace(String::new(), Vec::new(), Span::DUMMY));
            *t.item = qualify(inner, prefix);
        }
        Item::Var(v) => {
            for d in &mut v.declarators {
                d.name = format!("{prefix}{}", d.name);
            }
        }
        _ => {}
    }
    item
}

impl Lower<'_> {
    pub fn error(&mut self, code: Code, msg: impl Into<String>, span: Span) {
        self.diags.push(Diagnostic::error(code, msg, span));
    }

    /// Declare `name` at global scope: `false` (after OSH3008 with both
    /// declarations) when it already names something there. DXC and glslang
    /// reject a second definition; taking either one would be a guess.
    pub fn define_global(&mut self, name: &str, span: Span) -> bool {
        match self.defined.get(name) {
            Some(&first) => {
                // The GLSL front-end declares `NAME_sampler` beside each
                // combined sampler `NAME`: its clash is `NAME`'s, reported.
                let generated =
                    self.glsl && name.strip_suffix("_sampler").is_some_and(|base| self.redefined.contains(base));
                if !generated {
                    let d = Diagnostic::error(codes::SEM_REDEFINITION, format!("`{name}` is already defined"), span)
                        .with_label(first, "first defined here");
                    self.diags.push(d);
                }
                self.redefined.insert(name.to_string());
                false
            }
            None => {
                self.defined.insert(name.to_string(), span);
                true
            }
        }
    }

    pub fn warn(&mut self, code: Code, msg: impl Into<String>, span: Span) {
        self.diags.push(Diagnostic::warning(code, msg, span));
    }

    pub fn ty_name(&self, ty: &Ty) -> String {
        let struct_name = |i: usize| {
            let s = self.structs.get(i);
            let spelled = s.and_then(|s| s.reference.as_ref()).and_then(|r| r.spelled.clone());
            spelled.or_else(|| s.map(|s| s.name.clone())).unwrap_or_default()
        };
        if self.glsl {
            return crate::glsl::type_name(ty, &struct_name);
        }
        super::check::type_name(ty, &struct_name)
    }

    /// Structs, typedefs and enums, in source order.
    fn declarations(&mut self, items: &[Item]) {
        for item in items {
            match item {
                Item::Struct(s) => self.in_scope_of(&s.name, |l| l.declare_struct(s)),
                // A forward alias of a struct declared further down.
                Item::Typedef(t)
                    if t.ty.args.is_empty()
                        && t.dims.is_empty()
                        && !self.struct_names.contains_key(&t.ty.name)
                        && !self.typedefs.contains_key(&t.ty.name)
                        && items.iter().any(|i| matches!(i, Item::Struct(s) if s.name == t.ty.name)) =>
                {
                    self.forward_typedefs.push((t.ty.name.clone(), t.name.clone()));
                }
                Item::Typedef(t) => {
                    let mut ty = self.in_scope_of(&t.name, |l| l.resolve_type(&t.ty));
                    for d in t.dims.iter().rev() {
                        ty = self.array_of(ty, d.as_ref(), t.span);
                    }
                    self.typedefs.insert(t.name.clone(), ty);
                }
                Item::Enum(e) => self.in_scope_of(&e.name, |l| l.declare_enum(e)),
                // A GLSL constant computed from specialization constants: its
                // default-derived value, for array lengths only.
                Item::Var(v) if v.attributes.iter().any(|a| a.name == "glsl::spec_derived") => {
                    let attr = v.attributes.iter().find(|a| a.name == "glsl::spec_derived");
                    self.in_array_size = true;
                    let value = attr.and_then(|a| a.args.first()).and_then(|e| self.const_eval(e));
                    self.in_array_size = false;
                    if let (Some(c), [d]) = (value, v.declarators.as_slice()) {
                        self.spec_defaults.insert(d.name.clone(), c);
                    }
                }
                Item::Var(v) if v.modifiers.is_const => {
                    let spec = v.attributes.iter().any(|a| a.name == "vk::constant_id");
                    for d in &v.declarators {
                        let value = d.init.as_ref().and_then(|e| self.in_scope_of(&d.name, |l| l.const_eval(e)));
                        if let Some(c) = value
                            && d.dims.is_empty()
                        {
                            let values = if spec { &mut self.spec_defaults } else { &mut self.const_values };
                            values.insert(d.name.clone(), c);
                        }
                    }
                }
                _ => {}
            }
        }
    }

    fn declare_struct(&mut self, s: &StructDecl) {
        let mut members: Vec<MemberDef> = Vec::new();
        let mut bitfields: Vec<BitField> = Vec::new();
        // The storage member bit fields are being packed into: its index,
        // type and the bits used so far.
        let mut open: Option<(usize, naga::Scalar, u32)> = None;
        let last = s.members.len().saturating_sub(1);
        for (k, m) in s.members.iter().enumerate() {
            if m.attributes.iter().any(|a| a.name == methods::AFTER_BASE) {
                open = None;
            }
            let base = self.resolve_type(&m.ty);
            for d in &m.declarators {
                if let Some((width, span)) = d.annotations.iter().find_map(|a| match a {
                    Annotation::BitField { width, span } => Some((*width, *span)),
                    _ => None,
                }) {
                    let Some((s, width)) = self.bitfield_shape(&base, d, width, span) else { continue };
                    let bits = u32::from(s.width) * 8;
                    let offset = match open {
                        Some((unit, us, used)) if us == s && used + width <= bits => {
                            open = Some((unit, us, used + width));
                            if let Some(u) = members.get_mut(unit) {
                                u.name = format!("{}_{}", u.name.trim_end_matches("_bits"), d.name) + "_bits";
                            }
                            used
                        }
                        _ => {
                            open = Some((members.len(), s, width));
                            members.push(MemberDef {
                                name: format!("{}_bits", d.name),
                                ty: Ty::Scalar(s),
                                semantic: None,
                                interpolation: Vec::new(),
                                column_major: false,
                                precise: m.modifiers.precise,
                                span: d.name_span,
                                offset: None,
                                align: None,
                            });
                            0
                        }
                    };
                    let member = open.map_or(0, |(unit, _, _)| unit);
                    bitfields.push(BitField { name: d.name.clone(), member, offset, width, ty: Ty::Scalar(s) });
                    continue;
                }
                open = None;
                let mut ty = base.clone();
                for (j, dim) in d.dims.iter().enumerate().rev() {
                    // GLSL: the last member of a storage block may be runtime-sized.
                    ty = match dim {
                        None if self.glsl && k == last && j == 0 && m.declarators.len() == 1 => {
                            Ty::Array(Box::new(ty), 0)
                        }
                        _ => self.array_of(ty, dim.as_ref(), d.name_span),
                    };
                }
                let semantic = d.annotations.iter().find_map(|a| match a {
                    Annotation::Semantic(n, sp) => Some((n.clone(), *sp)),
                    _ => None,
                });
                if self.struct_depth(&ty) >= MAX_STRUCT_DEPTH {
                    let msg = format!("structs are nested deeper than {MAX_STRUCT_DEPTH} levels");
                    self.error(codes::SYNTAX_NESTING_TOO_DEEP, msg, d.name_span);
                    ty = Ty::Error;
                }
                let column_major = !m.modifiers.row_major
                    && (m.modifiers.column_major
                        || self.opts.matrix_packing == crate::options::MatrixPacking::ColumnMajor);
                let (offset, align) = self.member_layout_attributes(&m.attributes);
                let ty = if column_major { self.glsl_row_major(ty, 0) } else { ty };
                if matches!(globals::strip_arrays(&ty), Ty::RayQuery(_)) {
                    let msg = "a ray query cannot be a struct member: Metal's `intersection_query` cannot be \
                               copied with its struct";
                    self.error(codes::METAL_RAY_QUERY, msg, d.name_span);
                    continue;
                }
                members.push(MemberDef {
                    name: d.name.clone(),
                    ty,
                    semantic,
                    interpolation: m.modifiers.interpolation.clone(),
                    column_major,
                    precise: m.modifiers.precise,
                    span: d.name_span,
                    offset,
                    align,
                });
            }
        }
        let idx = self.structs.len();
        let depth = 1 + members.iter().map(|m| self.struct_depth(&m.ty)).max().unwrap_or(0);
        self.structs.push(StructDef {
            name: s.name.clone(),
            members,
            cbuffer_layout: false,
            scalar_layout: false,
            host: false,
            naga: None,
            span: s.span,
            depth,
            reference: self.reference_attribute(s),
            bitfields,
        });
        self.struct_names.insert(s.name.clone(), idx);
        for (_, alias) in self.forward_typedefs.iter().filter(|(n, _)| *n == s.name) {
            self.typedefs.insert(alias.clone(), Ty::Struct(idx));
        }
    }

    /// The integer type and width of bit field `d` of type `base`, or
    /// `None` after reporting why it cannot be one.
    fn bitfield_shape(
        &mut self,
        base: &Ty,
        d: &Declarator,
        width: Option<u32>,
        span: Span,
    ) -> Option<(naga::Scalar, u32)> {
        let s = match base {
            Ty::Scalar(s) if matches!(s.kind, naga::ScalarKind::Sint | naga::ScalarKind::Uint) && d.dims.is_empty() => {
                *s
            }
            Ty::Error => return None,
            _ => {
                let msg = format!("bit field `{}` must be an integer scalar, not `{}`", d.name, self.ty_name(base));
                self.error(codes::SEM_TYPE_MISMATCH, msg, d.name_span);
                return None;
            }
        };
        let bits = u32::from(s.width) * 8;
        match width {
            Some(w) if (1..=bits).contains(&w) => Some((s, w)),
            _ => {
                let msg = format!("the width of bit field `{}` must be a number from 1 to {bits}", d.name);
                self.error(codes::SEM_TYPE_MISMATCH, msg, span);
                None
            }
        }
    }

    /// A GLSL reference struct's `[[glsl::buffer_reference(Block, align,
    /// readonly, packing)]]` on its one member (`pointer`); the packing is
    /// 0 for std430, 1 for std140 and 2 for scalar.
    fn reference_attribute(&self, s: &StructDecl) -> Option<Reference> {
        let [m] = s.members.as_slice() else { return None };
        let a = m.attributes.iter().find(|a| a.name == pointer::REFERENCE_ATTRIBUTE)?;
        let pointee = match a.args.first().map(|e| &e.kind) {
            Some(ExprKind::Ident(n)) => n.clone(),
            _ => return None,
        };
        let int = |k: usize| a.args.get(k).and_then(|e| self.const_eval(e)).and_then(|c| c.as_i64());
        let align = int(1).and_then(|n| u32::try_from(n).ok()).unwrap_or(16);
        Some(Reference {
            pointee,
            align,
            readonly: int(2) == Some(1),
            std140: int(3) == Some(1),
            scalar: int(3) == Some(2),
            wrapped: false,
            spelled: None,
        })
    }

    /// How many structs deep `ty` is (0 for a non-struct type).
    fn struct_depth(&self, ty: &Ty) -> u32 {
        match ty {
            Ty::Array(inner, _) => self.struct_depth(inner),
            Ty::Struct(i) => self.structs.get(*i).map_or(0, |s| s.depth),
            _ => 0,
        }
    }

    /// Run `f` with the lookup scope of the item named `name`.
    pub(super) fn in_scope_of<R>(&mut self, name: &str, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = std::mem::replace(&mut self.namespace, scope_of(name).to_string());
        let r = f(self);
        self.namespace = saved;
        r
    }

    /// `name` as the current scope sees it: qualified with the innermost
    /// enclosing namespace that declares it, else `name` itself if that is
    /// declared.
    pub(super) fn scoped_name(&self, name: &str, declared: impl Fn(&str) -> bool) -> Option<String> {
        let mut scope = self.namespace.as_str();
        while !scope.is_empty() {
            let candidate = format!("{scope}::{name}");
            if declared(&candidate) {
                return Some(candidate);
            }
            scope = scope_of(scope);
        }
        declared(name).then(|| name.to_string())
    }

    fn declare_enum(&mut self, e: &EnumDecl) {
        // An anonymous enum's name is empty, or its namespace's `N::`.
        let anonymous = e.name.is_empty() || e.name.ends_with("::");
        if !anonymous {
            self.typedefs.insert(e.name.clone(), Ty::Scalar(super::check::INT));
        }
        let mut next: i64 = 0;
        for (name, value, span) in &e.members {
            if let Some(v) = value {
                match self.const_eval(v).and_then(|c| c.as_i64()) {
                    Some(n) => next = n,
                    None => self.error(codes::SEM_NOT_CONSTANT, "enum value is not a constant", v.span),
                }
            }
            let cv = globals::ConstVal::Int(next, super::check::INT);
            let ty = Ty::Scalar(super::check::INT);
            // Unscoped, a member is also a name of the enum's namespace.
            let scope = scope_of(&e.name);
            let unscoped = if scope.is_empty() { name.clone() } else { format!("{scope}::{name}") };
            let constant = if anonymous { unscoped.clone() } else { format!("{}_{name}", e.name) };
            let handle = self.make_constant(&constant, &ty, &cv, *span);
            let qualified = (!anonymous).then(|| format!("{}::{name}", e.name));
            for qualified in qualified.into_iter().chain([unscoped]) {
                self.globals.insert(qualified, GlobalSym::Const { handle, ty: ty.clone(), value: Some(cv.clone()) });
            }
            next += 1;
        }
    }
}

#[cfg(test)]
mod pointer_tests;

impl Lower<'_> {
    /// Global `string` variables have no value in shader code: DXC accepts
    /// them for `printf` (whose calls are left out, OSH5208) and in
    /// effect-framework annotations; dropped here (`string_globals`).
    fn drop_string_globals(&mut self, items: Vec<Item>) -> Vec<Item> {
        items
            .into_iter()
            .filter(|item| match item {
                Item::Var(v) if v.ty.name == "string" && v.ty.args.is_empty() => {
                    self.string_globals.extend(v.declarators.iter().map(|d| d.name.clone()));
                    false
                }
                _ => true,
            })
            .collect()
    }
}
