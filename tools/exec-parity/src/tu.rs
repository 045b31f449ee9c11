//! The C++ translation unit for one case: the MSL (after a small pre-pass),
//! the runtime, and a thunk that calls the kernel for one thread with every
//! argument bound from its MSL attribute.

use std::collections::BTreeMap;
use std::fmt::Write;

/// One kernel parameter: its type text, name and attribute (`buffer(0)`, …).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    pub ty: String,
    pub name: String,
    pub attribute: String,
}

/// Rewrite what C++ cannot take as MSL gives it (msl-std's `metal/__misc.h`
/// and `metal/__config.h` describe the forms):
/// - a kernel-scope `threadgroup` declaration gets one copy per threadgroup
///   (`FERROMETAL_THREADGROUP_STORAGE`, `static thread_local`: the runtime runs
///   one threadgroup at a time);
/// - `constant T name [[function_constant(N)]];` reads the runtime's value,
///   and `is_function_constant_defined(name)` asks the runtime.
pub fn prepass(msl: &str) -> String {
    let msl = &drop_address_space_overloads(msl);
    let mut constants: BTreeMap<String, String> = BTreeMap::new();
    let mut out = String::with_capacity(msl.len() + 256);
    for line in msl.lines() {
        // A kernel's own attributes (`[[max_total_threads_per_threadgroup(N)]]`)
        // would sit before `extern "C"` once `kernel` expands; the runtime
        // sizes threadgroups from reflection instead.
        let stripped;
        let line = match (line.find("[[max_total_threads_per_threadgroup("), line.find("]] kernel ")) {
            (Some(a), Some(b)) if a < b => {
                stripped = format!("{}{}", &line[..a], &line[b + 3..]);
                stripped.as_str()
            }
            _ => line,
        };
        let t = line.trim_start();
        let indent = &line[..line.len() - t.len()];
        if t.starts_with("threadgroup ") && t.ends_with(';') && !t.contains('(') {
            let _ = writeln!(out, "{indent}FERROMETAL_THREADGROUP_STORAGE {t}");
            continue;
        }
        if let Some((decl, rest)) = t.split_once("[[function_constant(")
            && let (Some(index), true) = (rest.split(')').next(), t.starts_with("constant "))
        {
            let decl = decl.trim();
            let (ty, name) = decl.rsplit_once(' ').unwrap_or((decl, ""));
            let ty = ty.trim_start_matches("constant ").trim();
            constants.insert(name.to_string(), index.to_string());
            let _ = writeln!(out, "{indent}constant {ty} {name} = __FERROMETAL_FUNCTION_CONSTANT({ty}, {index});");
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    for (name, index) in &constants {
        out =
            out.replace(&format!("is_function_constant_defined({name})"), &format!("__FERROMETAL_FC_DEFINED({index})"));
    }
    out
}

/// On the CPU the address spaces vanish, so overloads that differ only in
/// them (naga writes its atomic helpers once per space, with the same body)
/// would be redefinitions: keep the first of each. Top-level definitions
/// are recognised by their unindented header and closing `}` line.
pub fn drop_address_space_overloads(msl: &str) -> String {
    const SPACES: [&str; 4] = ["device", "threadgroup", "constant", "thread"];
    let normal = |header: &str| -> String {
        header
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty() && !SPACES.contains(w))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let lines: Vec<&str> = msl.lines().collect();
    let mut seen = std::collections::BTreeSet::new();
    let mut out = String::with_capacity(msl.len());
    let mut i = 0;
    while let Some(line) = lines.get(i) {
        let starts_definition = line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
            && !line.starts_with("struct ")
            && !line.starts_with("typedef ")
            && !line.ends_with(';');
        if starts_definition {
            // The header runs to the line that opens the body.
            let end = (i..lines.len())
                .find(|&j| lines.get(j).is_some_and(|l| l.trim_end().ends_with('{') || l.trim_end().ends_with(';')));
            if let Some(end) = end.filter(|&e| lines.get(e).is_some_and(|l| l.trim_end().ends_with('{'))) {
                let header = lines.get(i..=end).map(|h| h.join(" ")).unwrap_or_default();
                if !seen.insert(normal(&header)) {
                    let close = (end..lines.len()).find(|&j| lines.get(j).is_some_and(|l| *l == "}"));
                    if let Some(close) = close {
                        i = close + 1;
                        continue;
                    }
                }
            }
        }
        out.push_str(line);
        out.push('\n');
        i += 1;
    }
    out
}

/// The parameters of `kernel void NAME(...)`.
pub fn kernel_params(msl: &str, name: &str) -> Result<Vec<Param>, String> {
    let head = format!("kernel void {name}(");
    let start = msl.find(&head).map(|i| i + head.len()).ok_or_else(|| format!("no `{head}` in the MSL"))?;
    let mut depth = 0i32;
    let mut params = Vec::new();
    let mut current = String::new();
    for c in msl[start..].chars() {
        match c {
            '(' | '<' | '[' => depth += 1,
            ')' if depth == 0 => {
                if !current.trim().is_empty() {
                    params.push(param(&current)?);
                }
                return Ok(params);
            }
            ')' | '>' | ']' => depth -= 1,
            ',' if depth == 0 => {
                params.push(param(&current)?);
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    Err("unterminated kernel parameter list".into())
}

fn param(text: &str) -> Result<Param, String> {
    let text = text.trim();
    let (decl, attribute) = match text.find("[[") {
        Some(i) => (text[..i].trim(), text[i + 2..].trim_end().trim_end_matches("]]").trim().to_string()),
        None => (text, String::new()),
    };
    let split = decl.rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map(|i| i + 1).unwrap_or(0);
    let (ty, name) = decl.split_at(split);
    if name.is_empty() || ty.trim().is_empty() {
        return Err(format!("cannot read the kernel parameter `{text}`"));
    }
    Ok(Param { ty: ty.trim().to_string(), name: name.to_string(), attribute })
}

/// naga's `_mslBufferSizes` argument (the array lengths of runtime-sized
/// buffers, one `sizeN` member per such buffer in declaration order): filled
/// from the byte sizes of the kernel's other buffers, in parameter order.
fn buffer_sizes(msl: &str, params: &[Param]) -> Option<String> {
    let body = msl.split("struct _mslBufferSizes {").nth(1)?.split('}').next()?;
    let fields: Vec<&str> = body.split(';').filter_map(|f| f.split_whitespace().last()).collect();
    let buffers: Vec<&str> = params
        .iter()
        .filter(|p| !p.ty.contains("_mslBufferSizes"))
        .filter_map(|p| p.attribute.strip_prefix("buffer(").and_then(|r| r.strip_suffix(')')))
        .collect();
    let mut text = String::from("    static _mslBufferSizes sizes;\n");
    for (field, index) in fields.iter().zip(&buffers) {
        let _ = writeln!(text, "    sizes.{field} = ferrometal_buffer_size({index});");
    }
    Some(text)
}

/// The argument expression that binds `p` for the thread whose builtins are `b`.
fn argument(p: &Param) -> Result<String, String> {
    let ty = &p.ty;
    if ty.contains("_mslBufferSizes") {
        return Ok("sizes".into());
    }
    let three = |field: &str| format!("ferrometal_rt::builtin3<{ty}>(b.{field})");
    let one = |field: &str| format!("ferrometal_rt::builtin1<{ty}>(b.{field})");
    let attr = p.attribute.as_str();
    if attr.is_empty() && ty.starts_with("threadgroup ") {
        // naga passes kernel-scope threadgroup variables as unattributed
        // references: one static object, since one group runs at a time.
        return Ok(format!("ferrometal_threadgroup_{}", p.name));
    }
    if let Some(index) = attr.strip_prefix("buffer(").and_then(|r| r.strip_suffix(')')) {
        return Ok(format!("ferrometal_rt::bind_buffer<{ty}>({index})"));
    }
    let is_array = ty.starts_with("array<") || ty.contains("metal::array<") || ty.contains(" array<");
    if let Some(index) = attr.strip_prefix("texture(").and_then(|r| r.strip_suffix(')')).filter(|_| is_array) {
        return Ok(format!("ferrometal_rt::bind_texture_array<{ty}>({index})"));
    }
    if let Some(index) = attr.strip_prefix("sampler(").and_then(|r| r.strip_suffix(')')).filter(|_| is_array) {
        return Ok(format!("ferrometal_rt::bind_sampler_array<{ty}>({index})"));
    }
    if let Some(index) = attr.strip_prefix("texture(").and_then(|r| r.strip_suffix(')')) {
        return Ok(format!("ferrometal_rt::bind_texture<{ty}>({index})"));
    }
    if let Some(index) = attr.strip_prefix("sampler(").and_then(|r| r.strip_suffix(')')) {
        return Ok(format!("ferrometal_rt::bind_sampler<{ty}>({index})"));
    }
    Ok(match attr {
        "thread_position_in_grid" => three("grid"),
        "thread_position_in_threadgroup" => three("local"),
        "threadgroup_position_in_grid" => three("group"),
        "threads_per_threadgroup" | "dispatch_threads_per_threadgroup" => three("group_size"),
        "threadgroups_per_grid" => three("groups"),
        "threads_per_grid" => three("grid_size"),
        "thread_index_in_threadgroup" => one("local_index"),
        "thread_index_in_simdgroup" | "thread_index_in_quadgroup" => one("lane"),
        "threads_per_simdgroup" => one("simd_width"),
        "simdgroup_index_in_threadgroup" => one("simd_index"),
        "simdgroups_per_threadgroup" => one("simd_count"),
        other => return Err(format!("the runtime cannot bind kernel parameter `{}` [[{other}]]", p.name)),
    })
}

/// What every translation unit starts with; precompiled once.
pub const PCH_HEADER: &str = "#define FERROMETAL_EXEC 1\n#include <metal_stdlib>\n#include \"ferrometal_prelude.h\"\n#include \"ferrometal_abi.h\"\n";

/// The whole translation unit.
pub fn generate(msl: &str, kernel: &str, group_size: [u32; 3]) -> Result<String, String> {
    // Reflection names the kernel; a text with exactly one kernel is also
    // read when the names disagree (that disagreement is the writer's bug,
    // reported by its own tests, not a reason to skip execution).
    let kernels: Vec<&str> =
        msl.match_indices("kernel void ").filter_map(|(i, m)| msl[i + m.len()..].split('(').next()).collect();
    let kernel = match kernels.as_slice() {
        [only] if !kernels.contains(&kernel) => only,
        _ => kernel,
    };
    let params = kernel_params(msl, kernel)?;
    let mut buffers: Vec<u32> = params
        .iter()
        .filter(|p| !p.ty.contains("_mslBufferSizes"))
        .filter_map(|p| p.attribute.strip_prefix("buffer(").and_then(|r| r.strip_suffix(')')))
        .filter_map(|i| i.trim().parse().ok())
        .collect();
    buffers.sort();
    buffers.dedup();
    let args = params.iter().map(argument).collect::<Result<Vec<_>, _>>()?;
    let mut tu = String::new();
    tu.push_str("// Generated by exec-parity: ferrometal's MSL, the msl-std emulation and the runtime.\n");
    tu.push_str(PCH_HEADER);
    tu.push_str("#line 1 \"kernel.metal\"\n");
    tu.push_str(&prepass(msl));
    tu.push_str("\n#line 1 \"thunk.cpp\"\n");
    let _ = writeln!(tu, "void ferrometal_dispatch_thread(const ferrometal_rt::Builtins &b) {{");
    tu.push_str("    using namespace metal;\n    (void)b;\n");
    for p in params.iter().filter(|p| p.attribute.is_empty() && p.ty.starts_with("threadgroup ")) {
        let _ = writeln!(tu, "    static ferrometal_rt::strip<{}>::type ferrometal_threadgroup_{};", p.ty, p.name);
    }
    if params.iter().any(|p| p.ty.contains("_mslBufferSizes")) {
        tu.push_str(&buffer_sizes(msl, &params).unwrap_or_default());
    }
    let _ = writeln!(tu, "    {kernel}(\n        {});", args.join(",\n        "));
    tu.push_str("}\n\n");
    let [x, y, z] = group_size;
    let _ = writeln!(tu, "extern \"C\" const unsigned ferrometal_group_size[3] = {{{x}, {y}, {z}}};");
    // One entry more than needed: a kernel without buffers still has an array.
    let list: String = buffers.iter().map(|b| format!("{b}, ")).collect();
    let _ = writeln!(tu, "extern \"C\" const unsigned ferrometal_buffer_list[] = {{{list}0}};");
    let _ = writeln!(tu, "extern \"C\" const unsigned ferrometal_buffer_count = {};", buffers.len());
    Ok(tu)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_kernel_parameters() {
        let msl = "kernel void main0(\n  metal::uint3 id [[thread_position_in_grid]]\n, device metal::array<float, 4>& data [[buffer(2)]]\n) {\n}";
        let p = kernel_params(msl, "main0").unwrap_or_default();
        assert_eq!(p.len(), 2);
        assert_eq!(
            p[1],
            Param { ty: "device metal::array<float, 4>&".into(), name: "data".into(), attribute: "buffer(2)".into() }
        );
        assert_eq!(p[0].attribute, "thread_position_in_grid");
    }

    #[test]
    fn overloads_differing_only_in_address_space_are_dropped() {
        let msl = "template <typename A>\nint f(\n    device A *p\n) {\n    return 1;\n}\ntemplate <typename A>\nint f(\n    threadgroup A *p\n) {\n    return 2;\n}\nvoid g(\n    int x\n) {\n}\nvoid h(\n    int y\n) {\n}\n";
        let out = drop_address_space_overloads(msl);
        assert!(out.contains("return 1;") && !out.contains("return 2;"), "{out}");
        assert!(out.contains("void g(") && out.contains("void h("), "{out}");
    }

    #[test]
    fn prepass_rewrites_threadgroup_and_constants() {
        let msl = "constant int N [[function_constant(3)]];\nconstant int N_value = is_function_constant_defined(N) ? N : 4;\nkernel void k() {\n    threadgroup float sh[64];\n}\n";
        let out = prepass(msl);
        assert!(out.contains("constant int N = __FERROMETAL_FUNCTION_CONSTANT(int, 3);"), "{out}");
        assert!(out.contains("__FERROMETAL_FC_DEFINED(3) ? N : 4"), "{out}");
        assert!(out.contains("    FERROMETAL_THREADGROUP_STORAGE threadgroup float sh[64];"), "{out}");
    }
}
