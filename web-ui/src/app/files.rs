//! The editor's file tabs: the main source, then the include files the
//! person adds, renames and removes. `#include "NAME"` (HLSL, and GLSL with
//! `GL_GOOGLE_include_directive`) finds the tab named NAME; the tabs are part
//! of the page state, so the share link and local storage keep them.
//!
//! Which file the editor shows is `Ctx::file` (0 = main); the editor swaps
//! the textarea's text when it changes (`editor.rs`).

use super::{Ctx, Notice};
use crate::highlight::Lang;
use crate::state::{IncludeFile, PageState};
use leptos::ev::KeyboardEvent;
use leptos::html;
use leptos::prelude::*;

/// Longest include file name, in bytes.
const MAX_NAME: usize = 200;
/// Most include files a state holds.
pub const MAX_FILES: usize = 32;

/// `name` trimmed, if it can name an include file beside `others`: not
/// empty, not too long, no character an `#include "…"` cannot spell, not an
/// absolute path, not a name another tab has.
pub fn valid_name<'a>(name: &'a str, others: &[&str]) -> Result<&'a str, String> {
    let name = name.trim();
    if name.is_empty() {
        return Err("A file needs a name.".into());
    }
    if name.len() > MAX_NAME {
        return Err(format!("A file name has at most {MAX_NAME} characters."));
    }
    if let Some(c) = name.chars().find(|c| matches!(c, '"' | '<' | '>' | '\\') || c.is_control()) {
        return Err(format!("A file name cannot hold {c:?}."));
    }
    if name.starts_with('/') || name.split('/').any(|part| part.is_empty() || part == "." || part == "..") {
        return Err("A file name is a relative path without empty, `.` or `..` parts.".into());
    }
    if others.contains(&name) {
        return Err(format!("Another tab is named {name}."));
    }
    Ok(name)
}

/// A name for a new include file: `common.hlsli` (`common.glsl` for GLSL),
/// numbered when taken.
pub fn new_name(lang: Lang, state: &PageState) -> String {
    let ext = if lang == Lang::Glsl { "glsl" } else { "hlsli" };
    let taken = |n: &str| state.includes.iter().any(|f| f.name == n);
    (1..=MAX_FILES + 1)
        .map(|i| if i == 1 { format!("common.{ext}") } else { format!("common{i}.{ext}") })
        .find(|n| !taken(n))
        .unwrap_or_else(|| format!("common.{ext}"))
}

#[component]
pub fn FileTabs() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    // The include tab whose name is being edited, and why a name was refused.
    let renaming = RwSignal::new(None::<usize>);
    let problem = RwSignal::new(None::<String>);
    let names = Memo::new(move |_| ctx.state.with(|s| s.includes.iter().map(|f| f.name.clone()).collect::<Vec<_>>()));
    let count = move || names.with(Vec::len);

    let add = move |_| {
        if count() >= MAX_FILES {
            problem.set(Some(format!("At most {MAX_FILES} include files.")));
            return;
        }
        let lang = ctx.source_lang();
        let name = ctx.state.with_untracked(|s| new_name(lang, s));
        ctx.state.update(|s| s.includes.push(IncludeFile { name, text: String::new() }));
        let file = count();
        ctx.file.set(file);
        problem.set(None);
        renaming.set(Some(file));
    };
    let remove = move |_| {
        let file = ctx.file.get_untracked();
        let Some(i) = file.checked_sub(1) else { return };
        let previous = ctx.state.get_untracked();
        let Some(gone) = previous.includes.get(i).map(|f| f.name.clone()) else { return };
        renaming.set(None);
        problem.set(None);
        ctx.file.set(0);
        ctx.state.update(|s| {
            s.includes.remove(i);
        });
        ctx.notice.set(Some(Notice { text: format!("Removed the include file {gone}."), undo: Some(previous) }));
    };
    let commit = move |file: usize, value: String| {
        let Some(i) = file.checked_sub(1) else { return };
        let result = names.with_untracked(|names| {
            let others: Vec<&str> =
                names.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, n)| n.as_str()).collect();
            valid_name(&value, &others).map(str::to_string)
        });
        match result {
            Ok(name) => {
                if names.with_untracked(|n| n.get(i) != Some(&name)) {
                    ctx.state.update(|s| {
                        if let Some(f) = s.includes.get_mut(i) {
                            f.name = name;
                        }
                    });
                }
                problem.set(None);
                renaming.set(None);
            }
            Err(why) => problem.set(Some(why)),
        }
    };
    // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
    let on_key = move |ev: KeyboardEvent| {
        if renaming.get_untracked().is_some() {
            return;
        }
        let n = count() + 1;
        let cur = ctx.file.get_untracked().min(n - 1);
        let next = match ev.key().as_str() {
            "ArrowRight" => (cur + 1) % n,
            "ArrowLeft" => (cur + n - 1) % n,
            "Home" => 0,
            "End" => n - 1,
            _ => return,
        };
        ev.prevent_default();
        ctx.file.set(next);
        focus(&format!("file-tab-{next}"));
    };

    let tab = move |file: usize, label: String| {
        let selected = move || ctx.file.get() == file;
        if renaming.get() == Some(file) {
            let input = NodeRef::<html::Input>::new();
            Effect::new(move |_| {
                if let Some(el) = input.get() {
                    let _ = el.focus();
                    el.select();
                }
            });
            let value = move || input.get_untracked().map(|el| el.value()).unwrap_or_default();
            return view! {
                <input id="include-name" type="text" class="file-name" node_ref=input spellcheck="false"
                    aria-label="Include file name" aria-describedby="file-problem" prop:value=label
                    on:keydown=move |ev: KeyboardEvent| match ev.key().as_str() {
                        "Enter" => { ev.prevent_default(); commit(file, value()) }
                        "Escape" => { problem.set(None); renaming.set(None); focus(&format!("file-tab-{file}")) }
                        _ => {}
                    }
                    on:blur=move |_| { if renaming.get_untracked() == Some(file) { commit(file, value()) } }/>
            }
            .into_any();
        }
        view! {
            <button type="button" role="tab" id=format!("file-tab-{file}") class="tab file-tab"
                aria-selected=move || selected().to_string() tabindex=move || if selected() { "0" } else { "-1" }
                aria-controls="source" title=if file == 0 { "The main source".to_string() } else { format!("#include \"{label}\"") }
                on:click=move |_| ctx.file.set(file)
                on:dblclick=move |_| { if file > 0 { renaming.set(Some(file)) } }>{label.clone()}</button>
        }
        .into_any()
    };

    view! {
        <div class="file-bar">
            <div class="tabs file-tabs" role="tablist" aria-label="Editor files" on:keydown=on_key>
                {move || {
                    std::iter::once((0, "main".to_string()))
                        .chain(names.get().into_iter().enumerate().map(|(i, n)| (i + 1, n)))
                        .map(|(file, label)| tab(file, label))
                        .collect_view()
                }}
            </div>
            <div class="file-actions">
                <button type="button" id="add-include" on:click=add title="Add a file that #include can name">"+ Include"</button>
                <button type="button" id="rename-include" disabled=move || ctx.file.get() == 0
                    on:click=move |_| { problem.set(None); renaming.set(Some(ctx.file.get_untracked())) }>"Rename"</button>
                <button type="button" id="remove-include" disabled=move || ctx.file.get() == 0 on:click=remove>"Remove"</button>
            </div>
            <p id="file-problem" class="file-problem" role="alert">{move || problem.get()}</p>
        </div>
    }
}

fn focus(id: &str) {
    use wasm_bindgen::JsCast;
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_checked() {
        assert_eq!(valid_name("  common.hlsli ", &[]), Ok("common.hlsli"));
        assert_eq!(valid_name("lib/noise.glsl", &["common.hlsli"]), Ok("lib/noise.glsl"));
        for bad in ["", "  ", "a\"b", "<x>", "a\\b", "/abs.h", "a//b", "../up.h", "./x.h", "tab\there"] {
            assert!(valid_name(bad, &[]).is_err(), "{bad:?}");
        }
        assert!(valid_name(&"x".repeat(MAX_NAME + 1), &[]).is_err());
        assert_eq!(valid_name("a.h", &["a.h"]), Err("Another tab is named a.h.".to_string()));
    }

    #[test]
    fn new_names_follow_the_language_and_skip_taken_ones() {
        let mut s = PageState::default();
        assert_eq!(new_name(Lang::Hlsl, &s), "common.hlsli");
        assert_eq!(new_name(Lang::Glsl, &s), "common.glsl");
        s.includes.push(IncludeFile { name: "common.hlsli".into(), text: String::new() });
        s.includes.push(IncludeFile { name: "common2.hlsli".into(), text: String::new() });
        assert_eq!(new_name(Lang::Hlsl, &s), "common3.hlsli");
    }
}
