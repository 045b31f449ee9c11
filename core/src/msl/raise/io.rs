//! Entry-point I/O (DESIGN §3): naga's entry arguments and result, each a
//! bound value or a struct of bound members, become MSL's shape:
//! - vertex inputs → a `[[stage_in]]` struct of `[[attribute(n)]]` members;
//! - fragment inputs → a `[[stage_in]]` struct of `[[user(locnN)]]` members
//!   with their interpolation;
//! - built-ins → entry parameters (`[[vertex_id]]`, `[[thread_position_in_grid]]`…);
//! - the result → an output struct (`[[position]]`, `[[user(locnN)]]`,
//!   `[[color(n)]]`, `[[depth(any)]]`, `[[sample_mask]]`, `[[clip_distance]]`).
//!
//! A varying's `user(…)` name is the link name the front-end recorded
//! (`SideInfo::semantics`, see `hlsl::lower::link`: `user(TEXCOORD0)`,
//! `user(vUv)`), else its location (`user(locnN)`).
//!
//! The entry function then rebuilds naga's arguments from these at its
//! start, and copies naga's result into the output struct at each return,
//! so the body prints exactly like a helper's.

use crate::msl::names::Namer;
use crate::side::SideInfo;
use naga::{Binding, BuiltIn, Handle, Interpolation, Module, Sampling, ShaderStage, Type, TypeInner};

/// Where an I/O variable lives in naga's signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IoSource {
    /// Argument `arg`, or member `member` of that struct argument.
    Argument { arg: u32, member: Option<u32> },
    /// The result, or member `member` of the result struct.
    Result { member: Option<u32> },
}

#[derive(Clone, Debug)]
pub struct IoVar {
    /// MSL name (struct member or parameter).
    pub name: String,
    /// Name in the source.
    pub source_name: String,
    pub ty: Handle<Type>,
    pub binding: Binding,
    /// The attribute, without brackets: `attribute(0)`, `user(locn1), flat`…
    pub attribute: String,
    /// The name of `[[user(NAME)]]` of a vertex output or fragment input.
    pub link: Option<String>,
    pub source: IoSource,
    /// A fragment input read with pull-model interpolation
    /// (`Intrinsic::Interpolate`): declared `interpolant<T, …>`, without
    /// an interpolation attribute, and read with `interpolate_at_center()`
    /// or `interpolate_at_centroid()` as its qualifier says.
    pub pull: bool,
}

#[derive(Clone, Debug, Default)]
pub struct EntryIo {
    /// Name of the `[[stage_in]]` struct and of the parameter holding it.
    pub in_struct: String,
    pub in_param: String,
    pub stage_in: Vec<IoVar>,
    /// Built-in inputs, each an entry parameter.
    pub builtins: Vec<IoVar>,
    /// Name of the output struct.
    pub out_struct: String,
    pub outputs: Vec<IoVar>,
    /// Problems: (message, what) for built-ins Metal lacks in this stage.
    pub unsupported: Vec<(BuiltIn, ShaderStage)>,
}

/// The key of an I/O variable of entry point `index` in `SideInfo::semantics`.
pub fn side_key(module: &Module, index: usize, source: IoSource) -> (usize, Option<Handle<Type>>, u32) {
    let f = module.entry_points.get(index).map(|ep| &ep.function);
    match source {
        IoSource::Argument { arg, member: None } => (index, None, arg),
        IoSource::Argument { arg, member: Some(m) } => {
            (index, f.and_then(|f| f.arguments.get(arg as usize)).map(|a| a.ty), m)
        }
        IoSource::Result { member: None } => (index, None, u32::MAX),
        IoSource::Result { member: Some(m) } => (index, f.and_then(|f| f.result.as_ref()).map(|r| r.ty), m),
    }
}

/// Plan the I/O of entry point `index`. `file` gives type names, `scope` the
/// entry function's names (parameters share it with locals). A
/// `SideInfo::void_vertex` entry has no outputs, whatever naga's result.
pub fn plan(
    module: &Module,
    side: &SideInfo,
    index: usize,
    msl_name: &str,
    file: &mut Namer,
    scope: &mut Namer,
) -> EntryIo {
    let mut io = EntryIo::default();
    let Some(ep) = module.entry_points.get(index) else { return io };
    let link = |source| side.semantics.get(&side_key(module, index, source)).and_then(|s| s.link.clone());
    let void_result = side.void_vertex.contains(&index);
    let f = &ep.function;
    let mut in_members = Namer::members();
    let mut out_members = Namer::members();
    for (i, arg) in f.arguments.iter().enumerate() {
        let i = i as u32;
        match arg.binding {
            Some(ref b) => {
                let source_name = arg.name.clone().unwrap_or_else(|| format!("arg{i}"));
                let source = IoSource::Argument { arg: i, member: None };
                let var = Var { binding: b, ty: arg.ty, source_name, source, link: link(source) };
                io.add_input(ep.stage, var, &mut in_members, scope);
            }
            None => {
                if let TypeInner::Struct { ref members, .. } = module.types[arg.ty].inner {
                    for (j, m) in members.iter().enumerate() {
                        let Some(ref b) = m.binding else { continue };
                        let source_name = m.name.clone().unwrap_or_else(|| format!("member{j}"));
                        let source = IoSource::Argument { arg: i, member: Some(j as u32) };
                        let var = Var { binding: b, ty: m.ty, source_name, source, link: link(source) };
                        io.add_input(ep.stage, var, &mut in_members, scope);
                    }
                }
            }
        }
    }
    if let Some(r) = f.result.as_ref().filter(|_| !void_result) {
        match r.binding {
            Some(ref b) => {
                let source = IoSource::Result { member: None };
                let var = Var { binding: b, ty: r.ty, source_name: "value".into(), source, link: link(source) };
                io.add_output(ep, var, &mut out_members)
            }
            None => {
                if let TypeInner::Struct { ref members, .. } = module.types[r.ty].inner {
                    for (j, m) in members.iter().enumerate() {
                        let Some(ref b) = m.binding else { continue };
                        let source_name = m.name.clone().unwrap_or_else(|| format!("member{j}"));
                        let source = IoSource::Result { member: Some(j as u32) };
                        let var = Var { binding: b, ty: m.ty, source_name, source, link: link(source) };
                        io.add_output(ep, var, &mut out_members);
                    }
                }
            }
        }
    }
    if side.post_depth_coverage.contains(&index) {
        for b in io.builtins.iter_mut().filter(|b| b.binding == Binding::BuiltIn(BuiltIn::SampleMask)) {
            b.attribute.push_str(", post_depth_coverage");
        }
    }
    pull_inputs(&mut io, side, ep);
    pull_members(&mut io, side, ep);
    system_values(&mut io, side, index, ep, scope);
    if !io.stage_in.is_empty() {
        io.in_struct = file.name(&format!("{msl_name}_in"));
        io.in_param = scope.name("stage_in");
    }
    if !io.outputs.is_empty() {
        io.out_struct = file.name(&format!("{msl_name}_out"));
    }
    io
}

/// Mark the fragment inputs the entry function interpolates itself
/// (`Intrinsic::Interpolate` on their argument) as Metal interpolants: the
/// type says the perspective, the methods the position, so the attribute
/// keeps only the link.
fn pull_inputs(io: &mut EntryIo, side: &SideInfo, ep: &naga::EntryPoint) {
    if ep.stage != ShaderStage::Fragment {
        return;
    }
    let f = &ep.function;
    let mut pulled = Vec::new();
    super::walk::statements(&f.body, |stmt, _, _| {
        if let naga::Statement::Call { function, ref arguments, .. } = *stmt
            && matches!(side.intrinsic_functions.get(&function), Some(crate::side::Intrinsic::Interpolate { .. }))
            && let Some(&first) = arguments.first()
            && let naga::Expression::FunctionArgument(i) = f.expressions[first]
        {
            pulled.push(i);
        }
    });
    for v in &mut io.stage_in {
        if let IoSource::Argument { arg, member: None } = v.source
            && pulled.contains(&arg)
            && let Binding::Location { interpolation, .. } = v.binding
            && interpolation != Some(Interpolation::Flat)
        {
            v.pull = true;
            v.attribute = v.attribute.split(", ").next().unwrap_or_default().to_string();
        }
    }
}

/// Mark the fragment inputs GLSL interpolates (`SideInfo::pull_inputs`:
/// members of the GLSL entry point's input struct, which are the entry
/// function's arguments of the same name without the trailing `_`) as Metal
/// interpolants, as [`pull_inputs`] does.
fn pull_members(io: &mut EntryIo, side: &SideInfo, ep: &naga::EntryPoint) {
    if ep.stage != ShaderStage::Fragment || side.pull_inputs.is_empty() {
        return;
    }
    for v in &mut io.stage_in {
        if let IoSource::Argument { member: None, .. } = v.source
            && side.pull_inputs.values().any(|field| field.trim_end_matches('_') == v.source_name)
            && let Binding::Location { interpolation, .. } = v.binding
            && interpolation != Some(Interpolation::Flat)
        {
            v.pull = true;
            v.attribute = v.attribute.split(", ").next().unwrap_or_default().to_string();
        }
    }
}

/// The stage input a GLSL interpolated input's stand-in refers to: the
/// member `field` of the entry function's input struct, declared an
/// interpolant by [`pull_members`].
pub fn pulled_member<'a>(io: &'a EntryIo, field: &str) -> Option<&'a IoVar> {
    let arg = field.trim_end_matches('_');
    io.stage_in
        .iter()
        .find(|v| v.pull && v.source_name == arg && matches!(v.source, IoSource::Argument { member: None, .. }))
}

/// The type of a pull-model input (`IoVar::pull`): `interpolant<T, …>`.
pub fn interpolant_type(v: &IoVar, ty: &str) -> String {
    let perspective = match v.binding {
        Binding::Location { interpolation: Some(Interpolation::Linear), .. } => "no_perspective",
        _ => "perspective",
    };
    format!("interpolant<{ty}, interpolation::{perspective}>")
}

/// How the entry function reads a pull-model input where the source reads
/// it plainly: at the position its qualifier names.
pub fn interpolant_read(v: &IoVar) -> &'static str {
    match v.binding {
        Binding::Location { sampling: Some(Sampling::Centroid), .. } => "interpolate_at_centroid()",
        _ => "interpolate_at_center()",
    }
}

/// What `plan` knows of one I/O variable before it is placed.
struct Var<'a> {
    binding: &'a Binding,
    ty: Handle<Type>,
    source_name: String,
    source: IoSource,
    link: Option<String>,
}

impl Var<'_> {
    fn into_io(self, name: String, attribute: String) -> IoVar {
        let Var { binding, ty, source_name, source, link } = self;
        IoVar { name, source_name, ty, binding: binding.clone(), attribute, source, link, pull: false }
    }

    /// `user(NAME)` of a varying at `location`.
    fn user(&self, location: u32) -> String {
        match self.link {
            Some(ref l) => format!("user({l})"),
            None => format!("user(locn{location})"),
        }
    }
}

impl EntryIo {
    fn add_input(&mut self, stage: ShaderStage, var: Var, members: &mut Namer, scope: &mut Namer) {
        match *var.binding {
            Binding::Location { location, interpolation, sampling, .. } => {
                let attribute = match stage {
                    ShaderStage::Vertex => format!("attribute({location})"),
                    _ => match interpolation_attribute(interpolation, sampling) {
                        Some(i) => format!("{}, {i}", var.user(location)),
                        None => var.user(location),
                    },
                };
                let name = members.name(&var.source_name);
                self.stage_in.push(var.into_io(name, attribute));
            }
            Binding::BuiltIn(b) => {
                let Some(attribute) = builtin_attribute(b, stage, false) else {
                    self.unsupported.push((b, stage));
                    return;
                };
                let name = scope.name(&var.source_name);
                self.builtins.push(var.into_io(name, attribute));
            }
        }
    }

    fn add_output(&mut self, ep: &naga::EntryPoint, var: Var, members: &mut Namer) {
        let attribute = match *var.binding {
            Binding::Location { location, blend_src, .. } => match ep.stage {
                ShaderStage::Fragment => match blend_src {
                    Some(i) => format!("color({location}), index({i})"),
                    None => format!("color({location})"),
                },
                _ => var.user(location),
            },
            Binding::BuiltIn(BuiltIn::FragDepth) => match ep.early_depth_test {
                Some(naga::EarlyDepthTest::Allow { conservative }) => {
                    format!("depth({})", conservative_depth(conservative))
                }
                _ => "depth(any)".into(),
            },
            Binding::BuiltIn(b) => match builtin_attribute(b, ep.stage, true) {
                Some(a) => a,
                None => {
                    self.unsupported.push((b, ep.stage));
                    return;
                }
            },
        };
        let name = members.name(&var.source_name);
        self.outputs.push(var.into_io(name, attribute));
    }
}

/// Metal attributes of system values naga has no built-in for: the
/// front-end gives them a location, and their semantic
/// (`SideInfo::semantics`) says what they are. Inputs among them become
/// entry parameters like built-ins.
fn system_values(io: &mut EntryIo, side: &SideInfo, index: usize, ep: &naga::EntryPoint, scope: &mut Namer) {
    let f = &ep.function;
    let attribute = |v: &IoVar, output: bool| {
        let key = match v.source {
            IoSource::Argument { arg, member: None } => (index, None, arg),
            IoSource::Argument { arg, member: Some(m) } => (index, f.arguments.get(arg as usize).map(|a| a.ty), m),
            IoSource::Result { member: None } => (index, None, u32::MAX),
            IoSource::Result { member: Some(m) } => (index, f.result.as_ref().map(|r| r.ty), m),
        };
        let semantic = side.semantics.get(&key)?.semantic.as_ref()?.to_ascii_uppercase();
        let base = semantic.trim_end_matches(|c: char| c.is_ascii_digit());
        system_value_attribute(base, ep.stage, output)
    };
    for v in &mut io.outputs {
        if let Some(a) = attribute(v, true) {
            v.attribute = a.into();
        }
    }
    let (system, user): (Vec<IoVar>, Vec<IoVar>) =
        std::mem::take(&mut io.stage_in).into_iter().partition(|v| attribute(v, false).is_some());
    io.stage_in = user;
    for mut v in system {
        if let Some(a) = attribute(&v, false) {
            v.attribute = a.into();
        }
        // An entry parameter now: its name is claimed in the function's scope.
        v.name = scope.name(&v.source_name);
        io.builtins.push(v);
    }
}

/// The Metal attribute of an HLSL system-value semantic (upper case, no
/// index) that naga has no built-in for, in this stage and direction (a
/// vertex input of such a semantic is an ordinary attribute, as in D3D).
pub const fn system_value_attribute(base: &str, stage: ShaderStage, output: bool) -> Option<&'static str> {
    match (base.as_bytes(), stage, output) {
        (b"SV_RENDERTARGETARRAYINDEX", ShaderStage::Vertex, true)
        | (b"SV_RENDERTARGETARRAYINDEX", ShaderStage::Fragment, false) => Some("render_target_array_index"),
        (b"SV_VIEWPORTARRAYINDEX", ShaderStage::Vertex, true)
        | (b"SV_VIEWPORTARRAYINDEX", ShaderStage::Fragment, false) => Some("viewport_array_index"),
        (b"SV_STENCILREF", ShaderStage::Fragment, true) => Some("stencil"),
        // Only a domain shader's vertex function has these as locations
        // (`hlsl::lower::tess`).
        (b"SV_DOMAINLOCATION", ShaderStage::Vertex, false) => Some("position_in_patch"),
        (b"SV_PRIMITIVEID", ShaderStage::Vertex, false) => Some("patch_id"),
        _ => None,
    }
}

const fn conservative_depth(c: naga::ConservativeDepth) -> &'static str {
    match c {
        naga::ConservativeDepth::GreaterEqual => "greater",
        naga::ConservativeDepth::LessEqual => "less",
        naga::ConservativeDepth::Unchanged => "any",
    }
}

/// The interpolation qualifier of a fragment input; `None` is MSL's default
/// (`center_perspective`).
pub const fn interpolation_attribute(i: Option<Interpolation>, s: Option<Sampling>) -> Option<&'static str> {
    match (i, s) {
        (Some(Interpolation::Flat), _) => Some("flat"),
        (Some(Interpolation::Linear), Some(Sampling::Centroid)) => Some("centroid_no_perspective"),
        (Some(Interpolation::Linear), Some(Sampling::Sample)) => Some("sample_no_perspective"),
        (Some(Interpolation::Linear), _) => Some("center_no_perspective"),
        (_, Some(Sampling::Centroid)) => Some("centroid_perspective"),
        (_, Some(Sampling::Sample)) => Some("sample_perspective"),
        _ => None,
    }
}

/// The MSL attribute of a built-in in a stage, `None` when Metal has none.
pub fn builtin_attribute(b: BuiltIn, stage: ShaderStage, output: bool) -> Option<String> {
    use ShaderStage as S;
    let a = match (b, stage, output) {
        (BuiltIn::Position { invariant: true }, S::Vertex, true) => "position, invariant",
        (BuiltIn::Position { .. }, S::Vertex, true) | (BuiltIn::Position { .. }, S::Fragment, false) => "position",
        (BuiltIn::PointSize, S::Vertex, true) => "point_size",
        (BuiltIn::ClipDistances, S::Vertex, true) => "clip_distance",
        (BuiltIn::VertexIndex, S::Vertex, false) => "vertex_id",
        (BuiltIn::InstanceIndex, S::Vertex, false) => "instance_id",
        (BuiltIn::BaseVertex, S::Vertex, false) => "base_vertex",
        (BuiltIn::BaseInstance, S::Vertex, false) => "base_instance",
        (BuiltIn::ViewIndex, S::Vertex | S::Fragment, false) => "amplification_id",
        (BuiltIn::FrontFacing, S::Fragment, false) => "front_facing",
        (BuiltIn::SampleIndex, S::Fragment, false) => "sample_id",
        (BuiltIn::SampleMask, S::Fragment, _) => "sample_mask",
        (BuiltIn::PointCoord, S::Fragment, false) => "point_coord",
        (BuiltIn::PrimitiveIndex, S::Fragment, false) => "primitive_id",
        (BuiltIn::Barycentric { perspective: true }, S::Fragment, false) => "barycentric_coord",
        (BuiltIn::Barycentric { perspective: false }, S::Fragment, false) => "barycentric_coord, center_no_perspective",
        (BuiltIn::GlobalInvocationId, S::Compute, false) => "thread_position_in_grid",
        (BuiltIn::LocalInvocationId, S::Compute, false) => "thread_position_in_threadgroup",
        (BuiltIn::LocalInvocationIndex, S::Compute, false) => "thread_index_in_threadgroup",
        (BuiltIn::WorkGroupId, S::Compute, false) => "threadgroup_position_in_grid",
        (BuiltIn::WorkGroupSize, S::Compute, false) => "threads_per_threadgroup",
        (BuiltIn::NumWorkGroups, S::Compute, false) => "threadgroups_per_grid",
        (BuiltIn::NumSubgroups, S::Compute, false) => "simdgroups_per_threadgroup",
        (BuiltIn::SubgroupId, S::Compute, false) => "simdgroup_index_in_threadgroup",
        (BuiltIn::SubgroupSize, S::Compute | S::Fragment, false) => "threads_per_simdgroup",
        (BuiltIn::SubgroupInvocationId, S::Compute | S::Fragment, false) => "thread_index_in_simdgroup",
        _ => return None,
    };
    Some(a.to_string())
}

/// Name of a built-in for reflection (snake case, as WGSL spells it).
pub const fn builtin_name(b: BuiltIn) -> &'static str {
    match b {
        BuiltIn::Position { .. } => "position",
        BuiltIn::ViewIndex => "view_index",
        BuiltIn::BaseInstance => "base_instance",
        BuiltIn::BaseVertex => "base_vertex",
        BuiltIn::ClipDistances => "clip_distances",
        BuiltIn::CullDistance => "cull_distance",
        BuiltIn::InstanceIndex => "instance_index",
        BuiltIn::PointSize => "point_size",
        BuiltIn::VertexIndex => "vertex_index",
        BuiltIn::DrawIndex => "draw_index",
        BuiltIn::FragDepth => "frag_depth",
        BuiltIn::PointCoord => "point_coord",
        BuiltIn::FrontFacing => "front_facing",
        BuiltIn::PrimitiveIndex => "primitive_index",
        BuiltIn::Barycentric { .. } => "barycentric",
        BuiltIn::SampleIndex => "sample_index",
        BuiltIn::SampleMask => "sample_mask",
        BuiltIn::GlobalInvocationId => "global_invocation_id",
        BuiltIn::LocalInvocationId => "local_invocation_id",
        BuiltIn::LocalInvocationIndex => "local_invocation_index",
        BuiltIn::WorkGroupId => "workgroup_id",
        BuiltIn::WorkGroupSize => "workgroup_size",
        BuiltIn::NumWorkGroups => "num_workgroups",
        BuiltIn::NumSubgroups => "num_subgroups",
        BuiltIn::SubgroupId => "subgroup_id",
        BuiltIn::SubgroupSize => "subgroup_size",
        BuiltIn::SubgroupInvocationId => "subgroup_invocation_id",
        _ => "unsupported",
    }
}

/// `MTLVertexFormat` case name (without the prefix) of a vertex attribute type.
pub fn vertex_format(inner: &TypeInner) -> Option<String> {
    let (scalar, n) = match *inner {
        TypeInner::Scalar(s) => (s, 1),
        TypeInner::Vector { size, scalar } => (scalar, size as u32),
        _ => return None,
    };
    let base = match (scalar.kind, scalar.width) {
        (naga::ScalarKind::Float, 4) => "float",
        (naga::ScalarKind::Float, 2) => "half",
        (naga::ScalarKind::Sint, 4) => "int",
        (naga::ScalarKind::Uint, 4) => "uint",
        (naga::ScalarKind::Sint, 2) => "short",
        (naga::ScalarKind::Uint, 2) => "ushort",
        _ => return None,
    };
    Some(if n == 1 { base.to_string() } else { format!("{base}{n}") })
}

/// Bytes a vertex attribute takes in the interleaved buffer (4-byte aligned).
pub fn vertex_format_size(inner: &TypeInner) -> u32 {
    let (scalar, n) = match *inner {
        TypeInner::Scalar(s) => (s, 1),
        TypeInner::Vector { size, scalar } => (scalar, size as u32),
        _ => return 0,
    };
    (u32::from(scalar.width) * n).div_ceil(4) * 4
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan_of(src: &str) -> (Module, EntryIo) {
        let m = naga::front::wgsl::parse_str(src).unwrap();
        let mut file = Namer::default();
        let mut scope = Namer::default();
        let io = plan(&m, &SideInfo::default(), 0, "main0", &mut file, &mut scope);
        (m, io)
    }

    #[test]
    fn vertex_inputs_are_attributes_and_builtins_parameters() {
        let (_, io) = plan_of(
            "struct In { @location(0) pos: vec3<f32>, @location(2) uv: vec2<f32> }
             struct Out { @builtin(position) clip: vec4<f32>, @location(0) uv: vec2<f32> }
             @vertex fn main(v: In, @builtin(vertex_index) vid: u32) -> Out { return Out(vec4(v.pos, f32(vid)), v.uv); }",
        );
        let ins: Vec<_> = io.stage_in.iter().map(|v| (v.name.as_str(), v.attribute.as_str())).collect();
        assert_eq!(ins, [("pos", "attribute(0)"), ("uv", "attribute(2)")]);
        assert_eq!(io.builtins[0].attribute, "vertex_id");
        let outs: Vec<_> = io.outputs.iter().map(|v| (v.name.as_str(), v.attribute.as_str())).collect();
        assert_eq!(outs, [("clip", "position"), ("uv", "user(locn0)")]);
        assert_eq!((io.in_struct.as_str(), io.out_struct.as_str()), ("main0_in", "main0_out"));
    }

    #[test]
    fn fragment_interpolation_and_outputs() {
        let (_, io) = plan_of(
            "@fragment fn main(@location(0) @interpolate(flat) id: u32, @location(1) @interpolate(linear, centroid) t: f32,
                               @location(2) @interpolate(perspective, sample) s: f32) -> @location(1) vec4<f32> {
                return vec4(f32(id) + t + s);
             }",
        );
        let attrs: Vec<_> = io.stage_in.iter().map(|v| v.attribute.as_str()).collect();
        assert_eq!(
            attrs,
            ["user(locn0), flat", "user(locn1), centroid_no_perspective", "user(locn2), sample_perspective"]
        );
        assert_eq!(io.outputs[0].attribute, "color(1)");
    }

    #[test]
    fn vertex_formats() {
        let v3 = TypeInner::Vector { size: naga::VectorSize::Tri, scalar: naga::Scalar::F32 };
        assert_eq!(vertex_format(&v3).as_deref(), Some("float3"));
        assert_eq!(vertex_format_size(&v3), 12);
        let h3 = TypeInner::Vector { size: naga::VectorSize::Tri, scalar: naga::Scalar::F16 };
        assert_eq!(vertex_format_size(&h3), 8);
    }
}
