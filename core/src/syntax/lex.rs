//! The total lexer of the C-like front-ends (HLSL and GLSL).
//!
//! Accepts any text and never fails: every byte ends up in some token, and a
//! problem (an unknown character, a malformed literal, an unterminated
//! comment) becomes a diagnostic *attached to a token* ([`Problem`]), in the
//! manner of `rustc_lexer`. The preprocessor reports a token's problems only
//! when the token is in an active `#if` group, so text inside `#if 0` may be
//! anything; [`lex`] reports them all.
//!
//! What it handles: `//` and `/* */` comments, line continuations (a
//! backslash before a newline is removed wherever it appears, as C's phase 2
//! does, so it may even split an identifier), the numeric literals of HLSL
//! and GLSL (decimal, hex, octal; suffixes `u`/`l`/`ul`/`ll`/`ull` on
//! integers and `f`/`h`/`l`/`lf` on floats; exponents; `.5` and `1.`),
//! strings, `#` and `##`, and the punctuators of [`Punct`].
//!
//! Architecture invariant: token spans are global positions in the file's
//! text (see `source`), so they cover continuations; `text` has the
//! continuations removed.

use super::token::{Punct, Token, TokenKind};
use crate::diag::{Diagnostic, codes};
use crate::source::{FileId, Files, Span};
use std::borrow::Cow;

/// A diagnostic the lexer attached to the token at index `token`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub token: usize,
    pub diagnostic: Diagnostic,
}

/// The lexer's result: tokens (the last one is always [`TokenKind::Eof`])
/// and the problems found, in token order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lexed {
    pub tokens: Vec<Token>,
    pub problems: Vec<Problem>,
}

/// Lex a whole file of `files`, reporting every problem into `diags`. The
/// result ends with an [`TokenKind::Eof`] token at the end of the file.
pub fn lex(files: &Files, file: FileId, diags: &mut Vec<Diagnostic>) -> Vec<Token> {
    let Some(f) = files.get(file) else {
        return vec![eof_token(Span::DUMMY)];
    };
    let lexed = lex_str(&f.text, f.base);
    diags.extend(lexed.problems.into_iter().map(|p| p.diagnostic));
    lexed.tokens
}

/// Lex `text` whose first byte is global position `base`.
pub fn lex_str(text: &str, base: u32) -> Lexed {
    // A UTF-8 byte-order mark (editors on Windows write one) is not a token.
    let bom = if text.starts_with('\u{FEFF}') { '\u{FEFF}'.len_utf8() } else { 0 };
    let mut lx = Lexer {
        text,
        src: text.as_bytes(),
        pos: bom,
        base,
        splices: text.contains("\\\n") || text.contains("\\\r\n"),
        line_start: true,
        space: false,
        out: Lexed { tokens: Vec::with_capacity(text.len() / 4 + 1), problems: Vec::new() },
    };
    lx.run();
    lx.out
}

fn eof_token(span: Span) -> Token {
    Token { kind: TokenKind::Eof, text: String::new(), span, space_before: false, line_start: true }
}

struct Lexer<'a> {
    text: &'a str,
    src: &'a [u8],
    /// Byte offset of the next unread byte.
    pos: usize,
    base: u32,
    /// The text has line continuations (else the slow path is skipped).
    splices: bool,
    /// No token yet on the current line.
    line_start: bool,
    /// Whitespace or a comment since the previous token on this line.
    space: bool,
    out: Lexed,
}

impl<'a> Lexer<'a> {
    /// Offset of the first byte at or after `i` that is not a line
    /// continuation (`\` + `\n` or `\` + `\r\n`).
    #[inline]
    fn skip_splices(&self, mut i: usize) -> usize {
        if !self.splices {
            return i;
        }
        while self.src.get(i) == Some(&b'\\') {
            match (self.src.get(i + 1), self.src.get(i + 2)) {
                (Some(b'\n'), _) => i += 2,
                (Some(b'\r'), Some(b'\n')) => i += 3,
                _ => break,
            }
        }
        i
    }

    /// The byte at the cursor (after continuations), or 0 at the end.
    #[inline]
    fn cur(&self) -> u8 {
        self.src.get(self.skip_splices(self.pos)).copied().unwrap_or(0)
    }

    /// The byte after the current one (continuations skipped), or 0.
    fn next_byte(&self) -> u8 {
        let i = self.skip_splices(self.pos);
        self.src.get(self.skip_splices(i + 1)).copied().unwrap_or(0)
    }

    #[inline]
    fn at_end(&self) -> bool {
        self.skip_splices(self.pos) >= self.src.len()
    }

    /// Step over the current byte (continuations before it included).
    #[inline]
    fn bump(&mut self) {
        self.pos = self.skip_splices(self.pos) + 1;
    }

    #[inline]
    fn bump_while(&mut self, f: impl Fn(u8) -> bool) {
        if !self.splices {
            while self.src.get(self.pos).is_some_and(|&b| f(b)) {
                self.pos += 1;
            }
            return;
        }
        while !self.at_end() && f(self.cur()) {
            self.bump();
        }
    }

    fn span(&self, start: usize, end: usize) -> Span {
        Span::new(self.base + start as u32, self.base + end as u32)
    }

    fn run(&mut self) {
        loop {
            self.skip_trivia();
            let start = self.skip_splices(self.pos);
            self.pos = start;
            if start >= self.src.len() {
                break;
            }
            let kind = self.token_kind(start);
            self.push(kind, start);
        }
        let end = self.src.len();
        let span = self.span(end, end);
        self.out.tokens.push(Token { space_before: self.space, line_start: self.line_start, ..eof_token(span) });
    }

    /// Skip whitespace and comments, tracking line starts.
    fn skip_trivia(&mut self) {
        loop {
            match self.cur() {
                b'\n' => {
                    self.bump();
                    self.line_start = true;
                    self.space = false;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c if !self.at_end() => {
                    self.bump();
                    self.space = true;
                }
                b'/' if self.next_byte() == b'/' => {
                    self.bump_while(|b| b != b'\n');
                    self.space = true;
                }
                b'/' if self.next_byte() == b'*' => self.block_comment(),
                _ => return,
            }
        }
    }

    fn block_comment(&mut self) {
        let start = self.skip_splices(self.pos);
        self.bump();
        self.bump();
        self.space = true;
        while !self.at_end() {
            if self.cur() == b'*' && self.next_byte() == b'/' {
                self.bump();
                self.bump();
                return;
            }
            self.bump();
        }
        // Attached to the Eof token, which `run` pushes next.
        let d = Diagnostic::error(
            codes::SYNTAX_UNTERMINATED_COMMENT,
            "unterminated block comment",
            self.span(start, start + 2),
        )
        .with_span_label("this comment never ends")
        .with_help("close it with `*/`");
        let token = self.out.tokens.len();
        self.out.problems.push(Problem { token, diagnostic: d });
    }

    /// Lex one token starting at `start` (the cursor) and leave the cursor
    /// after it.
    fn token_kind(&mut self, start: usize) -> TokenKind {
        let c = self.cur();
        match c {
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                self.bump_while(is_ident_continue);
                TokenKind::Ident
            }
            b'0'..=b'9' => self.number(start),
            b'.' if self.next_byte().is_ascii_digit() => self.number(start),
            b'"' => self.string(start),
            b'\'' => self.char_literal(start),
            b'#' => {
                self.bump();
                if self.cur() == b'#' {
                    self.bump();
                    TokenKind::HashHash
                } else {
                    TokenKind::Hash
                }
            }
            _ if c.is_ascii() && !self.at_end() => match self.punct() {
                Some(p) => TokenKind::Punct(p),
                None => self.unknown(start),
            },
            _ => self.unknown(start),
        }
    }

    /// Record a token from `start` to the cursor.
    fn push(&mut self, kind: TokenKind, start: usize) {
        let end = self.pos.min(self.src.len());
        let raw = self.text.get(start..end).unwrap_or("");
        let text = if raw.contains('\\') { remove_splices(raw) } else { raw.to_string() };
        self.out.tokens.push(Token {
            kind,
            text,
            span: self.span(start, end),
            space_before: self.space,
            line_start: self.line_start,
        });
        self.line_start = false;
        self.space = false;
    }

    /// Attach a problem to the token about to be pushed.
    fn problem(&mut self, d: Diagnostic) {
        let token = self.out.tokens.len();
        self.out.problems.push(Problem { token, diagnostic: d });
    }

    fn unknown(&mut self, start: usize) -> TokenKind {
        let len = self.text.get(start..).and_then(|s| s.chars().next()).map(char::len_utf8).unwrap_or(1);
        self.pos = start + len;
        let ch = self.text.get(start..start + len).unwrap_or("?");
        let shown = if ch.chars().all(|c| c.is_control()) { format!("{:?}", ch) } else { format!("`{ch}`") };
        let d = Diagnostic::error(
            codes::SYNTAX_UNKNOWN_CHARACTER,
            format!("unknown character {shown}"),
            self.span(start, start + len),
        )
        .with_span_label("not part of the language");
        self.problem(d);
        TokenKind::Unknown
    }

    /// The longest punctuator at the cursor.
    fn punct(&mut self) -> Option<Punct> {
        use Punct::*;
        let (a, b) = (self.cur(), self.next_byte());
        let third = || {
            let i = self.skip_splices(self.pos);
            let j = self.skip_splices(i + 1);
            self.src.get(self.skip_splices(j + 1)).copied().unwrap_or(0)
        };
        let (p, len) = match (a, b) {
            (b'<', b'<') if third() == b'=' => (ShlEq, 3),
            (b'>', b'>') if third() == b'=' => (ShrEq, 3),
            (b':', b':') => (ColonColon, 2),
            (b'+', b'+') => (PlusPlus, 2),
            (b'-', b'-') => (MinusMinus, 2),
            (b'<', b'<') => (Shl, 2),
            (b'>', b'>') => (Shr, 2),
            (b'&', b'&') => (AmpAmp, 2),
            (b'|', b'|') => (PipePipe, 2),
            (b'^', b'^') => (CaretCaret, 2),
            (b'=', b'=') => (EqEq, 2),
            (b'!', b'=') => (NotEq, 2),
            (b'<', b'=') => (LtEq, 2),
            (b'>', b'=') => (GtEq, 2),
            (b'+', b'=') => (PlusEq, 2),
            (b'-', b'=') => (MinusEq, 2),
            (b'*', b'=') => (StarEq, 2),
            (b'/', b'=') => (SlashEq, 2),
            (b'%', b'=') => (PercentEq, 2),
            (b'&', b'=') => (AmpEq, 2),
            (b'|', b'=') => (PipeEq, 2),
            (b'^', b'=') => (CaretEq, 2),
            (b'-', b'>') => (Arrow, 2),
            _ => (single_punct(a)?, 1),
        };
        for _ in 0..len {
            self.bump();
        }
        Some(p)
    }

    /// A numeric literal (the cursor is on a digit, or on `.` before one).
    ///
    /// The literal is lexed as digits, an optional fraction, an optional
    /// exponent and then any identifier characters as its suffix, which is
    /// then checked; so `1.5x` is one bad literal rather than two tokens, as
    /// in C. One exception, because shaders write it: `1.xxx` (an integer,
    /// a dot and a swizzle) is lexed as those three tokens.
    fn number(&mut self, start: usize) -> TokenKind {
        // `0x1F`, and HLSL 2021's binary `0b0101` (DXC accepts it in every version).
        let radix = match (self.cur(), self.next_byte()) {
            (b'0', b'x' | b'X') => Some((16, "hexadecimal")),
            (b'0', b'b' | b'B') => Some((2, "binary")),
            _ => None,
        };
        if let Some((radix, what)) = radix {
            self.bump();
            self.bump();
            let digits_start = self.pos;
            self.bump_while(|b| (b as char).is_digit(radix));
            let no_digits = self.pos == digits_start;
            let suffix_start = self.pos;
            self.bump_while(is_ident_continue);
            let suffix = self.slice(suffix_start, self.pos);
            if no_digits {
                self.bad_literal(start, &format!("{what} literal has no digits"));
            } else if !is_int_suffix(&suffix) {
                self.bad_literal(start, &format!("invalid suffix `{suffix}` on integer literal"));
            } else if u64::from_str_radix(&self.slice(digits_start, suffix_start), radix).is_err() {
                self.bad_literal(start, "integer literal is too large for 64 bits");
            }
            return TokenKind::Int;
        }
        self.bump_while(|b| b.is_ascii_digit());
        let int_end = self.pos;
        let mut float = false;
        let mut fraction_digits = false;
        if self.cur() == b'.' {
            self.bump();
            float = true;
            let f = self.pos;
            self.bump_while(|b| b.is_ascii_digit());
            fraction_digits = self.pos > f;
        }
        let mut exponent = false;
        if matches!(self.cur(), b'e' | b'E') {
            let save = self.pos;
            self.bump();
            if matches!(self.cur(), b'+' | b'-') {
                self.bump();
            }
            if self.cur().is_ascii_digit() {
                self.bump_while(|b| b.is_ascii_digit());
                float = true;
                exponent = true;
            } else {
                self.pos = save;
            }
        }
        let suffix_start = self.pos;
        self.bump_while(is_ident_continue);
        let suffix = self.slice(suffix_start, self.pos);
        let digits = self.slice(start, int_end);
        if float
            && !fraction_digits
            && !exponent
            && !digits.is_empty()
            && is_swizzle(&suffix)
            && !is_float_suffix(&suffix)
        {
            // `1.xxx`: give back the dot and the swizzle.
            self.pos = int_end;
            return TokenKind::Int;
        }
        if float {
            if !is_float_suffix(&suffix) {
                self.bad_literal(start, &format!("invalid suffix `{suffix}` on floating-point literal"));
            }
            return TokenKind::Float;
        }
        if is_int_suffix(&suffix) {
            let octal = digits.len() > 1 && digits.starts_with('0');
            if octal && digits.bytes().any(|b| b > b'7') {
                self.bad_literal(start, "invalid digit in octal literal");
            } else if !octal && digits.parse::<u64>().is_err() {
                self.bad_literal(start, "integer literal is too large for 64 bits");
            }
            TokenKind::Int
        } else if matches!(&*suffix, "f" | "F" | "h" | "H") {
            // `1f`: C rejects it; shader compilers commonly accept it.
            TokenKind::Float
        } else {
            self.bad_literal(start, &format!("invalid suffix `{suffix}` on integer literal"));
            TokenKind::Int
        }
    }

    /// Source text between two offsets, continuations removed.
    fn slice(&self, a: usize, b: usize) -> Cow<'a, str> {
        let raw = self.text.get(a..b.min(self.src.len())).unwrap_or("");
        if raw.contains('\\') { Cow::Owned(remove_splices(raw)) } else { Cow::Borrowed(raw) }
    }

    fn bad_literal(&mut self, start: usize, message: &str) {
        let d = Diagnostic::error(codes::SYNTAX_BAD_LITERAL, message.to_string(), self.span(start, self.pos));
        self.problem(d);
    }

    /// `"…"`; unterminated at the end of the line.
    fn string(&mut self, start: usize) -> TokenKind {
        self.bump();
        loop {
            if self.at_end() || self.cur() == b'\n' {
                self.bad_literal(start, "unterminated string literal");
                return TokenKind::String;
            }
            match self.cur() {
                b'"' => {
                    self.bump();
                    return TokenKind::String;
                }
                b'\\' => {
                    self.bump();
                    if !self.at_end() && self.cur() != b'\n' {
                        self.bump_char();
                    }
                }
                _ => self.bump_char(),
            }
        }
    }

    /// `'…'`: neither HLSL nor GLSL has character literals; lexed as one
    /// unknown token (to the closing quote or the end of the line) so that
    /// its contents do not produce a cascade of errors.
    fn char_literal(&mut self, start: usize) -> TokenKind {
        self.bump();
        while !self.at_end() && !matches!(self.cur(), b'\'' | b'\n') {
            if self.cur() == b'\\' {
                self.bump();
                if self.at_end() || self.cur() == b'\n' {
                    break;
                }
            }
            self.bump_char();
        }
        if self.cur() == b'\'' && !self.at_end() {
            self.bump();
        }
        let d = Diagnostic::error(
            codes::SYNTAX_UNKNOWN_CHARACTER,
            "character literals are not part of the language",
            self.span(start, self.pos),
        );
        self.problem(d);
        TokenKind::Unknown
    }

    /// Step over one whole UTF-8 character.
    fn bump_char(&mut self) {
        let i = self.skip_splices(self.pos);
        let len = self.text.get(i..).and_then(|s| s.chars().next()).map(char::len_utf8).unwrap_or(1);
        self.pos = i + len;
    }
}

fn single_punct(c: u8) -> Option<Punct> {
    use Punct::*;
    Some(match c {
        b'(' => LParen,
        b')' => RParen,
        b'[' => LBracket,
        b']' => RBracket,
        b'{' => LBrace,
        b'}' => RBrace,
        b';' => Semi,
        b',' => Comma,
        b'.' => Dot,
        b':' => Colon,
        b'?' => Question,
        b'+' => Plus,
        b'-' => Minus,
        b'*' => Star,
        b'/' => Slash,
        b'%' => Percent,
        b'&' => Amp,
        b'|' => Pipe,
        b'^' => Caret,
        b'~' => Tilde,
        b'!' => Bang,
        b'=' => Eq,
        b'<' => Lt,
        b'>' => Gt,
        _ => return None,
    })
}

fn is_ident_continue(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// Remove line continuations from a token's raw text.
fn remove_splices(raw: &str) -> String {
    raw.replace("\\\r\n", "").replace("\\\n", "")
}

/// `u`, `l`, `ul`, `lu`, `ll`, `ull`, `llu` in any case, or nothing; and
/// GLSL's 16-bit `s` and `us` (`GL_EXT_shader_explicit_arithmetic_types`),
/// which the GLSL front-end rewrites (the HLSL parser refuses them).
pub fn is_int_suffix(s: &str) -> bool {
    ["", "u", "l", "ul", "lu", "ll", "ull", "llu", "s", "us"].iter().any(|x| x.eq_ignore_ascii_case(s))
}

/// HLSL's `f`, `h`, `l` (double) and GLSL's `lf` and `hf` (`float16_t`,
/// `GL_EXT_shader_explicit_arithmetic_types`), in any case, or nothing.
pub fn is_float_suffix(s: &str) -> bool {
    ["", "f", "h", "l", "lf", "hf"].iter().any(|x| x.eq_ignore_ascii_case(s))
}

/// One to four letters of `xyzw` or of `rgba`.
fn is_swizzle(s: &str) -> bool {
    (1..=4).contains(&s.len()) && (s.bytes().all(|b| b"xyzw".contains(&b)) || s.bytes().all(|b| b"rgba".contains(&b)))
}

fn hex_value(digits: &str) -> Option<u64> {
    u64::from_str_radix(digits, 16).ok()
}

/// The value of an integer literal's text (`0x1F`, `017`, `42u`), or `None`
/// when it is malformed or does not fit 64 bits.
pub fn int_value(text: &str) -> Option<u64> {
    let body = text.trim_end_matches(['u', 'U', 'l', 'L']);
    if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        return hex_value(hex);
    }
    if let Some(bin) = body.strip_prefix("0b").or_else(|| body.strip_prefix("0B")) {
        return u64::from_str_radix(bin, 2).ok();
    }
    if body.len() > 1 && body.starts_with('0') {
        return u64::from_str_radix(body.get(1..)?, 8).ok();
    }
    body.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fmt::Write as _;

    /// Tokens as `kind text` lines with `^` for line starts and `_` for a
    /// space before, then problems as `code @token`.
    fn dump(src: &str) -> String {
        let lexed = lex_str(src, 0);
        let mut s = String::new();
        for t in &lexed.tokens {
            let flags = format!("{}{}", if t.line_start { "^" } else { "" }, if t.space_before { "_" } else { "" });
            let kind = match t.kind {
                TokenKind::Punct(_) => "Punct".to_string(),
                k => format!("{k:?}"),
            };
            let line = format!("{kind} {:?} {}..{} {flags}", t.text, t.span.start, t.span.end);
            let _ = writeln!(s, "{}", line.trim_end());
        }
        for p in &lexed.problems {
            let _ = writeln!(s, "{} @{}: {}", p.diagnostic.code, p.token, p.diagnostic.message);
        }
        s
    }

    fn check(src: &str, expect: &str) {
        let got = dump(src);
        let want: String = expect.lines().map(str::trim).filter(|l| !l.is_empty()).map(|l| format!("{l}\n")).collect();
        assert_eq!(got, want, "\n--- got ---\n{got}");
    }

    /// Only kinds and texts, space-separated.
    fn texts(src: &str) -> String {
        lex_str(src, 0)
            .tokens
            .iter()
            .filter(|t| t.kind != TokenKind::Eof)
            .map(|t| match t.kind {
                TokenKind::Int => format!("I:{}", t.text),
                TokenKind::Float => format!("F:{}", t.text),
                TokenKind::Ident => format!("N:{}", t.text),
                _ => t.text.clone(),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn codes_of(src: &str) -> Vec<String> {
        lex_str(src, 0).problems.iter().map(|p| p.diagnostic.code.to_string()).collect()
    }

    #[test]
    fn line_starts_and_spaces() {
        check(
            "#define F(x) x\n  a/*c*/b // end\n",
            r###"
            Hash "#" 0..1 ^
            Ident "define" 1..7
            Ident "F" 8..9 _
            Punct "(" 9..10
            Ident "x" 10..11
            Punct ")" 11..12
            Ident "x" 13..14 _
            Ident "a" 17..18 ^_
            Ident "b" 23..24 _
            Eof "" 32..32 ^
            "###,
        );
    }

    #[test]
    fn continuations_join_lines_and_tokens() {
        check(
            "#define A 1 \\\n + 2\nfl\\\noat",
            r###"
            Hash "#" 0..1 ^
            Ident "define" 1..7
            Ident "A" 8..9 _
            Int "1" 10..11 _
            Punct "+" 15..16 _
            Int "2" 17..18 _
            Ident "float" 19..26 ^
            Eof "" 26..26
            "###,
        );
        // A continuation extends a `//` comment.
        assert_eq!(texts("a // x \\\n b\nc"), "N:a N:c");
        // CRLF continuation.
        assert_eq!(texts("a\\\r\nb"), "N:ab");
    }

    #[test]
    fn numbers() {
        assert_eq!(texts("1 0x1F 017 42u 7UL 3ll 0xFFu"), "I:1 I:0x1F I:017 I:42u I:7UL I:3ll I:0xFFu");
        assert_eq!(
            texts("1.0 .5 1. 1e3 1.5e-3f 2.0h 3.0L 4.0lf 5.0LF 1E+2"),
            "F:1.0 F:.5 F:1. F:1e3 F:1.5e-3f F:2.0h F:3.0L F:4.0lf F:5.0LF F:1E+2"
        );
        assert_eq!(texts("1f 2h"), "F:1f F:2h");
        assert_eq!(texts("1.xxx 0.rg 2.f"), "I:1 . N:xxx I:0 . N:rg F:2.f");
        assert_eq!(texts("a.x"), "N:a . N:x");
        assert!(codes_of("1 0x1F 1.0f .5 1e3 017 42u").is_empty());
    }

    #[test]
    fn bad_literals_are_flagged_not_fatal() {
        check(
            "1.5x 0x 09 1e 99999999999999999999 0xfffffffffffffffff ok",
            r###"
            Float "1.5x" 0..4 ^
            Int "0x" 5..7 _
            Int "09" 8..10 _
            Int "1e" 11..13 _
            Int "99999999999999999999" 14..34 _
            Int "0xfffffffffffffffff" 35..54 _
            Ident "ok" 55..57 _
            Eof "" 57..57
            OSH2004 @0: invalid suffix `x` on floating-point literal
            OSH2004 @1: hexadecimal literal has no digits
            OSH2004 @2: invalid digit in octal literal
            OSH2004 @3: invalid suffix `e` on integer literal
            OSH2004 @4: integer literal is too large for 64 bits
            OSH2004 @5: integer literal is too large for 64 bits
            "###,
        );
    }

    #[test]
    fn strings_and_hashes() {
        check(
            r###"#include "a\"b.h" x##y #z"###,
            r###"
            Hash "#" 0..1 ^
            Ident "include" 1..8
            String "\"a\\\"b.h\"" 9..17 _
            Ident "x" 18..19 _
            HashHash "##" 19..21
            Ident "y" 21..22
            Hash "#" 23..24 _
            Ident "z" 24..25
            Eof "" 25..25
            "###,
        );
        assert_eq!(codes_of("\"abc\nx"), ["OSH2004"]);
    }

    #[test]
    fn punctuators_longest_match() {
        assert_eq!(texts("a<<=b>>=c::d->e^^f"), "N:a <<= N:b >>= N:c :: N:d -> N:e ^^ N:f");
        assert_eq!(texts("a+++b"), "N:a ++ + N:b");
        for (s, p) in Punct::ALL {
            let lexed = lex_str(s, 0);
            assert_eq!(lexed.tokens.first().map(|t| t.kind), Some(TokenKind::Punct(*p)), "{s}");
            assert_eq!(lexed.tokens.len(), 2, "{s}");
        }
    }

    #[test]
    fn unknown_characters_and_unterminated_comment() {
        check(
            "a @ é /* open",
            r###"
            Ident "a" 0..1 ^
            Unknown "@" 2..3 _
            Unknown "é" 4..6 _
            Eof "" 14..14 _
            OSH2005 @1: unknown character `@`
            OSH2005 @2: unknown character `é`
            OSH2002 @3: unterminated block comment
            "###,
        );
        assert_eq!(codes_of("x 'a' y"), ["OSH2005"]);
        assert_eq!(texts("x 'a' y"), "N:x 'a' N:y");
    }

    #[test]
    fn block_comment_does_not_end_a_line() {
        let lexed = lex_str("# define X /*\n*/ 1\nY", 0);
        let starts: Vec<bool> = lexed.tokens.iter().map(|t| t.line_start).collect();
        assert_eq!(starts, [true, false, false, false, true, false]);
    }

    #[test]
    fn total_on_every_byte() {
        // Every byte value and some broken sequences: never panics, always ends in Eof.
        let mut all = String::new();
        for b in 0u8..128 {
            all.push(b as char);
        }
        all.push_str("\\ \\\n\\\r\n\"\\\n'\\ 0x 1e+ .. ...é€😀\u{0}");
        let lexed = lex_str(&all, 10);
        assert_eq!(lexed.tokens.last().map(|t| t.kind), Some(TokenKind::Eof));
        for t in &lexed.tokens {
            assert!(t.span.start >= 10 && t.span.end <= 10 + all.len() as u32 && t.span.start <= t.span.end);
        }
        for cut in 0..all.len() {
            if let Some(prefix) = all.get(..cut) {
                let l = lex_str(prefix, 0);
                assert_eq!(l.tokens.last().map(|t| t.kind), Some(TokenKind::Eof));
            }
        }
    }

    #[test]
    fn byte_order_mark_is_skipped() {
        check(
            "\u{FEFF}#x",
            r###"
            Hash "#" 3..4 ^
            Ident "x" 4..5
            Eof "" 5..5
            "###,
        );
    }

    #[test]
    fn int_values() {
        assert_eq!(int_value("0x1F"), Some(31));
        assert_eq!(int_value("0b0101u"), Some(5));
        assert_eq!(int_value("0B11"), Some(3));
        assert_eq!(int_value("017"), Some(15));
        assert_eq!(int_value("42u"), Some(42));
        assert_eq!(int_value("0"), Some(0));
        assert_eq!(int_value("09"), None);
    }

    #[test]
    fn lex_reports_into_diags() {
        let mut files = Files::new();
        let id = files.add("a.hlsl", "x $");
        let mut diags = Vec::new();
        let toks = lex(&files, id, &mut diags);
        assert_eq!(toks.len(), 3);
        assert_eq!(diags.len(), 1);
    }
}
