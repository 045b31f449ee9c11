//! The syntax tree of the C-like front-ends: the parser produces it, the
//! lowering consumes it. HLSL is parsed into it directly; the GLSL front-end
//! builds the same tree (see `crate::glsl`), and [`Ast::dialect`] says which
//! language's rules the lowering applies.
//!
//! The tree is untyped and unresolved: type names are kept as written
//! ([`TypeExpr`]) and interpreted by the checker, so the parser needs no
//! symbol table beyond knowing which identifiers name types. Broken syntax is
//! an explicit error node ([`ExprKind::Error`], [`StmtKind::Error`],
//! [`Item::Error`]); later stages skip such nodes silently because the parser
//! has already reported them.

use crate::source::Span;

#[derive(Clone, Debug, Default)]
pub struct Ast {
    pub items: Vec<Item>,
    /// The language the tree was written in.
    pub dialect: super::Dialect,
    /// GLSL's type rules for the code the user wrote (in the GLSL dialect).
    pub glsl_rules: crate::glsl::Rules,
}

#[derive(Clone, Debug)]
pub enum Item {
    Struct(StructDecl),
    Typedef(Typedef),
    /// `cbuffer`/`tbuffer` block.
    Buffer(BufferBlock),
    /// One or more global variables sharing a declaration.
    Var(VarDecl),
    Function(FunctionDecl),
    /// An `enum` / `enum class`: its members become integer constants.
    Enum(EnumDecl),
    /// `namespace N { … }`: items with names qualified as `N::name`.
    Namespace(String, Vec<Item>, Span),
    /// `template<typename T, uint N> struct …` or a function template: the
    /// item (a `Struct` or `Function`) is instantiated on use.
    Template(TemplateDecl),
    /// GLSL: qualifiers with no type, `layout(local_size_x = 64) in;` (a
    /// default for the stage) or `invariant gl_Position, v;` (qualifiers
    /// added to variables declared elsewhere, named in `names`).
    Qualifiers(QualifierDecl),
    /// GLSL: `precision highp float;`.
    Precision(PrecisionDecl),
    /// GLSL: an interface block, `uniform Scene { … } scene;`.
    Block(InterfaceBlock),
    Error(Span),
}

/// A GLSL qualifier, as written; GLSL takes them in any order (4.20 on), so
/// they are kept in source order and interpreted by the GLSL front-end.
#[derive(Clone, Debug)]
pub enum Qualifier {
    /// `in`, `uniform`, `flat`, `highp`, `readonly`, `perprimitiveEXT`, …
    Word(String, Span),
    /// `layout(id, id = value, …)`.
    Layout(Vec<LayoutId>, Span),
}

/// One `id` or `id = value` of a GLSL `layout(…)`.
#[derive(Clone, Debug)]
pub struct LayoutId {
    pub name: String,
    pub value: Option<Expr>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct QualifierDecl {
    pub modifiers: Modifiers,
    pub names: Vec<(String, Span)>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct PrecisionDecl {
    pub precision: String,
    pub ty: TypeExpr,
    pub span: Span,
}

/// A GLSL interface block: `[qualifiers] Name { members } [instance[dims]];`.
#[derive(Clone, Debug)]
pub struct InterfaceBlock {
    pub modifiers: Modifiers,
    pub name: String,
    pub name_span: Span,
    pub members: Vec<VarDecl>,
    /// The instance name and its array dimensions; `None` when the members
    /// are named directly.
    pub instance: Option<Declarator>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct TemplateDecl {
    pub params: Vec<TemplateParam>,
    pub item: Box<Item>,
    pub span: Span,
}

/// `typename T` / `class T` (`value` None) or `uint N` (`value` its type).
#[derive(Clone, Debug)]
pub struct TemplateParam {
    pub name: String,
    pub value: Option<TypeExpr>,
    pub span: Span,
}

/// `[name(args)]` or `[[vk::name(args)]]`.
#[derive(Clone, Debug)]
pub struct Attribute {
    /// Lower-cased name, namespaced as written (`numthreads`, `vk::binding`).
    pub name: String,
    pub args: Vec<Expr>,
    pub span: Span,
}

/// A type as written. `name` is the spelling (`float4`, `vector`,
/// `Texture2D`, `MyStruct`, `N::S`); `args` are template arguments.
#[derive(Clone, Debug)]
pub struct TypeExpr {
    pub name: String,
    pub args: Vec<TypeArg>,
    /// GLSL's array types, `float[3]` and `S[]` (outermost first): in a
    /// declaration (`float[3] a;`), a parameter or a constructor
    /// (`float[](1.0, 2.0)`). Always empty in HLSL, which puts dimensions
    /// on declarators.
    pub dims: Vec<Option<Expr>>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum TypeArg {
    Type(TypeExpr),
    Expr(Expr),
}

/// Storage and interpolation modifiers that may precede a declaration.
#[derive(Clone, Debug, Default)]
pub struct Modifiers {
    pub is_static: bool,
    pub is_const: bool,
    pub uniform: bool,
    pub groupshared: bool,
    pub precise: bool,
    pub row_major: bool,
    pub column_major: bool,
    pub inout: InOut,
    pub interpolation: Vec<String>,
    pub extern_: bool,
    /// A mesh or amplification shader parameter's kind (`out vertices`,
    /// `out indices`, `out primitives`, `in payload`).
    pub mesh: Option<MeshParam>,
    /// GLSL: every qualifier as written, in order (the fields above hold
    /// the ones HLSL shares: `const`, `in`/`out`/`inout`, `precise`, the
    /// interpolation qualifiers).
    pub glsl: Vec<Qualifier>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MeshParam {
    Vertices,
    Indices,
    Primitives,
    Payload,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum InOut {
    #[default]
    In,
    Out,
    InOut,
}

/// `: SEMANTIC`, `: register(t0, space1)`, `: packoffset(c0.y)`.
#[derive(Clone, Debug)]
pub enum Annotation {
    Semantic(String, Span),
    Register {
        class: char,
        index: u32,
        space: Option<u32>,
        span: Span,
    },
    /// Offset in bytes from the start of the buffer.
    PackOffset {
        offset: u32,
        span: Span,
    },
    /// `uint a : 4;`: a bit field of a struct member (HLSL 2021), its width
    /// in bits (`None` when the width is not a decimal integer literal).
    BitField {
        width: Option<u32>,
        span: Span,
    },
}

#[derive(Clone, Debug)]
pub struct Declarator {
    pub name: String,
    pub name_span: Span,
    /// Array dimensions, outermost first; `None` is `[]`.
    pub dims: Vec<Option<Expr>>,
    pub annotations: Vec<Annotation>,
    pub init: Option<Expr>,
}

#[derive(Clone, Debug)]
pub struct VarDecl {
    pub attributes: Vec<Attribute>,
    pub modifiers: Modifiers,
    pub ty: TypeExpr,
    pub declarators: Vec<Declarator>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct StructDecl {
    pub name: String,
    /// `struct S : Base`: the base struct (its members come first).
    pub base: Option<TypeExpr>,
    pub members: Vec<VarDecl>,
    pub methods: Vec<FunctionDecl>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Typedef {
    pub ty: TypeExpr,
    pub name: String,
    pub dims: Vec<Option<Expr>>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct BufferBlock {
    /// `cbuffer` or `tbuffer`.
    pub keyword: String,
    pub name: String,
    pub annotations: Vec<Annotation>,
    pub attributes: Vec<Attribute>,
    pub members: Vec<VarDecl>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct EnumDecl {
    pub name: String,
    pub members: Vec<(String, Option<Expr>, Span)>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub modifiers: Modifiers,
    pub ty: TypeExpr,
    pub decl: Declarator,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct FunctionDecl {
    pub attributes: Vec<Attribute>,
    pub modifiers: Modifiers,
    pub ret: TypeExpr,
    pub name: String,
    pub name_span: Span,
    pub params: Vec<Param>,
    /// Semantic of the return value.
    pub annotations: Vec<Annotation>,
    /// `None` for a prototype.
    pub body: Option<Block>,
    pub span: Span,
}

#[derive(Clone, Debug, Default)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub attributes: Vec<Attribute>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Empty,
    Expr(Expr),
    Var(VarDecl),
    Block(Block),
    If { cond: Expr, then: Box<Stmt>, els: Option<Box<Stmt>> },
    For { init: Option<Box<Stmt>>, cond: Option<Expr>, step: Option<Expr>, body: Box<Stmt> },
    While { cond: Expr, body: Box<Stmt> },
    DoWhile { body: Box<Stmt>, cond: Expr },
    Switch { selector: Expr, cases: Vec<Case> },
    Break,
    Continue,
    Return(Option<Expr>),
    Discard,
    Error,
}

/// One `case`/`default` label group and the statements up to the next label.
#[derive(Clone, Debug)]
pub struct Case {
    pub labels: Vec<CaseLabel>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

/// One `case VALUE:` or `default:` of a [`Case`].
#[derive(Clone, Debug)]
pub struct CaseLabel {
    /// `None` is `default`.
    pub value: Option<Expr>,
    /// The value, or the `default` keyword.
    pub span: Span,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    BitAnd,
    BitOr,
    BitXor,
    LogAnd,
    LogOr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Plus,
    Not,
    BitNot,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Int(u64, IntSuffix),
    Float(f64, FloatSuffix),
    Bool(bool),
    Ident(String),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `a = b` (`op` None) or `a op= b`.
    Assign(Option<BinOp>, Box<Expr>, Box<Expr>),
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
    Comma(Box<Expr>, Box<Expr>),
    /// `(T)x`, or `(T[N]…)x` with the array dimensions.
    Cast(TypeExpr, Vec<Option<Expr>>, Box<Expr>),
    /// `f(args)`, `float4(args)`, `obj.method<T>(args)`.
    Call {
        callee: Callee,
        args: Vec<Expr>,
    },
    Member(Box<Expr>, String, Span),
    Index(Box<Expr>, Box<Expr>),
    /// `{ a, b, … }` (initializers only).
    InitList(Vec<Expr>),
    Error,
}

#[derive(Clone, Debug)]
pub enum Callee {
    /// A free function or intrinsic.
    Name(String, Span),
    /// A constructor `float4(…)`, `vector<float, 4>(…)` or `S(…)`.
    Type(TypeExpr),
    /// `object.name<template>(…)`.
    Method { object: Box<Expr>, name: String, template: Vec<TypeArg>, span: Span },
    /// `f<args>(…)`: a function template with explicit arguments.
    Template { name: String, args: Vec<TypeArg>, span: Span },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntSuffix {
    None,
    U,
    L,
    UL,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatSuffix {
    None,
    F,
    H,
    L,
}

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Self {
        Expr { kind, span }
    }

    pub fn error(span: Span) -> Self {
        Expr { kind: ExprKind::Error, span }
    }
}
