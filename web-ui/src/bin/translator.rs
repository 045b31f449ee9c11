//! The translator alone, for the worker: the page's module without the
//! page, and with the WGSL front-end the page's module leaves out. The
//! worker client starts it when a WGSL shader is first translated.

fn main() {
    console_error_panic_hook::set_once();
    ferrometal_web_ui::worker::run(false);
}
