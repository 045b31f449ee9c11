//! The translation flags, in the CLI's own spellings and in DXC's and
//! glslang's: the one parser behind `ferrometal`'s arguments, the npm
//! package's `parseOptions` and the playground's options box, so the three
//! can never read a flag differently.
//!
//! Spellings (each takes its value as the next word, or glued where shown):
//!
//! | setting | ours | DXC | glslang |
//! | --- | --- | --- | --- |
//! | entry points | `-e`, `--entry` | `-E`, `-Emain` | `-e`, `--entry-point` |
//! | stage | `--stage` | `-T ps_6_2` (also the shader model) | `-S frag` |
//! | language | `--lang`, `-x` | | |
//! | HLSL version | `-HV` | `-HV 2021` | |
//! | MSL version | `--msl-version`, `--std` (`metal3.0`) | | |
//! | macros | `-D NAME[=VALUE]`, `-DNAME` | same | same |
//! | include directories | `-I DIR`, `-IDIR` | same | same |
//! | 16-bit types | `--enable-16bit-types` | `-enable-16bit-types` | `--hlsl-enable-16bit-types` |
//! | matrix packing | `--Zpr`, `--Zpc` | `-Zpr`, `-Zpc` | |
//!
//! and ours alone: `--mediump-as-half`, `--allow-register-overlap`,
//! `--binding-model`, `--argument-buffer-tier`, `--vertex-as-kernel`,
//! `--spec NAME=VALUE`, `--readable`, `--single-file`, `--texture-atomics-native-only`.

use crate::diag::{Diagnostic, codes};
use crate::options::{ArgumentBufferTier, BindingModel, Language, MatrixPacking, MslVersion, Options, Stage};
use crate::source::Span;

/// What translation flags set: the [`Options`], plus what a loader holds
/// rather than the options (the include directories) and a stage Metal has
/// in another shape (`--stage geometry`, `-T gs_6_0`), which is named here
/// and refused with a coded diagnostic (OSH5101) when translating.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Settings {
    pub options: Options,
    /// `-I` directories, in order.
    pub include_dirs: Vec<String>,
    pub other_stage: Option<&'static str>,
}

/// The budget of one options text: a box that is pasted a whole file into
/// answers one diagnostic, not one per word.
const MAX_ERRORS: usize = 16;

/// Parse translation flags (`["-E", "main", "-T", "ps_6_2"]`). Every word
/// must be a translation flag or its value: an unknown flag is OSH6005, a
/// bad or missing value OSH6001, each naming the word; all problems are
/// reported, not only the first.
pub fn parse_options(args: &[String]) -> Result<Settings, Vec<Diagnostic>> {
    let mut settings = Settings::default();
    let mut errors = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let outcome = match apply(arg, &mut it, &mut settings) {
            Some(outcome) => outcome,
            None if arg.starts_with('-') => Err(unknown(arg)),
            None => Err(Diagnostic::error(
                codes::USAGE_UNKNOWN_OPTION,
                format!("`{arg}` is not a translation option (an input file is given to the command line alone)"),
                Span::DUMMY,
            )),
        };
        if let Err(d) = outcome
            && errors.len() < MAX_ERRORS
        {
            errors.push(d);
        }
    }
    if errors.is_empty() { Ok(settings) } else { Err(errors) }
}

/// Split an options text into words as a shell would for these flags:
/// blanks separate words, `"…"` and `'…'` quote (the quotes are dropped),
/// a backslash outside single quotes takes the next character as is. An
/// unclosed quote is OSH6001.
pub fn split_words(text: &str) -> Result<Vec<String>, Diagnostic> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut quote: Option<char> = None;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some('"') | None, '\\') => {
                if let Some(next) = chars.next() {
                    word.get_or_insert_with(String::new).push(next);
                }
            }
            (Some(_), c) => word.get_or_insert_with(String::new).push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                word.get_or_insert_with(String::new);
            }
            (None, c) if c.is_whitespace() => words.extend(word.take()),
            (None, c) => word.get_or_insert_with(String::new).push(c),
        }
    }
    if let Some(q) = quote {
        return Err(Diagnostic::error(
            codes::USAGE_BAD_OPTION,
            format!("the options end inside a {q}…{q} quote"),
            Span::DUMMY,
        ));
    }
    words.extend(word);
    Ok(words)
}

/// Parse an options text (the playground's box, the npm `parseOptions`).
pub fn parse_options_text(text: &str) -> Result<Settings, Vec<Diagnostic>> {
    parse_options(&split_words(text).map_err(|d| vec![d])?)
}

/// The one-flag step shared with the CLI's own arguments: `None` when `arg`
/// is no translation flag, else whether it applied.
pub(crate) fn apply(arg: &str, it: &mut std::slice::Iter<String>, s: &mut Settings) -> Option<Result<(), Diagnostic>> {
    let (flag, glued) = split_glued(arg);
    let mut value =
        || glued.clone().or_else(|| it.next().cloned()).ok_or_else(|| bad(format!("`{flag}` needs a value")));
    let o = &mut s.options;
    let done = match flag {
        "-e" | "--entry" | "-E" | "--entry-point" => value().map(|v| o.entry_points.push(v)),
        "--stage" | "-S" => value().and_then(|v| stage(&v, s)),
        "-T" => value().and_then(|v| profile(&v, s)),
        "-HV" => value().and_then(|v| hlsl_version(&v).map(|h| o.hlsl_version = Some(h))),
        "--lang" | "-x" => value().and_then(|v| {
            Language::parse(&v)
                .map(|l| o.language = Some(l))
                .ok_or_else(|| bad(format!("unknown language `{v}` (hlsl, glsl, wgsl, spv)")))
        }),
        "--msl-version" | "--std" => value().and_then(|v| {
            let v = v.trim_start_matches("metal");
            MslVersion::parse(v)
                .map(|m| o.msl_version = m)
                .ok_or_else(|| bad(format!("unknown MSL version `{v}` (2.4, 3.0, 3.1, 3.2)")))
        }),
        "-D" => value().and_then(|v| define(&v).map(|d| o.defines.push(d))),
        "-I" => value().map(|v| s.include_dirs.push(v)),
        "--enable-16bit-types" | "-enable-16bit-types" | "--hlsl-enable-16bit-types" => {
            o.enable_16bit_types = true;
            Ok(())
        }
        "--Zpr" | "-Zpr" => {
            o.matrix_packing = MatrixPacking::RowMajor;
            Ok(())
        }
        "--Zpc" | "-Zpc" => {
            o.matrix_packing = MatrixPacking::ColumnMajor;
            Ok(())
        }
        "--mediump-as-half" => {
            o.mediump_as_half = true;
            Ok(())
        }
        "--allow-register-overlap" => {
            o.allow_register_overlap = true;
            Ok(())
        }
        "--binding-model" => value().and_then(|v| {
            BindingModel::parse(&v).map(|m| o.binding_model = m).ok_or_else(|| {
                bad(format!("unknown binding model `{v}` (direct, argument-buffers, metal4-bindless, msc)"))
            })
        }),
        "--argument-buffer-tier" => value().and_then(|v| {
            ArgumentBufferTier::parse(&v)
                .map(|t| o.argument_buffer_tier = t)
                .ok_or_else(|| bad(format!("unknown argument buffer tier `{v}` (1, 2)")))
        }),
        "--vertex-as-kernel" => {
            o.vertex_as_kernel = true;
            Ok(())
        }
        "--spec" => value().and_then(|v| {
            let (n, val) = v.split_once('=').ok_or_else(|| bad("`--spec` needs NAME=VALUE".into()))?;
            o.spec_values.insert(n.to_string(), val.to_string());
            Ok(())
        }),
        "--readable" => {
            o.readable = true;
            Ok(())
        }
        "--single-file" => {
            o.single_file = true;
            Ok(())
        }
        "--texture-atomics-native-only" => {
            o.texture_atomics_native_only = true;
            Ok(())
        }
        _ => return None,
    };
    Some(done)
}

/// The flags that give `settings`, in one canonical spelling (ours, and
/// DXC's `-E`, `-T`, `-D`, `-I`, `-HV`, `-Zpr` where those are the usual
/// ones), leaving out every default: what the playground's options box
/// shows after a control changed. [`parse_options_text`] reads it back to
/// the same settings (a `-T` profile also names HLSL, as it does for DXC).
pub fn render_options(settings: &Settings) -> String {
    let o = &settings.options;
    let d = Options::default();
    let mut words: Vec<String> = Vec::new();
    let mut flag = |f: &str, v: Option<&str>| {
        words.push(f.to_string());
        words.extend(v.map(quote));
    };
    if let Some(l) = o.language {
        flag("--lang", Some(l.as_str()));
    }
    for e in &o.entry_points {
        flag("-E", Some(e));
    }
    match (o.stage, o.shader_model, settings.other_stage) {
        (_, _, Some(other)) => flag("--stage", Some(other)),
        (Some(stage), Some((major, minor)), None) if profile_prefix(stage).is_some() => {
            let prefix = profile_prefix(stage).unwrap_or("ps");
            flag("-T", Some(&format!("{prefix}_{major}_{minor}")));
        }
        (Some(stage), _, None) => flag("--stage", Some(stage.as_str())),
        (None, _, None) => {}
    }
    if let Some(v) = o.hlsl_version {
        flag("-HV", Some(&if v == 2029 { "202x".to_string() } else { v.to_string() }));
    }
    if o.msl_version != d.msl_version {
        flag("--msl-version", Some(o.msl_version.as_str()));
    }
    for (name, value) in &o.defines {
        flag("-D", Some(&if value == "1" { name.clone() } else { format!("{name}={value}") }));
    }
    for dir in &settings.include_dirs {
        flag("-I", Some(dir));
    }
    let switches = [
        (o.enable_16bit_types, "-enable-16bit-types"),
        (o.matrix_packing == MatrixPacking::RowMajor, "-Zpr"),
        (o.mediump_as_half, "--mediump-as-half"),
        (o.allow_register_overlap, "--allow-register-overlap"),
        (o.vertex_as_kernel, "--vertex-as-kernel"),
    ];
    for (on, name) in switches {
        if on {
            flag(name, None);
        }
    }
    if o.binding_model != d.binding_model {
        flag("--binding-model", Some(o.binding_model.as_str()));
    }
    if o.argument_buffer_tier != d.argument_buffer_tier {
        flag("--argument-buffer-tier", Some(&o.argument_buffer_tier.number().to_string()));
    }
    for (name, value) in &o.spec_values {
        flag("--spec", Some(&format!("{name}={value}")));
    }
    for (on, name) in [
        (o.readable, "--readable"),
        (o.single_file, "--single-file"),
        (o.texture_atomics_native_only, "--texture-atomics-native-only"),
    ] {
        if on {
            flag(name, None);
        }
    }
    words.join(" ")
}

/// DXC's profile prefix of a stage.
const fn profile_prefix(stage: Stage) -> Option<&'static str> {
    Some(match stage {
        Stage::Vertex => "vs",
        Stage::Fragment => "ps",
        Stage::Compute => "cs",
        Stage::Hull => "hs",
        Stage::Domain => "ds",
        Stage::Mesh => "ms",
        Stage::Amplification => "as",
        Stage::Geometry => "gs",
    })
}

/// A word as [`split_words`] reads it back.
fn quote(word: &str) -> String {
    let plain = !word.is_empty() && !word.chars().any(|c| c.is_whitespace() || matches!(c, '"' | '\'' | '\\'));
    if plain {
        return word.to_string();
    }
    let mut out = String::from("\"");
    for c in word.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

fn bad(message: String) -> Diagnostic {
    Diagnostic::error(codes::USAGE_BAD_OPTION, message, Span::DUMMY)
}

/// An unknown flag, with the nearest known spelling when one is close.
pub(crate) fn unknown(arg: &str) -> Diagnostic {
    let d = Diagnostic::error(codes::USAGE_UNKNOWN_OPTION, format!("unknown option `{arg}`"), Span::DUMMY);
    let near = crate::diag::suggest::closest(arg, FLAGS.iter().copied());
    match near {
        Some(flag) => d.with_help(format!("did you mean `{flag}`?")),
        None => d.with_help("`ferrometal --help` lists the options"),
    }
}

/// Every flag [`apply`] takes, for suggestions.
const FLAGS: &[&str] = &[
    "-e",
    "--entry",
    "-E",
    "--entry-point",
    "--stage",
    "-S",
    "-T",
    "-HV",
    "--lang",
    "-x",
    "--msl-version",
    "--std",
    "-D",
    "-I",
    "--enable-16bit-types",
    "-enable-16bit-types",
    "--hlsl-enable-16bit-types",
    "--Zpr",
    "-Zpr",
    "--Zpc",
    "-Zpc",
    "--mediump-as-half",
    "--allow-register-overlap",
    "--binding-model",
    "--argument-buffer-tier",
    "--vertex-as-kernel",
    "--spec",
    "--readable",
    "--single-file",
    "--texture-atomics-native-only",
];

/// Split `-DNAME=1` into `("-D", Some("NAME=1"))`; long options are never glued.
pub(crate) fn split_glued(arg: &str) -> (&str, Option<String>) {
    // `-HV` and `-enable-16bit-types` are whole flags, not `-H…`/`-e…` glued.
    if FLAGS.contains(&arg) {
        return (arg, None);
    }
    for short in ["-Fo", "-D", "-I", "-E", "-T", "-S"] {
        if let Some(rest) = arg.strip_prefix(short).filter(|r| !r.is_empty()) {
            return (short, Some(rest.to_string()));
        }
    }
    (arg, None)
}

fn stage(v: &str, s: &mut Settings) -> Result<(), Diagnostic> {
    match Stage::parse(v) {
        Some(stage) => s.options.stage = Some(stage),
        None => {
            s.other_stage = Some(crate::untranslated_stage(v).ok_or_else(|| {
                bad(format!(
                    "unknown stage `{v}` (vertex, fragment, compute, hull, domain, mesh, amplification; \
                     glslang's vert, frag, comp, tesc, tese, mesh, task)"
                ))
            })?)
        }
    }
    Ok(())
}

/// DXC's `-T`: `ps_6_2` sets the stage and the shader model (and HLSL).
fn profile(v: &str, s: &mut Settings) -> Result<(), Diagnostic> {
    s.options.language.get_or_insert(Language::Hlsl);
    match v.split('_').next().and_then(crate::untranslated_stage) {
        Some(name) if v.contains('_') => s.other_stage = Some(name),
        _ => {
            let (stage, model) = parse_profile(v)?;
            s.options.stage = Some(stage);
            s.options.shader_model = Some(model);
        }
    }
    Ok(())
}

/// DXC profile `ps_6_0` → (fragment, (6, 0)).
fn parse_profile(p: &str) -> Result<(Stage, (u8, u8)), Diagnostic> {
    let wrong = || bad(format!("unknown profile `{p}` (expected vs_6_0, ps_6_0, cs_6_0, …)"));
    let mut parts = p.split('_');
    let stage = match parts.next().ok_or_else(wrong)? {
        "vs" => Stage::Vertex,
        "ps" => Stage::Fragment,
        "cs" => Stage::Compute,
        "hs" => Stage::Hull,
        "ds" => Stage::Domain,
        "ms" => Stage::Mesh,
        "as" => Stage::Amplification,
        "gs" => Stage::Geometry,
        "lib" => return Err(bad(format!("profile `{p}`: a library has no stage; give the entry point's profile"))),
        _ => return Err(wrong()),
    };
    let major = parts.next().and_then(|s| s.parse().ok()).ok_or_else(wrong)?;
    let minor = parts.next().and_then(|s| s.parse().ok()).ok_or_else(wrong)?;
    if parts.next().is_some() {
        return Err(wrong());
    }
    Ok((stage, (major, minor)))
}

fn hlsl_version(v: &str) -> Result<u16, Diagnostic> {
    Ok(match v {
        "2016" => 2016,
        "2017" => 2017,
        "2018" => 2018,
        "2021" => 2021,
        "202x" => 2029,
        _ => return Err(bad(format!("unknown HLSL version `{v}` (2016, 2017, 2018, 2021, 202x)"))),
    })
}

fn define(v: &str) -> Result<(String, String), Diagnostic> {
    let (name, val) = v.split_once('=').unwrap_or((v, "1"));
    if name.is_empty() {
        return Err(bad(format!("`-D{v}` names no macro")));
    }
    Ok((name.to_string(), val.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        split_words(text).unwrap_or_default()
    }

    fn parse(text: &str) -> Settings {
        match parse_options_text(text) {
            Ok(s) => s,
            Err(e) => panic!("{text}: {e:?}"),
        }
    }

    fn errors(text: &str) -> Vec<(String, String)> {
        match parse_options_text(text) {
            Ok(s) => panic!("{text}: parsed as {s:?}"),
            Err(e) => e.iter().map(|d| (d.code.to_string(), d.message.clone())).collect(),
        }
    }

    #[test]
    fn words_split_like_a_shell() {
        assert_eq!(words("  -E main\t-D X=1 "), ["-E", "main", "-D", "X=1"]);
        assert_eq!(words(r#"-D "MSG=a b" -I 'my dir' -DQ=\"x\""#), ["-D", "MSG=a b", "-I", "my dir", "-DQ=\"x\""]);
        assert_eq!(words("-D ''"), ["-D", ""]);
        assert!(words("").is_empty());
        let e = split_words("-D \"X").err().map(|d| d.code.to_string());
        assert_eq!(e.as_deref(), Some("OSH6001"));
    }

    #[test]
    fn dxc_spellings() {
        let s = parse("-E main -T ps_6_2 -D X=1 -DY -enable-16bit-types -Zpr -HV 2018 -I dir -Iinc");
        let o = &s.options;
        assert_eq!(o.entry_points, ["main"]);
        assert_eq!((o.stage, o.shader_model, o.language), (Some(Stage::Fragment), Some((6, 2)), Some(Language::Hlsl)));
        assert_eq!(o.defines, [("X".to_string(), "1".to_string()), ("Y".to_string(), "1".to_string())]);
        assert!(o.enable_16bit_types);
        assert_eq!(o.matrix_packing, MatrixPacking::RowMajor);
        assert_eq!(o.hlsl_version, Some(2018));
        assert_eq!(s.include_dirs, ["dir", "inc"]);
        assert_eq!(parse("-Emain -Tcs_6_6 -Zpc").options.shader_model, Some((6, 6)));
        assert_eq!(parse("-Zpr -Zpc").options.matrix_packing, MatrixPacking::ColumnMajor);
        assert_eq!(parse("-HV 202x").options.hlsl_version, Some(2029));
    }

    #[test]
    fn glslang_spellings() {
        let s = parse("-S frag -e main2 --entry-point other --hlsl-enable-16bit-types");
        assert_eq!(s.options.stage, Some(Stage::Fragment));
        assert_eq!(s.options.entry_points, ["main2", "other"]);
        assert!(s.options.enable_16bit_types);
        for (name, stage) in [
            ("vert", Stage::Vertex),
            ("comp", Stage::Compute),
            ("tesc", Stage::Hull),
            ("tese", Stage::Domain),
            ("mesh", Stage::Mesh),
            ("task", Stage::Amplification),
        ] {
            assert_eq!(parse(&format!("-S {name}")).options.stage, Some(stage), "{name}");
        }
        assert_eq!(parse("-S geom").options.stage, Some(Stage::Geometry));
        assert_eq!(parse("-T gs_6_0").options.stage, Some(Stage::Geometry));
    }

    #[test]
    fn our_spellings() {
        let s = parse(
            "--entry a -e b --stage compute --lang glsl --msl-version 3.0 --mediump-as-half \
             --allow-register-overlap --binding-model argument-buffers --argument-buffer-tier 1 \
             --vertex-as-kernel --spec N=4 --readable --single-file --enable-16bit-types --Zpr \
             --texture-atomics-native-only",
        );
        let o = &s.options;
        assert_eq!(o.entry_points, ["a", "b"]);
        assert_eq!((o.stage, o.language), (Some(Stage::Compute), Some(Language::Glsl)));
        assert_eq!(o.msl_version, MslVersion::V3_0);
        assert!(o.mediump_as_half && o.allow_register_overlap && o.vertex_as_kernel && o.enable_16bit_types);
        assert!(o.readable && o.single_file && o.texture_atomics_native_only);
        assert_eq!(
            (o.binding_model, o.argument_buffer_tier),
            (BindingModel::ArgumentBuffers, ArgumentBufferTier::Tier1)
        );
        assert_eq!(o.spec_values.get("N").map(String::as_str), Some("4"));
        assert_eq!(o.matrix_packing, MatrixPacking::RowMajor);
        assert_eq!(parse("--std metal3.1").options.msl_version, MslVersion::V3_1);
        assert_eq!(parse("").options, Options::default());
    }

    #[test]
    fn problems_are_coded_and_all_reported() {
        let e = errors("-E main --bogus -T xs_6_0 -HV 2019 --msl-version 4.0 -D");
        let codes: Vec<&str> = e.iter().map(|(c, _)| c.as_str()).collect();
        assert_eq!(codes, ["OSH6005", "OSH6001", "OSH6001", "OSH6001", "OSH6001"], "{e:?}");
        assert!(e[0].1.contains("`--bogus`"), "{e:?}");
        assert!(e[1].1.contains("`xs_6_0`"), "{e:?}");
        assert!(e[4].1.contains("`-D` needs a value"), "{e:?}");
        // A file name or an output flag of the command line is no translation option.
        assert_eq!(errors("shader.hlsl")[0].0, "OSH6005");
        assert_eq!(errors("-o out.metal")[0].0, "OSH6005");
        assert_eq!(errors("--stage tessellation")[0].0, "OSH6001");
        assert_eq!(errors("--binding-model bindless")[0].0, "OSH6001");
        assert_eq!(errors("-T ps_6")[0].0, "OSH6001");
        assert_eq!(errors("-T ps_6_0_1")[0].0, "OSH6001");
        assert_eq!(errors("-D=1")[0].0, "OSH6001");
    }

    #[test]
    fn near_misses_are_suggested() {
        let e = parse_options_text("--readble").err().unwrap_or_default();
        assert_eq!(e.first().and_then(|d| d.help.clone()).as_deref(), Some("did you mean `--readable`?"));
    }

    #[test]
    fn rendered_settings_read_back_the_same() {
        for text in [
            "",
            "--lang hlsl -E main -E other -T ps_6_2 -HV 202x --msl-version 3.1 -D X=2 -D Y -D \"M=a b\" -I \"my dir\" \
             -enable-16bit-types -Zpr --mediump-as-half --allow-register-overlap --vertex-as-kernel \
             --binding-model argument-buffers --argument-buffer-tier 1 --spec N=3 --readable --single-file \
             --texture-atomics-native-only",
            "--stage compute --lang glsl",
            "-S geom",
            "-D 'Q=\"x\\y\"'",
        ] {
            let s = parse(text);
            let rendered = render_options(&s);
            assert_eq!(parse(&rendered), s, "{text} → {rendered}");
        }
        let s = parse("--lang hlsl -T ps_6_2 -DY -Zpr --readable");
        assert_eq!(render_options(&s), "--lang hlsl -T ps_6_2 -D Y -Zpr --readable");
    }

    #[test]
    fn a_pasted_file_is_a_bounded_number_of_errors() {
        let text = "word ".repeat(10_000);
        assert_eq!(parse_options_text(&text).err().map(|e| e.len()), Some(MAX_ERRORS));
    }
}
