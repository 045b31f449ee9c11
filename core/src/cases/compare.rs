//! Comparing a buffer read back from a dispatch with a case's expectation:
//! integers exactly, floats within `ulp` (of the leaf's own type) or `abs`,
//! NaN equal to any NaN, and `unordered` outputs as multisets of elements.

use super::format::Tolerance;
use super::layout::Leaf;
use super::num::{self, Num, ScalarType};
use super::pack::PreparedExpect;

/// How many mismatches are described in words.
const SHOWN: usize = 8;
/// Above this many elements an unordered compare sorts instead of matching
/// each element against every other (exact only).
const QUADRATIC_LIMIT: usize = 4096;

/// The outcome of comparing one or more buffers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Comparison {
    /// Leaves compared.
    pub compared: usize,
    /// Leaves (or, unordered, elements) that did not match.
    pub mismatched: usize,
    /// The first few mismatches, in words.
    pub details: Vec<String>,
    /// Largest absolute error over float leaves.
    pub max_abs: f64,
    /// Largest error in units in the last place over float leaves.
    pub max_ulp: u64,
}

impl Comparison {
    pub fn matched(&self) -> bool {
        self.mismatched == 0
    }

    /// Fold another buffer's comparison into this one.
    pub fn merge(&mut self, other: Comparison) {
        self.compared += other.compared;
        self.mismatched += other.mismatched;
        self.max_abs = self.max_abs.max(other.max_abs);
        self.max_ulp = self.max_ulp.max(other.max_ulp);
        let room = SHOWN.saturating_sub(self.details.len());
        self.details.extend(other.details.into_iter().take(room));
    }

    fn note(&mut self, what: String) {
        self.mismatched += 1;
        if self.details.len() < SHOWN {
            self.details.push(what);
        }
    }
}

/// The error of one leaf.
#[derive(Clone, Copy, Debug, PartialEq)]
struct LeafError {
    abs: f64,
    ulp: u64,
}

impl LeafError {
    const ZERO: LeafError = LeafError { abs: 0.0, ulp: 0 };
    const TOTAL: LeafError = LeafError { abs: f64::INFINITY, ulp: u64::MAX };
}

/// Whether `actual_bits` matches `expected` as a `scalar`, and by how much
/// it is off (integers: the difference, in both fields).
fn check(scalar: ScalarType, expected: Num, actual_bits: u64, tol: Tolerance) -> (bool, LeafError) {
    let expected = match expected {
        Num::Bits(b) => num::decode(scalar, b),
        other => other,
    };
    let Ok(e_bits) = num::encode(scalar, expected) else { return (false, LeafError::TOTAL) };
    let (Some(e), Some(a)) = (num::decode(scalar, e_bits).as_f64(), num::decode(scalar, actual_bits).as_f64()) else {
        return (false, LeafError::TOTAL);
    };
    if !scalar.is_float() {
        let d = (e - a).abs();
        return (e_bits == actual_bits, LeafError { abs: d, ulp: d as u64 });
    }
    if e.is_nan() || a.is_nan() {
        let both = e.is_nan() && a.is_nan();
        return (both, if both { LeafError::ZERO } else { LeafError::TOTAL });
    }
    if e == a {
        return (true, LeafError::ZERO);
    }
    let abs = (e - a).abs();
    let ulp = ulp_distance(scalar, e_bits, actual_bits);
    (ulp <= tol.ulp || abs <= tol.abs, LeafError { abs, ulp })
}

/// Distance between two floats of `scalar`'s width in representable steps.
fn ulp_distance(scalar: ScalarType, a: u64, b: u64) -> u64 {
    let width = scalar.size() * 8;
    let sign = 1u64 << (width - 1);
    let ordered = |x: u64| -> i128 { if x & sign != 0 { -i128::from(x & !sign) } else { i128::from(x) } };
    u64::try_from((ordered(a) - ordered(b)).unsigned_abs()).unwrap_or(u64::MAX)
}

fn describe(leaf: &Leaf, expected: Num, actual_bits: u64) -> String {
    let got = num::decode(leaf.scalar, actual_bits);
    let at = match leaf.element {
        Some(e) => format!("byte {} (element {e})", leaf.offset),
        None => format!("byte {}", leaf.offset),
    };
    format!("{at}: expected {expected}, got {got} ({})", leaf.scalar)
}

/// Compare the bytes read back from one buffer with its expectation.
pub fn compare(expect: &PreparedExpect, actual: &[u8], buffer: &str) -> Comparison {
    if expect.unordered {
        return compare_unordered(expect, actual, buffer);
    }
    let mut out = Comparison::default();
    for (leaf, want) in &expect.values {
        let Some(want) = want else { continue };
        out.compared += 1;
        let Some(bits) = num::load(actual, leaf.offset, leaf.scalar) else {
            out.note(format!("`{buffer}` byte {}: past the end of the buffer", leaf.offset));
            continue;
        };
        let (ok, err) = check(leaf.scalar, *want, bits, expect.tolerance);
        out.max_abs = out.max_abs.max(err.abs);
        out.max_ulp = out.max_ulp.max(err.ulp);
        if !ok {
            out.note(format!("`{buffer}` {}", describe(leaf, *want, bits)));
        }
    }
    out
}

/// Groups of leaves compared as units: runtime-array elements, or single
/// leaves when the buffer has no runtime array.
fn groups(values: &[(Leaf, Option<Num>)]) -> Vec<Vec<(Leaf, Option<Num>)>> {
    let mut out: Vec<Vec<(Leaf, Option<Num>)>> = Vec::new();
    for (leaf, v) in values {
        match (leaf.element, out.last_mut()) {
            (Some(e), Some(last)) if last.first().is_some_and(|(l, _)| l.element == Some(e)) => last.push((*leaf, *v)),
            _ => out.push(vec![(*leaf, *v)]),
        }
    }
    out.retain(|g| g.iter().any(|(_, v)| v.is_some()));
    out
}

fn compare_unordered(expect: &PreparedExpect, actual: &[u8], buffer: &str) -> Comparison {
    let mut out = Comparison::default();
    let expected = groups(&expect.values);
    // The actual elements are the ones at the same places; which holds which
    // value is free.
    let actual_groups: Vec<Vec<u64>> = expected
        .iter()
        .map(|g| g.iter().map(|(l, _)| num::load(actual, l.offset, l.scalar).unwrap_or(u64::MAX)).collect())
        .collect();
    out.compared = expected.iter().map(|g| g.iter().filter(|(_, v)| v.is_some()).count()).sum();
    let group_error = |g: &[(Leaf, Option<Num>)], bits: &[u64]| -> Option<LeafError> {
        let mut worst = LeafError { abs: 0.0, ulp: 0 };
        for ((leaf, want), b) in g.iter().zip(bits) {
            if let Some(w) = want {
                let (ok, e) = check(leaf.scalar, *w, *b, expect.tolerance);
                if !ok {
                    return None;
                }
                worst = LeafError { abs: worst.abs.max(e.abs), ulp: worst.ulp.max(e.ulp) };
            }
        }
        Some(worst)
    };
    let mut used = vec![false; actual_groups.len()];
    let exact = expect.tolerance == Tolerance::default();
    for g in &expected {
        let found = if expected.len() > QUADRATIC_LIMIT && !exact {
            None
        } else {
            actual_groups
                .iter()
                .enumerate()
                .filter(|(j, _)| !used.get(*j).copied().unwrap_or(true))
                .find_map(|(j, bits)| group_error(g, bits).map(|e| (j, e)))
        };
        match found {
            Some((j, e)) => {
                if let Some(u) = used.get_mut(j) {
                    *u = true;
                }
                out.max_abs = out.max_abs.max(e.abs);
                out.max_ulp = out.max_ulp.max(e.ulp);
            }
            None => {
                let want: Vec<String> = g.iter().filter_map(|(_, v)| v.map(|v| v.to_string())).collect();
                out.note(format!("`{buffer}`: no element holds [{}] (unordered)", want.join(", ")));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leaf(offset: u32, scalar: ScalarType, element: Option<u32>) -> Leaf {
        Leaf { offset, scalar, element }
    }

    #[test]
    fn floats_within_ulp_or_abs() {
        let tol = |ulp, abs| Tolerance { ulp, abs };
        let one = u64::from(1.0f32.to_bits());
        let next = one + 1;
        assert!(check(ScalarType::F32, Num::Float(1.0), one, tol(0, 0.0)).0);
        assert!(!check(ScalarType::F32, Num::Float(1.0), next, tol(0, 0.0)).0);
        assert_eq!(
            check(ScalarType::F32, Num::Float(1.0), next, tol(1, 0.0)),
            (true, LeafError { abs: f64::from(f32::EPSILON), ulp: 1 })
        );
        assert!(check(ScalarType::F32, Num::Float(1.0), next, tol(0, 1e-6)).0);
        // 0.1 is compared as the f32 nearest 0.1, not the f64.
        assert!(check(ScalarType::F32, Num::Float(0.1), u64::from(0.1f32.to_bits()), tol(0, 0.0)).0);
        // Across zero: -0x1 to +0x1 is two steps.
        assert_eq!(ulp_distance(ScalarType::F32, 0x8000_0001, 0x0000_0001), 2);
        assert!(check(ScalarType::F32, Num::Float(0.0), 0x8000_0000, tol(0, 0.0)).0);
        let nan = u64::from(f32::NAN.to_bits());
        assert!(check(ScalarType::F32, Num::Float(f64::NAN), nan, tol(0, 0.0)).0);
        assert!(!check(ScalarType::F32, Num::Float(1.0), nan, tol(1000, 1e9)).0);
        // Half: 1.0 = 0x3c00; next is 0x3c01.
        assert!(!check(ScalarType::F16, Num::Float(1.0), 0x3c01, tol(0, 0.0)).0);
        assert!(check(ScalarType::F16, Num::Float(1.0), 0x3c01, tol(1, 0.0)).0);
        // Integers ignore tolerances.
        assert!(check(ScalarType::I32, Num::Int(-1), 0xffff_ffff, tol(0, 0.0)).0);
        assert_eq!(check(ScalarType::U32, Num::Int(5), 6, tol(10, 10.0)), (false, LeafError { abs: 1.0, ulp: 1 }));
        assert!(check(ScalarType::U32, Num::Bits(0x10), 0x10, tol(0, 0.0)).0);
    }

    fn bytes_u32(xs: &[u32]) -> Vec<u8> {
        xs.iter().flat_map(|x| x.to_le_bytes()).collect()
    }

    #[test]
    fn ordered_compare_reports_mismatches() {
        let values = (0..4).map(|i| (leaf(i * 4, ScalarType::U32, Some(i)), Some(Num::Int(i128::from(i))))).collect();
        let e = PreparedExpect { values, tolerance: Tolerance::default(), unordered: false };
        assert!(compare(&e, &bytes_u32(&[0, 1, 2, 3]), "b").matched());
        let c = compare(&e, &bytes_u32(&[0, 1, 3, 2]), "b");
        assert_eq!(c.mismatched, 2);
        assert_eq!(c.details[0], "`b` byte 8 (element 2): expected 2, got 3 (u32)");
        // Shorter read-back: past the end is a mismatch, not a panic.
        assert_eq!(compare(&e, &bytes_u32(&[0, 1]), "b").mismatched, 2);
    }

    #[test]
    fn unordered_compares_elements_as_a_multiset() {
        // uint2 elements: (1,10), (2,20), (3,30) in any order.
        let mut values = Vec::new();
        for i in 0..3u32 {
            let v = i128::from(i + 1);
            values.push((leaf(i * 8, ScalarType::U32, Some(i)), Some(Num::Int(v))));
            values.push((leaf(i * 8 + 4, ScalarType::U32, Some(i)), Some(Num::Int(v * 10))));
        }
        let e = PreparedExpect { values, tolerance: Tolerance::default(), unordered: true };
        assert!(compare(&e, &bytes_u32(&[3, 30, 1, 10, 2, 20]), "b").matched());
        // Pairs torn apart do not match.
        let c = compare(&e, &bytes_u32(&[3, 10, 1, 30, 2, 20]), "b");
        assert_eq!(c.mismatched, 2);
        // A duplicate does not count twice.
        assert!(!compare(&e, &bytes_u32(&[1, 10, 1, 10, 2, 20]), "b").matched());
    }
}
