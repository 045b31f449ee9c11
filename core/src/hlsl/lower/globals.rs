//! Module-scope declarations: constants, resources, constant buffers,
//! `groupshared` and `static` variables, the implicit `$Globals` buffer;
//! and the constant evaluator used for array sizes and initializers.

use super::layout::{Layout, MemberMap};
use super::{GlobalSym, Lower, MemberDef};
use crate::diag::{Diagnostic, codes};
use crate::hlsl::ast::*;
use crate::hlsl::check::{self, Resource, StructuredKind, Ty};
use crate::side::{DescriptorHeap, ResourceInfo};
use crate::source::Span;
use naga::{AddressSpace, Expression, GlobalVariable, Literal, ResourceBinding, Scalar, ScalarKind, StorageAccess};

/// A compile-time value.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstVal {
    Int(i64, Scalar),
    Float(f64, Scalar),
    Bool(bool),
    /// Constructor or initializer list, flattened or not.
    List(Vec<ConstVal>),
}

impl ConstVal {
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            ConstVal::Int(v, _) => Some(*v),
            ConstVal::Float(v, _) => Some(*v as i64),
            ConstVal::Bool(b) => Some(i64::from(*b)),
            ConstVal::List(l) if l.len() == 1 => l.first()?.as_i64(),
            ConstVal::List(_) => None,
        }
    }

    pub(super) fn as_f64(&self) -> Option<f64> {
        match self {
            ConstVal::Int(v, _) => Some(*v as f64),
            ConstVal::Float(v, _) => Some(*v),
            ConstVal::Bool(b) => Some(f64::from(u8::from(*b))),
            ConstVal::List(l) if l.len() == 1 => l.first()?.as_f64(),
            ConstVal::List(_) => None,
        }
    }

    fn flatten(&self, out: &mut Vec<ConstVal>) {
        match self {
            ConstVal::List(l) => l.iter().for_each(|c| c.flatten(out)),
            c => out.push(c.clone()),
        }
    }
}

impl Lower<'_> {
    /// Evaluate a constant expression (literals, constants, arithmetic,
    /// constructors, initializer lists); `None` when it is not constant.
    pub fn const_eval(&self, e: &Expr) -> Option<ConstVal> {
        Some(match &e.kind {
            ExprKind::Int(v, s) => ConstVal::Int(*v as i64, self.int_literal_scalar(*v, *s)),
            ExprKind::Float(v, _) => ConstVal::Float(*v, check::FLOAT),
            ExprKind::Bool(b) => ConstVal::Bool(*b),
            ExprKind::Ident(n) => {
                // As the current namespace sees the name (an enumerator
                // given by an earlier one of its namespaced enum).
                let declared = |k: &str| self.globals.contains_key(k) || self.const_values.contains_key(k);
                let scoped = self.scoped_name(n, declared);
                let n = scoped.as_ref().unwrap_or(n);
                match self.globals.get(n) {
                    Some(GlobalSym::Const { value: Some(v), .. }) => v.clone(),
                    _ => match self.const_values.get(n) {
                        Some(v) => v.clone(),
                        None if self.in_array_size && self.spec_defaults.contains_key(n) => {
                            self.spec_default_read.set(true);
                            self.spec_defaults.get(n)?.clone()
                        }
                        None if self.in_static_init => self.static_inits.get(n)?.clone(),
                        None => ConstVal::Int(i64::from(super::ray_query::constant(n)?), check::UINT),
                    },
                }
            }
            ExprKind::Unary(UnOp::Neg, a) => match self.const_eval(a)? {
                ConstVal::Int(v, s) => ConstVal::Int(v.wrapping_neg(), s),
                ConstVal::Float(v, s) => ConstVal::Float(-v, s),
                _ => return None,
            },
            ExprKind::Unary(UnOp::Plus, a) => self.const_eval(a)?,
            ExprKind::Unary(UnOp::Not, a) => ConstVal::Bool(self.const_eval(a)?.as_i64()? == 0),
            ExprKind::Unary(UnOp::BitNot, a) => match self.const_eval(a)? {
                ConstVal::Int(v, s) if s == check::UINT => ConstVal::Int(i64::from(!(v as u32)), s),
                ConstVal::Int(v, s) => ConstVal::Int(!v, s),
                _ => return None,
            },
            ExprKind::Binary(op, a, b) => const_binary(*op, self.const_eval(a)?, self.const_eval(b)?)?,
            ExprKind::Ternary(c, a, b) => {
                if self.const_eval(c)?.as_i64()? != 0 {
                    self.const_eval(a)?
                } else {
                    self.const_eval(b)?
                }
            }
            // A GLSL array constructor (the GLSL front-end's typedef of the
            // array type): one argument per element, each of the element's
            // shape; never a splat.
            ExprKind::Call { callee: Callee::Type(te), args }
                if self.glsl && matches!(self.typedefs.get(&te.name), Some(Ty::Array(..))) =>
            {
                let Some(Ty::Array(elem, n)) = self.typedefs.get(&te.name) else { return None };
                if args.len() != *n as usize {
                    return None;
                }
                let per = self.leaf_count(elem) as usize;
                let mut vals = Vec::with_capacity(args.len());
                for a in args {
                    let v = self.const_eval(a)?;
                    let mut leaves = Vec::new();
                    v.flatten(&mut leaves);
                    if leaves.len() != per {
                        return None;
                    }
                    vals.push(v);
                }
                ConstVal::List(vals)
            }
            // `(float3)2.0` and `float3(2.0)` splat.
            ExprKind::Cast(te, d, a) if d.is_empty() => splat(te, self.const_eval(a)?),
            ExprKind::Call { callee: Callee::Type(te), args } if args.len() == 1 => {
                splat(te, self.const_eval(args.first()?)?)
            }
            ExprKind::Call { callee: Callee::Type(_), args } | ExprKind::InitList(args) => {
                ConstVal::List(args.iter().map(|a| self.const_eval(a)).collect::<Option<Vec<_>>>()?)
            }
            _ => return None,
        })
    }

    /// A global constant expression of type `ty` from `cv` (flattened the
    /// way HLSL initializer lists are).
    pub fn const_expr(&mut self, ty: &Ty, cv: &ConstVal, span: Span) -> Option<naga::Handle<Expression>> {
        let mut leaves = Vec::new();
        cv.flatten(&mut leaves);
        let total = self.leaf_count(ty);
        if leaves.len() == 1 && total > 1 {
            let one = leaves.first()?.clone();
            leaves = vec![one; total as usize];
        }
        if leaves.len() as u32 != total {
            return None;
        }
        let mut it = leaves.into_iter();
        self.const_build(ty, &mut it, span.into())
    }

    /// Element `k` of a `static const` array (`const_arrays`) as a constant
    /// expression of the function: a scalar or vector element only (what a
    /// texel offset is).
    pub(super) fn const_array_element(
        &mut self,
        f: &mut super::func::FnCtx,
        g: naga::Handle<naga::GlobalVariable>,
        k: u32,
        span: naga::Span,
    ) -> Option<naga::Handle<Expression>> {
        let (Ty::Array(elem, n), cv) = self.const_arrays.get(&g)? else { return None };
        let (elem, n) = ((**elem).clone(), *n);
        let mut leaves = Vec::new();
        cv.flatten(&mut leaves);
        let per = elem.components() as usize;
        if k >= n || leaves.len() != per * n as usize || !matches!(elem, Ty::Scalar(_) | Ty::Vector(..)) {
            return None;
        }
        let s = elem.scalar()?;
        let mut comps = Vec::with_capacity(per);
        for c in leaves.get(per * k as usize..per * (k as usize + 1))? {
            comps.push(f.f.literal(literal(s, c)?, span));
        }
        match elem {
            Ty::Vector(..) => {
                let ty = self.naga_ty(&elem, Layout::Natural, false);
                Some(f.f.expr(Expression::Compose { ty, components: comps }, span))
            }
            _ => comps.first().copied(),
        }
    }

    fn leaf_count(&self, ty: &Ty) -> u32 {
        match ty {
            Ty::Array(e, n) => self.leaf_count(e) * n,
            Ty::Struct(i) => {
                self.structs.get(*i).map(|s| s.members.iter().map(|m| self.leaf_count(&m.ty)).sum()).unwrap_or(0)
            }
            other => other.components(),
        }
    }

    fn const_build(
        &mut self,
        ty: &Ty,
        it: &mut std::vec::IntoIter<ConstVal>,
        span: naga::Span,
    ) -> Option<naga::Handle<Expression>> {
        let expr = match ty {
            Ty::Scalar(s) => Expression::Literal(literal(*s, &it.next()?)?),
            Ty::Vector(s, n) => {
                let comps = (0..*n).map(|_| it.next().and_then(|c| literal(*s, &c))).collect::<Option<Vec<_>>>()?;
                let comps = comps.into_iter().map(|l| self.b.global_expr(Expression::Literal(l), span)).collect();
                Expression::Compose { ty: self.naga_ty(ty, Layout::Natural, false), components: comps }
            }
            Ty::Matrix(s, r, c) => {
                let row = Ty::Vector(*s, *c);
                let rows = (0..*r).map(|_| self.const_build(&row, it, span)).collect::<Option<Vec<_>>>()?;
                Expression::Compose { ty: self.naga_ty(ty, Layout::Natural, false), components: rows }
            }
            Ty::Array(e, n) => {
                let elems = (0..*n).map(|_| self.const_build(e, it, span)).collect::<Option<Vec<_>>>()?;
                Expression::Compose { ty: self.naga_ty(ty, Layout::Natural, false), components: elems }
            }
            Ty::Struct(i) => {
                let members: Vec<Ty> = self.structs.get(*i)?.members.iter().map(|m| m.ty.clone()).collect();
                let comps = members.iter().map(|m| self.const_build(m, it, span)).collect::<Option<Vec<_>>>()?;
                Expression::Compose { ty: self.struct_ty(*i), components: comps }
            }
            _ => return None,
        };
        Some(self.b.global_expr(expr, span))
    }

    pub fn make_constant(&mut self, name: &str, ty: &Ty, cv: &ConstVal, span: Span) -> naga::Handle<naga::Constant> {
        let init = match self.const_expr(ty, cv, span) {
            Some(h) => h,
            None => {
                let t = self.naga_ty(ty, Layout::Natural, false);
                self.b.global_expr(Expression::ZeroValue(t), span.into())
            }
        };
        let nty = self.naga_ty(ty, Layout::Natural, false);
        self.b
            .module
            .constants
            .append(naga::Constant { name: Some(name.replace("::", "_")), ty: nty, init }, span.into())
    }

    /// Which structs live in buffers, which globals are atomic.
    pub(super) fn mark_host_structs(&mut self, items: &[Item]) {
        let mut cbuffer_tys = Vec::new();
        let mut structured_tys = Vec::new();
        let mut scalar_tys = Vec::new();
        for item in items {
            match item {
                Item::Buffer(b) => {
                    let std430 = self.glsl_std430_block(b);
                    let scalar = self.glsl_scalar_block(&b.attributes);
                    for m in &b.members {
                        let t = self.resolve_type_quiet(&m.ty);
                        if scalar {
                            scalar_tys.push(t)
                        } else if std430 {
                            structured_tys.push(t)
                        } else {
                            cbuffer_tys.push(t)
                        }
                    }
                }
                Item::Var(v) if !v.modifiers.is_static && !v.modifiers.groupshared => {
                    let std140 = self.glsl_std140_buffer(&v.attributes);
                    let scalar = self.glsl_scalar_block(&v.attributes);
                    let has = |n: &str| v.attributes.iter().any(|a| a.name == n);
                    let std430_block =
                        self.glsl && (has("glsl::std430") || (has("vk::push_constant") && !has("glsl::std140")));
                    match self.resolve_type_quiet(&v.ty) {
                        Ty::Resource(r) => match *r {
                            Resource::Structured { elem, .. } | Resource::Constant { elem } if scalar => {
                                scalar_tys.push(elem)
                            }
                            Resource::Constant { elem } if std430_block => structured_tys.push(elem),
                            Resource::Constant { elem } => cbuffer_tys.push(elem),
                            Resource::Structured { elem, .. } if std140 => cbuffer_tys.push(elem),
                            Resource::Structured { elem, .. } => structured_tys.push(elem),
                            _ => {}
                        },
                        other => cbuffer_tys.push(other),
                    }
                }
                _ => {}
            }
        }
        // The blocks GLSL buffer references point to, and the types of raw
        // buffer loads and stores, are laid out as buffers are (`pointer`).
        for r in self.structs.iter().filter_map(|s| s.reference.clone()).collect::<Vec<_>>() {
            let Some(&i) = self.struct_names.get(&r.pointee) else { continue };
            match (r.std140, r.scalar) {
                (true, _) => cbuffer_tys.push(Ty::Struct(i)),
                (false, true) => scalar_tys.push(Ty::Struct(i)),
                (false, false) => structured_tys.push(Ty::Struct(i)),
            }
        }
        for t in std::mem::take(&mut self.raw_buffer_types) {
            structured_tys.push(self.resolve_type_quiet(&t));
        }
        for t in cbuffer_tys {
            self.mark(&t, true);
        }
        for t in structured_tys {
            self.mark(&t, false);
        }
        for t in scalar_tys {
            self.mark_scalar(&t);
        }
    }

    /// The structs of a `layout(scalar)` block are laid out in the scalar
    /// layout; one that another block lays out otherwise is refused (a
    /// struct has one layout per naga type, and only the std140/std430 pair
    /// has twins).
    fn mark_scalar(&mut self, ty: &Ty) {
        let mut stack = vec![ty.clone()];
        let mut guard = 0;
        while let Some(t) = stack.pop() {
            guard += 1;
            if guard > 10_000 {
                break;
            }
            match t {
                Ty::Array(e, _) => stack.push(*e),
                Ty::Struct(i) => {
                    let Some(s) = self.structs.get_mut(i) else { continue };
                    if s.reference.is_some() || (s.host && s.scalar_layout) {
                        continue;
                    }
                    // Laid out by another block too: the scalar block holds
                    // a twin (`types::scalar_twin_ty`), and so do the structs
                    // inside it.
                    if s.host {
                        let members: Vec<Ty> = s.members.iter().map(|m| m.ty.clone()).collect();
                        if !self.scalar_both.contains_key(&i) {
                            self.scalar_both.insert(i, None);
                            stack.extend(members);
                        }
                        continue;
                    }
                    s.host = true;
                    s.scalar_layout = true;
                    stack.extend(s.members.iter().map(|m| m.ty.clone()));
                }
                _ => {}
            }
        }
    }

    fn mark(&mut self, ty: &Ty, cbuffer: bool) {
        let mut stack = vec![ty.clone()];
        let mut guard = 0;
        while let Some(t) = stack.pop() {
            guard += 1;
            if guard > 10_000 {
                break;
            }
            match t {
                Ty::Array(e, _) => stack.push(*e),
                Ty::Struct(i) => {
                    if let Some(s) = self.structs.get_mut(i) {
                        // A buffer reference is one layout everywhere (an address).
                        if s.host && s.cbuffer_layout != cbuffer && s.reference.is_none() {
                            // Also in structured buffers: a second naga type
                            // with structured packing (`types::twin_ty`).
                            let members: Vec<Ty> = s.members.iter().map(|m| m.ty.clone()).collect();
                            if self.both_layouts.insert(i) {
                                stack.extend(members);
                            }
                            continue;
                        }
                        if s.host {
                            continue;
                        }
                        s.host = true;
                        s.cbuffer_layout = cbuffer;
                        stack.extend(s.members.iter().map(|m| m.ty.clone()));
                    }
                }
                _ => {}
            }
        }
    }

    pub(super) fn resolve_type_quiet(&mut self, t: &TypeExpr) -> Ty {
        let n = self.diags.len();
        let ty = self.resolve_type(t);
        self.diags.truncate(n);
        ty
    }

    /// The next automatic binding in group 0 that no `vk::binding` takes.
    /// The address space of push constants of naga type `ty`, and its
    /// binding: naga's push constants (`Immediate`) take no 16-bit scalar,
    /// so a block holding one is a `Uniform` global instead, which the
    /// writer still binds as push constants (`ResourceInfo::push_constant`:
    /// inline bytes, reflected as push constants).
    fn push_constant_space(&mut self, ty: naga::Handle<naga::Type>) -> (AddressSpace, Option<ResourceBinding>) {
        if self.holds_16bit(ty) {
            (AddressSpace::Uniform, Some(self.next_binding()))
        } else {
            (AddressSpace::Immediate, None)
        }
    }

    /// Whether naga type `ty` holds a 16-bit scalar (in a vector, a
    /// matrix, an array or a struct member).
    fn holds_16bit(&self, ty: naga::Handle<naga::Type>) -> bool {
        let types = &self.b.module.types;
        let mut stack = vec![ty];
        let mut seen = 0usize;
        while let Some(t) = stack.pop() {
            seen += 1;
            if seen > 4096 {
                return false;
            }
            match types[t].inner {
                naga::TypeInner::Scalar(s)
                | naga::TypeInner::Vector { scalar: s, .. }
                | naga::TypeInner::Matrix { scalar: s, .. }
                    if s.width == 2 =>
                {
                    return true;
                }
                naga::TypeInner::Array { base, .. } => stack.push(base),
                naga::TypeInner::Struct { ref members, .. } => stack.extend(members.iter().map(|m| m.ty)),
                _ => {}
            }
        }
        false
    }

    pub(super) fn next_binding(&mut self) -> ResourceBinding {
        while self.explicit_bindings.contains(&(0, self.binding_counter)) {
            self.binding_counter += 1;
        }
        self.binding_counter += 1;
        ResourceBinding { group: 0, binding: self.binding_counter - 1 }
    }

    fn register_info(&self, annotations: &[Annotation], attrs: &[Attribute]) -> ResourceInfo {
        let mut info = ResourceInfo::default();
        for a in annotations {
            if let Annotation::Register { class, index, space, .. } = a {
                info.register = Some((*class, *index));
                info.space = Some(space.unwrap_or(0));
            }
        }
        for a in attrs {
            if a.name == "vk::push_constant" {
                info.push_constant = true;
            }
        }
        info
    }

    /// Create every global variable and constant, in source order.
    pub(super) fn globals_pass(&mut self, items: &[Item]) {
        let mut loose: Vec<(MemberDef, Option<u32>)> = Vec::new();
        // Automatic bindings must not collide with explicit ones declared later.
        for item in items {
            let attrs = match item {
                Item::Buffer(b) => &b.attributes,
                Item::Var(v) => &v.attributes,
                _ => continue,
            };
            let Some(a) = attrs.iter().find(|a| a.name == "vk::binding") else { continue };
            let num = |i: usize| a.args.get(i).and_then(|e| self.const_eval(e)).and_then(|c| c.as_i64());
            if let Some(b) = num(0).and_then(|b| u32::try_from(b).ok()) {
                let group = num(1).and_then(|g| u32::try_from(g).ok()).unwrap_or(0);
                self.explicit_bindings.insert((group, b));
            }
        }
        for item in items {
            match item {
                Item::Buffer(b) => self.cbuffer(b),
                Item::Var(v) => self.global_var(v, &mut loose),
                _ => {}
            }
        }
        if !loose.is_empty() {
            let members: Vec<MemberDef> = loose.iter().map(|(m, _)| m.clone()).collect();
            let explicit: Vec<Option<u32>> = loose.iter().map(|(_, o)| *o).collect();
            let (ty, map) = self.build_struct_explicit(
                "type_Globals",
                &members,
                Layout::CBuffer,
                Span::DUMMY,
                &[],
                &explicit,
                true,
            );
            let binding = self.next_binding();
            let gv = GlobalVariable {
                name: Some("_Globals".into()),
                space: AddressSpace::Uniform,
                binding: Some(binding),
                ty,
                init: None,
                memory_decorations: Default::default(),
            };
            let h = self.b.module.global_variables.append(gv, naga::Span::UNDEFINED);
            self.side.resources.insert(
                h,
                ResourceInfo {
                    implicit_globals: true,
                    source_type: Some("$Globals".into()),
                    ..ResourceInfo::default()
                },
            );
            for (i, m) in members.into_iter().enumerate() {
                let transposed = m.column_major && matches!(strip_arrays(&m.ty), Ty::Matrix(..));
                self.globals.insert(
                    m.name.clone(),
                    GlobalSym::Member {
                        block: h,
                        map: map.get(i).copied().unwrap_or(MemberMap::Plain(i as u32)),
                        ty: m.ty,
                        transposed,
                    },
                );
            }
        }
    }

    fn cbuffer(&mut self, b: &BufferBlock) {
        let mut members = Vec::new();
        let mut explicit = Vec::new();
        for v in &b.members {
            let base = self.resolve_type(&v.ty);
            for d in &v.declarators {
                let mut ty = base.clone();
                for dim in d.dims.iter().rev() {
                    ty = self.array_of(ty, dim.as_ref(), d.name_span);
                }
                if matches!(strip_arrays(&ty), Ty::Resource(_) | Ty::Sampler { .. }) {
                    // DXC hoists it out of the block as a global of its own;
                    // naga's blocks hold data only.
                    let msg = format!(
                        "`{}` is a `{}` inside `{} {}`: textures, samplers and buffers in constant buffers are not supported yet; declare it outside the block",
                        d.name,
                        self.ty_name(&ty),
                        b.keyword,
                        b.name
                    );
                    self.error(codes::SEM_UNSUPPORTED, msg, d.name_span);
                }
                let po = d.annotations.iter().find_map(|a| match a {
                    Annotation::PackOffset { offset, .. } => Some(*offset),
                    _ => None,
                });
                explicit.push(po);
                let mut m = self.member_def(d, ty, &v.modifiers);
                if m.column_major {
                    m.ty = self.glsl_row_major(m.ty, 0);
                }
                (m.offset, m.align) = self.member_layout_attributes(&v.attributes);
                members.push(m);
            }
        }
        // GLSL push-constant blocks are std430 (Vulkan's default), other
        // blocks std140, unless their `layout` says otherwise.
        let std430 = self.glsl_std430_block(b);
        let scalar = self.glsl_scalar_block(&b.attributes);
        let layout = match (scalar, std430) {
            (true, _) => Layout::Scalar,
            (false, true) => Layout::Structured,
            (false, false) => Layout::CBuffer,
        };
        let split = !std430 && !scalar;
        let (ty, map) =
            self.build_struct_explicit(&format!("type_{}", b.name), &members, layout, b.span, &[], &explicit, split);
        let space = if b.keyword == "tbuffer" {
            AddressSpace::Storage { access: StorageAccess::LOAD }
        } else {
            AddressSpace::Uniform
        };
        let binding = Some(self.vk_binding(&b.attributes).unwrap_or_else(|| self.next_binding()));
        let h = self.b.module.global_variables.append(
            GlobalVariable {
                name: Some(b.name.clone()),
                space,
                binding,
                ty,
                init: None,
                memory_decorations: Default::default(),
            },
            b.span.into(),
        );
        let mut info = self.register_info(&b.annotations, &b.attributes);
        info.source_type = Some(format!("{} {}", b.keyword, b.name));
        self.side.resources.insert(h, info);
        for (i, m) in members.into_iter().enumerate() {
            // A member of a constant buffer is a name at global scope.
            if !self.define_global(&m.name, m.span) {
                continue;
            }
            let transposed = m.column_major && matches!(strip_arrays(&m.ty), Ty::Matrix(..));
            let map = map.get(i).copied().unwrap_or(MemberMap::Plain(i as u32));
            self.globals.insert(m.name.clone(), GlobalSym::Member { block: h, map, ty: m.ty, transposed });
        }
    }

    /// The constant initializer of a `static` variable from its value; an
    /// initializer of another shape is OSH3002 (never a silently zeroed variable).
    pub(super) fn static_init(
        &mut self,
        ty: &Ty,
        cv: Option<ConstVal>,
        d: &Declarator,
    ) -> Option<naga::Handle<Expression>> {
        let init = cv.and_then(|c| self.const_expr(ty, &c, d.name_span));
        if init.is_none()
            && let Some(e) = &d.init
        {
            let msg = format!("the initializer does not have the shape of `{}`", self.ty_name(ty));
            self.error(codes::SEM_TYPE_MISMATCH, msg, e.span);
        }
        init
    }

    /// A GLSL uniform block laid out std430: a `layout(push_constant)`
    /// block (Vulkan's default) unless the GLSL front-end marked it
    /// `glsl::std140`, or one it marked `glsl::std430`.
    fn glsl_std430_block(&self, b: &BufferBlock) -> bool {
        let has = |name: &str| b.attributes.iter().any(|a| a.name == name);
        self.glsl && (has("glsl::std430") || (has("vk::push_constant") && !has("glsl::std140")))
    }

    /// A GLSL `readonly`/`writeonly` image (marked `glsl::readonly` /
    /// `glsl::writeonly` by the GLSL front-end): its storage texture type
    /// with only that access declared; reads of a write-only image and
    /// writes or atomics on a read-only one are errors at the use.
    fn glsl_image_access(&mut self, ty: naga::Handle<naga::Type>, attrs: &[Attribute]) -> naga::Handle<naga::Type> {
        let Some(access) = self.glsl_declared_access(attrs) else { return ty };
        match self.b.inner(ty) {
            Some(&naga::TypeInner::Image { dim, arrayed, class: naga::ImageClass::Storage { format, .. } }) => {
                let class = naga::ImageClass::Storage { format, access };
                let inner = naga::TypeInner::Image { dim, arrayed, class };
                if self.side.texel_buffer_types.contains(&ty) { self.texel_buffer_ty(inner) } else { self.b.ty(inner) }
            }
            _ => ty,
        }
    }

    /// The one access a GLSL `readonly` or `writeonly` image declares.
    fn glsl_declared_access(&self, attrs: &[Attribute]) -> Option<StorageAccess> {
        let has = |n: &str| self.glsl && attrs.iter().any(|a| a.name == n);
        if has("glsl::readonly") {
            Some(StorageAccess::LOAD)
        } else if has("glsl::writeonly") {
            Some(StorageAccess::STORE)
        } else {
            None
        }
    }

    /// A GLSL `layout(std140) buffer` block: a structured buffer the GLSL
    /// front-end marked `glsl::std140`, whose element is laid out as a
    /// uniform block's (std140) instead of std430.
    fn glsl_std140_buffer(&self, attrs: &[Attribute]) -> bool {
        self.glsl && attrs.iter().any(|a| a.name == "glsl::std140")
    }

    /// A GLSL `layout(scalar)` block (the GLSL front-end's `glsl::scalar`).
    fn glsl_scalar_block(&self, attrs: &[Attribute]) -> bool {
        self.glsl && attrs.iter().any(|a| a.name == "glsl::scalar")
    }

    fn vk_binding(&mut self, attrs: &[Attribute]) -> Option<ResourceBinding> {
        let a = attrs.iter().find(|a| a.name == "vk::binding")?;
        let binding = a.args.first().and_then(|e| self.const_eval(e)).and_then(|c| c.as_i64());
        let group = a.args.get(1).and_then(|e| self.const_eval(e)).and_then(|c| c.as_i64()).unwrap_or(0);
        match binding {
            Some(b) if b >= 0 && group >= 0 => Some(ResourceBinding { group: group as u32, binding: b as u32 }),
            _ => {
                self.error(
                    codes::SEM_BAD_ATTRIBUTE,
                    "`vk::binding` needs a binding number and an optional set",
                    a.span,
                );
                None
            }
        }
    }

    /// Whether a declaration's matrices are row-major: its own `row_major`
    /// (or the `#pragma pack_matrix` before it, which the parser puts there),
    /// else `-Zpr`.
    pub(super) fn row_major_decl(&self, m: &Modifiers) -> bool {
        m.row_major || (!m.column_major && self.opts.matrix_packing == crate::options::MatrixPacking::RowMajor)
    }

    fn member_def(&self, d: &Declarator, ty: Ty, m: &Modifiers) -> MemberDef {
        let column_major = !self.row_major_decl(m);
        MemberDef {
            name: d.name.clone(),
            ty,
            semantic: None,
            interpolation: Vec::new(),
            column_major,
            precise: m.precise,
            span: d.name_span,
            offset: None,
            align: None,
        }
    }

    fn global_var(&mut self, v: &VarDecl, loose: &mut Vec<(MemberDef, Option<u32>)>) {
        // A namespace's variable sees its namespace's names.
        let name = v.declarators.first().map_or("", |d| d.name.as_str()).to_string();
        self.in_scope_of(&name, |l| l.global_var_in_scope(v, loose));
    }

    fn global_var_in_scope(&mut self, v: &VarDecl, loose: &mut Vec<(MemberDef, Option<u32>)>) {
        let base = self.resolve_type(&v.ty);
        for d in &v.declarators {
            let mut ty = base.clone();
            for dim in d.dims.iter().rev() {
                ty = match dim {
                    None if matches!(ty, Ty::Resource(_) | Ty::Sampler { .. })
                        && self.opts.binding_model == crate::options::BindingModel::Direct =>
                    {
                        self.diags.push(
                            Diagnostic::error(
                                codes::METAL_UNBOUNDED_ARRAY,
                                "unbounded resource arrays have no place in the `direct` binding model",
                                d.name_span,
                            )
                            .with_help("the `argument-buffers` binding model (`--binding-model argument-buffers`) accepts them"),
                        );
                        Ty::Error
                    }
                    // Size 0: unbounded (a `BindingArray` of dynamic size).
                    None if matches!(ty, Ty::Resource(_) | Ty::Sampler { .. }) => Ty::Array(Box::new(ty), 0),
                    // `static const uint t[] = { … };`: the size the
                    // initializer list gives, as for a local.
                    None => match &d.init {
                        Some(Expr { kind: ExprKind::InitList(l), .. }) => {
                            let per = self.leaf_count_of(&ty).max(1);
                            let total = self.init_leaf_count(l);
                            Ty::Array(Box::new(ty), (total / per).max(1) as u32)
                        }
                        _ => self.array_of(ty, None, d.name_span),
                    },
                    Some(_) => self.array_of(ty, dim.as_ref(), d.name_span),
                };
            }
            if ty.is_error() || !self.define_global(&d.name, d.name_span) {
                continue;
            }
            let m = &v.modifiers;
            let span: naga::Span = d.name_span.into();
            let name = d.name.replace("::", "_");
            if let Some(sc) = v.attributes.iter().find(|a| a.name == "vk::constant_id") {
                self.spec_constant(d, &ty, sc);
                continue;
            }
            if v.ty.name == "SubpassInput" {
                self.subpass_input(v, d, ty);
                continue;
            }
            let is_resource = matches!(strip_arrays(&ty), Ty::Resource(_) | Ty::Sampler { .. });
            if is_resource {
                self.resource_global(v, d, &ty);
                continue;
            }
            // An atomic's place in a 32-bit integer vector is a component:
            // the vector is an array of atomics (`atomic_leaves_ty`).
            let int_vector = matches!(strip_arrays(&ty), Ty::Vector(s, _)
                if matches!(s.kind, naga::ScalarKind::Sint | naga::ScalarKind::Uint) && s.width == 4);
            if m.groupshared
                && self.atomic_roots.contains(&d.name)
                && matches!(strip_arrays(&ty), Ty::Vector(..) | Ty::Matrix(..))
                && !int_vector
            {
                self.error(
                    codes::SEM_UNSUPPORTED,
                    format!(
                        "Interlocked operations on components of vector `{}` are not supported; declare it as an array of scalars",
                        d.name
                    ),
                    d.name_span,
                );
            }
            if m.groupshared {
                let nty = if self.atomic_roots.contains(&d.name) {
                    let floats = self.float_atomic_members.contains(&d.name);
                    self.atomic_leaves_ty(&ty, Layout::Structured, floats, int_vector)
                } else {
                    self.naga_ty(&ty, Layout::Natural, false)
                };
                let h = self.b.module.global_variables.append(
                    GlobalVariable {
                        name: Some(name),
                        space: AddressSpace::WorkGroup,
                        binding: None,
                        ty: nty,
                        init: None,
                        memory_decorations: Default::default(),
                    },
                    span,
                );
                self.groupshared_init(d, h);
                self.globals.insert(d.name.clone(), GlobalSym::Var { handle: h, ty, transposed: false });
                continue;
            }
            if m.is_static {
                self.in_static_init = true;
                let cv = d.init.as_ref().and_then(|e| self.const_eval(e));
                self.in_static_init = false;
                if let Some(c) = &cv
                    && !m.is_const
                    && d.dims.is_empty()
                {
                    self.static_inits.insert(d.name.clone(), c.clone());
                }
                // An initializer that reads constant buffers, other statics
                // or calls: it runs at the start of every entry point, in
                // declaration order, as DXC runs it.
                let runtime = d.init.as_ref().filter(|_| cv.is_none()).cloned();
                let by_value = m.is_const && !matches!(ty, Ty::Array(..)) && runtime.is_none();
                if by_value {
                    let cv = cv.unwrap_or(ConstVal::Int(0, check::INT));
                    let handle = self.make_constant(&d.name, &ty, &cv, d.name_span);
                    self.globals.insert(d.name.clone(), GlobalSym::Const { handle, ty, value: Some(cv) });
                    continue;
                }
                let init = if runtime.is_some() { None } else { self.static_init(&ty, cv.clone(), d) };
                let nty = self.naga_ty(&ty, Layout::Natural, false);
                let h = self.b.module.global_variables.append(
                    GlobalVariable {
                        name: Some(name),
                        space: AddressSpace::Private,
                        binding: None,
                        ty: nty,
                        init,
                        memory_decorations: Default::default(),
                    },
                    span,
                );
                if let Some(e) = runtime {
                    self.runtime_statics.push((h, ty.clone(), e, d.name.clone()));
                } else if let Some(cv) = cv.filter(|_| m.is_const) {
                    self.const_arrays.insert(h, (ty.clone(), cv));
                }
                self.globals.insert(d.name.clone(), GlobalSym::Var { handle: h, ty, transposed: false });
                continue;
            }
            if v.attributes.iter().any(|a| a.name == "vk::push_constant") {
                let nty = self.naga_ty(&ty, Layout::CBuffer, true);
                let (space, binding) = self.push_constant_space(nty);
                let h = self.b.module.global_variables.append(
                    GlobalVariable {
                        name: Some(name),
                        space,
                        binding,
                        ty: nty,
                        init: None,
                        memory_decorations: Default::default(),
                    },
                    span,
                );
                let info = ResourceInfo {
                    push_constant: true,
                    source_type: Some(self.ty_name(&ty)),
                    ..ResourceInfo::default()
                };
                self.side.resources.insert(h, info);
                self.globals.insert(d.name.clone(), GlobalSym::Var { handle: h, ty, transposed: false });
                continue;
            }
            // A loose uniform: a member of `$Globals`.
            let po = d.annotations.iter().find_map(|a| match a {
                Annotation::PackOffset { offset, .. } => Some(*offset),
                _ => None,
            });
            loose.push((self.member_def(d, ty, m), po));
        }
    }

    /// The struct one buffer of an HLSL array of structured or byte-address
    /// buffers is: its runtime array `data` (`nty`), at offset 0.
    fn buffer_element_struct(&mut self, name: &str, nty: naga::Handle<naga::Type>) -> naga::Handle<naga::Type> {
        let stride = match self.b.inner(nty) {
            Some(&naga::TypeInner::Array { stride, .. }) => stride,
            _ => 4,
        };
        let member = naga::StructMember { name: Some("data".into()), ty: nty, binding: None, offset: 0 };
        let inner = naga::TypeInner::Struct { members: vec![member], span: stride };
        let name = format!("{}_buffer", name.replace("::", "_"));
        self.b.named_ty(&name, inner, naga::Span::UNDEFINED)
    }

    /// `Buffer<float3>` and its kin are buffers of packed 12-byte elements
    /// (`StructuredKind::PackedTexels`): the host binds a buffer, not a
    /// texture buffer.
    fn packed_texels_warning(&mut self, d: &Declarator, elem: &Ty) {
        let ty = self.ty_name(elem);
        let packed = format!("packed_{ty}");
        let d = Diagnostic::warning(
            codes::DEVIATION_PACKED_TEXELS,
            format!(
                "`{}` has three-component texels, which Metal has no texel format for: it is a buffer of \
                 `{packed}` (12-byte elements), not a texture buffer",
                d.name
            ),
            d.name_span,
        )
        .with_note(
            "bind a buffer of tightly packed 12-byte elements (the R32G32B32 view's memory) at the reflected \
             buffer index, not a texture",
        );
        self.diags.push(d);
    }

    fn spec_constant(&mut self, d: &Declarator, ty: &Ty, attr: &Attribute) {
        let id = attr.args.first().and_then(|e| self.const_eval(e)).and_then(|c| c.as_i64());
        let Some(id) = id.and_then(|i| u16::try_from(i).ok()) else {
            self.error(codes::SEM_BAD_ATTRIBUTE, "`vk::constant_id` needs a constant id", attr.span);
            return;
        };
        if !matches!(ty, Ty::Scalar(_)) {
            self.error(codes::SEM_TYPE_MISMATCH, "a specialization constant must be a scalar", d.name_span);
            return;
        }
        // naga's overrides hold 32-bit (and smaller) integers only: a 64-bit
        // one is the 32-bit override of its signedness, read widened, and
        // declared 64-bit by the writer (`SideInfo::wide_overrides`); its
        // default must fit the 32-bit override.
        let wide = match ty {
            Ty::Scalar(s) if s.width == 8 && matches!(s.kind, ScalarKind::Sint | ScalarKind::Uint) => Some(*s),
            _ => None,
        };
        let narrow;
        let mut drop_default = false;
        let ty = match wide {
            Some(s) => {
                let default = d.init.as_ref().and_then(|e| self.const_eval(e)).and_then(|c| c.as_i64()).unwrap_or(0);
                let fits = match s.kind {
                    ScalarKind::Sint => i32::try_from(default).is_ok(),
                    _ => u32::try_from(default).is_ok(),
                };
                if !fits {
                    let msg =
                        "a 64-bit specialization constant whose default needs more than 32 bits is not supported yet";
                    self.error(codes::SEM_UNSUPPORTED, msg, d.name_span);
                    // Declared without its default, so its uses report nothing more.
                    drop_default = true;
                }
                narrow = Ty::Scalar(naga::Scalar { kind: s.kind, width: 4 });
                &narrow
            }
            None => ty,
        };
        // One id names one value the host sets (naga and Metal's function
        // constants take each index once).
        let earlier = self.b.module.overrides.iter().find(|(_, o)| o.id == Some(id)).map(|(h, o)| (h, o.name.clone()));
        if let Some((first, name)) = earlier {
            let msg = format!(
                "`vk::constant_id({id})` is already the id of `{}`; each specialization constant needs its own",
                name.unwrap_or_default()
            );
            let first_span = Span::from(self.b.module.overrides.get_span(first));
            let diag = Diagnostic::error(codes::SEM_BAD_ATTRIBUTE, msg, attr.span).with_label(first_span, "first here");
            self.diags.push(diag);
            return;
        }
        let init = d.init.as_ref().filter(|_| !drop_default);
        let init = init.and_then(|e| self.const_eval(e)).and_then(|c| self.const_expr(ty, &c, d.name_span));
        let nty = self.naga_ty(ty, Layout::Natural, false);
        let h = self
            .b
            .module
            .overrides
            .append(naga::Override { name: Some(d.name.clone()), id: Some(id), ty: nty, init }, d.name_span.into());
        match wide {
            Some(s) => {
                self.side.wide_overrides.insert(h, s);
                self.globals.insert(d.name.clone(), GlobalSym::Override { handle: h, ty: Ty::Scalar(s) });
            }
            None => _ = self.globals.insert(d.name.clone(), GlobalSym::Override { handle: h, ty: ty.clone() }),
        }
    }

    fn resource_global(&mut self, v: &VarDecl, d: &Declarator, ty: &Ty) {
        let atomic = self.atomic_roots.contains(&d.name);
        if atomic
            && let Ty::Resource(r) = strip_arrays(ty)
            && let Resource::Structured { elem, .. } = &**r
            && (matches!(strip_arrays(elem), Ty::Matrix(..))
                || matches!(strip_arrays(elem), Ty::Vector(s, _) if s.width != 4 || s.kind == naga::ScalarKind::Float))
        {
            // Metal's atomics are scalars; naga has no atomic vector component
            // (declared anyway, so its uses report nothing more).
            self.error(
                codes::SEM_UNSUPPORTED,
                format!(
                    "atomic operations on vector components of buffer `{}` are not supported; use a buffer of scalars",
                    d.name
                ),
                d.name_span,
            );
        }
        // `ConstantBuffer<T> cb[2][4]`: eight buffers, indexed row by row.
        if let Ty::Array(outer, _) = ty
            && matches!(**outer, Ty::Array(..))
            && let Ty::Resource(r) = strip_arrays(ty)
            && let Resource::Constant { elem: inner } = &**r
        {
            let mut dims = Vec::new();
            let mut t = ty;
            while let Ty::Array(e, n) = t {
                dims.push(*n);
                t = e;
            }
            let nty = self.resource_ty(r, false);
            self.constant_buffer_array(v, d, nty, inner, &dims);
            return;
        }
        let (elem, count) = match ty {
            Ty::Array(e, n) => ((**e).clone(), Some(*n)),
            other => (other.clone(), None),
        };
        // An array of GLSL storage blocks: one Metal buffer per element,
        // gathered into an array of pointers by the writer; each buffer is
        // its block's struct (`whole_blocks`).
        let mut storage_array = false;
        if self.glsl
            && count.is_some_and(|n| n > 0)
            && let Ty::Resource(r) = &elem
            && let Resource::Structured { kind: StructuredKind::ReadOnly | StructuredKind::ReadWrite, elem: block } =
                &**r
            && let Ty::Struct(i) = *block
        {
            self.whole_blocks.insert(i);
            storage_array = true;
        }
        // An array of HLSL structured or byte-address buffers, the same: one
        // Metal buffer per element, each a struct holding the buffer's
        // runtime array (naga's binding arrays of storage buffers hold
        // structs), which indexing the array steps into (`Lower::index`).
        let buffer_array = !self.glsl
            && count.is_some()
            && matches!(&elem, Ty::Resource(r) if matches!(**r, Resource::Structured { .. } | Resource::ByteAddress { .. }));
        storage_array |= buffer_array;
        let push = v.attributes.iter().any(|a| a.name == "vk::push_constant");
        let (space, mut nty) = match &elem {
            Ty::Sampler { comparison } => {
                (AddressSpace::Handle, self.b.ty(naga::TypeInner::Sampler { comparison: *comparison }))
            }
            Ty::Resource(r) => match &**r {
                Resource::TypedBuffer { elem, .. } if elem.vec_len() == 3 => {
                    self.error(
                        codes::METAL_UNSUPPORTED,
                        format!(
                            "`{}` has three-component texels of {} bits, and Metal has no three-component texel \
                             format for a texture buffer (32-bit ones are buffers of packed elements)",
                            d.name,
                            elem.scalar().map_or(0, |s| u32::from(s.width) * 8)
                        ),
                        d.name_span,
                    );
                    // Declared all the same, so its uses report nothing more.
                    let ty = self.texture_ty(r, false);
                    (AddressSpace::Handle, ty)
                }
                Resource::Texture { .. } | Resource::TypedBuffer { .. } => {
                    // GLSL's shadow samplers are depth textures by their type.
                    let declared_depth = self.glsl && v.attributes.iter().any(|a| a.name == "glsl::depth");
                    let depth = declared_depth || self.depth_textures.contains(&d.name);
                    let ty = self.texture_ty(r, depth);
                    // An image passed to a function keeps the read-write type
                    // of the function's parameter (see `passed_to_functions`),
                    // and so does a `writeonly` cube texture, which every
                    // store passes to a stand-in (`Lower::cube_texel`), a
                    // read for naga (`ResourceInfo::declared_access` keeps
                    // the declared access).
                    let writeonly_cube =
                        matches!(**r, Resource::Texture { rw: true, dim: naga::ImageDimension::Cube, .. })
                            && self.glsl_declared_access(&v.attributes) == Some(StorageAccess::STORE);
                    let ty = if self.passed_to_functions.contains(&d.name) || writeonly_cube {
                        ty
                    } else {
                        self.glsl_image_access(ty, &v.attributes)
                    };
                    (AddressSpace::Handle, ty)
                }
                Resource::Structured { kind, elem } => {
                    if let StructuredKind::PackedTexels { .. } = kind {
                        self.packed_texels_warning(d, elem);
                    }
                    let access =
                        if matches!(kind, StructuredKind::ReadOnly | StructuredKind::PackedTexels { rw: false }) {
                            StorageAccess::LOAD
                        } else {
                            StorageAccess::LOAD | StorageAccess::STORE
                        };
                    let layout = if self.glsl_scalar_block(&v.attributes) {
                        Layout::Scalar
                    } else if self.glsl_std140_buffer(&v.attributes) {
                        Layout::CBuffer
                    } else {
                        Layout::Structured
                    };
                    // A matrix element's packing: the declaration's, the
                    // template argument's or the default (`-Zpr`, `#pragma
                    // pack_matrix`), as DXC reads it. GLSL's blocks keep theirs.
                    let column_major = self.glsl || !self.row_major_decl(&v.modifiers);
                    (AddressSpace::Storage { access }, self.structured_ty(elem, atomic, layout, column_major))
                }
                Resource::ByteAddress { rw } => {
                    let access = if *rw { StorageAccess::LOAD | StorageAccess::STORE } else { StorageAccess::LOAD };
                    (AddressSpace::Storage { access }, self.resource_ty(r, atomic))
                }
                Resource::Constant { elem } => {
                    // A GLSL push-constant or std430 uniform block kept as a
                    // `ConstantBuffer<Block>` (its members clash with other
                    // names) is laid out as the block says, std430.
                    let has = |n: &str| v.attributes.iter().any(|a| a.name == n);
                    let std430 = self.glsl && (has("glsl::std430") || (push && !has("glsl::std140")));
                    let ty =
                        if std430 { self.naga_ty(elem, Layout::Structured, true) } else { self.resource_ty(r, false) };
                    let space = if push { self.push_constant_space(ty).0 } else { AddressSpace::Uniform };
                    (space, ty)
                }
                Resource::AccelerationStructure => (AddressSpace::Handle, self.resource_ty(r, false)),
            },
            _ => return,
        };
        if let (Some(n), Ty::Resource(r)) = (count, &elem)
            && let Resource::Constant { elem: inner } = &**r
            && space == AddressSpace::Uniform
        {
            self.constant_buffer_array(v, d, nty, inner, &[n]);
            return;
        }
        if let Some(n) = count {
            if space != AddressSpace::Handle && !storage_array {
                self.error(codes::SEM_UNSUPPORTED, "arrays of buffers are not supported yet", d.name_span);
                return;
            }
            if buffer_array {
                nty = self.buffer_element_struct(&d.name, nty);
            }
            let size = std::num::NonZeroU32::new(n).map(naga::ArraySize::Constant).unwrap_or(naga::ArraySize::Dynamic);
            nty = self.b.ty(naga::TypeInner::BindingArray { base: nty, size });
        }
        let binding = if space == AddressSpace::Immediate {
            None
        } else {
            Some(self.vk_binding(&v.attributes).unwrap_or_else(|| self.next_binding()))
        };
        let h = self.b.module.global_variables.append(
            GlobalVariable {
                name: Some(d.name.replace("::", "_")),
                space,
                binding,
                ty: nty,
                init: None,
                memory_decorations: Default::default(),
            },
            d.name_span.into(),
        );
        let mut info = self.register_info(&d.annotations, &v.attributes);
        info.source_type = Some(self.ty_name(ty));
        if let Ty::Resource(r) = &elem
            && matches!(**r, Resource::Texture { rw: true, dim: naga::ImageDimension::Cube, .. })
            && !self.passed_to_functions.contains(&d.name)
        {
            info.declared_access = self.glsl_declared_access(&v.attributes);
        }
        info.element_struct = buffer_array;
        // GLSL's fragment shader interlock marks the shader's writable
        // storage (`glsl::raster_ordered`, see `glsl::rewrite`).
        info.raster_ordered = super::types::is_raster_ordered(&v.ty.name)
            || (self.glsl && v.attributes.iter().any(|a| a.name == "glsl::raster_ordered"));
        if let Ty::Resource(r) = &elem
            && let Resource::TypedBuffer { elem, .. } = &**r
        {
            info.texel_format = elem.scalar().and_then(|s| super::types::texel_format(s, elem.vec_len()));
        }
        // The elements of an array of append or consume buffers have no
        // counters yet (`bump_counter` refuses their methods).
        info.has_counter = count.is_none()
            && matches!(&elem, Ty::Resource(r) if matches!(**r, Resource::Structured { kind: crate::hlsl::check::StructuredKind::Append | crate::hlsl::check::StructuredKind::Consume, .. }));
        let has_counter = info.has_counter;
        if let Ty::Resource(r) = &elem
            && let Resource::Structured { elem, .. } = &**r
            && matches!(strip_arrays(elem), Ty::Matrix(..))
            && !self.glsl
            && self.row_major_decl(&v.modifiers)
        {
            self.row_major_buffers.insert(h);
            // The source's spelling says the packing, as DXC reads it.
            info.source_type = info.source_type.map(|t| t.replacen('<', "<row_major ", 1));
        }
        self.side.resources.insert(h, info);
        // Under `metal4-bindless` an unbounded array of textures is the
        // texture heap and one of samplers the sampler heap, as
        // `ResourceDescriptorHeap`/`SamplerDescriptorHeap` are (`heap.rs`).
        if count == Some(0) && self.opts.binding_model == crate::options::BindingModel::Metal4Bindless {
            let heap = match &elem {
                Ty::Resource(r) if matches!(**r, Resource::Texture { .. }) => Some(DescriptorHeap::Resource),
                Ty::Sampler { .. } => Some(DescriptorHeap::Sampler),
                _ => None,
            };
            if let Some(heap) = heap {
                self.side.descriptor_heaps.insert(h, heap);
            }
        }
        // `ConstantBuffer<T>` reads as a `T` in uniform memory.
        let value_ty = match &elem {
            Ty::Resource(r) if count.is_none() => match &**r {
                Resource::Constant { elem } => elem.clone(),
                _ => ty.clone(),
            },
            _ => ty.clone(),
        };
        self.globals.insert(d.name.clone(), GlobalSym::Var { handle: h, ty: value_ty, transposed: false });
        if has_counter {
            self.hidden_counter(h);
        }
    }

    /// `ConstantBuffer<T> name[n]`: `n` uniform buffers `name_0…`, taking
    /// consecutive registers from the declared one.
    fn constant_buffer_array(
        &mut self,
        v: &VarDecl,
        d: &Declarator,
        nty: naga::Handle<naga::Type>,
        elem: &Ty,
        dims: &[u32],
    ) {
        let n = dims.iter().try_fold(1u32, |a, &b| a.checked_mul(b)).unwrap_or(0);
        let info = self.register_info(&d.annotations, &v.attributes);
        let vk = self.vk_binding(&v.attributes);
        let mut handles = Vec::new();
        for k in 0..n {
            let binding = match vk {
                Some(b) => {
                    self.explicit_bindings.insert((b.group, b.binding + k));
                    Some(naga::ResourceBinding { group: b.group, binding: b.binding + k })
                }
                None => Some(self.next_binding()),
            };
            let h = self.b.module.global_variables.append(
                GlobalVariable {
                    name: Some(format!("{}_{k}", d.name.replace("::", "_"))),
                    space: AddressSpace::Uniform,
                    binding,
                    ty: nty,
                    init: None,
                    memory_decorations: Default::default(),
                },
                d.name_span.into(),
            );
            let mut info = info.clone();
            info.register = info.register.map(|(c, i)| (c, i + k));
            info.array_element = Some(k);
            info.source_type = Some(format!("ConstantBuffer<{}>", self.ty_name(elem)));
            self.side.resources.insert(h, info);
            handles.push(h);
        }
        self.globals.insert(d.name.clone(), GlobalSym::BufferArray { handles, ty: elem.clone(), dims: dims.to_vec() });
    }

    /// Resources that share a (set, binding) with an earlier one — a Vulkan
    /// combined image sampler declared as a texture and a sampler with one
    /// `[[vk::binding]]` — keep it for reflection and get a unique binding
    /// in the IR, which needs one per resource (Metal indices do not depend on it).
    pub(super) fn unshare_bindings(&mut self) {
        let vars = &mut self.b.module.global_variables;
        let mut seen = crate::ordered::IntSet::new();
        let mut next = vars.iter().filter_map(|(_, v)| v.binding.as_ref().map(|b| b.binding)).max().unwrap_or(0);
        for (h, var) in vars.iter_mut() {
            let Some(b) = var.binding.as_mut() else { continue };
            if seen.insert((b.group, b.binding)) {
                continue;
            }
            let shared = (b.group, b.binding);
            next += 1;
            b.binding = next;
            seen.insert((b.group, b.binding));
            self.side.resources.entry(h).or_default().shared_binding = Some(shared);
        }
    }

    /// The initializer of workgroup memory. GLSL allows only the null
    /// initializer `{}` (`GL_EXT_null_initializer`), which zeroes the variable
    /// ([`SideInfo::zeroed_workgroup`]); any other is an error, as in glslang.
    /// DXC ignores an HLSL `groupshared` initializer with a warning, and so
    /// does this front-end: the memory is undefined until a thread writes it.
    fn groupshared_init(&mut self, d: &Declarator, h: naga::Handle<GlobalVariable>) {
        let Some(init) = &d.init else { return };
        let null = matches!(&init.kind, ExprKind::InitList(items) if items.is_empty());
        match (self.glsl, null) {
            (true, true) => {
                self.side.zeroed_workgroup.insert(h);
            }
            (true, false) => self.error(
                codes::SEM_TYPE_MISMATCH,
                format!("`shared` variable `{}` can have only the null initializer `{{}}` (GL_EXT_null_initializer)", d.name),
                init.span,
            ),
            (false, _) => self.warn(
                codes::DEVIATION_GROUPSHARED_INIT,
                format!(
                    "the initializer of `groupshared` `{}` is ignored, as DXC ignores it: the memory is undefined until a thread writes it; assign it in the entry point and synchronise with GroupMemoryBarrierWithGroupSync()",
                    d.name
                ),
                init.span,
            ),
        }
    }

    /// `[[vk::input_attachment_index(n)]] SubpassInput<float4> s;`: Metal
    /// reads the attachment as a fragment input, `[[color(n)]]`; the global
    /// stands for it (`SideInfo::color_inputs`) and `s.SubpassLoad()` is
    /// its value.
    /// A `SubpassInputMS<T>` is not one of these: Metal's framebuffer fetch
    /// reads only the current sample, so it is the attachment bound as a
    /// multisampled texture (`Lower::subpass_load_ms`).
    fn subpass_input(&mut self, v: &VarDecl, d: &Declarator, ty: Ty) {
        if !d.dims.is_empty() {
            self.error(codes::SEM_UNSUPPORTED, "arrays of subpass inputs are not supported", d.name_span);
            return;
        }
        let index = v
            .attributes
            .iter()
            .find(|a| a.name == "vk::input_attachment_index")
            .and_then(|a| a.args.first())
            .and_then(|e| self.const_eval(e))
            .and_then(|c| c.as_i64())
            .and_then(|n| u32::try_from(n).ok());
        let Some(index) = index.filter(|n| *n < 8) else {
            self.error(
                codes::SEM_BAD_ATTRIBUTE,
                "a subpass input needs `[[vk::input_attachment_index(n)]]` with n from 0 to 7",
                d.name_span,
            );
            return;
        };
        let nty = self.naga_ty(&ty, Layout::Natural, false);
        let h = self.b.module.global_variables.append(
            GlobalVariable {
                name: Some(d.name.replace("::", "_")),
                space: AddressSpace::Private,
                binding: None,
                ty: nty,
                init: None,
                memory_decorations: Default::default(),
            },
            d.name_span.into(),
        );
        self.side.color_inputs.insert(h, index);
        self.subpass_inputs.insert(d.name.clone());
        self.globals.insert(d.name.clone(), GlobalSym::Var { handle: h, ty, transposed: false });
    }

    /// A texture's naga type; a depth texture when it is sampled with a
    /// comparison (`depth`).
    pub(super) fn texture_ty(&mut self, r: &Resource, depth: bool) -> naga::Handle<naga::Type> {
        match r {
            // Metal has no 1D depth texture, and its 1D textures no
            // comparison sampling: a `Texture1D`/`Texture1DArray` sampled with
            // a comparison (GLSL: a `sampler1DShadow`) is a 2D depth texture
            // the host creates with a height of 1 (its reflected `mslType`
            // says `depth2d`/`depth2d_array`), read at row 0 (`Lower::flat_1d`,
            // `Lower::widen_1d`). A 3D one has no such form and stays OSH5111.
            Resource::Texture { dim, arrayed, multisampled, .. } if depth => self.b.ty(naga::TypeInner::Image {
                dim: if *dim == naga::ImageDimension::D1 { naga::ImageDimension::D2 } else { *dim },
                arrayed: *arrayed,
                class: naga::ImageClass::Depth { multi: *multisampled },
            }),
            _ => self.resource_ty(r, false),
        }
    }

    /// The hidden counter of structured buffer `h`: one atomic uint in its own
    /// buffer (DESIGN §3), declared with the buffer for Append/Consume buffers
    /// and at the first `IncrementCounter`/`DecrementCounter` for RW ones.
    pub(super) fn hidden_counter(&mut self, h: naga::Handle<GlobalVariable>) -> naga::Handle<GlobalVariable> {
        if let Some(&c) = self.counters.get(&h) {
            return c;
        }
        let cty = self.b.ty(naga::TypeInner::Atomic(Scalar::U32));
        let binding = Some(self.next_binding());
        let buffer = &self.b.module.global_variables[h];
        let name = format!("{}_counter", buffer.name.as_deref().unwrap_or("buffer"));
        let span = self.b.module.global_variables.get_span(h);
        let c = self.b.module.global_variables.append(
            GlobalVariable {
                name: Some(name),
                space: AddressSpace::Storage { access: StorageAccess::LOAD | StorageAccess::STORE },
                binding,
                ty: cty,
                init: None,
                memory_decorations: Default::default(),
            },
            span,
        );
        self.side.resources.insert(c, ResourceInfo { counter_for: Some(h), ..ResourceInfo::default() });
        if let Some(info) = self.side.resources.get_mut(&h) {
            info.has_counter = true;
        }
        self.counters.insert(h, c);
        c
    }
}

pub fn strip_arrays(ty: &Ty) -> &Ty {
    let mut t = ty;
    while let Ty::Array(e, _) = t {
        t = e;
    }
    t
}

/// A scalar constant converted to the vector or matrix type `te` names
/// (`float3`, `half2x2`, `vector<float, 3>` is left alone): every component
/// the scalar; anything else unchanged.
fn splat(te: &TypeExpr, v: ConstVal) -> ConstVal {
    if matches!(v, ConstVal::List(_)) {
        return v;
    }
    let digits = te.name.trim_start_matches(|c: char| c.is_ascii_alphabetic() || c == '_');
    let n = match digits.split_once('x') {
        Some((r, c)) => r.parse::<usize>().ok().zip(c.parse::<usize>().ok()).map(|(r, c)| r * c),
        None => digits.parse::<usize>().ok(),
    };
    match n {
        Some(n @ 2..=16) if te.args.is_empty() => ConstVal::List(vec![v; n]),
        _ => v,
    }
}

/// A literal of scalar type `s` from a constant value.
pub fn literal(s: Scalar, c: &ConstVal) -> Option<Literal> {
    Some(match (s.kind, s.width) {
        (ScalarKind::Bool, _) => Literal::Bool(c.as_f64()? != 0.0),
        // An 8-bit integer is its 32-bit register, wrapped (`front::build::NARROW_STRIDE`).
        (ScalarKind::Sint, 1) => Literal::I32(i32::from(c.as_i64()? as i8)),
        (ScalarKind::Uint, 1) => Literal::U32(u32::from(c.as_i64()? as u8)),
        (ScalarKind::Sint, 8) => Literal::I64(c.as_i64()?),
        (ScalarKind::Sint, 2) => Literal::I16(c.as_i64()? as i16),
        (ScalarKind::Uint, 2) => Literal::U16(c.as_i64()? as u16),
        (ScalarKind::Sint, _) => Literal::I32(c.as_i64()? as i32),
        (ScalarKind::Uint, 8) => Literal::U64(c.as_i64()? as u64),
        (ScalarKind::Uint, _) => Literal::U32(c.as_i64()? as u32),
        (ScalarKind::Float, 2) => Literal::F16(half::f16::from_f64(c.as_f64()?)),
        (ScalarKind::Float, 8) => Literal::F64(c.as_f64()?),
        _ => Literal::F32(c.as_f64()? as f32),
    })
}

fn const_binary(op: BinOp, a: ConstVal, b: ConstVal) -> Option<ConstVal> {
    use BinOp::*;
    let float = matches!(a, ConstVal::Float(..)) || matches!(b, ConstVal::Float(..));
    if float {
        let (x, y) = (a.as_f64()?, b.as_f64()?);
        let s = check::FLOAT;
        return Some(match op {
            Add => ConstVal::Float(x + y, s),
            Sub => ConstVal::Float(x - y, s),
            Mul => ConstVal::Float(x * y, s),
            Div => ConstVal::Float(x / y, s),
            Rem => ConstVal::Float(x % y, s),
            Eq => ConstVal::Bool(x == y),
            Ne => ConstVal::Bool(x != y),
            Lt => ConstVal::Bool(x < y),
            Le => ConstVal::Bool(x <= y),
            Gt => ConstVal::Bool(x > y),
            Ge => ConstVal::Bool(x >= y),
            LogAnd => ConstVal::Bool(x != 0.0 && y != 0.0),
            LogOr => ConstVal::Bool(x != 0.0 || y != 0.0),
            _ => return None,
        });
    }
    let s = match (&a, &b) {
        (ConstVal::Int(_, s), _) | (_, ConstVal::Int(_, s)) if *s == check::UINT => check::UINT,
        _ => check::INT,
    };
    let (x, y) = (a.as_i64()?, b.as_i64()?);
    let v = match op {
        Add => x.wrapping_add(y),
        Sub => x.wrapping_sub(y),
        Mul => x.wrapping_mul(y),
        Div => x.checked_div(y)?,
        Rem => x.checked_rem(y)?,
        Shl => x.wrapping_shl(y as u32),
        Shr => x.wrapping_shr(y as u32),
        BitAnd => x & y,
        BitOr => x | y,
        BitXor => x ^ y,
        Eq => return Some(ConstVal::Bool(x == y)),
        Ne => return Some(ConstVal::Bool(x != y)),
        Lt => return Some(ConstVal::Bool(x < y)),
        Le => return Some(ConstVal::Bool(x <= y)),
        Gt => return Some(ConstVal::Bool(x > y)),
        Ge => return Some(ConstVal::Bool(x >= y)),
        LogAnd => return Some(ConstVal::Bool(x != 0 && y != 0)),
        LogOr => return Some(ConstVal::Bool(x != 0 || y != 0)),
    };
    Some(ConstVal::Int(v, s))
}
