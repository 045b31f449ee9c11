//! Generated units (`src/generate.rs`) as part of `cargo test`, from the
//! committed goldens (`golden/generated/`): no Vulkan, no Slang.
//!
//! - every unit `generated.txt` classifies `match` must still match;
//! - the generator must catch planted wrong translations of units that
//!   match, and must classify a racy kernel as nondeterministic.
//!
//! The corpora are read from `../shared/corpora` beside the checkout.

// Test code: a missing unit is a failing test, as it should be.
#![allow(clippy::indexing_slicing, clippy::panic, clippy::expect_used)]

mod common;

use ferrometal_exec_parity::generate::{self, Class, GenConfig, Job};
use ferrometal_exec_parity::{driver, ours, sweep};
use std::collections::BTreeMap;

fn config() -> GenConfig {
    let base = driver::Config::from_repo(driver::repo_root());
    let golden_dir = base.golden_dir.join("generated");
    GenConfig { base, golden_dir, reference: false, regen: false }
}

fn jobs() -> BTreeMap<String, Job> {
    let repo = driver::repo_root();
    let mut all = sweep::corpus_jobs(&sweep::corpora(&repo));
    all.extend(sweep::example_jobs(&repo));
    all.into_iter().map(|j| (j.id.clone(), j)).collect()
}

fn report() -> BTreeMap<String, String> {
    sweep::read_report(&config().base.golden_dir.join("../generated.txt"))
}

fn job(id: &str) -> Job {
    jobs().remove(id).unwrap_or_else(|| panic!("no job `{id}`"))
}

/// `a = x + y` becomes `a = x - y` (the first `+` right of an assignment
/// that does not only compute an address or a loop counter).
fn wrong_operator(msl: &str) -> Option<String> {
    let mut done = false;
    let lines: Vec<String> = msl
        .lines()
        .map(|line| {
            let Some(eq) = line.find(" = ").filter(|_| !done && !line.trim_start().starts_with("for")) else {
                return line.to_string();
            };
            let Some(plus) = line[eq..].find(" + ") else { return line.to_string() };
            done = true;
            let at = eq + plus;
            format!("{} - {}", &line[..at], &line[at + 3..])
        })
        .collect();
    done.then(|| lines.join("\n"))
}

#[test]
fn listed_generated_units_still_match() {
    let config = config();
    let missing = ours::missing_toolchain(&config.base);
    assert!(missing.is_none(), "{}", missing.unwrap_or_default());
    let jobs = jobs();
    let report = report();
    let listed: Vec<&String> =
        report.iter().filter(|(_, c)| Class::from_line(c) == Some("match")).map(|(id, _)| id).collect();
    assert!(listed.len() >= 100, "generated.txt lists only {} matching units", listed.len());
    let mut problems = Vec::new();
    let mut runner = None;
    for id in &listed {
        let Some(job) = jobs.get(*id) else {
            problems.push(format!("{id}: no such job in the corpora or examples-shaders"));
            continue;
        };
        let class = generate::classify(&config, job, &mut runner);
        if !matches!(class, Class::Match(_)) {
            problems.push(format!("{id}: {}", class.line()));
        }
    }
    println!("{} generated units match", listed.len() - problems.len());
    assert!(problems.is_empty(), "listed generated units no longer match:\n{}", problems.join("\n"));
}

#[test]
fn planted_wrong_translations_are_caught() {
    let config = config();
    let mut runner = None;
    let cases: [(&str, generate::Mutation, &str); 2] = [
        ("examples-shaders/cases/p_arith_int.comp", &wrong_operator, "`+` made `-`"),
        ("examples-shaders/cases/p_arith_int.hlsl@main", &common::swapped_buffers, "buffers swapped"),
    ];
    for (id, mutation, what) in cases {
        let job = job(id);
        let clean = generate::classify(&config, &job, &mut runner);
        assert!(matches!(clean, Class::Match(_)), "{id} unmutated: {}", clean.line());
        let planted = generate::classify_with(&config, &job, &mut runner, Some(mutation));
        assert!(matches!(planted, Class::Mismatch(_)), "{id} with {what}: {}", planted.line());
    }
}

#[test]
fn a_racy_kernel_is_nondeterministic() {
    // Each cloth particle reads its neighbours' positions while they write theirs.
    let config = config();
    let class = generate::classify(&config, &job("examples-shaders/hlsl/compute/cloth_verlet.hlsl@main"), &mut None);
    assert!(matches!(class, Class::Nondeterministic(_)), "{}", class.line());
    // `C` and `D` are groupshared and never written, `E` a local never written.
    let id = "corpora/dxc/tools/clang/test/CodeGenSPIRV/cs.groupshared.function-param.hlsl";
    let class = generate::classify(&config, &job(id), &mut None);
    assert!(matches!(&class, Class::Nondeterministic(why) if why.contains("never writes")), "{}", class.line());
}

#[test]
fn an_unsynchronised_update_of_one_element_is_nondeterministic() {
    // `D = vec4((A * w0 + B * w1) * D, 1.0)` in every invocation: the
    // reference's invocations read D side by side, ours one after another.
    let config = config();
    for id in [
        "corpora/spirv-cross/shaders-msl-no-opt/comp/transposed-temporary-expression.comp",
        // The same after a `do { … } while (false)`: its merge block is run by every invocation.
        "corpora/spirv-cross/shaders-msl-no-opt/comp/transposed-temporary-expression-2.comp",
    ] {
        let class = generate::classify(&config, &job(id), &mut None);
        assert!(matches!(&class, Class::Nondeterministic(why) if why.contains("data race")), "{id}: {}", class.line());
    }
}

#[test]
fn an_integer_division_by_zero_is_unsupported() {
    // `floatBitsToUint(in) % floatBitsToUint(out)` after `out` was set to a
    // `mod()` result of zero: undefined in Vulkan and Metal (our run traps).
    let id = "corpora/spirv-cross/shaders-msl/comp/mod.comp";
    let class = generate::classify(&config(), &job(id), &mut None);
    assert!(matches!(&class, Class::Unsupported(why) if why.contains("divide an integer by zero")), "{}", class.line());
}
