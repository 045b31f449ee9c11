//! Preprocessing shared between translations: a batch build translates one
//! file under many option sets, and most of them preprocess it the same way.
//!
//! A result is reused when nothing it read can differ. Besides the main
//! file's name and text, dialect and budgets, a run reads exactly two things
//! the caller can vary, and the preprocessor notes both as it runs:
//! - the *initial* definition (predefined, `-D`, or none) of each macro name
//!   it looks up before the text's own `#define`/`#undef` of that name (what
//!   the text defines itself is a function of what it read before);
//! - the answer of each `IncludeLoader::load` call.
//!
//! A cached run is reused by a later context when every consulted name has
//! the same initial definitions there, in order, and when the same load
//! calls, replayed through the later context's loader, give the same
//! resolved names and texts. The preprocessor is deterministic, so by
//! induction over its steps the later run would take the same path and
//! produce the same tokens, events, files and diagnostics: reuse is exact.
//! Replaying the loads costs a loader look-up per `#include` (a batch
//! build's loader reads each file once), never a lex or an expansion.
//!
//! So a `-D` that no file of the unit tests does not split the cache, and one
//! that an include tests (`#if SKINNED`) does. A run whose predefined or
//! `-D` definitions themselves produced a diagnostic is not stored.
//!
//! Memory is bounded ([`PpCache::with_budget`], 128 MiB of tokens and text by
//! default): past the budget the oldest results are dropped first, which
//! suits a build that takes the jobs of one file together. Dropping only
//! costs reuse, never correctness.

use super::{Dialect, Limits, PpConfig, PpOutput, Tracker, run_pp};
use crate::diag::Diagnostic;
use crate::ordered::OrdMap;
use crate::source::{FileId, Files};
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// One `IncludeLoader::load` call and its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Load {
    pub name: String,
    pub from: String,
    pub system: bool,
    pub answer: Option<(String, String)>,
}

/// Preprocessing results shared between translations (and threads).
pub struct PpCache {
    units: Mutex<Units>,
    /// The result [`PpCache::preprocess`] returned last.
    last: Mutex<Option<Arc<PpOutput>>>,
    /// Bytes the stored results may take, roughly (see [`Entry::size`]).
    budget: usize,
    hits: AtomicUsize,
    misses: AtomicUsize,
}

impl Default for PpCache {
    fn default() -> Self {
        PpCache::with_budget(128 << 20)
    }
}

#[derive(Default)]
struct Units {
    map: HashMap<Arc<UnitKey>, Vec<Arc<Entry>>>,
    /// Stored results, oldest first: their unit and number.
    order: VecDeque<(Arc<UnitKey>, u64)>,
    bytes: usize,
    next_id: u64,
}

impl Units {
    fn insert(&mut self, key: UnitKey, mut entry: Entry, budget: usize) {
        entry.id = self.next_id;
        self.next_id += 1;
        let key = match self.map.get_key_value(&key) {
            Some((k, _)) => Arc::clone(k),
            None => Arc::new(key),
        };
        self.bytes += entry.size;
        self.order.push_back((Arc::clone(&key), entry.id));
        self.map.entry(Arc::clone(&key)).or_default().push(Arc::new(entry));
        while self.bytes > budget && self.order.len() > 1 {
            let Some((old, id)) = self.order.pop_front() else { break };
            if let Some(list) = self.map.get_mut(&old) {
                if let Some(i) = list.iter().position(|e| e.id == id) {
                    let e = list.remove(i);
                    self.bytes = self.bytes.saturating_sub(e.size);
                }
                if list.is_empty() {
                    self.map.remove(&old);
                }
            }
        }
    }
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct UnitKey {
    dialect: Dialect,
    name: String,
    text: String,
}

struct Entry {
    id: u64,
    /// Bytes of text and tokens held, roughly.
    size: usize,
    limits: Limits,
    /// Each consulted macro name with its initial definitions, in order
    /// (empty: not defined initially).
    macros: Vec<(String, Vec<(String, String)>)>,
    loads: Vec<Load>,
    /// The files after the run (the main file, then each one included).
    files: Files,
    out: Arc<PpOutput>,
    diags: Vec<Diagnostic>,
}

impl PpCache {
    pub fn new() -> Self {
        PpCache::default()
    }

    /// A cache that keeps about `bytes` of preprocessed text and tokens.
    pub fn with_budget(bytes: usize) -> Self {
        PpCache {
            units: Mutex::new(Units::default()),
            last: Mutex::new(None),
            budget: bytes,
            hits: AtomicUsize::new(0),
            misses: AtomicUsize::new(0),
        }
    }

    /// `(reused, preprocessed)`: how many preprocessings this cache answered
    /// and how many it ran.
    pub fn counts(&self) -> (usize, usize) {
        (self.hits.load(Ordering::Relaxed), self.misses.load(Ordering::Relaxed))
    }

    /// The preprocessing result this cache gave last (reused or new): after
    /// one translation through a loader offering this cache, its main
    /// file's (the playground reads the skipped groups from it).
    pub fn last_output(&self) -> Option<Arc<PpOutput>> {
        self.last.lock().ok().and_then(|l| l.clone())
    }

    fn keep(&self, out: Arc<PpOutput>) -> Arc<PpOutput> {
        if let Ok(mut last) = self.last.lock() {
            *last = Some(Arc::clone(&out));
        }
        out
    }

    /// [`super::preprocess`] through the cache. `files` must hold only
    /// `main` (a translation's state before its front-end runs); otherwise
    /// this preprocesses without the cache.
    pub(super) fn preprocess(
        &self,
        files: &mut Files,
        main: FileId,
        config: &PpConfig,
        diags: &mut Vec<Diagnostic>,
    ) -> Arc<PpOutput> {
        let Some(key) = files.get(main).filter(|_| files.len() == 1 && main == FileId(0)).map(|f| UnitKey {
            dialect: config.dialect,
            name: f.name.clone(),
            text: f.text.clone(),
        }) else {
            return self.keep(Arc::new(run_pp(files, main, config, diags, None).0));
        };
        let initial = initial_definitions(config);
        let candidates = self.units.lock().map(|u| u.map.get(&key).cloned().unwrap_or_default()).unwrap_or_default();
        if let Some(e) = candidates.iter().find(|e| e.matches(config, &initial)) {
            self.hits.fetch_add(1, Ordering::Relaxed);
            files.clone_from(&e.files);
            diags.extend(e.diags.iter().cloned());
            return self.keep(Arc::clone(&e.out));
        }
        self.misses.fetch_add(1, Ordering::Relaxed);
        let before = diags.len();
        let (out, track) = run_pp(files, main, config, diags, Some(Tracker::default()));
        let out = Arc::new(out);
        let Some(track) = track.filter(|t| t.predefine_diags == before) else { return self.keep(out) };
        let mut macros: Vec<(String, Vec<(String, String)>)> = track
            .consulted
            .into_iter()
            .map(|name| {
                let defs = initial.get(name.as_str()).cloned().unwrap_or_default();
                (name, defs)
            })
            .collect();
        crate::sort::sort(&mut macros);
        let text: usize = files.iter().map(|(_, f)| f.name.len() + f.text.len()).sum();
        let tokens: usize = out.tokens.iter().map(|t| size_of::<crate::syntax::token::Token>() + t.text.len()).sum();
        let entry = Entry {
            id: 0,
            size: text + tokens + track.loads.iter().map(|l| l.answer.as_ref().map_or(0, |a| a.1.len())).sum::<usize>(),
            limits: config.limits,
            macros,
            loads: track.loads,
            files: files.clone(),
            out: Arc::clone(&out),
            diags: diags.get(before..).unwrap_or(&[]).to_vec(),
        };
        if let Ok(mut units) = self.units.lock() {
            units.insert(key, entry, self.budget);
        }
        self.keep(out)
    }
}

impl Entry {
    fn matches(&self, config: &PpConfig, initial: &OrdMap<String, Vec<(String, String)>>) -> bool {
        self.limits == config.limits
            && self
                .macros
                .iter()
                .all(|(name, defs)| initial.get(name).map_or(&[][..], Vec::as_slice) == defs.as_slice())
            && self.loads.iter().all(|l| config.includes.load(&l.name, &l.from, l.system) == l.answer)
    }
}

/// Each macro name of the predefined and `-D` definitions with its
/// definitions in order. The name is the first token of the definition's
/// name part, as the preprocessor reads it (`F(x)` defines `F`).
fn initial_definitions(config: &PpConfig) -> OrdMap<String, Vec<(String, String)>> {
    let mut map: OrdMap<String, Vec<(String, String)>> = OrdMap::new();
    for (name, value) in config.predefined.iter().chain(&config.defines) {
        let lexed = crate::syntax::lex::lex_str(name, 0);
        let key = lexed.tokens.first().map(|t| t.text.clone()).unwrap_or_default();
        map.entry(key).or_default().push((name.clone(), value.clone()));
    }
    map
}
