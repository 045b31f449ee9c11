//! Inline ray queries: HLSL `RayQuery<FLAGS>`, `RaytracingAccelerationStructure`
//! and `RayDesc` (GLSL `GL_EXT_ray_query` reaches here respelled by the GLSL
//! front-end, `glsl::ray_query`). Every operation is a call of an
//! `Intrinsic::RayQuery` stand-in whose first argument is the query, a
//! pointer to a `RayQuery` local: a query can then be a helper's parameter
//! or an array element, which naga's own `Statement::RayQuery` (a local
//! variable of the same function only) cannot express. The writer spells
//! the calls as methods of Metal's `intersection_query` (MSL 2.4).

use super::Lower;
use super::expr::{Val, Vk};
use super::func::FnCtx;
use super::layout::Layout;
use super::synth::SynthKey;
use crate::diag::codes;
use crate::front::build::FnBuilder;
use crate::hlsl::ast::Expr;
use crate::hlsl::check::{self, Ty};
use crate::side::{Intrinsic, RayQueryOp, RayQueryValue as V};
use crate::source::Span;
use naga::{Expression as E, Handle};

type H = Handle<E>;

fn ns(s: Span) -> naga::Span {
    if s.is_dummy() { naga::Span::UNDEFINED } else { naga::Span::new(s.start, s.end) }
}

/// The built-in constants of ray queries: DXR's `RAY_FLAG_*`,
/// `COMMITTED_*` and `CANDIDATE_*` (Vulkan's values are the same).
pub fn constant(name: &str) -> Option<u32> {
    Some(match name {
        "RAY_FLAG_NONE" => 0,
        "RAY_FLAG_FORCE_OPAQUE" => 0x1,
        "RAY_FLAG_FORCE_NON_OPAQUE" => 0x2,
        "RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH" => 0x4,
        "RAY_FLAG_SKIP_CLOSEST_HIT_SHADER" => 0x8,
        "RAY_FLAG_CULL_BACK_FACING_TRIANGLES" => 0x10,
        "RAY_FLAG_CULL_FRONT_FACING_TRIANGLES" => 0x20,
        "RAY_FLAG_CULL_OPAQUE" => 0x40,
        "RAY_FLAG_CULL_NON_OPAQUE" => 0x80,
        "RAY_FLAG_SKIP_TRIANGLES" => 0x100,
        "RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES" => 0x200,
        "COMMITTED_NOTHING" => 0,
        "COMMITTED_TRIANGLE_HIT" => 1,
        "COMMITTED_PROCEDURAL_PRIMITIVE_HIT" => 2,
        "CANDIDATE_NON_OPAQUE_TRIANGLE" => 0,
        "CANDIDATE_PROCEDURAL_PRIMITIVE" => 1,
        _ => return None,
    })
}

/// A value method of `RayQuery`: what it reads, and whether of the
/// committed intersection. `None` for a name that is no such method.
fn value_method(name: &str) -> Option<(V, bool)> {
    let plain = match name {
        "WorldRayOrigin" => Some(V::WorldRayOrigin),
        "WorldRayDirection" => Some(V::WorldRayDirection),
        "RayTMin" => Some(V::RayTMin),
        "CommittedStatus" => return Some((V::Kind, true)),
        "CommittedRayT" => return Some((V::RayT, true)),
        "CandidateType" => return Some((V::Kind, false)),
        "CandidateTriangleRayT" => return Some((V::RayT, false)),
        "CandidateProceduralPrimitiveNonOpaque" => return Some((V::NonOpaqueProcedural, false)),
        _ => None,
    };
    if let Some(v) = plain {
        return Some((v, false));
    }
    let (committed, rest) = match (name.strip_prefix("Committed"), name.strip_prefix("Candidate")) {
        (Some(rest), _) => (true, rest),
        (_, Some(rest)) => (false, rest),
        _ => return None,
    };
    let v = match rest {
        "InstanceIndex" => V::InstanceIndex,
        "InstanceID" => V::InstanceId,
        "GeometryIndex" => V::GeometryIndex,
        "PrimitiveIndex" => V::PrimitiveIndex,
        "TriangleBarycentrics" => V::Barycentrics,
        "TriangleFrontFace" => V::FrontFace,
        "ObjectRayOrigin" => V::ObjectRayOrigin,
        "ObjectRayDirection" => V::ObjectRayDirection,
        "ObjectToWorld4x3" => V::ObjectToWorld4x3,
        "ObjectToWorld3x4" => V::ObjectToWorld3x4,
        "WorldToObject4x3" => V::WorldToObject4x3,
        "WorldToObject3x4" => V::WorldToObject3x4,
        _ => return None,
    };
    Some((v, committed))
}

/// The methods Metal's `intersection_query` has no counterpart of, with the reason.
fn missing_in_metal(name: &str) -> Option<&'static str> {
    match name {
        "RayFlags" => Some("Metal's `intersection_query` cannot report the ray flags it was started with"),
        "CommittedInstanceContributionToHitGroupIndex" | "CandidateInstanceContributionToHitGroupIndex" => {
            Some("Metal has no shader binding table, so an instance has no hit-group contribution")
        }
        _ => None,
    }
}

/// The HLSL type of a value a query reads.
fn value_ty(v: V) -> Ty {
    let f = check::FLOAT;
    match v {
        V::Kind | V::InstanceIndex | V::InstanceId | V::GeometryIndex | V::PrimitiveIndex => Ty::Scalar(check::UINT),
        V::RayT | V::RayTMin => Ty::Scalar(f),
        V::Barycentrics => Ty::Vector(f, 2),
        V::FrontFace | V::NonOpaqueProcedural => Ty::Scalar(check::BOOL),
        V::ObjectRayOrigin | V::ObjectRayDirection | V::WorldRayOrigin | V::WorldRayDirection => Ty::Vector(f, 3),
        V::ObjectToWorld4x3 | V::WorldToObject4x3 => Ty::Matrix(f, 4, 3),
        V::ObjectToWorld3x4 | V::WorldToObject3x4 => Ty::Matrix(f, 3, 4),
    }
}

impl Lower<'_> {
    /// `RayDesc`, DXR's built-in struct (unless the source declares its own).
    pub(super) fn ray_desc(&mut self, span: Span) -> Ty {
        let f = check::FLOAT;
        let members = [
            ("Origin", Ty::Vector(f, 3)),
            ("TMin", Ty::Scalar(f)),
            ("Direction", Ty::Vector(f, 3)),
            ("TMax", Ty::Scalar(f)),
        ];
        self.builtin_struct("RayDesc", &members, span)
    }

    /// `BuiltInTriangleIntersectionAttributes`, DXR's struct of a triangle
    /// hit's barycentrics, which DXC declares for every stage: shared
    /// headers declare helpers taking it in compute and graphics shaders too.
    pub(super) fn triangle_attributes(&mut self, span: Span) -> Ty {
        let members = [("barycentrics", Ty::Vector(check::FLOAT, 2))];
        self.builtin_struct("BuiltInTriangleIntersectionAttributes", &members, span)
    }

    /// A struct DXC declares, made on its first use (unless the source
    /// declares its own of that name).
    fn builtin_struct(&mut self, name: &str, members: &[(&str, Ty)], span: Span) -> Ty {
        if let Some(&i) = self.struct_names.get(name) {
            return Ty::Struct(i);
        }
        let members = members.iter().map(|(n, t)| super::buffer_pointer::member(n, t.clone(), span)).collect();
        let mut def = super::buffer_pointer::plain_struct(name.into(), members, span, None);
        // Laid out for a buffer only if one holds it.
        def.host = false;
        let i = self.structs.len();
        self.struct_names.insert(name.into(), i);
        self.structs.push(def);
        Ty::Struct(i)
    }

    /// `query.name(args)` on a `RayQuery<flags>`.
    pub(super) fn ray_query_method(
        &mut self,
        f: &mut FnCtx,
        obj: &Val,
        name: &str,
        args: &[Expr],
        nspan: Span,
        sp: Span,
    ) -> Val {
        let flags = match obj.ty {
            Ty::RayQuery(flags) => flags,
            _ => 0,
        };
        let vals: Vec<Val> = args.iter().map(|a| self.expr(f, a)).collect();
        if vals.iter().any(Val::is_error) {
            return Val::error(sp);
        }
        let Some(query) = self.query_place(obj) else { return Val::error(sp) };
        if let Some(reason) = missing_in_metal(name) {
            self.error(codes::METAL_RAY_QUERY, format!("`{name}`: {reason}"), nspan);
            return Val::error(sp);
        }
        if let Some((v, committed)) = value_method(name) {
            if !vals.is_empty() {
                return self.rq_arg_count(name, 0, sp);
            }
            return self.rq_call(f, RayQueryOp::Get { value: v, committed }, query, &[], sp);
        }
        match name {
            "TraceRayInline" => {
                let [structure, ray_flags, mask, desc] = vals.as_slice() else {
                    return self.rq_arg_count(name, 4, sp);
                };
                self.trace_ray_inline(f, query, flags, structure, ray_flags, mask, desc, sp)
            }
            "Proceed" | "Abort" | "CommitNonOpaqueTriangleHit" if !vals.is_empty() => self.rq_arg_count(name, 0, sp),
            "Proceed" => self.rq_call(f, RayQueryOp::Proceed, query, &[], sp),
            "Abort" => self.rq_call(f, RayQueryOp::Abort, query, &[], sp),
            "CommitNonOpaqueTriangleHit" => self.rq_call(f, RayQueryOp::CommitTriangle, query, &[], sp),
            "CommitProceduralPrimitiveHit" => {
                let [t] = vals.as_slice() else { return self.rq_arg_count(name, 1, sp) };
                let Some(t) = self.coerce(f, t, &Ty::Scalar(check::FLOAT)) else { return Val::error(sp) };
                self.rq_call(f, RayQueryOp::CommitProcedural, query, &[t], sp)
            }
            _ => {
                self.error(codes::SEM_UNDECLARED, format!("`RayQuery` has no method `{name}`"), nspan);
                Val::error(sp)
            }
        }
    }

    /// GLSL's ray query functions, which the GLSL front-end respells
    /// `__RayQuery_NAME(query[, committed], …)` (`glsl::ray_query`): the HLSL
    /// method of that name, of the committed or the candidate intersection as
    /// the constant `committed` argument says. `None` for another name.
    pub(super) fn glsl_ray_query_call(&mut self, f: &mut FnCtx, name: &str, args: &[Expr], sp: Span) -> Option<Val> {
        let what = name.strip_prefix("__RayQuery_")?;
        let Some((query, rest)) = args.split_first() else { return Some(self.rq_arg_count(name, 1, sp)) };
        let obj = self.expr(f, query);
        let flags = match obj.ty {
            Ty::RayQuery(flags) => flags,
            Ty::Error => return Some(Val::error(sp)),
            _ => {
                self.error(codes::SEM_TYPE_MISMATCH, "the first argument must be a `rayQueryEXT`", query.span);
                return Some(Val::error(sp));
            }
        };
        // (committed, candidate) spellings of the methods that take `committed`.
        let pair = match what {
            "Type" => Some(("CommittedStatus", "CandidateType")),
            "T" => Some(("CommittedRayT", "CandidateTriangleRayT")),
            "InstanceCustomIndex" => Some(("CommittedInstanceID", "CandidateInstanceID")),
            "InstanceId" => Some(("CommittedInstanceIndex", "CandidateInstanceIndex")),
            "InstanceShaderBindingTableRecordOffset" => {
                Some(("CommittedInstanceContributionToHitGroupIndex", "CandidateInstanceContributionToHitGroupIndex"))
            }
            "GeometryIndex" => Some(("CommittedGeometryIndex", "CandidateGeometryIndex")),
            "PrimitiveIndex" => Some(("CommittedPrimitiveIndex", "CandidatePrimitiveIndex")),
            "Barycentrics" => Some(("CommittedTriangleBarycentrics", "CandidateTriangleBarycentrics")),
            "FrontFace" => Some(("CommittedTriangleFrontFace", "CandidateTriangleFrontFace")),
            "ObjectRayDirection" => Some(("CommittedObjectRayDirection", "CandidateObjectRayDirection")),
            "ObjectRayOrigin" => Some(("CommittedObjectRayOrigin", "CandidateObjectRayOrigin")),
            // GLSL's `mat4x3` is four columns of three: HLSL's `float4x3`.
            "ObjectToWorld" => Some(("CommittedObjectToWorld4x3", "CandidateObjectToWorld4x3")),
            "WorldToObject" => Some(("CommittedWorldToObject4x3", "CandidateWorldToObject4x3")),
            _ => None,
        };
        if let Some((committed, candidate)) = pair {
            let Some((c, more)) = rest.split_first() else { return Some(self.rq_arg_count(name, 2, sp)) };
            if !more.is_empty() {
                return Some(self.rq_arg_count(name, 2, sp));
            }
            let Some(is_committed) = self.const_eval(c).and_then(|v| v.as_i64()) else {
                self.error(codes::SEM_NOT_CONSTANT, "the `committed` argument must be a constant", c.span);
                return Some(Val::error(sp));
            };
            let method = if is_committed != 0 { committed } else { candidate };
            let v = self.ray_query_method(f, &obj, method, &[], sp, sp);
            // GLSL reads the indices as `int`s.
            let index = matches!(what, "InstanceCustomIndex" | "InstanceId" | "GeometryIndex" | "PrimitiveIndex");
            return Some(match v.kind {
                Vk::Value(h) if index => {
                    let as_int = E::As { expr: h, kind: naga::ScalarKind::Sint, convert: Some(4) };
                    Val::value(f.f.expr(as_int, ns(sp)), Ty::Scalar(check::INT), sp)
                }
                _ => v,
            });
        }
        let Some(query) = self.query_place(&obj) else { return Some(Val::error(sp)) };
        let vals: Vec<Val> = rest.iter().map(|a| self.expr(f, a)).collect();
        if vals.iter().any(Val::is_error) {
            return Some(Val::error(sp));
        }
        Some(match what {
            // `rayQueryInitializeEXT(q, structure, flags, mask, origin, tmin, direction, tmax)`.
            "Initialize" => {
                let [structure, ray_flags, mask, origin, tmin, dir, tmax] = vals.as_slice() else {
                    return Some(self.rq_arg_count(name, 8, sp));
                };
                self.reset(f, query, flags, structure, ray_flags, mask, [origin, tmin, dir, tmax], sp)
            }
            "Proceed" => self.rq_call(f, RayQueryOp::Proceed, query, &[], sp),
            "Terminate" => self.rq_call(f, RayQueryOp::Abort, query, &[], sp),
            "ConfirmIntersection" => self.rq_call(f, RayQueryOp::CommitTriangle, query, &[], sp),
            "GenerateIntersection" => {
                let [t] = vals.as_slice() else { return Some(self.rq_arg_count(name, 2, sp)) };
                let Some(t) = self.coerce(f, t, &Ty::Scalar(check::FLOAT)) else { return Some(Val::error(sp)) };
                self.rq_call(f, RayQueryOp::CommitProcedural, query, &[t], sp)
            }
            "CandidateAABBOpaque" => {
                let get = RayQueryOp::Get { value: V::NonOpaqueProcedural, committed: false };
                let non_opaque = self.rq_call(f, get, query, &[], sp);
                let Vk::Value(h) = non_opaque.kind else { return Some(non_opaque) };
                let not = f.f.expr(E::Unary { op: naga::UnaryOperator::LogicalNot, expr: h }, ns(sp));
                Val::value(not, Ty::Scalar(check::BOOL), sp)
            }
            "RayTMin" => self.ray_query_method(f, &obj, "RayTMin", &[], sp, sp),
            "RayFlags" => self.ray_query_method(f, &obj, "RayFlags", &[], sp, sp),
            "WorldRayOrigin" => self.ray_query_method(f, &obj, "WorldRayOrigin", &[], sp, sp),
            "WorldRayDirection" => self.ray_query_method(f, &obj, "WorldRayDirection", &[], sp, sp),
            _ => {
                self.error(codes::METAL_RAY_QUERY, format!("`{what}` of a ray query has no Metal counterpart"), sp);
                Val::error(sp)
            }
        })
    }

    /// A local `RayQuery<F> q [= init];` (or an array of them). DXC ignores
    /// a default construction (`= RayQuery<F>()`); a query initialized from
    /// another one is that query, since a query is a handle of its state in
    /// D3D (Metal's cannot be copied).
    pub(super) fn query_local(&mut self, f: &mut FnCtx, is_static: bool, d: &crate::hlsl::ast::Declarator, ty: Ty) {
        use super::func::Local;
        use crate::hlsl::ast::{Callee, ExprKind};
        let sp = d.name_span;
        if is_static {
            self.error(codes::SEM_UNSUPPORTED, "a ray query cannot be `static`", sp);
            f.declare(&d.name, Local { kind: Vk::Error, ty: Ty::Error, constant: None });
            return;
        }
        let init = d.init.as_ref().filter(|e| {
            !matches!(&e.kind, ExprKind::Call { callee: Callee::Type(te), args } if args.is_empty() && te.name == "RayQuery")
        });
        if let Some(init) = init {
            let val = self.expr(f, init);
            let alias = matches!(val.kind, Vk::Ptr(..)) && val.ty == ty;
            if !alias && !val.is_error() {
                let msg = format!("a `{}` can be initialized only with a query of its type", self.ty_name(&ty));
                self.error(codes::SEM_TYPE_MISMATCH, msg, init.span);
            }
            let (kind, ty) = if alias { (val.kind, ty) } else { (Vk::Error, Ty::Error) };
            f.declare(&d.name, Local { kind, ty, constant: None });
            return;
        }
        let nty = self.naga_ty(&ty, Layout::Natural, false);
        let ptr = f.f.local(&d.name, nty, ns(sp));
        f.declare(&d.name, Local { kind: Vk::Ptr(ptr, super::expr::Storage::Plain), ty, constant: None });
    }

    /// The pointer to the query object (a local, a parameter or an element).
    fn query_place(&mut self, obj: &Val) -> Option<H> {
        match obj.kind {
            Vk::Ptr(h, _) => Some(h),
            Vk::Error => None,
            _ => {
                self.error(codes::SEM_UNSUPPORTED, "a ray query must be a variable", obj.span);
                None
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn trace_ray_inline(
        &mut self,
        f: &mut FnCtx,
        query: H,
        flags: u32,
        structure: &Val,
        ray_flags: &Val,
        mask: &Val,
        desc: &Val,
        sp: Span,
    ) -> Val {
        let rd = self.ray_desc(sp);
        let Some(d) = self.coerce(f, desc, &rd) else { return Val::error(sp) };
        let nsp = ns(sp);
        // By name: a source may declare its own `RayDesc`.
        let Ty::Struct(i) = rd else { return Val::error(sp) };
        let def = self.structs.get(i).cloned();
        let mut fields = Vec::new();
        for (name, ty) in [
            ("Origin", Ty::Vector(check::FLOAT, 3)),
            ("TMin", Ty::Scalar(check::FLOAT)),
            ("Direction", Ty::Vector(check::FLOAT, 3)),
            ("TMax", Ty::Scalar(check::FLOAT)),
        ] {
            let index = def.as_ref().and_then(|s| s.member_index(name));
            let member = index.and_then(|k| def.as_ref().and_then(|s| s.members.get(k)));
            let (Some(k), Some(m)) = (index, member) else {
                self.error(codes::SEM_TYPE_MISMATCH, format!("this `RayDesc` has no member `{name}`"), desc.span);
                return Val::error(sp);
            };
            let v = Val::value(f.f.access_index(d, k as u32, nsp), m.ty.clone(), desc.span);
            let Some(h) = self.coerce(f, &v, &ty) else { return Val::error(sp) };
            fields.push(Val::value(h, ty, desc.span));
        }
        let [origin, tmin, dir, tmax] = fields.as_slice() else { return Val::error(sp) };
        self.reset(f, query, flags, structure, ray_flags, mask, [origin, tmin, dir, tmax], sp)
    }

    /// `Reset`: the template's flags or-ed into the call's.
    #[allow(clippy::too_many_arguments)]
    fn reset(
        &mut self,
        f: &mut FnCtx,
        query: H,
        flags: u32,
        structure: &Val,
        ray_flags: &Val,
        mask: &Val,
        ray: [&Val; 4],
        sp: Span,
    ) -> Val {
        let nsp = ns(sp);
        if !matches!(&structure.ty, Ty::Resource(r) if **r == check::Resource::AccelerationStructure) {
            let msg = format!("expected a `RaytracingAccelerationStructure`, found `{}`", self.ty_name(&structure.ty));
            self.error(codes::SEM_TYPE_MISMATCH, msg, structure.span);
            return Val::error(sp);
        }
        let Some(s) = self.rv(f, structure) else { return Val::error(sp) };
        let uint = Ty::Scalar(check::UINT);
        let (Some(rf), Some(m)) = (self.coerce(f, ray_flags, &uint), self.coerce(f, mask, &uint)) else {
            return Val::error(sp);
        };
        let rf = if flags == 0 {
            rf
        } else {
            let c = f.f.literal(naga::Literal::U32(flags), nsp);
            f.f.expr(E::Binary { op: naga::BinaryOperator::InclusiveOr, left: c, right: rf }, nsp)
        };
        let float3 = Ty::Vector(check::FLOAT, 3);
        let float = Ty::Scalar(check::FLOAT);
        let mut args = vec![s, rf, m];
        for (v, ty) in ray.iter().zip([&float3, &float, &float3, &float]) {
            let Some(h) = self.coerce(f, v, ty) else { return Val::error(sp) };
            args.push(h);
        }
        self.rq_call(f, RayQueryOp::Reset, query, &args, sp)
    }

    fn rq_arg_count(&mut self, name: &str, n: usize, sp: Span) -> Val {
        self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` takes {n} arguments"), sp);
        Val::error(sp)
    }

    /// A call of the stand-in of `op` on `query` with `args` (already of the
    /// stand-in's parameter types).
    fn rq_call(&mut self, f: &mut FnCtx, op: RayQueryOp, query: H, args: &[H], sp: Span) -> Val {
        let result = match op {
            RayQueryOp::Proceed => Some(Ty::Scalar(check::BOOL)),
            RayQueryOp::Get { value, .. } => Some(value_ty(value)),
            _ => None,
        };
        let query_ty = self.b.ty(naga::TypeInner::RayQuery { vertex_return: false });
        // A GLSL global query is a private variable.
        let private = query_root_is_global(f, query);
        let space = if private { naga::AddressSpace::Private } else { naga::AddressSpace::Function };
        let key = SynthKey::RayQuery(op, private);
        let function = match self.synthesized.get(&key) {
            Some(&h) => h,
            None => {
                let mut fb = FnBuilder::new("ray_query");
                let ptr = self.b.ty(naga::TypeInner::Pointer { base: query_ty, space });
                fb.arg("query", ptr, None);
                let mut params: Vec<Handle<naga::Type>> = Vec::new();
                if op == RayQueryOp::Reset {
                    let structure = self.b.ty(naga::TypeInner::AccelerationStructure { vertex_return: false });
                    let uint = self.b.scalar(check::UINT);
                    let float = self.b.scalar(check::FLOAT);
                    let float3 = self.b.vector(check::FLOAT, 3);
                    params.extend([structure, uint, uint, float3, float, float3, float]);
                } else if op == RayQueryOp::CommitProcedural {
                    params.push(self.b.scalar(check::FLOAT));
                }
                for (i, &p) in params.iter().enumerate() {
                    fb.arg(&format!("a{i}"), p, None);
                }
                if let Some(r) = &result {
                    let rty = self.naga_ty(r, Layout::Natural, false);
                    fb.set_result(rty, None);
                    let zero = fb.expr(E::ZeroValue(rty), naga::Span::UNDEFINED);
                    fb.stmt(naga::Statement::Return { value: Some(zero) }, naga::Span::UNDEFINED);
                }
                let h = self.b.module.functions.append(fb.finish(), naga::Span::UNDEFINED);
                self.side.intrinsic_functions.insert(h, Intrinsic::RayQuery(op));
                self.synthesized.insert(key, h);
                h
            }
        };
        let mut arguments = vec![query];
        arguments.extend_from_slice(args);
        let called = f.f.call(function, arguments, result.is_some(), ns(sp));
        match (called, result) {
            (Some(h), Some(ty)) => Val::value(h, ty, sp),
            _ => Val { kind: Vk::Error, ty: Ty::Void, lit: false, span: sp },
        }
    }
}

/// Whether the query pointer `h` leads to a global variable.
pub(super) fn query_root_is_global(f: &FnCtx, mut h: H) -> bool {
    for _ in 0..64 {
        match f.f.exprs().try_get(h) {
            Ok(E::Access { base, .. } | E::AccessIndex { base, .. }) => h = *base,
            Ok(E::GlobalVariable(_)) => return true,
            _ => return false,
        }
    }
    false
}
