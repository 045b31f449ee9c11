//! User function definitions, translated on the GLSL syntax tree.
//!
//! The GLSL parser (`hlsl::parse::parse_glsl`) gives every function its
//! statements and expressions as a tree, with scopes: a name declared in a
//! function (a parameter, a local) hides a global, a block member or a
//! built-in of the same name, as GLSL says. This pass turns such a function
//! into the tree the HLSL lowering takes (HLSL type names, GLSL built-in
//! functions under the names the lowering knows them by, block members as
//! the globals the rewriter declared for them), and the rewriter emits a
//! placeholder prototype that `glsl::parse_and_lower` replaces with it.
//!
//! A function using a construct this pass does not translate is an OSH3021
//! at its name, saying which construct ([`Unhandled`]); none of the public
//! suites' or the examples' functions is (`tests/glsl_tree.rs`). Nothing a
//! function does is recorded (helpers, matrix constructors) unless the
//! whole function translates.

mod builtins;
mod globals;
mod textures;

pub(super) use globals::{DeferredInit, Storage};
pub(super) use textures::TEXTURE_FUNCTIONS;

use super::{Rewriter, function_name, glsl_helper, opaque, relational, square_matrix, subpass_texel, type_name};
use super::{ballot_helper, unsupported_builtin};
use crate::diag::{Code, Diagnostic, codes};
use crate::hlsl::ast::{
    Block, Callee, Declarator, Expr, ExprKind, FunctionDecl, IntSuffix, Item, Modifiers, Param, Qualifier, Stmt,
    StmtKind, StructDecl, TypeArg, TypeExpr, UnOp, VarDecl,
};
use crate::source::Span;
use crate::syntax::lex::lex_str;
use crate::syntax::token::{Punct, Token};

/// Why a function or global does not translate: a construct this pass does not
/// translate yet.
pub(crate) type Unhandled = &'static str;

/// What translating a function asks of the rewriter's shared output, applied
/// only when the whole function translated.
#[derive(Default)]
struct Effects {
    helpers: Vec<&'static str>,
    needs_mod: bool,
    needs_inverse: bool,
    needs_fetch: bool,
    needs_proj: bool,
    needs_cmp: bool,
    matrix_ctors: Vec<u8>,
    /// `readonly`/`writeonly` of image parameters: (function, index).
    image_params: Vec<((String, usize), Vec<&'static str>)>,
    /// The first read of `gl_DeviceIndex` (warned about once per shader).
    device_index: Option<Span>,
    /// `gl_FragData[n]` render targets written.
    frag_data: Vec<u32>,
    /// Array types of constructors and results: (element, its span, dims).
    array_types: Vec<(String, Span, Vec<String>)>,
    /// Errors in the function, in source order.
    diags: Vec<Diagnostic>,
    /// Stand-in globals of interpolated inputs (`rewrite::interpolate`):
    /// (name, type).
    pulled: Vec<(String, String)>,
}

/// GLSL qualifiers a parameter or local may carry that change nothing below
/// the parser (precision is a hint, `restrict`/`coherent`/`volatile` matter
/// only for memory, which this pass does not take).
const DROPPED_QUALIFIERS: &[&str] =
    &["highp", "mediump", "lowp", "in", "out", "inout", "const", "precise", "restrict", "coherent", "volatile"];

struct Translate<'r, 'a> {
    r: &'r Rewriter<'a>,
    /// Names declared in the function, innermost scope last; `scopes` holds
    /// the length of `locals` at each open scope.
    locals: Vec<String>,
    scopes: Vec<usize>,
    /// Opaque parameters: the index of their name in `locals`, their GLSL
    /// type, and the sampler parameter a combined sampler became.
    opaque_params: Vec<(usize, String, Option<String>)>,
    /// Subpass input parameters: the index of their name in `locals`.
    subpass_params: Vec<usize>,
    effects: Effects,
    /// The statements and expressions being translated, innermost last:
    /// where a construct this pass does not translate was met (a failure
    /// leaves them in place).
    at: Vec<Span>,
}

impl Rewriter<'_> {
    /// The function definition or prototype `decl` (its tokens) translated
    /// on the tree: its placeholder is emitted (or the construct it uses
    /// that this front-end does not translate reported) and `true`
    /// returned; `false` when the tree has no function there.
    pub(super) fn tree_function_placeholder(&mut self, decl: &[Token]) -> bool {
        let Some(name) = decl.iter().position(|t| t.is_punct(Punct::LParen)).and_then(|k| decl.get(k.checked_sub(1)?))
        else {
            return false;
        };
        let Some(f) = self.tree_functions.get(&name.span.start).copied() else { return false };
        if f.name != name.text {
            return false;
        }
        let hoisted = self.hoisted_structs.clone();
        let out = self.tree_function(f, &hoisted);
        if f.body.is_some() {
            self.function_report.push((f.name.clone(), out.as_ref().err().map(|(why, _)| *why)));
            self.has_main |= f.name == "main";
        }
        match out {
            Ok(out) => {
                let k = self.functions.len();
                self.functions.push(out);
                self.emit_at(name.span, &format!("void {}();", placeholder(k)));
            }
            Err((why, at)) => self.unsupported(why, at.unwrap_or(f.name_span)),
        }
        true
    }

    /// A construct of the user's GLSL that this front-end does not
    /// translate (`what`, as [`Unhandled`] says it), at `span`.
    pub(super) fn unsupported(&mut self, what: Unhandled, span: Span) {
        self.diags.push(Diagnostic::error(
            codes::SEM_UNSUPPORTED,
            format!("this GLSL is not supported yet: {what}"),
            span,
        ));
    }

    /// The GLSL function `f` as the HLSL lowering's tree (after the structs
    /// declared in it, which the parser took out of its body: `hoisted`),
    /// or the construct it uses that this pass does not translate.
    /// The construct's span is where it was met, when it was in a statement.
    pub(super) fn tree_function(
        &mut self,
        f: &FunctionDecl,
        hoisted: &[&StructDecl],
    ) -> Result<Vec<Item>, (Unhandled, Option<Span>)> {
        let mut t = Translate::new(self);
        let mut items = Vec::new();
        for s in hoisted.iter().filter(|s| s.span.start >= f.span.start && s.span.end <= f.span.end) {
            items.push(Item::Struct(t.local_struct(s).map_err(|why| (why, Some(s.span)))?));
        }
        let out = t.function(f).map_err(|why| (why, t.at.last().copied()))?;
        let effects = std::mem::take(&mut t.effects);
        self.apply_effects(effects);
        items.push(Item::Function(out));
        Ok(items)
    }

    /// Record what a translated function or global asks of the shared
    /// output (helpers, matrix constructors, array typedefs, its errors).
    fn apply_effects(&mut self, effects: Effects) {
        for h in effects.helpers {
            self.need_helper(h);
        }
        self.needs_mod |= effects.needs_mod;
        self.needs_inverse |= effects.needs_inverse;
        self.needs_fetch |= effects.needs_fetch;
        self.needs_proj |= effects.needs_proj;
        self.needs_cmp |= effects.needs_cmp;
        for n in effects.matrix_ctors {
            self.matrix_ctors.insert(n);
        }
        for (key, quals) in effects.image_params {
            self.image_params.entry(crate::ordered::pair_key(&key.0, key.1)).or_insert(quals);
        }
        if let Some(span) = effects.device_index
            && !self.device_index_warned
        {
            self.device_index_warned = true;
            self.diags.push(crate::diag::Diagnostic::warning(
                crate::diag::codes::DEVIATION_DEVICE_INDEX,
                "Metal has no device groups: `gl_DeviceIndex` is 0, the one device the pipeline runs on",
                span,
            ));
        }
        self.frag_data.extend(effects.frag_data);
        for (name, ty) in effects.pulled {
            self.pulled.insert(name, ty);
        }
        self.diags.extend(effects.diags);
        for (elem, span, dims) in effects.array_types {
            let elem = Token {
                kind: crate::syntax::token::TokenKind::Ident,
                text: elem,
                span,
                space_before: false,
                line_start: false,
            };
            self.array_type(&elem, &dims);
        }
    }
}

/// The spans of a call of a built-in: its name, and the whole call.
#[derive(Clone, Copy)]
pub(super) struct Call {
    pub name: Span,
    pub span: Span,
}

impl<'r, 'a> Translate<'r, 'a> {
    /// A translation at global scope: no names declared yet.
    fn new(r: &'r Rewriter<'a>) -> Self {
        Translate {
            r,
            locals: Vec::new(),
            scopes: Vec::new(),
            opaque_params: Vec::new(),
            subpass_params: Vec::new(),
            effects: Effects::default(),
            at: Vec::new(),
        }
    }
}

impl Translate<'_, '_> {
    /// Report an error in the user's code; the expression it stands for is
    /// an error node (nothing after the front-end runs once it has one).
    fn error(&mut self, code: Code, message: impl Into<String>, span: Span) -> Result<Expr, Unhandled> {
        self.effects.diags.push(Diagnostic::error(code, message, span));
        Ok(Expr::error(span))
    }

    /// A struct declared in the function (`struct S { float a; } s;`),
    /// declared before it, as the HLSL parser would.
    fn local_struct(&mut self, s: &StructDecl) -> Result<StructDecl, Unhandled> {
        if s.base.is_some() || !s.methods.is_empty() {
            return Err("a local struct with a base or methods");
        }
        let mut members = Vec::with_capacity(s.members.len());
        for m in &s.members {
            if m.declarators.iter().any(|d| d.init.is_some()) {
                return Err("a local struct's member with an initializer");
            }
            members.push(self.declaration(m, false)?);
        }
        let name = self.r.respelled_types.get(&s.name).cloned().unwrap_or_else(|| s.name.clone());
        Ok(StructDecl { name, base: None, members, methods: Vec::new(), span: s.span })
    }

    fn function(&mut self, f: &FunctionDecl) -> Result<FunctionDecl, Unhandled> {
        self.qualifiers(&f.modifiers)?;
        let name = if f.name == "main" {
            if f.ret.name != "void" || !f.params.is_empty() {
                return Err("`main` with a result or parameters");
            }
            "__glsl_main".to_string()
        } else {
            self.r.respelled.get(&f.name).cloned().unwrap_or_else(|| f.name.clone())
        };
        // `T[N] f(…)`: a function returning an array returns its typedef.
        let ret = if f.ret.dims.is_empty() {
            self.decl_ty(&f.modifiers, &f.ret)?
        } else {
            let elem = self.ty(&TypeExpr { dims: Vec::new(), ..f.ret.clone() })?;
            if f.ret.dims.iter().any(Option::is_none) {
                return Err("a function returning an unsized array");
            }
            let dims = self.array_dims(&f.ret, &[])?;
            TypeExpr { name: self.array_typedef(&f.ret.name, f.ret.span, dims), ..elem }
        };
        self.open();
        let mut params = Vec::with_capacity(f.params.len());
        for (k, p) in f.params.iter().enumerate() {
            self.param(p, (&name, k), &mut params)?;
        }
        let body = match &f.body {
            Some(b) => Some(self.block(b)?),
            None => None,
        };
        self.close();
        Ok(FunctionDecl {
            attributes: Vec::new(),
            modifiers: Modifiers::default(),
            ret,
            name,
            name_span: f.name_span,
            params,
            annotations: Vec::new(),
            body,
            span: f.span,
        })
    }

    /// Open a scope; `close` ends it. (A function that fails is dropped
    /// whole, so an error may leave scopes open.)
    fn open(&mut self) {
        self.scopes.push(self.locals.len());
    }

    fn close(&mut self) {
        if let Some(n) = self.scopes.pop() {
            self.locals.truncate(n);
        }
    }

    fn declare(&mut self, name: &str) {
        self.locals.push(name.to_string());
    }

    fn is_local(&self, name: &str) -> bool {
        self.locals.iter().any(|l| l == name)
    }

    /// The HLSL modifiers of GLSL qualifiers this pass takes.
    fn qualifiers(&self, m: &Modifiers) -> Result<Modifiers, Unhandled> {
        for q in &m.glsl {
            match q {
                Qualifier::Word(w, _) if DROPPED_QUALIFIERS.contains(&w.as_str()) => {}
                _ => return Err("a qualifier"),
            }
        }
        Ok(Modifiers { is_const: m.is_const, precise: m.precise, inout: m.inout, ..Modifiers::default() })
    }

    /// The type of a declaration with the qualifiers `m`: with
    /// `Options::mediump_as_half`, a `mediump` float type is `half`.
    fn decl_ty(&self, m: &Modifiers, ty: &TypeExpr) -> Result<TypeExpr, Unhandled> {
        let mut out = self.ty(ty)?;
        let mediump = m.glsl.iter().any(|q| matches!(q, Qualifier::Word(w, _) if w == "mediump"));
        if mediump
            && self.r.mediump_as_half
            && (ty.name == "float" || type_name(&ty.name).is_some())
            && let Some(rest) = out.name.strip_prefix("float")
        {
            out.name = format!("half{rest}");
        }
        Ok(out)
    }

    /// A GLSL type as written → its HLSL spelling (array dimensions are the
    /// caller's).
    fn ty(&self, ty: &TypeExpr) -> Result<TypeExpr, Unhandled> {
        let name = ty.name.as_str();
        if opaque(name).is_some() || subpass_texel(name).is_some() {
            return Err("an opaque type");
        }
        // GL_EXT_ray_query's query object: HLSL's `RayQuery<0>`.
        if name == "rayQueryEXT" {
            let tokens = generated(crate::glsl::ray_query::respell(name).unwrap_or_default(), ty.span)?;
            return crate::hlsl::parse::parse_type(&tokens).ok_or("a ray query type that does not parse");
        }
        // A separate sampler (a parameter's type; HLSL reads `sampler`).
        if name == "samplerShadow" {
            return Ok(TypeExpr {
                name: "SamplerComparisonState".into(),
                args: Vec::new(),
                dims: Vec::new(),
                span: ty.span,
            });
        }
        if !ty.args.is_empty() {
            return Err("a template type");
        }
        let hlsl = match type_name(name) {
            Some(h) => h,
            None => match self.r.respelled_types.get(name) {
                Some(n) => n.clone(),
                None if crate::glsl::is_builtin_type(name)
                    && !matches!(
                        name,
                        "void"
                            | "float"
                            | "int"
                            | "uint"
                            | "bool"
                            | "double"
                            | "sampler"
                            | "int8_t"
                            | "uint8_t"
                            | "int16_t"
                            | "uint16_t"
                            | "int64_t"
                            | "uint64_t"
                    ) =>
                {
                    return Err("a built-in type");
                }
                None => name.to_string(),
            },
        };
        Ok(TypeExpr { name: hlsl, args: Vec::new(), dims: Vec::new(), span: ty.span })
    }

    /// A parameter (`at`: the function and the parameter's index), pushed
    /// onto `out`: an opaque one is its texture and, for a combined
    /// sampler, its sampler (`sampler2D t` is `Texture2D<float4> t,
    /// SamplerState t_sampler`), as globals are; callers pass both.
    fn param(&mut self, p: &Param, at: (&str, usize), out: &mut Vec<Param>) -> Result<(), Unhandled> {
        if let Some((texture, sampler)) = opaque(&p.ty.name) {
            return self.opaque_param(p, at, (&texture, sampler), out);
        }
        // A subpass input parameter is the attachment's value (Metal reads
        // it as a fragment input), which `subpassLoad` returns.
        if let Some(texel) = subpass_texel(&p.ty.name) {
            // A multisampled one is the attachment's texture.
            if p.ty.name.ends_with("MS") {
                let modifiers = self.qualifiers(&p.modifiers)?;
                let decl = self.declarator(&p.decl, &p.ty)?;
                let texel = TypeExpr { name: texel.into(), args: Vec::new(), dims: Vec::new(), span: p.ty.span };
                let args = vec![TypeArg::Type(texel)];
                let ty = TypeExpr { name: "SubpassInputMS".into(), args, dims: Vec::new(), span: p.ty.span };
                self.declare(&p.decl.name);
                out.push(Param { modifiers, ty, decl, span: p.span });
                return Ok(());
            }
            let modifiers = self.qualifiers(&p.modifiers)?;
            let decl = self.declarator(&p.decl, &p.ty)?;
            let ty = TypeExpr { name: texel.into(), args: Vec::new(), dims: Vec::new(), span: p.ty.span };
            self.subpass_params.push(self.locals.len());
            self.declare(&p.decl.name);
            out.push(Param { modifiers, ty, decl, span: p.span });
            return Ok(());
        }
        let modifiers = self.qualifiers(&p.modifiers)?;
        let ty = self.decl_ty(&p.modifiers, &p.ty)?;
        let decl = self.declarator(&p.decl, &p.ty)?;
        if decl.init.is_some() {
            return Err("a default argument");
        }
        self.declare(&p.decl.name);
        out.push(Param { modifiers, ty, decl, span: p.span });
        Ok(())
    }

    fn opaque_param(
        &mut self,
        p: &Param,
        (function, index): (&str, usize),
        (texture, sampler): (&str, Option<&str>),
        out: &mut Vec<Param>,
    ) -> Result<(), Unhandled> {
        // An image parameter is a read-write image below the front-end, as
        // the images passed to it are; its `readonly`/`writeonly` are
        // checked at the calls.
        let mut access = Vec::new();
        for q in &p.modifiers.glsl {
            match q {
                Qualifier::Word(w, _) if matches!(w.as_str(), "readonly" | "writeonly") => {
                    access.push(if w == "readonly" { "readonly" } else { "writeonly" });
                }
                Qualifier::Word(w, _)
                    if matches!(
                        w.as_str(),
                        "coherent" | "volatile" | "restrict" | "highp" | "mediump" | "lowp" | "in"
                    ) => {}
                _ => return Err("a qualifier of an opaque parameter"),
            }
        }
        if p.modifiers.is_const || p.modifiers.inout != crate::hlsl::ast::InOut::In || p.decl.init.is_some() {
            return Err("an opaque parameter that is not `in`");
        }
        let ty_of = |text: &str| -> Result<TypeExpr, Unhandled> {
            crate::hlsl::parse::parse_type(&generated(text, p.ty.span)?).ok_or("an opaque type that does not parse")
        };
        let decl = self.declarator(&p.decl, &p.ty)?;
        self.effects.image_params.push(((function.to_string(), index), access));
        let sampler_name = sampler.map(|_| format!("{}_sampler", p.decl.name));
        out.push(Param { modifiers: Modifiers::default(), ty: ty_of(texture)?, decl: decl.clone(), span: p.span });
        if let (Some(sampler), Some(name)) = (sampler, &sampler_name) {
            let decl = Declarator { name: name.clone(), ..decl };
            out.push(Param { modifiers: Modifiers::default(), ty: ty_of(sampler)?, decl, span: p.span });
        }
        self.opaque_params.push((self.locals.len(), p.ty.name.clone(), sampler_name));
        self.declare(&p.decl.name);
        Ok(())
    }

    /// `name` is a subpass input parameter, as seen from here.
    fn is_subpass_param(&self, name: &str) -> bool {
        self.locals.iter().rposition(|l| l == name).is_some_and(|at| self.subpass_params.contains(&at))
    }

    /// The GLSL type of the texture, image or combined sampler `name` (a
    /// global or a parameter, as seen from here), and its sampler's name.
    fn opaque_of(&self, name: &str) -> Option<(String, Option<String>)> {
        if let Some(at) = self.locals.iter().rposition(|l| l == name) {
            let (_, ty, sampler) = self.opaque_params.iter().find(|(i, ..)| *i == at)?;
            return Some((ty.clone(), sampler.clone()));
        }
        let ty = self.r.opaque_types.get(name)?;
        Some((ty.clone(), self.r.combined.get(name).cloned()))
    }

    /// A declarator with the array dimensions of GLSL's type (`float[3] a`)
    /// moved onto it, as the HLSL tree has them.
    fn declarator(&mut self, d: &Declarator, ty: &TypeExpr) -> Result<Declarator, Unhandled> {
        if !ty.dims.is_empty() && !d.dims.is_empty() {
            return Err("array dimensions on both the type and the name");
        }
        let dims = if d.dims.is_empty() { &ty.dims } else { &d.dims };
        let mut out_dims = Vec::with_capacity(dims.len());
        for dim in dims {
            out_dims.push(match dim {
                Some(e) => Some(self.expr(e)?),
                None => None,
            });
        }
        // `T a[] = T[](x, y, z)`: the unsized dimensions take the
        // constructor's sizes (GLSL 4.60 §4.1.9).
        if out_dims.iter().any(Option::is_none)
            && let Some(Expr { kind: ExprKind::Call { callee: Callee::Type(ctor), args }, .. }) = &d.init
            && ctor.dims.len() == out_dims.len()
            && let Ok(sizes) = self.array_dims(ctor, args)
        {
            for (dim, size) in out_dims.iter_mut().zip(sizes) {
                if dim.is_none() {
                    *dim = Some(match size.parse::<u64>() {
                        Ok(n) => Expr::new(ExprKind::Int(n, IntSuffix::None), d.name_span),
                        Err(_) if size.starts_with('(') => replacement(&size, d.name_span)?,
                        Err(_) => Expr::new(ExprKind::Ident(size), d.name_span),
                    });
                }
            }
        }
        let init = match &d.init {
            Some(e) => Some(self.expr(e)?),
            None => None,
        };
        if init.is_none() && out_dims.iter().any(Option::is_none) {
            return Err("an unsized array");
        }
        Ok(Declarator { name: d.name.clone(), name_span: d.name_span, dims: out_dims, annotations: Vec::new(), init })
    }

    fn var(&mut self, v: &VarDecl) -> Result<VarDecl, Unhandled> {
        self.declaration(v, true)
    }

    /// A local variable's declaration (`locals`: its names are declared
    /// in the scope), or a local struct's member.
    fn declaration(&mut self, v: &VarDecl, locals: bool) -> Result<VarDecl, Unhandled> {
        if !v.attributes.is_empty() {
            return Err("an attribute");
        }
        let modifiers = self.qualifiers(&v.modifiers)?;
        let ty = self.decl_ty(&v.modifiers, &v.ty)?;
        let mut declarators = Vec::with_capacity(v.declarators.len());
        for d in &v.declarators {
            // A local's scope begins after its initializer (GLSL 4.60
            // §4.2.2: `float x = x * 2.0;` reads an outer `x`), as the
            // lowering's does.
            declarators.push(self.declarator(d, &v.ty)?);
            if locals {
                self.declare(&d.name);
            }
        }
        Ok(VarDecl { attributes: Vec::new(), modifiers, ty, declarators, span: v.span })
    }

    fn block(&mut self, b: &Block) -> Result<Block, Unhandled> {
        self.open();
        let mut stmts = Vec::with_capacity(b.stmts.len());
        for s in &b.stmts {
            stmts.push(self.stmt(s)?);
        }
        self.close();
        Ok(Block { stmts, span: b.span })
    }

    /// A statement that opens a scope of its own (a loop body, a branch).
    fn scoped(&mut self, s: &Stmt) -> Result<Box<Stmt>, Unhandled> {
        self.open();
        let out = self.stmt(s)?;
        self.close();
        Ok(Box::new(out))
    }

    /// One statement. Each kind is a function of its own whose result is
    /// this one's, so no frame nested blocks recurse through holds more
    /// than one statement (a debug build on wasm's 1 MiB stack).
    fn stmt(&mut self, s: &Stmt) -> Result<Stmt, Unhandled> {
        self.at.push(s.span);
        if !s.attributes.is_empty() {
            return Err("a statement attribute");
        }
        let kind = self.stmt_kind(&s.kind)?;
        self.at.pop();
        Ok(Stmt { kind, attributes: Vec::new(), span: s.span })
    }

    #[inline(never)]
    fn stmt_kind(&mut self, kind: &StmtKind) -> Result<StmtKind, Unhandled> {
        match kind {
            StmtKind::Empty => Ok(StmtKind::Empty),
            StmtKind::Expr(e) => self.expr_stmt(e),
            StmtKind::Var(v) => self.var_stmt(v),
            StmtKind::Block(b) => self.block_stmt(b),
            StmtKind::If { cond, then, els } => self.if_stmt(cond, then, els.as_deref()),
            StmtKind::For { init, cond, step, body } => {
                self.for_stmt(init.as_deref(), cond.as_ref(), step.as_ref(), body)
            }
            StmtKind::While { cond, body } => self.while_stmt(cond, body, false),
            StmtKind::DoWhile { body, cond } => self.while_stmt(cond, body, true),
            StmtKind::Switch { selector, cases } => self.switch_stmt(selector, cases),
            StmtKind::Break => Ok(StmtKind::Break),
            StmtKind::Continue => Ok(StmtKind::Continue),
            StmtKind::Return(v) => self.return_stmt(v.as_ref()),
            StmtKind::Discard => Ok(StmtKind::Discard),
            StmtKind::Error => Err("a syntax error"),
        }
    }

    #[inline(never)]
    fn var_stmt(&mut self, v: &VarDecl) -> Result<StmtKind, Unhandled> {
        Ok(StmtKind::Var(self.var(v)?))
    }

    #[inline(never)]
    fn block_stmt(&mut self, b: &Block) -> Result<StmtKind, Unhandled> {
        Ok(StmtKind::Block(self.block(b)?))
    }

    #[inline(never)]
    fn expr_stmt(&mut self, e: &Expr) -> Result<StmtKind, Unhandled> {
        if let ExprKind::Ident(n) = &e.kind
            && !self.is_local(n)
        {
            // `demote;` (GL_EXT_demote_to_helper_invocation) is Metal's
            // `discard_fragment()`, which demotes the thread to a helper.
            if n == "demote" {
                return Ok(StmtKind::Discard);
            }
            // A built-in variable alone as a statement reads nothing anyone
            // sees, and asks the stage for no input.
            if n.starts_with("gl_") {
                return Ok(StmtKind::Empty);
            }
        }
        if let ExprKind::Call { callee: Callee::Name(n, _), args } = &e.kind
            && matches!(n.as_str(), "beginInvocationInterlockARB" | "endInvocationInterlockARB")
            && args.is_empty()
            && self.r.stage == Some(crate::options::Stage::Fragment)
            && !self.r.user_fns.contains(n)
        {
            return Ok(StmtKind::Empty);
        }
        Ok(StmtKind::Expr(self.expr(e)?))
    }

    #[inline(never)]
    fn if_stmt(&mut self, cond: &Expr, then: &Stmt, els: Option<&Stmt>) -> Result<StmtKind, Unhandled> {
        let cond = self.expr(cond)?;
        let then = self.scoped(then)?;
        let els = match els {
            Some(e) => Some(self.scoped(e)?),
            None => None,
        };
        Ok(StmtKind::If { cond, then, els })
    }

    #[inline(never)]
    fn for_stmt(
        &mut self,
        init: Option<&Stmt>,
        cond: Option<&Expr>,
        step: Option<&Expr>,
        body: &Stmt,
    ) -> Result<StmtKind, Unhandled> {
        self.open();
        let init = match init {
            Some(i) => Some(Box::new(self.stmt(i)?)),
            None => None,
        };
        let cond = cond.map(|c| self.expr(c)).transpose()?;
        let step = step.map(|c| self.expr(c)).transpose()?;
        let body = self.scoped(body)?;
        self.close();
        Ok(StmtKind::For { init, cond, step, body })
    }

    #[inline(never)]
    fn while_stmt(&mut self, cond: &Expr, body: &Stmt, do_while: bool) -> Result<StmtKind, Unhandled> {
        if do_while {
            let body = self.scoped(body)?;
            return Ok(StmtKind::DoWhile { body, cond: self.expr(cond)? });
        }
        let cond = self.expr(cond)?;
        Ok(StmtKind::While { cond, body: self.scoped(body)? })
    }

    #[inline(never)]
    fn switch_stmt(&mut self, selector: &Expr, cases: &[crate::hlsl::ast::Case]) -> Result<StmtKind, Unhandled> {
        let selector = self.expr(selector)?;
        self.open();
        let cases = self.cases(cases)?;
        self.close();
        Ok(StmtKind::Switch { selector, cases })
    }

    fn cases(&mut self, cases: &[crate::hlsl::ast::Case]) -> Result<Vec<crate::hlsl::ast::Case>, Unhandled> {
        let mut out = Vec::with_capacity(cases.len());
        for c in cases {
            let mut labels = Vec::with_capacity(c.labels.len());
            for l in &c.labels {
                let value = l.value.as_ref().map(|v| self.expr(v)).transpose()?;
                labels.push(crate::hlsl::ast::CaseLabel { value, span: l.span });
            }
            let mut body = Vec::with_capacity(c.body.len());
            for s in &c.body {
                body.push(self.stmt(s)?);
            }
            out.push(crate::hlsl::ast::Case { labels, body, span: c.span });
        }
        Ok(out)
    }

    #[inline(never)]
    fn return_stmt(&mut self, v: Option<&Expr>) -> Result<StmtKind, Unhandled> {
        Ok(StmtKind::Return(v.map(|e| self.expr(e)).transpose()?))
    }

    fn exprs(&mut self, es: &[Expr]) -> Result<Vec<Expr>, Unhandled> {
        es.iter().map(|e| self.expr(e)).collect()
    }

    fn boxed(&mut self, e: &Expr) -> Result<Box<Expr>, Unhandled> {
        self.expr(e).map(Box::new)
    }

    /// An expression; on failure its span (or an inner one's) stays on
    /// [`Translate::at`], where the construct not translated is.
    fn expr(&mut self, e: &Expr) -> Result<Expr, Unhandled> {
        self.at.push(e.span);
        let out = self.expr_kind(e)?;
        self.at.pop();
        Ok(out)
    }

    #[inline(always)]
    fn expr_kind(&mut self, e: &Expr) -> Result<Expr, Unhandled> {
        let span = e.span;
        let kind = match &e.kind {
            ExprKind::Int(v, s) => ExprKind::Int(*v, *s),
            ExprKind::Float(v, s) => ExprKind::Float(*v, *s),
            ExprKind::Bool(b) => ExprKind::Bool(*b),
            ExprKind::Ident(name) => return self.ident(name, span),
            ExprKind::Unary(op, a) => ExprKind::Unary(*op, self.boxed(a)?),
            ExprKind::Binary(..) => return self.binary_chain(e),
            ExprKind::Assign(op, a, b) => ExprKind::Assign(*op, self.boxed(a)?, self.boxed(b)?),
            ExprKind::Ternary(c, a, b) => ExprKind::Ternary(self.boxed(c)?, self.boxed(a)?, self.boxed(b)?),
            ExprKind::Comma(a, b) => ExprKind::Comma(self.boxed(a)?, self.boxed(b)?),
            ExprKind::Cast(..) => return Err("a cast"),
            ExprKind::Call { callee, args } => return self.call(callee, args, span),
            ExprKind::Member(object, member, mspan) => return self.member(object, member, *mspan, span),
            ExprKind::Index(a, i) => return self.index(a, i, span),
            ExprKind::InitList(items) => ExprKind::InitList(self.exprs(items)?),
            ExprKind::Error => return Err("a syntax error"),
        };
        Ok(Expr { kind, span })
    }

    /// `a + b + … + z`, a tree as deep as the chain is long (the parser
    /// builds it in a loop, up to its chain budget): its left spine is
    /// walked in a loop, so the stack holds one operand at a time.
    fn binary_chain(&mut self, e: &Expr) -> Result<Expr, Unhandled> {
        let mut spine = Vec::new();
        let mut leftmost = e;
        while let ExprKind::Binary(op, a, b) = &leftmost.kind {
            spine.push((*op, b.as_ref(), leftmost.span));
            leftmost = a;
        }
        let mut acc = self.expr(leftmost)?;
        while let Some((op, b, span)) = spine.pop() {
            let b = self.boxed(b)?;
            acc = Expr::new(ExprKind::Binary(op, Box::new(acc), b), span);
        }
        Ok(acc)
    }

    /// A name not followed by `.member` (see [`Translate::member`]).
    fn ident(&mut self, name: &str, span: Span) -> Result<Expr, Unhandled> {
        let plain = Ok(Expr::new(ExprKind::Ident(name.to_string()), span));
        // A separate sampler is a value (`sampler s = samplers[i];`).
        if let Some((ty, _)) = self.opaque_of(name)
            && !matches!(ty.as_str(), "sampler" | "samplerShadow" | "accelerationStructureEXT")
        {
            return Err("a texture or image used as a value");
        }
        if self.is_local(name) {
            return plain;
        }
        let r = self.r;
        if let Some(counter) = self.counter(name, span) {
            return counter;
        }
        if name.starts_with("gl_")
            && let Some(builtin) = self.builtin_variable(name, span)
        {
            return builtin;
        }
        if let Some(h) = crate::glsl::ray_query::respell(name) {
            return Ok(Expr::new(ExprKind::Ident(h.to_string()), span));
        }
        if let Some(rep) = r.bare_members.get(name) {
            return replacement(rep, span);
        }
        plain
    }

    fn member(&mut self, object: &Expr, member: &str, mspan: Span, span: Span) -> Result<Expr, Unhandled> {
        if member == "gl_CullDistance" {
            return self.error(codes::METAL_CULL_DISTANCE, "Metal has no cull distances", mspan);
        }
        if let ExprKind::Ident(inst) = &object.kind
            && !self.is_local(inst)
        {
            let r = self.r;
            if r.dropped_instances.contains(inst) {
                return Ok(Expr::new(ExprKind::Ident(member.to_string()), mspan));
            }
            if let Some(rep) = r.instance_rewrites.get(&super::instance_key(inst, member)) {
                return replacement(rep, object.span.to(mspan));
            }
            if let Some(rep) = r.instance_rewrites.get(&super::instance_key(inst, "")) {
                let object = replacement(rep, object.span)?;
                return Ok(Expr::new(ExprKind::Member(Box::new(object), member.to_string(), mspan), span));
            }
            // `gl_WorkGroupSize.x`: a constant (it may size an array), the
            // size the shader declared, or the specialization constant that
            // sets it.
            if inst == "gl_WorkGroupSize"
                && let Some(size) = r.local_size
                && let Some(axis) = ["x", "y", "z"].iter().position(|a| *a == member)
                && let Some(n) = size.get(axis)
            {
                return Ok(match r.local_size_spec.get(axis).cloned().flatten() {
                    Some((name, _)) => {
                        let uint = TypeExpr { name: "uint".into(), args: Vec::new(), dims: Vec::new(), span };
                        let arg = Expr::new(ExprKind::Ident(name), span);
                        Expr::new(ExprKind::Call { callee: Callee::Type(uint), args: vec![arg] }, span)
                    }
                    None => {
                        Expr::new(ExprKind::Int(u64::try_from(*n).map_err(|_| "a negative size")?, IntSuffix::U), span)
                    }
                });
            }
        }
        let object = self.boxed(object)?;
        Ok(Expr::new(ExprKind::Member(object, member.to_string(), mspan), span))
    }

    fn call(&mut self, callee: &Callee, args: &[Expr], span: Span) -> Result<Expr, Unhandled> {
        let call = |callee: Callee, args: Vec<Expr>| Ok(Expr::new(ExprKind::Call { callee, args }, span));
        let named = |name: &str, nspan: Span| Callee::Name(name.to_string(), nspan);
        match callee {
            Callee::Type(ty) => {
                // ES 1.00's `texture2D(s, uv)` (a type name in Vulkan GLSL).
                if ty.dims.is_empty() && TEXTURE_FUNCTIONS.contains(&ty.name.as_str()) {
                    return self.builtin_call(&ty.name, ty.span, args, span);
                }
                if !ty.dims.is_empty() {
                    return self.array_constructor(ty, args, span);
                }
                if let Some(n) = square_matrix(&ty.name)
                    && args.len() == 1
                {
                    self.effects.matrix_ctors.push(n);
                    let args = self.exprs(args)?;
                    return call(named(&format!("__glsl_mat{n}"), ty.span), args);
                }
                let ty = self.ty(ty)?;
                let args = self.exprs(args)?;
                call(Callee::Type(ty), args)
            }
            Callee::Method { object, name, template, span: nspan } => {
                if name == "length" && args.is_empty() && template.is_empty() {
                    // Diagnostics about the length point at `length`.
                    let object = self.expr(object)?;
                    let args = vec![object];
                    return Ok(Expr::new(ExprKind::Call { callee: named("__glsl_length", *nspan), args }, *nspan));
                }
                Err("a method call")
            }
            Callee::Template { .. } => Err("a template call"),
            Callee::Name(name, nspan) => {
                // GL_ARB_sparse_texture2's residency queries: Metal has
                // sparse textures (`sparse_sample`), not translated yet.
                if name.starts_with("sparse") && name.ends_with("ARB") && !self.r.user_fns.contains(name) {
                    let msg =
                        format!("`{name}`: sparse texture residency (GL_ARB_sparse_texture2) is not supported yet");
                    return self.error(codes::SEM_UNSUPPORTED, msg, *nspan);
                }
                self.builtin_call(name, *nspan, args, span)
            }
        }
    }

    /// A call by name: a user function, or a GLSL built-in under the name
    /// the lowering knows it by.
    fn builtin_call(&mut self, name: &str, nspan: Span, args: &[Expr], span: Span) -> Result<Expr, Unhandled> {
        let call = |name: &str, args: Vec<Expr>| {
            Ok(Expr::new(ExprKind::Call { callee: Callee::Name(name.to_string(), nspan), args }, span))
        };
        if self.is_local(name) {
            return Err("a call of a local's name");
        }
        let r = self.r;
        if r.user_fns.contains(name) {
            let mut out = Vec::with_capacity(args.len());
            for (k, a) in args.iter().enumerate() {
                self.user_arg(a, (name, k), &mut out)?;
            }
            return call(r.respelled.get(name).map(String::as_str).unwrap_or(name), out);
        }
        if let Some(op) = relational(name) {
            let [a, b] = args else {
                return self.error(codes::SEM_BAD_ARGUMENT_COUNT, format!("`{name}` takes 2 arguments"), nspan);
            };
            let op = match op {
                "<" => crate::hlsl::ast::BinOp::Lt,
                "<=" => crate::hlsl::ast::BinOp::Le,
                ">" => crate::hlsl::ast::BinOp::Gt,
                _ => crate::hlsl::ast::BinOp::Ge,
            };
            return Ok(Expr::new(ExprKind::Binary(op, self.boxed(a)?, self.boxed(b)?), span));
        }
        let renamed: &str = match name {
            "equal" => "__glsl_equal",
            "notEqual" => "__glsl_notEqual",
            _ if glsl_helper(name).is_some() => {
                let h = glsl_helper(name).unwrap_or_default();
                self.effects.helpers.push(h);
                h
            }
            "allInvocationsEqual" | "allInvocationsEqualARB" => "__glsl_all_equal",
            _ if name.starts_with("imageAtomic") => return self.image_atomic(name, args, Call { name: nspan, span }),
            "EmitVertex" if self.r.stage == Some(crate::options::Stage::Geometry) => "__glsl_EmitVertex",
            "EndPrimitive" if self.r.stage == Some(crate::options::Stage::Geometry) => "__glsl_EndPrimitive",
            "interpolateAtCentroid" | "interpolateAtSample" | "interpolateAtOffset" => {
                return self.interpolate_at(name, args, Call { name: nspan, span });
            }
            _ if unsupported_builtin(name).is_some() => {
                let (code, why) = unsupported_builtin(name).unwrap_or((codes::METAL_UNSUPPORTED, ""));
                return self.error(code, why.replace("{}", name), nspan);
            }
            _ if ballot_helper(name).is_some() => {
                let h = ballot_helper(name).unwrap_or_default();
                self.effects.helpers.push(h);
                h
            }
            "subgroupInclusiveAdd" => "__glsl_inclusive_add",
            "subgroupInclusiveMul" => "__glsl_inclusive_mul",
            "subgroupAllEqual" => "__glsl_all_equal",
            "subgroupShuffleXor" | "subgroupShuffleUp" | "subgroupShuffleDown" => {
                return self.relative_shuffle(name, args, Call { name: nspan, span });
            }
            _ if (name.starts_with("subgroupInclusive") || name.starts_with("subgroupExclusive"))
                && function_name(name).is_none() =>
            {
                let msg = format!("Metal's SIMD-group scans are sums and products only: `{name}` has no equivalent");
                return self.error(codes::METAL_UNSUPPORTED, msg, nspan);
            }
            "not" if args.len() == 1 => {
                let [a] = args else { return Err("`not`") };
                return Ok(Expr::new(ExprKind::Unary(UnOp::Not, self.boxed(a)?), span));
            }
            "mod" => {
                self.effects.needs_mod = true;
                "__glsl_mod"
            }
            "inverse" => {
                self.effects.needs_inverse = true;
                "__glsl_inverse"
            }
            "debugPrintfEXT" => "printf",
            "atan" if args.len() == 2 => "atan2",
            "atomicCounterIncrement" | "atomicCounterDecrement" | "atomicCounter" | "atomicCounterSubtract" => {
                return self.counter_call(name, args, Call { name: nspan, span });
            }
            "atomicStore" => {
                return self.scoped_atomic((name, "InterlockedExchange"), args, 2, Call { name: nspan, span });
            }
            "atomicAdd" | "atomicMin" | "atomicMax" | "atomicAnd" | "atomicOr" | "atomicXor" | "atomicExchange"
                if args.len() == 5 =>
            {
                let f = function_name(name).unwrap_or("InterlockedAdd");
                return self.scoped_atomic((name, f), args, 2, Call { name: nspan, span });
            }
            "atomicCompSwap" if args.len() == 8 => {
                return self.scoped_atomic((name, "InterlockedCompareExchange"), args, 3, Call { name: nspan, span });
            }
            "helperInvocationEXT" => {
                if self.r.stage.is_some_and(|s| s != crate::options::Stage::Fragment) {
                    let msg = format!("`{name}` is a fragment shader built-in");
                    self.effects.diags.push(Diagnostic::error(codes::SEM_UNDECLARED, msg, nspan));
                }
                "__glsl_is_helper"
            }
            // The critical section's bounds (a statement of their own, see
            // `expr_stmt`): Metal's raster order groups need no call.
            "beginInvocationInterlockARB" | "endInvocationInterlockARB"
                if self.r.stage == Some(crate::options::Stage::Fragment) && args.is_empty() =>
            {
                return Err("an interlock bound inside an expression");
            }
            // A subpass input parameter is already the attachment's value;
            // a global one is read with `SubpassLoad()`.
            // A multisampled one is a texture, read at a sample.
            "subpassLoad" if (1..=2).contains(&args.len()) => {
                let (a, sample) = match args {
                    [a] => (a, None),
                    [a, s] => (a, Some(s)),
                    _ => return Err("`subpassLoad`"),
                };
                if let ExprKind::Ident(n) = &a.kind
                    && sample.is_none()
                    && self.is_subpass_param(n)
                {
                    return Ok(Expr::new(ExprKind::Ident(n.clone()), a.span));
                }
                let object = self.expr(a)?;
                let callee = Callee::Method {
                    object: Box::new(object),
                    name: "SubpassLoad".into(),
                    template: Vec::new(),
                    span: nspan,
                };
                let args = match sample {
                    Some(s) => vec![self.expr(s)?],
                    None => Vec::new(),
                };
                return Ok(Expr::new(ExprKind::Call { callee, args }, span));
            }
            _ if TEXTURE_FUNCTIONS.contains(&name) || matches!(name, "shadow2D" | "shadow2DProj" | "shadow2DLod") => {
                return self.texture_call(name, args, Call { name: nspan, span });
            }
            _ => function_name(name).or_else(|| crate::glsl::ray_query::respell(name)).unwrap_or(name),
        };
        let args = self.exprs(args)?;
        call(renamed, args)
    }

    /// Argument `k` of a call of the user function `function`: a texture,
    /// image or combined sampler passed whole is the texture and its
    /// sampler (the parameter became both), an element of an array of them
    /// the texture element and the sampler element (the index is written
    /// twice, so it must be free of side effects).
    fn user_arg(&mut self, a: &Expr, (function, k): (&str, usize), out: &mut Vec<Expr>) -> Result<(), Unhandled> {
        let (base, index) = match &a.kind {
            ExprKind::Ident(n) => (n.as_str(), None),
            ExprKind::Index(b, i) => match &b.kind {
                ExprKind::Ident(n) => (n.as_str(), Some(i.as_ref())),
                _ => ("", None),
            },
            _ => ("", None),
        };
        let Some((_, sampler)) = self.opaque_of(base) else {
            out.push(self.expr(a)?);
            return Ok(());
        };
        // GLSL 4.60 §6.1.1: an image declared `readonly` or `writeonly`
        // may be passed only to a parameter with that qualifier too.
        if index.is_none()
            && !self.is_local(base)
            && let Some(&q) = self.r.image_access.get(base)
            && let Some(quals) = self.r.image_params.get(&crate::ordered::pair_key(function, k))
            && !quals.contains(&q)
        {
            let msg = format!("a parameter without `{q}` cannot take an image declared `{q}`");
            self.effects.diags.push(Diagnostic::error(codes::SEM_INVALID_OPERATION, msg, a.span));
        }
        let element = |this: &mut Self, name: &str| -> Result<Expr, Unhandled> {
            let ident = Expr::new(ExprKind::Ident(name.to_string()), a.span);
            Ok(match index {
                None => ident,
                Some(i) => Expr::new(ExprKind::Index(Box::new(ident), this.boxed(i)?), a.span),
            })
        };
        if index.is_some_and(|i| !pure(i)) && sampler.is_some() {
            return Err("an element of a sampler array at an index with side effects");
        }
        out.push(element(self, base)?);
        if let Some(s) = sampler {
            out.push(element(self, &s)?);
        }
        Ok(())
    }
}

/// The HLSL text the rewriter declared for a block member (`Scene.tint`,
/// `_Particles[0].data`), as an expression with the user's span.
fn replacement(text: &str, span: Span) -> Result<Expr, Unhandled> {
    let tokens = generated(text, span)?;
    let mut e = crate::hlsl::parse::parse_expression(&tokens).ok_or("a replacement that does not parse")?;
    respan(&mut e, span);
    Ok(e)
}

/// A deferred initializer the front-end generates (`gl_WorkGroupSize` from
/// specialization constants, a per-sample `gl_FragCoord`): the global
/// `name` assigned the HLSL expression `hlsl`.
pub(super) fn generated_init(name: &str, span: Span, hlsl: &str) -> Option<DeferredInit> {
    Some((name.to_string(), span, replacement(hlsl, span).ok()?))
}

/// HLSL text the front-end generates, as tokens with the span of the user's
/// code it stands for.
fn generated(text: &str, span: Span) -> Result<Vec<Token>, Unhandled> {
    let lexed = lex_str(text, 0);
    if !lexed.problems.is_empty() {
        return Err("generated text that does not lex");
    }
    let mut tokens = lexed.tokens;
    for t in &mut tokens {
        t.span = span;
    }
    Ok(tokens)
}

/// Every node of `e` spans `span` (the user's name it stands for).
fn respan(e: &mut Expr, span: Span) {
    e.span = span;
    match &mut e.kind {
        ExprKind::Unary(_, a) => respan(a, span),
        ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Comma(a, b) | ExprKind::Index(a, b) => {
            respan(a, span);
            respan(b, span);
        }
        ExprKind::Ternary(a, b, c) => {
            respan(a, span);
            respan(b, span);
            respan(c, span);
        }
        ExprKind::Member(a, _, s) => {
            *s = span;
            respan(a, span);
        }
        ExprKind::Call { callee, args } => {
            match callee {
                Callee::Name(_, s) | Callee::Template { span: s, .. } => *s = span,
                Callee::Type(t) => t.span = span,
                Callee::Method { object, span: s, .. } => {
                    *s = span;
                    respan(object, span);
                }
            }
            for a in args {
                respan(a, span);
            }
        }
        ExprKind::InitList(items) => {
            for a in items {
                respan(a, span);
            }
        }
        ExprKind::Cast(t, _, a) => {
            t.span = span;
            respan(a, span);
        }
        ExprKind::Int(..) | ExprKind::Float(..) | ExprKind::Bool(_) | ExprKind::Ident(_) | ExprKind::Error => {}
    }
}

/// `e` has no side effects and may be written twice: names, literals,
/// arithmetic, members and elements.
fn pure(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Int(..) | ExprKind::Float(..) | ExprKind::Bool(_) | ExprKind::Ident(_) => true,
        ExprKind::Unary(UnOp::Neg | UnOp::Plus, a) | ExprKind::Member(a, _, _) => pure(a),
        // `nonuniformEXT(i)` only qualifies its operand.
        ExprKind::Call { callee: Callee::Name(n, _), args } if n == "nonuniformEXT" => args.iter().all(pure),
        ExprKind::Binary(
            crate::hlsl::ast::BinOp::Add
            | crate::hlsl::ast::BinOp::Sub
            | crate::hlsl::ast::BinOp::Mul
            | crate::hlsl::ast::BinOp::Div
            | crate::hlsl::ast::BinOp::Rem,
            a,
            b,
        )
        | ExprKind::Index(a, b) => pure(a) && pure(b),
        _ => false,
    }
}

/// Placeholder names: `glsl::parse_and_lower` puts function `k` of
/// [`super::Rewritten::functions`] where the prototype of `__glsl_fn_k` is.
fn placeholder(k: usize) -> String {
    format!("__glsl_fn_{k}")
}
