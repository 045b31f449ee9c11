//! What a build reads and what it remembers between runs.
//!
//! [`DiskCache`] reads each file once per run, whoever asks (a job's source,
//! an include any job resolves). [`JobIncludes`] is one job's include loader
//! over it: the same search as the single-file CLI, and a note of every path
//! it tried, found or not.
//!
//! A job's *input hash* covers the translator's version, the job's options
//! and include directories, its source, and every include path it tried with
//! that file's content (or its absence). Every answer of the include loader
//! is a function of exactly those files, and a translation of its source,
//! options and loader answers, so a job whose input hash is unchanged would
//! write the same outputs; the next run skips it when the outputs on disk
//! still have the hashes it wrote. The state file keeps, per job, the paths
//! it tried, so the next run re-hashes them without translating.

use super::manifest::Job;
use crate::options::IncludeLoader;
use crate::syntax::pp::PpCache;
use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// The state file, in the output directory.
pub const STATE_FILE: &str = ".ferrometal-build-state.json";

/// A file's content as read once.
#[derive(Debug)]
pub struct FileRead {
    pub bytes: Vec<u8>,
    /// The text, when the bytes are UTF-8 (an include must be, as for the CLI).
    pub text: Option<String>,
    /// SHA-256 of the bytes, in hex.
    pub hash: String,
}

/// A path's content, read by the first thread that asks (`None`: unreadable).
type Slot = Arc<OnceLock<Option<Arc<FileRead>>>>;

/// Every file a build reads, each read at most once.
#[derive(Default)]
pub struct DiskCache {
    files: Mutex<HashMap<PathBuf, Slot>>,
}

impl DiskCache {
    /// The file at `path`, or `None` when it cannot be read.
    pub fn read(&self, path: &Path) -> Option<Arc<FileRead>> {
        let cell = match self.files.lock() {
            Ok(mut files) => Arc::clone(files.entry(path.to_path_buf()).or_default()),
            Err(_) => return read_file(path).map(Arc::new),
        };
        cell.get_or_init(|| read_file(path).map(Arc::new)).clone()
    }
}

fn read_file(path: &Path) -> Option<FileRead> {
    let bytes = std::fs::read(path).ok()?;
    let hash = sha256_hex(&bytes);
    let text = String::from_utf8(bytes.clone()).ok();
    Some(FileRead { bytes, text, hash })
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// One path an include search tried, with the hash of what it found there.
pub type Probe = (String, Option<String>);

/// One job's include loader.
pub struct JobIncludes<'a> {
    pub disk: &'a DiskCache,
    pub dirs: &'a [PathBuf],
    pub pp: &'a PpCache,
    pub probes: RefCell<Vec<Probe>>,
}

impl IncludeLoader for JobIncludes<'_> {
    fn load(&self, name: &str, from: &str, system: bool) -> Option<(String, String)> {
        for dir in crate::cli::include_candidates(from, system, self.dirs) {
            let path = crate::cli::include_path(&dir, name);
            let read = self.disk.read(&path);
            let found = read.as_ref().and_then(|r| r.text.as_ref().map(|t| (t, &r.hash)));
            let key = path.to_string_lossy().into_owned();
            let probe = (key.clone(), found.map(|(_, h)| h.clone()));
            let mut probes = self.probes.borrow_mut();
            if !probes.contains(&probe) {
                probes.push(probe);
            }
            if let Some((text, _)) = found {
                return Some((key, text.clone()));
            }
        }
        None
    }

    fn pp_cache(&self) -> Option<&PpCache> {
        Some(self.pp)
    }
}

/// What the state file remembers of one job that translated.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JobState {
    pub input_hash: String,
    pub probes: Vec<Probe>,
    pub msl_hash: String,
    pub reflection_hash: String,
    /// The job's diagnostics (warnings), re-reported when it is skipped.
    pub diagnostics: Vec<serde_json::Value>,
    pub rendered: String,
}

#[derive(Debug, Default, Serialize, Deserialize)]
pub struct State {
    pub translator: String,
    pub jobs: BTreeMap<String, JobState>,
}

impl State {
    /// The state a previous run left in `out_dir`; empty when there is none,
    /// it cannot be read, or another translator version wrote it.
    pub fn load(out_dir: &Path) -> State {
        let text = std::fs::read_to_string(out_dir.join(STATE_FILE)).unwrap_or_default();
        serde_json::from_str::<State>(&text).ok().filter(|s| s.translator == translator()).unwrap_or_default()
    }

    pub fn save(&self, out_dir: &Path) -> Result<(), String> {
        let path = out_dir.join(STATE_FILE);
        let text = serde_json::to_string(self).map_err(|e| e.to_string())?;
        std::fs::write(&path, text).map_err(|e| format!("cannot write `{}`: {e}", path.display()))
    }
}

pub fn translator() -> String {
    format!("ferrometal {}", crate::VERSION)
}

/// The input hash of `job` whose source hashes to `source` and whose include
/// search tried `probes`.
pub fn input_hash(job: &Job, source: &str, probes: &[Probe]) -> String {
    let mut h = Sha256::new();
    let key = serde_json::json!({
        "translator": translator(),
        "options": job.options,
        "includeDirs": job.include_dirs,
        "source": source,
    });
    h.update(key.to_string().as_bytes());
    for (path, found) in probes {
        h.update(b"\n");
        h.update(path.as_bytes());
        h.update(b"\0");
        h.update(found.as_deref().unwrap_or("-").as_bytes());
    }
    hex(&h.finalize())
}

/// Whether `job` can be skipped: its inputs hash as they did when `state`
/// was written, and its outputs on disk are the ones written then.
pub fn unchanged(job: &Job, state: &JobState, disk: &DiskCache, msl: &Path, reflection: &Path) -> bool {
    let Some(source) = disk.read(&job.path) else { return false };
    let probes: Vec<Probe> = state
        .probes
        .iter()
        .map(|(path, _)| {
            let read = disk.read(Path::new(path));
            (path.clone(), read.and_then(|r| r.text.is_some().then(|| r.hash.clone())))
        })
        .collect();
    input_hash(job, &source.hash, &probes) == state.input_hash
        && file_hash(msl).is_some_and(|h| h == state.msl_hash)
        && file_hash(reflection).is_some_and(|h| h == state.reflection_hash)
}

fn file_hash(path: &Path) -> Option<String> {
    std::fs::read(path).ok().map(|b| sha256_hex(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sha256_matches_the_standard_vectors() {
        // FIPS 180-2, appendix B.1 and the empty message.
        assert_eq!(sha256_hex(b"abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        assert_eq!(sha256_hex(b""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    }
}
