//! The toolbar: examples, language, entry point, stage, MSL version,
//! options, and the Share / Copy / Download actions.

use super::{Ctx, Notice, dom, size_text};
use crate::examples;
use crate::state::PageState;
use ferrometal::{BindingModel, Language, MslVersion, Options};
use leptos::prelude::*;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The examples' text, `{ "path": "text" }`, written beside the page by
/// `examples.mjs` (it is not in the wasm).
const EXAMPLES_URL: &str = "./examples.json";

thread_local! {
    /// `examples.json` once it has been read.
    static TEXTS: RefCell<Option<Rc<BTreeMap<String, String>>>> = const { RefCell::new(None) };
    /// The text of the example opened last, to tell it from the person's own.
    static OPENED: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Every example's text, fetched the first time; `None` when it cannot be read.
async fn example_texts() -> Option<Rc<BTreeMap<String, String>>> {
    if let Some(texts) = TEXTS.with(|t| t.borrow().clone()) {
        return Some(texts);
    }
    let response = JsFuture::from(web_sys::window()?.fetch_with_str(EXAMPLES_URL)).await.ok()?;
    let response = response.dyn_into::<web_sys::Response>().ok().filter(web_sys::Response::ok)?;
    let text = JsFuture::from(response.text().ok()?).await.ok()?.as_string()?;
    let texts = Rc::new(serde_json::from_str::<BTreeMap<String, String>>(&text).ok()?);
    TEXTS.with(|t| *t.borrow_mut() = Some(texts.clone()));
    Some(texts)
}

/// The page state an example starts from (its options file applied).
fn example_state(path: &str, source: &str) -> Option<PageState> {
    let ex = examples::find(path)?;
    let opts: Options = ex.options.and_then(|o| serde_json::from_str(o).ok()).unwrap_or_default();
    let by_ext = Language::from_path(path);
    // Keep "detect" when detection agrees with the file's extension, so a
    // pasted shader of another language is still recognised later.
    let language = match opts.language.or(by_ext) {
        Some(l) if l != Language::detect(source) => l.as_str().to_string(),
        _ => String::new(),
    };
    let mut state = PageState {
        source: source.to_string(),
        language,
        entry: opts.entry_points.first().cloned().unwrap_or_default(),
        // GLSL files say their stage by extension (`.vert`, `.frag`, `.comp`).
        stage: opts
            .stage
            .or_else(|| path.rsplit_once('.').and_then(|(_, ext)| ferrometal::Stage::parse(ext)))
            .map(|s| s.as_str().to_string())
            .unwrap_or_default(),
        msl_version: opts.msl_version.as_str().to_string(),
        half: opts.enable_16bit_types,
        row_major: opts.matrix_packing == ferrometal::options::MatrixPacking::RowMajor,
        defines: opts.defines.iter().map(|(n, v)| format!("{n}={v}")).collect::<Vec<_>>().join(" "),
        binding_model: opts.binding_model.as_str().to_string(),
        argument_buffer_tier: opts.argument_buffer_tier.number().to_string(),
        // The headers it includes open as editor tabs, to read and edit.
        includes: examples::included_headers(source),
        readable: opts.readable,
        single_file: opts.single_file,
        ..PageState::default()
    };
    // The box shows the example's every option (a shader model too).
    state.sync_options_text_from(ferrometal::cli::Settings { options: opts, ..Default::default() });
    Some(state)
}

/// Replace the state with an example's. The editor replaces its text as an
/// edit (Ctrl+Z brings the old text back), and when that text was the
/// person's own (not the default, not an unedited example) a notice offers
/// to bring the whole previous state back.
fn open_example(ctx: Ctx, path: &str, mut state: PageState) {
    let previous = ctx.state.get_untracked();
    // The Diff tab's comparison is not the example's: it stays.
    state.diff.clone_from(&previous.diff);
    let own = previous.source != examples::DEFAULT_SOURCE && OPENED.with(|o| *o.borrow() != previous.source);
    OPENED.with(|o| o.borrow_mut().clone_from(&state.source));
    ctx.notice.set(own.then(|| Notice {
        text: format!("Opened {path}. Undo brings your text and options back (Ctrl+Z in the editor brings the text)."),
        undo: Some(previous),
    }));
    ctx.load(state);
    ctx.tab.set("msl:0".into());
}

/// The MSL of the entry point on screen (the first when another tab is shown).
fn current_msl(ctx: Ctx) -> Option<(String, String)> {
    let i = ctx.tab.with_untracked(|t| t.strip_prefix("msl:").and_then(|i| i.parse::<usize>().ok()).unwrap_or(0));
    ctx.result.with_untracked(|r| {
        let r = r.as_ref()?;
        let e = r.msl_view(i)?;
        Some((format!("{}.metal", e.msl_name), e.msl.clone()))
    })
}

#[component]
pub fn Toolbar() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let set = move |f: fn(&mut PageState, String)| {
        move |ev: leptos::ev::Event| {
            let v = event_target_value(&ev);
            ctx.state.update(|s| {
                f(s, v);
                s.sync_options_text();
            });
        }
    };
    let detected = move || {
        ctx.result
            .with(|r| r.as_ref().map(|r| r.language.to_uppercase()))
            .map_or("Auto".to_string(), |l| format!("Auto ({l})"))
    };
    let entries = move || {
        let mut names = ctx.known_entries.get();
        let cur = ctx.state.with(|s| s.entry.clone());
        if !cur.is_empty() && !names.contains(&cur) {
            names.push(cur);
        }
        names
    };
    let share = move |_| {
        let frag = ctx.state.with_untracked(PageState::to_fragment);
        let url = dom::set_fragment(&frag);
        super::note_own_link(&format!("#{frag}"));
        dom::copy_text(&url, |_| {});
        ctx.share_url.set(url);
    };
    // "Copy MSL" says, for a moment, whether the text reached the clipboard.
    let copied = RwSignal::new(None::<bool>);
    let copy = move |_| {
        if let Some((_, msl)) = current_msl(ctx) {
            dom::copy_text(&msl, move |ok| {
                copied.set(Some(ok));
                set_timeout(move || copied.set(None), std::time::Duration::from_millis(1500));
            });
        }
    };
    let copy_label = move || match copied.get() {
        None => "Copy MSL",
        Some(true) => "Copied ✓",
        Some(false) => "Copy failed",
    };
    let download_msl = move |_| {
        if let Some((name, msl)) = current_msl(ctx) {
            dom::download(&name, "text/plain", &msl);
        }
    };
    let download_json = move |_| {
        if let Some(json) = ctx.result.with_untracked(|r| r.as_ref().and_then(|r| r.reflection_json.clone())) {
            dom::download("reflection.json", "application/json", &json);
        }
    };
    let no_output = move || ctx.result.with(|r| r.as_ref().is_none_or(|r| r.entries.is_empty()));
    let help = RwSignal::new(false);
    let sel = move |f: fn(&PageState) -> String, v: &'static str| move || ctx.state.with(|s| f(s) == v);

    view! {
        <header class="toolbar">
            <h1 class="brand">"ferrometal"<span class="tagline">" → Metal"</span></h1>
            <label class="field">"Examples"
                <select id="examples" inner_html=examples::menu_html() on:change=move |ev| {
                    let path = event_target_value(&ev);
                    leptos::task::spawn_local(async move {
                        let texts = example_texts().await;
                        match texts.as_ref().and_then(|t| t.get(&path)).and_then(|text| example_state(&path, text)) {
                            Some(s) => open_example(ctx, &path, s),
                            None if !path.is_empty() => ctx.notice.set(Some(Notice {
                                text: format!("The example {path} could not be loaded."),
                                undo: None,
                            })),
                            None => {}
                        }
                    });
                    if let Some(s) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()) {
                        s.set_value("");
                    }
                }>
                </select>
            </label>
            <label class="field">"Language"
                <select id="language" on:change=set(|s, v| s.language = v)>
                    <option value="" prop:selected=sel(|s| s.language.clone(), "")>{detected}</option>
                    <option value="hlsl" prop:selected=sel(|s| s.language.clone(), "hlsl")>"HLSL"</option>
                    <option value="glsl" prop:selected=sel(|s| s.language.clone(), "glsl")>"GLSL"</option>
                    <option value="wgsl" prop:selected=sel(|s| s.language.clone(), "wgsl")>"WGSL"</option>
                </select>
            </label>
            <label class="field">"Entry point"
                <select id="entry" on:change=set(|s, v| s.entry = v)>
                    <option value="" prop:selected=move || ctx.state.with(|s| s.entry.is_empty())>"All"</option>
                    {move || entries().into_iter().map(|n| {
                        let is = { let n = n.clone(); move || ctx.state.with(|s| s.entry == n) };
                        view! { <option value=n.clone() prop:selected=is>{n.clone()}</option> }
                    }).collect_view()}
                </select>
            </label>
            <label class="field">"Stage"
                <select id="stage" on:change=set(|s, v| s.stage = v)>
                    <option value="" prop:selected=sel(|s| s.stage.clone(), "")>"From source"</option>
                    <option value="vertex" prop:selected=sel(|s| s.stage.clone(), "vertex")>"Vertex"</option>
                    <option value="fragment" prop:selected=sel(|s| s.stage.clone(), "fragment")>"Fragment"</option>
                    <option value="compute" prop:selected=sel(|s| s.stage.clone(), "compute")>"Compute"</option>
                    <option value="mesh" prop:selected=sel(|s| s.stage.clone(), "mesh")>"Mesh (MSL 3.0)"</option>
                    <option value="amplification" prop:selected=sel(|s| s.stage.clone(), "amplification")>"Amplification (MSL 3.0)"</option>
                    <option value="hull" prop:selected=sel(|s| s.stage.clone(), "hull")>"Hull"</option>
                    <option value="domain" prop:selected=sel(|s| s.stage.clone(), "domain")>"Domain"</option>
                    <option value="geometry" prop:selected=sel(|s| s.stage.clone(), "geometry")>"Geometry"</option>
                </select>
            </label>
            <label class="field">"MSL"
                <select id="msl-version" on:change=set(|s, v| s.msl_version = v)>
                    {MslVersion::ALL.into_iter().map(|v| {
                        let is = move || ctx.state.with(|s| s.msl_version == v.as_str());
                        view! { <option value=v.as_str() prop:selected=is>{v.as_str()}</option> }
                    }).collect_view()}
                </select>
            </label>
            <label class="field check">
                <input id="half" type="checkbox" prop:checked=move || ctx.state.with(|s| s.half)
                    on:change=move |ev| { let v = event_target_checked(&ev); ctx.state.update(|s| { s.half = v; s.sync_options_text() }) }/>
                "16-bit types"
            </label>
            <label class="field">"Matrices"
                <select id="packing" on:change=move |ev| { let v = event_target_value(&ev) == "row"; ctx.state.update(|s| { s.row_major = v; s.sync_options_text() }) }>
                    <option value="column" prop:selected=move || ctx.state.with(|s| !s.row_major)>"column-major"</option>
                    <option value="row" prop:selected=move || ctx.state.with(|s| s.row_major)>"row-major"</option>
                </select>
            </label>
            <label class="field">"Binding"
                <select id="binding-model" on:change=set(|s, v| s.binding_model = v)>
                    {BindingModel::ALL.into_iter().map(|m| {
                        let is = move || ctx.state.with(|s| s.binding_model == m.as_str());
                        view! { <option value=m.as_str() prop:selected=is>{m.as_str()}</option> }
                    }).collect_view()}
                </select>
            </label>
            <label class="field">"Tier"
                <select id="argument-buffer-tier" title="Argument-buffer tier of the device"
                    on:change=set(|s, v| s.argument_buffer_tier = v)>
                    <option value="2" prop:selected=sel(|s| s.argument_buffer_tier.clone(), "2")>"2"</option>
                    <option value="1" prop:selected=sel(|s| s.argument_buffer_tier.clone(), "1")>"1"</option>
                </select>
            </label>
            <label class="field">"Defines"
                <input id="defines" type="text" placeholder="NAME=1 OTHER" spellcheck="false"
                    prop:value=move || ctx.state.with(|s| s.defines.clone()) on:change=set(|s, v| s.defines = v)/>
            </label>
            <div class="actions">
                <button type="button" id="share" on:click=share title="Put the whole state in the link and copy it">"Share"</button>
                <button type="button" id="copy" on:click=copy disabled=no_output aria-live="polite">{copy_label}</button>
                <button type="button" id="download-msl" on:click=download_msl disabled=no_output>".metal"</button>
                <button type="button" id="download-json" on:click=download_json disabled=no_output>".json"</button>
                <button type="button" id="help" aria-expanded=move || help.get().to_string() aria-controls="help-panel"
                    on:click=move |_| help.update(|h| *h = !*h)>"Help"</button>
                <button type="button" id="theme" aria-label="Toggle dark theme"
                    aria-pressed=move || (ctx.theme.get() == "dark").to_string()
                    on:click=move |_| {
                        let next = if ctx.theme.get_untracked() == "dark" { "light" } else { "dark" };
                        dom::storage_set(dom::THEME_KEY, next);
                        ctx.theme.set(next.to_string());
                    }>{move || if ctx.theme.get() == "dark" { "☀ Light" } else { "☾ Dark" }}</button>
            </div>
            {move || help.get().then(help_panel)}
            {move || {
                let url = ctx.share_url.get();
                (!url.is_empty()).then(|| view! {
                    <div class="share-box">
                        <label>{format!("Link copied ({}):", size_text(url.len()))}
                            <input id="share-url" type="text" readonly prop:value=url/>
                        </label>
                    </div>
                })
            }}
        </header>
    }
}

/// Where the project's sources and documents are (the repository of `Cargo.toml`).
const REPOSITORY: &str = "https://github.com/ferrometal/ferrometal";

/// What the page is, its version, and where the CLI, the npm package and
/// the documents are.
fn help_panel() -> impl IntoView {
    let link = |path: &str| format!("{REPOSITORY}/blob/main/{path}");
    view! {
        <section id="help-panel" class="help-panel" aria-label="Help">
            <p>
                <strong>{format!("ferrometal {}", ferrometal::VERSION)}</strong>
                " translates HLSL, GLSL and WGSL to Metal Shading Language, in this page (nothing leaves it: \
                the translator runs in a worker) and with the same results from the command line and the npm package."
            </p>
            <ul>
                <li><a href=link("README.md") target="_blank" rel="noopener noreferrer">"Command line"</a>
                    ": " <code>"ferrometal shader.hlsl -E main -T ps_6_0 --out-dir out/"</code></li>
                <li><a href=link("wasm-api/README.md") target="_blank" rel="noopener noreferrer">"npm package"</a>
                    ": " <code>"import { init, translate } from \"ferrometal\""</code></li>
                <li><a href=link("ARCHITECTURE.md") target="_blank" rel="noopener noreferrer">"How it works"</a>
                    " · " <a href=link("web-ui/README.md") target="_blank" rel="noopener noreferrer">"this page"</a></li>
            </ul>
            <p class="help-keys">"Editor: Tab indents, Shift+Tab dedents, Esc then Tab leaves, Ctrl+Z undoes. \
                Share puts the whole state in the link; the last state is also kept in this browser."</p>
        </section>
    }
}
