//! Module-scope lifting (DESIGN §3): MSL has no module-scope variables.
//! Private and workgroup variables become locals of the entry function,
//! resources become its arguments, and the lane index/count built-ins
//! (`SideInfo::builtin_globals`) become entry arguments; every helper that
//! uses one of them — directly or through its callees — receives it as an
//! extra parameter, after its own, in declaration order.
//!
//! naga's `FunctionInfo::global_uses` already includes the uses of callees,
//! so a helper's lifted parameters are exactly the globals it uses.

use super::walk;
use naga::valid::{FunctionInfo, ModuleInfo};
use naga::{Function, GlobalVariable, Handle, Module, Statement};

/// The globals a function uses (its own and its callees'), in arena order.
pub fn used_globals(module: &Module, info: &FunctionInfo) -> Vec<Handle<GlobalVariable>> {
    module.global_variables.iter().map(|(h, _)| h).filter(|&h| !info[h].is_empty()).collect()
}

/// The helpers an entry point reaches, in arena order (callees first: naga
/// requires a function to be declared before it is called).
pub fn reachable(module: &Module, entry: &Function) -> Vec<Handle<Function>> {
    let mut marked = vec![false; module.functions.len()];
    for callee in callees(entry) {
        if let Some(m) = marked.get_mut(callee.index()) {
            *m = true;
        }
    }
    // Reverse arena order: a caller is always after its callees.
    for (handle, function) in module.functions.iter().rev() {
        if marked.get(handle.index()).copied().unwrap_or(false) {
            for callee in callees(function) {
                if let Some(m) = marked.get_mut(callee.index()) {
                    *m = true;
                }
            }
        }
    }
    module.functions.iter().map(|(h, _)| h).filter(|h| marked.get(h.index()).copied().unwrap_or(false)).collect()
}

fn callees(function: &Function) -> Vec<Handle<Function>> {
    let mut out = Vec::new();
    walk::statements(&function.body, |s, _, _| {
        if let Statement::Call { function, .. } = *s {
            out.push(function);
        }
    });
    out
}

/// The extra parameters of every reachable helper.
pub fn helper_params(
    module: &Module,
    info: &ModuleInfo,
    helpers: &[Handle<Function>],
) -> Vec<(Handle<Function>, Vec<Handle<GlobalVariable>>)> {
    helpers.iter().map(|&f| (f, used_globals(module, &info[f]))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(src: &str) -> (Module, ModuleInfo) {
        let m = naga::front::wgsl::parse_str(src).unwrap();
        let info =
            naga::valid::Validator::new(Default::default(), naga::valid::Capabilities::all()).validate(&m).unwrap();
        (m, info)
    }

    #[test]
    fn globals_are_passed_transitively() {
        let (m, info) = module(
            "var<private> counter: u32;
             var<workgroup> tile: array<f32, 4>;
             @group(0) @binding(0) var<storage, read_write> out: array<f32>;
             fn leaf() { counter += 1u; }
             fn middle() { leaf(); tile[0] = 1.0; }
             fn unused() { out[0] = 2.0; }
             @compute @workgroup_size(1) fn main() { middle(); out[1] = tile[0]; }",
        );
        let ep = &m.entry_points[0];
        let helpers = reachable(&m, &ep.function);
        let names: Vec<_> = helpers.iter().map(|&h| m.functions[h].name.clone().unwrap()).collect();
        assert_eq!(names, ["leaf", "middle"]);
        let params = helper_params(&m, &info, &helpers);
        let lifted = |i: usize| -> Vec<String> {
            params[i].1.iter().map(|&g| m.global_variables[g].name.clone().unwrap()).collect()
        };
        assert_eq!(lifted(0), ["counter"]);
        assert_eq!(lifted(1), ["counter", "tile"]);
        let entry_globals: Vec<_> = used_globals(&m, info.get_entry_point(0))
            .iter()
            .map(|&g| m.global_variables[g].name.clone().unwrap())
            .collect();
        assert_eq!(entry_globals, ["counter", "tile", "out"]);
    }
}
