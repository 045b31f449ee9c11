//! The harness must be able to fail: deliberately broken variants of
//! ferrometal's MSL for units that match go through the same build, runs and
//! comparison, and every one must be caught (some run fails), while the
//! unbroken MSL of the same unit matches.

// Test code: a bad index or a missing unit is a failing test, as it should be.
#![allow(clippy::indexing_slicing, clippy::panic)]

mod common;

use ferrometal_exec_parity::{case, driver, reference};

/// `a = x + y` becomes `a = x - y` (the first `+` right of an assignment).
fn wrong_operator(msl: &str) -> Option<String> {
    let mut done = false;
    let lines: Vec<String> = msl
        .lines()
        .map(|line| {
            if done {
                return line.to_string();
            }
            let Some(eq) = line.find(" = ") else { return line.to_string() };
            let Some(plus) = line[eq..].find(" + ") else { return line.to_string() };
            done = true;
            let at = eq + plus;
            format!("{} - {}", &line[..at], &line[at + 3..])
        })
        .collect();
    done.then(|| lines.join("\n"))
}

/// Every `threadgroup_barrier(...)` statement deleted.
fn missing_barrier(msl: &str) -> Option<String> {
    let kept: Vec<&str> = msl.lines().filter(|l| !l.contains("threadgroup_barrier(")).collect();
    (kept.len() < msl.lines().count()).then(|| kept.join("\n"))
}

/// The first `threadgroup_barrier` reached only by lanes other than lane 0
/// of each SIMD-group (through the runtime's lane hook): barrier divergence.
fn divergent_barrier(msl: &str) -> Option<String> {
    let at = msl.find("threadgroup_barrier(")?;
    let line_start = msl[..at].rfind('\n').map_or(0, |i| i + 1);
    let indent: String = msl[line_start..].chars().take_while(|c| c.is_whitespace()).collect();
    let guard = format!("{indent}if (__ferrometal_simd_lane() != 0u)\n");
    Some(format!("{}{guard}{}", &msl[..line_start], &msl[line_start..]))
}

/// The first swizzle of two or more different components has its first two
/// components swapped (`.wzyx` becomes `.zwyx`).
fn swapped_swizzle(msl: &str) -> Option<String> {
    let bytes = msl.as_bytes();
    let is_comp = |c: u8| matches!(c, b'x' | b'y' | b'z' | b'w');
    for (i, &c) in bytes.iter().enumerate() {
        if c != b'.'
            || i == 0
            || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_' || bytes[i - 1] == b')')
        {
            continue;
        }
        let len = bytes[i + 1..].iter().take_while(|&&b| is_comp(b)).count();
        let after = bytes.get(i + 1 + len).copied().unwrap_or(b' ');
        if (2..=4).contains(&len) && !(after.is_ascii_alphanumeric() || after == b'_') && bytes[i + 1] != bytes[i + 2] {
            let mut out = msl.as_bytes().to_vec();
            out.swap(i + 1, i + 2);
            return String::from_utf8(out).ok();
        }
    }
    None
}

/// The first two `[[texture(n)]]` indices of the kernel swapped.
fn wrong_texture_index(msl: &str) -> Option<String> {
    let kernel = msl.find("kernel void ")?;
    let mut found = Vec::new();
    let mut from = kernel;
    while let Some(i) = msl[from..].find("[[texture(") {
        let start = from + i + "[[texture(".len();
        let end = start + msl[start..].find(')')?;
        found.push((start, end));
        from = end;
    }
    let (&(a0, a1), &(b0, b1)) = (found.first()?, found.get(1)?);
    let (a, b) = (&msl[a0..a1], &msl[b0..b1]);
    Some(format!("{}{b}{}{a}{}", &msl[..a0], &msl[a1..b0], &msl[b1..]))
}

/// The first gather of component y gathers x instead.
fn wrong_gather_component(msl: &str) -> Option<String> {
    msl.contains("component::y").then(|| msl.replacen("component::y", "component::x", 1))
}

/// The texel offset of the first sample at level 0 dropped (the bug the
/// texture cases found in ferrometal's GLSL comparison lookups).
fn dropped_texel_offset(msl: &str) -> Option<String> {
    let at = msl.find("level(0.0f), int2(")? + "level(0.0f), ".len();
    let end = at + msl[at..].find(')')? + 1;
    Some(format!("{}int2(0){}", &msl[..at], &msl[end..]))
}

fn check(unit_name: &str, name: &str, mutation: driver::Mutation) {
    let mut config = driver::Config::from_repo(driver::repo_root());
    config.sanitize = false;
    let missing = ferrometal_exec_parity::ours::missing_toolchain(&config);
    assert!(missing.is_none(), "{}", missing.unwrap_or_default());
    let index = reference::read_index(&config.golden_dir);
    let unit = case::discover(&config.cases_dir)
        .into_iter()
        .filter_map(Result::ok)
        .find(|u| u.name == unit_name)
        .unwrap_or_else(|| panic!("no unit {unit_name}"));
    let clean = driver::run_unit(&config, &index, &unit, None);
    let bad: Vec<_> = clean.iter().filter(|r| !r.ok).collect();
    assert!(!clean.is_empty() && bad.is_empty(), "{unit_name} must match before it is mutated: {bad:?}");
    let rows = driver::run_unit(&config, &index, &unit, Some(mutation));
    assert!(
        !rows.iter().any(|r| r.detail.contains("does not apply")),
        "mutation `{name}` does not apply to {unit_name}"
    );
    let caught: Vec<_> = rows.iter().filter(|r| !r.ok).map(|r| format!("{}: {}", r.schedule, r.detail)).collect();
    println!("{name} on {unit_name}: caught by {caught:?}");
    assert!(!caught.is_empty(), "mutation `{name}` of {unit_name} was not caught: {rows:?}");
}

#[test]
fn wrong_operator_is_caught() {
    check("v_arith.hlsl", "wrong operator", &wrong_operator);
}

#[test]
fn missing_barrier_is_caught() {
    check("v_reduce.hlsl", "missing barrier", &missing_barrier);
}

#[test]
fn divergent_barrier_is_caught() {
    check("v_reduce.hlsl", "divergent barrier", &divergent_barrier);
}

#[test]
fn wrong_buffer_index_is_caught() {
    check("v_arith.hlsl", "wrong buffer index", &common::swapped_buffers);
}

#[test]
fn swapped_swizzle_is_caught() {
    check("p_vector.hlsl", "swapped swizzle", &swapped_swizzle);
}

#[test]
fn wrong_texture_index_is_caught() {
    check("t_image_rw.hlsl", "wrong texture index", &wrong_texture_index);
}

#[test]
fn wrong_gather_component_is_caught() {
    check("t_gather.hlsl", "wrong gather component", &wrong_gather_component);
}

#[test]
fn dropped_texel_offset_is_caught() {
    check("t_offset.hlsl", "dropped texel offset", &dropped_texel_offset);
}

#[test]
fn mutations_change_the_text() {
    assert_eq!(
        dropped_texel_offset("t.sample(s, uv, level(0.0f), int2(-1, 2));").as_deref(),
        Some("t.sample(s, uv, level(0.0f), int2(0));")
    );
    assert_eq!(wrong_operator("x = a + b;").as_deref(), Some("x = a - b;"));
    assert_eq!(missing_barrier("a;\n  threadgroup_barrier(f);\nb;").as_deref(), Some("a;\nb;"));
    assert_eq!(
        common::swapped_buffers("kernel void k(int* a [[buffer(0)]], int* b [[buffer(1)]])").as_deref(),
        Some("kernel void k(int* a [[buffer(1)]], int* b [[buffer(0)]])")
    );
    assert_eq!(swapped_swizzle("v = a.wzyx * b.xx;").as_deref(), Some("v = a.zwyx * b.xx;"));
}
