//! Execution cases (DESIGN §6): the case-file format, its parser, buffer
//! packing from reflected layouts, comparison with tolerances and the
//! summary report. Platform-independent: `--validate` (Metal, macOS) and the
//! Linux execution-parity harness drive their dispatches from these types,
//! so both read a case the same way.
//!
//! Expected values in case files are computed by hand or by an independent
//! compiler, never by ferrometal.
//!
//! # Where case files live
//!
//! `NAME.case.json` sits beside the shader(s) it runs: every `NAME.EXT` in
//! the same directory whose extension is a shader's (`hlsl`, `glsl`, `comp`,
//! `wgsl`, `spv`, …), unless the file lists `sources`. One case file can so
//! serve an HLSL and a GLSL version of one kernel. Translation options come
//! from the shader's own `NAME.EXT.options.json`, as for snapshots.
//!
//! # The format (JSON; unknown keys are errors)
//!
//! Top level:
//!
//! | key | meaning |
//! | --- | --- |
//! | `description` | free text |
//! | `entry` | source name of the compute entry point; default `"main"` |
//! | `sources` | shader files (relative to the case file); default: every `NAME.EXT` beside it |
//! | `reference` | a compute shader (relative to the case file) the execution-parity reference compiles and dispatches in place of each source: the same computation as a plain kernel, for sources no independent compiler dispatches as one (hull shaders). Its buffers are found by the same selectors; the case should carry its own expectations, which both sides must meet |
//! | `dispatch` | threadgroups: `[x, y, z]`, `[x, y]`, `[x]` or `x`; default `[1, 1, 1]`. The group size is the reflected `workgroupSize` |
//! | `spec` | function-constant overrides, `{ "NAME": value }` (name as reflected, or the constant id as a string); constants not named keep the source default |
//! | `buffers` | list of BUFFER |
//! | `textures` | list of TEXTURE (see [`texture`]): images bound to the kernel's textures (the CPU runner and its Vulkan reference; `--validate` refuses such a run for now) |
//! | `samplers` | list of SAMPLER (see [`texture`]): sampler states |
//! | `runs` | optional list of RUN: several dispatches of the same kernel |
//! | `render` | optional RENDER instead of a dispatch |
//! | `contract` | `true`: the CPU runner compiles our MSL with floating-point contraction on, as Metal's default fast math does (`a * b + c` fused), where it otherwise keeps every operation separately rounded; a case showing what `precise` changes sets it. `--validate` ignores it (Metal always contracts) |
//!
//! Without `runs` the file is one run named `default`. A RUN is `{ "name",
//! "dispatch"?, "spec"?, "buffers"?, "textures"?, "samplers"? }`: it inherits
//! the top level's `dispatch`, `spec` (its own keys win), `buffers`,
//! `textures` and `samplers` (a run's entry replaces the top-level one with
//! the same selector keys, others are added). Run names are unique.
//!
//! A BUFFER says which reflected buffer it is, what it starts as, and what it
//! must hold after the dispatch:
//!
//! | key | meaning |
//! | --- | --- |
//! | `name` | the reflected resource name |
//! | `register`, `space` | HLSL register (`"u0"`) and space (default 0) |
//! | `binding`, `set` | GLSL/WGSL/SPIR-V binding and set (default 0) |
//! | `slot` | Metal buffer index |
//! | `type` | element type, only used when reflection has no layout it can read: the buffer is then a runtime array of tightly packed `type` (`f32`, `i32`, `u32`, `f16`, `i16`, `u16`, vectors `f32x4`, or any `float3`/`vec3`/`uint2` spelling) |
//! | `count` | elements of the buffer's runtime-sized array; default: as many as `data` (else the expectation's `data`) reaches |
//! | `data` | initial VALUES |
//! | `fill` | every scalar this number |
//! | `iota` | scalar `i` (in layout order) is `start + i * step`: a number (the start, step 1) or `{ "start": s, "step": d }` |
//! | `expect` | VALUES (shorthand for `{"data": …}`) or `{ "data" / "fill" / "iota", "ulp"?, "abs"?, "unordered"? }` |
//! | `offsets` | `{ "member.path": byte offset }` the reflected layout must give (the source language's packing, worked out by hand); for an array of structs, offsets within one element |
//!
//! Selection depends on the source language: for HLSL the keys are tried
//! in the order `register` (+`space`), `name`, `slot`; for GLSL, WGSL and
//! SPIR-V `binding` (+`set`), `name`, `slot`. The first key the case gives
//! that matches exactly one buffer resource decides, so
//! `{ "register": "u0", "binding": 2, "name": "Out" }` names the same buffer
//! in an HLSL and a GLSL source, and a register is never compared with a
//! binding. At most one of `data`, `fill`, `iota`; none means zeros.
//! Buffers the entry point uses that the case does not name are bound
//! zero-filled.
//!
//! VALUES are JSON filling the buffer's scalars in *layout order* (see
//! [`layout`]): struct members in reflected order, array elements by index,
//! vector components `x y z w`, matrix elements `m[0][0], m[0][1], …` (first
//! index outermost: HLSL row by row, GLSL/WGSL/MSL column by column — each
//! language's constructor order), runtime-array elements repeating to the
//! end. Lists nest freely and are flattened, so `[[1, 2, 3, 0], [4, 5, 6, 0]]`
//! and `[1, 2, 3, 0, 4, 5, 6, 0]` are the same. Where a struct starts, an
//! object `{ "member": VALUES }` fills members by name (members not named
//! are left alone). A scalar is a JSON number, `true`/`false`, or a string:
//! `"inf"`, `"-inf"`, `"nan"`, or `"0x3f800000"` (raw bits of the scalar).
//! `null` leaves a scalar alone. Where the values run out, the remaining
//! scalars are left alone; more values than scalars is an error. "Left alone"
//! means zero in initial data and not compared in expectations. A number
//! that does not fit its scalar (`1.5` into an `i32`, `-1` into a `u32`,
//! `70000` into a `u16`) is an error. A buffer holds at most 16 Mi scalars
//! and 256 MiB.
//!
//! Comparison: integers (and `bool`, stored as 32-bit) must be equal.
//! Floats are first rounded to the scalar's type (so `0.1` in an `f32`
//! buffer means `0.1f`); they match when equal, when within `ulp` units in
//! the last place of that type, or within `abs` (default both 0: exact);
//! NaN matches any NaN. With `unordered: true` the elements of the
//! runtime-sized array that have expectations (or, without one, the
//! scalars) are compared as a multiset — for outputs whose order depends on
//! atomics.
//!
//! A RENDER (vertex + fragment into an `rgba32Float` target) is
//! `{ "vertex", "fragment", "size": [w, h], "vertices": VALUES,
//! "vertexCount", "clear"?: [r, g, b, a], "expect": … }`: vertices are
//! packed at the reflected attribute offsets and stride into vertex buffer 0,
//! a triangle list is drawn with a viewport covering the target (clip-space
//! +y is the top row), and the expectation lists `[r, g, b, a]` per pixel,
//! rows top to bottom. Each run draws once with its buffers (bound to both
//! stages) and function constants; `entry` and `dispatch` are unused.
//!
//! # Example
//!
//! ```json
//! {
//!   "description": "out[i] = a[i] * scale, scale a function constant (default 2)",
//!   "dispatch": [2],
//!   "buffers": [
//!     { "register": "t0", "binding": 0, "name": "a", "data": [1, 2, 3, 4, 5, 6, 7, 8] },
//!     { "register": "u0", "binding": 1, "name": "out", "count": 8,
//!       "expect": [2, 4, 6, 8, 10, 12, 14, 16] }
//!   ],
//!   "runs": [
//!     { "name": "default" },
//!     { "name": "scale3", "spec": { "scale": 3 },
//!       "buffers": [ { "register": "u0", "binding": 1, "name": "out", "count": 8,
//!                      "expect": { "iota": { "start": 3, "step": 3 } } } ] }
//!   ]
//! }
//! ```

pub mod compare;
pub mod format;
pub mod layout;
pub mod num;
pub mod pack;
pub mod report;
pub mod texture;

pub use compare::{Comparison, compare};
pub use format::{BufferSelector, BufferSpec, CaseFile, Expectation, Render, Run, Tolerance, Values, parse};
pub use layout::{LayoutNode, Leaf, PackLayout};
pub use num::{Num, ScalarType};
pub use pack::{PreparedBuffer, PreparedExpect, PreparedRun, SpecValue, prepare_buffer, prepare_run};
pub use report::{CaseReport, Step, render_table};
pub use texture::{SamplerSpec, TextureDim, TextureFormat, TextureInit, TextureSpec};

use std::fmt;
use std::path::{Path, PathBuf};

/// Why a case file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseError(pub String);

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CaseError {}

/// Extensions of shader files a case can run.
pub const SHADER_EXTS: &[&str] = &["hlsl", "glsl", "comp", "vert", "frag", "tesc", "wgsl", "spv"];

/// Suffix of case files.
pub const CASE_SUFFIX: &str = ".case.json";

/// Read and parse a case file.
pub fn load(path: &Path) -> Result<CaseFile, CaseError> {
    let text = std::fs::read_to_string(path).map_err(|e| CaseError(format!("{}: {e}", path.display())))?;
    parse(&text).map_err(|e| CaseError(format!("{}: {e}", path.display())))
}

/// The case file for a shader: `dir/NAME.case.json` for `dir/NAME.EXT`.
pub fn case_file_for(shader: &Path) -> Option<PathBuf> {
    let stem = shader.file_stem()?.to_str()?;
    let path = shader.with_file_name(format!("{stem}{CASE_SUFFIX}"));
    path.is_file().then_some(path)
}

/// The shaders a case file runs, sorted: its `sources`, or every
/// `NAME.EXT` beside `NAME.case.json` with a shader extension.
pub fn shaders_for(case_path: &Path, case: &CaseFile) -> Vec<PathBuf> {
    let dir = case_path.parent().unwrap_or(Path::new(""));
    if !case.sources.is_empty() {
        return case.sources.iter().map(|s| dir.join(s)).collect();
    }
    let Some(stem) = case_path.file_name().and_then(|n| n.to_str()).and_then(|n| n.strip_suffix(CASE_SUFFIX)) else {
        return Vec::new();
    };
    let mut out: Vec<PathBuf> =
        SHADER_EXTS.iter().map(|ext| dir.join(format!("{stem}.{ext}"))).filter(|p| p.is_file()).collect();
    out.sort();
    out
}

/// Every case file under `root` (recursively), sorted.
pub fn find_case_files(root: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![(root.to_path_buf(), 0usize)];
    while let Some((dir, depth)) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() && depth < 16 {
                stack.push((p, depth + 1));
            } else if p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.ends_with(CASE_SUFFIX)) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[cfg(test)]
mod tests;
