//! Source files and spans.
//!
//! Every file a translation reads (the main file and each `#include`d one)
//! is added to one [`Files`] table, which gives it a range of *global* byte
//! positions, as rustc's `SourceMap` does. A [`Span`] is a half-open range of
//! global positions, so one `u32` pair names a place in any file, and naga's
//! own `naga::Span` (also a `u32` pair) can carry our spans through the IR
//! unchanged.
//!
//! Architecture invariant: the files of a translation never overlap and each
//! is followed by one unused position, so position `file.base + file.len()`
//! (end of file) still maps to that file.

use serde::Serialize;

/// A half-open range `[start, end)` of global byte positions (see module doc).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub const fn new(start: u32, end: u32) -> Self {
        Span { start, end }
    }

    /// A span that points at nothing (no source is known).
    pub const DUMMY: Span = Span { start: u32::MAX, end: u32::MAX };

    pub const fn is_dummy(self) -> bool {
        self.start == u32::MAX
    }

    /// The smallest span that covers both.
    pub fn to(self, other: Span) -> Span {
        if self.is_dummy() {
            return other;
        }
        if other.is_dummy() {
            return self;
        }
        Span { start: self.start.min(other.start), end: self.end.max(other.end) }
    }

    pub fn len(self) -> u32 {
        self.end.saturating_sub(self.start)
    }

    pub fn is_empty(self) -> bool {
        self.len() == 0
    }
}

impl From<Span> for naga::Span {
    fn from(s: Span) -> naga::Span {
        if s.is_dummy() { naga::Span::UNDEFINED } else { naga::Span::new(s.start, s.end) }
    }
}

impl From<naga::Span> for Span {
    fn from(s: naga::Span) -> Span {
        match s.to_range() {
            Some(r) => Span::new(r.start as u32, r.end as u32),
            None => Span::DUMMY,
        }
    }
}

/// Index of a file in [`Files`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct FileId(pub u32);

/// One source file: its name as the user wrote it, its text, and where its
/// global positions start.
#[derive(Clone, Debug)]
pub struct SourceFile {
    pub name: String,
    pub text: String,
    pub base: u32,
    /// Byte offset (within `text`) of the start of every line.
    line_starts: Vec<u32>,
}

/// A resolved position: file, 1-based line, 1-based byte column and 1-based
/// UTF-16 column (what editors in the browser count).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub file: FileId,
    pub line: u32,
    pub column: u32,
    pub column_utf16: u32,
}

impl SourceFile {
    fn new(name: String, text: String, base: u32) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i as u32 + 1));
        SourceFile { name, text, base, line_starts }
    }

    pub fn len(&self) -> u32 {
        self.text.len() as u32
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// Global span covering the whole file.
    pub fn span(&self) -> Span {
        Span::new(self.base, self.base + self.len())
    }

    /// 0-based line index containing local byte offset `off`.
    pub fn line_index(&self, off: u32) -> usize {
        match self.line_starts.binary_search(&off) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        }
    }

    /// The text of 0-based line `idx`, without its line terminator.
    pub fn line_text(&self, idx: usize) -> &str {
        let start = self.line_starts.get(idx).copied().unwrap_or(0) as usize;
        let end = self.line_starts.get(idx + 1).map(|&e| e as usize).unwrap_or(self.text.len());
        let line = self.text.get(start..end).unwrap_or("");
        line.trim_end_matches(['\n', '\r'])
    }

    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }

    /// Local byte offset of the start of 0-based line `idx`.
    pub fn line_start(&self, idx: usize) -> u32 {
        self.line_starts.get(idx).copied().unwrap_or(0)
    }

    /// Clamp a local offset into the file and onto a char boundary.
    fn clamp(&self, mut off: u32) -> u32 {
        off = off.min(self.len());
        while off > 0 && !self.text.is_char_boundary(off as usize) {
            off -= 1;
        }
        off
    }
}

/// All files of one translation (see module doc).
#[derive(Clone, Debug, Default)]
pub struct Files {
    files: Vec<SourceFile>,
}

impl Files {
    pub fn new() -> Self {
        Files::default()
    }

    /// Add a file and return its id. Its positions start after the last file's.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        let base = self.files.last().map(|f| f.base + f.len() + 1).unwrap_or(0);
        let id = FileId(self.files.len() as u32);
        self.files.push(SourceFile::new(name.into(), text.into(), base));
        id
    }

    pub fn get(&self, id: FileId) -> Option<&SourceFile> {
        self.files.get(id.0 as usize)
    }

    pub fn iter(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files.iter().enumerate().map(|(i, f)| (FileId(i as u32), f))
    }

    pub fn len(&self) -> usize {
        self.files.len()
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The file holding global position `pos`.
    pub fn file_of(&self, pos: u32) -> Option<FileId> {
        if pos == u32::MAX {
            return None;
        }
        let i = self.files.partition_point(|f| f.base <= pos);
        let id = i.checked_sub(1)?;
        let f = self.files.get(id)?;
        (pos <= f.base + f.len()).then_some(FileId(id as u32))
    }

    /// Resolve a global position to file, line and column.
    pub fn position(&self, pos: u32) -> Option<Position> {
        let id = self.file_of(pos)?;
        let f = self.get(id)?;
        let local = f.clamp(pos - f.base);
        let line = f.line_index(local);
        let start = f.line_start(line);
        let prefix = f.text.get(start as usize..local as usize).unwrap_or("");
        Some(Position {
            file: id,
            line: line as u32 + 1,
            column: local - start + 1,
            column_utf16: prefix.encode_utf16().count() as u32 + 1,
        })
    }

    /// The source text a span covers (empty if it crosses files or is dummy).
    pub fn snippet(&self, span: Span) -> &str {
        let Some(id) = self.file_of(span.start) else { return "" };
        let Some(f) = self.get(id) else { return "" };
        let a = f.clamp(span.start - f.base) as usize;
        let b = f.clamp(span.end.saturating_sub(f.base)) as usize;
        f.text.get(a..b.max(a)).unwrap_or("")
    }

    /// Global span of a file's local byte range.
    pub fn span_in(&self, id: FileId, start: u32, end: u32) -> Span {
        match self.get(id) {
            Some(f) => Span::new(f.base + start.min(f.len()), f.base + end.min(f.len())),
            None => Span::DUMMY,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_across_files() {
        let mut files = Files::new();
        let a = files.add("a.hlsl", "ab\ncd\n");
        let b = files.add("b.hlsl", "xé\ny");
        assert_eq!(files.file_of(0), Some(a));
        assert_eq!(files.file_of(6), Some(a)); // end of file a
        let pb = files.get(b).map(|f| f.base).unwrap_or(0);
        assert_eq!(pb, 7);
        let p = files.position(pb + 3).unwrap();
        assert_eq!((p.file, p.line, p.column, p.column_utf16), (b, 1, 4, 3));
        let p = files.position(4).unwrap();
        assert_eq!((p.line, p.column), (2, 2));
        assert_eq!(files.snippet(Span::new(3, 5)), "cd");
    }
}
