"""Bazel rules for ferrometal: HLSL/GLSL to Metal Shading Language.

    load("@ferrometal_rules//:ferrometal.bzl", "ferrometal_msl", "ferrometal_msl_permutations")

    ferrometal_msl(
        name = "lit_ps_shadows",
        src = "shaders/lit.hlsl",
        hdrs = glob(["include/*.hlsli"]),
        includes = ["include"],
        entry = "PSMain",
        stage = "fragment",
        defines = {"SHADOWS": "1"},
        msl_version = "3.0",
    )

Each target is one action with hermetic inputs (the source, the declared
headers, the ferrometal binary) and outputs NAME.metal and NAME.json (the
reflection), so Bazel's sandbox, disk cache and remote execution apply
unchanged: an `#include` of a header missing from `hdrs` is not found in
the sandbox. The binary is the `ferrometal` attribute, by default
`@ferrometal_cli//:ferrometal`, which the `ferrometal_cli` repository rule
makes from $FERROMETAL or the `ferrometal` on PATH.
"""

def _ferrometal_msl_impl(ctx):
    msl = ctx.actions.declare_file(ctx.label.name + ".metal")
    reflection = ctx.actions.declare_file(ctx.label.name + ".json")
    args = ctx.actions.args()
    args.add(ctx.file.src.path)
    args.add("-e", ctx.attr.entry)
    if ctx.attr.stage:
        args.add("--stage", ctx.attr.stage)
    args.add("--msl-version", ctx.attr.msl_version)
    root = ctx.label.workspace_root
    for d in ctx.attr.includes:
        parts = [p for p in [root, ctx.label.package, d] if p and p != "."]
        args.add("-I", "/".join(parts) if parts else ".")
    for name in sorted(ctx.attr.defines.keys()):
        args.add("-D%s=%s" % (name, ctx.attr.defines[name]))
    args.add_all(ctx.attr.copts)
    args.add("-o", msl.path)
    args.add("--reflect", reflection.path)
    ctx.actions.run(
        executable = ctx.executable.ferrometal,
        arguments = [args],
        inputs = [ctx.file.src] + ctx.files.hdrs,
        outputs = [msl, reflection],
        mnemonic = "FerrometalMsl",
        progress_message = "ferrometal %s (%s)" % (ctx.file.src.short_path, ctx.attr.entry),
    )
    return [
        DefaultInfo(files = depset([msl, reflection])),
        OutputGroupInfo(msl = depset([msl]), reflection = depset([reflection])),
    ]

ferrometal_msl = rule(
    implementation = _ferrometal_msl_impl,
    doc = "Translates one entry point of an HLSL or GLSL file to MSL plus reflection JSON.",
    attrs = {
        "src": attr.label(allow_single_file = True, mandatory = True, doc = "the shader source"),
        "hdrs": attr.label_list(allow_files = True, doc = "every file the source may #include"),
        "includes": attr.string_list(doc = "-I directories, relative to this package"),
        "entry": attr.string(mandatory = True, doc = "the entry point"),
        "stage": attr.string(values = ["", "vertex", "fragment", "compute"], doc = "its stage"),
        "defines": attr.string_dict(doc = "-D NAME=VALUE"),
        "msl_version": attr.string(default = "2.4", values = ["2.4", "3.0", "3.1", "3.2"]),
        "copts": attr.string_list(doc = "further ferrometal options, e.g. --enable-16bit-types"),
        "ferrometal": attr.label(
            default = "@ferrometal_cli//:ferrometal",
            executable = True,
            allow_single_file = True,
            cfg = "exec",
            doc = "the ferrometal binary",
        ),
    },
)

def ferrometal_msl_permutations(name, src, entries, define_sets = [{}], **kwargs):
    """One ferrometal_msl per entry and define set, and a filegroup `name` of them all.

    entries: {"VSMain": "vertex", ...}; define_sets: a list of define dicts.
    A target is named NAME.ENTRY[.DEFINE=VALUE...] (defines in name order).
    """
    targets = []
    for entry in sorted(entries.keys()):
        for defines in define_sets:
            target = "%s.%s" % (name, entry)
            for k in sorted(defines.keys()):
                target += ".%s=%s" % (k, defines[k])
            ferrometal_msl(
                name = target,
                src = src,
                entry = entry,
                stage = entries[entry],
                defines = defines,
                **kwargs
            )
            targets.append(":" + target)
    native.filegroup(name = name, srcs = targets)

def _ferrometal_cli_impl(rctx):
    path = rctx.os.environ.get("FERROMETAL", "")
    if not path:
        found = rctx.which("ferrometal")
        path = str(found) if found else ""
    if not path:
        fail("ferrometal_cli: set FERROMETAL to the ferrometal binary, or put ferrometal on PATH")
    rctx.symlink(path, "ferrometal")
    rctx.file("BUILD", 'exports_files(["ferrometal"])\n')

ferrometal_cli = repository_rule(
    implementation = _ferrometal_cli_impl,
    environ = ["FERROMETAL", "PATH"],
    local = True,
    doc = "A repository holding the ferrometal binary named by $FERROMETAL (or found on PATH).",
)
