//! Shadertoy shaders as pasted: `void mainImage(out vec4 fragColor, in vec2
//! fragCoord)` with Shadertoy's inputs (`iResolution`, `iTime`, `iMouse`,
//! `iChannel0`…) used but not declared. The front-end declares the inputs
//! the shader uses (loose uniforms, so they land in `_Globals` and the
//! reflection shows where) and adds the `main` that calls `mainImage`, both
//! lexed from virtual files, so the user's tokens and spans are untouched.

use super::rewrite::generated;
use crate::source::Files;
use crate::syntax::token::{Token, TokenKind};

/// Shadertoy's inputs: (name, GLSL declaration).
const INPUTS: &[(&str, &str)] = &[
    ("iResolution", "uniform vec3 iResolution;"),
    ("iTime", "uniform float iTime;"),
    ("iTimeDelta", "uniform float iTimeDelta;"),
    ("iFrameRate", "uniform float iFrameRate;"),
    ("iFrame", "uniform int iFrame;"),
    ("iChannelTime", "uniform float iChannelTime[4];"),
    ("iChannelResolution", "uniform vec3 iChannelResolution[4];"),
    ("iMouse", "uniform vec4 iMouse;"),
    ("iDate", "uniform vec4 iDate;"),
    ("iSampleRate", "uniform float iSampleRate;"),
    ("iChannel0", "uniform sampler2D iChannel0;"),
    ("iChannel1", "uniform sampler2D iChannel1;"),
    ("iChannel2", "uniform sampler2D iChannel2;"),
    ("iChannel3", "uniform sampler2D iChannel3;"),
];

/// Whether `toks` define `name(` after a return type at file scope.
fn defines(toks: &[Token], name: &str) -> bool {
    let mut depth = 0i32;
    toks.windows(3).any(|w| {
        let [a, b, c] = w else { return false };
        if a.is_punct(crate::syntax::token::Punct::LBrace) {
            depth += 1;
        } else if a.is_punct(crate::syntax::token::Punct::RBrace) {
            depth -= 1;
        }
        depth == 0 && a.kind == TokenKind::Ident && b.is_ident(name) && c.is_punct(crate::syntax::token::Punct::LParen)
    })
}

/// The tokens of a Shadertoy shader made a complete fragment shader, or
/// `None` when `toks` are not one (no `mainImage`, or a `main` of their own).
pub fn wrap(files: &mut Files, toks: &[Token]) -> Option<Vec<Token>> {
    if !defines(toks, "mainImage") || defines(toks, "main") {
        return None;
    }
    let declared =
        |name: &str| toks.windows(3).any(|w| matches!(w, [u, _, n] if u.is_ident("uniform") && n.is_ident(name)));
    let used = |name: &str| toks.iter().any(|t| t.is_ident(name));
    let inputs: String =
        INPUTS.iter().filter(|(name, _)| used(name) && !declared(name)).map(|(_, decl)| format!("{decl}\n")).collect();
    let main = "out vec4 _shadertoy_fragColor;\n\
                void main() { mainImage(_shadertoy_fragColor, gl_FragCoord.xy); }\n";
    let (body, eof): (Vec<Token>, Vec<Token>) = toks.iter().cloned().partition(|t| t.kind != TokenKind::Eof);
    let mut out = generated(files, "<shadertoy inputs>", &inputs);
    out.extend(body);
    out.extend(generated(files, "<shadertoy main>", main));
    out.extend(eof);
    Some(out)
}
