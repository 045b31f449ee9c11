#!/usr/bin/env python3
"""Compile one HLSL compute shader to SPIR-V with Slang, for the reference side.

The slangpy wheel ships Slang's compiler library but no `slangc` executable;
its C API accepts slangc's own command-line arguments, so this loads the
library with ctypes and hands the arguments over.

    slangc.py SHADER.hlsl -o OUT.spv [slangc arguments...]
"""
import ctypes
import importlib.util
import os
import sys


def library():
    spec = importlib.util.find_spec("slangpy")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("slangc.py: the slangpy package is not installed")
    folder = list(spec.submodule_search_locations)[0]
    for name in sorted(os.listdir(folder)):
        if name.startswith("libslang-compiler.so") or name == "libslang.so":
            return os.path.join(folder, name)
    sys.exit("slangc.py: no Slang compiler library in the slangpy package")


def main(argv):
    if "-o" not in argv:
        sys.exit("usage: slangc.py SHADER -o OUT.spv [slangc arguments...]")
    i = argv.index("-o")
    out = argv[i + 1]
    args = argv[:i] + argv[i + 2:]
    lib = ctypes.CDLL(library(), mode=ctypes.RTLD_GLOBAL)
    p = ctypes.c_void_p
    lib.spCreateSession.restype = p
    lib.spCreateSession.argtypes = [ctypes.c_char_p]
    lib.spCreateCompileRequest.restype = p
    lib.spCreateCompileRequest.argtypes = [p]
    lib.spProcessCommandLineArguments.argtypes = [p, ctypes.POINTER(ctypes.c_char_p), ctypes.c_int]
    lib.spCompile.argtypes = [p]
    lib.spGetDiagnosticOutput.restype = ctypes.c_char_p
    lib.spGetDiagnosticOutput.argtypes = [p]
    lib.spGetEntryPointCode.restype = p
    lib.spGetEntryPointCode.argtypes = [p, ctypes.c_int, ctypes.POINTER(ctypes.c_size_t)]
    lib.spGetCompileRequestCode.restype = p
    lib.spGetCompileRequestCode.argtypes = [p, ctypes.POINTER(ctypes.c_size_t)]
    session = lib.spCreateSession(None)
    request = lib.spCreateCompileRequest(session)
    argv_c = (ctypes.c_char_p * len(args))(*[a.encode() for a in args])
    failed = lib.spProcessCommandLineArguments(request, argv_c, len(args)) < 0 or lib.spCompile(request) < 0
    diagnostics = (lib.spGetDiagnosticOutput(request) or b"").decode(errors="replace")
    if failed:
        sys.stderr.write(diagnostics)
        return 1
    size = ctypes.c_size_t()
    # Whole-program output first (what slangc writes), else entry point 0.
    code = lib.spGetCompileRequestCode(request, ctypes.byref(size))
    if not code or size.value == 0:
        code = lib.spGetEntryPointCode(request, 0, ctypes.byref(size))
    if not code or size.value == 0:
        sys.stderr.write(diagnostics or "slangc.py: no code produced\n")
        return 1
    with open(out, "wb") as f:
        f.write(ctypes.string_at(code, size.value))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
