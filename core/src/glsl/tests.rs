use crate::options::{Language, Options, Stage};

fn msl(src: &str, stage: Option<Stage>) -> String {
    let opts = Options { language: Some(Language::Glsl), stage, ..Options::default() };
    let t = crate::translate(src, &opts);
    assert!(!t.has_errors(), "{}", t.render_diagnostics());
    t.entry_points.iter().map(|e| e.msl.clone()).collect()
}

#[test]
fn compute_with_ssbo_and_builtins() {
    let src = "#version 450\nlayout(local_size_x = 64) in;\n\
        layout(std430, binding = 0) buffer Data { float values[]; } data;\n\
        void main() { uint i = gl_GlobalInvocationID.x; data.values[i] = data.values[i] * 2.0; }\n";
    let out = msl(src, None);
    assert!(out.contains("kernel void"), "{out}");
    assert!(out.contains("thread_position_in_grid"), "{out}");
}

#[test]
fn webgl_fragment_with_combined_sampler() {
    let src = "precision mediump float;\nvarying vec2 vUv;\nuniform sampler2D tex;\nuniform float gain;\n\
        void main() { gl_FragColor = texture2D(tex, vUv) * gain; }\n";
    let out = msl(src, Some(Stage::Fragment));
    assert!(out.contains("fragment"), "{out}");
    assert!(out.contains(".sample("), "{out}");
}

#[test]
fn vertex_matrix_times_vector_is_linear_algebra() {
    let src = "#version 330 core\nlayout(location = 0) in vec3 pos;\nlayout(location = 1) in vec2 uv;\n\
        uniform mat4 mvp;\nout vec2 vUv;\n\
        void main() { vUv = uv; gl_Position = mvp * vec4(pos, 1.0); }\n";
    let out = msl(src, None);
    assert!(out.contains("[[attribute(1)]]"), "{out}");
    assert!(out.contains("[[position]]"), "{out}");
}

#[test]
fn stage_from_file_name() {
    assert_eq!(super::stage_from_name("a/b/blur.frag"), Some(Stage::Fragment));
    assert_eq!(super::stage_from_name("x.comp.glsl"), Some(Stage::Compute));
    assert_eq!(super::stage_from_name("x.glsl"), None);
}
