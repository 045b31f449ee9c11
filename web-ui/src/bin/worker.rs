//! The translation worker: a Web Worker that receives `protocol::Request`s
//! as JSON and answers each with a `protocol::Message::Done`. The page
//! terminates and replaces it when a translation runs past the time limit.

fn main() {
    ferrometal_web_ui::worker::run();
}
