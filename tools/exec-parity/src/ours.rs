//! Our side: ferrometal's MSL for the case, compiled as C++ against msl-std
//! (the Metal standard library emulation) and the runtime in `runtime/`, and
//! dispatched over the whole grid under a chosen thread order.

use crate::case::Unit;
use crate::driver::Config;
use crate::reference::sha256_hex;
use ferrometal::{Language, Options, Reflection};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Thread orders the runtime can use (see runtime/ferrometal_runtime.h).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Schedule {
    Forward,
    Reverse,
    Random(u64),
}

impl Schedule {
    pub fn label(self) -> String {
        match self {
            Schedule::Forward => "forward".into(),
            Schedule::Reverse => "reverse".into(),
            Schedule::Random(seed) => format!("random:{seed:x}"),
        }
    }

    fn args(self) -> [String; 2] {
        match self {
            Schedule::Forward => ["forward".into(), "1".into()],
            Schedule::Reverse => ["reverse".into(), "1".into()],
            Schedule::Random(seed) => ["random".into(), seed.to_string()],
        }
    }
}

/// How the MSL was obtained.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// ferrometal translated the unit's own source.
    Source,
    /// Interim, until the source language's front-end lands: ferrometal
    /// translated the reference's SPIR-V.
    Spirv,
}

/// A unit compiled for the CPU.
#[derive(Clone, Debug)]
pub struct Built {
    pub route: Route,
    pub msl: String,
    pub reflection: Reflection,
    pub binary: PathBuf,
    /// The translation unit (the sanitizer build is made from it on demand).
    pub tu: PathBuf,
    /// Compiled with floating-point contraction on (the case's `contract`).
    pub contract: bool,
}

/// How a translation unit is compiled.
#[derive(Clone, Copy, Debug)]
struct Mode {
    /// AddressSanitizer and UBSan.
    sanitize: bool,
    /// Floating-point contraction as Metal's fast math does it (`a * b + c`
    /// fused where the target has fused multiply-add); otherwise every
    /// operation is rounded on its own. `#pragma clang fp contract(off)` in
    /// the MSL wins either way.
    contract: bool,
}

impl Built {
    pub fn route_suffix(&self) -> &'static str {
        match self.route {
            Route::Source => "",
            Route::Spirv => " (spv)",
        }
    }
}

/// ferrometal's MSL and reflection for the unit: from the source, or else
/// (interim) from the reference SPIR-V.
/// What is missing to compile and run our MSL on the CPU with these settings,
/// as one line naming the Debian package and its install command; checked
/// before any case runs, so a missing compiler or sanitizer runtime is not a
/// linker error per case.
pub fn missing_toolchain(config: &Config) -> Option<String> {
    let install = |package: &str, what: String| {
        format!(
            "exec-parity: missing {package} ({what}); install it with: scripts/setup \
             (or: apt-get install --no-install-recommends {package})"
        )
    };
    let runs = Command::new(&config.cxx).arg("--version").output().is_ok_and(|o| o.status.success());
    if !runs {
        return Some(install("clang-19", format!("cannot run {}", config.cxx)));
    }
    if !config.sanitize {
        return None;
    }
    // Linking a trivial program is the one check that holds for every layout
    // of clang's runtime directory.
    let dir = config.scratch.join("probe");
    let probe = dir.join(format!("sanitizers.{}.cpp", unique()));
    let exe = probe.with_extension("out");
    let written = std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&probe, "int main() { return 0; }\n"));
    if let Err(e) = written {
        return Some(format!("exec-parity: cannot write {}: {e}", probe.display()));
    }
    let linked =
        Command::new(&config.cxx).args(["-fsanitize=address,undefined"]).arg(&probe).arg("-o").arg(&exe).output();
    let _ = std::fs::remove_file(&probe);
    let _ = std::fs::remove_file(&exe);
    match linked {
        Ok(o) if o.status.success() => None,
        Ok(o) => {
            let stderr = String::from_utf8_lossy(&o.stderr);
            let what = stderr
                .split_whitespace()
                .find(|w| w.contains("libclang_rt"))
                .map(|w| w.trim_end_matches(':'))
                .map(|w| format!("{w} not found"))
                .unwrap_or_else(|| "cannot link -fsanitize=address,undefined".to_string());
            Some(install("libclang-rt-19-dev", format!("{}: {what}", config.cxx)))
        }
        Err(e) => Some(install("clang-19", format!("cannot run {}: {e}", config.cxx))),
    }
}

pub fn translate(unit: &Unit, spv: &[u8]) -> Result<(String, Reflection, Route), String> {
    let t = ferrometal::translate(&unit.source, &unit.options);
    if let (Some(ep), Some(r)) = (t.entry_points.first(), &t.reflection)
        && !t.has_errors()
    {
        return Ok((ep.msl.clone(), r.clone(), Route::Source));
    }
    let source_errors = t.render_diagnostics();
    if unit.reference_path != unit.source_path {
        // The reference SPIR-V is another program (the case's `reference`).
        return Err(format!("ferrometal cannot translate the unit:\n{source_errors}"));
    }
    let spv_options = Options { language: Some(Language::Spv), ..unit.options.clone() };
    let s = ferrometal::translate_spirv(spv, &spv_options);
    match (s.entry_points.first(), &s.reflection) {
        (Some(ep), Some(r)) if !s.has_errors() => Ok((ep.msl.clone(), r.clone(), Route::Spirv)),
        _ => Err(format!("ferrometal cannot translate the unit:\n{source_errors}\n{}", s.render_diagnostics())),
    }
}

/// Translate, generate the translation unit, compile it (cached by content).
pub fn build(config: &Config, unit: &Unit, spv: &[u8]) -> Result<Built, String> {
    let (msl, reflection, route) = translate(unit, spv)?;
    // Kept for reading when a unit fails.
    let _ = std::fs::write(config.scratch.join(format!("{}.metal", unit.name)), &msl);
    build_msl(config, unit, &msl, reflection, route, spv)
}

/// Build from given MSL (the mutation test feeds altered MSL through here).
pub fn build_msl(
    config: &Config,
    unit: &Unit,
    msl: &str,
    reflection: Reflection,
    route: Route,
    spv: &[u8],
) -> Result<Built, String> {
    let group_size = reflection
        .entry_points
        .first()
        .and_then(|e| e.workgroup_size)
        .or_else(|| crate::spirv::parse(spv).ok().and_then(|m| m.entry_points.into_iter().find_map(|(_, s)| s)))
        .ok_or("no workgroup size in the reflection")?;
    let kernel = reflection.entry_points.first().map(|e| e.msl_name.clone()).unwrap_or_default();
    let tu_text = crate::tu::generate(msl, &kernel, group_size)?;
    // The binary depends on the runtime and msl-std as much as on the kernel.
    let mode = Mode { sanitize: false, contract: unit.case.contract };
    let mut key = format!("{tu_text}\0{}", flags(config, mode).join(" ")).into_bytes();
    hash_tree(&config.runtime_dir, &mut key);
    hash_tree(&config.msl_std_dir, &mut key);
    let key = &sha256_hex(&key)[..16];
    let dir = config.scratch.join("bin");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let tu = dir.join(format!("{}-{key}.cpp", unit.name));
    let binary = dir.join(format!("{}-{key}", unit.name));
    if !binary.exists() {
        let partial = PathBuf::from(format!("{}.{}.tmp", tu.display(), unique()));
        std::fs::write(&partial, &tu_text).map_err(|e| e.to_string())?;
        std::fs::rename(&partial, &tu).map_err(|e| e.to_string())?;
        compile(config, &tu, &binary, mode)?;
    }
    Ok(Built { route, msl: msl.to_string(), reflection, binary, tu, contract: mode.contract })
}
fn flags(config: &Config, mode: Mode) -> Vec<String> {
    let contract = if mode.contract { "-ffp-contract=on" } else { "-ffp-contract=off" };
    let mut f: Vec<String> =
        ["-std=c++17", "-fms-extensions", "-w", contract, "-DFERROMETAL_EXEC=1", "-Wno-unknown-attributes"]
            .iter()
            .map(|s| s.to_string())
            .collect();
    // Without the target feature clang splits every fused multiply-add again.
    if mode.contract && cfg!(target_arch = "x86_64") {
        f.push("-mfma".into());
    }
    f.push(format!("-I{}", config.msl_std_dir.display()));
    f.push(format!("-I{}", config.runtime_dir.display()));
    if mode.sanitize {
        f.extend(["-O0", "-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=undefined"].map(String::from));
    } else {
        // The grids are small: compile time matters, run time does not.
        f.push("-O0".into());
    }
    f
}

/// Every file under `dir`, hashed in path order (the PCH cache key).
fn hash_tree(dir: &Path, into: &mut Vec<u8>) {
    let mut entries: Vec<PathBuf> =
        std::fs::read_dir(dir).map(|r| r.filter_map(|e| e.ok().map(|e| e.path())).collect()).unwrap_or_default();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            hash_tree(&path, into);
        } else if let Ok(bytes) = std::fs::read(&path) {
            into.extend(path.to_string_lossy().as_bytes());
            into.extend(sha256_hex(&bytes).as_bytes());
            // A PCH records its headers' modification times, not their contents.
            let modified = std::fs::metadata(&path).and_then(|m| m.modified()).ok();
            into.extend(format!("{modified:?}").as_bytes());
        }
    }
}

/// A precompiled msl-std + prelude for these flags (parsing the emulation is
/// most of a case's compile time), or `None` when it cannot be built.
fn pch(config: &Config, mode: Mode) -> Option<PathBuf> {
    let mut key = flags(config, mode).join(" ").into_bytes();
    hash_tree(&config.msl_std_dir, &mut key);
    hash_tree(&config.runtime_dir, &mut key);
    let dir = config.scratch.join("pch");
    let stem = format!("msl-std-{}", &sha256_hex(&key)[..16]);
    let out = dir.join(format!("{stem}.pch"));
    if out.exists() {
        return Some(out);
    }
    std::fs::create_dir_all(&dir).ok()?;
    // The PCH refers to its header by path: it stays beside it.
    let header = dir.join(format!("{stem}.h"));
    if !header.exists() {
        // Published once and never rewritten: a PCH checks its header's mtime,
        // and other runs may be building from it right now.
        let partial = dir.join(format!("{stem}.h.{}.tmp", unique()));
        std::fs::write(&partial, crate::tu::PCH_HEADER).ok()?;
        let _ = std::fs::hard_link(&partial, &header);
        let _ = std::fs::remove_file(&partial);
    }
    let partial = out.with_extension(format!("{}.tmp", unique()));
    let ok = Command::new(&config.cxx)
        .args(flags(config, mode))
        .args(["-x", "c++-header"])
        .arg(&header)
        .arg("-o")
        .arg(&partial)
        .output()
        .is_ok_and(|o| o.status.success());
    // Renamed into place so concurrent runs never read half a file.
    (ok && std::fs::rename(&partial, &out).is_ok()).then_some(out)
}

/// The runtime's object file for these flags, built once.
fn runtime_object(config: &Config, mode: Mode) -> Result<PathBuf, String> {
    let mut key = flags(config, mode).join(" ").into_bytes();
    hash_tree(&config.runtime_dir, &mut key);
    // The runtime includes msl-std's texture ABI.
    hash_tree(&config.msl_std_dir, &mut key);
    let dir = config.scratch.join("pch");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let out = dir.join(format!("runtime-{}.o", &sha256_hex(&key)[..16]));
    if out.exists() {
        return Ok(out);
    }
    let partial = out.with_extension(format!("{}.tmp", unique()));
    let mut f = flags(config, mode);
    f.retain(|x| x != "-DFERROMETAL_EXEC=1" && !x.starts_with("-fms"));
    let output = Command::new(&config.cxx)
        .args(&f)
        .arg("-c")
        .arg(config.runtime_dir.join("ferrometal_runtime.cpp"))
        .arg("-o")
        .arg(&partial)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", config.cxx))?;
    if !output.status.success() {
        return Err(format!("the runtime does not compile: {}", String::from_utf8_lossy(&output.stderr)));
    }
    std::fs::rename(&partial, &out).map_err(|e| e.to_string())?;
    Ok(out)
}

/// Compile and link `tu` into `out`; built under a temporary name and
/// renamed, so concurrent runs never execute half a binary.
fn compile(config: &Config, tu: &Path, out: &Path, mode: Mode) -> Result<(), String> {
    let partial = PathBuf::from(format!("{}.{}.tmp", out.display(), unique()));
    compile_to(config, tu, &partial, mode)?;
    std::fs::rename(&partial, out).map_err(|e| e.to_string())
}

fn compile_to(config: &Config, tu: &Path, out: &Path, mode: Mode) -> Result<(), String> {
    let runtime = runtime_object(config, mode)?;
    let mut cmd = Command::new(&config.cxx);
    if let Some(pch) = pch(config, mode) {
        cmd.arg("-include-pch").arg(pch);
    }
    let output = cmd
        .args(flags(config, mode))
        .arg(tu)
        .arg(runtime)
        .arg("-o")
        .arg(out)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", config.cxx))?;
    if !output.status.success() {
        let text = String::from_utf8_lossy(&output.stderr);
        let errors: Vec<&str> = text.lines().filter(|l| l.contains("error")).take(8).collect();
        return Err(format!("C++ compile failed ({}): {}", tu.display(), errors.join(" | ")));
    }
    Ok(())
}

/// A name no other run of this or another process uses at the same time.
fn unique() -> String {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!("{}-{n}", std::process::id())
}

/// A kernel run that takes longer is a failure (a loop that never ends).
const RUN_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(20);

/// Run `cmd` to completion or kill it after `limit`.
fn run_with_timeout(mut cmd: Command, limit: std::time::Duration) -> Result<std::process::Output, String> {
    use std::process::Stdio;
    let mut child = cmd.stdout(Stdio::null()).stderr(Stdio::piped()).spawn().map_err(|e| format!("cannot run: {e}"))?;
    let started = std::time::Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => return child.wait_with_output().map_err(|e| e.to_string()),
            Ok(None) if started.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("did not finish within {} s (killed)", limit.as_secs()));
            }
            Ok(None) => std::thread::sleep(std::time::Duration::from_millis(5)),
            Err(e) => return Err(e.to_string()),
        }
    }
}

/// What one run binds, by Metal buffer index, and the function constants.
#[derive(Clone, Debug, Default)]
pub struct Bound {
    pub buffers: BTreeMap<u32, Vec<u8>>,
    pub constants: Vec<(u32, Vec<u8>)>,
    /// `argument-buffers`: per Metal index, the buffer's size and each
    /// member's (byte offset, number in `buffers`) — the runtime writes the
    /// member's address there.
    pub argument_buffers: BTreeMap<u32, (u32, Vec<Member>)>,
    /// `msc`: buffers copied into an argument buffer in place (root
    /// constants), by number, with the bytes they may take.
    pub inline_sizes: BTreeMap<u32, u32>,
    /// Memory the kernel reaches only through raw GPU addresses (GLSL
    /// buffer references, `vk::RawBufferLoad`), bound nowhere.
    pub memory: Vec<Vec<u8>>,
    /// Host addresses of `memory` blocks to store before the run.
    pub addresses: Vec<AddressPatch>,
    /// Images by Metal texture index: the runtime's description line
    /// (`DIM FORMAT WIDTH HEIGHT DEPTH LAYERS MIPS`) and the texels.
    pub textures: BTreeMap<u32, (String, Vec<u8>)>,
    /// Sampler states by Metal sampler index, encoded as msl-std's
    /// `metal/__texture_abi.h` says.
    pub samplers: BTreeMap<u32, u64>,
    /// `metal4-bindless`: the texture view pool, some of `textures` whose
    /// base resource ID the runtime writes into a buffer ([`bind_heaps`]).
    pub texture_pool: Option<Heap>,
    /// `metal4-bindless`: the sampler array, the resource IDs of some of
    /// `samplers` that the runtime writes into a buffer.
    pub sampler_array: Option<Heap>,
}

/// A `metal4-bindless` heap: `count` consecutive textures or samplers from
/// number `first`, made known to the kernel through Metal buffer `buffer`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heap {
    pub buffer: u32,
    pub first: u32,
    pub count: u32,
}

/// Bind the `metal4-bindless` heaps as a Metal 4 host does (the contract
/// is `ferrometal::msl::bind`'s), at the buffers reflection's
/// `bindlessSlots` give: `textures` (description line, texels) become a
/// texture view pool whose view i is the runtime's texture `first + i`,
/// with consecutive resource IDs, and the runtime writes the pool's base
/// resource ID into the `texturePool` buffer (8 bytes); `samplers` (encoded
/// states) become the sampler array, one 8-byte resource ID per element in
/// the `samplers` buffer. `first` keeps the pool away from texture 0, so a
/// kernel that drops the base reads no texture. A heap the kernel does not
/// declare is not bound; the root bytes are the caller's.
pub fn bind_heaps(
    bound: &mut Bound,
    reflection: &Reflection,
    first: u32,
    textures: Vec<(String, Vec<u8>)>,
    samplers: &[u64],
) -> Result<(), String> {
    let slot = |role: &str| reflection.bindless_slots.iter().find(|s| s.role == role).map(|s| s.index);
    let count = |n: usize| u32::try_from(n).map_err(|e| e.to_string());
    if let Some(buffer) = slot("texturePool").filter(|_| !textures.is_empty()) {
        bound.texture_pool = Some(Heap { buffer, first, count: count(textures.len())? });
        for (i, t) in (first..).zip(textures) {
            bound.textures.insert(i, t);
        }
        bound.buffers.insert(buffer, vec![0; 8]);
    }
    if let Some(buffer) = slot("samplers").filter(|_| !samplers.is_empty()) {
        bound.sampler_array = Some(Heap { buffer, first: 0, count: count(samplers.len())? });
        for (k, bits) in (0..).zip(samplers) {
            bound.samplers.insert(k, *bits);
        }
        bound.buffers.insert(buffer, vec![0; 8 * samplers.len()]);
    }
    Ok(())
}

/// One member of an argument buffer: the address of buffer `buffer` (or,
/// `inline`, its bytes) at byte `offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Member {
    pub offset: u32,
    pub buffer: u32,
    pub inline: bool,
}

/// Where a texture's contents after the run appear in [`Outputs`]: at
/// `TEXTURE_OUTPUT + its Metal texture index` (buffer indices stay below).
pub const TEXTURE_OUTPUT: u32 = 1 << 20;

/// "Bytes `offset..offset + 8` of `target` hold the address of byte `plus`
/// of memory block `memory`": the runtime stores the real host address
/// there (a little-endian `uint64_t`), as a Metal host stores `gpuAddress`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddressPatch {
    pub target: PatchTarget,
    pub offset: u32,
    pub memory: u32,
    pub plus: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PatchTarget {
    /// The buffer bound at this Metal index.
    Buffer(u32),
    /// A memory block.
    Memory(u32),
}

/// A buffer's bytes as a Metal host allocates them: at least the reflected
/// size of its struct, which can exceed the reference's (SPIR-V's) size, since
/// a `float3` column or row takes 16 bytes in MSL and a struct's size is
/// rounded up to its alignment. The added bytes are zero and never compared.
pub fn host_sized(mut bytes: Vec<u8>, res: &ferrometal::reflect::Resource) -> Vec<u8> {
    if let Some(layout) = &res.layout
        && bytes.len() < layout.size as usize
    {
        bytes.resize(layout.size as usize, 0);
    }
    bytes
}

/// The buffer of buffer sizes (reflection's `bufferSizes`), filled as a
/// Metal host fills it: one little-endian `uint` per buffer it names, that
/// buffer's byte size as bound. `slots` maps a resource to the number it is
/// bound under when that is not its Metal index (argument-buffer members).
pub fn bind_buffer_sizes(
    reflection: &Reflection,
    slots: &BTreeMap<String, u32>,
    bound: &mut Bound,
) -> Result<(), String> {
    // The unit runs its first entry point (`build_msl`).
    let Some(sizes) = reflection.entry_points.first().and_then(|e| e.buffer_sizes.as_ref()) else { return Ok(()) };
    let mut bytes = Vec::with_capacity(4 * sizes.buffers.len());
    for name in &sizes.buffers {
        let res = reflection.resources.iter().find(|r| &r.name == name);
        let slot = slots.get(name).copied().or(res.map(|r| r.metal.index));
        let len = slot.and_then(|s| bound.buffers.get(&s)).map(Vec::len);
        let len = len.ok_or_else(|| format!("buffer `{name}`, whose size the kernel reads, is not bound"))?;
        bytes.extend_from_slice(&u32::try_from(len).map_err(|e| e.to_string())?.to_le_bytes());
    }
    if bound.buffers.contains_key(&sizes.index) {
        return Err(format!("the buffer of buffer sizes takes buffer {}, which is bound already", sizes.index));
    }
    bound.buffers.insert(sizes.index, bytes);
    Ok(())
}

/// Run the built unit once; returns every bound buffer afterwards.
pub fn execute(
    config: &Config,
    built: &Built,
    label: &str,
    groups: [u32; 3],
    bound: &Bound,
    schedule: Schedule,
    sanitize: bool,
) -> Result<BTreeMap<u32, Vec<u8>>, String> {
    execute_with_memory(config, built, label, groups, bound, schedule, sanitize).map(|(buffers, _)| buffers)
}

/// Every bound buffer after a run, by Metal index.
pub type Outputs = BTreeMap<u32, Vec<u8>>;

/// [`execute`], also returning the memory blocks afterwards.
pub fn execute_with_memory(
    config: &Config,
    built: &Built,
    label: &str,
    groups: [u32; 3],
    bound: &Bound,
    schedule: Schedule,
    sanitize: bool,
) -> Result<(Outputs, Vec<Vec<u8>>), String> {
    let binary = if sanitize {
        let san = PathBuf::from(format!("{}-asan", built.binary.display()));
        if !san.exists() {
            compile(config, &built.tu, &san, Mode { sanitize: true, contract: built.contract })?;
        }
        san
    } else {
        built.binary.clone()
    };
    let safe: String = label.chars().map(|c| if c.is_alphanumeric() || c == '_' { c } else { '-' }).collect();
    let run_dir = config.scratch.join("run").join(format!("{safe}-{}", unique()));
    let _ = std::fs::remove_dir_all(&run_dir);
    std::fs::create_dir_all(&run_dir).map_err(|e| e.to_string())?;
    for (index, bytes) in &bound.buffers {
        std::fs::write(run_dir.join(format!("buffer{index}.bin")), bytes).map_err(|e| e.to_string())?;
    }
    for (index, (size, members)) in &bound.argument_buffers {
        let mut text = format!("{size}\n");
        for m in members {
            let kind = if m.inline { "bytes " } else { "" };
            text.push_str(&format!("{kind}{} {}\n", m.offset, m.buffer));
        }
        std::fs::write(run_dir.join(format!("argbuf{index}.txt")), text).map_err(|e| e.to_string())?;
    }
    for (index, bytes) in &bound.constants {
        std::fs::write(run_dir.join(format!("constant{index}.bin")), bytes).map_err(|e| e.to_string())?;
    }
    for (index, (description, bytes)) in &bound.textures {
        std::fs::write(run_dir.join(format!("texture{index}.txt")), format!("{description}\n"))
            .map_err(|e| e.to_string())?;
        std::fs::write(run_dir.join(format!("texture{index}.bin")), bytes).map_err(|e| e.to_string())?;
    }
    for (index, bits) in &bound.samplers {
        std::fs::write(run_dir.join(format!("sampler{index}.txt")), format!("{bits}\n")).map_err(|e| e.to_string())?;
    }
    let heaps = [("pool", bound.texture_pool), ("samplers", bound.sampler_array)];
    let heaps: String = heaps
        .iter()
        .filter_map(|(kind, h)| h.map(|h| format!("{kind} {} {} {}\n", h.buffer, h.first, h.count)))
        .collect();
    if !heaps.is_empty() {
        std::fs::write(run_dir.join("bindless.txt"), heaps).map_err(|e| e.to_string())?;
    }
    for (k, bytes) in bound.memory.iter().enumerate() {
        std::fs::write(run_dir.join(format!("memory{k}.bin")), bytes).map_err(|e| e.to_string())?;
    }
    if !bound.addresses.is_empty() {
        let lines: String = bound
            .addresses
            .iter()
            .map(|a| {
                let (kind, index) = match a.target {
                    PatchTarget::Buffer(i) => ("buffer", i),
                    PatchTarget::Memory(i) => ("memory", i),
                };
                format!("{kind} {index} {} {} {}\n", a.offset, a.memory, a.plus)
            })
            .collect();
        std::fs::write(run_dir.join("addresses.txt"), lines).map_err(|e| e.to_string())?;
    }
    let [mode, seed] = schedule.args();
    let mut cmd = Command::new(&binary);
    cmd.args([mode.as_str(), seed.as_str()])
        .arg(&run_dir)
        .arg(format!("{},{},{}", groups[0], groups[1], groups[2]))
        .env("ASAN_OPTIONS", "detect_leaks=0");
    let output = run_with_timeout(cmd, RUN_TIMEOUT).map_err(|e| format!("{}: {e}", binary.display()))?;
    if !output.status.success() {
        let text = String::from_utf8_lossy(&output.stderr);
        let line = text.lines().find(|l| l.contains("ERROR") || l.contains("runtime error")).or(text.lines().next());
        let _ = std::fs::remove_dir_all(&run_dir);
        return Err(format!("kernel run failed ({}): {}", output.status, line.unwrap_or("").trim()));
    }
    let mut out = BTreeMap::new();
    for index in bound.buffers.keys() {
        let bytes = std::fs::read(run_dir.join(format!("buffer{index}.out"))).map_err(|e| e.to_string())?;
        out.insert(*index, bytes);
    }
    for index in bound.textures.keys() {
        let bytes = std::fs::read(run_dir.join(format!("texture{index}.out"))).map_err(|e| e.to_string())?;
        out.insert(TEXTURE_OUTPUT + *index, bytes);
    }
    let mut memory = Vec::with_capacity(bound.memory.len());
    for k in 0..bound.memory.len() {
        memory.push(std::fs::read(run_dir.join(format!("memory{k}.out"))).map_err(|e| e.to_string())?);
    }
    let _ = std::fs::remove_dir_all(&run_dir);
    Ok((out, memory))
}
