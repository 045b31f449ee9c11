//! `layout(location = l, component = c)`: several stage variables sharing
//! one location, each in its own components (GLSL 4.60 §4.4.1.3), and
//! `layout(location = 0, index = 1)`: the second input of dual-source
//! blending.
//!
//! Metal has one entry-point member per location (one `[[attribute(n)]]`,
//! `[[user(locnN)]]` or `[[color(n)]]`), so a location that a variable
//! with a component qualifier takes is one four-component wire field,
//! `__glsl_loc{l}_`, of the variables' scalar type (GLSL requires them to
//! share it): an input is copied out of it by swizzle, an output built
//! from its variables, the components none of them writes zero. Both sides
//! of a varying pack the same way, so they link; a vertex attribute is
//! fetched whole, as Vulkan fetches it, and split.
//!
//! Only vertex and fragment shaders pack; elsewhere a component
//! qualifier is refused (OSH3021), never dropped.
//!
//! Dual-source blending: the fragment outputs at location 0 with indices
//! 0 and 1 are Metal's `[[color(0), index(0)]]` and `[[color(0),
//! index(1)]]` (semantics `__BLENDSRC0`/`__BLENDSRC1` to the lowering).

use super::{Dir, Io, Layout, Rewriter};
use crate::diag::{Diagnostic, codes};
use crate::options::Stage;
use crate::ordered::{IntMap, IntSet};
use crate::source::Span;

/// One variable's part of a packed location: first component, component
/// count, GLSL lvalue, interpolation qualifiers, scalar type.
struct Part {
    first: u32,
    width: u32,
    target: String,
    interp: String,
    scalar: String,
}

/// The components one location's worth of `ty` takes (`float3` → 3; a
/// matrix column or array element is one leaf already).
fn width(ty: &str) -> u32 {
    let base = ty.rsplit(' ').next().unwrap_or("");
    match base.as_bytes().last() {
        Some(d @ b'2'..=b'4') if !base.contains('x') => u32::from(d - b'0'),
        _ => 1,
    }
}

/// `float3` → `float`.
fn scalar(ty: &str) -> String {
    let base = ty.rsplit(' ').next().unwrap_or("");
    base.trim_end_matches(|c: char| c.is_ascii_digit()).to_string()
}

/// The variables of each packed location: (direction, location) →
/// (first component, type, interpolation, lvalue) per variable.
pub(super) type Packed = IntMap<(u8, u32), Vec<(u32, String, String, String)>>;

/// Component ranges taken: (direction, dual-source index, location) →
/// (first, end, declaration).
type Taken = IntMap<(u8, u32, u32), Vec<(u32, u32, Span)>>;

const SWIZZLE: [char; 4] = ['x', 'y', 'z', 'w'];

impl Rewriter<'_> {
    /// Whether this stage packs component-qualified locations.
    fn packs_components(&self) -> bool {
        matches!(self.stage, Some(Stage::Vertex | Stage::Fragment))
    }

    /// `layout(component = c, index = i)` of the variables `self.io[from..]`
    /// just declared.
    pub(super) fn place_components(&mut self, from: usize, layout: &Layout) {
        let at = |key: &str| layout.items.iter().rev().find(|(k, _, _)| k == key).map(|(_, v, span)| (*v, *span));
        let component = at("component");
        let index = at("index");
        if component.is_none() && index.is_none() {
            return;
        }
        let added: Vec<usize> = (from..self.io.len()).collect();
        for k in added {
            let Some(io) = self.io.get(k).cloned() else { continue };
            if let Some((value, span)) = component {
                if !self.packs_components() {
                    let msg = "`layout(component)` is supported on vertex and fragment shaders' variables only";
                    self.error(codes::SEM_UNSUPPORTED, msg, span);
                    continue;
                }
                if io.location.is_none() {
                    self.error(codes::SEM_BAD_ATTRIBUTE, "`layout(component)` needs a `location`", span);
                    continue;
                }
                let fields = io.fields(&self.io_structs);
                let w = fields.iter().map(|f| width(&f.0)).max().unwrap_or(1);
                let structured = fields.len() > io.count.unwrap_or(1) as usize;
                let ok = value.and_then(|c| u32::try_from(c).ok()).filter(|c| c + w <= 4 && !structured);
                let Some(c) = ok else {
                    let msg = format!(
                        "`component = {}` does not fit `{}`: a location has four components, and a component \
                         qualifier takes a scalar or vector (or an array of them)",
                        value.unwrap_or(-1),
                        io.name
                    );
                    self.error(codes::SEM_BAD_ATTRIBUTE, msg, span);
                    continue;
                };
                if let Some(slot) = self.io.get_mut(k) {
                    slot.component = Some(c);
                }
            }
            if let Some((value, span)) = index {
                let fragment_out = self.stage == Some(Stage::Fragment) && io.dir == Dir::Out;
                match value {
                    Some(0) => {}
                    Some(1) if fragment_out && io.location == Some(0) && io.count.is_none() => {
                        if let Some(slot) = self.io.get_mut(k) {
                            slot.index = Some(1);
                        }
                    }
                    _ => {
                        let msg = "`layout(index = 1)` (dual-source blending) is a fragment output at location 0 that \
                                   is not an array, and the index is 0 or 1";
                        self.error(codes::SEM_BAD_ATTRIBUTE, msg, span);
                    }
                }
            }
        }
    }

    /// Whether the shader blends two sources (a fragment output at index 1).
    pub(super) fn dual_source(&self) -> bool {
        self.io.iter().any(|io| io.index == Some(1))
    }

    /// Dual-source blending writes one color attachment from two outputs of
    /// one type, at location 0 with indices 0 and 1, and nothing at another
    /// location (Metal's and Vulkan's rule).
    pub(super) fn dual_source_check(&mut self) -> Option<()> {
        let second = self.io.iter().find(|io| io.index == Some(1))?.clone();
        let outputs: Vec<Io> = self.io.iter().filter(|io| io.dir == Dir::Out).cloned().collect();
        let first = outputs.iter().find(|io| io.location == Some(0) && io.index.is_none());
        let msg = match first {
            None => Some("dual-source blending needs an output at location 0 with index 0 beside this one".to_string()),
            Some(f) if f.ty != second.ty || f.count.is_some() || f.component.is_some() => Some(format!(
                "the two outputs of dual-source blending have one type: `{}` is not `{}`'s",
                second.name, f.name
            )),
            Some(_) => None,
        };
        if let Some(msg) = msg {
            self.error(codes::SEM_BAD_ATTRIBUTE, msg, second.span);
        }
        if let Some(other) = outputs.iter().find(|io| io.location != Some(0)) {
            let msg = format!("`{}`: with dual-source blending, the only color outputs are at location 0", other.name);
            self.diags.push(
                Diagnostic::error(codes::SEM_BAD_ATTRIBUTE, msg, other.span).with_label(second.span, "index 1 here"),
            );
        }
        Some(())
    }

    /// The locations (direction, location) that variables with a
    /// component qualifier share: these are packed.
    pub(super) fn packed_locations(&self) -> IntSet<(u8, u32)> {
        let mut out = IntSet::new();
        for io in &self.io {
            let (Some(l), Some(_)) = (io.location, io.component) else { continue };
            for (_, _, offset, _, _) in io.fields(&self.io_structs) {
                out.insert((io.dir as u8, l.saturating_add(offset)));
            }
        }
        out
    }

    /// Overlapping explicit locations: the same location (and dual-source
    /// index) and a common component. Diagnostics as glslang reports them.
    pub(super) fn location_overlaps(&self) -> Vec<Diagnostic> {
        // (direction, index, location) → taken component ranges.
        let mut taken = Taken::new();
        let mut diags = Vec::new();
        for io in &self.io {
            let Some(l) = io.location else { continue };
            let first = io.component.unwrap_or(0);
            // Without packing, a variable takes its locations whole.
            let whole = !self.packs_components();
            let mut clash = None;
            let mut claims = Vec::new();
            for (ty, _, offset, _, _) in io.fields(&self.io_structs) {
                let loc = l.saturating_add(offset);
                let (lo, hi) = if whole { (0, 4) } else { (first, first + width(&ty)) };
                let key = (io.dir as u8, io.index.unwrap_or(0), loc);
                if clash.is_none()
                    && let Some(&(_, _, span)) =
                        taken.get(&key).and_then(|v| v.iter().find(|&&(a, b, _)| a < hi && lo < b))
                {
                    clash = Some((loc, span));
                }
                claims.push((key, (lo, hi, io.span)));
            }
            if let Some((loc, span)) = clash {
                let what = if io.dir == Dir::In { "input" } else { "output" };
                let msg = format!("`{}` at location {loc} overlaps another {what} (at location {loc})", io.name);
                diags.push(Diagnostic::error(codes::SEM_BAD_SEMANTIC, msg, io.span).with_label(span, "declared here"));
                continue;
            }
            for (key, claim) in claims {
                taken.entry(key).or_default().push(claim);
            }
        }
        diags
    }

    /// The wire fields of the packed locations.
    pub(super) fn pack(
        &self,
        packed: Packed,
        inputs: &mut Vec<(String, String, String, String)>,
        outputs: &mut Vec<(String, String, String, String)>,
    ) {
        for ((dir, l), members) in packed {
            let parts: Vec<Part> = members
                .into_iter()
                .map(|(first, ty, interp, target)| Part {
                    first,
                    width: width(&ty),
                    target,
                    interp,
                    scalar: scalar(&ty),
                })
                .collect();
            let Some(head) = parts.first() else { continue };
            let field = format!("__glsl_loc{l}_");
            let ty = format!("{} {}4", head.interp, head.scalar);
            if dir == Dir::In as u8 {
                let sem = format!("__LOCATION{l}");
                inputs.push((ty, field.clone(), sem, String::new()));
                for p in &parts {
                    let swizzle: String = SWIZZLE.iter().skip(p.first as usize).take(p.width as usize).collect();
                    // A glue-only line (no wire field of its own).
                    inputs.push((String::new(), format!("{field}.{swizzle}"), String::new(), p.target.clone()));
                }
                continue;
            }
            let sem =
                if self.stage == Some(Stage::Fragment) { format!("SV_Target{l}") } else { format!("__LOCATION{l}") };
            let mut args = Vec::new();
            let mut c = 0;
            while c < 4 {
                match parts.iter().find(|p| p.first == c) {
                    Some(p) => {
                        args.push(p.target.clone());
                        c += p.width.max(1);
                    }
                    None => {
                        args.push("0".to_string());
                        c += 1;
                    }
                }
            }
            let source = format!("{}4({})", head.scalar, args.join(", "));
            outputs.push((ty, field, sem, source));
        }
    }
}
