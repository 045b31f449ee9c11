//! The worker side of `protocol`: install a message handler, announce
//! readiness, and translate each request. It runs in the page's own wasm
//! module, instantiated a second time by `worker.js` in a dedicated worker.

use crate::protocol::{Message, Request, respond};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// Whether this instance runs in a worker (no `window`), not on the page.
pub fn in_worker() -> bool {
    web_sys::window().is_none()
}

/// Run inside a dedicated worker: answer every request until terminated.
/// `warm`: translate the first visit's shader before announcing readiness
/// (the page's module, started before the page has mounted; not the
/// translator module, started when a request is already waiting).
pub fn run(warm: bool) {
    console_error_panic_hook::set_once();
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else { return };
    let includes = crate::protocol::example_includes();
    if warm {
        warm_up(&includes);
    }
    let reply_scope = scope.clone();
    let handler = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        // `[request JSON, source's UTF-8 bytes]` (see `app::client`).
        let message = js_sys::Array::from(&ev.data());
        let Some(json) = message.get(0).as_string() else { return };
        let Some(bytes) = message.get(1).dyn_into::<js_sys::Uint8Array>().ok() else { return };
        let Ok(mut req) = serde_json::from_str::<Request>(&json) else { return };
        let Ok(source) = String::from_utf8(bytes.to_vec()) else { return };
        req.source = source;
        let clock = reply_scope.performance();
        let now = || clock.as_ref().map_or(0.0, web_sys::Performance::now);
        let msg = Message::Done(Box::new(respond(&req, &includes, now)));
        let _ = reply_scope.post_message(&JsValue::from_str(&serde_json::to_string(&msg).unwrap_or_default()));
    });
    scope.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    handler.forget();
    let _ = scope.post_message(&JsValue::from_str(&serde_json::to_string(&Message::Ready).unwrap_or_default()));
}

/// Translate the first visit's shader once before announcing readiness.
/// The engine compiles each wasm function on its first call, and the first
/// translation paid for compiling the whole translator (60–100 ms of it).
/// The worker starts while the page is still mounting (`boot.js`), so this
/// runs while the page would otherwise wait, and a request that arrives
/// meanwhile waits no longer than it would have taken to translate.
fn warm_up(includes: &ferrometal::MemoryIncludes) {
    let state = crate::state::PageState::default();
    let req = Request { source: state.source.clone(), options: state.options(), ..Request::default() };
    let _ = respond(&req, includes, || 0.0);
}
