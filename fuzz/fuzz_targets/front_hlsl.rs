//! The HLSL front-end to naga IR, asserting its contract: no error reported
//! ⇒ naga's validator accepts the module (a failure is an OSH4xxx bug).
#![no_main]

use ferrometal::Options;
use ferrometal::source::Files;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (main, includes) = ferrometal_fuzz::files(data);
    let mut files = Files::new();
    let id = files.add("main.hlsl", main.as_str());
    let out = ferrometal::hlsl::parse_and_lower(&mut files, id, &Options::default(), &includes);
    ferrometal_fuzz::assert_front_end_contract(&main, &out);
});
