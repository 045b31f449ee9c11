//! One wasm module for the page and the translation worker: the page mounts
//! the app; the worker (`worker.js`, handed the page's compiled module)
//! instantiates the same module and answers translation requests.

fn main() {
    console_error_panic_hook::set_once();
    if ferrometal_web_ui::worker::in_worker() {
        ferrometal_web_ui::worker::run(true);
    } else {
        leptos::mount::mount_to_body(ferrometal_web_ui::app::App);
    }
}
