//! Runs the selected cases: reference goldens (regenerated on request), our
//! side under every schedule, comparison, and the result table.

use crate::case::{self, Unit};
use crate::ours::{self, Bound, Built, Member, Route, Schedule};
use crate::reference::{self, Compilers, GoldenBuffer};
use crate::vk::Runner;
use ferrometal::Language;
use ferrometal::cases::{self, Comparison, Leaf, Num, PreparedExpect, Run, Tolerance};
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::{Path, PathBuf};

#[derive(Clone, Debug)]
pub struct Config {
    pub cases_dir: PathBuf,
    pub golden_dir: PathBuf,
    pub runtime_dir: PathBuf,
    /// The Metal standard-library emulation header's folder.
    pub msl_std_dir: PathBuf,
    /// Build products (C++ binaries, SPIR-V scratch).
    pub scratch: PathBuf,
    pub regen: bool,
    /// Print failure details whole instead of their first line.
    pub verbose: bool,
    /// Also run every case once under AddressSanitizer + UBSan.
    pub sanitize: bool,
    pub schedules: Vec<Schedule>,
    pub compilers: Compilers,
    pub cxx: String,
}

impl Config {
    /// Defaults for a checkout rooted at `repo`; the environment can point at
    /// other compilers (`FERROMETAL_GLSLANG`, `FERROMETAL_SLANG_PYTHON`, `FERROMETAL_CXX`).
    pub fn from_repo(repo: PathBuf) -> Config {
        let tool = repo.join("tools/exec-parity");
        let env = |k: &str, d: &str| std::env::var(k).unwrap_or_else(|_| d.to_string());
        Config {
            cases_dir: repo.join("examples-shaders/cases"),
            golden_dir: tool.join("golden"),
            runtime_dir: tool.join("runtime"),
            msl_std_dir: std::env::var("FERROMETAL_MSL_STD")
                .map(PathBuf::from)
                .unwrap_or_else(|_| repo.join("msl-std")),
            scratch: repo.join("target/exec-parity"),
            regen: false,
            verbose: false,
            sanitize: true,
            schedules: vec![Schedule::Forward, Schedule::Reverse, Schedule::Random(0x5eed)],
            compilers: Compilers {
                glslang: env("FERROMETAL_GLSLANG", "glslangValidator"),
                python: env("FERROMETAL_SLANG_PYTHON", "python3"),
                slangc_py: tool.join("reference/slangc.py"),
            },
            cxx: env("FERROMETAL_CXX", "clang++-19"),
        }
    }
}

/// One row of the result table.
#[derive(Clone, Debug)]
pub struct Row {
    pub case: String,
    pub schedule: String,
    pub ok: bool,
    /// Largest float error seen, in words (`3 ulp`, `1.2e-6 abs`), or `-`.
    pub max_error: String,
    pub detail: String,
}

/// Run the case files under `config.cases_dir` whose unit or case name is in
/// `names` (all when empty); writes the table to `out`; true when every row matched.
pub fn run(config: &Config, names: &[String], out: &mut dyn Write) -> bool {
    let rows = run_rows(config, names, out);
    let _ = writeln!(out);
    let failed = rows.iter().filter(|r| !r.ok).count();
    let cases: BTreeSet<&str> = rows.iter().map(|r| r.case.as_str()).collect();
    let bad: BTreeSet<&str> = rows.iter().filter(|r| !r.ok).map(|r| r.case.as_str()).collect();
    let _ = writeln!(
        out,
        "{} of {} cases match under every schedule ({failed} failing rows)",
        cases.len() - bad.len(),
        cases.len()
    );
    failed == 0 && !rows.is_empty()
}

/// Whether `unit` is selected by `names` (its file name, or its case's stem).
fn selected(names: &[String], unit: &Unit) -> bool {
    let stem = unit.name.rsplit_once('.').map(|(s, _)| s).unwrap_or(&unit.name);
    names.is_empty() || names.iter().any(|n| n == &unit.name || n == stem)
}

pub fn run_rows(config: &Config, names: &[String], out: &mut dyn Write) -> Vec<Row> {
    let _ = std::fs::create_dir_all(&config.scratch);
    let mut index = reference::read_index(&config.golden_dir);
    let mut runner = None;
    let mut rows = Vec::new();
    let _ = writeln!(out, "{:<30} {:<18} {:<6} {:>12}  detail", "case", "schedule", "result", "max error");
    let mut emit = |row: Row, out: &mut dyn Write| {
        let _ = writeln!(
            out,
            "{:<30} {:<18} {:<6} {:>12}  {}",
            row.case,
            row.schedule,
            if row.ok { "match" } else { "FAIL" },
            row.max_error,
            if config.verbose { row.detail.clone() } else { first_line(&row.detail) }
        );
        rows.push(row);
    };
    for unit in case::discover(&config.cases_dir) {
        let unit = match unit {
            Ok(u) if selected(names, &u) => u,
            Ok(_) => continue,
            Err((name, e)) => {
                emit(fail(&name, "load", e), out);
                continue;
            }
        };
        if config.regen {
            if runner.is_none() {
                match Runner::new() {
                    Ok(r) => runner = Some(r),
                    Err(e) => {
                        emit(fail(&unit.name, "reference", e), out);
                        continue;
                    }
                }
            }
            if let Some(r) = &runner {
                match reference::regenerate(
                    r,
                    &config.compilers,
                    &unit,
                    &config.golden_dir,
                    &mut index,
                    &config.scratch,
                ) {
                    Ok(status) => emit(pass(&unit.name, "reference", status), out),
                    Err(e) => {
                        emit(fail(&unit.name, "reference", e), out);
                        continue;
                    }
                }
            }
        }
        for row in run_ours(config, &index, &unit) {
            emit(row, out);
        }
    }
    if config.regen
        && let Err(e) = reference::write_index(&config.golden_dir, &index)
    {
        emit(fail("-", "reference", format!("cannot write the index: {e}")), out);
    }
    rows
}

/// What to check in one buffer after a run.
struct Check {
    name: String,
    slot: u32,
    reference: Vec<u8>,
    /// Leaves of the buffer by ferrometal's reflected layout, when known.
    leaves: Option<Vec<Leaf>>,
    tolerance: Tolerance,
    unordered: bool,
    /// The case's own expectation, when it has one.
    expect: Option<PreparedExpect>,
}

/// What to check in one written texture after a run.
struct TextureCheck {
    name: String,
    /// Its key in the run's outputs (`ours::TEXTURE_OUTPUT` + Metal index).
    key: u32,
    spec: ferrometal::cases::TextureSpec,
    reference: Vec<u8>,
}

/// Bind the run's textures and samplers from the golden's texture entries
/// (after the buffers'); returns the textures to compare.
fn bind_textures(
    built: &Built,
    unit: &Unit,
    run: &Run,
    golden: &[GoldenBuffer],
    bound: &mut Bound,
) -> Result<Vec<TextureCheck>, String> {
    use crate::texture;
    let language = match built.route {
        Route::Source => unit.language,
        Route::Spirv => Language::Spv,
    };
    let reflection = &built.reflection;
    let mut checks = Vec::new();
    for (k, t) in run.textures.iter().enumerate() {
        let mut t = t.clone();
        if built.route == Route::Spirv {
            t.select = reference::spirv_selector(&t.select, unit.reference_language);
        }
        let res = texture::resolve_texture(&t, reflection, language)?;
        let g = golden.get(run.buffers.len() + k).ok_or("the golden has fewer textures than the case")?;
        let input = reference::unhex(&g.input)?;
        bound.textures.insert(res.metal.index, (texture::description(&t), input));
        // The sampler of a combined image-sampler (GLSL); an HLSL texture has none.
        if let (Some(s), Ok(sampler)) = (&t.sampler, texture::combined_sampler(res, reflection)) {
            bound.samplers.insert(sampler.metal.index, texture::sampler_bits(s));
        }
        if res.kind == ferrometal::reflect::ResourceKind::StorageTexture {
            checks.push(TextureCheck {
                name: res.name.clone(),
                key: ours::TEXTURE_OUTPUT + res.metal.index,
                spec: t.clone(),
                reference: reference::unhex(&g.output)?,
            });
        }
    }
    for s in &run.samplers {
        // GLSL's samplers come with their textures; a sampler named only by register is HLSL's.
        if unit.language == Language::Glsl && s.select.binding.is_none() && s.select.name.is_none() {
            continue;
        }
        let mut s = s.clone();
        if built.route == Route::Spirv {
            s.select = reference::spirv_selector(&s.select, unit.reference_language);
        }
        let res = texture::resolve_sampler(&s, reflection, language)?;
        bound.samplers.insert(res.metal.index, texture::sampler_bits(&s));
    }
    Ok(checks)
}

/// Compare our written textures with the reference's.
fn check_textures(checks: &[TextureCheck], outputs: &BTreeMap<u32, Vec<u8>>) -> Comparison {
    let mut all = Comparison::default();
    for c in checks {
        let ours = outputs.get(&c.key).map(Vec::as_slice).unwrap_or_default();
        let mut one = Comparison { compared: 1, ..Comparison::default() };
        if let Err(e) = crate::texture::compare(&c.spec, ours, &c.reference) {
            one.mismatched = 1;
            one.details.push(format!("texture `{}`: {e}", c.name));
        }
        all.merge(one);
    }
    all
}

/// Bind one run for our side from the golden's input bytes.
fn bind(
    built: &Built,
    unit: &Unit,
    run: &Run,
    golden: &[GoldenBuffer],
    spv: &[u8],
) -> Result<(Bound, Vec<Check>, Vec<TextureCheck>), String> {
    let module = crate::spirv::parse(spv)?;
    let layouts = crate::spirv_layout::Layouts::new(&module.words);
    let mut bound = Bound::default();
    let slots = argument_buffers(&built.reflection, &mut bound);
    let mut checks = Vec::new();
    for (i, spec) in run.buffers.iter().enumerate() {
        // Through SPIR-V, an HLSL register is the binding Slang gave it.
        let (sel, language) = match built.route {
            Route::Source => (spec.select.clone(), unit.language),
            Route::Spirv => (reference::spirv_selector(&spec.select, unit.reference_language), Language::Spv),
        };
        let res = sel.resolve(&built.reflection, language)?;
        let g = golden.get(i).ok_or("the golden has fewer buffers than the case")?;
        let input = reference::unhex(&g.input)?;
        let prepared = reference::prepare(spec, &module, &layouts, unit.reference_language).ok().map(|(p, _)| p);
        let leaves = prepared.as_ref().map(|p| p.layout.leaves(p.count));
        let (tolerance, unordered) =
            spec.expect.as_ref().map(|e| (e.tolerance, e.unordered)).unwrap_or((Tolerance::default(), false));
        let slot = slots.get(&res.name).copied().unwrap_or(res.metal.index);
        // Root constants hold only their 32-bit values of the constant buffer.
        let input = match bound.inline_sizes.get(&slot) {
            Some(&n) => input.into_iter().take(n as usize).collect(),
            None => ours::host_sized(input, res),
        };
        bound.buffers.insert(slot, input);
        checks.push(Check {
            name: res.name.clone(),
            slot,
            reference: reference::unhex(&g.output)?,
            leaves,
            tolerance,
            unordered,
            expect: prepared.and_then(|p| p.expect),
        });
    }
    // Buffers the case does not name are bound zero-filled.
    for res in built.reflection.resources.iter().filter(|r| cases::format::is_buffer(r.kind)) {
        let slot = slots.get(&res.name).copied().unwrap_or(res.metal.index);
        bound.buffers.entry(slot).or_insert_with(|| vec![0; 4096]);
    }
    ours::bind_buffer_sizes(&built.reflection, &slots, &mut bound)?;
    let constants = cases::pack::spec_values(&run.spec, &BTreeMap::new(), &built.reflection.specialization_constants)?;
    bound.constants = constants.into_iter().map(|c| (c.index, c.bytes)).collect();
    let textures = bind_textures(built, unit, run, golden, &mut bound)?;
    Ok((bound, checks, textures))
}

/// Under `argument-buffers`, bind as a Metal host on tier 2 does: each
/// member buffer is a buffer of its own (numbered from 32, past Metal's
/// indices), and the argument buffer at its reflected index holds each
/// member's address at the reflected offset. Returns each member's number;
/// members that are not buffers (textures, samplers, tables) stay zero —
/// the runtime binds textures and samplers only as kernel parameters.
/// Under `msc`, see [`top_level`].
fn argument_buffers(reflection: &ferrometal::Reflection, bound: &mut Bound) -> BTreeMap<String, u32> {
    let mut slots = BTreeMap::new();
    let mut next = 32;
    for b in &reflection.argument_buffers {
        let mut members = Vec::new();
        for m in b.members.iter().filter(|m| m.encoding == "gpuAddress") {
            if let Some(offset) = m.offset {
                slots.insert(m.name.clone(), next);
                members.push(Member { offset, buffer: next, inline: false });
                next += 1;
            }
        }
        bound.argument_buffers.insert(b.index, (b.size.unwrap_or(0), members));
    }
    top_level(reflection, bound, &mut slots, next);
    slots
}

/// Under `msc`, bind as a host written against `metal_irconverter_runtime.h`
/// does, from reflection's `topLevelArgumentBuffer` alone: root constants
/// copied in place, a root descriptor's buffer address at its offset, and a
/// descriptor table a buffer of 24-byte `IRDescriptorTableEntry`s whose
/// address is at its offset, each buffer's address in its entry's `gpuVA`
/// (what `IRDescriptorTableSetBuffer` writes); inline entries (the
/// automatic layout) the same in the top-level buffer itself. Textures and
/// samplers stay zero, as above.
fn top_level(reflection: &ferrometal::Reflection, bound: &mut Bound, slots: &mut BTreeMap<String, u32>, mut next: u32) {
    let Some(t) = &reflection.top_level_argument_buffer else { return };
    let mut members = Vec::new();
    for e in &t.entries {
        match e.kind.as_str() {
            "rootConstants" | "rootDescriptor" => {
                for r in &e.resources {
                    slots.insert(r.name.clone(), next);
                    let inline = e.kind == "rootConstants";
                    if inline {
                        bound.inline_sizes.insert(next, e.size);
                    }
                    members.push(Member { offset: e.offset, buffer: next, inline });
                    next += 1;
                }
            }
            "descriptorTable" => {
                let table = next;
                next += 1;
                let mut entries = Vec::new();
                let mut len = 1;
                for r in &e.resources {
                    len = len.max(r.descriptor_index.saturating_add(r.count.unwrap_or(1)));
                    if r.setter == "IRDescriptorTableSetBuffer" {
                        slots.insert(r.name.clone(), next);
                        entries.push(Member {
                            offset: r.descriptor_index * t.descriptor_size,
                            buffer: next,
                            inline: false,
                        });
                        next += 1;
                    }
                }
                bound.argument_buffers.insert(table, (len * t.descriptor_size, entries));
                members.push(Member { offset: e.offset, buffer: table, inline: false });
            }
            "descriptor" => {
                for r in e.resources.iter().filter(|r| r.setter == "IRDescriptorTableSetBuffer") {
                    slots.insert(r.name.clone(), next);
                    members.push(Member { offset: e.offset, buffer: next, inline: false });
                    next += 1;
                }
            }
            _ => {}
        }
    }
    bound.argument_buffers.insert(t.index, (t.size.div_ceil(8) * 8, members));
}

/// Compare our outputs with the reference (and the case's own expectation).
fn check(checks: &[Check], outputs: &BTreeMap<u32, Vec<u8>>) -> Comparison {
    let mut all = Comparison::default();
    for c in checks {
        let ours = outputs.get(&c.slot).map(Vec::as_slice).unwrap_or_default();
        match &c.leaves {
            Some(leaves) => {
                let values = leaves
                    .iter()
                    .map(|l| (*l, cases::num::load(&c.reference, l.offset, l.scalar).map(Num::Bits)))
                    .collect();
                let expect = PreparedExpect { values, tolerance: c.tolerance, unordered: c.unordered };
                all.merge(cases::compare(&expect, ours, &c.name));
            }
            None => {
                let mut raw = Comparison { compared: 1, ..Comparison::default() };
                if ours.get(..c.reference.len()) != Some(c.reference.as_slice()) {
                    raw.mismatched = 1;
                    raw.details.push(format!("`{}`: bytes differ from the reference (no layout to say where)", c.name));
                }
                all.merge(raw);
            }
        }
        if let Some(e) = &c.expect {
            let mut hand = cases::compare(e, ours, &c.name);
            for d in &mut hand.details {
                *d = format!("{d} (the case's own expectation)");
            }
            all.merge(hand);
        }
    }
    all
}

/// Our side of a unit; a unit under another binding model than `direct`
/// runs under `direct` too (rows `direct forward`, …): the same kernel must
/// compute the same golden whichever way its resources are bound.
fn run_ours(config: &Config, index: &reference::Index, unit: &Unit) -> Vec<Row> {
    let mut rows = run_unit(config, index, unit, None);
    if unit.options.binding_model != ferrometal::BindingModel::Direct {
        let mut direct = unit.clone();
        direct.options.binding_model = ferrometal::BindingModel::Direct;
        for mut row in run_unit(config, index, &direct, None) {
            row.schedule = format!("direct {}", row.schedule);
            rows.push(row);
        }
    }
    rows
}

/// A change to ferrometal's MSL before it is compiled (the mutation test's
/// planted bugs); `None` when it does not apply to this text.
pub type Mutation<'a> = &'a dyn Fn(&str) -> Option<String>;

/// Our side of one unit under every schedule, optionally with its MSL
/// mutated; one row per run and schedule.
pub fn run_unit(config: &Config, index: &reference::Index, unit: &Unit, mutate: Option<Mutation>) -> Vec<Row> {
    let (golden, spv) = match reference::load(&config.golden_dir, index, unit) {
        Ok(g) => g,
        Err(e) => return vec![fail(&unit.name, "golden", e)],
    };
    let built = match mutate {
        None => ours::build(config, unit, &spv),
        Some(m) => ours::translate(unit, &spv).and_then(|(msl, reflection, route)| {
            let mutated = m(&msl).ok_or("the mutation does not apply to this MSL")?;
            ours::build_msl(config, unit, &mutated, reflection, route, &spv)
        }),
    };
    let built = match built {
        Ok(b) => b,
        Err(e) => return vec![fail(&unit.name, "build", e)],
    };
    let mut rows = Vec::new();
    for run in &unit.case.runs {
        let label = unit.label(&run.name);
        let Some(golden_run) = golden.runs.get(&run.name) else {
            rows.push(fail(&label, "golden", format!("the golden has no run `{}`", run.name)));
            continue;
        };
        let (bound, checks, texture_checks) = match bind(&built, unit, run, golden_run, &spv) {
            Ok(b) => b,
            Err(e) => {
                rows.push(fail(&label, "bind", e));
                continue;
            }
        };
        let mut runs: Vec<(Schedule, bool)> = config.schedules.iter().map(|s| (*s, false)).collect();
        if config.sanitize {
            runs.push((Schedule::Forward, true));
        }
        for (schedule, sanitized) in runs {
            let name = if sanitized { "asan+ubsan".to_string() } else { schedule.label() };
            let name = format!("{name}{}", built.route_suffix());
            match ours::execute(config, &built, &label, run.dispatch, &bound, schedule, sanitized) {
                Ok(outputs) => {
                    let mut c = check(&checks, &outputs);
                    c.merge(check_textures(&texture_checks, &outputs));
                    let error = if c.max_ulp > 0 {
                        format!("{} ulp", c.max_ulp)
                    } else if c.max_abs > 0.0 {
                        format!("{:.2e} abs", c.max_abs)
                    } else {
                        "0".into()
                    };
                    rows.push(Row {
                        case: label.clone(),
                        schedule: name,
                        ok: c.matched(),
                        max_error: if c.matched() { error } else { format!("{} bad", c.mismatched) },
                        detail: c.details.join("\n"),
                    });
                }
                Err(e) => rows.push(fail(&label, &name, e)),
            }
        }
    }
    rows
}

fn first_line(detail: &str) -> String {
    let first = detail.lines().next().unwrap_or("").to_string();
    if detail.lines().count() > 1 { format!("{first} …") } else { first }
}

fn pass(case: &str, schedule: &str, detail: String) -> Row {
    Row { case: case.into(), schedule: schedule.into(), ok: true, max_error: "-".into(), detail }
}

fn fail(case: &str, schedule: &str, detail: String) -> Row {
    Row { case: case.into(), schedule: schedule.into(), ok: false, max_error: "-".into(), detail }
}

/// The checkout `exec-parity` was built from.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}
