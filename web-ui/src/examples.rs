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
pub const DEFAULT_SOURCE: &str = "// Paste HLSL, GLSL or WGSL here, or open one from Examples.
struct Globals { mvp: mat4x4<f32>, tint: vec4<f32> };
@group(0) @binding(0) var<uniform> globals: Globals;
@group(0) @binding(1) var albedo: texture_2d<f32>;
@group(0) @binding(2) var samp: sampler;

struct VsOut { @builtin(position) pos: vec4<f32>, @location(0) uv: vec2<f32> };

@vertex
fn vs(@location(0) p: vec3<f32>, @location(1) uv: vec2<f32>) -> VsOut {
    return VsOut(globals.mvp * vec4<f32>(p, 1.0), uv);
}

@fragment
fn fs(v: VsOut) -> @location(0) vec4<f32> {
    return textureSample(albedo, samp, v.uv) * globals.tint;
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
