//! The source editor: CodeMirror 6 (`web-ui/editor/editor.mjs`, bundled
//! into `editor.js` and loaded by `boot.js` before this module starts),
//! mounted in the shadow root of `#source`. CodeMirror draws only the lines
//! near the viewport, so a huge paste costs the page a screenful; it brings
//! find/replace (Ctrl+F, Ctrl+H), go-to-line (Ctrl+G), comment toggle
//! (Ctrl+/), bracket matching and an undo history per file.
//!
//! This component keeps the editor and the page state in step: an edit in
//! the editor updates the state; a state replaced from outside (an example,
//! an undo of the page state) is put in the editor as one undoable edit; a
//! tab switch shows the other file with a history of its own, so Ctrl+Z
//! never carries one file's text into another. Diagnostics, skipped `#if`
//! groups and the source ↔ MSL line links are decorations set from here.

use super::{Ctx, Jump, files};
use crate::highlight::{self, Lang};
use leptos::html;
use leptos::prelude::*;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The handle `ferrometalEditor.create` returns (see editor.mjs).
    #[derive(Clone)]
    pub type EditorHandle;

    #[wasm_bindgen(js_namespace = ferrometalEditor, js_name = create)]
    fn create_editor(host: &web_sys::HtmlElement, config: &js_sys::Object) -> EditorHandle;
    #[wasm_bindgen(method)]
    fn text(this: &EditorHandle) -> String;
    /// Report an edit not yet reported (edits reach `onChange` in a task of their own).
    #[wasm_bindgen(method)]
    fn flush(this: &EditorHandle);
    #[wasm_bindgen(method)]
    fn replace(this: &EditorHandle, text: &str);
    #[wasm_bindgen(method)]
    fn show(this: &EditorHandle, text: &str);
    #[wasm_bindgen(method, js_name = setLanguage)]
    fn set_language(this: &EditorHandle, name: &str);
    #[wasm_bindgen(method, js_name = setLabel)]
    fn set_label(this: &EditorHandle, text: &str);
    #[wasm_bindgen(method, js_name = setDiagnostics)]
    fn set_diagnostics(this: &EditorHandle, list: &JsValue);
    #[wasm_bindgen(method, js_name = setInactive)]
    fn set_inactive(this: &EditorHandle, ranges: &JsValue);
    #[wasm_bindgen(method, js_name = setLink)]
    fn set_link(this: &EditorHandle, first: u32, last: u32);
    #[wasm_bindgen(method)]
    fn jump(this: &EditorHandle, line: u32, col: u32);
    #[wasm_bindgen(method)]
    fn reveal(this: &EditorHandle, line: u32);
}

/// A diagnostic as the editor marks it: 1-based lines and UTF-16 columns.
#[derive(Serialize)]
struct EditorDiag {
    l0: u32,
    c0: u32,
    l1: u32,
    c1: u32,
    severity: &'static str,
    text: String,
}

fn lang_name(lang: Lang) -> &'static str {
    match lang {
        Lang::Glsl => "glsl",
        Lang::Wgsl => "wgsl",
        Lang::Hlsl | Lang::Msl => "hlsl",
    }
}

fn to_js<T: Serialize>(value: &T) -> JsValue {
    js_sys::JSON::parse(&serde_json::to_string(value).unwrap_or_else(|_| "[]".into())).unwrap_or(JsValue::NULL)
}

fn set(obj: &js_sys::Object, key: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(obj, &JsValue::from_str(key), value);
}

fn label(name: Option<&str>) -> String {
    name.map_or_else(|| "Shader source".to_string(), |n| format!("Include file {n}"))
}

#[component]
pub fn Editor() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let host = NodeRef::<html::Div>::new();
    let handle = StoredValue::new_local(None::<EditorHandle>);
    let escape_tab = RwSignal::new(false);
    // The editor file whose text the editor holds (0 = the main source).
    let shown = StoredValue::new(ctx.file.get_untracked());
    let file_name = Memo::new(move |_| ctx.file_name());

    // Mount the editor once its host exists. The callbacks live as long as
    // the page (there is one editor).
    Effect::new(move |_| {
        let Some(el) = host.get() else { return };
        if handle.with_value(Option::is_some) {
            return;
        }
        let config = js_sys::Object::new();
        let text = ctx.state.with_untracked(|s| s.text(shown.get_value()).to_string());
        set(&config, "text", &JsValue::from_str(&text));
        set(&config, "lang", &JsValue::from_str(lang_name(ctx.source_lang())));
        set(&config, "label", &JsValue::from_str(&label(file_name.get_untracked().as_deref())));
        let classify = Closure::<dyn Fn(String, String) -> String>::new(|lang: String, word: String| {
            highlight::word_class(Lang::from_name(&lang), &word).to_string()
        });
        set(&config, "classify", classify.as_ref());
        classify.forget();
        let on_change = Closure::<dyn Fn(String)>::new(move |text: String| {
            let file = shown.get_value();
            ctx.state.update(|s| s.set_text(file, text));
        });
        set(&config, "onChange", on_change.as_ref());
        on_change.forget();
        let on_hover = Closure::<dyn Fn(u32)>::new(move |line: u32| {
            // The line map is of the main source.
            let link = (line >= 1 && shown.get_value() == 0).then(|| ctx.link_from_source(line)).flatten();
            if ctx.link.get_untracked() != link {
                ctx.link.set(link);
            }
        });
        set(&config, "onHoverLine", on_hover.as_ref());
        on_hover.forget();
        let el: &web_sys::HtmlElement = &el;
        handle.set_value(Some(create_editor(el, &config)));
    });
    let with = move |f: &dyn Fn(&EditorHandle)| handle.with_value(|h| h.as_ref().map(f));

    // Another tab was chosen: show its text (with a history of its own).
    // Source replaced from outside (an example, an undo): replace the
    // editor's text as an edit, so that Ctrl+Z brings the old text back.
    Effect::new(move |_| {
        let file = ctx.file.get();
        ctx.reload.track();
        let text = ctx.state.with_untracked(|s| s.text(file).to_string());
        with(&|h| {
            if shown.get_value() != file {
                h.flush();
                shown.set_value(file);
                h.show(&text);
            } else if h.text() != text {
                h.replace(&text);
            }
        });
    });
    Effect::new(move |_| {
        let lang = lang_name(ctx.source_lang());
        with(&|h| h.set_language(lang));
    });
    Effect::new(move |_| {
        let l = label(file_name.get().as_deref());
        with(&|h| h.set_label(&l));
    });

    // The current result's diagnostics in the file shown.
    Effect::new(move |_| {
        let name = file_name.get();
        let list: Vec<EditorDiag> = ctx.result.with(|r| {
            r.iter()
                .flat_map(|r| &r.diagnostics)
                .filter_map(|d| {
                    let (l0, c0, l1, c1) = d.range_in(name.as_deref())?;
                    let severity = if d.severity == "error" { "error" } else { "warning" };
                    Some(EditorDiag {
                        l0,
                        c0,
                        l1,
                        c1,
                        severity,
                        text: format!("{}[{}]: {}", d.severity, d.code, d.message),
                    })
                })
                .collect()
        });
        let list = to_js(&list);
        with(&|h| h.set_diagnostics(&list));
    });
    // The `#if` groups the preprocessor skipped, in the main source.
    Effect::new(move |_| {
        let main = ctx.file.get() == 0;
        let ranges: Vec<(u32, u32)> = if main {
            ctx.result.with(|r| r.as_ref().map(|r| r.inactive.clone()).unwrap_or_default())
        } else {
            Vec::new()
        };
        let ranges = to_js(&ranges);
        with(&|h| h.set_inactive(&ranges));
    });
    // The source lines of the MSL line under the mouse.
    Effect::new(move |_| {
        let (a, b) =
            if ctx.file.get() == 0 { ctx.link.with(|l| l.as_ref().map(|l| l.source)) } else { None }.unwrap_or((0, 0));
        with(&|h| h.set_link(a, b));
    });

    // A diagnostic was clicked: open its file, put the cursor on its
    // position and bring it into view.
    Effect::new(move |_| {
        let Some(Jump { file, line, col }) = ctx.jump.get() else { return };
        if handle.with_value(Option::is_none) {
            return;
        }
        if shown.get_value() != file {
            with(&|h| h.flush());
            let text = ctx.state.with_untracked(|s| s.text(file).to_string());
            shown.set_value(file);
            with(&|h| h.show(&text));
            ctx.file.set(file);
        }
        with(&|h| h.jump(line, col));
        ctx.jump.set(None);
    });
    // An MSL line was clicked: bring its source into view.
    Effect::new(move |_| {
        let Some(line) = ctx.reveal.get() else { return };
        with(&|h| h.reveal(line));
        ctx.reveal.set(None);
    });

    view! {
        <section class="editor-pane" aria-label="Source">
            <files::FileTabs/>
            <div id="source" class="editor-host" node_ref=host
                on:keydown=move |ev: leptos::ev::KeyboardEvent| escape_tab.set(ev.key() == "Escape")
                on:focusout=move |_| escape_tab.set(false)></div>
            <p id="editor-help" class="editor-help">
                {move || if escape_tab.get() {
                    "Tab now moves focus out of the editor."
                } else {
                    "Tab indents · Esc then Tab leaves the editor · Ctrl+F find · Ctrl+H replace · Ctrl+G line · Ctrl+/ comment · Ctrl+Z undo"
                }}
            </p>
        </section>
    }
}
