//! Windowed rendering of a long text: the editor and the MSL view lay out
//! and highlight only the lines near the viewport (plus a margin), so a
//! 20,000-line paste or a 2 MB single line costs the page what a screenful
//! costs. The scrolling box keeps the whole text's size (the textarea, or a
//! sized spacer), and the rendered window is positioned inside it.
//!
//! Lines longer than [`LONG_LINE`] bytes are not highlighted: the window
//! shows only the columns near the viewport of such a line, as plain text,
//! in a second layer placed at those columns.

use crate::highlight::{self, Lang, Mark};
use std::ops::Range;

/// Lines rendered beyond each edge of the viewport.
pub const MARGIN_LINES: usize = 60;
/// The window moves in steps of this many lines, so scrolling re-renders
/// only when it crosses a step.
pub const STEP_LINES: usize = 30;
/// Lines longer than this (bytes) are shown clipped to the viewport's columns, unhighlighted.
pub const LONG_LINE: usize = 4000;
/// Columns rendered beyond each horizontal edge of the viewport of a long line.
pub const MARGIN_COLUMNS: usize = 400;
/// Tab stops every this many columns (`tab-size` in style.css).
pub const TAB: usize = 4;

/// Where each line of a text starts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineIndex {
    starts: Vec<usize>,
    len: usize,
    /// Columns of the widest line (tabs to their stops; a UTF-8 sequence counts one).
    pub widest: usize,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        let (mut widest, mut col) = (0, 0);
        for (i, b) in text.bytes().enumerate() {
            match b {
                b'\n' => {
                    widest = widest.max(col);
                    col = 0;
                    starts.push(i + 1);
                }
                b'\t' => col += TAB - col % TAB,
                b if b & 0xC0 == 0x80 => {}
                _ => col += 1,
            }
        }
        LineIndex { starts, len: text.len(), widest: widest.max(col) }
    }

    /// Number of lines (a text ending in `\n` has an empty last line).
    pub fn count(&self) -> usize {
        self.starts.len()
    }

    /// Byte range of 0-based line `i`, without its `\n`.
    pub fn line(&self, i: usize) -> Range<usize> {
        let start = self.starts.get(i).copied().unwrap_or(self.len);
        let end = self.starts.get(i + 1).map_or(self.len, |n| n - 1);
        start..end.max(start)
    }

    /// Byte offset of a 1-based line and 1-based UTF-16 column, clamped to the line.
    pub fn offset(&self, text: &str, line: u32, column_utf16: u32) -> usize {
        let Some(l) = (line as usize).checked_sub(1).filter(|l| *l < self.count()) else { return self.len };
        let r = self.line(l);
        let mut units = 1;
        for (b, ch) in text.get(r.clone()).unwrap_or("").char_indices() {
            if units >= column_utf16 {
                return r.start + b;
            }
            units += ch.len_utf16() as u32;
        }
        r.end
    }

    /// 0-based line of a byte offset.
    pub fn line_of(&self, offset: usize) -> usize {
        self.starts.partition_point(|s| *s <= offset).saturating_sub(1)
    }
}

/// The visible part of a scrolling box, in CSS pixels, and its font metrics.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Viewport {
    pub top: f64,
    pub left: f64,
    pub height: f64,
    pub width: f64,
    /// Width of one character and height of one line.
    pub char_w: f64,
    pub line_h: f64,
}

/// The lines `first..last` and, for long lines, the columns `c0..c1` to render.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Window {
    pub first: usize,
    pub last: usize,
    pub c0: usize,
    pub c1: usize,
}

impl Window {
    pub fn of(view: &Viewport, lines: usize) -> Window {
        let lh = if view.line_h > 0.0 { view.line_h } else { 20.0 };
        let cw = if view.char_w > 0.0 { view.char_w } else { 7.8 };
        // Before the first measure, render a screenful anyway.
        let height = if view.height > 0.0 { view.height } else { 1200.0 };
        let width = if view.width > 0.0 { view.width } else { 2000.0 };
        let top_line = (view.top.max(0.0) / lh) as usize;
        let first = (top_line.saturating_sub(MARGIN_LINES) / STEP_LINES) * STEP_LINES;
        let shown = (height / lh).ceil() as usize;
        let last = ((top_line + shown + MARGIN_LINES) / STEP_LINES + 1) * STEP_LINES;
        let left_col = (view.left.max(0.0) / cw) as usize;
        let c0 = (left_col.saturating_sub(MARGIN_COLUMNS) / MARGIN_COLUMNS) * MARGIN_COLUMNS;
        let c1 = c0 + ((width / cw).ceil() as usize / MARGIN_COLUMNS + 3) * MARGIN_COLUMNS;
        Window { first: first.min(lines), last: last.min(lines), c0, c1 }
    }
}

/// HTML of a window: the highlighted lines (long ones left empty), and the
/// long lines' visible columns (other lines empty), one `\n`-ended line each.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rendered {
    pub main: String,
    pub long: String,
    /// Whether some line of the window is long (the notice under the editor).
    pub has_long: bool,
}

/// Render `win` of `text`. Runs of short lines are highlighted together, each
/// starting in the block comment state the text before it leaves.
pub fn render(lang: Lang, text: &str, idx: &LineIndex, win: Window, marks: &[Mark]) -> Rendered {
    let mut out = Rendered::default();
    let mut run: Option<Range<usize>> = None;
    // Block-comment depth at `scanned`, carried forward run by run.
    let (mut scanned, mut depth) = (0, 0);
    let mut flush = |run: &mut Option<Range<usize>>, out: &mut Rendered| {
        if let Some(r) = run.take() {
            depth = highlight::comment_depth(lang, text.as_bytes(), scanned, r.start, depth);
            out.main.push_str(&highlight::range_html(lang, text, r.clone(), depth, marks));
            out.main.push('\n');
            depth = highlight::comment_depth(lang, text.as_bytes(), r.start, r.end, depth);
            scanned = r.end;
        }
    };
    for i in win.first..win.last {
        let r = idx.line(i);
        if r.len() > LONG_LINE {
            flush(&mut run, &mut out);
            out.main.push('\n');
            out.long.push_str(&highlight::plain_html(&clip_columns(text.get(r).unwrap_or(""), win.c0, win.c1)));
            out.long.push('\n');
            out.has_long = true;
        } else {
            run = Some(match run {
                Some(prev) => prev.start..r.end,
                None => r,
            });
            out.long.push('\n');
        }
    }
    flush(&mut run, &mut out);
    out
}

/// The part of `line` shown in columns `c0..c1` (tabs expanded to stops),
/// padded with spaces to start exactly at column `c0`.
pub fn clip_columns(line: &str, c0: usize, c1: usize) -> String {
    let mut out = String::new();
    let mut col = 0;
    for ch in line.chars() {
        if col >= c1 {
            break;
        }
        let w = if ch == '\t' { TAB - col % TAB } else { 1 };
        if col + w > c0 {
            if out.is_empty() && col < c0 {
                // A tab across c0: its visible part.
                out.extend(std::iter::repeat_n(' ', col + w - c0));
            } else if ch == '\t' {
                out.extend(std::iter::repeat_n(' ', w));
            } else {
                out.push(ch);
            }
        }
        col += w;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_finds_lines_and_offsets() {
        let text = "ab\n\ncd😀e\n";
        let idx = LineIndex::new(text);
        assert_eq!(idx.count(), 4);
        assert_eq!(idx.line(0), 0..2);
        assert_eq!(idx.line(1), 3..3);
        assert_eq!(idx.line(2), 4..11);
        assert_eq!(idx.line(3), 12..12);
        assert_eq!(idx.widest, 4);
        assert_eq!(LineIndex::new("a\tb").widest, 5);
        assert_eq!(idx.offset(text, 3, 3), 6);
        assert_eq!(idx.offset(text, 3, 5), 10);
        assert_eq!(idx.offset(text, 3, 99), 11);
        assert_eq!(idx.offset(text, 9, 1), text.len());
        assert_eq!(idx.line_of(0), 0);
        assert_eq!(idx.line_of(3), 1);
        assert_eq!(idx.line_of(11), 2);
        assert_eq!(idx.line_of(12), 3);
    }

    #[test]
    fn window_covers_the_viewport_with_margins() {
        let view = Viewport { top: 20.0 * 1000.0, left: 0.0, height: 400.0, width: 800.0, char_w: 8.0, line_h: 20.0 };
        let w = Window::of(&view, 20_000);
        assert!(w.first <= 1000 - MARGIN_LINES && w.first + MARGIN_LINES + STEP_LINES > 1000, "{w:?}");
        assert!(w.last >= 1020 + MARGIN_LINES && w.last <= 1020 + MARGIN_LINES + 2 * STEP_LINES, "{w:?}");
        assert_eq!(w.c0, 0);
        assert!(w.c1 >= 100 + MARGIN_COLUMNS);
        // Scrolling a few lines re-renders nothing.
        let moved = Viewport { top: view.top + 60.0, ..view };
        assert_eq!(Window::of(&moved, 20_000), w);
        assert_eq!(Window::of(&view, 10).last, 10);
    }

    #[test]
    fn long_lines_are_clipped_to_their_columns() {
        assert_eq!(clip_columns("abcdefgh", 2, 5), "cde");
        assert_eq!(clip_columns("a\tbc", 2, 6), "  bc");
        // A tab that starts before c1 is shown whole.
        assert_eq!(clip_columns("a\tbc", 0, 3), "a   ");
        let long = "x".repeat(LONG_LINE + 10);
        let text = format!("int a;\n{long}\nint b;\n");
        let idx = LineIndex::new(&text);
        let r = render(Lang::Hlsl, &text, &idx, Window { first: 0, last: idx.count(), c0: 0, c1: 100 }, &[]);
        assert!(r.has_long);
        assert_eq!(r.main.matches('\n').count(), idx.count());
        assert_eq!(r.long.matches('\n').count(), idx.count());
        let semi = "<span class=\"o\">;</span>";
        let expected = format!("<span class=\"t\">int</span> a{semi}\n\n<span class=\"t\">int</span> b{semi}");
        assert!(r.main.contains(&expected), "{}", r.main);
        assert_eq!(r.long, format!("\n{}\n\n\n", "x".repeat(100)));
    }

    #[test]
    fn a_window_inside_a_block_comment_starts_as_comment() {
        let text = "/* one\ntwo\nthree */ int x;\n";
        let idx = LineIndex::new(text);
        let r = render(Lang::Hlsl, text, &idx, Window { first: 1, last: 3, c0: 0, c1: 100 }, &[]);
        assert!(r.main.starts_with("<span class=\"c\">two\nthree */</span>"), "{}", r.main);
        assert!(r.main.contains("<span class=\"t\">int</span>"), "{}", r.main);
    }
}
