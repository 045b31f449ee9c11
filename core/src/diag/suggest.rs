//! "Did you mean `normalize`?": the closest known name to a misspelt one.
//!
//! The rule is rustc's: a candidate within an edit distance of a third of
//! the name's length (at least one edit) is suggested, the nearest first;
//! a candidate differing only in letter case always is. Names of one or two
//! characters get no suggestion (every short name is near another), and
//! names starting with `__` (the front-ends' own) are never suggested.

/// The candidate closest to `name`, if one is close enough.
pub fn closest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    if name.chars().count() < 3 {
        return None;
    }
    let limit = (name.chars().count() / 3).max(1);
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        if c == name || c.starts_with("__") {
            continue;
        }
        let d = if c.eq_ignore_ascii_case(name) { 0 } else { distance(name, c, limit) };
        if d <= limit && best.is_none_or(|(bd, bc)| (d, c) < (bd, bc)) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c)
}

/// Levenshtein distance over characters, or `limit + 1` once it is certain
/// to exceed `limit` (names are short; this keeps long ones cheap).
fn distance(a: &str, b: &str, limit: usize) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len().abs_diff(b.len()) > limit {
        return limit + 1;
    }
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        if let Some(first) = cur.first_mut() {
            *first = i + 1;
        }
        let mut row_min = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let substitute = prev.get(j).copied().unwrap_or(usize::MAX).saturating_add(usize::from(ca != cb));
            let delete = prev.get(j + 1).copied().unwrap_or(usize::MAX).saturating_add(1);
            let insert = cur.get(j).copied().unwrap_or(usize::MAX).saturating_add(1);
            let v = substitute.min(delete).min(insert);
            if let Some(slot) = cur.get_mut(j + 1) {
                *slot = v;
            }
            row_min = row_min.min(v);
        }
        if row_min > limit {
            return limit + 1;
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev.last().copied().unwrap_or(limit + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distances_by_hand() {
        assert_eq!(distance("kitten", "sitting", 9), 3);
        assert_eq!(distance("normalise", "normalize", 9), 1);
        assert_eq!(distance("nromalize", "normalize", 9), 2);
        assert_eq!(distance("", "abc", 9), 3);
        assert_eq!(distance("abc", "abc", 9), 0);
        // Past the limit the exact value does not matter, only that it is over.
        assert!(distance("saturate", "normalize", 2) > 2);
    }

    #[test]
    fn suggests_the_nearest_close_name() {
        let names = ["normalize", "length", "lerp", "saturate", "frac", "Normal"];
        assert_eq!(closest("normalise", names), Some("normalize"));
        assert_eq!(closest("nromalize", names), Some("normalize"));
        assert_eq!(closest("lenght", names), Some("length"));
        assert_eq!(closest("NORMAL", names), Some("Normal"));
        assert_eq!(closest("position", names), None);
        assert_eq!(closest("xyz", names), None);
        assert_eq!(closest("fr", names), None);
        assert_eq!(closest("lerp", names), None);
    }
}
