//! Structs holding textures, samplers and buffers, flattened before any
//! other pass (DXC's legalization does the same): naga's structs hold data
//! only, and Metal passes each resource as an argument of its own.
//!
//! - A global of such a struct (or an array of them, of constant sizes) is
//!   one resource global per resource member and element, named
//!   `VAR_MEMBER` (`VAR_K_MEMBER` for element K), declared where the struct
//!   was, in member order: automatic registers follow declaration order,
//!   and a `register(t3)` on the struct gives its first texture `t3`, the
//!   next one `t4` and so on per register class (`vk::binding(N)` likewise
//!   counts on from N over every member: the order DXC's binding tests
//!   expect; for D3D registers the same member order is assumed).
//! - The struct itself keeps its data members (it is dropped when it has
//!   none), so a variable of it keeps its name for its data part.
//! - A local or parameter of such a struct is a set of handles known here:
//!   `s.tex` is replaced by the resource it was last given. A handle
//!   chosen by control flow (assigned in a branch or loop body and read
//!   after it) is OSH3021 at its use, never a guess.
//! - A helper with such a parameter is copied once per set of resources
//!   it is called with (`NAME_N`), the parameter bound to that set.
//! - A helper returning a resource or such a struct is copied per call and
//!   replaced by the resource it returns ([`returns`]).
//! - A member that is an array of such structs is flattened per element
//!   (`VAR_MEMBER_K_INNER`).
//!
//! Recursion: expressions follow the tree (bounded by the parser);
//! specialising helpers nests at most [`MAX_DEPTH`] calls deep, and such
//! structs nest at most as deep; they make at most [`MAX_HANDLES`]
//! resources.
//!
//! One file past the usual size: the walk over statements and expressions
//! and the handle bookkeeping it drives are one state machine (`Flat`).

use crate::diag::{Diagnostic, codes};
use crate::hlsl::ast::*;
use crate::ordered::{OrdMap, OrdSet};
use crate::source::Span;

mod globals;
mod returns;

/// Bound on helpers specialised inside helpers, and on structs holding
/// resources nested in each other.
const MAX_DEPTH: u32 = 32;

/// Bound on the resources flattened structs make (globals and the handles
/// of each local).
const MAX_HANDLES: u32 = 4096;

/// The register class of a resource type name (`None`: not a resource).
fn resource_class(name: &str) -> Option<char> {
    let name = name.rsplit("::").next().unwrap_or(name);
    if !crate::hlsl::parse::is_builtin_type_name(name) {
        return None;
    }
    if name.starts_with("Sampler") || name.starts_with("sampler") {
        return Some('s');
    }
    if name == "ConstantBuffer" {
        return Some('b');
    }
    let rw = name.starts_with("RW")
        || name.starts_with("RasterizerOrdered")
        || name.starts_with("Append")
        || name.starts_with("Consume");
    let resource = name.starts_with("Texture")
        || name.contains("Buffer")
        || name.starts_with("SubpassInput")
        || name.starts_with("RaytracingAccelerationStructure");
    match (resource, rw) {
        (true, true) => Some('u'),
        (true, false) | (false, true) => Some('t'),
        (false, false) => None,
    }
}

#[derive(Clone, Debug)]
enum Kind {
    /// A resource member: its type, array dimensions and register class.
    Leaf {
        ty: TypeExpr,
        dims: Vec<Option<Expr>>,
        class: char,
    },
    /// A member of another struct holding resources (by name), and its
    /// array dimensions.
    Nested(String, Vec<Option<Expr>>),
    Data,
}

#[derive(Clone, Debug)]
struct Info {
    members: Vec<(String, Kind)>,
    has_data: bool,
    /// 1 plus the deepest struct holding resources among the members.
    depth: u32,
    /// Handles of one value (array members counted per element).
    handles: u64,
}

/// What a handle of a local struct holds.
#[derive(Clone, Debug)]
enum Slot {
    /// The resource expression, and a key comparing it with another.
    Known(Expr, String),
    Unset,
    /// Chosen by the control flow at this span.
    Runtime(Span),
}

/// The handles of one struct value (or array of them).
#[derive(Clone, Debug)]
enum Ent {
    Struct {
        name: String,
        slots: OrdMap<String, Slot>,
        nested: OrdMap<String, Ent>,
    },
    Array(Vec<Ent>),
    /// An element picked by an index that is not constant.
    Bad(Span),
}

#[derive(Clone, Debug)]
enum Bind {
    /// A variable of a struct holding resources; `data` when its data part
    /// is a variable of the same name; `escapes` for `out`/`inout`
    /// parameters.
    Var { ent: Ent, data: bool, escapes: bool },
    /// A name declared with another type, hiding an outer one.
    Shadow,
    /// Inside a method: a bare member name of `this`.
    ThisMember,
    /// A parameter of a helper returning resources, bound to the literal
    /// argument of the call the copy is for.
    Const(Expr),
}

/// An expression resolved against the bindings.
enum Place {
    Ent(Ent, Option<Expr>),
    Expr(Expr),
}

enum Step {
    Member(String),
    Index(usize),
}

struct Flat {
    structs: OrdMap<String, Info>,
    /// Functions with a parameter of a struct holding resources, by name.
    fns: OrdMap<String, Vec<FunctionDecl>>,
    specs: OrdMap<String, String>,
    /// How many copies of each helper were made.
    copies: OrdMap<String, u32>,
    generated: Vec<FunctionDecl>,
    names: OrdSet<String>,
    globals: OrdMap<String, Bind>,
    env: Vec<OrdMap<String, Bind>>,
    ctl: u32,
    depth: u32,
    unique: u32,
    /// Functions copied per literal argument (`returns::literal_copied`).
    literal_copied: OrdSet<String>,
    /// Resource globals made so far (see [`MAX_HANDLES`]).
    made: u32,
    /// Copying a helper that returns a resource or such a struct.
    ret: Option<returns::RetCtx>,
    /// What each such copy returns, by name.
    returns: OrdMap<String, returns::Returned>,
    /// The copy returned unconditionally: the rest of its body is dead.
    done: bool,
    diags: Vec<Diagnostic>,
}

/// `items` with every struct holding resources flattened (module doc).
pub fn flatten(items: Vec<Item>) -> (Vec<Item>, Vec<Diagnostic>) {
    let mut f = Flat {
        structs: OrdMap::new(),
        fns: OrdMap::new(),
        specs: OrdMap::new(),
        copies: OrdMap::new(),
        generated: Vec::new(),
        names: OrdSet::new(),
        globals: OrdMap::new(),
        env: Vec::new(),
        ctl: 0,
        depth: 0,
        unique: 0,
        made: 0,
        literal_copied: OrdSet::new(),
        ret: None,
        returns: OrdMap::new(),
        done: false,
        diags: Vec::new(),
    };
    for item in &items {
        match item {
            Item::Struct(s) => f.classify(s),
            Item::Function(func) => {
                f.names.insert(func.name.clone());
            }
            Item::Var(v) => f.names.extend(v.declarators.iter().map(|d| d.name.clone())),
            Item::Buffer(b) => {
                f.names.insert(b.name.clone());
                f.names.extend(b.members.iter().flat_map(|m| m.declarators.iter().map(|d| d.name.clone())));
            }
            _ => {}
        }
    }
    // `sort::set`: `collect()` into a set would sort a vector first (a
    // stable sort instance of its own in the package).
    let returning: OrdSet<String> = crate::sort::set(items.iter().filter_map(|i| match i {
        Item::Function(func) if resource_class(&func.ret.name).is_some() || f.rs_of(&func.ret).is_some() => {
            Some(func.name.clone())
        }
        _ => None,
    }));
    if f.structs.is_empty() && returning.is_empty() {
        return (items, Vec::new());
    }
    f.literal_copied = returns::literal_copied(&items, &returning);
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        match item {
            Item::Struct(s) => out.extend(f.strip_struct(s).map(Item::Struct)),
            Item::Var(v) if f.rs_of(&v.ty).is_some() => out.extend(f.global(v)),
            Item::Function(func) => {
                if let Some(func) = f.function(func) {
                    out.push(Item::Function(func));
                }
                out.extend(f.generated.drain(..).map(Item::Function));
            }
            Item::Buffer(b) => {
                for m in &b.members {
                    f.refuse_in_buffer(&m.ty, m.span);
                }
                out.push(Item::Buffer(b));
            }
            other => out.push(other),
        }
    }
    f.refuse_entry_points();
    (out, f.diags)
}

impl Flat {
    /// A function taking or returning such structs that nothing calls and
    /// that looks like an entry point (semantics or attributes): an entry
    /// point's parameters come from the pipeline, not from resources.
    fn refuse_entry_points(&mut self) {
        let uncalled: Vec<FunctionDecl> = self
            .fns
            .iter()
            .filter(|(n, _)| !self.copies.contains_key(*n))
            .flat_map(|(_, v)| v.iter().cloned())
            .collect();
        for func in uncalled {
            let semantics = |a: &[Annotation]| a.iter().any(|a| matches!(a, Annotation::Semantic(..)));
            let entry = !func.attributes.is_empty()
                || semantics(&func.annotations)
                || func.params.iter().any(|p| semantics(&p.decl.annotations));
            if entry {
                let msg = format!(
                    "`{}` looks like an entry point, and takes or returns a struct holding textures, samplers or buffers: only helpers can",
                    func.name
                );
                self.error(msg, func.name_span);
            }
        }
    }

    fn error(&mut self, msg: impl Into<String>, span: Span) {
        self.diags.push(Diagnostic::error(codes::SEM_UNSUPPORTED, msg, span));
    }

    fn classify(&mut self, s: &StructDecl) {
        let mut members = Vec::new();
        let mut any_resource = false;
        for m in &s.members {
            for d in &m.declarators {
                let kind = if self.structs.contains_key(&m.ty.name) {
                    Kind::Nested(m.ty.name.clone(), d.dims.clone())
                } else if let Some(class) = resource_class(&m.ty.name) {
                    Kind::Leaf { ty: m.ty.clone(), dims: d.dims.clone(), class }
                } else {
                    Kind::Data
                };
                any_resource |= !matches!(kind, Kind::Data);
                members.push((d.name.clone(), kind));
            }
        }
        if !any_resource {
            return;
        }
        let dims_len = |dims: &[Option<Expr>]| {
            dims.iter().map(|e| e.as_ref().and_then(Self::literal).unwrap_or(1) as u64).fold(1u64, u64::saturating_mul)
        };
        let mut depth = 1;
        let mut handles = 0u64;
        for (_, k) in &members {
            match k {
                Kind::Nested(n, dims) => {
                    let inner = self.structs.get(n);
                    depth = depth.max(1 + inner.map_or(0, |i| i.depth));
                    let per = inner.map_or(0, |i| i.handles);
                    handles = handles.saturating_add(per.saturating_mul(dims_len(dims)));
                }
                Kind::Leaf { .. } => handles = handles.saturating_add(1),
                Kind::Data => {}
            }
        }
        if depth > MAX_DEPTH || handles > u64::from(MAX_HANDLES) {
            let msg = format!(
                "`{}` nests structs holding resources deeper than {MAX_DEPTH} levels or holds more than {MAX_HANDLES} resources",
                s.name
            );
            self.error(msg, s.span);
            return;
        }
        let has_data = members.iter().any(|(_, k)| match k {
            Kind::Data => true,
            Kind::Nested(n, _) => self.structs.get(n).is_some_and(|i| i.has_data),
            Kind::Leaf { .. } => false,
        });
        self.structs.insert(s.name.clone(), Info { members, has_data, depth, handles });
    }

    /// The struct's data part (`None` when it has no data members).
    fn strip_struct(&mut self, mut s: StructDecl) -> Option<StructDecl> {
        let Some(info) = self.structs.get(&s.name) else { return Some(s) };
        if !info.has_data {
            return None;
        }
        for m in &mut s.members {
            m.declarators.retain(|d| match info.members.iter().find(|(n, _)| *n == d.name).map(|(_, k)| k) {
                Some(Kind::Data) | None => true,
                Some(Kind::Nested(n, _)) => self.structs.get(n).is_some_and(|i| i.has_data),
                Some(Kind::Leaf { .. }) => false,
            });
        }
        s.members.retain(|m| !m.declarators.is_empty());
        Some(s)
    }

    fn rs_of(&self, ty: &TypeExpr) -> Option<&Info> {
        self.structs.get(&ty.name)
    }

    fn refuse_in_buffer(&mut self, ty: &TypeExpr, span: Span) {
        if self.rs_of(ty).is_some() {
            let msg = format!("`{}` holds textures, samplers or buffers: it cannot be a member of a buffer", ty.name);
            self.error(msg, span);
        }
    }

    fn unique_name(&mut self, base: String) -> String {
        let mut name = base.clone();
        let mut k = 1;
        while self.names.contains(&name) {
            name = format!("{base}_{k}");
            k += 1;
        }
        self.names.insert(name.clone());
        name
    }

    /// A literal array size (1 for any other: reported by the lowering).
    fn literal(e: &Expr) -> Option<usize> {
        match &e.kind {
            ExprKind::Int(n, _) => usize::try_from(*n).ok(),
            _ => None,
        }
    }

    /// A local's handles before anything is assigned to them.
    fn unset(&self, sname: &str, dims: &[usize]) -> Ent {
        if let Some((n, rest)) = dims.split_first() {
            return Ent::Array((0..*n).map(|_| self.unset(sname, rest)).collect());
        }
        let Some(info) = self.structs.get(sname) else { return Ent::Bad(Span::DUMMY) };
        let mut slots = OrdMap::new();
        let mut nested = OrdMap::new();
        for (m, kind) in &info.members {
            match kind {
                Kind::Leaf { .. } => {
                    slots.insert(m.clone(), Slot::Unset);
                }
                Kind::Nested(n, dims) => {
                    let dims: Vec<usize> =
                        dims.iter().map(|e| e.as_ref().and_then(Self::literal).unwrap_or(1)).collect();
                    nested.insert(m.clone(), self.unset(n, &dims));
                }
                Kind::Data => {}
            }
        }
        Ent::Struct { name: sname.to_string(), slots, nested }
    }

    /// A user function: `None` when it takes a struct holding resources
    /// (it is copied per call instead); else its body rewritten.
    fn function(&mut self, mut func: FunctionDecl) -> Option<FunctionDecl> {
        if self.literal_copied.contains(&func.name) || func.params.iter().any(|p| self.rs_of(&p.ty).is_some()) {
            // Copied per call (a prototype has nothing to copy).
            if func.body.is_some() {
                self.fns.entry(func.name.clone()).or_default().push(func);
            }
            return None;
        }
        if let Some(body) = func.body.take() {
            self.env = vec![OrdMap::new()];
            for p in &func.params {
                self.shadow(&p.decl.name);
            }
            self.ctl = 0;
            func.body = Some(self.block(body));
            // File-scope initializers after it see only globals.
            self.env.clear();
        }
        Some(func)
    }

    fn shadow(&mut self, name: &str) {
        if let Some(scope) = self.env.last_mut() {
            scope.insert(name.to_string(), Bind::Shadow);
        }
    }

    fn lookup(&self, name: &str) -> Option<&Bind> {
        self.env.iter().rev().find_map(|s| s.get(name)).or_else(|| self.globals.get(name))
    }

    fn block(&mut self, b: Block) -> Block {
        self.env.push(OrdMap::new());
        let mut stmts = Vec::with_capacity(b.stmts.len());
        for s in b.stmts {
            if self.done {
                break;
            }
            stmts.extend(self.stmt(s));
        }
        self.env.pop();
        Block { stmts, span: b.span }
    }

    /// One statement where a single one is needed.
    fn single(&mut self, s: Stmt) -> Box<Stmt> {
        let span = s.span;
        let mut list = self.stmt(s);
        if list.len() == 1
            && let Some(one) = list.pop()
        {
            return Box::new(one);
        }
        Box::new(Stmt { kind: StmtKind::Block(Block { stmts: list, span }), attributes: Vec::new(), span })
    }

    fn stmt(&mut self, s: Stmt) -> Vec<Stmt> {
        let Stmt { kind, attributes, span } = s;
        let kind = match kind {
            StmtKind::Var(v) => return self.local(v, attributes, span),
            StmtKind::Expr(e) => match self.assignment(&e) {
                Some(Some(e)) => StmtKind::Expr(e),
                Some(None) => StmtKind::Empty,
                None => StmtKind::Expr(self.expr(e)),
            },
            StmtKind::Block(b) => StmtKind::Block(self.block(b)),
            StmtKind::If { cond, then, els } => {
                let cond = self.expr(cond);
                if let Some(taken) = self.fold_if(&cond) {
                    return match if taken { Some(then) } else { els } {
                        Some(branch) => vec![*self.single(*branch)],
                        None => Vec::new(),
                    };
                }
                let before = self.env.clone();
                self.ctl += 1;
                let then = self.single(*then);
                let after_then = std::mem::replace(&mut self.env, before);
                let els = els.map(|e| self.single(*e));
                self.ctl -= 1;
                self.merge(&after_then, span);
                StmtKind::If { cond, then, els }
            }
            StmtKind::For { init, cond, step, body } => {
                self.env.push(OrdMap::new());
                let init = init.map(|s| self.single(*s));
                let (cond, step, body) = self.looped(span, |f| {
                    let cond = cond.clone().map(|c| f.expr(c));
                    let step = step.clone().map(|c| f.expr(c));
                    let body = f.single((*body).clone());
                    (cond, step, body)
                });
                self.env.pop();
                StmtKind::For { init, cond, step, body }
            }
            StmtKind::While { cond, body } => {
                let (cond, body) = self.looped(span, |f| (f.expr(cond.clone()), f.single((*body).clone())));
                StmtKind::While { cond, body }
            }
            StmtKind::DoWhile { body, cond } => {
                let (body, cond) = self.looped(span, |f| (f.single((*body).clone()), f.expr(cond.clone())));
                StmtKind::DoWhile { body, cond }
            }
            StmtKind::Switch { selector, cases } => {
                let selector = self.expr(selector);
                // Like a loop: a case may fall through into the next one, so
                // a handle any case changes is chosen at run time throughout.
                let cases = self.looped(span, |f| {
                    let start = f.env.clone();
                    let mut ends = Vec::new();
                    let mut out = Vec::with_capacity(cases.len());
                    for c in cases.clone() {
                        f.env = start.clone();
                        f.env.push(OrdMap::new());
                        let mut body = Vec::new();
                        for s in c.body {
                            body.extend(f.stmt(s));
                        }
                        f.env.pop();
                        ends.push(std::mem::replace(&mut f.env, start.clone()));
                        out.push(Case { body, ..c });
                    }
                    for e in &ends {
                        f.merge(e, span);
                    }
                    out
                });
                StmtKind::Switch { selector, cases }
            }
            StmtKind::Return(Some(e)) if self.ret.is_some() => StmtKind::Return(self.ret_value(e, span)),
            StmtKind::Return(e) => StmtKind::Return(e.map(|e| self.expr(e))),
            other => other,
        };
        vec![Stmt { kind, attributes, span }]
    }

    /// A loop: the body is rewritten once to find the handles it changes,
    /// which are then chosen at run time everywhere in and after it.
    fn looped<T>(&mut self, span: Span, mut walk: impl FnMut(&mut Self) -> T) -> T {
        let before = self.env.clone();
        let diags = self.diags.len();
        let generated = self.generated.len();
        let returned = self.ret.as_ref().map_or(0, |r| r.values.len());
        // The trial walk's helper copies are made again by the real one.
        let copies = (self.specs.clone(), self.copies.clone(), self.names.clone(), self.returns.clone());
        self.ctl += 1;
        let _ = walk(self);
        let after = std::mem::replace(&mut self.env, before);
        self.diags.truncate(diags);
        self.generated.truncate(generated);
        (self.specs, self.copies, self.names, self.returns) = copies;
        if let Some(r) = self.ret.as_mut() {
            r.values.truncate(returned);
        }
        self.merge(&after, span);
        let entry = self.env.clone();
        let out = walk(self);
        let after = std::mem::replace(&mut self.env, entry);
        self.merge(&after, span);
        self.ctl -= 1;
        out
    }

    /// Every handle that differs between the bindings and `other` (the
    /// same scopes after another path) is chosen at run time.
    fn merge(&mut self, other: &[OrdMap<String, Bind>], span: Span) {
        for (scope, theirs) in self.env.iter_mut().zip(other) {
            for (name, bind) in scope.iter_mut() {
                if let (Bind::Var { ent, .. }, Some(Bind::Var { ent: other, .. })) = (bind, theirs.get(name)) {
                    merge_ent(ent, other, span);
                }
            }
        }
    }

    /// A local declaration: its handles bound, its data part declared.
    fn local(&mut self, v: VarDecl, attributes: Vec<Attribute>, span: Span) -> Vec<Stmt> {
        let Some(info) = self.rs_of(&v.ty).cloned() else {
            let mut v = v;
            for d in &mut v.declarators {
                d.init = d.init.take().map(|e| self.expr(e));
            }
            for d in &v.declarators {
                self.shadow(&d.name);
            }
            return vec![Stmt { kind: StmtKind::Var(v), attributes, span }];
        };
        let mut out = Vec::new();
        for d in &v.declarators {
            let dims: Option<Vec<usize>> = d.dims.iter().map(|e| e.as_ref().and_then(Self::literal)).collect();
            let Some(dims) = dims else {
                self.error("an array of structs holding resources needs a literal size", d.name_span);
                continue;
            };
            let total = dims.iter().fold(info.handles, |n, &k| n.saturating_mul(k as u64));
            if total > u64::from(MAX_HANDLES) {
                self.error(format!("`{}` holds more than {MAX_HANDLES} resources", d.name), d.name_span);
                continue;
            }
            let mut ent = self.unset(&v.ty.name, &dims);
            let mut data_init = None;
            match &d.init {
                None => {}
                Some(Expr { kind: ExprKind::InitList(list), span }) if dims.is_empty() => {
                    data_init = self.init_list(&mut ent, &v.ty.name, list, *span);
                }
                Some(init) => match self.resolve(init) {
                    Some(Place::Ent(e, data)) => {
                        ent = e;
                        data_init = data;
                    }
                    _ => self.error("this initializer is not a struct of the same type", init.span),
                },
            }
            if info.has_data {
                let decl = Declarator { init: data_init, ..d.clone() };
                let var = VarDecl { declarators: vec![decl], ..v.clone() };
                out.push(Stmt { kind: StmtKind::Var(var), attributes: attributes.clone(), span });
            }
            let bind = Bind::Var { ent, data: info.has_data, escapes: false };
            if let Some(scope) = self.env.last_mut() {
                scope.insert(d.name.clone(), bind);
            }
        }
        out
    }

    /// `{ tex, smp, 1.0 }` for a struct: its handles set, its data part's
    /// initializer returned.
    fn init_list(&mut self, ent: &mut Ent, sname: &str, list: &[Expr], span: Span) -> Option<Expr> {
        let info = self.structs.get(sname).cloned()?;
        if list.len() != info.members.len() {
            self.error(
                format!("this initializer has {} values; `{sname}` has {} members", list.len(), info.members.len()),
                span,
            );
            return None;
        }
        let mut data = Vec::new();
        for ((m, kind), e) in info.members.iter().zip(list) {
            match kind {
                Kind::Data => data.push(self.expr(e.clone())),
                Kind::Leaf { .. } => {
                    let value = self.expr(e.clone());
                    let key = self.key(&value);
                    if let Ent::Struct { slots, .. } = ent {
                        slots.insert(m.clone(), Slot::Known(value, key));
                    }
                }
                Kind::Nested(n, _) => {
                    let Ent::Struct { nested, .. } = ent else { continue };
                    let Some(inner) = nested.get_mut(m) else { continue };
                    let d = match &e.kind {
                        ExprKind::InitList(l) => self.init_list(inner, n, l, e.span),
                        _ => match self.resolve(e) {
                            Some(Place::Ent(x, d)) => {
                                *inner = x;
                                d
                            }
                            _ => {
                                self.error("this initializer is not a struct of the member's type", e.span);
                                None
                            }
                        },
                    };
                    if self.structs.get(n).is_some_and(|i| i.has_data) {
                        data.push(d.unwrap_or_else(|| Expr::error(e.span)));
                    }
                }
            }
        }
        info.has_data.then(|| Expr::new(ExprKind::InitList(data), span))
    }

    /// A key telling two resource expressions apart.
    fn key(&mut self, e: &Expr) -> String {
        fn walk(e: &Expr) -> Option<String> {
            match &e.kind {
                ExprKind::Ident(n) => Some(n.clone()),
                ExprKind::Index(b, i) => match &i.kind {
                    ExprKind::Int(n, _) => Some(format!("{}[{n}]", walk(b)?)),
                    _ => None,
                },
                _ => None,
            }
        }
        walk(e).unwrap_or_else(|| {
            self.unique += 1;
            format!("#{}", self.unique)
        })
    }

    /// `Some` for an assignment to a struct holding resources or to one
    /// of its handles: the data part's assignment, if any.
    fn assignment(&mut self, e: &Expr) -> Option<Option<Expr>> {
        let ExprKind::Assign(None, lhs, rhs) = &e.kind else { return None };
        let (root, steps) = self.path(lhs)?;
        let Some(Bind::Var { escapes, .. }) = self.lookup(&root) else { return None };
        let escapes = *escapes;
        let global = !self.env.iter().any(|s| s.contains_key(&root));
        // A handle member, or the whole struct?
        let handle = self.is_handle(&root, &steps);
        let place = if handle { None } else { self.resolve(lhs) };
        let whole = matches!(place, Some(Place::Ent(..)));
        if !whole && !handle {
            return None;
        }
        if global || escapes {
            let what = if global { "a global" } else { "an `out` or `inout` parameter" };
            self.error(format!("assigning resources to {what} of a struct holding resources is not supported"), e.span);
            return Some(None);
        }
        if handle {
            let value = self.expr((**rhs).clone());
            let key = self.key(&value);
            let Some((Step::Member(m), parent)) = steps.split_last() else { return Some(None) };
            let m = m.clone();
            if let Some(Ent::Struct { slots, .. }) = self.ent_mut(&root, parent) {
                slots.insert(m, Slot::Known(value, key));
            }
            return Some(None);
        }
        let Some(Place::Ent(_, lhs_data)) = place else { return Some(None) };
        let (value, rhs_data) = match self.resolve(rhs) {
            Some(Place::Ent(x, d)) => (x, d),
            _ => {
                self.error("this value is not a struct of the same type", rhs.span);
                return Some(None);
            }
        };
        if let Some(target) = self.ent_mut(&root, &steps) {
            *target = value;
        }
        Some(match (lhs_data, rhs_data) {
            (Some(l), Some(r)) => Some(Expr::new(ExprKind::Assign(None, Box::new(l), Box::new(r)), e.span)),
            _ => None,
        })
    }

    /// Whether `root.steps` names a handle member of a struct.
    fn is_handle(&self, root: &str, steps: &[Step]) -> bool {
        let Some((Step::Member(m), parent)) = steps.split_last() else { return false };
        let Some(Bind::Var { ent, .. }) = self.lookup(root) else { return false };
        let mut e = ent;
        for s in parent {
            e = match (e, s) {
                (Ent::Struct { nested, .. }, Step::Member(n)) => match nested.get(n) {
                    Some(x) => x,
                    None => return false,
                },
                (Ent::Array(v), Step::Index(k)) => match v.get(*k) {
                    Some(x) => x,
                    None => return false,
                },
                _ => return false,
            };
        }
        matches!(e, Ent::Struct { slots, .. } if slots.contains_key(m))
    }

    /// `a.b[2].c` as a root name and its steps (constant indices only).
    fn path(&self, e: &Expr) -> Option<(String, Vec<Step>)> {
        match &e.kind {
            ExprKind::Ident(n) => Some((n.clone(), Vec::new())),
            ExprKind::Member(b, m, _) => {
                let (r, mut s) = self.path(b)?;
                s.push(Step::Member(m.clone()));
                Some((r, s))
            }
            ExprKind::Index(b, i) => {
                let (r, mut s) = self.path(b)?;
                s.push(Step::Index(Self::literal(i)?));
                Some((r, s))
            }
            _ => None,
        }
    }

    fn ent_mut(&mut self, root: &str, steps: &[Step]) -> Option<&mut Ent> {
        let scope = self.env.iter_mut().rev().find(|s| s.contains_key(root))?;
        let Some(Bind::Var { ent, .. }) = scope.get_mut(root) else { return None };
        let mut e = ent;
        for s in steps {
            e = match (e, s) {
                (Ent::Struct { nested, .. }, Step::Member(n)) => nested.get_mut(n)?,
                (Ent::Array(v), Step::Index(k)) => v.get_mut(*k)?,
                _ => return None,
            };
        }
        Some(e)
    }

    /// `e` against the bindings: `None` when it does not involve a struct
    /// holding resources.
    fn resolve(&mut self, e: &Expr) -> Option<Place> {
        match &e.kind {
            ExprKind::Ident(n) => match self.lookup(n)? {
                Bind::Var { ent, data, .. } => {
                    let data = data.then(|| e.clone());
                    Some(Place::Ent(ent.clone(), data))
                }
                Bind::Shadow => None,
                Bind::Const(c) => Some(Place::Expr(Expr::new(c.kind.clone(), e.span))),
                Bind::ThisMember => {
                    let this = Expr::new(ExprKind::Ident(super::methods::THIS.into()), e.span);
                    let member = Expr::new(ExprKind::Member(Box::new(this), n.clone(), e.span), e.span);
                    self.resolve(&member)
                }
            },
            ExprKind::Member(b, m, msp) => match self.resolve(b)? {
                Place::Expr(x) => Some(Place::Expr(Expr::new(ExprKind::Member(Box::new(x), m.clone(), *msp), e.span))),
                Place::Ent(Ent::Struct { name, slots, nested }, data) => {
                    let member = |d: Expr| Expr::new(ExprKind::Member(Box::new(d), m.clone(), *msp), e.span);
                    if let Some(slot) = slots.get(m) {
                        return Some(Place::Expr(self.slot(slot, e)));
                    }
                    if let Some(inner) = nested.get(m) {
                        let has_data = self.structs.get(self.nested_name(&name, m)?).is_some_and(|i| i.has_data);
                        return Some(Place::Ent(inner.clone(), data.filter(|_| has_data).map(member)));
                    }
                    match data {
                        Some(d) => Some(Place::Expr(member(d))),
                        None => {
                            self.error(format!("`{name}` has no member `{m}`"), *msp);
                            Some(Place::Expr(Expr::error(e.span)))
                        }
                    }
                }
                Place::Ent(Ent::Bad(sp), _) => {
                    self.error("this struct holding resources is picked by an index that is not a literal: the resource cannot be known when compiling", sp);
                    Some(Place::Expr(Expr::error(e.span)))
                }
                Place::Ent(Ent::Array(_), _) => {
                    self.error("an array of structs has no members", *msp);
                    Some(Place::Expr(Expr::error(e.span)))
                }
            },
            ExprKind::Call { callee: Callee::Name(n, nsp), args } if self.fns.contains_key(n) => {
                let overloads = self.fns.get(n).cloned().unwrap_or_default();
                Some(self.specialise(n, *nsp, &overloads, args.clone(), e.span))
            }
            ExprKind::Index(b, i) => {
                let base = self.resolve(b)?;
                let index = self.expr((**i).clone());
                Some(match base {
                    Place::Expr(x) => Place::Expr(Expr::new(ExprKind::Index(Box::new(x), Box::new(index)), e.span)),
                    Place::Ent(Ent::Array(v), data) => {
                        let ent = match Self::literal(&index).and_then(|k| v.get(k)) {
                            Some(x) => x.clone(),
                            None => Ent::Bad(i.span),
                        };
                        let data = data.map(|d| Expr::new(ExprKind::Index(Box::new(d), Box::new(index)), e.span));
                        Place::Ent(ent, data)
                    }
                    Place::Ent(..) => {
                        self.error("this struct is not an array", e.span);
                        Place::Expr(Expr::error(e.span))
                    }
                })
            }
            _ => None,
        }
    }

    fn nested_name(&self, sname: &str, m: &str) -> Option<&String> {
        self.structs.get(sname)?.members.iter().find_map(|(n, k)| match k {
            Kind::Nested(s, _) if n == m => Some(s),
            _ => None,
        })
    }

    /// The resource a handle holds at a use `e`.
    fn slot(&mut self, slot: &Slot, e: &Expr) -> Expr {
        match slot {
            Slot::Known(x, _) => Expr::new(x.kind.clone(), e.span),
            Slot::Unset => {
                self.error("this resource member is read before a resource is assigned to it", e.span);
                Expr::error(e.span)
            }
            Slot::Runtime(sp) => {
                let d = Diagnostic::error(
                    codes::SEM_UNSUPPORTED,
                    "this resource member holds a resource chosen at run time (assigned under control flow): Metal needs it known when compiling",
                    e.span,
                )
                .with_label(*sp, "chosen by this statement");
                self.diags.push(d);
                Expr::error(e.span)
            }
        }
    }

    /// An expression with every use of a struct holding resources replaced.
    fn expr(&mut self, e: Expr) -> Expr {
        if matches!(e.kind, ExprKind::Ident(_) | ExprKind::Member(..) | ExprKind::Index(..)) {
            match self.resolve(&e) {
                Some(Place::Expr(x)) => return x,
                Some(Place::Ent(..)) => {
                    self.error("a struct holding textures, samplers or buffers is used as a value here: only its members, a helper's argument or an assignment can take it", e.span);
                    return Expr::error(e.span);
                }
                None => {}
            }
        }
        let span = e.span;
        let b = |x: Expr| Box::new(x);
        let kind = match e.kind {
            ExprKind::Unary(op, x) => ExprKind::Unary(op, b(self.expr(*x))),
            ExprKind::Binary(op, l, r) => ExprKind::Binary(op, b(self.expr(*l)), b(self.expr(*r))),
            ExprKind::Assign(op, l, r) => ExprKind::Assign(op, b(self.expr(*l)), b(self.expr(*r))),
            ExprKind::Ternary(c, t, f) => ExprKind::Ternary(b(self.expr(*c)), b(self.expr(*t)), b(self.expr(*f))),
            ExprKind::Comma(l, r) => ExprKind::Comma(b(self.expr(*l)), b(self.expr(*r))),
            ExprKind::Cast(t, d, x) => ExprKind::Cast(t, d, b(self.expr(*x))),
            ExprKind::Member(x, m, sp) => ExprKind::Member(b(self.expr(*x)), m, sp),
            ExprKind::Index(x, i) => ExprKind::Index(b(self.expr(*x)), b(self.expr(*i))),
            ExprKind::InitList(l) => ExprKind::InitList(l.into_iter().map(|x| self.expr(x)).collect()),
            ExprKind::Call { callee, args } => return self.call(callee, args, span),
            other => other,
        };
        Expr::new(kind, span)
    }

    fn call(&mut self, callee: Callee, args: Vec<Expr>, span: Span) -> Expr {
        let callee = match callee {
            Callee::Method { object, name, template, span: nsp } => match self.resolve(&object) {
                // `s.method(…)` on a struct holding resources: its method
                // `S::method` with `s` as `this`.
                Some(Place::Ent(Ent::Struct { name: sname, .. }, _)) => {
                    let mut all = vec![*object];
                    all.extend(args);
                    return self.call(Callee::Name(format!("{sname}::{name}"), nsp), all, span);
                }
                Some(Place::Expr(x)) => Callee::Method { object: Box::new(x), name, template, span: nsp },
                Some(Place::Ent(..)) => {
                    self.error("an array of structs has no methods", nsp);
                    return Expr::error(span);
                }
                None => Callee::Method { object: Box::new(self.expr(*object)), name, template, span: nsp },
            },
            other => other,
        };
        if let Callee::Name(n, nsp) = &callee
            && let Some(overloads) = self.fns.get(n).cloned()
        {
            return match self.specialise(n, *nsp, &overloads, args, span) {
                Place::Expr(x) => x,
                Place::Ent(..) => {
                    self.error("a struct holding textures, samplers or buffers is used as a value here: only its members, a helper's argument or an assignment can take it", span);
                    Expr::error(span)
                }
            };
        }
        let args = args.into_iter().map(|a| self.expr(a)).collect();
        Expr::new(ExprKind::Call { callee, args }, span)
    }

    /// A call of a helper taking structs holding resources: the helper's
    /// copy for the resources of the arguments.
    fn specialise(&mut self, name: &str, nsp: Span, overloads: &[FunctionDecl], args: Vec<Expr>, span: Span) -> Place {
        let places: Vec<Option<Place>> = args.iter().map(|a| self.resolve(a)).collect();
        let fits = |f: &FunctionDecl| {
            f.params.len() == args.len()
                && f.params.iter().zip(&places).all(|(p, a)| match a {
                    Some(Place::Ent(Ent::Struct { name, .. }, _)) => *name == p.ty.name,
                    _ => !self.structs.contains_key(&p.ty.name),
                })
        };
        let Some((k, decl)) = overloads.iter().enumerate().find(|(_, f)| fits(f)) else {
            self.error(format!("no overload of `{name}` takes these structs holding resources"), nsp);
            return Place::Expr(Expr::error(span));
        };
        let ret_mode = self.returns_handles(decl);
        let per_literal = self.literal_copied.contains(name);
        let mut consts = Vec::new();
        let mut key = format!("{name}#{k}");
        let mut bound = Vec::new();
        let mut new_args = Vec::new();
        for ((p, a), place) in decl.params.iter().zip(args).zip(places) {
            match place {
                Some(Place::Ent(ent, data)) if self.structs.contains_key(&p.ty.name) => {
                    key.push('|');
                    ent_key(&ent, &mut key);
                    if let Some(d) = data {
                        new_args.push(d);
                    }
                    bound.push((p.decl.name.clone(), ent, p.modifiers.inout != InOut::In));
                }
                _ => {
                    let a = self.expr(a);
                    // A helper returning resources is copied per literal
                    // argument too: its result may depend on it.
                    if per_literal && p.modifiers.inout == InOut::In && returns::is_literal(&a) {
                        key.push_str(&format!("|{}={}", p.decl.name, returns::literal_key(&a)));
                        consts.push((p.decl.name.clone(), a));
                    } else {
                        new_args.push(a);
                    }
                }
            }
        }
        let fname = match self.specs.get(&key) {
            Some(f) => f.clone(),
            None => {
                if self.depth >= MAX_DEPTH {
                    self.error(
                        format!("helpers taking structs of resources are nested deeper than {MAX_DEPTH} calls"),
                        nsp,
                    );
                    return Place::Expr(Expr::error(span));
                }
                let count = self.copies.entry(name.to_string()).or_insert(0);
                let base = format!("{}_{count}", name.replace("::", "_"));
                *count += 1;
                let fname = self.unique_name(base);
                self.specs.insert(key, fname.clone());
                self.depth += 1;
                let f = self.copy(decl.clone(), fname.clone(), bound, consts, span);
                self.depth -= 1;
                self.generated.push(f);
                fname
            }
        };
        let call = Expr::new(ExprKind::Call { callee: Callee::Name(fname.clone(), nsp), args: new_args }, span);
        if !ret_mode {
            return Place::Expr(call);
        }
        self.returned(&fname, call, span)
    }

    /// `decl` as `name` with its struct parameters bound to `bound`.
    fn copy(
        &mut self,
        mut decl: FunctionDecl,
        name: String,
        bound: Vec<(String, Ent, bool)>,
        consts: Vec<(String, Expr)>,
        call: Span,
    ) -> FunctionDecl {
        let saved_env = std::mem::take(&mut self.env);
        let saved_ctl = std::mem::replace(&mut self.ctl, 0);
        let saved_done = std::mem::replace(&mut self.done, false);
        let ret =
            self.returns_handles(&decl).then(|| returns::RetCtx { name: decl.name.clone(), call, values: Vec::new() });
        let saved_ret = std::mem::replace(&mut self.ret, ret);
        let mut scope = OrdMap::new();
        let method_of =
            decl.name.rsplit_once("::").map(|(s, _)| s.to_string()).filter(|s| self.structs.contains_key(s));
        if let Some(s) = &method_of
            && decl.params.first().is_some_and(|p| p.decl.name == super::methods::THIS)
            && let Some(info) = self.structs.get(s)
        {
            for (m, kind) in &info.members {
                if !matches!(kind, Kind::Data) {
                    scope.insert(m.clone(), Bind::ThisMember);
                }
            }
        }
        let mut params = Vec::new();
        for p in std::mem::take(&mut decl.params) {
            match self.structs.get(&p.ty.name) {
                Some(info) => {
                    let data = info.has_data;
                    if let Some((_, ent, escapes)) = bound.iter().find(|(n, ..)| *n == p.decl.name) {
                        scope.insert(p.decl.name.clone(), Bind::Var { ent: ent.clone(), data, escapes: *escapes });
                    }
                    if data {
                        params.push(p);
                    }
                }
                None => match consts.iter().find(|(n, _)| *n == p.decl.name) {
                    Some((_, c)) => {
                        scope.insert(p.decl.name.clone(), Bind::Const(c.clone()));
                    }
                    None => {
                        scope.insert(p.decl.name.clone(), Bind::Shadow);
                        params.push(p);
                    }
                },
            }
        }
        self.env = vec![scope];
        decl.params = params;
        decl.name = name;
        decl.body = decl.body.take().map(|b| self.block(b));
        if let Some(ret) = std::mem::replace(&mut self.ret, saved_ret) {
            self.finish_returns(&mut decl, ret);
        }
        self.env = saved_env;
        self.ctl = saved_ctl;
        self.done = saved_done;
        decl
    }
}

/// `ent` with every handle that differs in `other` chosen at run time.
fn merge_ent(ent: &mut Ent, other: &Ent, span: Span) {
    match (ent, other) {
        (Ent::Struct { slots, nested, .. }, Ent::Struct { slots: theirs, nested: their_nested, .. }) => {
            for (m, slot) in slots.iter_mut() {
                let same = match (&*slot, theirs.get(m)) {
                    (Slot::Known(_, a), Some(Slot::Known(_, b))) => a == b,
                    (Slot::Unset, Some(Slot::Unset)) => true,
                    (Slot::Runtime(_), _) => true,
                    _ => false,
                };
                if !same {
                    *slot = Slot::Runtime(span);
                }
            }
            for (m, inner) in nested.iter_mut() {
                if let Some(o) = their_nested.get(m) {
                    merge_ent(inner, o, span);
                }
            }
        }
        (Ent::Array(v), Ent::Array(o)) => {
            for (a, b) in v.iter_mut().zip(o) {
                merge_ent(a, b, span);
            }
        }
        _ => {}
    }
}

/// The resources of `ent`, as a key of the helper copies.
fn ent_key(ent: &Ent, out: &mut String) {
    match ent {
        Ent::Struct { slots, nested, .. } => {
            out.push('{');
            for (m, s) in slots {
                match s {
                    Slot::Known(_, k) => out.push_str(&format!("{m}={k},")),
                    Slot::Unset => out.push_str(&format!("{m}=?,")),
                    Slot::Runtime(sp) => out.push_str(&format!("{m}=!{}:{},", sp.start, sp.end)),
                }
            }
            for (m, e) in nested {
                out.push_str(m);
                ent_key(e, out);
            }
            out.push('}');
        }
        Ent::Array(v) => {
            out.push('[');
            for e in v {
                ent_key(e, out);
            }
            out.push(']');
        }
        Ent::Bad(sp) => out.push_str(&format!("!{}:{}", sp.start, sp.end)),
    }
}
