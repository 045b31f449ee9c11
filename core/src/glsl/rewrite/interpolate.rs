//! `interpolateAtCentroid(v)`, `interpolateAtSample(v, s)`,
//! `interpolateAtOffset(v, o)`: pull-model interpolation of a fragment
//! input. Metal interpolates an input only through its `interpolant<T, …>`
//! in the `[[stage_in]]` struct, but GLSL's inputs reach the user's
//! functions as copies in private globals. So the input's wire field (the
//! leaf `v` names, through constant array indices and struct or block
//! members) gets a stand-in global, `__glsl_pull_FIELD` (declared in the
//! prelude), that the lowering marks (`SideInfo::pull_inputs`) and the
//! writer makes a reference to the interpolant, lifted into every helper
//! that uses it; the call is `__glsl_interpolate_*(__glsl_pull_FIELD, …)`
//! followed by the components `v` goes on to name (`a[1].y`: `.y`).
//!
//! A `flat` input is the same everywhere: the call is its value. An input
//! declared `sample`, packed with others into one location, or named
//! through a non-constant index is not supported yet (OSH3021).

use super::{Dir, Rewriter};
use crate::options::Stage;

/// One step from an input's name down to what the argument names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Step {
    Index(u32),
    Member(String),
}

/// What an `interpolateAt*` argument interpolates.
pub(super) enum Pulled {
    /// A wire field: its stand-in global and the field's type, and how
    /// many steps reach the field (the rest name its components).
    Field { global: String, ty: String, steps: usize },
    /// A `flat` input: the argument's value.
    Flat,
}

/// The stand-in global of a wire field.
pub(super) fn stand_in(field: &str) -> String {
    format!("__glsl_pull_{field}")
}

/// The lowering's name for `interpolateAt*`'s stand-in call.
pub(super) fn stand_in_call(builtin: &str) -> &'static str {
    match builtin {
        "interpolateAtCentroid" => "__glsl_interpolate_centroid",
        "interpolateAtSample" => "__glsl_interpolate_sample",
        _ => "__glsl_interpolate_offset",
    }
}

impl Rewriter<'_> {
    /// The fragment input `name` then `steps` as `builtin`'s argument:
    /// what it interpolates, or why it cannot.
    pub(super) fn pulled_input(&self, builtin: &str, name: &str, steps: &[Step]) -> Result<Pulled, String> {
        if self.stage != Some(Stage::Fragment) {
            return Err(format!("`{builtin}` is a fragment shader built-in"));
        }
        let mut path = name.to_string();
        let mut prefixes = vec![path.clone()];
        for s in steps {
            match s {
                Step::Index(i) => path.push_str(&format!("[{i}]")),
                Step::Member(m) => path.push_str(&format!(".{m}")),
            }
            prefixes.push(path.clone());
        }
        let not_input = || {
            format!(
                "`{builtin}` needs a fragment input (an element or member of one through constant indices) as its \
                 first argument"
            )
        };
        let inputs = self.io.iter().filter(|io| io.dir == Dir::In);
        for io in inputs {
            for (ty, field, _, target, _) in io.fields(&self.io_structs) {
                let Some(k) = prefixes.iter().position(|p| *p == target) else { continue };
                let quals: Vec<&str> = ty.split(' ').chain(io.interpolation.iter().copied()).collect();
                if quals.contains(&"nointerpolation") {
                    return Ok(Pulled::Flat);
                }
                if quals.contains(&"sample") || io.component.is_some() {
                    let what = if io.component.is_some() { "sharing its location" } else { "declared `sample`" };
                    return Err(format!("`{builtin}` of an input {what} is not supported yet"));
                }
                let wire = ty.rsplit(' ').next().unwrap_or_default().to_string();
                return Ok(Pulled::Field { global: stand_in(&field), ty: wire, steps: k });
            }
        }
        Err(not_input())
    }
}
