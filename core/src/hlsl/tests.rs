//! End-to-end tests of the HLSL front-end: source → validated naga module
//! (or the diagnostic codes).

use crate::options::Options;
use crate::source::Files;

/// `"ok"` when the module validates, else the codes of the diagnostics.
fn outcome(src: &str) -> String {
    let mut files = Files::new();
    let id = files.add("t.hlsl", src);
    let out = super::parse_and_lower(&mut files, id, &Options::default(), &crate::options::MemoryIncludes::default());
    let errors: Vec<String> =
        out.diagnostics.iter().filter(|d| d.is_error()).map(|d| format!("{} {}", d.code, d.message)).collect();
    if !errors.is_empty() {
        return errors.join("\n");
    }
    let Some(l) = out.lowered else { return "no module".into() };
    let mut flags = naga::valid::ValidationFlags::all();
    flags.remove(naga::valid::ValidationFlags::STRUCT_LAYOUTS);
    match naga::valid::Validator::new(flags, naga::valid::Capabilities::all()).validate(&l.module) {
        Ok(_) => format!("ok {}", l.module.entry_points.len()),
        Err(e) => format!("invalid: {e:?}\n{:#?}", l.module),
    }
}

fn check(src: &str, expect: &str) {
    let got = outcome(src);
    assert!(got.starts_with(expect), "{src}\n--- got:\n{got}");
}

#[test]
fn compute_basics() {
    check(
        "RWStructuredBuffer<uint> o; groupshared uint t[64];
         [numthreads(64,1,1)] void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
           t[gi] = id.x; GroupMemoryBarrierWithGroupSync(); o[id.x] = t[63 - gi] * 2; }",
        "ok 1",
    );
}
