//! The one diagnostic type (DESIGN §4) and its two renderings: rustc-style
//! plain text ([`render_text`]) for the CLI and snapshots, and a JSON DTO with
//! line/column ranges ([`DiagnosticDto`]) for editors and the browser.

pub mod codes;
pub mod suggest;

use crate::source::{Files, Span};
use serde::Serialize;
use std::fmt;
use std::fmt::Write as _;

/// A stable diagnostic code, printed `OSHnnnn`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Code(pub u16);

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "OSH{:04}", self.0)
    }
}

impl Code {
    /// Parse `OSH1234` (case-insensitive; the prefix may be omitted).
    pub fn parse(s: &str) -> Option<Code> {
        let s = s.trim();
        let digits =
            if s.len() > 3 && s.get(..3).is_some_and(|p| p.eq_ignore_ascii_case("osh")) { s.get(3..)? } else { s };
        digits.parse().ok().map(Code)
    }

    /// The code's one-line meaning from the table.
    pub fn explain(self) -> Option<&'static str> {
        codes::explain(self)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Severity {
    Error,
    Warning,
    Note,
}

impl Severity {
    pub const fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

/// A secondary span with a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub span: Span,
    pub message: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub code: Code,
    pub severity: Severity,
    pub message: String,
    /// Where the problem is; [`Span::DUMMY`] only when no source applies
    /// (a bad option, say).
    pub span: Span,
    /// Text printed under the primary caret.
    pub span_label: Option<String>,
    pub labels: Vec<Label>,
    pub notes: Vec<String>,
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn new(severity: Severity, code: Code, message: impl Into<String>, span: Span) -> Self {
        Diagnostic {
            code,
            severity,
            message: message.into(),
            span,
            span_label: None,
            labels: Vec::new(),
            notes: Vec::new(),
            help: None,
        }
    }

    pub fn error(code: Code, message: impl Into<String>, span: Span) -> Self {
        Self::new(Severity::Error, code, message, span)
    }

    pub fn warning(code: Code, message: impl Into<String>, span: Span) -> Self {
        Self::new(Severity::Warning, code, message, span)
    }

    pub fn with_span_label(mut self, text: impl Into<String>) -> Self {
        self.span_label = Some(text.into());
        self
    }

    pub fn with_label(mut self, span: Span, message: impl Into<String>) -> Self {
        self.labels.push(Label { span, message: message.into() });
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// Render diagnostics as rustc does, without colour:
///
/// ```text
/// error[OSH3001]: undeclared identifier `foo`
///  --> shader.hlsl:3:12
///   |
/// 3 |     return foo;
///   |            ^^^ not declared
///   = help: ...
/// ```
pub fn render_text(files: &Files, diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diags {
        render_one(&mut out, files, d);
        out.push('\n');
    }
    out
}

fn render_one(out: &mut String, files: &Files, d: &Diagnostic) {
    let _ = writeln!(out, "{}[{}]: {}", d.severity.as_str(), d.code, d.message);
    let mut spans: Vec<(Span, Option<&str>, char)> = vec![(d.span, d.span_label.as_deref(), '^')];
    spans.extend(d.labels.iter().map(|l| (l.span, Some(l.message.as_str()), '-')));
    let gutter = spans
        .iter()
        .filter_map(|(s, _, _)| files.position(s.start))
        .map(|p| p.line.to_string().len())
        .max()
        .unwrap_or(1);
    let pad = " ".repeat(gutter);
    let mut first = true;
    for (span, label, mark) in spans {
        let Some(pos) = files.position(span.start) else { continue };
        let Some(file) = files.get(pos.file) else { continue };
        // Columns are UTF-16 code units, as in the JSON ranges (RangeDto),
        // so an editor's, the CLI's and this block's column agree.
        let arrow = if first { "-->" } else { ":::" };
        first = false;
        let _ = writeln!(out, "{pad}{arrow} {}:{}:{}", file.name, pos.line, pos.column_utf16);
        let line = file.line_text(pos.line as usize - 1);
        // Carets: from the start column to the span's end, clipped to this line.
        let start = (pos.column as usize - 1).min(line.len());
        let end = start.saturating_add(span.len() as usize).min(line.len());
        let shown = Excerpt::of(line, start, end);
        let _ = writeln!(out, "{pad} |");
        let _ = writeln!(out, "{:>gutter$} | {}", pos.line, shown.text);
        let carets = mark.to_string().repeat(shown.caret_width.max(1));
        let label = label.map(|l| format!(" {l}")).unwrap_or_default();
        let _ = writeln!(out, "{pad} | {}{carets}{label}", " ".repeat(shown.caret_start));
    }
    for note in &d.notes {
        let _ = writeln!(out, "{pad} = note: {note}");
    }
    if let Some(help) = &d.help {
        let _ = writeln!(out, "{pad} = help: {help}");
    }
}

/// Columns a piece of a source line takes when printed (tabs as 4).
fn display_width(s: &str) -> usize {
    s.chars().map(|c| if c == '\t' { 4 } else { 1 }).sum()
}

/// Widest source line printed whole; a longer one (minified or generated
/// code) is cut to [`EXCERPT_WIDTH`] characters around the span, `…`
/// marking a cut.
const EXCERPT_WHOLE: usize = 160;
/// Characters shown of a line that is cut.
const EXCERPT_WIDTH: usize = 120;
/// Characters kept before the span's start in a cut line.
const EXCERPT_BEFORE: usize = 40;

/// A source line as printed under a diagnostic, and where its carets go.
#[derive(Debug, PartialEq, Eq)]
struct Excerpt {
    /// The line, tabs as four spaces, cut around the span when too long.
    text: String,
    /// Printed columns before the first caret.
    caret_start: usize,
    /// Printed columns the span covers on this line.
    caret_width: usize,
}

impl Excerpt {
    /// `line` with the span `start..end` (byte offsets within the line, on
    /// character boundaries or clamped to one).
    fn of(line: &str, start: usize, end: usize) -> Excerpt {
        let boundary = |mut i: usize| {
            while i > 0 && !line.is_char_boundary(i) {
                i -= 1;
            }
            i
        };
        let (start, end) = (boundary(start), boundary(end.max(start)));
        let expand = |s: &str| s.replace('\t', "    ");
        let width = |a: usize, b: usize| line.get(a..b).map(display_width).unwrap_or(0);
        if display_width(line) <= EXCERPT_WHOLE {
            return Excerpt { text: expand(line), caret_start: width(0, start), caret_width: width(start, end) };
        }
        // Byte offset `n` characters before or after `at`.
        let back = |at: usize, n: usize| line.get(..at).and_then(|s| s.char_indices().rev().nth(n.wrapping_sub(1)));
        let first = if start == 0 { 0 } else { back(start, EXCERPT_BEFORE).map_or(0, |(i, _)| i) };
        let last =
            line.get(first..).and_then(|s| s.char_indices().nth(EXCERPT_WIDTH)).map_or(line.len(), |(i, _)| first + i);
        let (lead, tail) = (if first > 0 { "…" } else { "" }, if last < line.len() { "…" } else { "" });
        Excerpt {
            text: format!("{lead}{}{tail}", expand(line.get(first..last).unwrap_or(""))),
            caret_start: lead.chars().count() + width(first, start),
            caret_width: width(start, end.min(last)),
        }
    }
}

/// A line/column range an editor can use directly: 1-based lines, 1-based
/// columns counted in UTF-16 code units (what JavaScript strings count).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RangeDto {
    pub file: String,
    pub start_line: u32,
    pub start_column: u32,
    pub end_line: u32,
    pub end_column: u32,
    /// Global byte offsets of the span (stable across renderings).
    pub start_offset: u32,
    pub end_offset: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LabelDto {
    pub range: Option<RangeDto>,
    pub message: String,
}

/// The browser's and the npm package's view of a [`Diagnostic`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DiagnosticDto {
    pub code: String,
    pub severity: Severity,
    pub message: String,
    pub range: Option<RangeDto>,
    pub labels: Vec<LabelDto>,
    pub notes: Vec<String>,
    pub help: Option<String>,
    /// The rustc-style text rendering of this diagnostic.
    pub rendered: String,
}

impl RangeDto {
    pub fn from_span(files: &Files, span: Span) -> Option<RangeDto> {
        let a = files.position(span.start)?;
        let b = files.position(span.end.max(span.start)).filter(|b| b.file == a.file).unwrap_or(a);
        Some(RangeDto {
            file: files.get(a.file)?.name.clone(),
            start_line: a.line,
            start_column: a.column_utf16,
            end_line: b.line,
            end_column: b.column_utf16,
            start_offset: span.start,
            end_offset: span.end.max(span.start),
        })
    }
}

impl DiagnosticDto {
    pub fn new(files: &Files, d: &Diagnostic) -> DiagnosticDto {
        let mut rendered = String::new();
        render_one(&mut rendered, files, d);
        DiagnosticDto {
            code: d.code.to_string(),
            severity: d.severity,
            message: d.message.clone(),
            range: RangeDto::from_span(files, d.span),
            labels: d
                .labels
                .iter()
                .map(|l| LabelDto { range: RangeDto::from_span(files, l.span), message: l.message.clone() })
                .collect(),
            notes: d.notes.clone(),
            help: d.help.clone(),
            rendered,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_like_rustc() {
        let mut files = Files::new();
        files.add("s.hlsl", "float4 main() {\n    return foo;\n}\n");
        let d = Diagnostic::error(codes::SEM_UNDECLARED, "undeclared identifier `foo`", Span::new(27, 30))
            .with_span_label("not declared")
            .with_help("declare it first");
        let text = render_text(&files, &[d]);
        let expected = "error[OSH3001]: undeclared identifier `foo`\n --> s.hlsl:2:12\n  |\n2 |     return foo;\n  |            ^^^ not declared\n  = help: declare it first\n\n";
        assert_eq!(text, expected);
    }

    #[test]
    fn json_ranges_count_utf16() {
        let mut files = Files::new();
        files.add("s.glsl", "// é😀\nx y\n");
        let start = "// é😀\nx ".len() as u32;
        let d = Diagnostic::error(codes::SEM_UNDECLARED, "m", Span::new(start, start + 1));
        let dto = DiagnosticDto::new(&files, &d);
        let r = dto.range.unwrap();
        assert_eq!((r.start_line, r.start_column, r.end_column), (2, 3, 4));
        let d2 = Diagnostic::error(codes::SEM_UNDECLARED, "m", Span::new(5, 9));
        let r2 = DiagnosticDto::new(&files, &d2).range;
        // "// é" is 4 UTF-16 units, so byte 5 (the emoji) is column 5; the emoji is 2 units.
        assert_eq!(r2.map(|r| (r.start_column, r.end_column)), Some((5, 7)));
    }

    #[test]
    fn the_rendered_column_is_the_utf16_column_of_the_json_range() {
        let mut files = Files::new();
        // "é" is 2 bytes and 1 UTF-16 unit, "😀" 4 bytes and 2 units: `bad` is
        // at byte 12 of its line, UTF-16 column 9.
        files.add("s.hlsl", "x;\n/*é😀*/ bad;\n");
        let start = "x;\n/*é😀*/ ".len() as u32;
        let d = Diagnostic::error(codes::SEM_UNDECLARED, "m", Span::new(start, start + 3));
        let dto = DiagnosticDto::new(&files, &d);
        assert_eq!(dto.range.map(|r| (r.start_line, r.start_column)), Some((2, 9)));
        assert!(dto.rendered.contains(" --> s.hlsl:2:9\n"), "{}", dto.rendered);
        // Seven characters precede `bad`: one space after the bar, then seven.
        assert!(dto.rendered.contains("\n  |        ^^^\n"), "{}", dto.rendered);
    }

    #[test]
    fn long_lines_are_cut_around_the_span() {
        // A 400-character line with the span at characters 300..303.
        let line = format!("{}bad{}", "a".repeat(300), "b".repeat(97));
        let cut = Excerpt::of(&line, 300, 303);
        assert_eq!(cut.text, format!("…{}bad{}…", "a".repeat(40), "b".repeat(77)));
        assert_eq!(cut.text.chars().count(), EXCERPT_WIDTH + 2);
        assert_eq!((cut.caret_start, cut.caret_width), (41, 3));
        // At the start of the line: no leading cut.
        let head = Excerpt::of(&line, 0, 1);
        assert_eq!(head.text, format!("{}…", "a".repeat(EXCERPT_WIDTH)));
        assert_eq!((head.caret_start, head.caret_width), (0, 1));
        // At the end: no trailing cut; a span running past the cut stops there.
        let tail = Excerpt::of(&line, 399, 400);
        assert_eq!(tail.text, format!("…{}", &line[359..]));
        assert_eq!((tail.caret_start, tail.caret_width), (41, 1));
        let wide = Excerpt::of(&line, 0, 400);
        assert_eq!(wide.caret_width, EXCERPT_WIDTH);
        // Multi-byte characters count once; a short line is printed whole.
        let accents = format!("{}x", "é".repeat(200));
        let e = Excerpt::of(&accents, 400, 401);
        assert_eq!(e.text, format!("…{}x", "é".repeat(40)));
        assert_eq!((e.caret_start, e.caret_width), (41, 1));
        assert_eq!(Excerpt::of("\tab", 1, 3), Excerpt { text: "    ab".into(), caret_start: 4, caret_width: 2 });
    }

    #[test]
    fn code_parse_and_explain() {
        assert_eq!(Code::parse("osh5102"), Some(codes::METAL_64BIT));
        assert_eq!(codes::METAL_64BIT.to_string(), "OSH5102");
        assert!(codes::METAL_64BIT.explain().is_some_and(|t| t.contains("double")));
        assert_eq!(Code(9999).explain(), None);
    }
}
