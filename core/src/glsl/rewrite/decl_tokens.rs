//! The tokens of a global declaration the rewriter writes as HLSL text
//! (stage variables, blocks and their members, uniforms, struct
//! definitions): types, names, qualifiers and array sizes. Expressions
//! beyond constant array sizes (an initializer, a call) are not declaration
//! text: they are translated on the syntax tree (`functions`), and a
//! declaration that carries one is reported here.

use super::{Rewriter, type_name};
use crate::syntax::token::{Punct, Token, TokenKind};

/// Why a declaration's tokens hold more than declaration text.
type NotDeclaration = super::functions::Unhandled;

impl Rewriter<'_> {
    /// Write the declaration tokens `toks` as HLSL.
    pub(super) fn decl_tokens(&mut self, toks: &[Token]) {
        if let Err(why) = self.try_decl_tokens(toks) {
            let span = match (toks.first(), toks.last()) {
                (Some(a), Some(b)) => a.span.to(b.span),
                _ => crate::source::Span::new(0, 0),
            };
            self.unsupported(why, span);
        }
    }

    fn try_decl_tokens(&mut self, toks: &[Token]) -> Result<(), NotDeclaration> {
        let start = self.out.len();
        let out = self.decl_tokens_into(toks);
        if out.is_err() {
            self.out.truncate(start);
        }
        out
    }

    fn decl_tokens_into(&mut self, toks: &[Token]) -> Result<(), NotDeclaration> {
        let mut i = 0;
        // Inside `[…]`: an array size, an expression; elsewhere a name is
        // a type or the name declared.
        let mut in_size = 0usize;
        while let Some(t) = toks.get(i) {
            let after_dot = i.checked_sub(1).and_then(|p| toks.get(p)).is_some_and(|p| p.is_punct(Punct::Dot));
            let next = toks.get(i + 1);
            i += 1;
            match t.kind {
                TokenKind::Int => match int16_literal(&t.text) {
                    Some(text) => self.push_text(t, &text),
                    None => self.out.push(t.clone()),
                },
                TokenKind::Float => match t.text.strip_suffix("hf").or_else(|| t.text.strip_suffix("HF")) {
                    Some(digits) => self.push(t, format!("{digits}h")),
                    None => self.out.push(t.clone()),
                },
                TokenKind::Ident => {
                    if next.is_some_and(|n| n.is_punct(Punct::LParen)) {
                        return Err("a call in a declaration's type or array size");
                    }
                    let text = t.text.as_str();
                    if let Some(name) = self.respelled_types.get(text).filter(|_| !after_dot) {
                        let name = name.clone();
                        self.push(t, name);
                        continue;
                    }
                    // `gl_WorkGroupSize.x` sizing an array: the declared size,
                    // or the specialization constant that sets it.
                    if text == "gl_WorkGroupSize" {
                        let axis = toks.get(i + 1).and_then(|c| ["x", "y", "z"].iter().position(|a| c.is_ident(a)));
                        let (Some(size), true, Some(axis)) =
                            (self.local_size, next.is_some_and(|d| d.is_punct(Punct::Dot)), axis)
                        else {
                            return Err("`gl_WorkGroupSize` as a whole in an array size");
                        };
                        let n = size.get(axis).copied().unwrap_or(1);
                        match self.local_size_spec.get(axis).cloned().flatten() {
                            Some((name, _)) => self.push_text(t, &format!("(uint({name}))")),
                            None => self.push_text(t, &format!("({n}u)")),
                        }
                        i += 2;
                        continue;
                    }
                    if text == "mediump"
                        && self.mediump_as_half
                        && let Some(next) = next
                        && let Some(h) =
                            type_name(&next.text).or_else(|| (next.text == "float").then(|| "float".to_string()))
                        && let Some(half) = h.strip_prefix("float")
                    {
                        self.push(next, format!("half{half}"));
                        i += 1;
                        continue;
                    }
                    if matches!(text, "highp" | "mediump" | "lowp" | "restrict" | "coherent" | "volatile") {
                        continue;
                    }
                    if text == "samplerShadow" {
                        self.push(t, "SamplerComparisonState");
                        continue;
                    }
                    if let Some(h) = type_name(text) {
                        self.push(t, h);
                        continue;
                    }
                    if let Some(h) = crate::glsl::ray_query::respell(text) {
                        self.push_text(t, h);
                        continue;
                    }
                    if in_size > 0 && !after_dot && self.names_something_else(text) {
                        return Err("a built-in variable, block member or sampler in an array size");
                    }
                    self.out.push(t.clone());
                }
                TokenKind::Punct(p) => {
                    match p {
                        Punct::LBracket => in_size += 1,
                        Punct::RBracket => in_size = in_size.saturating_sub(1),
                        _ => {}
                    }
                    self.out.push(t.clone());
                }
                _ => self.out.push(t.clone()),
            }
        }
        Ok(())
    }

    /// A name the expression translation rewrites (a built-in variable, a
    /// block member or instance, a counter, a combined sampler).
    fn names_something_else(&self, text: &str) -> bool {
        text.starts_with("gl_Subgroup")
            || text.starts_with("gl_SubGroup")
            || matches!(
                text,
                "gl_NumSubgroups"
                    | "gl_SamplePosition"
                    | "gl_HelperInvocation"
                    | "gl_CullDistance"
                    | "gl_DeviceIndex"
                    | "gl_FragData"
            )
            || self.combined.contains_key(text)
            || self.block_arrays.contains(text)
            || self.dropped_instances.contains(text)
            || self.bare_members.contains_key(text)
            || self.counters.contains_key(text)
            || self.instance_rewrites.contains_key(&super::instance_key(text, ""))
    }
}

/// `10s` / `10us` (GL_EXT_shader_explicit_arithmetic_types): 16-bit integer
/// literals, a conversion of the 32-bit literal (`0x8000s` is the bit
/// pattern, -32768, as the conversion wraps).
pub(super) fn int16_literal(text: &str) -> Option<String> {
    let lower = text.to_ascii_lowercase();
    let int16 = |digits: &str, ty: &str, suffix: &str| format!("{ty}({}{suffix})", &text[..digits.len()]);
    if let Some(d) = lower.strip_suffix("us") {
        Some(int16(d, "uint16_t", "u"))
    } else {
        lower.strip_suffix('s').map(|d| int16(d, "int16_t", ""))
    }
}
