//! Small browser helpers: storage, URL, clipboard, downloads, theme.

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

pub fn storage_get(key: &str) -> Option<String> {
    web_sys::window()?.local_storage().ok()??.get_item(key).ok()?
}

pub fn storage_set(key: &str, value: &str) {
    if let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = s.set_item(key, value);
    }
}

pub fn location_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// `?name=value` of the page URL.
pub fn query_param(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// The page URL with `fragment` as its hash; also written to the address bar.
pub fn set_fragment(fragment: &str) -> String {
    let Some(w) = web_sys::window() else { return String::new() };
    let loc = w.location();
    let base = format!(
        "{}{}{}",
        loc.origin().unwrap_or_default(),
        loc.pathname().unwrap_or_default(),
        loc.search().unwrap_or_default()
    );
    let url = format!("{base}#{fragment}");
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
    url
}

/// Drop the fragment from the address bar (no navigation, no history entry).
pub fn clear_fragment() {
    let Some(w) = web_sys::window() else { return };
    let loc = w.location();
    let url = format!("{}{}", loc.pathname().unwrap_or_default(), loc.search().unwrap_or_default());
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// Put `text` on the clipboard; `done(true)` once it is there, `done(false)`
/// when the browser refuses (no permission, page not focused).
pub fn copy_text(text: &str, done: impl FnOnce(bool) + 'static) {
    let Some(w) = web_sys::window() else { return done(false) };
    let promise = w.navigator().clipboard().write_text(text);
    let done = std::rc::Rc::new(std::cell::RefCell::new(Some(done)));
    let (ok, failed) = (done.clone(), done);
    let on_ok = Closure::once(move |_: JsValue| {
        if let Some(f) = ok.borrow_mut().take() {
            f(true);
        }
    });
    let on_err = Closure::once(move |_: JsValue| {
        if let Some(f) = failed.borrow_mut().take() {
            f(false);
        }
    });
    let _ = promise.then2(&on_ok, &on_err);
    // The promise owns the callbacks from here on.
    on_ok.forget();
    on_err.forget();
}

/// Offer `text` as a file download named `name`.
pub fn download(name: &str, mime: &str, text: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let opts = web_sys::BlobPropertyBag::new();
    opts.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &opts) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    if let Ok(a) = doc.create_element("a").map(JsCast::unchecked_into::<web_sys::HtmlAnchorElement>) {
        a.set_href(&url);
        a.set_download(name);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

pub const THEME_KEY: &str = "ferrometal.theme";

/// The stored theme, else the system's preference.
pub fn initial_theme() -> String {
    if let Some(t) = storage_get(THEME_KEY).filter(|t| t == "dark" || t == "light") {
        return t;
    }
    let dark = web_sys::window()
        .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten())
        .is_some_and(|m| m.matches());
    if dark { "dark".into() } else { "light".into() }
}

pub fn apply_theme(theme: &str) {
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-theme", theme);
    }
}
