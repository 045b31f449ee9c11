//! The execution-parity suite as part of `cargo test` (no Vulkan, no Slang:
//! the references are the committed goldens).
//!
//! `tools/exec-parity/passing.txt` is the committed pass list: every case it
//! names must match under every schedule and the sanitizer run. A case that
//! starts matching is reported so it can be added; one that stops matching
//! fails the test.

use ferrometal_exec_parity::{case, driver, ours, reference};
use std::collections::BTreeSet;

fn config() -> driver::Config {
    driver::Config::from_repo(driver::repo_root())
}

fn passing_list(config: &driver::Config) -> BTreeSet<String> {
    let path = config.golden_dir.join("../passing.txt");
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

#[test]
fn every_unit_has_a_fresh_golden() {
    let config = config();
    let index = reference::read_index(&config.golden_dir);
    let units = case::discover(&config.cases_dir);
    assert!(!units.is_empty(), "no cases in {}", config.cases_dir.display());
    let mut problems = Vec::new();
    for unit in units {
        match unit {
            Ok(u) => {
                if let Err(e) = reference::load(&config.golden_dir, &index, &u) {
                    problems.push(format!("{}: {e}", u.name));
                }
            }
            Err((name, e)) => problems.push(format!("{name}: {e}")),
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn listed_cases_match_under_every_schedule() {
    let config = config();
    let missing = ours::missing_toolchain(&config);
    assert!(missing.is_none(), "{}", missing.unwrap_or_default());
    let listed = passing_list(&config);
    let mut table = Vec::new();
    let rows = driver::run_rows(&config, &[], &mut table);
    println!("{}", String::from_utf8_lossy(&table));
    let all: BTreeSet<&str> = rows.iter().map(|r| r.case.as_str()).collect();
    let failing: BTreeSet<&str> = rows.iter().filter(|r| !r.ok).map(|r| r.case.as_str()).collect();
    let matching: BTreeSet<&str> = all.difference(&failing).copied().collect();
    let regressed: Vec<&String> = listed.iter().filter(|c| !matching.contains(c.as_str())).collect();
    let new: Vec<&&str> = matching.iter().filter(|c| !listed.contains(**c)).collect();
    println!("{} of {} cases match under every schedule", matching.len(), all.len());
    if !new.is_empty() {
        println!("now matching, add to tools/exec-parity/passing.txt: {new:?}");
    }
    assert!(regressed.is_empty(), "listed cases no longer match: {regressed:?}");
}
