//! Every entry point in one translation unit (`Options::single_file`), for
//! a host that makes one `MTLLibrary` and asks it for each function.
//!
//! The units of the entry points are merged item by item (a struct, a
//! constant, a function constant, a support function, a helper, an entry
//! function with its I/O structs: `Printed::items`), in order, each item
//! written once. That is sound because the writer makes the items of one
//! module agree before they are merged:
//!
//! - file-scope names (types, members, constants, helpers, globals) are
//!   the module plan's, the same in every entry point (`raise::FileNames`);
//! - under `single_file` the names an entry point claims for itself (its
//!   I/O structs, mesh structs) also avoid every earlier entry point's, and
//!   every helper's locals are named within all of them (`msl::write`), so
//!   a helper's text is the same in every unit that calls it;
//! - a declaration comes before its uses within each unit, and an item is
//!   either new, written in that unit's order after everything already
//!   written, or was written earlier: the merged order keeps every use
//!   after its declaration.
//!
//! Two items are the same when their text is, blank lines around them
//! aside. The MSL check compiles the merged units of the examples that ask
//! for one (`core/tests/msl_check.rs`), which would catch two different
//! items declaring one name.

use crate::ordered::OrdSet;
use crate::source::Span;

/// One entry point's unit as the printer wrote it.
pub struct Unit {
    pub msl: String,
    pub line_spans: Vec<Span>,
    /// `Printed::items`.
    pub items: Vec<usize>,
}

/// The merged unit and its line map (`EntryOutput::line_map`'s convention).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SingleFile {
    pub msl: String,
    pub line_map: Vec<Span>,
}

/// Merge the units of the entry points, in order (see the module docs).
pub fn merge(units: &[Unit]) -> SingleFile {
    let mut out = SingleFile::default();
    let mut seen: OrdSet<String> = OrdSet::new();
    for (u, unit) in units.iter().enumerate() {
        let lines: Vec<&str> = unit.msl.lines().collect();
        let span = |i: usize| unit.line_spans.get(i).copied().unwrap_or(Span::DUMMY);
        let first = unit.items.first().copied().unwrap_or(lines.len());
        if u == 0 {
            for (i, line) in lines.iter().enumerate().take(first) {
                push(&mut out, line, span(i));
            }
        }
        let ends = unit.items.iter().skip(1).copied().chain([lines.len()]);
        // An item without a blank line of its own (the second of a run of
        // constants) gets one unless it follows the item it follows in its unit.
        let mut last = None;
        for (k, (start, end)) in unit.items.iter().copied().zip(ends).enumerate() {
            let Some(item) = lines.get(start..end.max(start)) else { continue };
            let lead = item.iter().take_while(|l| l.is_empty()).count();
            let trail = item.iter().rev().take_while(|l| l.is_empty()).count();
            let body = item.get(lead..item.len().saturating_sub(trail)).unwrap_or_default();
            if body.is_empty() || !seen.insert(body.join("\n")) {
                continue;
            }
            if lead > 0 || (k > 0 && last != Some(k - 1)) || (k == 0 && u > 0) {
                push(&mut out, "", Span::DUMMY);
            }
            last = Some(k);
            for (i, line) in body.iter().enumerate() {
                push(&mut out, line, span(start + lead + i));
            }
        }
    }
    out
}

fn push(out: &mut SingleFile, line: &str, span: Span) {
    out.msl.push_str(line);
    out.msl.push('\n');
    out.line_map.push(span);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unit(text: &str, items: &[usize]) -> Unit {
        Unit { msl: text.into(), line_spans: vec![Span::DUMMY; text.lines().count()], items: items.to_vec() }
    }

    #[test]
    fn shared_items_are_written_once_in_first_use_order() {
        let a = unit("#include <x>\n\nstruct S {};\n\nint f() {}\n\nkernel void a() {}\n", &[1, 3, 5]);
        // `S` ends in a blank line here (the constants after it begin
        // without one): still the same item.
        let b =
            unit("#include <x>\n\nstruct S {};\n\nstruct T {};\n\nint f() {}\n\nkernel void b() {}\n", &[1, 4, 5, 7]);
        let m = merge(&[a, b]);
        assert_eq!(
            m.msl,
            "#include <x>\n\nstruct S {};\n\nint f() {}\n\nkernel void a() {}\n\nstruct T {};\n\nkernel void b() {}\n"
        );
        assert_eq!(m.line_map.len(), m.msl.lines().count());
    }

    /// Items are compared by text, not by the name they declare: two
    /// different items of one name are both written (and fail to compile),
    /// never one silently chosen.
    #[test]
    fn items_are_compared_by_text() {
        let a = unit("h\n\nconstant int k = 1;\n", &[1]);
        let b = unit("h\n\nconstant int k = 2;\n", &[1]);
        assert_eq!(merge(&[a, b]).msl, "h\n\nconstant int k = 1;\n\nconstant int k = 2;\n");
    }
}
