//! The MSL writer on arbitrary naga modules that naga's validator accepts
//! (the writer's precondition): MSL or coded diagnostics, never a panic.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use ferrometal::Language;
use ferrometal::msl::{WriterInput, write};
use ferrometal::side::SideInfo;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(options) = ferrometal_fuzz::options(&mut u) else { return };
    let Ok(module) = naga::Module::arbitrary(&mut u) else { return };
    // naga's own rules in full: the module stands for WGSL or SPIR-V input.
    let validated = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::all())
        .validate(&module);
    let Ok(info) = validated else { return };
    let side = SideInfo::default();
    let input = WriterInput { module: &module, info: &info, side: &side, options: &options, language: Language::Wgsl };
    let entries: Vec<usize> = (0..module.entry_points.len()).collect();
    let out = write(&input, &entries);
    for d in &out.diagnostics {
        assert!((1000..10000).contains(&d.code.0), "diagnostic without a code: {d:?}");
    }
});
