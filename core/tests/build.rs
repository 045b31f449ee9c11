//! `ferrometal build` run as a process: every job's outputs equal what the
//! single-file CLI writes for it, whatever the thread count; unchanged jobs
//! are skipped and exactly the jobs whose inputs changed run again.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)]

use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn ferrometal(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ferrometal")).args(args).output().expect("run ferrometal");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into(),
        String::from_utf8_lossy(&out.stderr).into(),
    )
}

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ferrometal-build-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("inc")).unwrap();
    std::fs::create_dir_all(dir.join("src")).unwrap();
    dir
}

fn write(dir: &Path, rel: &str, text: &str) {
    std::fs::write(dir.join(rel), text).unwrap();
}

/// Two sources over shared includes. `light.hlsli` changes with a define
/// (`SHADOWS`) and `common.hlsli` does not, so one define splits the
/// preprocessing of `lit.hlsl` and another (`UNUSED`) must not.
fn tree(dir: &Path) {
    write(dir, "inc/common.hlsli", "#pragma once\ncbuffer Frame : register(b0) { float4x4 viewProj; float time; };\n");
    write(
        dir,
        "inc/light.hlsli",
        "#include \"common.hlsli\"\n#ifdef SHADOWS\nTexture2D<float> shadowMap : register(t1);\n\
         SamplerState shadowSampler : register(s1);\nfloat shadow(float2 uv) { return shadowMap.Sample(shadowSampler, uv); }\n\
         #else\nfloat shadow(float2 uv) { return 1.0; }\n#endif\n",
    );
    write(
        dir,
        "src/lit.hlsl",
        "#include \"light.hlsli\"\nstruct V { float4 pos : SV_Position; float2 uv : TEXCOORD0; };\n\
         V VSMain(float3 p : POSITION, float2 uv : TEXCOORD0) { V o; o.pos = mul(float4(p, 1.0), viewProj); o.uv = uv; return o; }\n\
         float4 PSMain(V v) : SV_Target { return float4(shadow(v.uv) * LEVEL, 0.0, 0.0, 1.0); }\n",
    );
    write(
        dir,
        "src/sim.hlsl",
        "#include \"common.hlsli\"\nRWStructuredBuffer<float> data : register(u0);\n\
         [numthreads(GROUP, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) { data[id.x] += time * STEP; }\n",
    );
    let manifest = r#"{
  "outDir": "out",
  "includeDirs": ["inc"],
  "options": {"mslVersion": "3.0"},
  "permutations": [
    {"file": "src/lit.hlsl",
     "entries": [{"entry": "VSMain", "stage": "vertex"}, {"entry": "PSMain", "stage": "fragment"}],
     "defineSets": [{"LEVEL": "1.0"}, {"LEVEL": "0.5", "SHADOWS": "1"}, {"LEVEL": "1.0", "UNUSED": "7"}]},
    {"file": "src/sim.hlsl", "entries": [{"entry": "CSMain", "stage": "compute"}],
     "defineSets": [{"GROUP": "64", "STEP": "1.0"}, {"GROUP": "128", "STEP": "2.0"}]}
  ],
  "jobs": [{"file": "src/sim.hlsl", "entry": "CSMain", "stage": "compute", "name": "sim-msl24",
            "defines": {"GROUP": "32", "STEP": "0.5"}, "options": {"mslVersion": "2.4"}}]
}"#;
    write(dir, "build.json", manifest);
}

fn summary(dir: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(dir.join("out/summary.json")).unwrap()).unwrap()
}

fn statuses(s: &Value) -> BTreeMap<String, String> {
    s["jobs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|j| (j["name"].as_str().unwrap().to_string(), j["status"].as_str().unwrap().to_string()))
        .collect()
}

/// Every output file under `out/` with its bytes (summary and state excluded).
fn outputs(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(root: &Path, at: &Path, into: &mut BTreeMap<String, Vec<u8>>) {
        for e in std::fs::read_dir(at).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(root, &p, into);
            } else if p.extension().is_some_and(|x| x == "metal" || x == "json")
                && p.file_name().is_some_and(|n| n != "summary.json" && !n.to_string_lossy().starts_with('.'))
            {
                into.insert(p.strip_prefix(root).unwrap().to_string_lossy().into(), std::fs::read(&p).unwrap());
            }
        }
    }
    let mut files = BTreeMap::new();
    walk(&dir.join("out"), &dir.join("out"), &mut files);
    files
}

#[test]
fn every_job_equals_the_single_file_cli_at_any_thread_count() {
    let dir = scratch("equal");
    tree(&dir);
    let manifest = dir.join("build.json");
    let (code, _, err) = ferrometal(&["build", manifest.to_str().unwrap(), "-j", "1"]);
    assert_eq!(code, 0, "{err}");
    // lit.hlsl's six jobs need two preprocessings: VSMain and PSMain never
    // test the stage, nothing tests UNUSED, and SHADOWS and LEVEL split
    // them; sim.hlsl's three differ in GROUP and STEP.
    assert!(err.contains("9 translated, 0 unchanged, 0 failed"), "{err}");
    assert!(err.contains("preprocessed 5 times, reused 4 times"), "{err}");
    let s = summary(&dir);
    assert_eq!(s["counts"]["jobs"], 9);
    let one_thread = outputs(&dir);
    assert_eq!(one_thread.len(), 18, "{:?}", one_thread.keys());
    for job in s["jobs"].as_array().unwrap() {
        let mut args: Vec<String> = vec![
            dir.join(job["file"].as_str().unwrap()).to_string_lossy().into(),
            "-I".into(),
            dir.join("inc").to_string_lossy().into(),
            "-e".into(),
            job["entry"].as_str().unwrap().into(),
            "--stage".into(),
            job["stage"].as_str().unwrap().into(),
            "--msl-version".into(),
            if job["name"] == "sim-msl24" { "2.4".into() } else { "3.0".into() },
        ];
        for d in job["defines"].as_array().unwrap() {
            args.push(format!("-D{}={}", d[0].as_str().unwrap(), d[1].as_str().unwrap()));
        }
        let reflect = dir.join("single.json");
        args.extend(["--reflect".into(), reflect.to_string_lossy().into()]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, msl, err) = ferrometal(&args);
        assert_eq!(code, 0, "{args:?}: {err}");
        let name = job["name"].as_str().unwrap();
        assert_eq!(String::from_utf8_lossy(&one_thread[&format!("{name}.metal")]), msl, "MSL of {name}");
        assert_eq!(one_thread[&format!("{name}.json")], std::fs::read(&reflect).unwrap(), "reflection of {name}");
    }
    // The define an include tests reached the MSL; the one nothing tests did not.
    let lit = |d: &str| String::from_utf8_lossy(&one_thread[&format!("src/lit.PSMain.{d}.metal")]).into_owned();
    assert!(lit("LEVEL=0.5.SHADOWS=1").contains("shadowMap"));
    assert!(!lit("LEVEL=1.0.UNUSED=7").contains("shadowMap"));
    assert_eq!(lit("LEVEL=1.0.UNUSED=7"), lit("LEVEL=1.0"));
    // Four threads, from nothing: the same files, byte for byte, and the same summary.
    std::fs::remove_dir_all(dir.join("out")).unwrap();
    let (code, _, err) = ferrometal(&["build", manifest.to_str().unwrap(), "-j", "4"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(outputs(&dir), one_thread);
    assert_eq!(summary(&dir), s);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unchanged_jobs_are_skipped_and_changed_inputs_rerun() {
    let dir = scratch("incremental");
    tree(&dir);
    let manifest = dir.join("build.json");
    let m = manifest.to_str().unwrap();
    assert_eq!(ferrometal(&["build", m]).0, 0);
    let (code, _, err) = ferrometal(&["build", m]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("0 translated, 9 unchanged"), "{err}");
    assert!(statuses(&summary(&dir)).values().all(|s| s == "unchanged"));

    // An include only lit.hlsl reads: its six jobs run again, sim's three do not.
    let light = std::fs::read_to_string(dir.join("inc/light.hlsli")).unwrap();
    write(&dir, "inc/light.hlsli", &format!("{light}// edited\n"));
    let (_, _, err) = ferrometal(&["build", m]);
    assert!(err.contains("6 translated, 3 unchanged"), "{err}");
    let st = statuses(&summary(&dir));
    assert_eq!(st["sim-msl24"], "unchanged");
    assert_eq!(st["src/lit.VSMain.LEVEL=1.0"], "translated");

    // A new `src/common.hlsli` shadows `inc/common.hlsli` for sim.hlsl,
    // whose search looks beside it before `-I`; lit.hlsl reaches
    // common.hlsli from inc/light.hlsli, whose search finds inc/ first.
    write(
        &dir,
        "src/common.hlsli",
        "#pragma once\ncbuffer Frame : register(b0) { float4x4 viewProj; float time; float extra; };\n",
    );
    let (_, _, err) = ferrometal(&["build", m]);
    assert!(err.contains("3 translated, 6 unchanged"), "{err}");
    let st = statuses(&summary(&dir));
    assert_eq!(st["sim-msl24"], "translated");
    assert_eq!(st["src/lit.PSMain.LEVEL=1.0"], "unchanged");

    // A job that fails now removes the outputs it wrote before.
    let sim = std::fs::read_to_string(dir.join("src/sim.hlsl")).unwrap();
    write(&dir, "src/sim.hlsl", &format!("{sim}\nsyntax error here\n"));
    let (code, _, err) = ferrometal(&["build", m]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("0 translated, 6 unchanged, 3 failed"), "{err}");
    assert!(!dir.join("out/sim-msl24.metal").exists() && !dir.join("out/sim-msl24.json").exists());
    write(&dir, "src/sim.hlsl", &sim);
    let (code, _, err) = ferrometal(&["build", m]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("3 translated, 6 unchanged"), "{err}");

    // An output removed by hand is written again; --force runs everything.
    std::fs::remove_file(dir.join("out/sim-msl24.metal")).unwrap();
    let (_, _, err) = ferrometal(&["build", m]);
    assert!(err.contains("1 translated, 8 unchanged"), "{err}");
    let (_, _, err) = ferrometal(&["build", m, "--force"]);
    assert!(err.contains("9 translated, 0 unchanged"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn failed_jobs_are_reported_and_exit_1() {
    let dir = scratch("failed");
    write(&dir, "src/a.hlsl", "float4 PSMain() : SV_Target { return undeclared; }\n");
    write(&dir, "src/b.hlsl", "float4 PSMain() : SV_Target { return 1.0; }\n");
    let manifest = r#"{"outDir": "out", "jobs": [
        {"file": "src/a.hlsl", "entry": "PSMain", "stage": "fragment"},
        {"file": "src/b.hlsl", "entry": "PSMain", "stage": "fragment"},
        {"file": "src/missing.hlsl", "entry": "PSMain", "stage": "fragment"}]}"#;
    write(&dir, "build.json", manifest);
    let (code, out, err) = ferrometal(&["build", dir.join("build.json").to_str().unwrap(), "--summary", "-"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("job `src/a.PSMain`:\nerror[OSH3"), "{err}");
    assert!(err.contains("cannot read"), "{err}");
    let s: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(s["counts"]["failed"], 2);
    let a = &s["jobs"][0];
    assert_eq!(a["status"], "failed");
    assert_eq!(a["msl"], Value::Null);
    assert!(a["diagnostics"][0]["code"].as_str().unwrap().starts_with("OSH3"));
    assert_eq!(a["diagnostics"][0]["range"]["startLine"], 1);
    assert_eq!(s["jobs"][1]["status"], "translated");
    assert!(dir.join("out/src/b.PSMain.metal").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn usage_errors_exit_2() {
    let dir = scratch("usage");
    write(&dir, "bad.json", r#"{"jobs": [{"file": "a.hlsl"}]}"#);
    let (code, _, err) = ferrometal(&["build", dir.join("bad.json").to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("missing field `entry`"), "{err}");
    assert_eq!(ferrometal(&["build"]).0, 2);
    assert_eq!(ferrometal(&["build", "x.json", "-j", "0"]).0, 2);
    let (code, help, _) = ferrometal(&["build", "--help"]);
    assert_eq!(code, 0);
    assert!(help.contains("\"permutations\""), "{help}");
    let _ = std::fs::remove_dir_all(&dir);
}
