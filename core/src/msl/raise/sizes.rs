//! The lengths of runtime-sized buffers (HLSL `GetDimensions` on a
//! structured or byte-address buffer, GLSL `.length()`, WGSL `arrayLength`:
//! naga's `Expression::ArrayLength`). Metal cannot ask a buffer its length,
//! so an entry point that needs one receives the byte sizes of its buffers
//! from the host in one implicit buffer:
//!
//! ```text
//! constant uint* buffer_sizes [[buffer(K)]]
//! ```
//!
//! - K is the first Metal buffer index the entry point does not otherwise
//!   use (its resources' slots, its argument buffers, the top-level argument
//!   buffer; the vertex buffer is at 30, which K never reaches).
//! - Element i is the byte size, as the host bound it (the buffer's `length`
//!   minus the binding offset), of the i-th buffer whose length the entry
//!   point reads, in declaration order: reflection's `bufferSizes.buffers`
//!   names them in that order. An array of N buffers (GLSL's array of
//!   storage blocks) takes N consecutive elements, one per buffer, which
//!   reflection names `name[k]`; the length of element i's runtime array
//!   reads element `first + i`.
//! - The length of a runtime array is `(size - offset) / stride`, with the
//!   array's offset in the buffer (0 for a buffer that is the array itself)
//!   and its stride in the source's layout, which the MSL struct keeps.
//! - Every helper that reads a length, directly or through a callee,
//!   receives the buffer as its last parameter.
//!
//! Binding models: `direct` and `argument-buffers` pass it as above (under
//! `argument-buffers` the sizes are those of the buffers whose addresses the
//! argument buffer holds). `metal4-bindless` binds nothing but its three
//! slots and `msc` only MSC's top-level argument buffer: a length there is
//! OSH5119 (preflight), and so is a length of memory behind a raw address
//! under any model (OSH5106: no host binds it).

use super::walk;
use naga::{Expression, Function, GlobalVariable, Handle, Module, TypeInner};

/// The sizes buffer of one entry point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizesPlan {
    /// Its Metal buffer index.
    pub index: u32,
    /// The buffers whose byte sizes it holds, in element order.
    pub buffers: Vec<Handle<GlobalVariable>>,
    /// The helpers that receive it as their last parameter.
    pub helpers: Vec<Handle<Function>>,
}

/// What a runtime-sized array is in its buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArrayTarget {
    pub global: Handle<GlobalVariable>,
    /// The struct member holding the array (`None`: the buffer is the array).
    pub member: Option<u32>,
    /// Which buffer of an array of buffers.
    pub element: Option<Element>,
}

/// An element of an array of buffers: a constant index or an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Element {
    Const(u32),
    Dynamic(Handle<Expression>),
}

/// The buffers global `g` is: N for an array of N buffers, else 1.
pub fn buffer_count(module: &Module, g: Handle<GlobalVariable>) -> u32 {
    let Ok(var) = module.global_variables.try_get(g) else { return 1 };
    match module.types[var.ty].inner {
        TypeInner::BindingArray { size: naga::ArraySize::Constant(n), .. } => n.get(),
        _ => 1,
    }
}

/// The element of the sizes buffer where buffer `g` (the first of an
/// array) is, among `buffers` in element order.
pub fn first_element(module: &Module, buffers: &[Handle<GlobalVariable>], g: Handle<GlobalVariable>) -> Option<u32> {
    let at = buffers.iter().position(|&b| b == g)?;
    Some(buffers.iter().take(at).map(|&b| buffer_count(module, b)).sum())
}

/// The buffer and member whose length `ArrayLength(pointer)` asks, when
/// the pointer names one directly (every front-end writes it so: a helper
/// taking an HLSL buffer is specialized per buffer).
pub fn target(module: &Module, func: &Function, pointer: Handle<Expression>) -> Option<ArrayTarget> {
    let global_of = |e: Handle<Expression>| match func.expressions.try_get(e).ok()? {
        Expression::GlobalVariable(g) => Some(*g),
        _ => None,
    };
    let is_array = |g: Handle<GlobalVariable>| {
        module
            .global_variables
            .try_get(g)
            .is_ok_and(|v| matches!(module.types[v.ty].inner, TypeInner::BindingArray { .. }))
    };
    let t = match *func.expressions.try_get(pointer).ok()? {
        Expression::GlobalVariable(g) => ArrayTarget { global: g, member: None, element: None },
        Expression::AccessIndex { base, index } => match *func.expressions.try_get(base).ok()? {
            Expression::GlobalVariable(g) => ArrayTarget { global: g, member: Some(index), element: None },
            // A member of one buffer of an array of buffers (its element
            // is a struct): that buffer's own size.
            Expression::Access { base: b, index: i } => {
                let g = global_of(b).filter(|&g| is_array(g))?;
                ArrayTarget { global: g, member: Some(index), element: Some(Element::Dynamic(i)) }
            }
            Expression::AccessIndex { base: b, index: k } => {
                let g = global_of(b).filter(|&g| is_array(g))?;
                ArrayTarget { global: g, member: Some(index), element: Some(Element::Const(k)) }
            }
            _ => return None,
        },
        _ => return None,
    };
    // An array of buffers is reached only through one of its elements, and
    // only a constant-sized one has its sizes passed.
    let var = module.global_variables.try_get(t.global).ok()?;
    let sized_array =
        matches!(module.types[var.ty].inner, TypeInner::BindingArray { size: naga::ArraySize::Constant(_), .. });
    match (is_array(t.global), t.element) {
        (false, None) => Some(t),
        (true, Some(_)) if sized_array => Some(t),
        _ => None,
    }
}

/// The `(offset, stride)` of a target's runtime array, in the source's
/// layout: the length is `(size - offset) / stride`.
pub fn offset_stride(module: &Module, layouts: &super::layout::Layouts, t: ArrayTarget) -> Option<(u32, u32)> {
    let ty = module.global_variables.try_get(t.global).ok()?.ty;
    // An array of buffers: each buffer is its element type.
    let ty = match module.types[ty].inner {
        TypeInner::BindingArray { base, .. } => base,
        _ => ty,
    };
    let (offset, array) = match (t.member, &module.types[ty].inner) {
        (None, _) => (0, ty),
        (Some(m), TypeInner::Struct { members, .. }) => {
            let member = members.get(m as usize)?;
            let offset = layouts.structs.get(&ty).and_then(|l| l.members.get(m as usize)).map(|l| l.offset);
            (offset.unwrap_or(member.offset), member.ty)
        }
        _ => return None,
    };
    match module.types[array].inner {
        TypeInner::Array { stride, .. } if stride > 0 => Some((offset, stride)),
        _ => None,
    }
}

/// Every `ArrayLength` target of a function, in expression order.
pub fn targets(module: &Module, func: &Function) -> Vec<Option<ArrayTarget>> {
    func.expressions
        .iter()
        .filter_map(|(_, e)| match *e {
            Expression::ArrayLength(p) => Some(target(module, func, p)),
            _ => None,
        })
        .collect()
}

/// The plan of an entry point, `None` when it reads no length or `index`
/// (`bind::first_free_buffer`) is `None`. `helpers` are its reachable
/// helpers, callees first. `module_wide` (`Options::single_file`, where one helper
/// text serves every entry point) lists every buffer whose length any
/// function of the module reads, so an element means the same buffer in
/// every entry point.
pub fn plan(
    module: &Module,
    entry: &Function,
    helpers: &[Handle<Function>],
    module_wide: bool,
    index: Option<u32>,
) -> Option<SizesPlan> {
    let mut buffers: Vec<Handle<GlobalVariable>> = Vec::new();
    let mut needing: Vec<Handle<Function>> = Vec::new();
    // Callees come first, so one pass decides every helper.
    for &h in helpers {
        let func = &module.functions[h];
        let own = targets(module, func);
        let through_callee = calls(func).iter().any(|c| needing.contains(c));
        buffers.extend(own.iter().flatten().map(|t| t.global));
        if !own.is_empty() || through_callee {
            needing.push(h);
        }
    }
    let own = targets(module, entry);
    buffers.extend(own.iter().flatten().map(|t| t.global));
    if own.is_empty() && needing.is_empty() {
        return None;
    }
    if module_wide {
        let all = module.functions.iter().map(|(_, f)| f).chain(module.entry_points.iter().map(|ep| &ep.function));
        buffers = all.flat_map(|f| targets(module, f)).flatten().map(|t| t.global).collect();
    }
    crate::sort::sort_by_key(&mut buffers, |g| g.index());
    buffers.dedup();
    let index = index?;
    Some(SizesPlan { index, buffers, helpers: needing })
}

fn calls(func: &Function) -> Vec<Handle<Function>> {
    let mut out = Vec::new();
    walk::statements(&func.body, |s, _, _| {
        if let naga::Statement::Call { function, .. } = *s {
            out.push(function);
        }
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(src: &str) -> Module {
        naga::front::wgsl::parse_str(src).unwrap()
    }

    #[test]
    fn buffers_in_declaration_order_and_helpers_through_callees() {
        let m = module(
            "struct B { head: vec4<f32>, tail: array<u32> }
             @group(0) @binding(0) var<storage, read_write> a: array<f32>;
             @group(0) @binding(1) var<storage> b: B;
             @group(0) @binding(2) var<storage> c: array<u32>;
             fn leaf() -> u32 { return arrayLength(&b.tail); }
             fn middle() -> u32 { return leaf(); }
             fn other() -> u32 { return 1u; }
             @compute @workgroup_size(1) fn main() { a[0] = f32(middle() + other() + arrayLength(&a)); }",
        );
        let helpers: Vec<_> = m.functions.iter().map(|(h, _)| h).collect();
        let p = plan(&m, &m.entry_points[0].function, &helpers, false, Some(2)).unwrap();
        let names: Vec<_> = p.buffers.iter().map(|&g| m.global_variables[g].name.clone().unwrap()).collect();
        assert_eq!(names, ["a", "b"]);
        let fns: Vec<_> = p.helpers.iter().map(|&h| m.functions[h].name.clone().unwrap()).collect();
        assert_eq!(fns, ["leaf", "middle"]);
        assert_eq!(p.index, 2);
    }

    #[test]
    fn offset_and_stride_of_a_member() {
        let m = module(
            "struct B { head: vec4<f32>, tail: array<vec2<f32>> }
             @group(0) @binding(0) var<storage> b: B;
             @compute @workgroup_size(1) fn main() { _ = arrayLength(&b.tail); }",
        );
        let layouts = super::super::layout::Layouts::new(&m, &crate::side::SideInfo::default());
        let t = targets(&m, &m.entry_points[0].function);
        let t = t[0].unwrap();
        assert_eq!(t.member, Some(1));
        assert_eq!(offset_stride(&m, &layouts, t), Some((16, 8)));
    }

    #[test]
    fn no_length_no_plan() {
        let m = module(
            "@group(0) @binding(0) var<storage, read_write> a: array<f32>;
             @compute @workgroup_size(1) fn main() { a[0] = 1.0; }",
        );
        assert_eq!(plan(&m, &m.entry_points[0].function, &[], false, Some(0)), None);
    }
}
