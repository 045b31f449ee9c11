//! The playground page: toolbar on top, editor left, output tabs right,
//! status bar below. Components share one [`Ctx`] of signals.

mod client;
mod diff_view;
mod dom;
mod editor;
mod files;
mod options_box;
mod output;
mod toolbar;

use crate::highlight::Lang;
use crate::protocol::{Request, Response};
use crate::state::PageState;
pub use client::Status;
use leptos::prelude::*;
use std::cell::RefCell;

const STATE_KEY: &str = "ferrometal.state";
/// Largest source kept in local storage, in bytes.
const MAX_STORED: usize = 1 << 20;
/// Default time limit of one translation; `?limit=MS` overrides it.
const DEFAULT_LIMIT_MS: u32 = 4000;
/// Bytes of the source the highlighter reads to guess its language.
const DETECT_BYTES: usize = 64 << 10;
/// Quiet time after the last edit before the state is saved.
const SAVE_AFTER_MS: u32 = 300;

/// The signals every component reads or writes.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub state: RwSignal<PageState>,
    pub result: RwSignal<Option<Response>>,
    pub status: RwSignal<Status>,
    pub first_result_ms: RwSignal<Option<f64>>,
    /// Selected output tab: `msl:N`, `reflection`, `host`, `diagnostics`.
    pub tab: RwSignal<String>,
    /// Entry point names seen when translating every entry point.
    pub known_entries: RwSignal<Vec<String>>,
    /// A request to put the cursor on a place of an editor file.
    pub jump: RwSignal<Option<Jump>>,
    /// The editor file shown: 0 is the main source, `n` include tab `n`.
    pub file: RwSignal<usize>,
    /// Bumped when the source is replaced from outside the editor.
    pub reload: RwSignal<u32>,
    pub theme: RwSignal<String>,
    /// The last share link and its length.
    pub share_url: RwSignal<String>,
    /// The source ↔ MSL lines under the mouse, highlighted on both sides.
    pub link: RwSignal<Option<Link>>,
    /// A request to scroll the editor to a 1-based line (the cursor stays).
    pub reveal: RwSignal<Option<u32>>,
    /// The last result that had MSL: shown, dimmed, while the source has errors.
    pub last_good: RwSignal<Option<Response>>,
    /// A message above the panes (a share link that could not be read, an
    /// example that replaced the text), with what "Undo" restores.
    pub notice: RwSignal<Option<Notice>>,
    pub limit_ms: u32,
}

/// A place to put the editor's cursor: editor file (0 = main), 1-based line
/// and UTF-16 column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Jump {
    pub file: usize,
    pub line: u32,
    pub col: u32,
}

/// A dismissible message above the panes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub text: String,
    /// The state "Undo" brings back, when the notice offers it.
    pub undo: Option<PageState>,
}

/// Source lines and the MSL lines of the shown entry point that correspond.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// `(first, last)`, 1-based.
    pub source: (u32, u32),
    /// 1-based MSL lines.
    pub msl: Vec<u32>,
}

impl Ctx {
    /// The entry point whose MSL tab is shown (the first when another tab is).
    pub fn shown_entry(&self) -> usize {
        self.tab.with_untracked(|t| t.strip_prefix("msl:").and_then(|i| i.parse().ok()).unwrap_or(0))
    }

    /// MSL line `line` (1-based) of the shown entry point and the source lines it came from.
    pub fn link_from_msl(&self, line: u32) -> Option<Link> {
        let i = self.shown_entry();
        self.result.with_untracked(|r| {
            let map = &r.as_ref()?.msl_view(i)?.line_map;
            let source = (*map.get(line.checked_sub(1)? as usize)?)?;
            Some(Link { source, msl: vec![line] })
        })
    }

    /// Source line `line` (1-based) and the MSL lines written from it: those
    /// whose source range is the narrowest containing it.
    pub fn link_from_source(&self, line: u32) -> Option<Link> {
        let i = self.shown_entry();
        self.result.with_untracked(|r| {
            let map = &r.as_ref()?.msl_view(i)?.line_map;
            let within = |(a, b): (u32, u32)| a <= line && line <= b;
            let narrowest = map.iter().flatten().filter(|r| within(**r)).map(|(a, b)| b - a).min()?;
            let msl: Vec<u32> = map
                .iter()
                .enumerate()
                .filter(|(_, r)| r.is_some_and(|r| within(r) && r.1 - r.0 == narrowest))
                .map(|(j, _)| j as u32 + 1)
                .collect();
            Some(Link { source: (line, line), msl })
        })
    }

    /// The language used for highlighting the source.
    pub fn source_lang(&self) -> Lang {
        let chosen = self.state.with(|s| s.language.clone());
        if !chosen.is_empty() {
            return Lang::from_name(&chosen);
        }
        // Detected from the text itself, not from the last result: that may
        // be of the text before a paste whose translation is still running
        // or was cancelled. The head of a huge paste tells its language as
        // well as the whole.
        self.state.with(|s| Lang::from_name(ferrometal::Language::detect(head(&s.source)).as_str()))
    }

    /// Replace the whole state (an example, an undo). The MSL of the state
    /// replaced is no longer "the last good" one.
    pub fn load(&self, state: PageState) {
        self.last_good.set(None);
        self.file.set(0);
        self.state.set(state);
        self.reload.update(|n| *n += 1);
    }

    /// The name of the editor file shown (`None` for the main source).
    pub fn file_name(&self) -> Option<String> {
        let f = self.file.get().checked_sub(1)?;
        self.state.with(|s| s.includes.get(f).map(|i| i.name.clone()))
    }

    /// The editor file of an include's name (0 when no tab has it).
    pub fn file_of(&self, name: Option<&str>) -> Option<usize> {
        let Some(name) = name else { return Some(0) };
        self.state.with_untracked(|s| s.includes.iter().position(|i| i.name == name).map(|i| i + 1))
    }

    /// Whether the MSL view shows `last_good` because the current result has none.
    pub fn stale(&self) -> bool {
        self.result.with(|r| r.as_ref().is_some_and(|r| r.entries.is_empty())) && self.last_good.with(Option::is_some)
    }
}

/// The first `DETECT_BYTES` of `text` (at a character boundary).
fn head(text: &str) -> &str {
    let mut end = text.len().min(DETECT_BYTES);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    text.get(..end).unwrap_or("")
}

/// Whether `req` is of WGSL, which only the translator module reads (the
/// page's module leaves naga's WGSL front-end out). Decided as the
/// translator decides, on the head of the text, as the highlighter does.
fn is_wgsl(req: &Request) -> bool {
    let language = req
        .options
        .language
        .unwrap_or_else(|| ferrometal::Language::infer(req.options.file_name.as_deref(), head(&req.source)));
    language == ferrometal::Language::Wgsl
}

thread_local! {
    static SAVE_TIMER: RefCell<Option<i32>> = const { RefCell::new(None) };
    /// A change not yet saved to local storage: the state to save, or
    /// `None` when it is too large to keep.
    static UNSAVED: RefCell<Option<Option<PageState>>> = const { RefCell::new(None) };
    static NEXT_ID: RefCell<u32> = const { RefCell::new(0) };
    /// The last request sent, with id 0.
    static LAST_SENT: RefCell<Option<Request>> = const { RefCell::new(None) };
    /// The share link of this page's own state in the address bar (the one
    /// it opened with, or Share's), if any: the first save drops it.
    static OPENED_LINK: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The state to start from: a share link's, else the last session's, else
/// the default; and a notice when the page was opened with a share link that
/// could not be read (cut short when copied, or not made by this page).
fn initial_state() -> (PageState, Option<Notice>) {
    let hash = dom::location_hash();
    if hash.starts_with(SHARE_PREFIX) {
        note_own_link(&hash);
    }
    let shared = PageState::from_fragment(&hash);
    let notice = (shared.is_none() && hash.starts_with(SHARE_PREFIX)).then(|| Notice {
        text: "This share link could not be read (it may have been cut short when copied); \
               the page shows your last session instead."
            .to_string(),
        undo: None,
    });
    let state =
        shared.or_else(|| dom::storage_get(STATE_KEY).and_then(|t| PageState::from_json(&t))).unwrap_or_default();
    (state, notice)
}

/// `hash` (`#s=…`) is a share link of this page's own state: the first save
/// after it drops it from the address bar.
pub(super) fn note_own_link(hash: &str) {
    OPENED_LINK.with(|o| *o.borrow_mut() = Some(hash.to_string()));
}

/// Save the state that changed since the last save, if any.
fn save_now() {
    let Some(state) = UNSAVED.with(|u| u.borrow_mut().take()) else { return };
    if let Some(state) = state {
        dom::storage_set(STATE_KEY, &state.to_json());
    }
    // Only a link of this page's own (the one it opened with, or Share's):
    // a link typed into the address bar since (a fragment change, which
    // loads nothing until a reload) is the user's next page, not this state.
    let opened = OPENED_LINK.with(|o| o.borrow().clone());
    if opened.is_some_and(|link| dom::location_hash() == link) {
        dom::clear_fragment();
    }
}

/// The start of a share link's fragment (`PageState::to_fragment`).
const SHARE_PREFIX: &str = "#s=";

#[component]
pub fn App() -> impl IntoView {
    let limit_ms = dom::query_param("limit").and_then(|v| v.parse().ok()).unwrap_or(DEFAULT_LIMIT_MS);
    let (initial, notice) = initial_state();
    let ctx = Ctx {
        state: RwSignal::new(initial),
        result: RwSignal::new(None),
        status: RwSignal::new(Status::Starting),
        first_result_ms: RwSignal::new(None),
        tab: RwSignal::new("msl:0".to_string()),
        known_entries: RwSignal::new(Vec::new()),
        jump: RwSignal::new(None),
        file: RwSignal::new(0),
        reload: RwSignal::new(0),
        theme: RwSignal::new(dom::initial_theme()),
        share_url: RwSignal::new(String::new()),
        link: RwSignal::new(None),
        reveal: RwSignal::new(None),
        last_good: RwSignal::new(None),
        notice: RwSignal::new(notice),
        limit_ms,
    };
    provide_context(ctx);
    client::init(
        client::Sinks { result: ctx.result, status: ctx.status, first_result_ms: ctx.first_result_ms },
        limit_ms,
    );

    // Every change of state is translated at once: there is no debounce.
    // The client coalesces (one request in flight, and a newer one replaces
    // the queued one), so a fast typist never queues stale work. Saving to
    // local storage waits until typing pauses, as it copies the whole state.
    // A share link's fragment is dropped from the address bar at the first
    // save (the one of the state it loaded), so a reload after an edit shows
    // the edit, not the link's state again; Share writes a fresh one.
    let compare_key = diff_view::compare_key(ctx);
    Effect::new(move |_| {
        let request = ctx.state.with(|state| Request {
            id: 0,
            source: state.source.clone(),
            options: state.options(),
            untranslated_stage: ferrometal::untranslated_stage(&state.stage).map(str::to_string),
            includes: state.include_map(),
            compare: compare_key.with(|k| diff_view::compare_options(state, k.as_ref())),
        });
        // A change that translates the same (the Diff tab's mode, a pin) sends nothing.
        let changed = LAST_SENT.with(|l| l.borrow().as_ref() != Some(&request));
        if changed {
            let id = NEXT_ID.with(|n| {
                *n.borrow_mut() += 1;
                *n.borrow()
            });
            let wgsl = is_wgsl(&request);
            client::submit(Request { id, ..request.clone() }, wgsl);
            LAST_SENT.with(|l| *l.borrow_mut() = Some(request));
        }
        // Local storage holds a few MB at most: a huge paste is not kept
        // (nor copied to be kept).
        let keep = ctx.state.with_untracked(|s| (s.text_len() <= MAX_STORED).then(|| s.clone()));
        UNSAVED.with(|u| *u.borrow_mut() = Some(keep));
        client::debounce(&SAVE_TIMER, SAVE_AFTER_MS, save_now);
    });
    // Leaving or reloading the page does not wait for the pause.
    let _flush = window_event_listener_untyped("pagehide", move |_| save_now());

    // Remember the entry points of the file while every one is translated.
    Effect::new(move |_| {
        let names =
            ctx.result.with(|r| r.as_ref().map(|r| r.entries.iter().map(|e| e.name.clone()).collect::<Vec<_>>()));
        if let Some(names) = names.filter(|n| !n.is_empty())
            && ctx.state.with_untracked(|s| s.entry.is_empty())
        {
            ctx.known_entries.set(names);
        }
    });

    // The last result with MSL, kept while later ones have errors.
    Effect::new(move |_| {
        let good = ctx.result.with(|r| r.as_ref().is_some_and(|r| !r.entries.is_empty()));
        if good {
            ctx.last_good.set(ctx.result.get_untracked());
        }
    });

    Effect::new(move |_| dom::apply_theme(&ctx.theme.get()));

    view! {
        <div class="app">
            <toolbar::Toolbar/>
            <options_box::OptionsBox/>
            <NoticeBar/>
            <main class="panes">
                <editor::Editor/>
                <output::Output/>
            </main>
            <StatusBar/>
        </div>
    }
}

#[component]
fn NoticeBar() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    move || {
        ctx.notice.get().map(|n| {
            let undo = n.undo.map(|state| {
                view! {
                    <button type="button" id="notice-undo" on:click=move |_| {
                        ctx.notice.set(None);
                        ctx.load(state.clone());
                    }>"Undo"</button>
                }
            });
            view! {
                <div id="notice" class="notice" role="status">
                    <span class="notice-text">{n.text}</span>
                    {undo}
                    <button type="button" class="notice-close" aria-label="Dismiss" on:click=move |_| ctx.notice.set(None)>"×"</button>
                </div>
            }
        })
    }
}

#[component]
fn StatusBar() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let state_attr = move || match ctx.status.get() {
        Status::Starting => "starting",
        Status::Translating => "busy",
        Status::Done => "done",
        Status::Cancelled { .. } => "cancelled",
        Status::Failed(_) => "failed",
    };
    let text = move || {
        let status = ctx.status.get();
        let summary = ctx.result.with(|r| {
            r.as_ref().map(|r| {
                let bytes: usize = r.entries.iter().map(|e| e.msl.len()).sum();
                let errors = r.diagnostics.iter().filter(|d| d.severity == "error").count();
                let warnings = r.diagnostics.iter().filter(|d| d.severity == "warning").count();
                format!(
                    "{} · translated in {:.1} ms · MSL {} · {} error{} · {} warning{}",
                    r.language.to_uppercase(),
                    r.elapsed_ms,
                    size_text(bytes),
                    errors,
                    if errors == 1 { "" } else { "s" },
                    warnings,
                    if warnings == 1 { "" } else { "s" }
                )
            })
        });
        let lead = match status {
            Status::Starting => "Loading the translator…".to_string(),
            Status::Translating => "Translating…".to_string(),
            Status::Done => String::new(),
            Status::Cancelled { limit_ms, .. } => {
                format!("Cancelled: the translation ran past the {limit_ms} ms limit; the worker was restarted.")
            }
            Status::Failed(m) => format!("Translator unavailable: {m}"),
        };
        match (lead.is_empty(), summary) {
            (true, Some(s)) => s,
            (false, Some(s)) => format!("{lead} (last: {s})"),
            (_, None) => lead,
        }
    };
    view! {
        <footer id="status" class="status" role="status" aria-live="polite" data-state=state_attr
            data-first-ms=move || ctx.first_result_ms.get().map(|v| format!("{v:.1}"))>
            <span class="status-text">{text}</span>
        </footer>
    }
}

/// `1,234 B` / `12.3 KB`.
pub fn size_text(bytes: usize) -> String {
    if bytes < 10_000 { format!("{bytes} B") } else { format!("{:.1} KB", bytes as f64 / 1000.0) }
}
