//! Mesh and object functions (see `side::MeshEntry`): Metal's vertex and
//! primitive structs, the extra parameters, and the text around the call
//! of the body — thread 0 zeroes the counts or grid size, and after the
//! body the staged outputs go into Metal's `mesh` object or the grid size
//! into `mesh_grid_properties`.

use super::Printer;
use super::expr::FnCtx;
use crate::side::{MeshAttribute, MeshOutputs};
use naga::{GlobalVariable, Handle, TypeInner};

impl Printer<'_> {
    /// `object_data` for the payload of a mesh or object function (`const`
    /// in a mesh function, which only reads it).
    pub fn payload_space(&self, g: Handle<GlobalVariable>) -> Option<&'static str> {
        let m = self.entry.mesh.as_ref()?;
        (m.entry.payload == Some(g)).then_some(if m.entry.mesh.is_some() { "object_data const" } else { "object_data" })
    }

    /// Metal's vertex and primitive structs.
    pub fn mesh_structs(&mut self) {
        let Some(plan) = self.entry.mesh.clone() else { return };
        let Some(outputs) = &plan.entry.mesh else { return };
        self.mesh_struct(&plan.vertex_struct, &outputs.vertex_attributes);
        if let Some(name) = &plan.primitive_struct {
            self.mesh_struct(name, &outputs.primitive_attributes);
        }
    }

    fn mesh_struct(&mut self, name: &str, attributes: &[MeshAttribute]) {
        self.out.push('\n');
        self.line_fmt(format_args!("struct {name} {{"));
        for a in attributes {
            // Clip distances are a C array after the attribute.
            if let Some((base, n)) = self.clip_array(a) {
                self.line_fmt(format_args!("    {base} {} [[{}]] [{n}];", a.name, a.attribute));
                continue;
            }
            self.line_fmt(format_args!("    {} {} [[{}]];", self.ty(a.ty), a.name, a.attribute));
        }
        self.line("};");
    }

    /// A `[[clip_distance]]` attribute's element type and length.
    fn clip_array(&self, a: &MeshAttribute) -> Option<(String, u32)> {
        if a.attribute != "clip_distance" {
            return None;
        }
        match self.module().types[a.ty].inner {
            TypeInner::Array { base, size: naga::ArraySize::Constant(n), .. } => {
                Some((self.ty(base).into_owned(), n.get()))
            }
            _ => None,
        }
    }

    /// The stage keyword, when the entry point is a mesh or object function.
    pub fn mesh_keyword(&self) -> Option<&'static str> {
        let m = self.entry.mesh.as_ref()?;
        Some(if m.entry.mesh.is_some() { "[[mesh]]" } else { "[[object]]" })
    }

    /// The `mesh` or `mesh_grid_properties` parameter, the payload and the thread index.
    pub fn mesh_params(&self, params: &mut Vec<String>) {
        let Some(plan) = &self.entry.mesh else { return };
        match &plan.entry.mesh {
            Some(m) => {
                let primitive = plan.primitive_struct.as_deref().unwrap_or("void");
                params.push(format!(
                    "metal::mesh<{}, {primitive}, {}, {}, metal::topology::{}> {}",
                    plan.vertex_struct,
                    m.max_vertices,
                    m.max_primitives,
                    m.topology.as_str(),
                    plan.param
                ));
            }
            None => params.push(format!("metal::mesh_grid_properties {}", plan.param)),
        }
        if let Some(g) = plan.entry.payload {
            let var = &self.module().global_variables[g];
            let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
            let space = self.payload_space(g).unwrap_or("object_data");
            params.push(format!("{space} {}& {name} [[payload]]", self.ty(var.ty)));
        }
        if plan.add_thread_index {
            params.push(format!("uint {} [[thread_index_in_threadgroup]]", plan.thread_index));
        }
    }

    /// Before the body: the counts (or grid size) start at zero, as a
    /// shader that never sets them outputs nothing.
    pub fn mesh_prologue(&mut self) {
        let Some(plan) = self.entry.mesh.clone() else { return };
        let (g, zero) = match (&plan.entry.mesh, plan.entry.grid) {
            (Some(m), _) => (m.counts, "uint2(0u)"),
            (None, Some(g)) => (g, "uint3(0u)"),
            (None, None) => return,
        };
        let name = self.planned(self.plan.names.globals.get(&g), "name for a global");
        self.line_fmt(format_args!("if ({} == 0u) {{", plan.thread_index));
        self.line_fmt(format_args!("    {name} = {zero};"));
        self.line("}");
        self.line("threadgroup_barrier(mem_flags::mem_threadgroup);");
    }

    /// After the body: every thread's outputs are written; copy them out.
    pub fn mesh_epilogue(&mut self, f: &mut FnCtx) {
        let Some(plan) = self.entry.mesh.clone() else { return };
        let tid = plan.thread_index.clone();
        self.line("threadgroup_barrier(mem_flags::mem_threadgroup);");
        let Some(m) = &plan.entry.mesh else {
            let Some(g) = plan.entry.grid else { return };
            let grid = self.planned(self.plan.names.globals.get(&g), "name for a global");
            self.line_fmt(format_args!("if ({tid} == 0u) {{"));
            self.line_fmt(format_args!("    {}.set_threadgroups_per_grid({grid});", plan.param));
            self.line("}");
            return;
        };
        let global = |p: &Self, g| p.planned(p.plan.names.globals.get(&g), "name for a global");
        let counts = global(self, m.counts);
        let vertices = global(self, m.vertices);
        let indices = global(self, m.indices);
        let (vc, pc, i) = (f.names.name("vertex_count"), f.names.name("primitive_count"), f.names.name("i"));
        let (out, threads) = (plan.param.clone(), plan.threads);
        self.line_fmt(format_args!("uint {vc} = min({counts}.x, {}u);", m.max_vertices));
        self.line_fmt(format_args!("uint {pc} = min({counts}.y, {}u);", m.max_primitives));
        self.line_fmt(format_args!("if ({tid} == 0u) {{"));
        self.line_fmt(format_args!("    {out}.set_primitive_count({pc});"));
        self.line("}");
        self.line_fmt(format_args!("for (uint {i} = {tid}; {i} < {vc}; {i} += {threads}u) {{"));
        let v = f.names.name("v");
        self.mesh_copy(&plan.vertex_struct, &v, &format!("{vertices}[{i}]"), m.vertices, &m.vertex_attributes);
        self.line_fmt(format_args!("    {out}.set_vertex({i}, {v});"));
        self.line("}");
        self.line_fmt(format_args!("for (uint {i} = {tid}; {i} < {pc}; {i} += {threads}u) {{"));
        self.mesh_indices(m, &out, &indices, &i);
        if let (Some(name), Some(g)) = (&plan.primitive_struct, m.primitives) {
            let primitives = global(self, g);
            let p = f.names.name("p");
            self.mesh_copy(name, &p, &format!("{primitives}[{i}]"), g, &m.primitive_attributes);
            self.line_fmt(format_args!("    {out}.set_primitive({i}, {p});"));
        }
        self.line("}");
    }

    fn mesh_indices(&mut self, m: &MeshOutputs, out: &str, indices: &str, i: &str) {
        let corners = m.topology.corners();
        if corners == 1 {
            self.line_fmt(format_args!("    {out}.set_index({i}, uchar({indices}[{i}]));"));
            return;
        }
        for (k, c) in ["x", "y", "z"].iter().enumerate().take(corners as usize) {
            self.line_fmt(format_args!("    {out}.set_index({i} * {corners}u + {k}u, uchar({indices}[{i}].{c}));"));
        }
    }

    /// `T name = {}; name.member = element.path…;` for every attribute.
    fn mesh_copy(
        &mut self,
        ty: &str,
        name: &str,
        element: &str,
        array: Handle<GlobalVariable>,
        attrs: &[MeshAttribute],
    ) {
        let module = self.module();
        let elem = match module.types[module.global_variables[array].ty].inner {
            TypeInner::Array { base, .. } => base,
            _ => return,
        };
        self.line_fmt(format_args!("    {ty} {name} = {{}};"));
        for a in attrs {
            let mut source = element.to_string();
            let mut t = elem;
            for &k in &a.path {
                match module.types[t].inner {
                    TypeInner::Struct { ref members, .. } => {
                        let names = self.planned(self.plan.names.members.get(&t), "member names of a struct");
                        let member = self.planned(names.get(k as usize), "name for a struct member");
                        source.push('.');
                        source.push_str(&member);
                        t = members.get(k as usize).map_or(t, |m| m.ty);
                    }
                    TypeInner::Array { base, .. } => {
                        source.push_str(&format!("[{k}]"));
                        t = base;
                    }
                    _ => {}
                }
            }
            if let Some((_, n)) = self.clip_array(a) {
                // The source is the array, or a scalar for one distance.
                let scalar = matches!(module.types[t].inner, TypeInner::Scalar(_));
                for k in 0..n {
                    let element = if scalar { source.clone() } else { format!("{source}[{k}]") };
                    self.line_fmt(format_args!("    {name}.{}[{k}] = {element};", a.name));
                }
                continue;
            }
            self.line_fmt(format_args!("    {name}.{} = {source};", a.name));
        }
    }
}
