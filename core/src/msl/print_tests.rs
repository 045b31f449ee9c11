//! Tests of the printer's contract with the plan (kept out of `print/`,
//! whose string literals the MSL check reads as spellings).

#![allow(clippy::unwrap_used, clippy::indexing_slicing)]

use super::WriterInput;
use super::print::entry_point;
use super::raise::{EntryPlan, ModulePlan};
use crate::diag::codes;
use crate::options::{Language, Options};
use crate::side::SideInfo;

/// A name missing from the plan fails the entry point with OSH4002 (a
/// debug assertion in test and debug builds) instead of calling a
/// function with an empty name.
#[test]
fn a_missing_planned_name_is_an_internal_error_not_an_empty_name() {
    let m = naga::front::wgsl::parse_str(
        "fn helper(x: f32) -> f32 { return x * 2.0; }
         @group(0) @binding(0) var<storage, read_write> out: array<f32, 4>;
         @compute @workgroup_size(1) fn main() { out[0] = helper(1.0); }",
    )
    .unwrap();
    let info = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
        .validate(&m)
        .unwrap();
    let side = SideInfo::default();
    let options = Options::default();
    let input = WriterInput { module: &m, info: &info, side: &side, options: &options, language: Language::Wgsl };
    let mut plan = ModulePlan::new(&input);
    let entry = EntryPlan::new(&plan, 0).unwrap();
    let whole = entry_point(&plan, &entry);
    assert!(whole.diagnostics.is_empty(), "{:?}", whole.diagnostics);
    assert!(whole.msl.contains("helper(1.0f)"), "{}", whole.msl);
    plan.names.functions.clear();
    let printed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| entry_point(&plan, &entry)));
    let debug = cfg!(debug_assertions);
    match printed {
        // Debug builds stop at the assertion.
        Err(panic) => {
            let msg = panic.downcast_ref::<String>().cloned().unwrap_or_default();
            assert!(debug && msg.contains("no name for a function"), "{msg}");
        }
        Ok(p) => {
            assert!(!debug, "the missing name went unnoticed");
            let d = p.diagnostics.iter().find(|d| d.code == codes::INTERNAL_WRITER).unwrap();
            assert!(d.message.contains("no name for a function"), "{}", d.message);
        }
    }
}
