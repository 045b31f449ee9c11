#!/usr/bin/env python3
"""The MSL pre-pass: turns one MSL translation unit into C++ that clang
compiles against msl-std/metal_stdlib, and checks what clang cannot.

What it does (README.md, "The pre-pass", is the contract):
- Removes MSL attributes (`[[buffer(0)]]`, `[[stage_in]]`, ...), replacing
  them with blanks so every line and column clang reports is the one in the
  original file. C++ attributes (`[[maybe_unused]]`, ...) are kept.
- Validates them: attribute names and arguments, the attribute each entry
  point parameter needs, stages a built-in attribute belongs to, duplicate
  buffer/texture/sampler/threadgroup indices and index limits, resource
  parameter types, the `[[stage_in]]` struct and its unique
  `[[attribute(n)]]` members, unique `[[color(n)]]` outputs, vertex and
  fragment output structs, pointer or reference parameters and locals without
  an address space, and program-scope variables outside `constant`.
- Rewrites function constants: `constant T x [[function_constant(N)]];`
  becomes `constant T x = __FERROMETAL_FUNCTION_CONSTANT(T, N);` and
  `is_function_constant_defined(x)` becomes `__FERROMETAL_FC_DEFINED(N)`.
- Check mode: asserts before each kernel that its by-value parameter types
  are complete (C++ for OpenCL checks kernel parameters before it would
  instantiate a class template).
- Check mode: both operands of `c ? a : b` become temporaries
  (`__FM_RV(a)`), see `conditional`.
- Execution mode (`exec=True`): kernel-scope `threadgroup` variables get
  `FERROMETAL_THREADGROUP_STORAGE` (one copy per threadgroup), unsuffixed
  floating literals get `f` and `h` becomes `f16` (MSL literals are float;
  in C++ they would be double).

`entry_points` in the result describes every entry point and its
parameters (name, type, attribute) for a runtime that binds them.
`--link FILE...` checks that vertex outputs feed every fragment input.
"""
import json
import re
import sys

ADDRESS_SPACES = {"device", "constant", "thread", "threadgroup", "threadgroup_imageblock", "ray_data", "object_data"}
STAGES = ("kernel", "vertex", "fragment")
CXX_ATTRIBUTES = {"maybe_unused", "fallthrough", "nodiscard", "likely", "unlikely", "noreturn", "deprecated"}
# Attribute names with a vendor namespace are C++ attributes clang checks itself.
CXX_ATTRIBUTE_NAMESPACES = ("clang::", "gnu::")

KERNEL_BUILTINS = {
    "thread_position_in_grid", "thread_position_in_threadgroup", "threadgroup_position_in_grid",
    "threads_per_threadgroup", "threads_per_grid", "threadgroups_per_grid", "thread_index_in_threadgroup",
    "thread_index_in_simdgroup", "threads_per_simdgroup", "simdgroup_index_in_threadgroup",
    "simdgroups_per_threadgroup", "thread_index_in_quadgroup", "quadgroup_index_in_threadgroup",
    "quadgroups_per_threadgroup", "dispatch_threads_per_threadgroup", "dispatch_simdgroups_per_threadgroup",
    "dispatch_quadgroups_per_threadgroup", "grid_origin", "grid_size",
}
VERTEX_BUILTINS = {"vertex_id", "instance_id", "base_vertex", "base_instance", "amplification_id", "amplification_count",
                   # Post-tessellation vertex functions (MSL section 5.2.3.2).
                   "patch_id", "position_in_patch"}
KERNEL_BUILTINS |= {"thread_execution_width", "threads_per_simdgroup", "quadgroups_per_threadgroup"}
FRAGMENT_BUILTINS = {
    "position", "front_facing", "point_coord", "sample_id", "sample_mask", "primitive_id", "barycentric_coord",
    "render_target_array_index", "viewport_array_index", "thread_index_in_simdgroup", "threads_per_simdgroup",
    "thread_index_in_quadgroup", "amplification_id", "amplification_count", "color",
}
RESOURCES = {"buffer": 31, "texture": 128, "sampler": 16, "threadgroup": 31}
MEMBER_ATTRIBUTES = {
    "attribute", "user", "position", "color", "depth", "sample_mask", "flat", "center_perspective",
    "center_no_perspective", "centroid_perspective", "centroid_no_perspective", "sample_perspective",
    "sample_no_perspective", "clip_distance", "point_size", "render_target_array_index", "viewport_array_index",
    "invariant", "raster_order_group", "id", "index", "early_fragment_tests", "stencil",
    "max_total_threads_per_threadgroup", "visible", "stitchable", "patch",
    # Mesh and object functions (MSL 3.0, section 5.2.3.4-5) and their outputs.
    "mesh", "object", "payload", "primitive_culled", "primitive_id", "shared",
    # Fragment function qualifiers and tessellation outputs.
    "post_depth_coverage", "early_fragment_tests",
}
# The MSL version (__METAL_VERSION__) an attribute first appears in; older
# versions reject it as Apple's compiler does (spec: the version notes of
# sections 5.1 and 5.2.3, and chapter 1's "new in" lists).
ATTRIBUTE_SINCE = {
    "thread_index_in_simdgroup": 200, "threads_per_simdgroup": 200, "simdgroup_index_in_threadgroup": 200,
    "simdgroups_per_threadgroup": 200, "thread_index_in_quadgroup": 200, "quadgroup_index_in_threadgroup": 200,
    "quadgroups_per_threadgroup": 200, "dispatch_simdgroups_per_threadgroup": 200,
    "dispatch_quadgroups_per_threadgroup": 200, "dispatch_threads_per_threadgroup": 200,
    "raster_order_group": 200, "render_target_array_index": 110, "viewport_array_index": 200,
    "barycentric_coord": 220, "amplification_id": 230, "amplification_count": 230, "visible": 230,
    "primitive_id": 220, "stitchable": 240,
    "mesh": 300, "object": 300, "payload": 300, "primitive_culled": 300,
}
VERSION_NAMES = {100: "1.0", 110: "1.1", 120: "1.2", 200: "2.0", 210: "2.1", 220: "2.2", 230: "2.3", 240: "2.4",
                 300: "3.0", 310: "3.1", 320: "3.2", 400: "4.0"}
TEXTURE_TYPES = re.compile(r"\b(texture\w+|depth\w+|array\s*<\s*(metal::)?(texture|depth)\w*|array\s*<\s*(metal::)?sampler)")

TOKEN = re.compile(
    r"""(?P<ws>\s+)
      |(?P<comment>//[^\n]*|/\*.*?\*/)
      |(?P<string>"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')
      |(?P<number>(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?[a-zA-Z_]*|0[xX][0-9a-fA-F.]+(?:[pP][+-]?\d+)?[a-zA-Z_]*)
      |(?P<ident>[A-Za-z_]\w*)
      |(?P<punct>\[\[|\]\]|::|->|<<=|>>=|&&|\|\||[-+*/%&|^!=<>]=?|[{}()\[\];,.?:~\#])
      |(?P<other>.)""",
    re.S | re.X,
)


DIRECTIVE = re.compile(r"[ \t]*#")


class Tok:
    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind, text, start, end):
        self.kind, self.text, self.start, self.end = kind, text, start, end

    def __repr__(self):
        return f"{self.kind}:{self.text}"


def tokenize(src):
    """Tokens without whitespace, comments and preprocessor lines."""
    toks = []
    pos = 0
    line_start = True
    n = len(src)
    while pos < n:
        if line_start:
            m = DIRECTIVE.match(src, pos)
            if m:
                # A preprocessor line, with its continuations.
                end = pos
                while True:
                    nl = src.find("\n", end)
                    if nl < 0:
                        end = n
                        break
                    if src[nl - 1] == "\\":
                        end = nl + 1
                        continue
                    end = nl
                    break
                pos = end
                continue
        m = TOKEN.match(src, pos)
        kind = m.lastgroup
        text = m.group()
        if kind == "ws":
            line_start = "\n" in text
        else:
            line_start = False
            if kind != "comment":
                toks.append(Tok(kind, text, m.start(), m.end()))
        pos = m.end()
    return toks


class Prepass:
    def __init__(self, src, path, exec_mode=False, version=320):
        self.src = src
        self.version = version  # __METAL_VERSION__: 240 for MSL 2.4
        self.path = path
        self.exec = exec_mode
        self.toks = tokenize(src)
        self.edits = []  # (start, end, replacement)
        self.errors = []
        self.entry_points = []
        self.structs = {}  # name -> list of (member name, attrs)
        self.member_types = {}  # (struct, member) -> type text
        self.function_constants = {}
        self.removed = []  # (start, end) ranges blanked whole; edits inside them are dropped

    # -- reporting -------------------------------------------------------
    def where(self, offset):
        line = self.src.count("\n", 0, offset) + 1
        col = offset - (self.src.rfind("\n", 0, offset) + 1) + 1
        return f"{self.path}:{line}:{col}"

    def error(self, offset, message):
        self.errors.append(f"{self.where(offset)}: error: {message} [msl-prepass]")

    def blank(self, start, end):
        self.edits.append((start, end, re.sub(r"[^\n]", " ", self.src[start:end])))

    # -- attributes ------------------------------------------------------
    def attribute_at(self, i):
        """Parse `[[ ... ]]` starting at token i: (list of (name, args, offset), index after)."""
        attrs = []
        j = i + 1
        while j < len(self.toks) and self.toks[j].text != "]]":
            t = self.toks[j]
            if t.kind == "ident":
                name = t.text
                k = j + 1
                while k + 1 < len(self.toks) and self.toks[k].text == "::":
                    name += "::" + self.toks[k + 1].text
                    k += 2
                args = None
                if k < len(self.toks) and self.toks[k].text == "(":
                    depth, a = 0, k
                    while a < len(self.toks):
                        if self.toks[a].text == "(":
                            depth += 1
                        elif self.toks[a].text == ")":
                            depth -= 1
                            if depth == 0:
                                break
                        a += 1
                    args = self.src[self.toks[k].end:self.toks[a].start].strip()
                    k = a + 1
                attrs.append((name, args, t.start))
                j = k
            else:
                j += 1
        return attrs, j + 1

    def run(self):
        toks = self.toks
        # Pass 1: structs and their member attributes.
        self.scan_structs()
        # Pass 2: top-level declarations.
        i = 0
        depth = 0
        while i < len(toks):
            t = toks[i]
            if t.text == "{":
                depth += 1
            elif t.text == "}":
                depth -= 1
            elif t.text == "[[":
                attrs, after = self.attribute_at(i)
                self.handle_attribute(i, after, attrs, depth)
                names = [a[0] for a in attrs]
                if names in (["mesh"], ["object"]) and depth == 0:
                    # A mesh or object function's parameters are checked
                    # as an entry point's (MSL 3.0, section 5.2.3.4-5).
                    i = self.entry_point(after, names[0])
                    continue
                i = after
                continue
            elif t.kind == "ident" and t.text in STAGES and depth == 0 and self.is_decl_start(i):
                i = self.entry_point(i)
                continue
            elif t.kind == "ident" and t.text == "is_function_constant_defined":
                self.rewrite_fc_query(i)
            elif t.kind == "number" and self.exec:
                self.rewrite_literal(t)
            elif t.text == "?" and not self.exec:
                self.conditional(i)
            i += 1
        if not self.exec:
            self.thread_method_qualifiers()
        self.check_attribute_versions()
        self.check_function_params()
        if not self.exec:
            self.constant_twins()
        self.check_program_scope()
        self.check_local_pointers()
        if self.exec:
            self.threadgroup_locals()
        else:
            self.threadgroup_shared()

    def constant_twins(self):
        """Check mode: `constant` is read-only device memory here (README:
        limitations), so two declarations that differ only in `constant`
        versus `device` (SPIRV-Cross's `operator[](size_t) const device` and
        `... const constant`) would be one redeclared function. The `constant`
        twin is blanked; calls on `constant` objects resolve to the `device` one."""
        toks = self.toks
        scopes = [(-1, {})]  # (brace depth, {signature: (range, has constant)}) of class bodies and the file
        depth, start, pending_class = 0, 0, False
        i = 0
        while i < len(toks):
            t = toks[i].text
            if t in ("struct", "class", "union"):
                pending_class = True
            if t == "{":
                head = [x.text for x in toks[start:i]]
                if pending_class and "(" not in head:
                    scopes.append((depth, {}))
                    depth += 1
                    start = i + 1
                    pending_class = False
                    i += 1
                    continue
                if "(" in head:
                    # A function definition: its signature is the text before the body.
                    end = self.matching(i)
                    self.twin(start, i, end, scopes[-1][1])
                    i, start, pending_class = end + 1, end + 1, False
                    continue
                depth += 1
            elif t == "}":
                depth -= 1
                if len(scopes) > 1 and scopes[-1][0] == depth:
                    scopes.pop()
                start, pending_class = i + 1, False
            elif t == ";":
                head = [x.text for x in toks[start:i]]
                if "(" in head:
                    self.twin(start, i, i, scopes[-1][1])
                start, pending_class = i + 1, False
            elif t == ":" and i > 0 and toks[i - 1].text in ("public", "private", "protected"):
                start = i + 1
            i += 1

    def twin(self, start, body, end, seen):
        sig = tuple("device" if x.text in ("constant", "object_data") else x.text for x in self.toks[start:body]
                    if x.text not in ("[[", "]]"))
        here = (self.toks[start].start, self.toks[end].end)
        has_constant = any(x.text in ("constant", "object_data") for x in self.toks[start:body])
        if sig not in seen:
            seen[sig] = (here, has_constant)
        elif has_constant:
            self.removed.append(here)
        elif seen[sig][1]:
            # The `constant` twin came first: it goes, this one stays.
            self.removed.append(seen[sig][0])
            seen[sig] = (here, False)

    def thread_method_qualifiers(self):
        """Check mode: a constructor qualified `thread`
        (`S(const thread T& m) thread`) is made unqualified. Metal treats a
        temporary (`S(m)`) as a `thread` object; C++ for OpenCL gives it no
        address space, which a `__private` constructor cannot build. An
        unqualified (generic) constructor builds both."""
        toks = self.toks
        for i, t in enumerate(toks):
            if t.text == "volatile" and i + 1 < len(toks) and toks[i + 1].text in ADDRESS_SPACES:
                # `volatile device T&`: volatile memory is not modelled (C++'s
                # implicit assignments are not volatile; Metal's are).
                self.blank(t.start, t.end)
                continue
            if t.text == "thread" and 0 < i < len(toks) - 3 and toks[i - 1].text == "const" \
                    and toks[i - 2].text in ("(", ",") and toks[i + 2].text == "&":
                # A `const thread T&` parameter binds temporaries in Metal;
                # generic here (a temporary has no address space in C++ for OpenCL).
                self.blank(t.start, t.end)
                continue
            if t.text != "thread" or i < 3 or toks[i - 1].text != ")":
                continue
            depth, k = 0, i - 1
            while k >= 0:
                if toks[k].text == ")":
                    depth += 1
                elif toks[k].text == "(":
                    depth -= 1
                    if depth == 0:
                        break
                k -= 1
            # A constructor: `Name(` at the start of a member declaration.
            if k >= 2 and toks[k - 1].kind == "ident" and toks[k - 1].text != "__attribute__" \
                    and toks[k - 2].text in (";", "{", "}", ":", "explicit", "constexpr", "inline"):
                self.blank(t.start, t.end)

    def complete_kernel_params(self, at, start):
        """`static_assert(sizeof(T) > 0)` before a kernel for each by-value
        parameter type of the parameter list after token `start` (C++ for
        OpenCL checks kernel parameter types before it would instantiate a
        class template)."""
        toks = self.toks
        j = start
        while j < len(toks) and toks[j].text not in ("(", ";", "{"):
            j += 1
        if j >= len(toks) or toks[j].text != "(":
            return
        types = []
        for ptoks in self.split_params(j + 1, self.matching(j)):
            plain, k = [], 0
            while k < len(ptoks):
                if ptoks[k].text == "[[":
                    while k < len(ptoks) and ptoks[k].text != "]]":
                        k += 1
                elif ptoks[k].text in ("*", "&"):
                    plain = None
                    break
                else:
                    plain.append(ptoks[k].text)
                k += 1
            if plain and len(plain) > 1:
                ty = " ".join(x for x in plain[:-1] if x not in ADDRESS_SPACES | {"const", "volatile"})
                types.append(re.sub(r"\s*::\s*", "::", ty))
        if types:
            asserts = "".join(f'static_assert(sizeof({t}) > 0, ""); ' for t in dict.fromkeys(types))
            self.edits.append((toks[at].start, toks[at].start, asserts))

    def check_attribute_versions(self):
        for i, t in enumerate(self.toks):
            if t.text != "[[":
                continue
            attrs, _ = self.attribute_at(i)
            for name, _, off in attrs:
                since = ATTRIBUTE_SINCE.get(name)
                if since and self.version < since:
                    self.error(off, f"[[{name}]] needs MSL {VERSION_NAMES.get(since, since)} or later "
                               f"(checking MSL {VERSION_NAMES.get(self.version, self.version)})")

    def is_decl_start(self, i):
        return i == 0 or self.toks[i - 1].text in (";", "}", "{") or self.toks[i - 1].text == "]]"

    def handle_attribute(self, i, after, attrs, depth):
        """An attribute outside entry-point parameter lists."""
        toks = self.toks
        names = [a[0] for a in attrs]
        if all(n in CXX_ATTRIBUTES or n.startswith(CXX_ATTRIBUTE_NAMESPACES) for n in names):
            return
        self.blank(toks[i].start, toks[after - 1].end)
        if names in (["mesh"], ["object"]) and not self.exec and depth == 0:
            # A mesh or object function (MSL 3.0) is checked as a kernel: a
            # compute-like function with threadgroup memory.
            width = toks[after - 1].end - toks[i].start
            self.edits[-1] = (toks[i].start, toks[after - 1].end, "kernel".ljust(width))
            self.complete_kernel_params(i, after)
        for name, args, off in attrs:
            if name == "function_constant":
                self.function_constant(i, after, args, off)
            elif name in CXX_ATTRIBUTES:
                self.error(off, f"C++ attribute '{name}' mixed with MSL attributes in one list")
            elif name not in MEMBER_ATTRIBUTES and name not in KERNEL_BUILTINS | VERTEX_BUILTINS | FRAGMENT_BUILTINS:
                if name in RESOURCES or name == "stage_in":
                    self.error(off, f"attribute '[[{name}]]' is only allowed on an entry point parameter")
                else:
                    self.error(off, f"unknown MSL attribute '[[{name}]]'")

    # -- structs -----------------------------------------------------------
    def scan_structs(self):
        toks = self.toks
        for i, t in enumerate(toks):
            if t.text != "struct" or i + 2 >= len(toks) or toks[i + 1].kind != "ident":
                continue
            name = toks[i + 1].text
            j = i + 2
            while j < len(toks) and toks[j].text not in ("{", ";", "(", ")", ","):
                j += 1
            if j >= len(toks) or toks[j].text != "{":
                continue
            members = []
            depth = 0
            k = j
            last_ident = None
            member_start, type_end = None, None
            attrs = []
            prev_tok = None
            while k < len(toks):
                tk = toks[k]
                if tk.text == "{":
                    depth += 1
                elif tk.text == "}":
                    depth -= 1
                    if depth == 0:
                        break
                elif depth == 1 and tk.text == "[[":
                    a, after = self.attribute_at(k)
                    attrs.extend(a)
                    k = after
                    continue
                elif depth == 1 and tk.kind == "ident":
                    # A member's type runs from its first token to the one
                    # before its name (the last identifier).
                    if member_start is None:
                        member_start = tk
                    if last_ident is not None:
                        type_end = prev_tok
                    last_ident = tk.text
                elif depth == 1 and tk.text == ";":
                    if attrs or last_ident:
                        ty = ""
                        if member_start is not None and type_end is not None:
                            ty = re.sub(r"\s+", " ", self.src[member_start.start:type_end.end]).strip()
                        members.append((last_ident, attrs))
                        self.member_types[(name, last_ident)] = ty
                    attrs, last_ident, member_start, type_end = [], None, None, None
                if depth == 1 and tk.text not in ("[[", "]]"):
                    prev_tok = tk
                k += 1
            self.structs[name] = members
            self.check_struct(name, members, toks[i].start)

    def check_struct(self, name, members, off):
        seen = {}
        for member, attrs in members:
            for a, args, aoff in attrs:
                if a in ("attribute", "color"):
                    # [[color(0), index(1)]]: dual-source blending, a second output of attachment 0.
                    index = next((x[1] for x in attrs if x[0] == "index"), "0") if a == "color" else ""
                    key = (a, (args or "").split(",")[0].strip(), (index or "0").strip())
                    if key in seen:
                        self.error(aoff, f"duplicate [[{a}({key[1]})]] in struct '{name}' (also on '{seen[key]}')")
                    seen[key] = member
        self.check_argument_ids(name, members)

    def check_argument_ids(self, name, members):
        """An argument buffer's members take ids [[id(n)]]..n+N-1 (N for an
        `array<T, N>` member, else 1); two members' ids never overlap (MSL
        2.4 section 2.13: each id locates one argument)."""
        taken = []  # (first, end, member)
        for member, attrs in members:
            for a, args, aoff in attrs:
                if a != "id":
                    continue
                try:
                    first = int((args or "").strip(), 0)
                except ValueError:
                    self.error(aoff, f"[[id({args})]] on '{member}' in struct '{name}' is not an integer constant")
                    continue
                ty = self.member_types.get((name, member), "")
                m = re.match(r"^(?:metal::)?array\s*<.*,\s*(\d+)\s*>$", ty)
                end = first + (int(m.group(1)) if m else 1)
                clash = next((t for t in taken if first < t[1] and t[0] < end), None)
                if clash:
                    self.error(aoff, f"[[id({first})]] of '{member}' in struct '{name}' overlaps the ids "
                                     f"{clash[0]}..{clash[1] - 1} of '{clash[2]}'")
                taken.append((first, end, member))

    # -- entry points ------------------------------------------------------
    def entry_point(self, i, mesh_stage=None):
        """The entry point whose stage keyword is at token i, or, for a mesh
        or object function (`mesh_stage`), whose return type starts there."""
        toks = self.toks
        stage = mesh_stage or toks[i].text
        first = i if mesh_stage else i + 1
        # return type ... name (
        j = first
        while j < len(toks) and toks[j].text != "(":
            j += 1
        if j >= len(toks) or j == first:
            return first
        name = toks[j - 1].text
        close = self.matching(j)
        params = self.split_params(j + 1, close)
        ret = re.sub(r"\s+", " ", self.src[toks[first].start:toks[j - 2].end]).strip() if j - 2 >= first else ""
        info = {"name": name, "stage": stage, "return_type": ret, "params": []}
        seen_index = {}
        stage_in = 0
        completeness = []
        for ptoks in params:
            if not ptoks:
                continue
            attrs = []
            type_toks = []
            k = 0
            while k < len(ptoks):
                if ptoks[k].text == "[[":
                    idx = self.toks.index(ptoks[k])
                    a, after = self.attribute_at(idx)
                    attrs.extend(a)
                    self.blank(ptoks[k].start, toks[after - 1].end)
                    k += after - idx
                    continue
                type_toks.append(ptoks[k])
                k += 1
            if not type_toks:
                continue
            pname = type_toks[-1].text
            ptype = self.src[type_toks[0].start:type_toks[-2].end] if len(type_toks) > 1 else ""
            ptype = re.sub(r"\s+", " ", ptype).strip()
            words = {t.text for t in type_toks[:-1]}
            is_ref = any(t.text in ("*", "&") for t in type_toks[:-1])
            space = next((w for w in ("device", "constant", "threadgroup", "thread") if w in words), None)
            off = type_toks[0].start
            entry = {"name": pname, "type": ptype, "address_space": space, "attributes": []}
            # `using spvMesh_t = mesh<…>;` names the type as SPIRV-Cross writes it.
            alias = re.search(r"\busing\s+" + re.escape(ptype) + r"\s*=\s*([^;]*);", self.src) if ptype.isidentifier() else None
            ptype_resolved = re.sub(r"\s+", " ", alias.group(1)).strip() if alias else ptype
            mesh_object = re.fullmatch(r"(metal::)?(mesh\s*<.*>|mesh_grid_properties)", ptype_resolved)
            if not attrs and stage in ("mesh", "object") and mesh_object:
                # The mesh output (`mesh<V, P, NV, NP, T>`, mesh functions) or
                # the grid of an object function takes no attribute.
                if ("mesh_grid" in ptype_resolved) != (stage == "object"):
                    self.error(off, f"parameter '{pname}' of type '{ptype}' is not an input of a {stage} function")
                else:
                    self.check_mesh_vertex(ptype_resolved, off)
                info["params"].append(entry)
                continue
            if not attrs:
                if space == "threadgroup" and stage in ("kernel", "mesh", "object"):
                    entry["attributes"].append({"name": "threadgroup", "args": None})
                else:
                    hint = ""
                    base = re.sub(r"^(const\s+)?", "", ptype)
                    base = base.split("::")[-1].strip()
                    if base in self.structs and any(a[0] == "attribute" for _, al in self.structs[base] for a in al):
                        hint = f"; '{base}' has [[attribute(n)]] members: it must be the [[stage_in]] parameter"
                    self.error(off, f"entry point parameter '{pname}' has no attribute{hint}")
            for aname, args, aoff in attrs:
                entry["attributes"].append({"name": aname, "args": args})
                self.check_param_attribute(stage, pname, ptype, space, is_ref, aname, args, aoff, seen_index)
                if aname == "stage_in":
                    stage_in += 1
                    self.check_stage_in(stage, ptype, aoff)
            if stage in ("kernel", "mesh", "object"):
                base = " ".join(t.text if t.kind == "ident" else t.text for t in type_toks[:-1]
                                if t.text not in ADDRESS_SPACES | {"const", "volatile", "*", "&", "__restrict", "restrict", "__restrict__", "coherent"})
                base = re.sub(r"\s*::\s*", "::", base)
                if base not in ("void", "metal::void"):
                    completeness.append(base)
            info["params"].append(entry)
        if stage_in > 1:
            self.error(toks[i].start, f"entry point '{name}' has more than one [[stage_in]] parameter")
        self.check_patch(stage, name, info["params"], toks[i].start)
        if stage == "kernel" and toks[i - 1].text != "void" and toks[i + 1].text != "void":
            self.error(toks[i].start, f"kernel '{name}' must return void")
        if stage in ("mesh", "object") and toks[first].text != "void":
            self.error(toks[first].start, f"{stage} function '{name}' must return void")
        self.check_stage_output(stage, name, info["return_type"], toks[i].start)
        # (A mesh or object function's asserts precede its attribute: `handle_attribute`.)
        if completeness and not self.exec and not mesh_stage:
            asserts = "".join(f'static_assert(sizeof({t}) > 0, ""); ' for t in dict.fromkeys(completeness))
            self.edits.append((toks[i].start, toks[i].start, asserts))
        self.entry_points.append(info)
        return close + 1

    def check_param_attribute(self, stage, pname, ptype, space, is_ref, aname, args, off, seen):
        if aname in RESOURCES:
            try:
                index = int((args or "").strip().rstrip("uU"), 0)
            except ValueError:
                self.error(off, f"[[{aname}(...)]] needs an integer index, found '{args}'")
                return
            limit = RESOURCES[aname]
            if not 0 <= index < limit:
                self.error(off, f"[[{aname}({index})]] is out of range (0..{limit - 1})")
            key = (aname, index)
            if key in seen:
                self.error(off, f"duplicate [[{aname}({index})]]: already used by parameter '{seen[key]}'")
            seen[key] = pname
            # An acceleration structure is bound by value to a buffer index (MSL 2.3, section 2.16).
            if aname == "buffer" and not (is_ref and space in ("device", "constant")) and "acceleration_structure" not in ptype:
                self.error(off, f"[[buffer({index})]] parameter '{pname}' must be a device or constant pointer or reference")
            if aname == "threadgroup" and not (is_ref and space == "threadgroup"):
                self.error(off, f"[[threadgroup({index})]] parameter '{pname}' must be a threadgroup pointer or reference")
            if aname == "texture" and not TEXTURE_TYPES.search(ptype):
                self.error(off, f"[[texture({index})]] parameter '{pname}' must be a texture type, not '{ptype}'")
            if aname == "sampler" and "sampler" not in ptype:
                self.error(off, f"[[sampler({index})]] parameter '{pname}' must be a sampler, not '{ptype}'")
            if aname == "threadgroup" and stage not in ("kernel", "mesh", "object"):
                self.error(off, f"[[threadgroup({index})]] is only allowed in a kernel")
            return
        if aname == "stage_in":
            # A kernel's [[stage_in]] is fed by a stage-input descriptor
            # (MTLStageInputOutputDescriptor), as a vertex function's is.
            return
        if aname == "payload":
            # The payload an object function writes and its mesh functions
            # read (MSL 3.0, section 5.2.3.5): an object_data reference.
            if stage not in ("mesh", "object"):
                self.error(off, f"[[payload]] is only allowed in a mesh or object function")
            elif not (is_ref and "object_data" in ptype):
                self.error(off, f"[[payload]] parameter '{pname}' must be an object_data pointer or reference")
            return
        if aname == "user":
            # [[user(name)]] names a parameter for reflection; Apple's compiler
            # takes it on any entry point parameter.
            return
        # Mesh and object functions take the thread-group built-ins of a kernel.
        builtins = {"kernel": KERNEL_BUILTINS, "mesh": KERNEL_BUILTINS, "object": KERNEL_BUILTINS,
                    "vertex": VERTEX_BUILTINS, "fragment": FRAGMENT_BUILTINS}[stage]
        if aname in builtins:
            if is_ref:
                self.error(off, f"built-in [[{aname}]] parameter '{pname}' must be passed by value")
            return
        if aname in KERNEL_BUILTINS | VERTEX_BUILTINS | FRAGMENT_BUILTINS:
            self.error(off, f"[[{aname}]] is not an input of a {stage} function")
        elif aname in ("raster_order_group", "post_depth_coverage") and stage == "fragment":
            return
        elif aname in ("flat", "center_perspective", "center_no_perspective", "centroid_perspective",
                       "sample_perspective", "centroid_no_perspective", "sample_no_perspective") and stage == "fragment":
            return
        elif aname == "function_constant":
            self.error(off, "[[function_constant(n)]] belongs on a program-scope constant, not a parameter")
        else:
            self.error(off, f"unknown or misplaced entry point parameter attribute '[[{aname}]]'")

    def check_patch(self, stage, name, params, off):
        """A post-tessellation vertex function (MSL 2.4 section 5.1.3): `[[patch(triangle|quad[, N])]]`
        before `vertex` only; its `[[position_in_patch]]` is a float3 (triangle) or float2 (quad), and
        `[[patch_id]]` and `[[position_in_patch]]` are inputs of such a function only."""
        before = self.src[max(0, off - 200):off]
        m = re.search(r"\[\[\s*patch\s*\(\s*(\w+)\s*(?:,\s*(\w+)\s*)?\)\s*\]\]\s*$", before)
        kind = m.group(1) if m else None
        if m and stage != "vertex":
            self.error(off, f"[[patch(...)]] qualifies only a vertex function, not the {stage} function '{name}'")
        if kind is not None and kind not in ("triangle", "quad"):
            self.error(off, f"[[patch({kind})]]: the patch type is triangle or quad")
        if m and m.group(2) is not None and not (m.group(2).isdigit() and int(m.group(2)) <= 32):
            self.error(off, f"[[patch({kind}, {m.group(2)})]]: a patch has at most 32 control points")
        for p in params:
            for a in p["attributes"]:
                if a["name"] not in ("patch_id", "position_in_patch") or stage != "vertex":
                    continue
                if kind is None:
                    self.error(off, f"[[{a['name']}]] parameter '{p['name']}' needs a post-tessellation vertex "
                               "function ([[patch(triangle|quad)]] before `vertex`)")
                    continue
                want = {"triangle": "float3", "quad": "float2"}.get(kind)
                got = re.sub(r"^(const\s+)?(metal::)?", "", p["type"]).strip()
                if a["name"] == "position_in_patch" and want and got != want:
                    self.error(off, f"[[position_in_patch]] parameter '{p['name']}' of a {kind} patch is a {want}, "
                               f"not '{p['type']}'")
                if a["name"] == "patch_id" and got not in ("uint", "ushort", "uint32_t", "uint16_t"):
                    self.error(off, f"[[patch_id]] parameter '{p['name']}' is a uint or ushort, not '{p['type']}'")

    def check_mesh_vertex(self, ptype, off):
        """The vertex struct V of `mesh<V, P, NV, NP, T>` has exactly one
        [[position]] member, as a vertex function's output does (section
        5.2.3.4); the primitive struct P has none."""
        m = re.search(r"<\s*([\w:]+)\s*,\s*([\w:]+)", ptype)
        if not m:
            return
        for struct, want in ((m.group(1).split("::")[-1], 1), (m.group(2).split("::")[-1], 0)):
            if struct not in self.structs:
                continue
            positions = sum(1 for _, attrs in self.structs[struct] if any(a[0] == "position" for a in attrs))
            if positions != want:
                what = "vertex" if want else "primitive"
                self.error(off, f"the mesh {what} struct '{struct}' needs {want} [[position]] member(s) (has {positions})")

    def check_stage_output(self, stage, name, ret, off):
        """A vertex function's output struct has one [[position]]; every
        member of a fragment function's output struct is an attachment."""
        struct = ret.split("::")[-1].strip()
        if struct not in self.structs:
            return
        members = self.structs[struct]
        if stage == "vertex":
            positions = sum(1 for _, attrs in members if any(a[0] == "position" for a in attrs))
            if positions != 1:
                self.error(off, f"vertex function '{name}' returns '{struct}', which needs exactly one "
                           f"[[position]] member (has {positions})")
        elif stage == "fragment":
            outputs = {"color", "depth", "sample_mask", "stencil", "raster_order_group"}
            for member, attrs in members:
                if not any(a[0] in outputs for a in attrs):
                    self.error(off, f"fragment function '{name}' output member '{member}' of '{struct}' has no "
                               "[[color(n)]], [[depth(...)]], [[sample_mask]] or [[stencil]] attribute")

    def check_stage_in(self, stage, ptype, off):
        base = re.sub(r"^(const\s+)?", "", ptype).split("::")[-1].strip()
        if base not in self.structs:
            self.error(off, f"[[stage_in]] parameter type '{ptype}' must be a struct defined in this file")
            return
        if stage in ("vertex", "kernel"):
            for member, attrs in self.structs[base]:
                # A post-tessellation vertex function's control points.
                if self.member_types.get((base, member), "").split("<")[0].split("::")[-1] == "patch_control_point":
                    continue
                if not any(a[0] == "attribute" for a in attrs):
                    self.error(off, f"member '{member}' of [[stage_in]] struct '{base}' has no [[attribute(n)]]")

    def matching(self, j):
        depth = 0
        for k in range(j, len(self.toks)):
            if self.toks[k].text in ("(", "[", "{"):
                depth += 1
            elif self.toks[k].text in (")", "]", "}"):
                depth -= 1
                if depth == 0:
                    return k
        return len(self.toks) - 1

    def split_params(self, start, close):
        """Parameters between parentheses, split at top-level commas (template `<...>` aware)."""
        params, cur = [], []
        depth = 0
        k = start
        while k < close:
            t = self.toks[k]
            if t.text == "[[":
                _, after = self.attribute_at(k)
                cur.extend(self.toks[k:after])
                k = after
                continue
            if t.text in ("(", "[", "<", "{"):
                depth += 1
            elif t.text in (")", "]", ">", "}"):
                depth -= 1
            elif t.text == ">>":
                depth -= 2
            if t.text == "," and depth == 0:
                params.append(cur)
                cur = []
            else:
                cur.append(t)
            k += 1
        params.append(cur)
        return params

    # -- every function: pointers and references need an address space -----
    def check_function_params(self):
        toks = self.toks
        depth = 0
        for i, t in enumerate(toks):
            if t.text == "{":
                depth += 1
            elif t.text == "}":
                depth -= 1
            if depth != 0 or t.text != "(" or i == 0 or toks[i - 1].kind != "ident":
                continue
            if toks[i - 1].text in ("operator", "sizeof", "alignof", "static_assert", "decltype", "__attribute__"):
                continue
            close = self.matching(i)
            if close + 1 >= len(toks) or toks[close + 1].text not in ("{", "const"):
                continue
            # A function definition: `name(params) {`.
            for ptoks in self.split_params(i + 1, close):
                plain = [p for p in ptoks if p.text not in ("[[", "]]")]
                words = {p.text for p in plain}
                if ("*" in words or "&" in words) and not (words & ADDRESS_SPACES):
                    self.error(plain[0].start, "pointer or reference parameter without an address space "
                               "(device, constant, thread or threadgroup)")

    # -- local declarations: pointers and references need an address space --
    def check_local_pointers(self):
        """`float* p = ...;` or `float4& r = ...;` inside a function body: a
        statement that starts with a type name, then `*`/`&`, a name and `=`.
        (C++ for OpenCL would make it a generic pointer.)"""
        toks = self.toks
        depth, prev = 0, ";"
        for i, t in enumerate(toks):
            if t.text == "{":
                depth += 1
            elif t.text == "}":
                depth -= 1
            starts = depth >= 1 and prev in (";", "{", "}") and t.kind == "ident"
            prev = t.text
            if not starts or t.text in ADDRESS_SPACES or t.text in ("return", "case", "default", "goto", "else",
                                                                     "do", "delete", "throw", "using", "typedef"):
                continue
            # Type: `const`? name (`::` name)* (`<` ... `>`)?, then `*`/`&`, a name, then `=`.
            k = i
            words = set()
            while k < len(toks) and (toks[k].kind == "ident" or toks[k].text == "::"):
                words.add(toks[k].text)
                k += 1
            if k < len(toks) and toks[k].text == "<":
                angle = 0
                while k < len(toks):
                    if toks[k].text == "<":
                        angle += 1
                    elif toks[k].text == ">":
                        angle -= 1
                        if angle == 0:
                            k += 1
                            break
                    elif toks[k].text in (";", "{", "}", "("):
                        break
                    words.add(toks[k].text)
                    k += 1
            if k == i or k >= len(toks) or toks[k].text not in ("*", "&"):
                continue
            while k < len(toks) and toks[k].text in ("*", "&", "const"):
                k += 1
            # `auto&` / `auto*` deduce the address space with the type.
            if k + 1 < len(toks) and toks[k].kind == "ident" and toks[k + 1].text == "=" \
                    and not (words & (ADDRESS_SPACES | {"auto"})):
                self.error(t.start, "local pointer or reference without an address space "
                           "(device, constant, thread or threadgroup)")

    # -- program scope: only `constant` variables --------------------------
    def check_program_scope(self):
        """A program-scope variable must be in the `constant` address space
        (MSL 2.4 section 4.2); C++ for OpenCL would take it as a global."""
        allowed = {"struct", "class", "union", "enum", "typedef", "using", "template", "namespace",
                   "static_assert", "constant", "constexpr", "extern", "inline"}
        depth, parens, stmt = 0, 0, []
        for t in self.toks:
            # Braces inside parentheses are initializer lists of the statement
            # (`constant A a = A({ 1, 2 });`), not blocks.
            if depth == 0 and t.text in ("(", ")"):
                parens += 1 if t.text == "(" else -1
                stmt.append(t)
                continue
            if parens > 0:
                stmt.append(t)
                continue
            if t.text == "{":
                depth += 1
                stmt.append(t)
                continue
            if t.text == "}":
                depth -= 1
                if depth == 0:
                    stmt = [] if not stmt or stmt[0].text not in ("struct", "class", "union", "enum") else stmt
                continue
            if depth != 0:
                continue
            if t.text == ";":
                texts = {x.text for x in stmt}
                if stmt and not (texts & allowed) and "(" not in texts and "{" not in texts and "[[" not in texts:
                    self.error(stmt[0].start, "program-scope variable must be declared in the constant address space")
                stmt = []
            else:
                stmt.append(t)

    # -- function constants ------------------------------------------------
    def function_constant(self, i, after, args, off):
        toks = self.toks
        # constant T name [[function_constant(N)]] ;
        k = i - 1
        while k >= 0 and toks[k].text not in (";", "}", "{"):
            k -= 1
        decl = toks[k + 1:i]
        if len(decl) < 3 or decl[0].text != "constant" or after >= len(toks) or toks[after].text != ";":
            self.error(off, "[[function_constant(n)]] must end a program-scope `constant T name` declaration")
            return
        name = decl[-1].text
        ty = self.src[decl[1].start:decl[-2].end]
        try:
            index = int((args or "").strip().rstrip("uU"), 0)
        except ValueError:
            self.error(off, f"[[function_constant(...)]] needs an integer index, found '{args}'")
            return
        if index in self.function_constants.values():
            self.error(off, f"duplicate [[function_constant({index})]]")
        self.function_constants[name] = index
        self.edits.append((toks[after].start, toks[after].start, f" = __FERROMETAL_FUNCTION_CONSTANT({ty}, {index})"))

    def rewrite_fc_query(self, i):
        toks = self.toks
        if i + 3 < len(toks) and toks[i + 1].text == "(" and toks[i + 3].text == ")":
            name = toks[i + 2].text
            if name in self.function_constants:
                self.edits.append((toks[i].start, toks[i + 3].end,
                                   f"__FERROMETAL_FC_DEFINED({self.function_constants[name]})"))
            else:
                self.error(toks[i + 2].start, f"'{name}' is not a function constant")

    # -- check mode: conditional operands -----------------------------------
    def conditional(self, i):
        """`c ? a : b` -> `c ? __FM_RV(a) : __FM_RV(b)`.

        C++ for OpenCL cannot unify a `__private T` lvalue with a `T`
        temporary (a function result) in a conditional expression, which MSL
        accepts; both operands become temporaries of their own type.
        """
        toks = self.toks
        depth, nested, colon = 0, 0, None
        k = i + 1
        while k < len(toks):
            x = toks[k].text
            if x in ("(", "[", "{"):
                depth += 1
            elif x in (")", "]", "}"):
                if depth == 0:
                    return
                depth -= 1
            elif depth == 0 and x == "?":
                nested += 1
            elif depth == 0 and x == ":":
                if nested == 0:
                    colon = k
                    break
                nested -= 1
            elif depth == 0 and x == ";":
                return
            k += 1
        if colon is None or colon == i + 1:
            return
        depth = 0
        end = colon + 1
        while end < len(toks):
            x = toks[end].text
            if x in ("(", "[", "{"):
                depth += 1
            elif x in (")", "]", "}"):
                if depth == 0:
                    break
                depth -= 1
            elif depth == 0 and x in (",", ";"):
                break
            end += 1
        if end == colon + 1:
            return
        self.edits.append((toks[i + 1].start, toks[i + 1].start, "__FM_RV("))
        self.edits.append((toks[colon - 1].end, toks[colon - 1].end, ")"))
        self.edits.append((toks[colon + 1].start, toks[colon + 1].start, "__FM_RV("))
        self.edits.append((toks[end - 1].end, toks[end - 1].end, ")"))

    # -- execution mode rewrites -------------------------------------------
    def rewrite_literal(self, t):
        m = re.fullmatch(r"((?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?)([a-zA-Z]*)", t.text)
        if not m or t.text.startswith(("0x", "0X")):
            return
        body, suffix = m.groups()
        floating = "." in body or "e" in body.lower()
        if floating and suffix == "":
            self.edits.append((t.end, t.end, "f"))
        elif suffix.lower() == "h":
            self.edits.append((t.end - 1, t.end, "f16"))

    def kernel_threadgroup_decls(self):
        """Indices of the `threadgroup` tokens that start a declaration at
        kernel scope: the variables the whole threadgroup shares."""
        toks = self.toks
        depth = 0
        in_kernel = False
        for i, t in enumerate(toks):
            if t.text == "kernel" and depth == 0:
                in_kernel = True
            if t.text == "{":
                depth += 1
            elif t.text == "}":
                depth -= 1
                if depth == 0:
                    in_kernel = False
            elif t.text == "threadgroup" and in_kernel and depth >= 1 and toks[i - 1].text in (";", "{", "}"):
                yield i

    def threadgroup_locals(self):
        for i in self.kernel_threadgroup_decls():
            self.edits.append((self.toks[i].start, self.toks[i].start, "FERROMETAL_THREADGROUP_STORAGE "))

    def threadgroup_shared(self):
        """Check mode: a kernel-scope `threadgroup` variable is memory the
        threadgroup shares, with no initializer in Metal; a thread may read
        what another wrote. clang sees a local, and its `-Wuninitialized`
        (an error here) fires on a read before this thread's own write.
        Taking the variable's address after its declaration tells clang's
        analysis it may be written elsewhere, which is Metal's meaning."""
        toks = self.toks
        for i in self.kernel_threadgroup_decls():
            nest, name = 0, None
            for j in range(i + 1, len(toks)):
                x = toks[j].text
                if x in ("(", "[", "{", "[["):
                    if x == "[" and nest == 0 and name is None and toks[j - 1].kind == "ident":
                        name = toks[j - 1].text
                    nest += 1
                elif x in (")", "]", "}", "]]"):
                    nest -= 1
                elif nest == 0 and x in ("=", ";") and name is None and toks[j - 1].kind == "ident":
                    name = toks[j - 1].text
                if nest == 0 and x == ";":
                    if name:
                        self.edits.append((toks[j].end, toks[j].end, f" (void)&{name};"))
                    break
                if nest < 0:
                    break

    def output(self):
        out = self.src
        edits = [e for e in self.edits if not any(a <= e[0] < b or a < e[1] <= b for a, b in self.removed)]
        for a, b in self.removed:
            edits.append((a, b, re.sub(r"[^\n]", " ", self.src[a:b])))
        for start, end, rep in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
            out = out[:start] + rep + out[end:]
        return out


def prepass(src, path, exec_mode=False, version=320):
    """Returns (C++ text, list of error lines, entry point descriptions)."""
    p = Prepass(src, path, exec_mode, version)
    p.run()
    return p.output(), p.errors, p.entry_points


def stage_interface(path):
    """User-defined varyings of one file's entry points: for a vertex function
    its return struct's `[[user(name)]]` members, for a fragment function its
    `[[stage_in]]` struct's; each as {name: type}."""
    with open(path, encoding="utf-8") as f:
        p = Prepass(f.read(), path)
    p.run()
    out = []
    for ep in p.entry_points:
        if ep["stage"] == "vertex":
            struct = ep["return_type"].split("::")[-1]
        elif ep["stage"] == "fragment":
            struct = next((x["type"].split("::")[-1] for x in ep["params"]
                           if any(a["name"] == "stage_in" for a in x["attributes"])), None)
        else:
            continue
        varyings = {}
        for member, attrs in p.structs.get(struct, []):
            for a, args, _ in attrs:
                if a == "user":
                    varyings[(args or "").strip()] = p.member_types.get((struct, member), "")
        out.append((ep["stage"], ep["name"], varyings))
    return out


def link(paths):
    """Every fragment function's varyings must all be written, with the same
    type, by at least one of the vertex functions: Metal checks this when it
    builds a pipeline, not when it compiles a file."""
    vertex, fragment, errors = [], [], []
    for path in paths:
        try:
            interface = stage_interface(path)
        except OSError as e:
            errors.append(f"{path}: error: {e}")
            continue
        for stage, name, varyings in interface:
            (vertex if stage == "vertex" else fragment).append((path, name, varyings))
    for fpath, fname, wanted in fragment:
        if not wanted or not vertex:
            continue
        problems = []
        for vpath, vname, given in vertex:
            missing = [f"[[user({k})]] {t}" for k, t in wanted.items() if given.get(k) != t]
            if not missing:
                problems = []
                break
            problems.append(f"  {vpath}: {vname} does not write {', '.join(missing)}")
        if problems:
            errors.append(f"{fpath}: error: fragment '{fname}' reads varyings no vertex function writes:")
            errors.extend(problems)
    return errors


def main(argv):
    if argv and argv[0] == "--link":
        errors = link(argv[1:])
        for e in errors:
            print(e, file=sys.stderr)
        return 1 if errors else 0
    import argparse

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    if argv == ["--list-attributes"]:
        names = MEMBER_ATTRIBUTES | KERNEL_BUILTINS | VERTEX_BUILTINS | FRAGMENT_BUILTINS | set(RESOURCES)
        print("\n".join(sorted(names | {"stage_in", "function_constant", "is_function_constant_defined"})))
        return 0
    ap.add_argument("file")
    ap.add_argument("--exec", action="store_true", help="execution mode rewrites")
    ap.add_argument("--entry-points", metavar="JSON", help="write the entry point descriptions here")
    args = ap.parse_args(argv)
    with open(args.file, encoding="utf-8") as f:
        src = f.read()
    text, errors, eps = prepass(src, args.file, args.exec)
    sys.stdout.write(f'# 1 "{args.file}"\n' + text)
    for e in errors:
        print(e, file=sys.stderr)
    if args.entry_points:
        with open(args.entry_points, "w", encoding="utf-8") as f:
            json.dump(eps, f, indent=2)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
