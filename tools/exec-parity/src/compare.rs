//! Comparing one output buffer with the reference, as the case file says.

use crate::case::{Buffer, Compare, Scalar, f16_to_f32};

/// The outcome of comparing one buffer.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub ok: bool,
    /// Largest error seen: ULPs or absolute difference for floats, 1 for an
    /// integer mismatch, the count of unmatched records for sets.
    pub max_error: f64,
    /// The first mismatch, for the report.
    pub first_mismatch: Option<String>,
}

/// One decoded element.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Value {
    Int(i64),
    Float(f64, u32),
    Pad,
}

fn decode(pattern: &[Scalar], bytes: &[u8]) -> Vec<Value> {
    let mut out = Vec::new();
    let mut at = 0;
    let mut i = 0;
    while let Some(&s) = pattern.get(i % pattern.len().max(1)) {
        let Some(chunk) = bytes.get(at..at + s.size()) else { break };
        let w = |n: usize| chunk.get(n).copied().unwrap_or(0);
        let v32 = u32::from_le_bytes([w(0), w(1), w(2), w(3)]);
        let v16 = u16::from_le_bytes([w(0), w(1)]);
        out.push(match s {
            Scalar::U32 => Value::Int(v32 as i64),
            Scalar::I32 => Value::Int(v32 as i32 as i64),
            Scalar::U16 => Value::Int(v16 as i64),
            Scalar::I16 => Value::Int(v16 as i16 as i64),
            Scalar::F32 => Value::Float(f32::from_bits(v32) as f64, v32),
            Scalar::F16 => Value::Float(f16_to_f32(v16) as f64, v16 as u32),
            Scalar::Pad32 => Value::Pad,
        });
        at += s.size();
        i += 1;
    }
    out
}

/// Distance in units in the last place between two floats of the same width
/// (ordered-integer trick); NaN equals NaN.
fn ulps(a: f64, b: f64, abits: u32, bbits: u32, half: bool) -> f64 {
    if a.is_nan() && b.is_nan() {
        return 0.0;
    }
    if a.is_nan() || b.is_nan() {
        return f64::INFINITY;
    }
    let key = |bits: u32| -> i64 {
        let (sign, mag) = if half {
            (bits & 0x8000 != 0, (bits & 0x7fff) as i64)
        } else {
            (bits >> 31 != 0, (bits & 0x7fff_ffff) as i64)
        };
        if sign { -mag } else { mag }
    };
    (key(abits) - key(bbits)).unsigned_abs() as f64
}

/// Compare `ours` with `reference` for buffer `b`.
pub fn compare(b: &Buffer, ours: &[u8], reference: &[u8]) -> Verdict {
    let mut v = Verdict { ok: true, max_error: 0.0, first_mismatch: None };
    if b.compare == Compare::Ignore {
        return v;
    }
    if ours.len() != reference.len() {
        v.ok = false;
        v.max_error = f64::INFINITY;
        v.first_mismatch = Some(format!("{} bytes vs {} bytes", ours.len(), reference.len()));
        return v;
    }
    let a = decode(&b.pattern, ours);
    let r = decode(&b.pattern, reference);
    if b.compare == Compare::Set {
        return compare_set(b.pattern.len().max(1), &a, &r);
    }
    for (i, (x, y)) in a.iter().zip(&r).enumerate() {
        let (bad, err) = match (*x, *y, &b.compare) {
            (Value::Int(p), Value::Int(q), _) => (p != q, if p != q { 1.0 } else { 0.0 }),
            (Value::Float(_, p), Value::Float(_, q), Compare::Exact) => (p != q, if p != q { 1.0 } else { 0.0 }),
            (Value::Float(p, pb), Value::Float(q, qb), Compare::Ulps(n)) => {
                let half = matches!(b.pattern.get(i % b.pattern.len()), Some(Scalar::F16));
                let d = ulps(p, q, pb, qb, half);
                (d > *n as f64, d)
            }
            (Value::Float(p, _), Value::Float(q, _), Compare::Abs(t)) => {
                let d = if p.is_nan() && q.is_nan() { 0.0 } else { (p - q).abs() };
                (d.is_nan() || d > *t, if d.is_nan() { f64::INFINITY } else { d })
            }
            _ => (false, 0.0),
        };
        v.max_error = v.max_error.max(err);
        if bad {
            v.ok = false;
            if v.first_mismatch.is_none() {
                v.first_mismatch = Some(format!("element {i}: ours {} reference {}", show(x), show(y)));
            }
        }
    }
    v
}

fn show(v: &Value) -> String {
    match v {
        Value::Int(i) => i.to_string(),
        Value::Float(f, _) => format!("{f:e}"),
        Value::Pad => "pad".into(),
    }
}

/// Records as sorted multisets of their bit patterns.
fn compare_set(width: usize, a: &[Value], r: &[Value]) -> Verdict {
    let key = |v: &Value| match v {
        Value::Int(i) => *i,
        Value::Float(_, bits) => *bits as i64,
        Value::Pad => 0,
    };
    let records = |vals: &[Value]| {
        let mut recs: Vec<Vec<i64>> = vals.chunks(width).map(|c| c.iter().map(key).collect()).collect();
        recs.sort();
        recs
    };
    let (ra, rr) = (records(a), records(r));
    let unmatched = ra.iter().zip(&rr).filter(|(x, y)| x != y).count();
    Verdict {
        ok: unmatched == 0,
        max_error: unmatched as f64,
        first_mismatch: (unmatched > 0).then(|| format!("{unmatched} records differ as a set")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn buf(pattern: Vec<Scalar>, compare: Compare) -> Buffer {
        Buffer { name: "b".into(), pattern, bytes: vec![], compare }
    }

    fn bytes_f32(v: &[f32]) -> Vec<u8> {
        v.iter().flat_map(|x| x.to_le_bytes()).collect()
    }

    #[test]
    fn floats_within_ulps() {
        let b = buf(vec![Scalar::F32], Compare::Ulps(2));
        let one_up = f32::from_bits(1.0f32.to_bits() + 2);
        assert!(compare(&b, &bytes_f32(&[1.0, one_up]), &bytes_f32(&[1.0, 1.0])).ok);
        let three_up = f32::from_bits(1.0f32.to_bits() + 3);
        let v = compare(&b, &bytes_f32(&[three_up]), &bytes_f32(&[1.0]));
        assert!(!v.ok);
        assert_eq!(v.max_error, 3.0);
        // Across zero: -0.0 and +0.0 are 0 ulps apart.
        assert!(compare(&b, &bytes_f32(&[-0.0]), &bytes_f32(&[0.0])).ok);
    }

    #[test]
    fn integers_exact_and_sets() {
        let words = |v: &[u32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        let exact = buf(vec![Scalar::U32], Compare::Exact);
        assert!(!compare(&exact, &words(&[1, 2]), &words(&[2, 1])).ok);
        let set = buf(vec![Scalar::U32, Scalar::U32], Compare::Set);
        assert!(compare(&set, &words(&[1, 10, 2, 20]), &words(&[2, 20, 1, 10])).ok);
        assert!(!compare(&set, &words(&[1, 20, 2, 10]), &words(&[2, 20, 1, 10])).ok);
        let abs = buf(vec![Scalar::F32], Compare::Abs(0.01));
        assert!(compare(&abs, &bytes_f32(&[1.005]), &bytes_f32(&[1.0])).ok);
        assert!(!compare(&abs, &bytes_f32(&[1.02]), &bytes_f32(&[1.0])).ok);
    }
}
