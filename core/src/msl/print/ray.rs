//! Inline ray queries (`Intrinsic::RayQuery`, see `hlsl::lower::ray_query`)
//! as methods of Metal's `intersection_query<instancing, triangle_data>`
//! (MSL 2.4, `<metal_raytracing>`). The query is the stand-in's first
//! argument, a `thread` reference.

use super::Printer;
use crate::side::{RayQueryOp, RayQueryValue as V};

/// The type of a query object.
pub const QUERY_TYPE: &str = "raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data>";
/// The type of a (top-level) acceleration structure.
pub const STRUCTURE_TYPE: &str = "raytracing::instance_acceleration_structure";

/// D3D's and Vulkan's ray flags (the same bits) as Metal's intersection
/// parameters. `RAY_FLAG_SKIP_CLOSEST_HIT_SHADER` (8) means nothing to a
/// query. The winding stays Metal's default, clockwise front faces as
/// in D3D.
const PARAMS: &str = "raytracing::intersection_params ferrometal_intersection_params(uint flags) {
    raytracing::intersection_params p;
    if ((flags & 1u) != 0u)
        p.force_opacity(raytracing::forced_opacity::opaque);
    if ((flags & 2u) != 0u)
        p.force_opacity(raytracing::forced_opacity::non_opaque);
    if ((flags & 4u) != 0u)
        p.accept_any_intersection(true);
    if ((flags & 16u) != 0u)
        p.set_triangle_cull_mode(raytracing::triangle_cull_mode::back);
    if ((flags & 32u) != 0u)
        p.set_triangle_cull_mode(raytracing::triangle_cull_mode::front);
    if ((flags & 64u) != 0u)
        p.set_opacity_cull_mode(raytracing::opacity_cull_mode::opaque);
    if ((flags & 128u) != 0u)
        p.set_opacity_cull_mode(raytracing::opacity_cull_mode::non_opaque);
    if ((flags & 256u) != 0u)
        p.set_geometry_cull_mode(raytracing::geometry_cull_mode::triangle);
    if ((flags & 512u) != 0u)
        p.set_geometry_cull_mode(raytracing::geometry_cull_mode::bounding_box);
    return p;
}
";

/// A ray query or an array of them.
pub fn holds_query(module: &naga::Module, ty: naga::Handle<naga::Type>) -> bool {
    match module.types[ty].inner {
        naga::TypeInner::RayQuery { .. } => true,
        naga::TypeInner::Array { base, .. } => holds_query(module, base),
        _ => false,
    }
}

impl Printer<'_> {
    /// The Metal spelling of a ray query operation on `args` (the query first).
    pub fn ray_query_call(&mut self, op: RayQueryOp, args: &[String]) -> String {
        let arg = |i: usize| args.get(i).map_or("", String::as_str);
        let q = arg(0);
        match op {
            RayQueryOp::Reset => {
                self.add_support(PARAMS.to_string());
                // (query, structure, flags, mask, origin, tmin, direction, tmax)
                format!(
                    "{q}.reset(raytracing::ray{{{}, {}, {}, {}}}, {}, {}, ferrometal_intersection_params({}))",
                    arg(4),
                    arg(6),
                    arg(5),
                    arg(7),
                    arg(1),
                    arg(3),
                    arg(2)
                )
            }
            RayQueryOp::Proceed => format!("{q}.next()"),
            RayQueryOp::Abort => format!("{q}.abort()"),
            RayQueryOp::CommitTriangle => format!("{q}.commit_triangle_intersection()"),
            RayQueryOp::CommitProcedural => format!("{q}.commit_bounding_box_intersection({})", arg(1)),
            RayQueryOp::Get { value, committed } => value_call(q, value, committed),
        }
    }
}

/// A value of the committed or candidate intersection, or of the ray.
fn value_call(q: &str, value: V, committed: bool) -> String {
    let which = if committed { "committed" } else { "candidate" };
    let get = |what: &str| format!("{q}.get_{which}_{what}()");
    match value {
        // `intersection_type` is none, triangle, bounding_box: D3D's
        // committed status (0, 1, 2); a candidate is a triangle (0) or a
        // procedural primitive (1).
        V::Kind if committed => format!("uint({q}.get_committed_intersection_type())"),
        V::Kind => {
            format!("({q}.get_candidate_intersection_type() == raytracing::intersection_type::bounding_box ? 1u : 0u)")
        }
        V::RayT if committed => format!("{q}.get_committed_distance()"),
        V::RayT => format!("{q}.get_candidate_triangle_distance()"),
        V::InstanceIndex => get("instance_id"),
        V::InstanceId => get("user_instance_id"),
        V::GeometryIndex => get("geometry_id"),
        V::PrimitiveIndex => get("primitive_id"),
        V::Barycentrics => get("triangle_barycentric_coord"),
        V::FrontFace if committed => format!("{q}.is_committed_triangle_front_facing()"),
        V::FrontFace => format!("{q}.is_candidate_triangle_front_facing()"),
        V::ObjectRayOrigin => get("ray_origin"),
        V::ObjectRayDirection => get("ray_direction"),
        // Metal's `float4x3` is four columns of three; HLSL's `float4x3`
        // (also MSL `float4x3` here) is four rows of three, the same
        // vectors: `m[i]` is the transform's column i in both.
        V::ObjectToWorld4x3 => get("object_to_world_transform"),
        V::ObjectToWorld3x4 => format!("transpose({})", get("object_to_world_transform")),
        V::WorldToObject4x3 => get("world_to_object_transform"),
        V::WorldToObject3x4 => format!("transpose({})", get("world_to_object_transform")),
        V::NonOpaqueProcedural => format!("{q}.is_candidate_non_opaque_bounding_box()"),
        V::WorldRayOrigin => format!("{q}.get_world_space_ray_origin()"),
        V::WorldRayDirection => format!("{q}.get_world_space_ray_direction()"),
        V::RayTMin => format!("{q}.get_ray_min_distance()"),
    }
}

/// naga's own ray-query IR (the WGSL and SPIR-V front-ends'):
/// `Statement::RayQuery` on a query local, and the intersection it reads as
/// a whole `RayIntersection` struct (`SpecialTypes::ray_intersection`).
impl Printer<'_> {
    pub fn ray_query_stmt(
        &mut self,
        f: &mut super::expr::FnCtx,
        query: naga::Handle<naga::Expression>,
        fun: &naga::RayQueryFunction,
    ) {
        let q = self.expr(Some(f), query);
        match *fun {
            naga::RayQueryFunction::Initialize { acceleration_structure, descriptor } => {
                self.add_support(PARAMS.to_string());
                let structure = self.expr(Some(f), acceleration_structure);
                let value = self.expr(Some(f), descriptor);
                let Some(ty) = self.module().special_types.ray_desc else { return };
                // `RayDesc`'s members: flags, cull_mask, tmin, tmax, origin, dir.
                let members = self.plan.names.members.get(&ty).cloned().unwrap_or_default();
                let m = |i: usize| members.get(i).map_or("", String::as_str);
                let d = f.names.name("ray_desc");
                let tyname = self.ty(ty);
                self.line("{");
                self.indent += 1;
                self.line_fmt(format_args!("{tyname} {d} = {value};"));
                self.line_fmt(format_args!(
                    "{q}.reset(raytracing::ray{{{d}.{}, {d}.{}, {d}.{}, {d}.{}}}, {structure}, {d}.{}, \
                     ferrometal_intersection_params({d}.{}));",
                    m(4),
                    m(5),
                    m(2),
                    m(3),
                    m(1),
                    m(0)
                ));
                self.indent -= 1;
                self.line("}");
            }
            naga::RayQueryFunction::Proceed { result } => {
                let (ty, n) = self.result_local(f, result);
                self.line_fmt(format_args!("{ty}{n} = {q}.next();"));
            }
            naga::RayQueryFunction::GenerateIntersection { hit_t } => {
                let t = self.expr(Some(f), hit_t);
                self.line_fmt(format_args!("{q}.commit_bounding_box_intersection({t});"));
            }
            naga::RayQueryFunction::ConfirmIntersection => {
                self.line_fmt(format_args!("{q}.commit_triangle_intersection();"))
            }
            naga::RayQueryFunction::Terminate => self.line_fmt(format_args!("{q}.abort();")),
        }
    }

    /// `RayQueryGetIntersection`: a call of a support function that fills
    /// naga's `RayIntersection` from the query (its `kind`: 0 none, 1
    /// triangle, 2 generated (committed) or 3 bounding box (candidate)).
    /// The shader-binding-table offset stays 0: Metal has none, and the
    /// preflight refuses reading it (OSH5135).
    pub fn ray_intersection(&mut self, query: &str, committed: bool) -> String {
        let Some(ty) = self.module().special_types.ray_intersection else { return String::new() };
        let members = self.plan.names.members.get(&ty).cloned().unwrap_or_default();
        let m = |i: usize| members.get(i).map_or("", String::as_str);
        let tyname = self.ty(ty);
        let which = if committed { "committed" } else { "candidate" };
        let (procedural, distance) = if committed {
            (2, format!("        r.{} = q.get_committed_distance();\n", m(1)))
        } else {
            (3, String::new())
        };
        let triangle_distance = if committed {
            String::new()
        } else {
            format!("        r.{} = q.get_candidate_triangle_distance();\n", m(1))
        };
        let name = format!("ferrometal_{which}_intersection");
        self.add_support(format!(
            "{tyname} {name}(thread {QUERY_TYPE}& q) {{
    {tyname} r = {{}};
    raytracing::intersection_type type = q.get_{which}_intersection_type();
    if (type == raytracing::intersection_type::triangle) {{
        r.{kind} = 1u;
{triangle_distance}        r.{bary} = q.get_{which}_triangle_barycentric_coord();
        r.{front} = q.is_{which}_triangle_front_facing();
    }} else if (type == raytracing::intersection_type::bounding_box) {{
        r.{kind} = {procedural}u;
    }}
    if (type != raytracing::intersection_type::none) {{
{distance}        r.{custom} = q.get_{which}_user_instance_id();
        r.{index} = q.get_{which}_instance_id();
        r.{geometry} = q.get_{which}_geometry_id();
        r.{primitive} = q.get_{which}_primitive_id();
        r.{to_world} = q.get_{which}_object_to_world_transform();
        r.{to_object} = q.get_{which}_world_to_object_transform();
    }}
    return r;
}}
",
            kind = m(0),
            custom = m(2),
            index = m(3),
            geometry = m(5),
            primitive = m(6),
            bary = m(7),
            front = m(8),
            to_world = m(9),
            to_object = m(10),
        ));
        format!("{name}({query})")
    }
}
