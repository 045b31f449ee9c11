//! The `ferrometal` command line. Kept in the library so tests can drive it
//! without a process; `tests/cli.rs` also runs the real binary.
//!
//! Exit codes: 0 translated, 1 errors reported, 2 usage.

use crate::diag::{Diagnostic, codes, render_text};
use crate::options::{IncludeLoader, Language, Options};
use crate::source::Files;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

const USAGE: &str = "\
usage: ferrometal INPUT [options]        (INPUT `-` reads stdin; `./build` for a file named build)
       ferrometal build MANIFEST [options]  (many jobs in one process: `ferrometal build --help`)
       ferrometal --explain OSHnnnn

  -e, --entry NAME       translate only this entry point (repeatable; default: all)
      --stage STAGE      vertex | fragment | compute | hull | domain | mesh | amplification
                         | geometry (glslang's -S vert | frag | comp | tesc | tese | geom |
                         mesh | task too); mesh, amplification and geometry need
                         --msl-version 3.0 (a geometry shader becomes a mesh function)
      --vertex-as-kernel the vertex shaders named by -e become kernels writing their outputs
                         to a buffer, the input control points of a hull shader's kernel
      --lang LANG        hlsl | glsl | wgsl | spv (default: from extension and content)
  -o, --output FILE      write the MSL here (one entry point, or --single-file) instead of stdout
      --out-dir DIR      write ENTRY.metal per entry point into DIR (with --single-file:
                         one STEM.metal, STEM the input's file name without extension)
      --single-file      every entry point in one translation unit (shared structs and
                         helpers once, names unique): one MTLLibrary for all of them
      --readable         the reading view: no FERROMETAL_CHECK_LAYOUT blocks, no padding
                         members in structs no host-visible memory holds (same ABI;
                         the layout self-check is what is lost)
      --reflect FILE     write reflection JSON here (`-` for stdout)
      --line-map FILE    write the MSL -> source line map as JSON here (`-` for stdout):
                         {\"entryPoints\": [{\"name\", \"mslName\", \"stage\", \"lineMap\"}]}
                         (and \"singleFile\": lineMap with --single-file);
                         lineMap[i] is the source range MSL line i+1 comes from
                         ({\"file\", \"startLine\", \"startColumn\", \"endLine\", \"endColumn\",
                         \"startOffset\", \"endOffset\"}: 1-based, UTF-16 columns) or null
      --msl-version V    2.4 (default) | 3.0 | 3.1 | 3.2
      --texture-atomics-native-only   below MSL 3.1, texture atomics are OSH5107 instead
                         of atomics on a buffer the host backs the texture with (OSH5232)
  -D NAME[=VALUE]        define a macro
  -I DIR                 add an include directory
      --enable-16bit-types   16-bit half/min-precision/int16 types
      --mediump-as-half  GLSL: mediump floats are half
      -HV VERSION        HLSL version: 2016 | 2017 | 2018 | 2021 (default) | 202x
      --Zpr | --Zpc      default matrix packing row- / column-major
      --allow-register-overlap   accept HLSL resources on overlapping registers
                         (each keeps its own Metal index); otherwise OSH3016
      --binding-model M  direct (default) | argument-buffers | metal4-bindless | msc
                         (how resources are bound; each model's limits are OSH5119)
      --argument-buffer-tier N   1 | 2 (default): the host's argument-buffer tier
                         under argument-buffers
      --spec NAME=VALUE  function-constant value (for --validate)
      --validate         compile and run the output on Metal (macOS)
      --explain CODE     print what a diagnostic code means
  -V, --version          print the version
DXC spellings are accepted too: -E main, -T ps_6_0, -Fo out.metal, -Zpr, -Zpc,
-enable-16bit-types; and glslang's: -S frag, --entry-point main, --hlsl-enable-16bit-types.
";

pub mod flags;

pub use flags::{Settings, parse_options, parse_options_text, render_options, split_words};

/// Parsed command line.
#[derive(Debug, Default)]
struct Args {
    input: Option<String>,
    options: Options,
    output: Option<PathBuf>,
    out_dir: Option<PathBuf>,
    reflect: Option<String>,
    line_map: Option<String>,
    include_dirs: Vec<PathBuf>,
    validate: bool,
    /// A stage Metal has in another shape (`--stage hull`, `-T ms_6_5`):
    /// named here, refused with a coded diagnostic by [`run`].
    other_stage: Option<&'static str>,
}

enum Parsed {
    Run(Box<Args>),
    Explain(String),
    Version,
    Help,
}

/// The command line: its own flags (input, outputs, `--validate`) here,
/// every translation flag through [`flags::apply`], the parser the npm
/// package's and the playground's options text use too.
fn parse_args(argv: &[String]) -> Result<Parsed, String> {
    let mut a = Args::default();
    let mut settings = Settings::default();
    let mut it = argv.iter();
    let value =
        |it: &mut std::slice::Iter<String>, flag: &str| it.next().cloned().ok_or(format!("{flag} needs a value"));
    while let Some(arg) = it.next() {
        if let Some(done) = flags::apply(arg, &mut it, &mut settings) {
            done.map_err(|d| d.message)?;
            continue;
        }
        let (flag, glued) = flags::split_glued(arg);
        match flag {
            "-h" | "--help" => return Ok(Parsed::Help),
            "-V" | "--version" => return Ok(Parsed::Version),
            "--explain" => return Ok(Parsed::Explain(value(&mut it, flag)?)),
            "-o" | "--output" | "-Fo" => a.output = Some(glued.map(Ok).unwrap_or_else(|| value(&mut it, flag))?.into()),
            "--out-dir" => a.out_dir = Some(value(&mut it, flag)?.into()),
            "--reflect" => a.reflect = Some(value(&mut it, flag)?),
            "--line-map" => a.line_map = Some(value(&mut it, flag)?),
            "--validate" => a.validate = true,
            "-" => set_input(&mut a, "-")?,
            s if s.starts_with('-') => {
                let d = flags::unknown(s);
                return Err(match d.help {
                    Some(help) => format!("{} ({help})", d.message),
                    None => d.message,
                });
            }
            s => set_input(&mut a, s)?,
        }
    }
    if a.input.is_none() {
        return Err("no input file".into());
    }
    a.options = settings.options;
    a.include_dirs = settings.include_dirs.into_iter().map(PathBuf::from).collect();
    a.other_stage = settings.other_stage;
    Ok(Parsed::Run(Box::new(a)))
}

fn set_input(a: &mut Args, s: &str) -> Result<(), String> {
    if a.input.is_some() {
        return Err(format!("more than one input (`{s}`)"));
    }
    a.input = Some(s.to_string());
    Ok(())
}

/// Includes from disk: relative to the including file, then each `-I` directory.
struct DiskIncludes {
    dirs: Vec<PathBuf>,
}

/// Where `#include` looks, in order: the including file's directory (not
/// for `<…>`), then each `-I` directory. `ferrometal build` searches the same way.
pub(crate) fn include_candidates(from: &str, system: bool, dirs: &[PathBuf]) -> impl Iterator<Item = PathBuf> {
    let here = Path::new(from).parent().map(Path::to_path_buf);
    (!system).then_some(here).flatten().into_iter().chain(dirs.iter().cloned())
}

/// The file `name` names in `dir`: `dir/name` when it exists, else the one
/// file whose path below `dir` matches `name` ignoring ASCII case, as on the
/// case-insensitive file systems where D3D's compilers mostly run (sources
/// written there often spell an include's case differently from the file).
/// The preprocessor warns (OSH1014) when the name found differs in case.
pub(crate) fn include_path(dir: &Path, name: &str) -> PathBuf {
    let exact = dir.join(name);
    if exact.is_file() {
        return exact;
    }
    let mut path = dir.to_path_buf();
    for part in name.split('/') {
        let here = path.join(part);
        if matches!(part, "" | "." | "..") || here.exists() {
            path = here;
            continue;
        }
        let entries = std::fs::read_dir(&path).into_iter().flatten().flatten();
        let mut found =
            entries.map(|e| e.file_name()).filter(|n| n.to_str().is_some_and(|n| n.eq_ignore_ascii_case(part)));
        match (found.next(), found.next()) {
            (Some(actual), None) => path = path.join(actual),
            _ => return exact,
        }
    }
    path
}

impl IncludeLoader for DiskIncludes {
    fn load(&self, name: &str, from: &str, system: bool) -> Option<(String, String)> {
        for dir in include_candidates(from, system, &self.dirs) {
            let path = include_path(&dir, name);
            if let Ok(text) = std::fs::read_to_string(&path) {
                return Some((path.to_string_lossy().into_owned(), text));
            }
        }
        None
    }
}

/// Run the CLI. `argv` excludes the program name.
pub fn run(argv: &[String], stdin: &mut dyn Read, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    if let Some(rest) = argv.strip_prefix(&["build".to_string()]) {
        return crate::batch::run(rest, stdout, stderr);
    }
    let args = match parse_args(argv) {
        Ok(Parsed::Help) => {
            let _ = stdout.write_all(USAGE.as_bytes());
            return 0;
        }
        Ok(Parsed::Version) => {
            let _ = writeln!(stdout, "ferrometal {}", crate::VERSION);
            return 0;
        }
        Ok(Parsed::Explain(code)) => return explain(&code, stdout, stderr),
        Ok(Parsed::Run(a)) => a,
        Err(msg) => {
            let _ = writeln!(stderr, "error: {msg}\n\n{USAGE}");
            return 2;
        }
    };
    if args.validate && !crate::validate::SUPPORTED {
        return crate::validate::unsupported(stderr);
    }
    let input = args.input.as_deref().unwrap_or("-");
    let mut bytes = Vec::new();
    let read =
        if input == "-" { stdin.read_to_end(&mut bytes).map(|_| ()) } else { std::fs::read(input).map(|b| bytes = b) };
    if let Err(e) = read {
        return usage_error(stderr, &format!("cannot read `{input}`: {e}"));
    }
    if let Some(stage) = args.other_stage {
        let mut files = Files::new();
        files.add(input, "");
        let _ = stderr.write_all(render_text(&files, &[crate::untranslated_stage_diagnostic(stage)]).as_bytes());
        return 1;
    }
    let mut options = args.options.clone();
    if input != "-" {
        options.file_name = Some(input.to_string());
    }
    if args.validate && input != "-" {
        match crate::validate::options_for(Path::new(input), &options) {
            Ok(o) => options = o,
            Err(e) => return usage_error(stderr, &e),
        }
    }
    let is_spirv = options.language == Some(Language::Spv) || bytes.starts_with(&[0x03, 0x02, 0x23, 0x07]);
    let t = if is_spirv {
        crate::translate_spirv(&bytes, &options)
    } else {
        crate::translate_bytes(&bytes, &options, &DiskIncludes { dirs: args.include_dirs.clone() })
    };
    let _ = stderr.write_all(t.render_diagnostics().as_bytes());
    if t.has_errors() {
        return 1;
    }
    if args.validate {
        return crate::validate_cli(input, &t, &options, stdout, stderr);
    }
    match write_outputs(&args, &t, stdout) {
        Ok(()) => 0,
        Err(msg) => {
            let mut files = Files::new();
            files.add(input, "");
            let d = Diagnostic::error(codes::USAGE_IO, msg, crate::Span::DUMMY);
            let _ = stderr.write_all(render_text(&files, &[d]).as_bytes());
            1
        }
    }
}

fn write_outputs(args: &Args, t: &crate::Translation, stdout: &mut dyn Write) -> Result<(), String> {
    if let Some(unit) = &t.single_file {
        write_single_file(args, &unit.msl, stdout)?;
    } else if let Some(dir) = &args.out_dir {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create `{}`: {e}", dir.display()))?;
        for ep in &t.entry_points {
            let path = dir.join(format!("{}.metal", ep.name));
            std::fs::write(&path, &ep.msl).map_err(|e| format!("cannot write `{}`: {e}", path.display()))?;
        }
    } else if let Some(out) = &args.output {
        if t.entry_points.len() > 1 {
            return Err(format!(
                "{} entry points but one -o file: pick one with -e, or use --out-dir",
                t.entry_points.len()
            ));
        }
        let text = t.entry_points.first().map(|e| e.msl.as_str()).unwrap_or("");
        std::fs::write(out, text).map_err(|e| format!("cannot write `{}`: {e}", out.display()))?;
    } else if args.reflect.as_deref() != Some("-") && args.line_map.as_deref() != Some("-") {
        for (i, ep) in t.entry_points.iter().enumerate() {
            if t.entry_points.len() > 1 {
                let sep = if i == 0 { "" } else { "\n" };
                let _ = writeln!(stdout, "{sep}// ---- entry point `{}` ({}) ----", ep.name, ep.stage.as_str());
            }
            let _ = stdout.write_all(ep.msl.as_bytes());
        }
    }
    if let (Some(path), Some(r)) = (&args.reflect, &t.reflection) {
        let json = r.to_json() + "\n";
        if path == "-" {
            let _ = stdout.write_all(json.as_bytes());
        } else {
            std::fs::write(path, json).map_err(|e| format!("cannot write `{path}`: {e}"))?;
        }
    }
    if let Some(path) = &args.line_map {
        let json = line_map_json(t) + "\n";
        if path == "-" {
            let _ = stdout.write_all(json.as_bytes());
        } else {
            std::fs::write(path, json).map_err(|e| format!("cannot write `{path}`: {e}"))?;
        }
    }
    Ok(())
}

/// `--single-file`: the one unit to `-o`, into `--out-dir` as `STEM.metal`,
/// or to stdout.
fn write_single_file(args: &Args, msl: &str, stdout: &mut dyn Write) -> Result<(), String> {
    let path = match (&args.output, &args.out_dir) {
        (Some(out), _) => out.clone(),
        (None, Some(dir)) => {
            std::fs::create_dir_all(dir).map_err(|e| format!("cannot create `{}`: {e}", dir.display()))?;
            let input = args.input.as_deref().filter(|i| *i != "-").unwrap_or("shader");
            let stem = Path::new(input).file_stem().and_then(|s| s.to_str()).unwrap_or("shader");
            dir.join(format!("{stem}.metal"))
        }
        (None, None) => {
            if args.reflect.as_deref() != Some("-") && args.line_map.as_deref() != Some("-") {
                let _ = stdout.write_all(msl.as_bytes());
            }
            return Ok(());
        }
    };
    std::fs::write(&path, msl).map_err(|e| format!("cannot write `{}`: {e}", path.display()))
}

/// `--line-map`: every entry point's line map, resolved to source ranges.
fn line_map_json(t: &crate::Translation) -> String {
    #[derive(serde::Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Entry<'a> {
        name: &'a str,
        msl_name: &'a str,
        stage: &'a str,
        line_map: Vec<Option<crate::diag::RangeDto>>,
    }
    #[derive(serde::Serialize)]
    #[serde(rename_all = "camelCase")]
    struct LineMaps<'a> {
        entry_points: Vec<Entry<'a>>,
        /// `--single-file`: the line map of the one unit.
        #[serde(skip_serializing_if = "Option::is_none")]
        single_file: Option<Vec<Option<crate::diag::RangeDto>>>,
    }
    let entry_points = t
        .entry_points
        .iter()
        .map(|e| Entry { name: &e.name, msl_name: &e.msl_name, stage: e.stage.as_str(), line_map: t.line_ranges(e) })
        .collect();
    let single_file = t.single_file.as_ref().map(|u| t.ranges(&u.line_map));
    serde_json::to_string(&LineMaps { entry_points, single_file }).unwrap_or_default()
}

fn explain(code: &str, stdout: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    match crate::Code::parse(code).and_then(|c| c.explain().map(|t| (c, t))) {
        Some((c, text)) => {
            let _ = writeln!(stdout, "{c}: {text}");
            0
        }
        None => usage_error(stderr, &format!("no diagnostic code `{code}`")),
    }
}

fn usage_error(stderr: &mut dyn Write, msg: &str) -> i32 {
    let _ = writeln!(stderr, "error: {msg}");
    2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::{ArgumentBufferTier, BindingModel, Stage};

    fn run_str(args: &[&str], stdin: &str) -> (i32, String, String) {
        let argv: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = run(&argv, &mut stdin.as_bytes(), &mut out, &mut err);
        (code, String::from_utf8_lossy(&out).into(), String::from_utf8_lossy(&err).into())
    }

    #[test]
    fn hlsl_version_sets_the_macro() {
        let src = "#if __HLSL_VERSION == 2018\nRWStructuredBuffer<uint> o; [numthreads(1,1,1)] void main() { o[0] = 1; }\n#endif";
        assert_eq!(run_str(&["-HV", "2018", "-T", "cs_6_0", "-"], src).0, 0);
        // Default 2021: the #if is false and the file has no entry point.
        assert_ne!(run_str(&["-T", "cs_6_0", "-"], src).0, 0);
        assert_eq!(run_str(&["-HV", "2019", "-"], src).0, 2);
    }

    #[test]
    fn dxc_spellings_parse() {
        let Ok(Parsed::Run(a)) =
            parse_args(&["-Emain".into(), "-T".into(), "ps_6_2".into(), "x.hlsl".into(), "-DA=2".into()])
        else {
            panic!("did not parse")
        };
        assert_eq!(a.options.entry_points, vec!["main".to_string()]);
        assert_eq!(a.options.stage, Some(Stage::Fragment));
        assert_eq!(a.options.shader_model, Some((6, 2)));
        assert_eq!(a.options.defines, vec![("A".to_string(), "2".to_string())]);
    }

    #[test]
    fn usage_errors_exit_2() {
        assert_eq!(run_str(&[], "").0, 2);
        assert_eq!(run_str(&["--bogus", "x"], "").0, 2);
        assert_eq!(run_str(&["-T", "xs_6_0", "x"], "").0, 2);
        assert_eq!(run_str(&["--stage", "tessellation", "x"], "").0, 2);
        assert_eq!(run_str(&["--explain", "OSH0000"], "").0, 2);
    }

    #[test]
    fn stages_metal_has_in_another_shape_are_coded_errors_not_usage_errors() {
        // A geometry shader is a mesh function: below MSL 3.0 it is OSH5115.
        let src = "struct V { float4 p : SV_Position; };\n\
                   [maxvertexcount(1)] void main(point V i[1], inout PointStream<V> s) { s.Append(i[0]); }";
        for args in [&["--stage", "geometry", "-"][..], &["--stage", "geom", "-"], &["-T", "gs_6_0", "-"]] {
            let (code, _, err) = run_str(args, src);
            assert_eq!(code, 1, "{args:?}: {err}");
            assert!(err.contains("error[OSH5115]"), "{args:?}: {err}");
        }
        // Mesh and amplification are translated: this source lacks what
        // they need, which is the source's error, not a usage error.
        let src = "[numthreads(1,1,1)] void main() {}";
        for (args, code) in [
            (&["--stage", "mesh", "-"][..], "error[OSH3018]"),
            (&["-T", "ms_6_5", "-"], "error[OSH3018]"),
            (&["--stage", "amplification", "-"], "error[OSH3007]"),
            (&["--stage", "task", "-"], "error[OSH3007]"),
            (&["-T", "as_6_5", "-"], "error[OSH3007]"),
        ] {
            let (exit, _, err) = run_str(args, src);
            assert_eq!(exit, 1, "{args:?}: {err}");
            assert!(err.contains(code), "{args:?}: {err}");
        }
    }

    #[test]
    fn mesh_stage_from_the_command_line() {
        let src = "struct V { float4 p : SV_Position; };
            [numthreads(3,1,1)] [outputtopology(\"line\")]
            void main(uint i : SV_GroupIndex, out vertices V v[3], out indices uint2 l[2]) {
                SetMeshOutputCounts(3, 2);
                v[i].p = float4(i, 0, 0, 1);
                if (i < 2) l[i] = uint2(i, i + 1);
            }";
        let (code, out, err) = run_str(&["-T", "ms_6_5", "--msl-version", "3.0", "-"], src);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("[[mesh]] void main0("), "{out}");
        assert!(out.contains("metal::mesh<main0_vertex, void, 3, 2, metal::topology::line> mesh_out"), "{out}");
        // Each line's two indices go to slots 2k and 2k + 1 (the copy loop's
        // counter is `i_2`: the source's `i` is the thread index).
        assert!(out.contains("mesh_out.set_index(i_2 * 2u + 1u, uchar(l[i_2].y));"), "{out}");
        assert!(out.contains("for (uint i_2 = i; i_2 < primitive_count; i_2 += 3u) {"), "{out}");
        let (code, _, err) = run_str(&["-T", "ms_6_5", "-"], src);
        assert_eq!(code, 1);
        assert!(err.contains("error[OSH5115]") && err.contains("need MSL 3.0"), "{err}");
    }

    #[test]
    fn binding_model_flags_parse_and_unbuilt_models_are_coded_errors() {
        let src = "RWStructuredBuffer<uint> o; [numthreads(1,1,1)] void main() { o[0] = 1; }";
        assert_eq!(run_str(&["--binding-model", "direct", "--lang", "hlsl", "-"], src).0, 0);
        assert_eq!(run_str(&["--binding-model", "bindless", "-"], src).0, 2);
        assert_eq!(run_str(&["--argument-buffer-tier", "3", "-"], src).0, 2);
        let Ok(Parsed::Run(a)) = parse_args(&[
            "--binding-model".into(),
            "msc".into(),
            "--argument-buffer-tier".into(),
            "1".into(),
            "x".into(),
        ]) else {
            panic!("did not parse")
        };
        assert_eq!(a.options.binding_model, BindingModel::Msc);
        assert_eq!(a.options.argument_buffer_tier, ArgumentBufferTier::Tier1);
        // metal4-bindless is built: it binds no bound resource but the root.
        let (code, _, err) = run_str(&["--binding-model", "metal4-bindless", "--lang", "hlsl", "-"], src);
        assert_eq!(code, 1, "{err}");
        assert!(err.contains("error[OSH5119]") && err.contains("`metal4-bindless`"), "{err}");
        // msc is built: the automatic layout binds the buffer in the top-level argument buffer.
        let (code, out, err) = run_str(&["--binding-model", "msc", "--lang", "hlsl", "-"], src);
        assert_eq!(code, 0, "msc: {err}");
        assert!(out.contains("constant TopLevelArgumentBuffer& top_level [[buffer(2)]]"), "msc: {out}");
        // A resource its root signature leaves out is OSH5119 at the resource.
        let rs = src.replace("[numthreads", "[RootSignature(\"CBV(b0)\")] [numthreads");
        let (code, _, err) = run_str(&["--binding-model", "msc", "--lang", "hlsl", "-"], &rs);
        assert_eq!(code, 1, "msc: {err}");
        assert!(err.contains("error[OSH5119]") && err.contains("`msc`"), "msc: {err}");
        assert!(err.contains("1 | RWStructuredBuffer"), "the error points at the source: {err}");
    }

    #[test]
    fn tessellation_stages_are_named_and_checked() {
        // A kernel is not a hull or domain shader: a coded error, not a usage error.
        let kernel = "[numthreads(1,1,1)] void main() {}";
        for args in [&["--stage", "hull", "-"][..], &["--stage", "tese", "-"], &["-T", "hs_6_0", "-"]] {
            let (code, _, err) = run_str(args, kernel);
            assert_eq!(code, 1, "{args:?}: {err}");
            assert!(err.contains("error[OSH3018]") && err.contains("is not a"), "{args:?}: {err}");
        }
        let hull = "struct P { float3 p : POSITION; };\n\
                    struct F { float e[3] : SV_TessFactor; float i : SV_InsideTessFactor; };\n\
                    F pcf() { F f = (F)0; return f; }\n\
                    [domain(\"tri\")] [partitioning(\"integer\")] [outputtopology(\"triangle_cw\")]\n\
                    [outputcontrolpoints(3)] [patchconstantfunc(\"pcf\")]\n\
                    P main(InputPatch<P, 3> ip, uint i : SV_OutputControlPointID) { return ip[i]; }";
        let (code, out, err) = run_str(&["--stage", "hull", "-"], hull);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("kernel void main0(") && out.contains("device uint* main_tessFactors"), "{out}");
    }

    #[test]
    fn explain_prints_the_table_line() {
        let (code, out, _) = run_str(&["--explain", "OSH5102"], "");
        assert_eq!(code, 0);
        assert!(out.starts_with("OSH5102: Metal has no double"));
    }
}
