//! The MSL writer on arbitrary naga modules that naga's validator accepts
//! (the writer's precondition): MSL or coded diagnostics, never a panic.
//!
//! naga 30's validator itself panics on some arbitrary modules (indices out
//! of range in `valid/analyzer.rs` and `valid/compose.rs` on handles its
//! handle check lets through). That is naga's bug, not the writer's: such a
//! module is skipped, and only a panic after validation is a failure.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use ferrometal::Language;
use ferrometal::msl::{WriterInput, write};
use ferrometal::side::SideInfo;
use libfuzzer_sys::fuzz_target;
use std::cell::Cell;
use std::panic::{AssertUnwindSafe, catch_unwind};

thread_local! {
    static IN_NAGA: Cell<bool> = const { Cell::new(false) };
}

/// naga's validator, with its panics turned into "not a valid module".
fn validate(module: &naga::Module) -> Option<naga::valid::ModuleInfo> {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        // libFuzzer's hook aborts on any panic; let the validator's unwind.
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !IN_NAGA.with(Cell::get) {
                previous(info);
            }
        }));
    });
    IN_NAGA.with(|f| f.set(true));
    let flags = naga::valid::ValidationFlags::all();
    let result = catch_unwind(AssertUnwindSafe(|| {
        naga::valid::Validator::new(flags, naga::valid::Capabilities::all()).validate(module).ok()
    }));
    IN_NAGA.with(|f| f.set(false));
    result.ok().flatten()
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(options) = ferrometal_fuzz::options(&mut u) else { return };
    let Ok(module) = naga::Module::arbitrary(&mut u) else { return };
    // naga's own rules in full: the module stands for WGSL or SPIR-V input.
    let Some(info) = validate(&module) else { return };
    let side = SideInfo::default();
    let input = WriterInput { module: &module, info: &info, side: &side, options: &options, language: Language::Wgsl };
    let entries: Vec<usize> = (0..module.entry_points.len()).collect();
    let out = write(&input, &entries);
    for d in &out.diagnostics {
        assert!((1000..10000).contains(&d.code.0), "diagnostic without a code: {d:?}");
    }
});
