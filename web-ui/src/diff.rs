//! A line diff (Myers' O(ND) algorithm) and its grouping into hunks, for the
//! Diff tab: the MSL of two option sets, or a pinned MSL against the current.
//!
//! Contract: the edit script always turns the old text into the new one. It is
//! minimal (fewest removed + added lines) when the texts differ in at most
//! [`MAX_EDITS`] lines after their common head and tail; beyond that budget the
//! differing middle is reported as removed then added as a whole, which is
//! still a correct diff (and `Diff::minimal` says it is not the smallest). The
//! budget bounds time (O((N + M) · D)) and memory (O(D²) for the trace).

/// Most removed + added lines searched for a minimal script.
pub const MAX_EDITS: usize = 1000;

/// What happened to one line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Same,
    Removed,
    Added,
}

/// One line of the edit script: its kind and its 0-based index in the old
/// and/or new text (`Same` has both, `Removed` only the old, `Added` only the new).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    pub kind: Kind,
    pub old: Option<usize>,
    pub new: Option<usize>,
}

/// The edit script from an old text to a new one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diff {
    pub lines: Vec<Line>,
    /// `false` when the budget ran out and the middle was replaced as a whole.
    pub minimal: bool,
}

impl Diff {
    pub fn removed(&self) -> usize {
        self.lines.iter().filter(|l| l.kind == Kind::Removed).count()
    }

    pub fn added(&self) -> usize {
        self.lines.iter().filter(|l| l.kind == Kind::Added).count()
    }
}

/// Diff two texts line by line.
pub fn diff(old: &str, new: &str) -> Diff {
    let a: Vec<&str> = old.lines().collect();
    let b: Vec<&str> = new.lines().collect();
    diff_lines(&a, &b, MAX_EDITS)
}

/// Diff two line lists, searching at most `budget` edits for a minimal script.
pub fn diff_lines(a: &[&str], b: &[&str], budget: usize) -> Diff {
    let head = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (ra, rb) = (a.get(head..).unwrap_or(&[]), b.get(head..).unwrap_or(&[]));
    let tail = ra.iter().rev().zip(rb.iter().rev()).take_while(|(x, y)| x == y).count();
    let mid_a = ra.get(..ra.len() - tail).unwrap_or(&[]);
    let mid_b = rb.get(..rb.len() - tail).unwrap_or(&[]);

    let mut lines: Vec<Line> = (0..head).map(|i| same(i, i)).collect();
    let (middle, minimal) = match myers(mid_a, mid_b, budget) {
        Some(m) => (m, true),
        None => {
            let removed = (0..mid_a.len()).map(|i| Line { kind: Kind::Removed, old: Some(i), new: None });
            (
                removed.chain((0..mid_b.len()).map(|j| Line { kind: Kind::Added, old: None, new: Some(j) })).collect(),
                false,
            )
        }
    };
    lines.extend(middle.into_iter().map(|l| Line {
        kind: l.kind,
        old: l.old.map(|i| i + head),
        new: l.new.map(|j| j + head),
    }));
    let (oa, ob) = (head + mid_a.len(), head + mid_b.len());
    lines.extend((0..tail).map(|i| same(oa + i, ob + i)));
    Diff { lines, minimal }
}

const fn same(old: usize, new: usize) -> Line {
    Line { kind: Kind::Same, old: Some(old), new: Some(new) }
}

/// Myers' greedy forward search; `None` when more than `budget` edits are needed.
/// `v[k]` is the furthest x reached on diagonal `k = x - y`; the trace keeps,
/// for each `d`, the part of `v` the backtrack reads (diagonals `-d..=d`).
fn myers(a: &[&str], b: &[&str], budget: usize) -> Option<Vec<Line>> {
    let (n, m) = (a.len() as i64, b.len() as i64);
    let max = (n + m).min(budget as i64);
    let off = max + 1;
    let mut v = vec![0i64; (2 * max + 3) as usize];
    let mut trace: Vec<Vec<i64>> = Vec::new();
    let at = |v: &[i64], k: i64| v.get((k + off) as usize).copied().unwrap_or(0);
    for d in 0..=max {
        // Diagonals -d-1..=d+1 of v as they were before step d.
        trace.push(v.get((off - d - 1) as usize..=(off + d + 1) as usize).map(<[i64]>::to_vec).unwrap_or_default());
        let mut k = -d;
        while k <= d {
            let down = k == -d || (k != d && at(&v, k - 1) < at(&v, k + 1));
            let mut x = if down { at(&v, k + 1) } else { at(&v, k - 1) + 1 };
            let mut y = x - k;
            while x < n && y < m && a.get(x as usize) == b.get(y as usize) {
                x += 1;
                y += 1;
            }
            if let Some(slot) = v.get_mut((k + off) as usize) {
                *slot = x;
            }
            if x >= n && y >= m {
                return Some(backtrack(&trace, n, m, d));
            }
            k += 2;
        }
    }
    None
}

/// Walk the trace back from `(n, m)` at step `d_end`, emitting lines in order.
fn backtrack(trace: &[Vec<i64>], n: i64, m: i64, d_end: i64) -> Vec<Line> {
    let mut out = Vec::new();
    let (mut x, mut y) = (n, m);
    for d in (0..=d_end).rev() {
        let Some(v) = trace.get(d as usize) else { break };
        // This step's slice starts at diagonal -d-1.
        let at = |k: i64| v.get((k + d + 1) as usize).copied().unwrap_or(0);
        let k = x - y;
        let prev_k = if k == -d || (k != d && at(k - 1) < at(k + 1)) { k + 1 } else { k - 1 };
        let prev_x = if d == 0 { 0 } else { at(prev_k) };
        let prev_y = if d == 0 { 0 } else { prev_x - prev_k };
        while x > prev_x && y > prev_y {
            x -= 1;
            y -= 1;
            out.push(same(x as usize, y as usize));
        }
        if d > 0 {
            if x == prev_x {
                out.push(Line { kind: Kind::Added, old: None, new: Some((y - 1) as usize) });
            } else {
                out.push(Line { kind: Kind::Removed, old: Some((x - 1) as usize), new: None });
            }
        }
        x = prev_x;
        y = prev_y;
    }
    out.reverse();
    out
}

/// A run of changed lines with up to `context` unchanged lines around it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hunk {
    /// 1-based first line and line count in the old and the new text, as a
    /// unified diff's `@@ -a,b +c,d @@` gives them.
    pub old_start: usize,
    pub old_len: usize,
    pub new_start: usize,
    pub new_len: usize,
    /// Range of `Diff::lines` this hunk shows.
    pub lines: std::ops::Range<usize>,
}

impl Hunk {
    /// `@@ -a,b +c,d @@`.
    pub fn header(&self) -> String {
        format!("@@ -{},{} +{},{} @@", self.old_start, self.old_len, self.new_start, self.new_len)
    }
}

/// Group a diff's changes into hunks with `context` lines around each;
/// changes closer than `2 * context` lines share a hunk.
pub fn hunks(d: &Diff, context: usize) -> Vec<Hunk> {
    let changed: Vec<usize> =
        d.lines.iter().enumerate().filter(|(_, l)| l.kind != Kind::Same).map(|(i, _)| i).collect();
    let mut ranges: Vec<std::ops::Range<usize>> = Vec::new();
    for i in changed {
        let start = i.saturating_sub(context);
        let end = (i + 1 + context).min(d.lines.len());
        match ranges.last_mut() {
            Some(r) if start <= r.end => r.end = end,
            _ => ranges.push(start..end),
        }
    }
    ranges
        .into_iter()
        .map(|r| {
            let span = d.lines.get(r.clone()).unwrap_or(&[]);
            let old_len = span.iter().filter(|l| l.old.is_some()).count();
            let new_len = span.iter().filter(|l| l.new.is_some()).count();
            // The first line of the hunk in each text (the one before it when the hunk has none there).
            let before = d.lines.get(..r.start).unwrap_or(&[]);
            let old_before = before.iter().filter(|l| l.old.is_some()).count();
            let new_before = before.iter().filter(|l| l.new.is_some()).count();
            Hunk {
                old_start: if old_len == 0 { old_before } else { old_before + 1 },
                old_len,
                new_start: if new_len == 0 { new_before } else { new_before + 1 },
                new_len,
                lines: r,
            }
        })
        .collect()
}

/// Unchanged lines shown around each change.
pub const CONTEXT: usize = 3;
/// Most diff lines rendered for one pair of texts; the rest is counted.
pub const MAX_SHOWN: usize = 5000;

/// One pair of texts as HTML: the hunks, each line with its old and new
/// line numbers, a visible `+` / `-` sign and, for screen readers, the words
/// "added" / "removed" (`<ins>` / `<del>`), so nothing rests on colour alone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rendered {
    pub html: String,
    pub removed: usize,
    pub added: usize,
    pub minimal: bool,
    /// Diff lines left out past [`MAX_SHOWN`].
    pub left_out: usize,
}

pub fn render(old: &str, new: &str) -> Rendered {
    use crate::highlight::{Lang, plain_html, to_html};
    use std::fmt::Write as _;
    let a: Vec<&str> = old.lines().collect();
    let b: Vec<&str> = new.lines().collect();
    let d = diff_lines(&a, &b, MAX_EDITS);
    let mut html = String::new();
    let mut shown = 0usize;
    let mut left_out = 0usize;
    for h in hunks(&d, CONTEXT) {
        let lines = d.lines.get(h.lines.clone()).unwrap_or(&[]);
        if shown >= MAX_SHOWN {
            left_out += lines.len();
            continue;
        }
        let _ = write!(html, "<div class=\"hunk\"><div class=\"hunk-head\">{}</div>", plain_html(&h.header()));
        for l in lines {
            if shown >= MAX_SHOWN {
                left_out += 1;
                continue;
            }
            shown += 1;
            let text = match l.kind {
                Kind::Added => l.new.and_then(|j| b.get(j)),
                _ => l.old.and_then(|i| a.get(i)),
            };
            let code = to_html(Lang::Msl, text.copied().unwrap_or(""), &[]);
            let num = |n: Option<usize>| n.map(|n| (n + 1).to_string()).unwrap_or_default();
            let (class, sign, open, close) = match l.kind {
                Kind::Same => ("same", " ", "<span>", "</span>"),
                Kind::Removed => ("del", "-", "<del><span class=\"sr-only\">removed: </span>", "</del>"),
                Kind::Added => ("ins", "+", "<ins><span class=\"sr-only\">added: </span>", "</ins>"),
            };
            let _ = write!(
                html,
                "<div class=\"dl {class}\"><span class=\"ln\">{}</span><span class=\"ln\">{}</span>\
                 <span class=\"sign\" aria-hidden=\"true\">{sign}</span>{open}{code}{close}</div>",
                num(l.old),
                num(l.new)
            );
        }
        html.push_str("</div>");
    }
    Rendered { html, removed: d.removed(), added: d.added(), minimal: d.minimal, left_out }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The old and new texts rebuilt from the script, to check it is one.
    fn apply(d: &Diff, a: &[&str], b: &[&str]) -> (Vec<String>, Vec<String>) {
        let old = d.lines.iter().filter_map(|l| l.old.map(|i| a[i].to_string())).collect();
        let new = d.lines.iter().filter_map(|l| l.new.map(|j| b[j].to_string())).collect();
        for l in &d.lines {
            if l.kind == Kind::Same {
                assert_eq!(a[l.old.unwrap()], b[l.new.unwrap()]);
            }
        }
        (old, new)
    }

    fn script(d: &Diff, a: &[&str], b: &[&str]) -> String {
        d.lines
            .iter()
            .map(|l| match l.kind {
                Kind::Same => format!(" {}", a[l.old.unwrap()]),
                Kind::Removed => format!("-{}", a[l.old.unwrap()]),
                Kind::Added => format!("+{}", b[l.new.unwrap()]),
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Myers' paper's example: ABCABBA → CBABAC takes 5 edits (LCS of 4).
    #[test]
    fn minimal_on_the_papers_example() {
        let a: Vec<&str> = "A B C A B B A".split(' ').collect();
        let b: Vec<&str> = "C B A B A C".split(' ').collect();
        let d = diff_lines(&a, &b, MAX_EDITS);
        assert!(d.minimal);
        assert_eq!(d.removed() + d.added(), 5, "{}", script(&d, &a, &b));
        let (old, new) = apply(&d, &a, &b);
        assert_eq!(old, a);
        assert_eq!(new, b);
    }

    #[test]
    fn identical_empty_and_one_sided_texts() {
        let d = diff("x\ny\n", "x\ny\n");
        assert!(d.lines.iter().all(|l| l.kind == Kind::Same) && d.lines.len() == 2);
        assert!(hunks(&d, 3).is_empty());
        let d = diff("", "a\nb");
        assert_eq!((d.removed(), d.added()), (0, 2));
        let d = diff("a\nb", "");
        assert_eq!((d.removed(), d.added()), (2, 0));
        assert_eq!(diff("", "").lines, vec![]);
    }

    /// One changed line in the middle of ten: a unified hunk by hand.
    #[test]
    fn a_changed_line_makes_one_hunk_with_context() {
        let old: String = (1..=10).map(|i| format!("line {i}\n")).collect();
        let new = old.replace("line 5\n", "line five\n");
        let d = diff(&old, &new);
        assert_eq!((d.removed(), d.added()), (1, 1));
        let h = hunks(&d, 3);
        assert_eq!(h.len(), 1);
        assert_eq!(h[0].header(), "@@ -2,7 +2,7 @@");
        assert_eq!(h[0].lines, 1..9);
        // Two changes with 9 unchanged lines between: apart with context 4, one hunk with 5.
        let old: String = (1..=20).map(|i| format!("line {i}\n")).collect();
        let new = old.replace("line 5\n", "line five\n").replace("line 15\n", "line fifteen\n");
        let d = diff(&old, &new);
        assert_eq!(hunks(&d, 3).iter().map(Hunk::header).collect::<Vec<_>>(), ["@@ -2,7 +2,7 @@", "@@ -12,7 +12,7 @@"]);
        assert_eq!(hunks(&d, 4).len(), 2);
        assert_eq!(hunks(&d, 5).iter().map(Hunk::header).collect::<Vec<_>>(), ["@@ -1,20 +1,20 @@"]);
    }

    /// A pure insertion's hunk names the line before it in the old text.
    #[test]
    fn an_insertion_has_an_empty_old_side() {
        let d = diff("a\nb", "a\nx\nb");
        let h = hunks(&d, 0);
        assert_eq!(h.iter().map(Hunk::header).collect::<Vec<_>>(), ["@@ -1,0 +2,1 @@"]);
    }

    /// Every script is a valid one, against a brute-force LCS length, on
    /// small texts over a two-letter alphabet (many ties).
    #[test]
    fn scripts_are_valid_and_minimal_against_brute_force() {
        fn lcs(a: &[&str], b: &[&str]) -> usize {
            let mut t = vec![vec![0usize; b.len() + 1]; a.len() + 1];
            for i in 1..=a.len() {
                for j in 1..=b.len() {
                    t[i][j] = if a[i - 1] == b[j - 1] { t[i - 1][j - 1] + 1 } else { t[i - 1][j].max(t[i][j - 1]) };
                }
            }
            t[a.len()][b.len()]
        }
        let words = |mut bits: u32, len: u32| -> Vec<&str> {
            (0..len)
                .map(|_| {
                    let w = if bits & 1 == 0 { "p" } else { "q" };
                    bits >>= 1;
                    w
                })
                .collect()
        };
        for la in 0..6 {
            for lb in 0..6 {
                for x in 0..(1u32 << la) {
                    for y in 0..(1u32 << lb) {
                        let (a, b) = (words(x, la), words(y, lb));
                        let d = diff_lines(&a, &b, MAX_EDITS);
                        let (old, new) = apply(&d, &a, &b);
                        assert_eq!(
                            (old, new),
                            (a.iter().map(|s| s.to_string()).collect(), b.iter().map(|s| s.to_string()).collect())
                        );
                        let same = d.lines.iter().filter(|l| l.kind == Kind::Same).count();
                        assert_eq!(same, lcs(&a, &b), "{a:?} → {b:?}");
                    }
                }
            }
        }
    }

    /// The HTML marks each line by sign and by words, and numbers both sides.
    #[test]
    fn html_marks_lines_without_colour() {
        let r = render("kernel void f() {\n    a = 1;\n}\n", "kernel void f() {\n    a = 2;\n}\n");
        assert_eq!((r.removed, r.added, r.minimal, r.left_out), (1, 1, true, 0));
        assert!(r.html.contains("<div class=\"hunk-head\">@@ -1,3 +1,3 @@</div>"), "{}", r.html);
        assert!(r.html.contains("<span class=\"ln\">2</span><span class=\"ln\"></span><span class=\"sign\" aria-hidden=\"true\">-</span><del><span class=\"sr-only\">removed: </span>"), "{}", r.html);
        assert!(r.html.contains("<span class=\"ln\"></span><span class=\"ln\">2</span><span class=\"sign\" aria-hidden=\"true\">+</span><ins><span class=\"sr-only\">added: </span>"), "{}", r.html);
        assert_eq!(r.html.matches("class=\"dl same\"").count(), 2);
        assert!(render("x\n", "x\n").html.is_empty());
        // `<` in MSL is escaped.
        assert!(render("", "#include <metal_stdlib>\n").html.contains("&lt;metal_stdlib&gt;"));
    }

    /// Past the budget the middle is replaced as a whole: still a valid script.
    #[test]
    fn over_budget_is_valid_but_not_minimal() {
        let a: Vec<String> = (0..50).map(|i| format!("a{i}")).collect();
        let b: Vec<String> = (0..50).map(|i| if i % 2 == 0 { format!("a{i}") } else { format!("b{i}") }).collect();
        let (a, b): (Vec<&str>, Vec<&str>) =
            (a.iter().map(String::as_str).collect(), b.iter().map(String::as_str).collect());
        let d = diff_lines(&a, &b, 4);
        assert!(!d.minimal);
        let (old, new) = apply(&d, &a, &b);
        assert_eq!(old, a);
        assert_eq!(new, b);
        let full = diff_lines(&a, &b, MAX_EDITS);
        assert!(full.minimal);
        // The 25 odd lines differ.
        assert_eq!((full.removed(), full.added()), (25, 25));
    }
}
