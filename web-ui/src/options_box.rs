//! The options box: one text of flags in the CLI's, DXC's or glslang's
//! spellings (`-E main -T ps_6_2 -D X=1 -Zpr`, `-S frag`), read by the
//! command line's own parser (`ferrometal::cli::parse_options_text`), kept
//! in step with the toolbar's controls.
//!
//! The controls show some options (language, entry point, stage, MSL
//! version, 16-bit types, matrices, binding model and tier, defines, the
//! reading view, one `.metal`); the box shows every option, the others too
//! (shader model, HLSL version, `mediump` as half, register overlap,
//! vertex-as-kernel, several entry points). Editing the box sets the
//! controls it names ([`PageState::apply_options_text`]); changing a
//! control rewrites the box in one canonical spelling, keeping what only
//! the box sets ([`PageState::sync_options_text`]). A box with an error
//! changes nothing (the controls keep the last options that read) and its
//! diagnostics are shown beside it ([`PageState::options_problems`]).

use crate::state::{PageState, parse_defines};
use ferrometal::cli::{Settings, parse_options_text, render_options};
use ferrometal::options::MatrixPacking;
use ferrometal::{ArgumentBufferTier, BindingModel, Diagnostic, Language, MslVersion, Options, Stage};

impl PageState {
    /// The box's settings, or its diagnostics.
    pub fn options_settings(&self) -> Result<Settings, Vec<Diagnostic>> {
        parse_options_text(&self.options_text)
    }

    /// The coded problems of the box's text (empty when it reads).
    pub fn options_problems(&self) -> Vec<Diagnostic> {
        self.options_settings().err().unwrap_or_default()
    }

    /// The box was edited: keep the text as typed and, when it reads, set
    /// every control from it.
    pub fn apply_options_text(&mut self, text: String) {
        self.options_text = text;
        let Ok(s) = self.options_settings() else { return };
        let o = &s.options;
        self.language = o.language.filter(|l| *l != Language::Spv).map(|l| l.as_str().to_string()).unwrap_or_default();
        self.entry = o.entry_points.first().cloned().unwrap_or_default();
        self.stage = match (s.other_stage, o.stage) {
            (Some(other), _) => other.to_string(),
            (None, Some(stage)) => stage.as_str().to_string(),
            (None, None) => String::new(),
        };
        self.msl_version = o.msl_version.as_str().to_string();
        self.half = o.enable_16bit_types;
        self.row_major = o.matrix_packing == MatrixPacking::RowMajor;
        self.defines = o.defines.iter().map(|(n, v)| format!("{n}={v}")).collect::<Vec<_>>().join(" ");
        self.binding_model = o.binding_model.as_str().to_string();
        self.argument_buffer_tier = o.argument_buffer_tier.number().to_string();
        self.readable = o.readable;
        self.single_file = o.single_file;
    }

    /// A control changed: rewrite the box from the controls, keeping what
    /// only the box sets (a box with an error is replaced whole).
    pub fn sync_options_text(&mut self) {
        let base = self.options_settings().unwrap_or_default();
        self.sync_options_text_from(base);
    }

    /// Rewrite the box from `base` with the controls' values over it (an
    /// example's options file, or the box's last reading).
    pub fn sync_options_text_from(&mut self, mut base: Settings) {
        let o = &mut base.options;
        o.language = Language::parse(&self.language).filter(|l| *l != Language::Spv);
        if self.entry.is_empty() {
            o.entry_points.clear();
        } else if o.entry_points.first() != Some(&self.entry) {
            o.entry_points = vec![self.entry.clone()];
        }
        base.other_stage = ferrometal::untranslated_stage(&self.stage);
        o.stage = Stage::parse(&self.stage);
        if o.stage.is_none() {
            o.shader_model = None;
        }
        o.msl_version = MslVersion::parse(&self.msl_version).unwrap_or_default();
        o.enable_16bit_types = self.half;
        o.matrix_packing = if self.row_major { MatrixPacking::RowMajor } else { MatrixPacking::ColumnMajor };
        o.defines = parse_defines(&self.defines);
        o.binding_model = BindingModel::parse(&self.binding_model).unwrap_or_default();
        o.argument_buffer_tier = ArgumentBufferTier::parse(&self.argument_buffer_tier).unwrap_or_default();
        o.readable = self.readable;
        o.single_file = self.single_file;
        self.options_text = render_options(&base);
    }

    /// The controls' options with what only the box sets, when it reads.
    pub(crate) fn with_box_options(&self, mut controls: Options) -> Options {
        let Ok(s) = self.options_settings() else { return controls };
        let o = s.options;
        controls.shader_model = o.shader_model;
        controls.hlsl_version = o.hlsl_version;
        controls.mediump_as_half = o.mediump_as_half;
        controls.allow_register_overlap = o.allow_register_overlap;
        controls.vertex_as_kernel = o.vertex_as_kernel;
        controls.texture_atomics_native_only = o.texture_atomics_native_only;
        // Several entry points: the control shows the first.
        if o.entry_points.len() > 1 && o.entry_points.first() == controls.entry_points.first() {
            controls.entry_points = o.entry_points;
        }
        controls
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(text: &str) -> PageState {
        let mut s = PageState::default();
        s.apply_options_text(text.to_string());
        s
    }

    #[test]
    fn the_box_sets_the_controls_and_what_only_it_has() {
        let s = typed("-E main -T ps_6_2 -D X=1 -enable-16bit-types -Zpr -HV 2018 --msl-version 3.0 --readable");
        assert_eq!((s.entry.as_str(), s.stage.as_str(), s.msl_version.as_str()), ("main", "fragment", "3.0"));
        assert_eq!((s.language.as_str(), s.defines.as_str()), ("hlsl", "X=1"));
        assert!(s.half && s.row_major && s.readable && !s.single_file);
        let o = s.options();
        assert_eq!((o.shader_model, o.hlsl_version), (Some((6, 2)), Some(2018)));
        assert_eq!(o.defines, [("X".to_string(), "1".to_string())]);
        assert!(o.enable_16bit_types && o.readable);
        let s =
            typed("-S frag --mediump-as-half --binding-model argument-buffers --argument-buffer-tier 1 --single-file");
        assert_eq!(
            (s.stage.as_str(), s.binding_model.as_str(), s.argument_buffer_tier.as_str()),
            ("fragment", "argument-buffers", "1")
        );
        assert!(s.single_file && s.options().mediump_as_half && s.options().single_file);
        assert_eq!(typed("-S geom").stage, "geometry");
        assert_eq!(typed("-E a -E b").options().entry_points, ["a", "b"]);
    }

    #[test]
    fn a_box_with_an_error_changes_nothing_and_says_why() {
        let mut s = typed("-Zpr");
        s.apply_options_text("-Zpr --bogus -T ps_9".into());
        assert_eq!(s.options_text, "-Zpr --bogus -T ps_9", "the text stays as typed");
        assert!(s.row_major);
        let codes: Vec<String> = s.options_problems().iter().map(|d| d.code.to_string()).collect();
        assert_eq!(codes, ["OSH6005", "OSH6001"]);
        assert_eq!(s.options().shader_model, None);
    }

    #[test]
    fn a_control_rewrites_the_box_and_keeps_what_only_the_box_has() {
        let mut s = typed("-T ps_6_2 -HV 2018 --mediump-as-half");
        s.row_major = true;
        s.msl_version = "3.1".into();
        s.sync_options_text();
        assert_eq!(s.options_text, "--lang hlsl -T ps_6_2 -HV 2018 --msl-version 3.1 -Zpr --mediump-as-half");
        s.stage = String::new();
        s.readable = true;
        s.sync_options_text();
        assert_eq!(s.options_text, "--lang hlsl -HV 2018 --msl-version 3.1 -Zpr --mediump-as-half --readable");
        // The rewritten box reads back as the controls say.
        let before = s.clone();
        let text = s.options_text.clone();
        s.apply_options_text(text);
        assert_eq!(s, before);
    }

    #[test]
    fn the_box_travels_in_the_share_link_and_local_state() {
        let s = typed("-T cs_6_6 --single-file");
        let back = PageState::from_fragment(&s.to_fragment());
        assert_eq!(back.as_ref().map(|b| b.options_text.as_str()), Some("-T cs_6_6 --single-file"));
        assert_eq!(back.map(|b| b.options().shader_model), Some(Some((6, 6))));
        assert_eq!(PageState::from_json(&s.to_json()), Some(s));
    }
}
