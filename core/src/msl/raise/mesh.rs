//! Mesh and object functions (`SideInfo::mesh_entries`, DESIGN §8): the
//! names the writer adds to such an entry point — Metal's vertex and
//! primitive structs, the `mesh` and `mesh_grid_properties` parameters and
//! the thread index the staged outputs are copied by.

use super::io::EntryIo;
use crate::msl::names::Namer;
use crate::side::{MeshEntry, SideInfo};
use naga::{Binding, BuiltIn, EntryPoint};

#[derive(Clone, Debug)]
pub struct MeshPlan {
    pub entry: MeshEntry,
    /// Mesh functions: Metal's vertex struct and, with `out primitives`,
    /// its primitive struct.
    pub vertex_struct: String,
    pub primitive_struct: Option<String>,
    /// The `metal::mesh<…>` parameter (mesh) or the `mesh_grid_properties`
    /// one (object).
    pub param: String,
    /// `[[thread_index_in_threadgroup]]`: the name, and whether the writer
    /// adds the parameter (the source did not ask for the index).
    pub thread_index: String,
    pub add_thread_index: bool,
    /// Threads of a threadgroup (`numthreads` x × y × z).
    pub threads: u32,
}

pub fn plan(
    side: &SideInfo,
    index: usize,
    ep: &EntryPoint,
    msl_name: &str,
    io: &EntryIo,
    file: &mut Namer,
    scope: &mut Namer,
) -> Option<MeshPlan> {
    let entry = side.mesh_entries.get(&index)?.clone();
    let (vertex_struct, primitive_struct) = match &entry.mesh {
        Some(m) => (
            file.name(&format!("{msl_name}_vertex")),
            m.primitives.map(|_| file.name(&format!("{msl_name}_primitive"))),
        ),
        None => (String::new(), None),
    };
    let param = scope.name(if entry.mesh.is_some() { "mesh_out" } else { "mesh_grid" });
    let existing = io
        .builtins
        .iter()
        .find(|v| v.binding == Binding::BuiltIn(BuiltIn::LocalInvocationIndex))
        .map(|v| v.name.clone());
    let add_thread_index = existing.is_none();
    let thread_index = existing.unwrap_or_else(|| scope.name("thread_index"));
    let [x, y, z] = ep.workgroup_size;
    let threads = x.saturating_mul(y).saturating_mul(z).max(1);
    Some(MeshPlan { entry, vertex_struct, primitive_struct, param, thread_index, add_thread_index, threads })
}
