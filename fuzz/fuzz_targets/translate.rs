//! `translate` end to end with arbitrary options and includes: MSL plus
//! reflection, or coded diagnostics inside the files, never a panic.
#![no_main]

use arbitrary::Unstructured;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The options take the first bytes; the rest is the files.
    let split = data.iter().position(|&b| b == 0xff).unwrap_or(0);
    let (head, body) = data.split_at(split);
    let mut u = Unstructured::new(head);
    let Ok(options) = ferrometal_fuzz::options(&mut u) else { return };
    let (main, includes) = ferrometal_fuzz::files(body.get(1..).unwrap_or_default());
    let t = ferrometal::translate_with(&main, &options, &includes);
    ferrometal_fuzz::assert_diagnostics_coded(&t);
    assert_eq!(t.has_errors(), t.reflection.is_none(), "a translation is either MSL or errors");
});
