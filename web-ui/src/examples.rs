//! The example shaders of `examples-shaders/`, embedded at build time by
//! `build.rs` (the Examples menu and the headers they include).

/// One example shader.
#[derive(Clone, Copy, Debug)]
pub struct Example {
    /// Path relative to `examples-shaders/`, e.g. `errors/undeclared.wgsl`.
    pub path: &'static str,
    pub source: &'static str,
    /// Its `NAME.EXT.options.json`, if it has one.
    pub options: Option<&'static str>,
}

include!(concat!(env!("OUT_DIR"), "/examples.rs"));

/// What the editor holds on a first visit.
pub const DEFAULT_SOURCE: &str = "// Paste HLSL, GLSL or WGSL here, or pick one from Examples.
@group(0) @binding(0) var<storage, read_write> data: array<f32>;

@compute @workgroup_size(64)
fn main(@builtin(global_invocation_id) id: vec3<u32>) {
    if id.x < arrayLength(&data) {
        data[id.x] = data[id.x] * 2.0;
    }
}
";

pub fn find(path: &str) -> Option<&'static Example> {
    EXAMPLES.iter().find(|e| e.path == path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_example_file_is_embedded() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples-shaders/compute_double.wgsl");
        let on_disk = std::fs::read_to_string(dir).unwrap_or_default();
        assert_eq!(find("compute_double.wgsl").map(|e| e.source), Some(on_disk.as_str()));
        assert!(find("errors/undeclared.wgsl").is_some());
        assert!(EXAMPLES.windows(2).all(|w| w.first().map(|a| a.path) < w.get(1).map(|b| b.path)));
    }
}
