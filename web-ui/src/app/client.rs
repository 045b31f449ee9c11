//! The page's side of the translation worker: one request in flight at a
//! time, the newest waiting request queued (older ones are dropped), and a
//! time limit per request. A request that runs past it is cancelled by
//! terminating the worker; a fresh worker takes its place and the queued
//! request, if any, goes to it.
//!
//! Architecture invariant: the page thread never translates, so no input can
//! freeze it; the worker is the only thing a pathological input can stall.

use crate::protocol::{Message, Request, Response};
use leptos::prelude::*;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// The worker's script, relative to the page: it instantiates the page's own
/// compiled wasm module, which `boot.js` leaves in `globalThis[WASM_GLOBAL]`
/// as `{ module, glue }` (the glue's URL) and `spawn` sends in the first message.
const WORKER_URL: &str = "./worker.js";
const WASM_GLOBAL: &str = "ferrometalWasm";

#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// The worker is loading.
    Starting,
    Translating,
    Done,
    /// Request `id` ran past `limit_ms` and was cancelled.
    Cancelled {
        id: u32,
        limit_ms: u32,
    },
    /// The worker could not be created or crashed.
    Failed(String),
}

/// What the client reports to the page.
#[derive(Clone, Copy)]
pub struct Sinks {
    pub result: RwSignal<Option<Response>>,
    pub status: RwSignal<Status>,
    /// `performance.now()` when the first result arrived (benchmarks read it).
    pub first_result_ms: RwSignal<Option<f64>>,
}

struct Client {
    sinks: Sinks,
    limit_ms: u32,
    worker: Option<web_sys::Worker>,
    ready: bool,
    in_flight: Option<u32>,
    pending: Option<Request>,
    /// The worker runs the translator module (every language, WGSL
    /// included), not the page's: once a WGSL shader has been translated.
    translator: bool,
    timer: Option<i32>,
    /// Keeps the message handlers of live workers alive.
    handlers: Vec<Closure<dyn Fn(web_sys::MessageEvent)>>,
}

thread_local! {
    static CLIENT: RefCell<Option<Client>> = const { RefCell::new(None) };
}

fn with<R>(f: impl FnOnce(&mut Client) -> R) -> Option<R> {
    CLIENT.with(|c| c.borrow_mut().as_mut().map(f))
}

/// Start the worker; results and status go to `sinks`.
pub fn init(sinks: Sinks, limit_ms: u32) {
    CLIENT.with(|c| {
        *c.borrow_mut() = Some(Client {
            sinks,
            limit_ms,
            worker: None,
            ready: false,
            in_flight: None,
            pending: None,
            translator: false,
            timer: None,
            handlers: Vec::new(),
        });
    });
    spawn();
}

/// Translate `req` as soon as the worker is free (replacing any queued
/// request). A WGSL `req` first moves the client to the translator module.
pub fn submit(req: Request, wgsl: bool) {
    let (send_now, dead, switch) = with(|c| {
        c.pending = Some(req);
        let switch = wgsl && !c.translator && translator_module().is_some();
        c.translator |= switch;
        (c.ready && c.in_flight.is_none(), c.worker.is_none(), switch)
    })
    .unwrap_or((false, false, false));
    if switch {
        switch_to_translator();
    } else if dead {
        spawn();
    } else if send_now {
        send_pending();
    }
}

/// `{ module, glue }`: the URLs of the translator module and its glue, which
/// `boot.js` leaves beside the page's module (absent from a build without it).
fn translator_module() -> Option<JsValue> {
    let wasm = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str(WASM_GLOBAL)).ok()?;
    js_sys::Reflect::get(&wasm, &JsValue::from_str("translator")).ok().filter(JsValue::is_object)
}

/// Replace the page module's worker by one running the translator module.
/// What the old worker was translating is dropped (the queued request is
/// newer); the queued request goes to the new worker once it is ready.
fn switch_to_translator() {
    let _ = with(|c| {
        if let Some(t) = c.timer.take() {
            clear_timer(t);
        }
        if let Some(w) = c.worker.take() {
            w.terminate();
        }
        // Not called from a handler of the old worker: they can go now.
        c.handlers.clear();
        c.in_flight = None;
    });
    spawn();
}

/// What a worker said before the page listened to it.
#[derive(Clone, Copy, Default)]
struct Early {
    ready: bool,
    failed: bool,
}

/// A module worker running `WORKER_URL`, sent the page's compiled wasm
/// module: the one `boot.js` started before the page mounted (the first
/// time), else a new one.
fn new_worker(translator: bool) -> Result<(web_sys::Worker, Early), JsValue> {
    let wasm = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str(WASM_GLOBAL))?;
    if !wasm.is_object() {
        return Err(JsValue::from_str("the page's wasm module is missing"));
    }
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    // The translator module: worker.js fetches and compiles it from its URL.
    if let Some(module) = translator.then(translator_module).flatten() {
        let worker = web_sys::Worker::new_with_options(WORKER_URL, &options)?;
        worker.post_message(&module)?;
        return Ok((worker, Early::default()));
    }
    if let Some(adopted) = adopt_early(&wasm) {
        return Ok(adopted);
    }
    let worker = web_sys::Worker::new_with_options(WORKER_URL, &options)?;
    let message = js_sys::Object::new();
    for key in ["module", "glue"] {
        let key = JsValue::from_str(key);
        js_sys::Reflect::set(&message, &key, &js_sys::Reflect::get(&wasm, &key)?)?;
    }
    worker.post_message(&message)?;
    Ok((worker, Early::default()))
}

/// `boot.js`'s early worker, once: with its handlers dropped, and what it
/// has said so far.
fn adopt_early(wasm: &JsValue) -> Option<(web_sys::Worker, Early)> {
    let get = |obj: &JsValue, key: &str| js_sys::Reflect::get(obj, &JsValue::from_str(key)).ok();
    let early = get(wasm, "early")?;
    let worker = get(&early, "worker")?.dyn_into::<web_sys::Worker>().ok()?;
    let _ = js_sys::Reflect::set(&early, &JsValue::from_str("worker"), &JsValue::NULL);
    worker.set_onmessage(None);
    worker.set_onerror(None);
    let flag = |key: &str| get(&early, key).and_then(|v| v.as_bool()).unwrap_or(false);
    Some((worker, Early { ready: flag("ready"), failed: flag("failed") }))
}

fn spawn() {
    let translator = with(|c| c.translator).unwrap_or(false);
    let (worker, early) = match new_worker(translator) {
        Ok(w) => w,
        Err(e) => {
            let msg = e.as_string().unwrap_or_else(|| "the translation worker could not start".into());
            let _ = with(|c| c.sinks.status.set(Status::Failed(msg)));
            return;
        }
    };
    let handler = Closure::<dyn Fn(web_sys::MessageEvent)>::new(|ev: web_sys::MessageEvent| {
        let Some(text) = ev.data().as_string() else { return };
        match serde_json::from_str::<Message>(&text) {
            Ok(Message::Ready) => on_ready(),
            Ok(Message::Done(resp)) => on_done(*resp),
            Err(_) => {}
        }
    });
    worker.set_onmessage(Some(handler.as_ref().unchecked_ref()));
    let crashed = Closure::<dyn Fn(web_sys::MessageEvent)>::new(|_: web_sys::MessageEvent| on_crash());
    worker.set_onerror(Some(crashed.as_ref().unchecked_ref()));
    let _ = with(|c| {
        c.handlers.push(handler);
        c.handlers.push(crashed);
        c.worker = Some(worker);
        c.ready = false;
        if !matches!(c.sinks.status.get_untracked(), Status::Cancelled { .. }) {
            c.sinks.status.set(Status::Starting);
        }
    });
    if early.failed {
        on_crash();
    } else if early.ready {
        on_ready();
    }
}

fn on_ready() {
    let _ = with(|c| c.ready = true);
    send_pending();
}

fn send_pending() {
    let sent = with(|c| {
        let req = c.pending.take()?;
        let worker = c.worker.as_ref()?;
        // `[request JSON, source's UTF-8 bytes]`. The source is neither
        // escaped into JSON nor decoded into a JS string, and its buffer is
        // transferred, not copied: a huge paste costs the page one copy out
        // of wasm memory.
        let json = serde_json::to_string(&req).ok()?;
        let bytes = js_sys::Uint8Array::from(req.source.as_bytes());
        let message = js_sys::Array::of2(&JsValue::from_str(&json), &bytes);
        worker.post_message_with_transfer(&message, &js_sys::Array::of1(&bytes.buffer())).ok()?;
        c.in_flight = Some(req.id);
        Some((req.id, c.limit_ms))
    })
    .flatten();
    let Some((id, limit_ms)) = sent else { return };
    let timer = set_timer(limit_ms, move || on_timeout(id));
    let _ = with(|c| {
        c.timer = timer;
        c.sinks.status.set(Status::Translating);
    });
}

fn on_done(resp: Response) {
    let sinks = with(|c| {
        if let Some(t) = c.timer.take() {
            clear_timer(t);
        }
        c.in_flight = None;
        c.sinks
    });
    let Some(sinks) = sinks else { return };
    if sinks.first_result_ms.get_untracked().is_none() {
        sinks.first_result_ms.set(Some(now_ms()));
    }
    let newer = sinks.result.with_untracked(|r| r.as_ref().is_none_or(|old| old.id <= resp.id));
    if newer {
        sinks.result.set(Some(resp));
    }
    sinks.status.set(Status::Done);
    send_pending();
}

fn on_timeout(id: u32) {
    let stale = with(|c| {
        if c.in_flight != Some(id) {
            return true;
        }
        if let Some(w) = c.worker.take() {
            w.terminate();
        }
        // The old worker's handler can no longer fire; drop it.
        c.handlers.clear();
        c.in_flight = None;
        c.timer = None;
        c.sinks.status.set(Status::Cancelled { id, limit_ms: c.limit_ms });
        false
    });
    if stale == Some(false) {
        spawn();
    }
}

/// The worker died (a trap in the translator is a bug of ours): report it,
/// replace the worker, and carry on with the queued request.
fn on_crash() {
    let was_ready = with(|c| {
        if let Some(t) = c.timer.take() {
            clear_timer(t);
        }
        if let Some(w) = c.worker.take() {
            w.terminate();
        }
        c.in_flight = None;
        let msg = if c.ready { "the translator stopped unexpectedly" } else { "the translator could not be loaded" };
        c.sinks.status.set(Status::Failed(msg.into()));
        c.ready
    });
    // Dropping the handlers from inside one of them is not allowed: defer.
    // A worker that never started is not retried in a loop: the next edit
    // tries again (see `submit`).
    let _ = set_timer(0, move || {
        let _ = with(|c| c.handlers.retain(|_| false));
        if was_ready == Some(true) {
            spawn();
        }
    });
}

fn set_timer(ms: u32, f: impl FnOnce() + 'static) -> Option<i32> {
    let cb = Closure::once_into_js(f);
    web_sys::window()?
        .set_timeout_with_callback_and_timeout_and_arguments_0(
            cb.unchecked_ref(),
            i32::try_from(ms).unwrap_or(i32::MAX),
        )
        .ok()
}

fn clear_timer(handle: i32) {
    if let Some(w) = web_sys::window() {
        w.clear_timeout_with_handle(handle);
    }
}

/// Run `f` after `ms` unless another call with the same `slot` comes first.
pub fn debounce(slot: &'static std::thread::LocalKey<RefCell<Option<i32>>>, ms: u32, f: impl FnOnce() + 'static) {
    slot.with(|s| {
        if let Some(old) = s.borrow_mut().take() {
            clear_timer(old);
        }
    });
    let handle = set_timer(ms, f);
    slot.with(|s| *s.borrow_mut() = handle);
}

pub fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}
