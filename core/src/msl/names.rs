//! Names in the MSL text. Source names survive wherever MSL allows: a name is
//! only changed when it is not a C++ identifier, is reserved by MSL/C++ or
//! the Metal standard library, or is already taken in its scope (then `_1`,
//! `_2`… is appended).
//!
//! Architecture invariant: every identifier the printer writes comes from a
//! [`Namer`]; nothing else invents names.

use crate::ordered::{OrdMap, OrdSet};
use std::borrow::Cow;
use std::rc::Rc;
use std::sync::LazyLock;

/// Words a user name may not take: C++ and MSL keywords, address spaces,
/// attribute-like words, and the Metal standard-library functions and types a
/// shader might call (a local named `length` would hide `length()`).
const RESERVED: &[&str] = &[
    // C++ keywords.
    "alignas",
    "alignof",
    "and",
    "and_eq",
    "asm",
    "auto",
    "bitand",
    "bitor",
    "bool",
    "break",
    "case",
    "catch",
    "char",
    "char16_t",
    "char32_t",
    "class",
    "compl",
    "const",
    "const_cast",
    "constexpr",
    "continue",
    "decltype",
    "default",
    "delete",
    "do",
    "double",
    "dynamic_cast",
    "else",
    "enum",
    "explicit",
    "export",
    "extern",
    "false",
    "float",
    "for",
    "friend",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "mutable",
    "namespace",
    "new",
    "noexcept",
    "not",
    "not_eq",
    "nullptr",
    "operator",
    "or",
    "or_eq",
    "private",
    "protected",
    "public",
    "register",
    "reinterpret_cast",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "static_assert",
    "static_cast",
    "struct",
    "switch",
    "template",
    "this",
    "thread_local",
    "throw",
    "true",
    "try",
    "typedef",
    "typeid",
    "typename",
    "union",
    "unsigned",
    "using",
    "virtual",
    "void",
    "volatile",
    "wchar_t",
    "while",
    "xor",
    "xor_eq",
    "override",
    "final",
    "main",
    "offsetof",
    // MSL keywords, address spaces and stage words.
    "kernel",
    "vertex",
    "fragment",
    "device",
    "constant",
    "thread",
    "threadgroup",
    "threadgroup_imageblock",
    "ray_data",
    "object_data",
    "visible",
    "stitchable",
    "metal",
    "std",
    "half",
    "uchar",
    "ushort",
    "uint",
    "ulong",
    "size_t",
    "ptrdiff_t",
    "ray_data",
    "sampler",
    "texture",
    "access",
    "array",
    "array_ref",
    "atomic",
    "precise",
    "fast",
    "mem_flags",
    "component",
    "lod_option",
    "level",
    "bias",
    "gradient2d",
    "gradient3d",
    "gradientcube",
    "min_lod_clamp",
    "memory_order",
    "memory_order_relaxed",
    "discard_fragment",
    "INFINITY",
    "NAN",
    "M_PI_F",
    "FLT_MAX",
    "FLT_MIN",
    "HALF_MAX",
    "assert",
    "NULL",
    "main0",
];

/// Metal standard-library functions: reserved for variables and functions
/// (a local `length` would hide `length()`), not for struct members.
const LIBRARY: &[&str] = &[
    "abs",
    "absdiff",
    "acos",
    "acosh",
    "all",
    "any",
    "as_type",
    "asin",
    "asinh",
    "atan",
    "atan2",
    "atanh",
    "atomic_load_explicit",
    "atomic_store_explicit",
    "atomic_exchange_explicit",
    "atomic_fetch_add_explicit",
    "atomic_fetch_sub_explicit",
    "atomic_fetch_and_explicit",
    "atomic_fetch_or_explicit",
    "atomic_fetch_xor_explicit",
    "atomic_fetch_min_explicit",
    "atomic_fetch_max_explicit",
    "atomic_compare_exchange_weak_explicit",
    "atomic_max_explicit",
    "atomic_min_explicit",
    "ceil",
    "clamp",
    "clz",
    "copysign",
    "cos",
    "cosh",
    "cospi",
    "cross",
    "ctz",
    "degrees",
    "determinant",
    "dfdx",
    "dfdy",
    "distance",
    "divide",
    "dot",
    "exp",
    "exp10",
    "exp2",
    "extract_bits",
    "fabs",
    "faceforward",
    "fdim",
    "floor",
    "fma",
    "fmax",
    "fmin",
    "fmod",
    "fract",
    "frexp",
    "fwidth",
    "hadd",
    "insert_bits",
    "isfinite",
    "isinf",
    "isnan",
    "isnormal",
    "ldexp",
    "length",
    "length_squared",
    "log",
    "log10",
    "log2",
    "mad",
    "madhi",
    "madsat",
    "max",
    "max3",
    "median3",
    "min",
    "min3",
    "mix",
    "modf",
    "normalize",
    "popcount",
    "pow",
    "powr",
    "quad_broadcast",
    "quad_shuffle",
    "quad_shuffle_xor",
    "radians",
    "reflect",
    "refract",
    "reverse_bits",
    "rhadd",
    "rint",
    "rotate",
    "round",
    "rsqrt",
    "saturate",
    "select",
    "sign",
    "signbit",
    "simd_all",
    "simd_any",
    "simd_ballot",
    "simd_broadcast",
    "simd_broadcast_first",
    "simd_is_first",
    "simd_max",
    "simd_min",
    "simd_prefix_exclusive_product",
    "simd_prefix_exclusive_sum",
    "simd_prefix_inclusive_product",
    "simd_prefix_inclusive_sum",
    "simd_product",
    "simd_shuffle",
    "simd_shuffle_down",
    "simd_shuffle_up",
    "simd_shuffle_xor",
    "simd_sum",
    "simd_and",
    "simd_or",
    "simd_xor",
    "simdgroup_barrier",
    "sin",
    "sincos",
    "sinh",
    "sinpi",
    "smoothstep",
    "sqrt",
    "step",
    "tan",
    "tanh",
    "tanpi",
    "threadgroup_barrier",
    "transpose",
    "trunc",
    "pack_float_to_snorm4x8",
    "pack_float_to_unorm4x8",
    "pack_float_to_snorm2x16",
    "pack_float_to_unorm2x16",
    "unpack_snorm4x8_to_float",
    "unpack_unorm4x8_to_float",
    "unpack_snorm2x16_to_float",
    "unpack_unorm2x16_to_float",
    "is_function_constant_defined",
];

/// Sorted, for a binary search (no hash table's code for them).
static KEYWORDS: LazyLock<Vec<&'static str>> = LazyLock::new(|| sorted(RESERVED.iter()));
static ALL: LazyLock<Vec<&'static str>> = LazyLock::new(|| sorted(RESERVED.iter().chain(LIBRARY)));

fn sorted<'a>(names: impl Iterator<Item = &'a &'static str>) -> Vec<&'static str> {
    let mut v: Vec<&'static str> = names.copied().collect();
    crate::sort::sort(&mut v);
    v.dedup();
    v
}

/// Whether `name` may not be used as written for a variable or function.
pub fn is_reserved(name: &str) -> bool {
    ALL.binary_search(&name).is_ok() || is_builtin_type(name)
}

/// Whether `name` may not be used as written for a struct member.
pub fn is_reserved_member(name: &str) -> bool {
    KEYWORDS.binary_search(&name).is_ok() || is_builtin_type(name)
}

/// `float4`, `int2x3`, `packed_half3`, `texture2d…`, `depth2d…`: built-in type names.
fn is_builtin_type(name: &str) -> bool {
    let stem = name.strip_prefix("packed_").unwrap_or(name);
    let image = ["texture1d", "texture2d", "texture3d", "texturecube", "texture_buffer", "depth2d", "depthcube"];
    if image.iter().any(|p| stem.starts_with(p)) || stem.starts_with("atomic_") {
        return true;
    }
    for base in ["float", "half", "int", "uint", "short", "ushort", "char", "uchar", "bool", "long", "ulong", "bfloat"]
    {
        if let Some(rest) = stem.strip_prefix(base)
            && !rest.is_empty()
            && rest.bytes().all(|b| matches!(b, b'2'..=b'4' | b'x'))
        {
            return true;
        }
    }
    false
}

/// A C++ identifier made from `raw`: invalid characters become `_`, a leading
/// digit gets a `_` in front, leading `__` (reserved in C++) becomes `_`.
pub fn sanitize(raw: &str) -> Cow<'_, str> {
    let plain = raw.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    if plain
        && !raw.starts_with("__")
        && !raw.is_empty()
        && raw != "_"
        && !raw.starts_with(|c: char| c.is_ascii_digit())
    {
        return Cow::Borrowed(raw);
    }
    let mut s: String = raw.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    while s.starts_with("__") {
        s.remove(0);
    }
    if s.is_empty() || s == "_" {
        return "unnamed".into();
    }
    if s.as_bytes().first().is_some_and(u8::is_ascii_digit) {
        s.insert(0, '_');
    }
    Cow::Owned(s)
}

/// One naming scope. Deterministic: names depend only on the order of calls.
#[derive(Clone, Debug, Default)]
pub struct Namer {
    used: NameSet,
    /// Names of enclosing scopes, shared (not copied) by nested scopes.
    outer: Scopes,
    /// Members of one struct: only keywords and type names are avoided.
    members: bool,
    /// For each base name that had to take a suffix, the next suffix to try.
    /// Names are never released, so the smallest free suffix of a base only
    /// grows: resuming from here gives the same names as probing from 1,
    /// without making a function with N locals of one name quadratic.
    next_suffix: OrdMap<String, u32>,
}

/// A set of taken names (an ordered set: its tree code is shared with every
/// other set of strings).
pub type NameSet = OrdSet<String>;

/// The frozen names of a chain of enclosing scopes: cheap to share.
pub type Scopes = Vec<Rc<NameSet>>;

impl Namer {
    /// A scope that must also avoid every name of `outer` (e.g. a function
    /// scope inside the file scope, so a local never hides a type or function).
    pub fn nested(outer: &Namer) -> Namer {
        Namer { outer: outer.frozen(), ..Namer::default() }
    }

    /// A scope inside already frozen outer names (cheap to repeat).
    pub fn within(outer: Scopes) -> Namer {
        Namer { outer, ..Namer::default() }
    }

    /// Every name taken in this scope and the enclosing ones (only this
    /// scope's own names are copied).
    pub fn frozen(&self) -> Scopes {
        let mut all = self.outer.clone();
        if !self.used.is_empty() {
            all.push(Rc::new(self.used.clone()));
        }
        all
    }

    fn taken(&self, name: &str) -> bool {
        self.used.contains(name) || self.outer.iter().any(|o| o.contains(name))
    }

    fn claim(&mut self, name: &str) -> bool {
        if self.taken(name) {
            return false;
        }
        self.used.insert(name.to_string())
    }

    /// The scope of one struct's members.
    pub fn members() -> Namer {
        Namer { members: true, ..Namer::default() }
    }

    /// Claim a name as close to `raw` as possible.
    pub fn name(&mut self, raw: &str) -> String {
        let base = sanitize(raw);
        let reserved = if self.members { is_reserved_member(&base) } else { is_reserved(&base) };
        let base = if reserved { format!("{base}_") } else { base.into_owned() };
        if self.claim(&base) {
            return base;
        }
        let mut n = self.next_suffix.get(&base).copied().unwrap_or(1);
        loop {
            let candidate = format!("{base}_{n}");
            n += 1;
            if self.claim(&candidate) {
                self.next_suffix.insert(base, n);
                return candidate;
            }
        }
    }

    /// Claim a name as close to `raw` as possible, falling back to `fallback`.
    pub fn name_or(&mut self, raw: Option<&str>, fallback: &str) -> String {
        match raw {
            Some(r) if !r.is_empty() => self.name(r),
            _ => self.name(fallback),
        }
    }

    /// Reserve a name exactly (for names the printer spells itself).
    pub fn reserve(&mut self, name: &str) {
        self.used.insert(name.to_string());
    }
}

/// The MSL name of an entry function: the source name unless MSL reserves it
/// (`main` → `main0`, `fragment` → `fragment0`).
pub fn entry_name(name: &str) -> String {
    let s = sanitize(name);
    if is_reserved(&s) { format!("{s}0") } else { s.into_owned() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn source_names_survive() {
        let mut n = Namer::default();
        assert_eq!(n.name("albedo"), "albedo");
        assert_eq!(n.name("albedo"), "albedo_1");
        assert_eq!(n.name("length"), "length_");
        assert_eq!(n.name("float4"), "float4_");
        assert_eq!(n.name("depth"), "depth");
        assert_eq!(n.name("depth2d"), "depth2d_");
        assert_eq!(n.name("3d"), "_3d");
        assert_eq!(n.name("__x"), "_x");
        assert_eq!(n.name("a.b"), "a_b");
    }

    #[test]
    fn suffixes_skip_names_taken_in_between() {
        let mut n = Namer::default();
        assert_eq!(n.name("v"), "v");
        assert_eq!(n.name("v"), "v_1");
        n.reserve("v_2");
        assert_eq!(n.name("v_3"), "v_3");
        assert_eq!(n.name("v"), "v_4");
        assert_eq!(n.name("v"), "v_5");
        let mut copy = n.clone();
        assert_eq!(copy.name("v"), "v_6");
        assert_eq!(n.name("v"), "v_6");
    }

    #[test]
    fn members_may_take_library_names() {
        let mut m = Namer::members();
        assert_eq!(m.name("fract"), "fract");
        assert_eq!(m.name("float"), "float_");
    }

    #[test]
    fn entry_names() {
        assert_eq!(entry_name("main"), "main0");
        assert_eq!(entry_name("fragment"), "fragment0");
        assert_eq!(entry_name("vs_main"), "vs_main");
    }

    #[test]
    fn nested_scopes_avoid_outer_names() {
        let mut file = Namer::default();
        assert_eq!(file.name("Light"), "Light");
        let mut local = Namer::nested(&file);
        assert_eq!(local.name("Light"), "Light_1");
    }
}
